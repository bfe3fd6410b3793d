// See example_gallery.h.
#include "example_gallery.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace amend::ui {

QList<ExampleInfo> bundledExamples()
{
    QList<ExampleInfo> examples;
    for (const QString& name : QDir(QStringLiteral(":/examples")).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        examples.push_back({name, {}});
    // Table rows: | folder | routine | how the fault shows | proper fix |
    QFile readme(QStringLiteral(":/examples/README.md"));
    if (readme.open(QIODevice::ReadOnly)) {
        for (const QString& line : QString::fromUtf8(readme.readAll()).split(QLatin1Char('\n'))) {
            const QStringList cells = line.split(QLatin1Char('|'));
            if (cells.size() < 5) continue;
            const QString folder = cells[1].trimmed();
            for (ExampleInfo& e : examples)
                if (e.name == folder) e.faults << QStringLiteral("%1: %2").arg(cells[2].trimmed(), cells[3].trimmed().remove(QLatin1Char('`')));
        }
    }
    return examples;
}

ExampleGallery::ExampleGallery(QWidget* parent) : QDialog(parent), m_list(new QListWidget), m_details(new QLabel), m_examples(bundledExamples())
{
    setWindowTitle(tr("Example Gallery"));
    for (const ExampleInfo& e : m_examples) {
        auto* item = new QListWidgetItem(e.name, m_list);
        item->setToolTip(e.faults.join(QLatin1Char('\n')));
    }
    m_details->setWordWrap(true);
    m_details->setMinimumHeight(m_details->fontMetrics().height() * 5);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || row >= m_examples.size()) return;
        const QStringList& faults = m_examples[row].faults;
        m_details->setText(faults.isEmpty() ? tr("A program with contracts.") : tr("Known faults:\n") + faults.join(QLatin1Char('\n')));
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Programs with known faults, bundled with Amend. Opening one makes a copy you can edit.")));
    layout->addWidget(m_list, 1);
    layout->addWidget(m_details);
    layout->addWidget(buttons);
    resize(640, 420);
    m_list->setCurrentRow(0);
}

QString ExampleGallery::chosen() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->text() : QString();
}

}  // namespace amend::ui
