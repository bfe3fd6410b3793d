// Unit tests of source text as editors save it: UTF-8 with and without a byte-order mark,
// Latin-1 read and converted with the position of the first non-UTF-8 byte, CRLF line ends,
// and line/column in characters (not bytes) both ways.
#include "support/diagnostics.h"
#include "support/source.h"
#include "syntax/parser.h"

#include <QtTest>

#include <QTemporaryDir>

using namespace amend;

class TestSourceText : public QObject {
    Q_OBJECT

private slots:
    void utf8IsKeptAsIs()
    {
        const DecodedSource d = decodeSourceBytes("class A -- \xE2\x88\x80 x\n");
        QCOMPARE(d.encoding, SourceEncoding::Utf8);
        QCOMPARE(d.text, std::string("class A -- \xE2\x88\x80 x\n"));
    }

    void byteOrderMarkIsDropped()
    {
        const DecodedSource d = decodeSourceBytes("\xEF\xBB\xBF" "class A end");
        QCOMPARE(d.encoding, SourceEncoding::Utf8WithBom);
        QCOMPARE(d.text, std::string("class A end"));
    }

    void latin1IsConverted()
    {
        // "caf\xE9" is Latin-1 for café: é (0xE9) is not UTF-8 on its own.
        const DecodedSource d = decodeSourceBytes("ab\n\"caf\xE9\" \xFF");
        QCOMPARE(d.encoding, SourceEncoding::Latin1);
        QCOMPARE(d.text, std::string("ab\n\"caf\xC3\xA9\" \xC3\xBF"));
        QCOMPARE(d.firstInvalid, 7u);  // the é, in the converted text
    }

    void invalidSequencesAreNotUtf8()
    {
        QCOMPARE(decodeSourceBytes("\xC0\xAF").encoding, SourceEncoding::Latin1);      // overlong
        QCOMPARE(decodeSourceBytes("\xED\xA0\x80").encoding, SourceEncoding::Latin1);  // surrogate
        QCOMPARE(decodeSourceBytes("\xE2\x88").encoding, SourceEncoding::Latin1);      // truncated
        QCOMPARE(decodeSourceBytes("\xF0\x9F\x98\x80").encoding, SourceEncoding::Utf8); // U+1F600
    }

    void columnsCountCharacters()
    {
        SourceFile file("f.e", "x := \"\xC3\xA4\xE2\x88\x80\" + y\r\nz\n");
        // `+' is byte 13, character 11 of line 1 (ä is 2 bytes, ∀ 3).
        QCOMPARE(file.lineColumn(13).line, 1);
        QCOMPARE(file.lineColumn(13).column, 11);
        QCOMPARE(file.offsetOf(1, 11), 13u);
        QCOMPARE(file.lineColumn(18).line, 2);
        QCOMPARE(file.lineColumn(18).column, 1);
        QCOMPARE(file.lineText(1), std::string("x := \"\xC3\xA4\xE2\x88\x80\" + y"));  // without the CR
        QCOMPARE(file.offsetOf(1, 99), 16u);  // clamped to the end of the line (before CR LF)
    }

    void addSourceFileWarnsOnceForLatin1()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.e"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("class LEGACY\n-- \xE9t\xE9\nend\n");
        f.close();
        SourceManager sources;
        DiagnosticSink sink;
        const int id = addSourceFile(sources, path.toStdString(), sink);
        QVERIFY(id >= 0);
        QCOMPARE(sink.diagnostics().size(), std::size_t(1));
        const Diagnostic& d = sink.diagnostics()[0];
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(sources.start(d.range).line, 2);
        QCOMPARE(sources.start(d.range).column, 4);
        QVERIFY(d.message.find("Latin-1") != std::string::npos);
        syntax::parseFile(sources, id, sink);
        QVERIFY(!sink.hasErrors());
    }

    void missingFileIsAnError()
    {
        SourceManager sources;
        DiagnosticSink sink;
        QCOMPARE(addSourceFile(sources, "/nonexistent/x.e", sink), -1);
        QVERIFY(sink.hasErrors());
        QVERIFY(sink.diagnostics()[0].message.find("cannot read `/nonexistent/x.e'") == 0);
    }
};

QTEST_APPLESS_MAIN(TestSourceText)
#include "test_source_text.moc"
