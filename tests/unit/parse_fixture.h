// Shared fixture of the parser's unit tests (test_parser.cpp, test_parser_real_code.cpp): a
// parsed file with its sources and diagnostics, and diagnostics as "line:column: message".
#pragma once

#include "syntax/parser.h"

#include <QStringList>

#include <memory>
#include <string>

namespace amend::syntax::testing {

struct Parsed {
    SourceManager sources;
    DiagnosticSink sink;
    Module module;
    int fileId = -1;
    const ClassDecl& cls(std::size_t i = 0) const { return *module.classes.at(i); }
    std::string text(const SourceRange& r) const { return sources.text(r); }
    std::string where(const SourceRange& r) const
    {
        const LineColumn lc = sources.start(r);
        return std::to_string(lc.line) + ":" + std::to_string(lc.column);
    }
};

inline std::unique_ptr<Parsed> parseText(const std::string& text)
{
    auto p = std::make_unique<Parsed>();
    p->fileId = p->sources.add("test.e", text);
    p->module = parseFile(p->sources, p->fileId, p->sink);
    return p;
}

// "line:column: message" for every diagnostic, in report order.
inline QStringList messages(const DiagnosticSink& sink, const SourceManager& sources)
{
    QStringList out;
    for (const auto& d : sink.diagnostics()) {
        const LineColumn lc = sources.start(d.range);
        out << QString::fromStdString(std::to_string(lc.line) + ":" + std::to_string(lc.column) + ": " + d.message);
    }
    return out;
}

}  // namespace amend::syntax::testing
