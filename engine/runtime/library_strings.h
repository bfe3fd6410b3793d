// Strings whatever EiffelBase the program runs on. The kernel's STRING_8 is native (a std::string
// in the object); a project's own EiffelBase writes STRING_8 in Eiffel over `area: SPECIAL
// [CHARACTER_8]' and `count'. Everything in the runtime that makes a string (manifest strings,
// `out', generated test arguments) or reads one (output, assertion tags, reports) goes through
// these, so neither side needs to know which library is loaded.
#pragma once

#include "runtime/value.h"

#include <string>

namespace amend::runtime {

class Machine;

// Whether `o' is a STRING_8: the kernel's native one, or EiffelBase's (a class named STRING_8,
// or one inheriting READABLE_STRING_8, with attributes `area' and `count').
bool isStringObject(const Object* o);

// The characters of a string object (bytes; CHARACTER_8 codes above 127 as the byte), or
// nothing when `o' is not a string object.
std::string stringObjectText(const Object* o);

// A new STRING_8 object of the running program holding `text', in the loaded library's shape.
Value newLibraryString(Machine& m, const sema::Type* stringType, const std::string& text);

}  // namespace amend::runtime
