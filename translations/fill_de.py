#!/usr/bin/env python3
# Fills translations/amend_de.ts (as lupdate writes it) with the German texts below and marks
# them finished. Run after `lupdate ui app/gui -ts translations/amend_de.ts`; a source text
# without an entry here stays unfinished and the script says so (exit status 1).
import sys
import xml.etree.ElementTree as ET

DE = {
    # Stages and how a fix was found (fix_presentation.cpp: fixAccount, issue 32).
    'case': 'Fall',
    'the condition': 'die Bedingung',
    "the loop's exit condition": 'die Abbruchbedingung der Schleife',
    'the statement': 'die Anweisung',
    'was always true': 'immer wahr wäre',
    'was always false': 'immer falsch wäre',
    'had the opposite value once': 'einmal den umgekehrten Wert hätte',
    'was skipped': 'übersprungen würde',
    # Vanished from the sources (lupdate keeps them as obsolete entries of the .ts).
    'were always true': 'immer wahr wäre',
    'were always false': 'immer falsch wäre',
    'were skipped': 'übersprungen würde',
    'Found by Nopol: the failing runs pass when %1 at line %2 %3; a condition that does this and keeps the passing runs was computed from the values the tests observed.':
        'Gefunden von Nopol: Die fehlschlagenden Läufe bestehen, wenn %1 in Zeile %2 %3; eine Bedingung, die das leistet und die bestandenen Läufe erhält, wurde aus den in den Tests beobachteten Werten berechnet.',
    'the condition at line %1': 'die Bedingung in Zeile %1',
    'the assignment at line %1': 'die Zuweisung in Zeile %1',
    "Found by WP: working back from the violated contract along the failing runs, %1 is where `%2' must become `%3' for the contract to hold.":
        "Gefunden von WP: Vom verletzten Vertrag rückwärts entlang der fehlschlagenden Läufe ist %1 die Stelle, an der `%2' zu `%3' werden muss, damit der Vertrag gilt.",
    "Found by GenProg's search in generation %1 of %2, then reduced to the edits that matter (%3).":
        'Gefunden von der Suche von GenProg in Generation %1 von %2, dann auf die nötigen Änderungen verkleinert (%3).',
    'Found by AutoFix from the code around the failure.': 'Gefunden von AutoFix aus dem Code um den Fehlschlag.',
    "Found by AutoFix: in the failing runs `%1' is %2 before line %3, unlike in the passing runs.":
        "Gefunden von AutoFix: In den fehlschlagenden Läufen ist `%1' vor Zeile %3 %2, anders als in den bestandenen.",
    'true': 'wahr',
    'false': 'falsch',
    'How strongly the failing runs point at this place: %1 of 100.': 'Wie stark die fehlschlagenden Läufe auf diese Stelle zeigen: %1 von 100.',
    'Ranked lower: new tests of the fixed routine fail on it (%1).': 'Weiter unten eingeordnet: Neue Tests der korrigierten Routine schlagen darauf fehl (%1).',
    'A test generated against the fixes (shown below) tells this fix apart (%1): %2.':
        'Ein gegen die Korrekturen erzeugter Test (unten) unterscheidet diese Korrektur (%1): %2.',
    'invalidated': 'ungültig gemacht',
    'Ranked higher: similar fixes were accepted before.': 'Weiter oben eingeordnet: Ähnliche Korrekturen wurden früher übernommen.',
    'Ranked lower: similar fixes were rejected before.': 'Weiter unten eingeordnet: Ähnliche Korrekturen wurden früher abgelehnt.',
    'contract': 'Vertrag',
    'the unchanged routine passes': 'die unveränderte Routine besteht',
    '%1 other fix(es) pass': '%1 andere Korrektur(en) bestehen',
    'it violates %1 in %2 (%3)': 'verletzt sie %1 in %2 (%3)',
    'it returns %1 where the unchanged routine returns %2': 'liefert sie %1, wo die unveränderte Routine %2 liefert',
    'it prints %1 where the unchanged routine prints %2': 'gibt sie %1 aus, wo die unveränderte Routine %2 ausgibt',
    'it leaves %1 where the unchanged routine leaves %2': 'hinterlässt sie %1, wo die unveränderte Routine %2 hinterlässt',
    "%1 (%2): on `%3' %4": "%1 (%2): bei `%3' %4",
    'Invalidated by co-evolved tests (%1)': 'Durch ko-evolvierte Tests ungültig gemacht (%1)',
    "Fixes that passed the fault's tests but violate a contract on a test co-evolved against the fixes":
        'Korrekturen, die die Tests des Defekts bestanden, aber auf einem gegen die Korrekturen ko-evolvierten Test einen Vertrag verletzen',
    "%1 (%2): on `%3' it %4 where %5": "%1 (%2): bei `%3' %4, wo %5",
    'Invalidated by this co-evolved test:': 'Durch diesen ko-evolvierten Test ungültig gemacht:',
    'demoted': 'herabgestuft',
    'questioned': 'angezweifelt',
    'warning: only with an extreme size': 'Warnung: nur bei extremer Größe',
    'warning: only after an overflow': 'Warnung: nur nach einem Überlauf',
    '%1: %2 — a warning, not a fault: every failing test passed an extreme size (%3 or more) and ran out of '
    'the memory budget; with reasonable sizes the routine does not fail. It is not fixed.':
        '%1: %2 — eine Warnung, kein Defekt: Jeder fehlschlagende Test übergab eine extreme Größe (%3 oder mehr) und '
        'überschritt das Speicherbudget; mit vernünftigen Größen schlägt die Routine nicht fehl. Sie wird nicht repariert.',
    '%1: %2 — a warning, not a fault: every failing test had an INTEGER operation wrap around first. It is not fixed.':
        '%1: %2 — eine Warnung, kein Defekt: In jedem fehlschlagenden Test lief zuvor eine INTEGER-Operation über. '
        'Sie wird nicht repariert.',
    '-- the hand-written test %1': '-- der handgeschriebene Test %1',
    '&Trace on this fix': '&Auf dieser Korrektur verfolgen',
    'Replay the distinguishing test on this fix in the Traces panel':
        'Den unterscheidenden Test im Bereich Abläufe auf dieser Korrektur abspielen',
    'Distinguishing test (co-evolved against the fixes):': 'Unterscheidender Test (gegen die Korrekturen ko-evolviert):',
    'distinguishing test of the fix': 'unterscheidender Test der Korrektur',
    'co-evolving tests': 'Tests ko-evolvieren',
    'to be attempted': 'noch offen',
    'fixing…': 'wird repariert…',
    'fix available': 'Korrektur verfügbar',
    'no valid fix': 'keine gültige Korrektur',
    'cannot fix': 'nicht reparierbar',
    'fix accepted': 'Korrektur übernommen',
    'incomplete (cancelled)': 'unvollständig (abgebrochen)',
    're-checking with the accepted fix…': 'wird mit der übernommenen Korrektur nachgeprüft…',
    'passes with the accepted fix': 'besteht mit der übernommenen Korrektur',
    'fixes stale: run Fix again': 'Korrekturen veraltet: erneut reparieren',
    'incomplete: %1 fixes found before Cancel': 'unvollständig: %1 Korrekturen vor dem Abbruch gefunden',
    'Routine:': 'Routine:',
    'whole program (or CLASS.feature)': 'ganzes Programm (oder KLASSE.feature)',
    'Fix only this routine (CLASS.feature, any letter case); empty: the whole program':
        'Nur diese Routine reparieren (KLASSE.feature, Groß-/Kleinschreibung beliebig); leer: das ganze Programm',
    'Some files have unsaved changes (an accepted fix is one). Save them before opening %1?':
        'Einige Dateien haben ungespeicherte Änderungen (auch eine übernommene Korrektur). Vor dem Öffnen von %1 speichern?',
    'Some files have unsaved changes (an accepted fix is one). Save them before quitting?':
        'Einige Dateien haben ungespeicherte Änderungen (auch eine übernommene Korrektur). Vor dem Beenden speichern?',
    'No routine %1 in the program: the Routine field expects CLASS.feature.': 'Keine Routine %1 im Programm: Das Feld Routine erwartet KLASSE.feature.',
    'no routine %1': 'keine Routine %1',
    'cancelled: results incomplete': 'abgebrochen: Ergebnisse unvollständig',
    'Cancelled: %1 faults kept with the fixes found so far; run Fix again for the rest.':
        'Abgebrochen: %1 Defekte mit den bisher gefundenen Korrekturen behalten; für den Rest erneut reparieren.',
    'Fix Only This Fault (#%1)': 'Nur diesen Defekt reparieren (#%1)',
    'Fix Routine %1': 'Routine %1 reparieren',
    '%1, fault %2 of %3': '%1, Defekt %2 von %3',
    'Select a fault to see the contract it violates.': 'Wählen Sie einen Defekt, um den verletzten Vertrag zu sehen.',
    'Fault %1: %2': 'Defekt %1: %2',
    'Kind': 'Art',
    'Tag': 'Marke',
    '%1 clauses of the %2: %3': '%1 Klauseln der %2: %3',
    '%1 clauses of the %2 with one cause, fixed together: %3': '%1 Klauseln der %2 mit einer Ursache, gemeinsam repariert: %3',
    'Clauses': 'Klauseln',
    '(%1 failing)': '(%1 fehlgeschlagen)',
    'One cause: every test checks all of them and stops at the first false one. They are fixed together: a fix is valid only when every clause holds.':
        'Eine Ursache: Jeder Test prüft alle und hält bei der ersten falschen an. Sie werden gemeinsam repariert: Eine Korrektur ist nur gültig, wenn jede Klausel gilt.',
    'Clause': 'Klausel',
    'Blamed routine': 'Verantwortliche Routine',
    'Detected in': 'Erkannt in',
    'Location': 'Ort',
    'Tests': 'Tests',
    '%1 failing, %2 passing': '%1 fehlschlagend, %2 bestanden',
    'Message': 'Meldung',
    'Values at the failure (in %1)': 'Werte beim Fehlschlag (in %1)',
    'argument': 'Argument',
    'local': 'lokal',
    'result': 'Ergebnis',
    'Current': 'Current',
    'Minimized failing test': 'Minimierter fehlschlagender Test',
    'Failing test': 'Fehlschlagender Test',
    'Unified': 'Einheitlich',
    'Side by side': 'Nebeneinander',
    'Cannot read %1: %2': '%1 kann nicht gelesen werden: %2',
    'No .e files in %1': 'Keine .e-Dateien in %1',
    'Cannot write the backup %1': 'Die Sicherungskopie %1 kann nicht geschrieben werden',
    'Cannot write %1: %2': '%1 kann nicht geschrieben werden: %2',
    'Default': 'Standard',
    'Comment': 'Kommentar',
    'Keyword': 'Schlüsselwort',
    'String': 'Zeichenkette',
    'Character': 'Zeichen',
    'Number': 'Zahl',
    'Operator': 'Operator',
    'Class name': 'Klassenname',
    'Identifier': 'Bezeichner',
    '1 fix': '1 Korrektur',
    '%1 fixes': '%1 Korrekturen',
    '#': 'Nr.',
    'Routine': 'Routine',
    'Violated': 'Verletzt',
    'Status': 'Status',
    ' of %1': ' von %1',
    'Rank': 'Rang',
    'Explanation': 'Erklärung',
    '&Accept': '&Übernehmen',
    '&Reject': '&Ablehnen',
    'Re&vert': '&Zurücknehmen',
    'Apply the selected fix to the editor (one undoable step)': 'Die gewählte Korrektur im Editor anwenden (ein rückgängig machbarer Schritt)',
    'Hide the selected fix for this session': 'Die gewählte Korrektur für diese Sitzung ausblenden',
    'Undo the accepted fix of this fault': 'Die übernommene Korrektur dieses Defekts zurücknehmen',
    'No valid fix (yet) for this fault.': '(Noch) keine gültige Korrektur für diesen Defekt.',
    'Cancel': 'Abbrechen',
    'Amend': 'Amend',
    'Cancel the fix session (Esc)': 'Die Reparatursitzung abbrechen (Esc)',
    '&File': '&Datei',
    '&Open File…': 'Datei ö&ffnen…',
    'Open &Folder…': '&Ordner öffnen…',
    'Open &Recent': '&Zuletzt geöffnet',
    '&Examples': '&Beispiele',
    '&Save': '&Speichern',
    'Save &As…': 'Speichern &unter…',
    '&Quit': '&Beenden',
    '&Edit': '&Bearbeiten',
    '&Undo': '&Rückgängig',
    '&Redo': '&Wiederherstellen',
    'Se&ttings…': '&Einstellungen…',
    'F&ix': '&Reparieren',
    '&Fix': '&Reparieren',
    'Test the program and propose fixes (F5)': 'Das Programm testen und Korrekturen vorschlagen (F5)',
    '&Cancel': '&Abbrechen',
    '&Accept Selected Fix': 'Gewählte Korrektur ü&bernehmen',
    '&Reject Selected Fix': 'Gewählte Korrektur a&blehnen',
    'Re&vert Accepted Fix': 'Übernommene Korrektur &zurücknehmen',
    '&Next Fault': '&Nächster Defekt',
    '&Previous Fault': '&Vorheriger Defekt',
    'Main': 'Haupt',
    'Faults': 'Defekte',
    'Violated contract': 'Verletzter Vertrag',
    'Fixes': 'Korrekturen',
    'Snapshots': 'Momentaufnahmen',
    'Traces': 'Abläufe',
    '&View': '&Ansicht',
    'Accept fix': 'Korrektur übernehmen',
    'Revert fix': 'Korrektur zurücknehmen',
    '%1 — Amend': '%1 — Amend',
    'Open Eiffel File': 'Eiffel-Datei öffnen',
    'Eiffel classes (*.e)': 'Eiffel-Klassen (*.e)',
    'Open Program Folder': 'Programmordner öffnen',
    'Save': 'Speichern',
    'Saved.': 'Gespeichert.',
    'Saved (backup: %1).': 'Gespeichert (Sicherungskopie: %1).',
    'Save As': 'Speichern unter',
    'Check: no errors': 'Prüfung: keine Fehler',
    'Check: %1 errors, %2 warnings': 'Prüfung: %1 Fehler, %2 Warnungen',
    'Unsaved changes': 'Ungespeicherte Änderungen',
    'the program has errors': 'das Programm hat Fehler',
    'Cannot fix: the program has errors. %1': 'Reparatur nicht möglich: das Programm hat Fehler. %1',
    '1 fault found by %1 tests': '1 Defekt durch %1 Tests gefunden',
    '%1 faults found by %2 tests': '%1 Defekte durch %2 Tests gefunden',
    'cancelled': 'abgebrochen',
    'done': 'fertig',
    'No faults found.': 'Keine Defekte gefunden.',
    'Open a program first.': 'Öffnen Sie zuerst ein Programm.',
    'compiling': 'übersetze',
    'cancelling…': 'breche ab…',
    '%1:%2': '%1:%2',
    'The file of this fix is not open.': 'Die Datei dieser Korrektur ist nicht geöffnet.',
    'A fix of this fault is already accepted; revert it first.': 'Für diesen Defekt ist schon eine Korrektur übernommen; nehmen Sie sie zuerst zurück.',
    '%1 changed since the fixes were computed; run Fix again.': '%1 wurde seit der Berechnung der Korrekturen geändert; reparieren Sie erneut.',
    'Fix accepted (Undo restores the previous text).': 'Korrektur übernommen (Rückgängig stellt den vorigen Text wieder her).',
    'Fix rejected; it stays hidden for this session.': 'Korrektur abgelehnt; sie bleibt in dieser Sitzung ausgeblendet.',
    'No accepted fix for this fault.': 'Keine übernommene Korrektur für diesen Defekt.',
    'The file changed after the fix was accepted; use Undo to go back.': 'Die Datei wurde nach der Übernahme geändert; verwenden Sie Rückgängig.',
    'AutoFix (snapshots and fix schemas)': 'AutoFix (Momentaufnahmen und Korrekturschemata)',
    'Nopol (condition synthesis)': 'Nopol (Synthese von Bedingungen)',
    'WP (weakest preconditions: assignments and predicates)': 'WP (schwächste Vorbedingungen: Zuweisungen und Prädikate)',
    'GenProg (genetic search over statements and expressions)': 'GenProg (genetische Suche über Anweisungen und Ausdrücke)',
    'Settings': 'Einstellungen',
    ' s': ' s',
    'CLASS.feature (empty: the whole program)': 'KLASSE.feature (leer: das ganze Programm)',
    'System default': 'Systemvorgabe',
    'Testing time budget:': 'Zeitbudget für Tests:',
    'Random seed:': 'Startwert des Zufallsgenerators:',
    'Fixes per fault:': 'Korrekturen je Defekt:',
    'Only the routine:': 'Nur die Routine:',
    'Techniques:': 'Verfahren:',
    'Language (next start):': 'Sprache (ab dem nächsten Start):',
    'line %1': 'Zeile %1',
    'found by invariant difference': 'durch Invariantendifferenz gefunden',
    'found by enumeration of predicates': 'durch Aufzählung von Prädikaten gefunden',
    'Predicate': 'Prädikat',
    'Value': 'Wert',
    'Passing': 'Bestanden',
    'Failing': 'Fehlschlagend',
    'cdep': 'cdep',
    'edep': 'edep',
    'dyn': 'dyn',
    'Susp.': 'Verd.',
    'Filter snapshots (predicate, line, value)…': 'Momentaufnahmen filtern (Prädikat, Zeile, Wert)…',
    'error: %1': 'Fehler: %1',
    'warning: %1': 'Warnung: %1',
    'First step': 'Erster Schritt',
    'Step backward (Shift+F10)': 'Schritt zurück (Umschalt+F10)',
    'Step forward (F10)': 'Schritt vor (F10)',
    'Run to the failure (F11)': 'Bis zum Fehlschlag laufen (F11)',
    'Name': 'Name',
    'Test:': 'Test:',
    'failing: %1': 'fehlschlagend: %1',
    'passing: %1': 'bestanden: %1',
    'no tests': 'keine Tests',
    'no steps recorded': 'keine Schritte aufgezeichnet',
    'step %1 of %2%3': 'Schritt %1 von %2%3',
    ' (failure)': ' (Fehlschlag)',
    'changed': 'geändert',
    'call depth %1': 'Aufruftiefe %1',
    'Arguments': 'Argumente',
    'Locals': 'Lokale',
    'Result': 'Result',
    'Failure': 'Fehlschlag',
    'testing': 'teste',
    'hand-written tests': 'handgeschriebene Tests',
    'minimizing': 'minimiere',
    'fixing': 'repariere',
    'localizing': 'lokalisiere',
    'Nopol': 'Nopol',
    'WP': 'WP',
    'GenProg': 'GenProg',
    '%1, line %2': '%1, Zeile %2',
    'Replay the test with the selected fix applied, to compare before and after': 'Den Test mit der gewählten Korrektur wiederholen, um vorher und nachher zu vergleichen',
    'Replay the test with this fix applied: %1': 'Den Test mit dieser Korrektur wiederholen: %1',
    'Select a body fix (after the fix session) to replay tests on it': 'Wählen Sie eine Korrektur des Rumpfs (nach der Reparatursitzung), um Tests damit zu wiederholen',
    ' (passed)': ' (bestanden)',
    'Close': 'Schließen',
    'Example Gallery': 'Beispielgalerie',
    '&Gallery…': '&Galerie…',
    'A program with contracts.': 'Ein Programm mit Verträgen.',
    'Known faults:\n': 'Bekannte Defekte:\n',
    'Programs with known faults, bundled with Amend. Opening one makes a copy you can edit.': 'Programme mit bekannten Defekten, die Amend beiliegen. Beim Öffnen wird eine bearbeitbare Kopie angelegt.',
    'Re-check: the %1 failing tests of fault %2 pass with the fix.': 'Erneute Prüfung: die %1 fehlschlagenden Tests von Defekt %2 bestehen mit der Korrektur.',
    'Re-check: %1 of %2 failing tests of fault %3 still fail.': 'Erneute Prüfung: %1 von %2 fehlschlagenden Tests von Defekt %3 schlagen weiterhin fehl.',
    '%1 has unsaved changes. Close it anyway?': '%1 hat ungespeicherte Änderungen. Trotzdem schließen?',
    'On the selected fix': 'Mit der gewählten Korrektur',
    'precondition': 'Vorbedingung',
    'postcondition': 'Nachbedingung',
    'invariant': 'Klasseninvariante',
    'check': 'Check-Anweisung',
    'loop invariant': 'Schleifeninvariante',
    'loop variant': 'Schleifenvariante',
    'call on Void': 'Aufruf auf Void',
    'division by zero': 'Division durch null',
    'no inspect branch matches': 'kein inspect-Zweig passt',
    'test assertion': 'Testzusicherung',
    'other failure': 'anderes Versagen',
    'step limit reached': 'Schrittgrenze erreicht',
    'contract evaluation step limit reached': 'Schrittgrenze beim Auswerten eines Vertrags erreicht',
    'call depth limit reached': 'Aufruftiefengrenze erreicht',
    'memory limit reached': 'Speichergrenze erreicht',
    'internal error of the interpreter': 'interner Fehler des Interpreters',
    "%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. The program may loop or recurse without end, or the test asked for too much; a larger budget in the settings may let it finish.":
        '%1: Ein Test wurde angehalten, weil er eine Ressourcengrenze erreichte (%2), nicht weil ein Vertrag verletzt wurde. Das Programm läuft oder rekursiert vielleicht endlos, oder der Test verlangte zu viel; ein größeres Budget in den Einstellungen lässt ihn eventuell zu Ende laufen.',
    'How many passing tests reached this location': 'Wie viele bestandene Tests diese Stelle erreichten',
    'How many failing tests reached this location': 'Wie viele fehlschlagende Tests diese Stelle erreichten',
    "Control dependence: how close this location is to the failing line in the routine's flow (1 = just before it, 0 = it cannot lead there)":
        'Kontrollabhängigkeit: wie nah diese Stelle im Ablauf der Routine an der fehlschlagenden Zeile liegt (1 = direkt davor, 0 = sie führt nicht dorthin)',
    'Expression dependence: how much the predicate shares with the failing expression (1 = the same sub-expressions, 0 = nothing in common)':
        'Ausdrucksabhängigkeit: wie viel das Prädikat mit dem fehlschlagenden Ausdruck gemeinsam hat (1 = dieselben Teilausdrücke, 0 = nichts)',
    'Dynamic evidence: how strongly this value of the predicate goes with failing tests rather than passing ones (higher = more failing)':
        'Dynamischer Befund: wie stark dieser Wert des Prädikats mit fehlschlagenden statt bestandenen Tests einhergeht (höher = mehr fehlschlagende)',
    'Suspiciousness: cdep, edep and dyn combined (harmonic mean); the higher, the likelier the fault is here, and the earlier fixes are tried here':
        'Verdächtigkeit: cdep, edep und dyn kombiniert (harmonisches Mittel); je höher, desto wahrscheinlicher liegt der Defekt hier, und desto früher werden hier Korrekturen versucht',
    'What it does': 'Wirkung',   # the fix list's header: short enough for 1024 px, bold
    "Runs `%1' first, then the instruction as before (in %2)": "Führt zuerst `%1' aus, dann die Anweisung wie bisher (in %2)",
    "Runs `%1' when `%2' holds, then the instruction as before (in %3)": "Führt `%1' aus, wenn `%2' gilt, dann die Anweisung wie bisher (in %3)",
    "Runs `%1' instead of the instruction when `%2' holds (in %3)": "Führt `%1' statt der Anweisung aus, wenn `%2' gilt (in %3)",
    # The instruction a fix works on, by its line (issue 34, item 11: two fixes never read the same).
    "Runs `%1' first, then the instruction at line %2 as before (in %3)": "Führt zuerst `%1' aus, dann wie bisher die Anweisung in Zeile %2 (in %3)",
    "Runs `%1' when `%2' holds, then the instruction at line %3 as before (in %4)":
        "Führt `%1' aus, wenn `%2' gilt, dann wie bisher die Anweisung in Zeile %3 (in %4)",
    "Runs `%1' instead of the instruction at line %2 when `%3' holds (in %4)": "Führt `%1' statt der Anweisung in Zeile %2 aus, wenn `%3' gilt (in %4)",
    "Skips the instruction at line %1 of %2 when `%3' holds: the failing runs no longer execute it":
        "Überspringt die Anweisung in Zeile %1 von %2, wenn `%3' gilt: die fehlschlagenden Läufe führen sie nicht mehr aus",
    "Runs the instruction at line %1 of %2 only when `%3' holds: the failing runs skip it":
        "Führt die Anweisung in Zeile %1 von %2 nur aus, wenn `%3' gilt: die fehlschlagenden Läufe überspringen sie",
    # The Kind column: the kind of change (fix_words.cpp: fixKindText), never the technique's name.
    'new condition': 'neue Bedingung',
    'added call': 'hinzugefügter Aufruf',
    'added assignment': 'hinzugefügte Zuweisung',
    'changed condition': 'geänderte Bedingung',
    'changed operator': 'geänderter Operator',
    'changed bound': 'geänderte Grenze',
    'changed expression': 'geänderter Ausdruck',
    'changed statement': 'geänderte Anweisung',
    'several edits': 'mehrere Änderungen',
    'other change': 'andere Änderung',
    # The fault's message in the user's words (fix_words.cpp: faultMessageText).
    'a call on a Void target': 'ein Aufruf auf einem Void-Ziel',
    "`%1' called on a Void target": "`%1' auf einem Void-Ziel aufgerufen",
    'integer division by zero': 'ganzzahlige Division durch null',
    'no inspect branch matches the value': 'kein inspect-Zweig passt zum Wert',
    'no inspect branch matches the value %1': 'kein inspect-Zweig passt zum Wert %1',
    'exception raised by the program': 'vom Programm ausgelöste Ausnahme',
    'index out of bounds': 'Index außerhalb der Grenzen',
    'invalid memory access': 'ungültiger Speicherzugriff',
    'agent called with wrong operands': 'Agent mit falschen Operanden aufgerufen',
    'an index outside the bounds of a SPECIAL, STRING or TUPLE': 'ein Index außerhalb der Grenzen eines SPECIAL, STRING oder TUPLE',
    'the index %1 lies outside the bounds of a SPECIAL, STRING or TUPLE': 'der Index %1 liegt außerhalb der Grenzen eines SPECIAL, STRING oder TUPLE',
    'memory accessed outside a block or variable': 'Speicherzugriff außerhalb eines Blocks oder einer Variablen',
    "`%1' accessed memory outside a block or variable": "`%1' hat außerhalb eines Blocks oder einer Variablen auf den Speicher zugegriffen",
    'an agent called with operands that do not conform to its open arguments': 'ein Agent, aufgerufen mit Operanden, die nicht zu seinen offenen Argumenten konform sind',
    "the agent of `%1' called with operands that do not conform to its open arguments": "der Agent von `%1', aufgerufen mit Operanden, die nicht zu seinen offenen Argumenten konform sind",
    'program ended by die': 'Programm mit die beendet',
    'the program raised an exception': 'das Programm hat eine Ausnahme ausgelöst',
    'the program raised the exception %1': 'das Programm hat die Ausnahme %1 ausgelöst',
    'the program ended itself with die': 'das Programm hat sich mit die beendet',
    'the program ended itself with die (%1)': 'das Programm hat sich mit die (%1) beendet',
    "Interpreter's message": 'Meldung des Interpreters',
    "Changes the condition `%1' to `%2' (in %3)": "Ändert die Bedingung `%1' zu `%2' (in %3)",
    "Changes a statement of %1 to `%2'": "Ändert eine Anweisung von %1 zu `%2'",
    'Edits found by search in %1: %2': 'Durch Suche gefundene Änderungen in %1: %2',
    'Changes an expression in %1: %2': 'Ändert einen Ausdruck in %1: %2',
    'Changes an expression in %1 at line %2: %3': 'Ändert einen Ausdruck in %1 in Zeile %2: %3',
    'Changes %1: %2': 'Ändert %1: %2',
    '%1 at line %2': '%1 in Zeile %2',
    "deletes `%1' at line %2": "löscht `%1' in Zeile %2",
    "inserts `%1' before line %2": "fügt `%1' vor Zeile %2 ein",
    "inserts `%1' after line %2": "fügt `%1' nach Zeile %2 ein",
    "inserts `%1' after the loop ending at line %2": "fügt `%1' nach der Schleife ein, die in Zeile %2 endet",
    "inserts `%1' at the end of the routine": "fügt `%1' am Ende der Routine ein",
    'swaps the statements at lines %1 and %2': 'vertauscht die Anweisungen in den Zeilen %1 und %2',
    "Weakens a postcondition of %1 to `%2': the routine then promises less": "Schwächt eine Nachbedingung von %1 zu `%2' ab: die Routine verspricht dann weniger",
    "Weakens the postcondition `%1' of %2 to `%3': the routine then promises less": "Schwächt die Nachbedingung `%1' von %2 zu `%3' ab: die Routine verspricht dann weniger",
    "Adds the precondition `%1' to %2: callers must then ensure it, and the failing calls are no longer allowed":
        "Fügt %2 die Vorbedingung `%1' hinzu: Aufrufer müssen sie dann sicherstellen, und die fehlschlagenden Aufrufe sind nicht mehr erlaubt",
    "Skips an instruction of %1 when `%2' holds: the failing runs no longer execute it": "Überspringt eine Anweisung von %1, wenn `%2' gilt: die fehlschlagenden Läufe führen sie nicht mehr aus",
    "Runs an instruction of %1 only when `%2' holds: the failing runs skip it": "Führt eine Anweisung von %1 nur aus, wenn `%2' gilt: die fehlschlagenden Läufe überspringen sie",
    'Puts a constant in %1 (%2): what the program computed there is thrown away': 'Setzt eine Konstante in %1 ein (%2): was das Programm dort berechnete, wird verworfen',
    'weakens contract': 'schwächt Vertrag',
    'restricts callers': 'schränkt Aufrufer ein',
    'guard only': 'nur Wächter',
    'changes an argument or another object': 'ändert ein Argument oder ein anderes Objekt',
    'deletes code': 'löscht Code',
    'constant condition': 'konstante Bedingung',
    "This fix changes an object the routine never changed before, such as an argument's: the failing check may now pass only because that object was emptied or reset.":
        'Diese Korrektur ändert ein Objekt, das die Routine bisher nie geändert hat, etwa das eines Arguments: Die fehlschlagende Prüfung besteht jetzt vielleicht nur, weil dieses Objekt geleert oder zurückgesetzt wurde.',
    'This fix deletes a statement of the routine: the tests pass because less is done, not because it is done right.':
        'Diese Korrektur löscht eine Anweisung der Routine: Die Tests bestehen, weil weniger getan wird, nicht weil es richtig getan wird.',
    'This condition has the same value in every test run: it is True or False in disguise. Check the cases the tests do not reach.':
        'Diese Bedingung hat in jedem Testlauf denselben Wert: Sie ist verkapptes True oder False. Prüfen Sie die Fälle, die die Tests nicht erreichen.',
    'constant': 'Konstante',
    'Contract-weakening fix: the routine promises less instead of doing more. Check that callers do not rely on what it no longer promises.':
        'Vertragsabschwächung: die Routine verspricht weniger, statt mehr zu leisten. Prüfen Sie, dass kein Aufrufer sich auf das nicht mehr Versprochene verlässt.',
    'Contract fix: a new precondition makes the failing calls invalid. The callers become responsible; check that they can be.':
        'Vertragskorrektur: eine neue Vorbedingung macht die fehlschlagenden Aufrufe ungültig. Die Aufrufer werden verantwortlich; prüfen Sie, dass sie es sein können.',
    'Guard-only fix: existing code is skipped in the failing runs instead of being corrected. Check that skipping it is right.':
        'Nur-Wächter-Korrektur: vorhandener Code wird in den fehlschlagenden Läufen übersprungen statt berichtigt. Prüfen Sie, dass das Überspringen richtig ist.',
    'Constant fix: a constant replaces a computed value. Check that the constant is right in every case, not just in the tests.':
        'Konstanten-Korrektur: eine Konstante ersetzt einen berechneten Wert. Prüfen Sie, dass die Konstante in jedem Fall stimmt, nicht nur in den Tests.',
    'No .e files in the project %1': 'Keine .e-Dateien im Projekt %1',
    '%1 changed on disk since it was opened; not saved (reopen it to see the other changes)':
        '%1 wurde seit dem Öffnen auf der Festplatte geändert; nicht gespeichert (neu öffnen, um die anderen Änderungen zu sehen)',
    'Learning from decisions: rank fixes by what was accepted before, learn from Accept, Reject and Revert':
        'Aus Entscheidungen lernen: Korrekturen danach ordnen, was früher übernommen wurde; aus Übernehmen, Ablehnen und Zurücknehmen lernen',
    'Reset': 'Zurücksetzen',
    'Export…': 'Exportieren…',
    'Import…': 'Importieren…',
    'Reset learning': 'Gelerntes zurücksetzen',
    'Forget all your decisions? The knowledge Amend ships stays.': 'Alle Ihre Entscheidungen vergessen? Das mitgelieferte Wissen von Amend bleibt.',
    'Export knowledge base': 'Wissensbasis exportieren',
    'JSON (*.json)': 'JSON (*.json)',
    'Import knowledge base': 'Wissensbasis importieren',
    'Learning': 'Lernen',
    'Your knowledge base cannot be read: %1': 'Ihre Wissensbasis kann nicht gelesen werden: %1',
    '1 decision of yours, and %1 from the collections Amend ships (stored in %2).': '1 Entscheidung von Ihnen und %1 aus den mitgelieferten Sammlungen (gespeichert in %2).',
    '%1 decisions of yours, and %2 from the collections Amend ships (stored in %3).': '%1 Entscheidungen von Ihnen und %2 aus den mitgelieferten Sammlungen (gespeichert in %3).',
    'Open &Project…': '&Projekt öffnen…',
    'Open EiffelStudio Project': 'EiffelStudio-Projekt öffnen',
    'EiffelStudio projects (*.ecf)': 'EiffelStudio-Projekte (*.ecf)',
    'The decision was not learned: %1': 'Die Entscheidung wurde nicht gelernt: %1',
    'This fix belongs to no fault of the session.': 'Diese Korrektur gehört zu keinem Defekt der Sitzung.',
    'replaying…': 'wird wiederholt…',
    # The window a programmer keeps open all day (issue 34) and recovery copies (issue 33).
    'Values at the failure of the traced test %1 (in %2)': 'Werte beim Fehlschlag des verfolgten Tests %1 (in %2)',
    '%1 has unsaved changes (an accepted fix is one). Save them before closing?':
        '%1 hat ungespeicherte Änderungen (eine angenommene Korrektur ist eine). Vor dem Schließen speichern?',
    '%1 is not a text file (%2); not opened': '%1 ist keine Textdatei (%2); nicht geöffnet',
    '%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. The program may loop '
    'or recurse without end, or the test asked for too much. It is listed, not fixed: a fix cannot restore a contract that no '
    'test saw violated.':
        '%1: Ein Test hielt an, weil er eine Ressourcengrenze erreichte (%2), nicht weil ein Vertrag verletzt wurde. Das Programm '
        'läuft vielleicht endlos in einer Schleife oder Rekursion, oder der Test verlangte zu viel. Der Eintrag wird aufgeführt, '
        'nicht repariert: Eine Korrektur kann keinen Vertrag wiederherstellen, den kein Test verletzt sah.',
    'Open a program and press Fix (F5): the fixes of the selected fault are listed here.':
        'Öffnen Sie ein Programm und drücken Sie Reparieren (F5): Die Korrekturen des gewählten Defekts stehen hier.',
    'Keyboard Shortcuts': 'Tastenkürzel',
    'Traces ▸ Step forward, backward, run to the failure': 'Abläufe ▸ Schritt vor, zurück, bis zum Fehlschlag',
    'About Amend': 'Über Amend',
    '<h3>Amend %1</h3><p>Amend tests an Eiffel program with its contracts as the oracle, finds its faults, localizes each one '
    'and proposes fixes validated against every test, best first, as diffs you accept or reject.</p><p>It builds on AutoFix '
    'and AutoFix-E2 (contract-based fixing), Nopol (condition synthesis), fixing by path-based weakest preconditions and GenProg.</p>':
        '<h3>Amend %1</h3><p>Amend testet ein Eiffel-Programm mit seinen Verträgen als Orakel, findet seine Defekte, lokalisiert '
        'jeden und schlägt Korrekturen vor, die gegen jeden Test geprüft sind, die beste zuerst, als Diffs, die Sie annehmen oder '
        'ablehnen.</p><p>Es baut auf AutoFix und AutoFix-E2 (vertragsbasiertes Reparieren), Nopol (Synthese von Bedingungen), '
        'Reparieren mit pfadbasierten schwächsten Vorbedingungen und GenProg auf.</p>',
    'Ca&ncel': 'Abbre&chen',
    '&Help': '&Hilfe',
    '&Keyboard Shortcuts': '&Tastenkürzel',
    '&About Amend': 'Ü&ber Amend',
    'Open': 'Öffnen',
    'No changes to save.': 'Keine Änderungen zu speichern.',
    'No routine %1 in the program (CLASS.feature, any letter case)': 'Keine Routine %1 im Programm (KLASSE.feature, beliebige Groß-/Kleinschreibung)',
    'no Eiffel class': 'keine Eiffel-Klasse',
    'Cannot fix: the open files declare no Eiffel class, so there is nothing to test.':
        'Reparieren nicht möglich: Die geöffneten Dateien deklarieren keine Eiffel-Klasse, es gibt nichts zu testen.',
    'Cannot fix: the program has errors (the earlier results are kept). %1':
        'Reparieren nicht möglich: Das Programm hat Fehler (die bisherigen Ergebnisse bleiben). %1',
    'No routine %1 in the program: the Routine field expects CLASS.feature (the earlier results are kept).':
        'Keine Routine %1 im Programm: Das Feld Routine erwartet KLASSE.feature (die bisherigen Ergebnisse bleiben).',
    '%1: %2': '%1: %2',
    'Press Fix (F5): the faults found are listed on the left, the fixes of the selected one here.':
        'Drücken Sie Reparieren (F5): Die gefundenen Defekte stehen links, die Korrekturen des gewählten hier.',
    'A warning (an extreme value, an overflow): listed for you to judge, never fixed.':
        'Eine Warnung (ein extremer Wert, ein Überlauf): zu Ihrer Beurteilung aufgeführt, nie repariert.',
    'No valid fix yet: this fault is being fixed.': 'Noch keine gültige Korrektur: Dieser Defekt wird gerade repariert.',
    'No valid fix found for this fault.': 'Keine gültige Korrektur für diesen Defekt gefunden.',
    'Not fixed: a resource limit is no contract violation.': 'Nicht repariert: Eine Ressourcengrenze ist keine Vertragsverletzung.',
    'Not fixable here: the blamed routine has no body in the program.': 'Hier nicht reparierbar: Die beschuldigte Routine hat keinen Rumpf im Programm.',
    '%1 (the copy is kept: %2)': '%1 (die Kopie bleibt erhalten: %2)',
    'Recover unsaved changes': 'Ungespeicherte Änderungen wiederherstellen',
    'Not restored:\n%1': 'Nicht wiederhergestellt:\n%1',
    'Restored the unsaved changes of %1.': 'Die ungespeicherten Änderungen von %1 wiederhergestellt.',
    'Restored the unsaved changes of %1 files.': 'Die ungespeicherten Änderungen von %1 Dateien wiederhergestellt.',
    'Amend did not end normally last time. These files had changes that were not saved; restoring puts the changes back '
    'into the editor (unsaved, undoable).':
        'Amend wurde zuletzt nicht normal beendet. Diese Dateien hatten ungespeicherte Änderungen; Wiederherstellen bringt sie '
        'zurück in den Editor (ungespeichert, rückgängig zu machen).',
    '%1 — changed %2': '%1 — geändert %2',
    '&Restore': '&Wiederherstellen',
    '&Discard': '&Verwerfen',
    '&Later': '&Später',
    'The file is gone: it cannot be restored.': 'Die Datei gibt es nicht mehr: Sie kann nicht wiederhergestellt werden.',
    'The file already holds this text.': 'Die Datei enthält diesen Text bereits.',
    "base.ecf or its folder (empty: the project's own, else Amend's kernel)": 'base.ecf oder sein Ordner (leer: die des Projekts, sonst der Kern von Amend)',
    'EiffelBase:': 'EiffelBase:',
    'step 8888 of 8888 (failure)': 'Schritt 8888 von 8888 (Fehlschlag)',
    '%1 (and %2 identical)': '%1 (und %2 gleiche)',
    'step %1 of %2: this run has no failure': 'Schritt %1 von %2: dieser Lauf schlägt nicht fehl',
    'Open an &example…': '&Beispiel öffnen…',
    '<h2>Welcome to Amend</h2>': '<h2>Willkommen bei Amend</h2>',
    '<p>Amend fixes Eiffel programs that carry contracts. Open a program and press <b>Fix</b> (F5): Amend tests it with its '
    'contracts as the oracle, lists the faults it finds with the contract each one violates, and proposes fixes validated '
    'against every test, best first.</p><p>Select a fault to see its fixes as diffs; <b>Accept</b> puts one into the editor '
    '(Undo takes it back), <b>Save</b> writes it with a backup. Step through failing and passing runs in <b>Traces</b>.</p>'
    '<p>Help ▸ Keyboard Shortcuts lists every key.</p>':
        '<p>Amend repariert Eiffel-Programme mit Verträgen. Öffnen Sie ein Programm und drücken Sie <b>Reparieren</b> (F5): '
        'Amend testet es mit seinen Verträgen als Orakel, listet die gefundenen Defekte mit dem jeweils verletzten Vertrag und '
        'schlägt Korrekturen vor, die gegen jeden Test geprüft sind, die beste zuerst.</p><p>Wählen Sie einen Defekt, um seine '
        'Korrekturen als Diffs zu sehen; <b>Übernehmen</b> setzt eine in den Editor ein (Rückgängig nimmt sie zurück), '
        '<b>Speichern</b> schreibt sie mit Sicherung. Gehen Sie fehlschlagende und bestandene Läufe in <b>Abläufe</b> '
        'Schritt für Schritt durch.</p><p>Hilfe ▸ Tastenkürzel listet jede Taste.</p>',
    'Open a &project (.ecf)…': '&Projekt öffnen (.ecf)…',
    'Open a f&older…': '&Ordner öffnen…',
    ' (the %1 kept of %2 seen)': ' (die %1 aufbewahrten von %2 gesehenen)',
    'Re-check: the failing tests of fault %1 pass with the fix%2.': 'Erneute Prüfung: die fehlschlagenden Tests von Defekt %1 bestehen mit der Korrektur%2.',
    'Re-check: %1 of %2 failing tests of fault %3 still fail%4.': 'Erneute Prüfung: %1 von %2 fehlschlagenden Tests von Defekt %3 schlagen weiterhin fehl%4.',
    # A resource limit's tests with a larger budget (issue 34, item 2).
    'finishes with a larger budget': 'endet mit größerem Budget',
    'hides a contract violation': 'verdeckt eine Vertragsverletzung',
    'out of a larger budget too': 'auch über größerem Budget',
    'larger budget: cancelled': 'größeres Budget: abgebrochen',
    '%L1 steps, call depth %L2, %L3 MB': '%L1 Schritte, Aufruftiefe %L2, %L3 MB',
    "Run again with a larger budget (%1), the tests finish (%2 run), the costliest in %L3 steps: the routine needs more than a test's budget, but no contract is violated. Not a fault.":
        'Mit größerem Budget (%1) erneut ausgeführt, enden die Tests (%2 ausgeführt), der aufwendigste nach %L3 Schritten: Die Routine '
        'braucht mehr als das Budget eines Tests, verletzt aber keinen Vertrag. Kein Defekt.',
    "Run again with a larger budget (%1), a test violates %2 `%3' in %4: %5. The resource limit hid this fault; Fix with the Larger Budget tests and fixes the routine under that budget.":
        "Mit größerem Budget (%1) erneut ausgeführt, verletzt ein Test %2 `%3' in %4: %5. Die Ressourcengrenze hat diesen Defekt "
        'verdeckt; Mit dem größeren Budget testen und reparieren testet und repariert die Routine mit diesem Budget.',
    "Run again with a larger budget (%1), the tests reach its limit too (%2 of %3 run): most likely a loop or a recursion that does not end (check the loop's exit condition and variant).":
        'Mit größerem Budget (%1) erneut ausgeführt, erreichen die Tests auch dessen Grenze (%2 von %3 ausgeführten): '
        'höchstwahrscheinlich eine Schleife oder Rekursion, die nicht endet (prüfen Sie die Abbruchbedingung und Variante der Schleife).',
    'The run with a larger budget was cancelled.': 'Die Ausführung mit größerem Budget wurde abgebrochen.',
    '%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. The program may loop or recurse without end, or the test asked for too much. It is listed, not fixed: a fix cannot restore a contract that no test saw violated. Fix > Run Tests with a Larger Budget tells which it is.':
        '%1: Ein Test hielt an, weil er eine Ressourcengrenze erreichte (%2), nicht weil ein Vertrag verletzt wurde. Das Programm '
        'kann endlos schleifen oder rekursieren, oder der Test verlangte zu viel. Er wird aufgeführt, nicht repariert: Eine Korrektur '
        'kann keinen Vertrag wiederherstellen, den kein Test verletzt sah. Reparieren > Tests mit größerem Budget ausführen sagt, was zutrifft.',
    'Run Tests with a Larger &Budget': 'Tests mit größerem B&udget ausführen',
    "Run the selected resource limit's tests again with 100 times the steps: do they finish, violate a contract, or reach the limit again?":
        'Die Tests der gewählten Ressourcengrenze mit 100-mal so vielen Schritten erneut ausführen: Enden sie, verletzen sie einen '
        'Vertrag oder erreichen sie die Grenze erneut?',
    'Fix with the &Larger Budget': 'Mit dem größeren Budget &testen und reparieren',
    'Test and fix the routine with the budget its tests needed to reach the violated contract':
        'Die Routine mit dem Budget testen und reparieren, das ihre Tests brauchten, um den verletzten Vertrag zu erreichen',
    'Not fixed: a resource limit is no contract violation. Running its tests with a larger budget tells whether they finish, violate a contract, or never end.':
        'Nicht repariert: Eine Ressourcengrenze ist keine Vertragsverletzung. Ihre Tests mit größerem Budget auszuführen zeigt, '
        'ob sie enden, einen Vertrag verletzen oder nie enden.',
    'Running the tests of fault %1 again with a larger budget…': 'Die Tests von Defekt %1 werden mit größerem Budget erneut ausgeführt…',
    '%1 more items': '%1 weitere Elemente',
    'warning: a costly contract': 'Warnung: ein teurer Vertrag',
    'warning: a long loop that ends': 'Warnung: eine lange Schleife, die endet',
    '%1: %2 — a warning, not a fault: evaluating this contract took more steps than its budget; the tests that reached it were left out. It is not fixed.':
        '%1: %2 — eine Warnung, kein Defekt: Diesen Vertrag auszuwerten brauchte mehr Schritte als sein Budget; die Tests, die ihn '
        'erreichten, wurden ausgelassen. Er wird nicht repariert.',
    '%1: %2 — a warning, not a fault: the steps went to a loop whose variant decreased on every iteration, a long computation that ends. It is not fixed.':
        '%1: %2 — eine Warnung, kein Defekt: Die Schritte gingen an eine Schleife, deren Variante in jeder Iteration abnahm, eine '
        'lange Berechnung, die endet. Sie wird nicht repariert.',
    # The Location after edits; a run's duration (issue 34, item 12).
    '%1, line %2 of the text tested (edited since)': '%1, Zeile %2 des getesteten Texts (seither bearbeitet)',
    '%L1 s': '%L1 s',
    '%1:%2 min': '%1:%2 min',
    # A variant's failure from its values (issue 34, items 2 and 11).
    'the variant is negative or does not decrease': 'die Variante ist negativ oder nimmt nicht ab',
    'the variant is negative (%1)': 'die Variante ist negativ (%1)',
    'the variant does not decrease (from %1 to %2)': 'die Variante nimmt nicht ab (von %1 auf %2)',
}

path = sys.argv[1] if len(sys.argv) > 1 else 'translations/amend_de.ts'
tree = ET.parse(path)
missing = []
for message in tree.getroot().iter('message'):
    source = message.find('source').text
    translation = message.find('translation')
    if source in DE:
        translation.text = DE[source]
        translation.attrib.pop('type', None)
    else:
        missing.append(source)
tree.write(path, encoding='utf-8', xml_declaration=True)
for m in missing:
    print('no German text for:', repr(m))
sys.exit(1 if missing else 0)
