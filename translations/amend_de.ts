<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>FixWords</name>
    <message>
        <location filename="../ui/fix_words.cpp" line="45" />
        <source>Runs `%1' first, then the instruction as before (in %2)</source>
        <translation>Führt zuerst `%1' aus, dann die Anweisung wie bisher (in %2)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="46" />
        <source>Runs `%1' when `%2' holds, then the instruction as before (in %3)</source>
        <translation>Führt `%1' aus, wenn `%2' gilt, dann die Anweisung wie bisher (in %3)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="47" />
        <source>Runs `%1' instead of the instruction when `%2' holds (in %3)</source>
        <translation>Führt `%1' statt der Anweisung aus, wenn `%2' gilt (in %3)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="94" />
        <source>Changes the condition `%1' to `%2' (in %3)</source>
        <translation>Ändert die Bedingung `%1' zu `%2' (in %3)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="95" />
        <source>Changes a statement of %1 to `%2'</source>
        <translation>Ändert eine Anweisung von %1 zu `%2'</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="87" />
        <location filename="../ui/fix_words.cpp" line="96" />
        <source>Edits found by search in %1: %2</source>
        <translation>Durch Suche gefundene Änderungen in %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="101" />
        <source>Changes an expression in %1: %2</source>
        <translation>Ändert einen Ausdruck in %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="129" />
        <source>Weakens a postcondition of %1 to `%2': the routine then promises less</source>
        <translation>Schwächt eine Nachbedingung von %1 zu `%2' ab: die Routine verspricht dann weniger</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="130" />
        <source>Weakens the postcondition `%1' of %2 to `%3': the routine then promises less</source>
        <translation>Schwächt die Nachbedingung `%1' von %2 zu `%3' ab: die Routine verspricht dann weniger</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="132" />
        <source>Adds the precondition `%1' to %2: callers must then ensure it, and the failing calls are no longer allowed</source>
        <translation>Fügt %2 die Vorbedingung `%1' hinzu: Aufrufer müssen sie dann sicherstellen, und die fehlschlagenden Aufrufe sind nicht mehr erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="114" />
        <source>Skips an instruction of %1 when `%2' holds: the failing runs no longer execute it</source>
        <translation>Überspringt eine Anweisung von %1, wenn `%2' gilt: die fehlschlagenden Läufe führen sie nicht mehr aus</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="50" />
        <source>Runs `%1' first, then the instruction at line %2 as before (in %3)</source>
        <translation>Führt zuerst `%1' aus, dann wie bisher die Anweisung in Zeile %2 (in %3)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="52" />
        <source>Runs `%1' when `%2' holds, then the instruction at line %3 as before (in %4)</source>
        <translation>Führt `%1' aus, wenn `%2' gilt, dann wie bisher die Anweisung in Zeile %3 (in %4)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="53" />
        <source>Runs `%1' instead of the instruction at line %2 when `%3' holds (in %4)</source>
        <translation>Führt `%1' statt der Anweisung in Zeile %2 aus, wenn `%3' gilt (in %4)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="62" />
        <source>%1 at line %2</source>
        <translation>%1 in Zeile %2</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="63" />
        <source>deletes `%1' at line %2</source>
        <translation>löscht `%1' in Zeile %2</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="64" />
        <source>inserts `%1' before line %2</source>
        <translation>fügt `%1' vor Zeile %2 ein</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="65" />
        <source>inserts `%1' after line %2</source>
        <translation>fügt `%1' nach Zeile %2 ein</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="66" />
        <source>inserts `%1' after the loop ending at line %2</source>
        <translation>fügt `%1' nach der Schleife ein, die in Zeile %2 endet</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="67" />
        <source>inserts `%1' at the end of the routine</source>
        <translation>fügt `%1' am Ende der Routine ein</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="68" />
        <source>swaps the statements at lines %1 and %2</source>
        <translation>vertauscht die Anweisungen in den Zeilen %1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="89" />
        <source>Changes %1: %2</source>
        <translation>Ändert %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="100" />
        <source>Changes an expression in %1 at line %2: %3</source>
        <translation>Ändert einen Ausdruck in %1 in Zeile %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="113" />
        <source>Skips the instruction at line %1 of %2 when `%3' holds: the failing runs no longer execute it</source>
        <translation>Überspringt die Anweisung in Zeile %1 von %2, wenn `%3' gilt: die fehlschlagenden Läufe führen sie nicht mehr aus</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="117" />
        <source>Runs the instruction at line %1 of %2 only when `%3' holds: the failing runs skip it</source>
        <translation>Führt die Anweisung in Zeile %1 von %2 nur aus, wenn `%3' gilt: die fehlschlagenden Läufe überspringen sie</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="118" />
        <source>Runs an instruction of %1 only when `%2' holds: the failing runs skip it</source>
        <translation>Führt eine Anweisung von %1 nur aus, wenn `%2' gilt: die fehlschlagenden Läufe überspringen sie</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="135" />
        <source>Puts a constant in %1 (%2): what the program computed there is thrown away</source>
        <translation>Setzt eine Konstante in %1 ein (%2): was das Programm dort berechnete, wird verworfen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="147" />
        <source>weakens contract</source>
        <translation>schwächt Vertrag</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="148" />
        <source>restricts callers</source>
        <translation>schränkt Aufrufer ein</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="149" />
        <source>guard only</source>
        <translation>nur Wächter</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="150" />
        <source>constant</source>
        <translation>Konstante</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="151" />
        <source>changes an argument or another object</source>
        <translation>ändert ein Argument oder ein anderes Objekt</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="152" />
        <source>deletes code</source>
        <translation>löscht Code</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="153" />
        <source>constant condition</source>
        <translation>konstante Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="163" />
        <source>new condition</source>
        <translation>neue Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="164" />
        <source>added call</source>
        <translation>hinzugefügter Aufruf</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="165" />
        <source>added assignment</source>
        <translation>hinzugefügte Zuweisung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="166" />
        <source>changed condition</source>
        <translation>geänderte Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="167" />
        <source>changed operator</source>
        <translation>geänderter Operator</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="168" />
        <source>changed bound</source>
        <translation>geänderte Grenze</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="169" />
        <source>changed expression</source>
        <translation>geänderter Ausdruck</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="170" />
        <source>changed statement</source>
        <translation>geänderte Anweisung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="171" />
        <source>precondition</source>
        <translation>Vorbedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="172" />
        <source>postcondition</source>
        <translation>Nachbedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="175" />
        <source>several edits</source>
        <translation>mehrere Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="175" />
        <source>other change</source>
        <translation>andere Änderung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="181" />
        <source>demoted</source>
        <translation>herabgestuft</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="182" />
        <source>questioned</source>
        <translation>angezweifelt</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="193" />
        <source>Contract-weakening fix: the routine promises less instead of doing more. Check that callers do not rely on what it no longer promises.</source>
        <translation>Vertragsabschwächung: die Routine verspricht weniger, statt mehr zu leisten. Prüfen Sie, dass kein Aufrufer sich auf das nicht mehr Versprochene verlässt.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="195" />
        <source>Contract fix: a new precondition makes the failing calls invalid. The callers become responsible; check that they can be.</source>
        <translation>Vertragskorrektur: eine neue Vorbedingung macht die fehlschlagenden Aufrufe ungültig. Die Aufrufer werden verantwortlich; prüfen Sie, dass sie es sein können.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="197" />
        <source>Guard-only fix: existing code is skipped in the failing runs instead of being corrected. Check that skipping it is right.</source>
        <translation>Nur-Wächter-Korrektur: vorhandener Code wird in den fehlschlagenden Läufen übersprungen statt berichtigt. Prüfen Sie, dass das Überspringen richtig ist.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="199" />
        <source>Constant fix: a constant replaces a computed value. Check that the constant is right in every case, not just in the tests.</source>
        <translation>Konstanten-Korrektur: eine Konstante ersetzt einen berechneten Wert. Prüfen Sie, dass die Konstante in jedem Fall stimmt, nicht nur in den Tests.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="201" />
        <source>This fix changes an object the routine never changed before, such as an argument's: the failing check may now pass only because that object was emptied or reset.</source>
        <translation>Diese Korrektur ändert ein Objekt, das die Routine bisher nie geändert hat, etwa das eines Arguments: Die fehlschlagende Prüfung besteht jetzt vielleicht nur, weil dieses Objekt geleert oder zurückgesetzt wurde.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="203" />
        <source>This fix deletes a statement of the routine: the tests pass because less is done, not because it is done right.</source>
        <translation>Diese Korrektur löscht eine Anweisung der Routine: Die Tests bestehen, weil weniger getan wird, nicht weil es richtig getan wird.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="205" />
        <source>This condition has the same value in every test run: it is True or False in disguise. Check the cases the tests do not reach.</source>
        <translation>Diese Bedingung hat in jedem Testlauf denselben Wert: Sie ist verkapptes True oder False. Prüfen Sie die Fälle, die die Tests nicht erreichen.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="360" />
        <source>the condition</source>
        <translation>die Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="361" />
        <source>the loop's exit condition</source>
        <translation>die Abbruchbedingung der Schleife</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="362" />
        <source>the statement</source>
        <translation>die Anweisung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="372" />
        <source>was always true</source>
        <translation>immer wahr wäre</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="372" />
        <source>was always false</source>
        <translation>immer falsch wäre</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="374" />
        <location filename="../ui/fix_words.cpp" line="376" />
        <source>was skipped</source>
        <translation>übersprungen würde</translation>
    </message>
    <message>
        <source>were always true</source>
        <translation>immer wahr wäre</translation>
    </message>
    <message>
        <source>were always false</source>
        <translation>immer falsch wäre</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="373" />
        <source>had the opposite value once</source>
        <translation>einmal den umgekehrten Wert hätte</translation>
    </message>
    <message>
        <source>were skipped</source>
        <translation>übersprungen würde</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="377" />
        <source>Found by Nopol: the failing runs pass when %1 at line %2 %3; a condition that does this and keeps the passing runs was computed from the values the tests observed.</source>
        <translation>Gefunden von Nopol: Die fehlschlagenden Läufe bestehen, wenn %1 in Zeile %2 %3; eine Bedingung, die das leistet und die bestandenen Läufe erhält, wurde aus den in den Tests beobachteten Werten berechnet.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="385" />
        <source>the condition at line %1</source>
        <translation>die Bedingung in Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="385" />
        <source>the assignment at line %1</source>
        <translation>die Zuweisung in Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="386" />
        <source>Found by WP: working back from the violated contract along the failing runs, %1 is where `%2' must become `%3' for the contract to hold.</source>
        <translation>Gefunden von WP: Vom verletzten Vertrag rückwärts entlang der fehlschlagenden Läufe ist %1 die Stelle, an der `%2' zu `%3' werden muss, damit der Vertrag gilt.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="392" />
        <source>Found by GenProg's search in generation %1 of %2, then reduced to the edits that matter (%3).</source>
        <translation>Gefunden von der Suche von GenProg in Generation %1 von %2, dann auf die nötigen Änderungen verkleinert (%3).</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="400" />
        <source>Found by AutoFix from the code around the failure.</source>
        <translation>Gefunden von AutoFix aus dem Code um den Fehlschlag.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="401" />
        <source>Found by AutoFix: in the failing runs `%1' is %2 before line %3, unlike in the passing runs.</source>
        <translation>Gefunden von AutoFix: In den fehlschlagenden Läufen ist `%1' vor Zeile %3 %2, anders als in den bestandenen.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="402" />
        <source>true</source>
        <translation>wahr</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="402" />
        <source>false</source>
        <translation>falsch</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="415" />
        <source>How strongly the failing runs point at this place: %1 of 100.</source>
        <translation>Wie stark die fehlschlagenden Läufe auf diese Stelle zeigen: %1 von 100.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="416" />
        <source>Ranked lower: new tests of the fixed routine fail on it (%1).</source>
        <translation>Weiter unten eingeordnet: Neue Tests der korrigierten Routine schlagen darauf fehl (%1).</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="418" />
        <source>A test generated against the fixes (shown below) tells this fix apart (%1): %2.</source>
        <translation>Ein gegen die Korrekturen erzeugter Test (unten) unterscheidet diese Korrektur (%1): %2.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="419" />
        <source>invalidated</source>
        <translation>ungültig gemacht</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="421" />
        <source>Ranked higher: similar fixes were accepted before.</source>
        <translation>Weiter oben eingeordnet: Ähnliche Korrekturen wurden früher übernommen.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="422" />
        <source>Ranked lower: similar fixes were rejected before.</source>
        <translation>Weiter unten eingeordnet: Ähnliche Korrekturen wurden früher abgelehnt.</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>Vertrag</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="434" />
        <source>the unchanged routine passes</source>
        <translation>die unveränderte Routine besteht</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="435" />
        <source>%1 other fix(es) pass</source>
        <translation>%1 andere Korrektur(en) bestehen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="436" />
        <source>it violates %1 in %2 (%3)</source>
        <translation>verletzt sie %1 in %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="438" />
        <source>it returns %1 where the unchanged routine returns %2</source>
        <translation>liefert sie %1, wo die unveränderte Routine %2 liefert</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="439" />
        <source>it prints %1 where the unchanged routine prints %2</source>
        <translation>gibt sie %1 aus, wo die unveränderte Routine %2 ausgibt</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="440" />
        <source>it leaves %1 where the unchanged routine leaves %2</source>
        <translation>hinterlässt sie %1, wo die unveränderte Routine %2 hinterlässt</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/fix_words.cpp" line="350" />
        <source>-- the hand-written test %1</source>
        <translation>-- der handgeschriebene Test %1</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="18" />
        <source>to be attempted</source>
        <translation>noch offen</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="19" />
        <source>fixing…</source>
        <translation>wird repariert…</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="20" />
        <source>fix available</source>
        <translation>Korrektur verfügbar</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="21" />
        <source>no valid fix</source>
        <translation>keine gültige Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="22" />
        <source>cannot fix</source>
        <translation>nicht reparierbar</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="23" />
        <source>fix accepted</source>
        <translation>Korrektur übernommen</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="24" />
        <source>incomplete (cancelled)</source>
        <translation>unvollständig (abgebrochen)</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="25" />
        <source>re-checking with the accepted fix…</source>
        <translation>wird mit der übernommenen Korrektur nachgeprüft…</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="26" />
        <source>passes with the accepted fix</source>
        <translation>besteht mit der übernommenen Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="27" />
        <source>fixes stale: run Fix again</source>
        <translation>Korrekturen veraltet: erneut reparieren</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="215" />
        <source>precondition</source>
        <translation>Vorbedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="216" />
        <source>postcondition</source>
        <translation>Nachbedingung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="217" />
        <source>invariant</source>
        <translation>Klasseninvariante</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="218" />
        <source>check</source>
        <translation>Check-Anweisung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="219" />
        <source>loop invariant</source>
        <translation>Schleifeninvariante</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="220" />
        <source>loop variant</source>
        <translation>Schleifenvariante</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="221" />
        <source>call on Void</source>
        <translation>Aufruf auf Void</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="222" />
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="223" />
        <source>no inspect branch matches</source>
        <translation>kein inspect-Zweig passt</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="224" />
        <source>test assertion</source>
        <translation>Testzusicherung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="225" />
        <source>index out of bounds</source>
        <translation>Index außerhalb der Grenzen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="226" />
        <source>invalid memory access</source>
        <translation>ungültiger Speicherzugriff</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="227" />
        <source>agent called with wrong operands</source>
        <translation>Agent mit falschen Operanden aufgerufen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="228" />
        <source>exception raised by the program</source>
        <translation>vom Programm ausgelöste Ausnahme</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="229" />
        <source>program ended by die</source>
        <translation>Programm mit die beendet</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="230" />
        <source>other failure</source>
        <translation>anderes Versagen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="231" />
        <source>step limit reached</source>
        <translation>Schrittgrenze erreicht</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="232" />
        <source>call depth limit reached</source>
        <translation>Aufruftiefengrenze erreicht</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="233" />
        <source>memory limit reached</source>
        <translation>Speichergrenze erreicht</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="234" />
        <source>internal error of the interpreter</source>
        <translation>interner Fehler des Interpreters</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="235" />
        <source>contract evaluation step limit reached</source>
        <translation>Schrittgrenze beim Auswerten eines Vertrags erreicht</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="273" />
        <source>the variant is negative or does not decrease</source>
        <translation>die Variante ist negativ oder nimmt nicht ab</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="274" />
        <source>the variant is negative (%1)</source>
        <translation>die Variante ist negativ (%1)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="275" />
        <source>the variant does not decrease (from %1 to %2)</source>
        <translation>die Variante nimmt nicht ab (von %1 auf %2)</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="277" />
        <source>a call on a Void target</source>
        <translation>ein Aufruf auf einem Void-Ziel</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="277" />
        <source>`%1' called on a Void target</source>
        <translation>`%1' auf einem Void-Ziel aufgerufen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="278" />
        <source>integer division by zero</source>
        <translation>ganzzahlige Division durch null</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="280" />
        <source>no inspect branch matches the value</source>
        <translation>kein inspect-Zweig passt zum Wert</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="280" />
        <source>no inspect branch matches the value %1</source>
        <translation>kein inspect-Zweig passt zum Wert %1</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="282" />
        <source>an index outside the bounds of a SPECIAL, STRING or TUPLE</source>
        <translation>ein Index außerhalb der Grenzen eines SPECIAL, STRING oder TUPLE</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="283" />
        <source>the index %1 lies outside the bounds of a SPECIAL, STRING or TUPLE</source>
        <translation>der Index %1 liegt außerhalb der Grenzen eines SPECIAL, STRING oder TUPLE</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="285" />
        <source>memory accessed outside a block or variable</source>
        <translation>Speicherzugriff außerhalb eines Blocks oder einer Variablen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="286" />
        <source>`%1' accessed memory outside a block or variable</source>
        <translation>`%1' hat außerhalb eines Blocks oder einer Variablen auf den Speicher zugegriffen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="288" />
        <source>an agent called with operands that do not conform to its open arguments</source>
        <translation>ein Agent, aufgerufen mit Operanden, die nicht zu seinen offenen Argumenten konform sind</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="289" />
        <source>the agent of `%1' called with operands that do not conform to its open arguments</source>
        <translation>der Agent von `%1', aufgerufen mit Operanden, die nicht zu seinen offenen Argumenten konform sind</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="291" />
        <source>the program raised an exception</source>
        <translation>das Programm hat eine Ausnahme ausgelöst</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="291" />
        <source>the program raised the exception %1</source>
        <translation>das Programm hat die Ausnahme %1 ausgelöst</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="293" />
        <source>the program ended itself with die</source>
        <translation>das Programm hat sich mit die beendet</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="293" />
        <source>the program ended itself with die (%1)</source>
        <translation>das Programm hat sich mit die (%1) beendet</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="305" />
        <source>finishes with a larger budget</source>
        <translation>endet mit größerem Budget</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="306" />
        <source>hides a contract violation</source>
        <translation>verdeckt eine Vertragsverletzung</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="307" />
        <source>out of a larger budget too</source>
        <translation>auch über größerem Budget</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="308" />
        <source>larger budget: cancelled</source>
        <translation>größeres Budget: abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="325" />
        <source>%L1 steps, call depth %L2, %L3 MB</source>
        <translation>%L1 Schritte, Aufruftiefe %L2, %L3 MB</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="329" />
        <source>Run again with a larger budget (%1), the tests finish (%2 run), the costliest in %L3 steps: the routine needs more than a test's budget, but no contract is violated. Not a fault.</source>
        <translation>Mit größerem Budget (%1) erneut ausgeführt, enden die Tests (%2 ausgeführt), der aufwendigste nach %L3 Schritten: Die Routine braucht mehr als das Budget eines Tests, verletzt aber keinen Vertrag. Kein Defekt.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="333" />
        <source>Run again with a larger budget (%1), a test violates %2 `%3' in %4: %5. The resource limit hid this fault; Fix with the Larger Budget tests and fixes the routine under that budget.</source>
        <translation>Mit größerem Budget (%1) erneut ausgeführt, verletzt ein Test %2 `%3' in %4: %5. Die Ressourcengrenze hat diesen Defekt verdeckt; Mit dem größeren Budget testen und reparieren testet und repariert die Routine mit diesem Budget.</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="338" />
        <source>Run again with a larger budget (%1), the tests reach its limit too (%2 of %3 run): most likely a loop or a recursion that does not end (check the loop's exit condition and variant).</source>
        <translation>Mit größerem Budget (%1) erneut ausgeführt, erreichen die Tests auch dessen Grenze (%2 von %3 ausgeführten): höchstwahrscheinlich eine Schleife oder Rekursion, die nicht endet (prüfen Sie die Abbruchbedingung und Variante der Schleife).</translation>
    </message>
    <message>
        <location filename="../ui/fix_words.cpp" line="341" />
        <source>The run with a larger budget was cancelled.</source>
        <translation>Die Ausführung mit größerem Budget wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>amend::ui::ContractPanel</name>
    <message>
        <location filename="../ui/contract_panel.cpp" line="93" />
        <source>(%1 failing)</source>
        <translation>(%1 fehlgeschlagen)</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="95" />
        <source>Clauses</source>
        <translation>Klauseln</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="96" />
        <source>One cause: every test checks all of them and stops at the first false one. They are fixed together: a fix is valid only when every clause holds.</source>
        <translation>Eine Ursache: Jeder Test prüft alle und hält bei der ersten falschen an. Sie werden gemeinsam repariert: Eine Korrektur ist nur gültig, wenn jede Klausel gilt.</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="74" />
        <source>Select a fault to see the contract it violates.</source>
        <translation>Wählen Sie einen Defekt, um den verletzten Vertrag zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="54" />
        <source>%1 more items</source>
        <translation>%1 weitere Elemente</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="82" />
        <source>Fault %1: %2</source>
        <translation>Defekt %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="85" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="99" />
        <source>Tag</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="101" />
        <source>Clause</source>
        <translation>Klausel</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="105" />
        <source>Blamed routine</source>
        <translation>Verantwortliche Routine</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="106" />
        <source>Detected in</source>
        <translation>Erkannt in</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="111" />
        <source>%1, line %2 of the text tested (edited since)</source>
        <translation>%1, Zeile %2 des getesteten Texts (seither bearbeitet)</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="112" />
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="110" />
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="114" />
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="114" />
        <source>%1 failing, %2 passing</source>
        <translation>%1 fehlschlagend, %2 bestanden</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="118" />
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="118" />
        <source>Interpreter's message</source>
        <translation>Meldung des Interpreters</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="132" />
        <source>Values at the failure of the traced test %1 (in %2)</source>
        <translation>Werte beim Fehlschlag des verfolgten Tests %1 (in %2)</translation>
    </message>
    <message>
        <source>Values at the failure (in %1)</source>
        <translation>Werte beim Fehlschlag (in %1)</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="138" />
        <source>argument</source>
        <translation>Argument</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="138" />
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="138" />
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="138" />
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="127" />
        <source>Minimized failing test</source>
        <translation>Minimierter fehlschlagender Test</translation>
    </message>
    <message>
        <location filename="../ui/contract_panel.cpp" line="127" />
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
        <location filename="../ui/editor_tabs.cpp" line="29" />
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Close it anyway?</source>
        <translation>%1 hat ungespeicherte Änderungen. Trotzdem schließen?</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="30" />
        <source>%1 has unsaved changes (an accepted fix is one). Save them before closing?</source>
        <translation>%1 hat ungespeicherte Änderungen (eine angenommene Korrektur ist eine). Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="36" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="78" />
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="85" />
        <source>%1 is not a text file (%2); not opened</source>
        <translation>%1 ist keine Textdatei (%2); nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="101" />
        <source>No .e files in %1</source>
        <translation>Keine .e-Dateien in %1</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="122" />
        <source>No .e files in the project %1</source>
        <translation>Keine .e-Dateien im Projekt %1</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="202" />
        <source>%1 changed on disk since it was opened; not saved (reopen it to see the other changes)</source>
        <translation>%1 wurde seit dem Öffnen auf der Festplatte geändert; nicht gespeichert (neu öffnen, um die anderen Änderungen zu sehen)</translation>
    </message>
    <message>
        <source>Cannot write the backup %1</source>
        <translation>Die Sicherungskopie %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../ui/editor_tabs.cpp" line="212" />
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>amend::ui::EiffelLexer</name>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="116" />
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="117" />
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="118" />
        <source>Keyword</source>
        <translation>Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="119" />
        <source>String</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="120" />
        <source>Character</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="121" />
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="122" />
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="123" />
        <source>Class name</source>
        <translation>Klassenname</translation>
    </message>
    <message>
        <location filename="../ui/eiffel_lexer.cpp" line="124" />
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
        <translation>Bekannte Defekte:
</translation>
    </message>
    <message>
        <location filename="../ui/example_gallery.cpp" line="52" />
        <source>Programs with known faults, bundled with Amend. Opening one makes a copy you can edit.</source>
        <translation>Programme mit bekannten Defekten, die Amend beiliegen. Beim Öffnen wird eine bearbeitbare Kopie angelegt.</translation>
    </message>
</context>
<context>
    <name>amend::ui::FaultModel</name>
    <message>
        <location filename="../ui/session_models.cpp" line="176" />
        <source>%1 clauses of the %2: %3</source>
        <translation>%1 Klauseln der %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="177" />
        <source>%1 clauses of the %2 with one cause, fixed together: %3</source>
        <translation>%1 Klauseln der %2 mit einer Ursache, gemeinsam repariert: %3</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="103" />
        <source>1 fix</source>
        <translation>1 Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="37" />
        <source>warning: only with an extreme size</source>
        <translation>Warnung: nur bei extremer Größe</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="38" />
        <source>warning: a costly contract</source>
        <translation>Warnung: ein teurer Vertrag</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="39" />
        <source>warning: a long loop that ends</source>
        <translation>Warnung: eine lange Schleife, die endet</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="43" />
        <source>warning: only after an overflow</source>
        <translation>Warnung: nur nach einem Überlauf</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="50" />
        <source>%1: %2 — a warning, not a fault: every failing test passed an extreme size (%3 or more) and ran out of the memory budget; with reasonable sizes the routine does not fail. It is not fixed.</source>
        <translation>%1: %2 — eine Warnung, kein Defekt: Jeder fehlschlagende Test übergab eine extreme Größe (%3 oder mehr) und überschritt das Speicherbudget; mit vernünftigen Größen schlägt die Routine nicht fehl. Sie wird nicht repariert.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="55" />
        <source>%1: %2 — a warning, not a fault: evaluating this contract took more steps than its budget; the tests that reached it were left out. It is not fixed.</source>
        <translation>%1: %2 — eine Warnung, kein Defekt: Diesen Vertrag auszuwerten brauchte mehr Schritte als sein Budget; die Tests, die ihn erreichten, wurden ausgelassen. Er wird nicht repariert.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="58" />
        <source>%1: %2 — a warning, not a fault: the steps went to a loop whose variant decreased on every iteration, a long computation that ends. It is not fixed.</source>
        <translation>%1: %2 — eine Warnung, kein Defekt: Die Schritte gingen an eine Schleife, deren Variante in jeder Iteration abnahm, eine lange Berechnung, die endet. Sie wird nicht repariert.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="63" />
        <source>%1: %2 — a warning, not a fault: every failing test had an INTEGER operation wrap around first. It is not fixed.</source>
        <translation>%1: %2 — eine Warnung, kein Defekt: In jedem fehlschlagenden Test lief zuvor eine INTEGER-Operation über. Sie wird nicht repariert.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="103" />
        <source>%1 fixes</source>
        <translation>%1 Korrekturen</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="111" />
        <source>%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. The program may loop or recurse without end, or the test asked for too much. It is listed, not fixed: a fix cannot restore a contract that no test saw violated. Fix &gt; Run Tests with a Larger Budget tells which it is.</source>
        <translation>%1: Ein Test hielt an, weil er eine Ressourcengrenze erreichte (%2), nicht weil ein Vertrag verletzt wurde. Das Programm kann endlos schleifen oder rekursieren, oder der Test verlangte zu viel. Er wird aufgeführt, nicht repariert: Eine Korrektur kann keinen Vertrag wiederherstellen, den kein Test verletzt sah. Reparieren &gt; Tests mit größerem Budget ausführen sagt, was zutrifft.</translation>
    </message>
    <message>
        <source>%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. The program may loop or recurse without end, or the test asked for too much. It is listed, not fixed: a fix cannot restore a contract that no test saw violated.</source>
        <translation>%1: Ein Test hielt an, weil er eine Ressourcengrenze erreichte (%2), nicht weil ein Vertrag verletzt wurde. Das Programm läuft vielleicht endlos in einer Schleife oder Rekursion, oder der Test verlangte zu viel. Der Eintrag wird aufgeführt, nicht repariert: Eine Korrektur kann keinen Vertrag wiederherstellen, den kein Test verletzt sah.</translation>
    </message>
    <message>
        <source>%1: a test stopped because it reached a resource limit (%2), not because a contract was violated. The program may loop or recurse without end, or the test asked for too much; a larger budget in the settings may let it finish.</source>
        <translation>%1: Ein Test wurde angehalten, weil er eine Ressourcengrenze erreichte (%2), nicht weil ein Vertrag verletzt wurde. Das Programm läuft oder rekursiert vielleicht endlos, oder der Test verlangte zu viel; ein größeres Budget in den Einstellungen lässt ihn eventuell zu Ende laufen.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="145" />
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="146" />
        <source>Routine</source>
        <translation>Routine</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="147" />
        <source>Violated</source>
        <translation>Verletzt</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="148" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="181" />
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="105" />
        <source>incomplete: %1 fixes found before Cancel</source>
        <translation>unvollständig: %1 Korrekturen vor dem Abbruch gefunden</translation>
    </message>
</context>
<context>
    <name>amend::ui::FixModel</name>
    <message>
        <location filename="../ui/session_models.cpp" line="370" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="371" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="372" />
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="373" />
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
</context>
<context>
    <name>amend::ui::FixPanel</name>
    <message>
        <location filename="../ui/fix_panel.cpp" line="30" />
        <source>&amp;Accept</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="29" />
        <source>&amp;Trace on this fix</source>
        <translation>&amp;Auf dieser Korrektur verfolgen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="31" />
        <source>&amp;Reject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="31" />
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="52" />
        <source>Replay the distinguishing test on this fix in the Traces panel</source>
        <translation>Den unterscheidenden Test im Bereich Abläufe auf dieser Korrektur abspielen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="53" />
        <source>Apply the selected fix to the editor (one undoable step)</source>
        <translation>Die gewählte Korrektur im Editor anwenden (ein rückgängig machbarer Schritt)</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="54" />
        <source>Hide the selected fix for this session</source>
        <translation>Die gewählte Korrektur für diese Sitzung ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="55" />
        <source>Undo the accepted fix of this fault</source>
        <translation>Die übernommene Korrektur dieses Defekts zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="75" />
        <source>Fixes that passed the fault's tests but violate a contract on a test co-evolved against the fixes</source>
        <translation>Korrekturen, die die Tests des Defekts bestanden, aber auf einem gegen die Korrekturen ko-evolvierten Test einen Vertrag verletzen</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="122" />
        <source>Open a program and press Fix (F5): the fixes of the selected fault are listed here.</source>
        <translation>Öffnen Sie ein Programm und drücken Sie Reparieren (F5): Die Korrekturen des gewählten Defekts stehen hier.</translation>
    </message>
    <message>
        <source>%1 (%2): on `%3' it %4 where %5</source>
        <translation>%1 (%2): bei `%3' %4, wo %5</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="169" />
        <source>Invalidated by this co-evolved test:</source>
        <translation>Durch diesen ko-evolvierten Test ungültig gemacht:</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="173" />
        <source>Invalidated by co-evolved tests (%1)</source>
        <translation>Durch ko-evolvierte Tests ungültig gemacht (%1)</translation>
    </message>
    <message>
        <source>No valid fix (yet) for this fault.</source>
        <translation>(Noch) keine gültige Korrektur für diesen Defekt.</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="214" />
        <source>Distinguishing test (co-evolved against the fixes):</source>
        <translation>Unterscheidender Test (gegen die Korrekturen ko-evolviert):</translation>
    </message>
    <message>
        <location filename="../ui/fix_panel.cpp" line="166" />
        <source>%1 (%2): on `%3' %4</source>
        <translation>%1 (%2): bei `%3' %4</translation>
    </message>
</context>
<context>
    <name>amend::ui::Help</name>
    <message>
        <location filename="../ui/help.cpp" line="48" />
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/help.cpp" line="51" />
        <source>Traces ▸ Step forward, backward, run to the failure</source>
        <translation>Abläufe ▸ Schritt vor, zurück, bis zum Fehlschlag</translation>
    </message>
    <message>
        <location filename="../ui/help.cpp" line="63" />
        <source>About Amend</source>
        <translation>Über Amend</translation>
    </message>
    <message>
        <location filename="../ui/help.cpp" line="64" />
        <source>&lt;h3&gt;Amend %1&lt;/h3&gt;&lt;p&gt;Amend tests an Eiffel program with its contracts as the oracle, finds its faults, localizes each one and proposes fixes validated against every test, best first, as diffs you accept or reject.&lt;/p&gt;&lt;p&gt;It builds on AutoFix and AutoFix-E2 (contract-based fixing), Nopol (condition synthesis), fixing by path-based weakest preconditions and GenProg.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Amend %1&lt;/h3&gt;&lt;p&gt;Amend testet ein Eiffel-Programm mit seinen Verträgen als Orakel, findet seine Defekte, lokalisiert jeden und schlägt Korrekturen vor, die gegen jeden Test geprüft sind, die beste zuerst, als Diffs, die Sie annehmen oder ablehnen.&lt;/p&gt;&lt;p&gt;Es baut auf AutoFix und AutoFix-E2 (vertragsbasiertes Reparieren), Nopol (Synthese von Bedingungen), Reparieren mit pfadbasierten schwächsten Vorbedingungen und GenProg auf.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>amend::ui::LearningSettings</name>
    <message>
        <location filename="../ui/learning_settings.cpp" line="16" />
        <source>Learning from decisions: rank fixes by what was accepted before, learn from Accept, Reject and Revert</source>
        <translation>Aus Entscheidungen lernen: Korrekturen danach ordnen, was früher übernommen wurde; aus Übernehmen, Ablehnen und Zurücknehmen lernen</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="17" />
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="17" />
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="18" />
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="32" />
        <source>Reset learning</source>
        <translation>Gelerntes zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="32" />
        <source>Forget all your decisions? The knowledge Amend ships stays.</source>
        <translation>Alle Ihre Entscheidungen vergessen? Das mitgelieferte Wissen von Amend bleibt.</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="37" />
        <source>Export knowledge base</source>
        <translation>Wissensbasis exportieren</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="37" />
        <location filename="../ui/learning_settings.cpp" line="41" />
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="41" />
        <source>Import knowledge base</source>
        <translation>Wissensbasis importieren</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="69" />
        <source>Learning</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="80" />
        <source>Your knowledge base cannot be read: %1</source>
        <translation>Ihre Wissensbasis kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="85" />
        <source>1 decision of yours, and %1 from the collections Amend ships (stored in %2).</source>
        <translation>1 Entscheidung von Ihnen und %1 aus den mitgelieferten Sammlungen (gespeichert in %2).</translation>
    </message>
    <message>
        <location filename="../ui/learning_settings.cpp" line="86" />
        <source>%1 decisions of yours, and %2 from the collections Amend ships (stored in %3).</source>
        <translation>%1 Entscheidungen von Ihnen und %2 aus den mitgelieferten Sammlungen (gespeichert in %3).</translation>
    </message>
</context>
<context>
    <name>amend::ui::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="76" />
        <location filename="../ui/main_window.cpp" line="527" />
        <source>Amend</source>
        <translation>Amend</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="98" />
        <source>Cancel the fix session (Esc)</source>
        <translation>Die Reparatursitzung abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="133" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="134" />
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="136" />
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="138" />
        <source>Open &amp;Project…</source>
        <translation>&amp;Projekt öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="451" />
        <source>Open EiffelStudio Project</source>
        <translation>EiffelStudio-Projekt öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="451" />
        <source>EiffelStudio projects (*.ecf)</source>
        <translation>EiffelStudio-Projekte (*.ecf)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="139" />
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="73" />
        <source>Ca&amp;ncel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="140" />
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="141" />
        <source>&amp;Gallery…</source>
        <translation>&amp;Galerie…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="145" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="147" />
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="150" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="153" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="154" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="158" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="161" />
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="163" />
        <source>F&amp;ix</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="164" />
        <source>&amp;Fix</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="166" />
        <source>Test the program and propose fixes (F5)</source>
        <translation>Das Programm testen und Korrekturen vorschlagen (F5)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="167" />
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="170" />
        <source>&amp;Accept Selected Fix</source>
        <translation>Gewählte Korrektur ü&amp;bernehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="172" />
        <source>&amp;Reject Selected Fix</source>
        <translation>Gewählte Korrektur a&amp;blehnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="174" />
        <source>Re&amp;vert Accepted Fix</source>
        <translation>Übernommene Korrektur &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="185" />
        <source>&amp;Next Fault</source>
        <translation>&amp;Nächster Defekt</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="187" />
        <source>&amp;Previous Fault</source>
        <translation>&amp;Vorheriger Defekt</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="191" />
        <source>Run Tests with a Larger &amp;Budget</source>
        <translation>Tests mit größerem B&amp;udget ausführen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="193" />
        <source>Run the selected resource limit's tests again with 100 times the steps: do they finish, violate a contract, or reach the limit again?</source>
        <translation>Die Tests der gewählten Ressourcengrenze mit 100-mal so vielen Schritten erneut ausführen: Enden sie, verletzen sie einen Vertrag oder erreichen sie die Grenze erneut?</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="195" />
        <source>Fix with the &amp;Larger Budget</source>
        <translation>Mit dem größeren Budget &amp;testen und reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="197" />
        <source>Test and fix the routine with the budget its tests needed to reach the violated contract</source>
        <translation>Die Routine mit dem Budget testen und reparieren, das ihre Tests brauchten, um den verletzten Vertrag zu erreichen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="200" />
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="256" />
        <source>Faults</source>
        <translation>Defekte</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="257" />
        <source>Violated contract</source>
        <translation>Verletzter Vertrag</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="258" />
        <source>Fixes</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="259" />
        <source>Snapshots</source>
        <translation>Momentaufnahmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="260" />
        <source>Traces</source>
        <translation>Abläufe</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="271" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="278" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="279" />
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="280" />
        <source>&amp;About Amend</source>
        <translation>Ü&amp;ber Amend</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="284" />
        <source>Accept fix</source>
        <translation>Korrektur übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="298" />
        <source>Revert fix</source>
        <translation>Korrektur zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="428" />
        <source>%1 — Amend</source>
        <translation>%1 — Amend</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="444" />
        <source>Open Eiffel File</source>
        <translation>Eiffel-Datei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="444" />
        <location filename="../ui/main_window.cpp" line="485" />
        <source>Eiffel classes (*.e)</source>
        <translation>Eiffel-Klassen (*.e)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="446" />
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="463" />
        <source>Open Program Folder</source>
        <translation>Programmordner öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="470" />
        <source>No changes to save.</source>
        <translation>Keine Änderungen zu speichern.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="475" />
        <location filename="../ui/main_window.cpp" line="695" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="478" />
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="478" />
        <source>Saved (backup: %1).</source>
        <translation>Gespeichert (Sicherungskopie: %1).</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="485" />
        <location filename="../ui/main_window.cpp" line="487" />
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="525" />
        <source>Open a program and press Fix (F5): the fixes of the selected fault are listed here.</source>
        <translation>Öffnen Sie ein Programm und drücken Sie Reparieren (F5): Die Korrekturen des gewählten Defekts stehen hier.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="561" />
        <source>No routine %1 in the program (CLASS.feature, any letter case)</source>
        <translation>Keine Routine %1 im Programm (KLASSE.feature, beliebige Groß-/Kleinschreibung)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="583" />
        <source>Check: no errors</source>
        <translation>Prüfung: keine Fehler</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="584" />
        <source>Check: %1 errors, %2 warnings</source>
        <translation>Prüfung: %1 Fehler, %2 Warnungen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="688" />
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="38" />
        <location filename="../ui/main_window_session.cpp" line="59" />
        <source>testing</source>
        <translation>teste</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="39" />
        <source>hand-written tests</source>
        <translation>handgeschriebene Tests</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="40" />
        <source>minimizing</source>
        <translation>minimiere</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="41" />
        <source>fixing</source>
        <translation>repariere</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="42" />
        <source>localizing</source>
        <translation>lokalisiere</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="43" />
        <source>Nopol</source>
        <translation>Nopol</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="44" />
        <source>WP</source>
        <translation>WP</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="45" />
        <source>GenProg</source>
        <translation>GenProg</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="46" />
        <source>co-evolving tests</source>
        <translation>Tests ko-evolvieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="62" />
        <source>the program has errors</source>
        <translation>das Programm hat Fehler</translation>
    </message>
    <message>
        <source>Cannot fix: the program has errors. %1</source>
        <translation>Reparatur nicht möglich: das Programm hat Fehler. %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="118" />
        <source>no Eiffel class</source>
        <translation>keine Eiffel-Klasse</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="67" />
        <source>Cannot fix: the open files declare no Eiffel class, so there is nothing to test.</source>
        <translation>Reparieren nicht möglich: Die geöffneten Dateien deklarieren keine Eiffel-Klasse, es gibt nichts zu testen.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="86" />
        <source>1 fault found by %1 tests</source>
        <translation>1 Defekt durch %1 Tests gefunden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="86" />
        <source>%1 faults found by %2 tests</source>
        <translation>%1 Defekte durch %2 Tests gefunden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="261" />
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="262" />
        <source>%1:%2 min</source>
        <translation>%1:%2 min</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="341" />
        <source>Not fixed: a resource limit is no contract violation. Running its tests with a larger budget tells whether they finish, violate a contract, or never end.</source>
        <translation>Nicht repariert: Eine Ressourcengrenze ist keine Vertragsverletzung. Ihre Tests mit größerem Budget auszuführen zeigt, ob sie enden, einen Vertrag verletzen oder nie enden.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="506" />
        <source> (the %1 kept of %2 seen)</source>
        <translation> (die %1 aufbewahrten von %2 gesehenen)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="507" />
        <source>Re-check: the failing tests of fault %1 pass with the fix%2.</source>
        <translation>Erneute Prüfung: die fehlschlagenden Tests von Defekt %1 bestehen mit der Korrektur%2.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="508" />
        <source>Re-check: %1 of %2 failing tests of fault %3 still fail%4.</source>
        <translation>Erneute Prüfung: %1 von %2 fehlschlagenden Tests von Defekt %3 schlagen weiterhin fehl%4.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="586" />
        <source>The decision was not learned: %1</source>
        <translation>Die Entscheidung wurde nicht gelernt: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="120" />
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="128" />
        <source>No faults found.</source>
        <translation>Keine Defekte gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="215" />
        <source>Open a program first.</source>
        <translation>Öffnen Sie zuerst ein Programm.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="228" />
        <source>compiling</source>
        <translation>übersetze</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="238" />
        <source>cancelling…</source>
        <translation>breche ab…</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="446" />
        <source>The file of this fix is not open.</source>
        <translation>Die Datei dieser Korrektur ist nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="433" />
        <source>A fix of this fault is already accepted; revert it first.</source>
        <translation>Für diesen Defekt ist schon eine Korrektur übernommen; nehmen Sie sie zuerst zurück.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="63" />
        <source>Cannot fix: the program has errors (the earlier results are kept). %1</source>
        <translation>Reparieren nicht möglich: Das Programm hat Fehler (die bisherigen Ergebnisse bleiben). %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="72" />
        <source>No routine %1 in the program: the Routine field expects CLASS.feature (the earlier results are kept).</source>
        <translation>Keine Routine %1 im Programm: Das Feld Routine erwartet KLASSE.feature (die bisherigen Ergebnisse bleiben).</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="80" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="168" />
        <source>Press Fix (F5): the faults found are listed on the left, the fixes of the selected one here.</source>
        <translation>Drücken Sie Reparieren (F5): Die gefundenen Defekte stehen links, die Korrekturen des gewählten hier.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="309" />
        <source>A warning (an extreme value, an overflow): listed for you to judge, never fixed.</source>
        <translation>Eine Warnung (ein extremer Wert, ein Überlauf): zu Ihrer Beurteilung aufgeführt, nie repariert.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="337" />
        <source>No valid fix yet: this fault is being fixed.</source>
        <translation>Noch keine gültige Korrektur: Dieser Defekt wird gerade repariert.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="338" />
        <source>No valid fix found for this fault.</source>
        <translation>Keine gültige Korrektur für diesen Defekt gefunden.</translation>
    </message>
    <message>
        <source>Not fixed: a resource limit is no contract violation.</source>
        <translation>Nicht repariert: Eine Ressourcengrenze ist keine Vertragsverletzung.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="343" />
        <source>Not fixable here: the blamed routine has no body in the program.</source>
        <translation>Hier nicht reparierbar: Die beschuldigte Routine hat keinen Rumpf im Programm.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="434" />
        <source>%1 changed since the fixes were computed; run Fix again.</source>
        <translation>%1 wurde seit der Berechnung der Korrekturen geändert; reparieren Sie erneut.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="467" />
        <source>Fix accepted (Undo restores the previous text).</source>
        <translation>Korrektur übernommen (Rückgängig stellt den vorigen Text wieder her).</translation>
    </message>
    <message>
        <source>Re-check: the %1 failing tests of fault %2 pass with the fix.</source>
        <translation>Erneute Prüfung: die %1 fehlschlagenden Tests von Defekt %2 bestehen mit der Korrektur.</translation>
    </message>
    <message>
        <source>Re-check: %1 of %2 failing tests of fault %3 still fail.</source>
        <translation>Erneute Prüfung: %1 von %2 fehlschlagenden Tests von Defekt %3 schlagen weiterhin fehl.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="522" />
        <source>Fix rejected; it stays hidden for this session.</source>
        <translation>Korrektur abgelehnt; sie bleibt in dieser Sitzung ausgeblendet.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="435" />
        <source>No accepted fix for this fault.</source>
        <translation>Keine übernommene Korrektur für diesen Defekt.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="432" />
        <source>This fix belongs to no fault of the session.</source>
        <translation>Diese Korrektur gehört zu keinem Defekt der Sitzung.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="436" />
        <source>The file changed after the fix was accepted; use Undo to go back.</source>
        <translation>Die Datei wurde nach der Übernahme geändert; verwenden Sie Rückgängig.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="211" />
        <source>Routine:</source>
        <translation>Routine:</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="216" />
        <source>whole program (or CLASS.feature)</source>
        <translation>ganzes Programm (oder KLASSE.feature)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="219" />
        <location filename="../ui/main_window.cpp" line="562" />
        <source>Fix only this routine (CLASS.feature, any letter case); empty: the whole program</source>
        <translation>Nur diese Routine reparieren (KLASSE.feature, Groß-/Kleinschreibung beliebig); leer: das ganze Programm</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="404" />
        <source>Some files have unsaved changes (an accepted fix is one). Save them before opening %1?</source>
        <translation>Einige Dateien haben ungespeicherte Änderungen (auch eine übernommene Korrektur). Vor dem Öffnen von %1 speichern?</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="704" />
        <source>Some files have unsaved changes (an accepted fix is one). Save them before quitting?</source>
        <translation>Einige Dateien haben ungespeicherte Änderungen (auch eine übernommene Korrektur). Vor dem Beenden speichern?</translation>
    </message>
    <message>
        <source>No routine %1 in the program: the Routine field expects CLASS.feature.</source>
        <translation>Keine Routine %1 im Programm: Das Feld Routine erwartet KLASSE.feature.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="117" />
        <source>no routine %1</source>
        <translation>keine Routine %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="119" />
        <source>cancelled: results incomplete</source>
        <translation>abgebrochen: Ergebnisse unvollständig</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="126" />
        <source>Cancelled: %1 faults kept with the fixes found so far; run Fix again for the rest.</source>
        <translation>Abgebrochen: %1 Defekte mit den bisher gefundenen Korrekturen behalten; für den Rest erneut reparieren.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="207" />
        <source>Fix Only This Fault (#%1)</source>
        <translation>Nur diesen Defekt reparieren (#%1)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="208" />
        <source>Fix Routine %1</source>
        <translation>Routine %1 reparieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="79" />
        <source>%1, fault %2 of %3</source>
        <translation>%1, Defekt %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/main_window_session.cpp" line="37" />
        <source>case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="32" />
        <source>%1 (the copy is kept: %2)</source>
        <translation>%1 (die Kopie bleibt erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="39" />
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="39" />
        <source>Not restored:
%1</source>
        <translation>Nicht wiederhergestellt:
%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="40" />
        <source>Restored the unsaved changes of %1.</source>
        <translation>Die ungespeicherten Änderungen von %1 wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_recovery.cpp" line="41" />
        <source>Restored the unsaved changes of %1 files.</source>
        <translation>Die ungespeicherten Änderungen von %1 Dateien wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_budget.cpp" line="51" />
        <source>Running the tests of fault %1 again with a larger budget…</source>
        <translation>Die Tests von Defekt %1 werden mit größerem Budget erneut ausgeführt…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_budget.cpp" line="58" />
        <source>Fault %1: %2</source>
        <translation>Defekt %1: %2</translation>
    </message>
</context>
<context>
    <name>amend::ui::RecoveryDialog</name>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="24" />
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="25" />
        <source>Amend did not end normally last time. These files had changes that were not saved; restoring puts the changes back into the editor (unsaved, undoable).</source>
        <translation>Amend wurde zuletzt nicht normal beendet. Diese Dateien hatten ungespeicherte Änderungen; Wiederherstellen bringt sie zurück in den Editor (ungespeichert, rückgängig zu machen).</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="29" />
        <source>%1 — changed %2</source>
        <translation>%1 — geändert %2</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="35" />
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="36" />
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="37" />
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="61" />
        <source>The file is gone: it cannot be restored.</source>
        <translation>Die Datei gibt es nicht mehr: Sie kann nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../ui/recovery_dialog.cpp" line="62" />
        <source>The file already holds this text.</source>
        <translation>Die Datei enthält diesen Text bereits.</translation>
    </message>
</context>
<context>
    <name>amend::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="18" />
        <source>AutoFix (snapshots and fix schemas)</source>
        <translation>AutoFix (Momentaufnahmen und Korrekturschemata)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="18" />
        <source>Nopol (condition synthesis)</source>
        <translation>Nopol (Synthese von Bedingungen)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="19" />
        <source>WP (weakest preconditions: assignments and predicates)</source>
        <translation>WP (schwächste Vorbedingungen: Zuweisungen und Prädikate)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="20" />
        <source>GenProg (genetic search over statements and expressions)</source>
        <translation>GenProg (genetische Suche über Anweisungen und Ausdrücke)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="23" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="25" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="34" />
        <source>base.ecf or its folder (empty: the project's own, else Amend's kernel)</source>
        <translation>base.ecf oder sein Ordner (leer: die des Projekts, sonst der Kern von Amend)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="35" />
        <source>CLASS.feature (empty: the whole program)</source>
        <translation>KLASSE.feature (leer: das ganze Programm)</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="40" />
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="46" />
        <source>Testing time budget:</source>
        <translation>Zeitbudget für Tests:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="47" />
        <source>Random seed:</source>
        <translation>Startwert des Zufallsgenerators:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="48" />
        <source>Fixes per fault:</source>
        <translation>Korrekturen je Defekt:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="49" />
        <source>Only the routine:</source>
        <translation>Nur die Routine:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="50" />
        <source>EiffelBase:</source>
        <translation>EiffelBase:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="51" />
        <source>Techniques:</source>
        <translation>Verfahren:</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.cpp" line="56" />
        <source>Language (next start):</source>
        <translation>Sprache (ab dem nächsten Start):</translation>
    </message>
</context>
<context>
    <name>amend::ui::SnapshotModel</name>
    <message>
        <location filename="../ui/session_models.cpp" line="249" />
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="268" />
        <source>found by invariant difference</source>
        <translation>durch Invariantendifferenz gefunden</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="268" />
        <source>found by enumeration of predicates</source>
        <translation>durch Aufzählung von Prädikaten gefunden</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="276" />
        <source>How many passing tests reached this location</source>
        <translation>Wie viele bestandene Tests diese Stelle erreichten</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="277" />
        <source>How many failing tests reached this location</source>
        <translation>Wie viele fehlschlagende Tests diese Stelle erreichten</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="278" />
        <source>Control dependence: how close this location is to the failing line in the routine's flow (1 = just before it, 0 = it cannot lead there)</source>
        <translation>Kontrollabhängigkeit: wie nah diese Stelle im Ablauf der Routine an der fehlschlagenden Zeile liegt (1 = direkt davor, 0 = sie führt nicht dorthin)</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="280" />
        <source>Expression dependence: how much the predicate shares with the failing expression (1 = the same sub-expressions, 0 = nothing in common)</source>
        <translation>Ausdrucksabhängigkeit: wie viel das Prädikat mit dem fehlschlagenden Ausdruck gemeinsam hat (1 = dieselben Teilausdrücke, 0 = nichts)</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="282" />
        <source>Dynamic evidence: how strongly this value of the predicate goes with failing tests rather than passing ones (higher = more failing)</source>
        <translation>Dynamischer Befund: wie stark dieser Wert des Prädikats mit fehlschlagenden statt bestandenen Tests einhergeht (höher = mehr fehlschlagende)</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="284" />
        <source>Suspiciousness: cdep, edep and dyn combined (harmonic mean); the higher, the likelier the fault is here, and the earlier fixes are tried here</source>
        <translation>Verdächtigkeit: cdep, edep und dyn kombiniert (harmonisches Mittel); je höher, desto wahrscheinlicher liegt der Defekt hier, und desto früher werden hier Korrekturen versucht</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="291" />
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="292" />
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="293" />
        <source>Predicate</source>
        <translation>Prädikat</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="294" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="295" />
        <source>Passing</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="296" />
        <source>Failing</source>
        <translation>Fehlschlagend</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="297" />
        <source>cdep</source>
        <translation>cdep</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="298" />
        <source>edep</source>
        <translation>edep</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="299" />
        <source>dyn</source>
        <translation>dyn</translation>
    </message>
    <message>
        <location filename="../ui/session_models.cpp" line="300" />
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
        <location filename="../ui/source_editor.cpp" line="135" />
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../ui/source_editor.cpp" line="135" />
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>amend::ui::TracePanel</name>
    <message>
        <location filename="../ui/trace_panel.cpp" line="26" />
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="28" />
        <source>Step backward (Shift+F10)</source>
        <translation>Schritt zurück (Umschalt+F10)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="30" />
        <source>Step forward (F10)</source>
        <translation>Schritt vor (F10)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="44" />
        <source>Run to the failure (F11)</source>
        <translation>Bis zum Fehlschlag laufen (F11)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="48" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="48" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="60" />
        <source>Test:</source>
        <translation>Test:</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="65" />
        <source>step 8888 of 8888 (failure)</source>
        <translation>Schritt 8888 von 8888 (Fehlschlag)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="76" />
        <source>Replay the test with the selected fix applied, to compare before and after</source>
        <translation>Den Test mit der gewählten Korrektur wiederholen, um vorher und nachher zu vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="113" />
        <source>%1 (and %2 identical)</source>
        <translation>%1 (und %2 gleiche)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="119" />
        <source>failing: %1</source>
        <translation>fehlschlagend: %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="120" />
        <source>passing: %1</source>
        <translation>bestanden: %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="126" />
        <location filename="../ui/trace_panel.cpp" line="213" />
        <source>no tests</source>
        <translation>keine Tests</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="137" />
        <source>Replay the test with this fix applied: %1</source>
        <translation>Den Test mit dieser Korrektur wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="138" />
        <source>Select a body fix (after the fix session) to replay tests on it</source>
        <translation>Wählen Sie eine Korrektur des Rumpfs (nach der Reparatursitzung), um Tests damit zu wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="152" />
        <source>distinguishing test of the fix</source>
        <translation>unterscheidender Test der Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="205" />
        <source>step %1 of %2: this run has no failure</source>
        <translation>Schritt %1 von %2: dieser Lauf schlägt nicht fehl</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="213" />
        <source>no steps recorded</source>
        <translation>keine Schritte aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="219" />
        <source> (passed)</source>
        <translation> (bestanden)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="220" />
        <source>step %1 of %2%3</source>
        <translation>Schritt %1 von %2%3</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="186" />
        <source>replaying…</source>
        <translation>wird wiederholt…</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="218" />
        <source> (failure)</source>
        <translation> (Fehlschlag)</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="22" />
        <source>On the selected fix</source>
        <translation>Mit der gewählten Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="234" />
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="237" />
        <source>%1 more items</source>
        <translation>%1 weitere Elemente</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="246" />
        <source>Routine</source>
        <translation>Routine</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="247" />
        <source>call depth %1</source>
        <translation>Aufruftiefe %1</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="248" />
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="249" />
        <source>Locals</source>
        <translation>Lokale</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="250" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="251" />
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <location filename="../ui/trace_panel.cpp" line="253" />
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
</context>
<context>
    <name>amend::ui::WelcomePage</name>
    <message>
        <location filename="../ui/welcome_page.cpp" line="11" />
        <source>Open an &amp;example…</source>
        <translation>&amp;Beispiel öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/welcome_page.cpp" line="14" />
        <source>&lt;h2&gt;Welcome to Amend&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei Amend&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../ui/welcome_page.cpp" line="15" />
        <source>&lt;p&gt;Amend fixes Eiffel programs that carry contracts. Open a program and press &lt;b&gt;Fix&lt;/b&gt; (F5): Amend tests it with its contracts as the oracle, lists the faults it finds with the contract each one violates, and proposes fixes validated against every test, best first.&lt;/p&gt;&lt;p&gt;Select a fault to see its fixes as diffs; &lt;b&gt;Accept&lt;/b&gt; puts one into the editor (Undo takes it back), &lt;b&gt;Save&lt;/b&gt; writes it with a backup. Step through failing and passing runs in &lt;b&gt;Traces&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Help ▸ Keyboard Shortcuts lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Amend repariert Eiffel-Programme mit Verträgen. Öffnen Sie ein Programm und drücken Sie &lt;b&gt;Reparieren&lt;/b&gt; (F5): Amend testet es mit seinen Verträgen als Orakel, listet die gefundenen Defekte mit dem jeweils verletzten Vertrag und schlägt Korrekturen vor, die gegen jeden Test geprüft sind, die beste zuerst.&lt;/p&gt;&lt;p&gt;Wählen Sie einen Defekt, um seine Korrekturen als Diffs zu sehen; &lt;b&gt;Übernehmen&lt;/b&gt; setzt eine in den Editor ein (Rückgängig nimmt sie zurück), &lt;b&gt;Speichern&lt;/b&gt; schreibt sie mit Sicherung. Gehen Sie fehlschlagende und bestandene Läufe in &lt;b&gt;Abläufe&lt;/b&gt; Schritt für Schritt durch.&lt;/p&gt;&lt;p&gt;Hilfe ▸ Tastenkürzel listet jede Taste.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/welcome_page.cpp" line="27" />
        <source>Open a &amp;project (.ecf)…</source>
        <translation>&amp;Projekt öffnen (.ecf)…</translation>
    </message>
    <message>
        <location filename="../ui/welcome_page.cpp" line="28" />
        <source>Open a f&amp;older…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
</context>
</TS>