// JSON-RPC 2.0 over a byte stream with LSP's framing (`Content-Length: N\r\n\r\n` then N bytes of
// UTF-8 JSON): a reader thread blocks on the input and hands each message body to the owner's
// thread (the message loop never blocks on input); writes are framed and flushed at once. It
// knows nothing of LSP's methods: lsp/server.h dispatches them.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QObject>

#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

namespace amend::lsp {

// JSON-RPC's and LSP's error codes (LSP 3.17, "Response Message").
enum class ErrorCode : int {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ServerNotInitialized = -32002,
    RequestFailed = -32803,
    ServerCancelled = -32802,
    ContentModified = -32801,
    RequestCancelled = -32800,
};

class Transport : public QObject {
    Q_OBJECT
public:
    // Reads `input` (a file descriptor) on a thread of its own; writes to `output`.
    Transport(int input, std::FILE* output, QObject* parent = nullptr);
    ~Transport() override;
    void start();

    void send(const QJsonObject& message);
    void respond(const QJsonValue& id, const QJsonValue& result);
    void respondError(const QJsonValue& id, ErrorCode code, const QString& message);
    void notify(const QString& method, const QJsonValue& params);
    // A request from the server to the client; returns its id (responses arrive as messages).
    int request(const QString& method, const QJsonValue& params);

signals:
    void received(const QByteArray& body);     // one message's body (not parsed yet)
    void framingError(const QString& what);    // a header the framing cannot read (skipped)
    void closed();                             // end of input

private:
    void readLoop();
    int m_input;
    std::FILE* m_output;
    std::mutex m_writeMutex;
    std::thread m_reader;
    int m_nextRequest = 0;
};

// Splits a stream into message bodies: feed it bytes, take complete bodies out. A header block
// without a valid Content-Length is reported and skipped (up to its blank line).
class Framing {
public:
    void feed(const char* data, std::size_t size) { m_buffer.append(data, static_cast<qsizetype>(size)); }
    enum class Step { NeedMore, Body, BadHeader };
    Step next(QByteArray& body, QString& error);

private:
    QByteArray m_buffer;
};

}  // namespace amend::lsp
