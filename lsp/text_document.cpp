// See text_document.h.
#include "text_document.h"

#include <QDir>
#include <QJsonValue>
#include <QUrl>

namespace amend::lsp {

namespace {

// Length of the UTF-8 sequence starting with byte `lead` (1 for a stray continuation byte).
int sequenceLength(unsigned char lead)
{
    if (lead >= 0xF0) return 4;
    if (lead >= 0xE0) return 3;
    if (lead >= 0xC0) return 2;
    return 1;
}

std::uint32_t lineStart(const std::string& text, int line)
{
    std::uint32_t offset = 0;
    for (int l = 0; l < line; ++l) {
        const std::size_t nl = text.find('\n', offset);
        if (nl == std::string::npos) return static_cast<std::uint32_t>(text.size());
        offset = static_cast<std::uint32_t>(nl + 1);
    }
    return offset;
}

}  // namespace

std::uint32_t offsetAt(const std::string& text, Position position, PositionEncoding encoding)
{
    std::uint32_t offset = lineStart(text, std::max(0, position.line));
    int units = 0;
    while (offset < text.size() && text[offset] != '\n' && units < position.character) {
        if (text[offset] == '\r' && offset + 1 < text.size() && text[offset + 1] == '\n') break;
        const int length = sequenceLength(static_cast<unsigned char>(text[offset]));
        units += encoding == PositionEncoding::Utf8 ? length : (length == 4 ? 2 : 1);
        offset += static_cast<std::uint32_t>(length);
    }
    return std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size()));
}

Position positionAt(const std::string& text, std::uint32_t offset, PositionEncoding encoding)
{
    Position p;
    const std::uint32_t end = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size()));
    std::uint32_t i = 0;
    while (i < end) {
        if (text[i] == '\n') {
            ++p.line;
            p.character = 0;
            ++i;
            continue;
        }
        const int length = sequenceLength(static_cast<unsigned char>(text[i]));
        p.character += encoding == PositionEncoding::Utf8 ? length : (length == 4 ? 2 : 1);
        i += static_cast<std::uint32_t>(length);
    }
    return p;
}

QJsonObject positionJson(const std::string& text, std::uint32_t offset, PositionEncoding encoding)
{
    const Position p = positionAt(text, offset, encoding);
    return {{QStringLiteral("line"), p.line}, {QStringLiteral("character"), p.character}};
}

QJsonObject rangeJson(const std::string& text, std::uint32_t begin, std::uint32_t end, PositionEncoding encoding)
{
    return {{QStringLiteral("start"), positionJson(text, begin, encoding)}, {QStringLiteral("end"), positionJson(text, end, encoding)}};
}

std::optional<Position> readPosition(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    if (!o.value(QStringLiteral("line")).isDouble() || !o.value(QStringLiteral("character")).isDouble()) return std::nullopt;
    return Position{o.value(QStringLiteral("line")).toInt(), o.value(QStringLiteral("character")).toInt()};
}

bool applyChange(TextDocument& document, const QJsonObject& change, PositionEncoding encoding)
{
    if (!change.value(QStringLiteral("text")).isString()) return false;
    const std::string newText = change.value(QStringLiteral("text")).toString().toStdString();
    if (!change.contains(QStringLiteral("range"))) {
        document.text = newText;
    } else {
        const QJsonObject range = change.value(QStringLiteral("range")).toObject();
        const std::optional<Position> start = readPosition(range.value(QStringLiteral("start")));
        const std::optional<Position> end = readPosition(range.value(QStringLiteral("end")));
        if (!start || !end) return false;
        const std::uint32_t b = offsetAt(document.text, *start, encoding);
        const std::uint32_t e = std::max(b, offsetAt(document.text, *end, encoding));
        document.text.replace(b, e - b, newText);
    }
    ++document.edits;
    return true;
}

QString pathOfUri(const QString& uri)
{
    const QUrl url(uri);
    if (!url.isLocalFile()) return {};
    return QDir::cleanPath(url.toLocalFile());
}

QString uriOfPath(const QString& path) { return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded); }

TextDocument& Documents::open(const QString& uri, int version, std::string text)
{
    TextDocument& d = m_byUri[uri];
    d.uri = uri;
    d.path = pathOfUri(uri);
    d.version = version;
    d.text = std::move(text);
    ++d.edits;
    return d;
}

TextDocument* Documents::find(const QString& uri)
{
    const auto it = m_byUri.find(uri);
    return it == m_byUri.end() ? nullptr : &it->second;
}

const TextDocument* Documents::findPath(const QString& path) const
{
    for (const auto& [uri, d] : m_byUri)
        if (d.path == path) return &d;
    return nullptr;
}

}  // namespace amend::lsp
