// The headers nearly every unit test includes, compiled once for all of them (tests/CMakeLists.txt:
// target_precompile_headers … REUSE_FROM amend_unit_pch). Qt Test and the standard library were
// most of each test's compile time; a test still includes what it uses, this only makes it cheap.
#pragma once

#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "sema/compiler.h"
#include "syntax/parser.h"
