// How the window tells a user what a fix does: a plain-language sentence, and for the natures a
// user should look at twice (contract changes, guard-only, constants) a marker with a tooltip.
// The engine decides the nature (repair::fixNature); the words are fix_words.h's (shared with
// `amend lsp'), the icons are here.
#pragma once

#include "fix_words.h"

#include "repair/fix.h"

#include <QIcon>

namespace amend::ui {

QIcon fixNatureIcon(repair::FixNature nature);         // null for Edit

}  // namespace amend::ui
