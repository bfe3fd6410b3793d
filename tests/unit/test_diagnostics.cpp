// Unit tests of the input guards of issue 18: the diagnostic limits of support/diagnostics
// (per file, overall, counted beyond) and support/text_check (what is not a text file), and
// the compiler reporting a binary file once instead of lexing it.
#include "sema/compiler.h"
#include "support/diagnostics.h"
#include "support/text_check.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace amend;

class TestDiagnostics : public QObject {
    Q_OBJECT

private slots:
    void keepsAtMostTheLimitPerFile()
    {
        DiagnosticSink sink(DiagnosticLimits{3, 100});
        for (int i = 0; i < 10; ++i) sink.error({0, static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + 1)}, "bad");
        for (int i = 0; i < 2; ++i) sink.error({1, 0, 1}, "bad");
        sink.warning({0, 0, 1}, "odd");
        QCOMPARE(sink.diagnostics().size(), std::size_t(5));  // 3 of file 0, 2 of file 1
        QCOMPARE(sink.errorCount(), 12);                      // every error still counts
        QVERIFY(sink.hasErrors());
        QCOMPARE(sink.omittedErrors(), 7);
        QCOMPARE(sink.omittedWarnings(), 1);
        QCOMPARE(sink.omittedSummary(), std::string("… and 7 more errors and 1 more warning (not shown)"));
    }

    void keepsAtMostTheLimitOverall()
    {
        DiagnosticSink sink(DiagnosticLimits{100, 4});
        for (int file = 0; file < 3; ++file) {
            for (int i = 0; i < 2; ++i) sink.error({file, 0, 1}, "bad");
        }
        QCOMPARE(sink.diagnostics().size(), std::size_t(4));
        QCOMPARE(sink.omittedErrors(), 2);
        QCOMPARE(sink.omittedSummary(), std::string("… and 2 more errors (not shown)"));
    }

    void nothingOmittedNoSummary()
    {
        DiagnosticSink sink;
        sink.error({}, "one");
        QVERIFY(sink.omittedSummary().empty());
        QCOMPARE(sink.diagnostics().size(), std::size_t(1));
    }

    void textIsText()
    {
        QVERIFY(!whyNotText("class A\n\tfeature f do end\r\nend\f\n").has_value());
        QVERIFY(!whyNotText("note description: \"Grüße, naïve café\" class A end").has_value());  // UTF-8 is text
        QVERIFY(!whyNotText("").has_value());
        QVERIFY(!whyNotText(std::string(100, 'a') + "\x1b").has_value());  // one stray escape
    }

    void binaryIsNot()
    {
        const auto nul = whyNotText(std::string("class A\0end", 11));
        QVERIFY(nul.has_value());
        QCOMPARE(*nul, std::string("a NUL byte at offset 7"));
        const auto control = whyNotText(std::string(10, '\x01') + std::string(90, 'a'));
        QVERIFY(control.has_value());
        QCOMPARE(*control, std::string("10 of its 100 bytes are control characters"));
    }

    void compilerReportsABinaryFileOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("image.e"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray bytes;
        for (int i = 0; i < 100000; ++i) bytes.append(static_cast<char>((i * 7919) % 256));
        file.write(bytes);
        file.close();
        DiagnosticSink sink;
        sema::CompileInput input;
        input.paths.push_back(path.toStdString());
        sema::compileProgram(input, sink);
        QCOMPARE(sink.errorCount(), 1);
        QCOMPARE(sink.diagnostics().front().message, "`" + path.toStdString() + "' is not a text file (a NUL byte at offset 0)");
    }
};

QTEST_GUILESS_MAIN(TestDiagnostics)
#include "test_diagnostics.moc"
