// A fix as JSON (see fix_json.h).
#include "repair/fix_json.h"

#include "repair/diff.h"

#include <QString>

namespace amend::repair {

QJsonObject fixToJson(const Fix& f, int number)
{
    QJsonObject o;
    o[QStringLiteral("number")] = number;
    o[QStringLiteral("rank")] = f.rank;
    o[QStringLiteral("fault")] = f.faultId;
    o[QStringLiteral("routine")] = QString::fromStdString(f.routine);
    o[QStringLiteral("kind")] = f.isContract ? QStringLiteral("contract") : QStringLiteral("body");
    o[QStringLiteral("technique")] = QString::fromLatin1(techniqueName(f.technique));
    o[QStringLiteral("schema")] = QString::fromLatin1(synthesis::schemaName(f.schema));
    o[QStringLiteral("action")] = QString::fromStdString(f.action);
    o[QStringLiteral("fail")] = QString::fromStdString(f.fail);
    o[QStringLiteral("snapshot")] = QString::fromStdString(f.snapshot.text());
    o[QStringLiteral("susp")] = f.susp;
    o[QStringLiteral("cdep")] = f.cdep;
    o[QStringLiteral("edep")] = f.edep;
    o[QStringLiteral("dyn")] = f.dyn;
    o[QStringLiteral("passing_changed")] = f.passingChanged;
    o[QStringLiteral("file")] = QString::fromStdString(f.filePath);
    o[QStringLiteral("routine_text")] = QString::fromStdString(f.newRoutineText);
    o[QStringLiteral("diff")] = QString::fromStdString(fixDiffText(f));
    o[QStringLiteral("explanation")] = QString::fromStdString(fixExplanation(f));
    if (const CoevolutionVerdict& v = f.coevolution; v.decided()) {
        o[QStringLiteral("coevolution")] =
            QJsonObject{{QStringLiteral("effect"), QLatin1String(coevolutionEffectNames[static_cast<std::size_t>(v.effect)])},
                        {QStringLiteral("decided_by"), QLatin1String(coevolutionOracleNames[static_cast<std::size_t>(v.decidedBy)])},
                        {QStringLiteral("test"), QString::fromStdString(v.test)},
                        {QStringLiteral("test_eiffel"), QString::fromStdString(v.testEiffel)},
                        {QStringLiteral("fix_behaviour"), QString::fromStdString(coevolutionBehaviour(v))},
                        {QStringLiteral("expected"), QString::fromStdString(coevolutionExpected(v))}};
    }
    return o;
}

}  // namespace amend::repair
