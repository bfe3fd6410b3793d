// See fix_panel.h.
#include "fix_panel.h"

#include "diff_view.h"
#include "fitting_columns.h"
#include "fix_presentation.h"

#include "repair/diff.h"

#include <QAction>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace amend::ui {

FixPanel::FixPanel(QWidget* parent) : QWidget(parent), m_model(new FixModel(this)), m_view(new QTableView),
    m_explanation(new QLabel), m_coevolvedTest(new QLabel), m_traceCoevolved(new QPushButton(tr("&Trace on this fix"))),
    m_invalidatedTitle(new QToolButton), m_invalidated(new QListWidget), m_diff(new DiffView), m_accept(new QPushButton(tr("&Accept"))),
    m_reject(new QPushButton(tr("&Reject"))), m_revert(new QPushButton(tr("Re&vert"))), m_offer(new QToolButton)
{
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    // Every column in view: the rank as wide as it needs, the kind wrapped where the list is
    // narrow, what it does and the explanation share the rest (elided on one line; the tooltip
    // and the text beside the list have all).
    new FittingColumns(m_view, /*leadingColumns=*/1, {FixModel::ColumnSummary, FixModel::ColumnExplanation});
    m_view->setMinimumHeight(3 * m_view->verticalHeader()->defaultSectionSize());
    m_explanation->setWordWrap(true);
    // A word-wrapped label asks for about 80 characters of width by itself; it wraps to less, so
    // the panel does not squeeze the faults column beside it at 1024x700.
    m_explanation->setMinimumWidth(160);
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_coevolvedTest->setTextFormat(Qt::PlainText);
    m_coevolvedTest->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_coevolvedTest->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_traceCoevolved->setToolTip(tr("Replay the distinguishing test on this fix in the Traces panel"));
    m_accept->setToolTip(tr("Apply the selected fix to the editor (one undoable step)"));
    m_reject->setToolTip(tr("Hide the selected fix for this session"));
    m_revert->setToolTip(tr("Undo the accepted fix of this fault"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_accept);
    buttons->addWidget(m_reject);
    buttons->addWidget(m_revert);
    buttons->addStretch();
    // The list and its buttons on the left (its height is for fixes), the selected fix's
    // explanation above its diff on the right.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_view, 1);
    leftLayout->addLayout(buttons);
    // Fixes that were valid on the fault's tests until a co-evolved test made them violate a
    // contract: not ranked, listed apart with the test that invalidated them.
    m_invalidatedTitle->setCheckable(true);
    m_invalidatedTitle->setAutoRaise(true);
    m_invalidatedTitle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_invalidatedTitle->setArrowType(Qt::RightArrow);
    m_invalidatedTitle->setToolTip(tr("Fixes that passed the fault's tests but violate a contract on a test co-evolved against the fixes"));
    connect(m_invalidatedTitle, &QToolButton::toggled, this, [this](bool shown) {
        m_invalidatedTitle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
        m_invalidated->setVisible(shown && m_invalidated->count() > 0);
    });
    m_invalidated->setWordWrap(true);
    m_invalidated->setSelectionMode(QAbstractItemView::NoSelection);
    m_invalidated->setMaximumHeight(5 * m_view->verticalHeader()->defaultSectionSize());
    leftLayout->addWidget(m_invalidatedTitle);
    leftLayout->addWidget(m_invalidated);
    setInvalidated({});
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_explanation);
    m_offer->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_offer->hide();
    rightLayout->addWidget(m_offer, 0, Qt::AlignLeft);
    // The test co-evolved against the fixes that told this fix apart, with its trace button.
    auto* coevolved = new QHBoxLayout;
    // A long co-evolved test scrolls in at most six lines: the diff keeps its room.
    auto* testScroll = new QScrollArea;
    m_coevolvedScroll = testScroll;
    testScroll->setWidget(m_coevolvedTest);
    testScroll->setWidgetResizable(true);
    testScroll->setFrameShape(QFrame::NoFrame);
    testScroll->setMaximumHeight(m_coevolvedTest->fontMetrics().lineSpacing() * 6 + 4);
    coevolved->addWidget(testScroll, 1);
    coevolved->addWidget(m_traceCoevolved, 0, Qt::AlignTop);
    rightLayout->addLayout(coevolved);
    rightLayout->addWidget(m_diff, 1);
    auto* split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("FixSplitter"));   // remembered by the window
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(split);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] { showCurrent(); });
    connect(m_accept, &QPushButton::clicked, this, [this] { if (currentRow() >= 0) emit acceptRequested(m_model->fix(currentRow())); });
    connect(m_reject, &QPushButton::clicked, this, [this] { if (currentRow() >= 0) emit rejectRequested(m_model->fix(currentRow())); });
    connect(m_revert, &QPushButton::clicked, this, &FixPanel::revertRequested);
    connect(m_traceCoevolved, &QPushButton::clicked, this, [this] { if (currentRow() >= 0) emit traceCoevolvedRequested(m_model->fix(currentRow())); });
    m_placeholder = tr("Open a program and press Fix (F5): the fixes of the selected fault are listed here.");
    setAcceptedState(false);
    showCurrent();
}

void FixPanel::setOffer(QAction* action)
{
    if (action) m_offer->setDefaultAction(action);
    m_offer->setVisible(action != nullptr);
}

QSplitter* FixPanel::splitter() const { return findChild<QSplitter*>(QStringLiteral("FixSplitter")); }

int FixPanel::currentRow() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.row() : -1;
}

void FixPanel::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount()) return;
    m_view->setCurrentIndex(m_model->index(row, 0));
    m_view->selectRow(row);
}

void FixPanel::setFixes(std::vector<repair::Fix> fixes, int acceptedRow)
{
    m_model->setFixes(std::move(fixes));
    m_model->setAccepted(acceptedRow);
    if (m_model->rowCount() > 0) selectRow(acceptedRow >= 0 ? acceptedRow : 0);
    showCurrent();
}

void FixPanel::appendFix(const repair::Fix& fix)
{
    m_model->appendFix(fix);
    if (currentRow() < 0) selectRow(0);
}

void FixPanel::setInvalidated(const std::vector<repair::Fix>& fixes)
{
    m_invalidated->clear();
    for (const repair::Fix& f : fixes) {
        auto* item = new QListWidgetItem(tr("%1 (%2): on `%3' %4")
                                             .arg(fixSummary(f), fixKindText(f), QString::fromStdString(f.coevolution.test),
                                                  coevolutionVerdictText(f.coevolution)));
        item->setToolTip(tr("Invalidated by this co-evolved test:") + QLatin1Char('\n') +
                         QString::fromStdString(f.coevolution.testEiffel).replace(QLatin1Char('\t'), QStringLiteral("    ")).trimmed());
        m_invalidated->addItem(item);
    }
    m_invalidatedTitle->setText(tr("Invalidated by co-evolved tests (%1)").arg(fixes.size()));
    m_invalidatedTitle->setVisible(!fixes.empty());
    m_invalidated->setVisible(!fixes.empty() && m_invalidatedTitle->isChecked());
}

void FixPanel::setAcceptedState(bool someAccepted)
{
    const bool has = currentRow() >= 0;
    m_accept->setEnabled(has && !someAccepted);
    m_reject->setEnabled(has && !someAccepted);
    m_revert->setEnabled(someAccepted);
    emit actionsChanged();
}

void FixPanel::setPlaceholder(const QString& text)
{
    m_placeholder = text;
    if (currentRow() < 0) m_explanation->setText(m_model->rowCount() == 0 ? m_placeholder : QString());
}

void FixPanel::showCurrent()
{
    const int row = currentRow();
    if (row < 0) {
        m_explanation->setText(m_model->rowCount() == 0 ? m_placeholder : QString());
        m_diff->setDiff({});
        m_coevolvedTest->hide();
        m_coevolvedScroll->hide();
        m_traceCoevolved->hide();
    } else {
        const repair::Fix& f = m_model->fix(row);
        // What it does in plain words first, then how it was found (fix_presentation.h).
        m_explanation->setText(fixSummary(f) + QLatin1Char('\n') + fixAccount(f));
        // The whole sentence (a learned rule comes last): word-wrapped labels get no height for
        // their width from the layout by themselves.
        m_explanation->setMinimumHeight(m_explanation->heightForWidth(std::max(m_explanation->width(), 200)));
        const bool coevolved = f.coevolution.decided();
        m_coevolvedTest->setVisible(coevolved);
        m_coevolvedScroll->setVisible(coevolved);
        m_traceCoevolved->setVisible(coevolved && !f.isContract);
        if (coevolved)
            m_coevolvedTest->setText(tr("Distinguishing test (co-evolved against the fixes):") + QLatin1Char('\n') +
                                     QString::fromStdString(f.coevolution.testEiffel).replace(QLatin1Char('\t'), QStringLiteral("    ")).trimmed());
        m_diff->setDiff(repair::fixDiff(f));
        emit fixSelected(f);
    }
    setAcceptedState(m_model->accepted() >= 0);
}

}  // namespace amend::ui
