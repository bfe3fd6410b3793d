// Writing over a user's file without losing anything (`amend fix --apply`, Accept and save in
// the window): the old text is kept as a backup whose name never replaces an existing one, the
// new text goes through a temporary file in the same folder that is renamed over the file (no
// half-written file on a crash or a full disk), and nothing is written when the file changed on
// disk since it was read (an editor or another run wrote it meanwhile).
#pragma once

#include <QByteArray>
#include <QString>

namespace amend {

// FILE.orig, or FILE.~N~ with the first free N.
QString backupName(const QString& file);

enum class ReplaceStatus {
    Replaced,        // written; the old text is in `backup`
    ChangedOnDisk,   // the file's text is no longer the text it was read as: nothing written
    CannotRead,      // the file cannot be read (gone, no permission): nothing written
    NotText,         // the file on disk is not text (support/text_check.h): nothing written
    CannotBackup,    // the backup cannot be written: nothing written
    CannotWrite      // the new text cannot be written: the file is unchanged, the backup made
};

struct ReplaceResult {
    ReplaceStatus status = ReplaceStatus::CannotWrite;
    QString backup;   // the backup written, empty when none was
    QString message;  // for people: "FILE changed on disk since it was read; not written"
    bool ok() const { return status == ReplaceStatus::Replaced; }
};

// Replaces the contents of `file`, which was read as `readText`, with `newText`; the old text is
// first copied to backupName(file) unless `makeBackup` is false (the window backs up a file on
// its first save in a session only). Texts are compared as decodeSourceBytes reads them (so the
// program's UTF-8 text of a file saved with a byte-order mark or in Latin-1 matches it), and
// `newText` is written in the file's own encoding: the mark kept, Latin-1 kept where every
// character fits (else UTF-8).
ReplaceResult replaceFileContents(const QString& file, const QByteArray& readText, const QByteArray& newText, bool makeBackup = true);

}  // namespace amend
