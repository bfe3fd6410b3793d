// See server.h.
#include "server.h"

#include "code_actions.h"
#include "fault_diagnostics.h"
#include "symbols.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>
#include <QThreadPool>

namespace amend::lsp {

namespace {

const QString kTestFile = QStringLiteral("amend.testFile");
const QString kTestRoutine = QStringLiteral("amend.testRoutine");
const QString kFixRoutine = QStringLiteral("amend.fixRoutine");

QString uriParam(const QJsonObject& params) { return params.value(QStringLiteral("textDocument")).toObject().value(QStringLiteral("uri")).toString(); }

QString fileName(const QString& uri) { return QFileInfo(pathOfUri(uri)).fileName(); }

// The workspace's program: its .ecf (the first, sorted, at the top of the folder), else the folder.
QStringList programPathsOf(const QString& folder)
{
    const QStringList ecfs = QDir(folder).entryList({QStringLiteral("*.ecf")}, QDir::Files, QDir::Name);
    if (!ecfs.isEmpty()) return {QDir(folder).absoluteFilePath(ecfs.first())};
    return {folder};
}

}  // namespace

Server::Server(Transport& transport, ServerOptions options, QObject* parent) : QObject(parent), m_transport(transport), m_options(std::move(options))
{
    // Each document's run holds a pool thread while it waits for its engine's own pools, and so
    // does a check: enough threads that a check never queues behind runs.
    QThreadPool::globalInstance()->setMaxThreadCount(std::max(8, QThread::idealThreadCount() + 4));
    m_checker.setDelayMs(120);
    connect(&m_transport, &Transport::received, this, &Server::onMessage);
    connect(&m_transport, &Transport::framingError, this, [this](const QString& what) {
        m_transport.respondError(QJsonValue(QJsonValue::Null), ErrorCode::ParseError, what);
    });
    connect(&m_transport, &Transport::closed, this, [this] { emit exitRequested(m_shutdown ? 0 : 1); });
    connect(&m_checker, &ui::BackgroundChecker::checked, this, &Server::onChecked);
    // The kernel checked once: every later compile builds only the program's own classes on it
    // (sema::checkKernel), which keeps checking as you type within the latency budget.
    m_kernelJob.start([](CancelToken&, int) { return sema::checkKernel(sema::parseKernel()); },
                      [this](const std::shared_ptr<const sema::CheckedKernel>& kernel) { m_kernel = kernel; });
}

Server::~Server()
{
    for (auto& [uri, run] : m_runs) run->job.cancel();
}

// ---------------------------------------------------------------------------------------------
// Messages.

void Server::onMessage(const QByteArray& body)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        m_transport.respondError(QJsonValue(QJsonValue::Null), ErrorCode::ParseError,
                                 QStringLiteral("not JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
        return;
    }
    if (!document.isObject()) {
        m_transport.respondError(QJsonValue(QJsonValue::Null), ErrorCode::InvalidRequest, QStringLiteral("a message must be a JSON object"));
        return;
    }
    const QJsonObject message = document.object();
    const QJsonValue id = message.value(QStringLiteral("id"));
    const QJsonValue method = message.value(QStringLiteral("method"));
    if (!method.isString()) {
        if (!id.isUndefined() && (message.contains(QStringLiteral("result")) || message.contains(QStringLiteral("error")))) onResponse(message);
        else m_transport.respondError(id, ErrorCode::InvalidRequest, QStringLiteral("a request needs a `method' string"));
        return;
    }
    const QJsonValue params = message.value(QStringLiteral("params"));
    if (!params.isUndefined() && !params.isObject() && !params.isArray()) {
        if (!id.isUndefined()) m_transport.respondError(id, ErrorCode::InvalidParams, QStringLiteral("`params' must be an object or an array"));
        return;
    }
    if (id.isUndefined()) onNotification(method.toString(), params.toObject());
    else if (!id.isString() && !id.isDouble()) m_transport.respondError(QJsonValue(QJsonValue::Null), ErrorCode::InvalidRequest, QStringLiteral("`id' must be a number or a string"));
    else onRequest(id, method.toString(), params.toObject());
}

void Server::onRequest(const QJsonValue& id, const QString& method, const QJsonObject& params)
{
    if (method == QLatin1String("initialize")) {
        const Reply r = initialize(params);
        if (r.error) m_transport.respondError(id, r.error->first, r.error->second);
        else m_transport.respond(id, r.result);
        return;
    }
    if (!m_initialized) {
        m_transport.respondError(id, ErrorCode::ServerNotInitialized, QStringLiteral("`%1' before `initialize'").arg(method));
        return;
    }
    if (m_shutdown) {
        m_transport.respondError(id, ErrorCode::InvalidRequest, QStringLiteral("`%1' after `shutdown'").arg(method));
        return;
    }
    Reply r;
    if (method == QLatin1String("shutdown")) {
        m_shutdown = true;
        for (auto& [uri, run] : m_runs) run->job.cancel();
    } else if (method == QLatin1String("textDocument/codeAction")) r = codeActions(params);
    else if (method == QLatin1String("workspace/executeCommand")) r = executeCommand(id, params);
    else if (method == QLatin1String("textDocument/documentSymbol")) r = documentSymbol(params);
    else if (method == QLatin1String("workspace/symbol")) r = workspaceSymbol(params);
    else if (method == QLatin1String("textDocument/definition")) r = definition(params);
    else if (method == QLatin1String("textDocument/hover")) r = hover(params);
    else r = fail(ErrorCode::MethodNotFound, QStringLiteral("no method `%1'").arg(method));
    if (r.deferred) return;
    if (r.error) m_transport.respondError(id, r.error->first, r.error->second);
    else m_transport.respond(id, r.result);
}

void Server::onNotification(const QString& method, const QJsonObject& params)
{
    if (method == QLatin1String("exit")) {
        emit exitRequested(m_shutdown ? 0 : 1);
        return;
    }
    if (!m_initialized) return;   // notifications before `initialize' are dropped (LSP 3.17)
    if (method == QLatin1String("initialized")) return;
    if (method == QLatin1String("textDocument/didOpen")) didOpen(params);
    else if (method == QLatin1String("textDocument/didChange")) didChange(params);
    else if (method == QLatin1String("textDocument/didSave")) didSave(params);
    else if (method == QLatin1String("textDocument/didClose")) didClose(params);
    else if (method == QLatin1String("$/cancelRequest")) cancelRequest(params);
    else if (method == QLatin1String("window/workDoneProgress/cancel")) cancelProgress(params);
}

void Server::onResponse(const QJsonObject& message)
{
    const auto it = m_creating.find(message.value(QStringLiteral("id")).toString());
    if (it == m_creating.end()) return;
    const QString token = it->second;
    m_creating.erase(it);
    Token& t = m_tokens[token];
    t.created = !message.contains(QStringLiteral("error"));
    const std::vector<QJsonObject> queued = std::move(t.queued);
    t.queued.clear();
    if (!t.created) {   // the client refused the token: the run goes on without progress
        m_tokens.erase(token);
        return;
    }
    for (const QJsonObject& value : queued) progress(token, value);   // the end, if any, forgets the token
}

// ---------------------------------------------------------------------------------------------
// Lifecycle and text.

Server::Reply Server::initialize(const QJsonObject& params)
{
    if (m_initialized) return fail(ErrorCode::InvalidRequest, QStringLiteral("`initialize' was sent twice"));
    const QJsonObject capabilities = params.value(QStringLiteral("capabilities")).toObject();
    const QJsonArray encodings = capabilities.value(QStringLiteral("general")).toObject().value(QStringLiteral("positionEncodings")).toArray();
    m_encoding = encodings.contains(QStringLiteral("utf-8")) ? PositionEncoding::Utf8 : PositionEncoding::Utf16;
    m_clientProgress = capabilities.value(QStringLiteral("window")).toObject().value(QStringLiteral("workDoneProgress")).toBool();

    QStringList folders;
    for (const QJsonValue& f : params.value(QStringLiteral("workspaceFolders")).toArray()) folders << pathOfUri(f.toObject().value(QStringLiteral("uri")).toString());
    if (folders.isEmpty() && params.value(QStringLiteral("rootUri")).isString()) folders << pathOfUri(params.value(QStringLiteral("rootUri")).toString());
    if (folders.isEmpty() && params.value(QStringLiteral("rootPath")).isString()) folders << QDir::cleanPath(params.value(QStringLiteral("rootPath")).toString());
    for (const QString& folder : folders)
        if (!folder.isEmpty()) m_programPaths << programPathsOf(folder);

    const QJsonObject init = params.value(QStringLiteral("initializationOptions")).toObject();
    if (init.contains(QStringLiteral("testOnSave"))) m_options.testOnSave = init.value(QStringLiteral("testOnSave")).toBool();
    if (init.value(QStringLiteral("timeBudget")).isDouble()) m_options.fix.timeBudgetSeconds = init.value(QStringLiteral("timeBudget")).toDouble();
    if (init.value(QStringLiteral("maxTests")).isDouble()) m_options.fix.maxTestsPerRoutine = init.value(QStringLiteral("maxTests")).toInt();
    if (init.value(QStringLiteral("seed")).isDouble()) m_options.fix.seed = static_cast<quint64>(init.value(QStringLiteral("seed")).toDouble());
    if (init.value(QStringLiteral("maxFixes")).isDouble()) m_options.fix.maxFixes = init.value(QStringLiteral("maxFixes")).toInt();
    if (init.contains(QStringLiteral("learning"))) m_options.fix.learning = init.value(QStringLiteral("learning")).toBool();
    m_initialized = true;

    const QJsonObject sync{{QStringLiteral("openClose"), true}, {QStringLiteral("change"), 2 /* incremental */},
                           {QStringLiteral("save"), QJsonObject{{QStringLiteral("includeText"), false}}}};
    const QJsonObject caps{
        {QStringLiteral("positionEncoding"), m_encoding == PositionEncoding::Utf8 ? QStringLiteral("utf-8") : QStringLiteral("utf-16")},
        {QStringLiteral("textDocumentSync"), sync},
        {QStringLiteral("codeActionProvider"), QJsonObject{{QStringLiteral("codeActionKinds"), QJsonArray{QStringLiteral("quickfix")}}}},
        {QStringLiteral("executeCommandProvider"), QJsonObject{{QStringLiteral("commands"), QJsonArray{kTestFile, kTestRoutine, kFixRoutine}}}},
        {QStringLiteral("documentSymbolProvider"), true},
        {QStringLiteral("workspaceSymbolProvider"), true},
        {QStringLiteral("definitionProvider"), true},
        {QStringLiteral("hoverProvider"), true}};
    return Reply{QJsonObject{{QStringLiteral("capabilities"), caps},
                             {QStringLiteral("serverInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("amend")}, {QStringLiteral("version"), QStringLiteral("0.1.0")}}}},
                 std::nullopt, false};
}

void Server::didOpen(const QJsonObject& params)
{
    const QJsonObject item = params.value(QStringLiteral("textDocument")).toObject();
    const QString uri = item.value(QStringLiteral("uri")).toString();
    if (pathOfUri(uri).isEmpty() || !item.value(QStringLiteral("text")).isString()) return;
    m_documents.open(uri, item.value(QStringLiteral("version")).toInt(), item.value(QStringLiteral("text")).toString().toStdString());
    if (m_programPaths.isEmpty()) m_programPaths << QFileInfo(pathOfUri(uri)).absolutePath();   // no workspace: the file's folder
    scheduleCheck();
}

void Server::didChange(const QJsonObject& params)
{
    TextDocument* document = m_documents.find(uriParam(params));
    if (!document) return;
    for (const QJsonValue& change : params.value(QStringLiteral("contentChanges")).toArray())
        if (!applyChange(*document, change.toObject(), m_encoding)) break;
    document->version = params.value(QStringLiteral("textDocument")).toObject().value(QStringLiteral("version")).toInt(document->version);
    // Its run tests text that is gone: superseded (its faults are stale and no longer shown).
    if (const auto it = m_runs.find(document->uri); it != m_runs.end() && it->second->running) {
        it->second->superseded = QStringLiteral("superseded by an edit of %1").arg(fileName(document->uri));
        it->second->job.cancel();
    }
    if (m_published.contains(document->path)) publish(document->path);   // its faults are stale: gone at once
    scheduleCheck();
}

void Server::didSave(const QJsonObject& params)
{
    TextDocument* document = m_documents.find(uriParam(params));
    if (!document || !m_options.testOnSave) return;
    if (std::optional<RunRequest> request = fileRun(*document, QJsonValue(QJsonValue::Undefined), {})) startRun(document->uri, std::move(*request));
}

void Server::didClose(const QJsonObject& params)
{
    m_documents.close(uriParam(params));
    scheduleCheck();
}

// ---------------------------------------------------------------------------------------------
// Checking as the user types.

ui::JobInput Server::programInput() const
{
    ui::JobInput input;
    input.files = m_programPaths;
    input.kernel = m_kernel;
    input.environment = m_options.environment;
    for (const auto& [uri, d] : m_documents.all())
        if (!d.path.isEmpty()) input.texts.insert(d.path, QByteArray::fromStdString(d.text));
    return input;
}

void Server::scheduleCheck() { m_checker.schedule(programInput()); }

void Server::onChecked(const ui::CheckResult& result)
{
    m_check = result;
    publishAll();
}

// ---------------------------------------------------------------------------------------------
// Diagnostics.

std::optional<std::string> Server::currentText(const std::string& path) const
{
    if (const TextDocument* d = m_documents.findPath(QString::fromStdString(path))) return d->text;
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    return decodeSourceBytes(file.readAll().toStdString()).text;
}

bool Server::isCurrent(const std::string& path, const std::string& text) const
{
    const TextDocument* d = m_documents.findPath(QString::fromStdString(path));
    return !d || d->text == text;   // a file not open is as it was read
}

void Server::publish(const QString& path)
{
    QJsonArray diagnostics;
    if (m_check.program)
        for (const Diagnostic& d : m_check.byFile.value(path)) diagnostics.append(checkDiagnosticJson(d, *m_check.program, m_encoding));
    const IsCurrent current = [this](const std::string& p, const std::string& text) { return isCurrent(p, text); };
    for (const auto& [uri, run] : m_runs)
        for (const QJsonValue& d : faultDiagnostics(*run, path, current, m_encoding)) diagnostics.append(d);
    const TextDocument* document = m_documents.findPath(path);
    QJsonObject params{{QStringLiteral("uri"), document ? document->uri : uriOfPath(path)}, {QStringLiteral("diagnostics"), diagnostics}};
    if (document) params.insert(QStringLiteral("version"), document->version);
    m_transport.notify(QStringLiteral("textDocument/publishDiagnostics"), params);
    if (diagnostics.isEmpty()) m_published.remove(path);
    else m_published.insert(path);
}

void Server::publishAll()
{
    QSet<QString> paths = m_published;
    for (auto it = m_check.byFile.begin(); it != m_check.byFile.end(); ++it) paths.insert(it.key());
    for (const auto& [uri, d] : m_documents.all()) paths.insert(d.path);
    for (const QString& path : paths) publish(path);
}

// ---------------------------------------------------------------------------------------------
// Symbols.

Server::Reply Server::documentSymbol(const QJsonObject& params)
{
    const TextDocument* document = m_documents.find(uriParam(params));
    const QString path = document ? document->path : pathOfUri(uriParam(params));
    if (!m_check.program) return Reply{QJsonArray{}, std::nullopt, false};
    const int file = fileIdOf(*m_check.program, path);
    if (file < 0) return Reply{QJsonArray{}, std::nullopt, false};
    return Reply{documentSymbols(*m_check.program, file, m_encoding), std::nullopt, false};
}

Server::Reply Server::workspaceSymbol(const QJsonObject& params)
{
    if (!m_check.program) return Reply{QJsonArray{}, std::nullopt, false};
    return Reply{workspaceSymbols(*m_check.program, params.value(QStringLiteral("query")).toString(), m_encoding), std::nullopt, false};
}

Server::Reply Server::definition(const QJsonObject& params)
{
    const std::optional<Position> position = readPosition(params.value(QStringLiteral("position")));
    if (!position) return fail(ErrorCode::InvalidParams, QStringLiteral("definition needs `textDocument' and `position'"));
    if (!m_check.program) return Reply{};
    const int file = fileIdOf(*m_check.program, pathOfUri(uriParam(params)));
    if (file < 0) return Reply{};
    const std::uint32_t offset = offsetAt(m_check.program->sources.file(file).text(), *position, m_encoding);
    const std::optional<Declaration> d = declarationAt(*m_check.program, file, offset);
    if (!d || m_check.program->sources.file(d->fileId).isBundled()) return Reply{};
    return Reply{locationJson(*m_check.program, d->range, m_encoding), std::nullopt, false};
}

Server::Reply Server::hover(const QJsonObject& params)
{
    const std::optional<Position> position = readPosition(params.value(QStringLiteral("position")));
    if (!position) return fail(ErrorCode::InvalidParams, QStringLiteral("hover needs `textDocument' and `position'"));
    if (!m_check.program) return Reply{};
    const int file = fileIdOf(*m_check.program, pathOfUri(uriParam(params)));
    if (file < 0) return Reply{};
    const std::uint32_t offset = offsetAt(m_check.program->sources.file(file).text(), *position, m_encoding);
    const std::optional<Declaration> d = declarationAt(*m_check.program, file, offset);
    if (!d) return Reply{};
    return Reply{QJsonObject{{QStringLiteral("contents"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("markdown")}, {QStringLiteral("value"), d->markdown}}}},
                 std::nullopt, false};
}

// ---------------------------------------------------------------------------------------------
// Code actions and commands.

Server::Reply Server::codeActions(const QJsonObject& params)
{
    TextDocument* document = m_documents.find(uriParam(params));
    const QJsonObject range = params.value(QStringLiteral("range")).toObject();
    const std::optional<Position> start = readPosition(range.value(QStringLiteral("start")));
    const std::optional<Position> end = readPosition(range.value(QStringLiteral("end")));
    if (!start || !end) return fail(ErrorCode::InvalidParams, QStringLiteral("codeAction needs `textDocument', `range' and `context'"));
    if (!document) return Reply{QJsonArray{}, std::nullopt, false};
    const std::uint32_t b = offsetAt(document->text, *start, m_encoding), e = offsetAt(document->text, *end, m_encoding);
    const QJsonArray diagnostics = params.value(QStringLiteral("context")).toObject().value(QStringLiteral("diagnostics")).toArray();
    const CurrentText current = [this](const std::string& path) { return currentText(path); };
    QJsonArray actions;
    for (const auto& [uri, run] : m_runs)
        for (const QJsonValue& a : fixActions(*run, *document, b, e, diagnostics, current, m_encoding)) actions.append(a);
    // "Fix this routine": the whole pipeline on the routine under the cursor (in the buffer as typed).
    {
        const std::string routine = routineAt(document->path.toStdString(), document->text, b);
        if (!routine.empty())
            actions.append(QJsonObject{{QStringLiteral("title"), QStringLiteral("Fix this routine (%1): test, localize and fix it").arg(QString::fromStdString(routine))},
                                       {QStringLiteral("kind"), QStringLiteral("quickfix")},
                                       {QStringLiteral("command"), QJsonObject{{QStringLiteral("title"), QStringLiteral("Fix this routine")},
                                                                               {QStringLiteral("command"), kFixRoutine},
                                                                               {QStringLiteral("arguments"), QJsonArray{document->uri, QString::fromStdString(routine)}}}}});
    }
    return Reply{actions, std::nullopt, false};
}

Server::Reply Server::executeCommand(const QJsonValue& id, const QJsonObject& params)
{
    const QString command = params.value(QStringLiteral("command")).toString();
    const QJsonArray arguments = params.value(QStringLiteral("arguments")).toArray();
    const QJsonValue token = params.value(QStringLiteral("workDoneToken"));
    const QString clientToken = token.isString() ? token.toString() : token.isDouble() ? QString::number(token.toInteger()) : QString();
    if (command != kTestFile && command != kTestRoutine && command != kFixRoutine)
        return fail(ErrorCode::InvalidParams, QStringLiteral("no command `%1' (amend.testFile, amend.testRoutine, amend.fixRoutine)").arg(command));
    const QString uri = arguments.isEmpty() ? QString() : arguments.at(0).isString() ? arguments.at(0).toString() : arguments.at(0).toObject().value(QStringLiteral("uri")).toString();
    TextDocument* document = m_documents.find(uri);
    if (!document) return fail(ErrorCode::InvalidParams, QStringLiteral("%1 needs the URI of an open document as its first argument").arg(command));
    std::optional<RunRequest> request;
    if (command == kTestFile) {
        request = fileRun(*document, id, clientToken);
    } else {
        QString routine = arguments.size() > 1 && arguments.at(1).isString() ? arguments.at(1).toString() : QString();
        const std::optional<Position> position = arguments.size() > 1 ? readPosition(arguments.at(1)) : std::nullopt;
        if (routine.isEmpty() && position)
            routine = QString::fromStdString(routineAt(document->path.toStdString(), document->text, offsetAt(document->text, *position, m_encoding)));
        if (routine.isEmpty()) return fail(ErrorCode::InvalidParams, QStringLiteral("%1 needs a routine (\"CLASS.feature\") or a position inside one").arg(command));
        request = routineRun(*document, routine, id, clientToken);
    }
    if (!request) return fail(ErrorCode::RequestFailed, QStringLiteral("nothing to test in %1").arg(fileName(uri)));
    startRun(document->uri, std::move(*request));
    return Reply{QJsonValue(QJsonValue::Null), std::nullopt, true};
}

// ---------------------------------------------------------------------------------------------
// Runs.

std::optional<RunRequest> Server::fileRun(const TextDocument& document, const QJsonValue& request, const QString& token)
{
    RunRequest r{m_options.fix, QStringLiteral("Amend: testing %1").arg(QFileInfo(document.path).fileName()), token, request};
    // The file's class (one class per file, as EiffelStudio wants); several: the whole program.
    if (m_check.program) {
        const int file = fileIdOf(*m_check.program, document.path);
        const std::vector<std::string> classes = file >= 0 ? classesIn(*m_check.program, file) : std::vector<std::string>{};
        if (classes.size() == 1) r.settings.className = QString::fromStdString(classes.front());
    }
    return r;
}

std::optional<RunRequest> Server::routineRun(const TextDocument&, const QString& routine, const QJsonValue& request, const QString& token)
{
    RunRequest r{m_options.fix, QStringLiteral("Amend: fixing %1").arg(routine), token, request};
    r.settings.feature = routine;
    return r;
}

void Server::startRun(const QString& uri, RunRequest request)
{
    std::unique_ptr<Run>& slot = m_runs[uri];
    if (!slot) {
        slot = std::make_unique<Run>();
        slot->uri = uri;
        connectRun(*slot);
    }
    Run& run = *slot;
    if (run.running) {   // one run per document: the newer one supersedes it once it has stopped
        if (run.pending && !run.pending->request.isUndefined())
            m_transport.respondError(run.pending->request, ErrorCode::ServerCancelled, QStringLiteral("superseded by a newer run"));
        run.pending = std::move(request);
        run.superseded = QStringLiteral("superseded by a newer run");
        run.job.cancel();
        return;
    }
    launch(run, std::move(request));
}

void Server::launch(Run& run, RunRequest request)
{
    // The engine's threads leave a core to the checker, so diagnostics keep coming as the user types.
    request.settings.threads = std::max(1, QThread::idealThreadCount() - 1);
    run.running = true;
    run.tests = 0;
    run.outcome.clear();
    run.superseded.clear();
    run.values.clear();
    run.request = request.request;
    run.token = beginProgress(request.token, request.title);
    run.jobId = run.job.start(programInput(), request.settings);
    publishAll();   // the previous run's faults go
}

void Server::connectRun(Run& run)
{
    ui::FixJob* job = &run.job;
    Run* r = &run;
    auto current = [r](int id) { return id == r->jobId; };
    connect(job, &ui::FixJob::compiled, this, [r, current](int id) {
        if (current(id)) r->session.start(r->job.program());
    });
    connect(job, &ui::FixJob::compileFailed, this, [r, current](int id, const QString& text) {
        if (current(id)) r->outcome = QStringLiteral("the program has errors, nothing was tested:\n%1").arg(text.trimmed());
    });
    connect(job, &ui::FixJob::noClass, this, [r, current](int id) {
        if (current(id)) r->outcome = QStringLiteral("the program declares no class: nothing to test");
    });
    connect(job, &ui::FixJob::routineUnknown, this, [r, current](int id, const QString& routine) {
        if (current(id)) r->outcome = QStringLiteral("no routine %1").arg(routine);
    });
    connect(job, &ui::FixJob::progressed, this, [this, r, current](int id, Stage stageKind, qint64 done, qint64 total, const QString& message) {
        if (!current(id) || r->token.isEmpty()) return;
        const QString stage = QString::fromLatin1(stageName(stageKind));   // a client's progress is in English, as the protocol's messages
        QJsonObject value{{QStringLiteral("kind"), QStringLiteral("report")},
                          {QStringLiteral("message"), message.isEmpty() ? QStringLiteral("%1 %2/%3").arg(stage).arg(done).arg(total) : QStringLiteral("%1: %2 (%3/%4)").arg(stage, message).arg(done).arg(total)}};
        if (total > 0) value.insert(QStringLiteral("percentage"), static_cast<int>(std::min<qint64>(100, done * 100 / total)));
        progress(r->token, value);
    });
    connect(job, &ui::FixJob::tested, this, [r, current](int id, int, qint64 tests) {
        if (current(id)) r->tests = tests;
    });
    connect(job, &ui::FixJob::faultsQueued, this, [this, r, current](int id, const std::vector<testing::Fault>& faults) {
        if (!current(id)) return;
        r->session.queueFaults(faults);
        publishAll();
    });
    connect(job, &ui::FixJob::faultStarted, this, [r, current](int id, const testing::Fault& fault, bool fixable) {
        if (current(id)) r->session.addFault(fault, fixable);
    });
    connect(job, &ui::FixJob::fixFound, this, [r, current](int id, const repair::Fix& fix) {
        if (current(id)) r->session.addStreamedFix(fix);
    });
    connect(job, &ui::FixJob::faultFinished, this, [this, r, current](int id, const repair::FaultOutcome& outcome) {
        if (!current(id)) return;
        r->session.finishFault(outcome);
        replayFailure(*r, outcome);
        publishAll();
    });
    connect(job, &ui::FixJob::finished, this, [this, r, current](int id, bool cancelled) {
        if (current(id)) endRun(*r, cancelled);
    });
}

QJsonObject Server::runSummary(const Run& run, bool cancelled) const
{
    int fixes = 0;
    for (const repair::SessionFault& f : run.session.faults()) fixes += static_cast<int>(run.session.visibleFixes(f.id()).size());
    QJsonObject s{{QStringLiteral("faults"), static_cast<int>(run.session.faults().size())},
                  {QStringLiteral("fixes"), fixes},
                  {QStringLiteral("tests"), run.tests},
                  {QStringLiteral("cancelled"), cancelled}};
    if (!run.outcome.isEmpty()) s.insert(QStringLiteral("message"), run.outcome);
    return s;
}

void Server::endRun(Run& run, bool cancelled)
{
    run.running = false;
    run.session.finish(cancelled);
    const QJsonObject summary = runSummary(run, cancelled);
    if (!run.token.isEmpty()) {
        const QString message = !run.outcome.isEmpty() ? run.outcome
                                : QStringLiteral("%1%2 faults, %3 fixes in %4 tests")
                                      .arg(cancelled ? QStringLiteral("cancelled: ") : QString())
                                      .arg(summary.value(QStringLiteral("faults")).toInt())
                                      .arg(summary.value(QStringLiteral("fixes")).toInt())
                                      .arg(run.tests);
        progress(run.token, QJsonObject{{QStringLiteral("kind"), QStringLiteral("end")}, {QStringLiteral("message"), message}});
        run.token.clear();
    }
    if (!run.request.isUndefined()) {
        if (cancelled && !run.superseded.isEmpty()) m_transport.respondError(run.request, ErrorCode::ServerCancelled, run.superseded);
        else if (cancelled) m_transport.respondError(run.request, ErrorCode::RequestCancelled, QStringLiteral("cancelled"));
        else if (!run.outcome.isEmpty()) m_transport.respondError(run.request, ErrorCode::RequestFailed, run.outcome);
        else m_transport.respond(run.request, summary);
        run.request = QJsonValue(QJsonValue::Undefined);
    }
    publishAll();
    if (run.pending) {
        RunRequest next = std::move(*run.pending);
        run.pending.reset();
        launch(run, std::move(next));
    }
}

void Server::replayFailure(Run& run, const repair::FaultOutcome& outcome)
{
    const std::shared_ptr<const sema::Program> program = run.job.program();
    if (!program || !outcome.input || outcome.input->failing.empty()) return;
    const analysis::ReplayableTest test = outcome.input->failing.front();
    repair::FixSessionController* session = &run.session;
    const int faultId = outcome.fault.id;
    const int jobId = run.jobId;
    Run* r = &run;
    run.replays.start(
        [session, program, test](CancelToken&, int) {
            const analysis::Trace trace = session->replay(*program, test, nullptr);
            QStringList values;
            if (const int step = trace.failureStep(); step >= 0) {
                const analysis::TraceStep& s = trace.steps[static_cast<std::size_t>(step)];
                for (const auto* list : {&s.arguments, &s.locals, &s.result, &s.attributes})
                    for (const analysis::TraceValue& v : *list) values << QStringLiteral("%1 = %2").arg(QString::fromStdString(v.name), QString::fromStdString(v.value));
            }
            return values.join(QStringLiteral(", "));
        },
        [this, r, faultId, jobId](const QString& values) {
            if (r->jobId != jobId) return;
            r->values[faultId] = values;
            publishAll();
        });
}

// ---------------------------------------------------------------------------------------------
// Progress and cancellation.

QString Server::beginProgress(const QString& clientToken, const QString& title)
{
    QString token = clientToken;
    if (token.isEmpty()) {
        if (!m_clientProgress) return {};
        token = QStringLiteral("amend-progress-%1").arg(++m_nextToken);
        const int request = m_transport.request(QStringLiteral("window/workDoneProgress/create"), QJsonObject{{QStringLiteral("token"), token}});
        m_creating[QStringLiteral("amend-%1").arg(request)] = token;
        m_tokens[token] = Token{};
    } else {
        m_tokens[token] = Token{true, {}};
    }
    progress(token, QJsonObject{{QStringLiteral("kind"), QStringLiteral("begin")}, {QStringLiteral("title"), title},
                                {QStringLiteral("cancellable"), true}, {QStringLiteral("percentage"), 0}});
    return token;
}

void Server::progress(const QString& token, const QJsonObject& value)
{
    const auto it = m_tokens.find(token);
    if (it == m_tokens.end()) return;
    const bool end = value.value(QStringLiteral("kind")).toString() == QLatin1String("end");
    if (!it->second.created) {
        // Not created yet: keep begin and end, and the newest report only.
        std::vector<QJsonObject>& q = it->second.queued;
        if (q.size() > 1 && q.back().value(QStringLiteral("kind")).toString() == QLatin1String("report")) q.pop_back();
        q.push_back(value);
        return;
    }
    m_transport.notify(QStringLiteral("$/progress"), QJsonObject{{QStringLiteral("token"), token}, {QStringLiteral("value"), value}});
    if (end) m_tokens.erase(it);
}

void Server::cancelRequest(const QJsonObject& params)
{
    const QJsonValue id = params.value(QStringLiteral("id"));
    for (auto& [uri, run] : m_runs) {
        if (run->request == id && run->running) run->job.cancel();   // answered RequestCancelled when it stops
        if (run->pending && run->pending->request == id) {
            m_transport.respondError(id, ErrorCode::RequestCancelled, QStringLiteral("cancelled"));
            run->pending.reset();
        }
    }
}

void Server::cancelProgress(const QJsonObject& params)
{
    const QJsonValue token = params.value(QStringLiteral("token"));
    const QString t = token.isString() ? token.toString() : QString::number(token.toInteger());
    for (auto& [uri, run] : m_runs)
        if (run->running && run->token == t) run->job.cancel();
}

}  // namespace amend::lsp
