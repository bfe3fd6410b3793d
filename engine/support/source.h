// Source files and ranges: the one place that turns byte offsets into lines and columns.
// Every diagnostic, violation and AST node carries a SourceRange (file id + half-open byte
// offsets); line/column are computed only here, on demand, never stored twice. Also the one
// place that turns a file's bytes, as an editor saved them, into the UTF-8 text we parse.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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
    int column = 0;  // 1-based, counted in characters (code points), as editors show them
};

// How a file's bytes were read (see decodeSourceBytes).
enum class SourceEncoding { Utf8, Utf8WithBom, Latin1 };

struct DecodedSource {
    std::string text;  // UTF-8, without byte-order mark; line ends as in the file (LF or CRLF)
    SourceEncoding encoding = SourceEncoding::Utf8;
    std::uint32_t firstInvalid = 0;  // Latin1: byte offset in `text` of the first character that was not UTF-8
};

// UTF-8 with or without a byte-order mark is taken as is (the mark dropped); bytes that are not
// valid UTF-8 are read as Latin-1 (ISO-8859-1, what EiffelStudio's older files and .ecf use)
// and converted, and the caller warns.
DecodedSource decodeSourceBytes(std::string_view bytes);

class DiagnosticSink;
class SourceManager;
// Reads a program file from disk as an editor saved it (decodeSourceBytes) into `sources`; a
// file that is not UTF-8 gets a warning at its first such character. Returns the file id, or
// -1 after an error when it cannot be read. `isLibrary': a file of the project's own EiffelBase,
// library code like the kernel's (SourceFile::isKernel).
int addSourceFile(SourceManager& sources, const std::string& path, DiagnosticSink& sink, bool isLibrary = false);

// How the bundled kernel's files are named ("<kernel>/any.e"); no file on disk starts so.
inline constexpr std::string_view kBundledKernelPrefix = "<kernel>/";

class SourceFile {
public:
    SourceFile(std::string path, std::string text, bool isKernel = false);
    const std::string& path() const { return m_path; }
    const std::string& text() const { return m_text; }
    // Library code: the bundled kernel's or the project's own EiffelBase's (not tested, fixed or traced).
    bool isKernel() const { return m_isKernel; }
    // One of Amend's bundled kernel files, which give way to any other class of the same name.
    bool isBundled() const { return m_path.rfind(kBundledKernelPrefix, 0) == 0; }
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
// A scratch manager (the texts one task parses on top of a compiled program: a candidate's body,
// a clause) numbers its files from `firstId`, the program's count, so its ranges never name one
// of the program's files; the program's manager describes such ranges as "<generated>".
class SourceManager {
public:
    explicit SourceManager(int firstId = 0) : m_firstId(firstId) {}
    int add(std::string path, std::string text, bool isKernel = false);
    const SourceFile& file(int id) const { return *m_files.at(static_cast<std::size_t>(id - m_firstId)); }
    bool contains(int id) const { return id >= m_firstId && id < count(); }
    int count() const { return m_firstId + static_cast<int>(m_files.size()); }  // one past the last id
    // "path:line:column" of a range's start, "<built-in>" when it has no file, "<generated>" when
    // its file is a scratch text of another manager.
    std::string describe(const SourceRange& range) const;
    LineColumn start(const SourceRange& range) const;
    std::string text(const SourceRange& range) const;

private:
    int m_firstId = 0;
    std::vector<std::unique_ptr<SourceFile>> m_files;
};

}  // namespace amend
