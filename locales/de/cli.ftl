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
cli-solve-write-error = Fehler: Schreiben von { $path } fehlgeschlagen: { $error }

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
cli-bench-n = n in „{ $case }“ ist keine Zahl
