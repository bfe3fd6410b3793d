// See main_window.h. This file: a resource limit never hides a contract failure (issue 34, item
// 2). For a fault whose tests reached a step, depth or memory limit the window offers Run Tests
// with a Larger Budget (the engine's testing::retryWithLargerBudget, in the background) and shows
// what that showed; when a contract violation was behind the limit, Fix with the Larger Budget
// tests and fixes the routine under that budget.
#include "main_window.h"

#include "fix_panel.h"
#include "session_models.h"

#include "testing/test_run.h"

#include <QAction>
#include <QLabel>
#include <QStatusBar>

namespace amend::ui {

const testing::BudgetRetry* MainWindow::budgetRetryOf(int faultId) const
{
    const auto it = m_budgetRetryResults.find(faultId);
    return it == m_budgetRetryResults.end() ? nullptr : &it->second;
}

// The selected fault when it is one the pipeline did not fix because a resource limit stopped its tests.
const repair::SessionFault* MainWindow::selectedResourceLimit() const
{
    const int id = selectedFaultId();
    const repair::SessionFault* e = id >= 0 ? m_session->fault(id) : nullptr;
    return e && e->finished && !e->fixable && testing::isResourceLimit(e->outcome.fault.key.kind) ? e : nullptr;
}

void MainWindow::updateBudgetActions()
{
    const repair::SessionFault* e = selectedResourceLimit();
    const testing::BudgetRetry* retry = e ? budgetRetryOf(e->id()) : nullptr;
    const bool hidden = retry && retry->verdict == testing::BudgetRetryVerdict::ViolatesContract;
    m_budgetRetryAction->setEnabled(e && !retry && !m_budgetRetries.isRunning() && !m_job.isRunning());
    m_budgetFixAction->setEnabled(hidden && !m_job.isRunning());
    m_fixes->setOffer(!e ? nullptr : hidden ? m_budgetFixAction : retry ? nullptr : m_budgetRetryAction);
}

void MainWindow::retryWithLargerBudget()
{
    const repair::SessionFault* e = selectedResourceLimit();
    const std::shared_ptr<const sema::Program> program = m_session->program();
    if (!e || !program || m_budgetRetries.isRunning()) return;
    const int id = e->id();
    const testing::Fault fault = e->outcome.fault;
    const testing::TestLimits limits = m_sessionLimits;
    statusBar()->showMessage(tr("Running the tests of fault %1 again with a larger budget…").arg(id));
    m_budgetRetries.start([program, fault, limits](CancelToken& cancel, int) { return testing::retryWithLargerBudget(*program, fault, limits, cancel); },
                          [this, id](testing::BudgetRetry retry) {
        if (retry.verdict != testing::BudgetRetryVerdict::Cancelled) {
            m_faultModel->setBudgetRetry(id, retry.verdict);
            m_budgetRetryResults[id] = retry;
        }
        statusBar()->showMessage(tr("Fault %1: %2").arg(id).arg(budgetRetryStatus(retry.verdict)), 8000);
        if (selectedFaultId() == id) refreshSelectedFault();   // the account replaces the placeholder
        updateBudgetActions();
        emit budgetRetried(id);
    });
    updateBudgetActions();
}

void MainWindow::fixWithLargerBudget()
{
    const repair::SessionFault* e = selectedResourceLimit();
    const testing::BudgetRetry* retry = e ? budgetRetryOf(e->id()) : nullptr;
    if (!retry || retry->verdict != testing::BudgetRetryVerdict::ViolatesContract || m_job.isRunning()) return;
    // The routine whose tests reached the limit, for this run only under the budget that let
    // them reach the contract (the routine setting shows it; the budget is not kept).
    FixSettings settings = m_settings;
    settings.feature = QString::fromStdString(e->outcome.fault.key.routine);
    setFixSettings(settings);
    settings.testLimits = retry->limits;
    runFix(settings, std::nullopt);
}

}  // namespace amend::ui
