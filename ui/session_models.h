// Qt models presenting the engine's plain results of a fix session: the faults with their
// status, the snapshots of one fault (for a sortable, filterable table) and the visible fixes of
// one fault. They only present values handed to them; they run nothing and decide nothing.
#pragma once

#include "fix_words.h"

#include "analysis/snapshot.h"
#include "repair/fix.h"
#include "repair/fix_session_controller.h"
#include "testing/budget_retry.h"
#include "testing/fault.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <optional>
#include <vector>

namespace amend::ui {

using FaultStatus = repair::FaultStatus;   // decided by the session (engine), shown here
QString faultStatusText(FaultStatus status);

// Role giving a sortable raw value (numbers as doubles) for every column of the tables below.
constexpr int SortRole = Qt::UserRole + 1;
// Role giving a fix's repair::FixNature (as int) on every column of the fix table.
constexpr int FixNatureRole = Qt::UserRole + 2;

class FaultModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ColumnId, ColumnViolation, ColumnRoutine, ColumnStatus, ColumnCount };
    struct Row {
        int id = 0;
        QString routine;      // "CLASS.feature"
        QString violation;    // "tag (precondition)"
        QString detail;       // "precondition `tag' of CLASS.f"
        testing::FaultKind kind = testing::FaultKind::Other;
        int clauses = 1;      // more than one: a grouped fault (one cause, fixed together)
        FaultStatus status = FaultStatus::ToBeAttempted;
        int fixes = 0;        // valid fixes known so far
        // A warning, not a fault (testing::isWarningOnly): listed after the faults, never fixed.
        enum class Warning : std::uint8_t { None, ExtremeSize, ContractBudget, LongLoop, Overflow } warning = Warning::None;
        // A resource limit's tests run again with a larger budget (testing/budget_retry.h): what that showed.
        std::optional<testing::BudgetRetryVerdict> budgetRetry;
    };
    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void clear();
    void addFault(const testing::Fault& fault, FaultStatus status);   // before the warnings
    void addWarning(const testing::Fault& fault);                      // after everything
    static QString warningStatus(Row::Warning warning);
    static QString warningToolTip(const Row& r);
    int rowOfFault(int faultId) const;   // -1 if unknown
    void setStatus(int faultId, FaultStatus status, int fixes = -1);
    void setBudgetRetry(int faultId, testing::BudgetRetryVerdict verdict);
    const Row& row(int r) const { return m_rows[static_cast<std::size_t>(r)]; }

private:
    static Row rowFor(const testing::Fault& fault);   // its texts; status and warning left to the caller
    QVariant warningData(const Row& r, int column, int role) const;
    std::vector<Row> m_rows;
};

// Snapshots with their location already turned into "file:line" (the model knows no program).
class SnapshotModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ColumnRank, ColumnLocation, ColumnPredicate, ColumnValue, ColumnPassing, ColumnFailing,
                  ColumnCdep, ColumnEdep, ColumnDyn, ColumnSusp, ColumnCount };
    struct Row {
        analysis::Snapshot snapshot;
        QString file;   // absolute path of the file holding the location
        int line = 0;   // 1-based
    };
    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setRows(std::vector<Row> rows);   // in the engine's order (by suspiciousness)
    const Row& row(int r) const { return m_rows[static_cast<std::size_t>(r)]; }

private:
    std::vector<Row> m_rows;
};

// Sorts by SortRole and filters on the predicate and location text.
class SnapshotFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit SnapshotFilterModel(QObject* parent = nullptr);
protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
};

class FixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Summary: what the fix does in plain language, with the nature's marker (fix_presentation.h);
    // Explanation: how the fix was found, in plain words (fixAccount, fix_presentation.h).
    enum Column { ColumnRank, ColumnTechnique, ColumnSummary, ColumnExplanation, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : static_cast<int>(m_fixes.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setFixes(std::vector<repair::Fix> fixes);
    void appendFix(const repair::Fix& fix);   // a streamed, not yet ranked fix
    const repair::Fix& fix(int r) const { return m_fixes[static_cast<std::size_t>(r)]; }
    void setAccepted(int row);                // -1: none (shown in bold)
    int accepted() const { return m_accepted; }

private:
    std::vector<repair::Fix> m_fixes;
    int m_accepted = -1;
};

}  // namespace amend::ui
