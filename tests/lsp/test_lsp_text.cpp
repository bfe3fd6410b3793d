// The language server's text handling: LSP positions (UTF-16 code units by default, UTF-8 bytes
// when negotiated) against the engine's byte offsets, incremental changes of a buffer, and the
// Content-Length framing of a stream that arrives in pieces or with a bad header.
#include "json_rpc.h"
#include "text_document.h"

#include <QJsonArray>
#include <QTest>

using namespace amend::lsp;

class TestLspText : public QObject {
    Q_OBJECT

private slots:
    void positionsCountUtf16Units()
    {
        // "ä" is 2 bytes and 1 UTF-16 unit; "𝄞" is 4 bytes and 2 units (a surrogate pair).
        const std::string text = "ab\n\xC3\xA4x \xF0\x9D\x84\x9Ey\r\nlast";
        const std::uint32_t y = static_cast<std::uint32_t>(text.find('y'));
        QCOMPARE(positionAt(text, y, PositionEncoding::Utf16).character, 5);   // ä x space 𝄞(2)
        QCOMPARE(positionAt(text, y, PositionEncoding::Utf8).character, 8);
        QCOMPARE(positionAt(text, y, PositionEncoding::Utf16).line, 1);
        QCOMPARE(offsetAt(text, {1, 5}, PositionEncoding::Utf16), y);
        QCOMPARE(offsetAt(text, {1, 8}, PositionEncoding::Utf8), y);
        // Past a line's end: clamped before its CR LF; past the last line: the text's end.
        QCOMPARE(offsetAt(text, {1, 99}, PositionEncoding::Utf16), y + 1);
        QCOMPARE(offsetAt(text, {9, 0}, PositionEncoding::Utf16), static_cast<std::uint32_t>(text.size()));
        QCOMPARE(offsetAt(text, {2, 2}, PositionEncoding::Utf16), static_cast<std::uint32_t>(text.size() - 2));
    }

    void incrementalChangesEditTheBuffer()
    {
        TextDocument d;
        d.text = "class A\nfeature\n\tf do end\nend\n";
        QJsonObject insert{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), QJsonObject{{QStringLiteral("line"), 2}, {QStringLiteral("character"), 2}}},
                                                                 {QStringLiteral("end"), QJsonObject{{QStringLiteral("line"), 2}, {QStringLiteral("character"), 2}}}}},
                           {QStringLiteral("text"), QStringLiteral("ü (x: INTEGER)")}};
        QVERIFY(applyChange(d, insert, PositionEncoding::Utf16));
        QCOMPARE(d.text, std::string("class A\nfeature\n\tfü (x: INTEGER) do end\nend\n"));
        QJsonObject replaceAcrossLines{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), QJsonObject{{QStringLiteral("line"), 0}, {QStringLiteral("character"), 6}}},
                                                                             {QStringLiteral("end"), QJsonObject{{QStringLiteral("line"), 1}, {QStringLiteral("character"), 7}}}}},
                                       {QStringLiteral("text"), QStringLiteral("B feature")}};
        QVERIFY(applyChange(d, replaceAcrossLines, PositionEncoding::Utf16));
        QCOMPARE(d.text, std::string("class B feature\n\tfü (x: INTEGER) do end\nend\n"));
        QVERIFY(applyChange(d, QJsonObject{{QStringLiteral("text"), QStringLiteral("whole")}}, PositionEncoding::Utf16));
        QCOMPARE(d.text, std::string("whole"));
        QVERIFY(!applyChange(d, QJsonObject{{QStringLiteral("range"), 3}, {QStringLiteral("text"), QStringLiteral("x")}}, PositionEncoding::Utf16));
        QCOMPARE(d.text, std::string("whole"));
        QCOMPARE(d.edits, std::uint64_t(3));
    }

    void framingSplitsAStreamIntoBodies()
    {
        Framing framing;
        QByteArray body;
        QString error;
        const QByteArray stream = "Content-Length: 2\r\n\r\n{}Content-Type: x\r\n\r\ncontent-length: 3\r\nContent-Type: y\r\n\r\n[1]";
        framing.feed(stream.constData(), 10);
        QCOMPARE(framing.next(body, error), Framing::Step::NeedMore);
        framing.feed(stream.constData() + 10, static_cast<std::size_t>(stream.size() - 10));
        QCOMPARE(framing.next(body, error), Framing::Step::Body);
        QCOMPARE(body, QByteArray("{}"));
        QCOMPARE(framing.next(body, error), Framing::Step::BadHeader);
        QVERIFY(error.contains(QStringLiteral("Content-Length")));
        QCOMPARE(framing.next(body, error), Framing::Step::Body);
        QCOMPARE(body, QByteArray("[1]"));
        QCOMPARE(framing.next(body, error), Framing::Step::NeedMore);
    }
};

QTEST_GUILESS_MAIN(TestLspText)
#include "test_lsp_text.moc"
