// Help for a new user: the keyboard shortcuts (read from the window's own menus, so the list is
// never out of date) and the About box (what Amend does, its version, the papers it builds on).
#pragma once

#include <QString>

class QMenuBar;
class QWidget;

namespace amend::ui {

// "Menu ▸ Action<TAB>Shortcut" lines of every action with a shortcut, as HTML table rows.
QString shortcutTable(const QMenuBar* menus);
void showShortcuts(QWidget* parent, const QMenuBar* menus);
void showAbout(QWidget* parent);

}  // namespace amend::ui
