// Amend's own rendering of the EiffelBase2 classes AutoProof code is written over (V_SPECIAL,
// V_ARRAY, V_READABLE_INDEXABLE …: resources/eiffelbase2/README.md). They are not part of the
// kernel every program reads: a program gets them when one of its classes names one of them.
#pragma once

#include "support/source.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace amend::sema {

// The bundled EiffelBase2 files as (resource path, text), from the Qt resource ":/eiffelbase2/".
std::vector<std::pair<std::string, std::string>> eiffelBase2Sources();

// Whether `path' is one of the bundled EiffelBase2 files (as eiffelBase2Sources names them).
bool isEiffelBase2Source(const std::string& path);

// Whether a text names one of the bundled EiffelBase2 classes (a whole word, any letter case).
bool namesEiffelBase2Class(const std::string& text);
// Whether a text has a whole word that, upper-cased, is one of `names'.
bool namesAnyOf(const std::string& text, const std::set<std::string>& names);
// Whether a file that is not the kernel's names one of `names'.
bool namedOutsideKernel(const SourceManager& sources, const std::set<std::string>& names);

// Adds the bundled EiffelBase2 files to `sources', as kernel files, when a file that is not the
// kernel's names one of their classes. They come after the files already there.
void addEiffelBase2WhenNamed(SourceManager& sources);

}  // namespace amend::sema
