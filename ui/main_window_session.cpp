// See main_window.h. This file: the fix session as the window presents it: starting and
// cancelling the pipeline job, forwarding its results and the user's decisions (accept, reject,
// revert) to the session controller, and showing its answers in the panels and the editor.
#include "main_window.h"

#include "contract_panel.h"
#include "editor_tabs.h"
#include "fix_panel.h"
#include "fix_presentation.h"
#include "session_models.h"
#include "snapshot_panel.h"
#include "source_editor.h"
#include "trace_panel.h"

#include "learning/advisor.h"
#include "learning/knowledge_store.h"
#include "repair/diff.h"
#include "testing/test_run.h"

#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>

namespace amend::ui {

namespace {

// The engine's stages (support/progress.h) as shown to the user.
QString stageText(Stage stage)
{
    switch (stage) {
    case Stage::Case: return MainWindow::tr("case");
    case Stage::Testing: return MainWindow::tr("testing");
    case Stage::HandWrittenTests: return MainWindow::tr("hand-written tests");
    case Stage::Minimizing: return MainWindow::tr("minimizing");
    case Stage::Fixing: return MainWindow::tr("fixing");
    case Stage::Localizing: return MainWindow::tr("localizing");
    case Stage::Nopol: return MainWindow::tr("Nopol");
    case Stage::Wp: return MainWindow::tr("WP");
    case Stage::Searching: return MainWindow::tr("GenProg");
    case Stage::CoevolvingTests: return MainWindow::tr("co-evolving tests");
    }
    return {};
}

}  // namespace

void MainWindow::connectJob()
{
    connect(&m_job, &FixJob::compiled, this, [this](int) {
        resetSession();
        m_input = m_job.input();
        m_session->start(m_job.program());
        m_stage->setText(tr("testing"));
    });
    connect(&m_job, &FixJob::compileFailed, this, [this](int, const QString& diagnostics) {
        m_stage->setText(tr("the program has errors"));
        statusBar()->showMessage(tr("Cannot fix: the program has errors (the earlier results are kept). %1").arg(diagnostics.section(QLatin1Char('\n'), 0, 0)), 10000);
    });
    connect(&m_job, &FixJob::noClass, this, [this](int) {
        m_noClass = true;
        statusBar()->showMessage(tr("Cannot fix: the open files declare no Eiffel class, so there is nothing to test."), 10000);
    });
    connect(&m_job, &FixJob::routineUnknown, this, [this](int, const QString& routine) {
        m_unknownRoutine = routine;
        m_routineField->setStyleSheet(QStringLiteral("QLineEdit { border: 2px solid #cf222e; }"));
        statusBar()->showMessage(tr("No routine %1 in the program: the Routine field expects CLASS.feature (the earlier results are kept).").arg(routine), 10000);
    });
    connect(&m_job, &FixJob::progressed, this, [this](int, Stage stage, qint64 done, qint64 total, const QString& message) {
        // Which fault of how many, once fixing has begun; the bar counts the stage's work ("312/594");
        // what the stage works on now (a long step still says something).
        const auto& faults = m_session->faults();
        const auto started = std::count_if(faults.begin(), faults.end(), [](const repair::SessionFault& f) { return f.started; });
        const QString what = started > 0 ? tr("%1, fault %2 of %3").arg(stageText(stage)).arg(started).arg(faults.size()) : stageText(stage);
        m_stage->setText(message.isEmpty() ? what : tr("%1: %2").arg(what, message));
        m_progress->setFormat(total > 0 ? QStringLiteral("%v/%m") : QString());
        m_progress->setRange(0, total > 0 ? static_cast<int>(total) : 0);
        if (total > 0) m_progress->setValue(static_cast<int>(std::min(done, total)));
    });
    connect(&m_job, &FixJob::tested, this, [this](int, int faults, qint64 tests) {
        statusBar()->showMessage((faults == 1 ? tr("1 fault found by %1 tests") : tr("%1 faults found by %2 tests").arg(faults)).arg(tests), 5000);
    });
    connect(&m_job, &FixJob::warningsFound, this, [this](int, const std::vector<testing::Fault>& warnings) {
        for (const testing::Fault& w : warnings)
            if (m_faultModel->rowOfFault(w.id) < 0) m_faultModel->addWarning(w);
    });
    connect(&m_job, &FixJob::faultsQueued, this, [this](int, const std::vector<testing::Fault>& faults) {
        m_session->queueFaults(faults);
        for (const testing::Fault& fault : faults)
            if (m_faultModel->rowOfFault(fault.id) < 0) m_faultModel->addFault(fault, m_session->status(fault.id));
    });
    connect(&m_job, &FixJob::faultStarted, this, [this](int, const testing::Fault& fault, bool fixable) {
        m_session->addFault(fault, fixable);
        if (m_faultModel->rowOfFault(fault.id) < 0) m_faultModel->addFault(fault, m_session->status(fault.id));
        else refreshFaultStatus(fault.id);
        if (m_selected < 0) selectFault(0);
    });
    connect(&m_job, &FixJob::fixFound, this, [this](int, const repair::Fix& fix) {
        if (!m_session->addStreamedFix(fix)) return;
        refreshFaultStatus(fix.faultId);
        if (fix.faultId == selectedFaultId() && !m_session->isRejected(fix)) m_fixes->appendFix(fix);
    });
    connect(&m_job, &FixJob::faultFinished, this, [this](int, const repair::FaultOutcome& outcome) {
        m_session->finishFault(outcome);
        refreshFaultStatus(outcome.fault.id);
        if (outcome.fault.id == selectedFaultId()) refreshSelectedFault();
    });
    connect(&m_job, &FixJob::finished, this, [this](int, bool cancelled) {
        m_session->finish(cancelled);
        setRunning(false);
        updateElapsed();
        m_stage->setText(!m_unknownRoutine.isEmpty() ? tr("no routine %1").arg(m_unknownRoutine)
                         : m_noClass                 ? tr("no Eiffel class")
                         : cancelled                 ? tr("cancelled: results incomplete")
                                                     : tr("done"));
        for (const repair::SessionFault& f : m_session->faults()) refreshFaultStatus(f.id());
        if (m_selected < 0 && m_faultModel->rowCount() > 0) selectFault(0);
        // The fix selected while the pipeline ran could not be prepared for replays then.
        if (m_fixes->currentRow() >= 0) prepareReplay(m_fixes->model()->fix(m_fixes->currentRow()));
        if (cancelled && !m_session->faults().empty())
            statusBar()->showMessage(tr("Cancelled: %1 faults kept with the fixes found so far; run Fix again for the rest.")
                                         .arg(m_session->faults().size()), 10000);
        if (!cancelled && m_session->faults().empty() && m_session->program() && m_unknownRoutine.isEmpty()) statusBar()->showMessage(tr("No faults found."), 8000);
        emit sessionFinished(cancelled);
    });
    // The failing test's trace gives the contract panel the values at the failure.
    connect(m_traces, &TracePanel::replayed, this, [this](int testIndex, bool onFix) {
        const repair::SessionFault* f = m_session->fault(selectedFaultId());
        if (f && !onFix && m_traces->trace().failureStep() >= 0) showContract(*f);   // any failing test the user traces
        (void)testIndex;
    });
}

void MainWindow::prepareReplay(const repair::Fix& fix)
{
    // Lowering a fix into the program must not overlap the pipeline's work on it.
    const std::shared_ptr<const sema::Program> program = m_session->program();
    m_replayFix.reset();
    m_traces->setFixTest(fix.coevolution.decided() ? std::optional(fix.coevolution.replay) : std::nullopt);
    if (!program || m_job.isRunning() || fix.isContract) {
        m_traces->setReplayFix({}, {});
        return;
    }
    m_replayFix = fix;
    const std::shared_ptr<repair::FixSessionController> session = m_session;
    m_traces->setReplayFix([session, program, fix](const analysis::ReplayableTest& test) { return session->replay(*program, test, &fix); },
                           fixSummary(fix));
}

void MainWindow::resetSession()
{
    m_rechecks.cancel();
    m_budgetRetries.cancel();
    m_budgetRetryResults.clear();
    m_sessionLimits = m_runLimits;
    m_session->clear();
    m_faultModel->clear();
    m_selected = -1;
    m_input = {};
    m_contract->clearFault();
    m_snapshots->setRows({});
    m_fixes->setFixes({}, -1);
    m_fixes->setPlaceholder(tr("Press Fix (F5): the faults found are listed on the left, the fixes of the selected one here."));
    m_fixes->setInvalidated({});
    m_traces->clearFault();
    for (SourceEditor* e : m_tabs->editors()) {
        e->clearMarker(SourceEditor::FailureMarker);
        e->clearMarker(SourceEditor::FailureArrow);
        e->clearIndicator(SourceEditor::ClauseIndicator);
    }
}

void MainWindow::startFix() { runFix(m_settings, std::nullopt); }

void MainWindow::fixFaultOnly(int row)
{
    if (row < 0 || row >= m_faultModel->rowCount()) return;
    const repair::SessionFault* fault = m_session->fault(m_faultModel->row(row).id);
    if (!fault) return;
    const testing::FaultKey key = fault->outcome.fault.key;   // the session is reset on start
    FixSettings settings = m_settings;   // this once: the routine setting stays as it is
    settings.feature = QString::fromStdString(key.routine);
    runFix(settings, key);
}

void MainWindow::fixRoutineOf(int row)
{
    if (row < 0 || row >= m_faultModel->rowCount()) return;
    FixSettings settings = m_settings;
    settings.feature = m_faultModel->row(row).routine;
    setFixSettings(settings);   // shown in the toolbar, kept for this program
    startFix();
}

QMenu* MainWindow::faultMenu(int row)
{
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (row < 0 || row >= m_faultModel->rowCount()) return menu;
    const FaultModel::Row& r = m_faultModel->row(row);
    const bool warning = r.warning != FaultModel::Row::Warning::None;   // never fixed
    menu->addAction(tr("Fix Only This Fault (#%1)").arg(r.id), this, [this, row] { fixFaultOnly(row); })->setEnabled(!m_job.isRunning() && !warning);
    menu->addAction(tr("Fix Routine %1").arg(r.routine), this, [this, row] { fixRoutineOf(row); })->setEnabled(!m_job.isRunning());
    return menu;
}

void MainWindow::runFix(const FixSettings& settings, const std::optional<testing::FaultKey>& onlyFault)
{
    if (m_tabs->count() == 0) {
        statusBar()->showMessage(tr("Open a program first."), 5000);
        return;
    }
    // The earlier results stay until the new program compiled and names the routine (a typo or a
    // syntax error does not wipe them): resetSession() runs when the job says `compiled'.
    m_rechecks.cancel();
    m_unknownRoutine.clear();
    m_noClass = false;
    m_routineField->setStyleSheet({});
    m_clock.start();
    m_tick.start();
    m_elapsed->setText(durationText(0));   // not the previous run's time
    setRunning(true);
    m_stage->setText(tr("compiling"));
    m_runLimits = settings.testLimits;
    m_job.start(m_tabs->programInput(), settings, onlyFault);
}

void MainWindow::cancelFix()
{
    if (m_budgetRetries.isRunning()) m_budgetRetries.cancel(/*deliverResults=*/true);
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
    updateBudgetActions();
}

void MainWindow::updateElapsed()
{
    if (!m_clock.isValid()) return;
    m_elapsed->setText(durationText(m_clock.elapsed()));
}

QString MainWindow::durationText(qint64 ms)
{
    // Tenths of a second under a minute: a run of 0.4 s is not "0:00", as if nothing had run.
    if (ms < 60000) return tr("%L1 s").arg(static_cast<double>(ms) / 1000.0, 0, 'f', 1);
    return tr("%1:%2 min").arg(ms / 60000).arg((ms / 1000) % 60, 2, 10, QLatin1Char('0'));
}

int MainWindow::selectedFaultId() const { return m_selected >= 0 && m_selected < m_faultModel->rowCount() ? m_faultModel->row(m_selected).id : -1; }

void MainWindow::refreshFaultStatus(int faultId)
{
    m_faultModel->setStatus(faultId, m_session->status(faultId), static_cast<int>(m_session->visibleFixes(faultId).size()));
}

void MainWindow::showContract(const repair::SessionFault& fault)
{
    const sema::Program* program = m_session->program().get();
    if (!program) return;
    // The values at the failure of the failing test traced without a fix, shown with that test.
    const analysis::ReplayableTest* traced = m_traces->tracedOnFix() ? nullptr : m_traces->tracedTest();
    const analysis::TraceStep* failure = nullptr;
    if (traced && m_traces->trace().failureStep() >= 0) failure = &m_traces->trace().steps[static_cast<std::size_t>(m_traces->trace().failureStep())];
    m_contract->showFault(fault.outcome, *program, lineNow(fault.outcome.fault.key.location), failure, failure ? traced : nullptr);
}

std::optional<int> MainWindow::lineNow(const SourceRange& where) const
{
    const sema::Program* program = m_session->program().get();
    if (!program || !where.valid()) return std::nullopt;
    const SourceFile& file = program->sources.file(where.file);
    SourceEditor* editor = m_tabs->editorFor(QString::fromStdString(file.path()));
    if (!editor) return file.lineColumn(where.begin).line;   // not open: as tested
    const std::optional<std::uint32_t> at = offsetNow(editor->filePath(), where.begin);
    return at ? std::optional(editor->lineOfOffset(*at) + 1) : std::nullopt;
}

void MainWindow::selectFault(int row) { presentFault(row, /*reveal=*/true); }

void MainWindow::refreshSelectedFault()
{
    if (m_selected >= 0) presentFault(m_selected, /*reveal=*/false);
}

void MainWindow::presentFault(int row, bool reveal)
{
    const std::shared_ptr<const sema::Program> program = m_session->program();
    if (row < 0 || row >= m_faultModel->rowCount() || !program) return;
    m_selected = row;
    if (m_faultView->currentIndex().row() != row) m_faultView->setCurrentIndex(m_faultModel->index(row, 0));
    const repair::SessionFault* e = m_session->fault(m_faultModel->row(row).id);
    if (!e) {   // a warning: nothing localized or fixed to show
        m_fixes->setPlaceholder(tr("A warning (an extreme value, an overflow): listed for you to judge, never fixed."));
        m_contract->clearFault();
        m_snapshots->setRows({});
        m_fixes->setFixes({}, -1);
        m_fixes->setInvalidated({});
        m_traces->clearFault();
        updateBudgetActions();
        return;
    }
    // Traces: replayed in the background; the failing test's trace then completes the contract panel.
    const std::shared_ptr<repair::FixSessionController> session = m_session;
    m_traces->setFault(e->finished ? e->outcome.input : std::nullopt, program.get(),
                       [session, program](const analysis::ReplayableTest& test) { return session->replay(*program, test, nullptr); });
    showContract(*e);

    std::vector<SnapshotModel::Row> rows;
    for (const analysis::Snapshot& s : e->outcome.fixes.localization.snapshots) {
        SnapshotModel::Row r;
        r.snapshot = s;
        if (s.locationRange.valid()) {
            const SourceFile& file = program->sources.file(s.locationRange.file);
            r.file = QString::fromStdString(file.path());
            r.line = file.lineColumn(s.locationRange.begin).line;
        }
        rows.push_back(std::move(r));
    }
    m_snapshots->setRows(std::move(rows));

    m_fixes->setPlaceholder(!e->finished ? tr("No valid fix yet: this fault is being fixed.")
                            : e->fixable                                   ? tr("No valid fix found for this fault.")
                            : testing::isResourceLimit(e->outcome.fault.key.kind)
                                ? (budgetRetryOf(e->id()) ? budgetRetryText(*budgetRetryOf(e->id()))
                                                          : tr("Not fixed: a resource limit is no contract violation. Running its tests with a "
                                                               "larger budget tells whether they finish, violate a contract, or never end."))
                                                                              : tr("Not fixable here: the blamed routine has no body in the program."));
    const int acceptedRow = m_session->acceptedIndex(e->id());
    m_fixes->setFixes(m_session->visibleFixes(e->id()), acceptedRow);
    m_fixes->setInvalidated(e->outcome.fixes.invalidated);
    if (e->accepted && acceptedRow < 0) m_fixes->setAcceptedState(true);
    showFaultInEditor(*e, reveal);
    updateBudgetActions();
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

void MainWindow::showFaultInEditor(const repair::SessionFault& fault, bool reveal)
{
    for (SourceEditor* e : m_tabs->editors()) {
        e->clearMarker(SourceEditor::FailureMarker);
        e->clearMarker(SourceEditor::FailureArrow);
        e->clearIndicator(SourceEditor::ClauseIndicator);
    }
    const sema::Program* program = m_session->program().get();
    if (!program) return;
    // Markers where the results' offsets are now: moved by accepted fixes, none once the text was
    // edited otherwise (the session maps them).
    auto now = [this](SourceEditor* e, std::uint32_t offset) { return e ? offsetNow(e->filePath(), offset) : std::nullopt; };
    const std::optional<analysis::FaultUnderRepair>& input = fault.outcome.input;
    if (input && input->clauseRange.valid()) {
        SourceEditor* e = m_tabs->editorFor(QString::fromStdString(program->sources.file(input->clauseRange.file).path()));
        const std::optional<std::uint32_t> begin = now(e, input->clauseRange.begin), end = now(e, input->clauseRange.end);
        if (begin && end) e->fillIndicator(SourceEditor::ClauseIndicator, *begin, *end);
    }
    const SourceRange where = input && input->location.valid() ? input->location : fault.outcome.fault.key.location;
    if (!where.valid()) return;
    // Revealed (opened if need be, shown at the line) when the user asked for it; a refresh marks
    // open files only: a tab the user closed stays closed.
    const QString path = QString::fromStdString(program->sources.file(where.file).path());
    SourceEditor* e = reveal ? m_tabs->showFile(path) : m_tabs->editorFor(path);
    const std::optional<std::uint32_t> at = now(e, where.begin);
    if (!at) return;
    const int line = e->lineOfOffset(*at);
    e->markLine(SourceEditor::FailureMarker, line);
    e->markLine(SourceEditor::FailureArrow, line);
    if (reveal) e->showLine(line);
}

std::optional<std::uint32_t> MainWindow::offsetNow(const QString& file, std::uint32_t offset) const
{
    SourceEditor* e = m_tabs->editorFor(file);
    if (!e || !m_input.texts.contains(file)) return std::nullopt;
    return m_session->offsetNow(file.toStdString(), m_input.texts.value(file).toStdString(), e->utf8Text().toStdString(), offset);
}

void MainWindow::showContractLink(const QString& link)
{
    const repair::SessionFault* fault = m_session->fault(selectedFaultId());
    const sema::Program* program = m_session->program().get();
    if (!fault || !program) return;
    const auto showClause = [&](const SourceRange& clause) {
        if (!clause.valid()) return;
        SourceEditor* e = m_tabs->showFile(QString::fromStdString(program->sources.file(clause.file).path()));
        if (e) e->showLine(e->lineOfOffset(clause.begin));
    };
    const QLatin1String clauseOfGroup("amend:clause:");   // one clause of a grouped fault
    if (link == QLatin1String("amend:failure")) {
        showFaultInEditor(*fault, /*reveal=*/true);
    } else if (link == QLatin1String("amend:clause") && fault->outcome.input) {
        showClause(fault->outcome.input->clauseRange);
    } else if (link.startsWith(clauseOfGroup)) {
        const std::size_t i = link.mid(clauseOfGroup.size()).toUInt();
        const std::vector<testing::FaultClause>& clauses = fault->outcome.fault.clauses;
        if (i < clauses.size()) showClause(clauses[i].key.location);
    }
}

QString MainWindow::decisionError(repair::DecisionError error, const QString& path) const
{
    switch (error) {
    case repair::DecisionError::None: return {};
    case repair::DecisionError::UnknownFault: return tr("This fix belongs to no fault of the session.");
    case repair::DecisionError::AlreadyAccepted: return tr("A fix of this fault is already accepted; revert it first.");
    case repair::DecisionError::TextChanged: return tr("%1 changed since the fixes were computed; run Fix again.").arg(path);
    case repair::DecisionError::NothingAccepted: return tr("No accepted fix for this fault.");
    case repair::DecisionError::ChangedAfterAccept: return tr("The file changed after the fix was accepted; use Undo to go back.");
    }
    return {};
}

bool MainWindow::acceptFix(const repair::Fix& fix, QString* error)
{
    const QString path = QString::fromStdString(fix.filePath);
    SourceEditor* editor = m_tabs->editorFor(path);
    if (!editor) {
        if (error) *error = tr("The file of this fix is not open.");
        return false;
    }
    const repair::Decision d = m_session->accept(fix, editor->utf8Text().toStdString());
    if (!d.ok()) {
        if (error) *error = decisionError(d.error, path);
        return false;
    }
    editor->replaceTextUndoable(QByteArray::fromStdString(d.text));   // the session already sees it accepted
    m_tabs->setCurrentWidget(editor);
    markAcceptedFixes(editor);
    editor->showLine(editor->lineOfOffset(d.changedBegin));
    refreshFaultStatus(fix.faultId);
    for (int other : d.recheck) refreshFaultStatus(other);
    m_fixes->model()->setAccepted(m_fixes->currentRow());
    m_fixes->setAcceptedState(true);
    if (const repair::SessionFault* accepted = m_session->fault(fix.faultId)) {
        showFaultInEditor(*accepted, /*reveal=*/false);   // the markers move with the text…
        showContract(*accepted);                          // …and so does the Location's line
    }
    m_checker.checkNow(m_tabs->programInput());   // re-check the changed program at once
    statusBar()->showMessage(tr("Fix accepted (Undo restores the previous text)."), 5000);
    verifyAccepted(fix.faultId, d.recheck);
    learnFrom(fix, true);
    return true;
}

void MainWindow::verifyAccepted(int faultId, const std::vector<int>& others)
{
    // Re-runs the failing tests of the fault, then of the other faults, with the accepted fix, in the background.
    const repair::SessionFault* fault = m_session->fault(faultId);
    const std::shared_ptr<const sema::Program> program = m_session->program();
    if (!fault || !fault->accepted || !fault->outcome.input || !program || m_job.isRunning()) {
        for (int other : others) {   // not while Fix rebuilds the session: not re-checked
            repair::RecheckResult none;
            none.faultId = other;
            none.withFixOf = faultId;
            m_session->recordRecheck(none);
            refreshFaultStatus(other);
        }
        return;
    }
    const std::shared_ptr<repair::FixSessionController> session = m_session;
    const repair::Fix fix = *fault->accepted;
    for (int other : others) {
        const repair::SessionFault* f = m_session->fault(other);
        if (!f || !f->outcome.input) continue;
        const std::vector<analysis::ReplayableTest> tests = f->outcome.input->failing;
        m_rechecks.start([session, program, other, fix, tests](CancelToken&, int) { return session->recheck(*program, other, fix, tests); },
                         [this](const repair::RecheckResult& r) {
                             m_session->recordRecheck(r);
                             refreshFaultStatus(r.faultId);
                             if (r.faultId == selectedFaultId()) refreshSelectedFault();
                         });
    }
    const std::vector<analysis::ReplayableTest> tests = fault->outcome.input->failing;
    const int seen = fault->outcome.fault.failingCount;   // testing keeps a bounded number of the failing tests it saw
    m_rechecks.start([session, program, faultId, fix, tests](CancelToken&, int) { return session->recheck(*program, faultId, fix, tests); },
                     [this, seen](const repair::RecheckResult& r) {
                         if (!r.replayable) return;
                         const QString kept = seen > r.total ? tr(" (the %1 kept of %2 seen)").arg(r.total).arg(seen) : QString();
                         statusBar()->showMessage(r.passed == r.total ? tr("Re-check: the failing tests of fault %1 pass with the fix%2.").arg(r.faultId).arg(kept)
                                                                      : tr("Re-check: %1 of %2 failing tests of fault %3 still fail%4.")
                                                                            .arg(r.total - r.passed).arg(r.total).arg(r.faultId).arg(kept),
                                                  8000);
                         emit fixVerified(r.faultId, r.passed, r.total);
                     });
}

void MainWindow::rejectFix(const repair::Fix& fix)
{
    const int next = m_session->reject(fix);
    learnFrom(fix, false);
    refreshFaultStatus(fix.faultId);
    refreshSelectedFault();
    if (next >= 0) m_fixes->selectRow(next);   // the fix after the rejected one, not rank 1
    statusBar()->showMessage(tr("Fix rejected; it stays hidden for this session."), 5000);
}

bool MainWindow::revertAccepted(QString* error)
{
    const int faultId = selectedFaultId();
    const repair::SessionFault* fault = m_session->fault(faultId);
    if (!fault) return false;
    SourceEditor* editor = fault->accepted ? m_tabs->editorFor(QString::fromStdString(fault->accepted->filePath)) : nullptr;
    const std::optional<repair::Fix> accepted = fault->accepted;
    const repair::Decision d = m_session->revert(faultId, editor ? editor->utf8Text().toStdString() : std::string());
    if (!d.ok()) {
        if (error) *error = decisionError(d.error, editor ? editor->filePath() : QString());
        return false;
    }
    learnFrom(*accepted, true, /*forget=*/true);   // Revert undoes the decision's effect
    editor->replaceTextUndoable(QByteArray::fromStdString(d.text));   // undoable too
    m_tabs->markUnmodifiedIfAsOnDisk(editor);   // back to the saved text: nothing to save
    markAcceptedFixes(editor);
    refreshFaultStatus(faultId);
    refreshSelectedFault();
    return true;
}

void MainWindow::markAcceptedFixes(SourceEditor* editor)
{
    // The lines the file's accepted fixes added or changed, as their diff from the text before the
    // first of them shows them (not the unchanged lines between); none once undone or reverted.
    editor->clearMarker(SourceEditor::FixMarker);
    const std::string path = editor->filePath().toStdString();
    const repair::SessionFault* first = nullptr;
    for (const repair::SessionFault& f : m_session->faults())
        if (f.accepted && f.accepted->filePath == path && (!first || f.acceptOrder < first->acceptOrder)) first = &f;
    if (!first) return;
    for (const repair::DiffHunk& hunk : repair::diffTexts(path, first->beforeAccept, editor->utf8Text().toStdString(), 0).hunks)
        for (const repair::DiffLine& line : hunk.lines)
            if (line.kind == repair::DiffLine::Kind::Added) editor->markLine(SourceEditor::FixMarker, line.newLine - 1);
}

std::vector<int> MainWindow::followDecisions(const std::string& path, const std::string& text)
{
    // An edit (Undo, Redo) or a closed tab's text on disk may take an accepted fix back or make it
    // accepted again: the session decides; what learning knows follows (an acceptance taken back
    // is no decision to learn from).
    const std::vector<int> changed = m_session->fileEdited(path, text);
    for (int faultId : changed) {
        refreshFaultStatus(faultId);
        const repair::SessionFault* f = m_session->fault(faultId);
        if (f && f->accepted) learnFrom(*f->accepted, true);
        else if (f && f->undone) learnFrom(*f->undone, true, /*forget=*/true);
    }
    return changed;
}

void MainWindow::learnFrom(const repair::Fix& fix, bool accepted, bool forget)
{
    const repair::SessionFault* fault = m_session->fault(fix.faultId);
    const std::shared_ptr<const sema::Program> program = m_session->program();
    if (!m_settings.learning || !fault || !fault->outcome.input || !program) return;
    const learning::LearnedDecision decision = learning::decisionOn(*program, *fault->outcome.input, fault->outcome.fixes.localization, fix,
                                                                    accepted ? learning::Verdict::Accepted : learning::Verdict::Rejected);
    std::string error;
    const std::string path = learning::userKnowledgePath();
    if (!(forget ? learning::forgetDecision(path, decision, error) : learning::recordDecision(path, decision, error)))
        statusBar()->showMessage(tr("The decision was not learned: %1").arg(QString::fromStdString(error)), 8000);
}

}  // namespace amend::ui
