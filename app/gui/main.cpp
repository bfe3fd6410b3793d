// `amend-gui [FILE_OR_DIR]`: the Amend window. Options: --lang LANG selects the interface
// language (else the setting, else the system's); --fix runs Fix at once; --screenshot PNG
// renders the window to PNG (after the fix session when --fix is given) and quits; --example
// NAME opens a bundled example; --time and --feature restrict the session; --fault N and
// --show PANEL choose what the screenshot shows (docs, tests); --accept K accepts fix K of the
// first fault after --fix and prints the changed buffer (tests). A window that ended without
// saving its buffers left recovery copies: the next start offers them.
#include "editor_tabs.h"
#include "main_window.h"
#include "process_environment.h"
#include "fix_panel.h"
#include "session_models.h"
#include "source_editor.h"
#include "trace_panel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTableView>
#include <QTimer>
#include <QTranslator>

#include "buffer_recovery.h"

#include <cstdio>
#include <cstdlib>

namespace {

// Loads the translations of `language` ("de"…; empty: the system's) for Amend and Qt.
void installTranslations(QApplication& app, const QString& language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    auto* amend = new QTranslator(&app);
    if (amend->load(locale, QStringLiteral("amend"), QStringLiteral("_"), QStringLiteral(":/i18n"))) app.installTranslator(amend);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) app.installTranslator(qt);
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Amend"));
    QApplication::setApplicationName(QStringLiteral("amend-gui"));
    QApplication::setApplicationDisplayName(QStringLiteral("Amend"));
    QApplication::setApplicationVersion(QStringLiteral(AMEND_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("amend"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Amend: test and fix Eiffel programs with contracts."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Interface language (en, de)."), QStringLiteral("LANG")});
    parser.addOption({QStringLiteral("fix"), QStringLiteral("Run Fix at once.")});
    parser.addOption({QStringLiteral("screenshot"), QStringLiteral("Render the window to PNG and quit."), QStringLiteral("PNG")});
    parser.addOption({QStringLiteral("example"), QStringLiteral("Open the bundled example NAME."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("time"), QStringLiteral("Testing time budget in seconds for this run."), QStringLiteral("SECONDS")});
    parser.addOption({QStringLiteral("feature"), QStringLiteral("Fix only the routine CLASS.f in this run."), QStringLiteral("C.f")});
    parser.addOption({QStringLiteral("show"), QStringLiteral("For the screenshot: raise a panel (fixes, snapshots, traces, traces-on-fix, side-by-side; coevolved: the first fix with a distinguishing test; coevolved-trace: that test traced on it; invalidated: the fixes co-evolved tests made invalid)."),
                      QStringLiteral("PANEL")});
    parser.addOption({QStringLiteral("fault"), QStringLiteral("For the screenshot: select fault N (1-based)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("accept"), QStringLiteral("After --fix: accept fix K of the first fault and print its file's buffer, base64-encoded (tests)."), QStringLiteral("K")});
    parser.addPositionalArgument(QStringLiteral("path"), QStringLiteral("An .e file, a folder holding a program or an EiffelStudio project (.ecf)."), QStringLiteral("[FILE_OR_DIR]"));
    parser.process(app);

    const QString language = parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang"))
                                                                  : QSettings().value(QStringLiteral("language")).toString();
    installTranslations(app, language);

    amend::ui::MainWindow window;
    window.editorTabs()->setEnvironment(amend::processEnvironment());
    const QString screenshot = parser.value(QStringLiteral("screenshot"));
    if (!screenshot.isEmpty()) {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        window.setGeometry(screen);
    }
    window.show();
    if (parser.isSet(QStringLiteral("example")) && !window.openExample(parser.value(QStringLiteral("example")))) {
        std::fprintf(stderr, "amend-gui: no example %s\n", qPrintable(parser.value(QStringLiteral("example"))));
        return 2;
    }
    if (!parser.positionalArguments().isEmpty() && !window.openPath(parser.positionalArguments().first())) {
        std::fprintf(stderr, "amend-gui: cannot open %s\n", qPrintable(parser.positionalArguments().first()));
        return 2;
    }
    // After opening: the routine setting belongs to the program opened.
    amend::ui::FixSettings settings = window.fixSettings();
    bool changed = false;
    if (parser.isSet(QStringLiteral("time"))) {
        settings.timeBudgetSeconds = parser.value(QStringLiteral("time")).toDouble();
        changed = true;
    }
    if (parser.isSet(QStringLiteral("feature"))) {
        settings.feature = parser.value(QStringLiteral("feature"));
        changed = true;
    }
    if (changed) {
        // For this run only: a screenshot or test run must not change the user's settings.
        const amend::ui::FixSettings saved = window.fixSettings();
        window.setFixSettings(settings);
        QObject::connect(&app, &QCoreApplication::aboutToQuit, &window, [&window, saved] { window.setFixSettings(saved); });
    }
    int exitCode = 0;
    auto grab = [&] {
        const int fault = parser.isSet(QStringLiteral("fault")) ? parser.value(QStringLiteral("fault")).toInt() - 1 : 0;
        if (fault >= 0 && fault < window.faultModel()->rowCount()) window.selectFault(fault);
        window.showPanel(parser.value(QStringLiteral("show")));
        QTimer::singleShot(300, &window, [&] {
            // A trace still replaying in the background is part of the picture.
            while (window.tracePanel()->isReplaying()) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            if (!window.grab().save(screenshot)) {
                std::fprintf(stderr, "amend-gui: cannot write %s\n", qPrintable(screenshot));
                exitCode = 1;
            }
            app.exit(exitCode);
        });
    };
    if (parser.isSet(QStringLiteral("accept"))) {
        QObject::connect(&window, &amend::ui::MainWindow::sessionFinished, &window, [&window, &parser](bool) {
            const int k = parser.value(QStringLiteral("accept")).toInt() - 1;
            window.selectFault(0);
            amend::ui::FixModel* fixes = window.fixPanel()->model();
            if (k < 0 || k >= fixes->rowCount()) {
                std::fprintf(stderr, "amend-gui: there is no fix %d\n", k + 1);
                return;
            }
            const amend::repair::Fix fix = fixes->fix(k);
            if (!window.acceptFix(fix)) {
                std::fprintf(stderr, "amend-gui: fix %d could not be accepted\n", k + 1);
                return;
            }
            const QString path = QString::fromStdString(fix.filePath);
            std::printf("accepted %s\n", window.editorTabs()->editorFor(path)->utf8Text().toBase64().constData());
            std::fflush(stdout);
        });
    }
    if (screenshot.isEmpty()) QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    if (parser.isSet(QStringLiteral("fix"))) {
        if (!screenshot.isEmpty()) QObject::connect(&window, &amend::ui::MainWindow::sessionFinished, &window, [&](bool) { grab(); });
        QTimer::singleShot(0, &window, [&window] { window.startFix(); });
    } else if (!screenshot.isEmpty()) {
        QTimer::singleShot(500, &window, grab);
    }
    exitCode = app.exec();
    // Quitting stops the process promptly: background work is cancelled, and work that does not
    // stop within a second (a long solver call) is not waited for: it writes nothing the user
    // owns. The user decided about every buffer on closing, so the recovery copies go too.
    if (!window.stopBackgroundWork(1000)) {
        window.recovery()->end();
        std::fflush(nullptr);
        std::_Exit(exitCode);
    }
    return exitCode;
}
