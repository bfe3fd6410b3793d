// See session_models.h.
#include "session_models.h"

#include "fix_presentation.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QStyle>

#include <algorithm>

namespace amend::ui {

QString faultStatusText(FaultStatus status)
{
    switch (status) {
    case FaultStatus::ToBeAttempted: return QObject::tr("to be attempted");
    case FaultStatus::Fixing: return QObject::tr("fixing…");
    case FaultStatus::FixAvailable: return QObject::tr("fix available");
    case FaultStatus::NoValidFix: return QObject::tr("no valid fix");
    case FaultStatus::CannotFix: return QObject::tr("cannot fix");
    case FaultStatus::FixAccepted: return QObject::tr("fix accepted");
    case FaultStatus::Incomplete: return QObject::tr("incomplete (cancelled)");
    case FaultStatus::Rechecking: return QObject::tr("re-checking with the accepted fix…");
    case FaultStatus::PassesWithAccepted: return QObject::tr("passes with the accepted fix");
    case FaultStatus::Stale: return QObject::tr("fixes stale: run Fix again");
    }
    return {};
}

// --- FaultModel ----------------------------------------------------------------------------

QString FaultModel::warningStatus(Row::Warning warning)
{
    switch (warning) {
    case Row::Warning::ExtremeSize: return tr("warning: only with an extreme size");
    case Row::Warning::ContractBudget: return tr("warning: a costly contract");
    case Row::Warning::LongLoop: return tr("warning: a long loop that ends");
    case Row::Warning::Overflow:
    case Row::Warning::None: break;
    }
    return tr("warning: only after an overflow");
}

QString FaultModel::warningToolTip(const Row& r)
{
    switch (r.warning) {
    case Row::Warning::ExtremeSize:
        return tr("%1: %2 — a warning, not a fault: every failing test passed an extreme size (%3 or more) and ran out of "
                  "the memory budget; with reasonable sizes the routine does not fail. It is not fixed.")
            .arg(r.routine, r.detail)
            .arg(testing::kExtremeSize);
    case Row::Warning::ContractBudget:
        return tr("%1: %2 — a warning, not a fault: evaluating this contract took more steps than its budget; the tests that "
                  "reached it were left out. It is not fixed.").arg(r.routine, r.detail);
    case Row::Warning::LongLoop:
        return tr("%1: %2 — a warning, not a fault: the steps went to a loop whose variant decreased on every iteration, a long "
                  "computation that ends. It is not fixed.").arg(r.routine, r.detail);
    case Row::Warning::Overflow:
    case Row::Warning::None: break;
    }
    return tr("%1: %2 — a warning, not a fault: every failing test had an INTEGER operation wrap around first. "
              "It is not fixed.").arg(r.routine, r.detail);
}

// A warning's row: grey with a warning sign, its status saying why it is no fault, its tooltip saying more.
QVariant FaultModel::warningData(const Row& r, int column, int role) const
{
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (column) {
        case ColumnId: return r.id;
        case ColumnRoutine: return r.routine;
        case ColumnViolation: return r.violation;
        case ColumnStatus: return warningStatus(r.warning);
        }
    }
    if (role == Qt::ToolTipRole) return warningToolTip(r);
    if (role == Qt::ForegroundRole) return QColor(0x57, 0x60, 0x6a);
    // A warning sign beside the number, so a narrow fault list without its Status column still shows it.
    if (role == Qt::DecorationRole && column == ColumnId) return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::FontRole && column == ColumnStatus) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    return {};
}

QVariant FaultModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    if (r.warning != Row::Warning::None) return warningData(r, index.column(), role);
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (index.column()) {
        case ColumnId: return r.id;
        case ColumnRoutine: return r.routine;
        case ColumnViolation: return r.violation;
        case ColumnStatus:
            if (r.budgetRetry && r.status == FaultStatus::CannotFix) return budgetRetryStatus(*r.budgetRetry);
            if (r.status == FaultStatus::FixAvailable && role == Qt::DisplayRole)
                return r.fixes == 1 ? tr("1 fix") : tr("%1 fixes").arg(r.fixes);
            if (r.status == FaultStatus::Incomplete && r.fixes > 0 && role == Qt::DisplayRole)
                return tr("incomplete: %1 fixes found before Cancel").arg(r.fixes);
            return faultStatusText(r.status);
        }
    }
    if (role == Qt::ToolTipRole) {
        if (testing::isResourceLimit(r.kind))
            return tr("%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. "
                      "The program may loop or recurse without end, or the test asked for too much. It is listed, not fixed: "
                      "a fix cannot restore a contract that no test saw violated. Fix > Run Tests with a Larger Budget "
                      "tells which it is.").arg(r.routine, r.detail);
        return QStringLiteral("%1: %2").arg(r.routine, r.detail);
    }
    if (role == Qt::ForegroundRole && index.column() == ColumnStatus && r.budgetRetry == testing::BudgetRetryVerdict::ViolatesContract)
        return QColor(0xcf, 0x22, 0x2e);
    // A resource limit is no contract fault: shown in grey italics, apart from the red of violations.
    if (role == Qt::ForegroundRole && testing::isResourceLimit(r.kind)) return QColor(0x57, 0x60, 0x6a);
    if (role == Qt::FontRole && testing::isResourceLimit(r.kind) && index.column() == ColumnViolation) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role == Qt::ForegroundRole && index.column() == ColumnStatus) {
        switch (r.status) {
        case FaultStatus::FixAvailable: return QColor(0x1a, 0x7f, 0x37);
        case FaultStatus::FixAccepted: return QColor(0x09, 0x69, 0xda);
        case FaultStatus::Incomplete: return QColor(0x9a, 0x67, 0x00);
        case FaultStatus::Stale: return QColor(0x9a, 0x67, 0x00);
        case FaultStatus::PassesWithAccepted: return QColor(0x09, 0x69, 0xda);
        case FaultStatus::NoValidFix:
        case FaultStatus::CannotFix: return QColor(0xcf, 0x22, 0x2e);
        default: return {};
        }
    }
    return {};
}

QVariant FaultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ColumnId: return tr("#");
    case ColumnRoutine: return tr("Routine");
    case ColumnViolation: return tr("Violated");
    case ColumnStatus: return tr("Status");
    }
    return {};
}

void FaultModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

FaultModel::Row FaultModel::rowFor(const testing::Fault& fault)
{
    Row r;
    r.id = fault.id;
    r.routine = QString::fromStdString(fault.key.routine);
    // Short: the tag says most ("valid_cursor_index (precondition)"); the tooltip says all.
    const QString kind = faultKindText(fault.key.kind);
    r.violation = fault.key.tag.empty() ? kind : QStringLiteral("%1 (%2)").arg(QString::fromStdString(fault.key.tag), kind);
    r.detail = kind;
    r.kind = fault.key.kind;
    r.clauses = static_cast<int>(fault.clauses.size());
    if (fault.isGrouped()) {
        // One row for the group, its count first (the tags may be elided): "3 clauses of the
        // postcondition: at_least_a, at_least_b, at_least_c".
        QStringList tags;
        for (const testing::FaultClause& c : fault.clauses) tags << QString::fromStdString(c.key.tag);
        r.violation = tr("%1 clauses of the %2: %3").arg(fault.clauses.size()).arg(kind, tags.join(QStringLiteral(", ")));
        r.detail = tr("%1 clauses of the %2 with one cause, fixed together: %3")
                       .arg(fault.clauses.size()).arg(kind, QStringLiteral("`") + tags.join(QStringLiteral("', `")) + QStringLiteral("'"));
    } else if (!fault.key.tag.empty()) r.detail += QStringLiteral(" `%1'").arg(QString::fromStdString(fault.key.tag));
    if (!fault.violatedIn.empty() && fault.violatedIn != fault.key.routine)
        r.detail += tr(" of %1").arg(QString::fromStdString(fault.violatedIn));
    return r;
}

void FaultModel::addFault(const testing::Fault& fault, FaultStatus status)
{
    Row r = rowFor(fault);
    r.status = status;
    // Faults before the warnings.
    const auto firstWarning = std::find_if(m_rows.begin(), m_rows.end(), [](const Row& row) { return row.warning != Row::Warning::None; });
    const int at = static_cast<int>(firstWarning - m_rows.begin());
    beginInsertRows({}, at, at);
    m_rows.insert(m_rows.begin() + at, r);
    endInsertRows();
}

void FaultModel::addWarning(const testing::Fault& fault)
{
    Row r = rowFor(fault);
    switch (fault.resourceOnly ? fault.resourceReason : testing::ResourceReason::None) {
    case testing::ResourceReason::ContractBudget: r.warning = Row::Warning::ContractBudget; break;
    case testing::ResourceReason::LongLoop: r.warning = Row::Warning::LongLoop; break;
    case testing::ResourceReason::ExtremeSize: r.warning = Row::Warning::ExtremeSize; break;
    case testing::ResourceReason::None: r.warning = Row::Warning::Overflow; break;
    }
    const int end = static_cast<int>(m_rows.size());
    beginInsertRows({}, end, end);
    m_rows.push_back(r);
    endInsertRows();
}

int FaultModel::rowOfFault(int faultId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == faultId) return static_cast<int>(i);
    return -1;
}

void FaultModel::setStatus(int faultId, FaultStatus status, int fixes)
{
    const int r = rowOfFault(faultId);
    if (r < 0) return;
    m_rows[static_cast<std::size_t>(r)].status = status;
    if (fixes >= 0) m_rows[static_cast<std::size_t>(r)].fixes = fixes;
    emit dataChanged(index(r, ColumnStatus), index(r, ColumnStatus));
}

void FaultModel::setBudgetRetry(int faultId, testing::BudgetRetryVerdict verdict)
{
    const int r = rowOfFault(faultId);
    if (r < 0) return;
    m_rows[static_cast<std::size_t>(r)].budgetRetry = verdict;
    emit dataChanged(index(r, ColumnStatus), index(r, ColumnStatus));
}

// --- SnapshotModel -------------------------------------------------------------------------

QVariant SnapshotModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    const analysis::Snapshot& s = r.snapshot;
    const bool sort = role == SortRole;
    if (role == Qt::DisplayRole || sort) {
        switch (index.column()) {
        case ColumnRank: return index.row() + 1;
        case ColumnLocation:
            if (sort) return r.line;
            return tr("line %1").arg(r.line);
        case ColumnPredicate: return QString::fromStdString(s.predicate);
        case ColumnValue: return s.value ? QStringLiteral("True") : QStringLiteral("False");
        case ColumnPassing: return s.passingCount;
        case ColumnFailing: return s.failingCount;
        case ColumnCdep: return sort ? QVariant(s.cdep) : QVariant(QString::number(s.cdep, 'f', 2));
        case ColumnEdep: return sort ? QVariant(s.edep) : QVariant(QString::number(s.edep, 'f', 2));
        case ColumnDyn: return sort ? QVariant(s.dyn) : QVariant(QString::number(s.dyn, 'f', 2));
        case ColumnSusp: return sort ? QVariant(s.susp) : QVariant(QString::number(s.susp, 'f', 3));
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != ColumnPredicate && index.column() != ColumnLocation)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && index.column() == ColumnPredicate) {
        QFont f(QStringLiteral("monospace"));
        f.setStyleHint(QFont::TypeWriter);
        return f;
    }
    if (role == Qt::ToolTipRole && index.column() == ColumnPredicate)
        return s.fromInvariantDifference ? tr("found by invariant difference") : tr("found by enumeration of predicates");
    return {};
}

QVariant SnapshotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case ColumnPassing: return tr("How many passing tests reached this location");
        case ColumnFailing: return tr("How many failing tests reached this location");
        case ColumnCdep: return tr("Control dependence: how close this location is to the failing line in the routine's flow "
                                   "(1 = just before it, 0 = it cannot lead there)");
        case ColumnEdep: return tr("Expression dependence: how much the predicate shares with the failing expression "
                                   "(1 = the same sub-expressions, 0 = nothing in common)");
        case ColumnDyn: return tr("Dynamic evidence: how strongly this value of the predicate goes with failing tests rather "
                                  "than passing ones (higher = more failing)");
        case ColumnSusp: return tr("Suspiciousness: cdep, edep and dyn combined (harmonic mean); the higher, the likelier the "
                                   "fault is here, and the earlier fixes are tried here");
        }
        return {};
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ColumnRank: return tr("#");
    case ColumnLocation: return tr("Location");
    case ColumnPredicate: return tr("Predicate");
    case ColumnValue: return tr("Value");
    case ColumnPassing: return tr("Passing");
    case ColumnFailing: return tr("Failing");
    case ColumnCdep: return tr("cdep");
    case ColumnEdep: return tr("edep");
    case ColumnDyn: return tr("dyn");
    case ColumnSusp: return tr("Susp.");
    }
    return {};
}

void SnapshotModel::setRows(std::vector<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

SnapshotFilterModel::SnapshotFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

bool SnapshotFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QRegularExpression re = filterRegularExpression();
    if (re.pattern().isEmpty()) return true;
    for (int column : {SnapshotModel::ColumnLocation, SnapshotModel::ColumnPredicate, SnapshotModel::ColumnValue}) {
        const QString text = sourceModel()->index(sourceRow, column, sourceParent).data().toString();
        if (text.contains(re)) return true;
    }
    return false;
}

// --- FixModel ------------------------------------------------------------------------------

QVariant FixModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const repair::Fix& f = m_fixes[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (index.column()) {
        case ColumnRank: return f.rank > 0 ? QVariant(f.rank) : QVariant(QStringLiteral("…"));
        case ColumnTechnique: {
            // The kind of change, then the markers: the fix's nature and what a co-evolved test did to it.
            QStringList parts{fixKindText(f)};
            if (role == SortRole) return parts.front();
            for (const QString& tag : {fixNatureTag(repair::fixNature(f)), coevolutionTag(f.coevolution.effect)})
                if (!tag.isEmpty()) parts << tag;
            return parts.join(QStringLiteral(" · "));
        }
        case ColumnSummary: return fixSummary(f);
        case ColumnExplanation: return fixAccount(f);
        }
    }
    if (role == FixNatureRole) return static_cast<int>(repair::fixNature(f));
    if (role == Qt::DecorationRole && index.column() == ColumnSummary) return fixNatureIcon(repair::fixNature(f));
    if (role == Qt::ToolTipRole) {
        const QString marker = fixNatureTooltip(repair::fixNature(f));
        if (index.column() == ColumnTechnique && !marker.isEmpty()) return marker;
        if (index.column() == ColumnSummary) return marker.isEmpty() ? fixSummary(f) : fixSummary(f) + QStringLiteral("\n\n") + marker;
        return fixAccount(f);
    }
    if (role == Qt::FontRole && index.row() == m_accepted) {
        QFont font;
        font.setBold(true);
        return font;
    }
    return {};
}

QVariant FixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ColumnRank: return tr("Rank");
    case ColumnTechnique: return tr("Kind");
    case ColumnSummary: return tr("What it does");
    case ColumnExplanation: return tr("Explanation");
    }
    return {};
}

void FixModel::setFixes(std::vector<repair::Fix> fixes)
{
    beginResetModel();
    m_fixes = std::move(fixes);
    m_accepted = -1;
    endResetModel();
}

void FixModel::appendFix(const repair::Fix& fix)
{
    const int at = static_cast<int>(m_fixes.size());
    beginInsertRows({}, at, at);
    m_fixes.push_back(fix);
    endInsertRows();
}

void FixModel::setAccepted(int row)
{
    const int old = m_accepted;
    m_accepted = row;
    if (old >= 0 && old < rowCount()) emit dataChanged(index(old, 0), index(old, ColumnCount - 1));
    if (row >= 0 && row < rowCount()) emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

}  // namespace amend::ui
