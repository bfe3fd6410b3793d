// Proof obligations as JSON (see modular_json.h).
#include "testing/modular_json.h"

#include "testing/report_json.h"

#include <QJsonObject>

namespace amend::testing {

QJsonArray proofObligationsToJson(const sema::Program& program, const std::vector<ProofObligation>& obligations)
{
    QJsonArray array;
    for (const ProofObligation& o : obligations) {
        QJsonObject j;
        j[QStringLiteral("kind")] = QLatin1String(obligationKindName(o.kind));
        j[QStringLiteral("routine")] = QString::fromStdString(o.routine);
        if (!o.callee.empty()) j[QStringLiteral("callee")] = QString::fromStdString(o.callee);
        if (o.loop.valid()) j[QStringLiteral("loop_at")] = QString::fromStdString(describeLocation(program, o.loop));
        j[QStringLiteral("tag")] = QString::fromStdString(o.key.tag);
        j[QStringLiteral("violation")] = QLatin1String(faultKindName(o.key.kind));
        j[QStringLiteral("clause")] = QString::fromStdString(o.clause);
        j[QStringLiteral("at")] = QString::fromStdString(describeLocation(program, o.key.location));
        if (!o.replacement.empty()) j[QStringLiteral("replacement")] = QString::fromStdString(o.replacement);
        if (!o.startState.empty()) j[QStringLiteral("start_state")] = QString::fromStdString(o.startState);
        j[QStringLiteral("message")] = QString::fromStdString(o.describe());
        j[QStringLiteral("counterexample")] = testCaseToJson(program, o.counterexample);
        j[QStringLiteral("counterexample_eiffel")] = QString::fromStdString(toEiffelRoutine(program, o.counterexample, "counterexample", ""));
        array.append(j);
    }
    return array;
}

}  // namespace amend::testing
