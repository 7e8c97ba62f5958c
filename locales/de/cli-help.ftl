# Die Hilfe der Kommandozeile (clap, src/cli/help.rs), auf Deutsch. Übersetzt aus
# locales/en/cli-help.ftl (die Kennungen erklärt dessen Kopf; siehe docs/translating.md).
# Begriffe wie in locales/de/cli.ftl und algorithms.ftl („Brett“, „Dame“, „Startwert (Seed)“,
# „Hauptstartwert“, „Lauf“, „Versuch“; „Tiefensuche“, „Breitensuche“; „Bergsteigeralgorithmus
# (Hill Climbing)“ wie in de.wikipedia.org/wiki/Bergsteigeralgorithmus, siehe terms.toml);
# clap-Wörter wie in deutschen Kommandozeilen (GNU coreutils: „Aufruf“, „Optionen“).
# Flags, Kennungen, Dateinamen und `Code` bleiben, wie sie sind.
# Ein Begriff je Konzept, mit Quellen: locales/de/terms.toml (geprüft von tests/terms.rs).

## clap's own words

help-clap-usage = Aufruf
help-clap-commands = Befehle
help-clap-arguments = Argumente
help-clap-options = Optionen
help-clap-help = Hilfe anzeigen
help-clap-version = Version anzeigen
help-clap-help-more = Hilfe anzeigen (mehr mit '--help')
help-clap-help-long = Hilfe anzeigen (eine Zusammenfassung mit '-h')
help-clap-help-subcommand = Diese Hilfe oder die Hilfe der angegebenen Unterbefehle anzeigen
help-clap-help-subcommand-command = Die Hilfe der Unterbefehle anzeigen
help-clap-default = [Vorgabe: { $value }]
help-clap-possible-values = [mögliche Werte: { $values }]
help-clap-possible-values-heading = Mögliche Werte:

## nqueens

help-nqueens-about = N-Damen-Löser: erste Lösungen, versuchte Platzierungen, Anzahl der Lösungen
help-nqueens-lang = Die Sprache der Ausgabe (ein BCP-47-Tag: en, es, de, zh-CN, ar oder en-XA, die Pseudo-Sprache für Tests); sonst LC_ALL, LC_MESSAGES oder LANG, sonst Englisch

## nqueens algorithms

help-algorithms-about = Die Algorithmen auflisten: IDs, Namen, zufallsgesteuert oder nicht, Grenzen, Zähler und die Einheiten des Labors, in der Reihenfolge der Seite
help-algorithms-json = Ein JSON-Objekt ausgeben, {"{"}"algorithms":[…]{"}"}, statt Text

## nqueens solve

help-solve-about = Eine Lösung finden und die dafür nötige Arbeit berichten.

    Grenzen für n: backtracking 1–64 (64-Bit-Bitboards; manche Größen über 40 brauchen Stunden, siehe OEIS A140450; 1–255 mit einer seiner Optionen); random-placement 1–1000; permutation-swap 1–2000; qs1 1–10.000.000; min-conflicts, qs4 und construction 1–100.000.000; hill-climbing 1–200; simulated-annealing 1–1000; genetic 1–8 (`nqueens algorithms` listet sie auf). Alle außer backtracking lehnen n = 2 und 3 ab, die keine Lösung haben. Im Terminal wird der Fortschritt angezeigt; Strg-C bricht ab.
help-solve-algorithm = Der Algorithmus
help-solve-n = Brettgröße n (ein n × n-Brett mit n Damen), Ziffern gruppiert oder nicht („1.000.000“); es gilt die obige Grenze des Algorithmus (`nqueens::input::parse_board_size`, wie auf der Seite)
help-solve-seed = Startwert (Seed) eines zufallsgesteuerten Algorithmus (eine beliebige Dezimalzahl u64); ohne ihn wird ein neuer gezogen und angezeigt. Derselbe Startwert ergibt denselben Lauf. Backtracking ignoriert ihn
help-solve-json = Ein JSON-Objekt statt Text ausgeben. Sein Array `solution` fehlt oberhalb von n = 1.000.000 (etwa 8 MB Text), außer `--with-solution` verlangt es
help-solve-with-solution = Mit `--json`: das Lösungs-Array bei jedem n
help-solve-out = Die Lösung zusätzlich als Text in diese Datei schreiben, eine Spalte (ab 1 gezählt) je Zeile (Zeile 1 zuerst), direkt aus dem Brett des Lösers, zur Prüfung durch ein unabhängiges Programm
help-solve-params = Ein Parameter des Algorithmus, `NAME=VALUE` (wiederholbar): `nqueens algorithms` nennt die Parameter jedes Algorithmus, ihre Werte und Vorgaben

## nqueens compare

help-compare-about = Algorithmen über viele Läufe mit Startwerten auf einer Brettgröße vergleichen: Versuche je Lauf (Mittelwert, Median, 90. Perzentil, Maximum), Versuche bis zum Erfolg und die Erfolgsquote eines Versuchs.

    Lauf i verwendet den aus dem Hauptstartwert und i abgeleiteten Startwert, daher hängt die Ausgabe nur vom Hauptstartwert ab (nicht von --threads). Die Vergleichsansicht der Seite liefert dieselben Zahlen.
help-compare-n = Brettgröße n (es gilt die Grenze jedes Algorithmus; siehe `solve --help`)
help-compare-trials = Läufe je Algorithmus
help-compare-algorithms = Die zu vergleichenden Algorithmen, durch Kommas getrennt
help-compare-seed = Hauptstartwert (eine beliebige Dezimalzahl u64); ohne ihn wird ein neuer gezogen und angezeigt
help-compare-csv = Zusätzlich jeden Lauf in diese CSV-Datei schreiben
help-compare-threads = Arbeits-Threads (Vorgabe: die Zahl der Kerne)
help-compare-json = Die Zusammenfassungen als ein JSON-Array statt einer Tabelle ausgeben
help-compare-params = Ein Parameter, `NAME=VALUE` (wiederholbar), für jeden gewählten Algorithmus, der ihn deklariert (mindestens einer muss es): siehe `nqueens algorithms`

## nqueens sweep

help-sweep-about = Mittlere Versuche je Algorithmus für jedes n von --from bis --to
help-sweep-from = Kleinste Brettgröße
help-sweep-to = Größte Brettgröße
help-sweep-trials = Läufe je Algorithmus und Größe
help-sweep-algorithms = Algorithmen, durch Kommas getrennt
help-sweep-seed = Hauptstartwert; ohne ihn wird ein neuer gezogen und angezeigt
help-sweep-threads = Arbeits-Threads (Vorgabe: die Zahl der Kerne)
help-sweep-params = Ein Parameter, `NAME=VALUE` (wiederholbar), für jeden gewählten Algorithmus, der ihn deklariert (mindestens einer muss es): siehe `nqueens algorithms`

## nqueens exercise

help-exercise-about = Bewertete Übungen („sei der Algorithmus“, `exercise=1` der Seite): Abschlusscodes neu bewerten, die Aufgabe oder den Lösungsschlüssel eines Lernenden zeigen oder die Übung der Klasse für eine Lernplattform (LMS) verpacken (SCORM)
help-exercise-check-about = Abschlusscodes anhand ihrer Antworten neu bewerten und als CSV auflisten (eine Zeile je Code, in der angegebenen Reihenfolge), für die Noten einer Klasse. Ein vertippter, gekürzter oder bearbeiteter Code (seine Prüfsumme oder seine angegebene Punktzahl passt nicht zu seinen Antworten) wird auf der Standardfehlerausgabe genannt und der Exit-Status ist 1; die anderen werden trotzdem aufgelistet. Die Prüfung schützt vor Fehlern, nicht vor Betrug: Jeder kann einen Code berechnen
help-exercise-check-codes = Abschlusscodes (jeder beginnt mit NQX1~); "-" liest sie von der Standardeingabe, einen je Zeile
help-exercise-key-about = Der Lösungsschlüssel der Aufgabe eines Lernenden (die Lehrkraftansicht zeigt und druckt denselben): die Aufgabe, wie die Seite des Lernenden sie nennt, dann die Frage jedes Schritts und die Antwort des Algorithmus (in Worten und als das Token, das ein Abschlusscode trägt). Wo der Algorithmus unter gleich guten Antworten zieht, nennt er alle (jede ist richtig) und die gezogene
help-exercise-key-class = Der Klassencode, etwa FC-7KQ2M9
help-exercise-key-learner = Name oder Nummer des Lernenden (Leerzeichen und Groß-/Kleinschreibung zählen nicht)
help-exercise-key-attempt = Der Versuch: 1 für die erste Aufgabe, 2 nach der ersten Bewertung, …
help-exercise-key-json = Ein JSON-Objekt statt Text ausgeben
help-exercise-instance-about = Die Aufgabe, die ein Klassencode und der Name eines Lernenden ergeben (die Seite zeigt dieselbe): die Übung, n, Startwert und Startzug
help-exercise-instance-class = Der Klassencode, etwa FC-7KQ2M9
help-exercise-instance-learner = Name oder Nummer des Lernenden (Leerzeichen und Groß-/Kleinschreibung zählen nicht)
help-exercise-instance-attempt = Der Versuch: 1 für die erste Aufgabe, 2 nach der ersten Bewertung, …
help-exercise-instance-json = Ein JSON-Objekt statt Text ausgeben
help-exercise-scorm-about = Ein SCORM-Paket der Übung der Klasse, für eine Lernplattform (LMS: Moodle, Canvas, Blackboard, Brightspace, Schoology): das ZIP als SCORM-Aktivität importieren; jeder Lernende erhält die Aufgabe, die seine Kennung in der Lernplattform zieht (`instance --class CODE --learner ID` zeigt sie), und die Punktzahl, bestanden oder nicht gemessen an --mastery, geht nach jedem Schritt ins Notenbuch. Erzeugt aus der einzelnen Datei, die `cargo xtask dist` schreibt; die Lehrkraftansicht auf der veröffentlichten Seite erzeugt dasselbe Paket
help-exercise-scorm-class = Der Klassencode, etwa BT-7KQ2M9
help-exercise-scorm-out = Wohin das ZIP geschrieben wird
help-exercise-scorm-version = Die SCORM-Version: 1.2 (jede Lernplattform nimmt sie) oder 2004 (4. Ausgabe)
help-exercise-scorm-mastery = Der Anteil der beim ersten Versuch richtigen Schritte in Prozent, der zum Bestehen reicht
help-exercise-scorm-html = Die einzelne Datei, von der die Seite des Pakets eine Kopie ist

## nqueens lesson

help-lesson-about = Geführte Lektionen: eine Lektionsdatei prüfen (die Seite öffnet dieselben Dateien), die eingebauten Lektionen auflisten, eine ausgeben, um eine eigene daraus zu beginnen (das Format: docs/lesson-format.md im Buch), oder eine für eine Lernplattform (LMS) verpacken (SCORM)
help-lesson-check-about = Eine Lektionsdatei ganz prüfen, wie die Seite vor dem Abspielen: ihr Format, ihr Markdown, Algorithmus, Brett, Startwert und Parameter jeder Folie, jeden genannten Zug (jeder Lauf mit Startwert wird nachgespielt) und jedes `expect:`. Gibt `FILE: ok, N slides` aus oder `FILE:LINE: was falsch ist` auf der Standardfehlerausgabe mit Exit-Status 1
help-lesson-check-file = Die Lektionsdatei (Markdown, UTF-8, höchstens 200 kB)
help-lesson-check-json = Die Lektion aufgelöst als ein JSON-Objekt ausgeben (Zustand jeder Folie, ihre Start- und Endzüge, ihr Abspielen, ihre Frage und Erwartungen) statt `ok`
help-lesson-check-original = Die Datei ist eine Übersetzung von ORIGINAL (einer Lektionsdatei oder der ID einer eingebauten Lektion): auch prüfen, dass sie dieselben Folien, Bretter, Züge, Fragen und Erwartungen hat, nur andere Worte (die eingebauten Übersetzungen sind lessons/TAG/ID.md)
help-lesson-list-about = Die eingebauten Lektionen auflisten: ID, Titel, Folien und Zusammenfassung (in der Sprache von `--lang` oder der Umgebung, wo eine Lektion übersetzt ist)
help-lesson-list-json = Ein JSON-Objekt ausgeben, {"{"}"lessons":[{"{"}"id","title","summary","slides"{"}"}]{"}"}, statt Text
help-lesson-show-about = Die Datei einer eingebauten Lektion ausgeben (`nqueens lesson list` nennt sie), um eine eigene daraus zu beginnen: ihre Übersetzung in die Sprache von `--lang` (oder der Umgebung), falls es eine gibt, sonst Englisch
help-lesson-show-id = Die ID der Lektion, etwa first-solution-walkthrough
help-lesson-show-json = Die Lektion aufgelöst ausgeben, wie `lesson check --json`, statt ihrer Datei
help-lesson-scorm-about = Ein SCORM-Paket einer geführten Lektion, für eine Lernplattform (LMS: Moodle, Canvas, Blackboard, Brightspace, Schoology): das ZIP als SCORM-Aktivität importieren; die Lernplattform merkt sich die Stelle jedes Lernenden (die Folie, seine Antworten) zwischen den Starts, und die Punktzahl (die beim ersten Versuch richtigen Fragen; bei einer Lektion ohne Fragen der Anteil der gesehenen Folien) geht ins Notenbuch, bestanden oder nicht gemessen an --mastery beim Abschluss. Eine eingebaute Lektion über ihre ID oder eine eigene Lektionsdatei, zuerst ganz geprüft (wie `lesson check`). Erzeugt aus der einzelnen Datei, die `cargo xtask dist` schreibt; die Lehrkraftansicht auf der veröffentlichten Seite erzeugt dasselbe Paket
help-lesson-scorm-id = Die ID einer eingebauten Lektion (`nqueens lesson list`), etwa first-solution-walkthrough
help-lesson-scorm-file = Stattdessen eine eigene Lektionsdatei (Markdown, UTF-8, höchstens 200 kB)
help-lesson-scorm-out = Wohin das ZIP geschrieben wird; ein Verzeichnis erhält den eigenen Namen des Pakets (nqueens-lesson-ID-scorm12.zip)
help-lesson-scorm-version = Die SCORM-Version: 1.2 (jede Lernplattform nimmt sie) oder 2004 (4. Ausgabe)
help-lesson-scorm-mastery = Der Anteil der beim ersten Versuch richtigen Fragen der Lektion in Prozent, der zum Bestehen reicht
help-lesson-scorm-html = Die einzelne Datei, von der die Seite des Pakets eine Kopie ist

## nqueens papers

help-papers-about = Unsere Messungen neben den veröffentlichten Tabellen: Sosič & Gu (1991), Tabellen 2–5, und mit --rolfe Rolfes (2006) Tabellen für n = 1000 (langsam: Minuten)
help-papers-sizes = Brettgrößen für die Tabellen von Sosič & Gu, durch Kommas getrennt
help-papers-permutations = Zufällige Permutationen hinter den Tabellen 2 und 3 (im Artikel: 100)
help-papers-runs = QS1-Läufe hinter den Tabellen 4 und 5 (Vorgabe 10, wie im Artikel); mit --brassard-bratley die queensLV-Läufe hinter jeder gemessenen Zeile (Vorgabe 10.000)
help-papers-rolfe = Zusätzlich Rolfes Vergleich für n = 1000 ausführen (4 Läufe jedes seiner Algorithmen)
help-papers-aima = Stattdessen Russell & Norvigs AIMA: der Bergsteigeralgorithmus (Hill Climbing) aus §4.1.1 auf 8 Damen (je --climbs Anstiege) und Abbildung 5.5 der 2. Auflage (mediane Konsistenzprüfungen für n = 2 bis 50, je bis zu 40 Millionen; etwa eine Minute)
help-papers-climbs = Anstiege hinter den Zeilen zu AIMA §4.1.1
help-papers-brassard-bratley = Stattdessen die queensLV-Tabelle von Brassard & Bratley (Fundamentals of Algorithmics, §10.6.3): für jedes k p, s, e und t exakt und gemessen über --runs Läufe, neben denen des Buchs für 8 Damen, und das beste k
help-papers-n = Das Brett der Tabelle von --brassard-bratley (4 bis 12)
help-papers-json = Mit --brassard-bratley: die Tabelle als JSON
help-papers-seed = Hauptstartwert; ohne ihn wird ein neuer gezogen und angezeigt

## nqueens count

help-count-about = Alle Lösungen zählen, Q(n) (OEIS A000170), und die fundamentalen (A002562), mit Bitboards und den Symmetrien des Quadrats, auf allen Kernen. Nimmt 1 ≤ n ≤ 20 (mit AVX-512 auf zwei Kernen dauert Q(17) etwa 1,5 s, Q(20) geschätzt 7 Minuten)
help-count-n = Brettgröße n
help-count-threads = Arbeits-Threads (Vorgabe: die Zahl der Kerne)
help-count-kernel = Wie die letzten Zeilen durchsucht werden: das Schnellste, was diese CPU kann, die skalare Tiefensuche oder sechzehn Bretter zugleich mit AVX-512
help-count-json = Ein JSON-Objekt statt Text ausgeben
help-count-kernel-best = AVX-512, wenn die CPU es hat, sonst skalar
help-count-kernel-scalar = Tiefensuche Zeile für Zeile (läuft überall)
help-count-kernel-avx512 = Breitensuche der letzten Zeilen, sechzehn Bretter zugleich (x86-64 mit AVX-512F)
