// What users expect of any language server, answered from the checked program (the window's
// checker's result, sema::Program): the classes and features of a file (documentSymbol) or of the
// whole program (workspace/symbol), the declaration of the name under the cursor (definition) and
// its signature, header comment and contracts (hover). Names are resolved as the checker's
// tables hold them: an argument or local of the enclosing routine, a feature of the enclosing
// class (inherited ones included), a class, else a feature of that name in the user's classes.
#pragma once

#include "text_document.h"

#include "sema/program.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace amend::lsp {

// The program's source file for `path` (user files only); -1 when the program has none.
int fileIdOf(const sema::Program& program, const QString& path);

QJsonArray documentSymbols(const sema::Program& program, int fileId, PositionEncoding encoding);
QJsonArray workspaceSymbols(const sema::Program& program, const QString& query, PositionEncoding encoding);

// Where the name at `offset` of file `fileId` is declared: (file id, range); nullopt when it is
// no name of the program, or declared in the bundled kernel (no file to show).
struct Declaration {
    int fileId = -1;
    SourceRange range;          // the declared name
    QString markdown;           // hover text
};
std::optional<Declaration> declarationAt(const sema::Program& program, int fileId, std::uint32_t offset);

// The routine whose declaration holds byte `offset` of `text` ("CLASS.feature"); empty when
// none. It parses `text' alone (no check), so it follows the buffer as typed.
std::string routineAt(const std::string& path, const std::string& text, std::uint32_t offset);
// The range of routine `name` ("CLASS.feature")'s name in its declaration (invalid when unknown).
SourceRange routineNameRange(const sema::Program& program, const std::string& name);
// The user's classes declared in file `fileId`.
std::vector<std::string> classesIn(const sema::Program& program, int fileId);

QJsonObject locationJson(const sema::Program& program, const SourceRange& range, PositionEncoding encoding);

}  // namespace amend::lsp
