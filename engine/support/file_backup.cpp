// See file_backup.h.
#include "support/file_backup.h"

#include <QFileInfo>

namespace amend {

QString backupName(const QString& file)
{
    if (!QFileInfo::exists(file + QStringLiteral(".orig"))) return file + QStringLiteral(".orig");
    for (int n = 1;; ++n) {
        const QString name = file + QStringLiteral(".~%1~").arg(n);
        if (!QFileInfo::exists(name)) return name;
    }
}

}  // namespace amend
