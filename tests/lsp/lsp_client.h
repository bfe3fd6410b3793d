// A language-server client for tests: starts `amend lsp` as a child process and speaks to it over
// pipes as an editor does (Content-Length framing, JSON-RPC). It waits on messages with
// deadlines, never with fixed sleeps, keeps every message it received, and answers the server's
// own requests (window/workDoneProgress/create) as a client would.
#pragma once

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <functional>
#include <vector>

namespace amend::test {

class LspClient {
public:
    explicit LspClient(const QString& binary)
    {
        m_process.setProgram(binary);
        m_process.setArguments({QStringLiteral("lsp")});
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
    }
    ~LspClient()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started() { return m_process.waitForStarted(10000); }
    QProcess& process() { return m_process; }

    void sendRaw(const QByteArray& body)
    {
        m_process.write("Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    }
    void send(QJsonObject message)
    {
        message.insert(QStringLiteral("jsonrpc"), QStringLiteral("2.0"));
        sendRaw(QJsonDocument(message).toJson(QJsonDocument::Compact));
    }
    int request(const QString& method, const QJsonObject& params)
    {
        const int id = ++m_nextId;
        send({{QStringLiteral("id"), id}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
        return id;
    }
    void notify(const QString& method, const QJsonObject& params)
    {
        send({{QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
    }

    // Waits until a message received after index `from` satisfies `match`; returns its index, or -1
    // at the deadline (or when the server ended).
    int waitFor(const std::function<bool(const QJsonObject&)>& match, int timeoutMs, std::size_t from = 0)
    {
        const QDeadlineTimer deadline(timeoutMs);
        std::size_t next = from;
        for (;;) {
            for (; next < m_messages.size(); ++next)
                if (match(m_messages[next])) return static_cast<int>(next);
            if (deadline.hasExpired() || m_process.state() == QProcess::NotRunning) return -1;
            m_process.waitForReadyRead(static_cast<int>(std::max<qint64>(1, std::min<qint64>(deadline.remainingTime(), 200))));
            readAvailable();
        }
    }
    // The response to request `id` (an empty object at the deadline).
    QJsonObject response(int id, int timeoutMs)
    {
        const int i = waitFor([id](const QJsonObject& m) { return !m.contains(QStringLiteral("method")) && m.value(QStringLiteral("id")).toInt(-1) == id; }, timeoutMs);
        return i < 0 ? QJsonObject{} : m_messages[static_cast<std::size_t>(i)];
    }
    const std::vector<QJsonObject>& messages() const { return m_messages; }

private:
    void readAvailable()
    {
        m_buffer += m_process.readAllStandardOutput();
        for (;;) {
            const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n");
            if (headerEnd < 0) return;
            const QByteArray header = m_buffer.left(headerEnd);
            const qsizetype at = header.indexOf("Content-Length:");
            if (at < 0) return;
            const int length = header.mid(at + 15).trimmed().toInt();
            if (m_buffer.size() < headerEnd + 4 + length) return;
            const QJsonObject message = QJsonDocument::fromJson(m_buffer.mid(headerEnd + 4, length)).object();
            m_buffer.remove(0, headerEnd + 4 + length);
            m_messages.push_back(message);
            // The server's requests: accept progress tokens.
            if (message.contains(QStringLiteral("method")) && message.contains(QStringLiteral("id")))
                send({{QStringLiteral("id"), message.value(QStringLiteral("id"))}, {QStringLiteral("result"), QJsonValue(QJsonValue::Null)}});
        }
    }

    QProcess m_process;
    QByteArray m_buffer;
    std::vector<QJsonObject> m_messages;
    int m_nextId = 0;
};

}  // namespace amend::test
