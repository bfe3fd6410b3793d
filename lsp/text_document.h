// The editor's open buffers as the server knows them (didOpen, incremental didChange, didClose)
// and LSP positions: a position is (line, character) with characters counted in UTF-16 code
// units (LSP's default) or UTF-8 bytes (when the client offers `utf-8` and the server chose it);
// the engine counts bytes. Every conversion between the two is here.
#pragma once

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace amend::lsp {

enum class PositionEncoding { Utf16, Utf8 };

struct Position {
    int line = 0;
    int character = 0;
};

// Byte offset of `position` in `text` (clamped to the line's end and the text's end).
std::uint32_t offsetAt(const std::string& text, Position position, PositionEncoding encoding);
Position positionAt(const std::string& text, std::uint32_t offset, PositionEncoding encoding);
QJsonObject positionJson(const std::string& text, std::uint32_t offset, PositionEncoding encoding);
QJsonObject rangeJson(const std::string& text, std::uint32_t begin, std::uint32_t end, PositionEncoding encoding);
// Reads an LSP Position; nullopt when it is not one.
std::optional<Position> readPosition(const QJsonValue& value);

struct TextDocument {
    QString uri;
    QString path;          // absolute local path
    int version = 0;
    std::string text;      // UTF-8
    std::uint64_t edits = 0;   // changes since opened: results computed before the last one are stale
};

// One TextDocumentContentChangeEvent (with `range`: incremental; without: the whole text).
// False when it is malformed (the document is unchanged).
bool applyChange(TextDocument& document, const QJsonObject& change, PositionEncoding encoding);

QString pathOfUri(const QString& uri);   // empty when not a file: URI
QString uriOfPath(const QString& path);

class Documents {
public:
    TextDocument& open(const QString& uri, int version, std::string text);
    void close(const QString& uri) { m_byUri.erase(uri); }
    TextDocument* find(const QString& uri);
    const TextDocument* findPath(const QString& path) const;
    const std::map<QString, TextDocument>& all() const { return m_byUri; }

private:
    std::map<QString, TextDocument> m_byUri;
};

}  // namespace amend::lsp
