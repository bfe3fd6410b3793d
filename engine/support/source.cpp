// Implementation of line/column bookkeeping for source files (see source.h).
#include "support/source.h"

#include <algorithm>

namespace amend {

SourceFile::SourceFile(std::string path, std::string text, bool isKernel)
    : m_path(std::move(path)), m_text(std::move(text)), m_isKernel(isKernel)
{
    m_lineStarts.push_back(0);
    for (std::uint32_t i = 0; i < m_text.size(); ++i) {
        if (m_text[i] == '\n') m_lineStarts.push_back(i + 1);
    }
}

LineColumn SourceFile::lineColumn(std::uint32_t offset) const
{
    auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    const auto line = static_cast<int>(it - m_lineStarts.begin());  // 1-based
    const std::uint32_t start = m_lineStarts[static_cast<std::size_t>(line - 1)];
    return {line, static_cast<int>(offset - start) + 1};
}

std::uint32_t SourceFile::offsetOf(int line, int column) const
{
    if (line < 1) return 0;
    if (line > lineCount()) return static_cast<std::uint32_t>(m_text.size());
    const std::uint32_t start = m_lineStarts[static_cast<std::size_t>(line - 1)];
    const auto offset = static_cast<std::uint64_t>(start) + static_cast<std::uint64_t>(std::max(column, 1) - 1);
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(offset, m_text.size()));
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
