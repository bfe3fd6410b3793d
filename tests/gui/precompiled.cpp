// The translation unit that builds the GUI tests' precompiled header (tests/gui/precompiled.h).
