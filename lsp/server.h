// `amend lsp': the Language Server Protocol 3.17 server. The message loop runs on the main thread
// and only dispatches: reading is the transport's thread (json_rpc.h), checking the buffers as
// the user types is the window's BackgroundChecker, testing and fixing are the window's FixJob
// (one run per document, lsp/run.h), so a request is answered while AutoTest runs.
//
//   lifecycle   initialize, initialized, shutdown, exit
//   text        didOpen, didChange (incremental), didSave, didClose: open buffers override disk
//   diagnostics the checker's (debounced), and after a save the faults AutoTest finds
//   code        codeAction (the ranked valid fixes of a fault, "Fix this routine"),
//               executeCommand (amend.testFile, amend.testRoutine, amend.fixRoutine)
//   symbols     documentSymbol, workspace/symbol, definition, hover
//   long work   $/progress with counts, window/workDoneProgress/cancel, $/cancelRequest
#pragma once

#include "background_checker.h"
#include "json_rpc.h"
#include "run.h"
#include "text_document.h"

#include <QJsonObject>
#include <QObject>
#include <QSet>

#include <map>
#include <memory>
#include <optional>

namespace amend::lsp {

struct ServerOptions {
    bool testOnSave = true;
    ui::FixSettings fix;   // AutoTest's budget, seed, fixes per fault (initializationOptions may change them)
    project::Environment environment;   // the variables of .ecf locations (the executable passes the process's)
};

class Server : public QObject {
    Q_OBJECT
public:
    Server(Transport& transport, ServerOptions options, QObject* parent = nullptr);
    ~Server() override;

signals:
    void exitRequested(int code);   // `exit': 0 after `shutdown', else 1

private:
    // A handler's answer: a result, an error, or nothing yet (answered later: a command's run).
    struct Reply {
        QJsonValue result = QJsonValue(QJsonValue::Null);
        std::optional<std::pair<ErrorCode, QString>> error;
        bool deferred = false;
    };
    static Reply fail(ErrorCode code, const QString& message) { return Reply{QJsonValue(QJsonValue::Null), std::pair{code, message}, false}; }

    void onMessage(const QByteArray& body);
    void onRequest(const QJsonValue& id, const QString& method, const QJsonObject& params);
    void onNotification(const QString& method, const QJsonObject& params);
    void onResponse(const QJsonObject& message);

    Reply initialize(const QJsonObject& params);
    void didOpen(const QJsonObject& params);
    void didChange(const QJsonObject& params);
    void didSave(const QJsonObject& params);
    void didClose(const QJsonObject& params);
    Reply codeActions(const QJsonObject& params);
    Reply executeCommand(const QJsonValue& id, const QJsonObject& params);
    Reply documentSymbol(const QJsonObject& params);
    Reply workspaceSymbol(const QJsonObject& params);
    Reply definition(const QJsonObject& params);
    Reply hover(const QJsonObject& params);
    void cancelRequest(const QJsonObject& params);
    void cancelProgress(const QJsonObject& params);

    // Checking as the user types.
    ui::JobInput programInput() const;
    void scheduleCheck();
    void onChecked(const ui::CheckResult& result);

    // Test-and-fix runs.
    std::optional<RunRequest> fileRun(const TextDocument& document, const QJsonValue& request, const QString& token);
    std::optional<RunRequest> routineRun(const TextDocument& document, const QString& routine, const QJsonValue& request, const QString& token);
    void startRun(const QString& uri, RunRequest request);
    void launch(Run& run, RunRequest request);
    void connectRun(Run& run);
    void endRun(Run& run, bool cancelled);
    void replayFailure(Run& run, const repair::FaultOutcome& outcome);
    QJsonObject runSummary(const Run& run, bool cancelled) const;

    // Work-done progress (tokens made by the server wait for the client's answer to `create').
    QString beginProgress(const QString& clientToken, const QString& title);
    void progress(const QString& token, const QJsonObject& value);

    // Diagnostics.
    void publishAll();
    void publish(const QString& path);
    bool isCurrent(const std::string& path, const std::string& text) const;
    std::optional<std::string> currentText(const std::string& path) const;

    Transport& m_transport;
    ServerOptions m_options;
    bool m_initialized = false;
    bool m_shutdown = false;
    PositionEncoding m_encoding = PositionEncoding::Utf16;
    bool m_clientProgress = false;            // the client accepts window/workDoneProgress/create
    QStringList m_programPaths;               // the workspace's .ecf, else its folders
    Documents m_documents;
    ui::BackgroundChecker m_checker;
    ui::CheckResult m_check;                  // the newest check (its program answers symbols)
    std::shared_ptr<const sema::CheckedKernel> m_kernel;   // checked once, shared by every compile
    ui::JobTracker m_kernelJob{ui::JobTracker::Delivery::Every};
    QSet<QString> m_published;                // paths with diagnostics published (to clear them)
    std::map<QString, std::unique_ptr<Run>> m_runs;   // by document URI
    struct Token {
        bool created = false;
        std::vector<QJsonObject> queued;
    };
    std::map<QString, Token> m_tokens;        // progress tokens of running work
    std::map<QString, QString> m_creating;    // create request id → token
    int m_nextToken = 0;
};

}  // namespace amend::lsp
