// Quick fixes: on a fault's range, the fault's valid fixes as the window ranks them, each a
// WorkspaceEdit made of the fix's own text edits (support/text_edit.h, the one place edits meet
// text), titled with the window's plain words (fix_words.h), the rank-1 fix preferred once the
// fault is finished. A fix is offered only while its file reads as the text it was computed
// against; a fix of older text is not.
#pragma once

#include "fault_diagnostics.h"
#include "run.h"
#include "text_document.h"

#include <QJsonArray>

#include <optional>
#include <string>

namespace amend::lsp {

using CurrentText = std::function<std::optional<std::string>(const std::string& path)>;

// The quick fixes of `run`'s faults shown in `document` over [begin, end) (byte offsets in its
// text) or named by one of the request's `diagnostics` (their `data`).
QJsonArray fixActions(const Run& run, const TextDocument& document, std::uint32_t begin, std::uint32_t end, const QJsonArray& diagnostics,
                      const CurrentText& currentText, PositionEncoding encoding);

// The WorkspaceEdit of a fix against `text` (the fix's base).
QJsonObject fixEdit(const repair::Fix& fix, const std::string& text, PositionEncoding encoding);

}  // namespace amend::lsp
