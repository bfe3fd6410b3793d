// The translation unit that builds the unit tests' precompiled header (tests/unit/precompiled.h).
