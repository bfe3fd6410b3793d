// See contract_panel.h.
#include "contract_panel.h"

#include "fitting_columns.h"
#include "session_models.h"

#include <QFileInfo>
#include <QScrollBar>
#include <QUrl>

namespace amend::ui {

namespace {

QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

}  // namespace

ContractPanel::ContractPanel(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QString link = url.toString();
        const QLatin1String open("amend:open:");
        if (link.startsWith(open)) toggleValue(QUrl::fromPercentEncoding(link.mid(open.size()).toUtf8()));
    });
    clearFault();
}

void ContractPanel::toggleValue(const QString& path)
{
    if (!m_opened.remove(path)) m_opened.insert(path);
    const int scrolled = verticalScrollBar()->value();   // the reader stays where they were
    render();
    verticalScrollBar()->setValue(scrolled);
}

// One row per value; an object's row links to opening it, its inside indented under it when open.
QString ContractPanel::valueRows(const QString& title, const std::vector<analysis::TraceValue>& values, const QString& parent, int depth) const
{
    QString html;
    for (const analysis::TraceValue& v : values) {
        const QString path = parent + QLatin1Char('/') + QString::fromStdString(v.name);
        const bool opened = m_opened.contains(path);
        QString name = esc(v.name);
        if (!v.children.empty())
            name = QStringLiteral("<a href='amend:open:%1' style='text-decoration:none'>%2 %3</a>")
                       .arg(QString::fromUtf8(QUrl::toPercentEncoding(path)), opened ? QStringLiteral("▾") : QStringLiteral("▸"), name);
        html += QStringLiteral("<tr><td style='color:#57606a'>%1</td><td style='padding-left:%2px'><code>%3</code></td><td><code>%4</code></td></tr>")
                    .arg(depth == 0 ? title : QString()).arg(depth * 14).arg(name, esc(v.value));
        if (opened) html += valueRows(title, v.children, path, depth + 1);
        if (opened && v.itemsLeftOut > 0)
            html += QStringLiteral("<tr><td></td><td style='padding-left:%1px'><code>…</code></td><td>%2</td></tr>")
                        .arg((depth + 1) * 14).arg(tr("%1 more items").arg(v.itemsLeftOut).toHtmlEscaped());
    }
    return html;
}

void ContractPanel::render()
{
    QString html = m_head;
    if (!m_values.empty()) {
        html += QStringLiteral("<table cellspacing='2'>");
        for (const auto& [title, values] : m_values) html += valueRows(title, values, title, 0);
        html += QStringLiteral("</table>");
    }
    setHtml(html);
}

void ContractPanel::clearFault()
{
    m_head.clear();
    m_values.clear();
    setHtml(QStringLiteral("<p style='color:#57606a'>%1</p>").arg(tr("Select a fault to see the contract it violates.")));
}

void ContractPanel::showFault(const repair::FaultOutcome& outcome, const sema::Program& program, std::optional<int> locationLine,
                              const analysis::TraceStep* failure, const analysis::ReplayableTest* traced)
{
    const testing::Fault& f = outcome.fault;
    QString html;
    html += QStringLiteral("<h3 style='margin:0'>%1</h3>").arg(tr("Fault %1: %2").arg(f.id).arg(esc(f.key.routine)));
    html += QStringLiteral("<table cellspacing='4'>");
    auto row = [&](const QString& k, const QString& v) { html += QStringLiteral("<tr><td style='color:#57606a'>%1</td><td>%2</td></tr>").arg(k, v); };
    row(tr("Kind"), faultKindText(f.key.kind).toHtmlEscaped());
    if (f.isGrouped()) {
        // One fault, several clauses: each with its tag, expression and failing tests; a link shows it.
        QString list;
        for (std::size_t i = 0; i < f.clauses.size(); ++i) {
            const testing::FaultClause& c = f.clauses[i];
            list += QStringLiteral("<b>%1</b>: <a href='amend:clause:%2' style='text-decoration:none'><code style='background:#ffebe9'>%3</code></a>"
                                   " <span style='color:#57606a'>%4</span><br>")
                        .arg(esc(c.key.tag)).arg(i).arg(esc(c.clause), tr("(%1 failing)").arg(c.failingCount));
        }
        row(tr("Clauses"), list);
        row(QString(), QStringLiteral("<i>%1</i>").arg(tr("One cause: every test checks all of them and stops at the first false one. "
                                                           "They are fixed together: a fix is valid only when every clause holds.")));
    } else {
        if (!f.key.tag.empty()) row(tr("Tag"), QStringLiteral("<b>%1</b>").arg(esc(f.key.tag)));
        if (!f.clause.empty())
            row(tr("Clause"), QStringLiteral("<a href='amend:clause' style='text-decoration:none'><code style='background:#ffebe9'>%1</code></a>").arg(esc(f.clause)));
    }
    // A long CLASS.feature wraps after `.' or `_', not inside a word, where the panel is narrow.
    const auto routineName = [](const std::string& name) { return breakableText(QString::fromStdString(name)).toHtmlEscaped(); };
    row(tr("Blamed routine"), QStringLiteral("<code>%1</code>").arg(routineName(f.key.routine)));
    if (!f.violatedIn.empty()) row(tr("Detected in"), QStringLiteral("<code>%1</code>").arg(routineName(f.violatedIn)));
    if (f.key.location.valid()) {
        const SourceFile& file = program.sources.file(f.key.location.file);
        const QString name = QFileInfo(QString::fromStdString(file.path())).fileName();
        const QString where = locationLine ? tr("%1, line %2").arg(name).arg(*locationLine)
                                           : tr("%1, line %2 of the text tested (edited since)").arg(name).arg(file.lineColumn(f.key.location.begin).line);
        row(tr("Location"), QStringLiteral("<a href='amend:failure'>%1</a>").arg(where.toHtmlEscaped()));
    }
    row(tr("Tests"), tr("%1 failing, %2 passing").arg(f.failingCount).arg(f.passingCount));
    // In the user's words where the kind has them; else the interpreter's own line, labelled as such.
    const QString message = faultMessageText(f);
    if (!message.isEmpty())
        row(faultMessageIsWorded(f.key.kind) ? tr("Message") : tr("Interpreter's message"), message.toHtmlEscaped());
    html += QStringLiteral("</table>");
    // Wrapped at the panel's width (pre-wrap): a long call of the test stays readable, not cut off.
    const QString pre = QStringLiteral("<pre style='background:#f6f8fa; white-space:pre-wrap'>%1</pre>");
    // Tabs as four spaces (as the fix panel's tests): at the pre's eight-column stops a test's body
    // started mid-panel and its lines wrapped at every word.
    const auto indented = [](QString code) { return code.replace(QLatin1Char('\t'), QStringLiteral("    ")); };
    const QString test = indented(minimizedTestText(f, program));
    if (!test.isEmpty())
        html += QStringLiteral("<h4 style='margin-bottom:2px'>%1</h4>").arg(f.hasMinimized ? tr("Minimized failing test") : tr("Failing test")) +
                pre.arg(test.toHtmlEscaped());
    if (failure && traced) {
        // The values belong to the test that was traced: named and shown with them.
        html += QStringLiteral("<h4 style='margin-bottom:2px'>%1</h4>")
                    .arg(tr("Values at the failure of the traced test %1 (in %2)").arg(esc(traced->name), esc(failure->routine)));
        if (!traced->eiffel.empty()) html += pre.arg(indented(QString::fromStdString(traced->eiffel)).toHtmlEscaped());
    }
    m_head = html;
    m_values.clear();
    if (failure && traced)
        m_values = {{tr("argument"), failure->arguments}, {tr("local"), failure->locals}, {tr("result"), failure->result}, {tr("Current"), failure->attributes}};
    render();
}

}  // namespace amend::ui
