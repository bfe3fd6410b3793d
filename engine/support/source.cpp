// Implementation of line/column bookkeeping for source files (see source.h).
#include "support/source.h"

#include "support/diagnostics.h"
#include "support/text_check.h"

#include <QFile>

#include <algorithm>
#include <cstring>

namespace amend {

namespace {

bool isContinuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// Length of the valid UTF-8 sequence at `p`, or 0 (overlong forms, surrogates and code
// points above U+10FFFF are invalid).
std::size_t validUtf8Length(std::string_view s, std::size_t p)
{
    const auto c = static_cast<unsigned char>(s[p]);
    if (c < 0x80) return 1;
    std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
    if (length == 0 || c > 0xF4 || p + length > s.size()) return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if (!isContinuation(static_cast<unsigned char>(s[p + k]))) return 0;
    }
    const auto c1 = static_cast<unsigned char>(s[p + 1]);
    if (c == 0xE0 && c1 < 0xA0) return 0;  // overlong
    if (c == 0xED && c1 >= 0xA0) return 0;  // surrogate
    if (c == 0xF0 && c1 < 0x90) return 0;  // overlong
    if (c == 0xF4 && c1 >= 0x90) return 0;  // above U+10FFFF
    return length;
}

}  // namespace

DecodedSource decodeSourceBytes(std::string_view bytes)
{
    DecodedSource out;
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        bytes.remove_prefix(3);
        out.encoding = SourceEncoding::Utf8WithBom;
    }
    std::size_t p = 0;
    while (p < bytes.size()) {
        const std::size_t length = validUtf8Length(bytes, p);
        if (length == 0) break;
        p += length;
    }
    if (p == bytes.size()) {
        out.text.assign(bytes);
        return out;
    }
    // Not UTF-8: every byte is one Latin-1 character (U+0000..U+00FF).
    out.encoding = SourceEncoding::Latin1;
    out.text.reserve(bytes.size() + bytes.size() / 8);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (i == p) out.firstInvalid = static_cast<std::uint32_t>(out.text.size());
        if (c < 0x80) {
            out.text.push_back(static_cast<char>(c));
        } else {
            out.text.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.text.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
    return out;
}

SourceFile::SourceFile(std::string path, std::string text, bool isKernel)
    : m_path(std::move(path)), m_text(std::move(text)), m_isKernel(isKernel)
{
    m_lineStarts.push_back(0);
    const char* const begin = m_text.data();
    const char* const end = begin + m_text.size();
    for (const char* p = begin; (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))); ++p)
        m_lineStarts.push_back(static_cast<std::uint32_t>(p - begin + 1));
}

int addSourceFile(SourceManager& sources, const std::string& path, DiagnosticSink& sink, bool isLibrary)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        sink.error({}, "cannot read `" + path + "': " + file.errorString().toStdString());
        return -1;
    }
    const QByteArray bytes = file.readAll();
    if (const auto why = whyNotText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        sink.error({}, "`" + path + "' is not a text file (" + *why + ")");
        return -1;
    }
    DecodedSource decoded = decodeSourceBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    const int id = sources.add(path, std::move(decoded.text), isLibrary);
    if (decoded.encoding == SourceEncoding::Latin1) {
        sink.warning({id, decoded.firstInvalid, decoded.firstInvalid + 2}, "file is not valid UTF-8: read as Latin-1 (ISO-8859-1)");
    }
    return id;
}

LineColumn SourceFile::lineColumn(std::uint32_t offset) const
{
    auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    const auto line = static_cast<int>(it - m_lineStarts.begin());  // 1-based
    const std::uint32_t start = m_lineStarts[static_cast<std::size_t>(line - 1)];
    offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(m_text.size()));
    int column = 1;
    for (std::uint32_t i = start; i < offset; ++i) {
        if (!isContinuation(static_cast<unsigned char>(m_text[i]))) ++column;
    }
    return {line, column};
}

std::uint32_t SourceFile::offsetOf(int line, int column) const
{
    if (line < 1) return 0;
    if (line > lineCount()) return static_cast<std::uint32_t>(m_text.size());
    std::uint32_t offset = m_lineStarts[static_cast<std::size_t>(line - 1)];
    for (int c = 1; c < column && offset < m_text.size() && m_text[offset] != '\n' && m_text[offset] != '\r'; ++c) {
        ++offset;
        while (offset < m_text.size() && isContinuation(static_cast<unsigned char>(m_text[offset]))) ++offset;
    }
    return offset;
}

std::string SourceFile::lineText(int line) const
{
    if (line < 1 || line > lineCount()) return {};
    const std::uint32_t start = m_lineStarts[static_cast<std::size_t>(line - 1)];
    std::uint32_t end = line < lineCount() ? m_lineStarts[static_cast<std::size_t>(line)] : static_cast<std::uint32_t>(m_text.size());
    while (end > start && (m_text[end - 1] == '\n' || m_text[end - 1] == '\r')) --end;
    return m_text.substr(start, end - start);
}

std::string SourceFile::slice(std::uint32_t begin, std::uint32_t end) const
{
    if (begin > m_text.size()) return {};
    end = std::min<std::uint32_t>(end, static_cast<std::uint32_t>(m_text.size()));
    return begin < end ? m_text.substr(begin, end - begin) : std::string();
}

int SourceManager::add(std::string path, std::string text, bool isKernel)
{
    m_files.push_back(std::make_unique<SourceFile>(std::move(path), std::move(text), isKernel));
    return count() - 1;
}

LineColumn SourceManager::start(const SourceRange& range) const
{
    if (!contains(range.file)) return {};
    return file(range.file).lineColumn(range.begin);
}

std::string SourceManager::describe(const SourceRange& range) const
{
    if (!range.valid()) return "<built-in>";
    if (!contains(range.file)) return "<generated>";
    const LineColumn lc = start(range);
    return file(range.file).path() + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.column);
}

std::string SourceManager::text(const SourceRange& range) const
{
    if (!contains(range.file)) return {};
    return file(range.file).slice(range.begin, range.end);
}

}  // namespace amend
