// How a text or a file name can mean a class, for deciding which libraries a program reads
// (EiffelBase2's and AutoProof's, eiffelbase2_library.h and compiler.cpp) and whether a program's
// classes leave the checked kernel as it was (compiler.cpp): a class name may be written in any
// letter case, so a text is read as its words upper-cased; a library file, or a bench variant
// (evaluation/collection.cpp), declares the class its name says (v_array.e declares V_ARRAY).
// One scanner and one rule for all of them.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace amend::sema {

// Calls `visit' with every word of `text' (a letter, then letters, digits and underscores),
// upper-cased, in order, until it returns true; whether one did.
bool anyUpperCaseWord(std::string_view text, const std::function<bool(const std::string&)>& visit);

// The class a library file declares by its name: "…/mml_sequence.e" → "MML_SEQUENCE" (the name
// after the last '/', without its ".e", upper-cased).
std::string classNameOfFile(std::string_view path);

}  // namespace amend::sema
