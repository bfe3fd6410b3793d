// The "Snapshots" panel: a sortable, filterable table of one fault's snapshots (most
// suspicious first); activating a row asks to show its location. Presentation only.
#pragma once

#include "session_models.h"

#include <QWidget>

class QLineEdit;
class QTableView;

namespace amend::ui {

class SnapshotPanel : public QWidget {
    Q_OBJECT
public:
    explicit SnapshotPanel(QWidget* parent = nullptr);
    SnapshotModel* model() const { return m_model; }
    SnapshotFilterModel* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    void setRows(std::vector<SnapshotModel::Row> rows);

signals:
    void snapshotSelected(const QString& file, int line, quint32 begin, quint32 end);

private:
    SnapshotModel* m_model;
    SnapshotFilterModel* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
};

}  // namespace amend::ui
