// The example gallery: the bundled example programs (resources/examples, compiled into the
// binary) with what each one's faults are, from the table in resources/examples/README.md.
// Choosing one returns its name; the window opens a writable copy.
#pragma once

#include <QDialog>

class QListWidget;
class QLabel;

namespace amend::ui {

struct ExampleInfo {
    QString name;          // folder name, e.g. "sorted_set"
    QStringList faults;    // "ROUTINE: how the fault shows", one per fault
};

// The examples found in the resources, with their faults from the bundled README's table.
QList<ExampleInfo> bundledExamples();

class ExampleGallery : public QDialog {
    Q_OBJECT
public:
    explicit ExampleGallery(QWidget* parent = nullptr);
    QString chosen() const;

private:
    QListWidget* m_list;
    QLabel* m_details;
    QList<ExampleInfo> m_examples;
};

}  // namespace amend::ui
