// See welcome_page.h.
#include "welcome_page.h"

#include <QLabel>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace amend::ui {

WelcomePage::WelcomePage(QWidget* parent) : QWidget(parent), m_example(new QPushButton(tr("Open an &example…")))
{
    setObjectName(QStringLiteral("WelcomePage"));
    auto* title = new QLabel(tr("<h2>Welcome to Amend</h2>"));
    auto* text = new QLabel(tr("<p>Amend fixes Eiffel programs that carry contracts. Open a program and press <b>Fix</b> (F5): Amend tests it "
                               "with its contracts as the oracle, lists the faults it finds with the contract each one violates, and "
                               "proposes fixes validated against every test, best first.</p>"
                               "<p>Select a fault to see its fixes as diffs; <b>Accept</b> puts one into the editor (Undo takes it back), "
                               "<b>Save</b> writes it with a backup. Step through failing and passing runs in <b>Traces</b>.</p>"
                               "<p>Help ▸ Keyboard Shortcuts lists every key.</p>"));
    text->setWordWrap(true);
    text->setMaximumWidth(640);
    // Hidden behind the editor once a program is open, the page must not widen the centre (a
    // stacked widget takes its pages' minimum sizes): it wraps and shrinks as needed.
    text->setMinimumWidth(200);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    auto* project = new QPushButton(tr("Open a &project (.ecf)…"));
    auto* folder = new QPushButton(tr("Open a f&older…"));
    connect(m_example, &QPushButton::clicked, this, &WelcomePage::openExampleRequested);
    connect(project, &QPushButton::clicked, this, &WelcomePage::openProjectRequested);
    connect(folder, &QPushButton::clicked, this, &WelcomePage::openFolderRequested);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(title, 0, Qt::AlignHCenter);
    // Centred by stretches, not by alignment: an aligned label gets its narrow size hint and no
    // height for its width (at 1024x700 the text was a 180 px column cut off after 8 lines).
    auto* centred = new QHBoxLayout;
    centred->addStretch();
    centred->addWidget(text, 1);
    centred->addStretch();
    layout->addLayout(centred);
    for (QWidget* w : std::initializer_list<QWidget*>{m_example, project, folder}) layout->addWidget(w, 0, Qt::AlignHCenter);
    layout->addStretch(2);
}

}  // namespace amend::ui
