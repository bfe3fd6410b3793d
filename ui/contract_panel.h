// The "Violated contract" panel: for the selected fault, the violated clause (tag and
// expression), its kind, the routine blamed and where it was detected, the values visible at
// the failure (from the failing test's trace) and the minimized failing test as Eiffel code.
// It only formats what it is given; its links ("amend:clause", "amend:failure") ask the window
// to show the clause or the failure in the editor. An object among the values opens (▸/▾, a
// link the panel handles itself, "amend:open:PATH") onto its attributes or items, as in Traces.
#pragma once

#include "fix_words.h"

#include "analysis/trace_recorder.h"
#include "repair/pipeline.h"

#include <QSet>
#include <QTextBrowser>

namespace amend::ui {

class ContractPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit ContractPanel(QWidget* parent = nullptr);
    // `locationLine` is the line (1-based) of the fault's location in the file as the user sees it
    // now (moved by accepted fixes); nullopt when the buffer was edited otherwise since the tests
    // ran: the line of the text tested is shown, said as such. `failure` is the last step of the
    // trace of the failing test `traced` (both null when none was traced yet): its values are
    // shown with that test, never under another one.
    void showFault(const repair::FaultOutcome& outcome, const sema::Program& program, std::optional<int> locationLine,
                   const analysis::TraceStep* failure = nullptr, const analysis::ReplayableTest* traced = nullptr);
    void clearFault();
    // Opens or closes the value at `path` ("Current/first_cell") among the values at the failure.
    void toggleValue(const QString& path);

private:
    void render();
    QString valueRows(const QString& title, const std::vector<analysis::TraceValue>& values, const QString& parent, int depth) const;
    QString m_head;   // everything above the values' table
    std::vector<std::pair<QString, std::vector<analysis::TraceValue>>> m_values;   // title → values at the failure
    QSet<QString> m_opened;
};

}  // namespace amend::ui
