# Die Kommandozeile, auf Deutsch. Übersetzt aus locales/en/cli.ftl (siehe docs/translating.md).
# „Fundamentale Lösungen“: die bis auf Drehung und Spiegelung verschiedenen Lösungen.
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

## nqueens count

count-solutions = Q({ $n }) = { $solutions } { $solutions ->
        [one] Lösung
       *[other] Lösungen
    } auf einem { $n }×{ $n }-Brett (OEIS A000170)
count-fundamental = { $fundamental } { $fundamental ->
        [one] fundamentale Lösung
       *[other] fundamentale Lösungen
    }, eine je Klasse unter Drehung und Spiegelung (OEIS A002562)
count-elapsed = Dauer: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms ({ $threads } { $threads ->
        [one] Thread
       *[other] Threads
    }, Kernel { $kernel })
count-progress = Aufgaben (erste Zeilen fest)
count-no-avx512 = --kernel avx512: Dieser Prozessor hat kein AVX-512F (versuchen Sie --kernel scalar)

## The --lang option

lang-unknown = --lang { $tag }: Für diese Sprache gibt es keinen Katalog; die CLI spricht { $available }

## nqueens solve

cli-solve-title = { $title }, Brett { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") }
cli-solve-seed = Startwert (Seed): { $seed }
cli-solve-solution = Lösung (Spalten der Zeilen 1..{ $n }): { $columns }
cli-solve-found = Lösung gefunden (mit --out PFAD oder --json ihre { NUMBER($n, useGrouping: "false") } Spalten)
cli-solve-exhausted = Keine Lösung: Die Suche ist erschöpft
cli-solve-counter = { $label }: { $value }
cli-solve-per-row = Versuche je Zeile: { $rows }
cli-solve-row = Zeile { $row }: { $attempts }
cli-solve-elapsed = Dauer: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms
cli-solve-progress = { $label } { $value }
cli-error = Fehler: { $message }
cli-write-error = Schreiben von { $path } fehlgeschlagen: { $error }

## nqueens algorithms

cli-algorithms-title = { $title } ({ $randomized ->
        [yes] zufallsgesteuert, mit Startwert
       *[no] deterministisch
    }; n bis { NUMBER($max, useGrouping: "false") })
cli-algorithms-units = Versuche sind { $attempt }, Anläufe sind { $tries }
cli-algorithms-param = --param { $name }={ $values } (Vorgabe { $default }): { $changes }

## nqueens compare

cli-compare-heading = n = { NUMBER($n, useGrouping: "false") }, { NUMBER($trials, useGrouping: "false") } { $trials ->
        [one] Lauf
       *[other] Läufe
    } je Algorithmus, Hauptstartwert { $seed }
cli-compare-algorithm = Algorithmus
cli-compare-runs = Läufe
cli-compare-mean = Versuche (Mittel)
cli-compare-median = Median
cli-compare-p90 = P90
cli-compare-max = Maximum
cli-compare-tries = Anläufe (Mittel)
cli-compare-success = Erfolg je Anlauf
cli-compare-units = { $id }: Versuche sind { $attempt }, Anläufe sind { $tries }
cli-compare-timing = Die Läufe werden gemessen …
cli-compare-time = { $id }: CPU-Zeit je Lauf { $time } (die Läufe des Vergleichs dauerten { $ms } ms)
cli-compare-csv-error = Fehler: { $path } kann nicht geschrieben werden: { $error }
cli-compare-csv-wrote = { NUMBER($runs, useGrouping: "false") } { $runs ->
        [one] Lauf
       *[other] Läufe
    } nach { $path } geschrieben
cli-progress-runs = Läufe
cli-param-unknown = keiner von { $ids } nimmt den Parameter „{ $name }“ (siehe nqueens algorithms)
cli-algorithm-error = { $algorithm }: { $error }
cli-param-not-pair = „{ $text }“ hat nicht die Form NAME=WERT
cli-master-seed = Hauptstartwert: { $seed }

## The CPU time per run

cli-timing-spread = Median { $median }, Bereich { $best }–{ $max } { $unit ->
        [us] µs
       *[ms] ms
    }
cli-timing-time = { $best } { $unit ->
        [us] µs
       *[ms] ms
    } (beste von { $batches } Serien; { $spread })
cli-timing-busy = zu ausgelastet zum Messen: Der Median von { $batches } Serien dauerte { $ratio } × die schnellste (über { $limit } ×); { $spread }

## nqueens sweep

cli-sweep-heading = mittlere Versuche je Lauf, { NUMBER($trials, useGrouping: "false") } { $trials ->
        [one] Lauf
       *[other] Läufe
    } je Algorithmus und Größe, Hauptstartwert { $seed }
cli-sweep-n = n
cli-sweep-no-solution = keine Lösung
cli-sweep-from-to = --from { NUMBER($from, useGrouping: "false") } ist größer als --to { NUMBER($to, useGrouping: "false") }

## nqueens bench

cli-bench-case = Fall „{ $case }“ hat nicht die Form Algorithmus:n
cli-bench-algorithm = unbekannter Algorithmus „{ $id }“: wählen Sie aus { $ids }
cli-bench-n = n in „{ $case }“ ist keine Zahl

## nqueens papers
papers-sosic-gu-heading = Sosič & Gu (1991), Tabellen 2–5: unsere (Hauptstartwert { $seed }) | Artikel
papers-col-collisions = Kollisionen/n
papers-col-paper = Artikel
papers-col-diagonal = Diag. min–max
papers-col-first = 1. Perm. ok
papers-col-pairs = geprüfte Paare
papers-col-swaps = geprüfte Vertauschungen
papers-rolfe-heading = Rolfe (2006), 1000 Damen: je vier Läufe, unsere | Artikel
papers-rolfe-one = Permutationsvektoren (Algorithmus Eins)
papers-rolfe-two = Durchgänge (Algorithmus Zwei)
papers-rolfe-row = { $what }: { $ours } | { $paper }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-aima-heading = Russell & Norvig, AIMA §4.1.1, 8 Damen: unsere ({ NUMBER($climbs, useGrouping: "false") } Aufstiege, Hauptstartwert { $seed }) | Buch
papers-aima-solved = gelöst
papers-book = Buch
papers-aima-moves-solved = Züge bei Lösung
papers-aima-moves-stuck = Züge stecken
papers-aima-climb = { $sideways ->
        [0] steilster Anstieg
       *[other] mit { $sideways } Seitwärtszügen
    }
papers-aima-note = (± ein Standardfehler; Aufstiege mit Neustart und ihre Züge: nqueens compare --algorithms hill-climbing --n 8)
papers-figure-heading = AIMA 2. Auflage, Abbildung 5.5, n Damen mit n = 2 bis 50, mittlere Konsistenzprüfungen: unsere | Buch
papers-figure-column = { $column ->
        [0] Backtracking
        [1] BT + MRV
        [2] Vorwärtsprüfung
        [3] FC + MRV
       *[4] Min-Conflicts
    }
papers-thousands = { $value } Tsd.
papers-figure-not-checks = (Min-Conflicts zählt Konflikte, keine Prüfungen: nqueens compare)
papers-figure-over = ({ $over } von 49 Größen über { $cap }; { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-figure-note = Eine Prüfung testet hier, ob Damen auf zwei Feldern verschiedener Zeilen einander bedrohen (siehe die Seite des Buchs zur Kommandozeile, docs/command-line.md).
papers-bb-heading = Brassard & Bratley (1996), §10.6.3, queensLV auf { $n } × { $n }: exakt | gemessen ({ $runs } Läufe je Zeile, Hauptstartwert { $seed }){ $book ->
        [yes] {""} | Buch
       *[no] {""}
    }
papers-bb-what = k zufällige Zeilen, dann Backtracking; Knoten: das leere Brett einmal pro Durchgang und jede gesetzte Dame
papers-bb-measured = gemessen
papers-bb-best = Bestes k: { $k } exakt (t = { $t } Knoten), { $measured } gemessen{ $withbook ->
        [yes] , { $book } im Buch
       *[no] {""}
    }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-bb-legend = (p: erfolgreiche Durchgänge ÷ Durchgänge; s, e: Knoten eines erfolgreichen bzw. gescheiterten Durchgangs; t = s + (1 − p)/p · e, Knoten pro Lösung)

## clap's usage errors (src/cli/usage.rs)

cli-clap-more = Weitere Informationen mit „{ $help }“.
cli-clap-quoted = „{ $text }“
cli-clap-list-separator = { ", " }
cli-clap-tip-similar-subcommand = Tipp: { $count ->
        [one] ein ähnlicher Unterbefehl existiert
       *[other] ähnliche Unterbefehle existieren
    }: { $values }
cli-clap-tip-similar-argument = Tipp: { $count ->
        [one] ein ähnliches Argument existiert
       *[other] ähnliche Argumente existieren
    }: { $values }
cli-clap-tip-similar-value = Tipp: { $count ->
        [one] ein ähnlicher Wert existiert
       *[other] ähnliche Werte existieren
    }: { $values }
cli-clap-tip-escape = Tipp: um „{ $arg }“ als Wert zu übergeben, „-- { $arg }“ schreiben
cli-clap-tip-exists = Tipp: „{ $arg }“ existiert
cli-clap-tip-double-dash = Tipp: Der Unterbefehl „{ $subcommand }“ existiert; um ihn zu verwenden, das „--“ davor entfernen
cli-clap-unknown-argument = unerwartetes Argument „{ $arg }“
cli-clap-unknown-subcommand = unbekannter Unterbefehl „{ $subcommand }“
cli-clap-missing-subcommand = „{ $command }“ braucht einen Unterbefehl, aber es wurde keiner angegeben
cli-clap-subcommands = [Unterbefehle: { $values }]
cli-clap-invalid-value = ungültiger Wert „{ $value }“ für „{ $arg }“
cli-clap-value-required = „{ $arg }“ braucht einen Wert, aber es wurde keiner angegeben
cli-clap-invalid-value-because = { $invalid }: { $reason }
cli-clap-missing-arguments = diese erforderlichen Argumente fehlen:
cli-clap-argument-repeated = das Argument „{ $arg }“ darf nur einmal angegeben werden
cli-clap-argument-conflict = das Argument „{ $arg }“ kann nicht zusammen mit „{ $other }“ verwendet werden
cli-clap-argument-conflict-list = das Argument „{ $arg }“ kann nicht zusammen mit diesen verwendet werden:
cli-clap-argument-conflict-others = das Argument „{ $arg }“ kann nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente verwendet werden
cli-clap-too-many-values = unerwarteter Wert „{ $value }“ für „{ $arg }“; es wurden keine weiteren erwartet
cli-clap-wrong-number-of-values = „{ $arg }“ braucht { $expected } Werte, aber { $actual ->
        [one] { $actual } wurde
       *[other] { $actual } wurden
    } angegeben
cli-clap-no-equals = „{ $arg }“ braucht ein Gleichheitszeichen vor seinem Wert
cli-clap-invalid-utf8 = ungültiges UTF-8 in einem oder mehreren Argumenten
cli-clap-number-empty = eine leere Eingabe ist keine ganze Zahl
cli-clap-number-invalid-digit = ungültige Ziffer in der Zahl
cli-clap-number-too-large = die Zahl ist zu groß
cli-clap-number-too-small = die Zahl ist zu klein
cli-clap-not-in-range = { $value } liegt nicht zwischen { $low } und { $high }
cli-clap-not-at-least = { $value } ist kleiner als { $low }
