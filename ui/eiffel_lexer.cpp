// See eiffel_lexer.h.
#include "eiffel_lexer.h"

#include "syntax/lexer.h"

#include <Qsci/qsciscintilla.h>

#include <QFontDatabase>

#include <algorithm>
#include <cstring>

namespace amend::ui {

namespace {

bool isIdentStart(unsigned char c) { return std::isalpha(c) || c >= 0x80; }
bool isIdentChar(unsigned char c) { return std::isalnum(c) || c == '_' || c >= 0x80; }

// The end (exclusive) of a quoted literal starting at `i` (the opening quote `q`).
int quotedEnd(const QByteArray& text, int i, char q)
{
    const int n = text.size();
    int j = i + 1;
    while (j < n && text[j] != '\n') {
        if (text[j] == '%' && j + 1 < n && text[j + 1] != '\n') {
            j += 2;
            continue;
        }
        if (text[j] == q) return j + 1;
        ++j;
    }
    return j;
}

// A verbatim string `"[' (or `"{') with nothing but blanks after it on its line runs to the first
// line that starts (after blanks) with `]"' (or `}"'): the end (exclusive) of the one starting at
// `i', the end of the text if it is not closed, or -1 if `i' starts no verbatim string.
int verbatimEnd(const QByteArray& text, int i)
{
    const int n = text.size();
    if (i + 1 >= n || (text[i + 1] != '[' && text[i + 1] != '{')) return -1;
    const char close = text[i + 1] == '[' ? ']' : '}';
    int j = i + 2;
    while (j < n && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r')) ++j;
    if (j < n && text[j] != '\n') return -1;
    while (j < n) {
        int k = j + 1;   // the start of the next line
        while (k < n && (text[k] == ' ' || text[k] == '\t')) ++k;
        if (k + 1 < n && text[k] == close && text[k + 1] == '"') return k + 2;
        j = text.indexOf('\n', k);
        if (j < 0) return n;
    }
    return n;
}

}  // namespace

bool isEiffelKeyword(const QByteArray& word)
{
    return syntax::isKeyword(std::string_view(word.constData(), static_cast<std::size_t>(word.size())));
}

QVector<unsigned char> eiffelStyles(const QByteArray& text)
{
    const int n = text.size();
    QVector<unsigned char> styles(n, StyleDefault);
    int i = 0;
    auto fill = [&](int from, int to, unsigned char style) { std::fill(styles.begin() + from, styles.begin() + to, style); };
    while (i < n) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '-' && i + 1 < n && text[i + 1] == '-') {
            int j = i;
            while (j < n && text[j] != '\n') ++j;
            fill(i, j, StyleComment);
            i = j;
        } else if (const int v = c == '"' ? verbatimEnd(text, i) : -1; v >= 0) {
            fill(i, v, StyleString);   // its line ends too: a restyle from inside it starts at its head
            i = v;
        } else if (c == '"' || c == '\'') {
            const int j = quotedEnd(text, i, static_cast<char>(c));
            fill(i, j, c == '"' ? StyleString : StyleCharacter);
            i = j;
        } else if (std::isdigit(c)) {
            int j = i;
            while (j < n && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_' ||
                             (text[j] == '.' && j + 1 < n && std::isdigit(static_cast<unsigned char>(text[j + 1])))))
                ++j;
            fill(i, j, StyleNumber);
            i = j;
        } else if (isIdentStart(c)) {
            int j = i;
            while (j < n && isIdentChar(static_cast<unsigned char>(text[j]))) ++j;
            const QByteArray word = text.mid(i, j - i);
            unsigned char style = StyleIdentifier;
            if (isEiffelKeyword(word)) style = StyleKeyword;
            else if (word == word.toUpper() && std::any_of(word.begin(), word.end(), [](char ch) { return std::isupper(static_cast<unsigned char>(ch)); }))
                style = StyleClassName;
            fill(i, j, style);
            i = j;
        } else if (std::strchr("+-*/=<>:;,.()[]{}~^\\|@#?!&$", c) != nullptr && c != 0) {
            styles[i] = StyleOperator;
            ++i;
        } else {
            ++i;
        }
    }
    return styles;
}

EiffelLexer::EiffelLexer(QObject* parent) : QsciLexerCustom(parent) {}

QString EiffelLexer::description(int style) const
{
    switch (style) {
    case StyleDefault: return tr("Default");
    case StyleComment: return tr("Comment");
    case StyleKeyword: return tr("Keyword");
    case StyleString: return tr("String");
    case StyleCharacter: return tr("Character");
    case StyleNumber: return tr("Number");
    case StyleOperator: return tr("Operator");
    case StyleClassName: return tr("Class name");
    case StyleIdentifier: return tr("Identifier");
    default: return {};
    }
}

QColor EiffelLexer::defaultColor(int style) const
{
    switch (style) {
    case StyleComment: return QColor(0x6a, 0x73, 0x7d);
    case StyleKeyword: return QColor(0x00, 0x33, 0xb3);
    case StyleString: return QColor(0x06, 0x7d, 0x17);
    case StyleCharacter: return QColor(0x06, 0x7d, 0x17);
    case StyleNumber: return QColor(0x17, 0x50, 0xeb);
    case StyleOperator: return QColor(0x5c, 0x2d, 0x91);
    case StyleClassName: return QColor(0x87, 0x10, 0x94);
    default: return QColor(0x1f, 0x23, 0x28);
    }
}

QFont EiffelLexer::defaultFont(int style) const
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (style == StyleKeyword) font.setBold(true);
    if (style == StyleComment) font.setItalic(true);
    return font;
}

QColor EiffelLexer::defaultPaper(int) const { return Qt::white; }

void EiffelLexer::styleText(int start, int end)
{
    QsciScintilla* ed = editor();
    if (!ed) return;
    // Whole lines, so that a token is never cut at the range's edges; from the head of a verbatim
    // string the range starts inside (its line ends are styled as string).
    int firstLine = static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, static_cast<unsigned long>(start)));
    auto styleBefore = [&](int line) {
        const long at = ed->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line)) - 1;
        return static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_GETSTYLEAT, static_cast<unsigned long>(at)));
    };
    while (firstLine > 0 && styleBefore(firstLine) == StyleString) --firstLine;
    const int lastLine = static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, static_cast<unsigned long>(end)));
    const int from = static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, static_cast<unsigned long>(firstLine)));
    const int to = static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_GETLINEENDPOSITION, static_cast<unsigned long>(lastLine)));
    if (to <= from) return;
    const QByteArray bytes = ed->bytes(from, to).left(to - from);  // bytes() may add a terminating NUL
    const QVector<unsigned char> styles = eiffelStyles(bytes);
    startStyling(from);
    int i = 0;
    while (i < styles.size()) {
        int j = i;
        while (j < styles.size() && styles[j] == styles[i]) ++j;
        setStyling(j - i, styles[i]);
        i = j;
    }
    // Folding by indentation: a line opens a fold when the next non-blank line is indented more.
    const int lineCount = ed->lines();
    auto indentOf = [&](int line) { return static_cast<int>(ed->SendScintilla(QsciScintilla::SCI_GETLINEINDENTATION, static_cast<unsigned long>(line))); };
    auto blank = [&](int line) { return ed->text(line).trimmed().isEmpty(); };
    for (int line = firstLine; line <= lastLine && line < lineCount; ++line) {
        const int indent = indentOf(line);
        int level = QsciScintilla::SC_FOLDLEVELBASE + indent / std::max(1, ed->tabWidth());
        if (blank(line)) {
            level |= QsciScintilla::SC_FOLDLEVELWHITEFLAG;
        } else {
            int next = line + 1;
            while (next < lineCount && blank(next)) ++next;
            if (next < lineCount && indentOf(next) > indent) level |= QsciScintilla::SC_FOLDLEVELHEADERFLAG;
        }
        ed->SendScintilla(QsciScintilla::SCI_SETFOLDLEVEL, static_cast<unsigned long>(line), static_cast<long>(level));
    }
}

}  // namespace amend::ui
