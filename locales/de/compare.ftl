# Die Vergleichsansicht, auf Deutsch. Übersetzt aus locales/en/compare.ftl (siehe
# docs/translating.md). Begriffe wie in locales/de/page.ftl („Dame“, „Brett“, „Zeile“,
# „Diagonale“, „Backtracking“, „Startwert“); „Las-Vegas-Algorithmus“, „randomisierter
# Algorithmus“ wie in de.wikipedia.org/wiki/Las-Vegas-Algorithmus (nach J. Hromkovič,
# Randomisierte Algorithmen, Teubner 2004); „Standardfehler“, „Median“, „Permutation“,
# „Kollision“ wie in der Statistik und Informatik üblich; die Titel der Bücher und Artikel
# bleiben im Original.
# Ein Begriff je Konzept, mit Quellen: locales/de/terms.toml (geprüft von tests/terms.rs):
# „Durchgang“ (trial), „Versuch“ (attempt), „Anlauf“ (try), „Rücksprung“ (ein Schritt zurück),
# „Auslöschung“ (wipe-out), „Vorwärtsprüfung“ (Forward Checking), „Bergsteigeralgorithmus“ (Hill
# Climbing), „Crossover“; „Wertebereich“ wie in iamnico42.github.io/portfolio/studium/AI („(CSP)
# Constraint Satisfaction Problem“) und de.wikipedia.org/wiki/Constraint-Satisfaction-Problem;
# „Kantenkonsistenz“ wie in den Folien „Constraint-Programmierung“ der HTWK Leipzig
# (imweb.imn.htwk-leipzig.de/~waldmann/edu/ss09/cp/folien/main/node97.html); „Nachfolger“,
# „Plateau“, „Seitwärtszug“ wie in der KI-Zusammenfassung „Lokale Suche“
# (git.ploedige.com/KI_Kuenstliche_Intelligenz/KI_Zusammenfassung). Was keine Suche bestätigte,
# steht dort als „not confirmed“.

## The form

compare-title = Algorithmen vergleichen
compare-intro = Viele Läufe jedes Algorithmus mit Startwert, verteilt auf Hintergrund-Worker ({ $worker }, einer pro Prozessorkern), damit die Seite bedienbar bleibt. Der { $seed } jedes Laufs wird aus dem { $master } abgeleitet: Derselbe Hauptstartwert liefert jedes Mal und auf jedem Computer dieselben Zahlen.
    .worker = Web Workers
    .seed = Startwert
    .master = Hauptstartwert
compare-n = Größe n { $hint }
    .hint = (ein n × n-Brett)
compare-algorithms = Algorithmen
compare-trials = Läufe pro Algorithmus
compare-seed = Hauptstartwert { $hint }
    .hint = (leer zieht einen neuen)
compare-run = Vergleich starten
compare-cancel = Abbrechen
compare-progress =
    .aria-label = Fortschritt der laufenden Aufgabe
compare-status-start = Wähle Algorithmen und drücke „Vergleich starten“.
compare-params-group =
    .aria-label = Parameter von { $algorithm }

## The status line

compare-tick = Kreuze mindestens einen Algorithmus an.
compare-param-refused = Ein Parameter passt nicht zu diesem Brett: siehe die Meldung darunter.
compare-status-running = Starte { $total } Läufe auf { $workers } { $workers ->
        [one] Worker
       *[other] Workern
    }…
compare-status-timing = Zeitmessung { $algorithm }: Durchgang { $batch } von { $batches }…
compare-status-progress = Läuft… { $done } von { $total } Läufen.
compare-failed = Der Vergleich ist fehlgeschlagen: { $error }
compare-status-done = Fertig: { $total } Läufe in { $seconds } s, Hauptstartwert { $seed }.{ $busy }
compare-address-error = { $error } ({ $field } in der Adresse).
compare-seed-error = Haupt-{ $error }, oder leer.
compare-cancelled = { $job ->
        [race] Das Wettrennen wurde abgebrochen.
        [sweep] Die Messreihe wurde abgebrochen.
        [count] Die Zählung wurde abgebrochen.
        [papers] Die Tabellen der Artikel wurden abgebrochen.
        [rolfe] Rolfes Tabelle wurde abgebrochen.
        [aima] Die AIMA-Tabellen wurden abgebrochen.
        [queenslv] Die queensLV-Tabelle wurde abgebrochen.
       *[comparison] Der Vergleich wurde abgebrochen.
    } Sonst läuft nichts.
compare-worker-failed = ein Worker ist ausgefallen
compare-list-and = { $list } und { $last }
compare-list-or = { $list } oder { $last }
compare-list-separator = {", "}

## The summary

compare-summary-title = Übersicht
compare-summary-region =
    .aria-label = Übersichtstabelle (bei schmalem Fenster seitlich scrollbar)
compare-col-algorithm = Algorithmus { $unit }
    .unit = und seine Einheiten
compare-col-runs = Läufe
compare-col-mean = Versuche im Mittel
compare-col-median = Median
compare-col-p90 = 90. Perz.
compare-col-max = Max.
compare-col-tries = Anläufe pro Lauf { $unit }
    .unit = in seiner Einheit
compare-col-success = Erfolg pro Anlauf { $unit }
compare-col-success-unit = ± 1 { $term }
    .term = Standardfehler
compare-col-time = CPU-Zeit pro Lauf
compare-units-attempts = { $attempts } werden in der eigenen Einheit jedes Algorithmus gezählt, die unter seinem Namen steht: { $units }. Ein geprüftes Feld ist keine gesetzte Dame; vergleiche Versuche also innerhalb eines Algorithmus (über Startwerte oder Brettgrößen hinweg) und Algorithmen untereinander nach { $time }, gemessen in denselben Workern.
    .attempts = Versuche
    .time = CPU-Zeit pro Lauf
compare-units-tries = { $tries } sind die Neustarts innerhalb eines Laufs: { $units }. { $success } ist der Anteil der Anläufe, die mit einer Lösung enden (Läufe ÷ Anläufe); das ± ist ein Standardfehler, √(p(1 − p) / Anläufe). Deterministische Algorithmen (Backtracking) machen jedes Mal denselben Lauf: Sie laufen einmal, und ihre CPU-Zeit ist die dieses einen Laufs.
    .tries = Anläufe
    .success = Erfolg pro Anlauf
compare-units-time = { $time } ist der beste von mehreren gemessenen Durchgängen (5 bis 15): Jeder Worker wiederholt seine Läufe im Kern, in Aufrufen von 2 ms oder mehr (das 20-Fache der 0,1 ms des Zeitgebers; ein langer Anteil an Läufen in Teilen etwa dieser Länge), sobald sein Code warmgelaufen ist. Ein Durchgang, den der Computer für andere Arbeit unterbrochen hat, wirkt nur langsamer; daher gibt der beste Durchgang die Zeit an, und Median und Spanne der Durchgänge (bester bis langsamster) sind ihre Streuung, darunter angezeigt: Eine Wiederholung stimmt innerhalb dieser überein. Wenn der mittlere Durchgang mehr als das 1,5-Fache des besten brauchte, wurden die meisten Durchgänge durch andere Arbeit gebremst: Die Zelle zeigt dann { $busy } statt einer Zahl, ebenso die Statuszeile; starte erneut, wenn der Computer ruhiger ist.
    .time = CPU-Zeit pro Lauf
    .busy = zu ausgelastet zum Messen
compare-units-of = Versuche: { $attempts }; Anläufe: { $tries }
compare-expected-exact = erwartet { $value } (1/p, exakt)
compare-expected-measured = erwartet { $value } ± { $error } (1/p, gemessen)
compare-time-deterministic = { $note } (deterministisch: sein einziger Lauf, { $repeats ->
        [one] einmal
       *[other] { $repeats }-mal
    } pro Durchgang)
compare-copy = Übersicht kopieren
compare-csv = CSV aller Läufe herunterladen
compare-copied = Übersicht kopiert (durch Tabulatoren getrennt: in eine Tabellenkalkulation einfügen).
compare-selected = Übersicht markiert: Strg+C drücken, um sie zu kopieren.
compare-summary-heading = N-Damen-Vergleich: n = { $n }, { $trials } Läufe pro Algorithmus, Hauptstartwert { $seed }
compare-summary-columns = Algorithmus	Einheit der Versuche	Einheit der Anläufe	Läufe	Versuche im Mittel	Median	90. Perz.	Max.	Anläufe pro Lauf	erwartete Anläufe	Erfolg pro Anlauf	± 1 Standardfehler	CPU-Zeit pro Lauf (ms, bester Durchgang)	mittlerer Durchgang (ms pro Lauf)	langsamster Durchgang (ms pro Lauf)	gemessene Durchgänge	zu ausgelastet zum Messen

## The CSV of every run

compare-csv-algorithm = Algorithmus
compare-csv-n = n
compare-csv-run = Lauf
compare-csv-seed = Startwert
compare-csv-attempts = Versuche
compare-csv-attempt-unit = Versuchseinheit
compare-csv-tries = Anläufe
compare-csv-tries-unit = Anlaufeinheit
compare-csv-solved = gelöst
compare-csv-cpu-ms-per-run = CPU_ms_pro_Lauf
compare-csv-cpu-ms-median = CPU_ms_Median
compare-csv-cpu-ms-max = CPU_ms_Max
compare-csv-cpu-batches = CPU_Durchgänge
compare-csv-cpu-too-busy = CPU_zu_ausgelastet

## Times (timing.js)

compare-time = { $value } { $unit }
compare-unit-ms = ms
compare-unit-us = µs
compare-time-not-timed = nicht gemessen
compare-time-busy = zu ausgelastet zum Messen
compare-batches = { $batches } { $batches ->
        [one] Durchgang
       *[other] Durchgängen
    }
compare-time-spread = Median { $median }, Spanne { $best }–{ $max } { $unit }
compare-time-best-note = bester von { $batches }; { $spread }
compare-time-busy-note = der Computer war zu ausgelastet: der Median von { $batches } brauchte das { $ratio }-Fache des schnellsten (über { $limit }); { $spread }
compare-busy-note = Der Computer war zu ausgelastet, als dass die CPU-Zeit von { $names } etwas aussagen könnte (der mittlere gemessene Durchgang über dem { $limit }-Fachen des schnellsten): starte erneut, wenn er ruhiger ist.

## The histogram

compare-hist-title = Läufe nach Versuchen oder nach Anläufen
compare-hist-hint = Ein Algorithmus nach dem anderen, in seiner eigenen Einheit: Ein geprüftes Feld ist keine gesetzte Dame, daher teilen sich die Versuche zweier Algorithmen nie eine Achse (vergleiche sie nach CPU-Zeit pro Lauf).
compare-hist-of = Histogramm von
compare-hist-counting = gezählt nach
compare-hist-attempts = Versuchen
compare-hist-tries = Anläufen (Durchgängen, Permutationen, Starts)
compare-hist-placeholder = Das Histogramm erscheint nach einem Vergleich.
compare-hist-canvas =
    .aria-label = Histogramm der Versuche pro Lauf, logarithmische Skala
compare-save-png = Diagramm als PNG speichern
compare-hist-label = { $algorithm }: Läufe nach { $unit } pro Lauf
compare-hist-expected-exact = erwartet bei geometrisch verteilten Anläufen mit p = { $p } (exakt): im Mittel { $expected } pro Lauf
compare-hist-expected-measured = erwartet bei geometrisch verteilten Anläufen mit p = { $p } (gemessen): im Mittel { $expected } pro Lauf
compare-hist-aria = Histogramm von { $unit } pro Lauf für { $algorithm }, logarithmische Skala
compare-hist-aria-deterministic = Histogramm von { $unit } pro Lauf für { $algorithm }, logarithmische Skala: deterministisch, jeder Lauf gleich
compare-hist-x = { $unit } pro Lauf (logarithmisch)
compare-hist-y = Läufe
compare-hist-chart-title = { $algorithm }: { $unit } pro Lauf
compare-hist-chart-title-deterministic = { $algorithm }: { $unit } pro Lauf (deterministisch: jeder Lauf gleich)
compare-hist-chart-subtitle = n = { $n }, { $runs } Läufe, Hauptstartwert { $seed }
compare-charts-missing = Diagramme brauchen Chart.js in www/node_modules: führe „cargo xtask serve“ aus, das es installiert.

## The sweep

compare-sweep-title = Messreihe über n
compare-sweep-to = n von 4 bis
compare-sweep-runs = Läufe pro Größe
compare-sweep-run = Messreihe starten
compare-sweep-of = Messreihe von
compare-sweep-time = CPU-Zeit pro Lauf (alle Algorithmen)
compare-sweep-placeholder = Das Diagramm erscheint nach einer Messreihe.
compare-sweep-canvas =
    .aria-label = CPU-Zeit pro Lauf über n, logarithmische Skala
compare-sweep-failed = Die Messreihe ist fehlgeschlagen: { $error }
compare-sweep-progress = Messreihe: n = { $n } von { $to } fertig.
compare-sweep-done = Messreihe fertig: n = 4 bis { $to }, { $runs } Läufe pro Größe, Hauptstartwert { $seed }.{ $busy }
compare-sweep-busy-at = { $algorithm } bei n = { $sizes }
compare-sweep-busy = Der Computer war zu ausgelastet, als dass die CPU-Zeit von { $which } etwas aussagen könnte (der mittlere gemessene Durchgang über dem { $limit }-Fachen des schnellsten; als Kreuze gezeichnet): starte erneut, wenn er ruhiger ist.
compare-sweep-mean-of = mittlere { $unit }: { $algorithm }
compare-sweep-axis-time = CPU-ms pro Lauf
compare-sweep-axis-mean = mittlere { $unit }
compare-sweep-aria-time = CPU-Zeit pro Lauf über n, logarithmische Skala
compare-sweep-aria-mean = mittlere { $unit } über n, logarithmische Skala
compare-sweep-x = Brettgröße n
compare-sweep-y = { $what } (log.)
compare-sweep-chart-title-time = CPU-Zeit pro Lauf über n (bester der gemessenen Durchgänge)
compare-sweep-chart-title-mean = { $algorithm }: mittlere { $unit } über n
compare-sweep-chart-subtitle = { $runs } Läufe pro Größe, Hauptstartwert { $seed }

## The papers

compare-papers-title = Veröffentlichte Zahlen im Vergleich
compare-papers-sosic-gu = Sosič & Gu (1991), Tabellen 2–5: Kollisionen pro Dame in einer zufälligen Permutation (100 Permutationen), die meisten Damen auf einer Diagonale, Erfolge mit der ersten Permutation sowie geprüfte Paare und Vertauschungen (10 QS1-Läufe). Die Seite misst n = 10 bis 10.000; das { $cli } des Projekts rechnet die größeren Größen der Artikel und Rolfes Tabellen für n = 1000.
    .cli = Kommandozeilenwerkzeug
compare-papers-run = Tabellen 2–5 messen
compare-rolfe-run = Rolfe, n = 1000, Algorithmus Eins
compare-aima-run = Die Zahlen aus AIMA
compare-papers-region =
    .aria-label = Tabelle der Artikel (bei schmalem Fenster seitlich scrollbar)
compare-papers-col-n = n
compare-papers-col-collisions = Kollisionen / n
compare-papers-col-paper = Artikel
compare-papers-col-diagonal = Meiste auf einer Diagonale
compare-papers-col-first = 1. Permutation
compare-papers-col-pairs = Geprüfte Paare
compare-papers-col-swaps = Geprüfte Vertauschungen
compare-papers-aima = Russell & Norvig, { $book }: der Bergsteigeralgorithmus (Hill Climbing) aus §4.1.1 auf dem 8-Damen-Brett (ein Aufstieg von jedem von 5.000 zufälligen Brettern, ohne Neustarts) und Abbildung 5.5 der 2. Auflage, die mittleren Konsistenzprüfungen der Backtracking-Suchen für n = 2 bis 50 (eine Prüfung testet, ob Damen auf zwei Feldern verschiedener Zeilen einander bedrohen; das Buch definiert seine eigene nicht, daher weichen die Größen ab, während die Reihenfolge übereinstimmt).
    .book = AIMA
compare-aima-region =
    .aria-label = AIMA-Tabelle (bei schmalem Fenster seitlich scrollbar)
compare-aima-col-measure = Messgröße
compare-aima-col-book = Buch
compare-aima-col-ours = Unsere
compare-papers-bb = Brassard & Bratley, { $book } (1996), §10.6.3: queensLV setzt k Damen zufällig, Zeile für Zeile, dann vervollständigt Backtracking das Brett; ein gescheiterter Durchgang beginnt von vorn. Für jedes k: die Wahrscheinlichkeit p, dass ein Durchgang gelingt, die Knoten eines erfolgreichen Durchgangs s und eines gescheiterten e (ein Knoten: das leere Brett einmal pro Durchgang und jede gesetzte Dame) und die Knoten pro Lösung t = s + (1 − p)/p · e: exakt (jede Zufallswahl aufgezählt), gemessen über 10.000 Läufe mit Startwert (± ein Standardfehler) und, für 8 Damen, die des Buchs.
    .book = Fundamentals of Algorithmics
compare-bb-board = queensLV-Brett
compare-bb-run = queensLV nach Brassard & Bratley
compare-bb-region =
    .aria-label = queensLV-Tabelle (bei schmalem Fenster seitlich scrollbar)
compare-bb-col-k = k
compare-bb-col-p = p { $unit }
    .unit = Durchgang gelingt
compare-bb-col-s = s { $unit }
    .unit = Knoten, Erfolg
compare-bb-col-e = e { $unit }
    .unit = Knoten, Misserfolg
compare-bb-col-t = t { $unit }
    .unit = Knoten pro Lösung
compare-bb-exact = exakt
compare-bb-measured = gem.
compare-bb-book = Buch
compare-papers-status = Messe Sosič & Gu, Tabellen 2–5, für n = 10 bis { $to }…
compare-papers-failed = Die Tabellen sind fehlgeschlagen: { $error }
compare-papers-done = Tabellen 2–5 gemessen mit Hauptstartwert { $seed }.
compare-of = { $part } von { $whole }
compare-rolfe-status = Rolfe, n = 1000: vier Läufe von Algorithmus Eins (etwa zehn Sekunden pro Lauf)…
compare-rolfe-failed = Die Tabelle ist fehlgeschlagen: { $error }
compare-rolfe-result = Verwendete Permutationsvektoren bei n = 1000 — unsere: { $ours }; Rolfes: { $rolfe }. Algorithmus Zwei (etwa 90 s): nqueens papers --rolfe.
compare-rolfe-done = Rolfes Tabelle gemessen mit Hauptstartwert { $seed }.
compare-aima-status = Messe die Zahlen aus AIMA: je { $climbs } Aufstiege und Abbildung 5.5 für n = 2 bis 50 (jeweils bis zu 40 Millionen Prüfungen)…
compare-aima-failed = Die AIMA-Tabellen sind fehlgeschlagen: { $error }
compare-aima-done = Die Zahlen aus AIMA gemessen mit Hauptstartwert { $seed }.
compare-percent = { $value } %
compare-thousands = { $value } Tsd.
compare-aima-climb = 8 Damen, { $sideways ->
        [0] steilster Anstieg
       *[other] mit { $sideways } Seitwärtszügen
    }
compare-aima-solved = { $climb }: gelöst
compare-aima-moves = { $climb }: Züge bei Lösung / beim Steckenbleiben
compare-aima-check = Abbildung 5.5: { $column ->
        [0] Backtracking
        [1] BT + MRV
        [2] Vorwärtsprüfung
        [3] FC + MRV
       *[4] Min-Conflicts
    }
compare-aima-not-checks = — (zählt Reparaturzüge, keine Prüfungen)
compare-aima-sizes = { $done } von { $sizes } Größen…
compare-aima-median = { $median } ({ $over } von 49 Größen über 40.000 Tsd.)
compare-aima-over = > 40.000 Tsd.
compare-bb-status = queensLV nach Brassard & Bratley auf { $n } × { $n }: { $runs } Läufe für jedes k = 0 bis { $n }…
compare-bb-failed = Die queensLV-Tabelle ist fehlgeschlagen: { $error }
compare-bb-result = Bestes k auf { $n } × { $n }: { $k } exakt (t = { $t } Knoten pro Lösung), { $measured } gemessen.
compare-bb-result-book = Bestes k auf { $n } × { $n }: { $k } exakt (t = { $t } Knoten pro Lösung), { $measured } gemessen, { $book } im Buch.
compare-bb-done = queensLV-Tabelle gemessen mit Hauptstartwert { $seed }.

## The count

compare-count-title = Alle Lösungen zählen
compare-count-text = Q(n) durch Bitboard-Backtracking, das von jeder Klasse unter den acht Symmetrien des Quadrats (Drehungen und Spiegelungen) eine Lösung besucht, eine Aufgabe pro Belegung der ersten Zeilen, verteilt auf die Worker. Verglichen mit den veröffentlichten Anzahlen, { $oeis } A000170 (alle Lösungen) und A002562 (Grundlösungen).
    .oeis = OEIS
compare-count-n = n (1 bis 17)
compare-count-kernel = Kern
compare-kernel-simd128 = 16 Bretter auf einmal (SIMD128-Vektoren)
compare-kernel-scalar = ein Brett nach dem anderen (skalar)
compare-count-run = Zählen
compare-count-status = Zähle Q({ $n }) in { $tasks } Aufgaben auf { $workers } Workern…
compare-count-failed = Die Zählung ist fehlgeschlagen: { $error }
compare-count-matches = { $value } — stimmt mit OEIS { $sequence } überein
compare-count-differs = { $value } — weicht von { $known } in OEIS { $sequence } ab
compare-count-result = Q({ $n }) = { $total }. Grundlösungen (eine pro Klasse unter Drehung und Spiegelung): { $fundamental }. { $seconds } s mit dem { $kernel ->
        [simd128] SIMD128-
       *[scalar] skalaren
    } Kern.
compare-count-done = Q({ $n }) in { $seconds } s gezählt.

## The race

compare-race-title = Paralleles { $term }
    .term = Las Vegas
compare-race-text = Rolfes „Parallel Execution“: Mehrere Worker mit verschiedenen Startwerten rennen auf einem Brett um die Wette; die erste Lösung hält die anderen an. Verglichen mit einem Worker, der den ersten Startwert allein rechnet.
compare-race-algorithm = Algorithmus im Rennen
compare-race-n = n
compare-race-workers = Worker
compare-race-run = Rennen
compare-race-params =
    .aria-label = Die Parameter des Algorithmus im Rennen
compare-race-fit = { $algorithm } rechnet Bretter bis n = { $max }: n war { $was }, jetzt { $max }.
compare-race-alone = Rennen { $race } von { $races }: ein Worker allein mit { $algorithm }, n = { $n }…
compare-race-many = Rennen { $race } von { $races }: { $workers } Worker mit verschiedenen Startwerten…
compare-race-failed = Das Rennen ist fehlgeschlagen: { $error }
compare-race-result = { $workers } Worker, { $races } Rennen: mittlere Beschleunigung { $median }× (Spanne { $low }–{ $high }×) gegenüber einem Worker allein mit dem ersten Startwert jedes Rennens. Unabhängige Las-Vegas-Läufe sind im Mittel etwa { $workers }-mal so schnell fertig; ein einzelnes Rennen kann weit mehr oder weniger Glück haben. Rennen 1: Worker { $winner } gewann in { $wall } ms (Startwert { $seed }, { $tries }); allein (Startwert { $aloneSeed }): { $alone } ms.
compare-race-result-params = { $algorithm } mit { $params }: { $result }
compare-race-done = Rennen fertig.

## Exports (exports.js)

compare-export-png = Das Brett bei Zug { $move } als PNG gespeichert.
compare-export-file-link = Diese Seite wurde aus einer Datei geöffnet, ein Link würde also nur auf diesem Computer funktionieren. Die Klasse kann dieselbe Datei öffnen und auf der Zeitleiste zu diesem Zug gehen; oder lege dist/ auf einen Webserver (die Anleitung für Lehrkräfte erklärt, wie) und teile dessen Adresse.
compare-export-link-copied = Link zu diesem Zug kopiert: { $link }
compare-export-link-copy = Kopiere diesen Link, um diesen Zug zu öffnen: { $link }
compare-export-recording = Nehme die Züge { $from } bis { $to } auf…
compare-export-recorded = Züge { $from } bis { $to } als WebM-Video aufgenommen ({ $size } kB).
compare-export-record-failed = Die Aufnahme ist fehlgeschlagen: { $error }.
compare-export-gif-frame = Erzeuge ein animiertes GIF: Bild { $done } von { $total }. „Abbrechen“ hält es an.
compare-export-gif-failed = Das GIF ist fehlgeschlagen: { $error }.
compare-export-moves-whole = Züge sind ganze Zahlen (0 ist der Anfang).
compare-export-moves-order = Der letzte Zug muss nach dem ersten kommen.
compare-export-moves-most = Nimm höchstens { $most } Züge auf einmal auf.
compare-export-gif-most = Ein animiertes GIF fasst höchstens { $most } Züge (ein Bild pro Zug): wähle einen kürzeren Bereich oder nimm ein Video auf.
compare-export-gif-making = Erzeuge ein animiertes GIF der Züge { $from } bis { $to }…
compare-export-gif-cancelled = Das GIF wurde abgebrochen.
compare-export-gif-saved = Züge { $from } bis { $to } als animiertes GIF gespeichert ({ $size } kB).

## The line of numbers under an exported picture's board (board-export.js), after the
## counters: the move on show. $move: the move (0 is the start); $moves: the run's moves so far.
compare-export-move = Zug { $move }
compare-export-move-of = Zug { $move } von { $moves }

## The Record dialog.
compare-record-title = Das Brett aufnehmen
compare-record-about = Das Brett spielt von einem Zug zum anderen, jedes Bild so, wie es das PNG zeigt: die Bildunterschrift, das Brett mit den Nummern seiner Zeilen und Spalten, die Zähler und der Zug. Ein Video (WebM) läuft mit der gewählten Geschwindigkeit; ein animiertes GIF (für Folien und Seiten, die kein Video nehmen) fasst bis zu 400 Züge, je ein Bild.
compare-record-from = Von Zug
compare-record-to = bis Zug
compare-record-as = als
compare-record-webm = Video (WebM)
compare-record-gif = animiertes GIF
compare-record-progress =
    .aria-label = Erzeugte Bilder
compare-record-start = Aufnehmen
compare-record-cancel = Abbrechen

## Offline use (offline.js)

compare-offline-unavailable = Offline-Nutzung ist nicht verfügbar: { $error }
