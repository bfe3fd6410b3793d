// See main_window.h. This file: the fix session (start, cancel, streamed results), the
// selection of a fault and what the panels show for it, and accepting, rejecting and reverting
// fixes in the editor's buffers.
#include "main_window.h"

#include "contract_panel.h"
#include "editor_tabs.h"
#include "fix_panel.h"
#include "session_models.h"
#include "snapshot_panel.h"
#include "source_editor.h"
#include "trace_panel.h"

#include "repair/fix_replay.h"

#include <QItemSelectionModel>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>

namespace amend::ui {

namespace {

// The engine's stage names (support/progress.h) as shown to the user.
QString stageName(const QString& stage)
{
    if (stage == QLatin1String("testing")) return MainWindow::tr("testing");
    if (stage == QLatin1String("hand-written tests")) return MainWindow::tr("hand-written tests");
    if (stage == QLatin1String("minimizing")) return MainWindow::tr("minimizing");
    if (stage == QLatin1String("fixing")) return MainWindow::tr("fixing");
    if (stage == QLatin1String("localizing")) return MainWindow::tr("localizing");
    if (stage == QLatin1String("nopol")) return MainWindow::tr("Nopol");
    if (stage == QLatin1String("wp")) return MainWindow::tr("WP");
    return stage;
}

}  // namespace

void MainWindow::connectJob()
{
    connect(&m_job, &FixJob::compiled, this, [this](int) {
        m_program = m_job.program();
        m_stage->setText(tr("testing"));
    });
    connect(&m_job, &FixJob::compileFailed, this, [this](int, const QString& diagnostics) {
        m_stage->setText(tr("the program has errors"));
        statusBar()->showMessage(tr("Cannot fix: the program has errors. %1").arg(diagnostics.section(QLatin1Char('\n'), 0, 0)), 10000);
    });
    connect(&m_job, &FixJob::progressed, this, [this](int, const QString& stage, qint64 done, qint64 total, const QString&) {
        m_stage->setText(stageName(stage));
        m_progress->setRange(0, total > 0 ? static_cast<int>(total) : 0);
        if (total > 0) m_progress->setValue(static_cast<int>(std::min(done, total)));
    });
    connect(&m_job, &FixJob::tested, this, [this](int, int faults, qint64 tests) {
        statusBar()->showMessage((faults == 1 ? tr("1 fault found by %1 tests") : tr("%1 faults found by %2 tests").arg(faults)).arg(tests), 5000);
    });
    connect(&m_job, &FixJob::faultStarted, this, [this](int, const testing::Fault& fault, bool fixable) {
        FaultEntry e;
        e.outcome.fault = fault;
        e.fixable = fixable;
        m_entries.push_back(std::move(e));
        m_faultModel->addFault(fault, fixable ? FaultStatus::Fixing : FaultStatus::CannotFix);
        if (m_selected < 0) selectFault(0);
    });
    connect(&m_job, &FixJob::fixFound, this, [this](int, const repair::Fix& fix) {
        FaultEntry* e = entryFor(fix.faultId);
        if (!e || e->finished) return;
        e->streamed.push_back(fix);
        refreshFaultStatus(*e);
        if (m_selected >= 0 && m_faultModel->row(m_selected).id == fix.faultId && !m_rejected.contains(fixKey(fix))) m_fixes->appendFix(fix);
    });
    connect(&m_job, &FixJob::faultFinished, this, [this](int, const repair::FaultOutcome& outcome) {
        FaultEntry* e = entryFor(outcome.fault.id);
        if (!e) return;
        e->outcome = outcome;
        e->finished = true;
        e->streamed.clear();
        refreshFaultStatus(*e);
        if (m_selected >= 0 && m_faultModel->row(m_selected).id == outcome.fault.id) selectFault(m_selected);
    });
    connect(&m_job, &FixJob::finished, this, [this](int, bool cancelled) {
        setRunning(false);
        updateElapsed();
        m_stage->setText(cancelled ? tr("cancelled") : tr("done"));
        for (FaultEntry& e : m_entries)
            if (!e.finished) refreshFaultStatus(e);
        if (!cancelled && m_entries.empty() && m_program) statusBar()->showMessage(tr("No faults found."), 8000);
        emit sessionFinished(cancelled);
    });
}

void MainWindow::prepareReplay(const repair::Fix& fix)
{
    // Lowering changes the program: only when no job and no re-check uses it.
    const bool busy = std::any_of(m_verifications.begin(), m_verifications.end(), [](const QFuture<void>& f) { return !f.isFinished(); });
    const QString key = fixKey(fix);
    if (!m_program || m_job.isRunning() || (busy && !m_replays.contains(key))) {
        m_traces->setReplayFix(std::nullopt, {});
        return;
    }
    if (!m_replays.contains(key)) m_replays.insert(key, repair::replayOptionsForFix(*m_program, fix));
    m_traces->setReplayFix(m_replays.value(key), QString::fromStdString(fix.explanation));
}

void MainWindow::resetSession()
{
    m_replays.clear();
    m_entries.clear();
    m_faultModel->clear();
    m_selected = -1;
    m_program.reset();
    m_input = {};
    m_contract->clearFault();
    m_snapshots->setRows({});
    m_fixes->setFixes({}, -1);
    m_traces->clearFault();
    for (SourceEditor* e : m_tabs->editors()) {
        e->clearMarker(SourceEditor::FailureMarker);
        e->clearMarker(SourceEditor::FailureArrow);
        e->clearIndicator(SourceEditor::ClauseIndicator);
    }
}

void MainWindow::startFix()
{
    if (m_tabs->count() == 0) {
        statusBar()->showMessage(tr("Open a program first."), 5000);
        return;
    }
    resetSession();
    m_clock.start();
    m_tick.start();
    setRunning(true);
    m_stage->setText(tr("compiling"));
    m_job.start(m_tabs->programInput(), m_settings);
    m_input = m_job.input();
}

void MainWindow::cancelFix()
{
    if (!m_job.isRunning()) return;
    m_job.cancel();
    m_stage->setText(tr("cancelling…"));
}

void MainWindow::setRunning(bool running)
{
    m_fixAction->setEnabled(!running);
    m_cancelAction->setEnabled(running);
    m_cancelButton->setEnabled(running);
    m_progress->setVisible(running);
    if (running) m_progress->setRange(0, 0);
    else m_tick.stop();
}

void MainWindow::updateElapsed()
{
    if (!m_clock.isValid()) return;
    const qint64 ms = m_clock.elapsed();
    m_elapsed->setText(tr("%1:%2").arg(ms / 60000).arg((ms / 1000) % 60, 2, 10, QLatin1Char('0')));
}

MainWindow::FaultEntry* MainWindow::entryFor(int faultId)
{
    for (FaultEntry& e : m_entries)
        if (e.outcome.fault.id == faultId) return &e;
    return nullptr;
}

QString MainWindow::fixKey(const repair::Fix& fix) const
{
    return QString::fromStdString(fix.routine + "\n" + fix.filePath + "\n" + fix.newRoutineText);
}

std::vector<repair::Fix> MainWindow::visibleFixes(const FaultEntry& entry) const
{
    std::vector<repair::Fix> fixes;
    for (const repair::Fix& f : entry.finished ? entry.outcome.fixes.fixes : entry.streamed)
        if (!m_rejected.contains(fixKey(f))) fixes.push_back(f);
    return fixes;
}

void MainWindow::refreshFaultStatus(const FaultEntry& entry)
{
    const int fixes = static_cast<int>(visibleFixes(entry).size());
    FaultStatus status = FaultStatus::Fixing;
    if (!entry.fixable) status = FaultStatus::CannotFix;
    else if (entry.accepted) status = FaultStatus::FixAccepted;
    else if (fixes > 0) status = FaultStatus::FixAvailable;
    else if (entry.finished) status = FaultStatus::NoValidFix;
    else if (!m_job.isRunning()) status = FaultStatus::ToBeAttempted;
    m_faultModel->setStatus(entry.outcome.fault.id, status, fixes);
}

void MainWindow::selectFault(int row)
{
    if (row < 0 || row >= m_faultModel->rowCount() || !m_program) return;
    m_selected = row;
    if (m_faultView->currentIndex().row() != row) m_faultView->setCurrentIndex(m_faultModel->index(row, 0));
    const FaultEntry* e = entryFor(m_faultModel->row(row).id);
    if (!e) return;
    // Traces first: the failing test's last step gives the values at the failure.
    m_traces->setFault(e->finished ? e->outcome.input : std::nullopt, m_program.get());
    const analysis::TraceStep* failure = nullptr;
    if (m_traces->trace().failureStep() >= 0) failure = &m_traces->trace().steps[static_cast<std::size_t>(m_traces->trace().failureStep())];
    m_contract->showFault(e->outcome, *m_program, failure);

    std::vector<SnapshotModel::Row> rows;
    for (const analysis::Snapshot& s : e->outcome.fixes.localization.snapshots) {
        SnapshotModel::Row r;
        r.snapshot = s;
        if (s.locationRange.valid()) {
            const SourceFile& file = m_program->sources.file(s.locationRange.file);
            r.file = QString::fromStdString(file.path());
            r.line = file.lineColumn(s.locationRange.begin).line;
        }
        rows.push_back(std::move(r));
    }
    m_snapshots->setRows(std::move(rows));

    const std::vector<repair::Fix> fixes = visibleFixes(*e);
    int acceptedRow = -1;
    for (std::size_t i = 0; i < fixes.size(); ++i)
        if (e->accepted && fixKey(fixes[i]) == fixKey(*e->accepted)) acceptedRow = static_cast<int>(i);
    m_fixes->setFixes(fixes, acceptedRow);
    if (e->accepted && acceptedRow < 0) m_fixes->setAcceptedState(true);
    showFaultInEditor(*e);
}

void MainWindow::showLocation(const QString& file, quint32 begin, quint32 end, int marker)
{
    SourceEditor* editor = m_tabs->showFile(file);
    if (!editor) return;
    for (SourceEditor* e : m_tabs->editors()) {
        e->clearMarker(static_cast<SourceEditor::Marker>(marker));
        if (marker == SourceEditor::TraceMarker) e->clearMarker(SourceEditor::TraceArrow);
    }
    const int line = editor->lineOfOffset(begin);
    editor->markLine(static_cast<SourceEditor::Marker>(marker), line);
    if (marker == SourceEditor::TraceMarker) editor->markLine(SourceEditor::TraceArrow, line);
    editor->showLine(line);
    (void)end;
}

void MainWindow::showFaultInEditor(const FaultEntry& entry)
{
    for (SourceEditor* e : m_tabs->editors()) {
        e->clearMarker(SourceEditor::FailureMarker);
        e->clearMarker(SourceEditor::FailureArrow);
        e->clearIndicator(SourceEditor::ClauseIndicator);
    }
    // Markers only while the buffers still hold the texts the results refer to.
    auto unchanged = [this](SourceEditor* e) { return e && m_input.texts.value(e->filePath()) == e->utf8Text(); };
    const std::optional<analysis::FaultUnderRepair>& input = entry.outcome.input;
    if (input && input->clauseRange.valid()) {
        SourceEditor* e = m_tabs->editorFor(QString::fromStdString(m_program->sources.file(input->clauseRange.file).path()));
        if (unchanged(e)) e->fillIndicator(SourceEditor::ClauseIndicator, input->clauseRange.begin, input->clauseRange.end);
    }
    const SourceRange where = input && input->location.valid() ? input->location : entry.outcome.fault.key.location;
    if (!where.valid()) return;
    SourceEditor* e = m_tabs->showFile(QString::fromStdString(m_program->sources.file(where.file).path()));
    if (!unchanged(e)) return;
    const int line = e->lineOfOffset(where.begin);
    e->markLine(SourceEditor::FailureMarker, line);
    e->markLine(SourceEditor::FailureArrow, line);
    e->showLine(line);
}

void MainWindow::showContractLink(const QString& link)
{
    if (m_selected < 0 || !m_program) return;
    const FaultEntry* entry = entryFor(m_faultModel->row(m_selected).id);
    if (!entry) return;
    if (link == QLatin1String("amend:failure")) {
        showFaultInEditor(*entry);
    } else if (link == QLatin1String("amend:clause") && entry->outcome.input && entry->outcome.input->clauseRange.valid()) {
        const SourceRange& clause = entry->outcome.input->clauseRange;
        SourceEditor* e = m_tabs->showFile(QString::fromStdString(m_program->sources.file(clause.file).path()));
        if (e) e->showLine(e->lineOfOffset(clause.begin));
    }
}

bool MainWindow::acceptFix(const repair::Fix& fix, QString* error)
{
    FaultEntry* entry = entryFor(fix.faultId);
    const QString path = QString::fromStdString(fix.filePath);
    SourceEditor* editor = m_tabs->editorFor(path);
    if (!entry || !editor) {
        if (error) *error = tr("The file of this fix is not open.");
        return false;
    }
    if (entry->accepted) {
        if (error) *error = tr("A fix of this fault is already accepted; revert it first.");
        return false;
    }
    if (editor->utf8Text() != m_input.texts.value(path)) {
        if (error) *error = tr("%1 changed since the fixes were computed; run Fix again.").arg(path);
        return false;
    }
    const QByteArray after = QByteArray::fromStdString(fix.newFileText);
    entry->beforeAccept = editor->utf8Text();
    entry->afterAccept = after;
    entry->accepted = fix;   // before the edit: the edit's notification must see it accepted
    entry->undone.reset();
    editor->replaceTextUndoable(after);
    m_tabs->setCurrentWidget(editor);
    // Mark the changed lines of the fix.
    editor->clearMarker(SourceEditor::FixMarker);
    int prefix = 0;
    while (prefix < entry->beforeAccept.size() && prefix < after.size() && entry->beforeAccept[prefix] == after[prefix]) ++prefix;
    int suffix = 0;
    while (suffix < after.size() - prefix && suffix < entry->beforeAccept.size() - prefix &&
           entry->beforeAccept[entry->beforeAccept.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    const int first = editor->lineOfOffset(static_cast<quint32>(prefix));
    const int last = editor->lineOfOffset(static_cast<quint32>(std::max(prefix, static_cast<int>(after.size()) - suffix - 1)));
    for (int l = first; l <= last; ++l) editor->markLine(SourceEditor::FixMarker, l);
    editor->showLine(first);
    refreshFaultStatus(*entry);
    m_fixes->model()->setAccepted(m_fixes->currentRow());
    m_fixes->setAcceptedState(true);
    m_checker.checkNow(m_tabs->programInput());   // re-check the changed program at once
    statusBar()->showMessage(tr("Fix accepted (Undo restores the previous text)."), 5000);
    verifyAccepted(*entry);
    return true;
}

void MainWindow::verifyAccepted(const FaultEntry& entry)
{
    // Re-runs the fault's failing tests on the accepted fix, in the background.
    if (!entry.accepted || !entry.outcome.input || !m_program || m_job.isRunning()) return;
    prepareReplay(*entry.accepted);
    const std::optional<runtime::RunOptions> options = m_replays.value(fixKey(*entry.accepted));
    if (!options) return;
    const std::vector<analysis::ReplayableTest> tests = entry.outcome.input->failing;
    const std::shared_ptr<sema::Program> program = m_program;   // kept alive while the tests run
    const int faultId = entry.outcome.fault.id;
    QPointer<MainWindow> self(this);
    m_verifications.removeIf([](const QFuture<void>& f) { return f.isFinished(); });
    m_verifications << QtConcurrent::run([self, tests, options, program, faultId] {
        int passed = 0;
        runtime::runWithLargeStack([&] {
            for (const analysis::ReplayableTest& t : tests) passed += t.run(*options).ok() ? 1 : 0;
        });
        const int total = static_cast<int>(tests.size());
        QMetaObject::invokeMethod(self.data(), [self, faultId, passed, total] {
            if (!self) return;
            self->statusBar()->showMessage(passed == total ? tr("Re-check: the %1 failing tests of fault %2 pass with the fix.").arg(total).arg(faultId)
                                                           : tr("Re-check: %1 of %2 failing tests of fault %3 still fail.").arg(total - passed).arg(total).arg(faultId),
                                           8000);
            emit self->fixVerified(faultId, passed, total);
        }, Qt::QueuedConnection);
    });
}

void MainWindow::rejectFix(const repair::Fix& fix)
{
    m_rejected.insert(fixKey(fix));
    if (FaultEntry* e = entryFor(fix.faultId)) refreshFaultStatus(*e);
    selectFault(m_selected);
    statusBar()->showMessage(tr("Fix rejected; it stays hidden for this session."), 5000);
}

bool MainWindow::revertAccepted(QString* error)
{
    if (m_selected < 0) return false;
    FaultEntry* entry = entryFor(m_faultModel->row(m_selected).id);
    if (!entry || !entry->accepted) {
        if (error) *error = tr("No accepted fix for this fault.");
        return false;
    }
    SourceEditor* editor = m_tabs->editorFor(QString::fromStdString(entry->accepted->filePath));
    if (!editor || editor->utf8Text() != entry->afterAccept) {
        if (error) *error = tr("The file changed after the fix was accepted; use Undo to go back.");
        return false;
    }
    const QByteArray before = entry->beforeAccept;
    entry->accepted.reset();
    entry->undone.reset();
    editor->replaceTextUndoable(before);   // undoable too
    editor->clearMarker(SourceEditor::FixMarker);
    refreshFaultStatus(*entry);
    selectFault(m_selected);
    return true;
}

}  // namespace amend::ui
