// See snapshot_panel.h.
#include "snapshot_panel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace amend::ui {

SnapshotPanel::SnapshotPanel(QWidget* parent) : QWidget(parent), m_model(new SnapshotModel(this)),
    m_proxy(new SnapshotFilterModel(this)), m_view(new QTableView), m_filter(new QLineEdit)
{
    m_proxy->setSourceModel(m_model);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(SnapshotModel::ColumnSusp, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(SnapshotModel::ColumnPredicate, QHeaderView::Stretch);
    m_view->setAlternatingRowColors(true);
    m_filter->setPlaceholderText(tr("Filter snapshots (predicate, line, value)…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, [this](const QString& text) { m_proxy->setFilterFixedString(text); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (!current.isValid()) return;
        const SnapshotModel::Row& r = m_model->row(m_proxy->mapToSource(current).row());
        emit snapshotSelected(r.file, r.line, r.snapshot.locationRange.begin, r.snapshot.locationRange.end);
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_filter);
    layout->addWidget(m_view);
}

void SnapshotPanel::setRows(std::vector<SnapshotModel::Row> rows)
{
    m_model->setRows(std::move(rows));
    m_view->sortByColumn(SnapshotModel::ColumnSusp, Qt::DescendingOrder);
}

}  // namespace amend::ui
