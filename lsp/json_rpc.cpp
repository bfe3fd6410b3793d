// See json_rpc.h.
#include "json_rpc.h"

#include <QJsonDocument>
#include <QMetaObject>

#include <unistd.h>

namespace amend::lsp {

Framing::Step Framing::next(QByteArray& body, QString& error)
{
    const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0) return Step::NeedMore;
    long long length = -1;
    for (const QByteArray& line : m_buffer.left(headerEnd).split('\n')) {
        const QByteArray l = line.trimmed();
        if (l.toLower().startsWith("content-length:")) {
            bool ok = false;
            length = l.mid(15).trimmed().toLongLong(&ok);
            if (!ok || length < 0) length = -1;
        }
    }
    if (length < 0) {
        error = QStringLiteral("message header without a valid Content-Length: \"%1\"")
                    .arg(QString::fromUtf8(m_buffer.left(std::min<qsizetype>(headerEnd, 80))));
        m_buffer.remove(0, headerEnd + 4);
        return Step::BadHeader;
    }
    if (m_buffer.size() < headerEnd + 4 + length) return Step::NeedMore;
    body = m_buffer.mid(headerEnd + 4, static_cast<qsizetype>(length));
    m_buffer.remove(0, headerEnd + 4 + static_cast<qsizetype>(length));
    return Step::Body;
}

Transport::Transport(int input, std::FILE* output, QObject* parent) : QObject(parent), m_input(input), m_output(output) {}

Transport::~Transport()
{
    // The reader blocks in read(); it only posts to this object through queued calls, which Qt
    // drops once the object is gone, so it is left to end with the process.
    if (m_reader.joinable()) m_reader.detach();
}

void Transport::start() { m_reader = std::thread([this] { readLoop(); }); }

void Transport::readLoop()
{
    Framing framing;
    char chunk[65536];
    for (;;) {
        const ssize_t n = ::read(m_input, chunk, sizeof chunk);
        if (n <= 0) {
            QMetaObject::invokeMethod(this, [this] { emit closed(); }, Qt::QueuedConnection);
            return;
        }
        framing.feed(chunk, static_cast<std::size_t>(n));
        for (;;) {
            QByteArray body;
            QString error;
            const Framing::Step step = framing.next(body, error);
            if (step == Framing::Step::NeedMore) break;
            if (step == Framing::Step::BadHeader)
                QMetaObject::invokeMethod(this, [this, error] { emit framingError(error); }, Qt::QueuedConnection);
            else
                QMetaObject::invokeMethod(this, [this, body] { emit received(body); }, Qt::QueuedConnection);
        }
    }
}

void Transport::send(const QJsonObject& message)
{
    QJsonObject m = message;
    m.insert(QStringLiteral("jsonrpc"), QStringLiteral("2.0"));
    const QByteArray body = QJsonDocument(m).toJson(QJsonDocument::Compact);
    const std::lock_guard lock(m_writeMutex);
    std::fprintf(m_output, "Content-Length: %lld\r\n\r\n", static_cast<long long>(body.size()));
    std::fwrite(body.constData(), 1, static_cast<std::size_t>(body.size()), m_output);
    std::fflush(m_output);
}

void Transport::respond(const QJsonValue& id, const QJsonValue& result)
{
    send({{QStringLiteral("id"), id}, {QStringLiteral("result"), result}});
}

void Transport::respondError(const QJsonValue& id, ErrorCode code, const QString& message)
{
    const QJsonObject error{{QStringLiteral("code"), static_cast<int>(code)}, {QStringLiteral("message"), message}};
    send({{QStringLiteral("id"), id.isUndefined() ? QJsonValue(QJsonValue::Null) : id}, {QStringLiteral("error"), error}});
}

void Transport::notify(const QString& method, const QJsonValue& params)
{
    send({{QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
}

int Transport::request(const QString& method, const QJsonValue& params)
{
    const int id = ++m_nextRequest;
    send({{QStringLiteral("id"), QStringLiteral("amend-%1").arg(id)}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
    return id;
}

}  // namespace amend::lsp
