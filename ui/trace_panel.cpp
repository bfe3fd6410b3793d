// See trace_panel.h.
#include "trace_panel.h"

#include "runtime/interpreter.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>
#include <map>

namespace amend::ui {

TracePanel::TracePanel(QWidget* parent) : QWidget(parent), m_choice(new QComboBox), m_onFix(new QCheckBox(tr("On the selected fix"))), m_restart(new QToolButton),
    m_back(new QToolButton), m_forward(new QToolButton), m_toFailure(new QToolButton), m_position(new QLabel), m_values(new QTreeWidget)
{
    m_restart->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_restart->setToolTip(tr("First step"));
    m_back->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_back->setToolTip(tr("Step backward (Shift+F10)"));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_forward->setToolTip(tr("Step forward (F10)"));
    // Steps by actions, not the buttons' shortcuts: a button's shortcut animates a click and
    // swallows the presses of a held key in the meantime.
    auto stepKey = [this](const QKeySequence& key, void (TracePanel::*step)()) {
        auto* action = new QAction(this);
        action->setShortcut(key);
        action->setAutoRepeat(true);
        connect(action, &QAction::triggered, this, [this, step] { if (!m_trace.steps.empty()) (this->*step)(); });
        addAction(action);
    };
    stepKey(QKeySequence(Qt::Key_F10), &TracePanel::stepForward);
    stepKey(QKeySequence(Qt::SHIFT | Qt::Key_F10), &TracePanel::stepBackward);
    stepKey(QKeySequence(Qt::Key_F11), &TracePanel::runToFailure);
    m_toFailure->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_toFailure->setToolTip(tr("Run to the failure (F11)"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(24);
    m_values->setColumnCount(2);
    m_values->setHeaderLabels({tr("Name"), tr("Value")});
    m_values->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_values->setRootIsDecorated(true);
    connect(m_values, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem* item) {
        const QString path = item->data(0, Qt::UserRole).toString();
        if (!path.isEmpty()) m_opened.insert(path);
    });
    connect(m_values, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem* item) { m_opened.remove(item->data(0, Qt::UserRole).toString()); });

    // The test on one line, the step controls on the next: in one line they made the panel (and
    // the fixes tabbed with it) too wide for the faults column beside it at 1024x700 in German.
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Test:")));
    bar->addWidget(m_choice, 1);
    auto* steps = new QHBoxLayout;
    for (QToolButton* b : {m_restart, m_back, m_forward, m_toFailure}) steps->addWidget(b);
    // The buttons stay where they are as the position's text changes: it has a width of its own.
    m_position->setMinimumWidth(m_position->fontMetrics().horizontalAdvance(tr("step 8888 of 8888 (failure)")) + 8);
    steps->addWidget(m_position);
    steps->addStretch(1);
    steps->addWidget(m_onFix);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addLayout(steps);
    layout->addWidget(m_values);

    connect(m_choice, &QComboBox::activated, this, &TracePanel::chooseTest);
    m_onFix->setToolTip(tr("Replay the test with the selected fix applied, to compare before and after"));
    m_onFix->setEnabled(false);
    connect(m_onFix, &QCheckBox::toggled, this, [this] { chooseTest(m_choice->currentIndex()); });
    connect(m_restart, &QToolButton::clicked, this, &TracePanel::restart);
    connect(m_back, &QToolButton::clicked, this, &TracePanel::stepBackward);
    connect(m_forward, &QToolButton::clicked, this, &TracePanel::stepForward);
    connect(m_toFailure, &QToolButton::clicked, this, &TracePanel::runToFailure);
    clearFault();
}

void TracePanel::setFault(const std::optional<analysis::FaultUnderRepair>& fault, const sema::Program* program, Replay replay)
{
    m_jobs.cancel();   // a replay of the previous fault's test is not shown
    m_tests.clear();
    m_fixTestIndex = -1;
    m_program = program;
    m_replay = std::move(replay);
    m_choice->clear();
    m_failingCount = 0;
    // Tests with the same code run the same way: listed once, with how many there are.
    auto addTests = [this](const std::vector<analysis::ReplayableTest>& tests, const QString& label) {
        std::vector<int> copies;
        std::map<std::string, std::size_t> seen;   // code → index in `copies`
        const std::size_t first = m_tests.size();
        for (const analysis::ReplayableTest& t : tests) {
            if (!t.eiffel.empty()) {
                const auto [it, added] = seen.emplace(t.eiffel, copies.size());
                if (!added) {
                    ++copies[it->second];
                    continue;
                }
            }
            m_tests.push_back(t);
            copies.push_back(1);
        }
        for (std::size_t i = 0; i < copies.size(); ++i) {
            const QString name = QString::fromStdString(m_tests[first + i].name);
            m_choice->addItem(copies[i] == 1 ? label.arg(name) : tr("%1 (and %2 identical)").arg(label.arg(name)).arg(copies[i] - 1));
            m_choice->setItemData(m_choice->count() - 1, QString::fromStdString(m_tests[first + i].eiffel), Qt::ToolTipRole);
        }
        return static_cast<int>(copies.size());
    };
    if (fault) {
        m_failingCount = addTests(fault->failing, tr("failing: %1"));
        addTests(fault->passing, tr("passing: %1"));
    }
    m_trace = {};
    m_tracedIndex = -1;
    m_step = -1;
    m_values->clear();
    m_position->setText(m_tests.empty() ? tr("no tests") : QString());
    for (QToolButton* b : {m_restart, m_back, m_forward, m_toFailure}) b->setEnabled(false);
    // The first failing test, for the values at the failure; the editor stays on the fault.
    if (!m_tests.empty()) replayTest(0, false);
}

void TracePanel::setReplayFix(Replay onFix, const QString& label)
{
    m_fixReplay = std::move(onFix);
    const bool available = static_cast<bool>(m_fixReplay);
    m_onFix->setEnabled(available);
    m_onFix->setToolTip(available ? tr("Replay the test with this fix applied: %1").arg(label)
                                  : tr("Select a body fix (after the fix session) to replay tests on it"));
    if (m_onFix->isChecked()) chooseTest(m_choice->currentIndex());
}

void TracePanel::setFixTest(const std::optional<analysis::ReplayableTest>& test)
{
    if (m_fixTestIndex >= 0) {
        m_tests.erase(m_tests.begin() + m_fixTestIndex);
        m_choice->removeItem(m_fixTestIndex);
        m_fixTestIndex = -1;
    }
    if (!test) return;
    m_fixTestIndex = testCount();
    m_tests.push_back(*test);
    m_choice->addItem(tr("distinguishing test of the fix"));
    m_choice->setItemData(m_fixTestIndex, QString::fromStdString(test->eiffel), Qt::ToolTipRole);
}

void TracePanel::traceFixTest()
{
    if (m_fixTestIndex < 0) return;
    m_choice->setCurrentIndex(m_fixTestIndex);
    if (m_fixReplay && !m_onFix->isChecked()) m_onFix->setChecked(true);   // replays it (toggled)
    else chooseTest(m_fixTestIndex);
}

int TracePanel::testCount() const { return static_cast<int>(m_tests.size()); }

void TracePanel::replayTest(int index, bool follow)
{
    if (index < 0 || index >= testCount()) return;
    m_choice->setCurrentIndex(index);
    const analysis::ReplayableTest test = m_tests[static_cast<std::size_t>(index)];
    const bool onFix = m_onFix->isChecked() && m_fixReplay;
    Replay replay = onFix ? m_fixReplay : m_replay;
    if (!replay) {
        replay = [](const analysis::ReplayableTest& t) {
            analysis::Trace trace;
            // Deep recursion in a program under test needs a large stack (as in every engine run).
            runtime::runWithLargeStack([&] { trace = analysis::recordTrace(t); });
            return trace;
        };
    }
    m_trace = {};
    m_tracedIndex = -1;
    m_step = -1;
    m_values->clear();
    for (QToolButton* b : {m_restart, m_back, m_forward, m_toFailure}) b->setEnabled(false);
    m_position->setText(tr("replaying…"));
    m_jobs.start([replay, test](CancelToken&, int) { return replay(test); }, [this, index, onFix, follow](analysis::Trace trace) {
        m_trace = std::move(trace);
        m_tracedIndex = index;
        m_tracedOnFix = onFix;
        for (QToolButton* b : {m_restart, m_back, m_forward}) b->setEnabled(!m_trace.steps.empty());
        m_toFailure->setEnabled(m_trace.failureStep() >= 0);
        showStep(m_trace.steps.empty() ? -1 : 0, follow);
        emit replayed(index, onFix);
    });
}

void TracePanel::stepForward() { showStep(std::min(m_step + 1, stepCount() - 1)); }
void TracePanel::stepBackward() { showStep(std::max(m_step - 1, 0)); }
void TracePanel::restart() { showStep(0); }
void TracePanel::runToFailure()
{
    if (m_trace.failureStep() >= 0) showStep(m_trace.failureStep());
    else if (!m_trace.steps.empty())   // said, not silently ignored (F11 on a run that passes)
        m_position->setText(tr("step %1 of %2: this run has no failure").arg(m_step + 1).arg(stepCount()));
}

void TracePanel::showStep(int index, bool announce)
{
    m_values->clear();
    m_step = index;
    if (index < 0 || index >= stepCount()) {
        m_position->setText(m_tests.empty() ? tr("no tests") : tr("no steps recorded"));
        return;
    }
    const analysis::TraceStep& s = m_trace.steps[static_cast<std::size_t>(index)];
    const bool failure = index == m_trace.failureStep();
    QString state = failure ? tr(" (failure)") : QString();
    if (index == stepCount() - 1 && m_trace.outcome.ok()) state = tr(" (passed)");
    m_position->setText(tr("step %1 of %2%3").arg(index + 1).arg(stepCount()).arg(state));
    // An object opens onto its attributes (a SPECIAL onto its items); what the user opened stays
    // open from step to step (by its path of names).
    std::function<void(QTreeWidgetItem*, const analysis::TraceValue&, const QString&)> add =
        [&](QTreeWidgetItem* parent, const analysis::TraceValue& v, const QString& parentPath) {
        const QString path = parentPath + QLatin1Char('/') + QString::fromStdString(v.name);
        auto* item = new QTreeWidgetItem(parent, {QString::fromStdString(v.name), QString::fromStdString(v.value)});
        item->setData(0, Qt::UserRole, path);
        if (v.changed) {
            QFont bold = item->font(1);
            bold.setBold(true);
            item->setFont(0, bold);
            item->setFont(1, bold);
            item->setForeground(1, QColor(0x09, 0x69, 0xda));
            item->setToolTip(1, tr("changed"));
        }
        for (const analysis::TraceValue& child : v.children) add(item, child, path);
        if (v.itemsLeftOut > 0) new QTreeWidgetItem(item, {QStringLiteral("…"), tr("%1 more items").arg(v.itemsLeftOut)});
        if (m_opened.contains(path)) item->setExpanded(true);
    };
    auto group = [&](const QString& title, const std::vector<analysis::TraceValue>& values) {
        if (values.empty()) return;
        auto* top = new QTreeWidgetItem(m_values, {title});
        for (const analysis::TraceValue& v : values) add(top, v, title);
        top->setExpanded(true);
    };
    auto* where = new QTreeWidgetItem(m_values, {tr("Routine"), QString::fromStdString(s.routine)});
    where->setToolTip(1, tr("call depth %1").arg(s.depth));
    group(tr("Arguments"), s.arguments);
    group(tr("Locals"), s.locals);
    group(tr("Result"), s.result);
    group(tr("Current"), s.attributes);
    if (failure && m_program)
        new QTreeWidgetItem(m_values, {tr("Failure"), QString::fromStdString(m_trace.outcome.describe(*m_program))});
    if (announce && m_program && s.range.valid()) {
        // A step in a replayed fix's own body text (the replay's scratch source, not the
        // program's) has no file: the window maps it into the fix's file.
        const QString file = m_program->sources.contains(s.range.file) ? QString::fromStdString(m_program->sources.file(s.range.file).path()) : QString();
        emit stepShown(file, s.range.begin, s.range.end, failure);
    }
}

}  // namespace amend::ui
