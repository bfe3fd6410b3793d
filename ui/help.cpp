// See help.h.
#include "help.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace amend::ui {

namespace {

QString plain(QString text) { return text.remove(QLatin1Char('&')).remove(QChar(0x2026)); }   // no mnemonic marks, no "…"

void addRows(const QMenu* menu, const QString& path, QString& rows)
{
    for (const QAction* a : menu->actions()) {
        if (a->menu()) {
            addRows(a->menu(), path + QStringLiteral(" ▸ ") + plain(a->text()), rows);
            continue;
        }
        if (a->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        rows += QStringLiteral("<tr><td>%1 ▸ %2</td><td><b>%3</b></td></tr>")
                    .arg(path.toHtmlEscaped(), plain(a->text()).toHtmlEscaped(), keys.join(QStringLiteral(", ")).toHtmlEscaped());
    }
}

}  // namespace

QString shortcutTable(const QMenuBar* menus)
{
    QString rows;
    for (const QAction* a : menus->actions())
        if (a->menu()) addRows(a->menu(), plain(a->text()), rows);
    return rows;
}

void showShortcuts(QWidget* parent, const QMenuBar* menus)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("ShortcutsDialog"));
    dialog.setWindowTitle(QApplication::translate("amend::ui::Help", "Keyboard Shortcuts"));
    auto* text = new QTextBrowser;
    text->setHtml(QStringLiteral("<table cellspacing='6'>%1<tr><td>%2</td><td><b>F10, Shift+F10, F11</b></td></tr></table>")
                      .arg(shortcutTable(menus), QApplication::translate("amend::ui::Help", "Traces ▸ Step forward, backward, run to the failure")));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(560, 620);
    dialog.exec();
}

void showAbout(QWidget* parent)
{
    QMessageBox::about(parent, QApplication::translate("amend::ui::Help", "About Amend"),
                       QApplication::translate("amend::ui::Help",
                                               "<h3>Amend %1</h3><p>Amend tests an Eiffel program with its contracts as the oracle, finds its faults, "
                                               "localizes each one and proposes fixes validated against every test, best first, as diffs you accept "
                                               "or reject.</p><p>It builds on AutoFix and AutoFix-E2 (contract-based fixing), Nopol (condition "
                                               "synthesis), fixing by path-based weakest preconditions and GenProg.</p>")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace amend::ui
