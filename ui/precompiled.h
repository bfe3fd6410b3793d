// The headers most of the window's sources include, compiled once for amend_ui (ui/CMakeLists.txt:
// target_precompile_headers): the standard headers the engine shares (engine/precompiled.h) and the
// Qt Widgets classes the panels use. A source still includes what it uses; this only makes it cheap.
#pragma once

#include "../engine/precompiled.h"

#include <QAbstractTableModel>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QStatusBar>
#include <QString>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QWidget>
