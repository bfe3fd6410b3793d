// Answering a modal message box in a GUI test as a user would: shared by the window's tests.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTimer>

namespace amend::test {

// Answers the next modal message box with `button`, as a user would (from the event loop while it
// is shown); `buttons` receives the buttons it offered.
inline void answerNextMessageBox(QMessageBox::StandardButton button, QMessageBox::StandardButtons* buttons = nullptr)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, buttons] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        if (buttons) *buttons = box->standardButtons();
        poll->stop();   // deleteLater waits for the outer event loop: not one box more
        poll->deleteLater();
        if (QAbstractButton* b = box->button(button)) b->click();
        else box->reject();
    });
    poll->start();
}

}  // namespace amend::test
