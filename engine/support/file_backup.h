// Backups before a user file is overwritten (`amend fix --apply`, saving in the window): the
// name of a backup that never replaces an existing one. It does not copy or write anything.
#pragma once

#include <QString>

namespace amend {

// FILE.orig, or FILE.~N~ with the first free N.
QString backupName(const QString& file);

}  // namespace amend
