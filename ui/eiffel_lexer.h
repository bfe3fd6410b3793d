// Syntax colouring and folding of Eiffel for QScintilla. The classification of characters is a
// pure function (eiffelStyles) so it can be tested without a widget; the lexer only hands its
// result to Scintilla and sets indentation-based fold levels. It does not parse: a verbatim
// string spanning lines is coloured line by line, which is good enough for display.
#pragma once

#include <Qsci/qscilexercustom.h>

#include <QByteArray>
#include <QVector>

namespace amend::ui {

enum EiffelStyle : unsigned char {
    StyleDefault = 0, StyleComment, StyleKeyword, StyleString, StyleCharacter, StyleNumber,
    StyleOperator, StyleClassName, StyleIdentifier, StyleCount
};

// One style per byte of `text` (UTF-8). Comments run to the end of the line; strings and
// characters end at their closing quote (with Eiffel's `%` escapes) or at the end of the line.
QVector<unsigned char> eiffelStyles(const QByteArray& text);
bool isEiffelKeyword(const QByteArray& word);  // the lexer's keywords (syntax::isKeyword), any case

class EiffelLexer : public QsciLexerCustom {
    Q_OBJECT
public:
    explicit EiffelLexer(QObject* parent = nullptr);
    const char* language() const override { return "Eiffel"; }
    QString description(int style) const override;
    void styleText(int start, int end) override;
    QColor defaultColor(int style) const override;
    QFont defaultFont(int style) const override;
    QColor defaultPaper(int style) const override;
    const char* wordCharacters() const override { return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"; }
};

}  // namespace amend::ui
