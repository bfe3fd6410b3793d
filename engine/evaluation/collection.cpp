// Loading collections of cases from disk (see collection.h).
#include "evaluation/collection.h"

#include "sema/class_name_words.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace amend::evaluation {

std::string BenchCase::referenceClass(const std::string& faultyClass) const
{
    const auto it = classRenames.find(faultyClass);
    return it == classRenames.end() ? faultyClass : it->second;
}

std::string BenchCase::faultyClass(const std::string& referenceClass) const
{
    for (const auto& [faulty, reference] : classRenames) {
        if (reference == referenceClass) return faulty;
    }
    return referenceClass;
}

bool inCollectionOrder(const CaseOrderKey& a, const CaseOrderKey& b)
{
    const int byProgram = QString::fromStdString(a.program).compare(QString::fromStdString(b.program), Qt::CaseInsensitive);
    if (byProgram != 0) return byProgram < 0;
    return a.variant != b.variant ? a.variant < b.variant : a.name < b.name;
}

std::vector<ExpectedFault> parseExpectedFaults(const std::string& text, const std::string& fileName,
                                               std::vector<std::string>& problems)
{
    std::vector<ExpectedFault> faults;
    const QStringList lines = QString::fromStdString(text).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].section(QLatin1Char('#'), 0, 0).trimmed();
        if (line.isEmpty()) continue;
        QStringList words = line.split(QRegularExpression(QStringLiteral("\\s+")));
        QString reference;
        if (words.size() > 1 && words.last().startsWith(QStringLiteral("reference="))) reference = words.takeLast().mid(10);
        if (words.size() < 2 || words.size() > 3 || !words[0].contains(QLatin1Char('.'))) {
            problems.push_back(fileName + ":" + std::to_string(i + 1) + ": expected `CLASS.feature kind [tag] [reference=DIR]'");
            continue;
        }
        ExpectedFault f;
        f.routine = words[0].section(QLatin1Char('.'), 0, 0).toUpper().toStdString() + "." +
                    words[0].section(QLatin1Char('.'), 1).toLower().toStdString();
        const std::optional<testing::FaultKind> kind = testing::faultKindNamed(words[1].toStdString());
        if (!kind) {
            problems.push_back(fileName + ":" + std::to_string(i + 1) + ": unknown fault kind `" + words[1].toStdString() +
                               "' (precondition, postcondition, invariant, void_call, …)");
            continue;
        }
        f.kind = *kind;
        if (words.size() == 3) f.tag = words[2].toStdString();
        f.reference = reference.toStdString();
        faults.push_back(std::move(f));
    }
    return faults;
}

namespace {

// CASE/faulty, CASE/reference, CASE/tests, CASE/faults.txt.
BenchCase folderCase(const QDir& dir, std::vector<std::string>& problems)
{
    BenchCase c;
    c.name = dir.dirName().toStdString();
    c.program = c.name;
    const QString tests = dir.filePath(QStringLiteral("tests"));
    c.faultyPaths.push_back(dir.filePath(QStringLiteral("faulty")).toStdString());
    if (QFileInfo(dir.filePath(QStringLiteral("reference"))).isDir()) c.referencePaths.push_back(dir.filePath(QStringLiteral("reference")).toStdString());
    if (QFileInfo(tests).isDir()) {
        c.faultyPaths.push_back(tests.toStdString());
        if (c.hasReference()) c.referencePaths.push_back(tests.toStdString());
    }
    QFile faults(dir.filePath(QStringLiteral("faults.txt")));
    if (faults.exists()) {
        if (faults.open(QIODevice::ReadOnly)) c.expected = parseExpectedFaults(faults.readAll().toStdString(), faults.fileName().toStdString(), problems);
        else problems.push_back(faults.fileName().toStdString() + ": cannot be read");
    }
    for (ExpectedFault& f : c.expected) {
        if (f.reference.empty()) continue;
        const QString folder = dir.filePath(QString::fromStdString(f.reference));
        if (!QFileInfo(folder).isDir()) {
            problems.push_back(faults.fileName().toStdString() + ": no folder " + folder.toStdString() + " (the case's reference is used)");
            continue;
        }
        f.referencePaths.push_back(folder.toStdString());
        if (QFileInfo(tests).isDir()) f.referencePaths.push_back(tests.toStdString());
    }
    return c;
}

// The code of `files' (in `dir'), joined: comments and one-line strings (a note's description)
// left out, so that only what the code names is found in it (namesClass).
QString codeOf(const QDir& dir, const std::vector<QString>& files)
{
    static const QRegularExpression commentsAndStrings(QStringLiteral("--[^\\n]*|\"[^\"\\n]*\""));
    QString code;
    for (const QString& file : files) {
        QFile f(dir.filePath(file));
        if (f.open(QIODevice::ReadOnly)) code += QString::fromUtf8(f.readAll()).remove(commentsAndStrings) + QLatin1Char('\n');
    }
    return code;
}

// Whether `code' names class `name' as a whole word written in upper case, as class names are
// written: Eiffel ignores letter case, but a routine often shares its class's name in lower case
// (BUBBLE_SORT.bubble_sort), and that names no class.
bool namesClass(const QString& code, const QString& name)
{
    const QRegularExpression word(QStringLiteral("\\b") + QRegularExpression::escape(name.toUpper()) + QStringLiteral("\\b"));
    return word.match(code).hasMatch();
}

// The variant sets of the flat layout in `dir`: set N is every NAME_N.e with a reference NAME.e
// (the folder's other references complete it). `program` names the sets' program; empty: the
// folder's one reference name that has variants, or the folder's name when several have.
void appendVariantSets(const QDir& dir, QString program, Collection& collection)
{
    static const QRegularExpression variantFile(QStringLiteral("^(.+)_(\\d+)\\.e$"));
    std::map<int, std::vector<QString>> sets;   // N → its variant files
    std::set<QString> referenced;               // reference names with variants
    for (const QString& file : dir.entryList({QStringLiteral("*.e")}, QDir::Files, QDir::Name)) {
        const QRegularExpressionMatch m = variantFile.match(file);
        if (!m.hasMatch()) continue;
        const QString reference = dir.filePath(m.captured(1) + QStringLiteral(".e"));
        if (!QFileInfo(reference).isFile()) {
            collection.problems.push_back(dir.filePath(file).toStdString() + ": no reference " + reference.toStdString() +
                                          " (fixes will not be classified)");
        }
        sets[m.captured(2).toInt()].push_back(file);
        referenced.insert(m.captured(1));
    }
    if (sets.empty()) return;
    if (program.isEmpty()) program = referenced.size() == 1 ? *referenced.begin() : dir.dirName();
    std::vector<QString> references;   // every NAME.e of the folder that is not a variant
    for (const QString& file : dir.entryList({QStringLiteral("*.e")}, QDir::Files, QDir::Name))
        if (!variantFile.match(file).hasMatch()) references.push_back(file);
    for (const auto& [n, files] : sets) {
        BenchCase c;
        c.program = program.toStdString();
        c.variant = n;
        c.name = c.program + "_" + std::to_string(n);
        std::set<QString> varied;   // reference files the set has a variant of
        bool complete = true;       // every variant has its reference
        for (const QString& file : files) {
            const QString reference = variantFile.match(file).captured(1) + QStringLiteral(".e");
            c.faultyPaths.push_back(dir.filePath(file).toStdString());
            varied.insert(reference);
            if (!QFileInfo(dir.filePath(reference)).isFile()) {
                complete = false;
                continue;
            }
            c.referencePaths.push_back(dir.filePath(reference).toStdString());
            c.classRenames[sema::classNameOfFile(file.toStdString())] = sema::classNameOfFile(reference.toStdString());
        }
        const QString code = codeOf(dir, files);   // read once for every reference the set varies
        for (const QString& reference : references) {
            if (varied.count(reference)) {
                // A variant may still name the class it varies by the reference's name (its other
                // classes were left unrenamed): compiled in the program's folder, as EiffelStudio
                // compiles the folder as one cluster, it gets the reference's class.
                if (namesClass(code, QString::fromStdString(sema::classNameOfFile(reference.toStdString()))))
                    c.faultyPaths.push_back(dir.filePath(reference).toStdString());
                continue;
            }
            c.faultyPaths.push_back(dir.filePath(reference).toStdString());
            c.referencePaths.push_back(dir.filePath(reference).toStdString());
        }
        if (!complete) c.referencePaths.clear();   // no reference to compare with
        collection.cases.push_back(std::move(c));
    }
}

}  // namespace

Collection loadCollection(const std::string& directory)
{
    Collection collection;
    const QDir dir(QString::fromStdString(directory));
    if (!dir.exists()) {
        collection.problems.push_back(directory + ": no such directory");
        return collection;
    }
    if (QFileInfo(dir.filePath(QStringLiteral("faulty"))).isDir()) {
        collection.cases.push_back(folderCase(dir, collection.problems));
        return collection;
    }
    for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir caseDir(dir.filePath(sub));
        if (QFileInfo(caseDir.filePath(QStringLiteral("faulty"))).isDir()) collection.cases.push_back(folderCase(caseDir, collection.problems));
        else appendVariantSets(caseDir, sub, collection);   // a program folder of the flat layout
    }
    appendVariantSets(dir, QString(), collection);
    std::sort(collection.cases.begin(), collection.cases.end(), [](const BenchCase& a, const BenchCase& b) {
        return inCollectionOrder({a.program, a.variant, a.name}, {b.program, b.variant, b.name});
    });
    if (collection.cases.empty()) collection.problems.push_back(directory + ": no cases (CASE/faulty/ folders or NAME_N.e variants of NAME.e)");
    return collection;
}

}  // namespace amend::evaluation
