// See main_window.h. This file: construction, actions, files, settings. The fix session and the
// selection are in main_window_session.cpp.
#include "main_window.h"

#include "buffer_recovery.h"
#include "contract_panel.h"
#include "diff_view.h"
#include "editor_tabs.h"
#include "example_gallery.h"
#include "fitting_columns.h"
#include "fix_panel.h"
#include "help.h"
#include "session_models.h"
#include "settings_dialog.h"
#include "snapshot_panel.h"
#include "source_editor.h"
#include "trace_panel.h"
#include "welcome_page.h"

#include "project/program_files.h"
#include "support/source.h"
#include "testing/test_generator.h"

#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QThreadPool>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace amend::ui {

namespace {

// An icon from resources/icons at 1x and 2x (NAME-24.png, NAME-48.png): sharp on high-DPI screens.
QIcon resourceIcon(const QString& name)
{
    QIcon icon;
    for (int size : {24, 48}) icon.addFile(QStringLiteral(":/icons/%1-%2.png").arg(name).arg(size), QSize(size, size));
    return icon;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_tabs(new EditorTabs), m_faultModel(new FaultModel(this)),
    m_faultView(new QTableView), m_contract(new ContractPanel), m_snapshots(new SnapshotPanel), m_fixes(new FixPanel),
    m_traces(new TracePanel), m_progress(new QProgressBar), m_stage(new QLabel), m_elapsed(new QLabel),
    m_cancelButton(new QPushButton(tr("Ca&ncel"))), m_checkLabel(new QLabel)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Amend"));
    QIcon icon;
    for (int size : {16, 32, 48, 64, 128, 256}) icon.addFile(QStringLiteral(":/icons/amend-%1.png").arg(size), QSize(size, size));
    setWindowIcon(icon);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    // The editor tabs, or the welcome page while no file is open.
    auto* centre = new QStackedWidget;
    auto* welcome = new WelcomePage;
    centre->addWidget(welcome);
    centre->addWidget(m_tabs);
    setCentralWidget(centre);
    connect(m_tabs, &EditorTabs::programChanged, centre, [this, centre, welcome] { centre->setCurrentWidget(m_tabs->count() > 0 ? static_cast<QWidget*>(m_tabs) : welcome); });
    connect(welcome, &WelcomePage::openExampleRequested, this, &MainWindow::openGallery);
    connect(welcome, &WelcomePage::openProjectRequested, this, &MainWindow::openProjectDialog);
    connect(welcome, &WelcomePage::openFolderRequested, this, &MainWindow::openFolderDialog);
    m_recovery = new BufferRecovery(m_tabs);
    createActions();
    createDocks();

    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_cancelButton->setIcon(resourceIcon(QStringLiteral("cancel")));
    m_cancelButton->setToolTip(tr("Cancel the fix session (Esc)"));
    connect(m_cancelButton, &QPushButton::clicked, this, &MainWindow::cancelFix);
    statusBar()->addWidget(m_checkLabel, 1);
    statusBar()->addPermanentWidget(m_stage);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_elapsed);
    statusBar()->addPermanentWidget(m_cancelButton);
    setRunning(false);
    m_tick.setInterval(200);
    connect(&m_tick, &QTimer::timeout, this, &MainWindow::updateElapsed);

    connect(m_tabs, &EditorTabs::programChanged, this, &MainWindow::programEdited);
    connect(m_tabs, &EditorTabs::editorClosing, this, &MainWindow::bufferClosing);
    connect(&m_checker, &BackgroundChecker::checked, this, &MainWindow::applyCheck);
    connectJob();
    loadSettings();
}

MainWindow::~MainWindow()
{
    m_job.cancel();
    m_job.waitForFinished();
    m_rechecks.cancel();
    m_rechecks.waitForFinished();
}

bool MainWindow::stopBackgroundWork(int ms)
{
    m_job.cancel();
    m_rechecks.cancel();
    return QThreadPool::globalInstance()->waitForDone(ms);   // every job runs on the global pool (JobTracker)
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open File…"), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    QAction* openFolder = file->addAction(style()->standardIcon(QStyle::SP_DirOpenIcon), tr("Open &Folder…"), this, &MainWindow::openFolderDialog);
    openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    file->addAction(tr("Open &Project…"), this, &MainWindow::openProjectDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QMenu* examples = file->addMenu(tr("&Examples"));
    examples->addAction(tr("&Gallery…"), this, &MainWindow::openGallery)->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    examples->addSeparator();
    for (const QString& name : exampleNames()) examples->addAction(name, this, [this, name] { openExample(name); });
    file->addSeparator();
    QAction* save = file->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save"), this, &MainWindow::saveCurrent);
    save->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::saveCurrentAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));   // as the README says, on every platform theme

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = edit->addAction(tr("&Undo"), this, [this] { if (SourceEditor* e = m_tabs->currentEditor()) e->undo(); });
    // Window-wide: after Accept (the focus in the fix list) Ctrl+Z undoes it; a focused editor or
    // text field still takes its own undo keys first.
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = edit->addAction(tr("&Redo"), this, [this] { if (SourceEditor* e = m_tabs->currentEditor()) e->redo(); });
    redo->setShortcuts(QKeySequence::Redo);
    edit->addSeparator();
    edit->addAction(tr("Se&ttings…"), this, &MainWindow::showSettings)->setShortcut(QKeySequence::Preferences);

    QMenu* fix = menuBar()->addMenu(tr("F&ix"));
    m_fixAction = fix->addAction(resourceIcon(QStringLiteral("fix")), tr("&Fix"), this, &MainWindow::startFix);
    m_fixAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_fixAction->setToolTip(tr("Test the program and propose fixes (F5)"));
    m_cancelAction = fix->addAction(resourceIcon(QStringLiteral("cancel")), tr("&Cancel"), this, &MainWindow::cancelFix);
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    fix->addSeparator();
    QAction* accept = fix->addAction(tr("&Accept Selected Fix"), this, [this] { m_fixes->acceptButton()->click(); });
    accept->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QAction* reject = fix->addAction(tr("&Reject Selected Fix"), this, [this] { m_fixes->rejectButton()->click(); });
    reject->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    QAction* revert = fix->addAction(tr("Re&vert Accepted Fix"), this, [this] { m_fixes->revertButton()->click(); });
    revert->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));   // Ctrl+Shift+Z is Redo
    // Offered only when there is something to act on, as the panel's buttons.
    auto follow = [this, accept, reject, revert] {
        accept->setEnabled(m_fixes->acceptButton()->isEnabled());
        reject->setEnabled(m_fixes->rejectButton()->isEnabled());
        revert->setEnabled(m_fixes->revertButton()->isEnabled());
    };
    connect(m_fixes, &FixPanel::actionsChanged, this, follow);
    follow();
    fix->addSeparator();
    QAction* next = fix->addAction(tr("&Next Fault"), this, [this] { selectFault(std::min(m_selected + 1, m_faultModel->rowCount() - 1)); });
    next->setShortcut(QKeySequence(Qt::Key_F8));
    QAction* previous = fix->addAction(tr("&Previous Fault"), this, [this] { selectFault(std::max(m_selected - 1, 0)); });
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    // A resource limit's tests with a larger budget; then, if a contract was behind the limit, its fix.
    fix->addSeparator();
    m_budgetRetryAction = fix->addAction(tr("Run Tests with a Larger &Budget"), this, &MainWindow::retryWithLargerBudget);
    m_budgetRetryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    m_budgetRetryAction->setToolTip(tr("Run the selected resource limit's tests again with 100 times the steps: "
                                       "do they finish, violate a contract, or reach the limit again?"));
    m_budgetFixAction = fix->addAction(tr("Fix with the &Larger Budget"), this, &MainWindow::fixWithLargerBudget);
    m_budgetFixAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_budgetFixAction->setToolTip(tr("Test and fix the routine with the budget its tests needed to reach the violated contract"));
    updateBudgetActions();

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(open);
    bar->addAction(openFolder);
    bar->addAction(save);
    bar->addSeparator();
    bar->addAction(m_fixAction);
    bar->addAction(m_cancelAction);
    bar->addSeparator();
    // The routine setting, visible and per program: Fix tests and fixes that routine alone.
    auto* routineLabel = new QLabel(tr("Routine:"));
    routineLabel->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(routineLabel);
    m_routineField = new QLineEdit;
    m_routineField->setObjectName(QStringLiteral("RoutineField"));
    m_routineField->setPlaceholderText(tr("whole program (or CLASS.feature)"));
    m_routineField->setClearButtonEnabled(true);
    m_routineField->setMaximumWidth(280);
    m_routineField->setToolTip(tr("Fix only this routine (CLASS.feature, any letter case); empty: the whole program"));
    routineLabel->setBuddy(m_routineField);
    bar->addWidget(m_routineField);
    connect(m_routineField, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_settings.feature = text.trimmed();
        checkRoutineField();
        saveSettings();
    });
    connect(m_routineField, &QLineEdit::returnPressed, this, [this] { if (!m_job.isRunning()) startFix(); });
}

void MainWindow::createDocks()
{
    m_faultView->setModel(m_faultModel);
    m_faultView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_faultView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_faultView->verticalHeader()->hide();
    m_faultView->verticalHeader()->setDefaultSectionSize(m_faultView->fontMetrics().height() + 6);
    // Every column in view and every text whole at any width: the number as wide as it needs,
    // the violation, routine and status share the rest and wrap where it is not enough.
    new FittingColumns(m_faultView, /*leadingColumns=*/1);
    m_faultView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_faultView, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QModelIndex index = m_faultView->indexAt(at);
        if (index.isValid()) faultMenu(index.row())->popup(m_faultView->viewport()->mapToGlobal(at));
    });
    connect(m_faultView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { if (current.isValid() && current.row() != m_selected) selectFault(current.row()); });

    auto dock = [this](QWidget* w, const QString& title, const QString& name, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(w);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
        addDockWidget(area, d);
        return d;
    };
    QDockWidget* faults = dock(m_faultView, tr("Faults"), QStringLiteral("FaultsDock"), Qt::LeftDockWidgetArea);
    QDockWidget* contract = dock(m_contract, tr("Violated contract"), QStringLiteral("ContractDock"), Qt::LeftDockWidgetArea);
    QDockWidget* fixes = dock(m_fixes, tr("Fixes"), QStringLiteral("FixesDock"), Qt::BottomDockWidgetArea);
    QDockWidget* snapshots = dock(m_snapshots, tr("Snapshots"), QStringLiteral("SnapshotsDock"), Qt::BottomDockWidgetArea);
    QDockWidget* traces = dock(m_traces, tr("Traces"), QStringLiteral("TracesDock"), Qt::BottomDockWidgetArea);
    // The faults and the contract run the window's full height (at 1024x700 the contract keeps
    // room for its clause, values and test); the fixes, snapshots and traces sit under the editor.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    splitDockWidget(faults, contract, Qt::Vertical);
    tabifyDockWidget(fixes, snapshots);
    tabifyDockWidget(snapshots, traces);
    fixes->raise();
    resizeDocks({faults, contract}, {1, 3}, Qt::Vertical);
    resizeDocks({faults}, {530}, Qt::Horizontal);
    resizeDocks({fixes}, {300}, Qt::Vertical);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    int key = Qt::Key_1;
    for (QDockWidget* d : {faults, contract, fixes, snapshots, traces}) {
        QAction* toggle = d->toggleViewAction();
        toggle->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(key++)));
        view->addAction(toggle);
    }
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] { showShortcuts(this, menuBar()); })->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Amend"), this, [this] { showAbout(this); });

    connect(m_fixes, &FixPanel::acceptRequested, this, [this](const repair::Fix& f) {
        QString error;
        if (!acceptFix(f, &error)) QMessageBox::warning(this, tr("Accept fix"), error);
    });
    connect(m_fixes, &FixPanel::rejectRequested, this, &MainWindow::rejectFix);
    connect(m_fixes, &FixPanel::fixSelected, this, &MainWindow::prepareReplay);
    connect(m_fixes, &FixPanel::traceCoevolvedRequested, this, [this](const repair::Fix& f) {
        prepareReplay(f);
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("TracesDock"))) {
            dock->show();
            dock->raise();
        }
        m_traces->traceFixTest();
    });
    connect(m_fixes, &FixPanel::revertRequested, this, [this] {
        QString error;
        if (!revertAccepted(&error)) QMessageBox::warning(this, tr("Revert fix"), error);
    });
    connect(m_contract, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) { showContractLink(url.toString()); });
    connect(m_snapshots, &SnapshotPanel::snapshotSelected, this, [this](const QString& file, int, quint32 begin, quint32 end) {
        showLocation(file, begin, end, SourceEditor::SnapshotMarker);
    });
    connect(m_traces, &TracePanel::stepShown, this, [this](const QString& file, quint32 begin, quint32 end, bool) {
        // A step in the replayed fix's lowered body: shown in the fix's file (the session maps it).
        const std::shared_ptr<const sema::Program> program = m_session->program();
        if (file.isEmpty()) {
            if (!m_replayFix || !program) return;
            const QString path = QString::fromStdString(m_replayFix->filePath);
            SourceEditor* editor = m_tabs->editorFor(path);
            const std::optional<std::uint32_t> at =
                editor ? repair::FixSessionController::fixStepOffset(*program, *m_replayFix, begin, editor->utf8Text().toStdString()) : std::nullopt;
            if (at) showLocation(path, *at, *at, SourceEditor::TraceMarker);
            return;
        }
        // Steps refer to the text the session ran on: moved past accepted fixes, never a wrong line.
        const std::optional<std::uint32_t> at = offsetNow(file, begin);
        if (at) showLocation(file, *at, *at, SourceEditor::TraceMarker);
        (void)end;
    });
}

void MainWindow::showPanel(const QString& name)
{
    if (name == QLatin1String("coevolved") || name == QLatin1String("coevolved-trace")) {
        // The first fix a co-evolved test told apart (its details), or its test traced on it.
        for (int r = 0; r < m_fixes->model()->rowCount(); ++r)
            if (m_fixes->model()->fix(r).coevolution.decided()) {
                m_fixes->selectRow(r);
                if (name == QLatin1String("coevolved")) showPanel(QStringLiteral("fixes"));
                else emit m_fixes->traceCoevolvedRequested(m_fixes->model()->fix(r));
                return;
            }
        return;
    }
    if (name == QLatin1String("invalidated")) {
        // The fixes co-evolved tests made invalid, listed under the ranked ones.
        showPanel(QStringLiteral("fixes"));
        m_fixes->invalidatedButton()->setChecked(true);
        return;
    }
    const QHash<QString, QString> docks = {{QStringLiteral("fixes"), QStringLiteral("FixesDock")},
                                           {QStringLiteral("side-by-side"), QStringLiteral("FixesDock")},
                                           {QStringLiteral("snapshots"), QStringLiteral("SnapshotsDock")},
                                           {QStringLiteral("traces"), QStringLiteral("TracesDock")},
                                           {QStringLiteral("traces-on-fix"), QStringLiteral("TracesDock")}};
    if (!docks.contains(name)) return;
    if (auto* dock = findChild<QDockWidget*>(docks.value(name))) {
        dock->show();
        dock->raise();
    }
    m_fixes->diffView()->showSideBySide(name == QLatin1String("side-by-side"));
    if (name == QLatin1String("traces-on-fix") && m_traces->onFixBox()->isEnabled()) {
        // The failing test replayed on the selected fix, stopped at its last step in the fixed
        // routine: the editor follows it there.
        const std::string routine = m_fixes->currentRow() >= 0 ? m_fixes->model()->fix(m_fixes->currentRow()).routine : std::string();
        connect(m_traces, &TracePanel::replayed, m_traces, [this, routine](int, bool onFix) {
            if (!onFix) return;
            const std::vector<analysis::TraceStep>& steps = m_traces->trace().steps;
            int last = -1;
            for (std::size_t i = 0; i < steps.size(); ++i)
                if (steps[i].routine == routine) last = static_cast<int>(i);
            while (m_traces->stepIndex() < last) m_traces->stepForward();
        }, Qt::SingleShotConnection);
        m_traces->onFixBox()->setChecked(true);
    }
    if (name == QLatin1String("traces") && m_traces->testCount() > 0) {
        if (m_traces->isReplaying()) connect(m_traces, &TracePanel::replayed, m_traces, &TracePanel::runToFailure, Qt::SingleShotConnection);
        else m_traces->runToFailure();
    }
}

// --- files -----------------------------------------------------------------------------------

QStringList MainWindow::exampleNames()
{
    QStringList names;
    for (const ExampleInfo& e : bundledExamples()) names << e.name;
    return names;
}

bool MainWindow::openExample(const QString& name)
{
    const QString source = QStringLiteral(":/examples/") + name;
    if (!QFileInfo(source).isDir()) return false;
    // A writable copy, so that saving and accepting fixes work; an existing copy is kept.
    const QString target = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("examples/") + name);
    QDir().mkpath(target);
    QDirIterator it(source, QDir::Files);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString copy = QDir(target).filePath(QFileInfo(file).fileName());
        if (!QFileInfo::exists(copy)) {
            QFile::copy(file, copy);
            QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        }
    }
    return openPath(target);
}

bool MainWindow::openPath(const QString& path)
{
    // Opening replaces the session (and, for a folder, the program): unsaved work is not dropped silently.
    if (!maySetAsideChanges(tr("Some files have unsaved changes (an accepted fix is one). Save them before opening %1?")
                                .arg(programName(path))))   // "sorted_set/faulty", not "faulty"
        return false;
    QString error;
    const QFileInfo info(path);
    const bool isProject = project::isProjectFile(path.toStdString());
    const bool replacesProgram = info.isDir() || isProject;
    bool ok = false;
    if (info.isDir()) {
        ok = m_tabs->openFolder(info.absoluteFilePath(), &error) > 0;
    } else if (isProject) {
        ok = m_tabs->openProject(info.absoluteFilePath(), &error) > 0;
    } else {
        ok = m_tabs->openFile(info.absoluteFilePath(), &error);   // one more class of the open program
    }
    if (!ok) {
        statusBar()->showMessage(error, 8000);
        return false;
    }
    // The previous session's results, stage and time, and the previous program's messages, are not this one's.
    if (replacesProgram) dropSession();
    else resetSession();
    if (replacesProgram || m_programPath.isEmpty()) setProgramPath(info.absoluteFilePath());
    addRecent(info.absoluteFilePath());
    if (replacesProgram || m_programPath == info.absoluteFilePath()) setWindowTitle(tr("%1 — Amend").arg(programName(info.absoluteFilePath())));
    return true;
}

QString MainWindow::programName(const QString& path)
{
    // A folder called like every other (faulty, src …) says little: its parent names the program.
    const QFileInfo info(path);
    static const QStringList generic = {QStringLiteral("src"), QStringLiteral("faulty"), QStringLiteral("source"), QStringLiteral("fixed")};
    if (info.isDir() && generic.contains(info.fileName(), Qt::CaseInsensitive))
        return QFileInfo(info.absolutePath()).fileName() + QLatin1Char('/') + info.fileName();
    return info.fileName();
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Eiffel File"), QString(), tr("Eiffel classes (*.e)"));
    if (!path.isEmpty() && !openPath(path) && !statusBar()->currentMessage().isEmpty())
        QMessageBox::warning(this, tr("Open"), statusBar()->currentMessage());   // chosen by hand: said where it is seen
}

void MainWindow::openProjectDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open EiffelStudio Project"), QString(), tr("EiffelStudio projects (*.ecf)"));
    if (!path.isEmpty()) openPath(path);
}

void MainWindow::openGallery()
{
    ExampleGallery gallery(this);
    if (gallery.exec() == QDialog::Accepted && !gallery.chosen().isEmpty()) openExample(gallery.chosen());
}

void MainWindow::openFolderDialog()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open Program Folder"));
    if (!path.isEmpty()) openPath(path);
}

void MainWindow::saveCurrent()
{
    if (SourceEditor* e = m_tabs->currentEditor(); e && !e->isModified()) {
        statusBar()->showMessage(tr("No changes to save."), 5000);   // the file is left as it is
        return;
    }
    QString error, backup;
    if (!m_tabs->save(m_tabs->currentEditor(), &error, &backup)) {
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Save"), error);
        return;
    }
    statusBar()->showMessage(backup.isEmpty() ? tr("Saved.") : tr("Saved (backup: %1).").arg(backup), 5000);
}

void MainWindow::saveCurrentAs()
{
    SourceEditor* editor = m_tabs->currentEditor();
    if (!editor) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save As"), editor->filePath(), tr("Eiffel classes (*.e)"));
    QString error;
    if (!path.isEmpty() && !m_tabs->saveAs(editor, path, &error)) QMessageBox::warning(this, tr("Save As"), error);
}

void MainWindow::addRecent(const QString& path)
{
    m_recent.removeAll(path);
    m_recent.prepend(path);
    while (m_recent.size() > 10) m_recent.removeLast();
    updateRecentMenu();
    saveSettings();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& path : m_recent) m_recentMenu->addAction(path, this, [this, path] { openPath(path); });
    m_recentMenu->setEnabled(!m_recent.isEmpty());
}

void MainWindow::programEdited()
{
    m_checker.schedule(m_tabs->programInput());
    if (m_tabs->count() == 0) {   // the last tab closed: no program, nothing of it left shown
        programClosed();
        return;
    }
    // The session decides whether an accepted fix was undone (or redone) in the editor.
    for (const std::string& path : m_session->filesWithDecisions()) {
        SourceEditor* editor = m_tabs->editorFor(QString::fromStdString(path));
        if (!editor || followDecisions(path, editor->utf8Text().toStdString()).empty()) continue;
        markAcceptedFixes(editor);   // no highlight of a fix undone, again on one redone
        refreshSelectedFault();      // the Location's line, the markers and the buttons
    }
}

void MainWindow::programClosed()
{
    dropSession();
    m_fixes->setPlaceholder(tr("Open a program and press Fix (F5): the fixes of the selected fault are listed here."));
    setProgramPath(QString());   // the next file opened is the program; no routine setting
    setWindowTitle(tr("Amend"));
    m_checkLabel->clear();
}

void MainWindow::dropSession()
{
    if (m_job.isRunning()) {   // its results would be of a program no longer open: dropped once it stopped
        const int job = m_job.currentJob();
        connect(this, &MainWindow::sessionFinished, this, [this, job] {
            if (m_job.currentJob() != job) return;   // a newer Fix (of the program open now) ended
            resetSession();
            clearStatus();
        }, Qt::SingleShotConnection);
        cancelFix();
    }
    resetSession();
    clearStatus();
}

void MainWindow::clearStatus()
{
    statusBar()->clearMessage();
    m_stage->clear();
    m_elapsed->clear();
    m_clock.invalidate();
}

void MainWindow::checkRoutineField()
{
    // As it is typed, against the program last checked: a name of no routine is marked at once.
    const QString routine = m_routineField->text().trimmed();
    const bool unknown = !routine.isEmpty() && m_lastCheck.program && m_lastCheck.errors == 0 &&
                         !testing::canonicalRoutineName(*m_lastCheck.program, routine.toStdString());
    m_routineField->setStyleSheet(unknown ? QStringLiteral("QLineEdit { border: 2px solid #cf222e; }") : QString());
    m_routineField->setToolTip(unknown ? tr("No routine %1 in the program (CLASS.feature, any letter case)").arg(routine)
                                       : tr("Fix only this routine (CLASS.feature, any letter case); empty: the whole program"));
}

void MainWindow::bufferClosing(SourceEditor* editor)
{
    // Closed (saved or discarded), the file's text is the one on disk: an accepted fix that was not
    // saved is no longer accepted. The session decides, as for an edit.
    const std::string path = editor->filePath().toStdString();
    if (!m_session->filesWithDecisions().count(path)) return;
    QFile file(editor->filePath());
    const QByteArray bytes = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    const std::string disk = decodeSourceBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))).text;
    followDecisions(path, disk);
    QTimer::singleShot(0, this, &MainWindow::refreshSelectedFault);   // once the tab is gone (not opening it again)
}

void MainWindow::applyCheck(const CheckResult& result)
{
    m_lastCheck = result;
    for (SourceEditor* e : m_tabs->editors()) e->setDiagnostics(result.byFile.value(e->filePath()));
    checkRoutineField();
    if (result.errors == 0 && result.warnings == 0) m_checkLabel->setText(tr("Check: no errors"));
    else m_checkLabel->setText(tr("Check: %1 errors, %2 warnings").arg(result.errors).arg(result.warnings));
    emit checkFinished(result.errors);
}

// --- settings --------------------------------------------------------------------------------

void MainWindow::loadSettings()
{
    QSettings s;
    m_settings.timeBudgetSeconds = s.value(QStringLiteral("fix/timeBudget"), m_settings.timeBudgetSeconds).toDouble();
    m_settings.seed = s.value(QStringLiteral("fix/seed"), m_settings.seed).toULongLong();
    m_settings.maxFixes = s.value(QStringLiteral("fix/maxFixes"), m_settings.maxFixes).toInt();
    m_settings.autofix = s.value(QStringLiteral("fix/autofix"), m_settings.autofix).toBool();
    m_settings.nopol = s.value(QStringLiteral("fix/nopol"), m_settings.nopol).toBool();
    m_settings.wp = s.value(QStringLiteral("fix/wp"), m_settings.wp).toBool();
    m_settings.gp = s.value(QStringLiteral("fix/gp"), m_settings.gp).toBool();
    m_settings.learning = s.value(QStringLiteral("fix/learning"), m_settings.learning).toBool();
    m_settings.baseLibrary = s.value(QStringLiteral("fix/baseLibrary")).toString();
    m_tabs->setBaseLibrary(m_settings.baseLibrary);
    m_settings.feature = s.value(QStringLiteral("fix/routines")).toMap().value(m_programPath).toString();
    m_routineField->setText(m_settings.feature);
    m_recent = s.value(QStringLiteral("recent"), QStringList()).toStringList();
    updateRecentMenu();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        if (const QScreen* screen = QGuiApplication::primaryScreen()) setGeometry(firstStartGeometry(screen->availableGeometry()));
    }
    m_layoutRestored = restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    for (QSplitter* split : findChildren<QSplitter*>())   // the panels' own splitters, by name
        if (!split->objectName().isEmpty()) split->restoreState(s.value(QStringLiteral("window/splitters/") + split->objectName()).toByteArray());
}

QRect MainWindow::firstStartGeometry(const QRect& free)
{
    // Most of a large screen, all of a small one: 85 % of 1024x700 (870x595) left the editor three
    // lines and the fix list's last column under its scroll bar. Not the widgets' minimum either.
    const QSize size(std::max(free.width() * 85 / 100, std::min(free.width(), 1280)),
                     std::max(free.height() * 85 / 100, std::min(free.height(), 800)));
    return {free.topLeft() + QPoint((free.width() - size.width()) / 2, (free.height() - size.height()) / 2), size};
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // First start: the docks get their share of the window as it is shown (sizes given before
    // the window has its size are lost): the fixes a good third of the height (at 1280x800 the
    // list shows at least 6 fixes), the faults and contract column a third of the width.
    if (m_layoutRestored || m_layoutSized) return;
    m_layoutSized = true;
    auto* fixes = findChild<QDockWidget*>(QStringLiteral("FixesDock"));
    auto* faults = findChild<QDockWidget*>(QStringLiteral("FaultsDock"));
    if (fixes) resizeDocks({fixes}, {std::max(220, height() * 3 / 8)}, Qt::Vertical);
    if (faults) resizeDocks({faults}, {std::clamp(width() * 3 / 10, 330, 560)}, Qt::Horizontal);
    m_fixes->splitter()->setSizes({500, 500});   // the fix list half: its four columns and bold titles need the room at 1024 px
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("fix/timeBudget"), m_settings.timeBudgetSeconds);
    s.setValue(QStringLiteral("fix/seed"), m_settings.seed);
    s.setValue(QStringLiteral("fix/maxFixes"), m_settings.maxFixes);
    s.setValue(QStringLiteral("fix/autofix"), m_settings.autofix);
    s.setValue(QStringLiteral("fix/nopol"), m_settings.nopol);
    s.setValue(QStringLiteral("fix/wp"), m_settings.wp);
    s.setValue(QStringLiteral("fix/gp"), m_settings.gp);
    s.setValue(QStringLiteral("fix/learning"), m_settings.learning);
    s.setValue(QStringLiteral("fix/baseLibrary"), m_settings.baseLibrary);
    QVariantMap routines = s.value(QStringLiteral("fix/routines")).toMap();
    if (m_settings.feature.isEmpty()) routines.remove(m_programPath);
    else routines.insert(m_programPath, m_settings.feature);
    s.setValue(QStringLiteral("fix/routines"), routines);
    s.setValue(QStringLiteral("recent"), m_recent);
}

void MainWindow::setFixSettings(const FixSettings& settings)
{
    m_settings = settings;
    m_tabs->setBaseLibrary(settings.baseLibrary);
    m_routineField->setText(settings.feature);
    m_routineField->setStyleSheet({});
    saveSettings();
}

void MainWindow::setProgramPath(const QString& path)
{
    m_programPath = path;
    m_recovery->setProgram(path);
    m_settings.feature = QSettings().value(QStringLiteral("fix/routines")).toMap().value(path).toString();
    m_routineField->setText(m_settings.feature);
    m_routineField->setStyleSheet({});
}

void MainWindow::showSettings()
{
    QSettings s;
    SettingsDialog dialog(m_settings, s.value(QStringLiteral("language")).toString(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    setFixSettings(dialog.settings());
    s.setValue(QStringLiteral("language"), dialog.language());
}

bool MainWindow::maySetAsideChanges(const QString& question)
{
    if (!m_tabs->hasUnsavedChanges()) return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"), question, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (answer == QMessageBox::Discard) return true;
    if (answer != QMessageBox::Save) return false;
    for (SourceEditor* e : m_tabs->editors()) {
        QString error;
        if (e->isModified() && !m_tabs->save(e, &error)) {
            QMessageBox::warning(this, tr("Save"), error);
            return false;
        }
    }
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maySetAsideChanges(tr("Some files have unsaved changes (an accepted fix is one). Save them before quitting?"))) {
        event->ignore();
        return;
    }
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    for (const QSplitter* split : findChildren<QSplitter*>())
        if (!split->objectName().isEmpty()) s.setValue(QStringLiteral("window/splitters/") + split->objectName(), split->saveState());
    saveSettings();
    m_tabs->closeAll();   // as closing each tab: an accepted fix discarded is no decision to learn from
    event->accept();
}

}  // namespace amend::ui
