// `amend lsp' end to end, driven over pipes as an editor drives it (lsp_client.h): initialize;
// open an example with a typing error (checking diagnostics at its exact range) and correct it;
// save (AutoTest's fault on the violated contract and on the routine, with the minimized failing
// test); ask for code actions on the fault and apply the preferred fix as the client would; the
// fault is gone after the next run. A running test is cancelled with $/cancelRequest and with
// window/workDoneProgress/cancel while requests are still answered; malformed messages get
// JSON-RPC errors and the server keeps serving.
#include "lsp_client.h"
#include "time_scale.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using amend::test::LspClient;
using amend::test::scaledMilliseconds;

namespace {

QString exampleText(const QString& relative)
{
    QFile f(QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/") + relative);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QJsonObject position(const QString& text, qsizetype offset)
{
    const QString before = text.left(offset);
    const int line = static_cast<int>(before.count(QLatin1Char('\n')));
    const int character = static_cast<int>(offset - (before.lastIndexOf(QLatin1Char('\n')) + 1));
    return {{QStringLiteral("line"), line}, {QStringLiteral("character"), character}};
}

QJsonObject range(const QString& text, qsizetype begin, qsizetype end)
{
    return {{QStringLiteral("start"), position(text, begin)}, {QStringLiteral("end"), position(text, end)}};
}

qsizetype offsetOf(const QString& text, const QJsonObject& pos)
{
    qsizetype offset = 0;
    for (int line = 0; line < pos.value(QStringLiteral("line")).toInt(); ++line) offset = text.indexOf(QLatin1Char('\n'), offset) + 1;
    return offset + pos.value(QStringLiteral("character")).toInt();
}

int lineOf(const QString& text, const QString& needle) { return static_cast<int>(text.left(text.indexOf(needle)).count(QLatin1Char('\n'))); }

bool isMethod(const QJsonObject& m, const char* method) { return m.value(QStringLiteral("method")).toString() == QLatin1String(method); }

QJsonArray diagnosticsIn(const QJsonObject& m) { return m.value(QStringLiteral("params")).toObject().value(QStringLiteral("diagnostics")).toArray(); }

int countFaults(const QJsonArray& diagnostics)
{
    int n = 0;
    for (const QJsonValue& d : diagnostics) n += d.toObject().value(QStringLiteral("code")).toString() == QLatin1String("fault");
    return n;
}

QJsonObject initializeParams(const QString& root, const QJsonObject& options)
{
    return {{QStringLiteral("processId"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("rootUri"), QUrl::fromLocalFile(root).toString()},
            {QStringLiteral("capabilities"), QJsonObject{{QStringLiteral("window"), QJsonObject{{QStringLiteral("workDoneProgress"), true}}}}},
            {QStringLiteral("initializationOptions"), options}};
}

}  // namespace

class TestLspEndToEnd : public QObject {
    Q_OBJECT

private slots:
    void checkTestFixAndApply();
    void cancelRunningTest();
    void malformedMessagesGetErrors();
};

void TestLspEndToEnd::checkTestFixAndApply()
{
    QTemporaryDir dir;
    const QString original = exampleText(QStringLiteral("best_score/best_score.e"));
    QVERIFY(original.contains(QStringLiteral("if c < Result then")));
    const QString path = dir.filePath(QStringLiteral("best_score.e"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(original.toUtf8());
    }
    const QString uri = QUrl::fromLocalFile(path).toString();
    LspClient client(QStringLiteral(AMEND_BINARY));
    QVERIFY(client.started());
    const int init = client.request(QStringLiteral("initialize"), initializeParams(dir.path(), {{QStringLiteral("seed"), 1}, {QStringLiteral("learning"), false}}));
    const QJsonObject initialized = client.response(init, scaledMilliseconds(10000));
    const QJsonObject caps = initialized.value(QStringLiteral("result")).toObject().value(QStringLiteral("capabilities")).toObject();
    QCOMPARE(caps.value(QStringLiteral("textDocumentSync")).toObject().value(QStringLiteral("change")).toInt(), 2);   // incremental
    QCOMPARE(caps.value(QStringLiteral("positionEncoding")).toString(), QStringLiteral("utf-16"));
    client.notify(QStringLiteral("initialized"), {});

    // A typing error: `cc' is no name of `total'. The diagnostic covers exactly `cc'.
    QString text = original;
    const qsizetype sum = text.indexOf(QStringLiteral("Result := a + b + c\n")) + 18;
    text.insert(sum, QLatin1Char('c'));
    client.notify(QStringLiteral("textDocument/didOpen"),
                  {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("languageId"), QStringLiteral("eiffel")},
                                                                {QStringLiteral("version"), 1}, {QStringLiteral("text"), text}}}});
    const auto published = [&](const QJsonObject& m) { return isMethod(m, "textDocument/publishDiagnostics") && m.value(QStringLiteral("params")).toObject().value(QStringLiteral("uri")).toString() == uri; };
    int at = client.waitFor([&](const QJsonObject& m) { return published(m) && !diagnosticsIn(m).isEmpty(); }, scaledMilliseconds(20000));
    QVERIFY2(at >= 0, "no checking diagnostics after didOpen");
    const QJsonObject error = diagnosticsIn(client.messages()[static_cast<std::size_t>(at)]).first().toObject();
    QCOMPARE(error.value(QStringLiteral("severity")).toInt(), 1);
    QCOMPARE(error.value(QStringLiteral("range")).toObject(), range(text, sum, sum + 2));
    QVERIFY2(error.value(QStringLiteral("message")).toString().contains(QStringLiteral("cc")), qPrintable(error.value(QStringLiteral("message")).toString()));

    // The correction as an incremental change: the diagnostics clear.
    client.notify(QStringLiteral("textDocument/didChange"),
                  {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 2}}},
                   {QStringLiteral("contentChanges"), QJsonArray{QJsonObject{{QStringLiteral("range"), range(text, sum, sum + 1)}, {QStringLiteral("text"), QString()}}}}});
    text.remove(sum, 1);
    QCOMPARE(text, original);
    at = client.waitFor([&](const QJsonObject& m) { return published(m) && diagnosticsIn(m).isEmpty(); }, scaledMilliseconds(20000), static_cast<std::size_t>(at + 1));
    QVERIFY2(at >= 0, "the diagnostics did not clear after the correction");

    // Symbols and hover from the checker.
    const int symbols = client.request(QStringLiteral("textDocument/documentSymbol"), {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}});
    const QJsonArray classes = client.response(symbols, scaledMilliseconds(10000)).value(QStringLiteral("result")).toArray();
    QCOMPARE(classes.size(), 1);
    QCOMPARE(classes.first().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("BEST_SCORE"));
    QStringList features;
    for (const QJsonValue& f : classes.first().toObject().value(QStringLiteral("children")).toArray())
        features << QStringLiteral("%1:%2").arg(f.toObject().value(QStringLiteral("name")).toString()).arg(f.toObject().value(QStringLiteral("kind")).toInt());
    QCOMPARE(features, (QStringList{QStringLiteral("make:9"), QStringLiteral("best:6"), QStringLiteral("total:6")}));
    const int hover = client.request(QStringLiteral("textDocument/hover"), {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                                                                          {QStringLiteral("position"), position(text, text.indexOf(QStringLiteral("best (a")) + 1)}});
    const QString hoverText = client.response(hover, scaledMilliseconds(10000)).value(QStringLiteral("result")).toObject().value(QStringLiteral("contents")).toObject().value(QStringLiteral("value")).toString();
    QVERIFY2(hoverText.contains(QStringLiteral("best (a, b, c: INTEGER): INTEGER")) && hoverText.contains(QStringLiteral("at_least_c: Result >= c")) &&
                 hoverText.contains(QStringLiteral("The highest of the three scores")),
             qPrintable(hoverText));
    const int definition = client.request(QStringLiteral("textDocument/definition"), {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                                                                                    {QStringLiteral("position"), position(text, text.indexOf(QStringLiteral("c < Result")))}});
    const QJsonObject target = client.response(definition, scaledMilliseconds(10000)).value(QStringLiteral("result")).toObject();
    QCOMPARE(target.value(QStringLiteral("range")).toObject().value(QStringLiteral("start")).toObject(), position(text, text.indexOf(QStringLiteral("c: INTEGER): INTEGER"))));

    // Save: AutoTest finds best's fault, shown on the violated clause and on the routine.
    const std::size_t beforeSave = client.messages().size();
    client.notify(QStringLiteral("textDocument/didSave"), {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}});
    at = client.waitFor([&](const QJsonObject& m) { return published(m) && countFaults(diagnosticsIn(m)) > 0; }, scaledMilliseconds(120000), beforeSave);
    QVERIFY2(at >= 0, "no fault diagnostics after the save");
    QVERIFY(client.waitFor([](const QJsonObject& m) { return isMethod(m, "$/progress") && m.value(QStringLiteral("params")).toObject().value(QStringLiteral("value")).toObject().value(QStringLiteral("kind")).toString() == QLatin1String("begin"); },
                           scaledMilliseconds(10000), beforeSave) >= 0);
    // Fixes exist once the fault is finished: its diagnostic says so; then the values at the
    // failure (a replay of its failing test) join the related information.
    at = client.waitFor([&](const QJsonObject& m) {
        if (!published(m)) return false;
        for (const QJsonValue& d : diagnosticsIn(m))
            if (d.toObject().value(QStringLiteral("message")).toString().contains(QStringLiteral("quick fixes")) &&
                QJsonDocument(d.toObject().value(QStringLiteral("relatedInformation")).toArray()).toJson().contains("values at the failure: "))
                return true;
        return false;
    }, scaledMilliseconds(240000), static_cast<std::size_t>(at));
    QVERIFY2(at >= 0, "the fault's fixes and values never came");
    QJsonArray faults;
    for (const QJsonValue& d : diagnosticsIn(client.messages()[static_cast<std::size_t>(at)]))
        if (d.toObject().value(QStringLiteral("code")).toString() == QLatin1String("fault")) faults.append(d);
    QCOMPARE(faults.size(), 2);   // on the violated clause and on the routine
    QSet<int> lines;
    for (const QJsonValue& d : faults) lines.insert(d.toObject().value(QStringLiteral("range")).toObject().value(QStringLiteral("start")).toObject().value(QStringLiteral("line")).toInt());
    const QSet<int> clauses{lineOf(text, QStringLiteral("at_least_a:")), lineOf(text, QStringLiteral("at_least_b:")), lineOf(text, QStringLiteral("at_least_c:"))};
    QVERIFY(lines.contains(lineOf(text, QStringLiteral("best (a, b, c"))));
    QVERIFY(lines.intersects(clauses));
    const QJsonObject fault = faults.first().toObject();
    QString related;
    for (const QJsonValue& r : fault.value(QStringLiteral("relatedInformation")).toArray()) related += r.toObject().value(QStringLiteral("message")).toString() + QLatin1Char('\n');
    QVERIFY2(related.contains(QStringLiteral("minimized failing test")) && related.contains(QStringLiteral(".best (")), qPrintable(related));
    QVERIFY2(related.contains(QStringLiteral("at_least_")), qPrintable(related));
    // The values at the failure name best's arguments and Result.
    QVERIFY2(related.contains(QStringLiteral("c = ")) && related.contains(QStringLiteral("Result = ")), qPrintable(related));

    // Code actions on the fault: the preferred one is applied as a client applies it.
    const int actionsId = client.request(QStringLiteral("textDocument/codeAction"),
                                         {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                                          {QStringLiteral("range"), fault.value(QStringLiteral("range"))},
                                          {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray{fault}}}}});
    const QJsonArray actions = client.response(actionsId, scaledMilliseconds(10000)).value(QStringLiteral("result")).toArray();
    QJsonObject preferred;
    int preferredCount = 0;
    for (const QJsonValue& a : actions)
        if (a.toObject().value(QStringLiteral("isPreferred")).toBool()) {
            preferred = a.toObject();
            ++preferredCount;
        }
    QCOMPARE(preferredCount, 1);
    QVERIFY2(preferred.value(QStringLiteral("title")).toString().contains(QStringLiteral("Changes the condition")), qPrintable(preferred.value(QStringLiteral("title")).toString()));
    QJsonArray edits = preferred.value(QStringLiteral("edit")).toObject().value(QStringLiteral("changes")).toObject().value(uri).toArray();
    QVERIFY(!edits.isEmpty());
    // Applied from the last edit to the first, each sent as the incremental change it is.
    QJsonArray changes;
    for (qsizetype i = edits.size() - 1; i >= 0; --i) {
        const QJsonObject e = edits.at(i).toObject();
        const QJsonObject r = e.value(QStringLiteral("range")).toObject();
        const qsizetype b = offsetOf(text, r.value(QStringLiteral("start")).toObject()), end = offsetOf(text, r.value(QStringLiteral("end")).toObject());
        text.replace(b, end - b, e.value(QStringLiteral("newText")).toString());
        changes.append(QJsonObject{{QStringLiteral("range"), r}, {QStringLiteral("text"), e.value(QStringLiteral("newText"))}});
    }
    QString expected = original;
    expected.replace(QStringLiteral("if c < Result then"), QStringLiteral("if c > Result then"));
    QCOMPARE(text, expected);
    const std::size_t beforeEdit = client.messages().size();
    client.notify(QStringLiteral("textDocument/didChange"),
                  {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 3}}}, {QStringLiteral("contentChanges"), changes}});
    // The fault's diagnostics are stale at once: the first publication for the edited text has none.
    at = client.waitFor([&](const QJsonObject& m) { return published(m) && m.value(QStringLiteral("params")).toObject().value(QStringLiteral("version")).toInt() == 3; },
                        scaledMilliseconds(20000), beforeEdit);
    QVERIFY(at >= 0);
    QCOMPARE(countFaults(diagnosticsIn(client.messages()[static_cast<std::size_t>(at)])), 0);
    // A fix of the old text is no longer offered.
    const int staleId = client.request(QStringLiteral("textDocument/codeAction"),
                                       {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}, {QStringLiteral("range"), fault.value(QStringLiteral("range"))},
                                        {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray{fault}}}}});
    for (const QJsonValue& a : client.response(staleId, scaledMilliseconds(10000)).value(QStringLiteral("result")).toArray())
        QVERIFY2(!a.toObject().contains(QStringLiteral("edit")), qPrintable(a.toObject().value(QStringLiteral("title")).toString()));

    // Saved and tested again: the run ends without the fault.
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text.toUtf8());
    }
    const std::size_t beforeSecondSave = client.messages().size();
    client.notify(QStringLiteral("textDocument/didSave"), {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}});
    const int ended = client.waitFor([](const QJsonObject& m) {
        return isMethod(m, "$/progress") && m.value(QStringLiteral("params")).toObject().value(QStringLiteral("value")).toObject().value(QStringLiteral("kind")).toString() == QLatin1String("end");
    }, scaledMilliseconds(120000), beforeSecondSave);
    QVERIFY2(ended >= 0, "the second run did not end");
    at = client.waitFor(published, scaledMilliseconds(10000), static_cast<std::size_t>(ended));
    QVERIFY(at >= 0);
    QCOMPARE(diagnosticsIn(client.messages()[static_cast<std::size_t>(at)]).size(), 0);

    // "Fix this routine" on `total': a command that runs the pipeline on that routine alone.
    const int routineActions = client.request(QStringLiteral("textDocument/codeAction"),
                                              {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                                               {QStringLiteral("range"), range(text, text.indexOf(QStringLiteral("a + b + c")), text.indexOf(QStringLiteral("a + b + c")))},
                                               {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray{}}}}});
    QJsonObject fixRoutine;
    const QJsonObject routineAnswer = client.response(routineActions, scaledMilliseconds(10000));
    for (const QJsonValue& a : routineAnswer.value(QStringLiteral("result")).toArray())
        if (a.toObject().contains(QStringLiteral("command"))) fixRoutine = a.toObject().value(QStringLiteral("command")).toObject();
    QCOMPARE(fixRoutine.value(QStringLiteral("command")).toString(), QStringLiteral("amend.fixRoutine"));
    QCOMPARE(fixRoutine.value(QStringLiteral("arguments")).toArray(), (QJsonArray{uri, QStringLiteral("BEST_SCORE.total")}));
    const int fixed = client.request(QStringLiteral("workspace/executeCommand"), fixRoutine);
    const QJsonObject summary = client.response(fixed, scaledMilliseconds(120000)).value(QStringLiteral("result")).toObject();
    QCOMPARE(summary.value(QStringLiteral("faults")).toInt(), 0);
    QCOMPARE(summary.value(QStringLiteral("cancelled")).toBool(), false);
    QVERIFY(summary.value(QStringLiteral("tests")).toInt() > 0);
    // A routine that does not exist is said so.
    const int unknownRoutine = client.request(QStringLiteral("workspace/executeCommand"),
                                              {{QStringLiteral("command"), QStringLiteral("amend.testRoutine")}, {QStringLiteral("arguments"), QJsonArray{uri, QStringLiteral("BEST_SCORE.nothing")}}});
    const QJsonObject refused = client.response(unknownRoutine, scaledMilliseconds(60000)).value(QStringLiteral("error")).toObject();
    QVERIFY2(refused.value(QStringLiteral("message")).toString().contains(QStringLiteral("BEST_SCORE.nothing")), qPrintable(refused.value(QStringLiteral("message")).toString()));

    const int shutdown = client.request(QStringLiteral("shutdown"), {});
    QVERIFY(client.response(shutdown, scaledMilliseconds(30000)).contains(QStringLiteral("result")));
    client.notify(QStringLiteral("exit"), {});
    QVERIFY(client.process().waitForFinished(scaledMilliseconds(30000)));
    QCOMPARE(client.process().exitCode(), 0);
}

void TestLspEndToEnd::cancelRunningTest()
{
    // sorted_set with a budget far beyond the test's deadlines: only a cancellation ends its runs.
    const QString folder = QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/sorted_set");
    const QString path = folder + QStringLiteral("/two_way_sorted_set.e");
    const QString uri = QUrl::fromLocalFile(path).toString();
    LspClient client(QStringLiteral(AMEND_BINARY));
    QVERIFY(client.started());
    const int init = client.request(QStringLiteral("initialize"), initializeParams(folder, {{QStringLiteral("testOnSave"), false}, {QStringLiteral("timeBudget"), 3600},
                                                                                         {QStringLiteral("maxTests"), 100000}, {QStringLiteral("learning"), false}}));
    QVERIFY(client.response(init, scaledMilliseconds(10000)).contains(QStringLiteral("result")));
    client.notify(QStringLiteral("initialized"), {});
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    client.notify(QStringLiteral("textDocument/didOpen"), {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("languageId"), QStringLiteral("eiffel")},
                                                                                                      {QStringLiteral("version"), 1}, {QStringLiteral("text"), QString::fromUtf8(f.readAll())}}}});
    // The checker's first answer: the program is known (symbols come from it).
    QVERIFY(client.waitFor([&](const QJsonObject& m) { return isMethod(m, "textDocument/publishDiagnostics"); }, scaledMilliseconds(30000)) >= 0);
    const auto progressOf = [](const QJsonObject& m, const char* kind) {
        return isMethod(m, "$/progress") && m.value(QStringLiteral("params")).toObject().value(QStringLiteral("value")).toObject().value(QStringLiteral("kind")).toString() == QLatin1String(kind);
    };
    const QJsonObject command{{QStringLiteral("command"), QStringLiteral("amend.testFile")}, {QStringLiteral("arguments"), QJsonArray{uri}}};

    // $/cancelRequest: the command's request is answered RequestCancelled.
    const int run = client.request(QStringLiteral("workspace/executeCommand"), command);
    QVERIFY2(client.waitFor([&](const QJsonObject& m) { return progressOf(m, "report"); }, scaledMilliseconds(60000)) >= 0, "the test run reported no progress");
    // The message loop answers while AutoTest runs: before the run ends.
    const int symbols = client.request(QStringLiteral("workspace/symbol"), {{QStringLiteral("query"), QStringLiteral("move_item")}});
    const QJsonObject answer = client.response(symbols, scaledMilliseconds(10000));
    QCOMPARE(answer.value(QStringLiteral("result")).toArray().size(), 1);
    QVERIFY(client.waitFor([&](const QJsonObject& m) { return progressOf(m, "end"); }, 1) < 0);
    client.notify(QStringLiteral("$/cancelRequest"), {{QStringLiteral("id"), run}});
    const QJsonObject cancelled = client.response(run, scaledMilliseconds(30000));
    QVERIFY2(cancelled.contains(QStringLiteral("error")), QJsonDocument(cancelled).toJson().constData());
    QCOMPARE(cancelled.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(), -32800);
    const int firstEnd = client.waitFor([&](const QJsonObject& m) { return progressOf(m, "end"); }, scaledMilliseconds(10000));
    QVERIFY(firstEnd >= 0);

    // window/workDoneProgress/cancel on the token of a run.
    const std::size_t before = client.messages().size();
    const int second = client.request(QStringLiteral("workspace/executeCommand"), command);
    const int begun = client.waitFor([&](const QJsonObject& m) { return progressOf(m, "begin"); }, scaledMilliseconds(60000), before);
    QVERIFY(begun >= 0);
    const QJsonValue token = client.messages()[static_cast<std::size_t>(begun)].value(QStringLiteral("params")).toObject().value(QStringLiteral("token"));
    QVERIFY(client.messages()[static_cast<std::size_t>(begun)].value(QStringLiteral("params")).toObject().value(QStringLiteral("value")).toObject().value(QStringLiteral("cancellable")).toBool());
    client.notify(QStringLiteral("window/workDoneProgress/cancel"), {{QStringLiteral("token"), token}});
    QCOMPARE(client.response(second, scaledMilliseconds(30000)).value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(), -32800);

    // One run per document: an edit supersedes it (the server cancelled it: -32802, saying why).
    const std::size_t beforeThird = client.messages().size();
    const int third = client.request(QStringLiteral("workspace/executeCommand"), command);
    QVERIFY(client.waitFor([&](const QJsonObject& m) { return progressOf(m, "begin"); }, scaledMilliseconds(60000), beforeThird) >= 0);
    client.notify(QStringLiteral("textDocument/didChange"),
                  {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 2}}},
                   {QStringLiteral("contentChanges"), QJsonArray{QJsonObject{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), QJsonObject{{QStringLiteral("line"), 0}, {QStringLiteral("character"), 0}}},
                                                                                                                 {QStringLiteral("end"), QJsonObject{{QStringLiteral("line"), 0}, {QStringLiteral("character"), 0}}}}},
                                                                             {QStringLiteral("text"), QStringLiteral("-- edited\n")}}}}});
    const QJsonObject superseded = client.response(third, scaledMilliseconds(30000)).value(QStringLiteral("error")).toObject();
    QCOMPARE(superseded.value(QStringLiteral("code")).toInt(), -32802);
    QVERIFY2(superseded.value(QStringLiteral("message")).toString().contains(QStringLiteral("edit")), qPrintable(superseded.value(QStringLiteral("message")).toString()));
}

void TestLspEndToEnd::malformedMessagesGetErrors()
{
    LspClient client(QStringLiteral(AMEND_BINARY));
    QVERIFY(client.started());
    const auto errorCode = [&](int index) { return client.messages()[static_cast<std::size_t>(index)].value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(); };
    const auto nullIdError = [](const QJsonObject& m) { return m.value(QStringLiteral("id")).isNull() && m.contains(QStringLiteral("error")); };

    const int early = client.request(QStringLiteral("textDocument/hover"), {});
    QCOMPARE(client.response(early, scaledMilliseconds(10000)).value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(), -32002);
    const int init = client.request(QStringLiteral("initialize"), initializeParams(QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/account"), {}));
    QVERIFY(client.response(init, scaledMilliseconds(10000)).contains(QStringLiteral("result")));

    std::size_t from = client.messages().size();
    client.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": ");   // cut off
    int at = client.waitFor(nullIdError, scaledMilliseconds(10000), from);
    QVERIFY(at >= 0);
    QCOMPARE(errorCode(at), -32700);

    from = client.messages().size();
    client.sendRaw("[1, 2]");
    at = client.waitFor(nullIdError, scaledMilliseconds(10000), from);
    QVERIFY(at >= 0);
    QCOMPARE(errorCode(at), -32600);

    from = client.messages().size();
    client.process().write("Content-Type: text/plain\r\n\r\n");   // a header without Content-Length
    at = client.waitFor(nullIdError, scaledMilliseconds(10000), from);
    QVERIFY(at >= 0);
    QCOMPARE(errorCode(at), -32700);

    const int unknown = client.request(QStringLiteral("amend/noSuchMethod"), {});
    QCOMPARE(client.response(unknown, scaledMilliseconds(10000)).value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(), -32601);
    const int badParams = client.request(QStringLiteral("textDocument/codeAction"), {{QStringLiteral("textDocument"), 3}});
    QCOMPARE(client.response(badParams, scaledMilliseconds(10000)).value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(), -32602);

    // Still serving: a well-formed request is answered.
    const int symbols = client.request(QStringLiteral("workspace/symbol"), {{QStringLiteral("query"), QString()}});
    QVERIFY(client.response(symbols, scaledMilliseconds(10000)).value(QStringLiteral("result")).isArray());
    client.notify(QStringLiteral("exit"), {});   // without shutdown: exit code 1
    QVERIFY(client.process().waitForFinished(scaledMilliseconds(10000)));
    QCOMPARE(client.process().exitCode(), 1);
}

QTEST_GUILESS_MAIN(TestLspEndToEnd)
#include "test_lsp_e2e.moc"
