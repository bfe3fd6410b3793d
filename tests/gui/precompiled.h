// The headers nearly every GUI test includes, compiled once for all of them (tests/gui/CMakeLists.txt:
// target_precompile_headers … REUSE_FROM amend_gui_pch): Qt Test with its widget part, and the
// window's main classes.
#pragma once

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>
#include <string>
#include <vector>

#include "main_window.h"
#include "session_models.h"
