// Source files and ranges: the one place that turns byte offsets into lines and columns.
// Every diagnostic, violation and AST node carries a SourceRange (file id + half-open byte
// offsets); line/column are computed only here, on demand, never stored twice.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace amend {

struct SourceRange {
    std::int32_t file = -1;   // index into SourceManager, -1 = no location (kernel built-in, synthesized)
    std::uint32_t begin = 0;  // byte offset, inclusive
    std::uint32_t end = 0;    // byte offset, exclusive (half-open)

    bool valid() const { return file >= 0; }
    static SourceRange cover(const SourceRange& a, const SourceRange& b)
    {
        if (!a.valid()) return b;
        if (!b.valid()) return a;
        return {a.file, a.begin < b.begin ? a.begin : b.begin, a.end > b.end ? a.end : b.end};
    }
};

struct LineColumn {
    int line = 0;    // 1-based
    int column = 0;  // 1-based, counted in bytes (UTF-8 code units), as compilers do
};

class SourceFile {
public:
    SourceFile(std::string path, std::string text, bool isKernel = false);
    const std::string& path() const { return m_path; }
    const std::string& text() const { return m_text; }
    bool isKernel() const { return m_isKernel; }
    LineColumn lineColumn(std::uint32_t offset) const;
    std::uint32_t offsetOf(int line, int column) const;  // inverse of lineColumn, clamped
    std::string lineText(int line) const;                // without the line terminator
    int lineCount() const { return static_cast<int>(m_lineStarts.size()); }
    std::string slice(std::uint32_t begin, std::uint32_t end) const;

private:
    std::string m_path;
    std::string m_text;
    bool m_isKernel;
    std::vector<std::uint32_t> m_lineStarts;  // byte offset of each line's first character
};

// Owns every source file of a program (user files and the kernel library).
// Append-only, so file ids and references stay valid; shared read-only across threads.
class SourceManager {
public:
    int add(std::string path, std::string text, bool isKernel = false);
    const SourceFile& file(int id) const { return *m_files.at(static_cast<std::size_t>(id)); }
    int count() const { return static_cast<int>(m_files.size()); }
    // "path:line:column" of a range's start, or "<built-in>" when it has no file.
    std::string describe(const SourceRange& range) const;
    LineColumn start(const SourceRange& range) const;
    std::string text(const SourceRange& range) const;

private:
    std::vector<std::unique_ptr<SourceFile>> m_files;
};

}  // namespace amend
