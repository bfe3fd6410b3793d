<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/contract_panel.cpp" line="29" />
        <source>-- the hand-written test %1</source>
        <translation>-- der handgeschriebene Test %1</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="12" />
        <source>to be attempted</source>
        <translation>noch offen</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="13" />
        <source>fixing…</source>
        <translation>wird repariert…</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="14" />
        <source>fix available</source>
        <translation>Korrektur verfügbar</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="15" />
        <source>no valid fix</source>
        <translation>keine gültige Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="16" />
        <source>cannot fix</source>
        <translation>nicht reparierbar</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="17" />
        <source>fix accepted</source>
        <translation>Korrektur übernommen</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="18" />
        <source>incomplete (cancelled)</source>
        <translation>unvollständig (abgebrochen)</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="19" />
        <source>re-checking with the accepted fix…</source>
        <translation>wird mit der übernommenen Korrektur nachgeprüft…</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="20" />
        <source>passes with the accepted fix</source>
        <translation>besteht mit der übernommenen Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="21" />
        <source>fixes stale: run Fix again</source>
        <translation>Korrekturen veraltet: erneut reparieren</translation>
    </message>
</context>
<context>
    <name>amend::ui::ContractPanel</name>
    <message>
        <location filename="../ui/contract_panel.cpp" line="42" />
        <source>Select a fault to see the contract it violates.</source>
        <translation>Wählen Sie einen Fehler, um den verletzten Vertrag zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="49" />
        <source>Fault %1: %2</source>
        <translation>Fehler %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="52" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="53" />
        <source>Tag</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="55" />
        <source>Clause</source>
        <translation>Klausel</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="56" />
        <source>Blamed routine</source>
        <translation>Verantwortliche Routine</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="57" />
        <source>Detected in</source>
        <translation>Erkannt in</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="60" />
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="60" />
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="63" />
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="63" />
        <source>%1 failing, %2 passing</source>
        <translation>%1 fehlschlagend, %2 bestanden</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="64" />
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="67" />
        <source>Values at the failure (in %1)</source>
        <translation>Werte beim Fehlschlag (in %1)</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="68" />
        <source>argument</source>
        <translation>Argument</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="69" />
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="70" />
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="71" />
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="77" />
        <source>Minimized failing test</source>
        <translation>Minimierter fehlschlagender Test</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="77" />
        <source>Failing test</source>
        <translation>Fehlschlagender Test</translation>
    </message>
</context>
<context>
    <name>amend::ui::DiffView</name>
    <message>
        <location filename="../ui/diff_view.cpp" line="72" />
        <source>Unified</source>
        <translation>Einheitlich</translation>
    </message>
    <message>
        <location filename="../ui/diff_view.cpp" line="73" />
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
</context>
<context>
    <name>amend::ui::EditorTabs</name>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="26" />
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="26" />
        <source>%1 has unsaved changes. Close it anyway?</source>
        <translation>%1 hat ungespeicherte Änderungen. Trotzdem schließen?</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="64" />
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="79" />
        <source>No .e files in %1</source>
        <translation>Keine .e-Dateien in %1</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="141" />
        <source>Cannot write the backup %1</source>
        <translation>Die Sicherungskopie %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="150" />
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>amend::ui::EiffelLexer</name>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="98" />
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="99" />
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="100" />
        <source>Keyword</source>
        <translation>Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="101" />
        <source>String</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="102" />
        <source>Character</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="103" />
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="104" />
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="105" />
        <source>Class name</source>
        <translation>Klassenname</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="106" />
        <source>Identifier</source>
        <translation>Bezeichner</translation>
    </message>
</context>
<context>
    <name>amend::ui::ExampleGallery</name>
    <message>
        <location filename="../ui/example_gallery.cpp" line="34" />
        <source>Example Gallery</source>
        <translation>Beispielgalerie</translation>
    </message>
    <message>
        <location filename="../ui/example_gallery.cpp" line="49" />
        <source>A program with contracts.</source>
        <translation>Ein Programm mit Verträgen.</translation>
    </message>
    <message>
        <location filename="../ui/example_gallery.cpp" line="49" />
        <source>Known faults:
</source>
        <translation>Bekannte Fehler:
</translation>
    </message>
    <message>
        <location filename="../ui/example_gallery.cpp" line="52" />
        <source>Programs with known faults, bundled with Amend. Opening one makes a copy you can edit.</source>
        <translation>Programme mit bekannten Fehlern, die Amend beiliegen. Beim Öffnen wird eine bearbeitbare Kopie angelegt.</translation>
    </message>
</context>
<context>
    <name>amend::ui::FaultModel</name>
    <message>
        <location filename="../ui/session_models.cpp" line="35" />
        <source>1 fix</source>
        <translation>1 Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="35" />
        <source>%1 fixes</source>
        <translation>%1 Korrekturen</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="56" />
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="57" />
        <source>Routine</source>
        <translation>Routine</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="58" />
        <source>Violated</source>
        <translation>Verletzt</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="59" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="82" />
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="41" />
        <source>incomplete: %1 fixes found before Cancel</source>
        <translation>unvollständig: %1 Korrekturen vor dem Abbruch gefunden</translation>
    </message>
</context>
<context>
    <name>amend::ui::FixModel</name>
    <message>
        <location filename="../ui/session_models.cpp" line="210" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="211" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="212" />
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
</context>
<context>
    <name>amend::ui::FixPanel</name>
    <message>
        <location filename="../ui/fix_panel.cpp" line="18" />
        <source>&amp;Accept</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="19" />
        <source>&amp;Reject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="19" />
        <source>Re&amp;vert</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="31" />
        <source>Apply the selected fix to the editor (one undoable step)</source>
        <translation>Die gewählte Korrektur im Editor anwenden (ein rückgängig machbarer Schritt)</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="32" />
        <source>Hide the selected fix for this session</source>
        <translation>Die gewählte Korrektur für diese Sitzung ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="33" />
        <source>Undo the accepted fix of this fault</source>
        <translation>Die übernommene Korrektur dieses Fehlers zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="103" />
        <source>No valid fix (yet) for this fault.</source>
        <translation>(Noch) keine gültige Korrektur für diesen Fehler.</translation>
    </message>
</context>
<context>
    <name>amend::ui::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="42" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="45" />
        <source>Amend</source>
        <translation>Amend</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="57" />
        <source>Cancel the fix session (Esc)</source>
        <translation>Die Reparatursitzung abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="83" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="84" />
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="86" />
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="88" />
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="89" />
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="90" />
        <source>&amp;Gallery…</source>
        <translation>&amp;Galerie…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="97" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="99" />
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="102" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="105" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="106" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="109" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="113" />
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="115" />
        <source>F&amp;ix</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="116" />
        <source>&amp;Fix</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="118" />
        <source>Test the program and propose fixes (F5)</source>
        <translation>Das Programm testen und Korrekturen vorschlagen (F5)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="119" />
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="122" />
        <source>&amp;Accept Selected Fix</source>
        <translation>Gewählte Korrektur ü&amp;bernehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="124" />
        <source>&amp;Reject Selected Fix</source>
        <translation>Gewählte Korrektur a&amp;blehnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="126" />
        <source>Re&amp;vert Accepted Fix</source>
        <translation>Übernommene Korrektur &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="129" />
        <source>&amp;Next Fault</source>
        <translation>&amp;Nächster Fehler</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="131" />
        <source>&amp;Previous Fault</source>
        <translation>&amp;Vorheriger Fehler</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="134" />
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="167" />
        <source>Faults</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="168" />
        <source>Violated contract</source>
        <translation>Verletzter Vertrag</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="169" />
        <source>Fixes</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="170" />
        <source>Snapshots</source>
        <translation>Momentaufnahmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="171" />
        <source>Traces</source>
        <translation>Abläufe</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="179" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="189" />
        <source>Accept fix</source>
        <translation>Korrektur übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="195" />
        <source>Revert fix</source>
        <translation>Korrektur zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="266" />
        <source>%1 — Amend</source>
        <translation>%1 — Amend</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="272" />
        <source>Open Eiffel File</source>
        <translation>Eiffel-Datei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="272" />
        <location filename="../ui/main_window.cpp" line="296" />
        <source>Eiffel classes (*.e)</source>
        <translation>Eiffel-Klassen (*.e)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="278" />
        <source>Open Program Folder</source>
        <translation>Programmordner öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="286" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="289" />
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="289" />
        <source>Saved (backup: %1).</source>
        <translation>Gespeichert (Sicherungskopie: %1).</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="296" />
        <location filename="../ui/main_window.cpp" line="298" />
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="345" />
        <source>Check: no errors</source>
        <translation>Prüfung: keine Fehler</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="346" />
        <source>Check: %1 errors, %2 warnings</source>
        <translation>Prüfung: %1 Fehler, %2 Warnungen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="397" />
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="32" />
        <location filename="../ui/main_window_session.cpp" line="47" />
        <source>testing</source>
        <translation>teste</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="33" />
        <source>hand-written tests</source>
        <translation>handgeschriebene Tests</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="34" />
        <source>minimizing</source>
        <translation>minimiere</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="35" />
        <source>fixing</source>
        <translation>repariere</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="36" />
        <source>localizing</source>
        <translation>lokalisiere</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="37" />
        <source>Nopol</source>
        <translation>Nopol</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="38" />
        <source>WP</source>
        <translation>WP</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="39" />
        <source>GenProg</source>
        <translation>GenProg</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="50" />
        <source>the program has errors</source>
        <translation>das Programm hat Fehler</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="51" />
        <source>Cannot fix: the program has errors. %1</source>
        <translation>Reparatur nicht möglich: das Programm hat Fehler. %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="59" />
        <source>1 fault found by %1 tests</source>
        <translation>1 Fehler durch %1 Tests gefunden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="59" />
        <source>%1 faults found by %2 tests</source>
        <translation>%1 Fehler durch %2 Tests gefunden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="88" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="88" />
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="91" />
        <source>No faults found.</source>
        <translation>Keine Fehler gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="131" />
        <source>Open a program first.</source>
        <translation>Öffnen Sie zuerst ein Programm.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="138" />
        <source>compiling</source>
        <translation>übersetze</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="147" />
        <source>cancelling…</source>
        <translation>breche ab…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="164" />
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="293" />
        <source>The file of this fix is not open.</source>
        <translation>Die Datei dieser Korrektur ist nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="297" />
        <source>A fix of this fault is already accepted; revert it first.</source>
        <translation>Für diesen Fehler ist schon eine Korrektur übernommen; nehmen Sie sie zuerst zurück.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="301" />
        <source>%1 changed since the fixes were computed; run Fix again.</source>
        <translation>%1 wurde seit der Berechnung der Korrekturen geändert; reparieren Sie erneut.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="327" />
        <source>Fix accepted (Undo restores the previous text).</source>
        <translation>Korrektur übernommen (Rückgängig stellt den vorigen Text wieder her).</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="352" />
        <source>Re-check: the %1 failing tests of fault %2 pass with the fix.</source>
        <translation>Erneute Prüfung: die %1 fehlschlagenden Tests von Fehler %2 bestehen mit der Korrektur.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="353" />
        <source>Re-check: %1 of %2 failing tests of fault %3 still fail.</source>
        <translation>Erneute Prüfung: %1 von %2 fehlschlagenden Tests von Fehler %3 schlagen weiterhin fehl.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="365" />
        <source>Fix rejected; it stays hidden for this session.</source>
        <translation>Korrektur abgelehnt; sie bleibt in dieser Sitzung ausgeblendet.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="373" />
        <source>No accepted fix for this fault.</source>
        <translation>Keine übernommene Korrektur für diesen Fehler.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="280" />
        <source>This fix belongs to no fault of the session.</source>
        <translation>Diese Korrektur gehört zu keinem Fehler der Sitzung.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="378" />
        <source>The file changed after the fix was accepted; use Undo to go back.</source>
        <translation>Die Datei wurde nach der Übernahme geändert; verwenden Sie Rückgängig.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="159" />
        <source>Routine:</source>
        <translation>Routine:</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="164" />
        <source>whole program (or CLASS.feature)</source>
        <translation>ganzes Programm (oder KLASSE.feature)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="167" />
        <source>Fix only this routine (CLASS.feature, any letter case); empty: the whole program</source>
        <translation>Nur diese Routine reparieren (KLASSE.feature, Groß-/Kleinschreibung beliebig); leer: das ganze Programm</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="292" />
        <source>Some files have unsaved changes (an accepted fix is one). Save them before opening %1?</source>
        <translation>Einige Dateien haben ungespeicherte Änderungen (auch eine übernommene Korrektur). Vor dem Öffnen von %1 speichern?</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="461" />
        <source>Some files have unsaved changes (an accepted fix is one). Save them before quitting?</source>
        <translation>Einige Dateien haben ungespeicherte Änderungen (auch eine übernommene Korrektur). Vor dem Beenden speichern?</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="56" />
        <source>No routine %1 in the program: the Routine field expects CLASS.feature.</source>
        <translation>Keine Routine %1 im Programm: Das Feld Routine erwartet KLASSE.feature.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="91" />
        <source>no routine %1</source>
        <translation>keine Routine %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="92" />
        <source>cancelled: results incomplete</source>
        <translation>abgebrochen: Ergebnisse unvollständig</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="97" />
        <source>Cancelled: %1 faults kept with the fixes found so far; run Fix again for the rest.</source>
        <translation>Abgebrochen: %1 Fehler mit den bisher gefundenen Korrekturen behalten; für den Rest erneut reparieren.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="168" />
        <source>Fix Only This Fault (#%1)</source>
        <translation>Nur diesen Fehler reparieren (#%1)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="169" />
        <source>Fix Routine %1</source>
        <translation>Routine %1 reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="62" />
        <source>%1, fault %2 of %3</source>
        <translation>%1, Fehler %2 von %3</translation>
    </message>
</context>
<context>
    <name>amend::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="16" />
        <source>AutoFix (snapshots and fix schemas)</source>
        <translation>AutoFix (Momentaufnahmen und Korrekturschemata)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="16" />
        <source>Nopol (condition synthesis)</source>
        <translation>Nopol (Synthese von Bedingungen)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="17" />
        <source>WP (weakest preconditions: assignments and predicates)</source>
        <translation>WP (schwächste Vorbedingungen: Zuweisungen und Prädikate)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="18" />
        <source>GenProg (genetic search over statements and expressions)</source>
        <translation>GenProg (genetische Suche über Anweisungen und Ausdrücke)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="19" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="21" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="28" />
        <source>CLASS.feature (empty: the whole program)</source>
        <translation>KLASSE.feature (leer: das ganze Programm)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="31" />
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="37" />
        <source>Testing time budget:</source>
        <translation>Zeitbudget für Tests:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="38" />
        <source>Random seed:</source>
        <translation>Startwert des Zufallsgenerators:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="39" />
        <source>Fixes per fault:</source>
        <translation>Korrekturen je Fehler:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="40" />
        <source>Only the routine:</source>
        <translation>Nur die Routine:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="41" />
        <source>Techniques:</source>
        <translation>Verfahren:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="43" />
        <source>Language (next start):</source>
        <translation>Sprache (ab dem nächsten Start):</translation>
    </message>
</context>
<context>
    <name>amend::ui::SnapshotModel</name>
    <message>
        <location filename="../ui/session_models.cpp" line="119" />
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="138" />
        <source>found by invariant difference</source>
        <translation>durch Invariantendifferenz gefunden</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="138" />
        <source>found by enumeration of predicates</source>
        <translation>durch Aufzählung von Prädikaten gefunden</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="146" />
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="147" />
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="148" />
        <source>Predicate</source>
        <translation>Prädikat</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="149" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="150" />
        <source>Passing</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="151" />
        <source>Failing</source>
        <translation>Fehlschlagend</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="152" />
        <source>cdep</source>
        <translation>cdep</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="153" />
        <source>edep</source>
        <translation>edep</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="154" />
        <source>dyn</source>
        <translation>dyn</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="155" />
        <source>Susp.</source>
        <translation>Verd.</translation>
    </message>
</context>
<context>
    <name>amend::ui::SnapshotPanel</name>
    <message>
        <location filename="../ui/snapshot_panel.cpp" line="26" />
        <source>Filter snapshots (predicate, line, value)…</source>
        <translation>Momentaufnahmen filtern (Prädikat, Zeile, Wert)…</translation>
    </message>
</context>
<context>
    <name>amend::ui::SourceEditor</name>
    <message>
        <location filename="../ui/source_editor.cpp" line="118" />
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../ui/source_editor.cpp" line="118" />
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>amend::ui::TracePanel</name>
    <message>
        <location filename="../ui/trace_panel.cpp" line="22" />
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="24" />
        <source>Step backward (Shift+F10)</source>
        <translation>Schritt zurück (Umschalt+F10)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="27" />
        <source>Step forward (F10)</source>
        <translation>Schritt vor (F10)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="30" />
        <source>Run to the failure (F11)</source>
        <translation>Bis zum Fehlschlag laufen (F11)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="35" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="35" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="40" />
        <source>Test:</source>
        <translation>Test:</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="51" />
        <source>Replay the test with the selected fix applied, to compare before and after</source>
        <translation>Den Test mit der gewählten Korrektur wiederholen, um vorher und nachher zu vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="70" />
        <source>failing: %1</source>
        <translation>fehlschlagend: %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="75" />
        <source>passing: %1</source>
        <translation>bestanden: %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="81" />
        <location filename="../ui/trace_panel.cpp" line="122" />
        <source>no tests</source>
        <translation>keine Tests</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="90" />
        <source>Replay the test with this fix applied: %1</source>
        <translation>Den Test mit dieser Korrektur wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="91" />
        <source>Select a body fix (after the fix session) to replay tests on it</source>
        <translation>Wählen Sie eine Korrektur des Rumpfs (nach der Reparatursitzung), um Tests damit zu wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="122" />
        <source>no steps recorded</source>
        <translation>keine Schritte aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="128" />
        <source> (passed)</source>
        <translation> (bestanden)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="129" />
        <source>step %1 of %2%3</source>
        <translation>Schritt %1 von %2%3</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="118" />
        <source>replaying…</source>
        <translation>wird abgespielt …</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="127" />
        <source> (failure)</source>
        <translation> (Fehlschlag)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="18" />
        <source>On the selected fix</source>
        <translation>Mit der gewählten Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="141" />
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="146" />
        <source>Routine</source>
        <translation>Routine</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="147" />
        <source>call depth %1</source>
        <translation>Aufruftiefe %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="148" />
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="149" />
        <source>Locals</source>
        <translation>Lokale</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="150" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="151" />
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="153" />
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
</context>
</TS>