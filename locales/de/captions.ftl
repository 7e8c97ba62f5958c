# Die Bildunterschriften unter dem Brett, auf Deutsch. Übersetzt aus locales/en/captions.ftl
# (dort stehen, was jede Nachricht ist und was jede Variable enthält; siehe
# docs/translating.md). Begriffe wie in page.ftl (Dame, Zeile, Spalte, Diagonale, bedrohen,
# Backtracking) und wie in der deutschen Ausgabe von Russell & Norvig, „Künstliche
# Intelligenz: Ein moderner Ansatz“ (Nachfolger, lokales Minimum, Plateau, Seitwärtszug,
# Zufallsneustart, Wertebereich, Vorwärtsprüfung, Kantenkonsistenz, MRV, LCV, Fitness,
# Crossover, Mutation, Temperatur); „Kantenkonsistenz“ auch in den Folien „Constraint-
# Programmierung“ der HTWK Leipzig (imweb.imn.htwk-leipzig.de/~waldmann/edu/ss09/cp).
# Zahlen ohne Tausendertrennzeichen (Zeile, Spalte, h, T) mit NUMBER(…, useGrouping: "false").
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

## How a caption's sentences join

caption-joined = { $before }. { $after }
caption-joined-clause = { $before } { $after }
caption-joined-semicolon = { $before }; { $after }
caption-empty = { "" }

## Parts of sentences

caption-delta-e = { $sign ->
        [plus] +{ NUMBER($size, useGrouping: "false") }
        [minus] −{ NUMBER($size, useGrouping: "false") }
       *[zero] 0
    }
caption-percent-whole = { NUMBER($percent, maximumFractionDigits: 0, useGrouping: "false") } %
caption-percent-tenths = { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } %
caption-percent-tiny = { NUMBER($mantissa, minimumFractionDigits: 2, maximumFractionDigits: 2) }e{ NUMBER($exponent, useGrouping: "false") } %
caption-marked = ; { NUMBER($count, useGrouping: "false") } { $count ->
        [one] Feld
       *[other] Felder
    }{ $above ->
        [yes] { " " }darüber
       *[no] { "" }
    } mit { NUMBER($row, useGrouping: "false") } markiert

## Squares tried and queens placed

caption-try-attacked = Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } wird von der Dame in Zeile { NUMBER($by, useGrouping: "false") } bedroht — weiter
caption-trial-try-attacked = Backtracking: Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } wird von der Dame in Zeile { NUMBER($by, useGrouping: "false") } bedroht — weiter
caption-try-safe = Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } ist sicher
caption-trial-try-safe = Backtracking: Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } ist sicher
caption-try-placed = Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } ist sicher — Dame gesetzt{ $marks }
caption-trial-try-placed = Backtracking: Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } ist sicher — Dame gesetzt
caption-placed = Dame gesetzt in Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") }{ $marks }
caption-placed-random = Zeile { NUMBER($row, useGrouping: "false") }: Spalte { NUMBER($col, useGrouping: "false") } zufällig gezogen aus { NUMBER($among, useGrouping: "false") } { $among ->
        [one] unbedrohten Feld
       *[other] unbedrohten Feldern
    }
caption-placed-kept = Start: Zeile { NUMBER($row, useGrouping: "false") } behält Spalte { NUMBER($col, useGrouping: "false") } nach { NUMBER($swaps, useGrouping: "false") } { $swaps ->
        [one] Tausch
       *[other] Tauschen
    }{ $free ->
        [yes] , auf freien Diagonalen
       *[no] , weiterhin bedroht
    }
caption-placed-conflicts = Start: Zeile { NUMBER($row, useGrouping: "false") } nimmt Spalte { NUMBER($col, useGrouping: "false") } mit { NUMBER($conflicts, useGrouping: "false") } { $conflicts ->
        [one] Konflikt
       *[other] Konflikten
    }
caption-placed-formula = Zeile { NUMBER($row, useGrouping: "false") }: Die Formel setzt die Dame in Spalte { NUMBER($col, useGrouping: "false") }
caption-lift = Die Dame in Zeile { NUMBER($row, useGrouping: "false") } verlässt Spalte { NUMBER($col, useGrouping: "false") }{ $cleared ->
        [0] { "" }
        [one] ; ihre 1 Markierung wird gelöscht
       *[other] ; ihre { NUMBER($cleared, useGrouping: "false") } Markierungen werden gelöscht
    }
caption-check = Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } liegt auf zwei freien Diagonalen — als belegt markieren

## Dead ends

caption-dead-end-back = Zeile { NUMBER($row, useGrouping: "false") } hat kein sicheres Feld mehr — zurück zu Zeile { NUMBER($back, useGrouping: "false") }
caption-trial-dead-end-lift = Zeile { NUMBER($row, useGrouping: "false") } hat kein sicheres Feld mehr — die Dame in Zeile { NUMBER($lifted-row, useGrouping: "false") } verlässt Spalte { NUMBER($lifted-col, useGrouping: "false") }
caption-trial-failed = Zeile { NUMBER($row, useGrouping: "false") }, die erste Zeile des Backtrackings, hat kein sicheres Feld mehr — Durchgang { $trial } gescheitert
caption-dead-end = Zeile { NUMBER($row, useGrouping: "false") } hat kein sicheres Feld mehr
caption-none-unattacked = Zeile { NUMBER($row, useGrouping: "false") } hat kein unbedrohtes Feld
caption-trial-none-unattacked = Zeile { NUMBER($row, useGrouping: "false") } hat kein unbedrohtes Feld — Durchgang { $trial } ist eine Sackgasse
caption-no-later-row = Zeile { NUMBER($row, useGrouping: "false") } liegt auf { $diagonals ->
        [difference] einer belegten Zeile−Spalte-Diagonale
        [sum] einer belegten Zeile+Spalte-Diagonale
       *[both] beiden belegten Diagonalen
    } und keine spätere Zeile bleibt zum Tauschen — der Vektor scheitert
caption-wipe-out = Zeile { NUMBER($row, useGrouping: "false") } hat kein Feld mehr in ihrem Wertebereich: eine Auslöschung — die Dame aus Zeile { NUMBER($by, useGrouping: "false") } rückt weiter

## Restarts

caption-restart-moves-used = Zu viele Züge: ein neuer gieriger Start (Anlauf { $number })
caption-restart-trial = Brett geleert: Durchgang { $number } beginnt
caption-restart-collisions = Permutation { $number }: eine zufällige Aufstellung mit { NUMBER($collisions, useGrouping: "false") } { $collisions ->
        [one] Kollision
       *[other] Kollisionen
    }
caption-restart-tests-used = Zu viele Tests: neue Permutation (Anlauf { $number })
caption-restart-vector = Permutationsvektor { NUMBER($number, useGrouping: "false") }: Die Damen werden gemischt
caption-restart-climb = Zufallsneustart: Aufstieg { NUMBER($number, useGrouping: "false") } beginnt auf einem neuen Zufallsbrett
caption-restart-climb-h = Zufallsneustart: Aufstieg { NUMBER($number, useGrouping: "false") } beginnt auf einem neuen Zufallsbrett, h = { NUMBER($h, useGrouping: "false") }
caption-restart-run = Neustart: Lauf { NUMBER($number, useGrouping: "false") } beginnt auf einem neuen Zufallsbrett
caption-restart-run-h = Neustart: Lauf { NUMBER($number, useGrouping: "false") } beginnt auf einem neuen Zufallsbrett, h = { NUMBER($h, useGrouping: "false") }
caption-restart-population = Neustart: Der Lauf hat seine Generationen ohne Lösung verbraucht; Lauf { NUMBER($number, useGrouping: "false") } beginnt mit einer neuen Zufallspopulation

## Queens moved

caption-sideways = Seitwärtszug auf einem Plateau: die Dame von Zeile { NUMBER($row, useGrouping: "false") } von Spalte { NUMBER($from, useGrouping: "false") } nach Spalte { NUMBER($to, useGrouping: "false") }; h bleibt { NUMBER($h, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(einer von { NUMBER($tied, useGrouping: "false") } besten Nachfolgern, zufällig gezogen)
    }
caption-move-h = Die Dame von Zeile { NUMBER($row, useGrouping: "false") } zieht von Spalte { NUMBER($from, useGrouping: "false") } nach Spalte { NUMBER($to, useGrouping: "false") }: h sinkt von { NUMBER($before, useGrouping: "false") } auf { NUMBER($after, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(einer von { NUMBER($tied, useGrouping: "false") } besten Nachfolgern, zufällig gezogen)
    }
caption-stays-conflicts = Die Dame von Zeile { NUMBER($row, useGrouping: "false") } bleibt in Spalte { NUMBER($from, useGrouping: "false") }: Kein Feld ihrer Zeile hat weniger als { NUMBER($there, useGrouping: "false") } { $there ->
        [one] Konflikt
       *[other] Konflikte
    }; { NUMBER($pairs, useGrouping: "false") } { $pairs ->
        [one] Paar in Konflikt bleibt
       *[other] Paare in Konflikt bleiben
    }
caption-move-conflicts = Die Dame von Zeile { NUMBER($row, useGrouping: "false") } zieht von Spalte { NUMBER($from, useGrouping: "false") } nach { NUMBER($to, useGrouping: "false") } (dort { NUMBER($there, useGrouping: "false") } { $there ->
        [one] Konflikt
       *[other] Konflikte
    }); { NUMBER($pairs, useGrouping: "false") } { $pairs ->
        [one] Paar in Konflikt bleibt
       *[other] Paare in Konflikt bleiben
    }
caption-move = Die Dame von Zeile { NUMBER($row, useGrouping: "false") } zieht von Spalte { NUMBER($from, useGrouping: "false") } nach Spalte { NUMBER($to, useGrouping: "false") }

## Swaps

caption-swap-in-use = Zeile { NUMBER($row, useGrouping: "false") }, Spalte { NUMBER($col, useGrouping: "false") } liegt auf { $diagonals ->
        [difference] einer belegten Zeile−Spalte-Diagonale
        [sum] einer belegten Zeile+Spalte-Diagonale
       *[both] beiden belegten Diagonalen
    } — Tausch mit Zeile { NUMBER($other, useGrouping: "false") }: Spalte { NUMBER($col, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }
caption-swap-pass = Zeilen { NUMBER($first, useGrouping: "false") } und { NUMBER($second, useGrouping: "false") } tauschen (Spalten { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") })
caption-swap-pass-fall = Zeilen { NUMBER($first, useGrouping: "false") } und { NUMBER($second, useGrouping: "false") } tauschen (Spalten { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }): Die Kollisionen sinken auf { NUMBER($collisions, useGrouping: "false") }
caption-swap-drawn = Zeilen { NUMBER($first, useGrouping: "false") } und { NUMBER($second, useGrouping: "false") } tauschen
caption-swap-drawn-fall = Zeilen { NUMBER($first, useGrouping: "false") } und { NUMBER($second, useGrouping: "false") } tauschen: Die Kollisionen sinken auf { NUMBER($collisions, useGrouping: "false") }

## Constraint satisfaction

caption-mrv = MRV wählt Zeile { NUMBER($row, useGrouping: "false") }: { NUMBER($remaining, useGrouping: "false") } { $remaining ->
        [one] Feld
       *[other] Felder
    } { $pruned ->
        [yes] im Wertebereich
       *[no] unbedroht
    }, die wenigsten
caption-forward-checking = Die Vorwärtsprüfung entfernt { NUMBER($count, useGrouping: "false") } { $count ->
        [one] Feld
       *[other] Felder
    } aus den Wertebereichen der leeren Zeilen, nummeriert mit { NUMBER($by, useGrouping: "false") }
caption-arc-consistency = Die Kantenkonsistenz (AC-3) entfernt { NUMBER($count, useGrouping: "false") } { $count ->
        [one] weiteres Feld
       *[other] weitere Felder
    } ohne Unterstützung, nummeriert mit { NUMBER($by, useGrouping: "false") }

## Simulated annealing

caption-propose-move = Vorschlag bei T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: die Dame von Zeile { NUMBER($row, useGrouping: "false") } von Spalte { NUMBER($from, useGrouping: "false") } nach Spalte { NUMBER($to, useGrouping: "false") }, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-propose-swap = Vorschlag bei T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: Zeilen { NUMBER($first, useGrouping: "false") } und { NUMBER($second, useGrouping: "false") } tauschen, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-taken = Angenommen: Der Zug ist { $better ->
        [yes] besser
       *[no] nicht schlechter
    } (ΔE = { $delta } ≥ 0, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") })
caption-taken-worse = Angenommen, obwohl schlechter: Die Zufallszahl { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } lag unter e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }
caption-taken-plain = Angenommen
caption-refused-odds = Abgelehnt: Die Zufallszahl { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } lag nicht unter e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }; h bleibt { NUMBER($h, useGrouping: "false") }
caption-refused-swap = Ein Tausch der Zeilen { NUMBER($first, useGrouping: "false") } und { NUMBER($second, useGrouping: "false") } würde die Kollisionen nicht verringern{ $keep ->
        [yes] { " " }— sie bleiben
       *[no] { "" }
    }
caption-refused-move = Abgelehnt: Die Dame von Zeile { NUMBER($row, useGrouping: "false") } bleibt in Spalte { NUMBER($from, useGrouping: "false") } (nicht Spalte { NUMBER($to, useGrouping: "false") })

## Stuck

caption-stuck = { $head }{ $stop }{ $then ->
        [restart] . Ein Zufallsneustart folgt.
        [off] , ungelöst (Neustarts sind aus).
       *[none] { "" }
    }
caption-local-minimum = Lokales Minimum: h = { NUMBER($h, useGrouping: "false") }, und jeder Nachfolger ist schlechter (der beste hat h = { NUMBER($best, useGrouping: "false") })
caption-plateau = Auf einem Plateau festgefahren: h = { NUMBER($h, useGrouping: "false") }, kein Nachfolger ist besser, und kein Seitwärtszug ist mehr übrig
caption-climb-stops = ; der Aufstieg endet nach { NUMBER($moves, useGrouping: "false") } { $moves ->
        [one] Zug
       *[other] Zügen
    }
caption-cooled = Abgekühlt: T = { NUMBER($t, minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: "false") } liegt unter der Untergrenze mit h = { NUMBER($h, useGrouping: "false") }; der Lauf endet ungelöst, ein neuer Lauf folgt
caption-no-progress = Ein ganzer Durchgang fand keinen verbessernden Tausch bei { NUMBER($collisions, useGrouping: "false") } { $collisions ->
        [one] verbleibender Kollision
       *[other] verbleibenden Kollisionen
    } — neue Permutation

## The genetic algorithm

caption-parents = Kind { NUMBER($child, useGrouping: "false") }: Eltern { NUMBER($first, useGrouping: "false") } (Fitness { NUMBER($first-fitness, useGrouping: "false") }) und { NUMBER($second, useGrouping: "false") } (Fitness { NUMBER($second-fitness, useGrouping: "false") })
caption-crossover = Crossover nach Zeile { NUMBER($at, useGrouping: "false") }
caption-crossover-fitness = Crossover nach Zeile { NUMBER($at, useGrouping: "false") }; Fitness { NUMBER($fitness, useGrouping: "false") }
caption-mutation = Mutation: Zeile { NUMBER($row, useGrouping: "false") } nach Spalte { NUMBER($col, useGrouping: "false") }; Fitness { NUMBER($fitness, useGrouping: "false") }
caption-mutation-own = Mutation: Zeile { NUMBER($row, useGrouping: "false") } nach Spalte { NUMBER($col, useGrouping: "false") }, ihre eigene Spalte: das Brett unverändert; Fitness { NUMBER($fitness, useGrouping: "false") }
caption-generation = Generation { NUMBER($number, useGrouping: "false") }: Die Kinder ersetzen die Population; beste Fitness { NUMBER($best, useGrouping: "false") }, Mittel { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "false") }

## Solutions and the end

caption-solution-search = Lösung { $number }: Jede Zeile hat eine Dame (Spalten { $columns })
caption-solution-trial = Lösung: Jede Zeile hat eine Dame, gefunden in Durchgang { $trial }
caption-solution-vectors = Lösung nach { $vectors } { $vectors ->
        [one] Permutationsvektor
       *[other] Permutationsvektoren
    } und { $swaps } { $swaps ->
        [one] Tausch
       *[other] Tauschen
    }
caption-solution-permutations = Lösung: keine Kollision mehr, nach { $permutations } { $permutations ->
        [one] Permutation
       *[other] Permutationen
    }
caption-solution-swaps = Lösung: keine Kollision mehr, nach { $swaps } { $swaps ->
        [one] Tausch
       *[other] Tauschen
    }
caption-solution-repairs = Lösung: keine Dame ist bedroht, nach { $moves } { $moves ->
        [one] Reparaturzug
       *[other] Reparaturzügen
    }
caption-solution-formula = Lösung: Die Konstruktion ist fertig, keine Suche nötig
caption-solution-climb = Lösung: h = 0 nach { NUMBER($moves, useGrouping: "false") } { $moves ->
        [one] Zug
       *[other] Zügen
    } von Aufstieg { NUMBER($climb, useGrouping: "false") }
caption-solution-run = Lösung: h = 0 in Lauf { NUMBER($run, useGrouping: "false") }
caption-solution-child = Lösung: Kind { NUMBER($index, useGrouping: "false") } der Generation { NUMBER($generation, useGrouping: "false") } (gezüchtet aus Generation { NUMBER($parents, useGrouping: "false") }) hat nur nicht bedrohende Paare
caption-solution-board = Lösung: Brett { NUMBER($index, useGrouping: "false") } der Generation { NUMBER($generation, useGrouping: "false") } hat nur nicht bedrohende Paare
caption-exhausted = Suche vollständig: { $solutions ->
        [0] Auf diesem Brett gibt es keine Lösung
        [one] 1 Lösung insgesamt
       *[other] { $solutions } Lösungen insgesamt
    }

## The caption before the first move

caption-start = { $state } { $next }
caption-start-state = { $algorithm ->
        [genetic] Start: eine Population zufälliger Bretter; das beste steht auf dem Brett.
        [hill-climbing] Start: ein Zufallsbrett, die Dame jeder Zeile in einer zufälligen Spalte.
        [simulated-annealing] Start: ein Zufallsbrett, die Dame jeder Zeile in einer zufälligen Spalte.
        [permutation-swap] Start: eine Dame pro Zeile und Spalte.
        [qs1] Start: eine Dame pro Zeile und Spalte.
        [qs4] Start: eine zufällige Permutation.
       *[other] Start: ein leeres Brett.
    }
caption-first-step = { $algorithm ->
        [backtracking] Schritt probiert Zeile 1, Spalte 1.
        [construction] Schritt setzt die Dame von Zeile 1 dorthin, wo die Formel es sagt.
        [genetic] Schritt erzeugt das erste Kind.
        [hill-climbing] Schritt zieht eine Dame zum besten Nachfolger.
        [min-conflicts] Schritt setzt die Dame von Zeile 1 mit dem gierigen Start.
        [permutation-swap] Schritt mischt sie zu einer zufälligen Permutation.
        [qs1] Schritt zieht eine zufällige Permutation.
        [qs4] Schritt setzt die Dame von Zeile 1 auf freie Diagonalen.
        [queens-lv] Schritt setzt die Dame von Zeile 1 auf ein zufälliges unbedrohtes Feld.
        [random-placement] Schritt setzt die Dame von Zeile 1 auf ein zufälliges unbedrohtes Feld.
        [simulated-annealing] Schritt schlägt einen zufälligen Zug vor.
       *[other] Schritt setzt die Dame von Zeile 1.
    }
caption-start-random-board-h = Start: ein Zufallsbrett, die Dame jeder Zeile in einer zufälligen Spalte; h = { NUMBER($h, useGrouping: "false") }.
caption-start-random-board-t = Start: ein Zufallsbrett, die Dame jeder Zeile in einer zufälligen Spalte; h = { NUMBER($h, useGrouping: "false") }, T = { NUMBER($t, maximumFractionDigits: 6, useGrouping: "false") }.
caption-start-population = Start: eine Population von { NUMBER($size, useGrouping: "false") } Zufallsbrettern, das beste auf dem Brett (Fitness { NUMBER($fitness, useGrouping: "false") } von { NUMBER($max, useGrouping: "false") }).
caption-first-step-first-choice = Schritt zieht eine Dame zum ersten besseren Nachfolger, der in zufälliger Reihenfolge gefunden wird.
caption-first-step-mrv = Schritt lässt MRV die Zeile mit den wenigsten übrigen Feldern wählen: Zu Beginn hat jede Zeile alle, also Zeile 1.
caption-first-step-lcv = Schritt probiert zuerst das am wenigsten einschränkende Feld (LCV) von Zeile 1.
caption-first-step-lv-backtracking = Mit k = 0 füllt das Backtracking jede Zeile: Schritt probiert Zeile 1, Spalte 1.
caption-first-step-lv-random = Mit k = { NUMBER($k, useGrouping: "false") } ist jede Zeile zufällig: Schritt setzt die Dame von Zeile 1 auf ein zufälliges unbedrohtes Feld.
caption-first-step-lv = Schritt setzt die Dame von Zeile 1 auf ein zufälliges unbedrohtes Feld (Zeilen 1 bis { NUMBER($k, useGrouping: "false") } zufällig, dann das Backtracking).
caption-start-your-queen = Start: deine Dame in Zeile 1, Spalte { NUMBER($col, useGrouping: "false") }; sie bleibt, wo sie ist.
caption-start-your-queens = Start: deine { NUMBER($count, useGrouping: "false") } Damen in den Zeilen 1 bis { NUMBER($count, useGrouping: "false") } (Spalten { $columns }); sie bleiben, wo sie sind.
caption-first-step-row = Schritt probiert Zeile { NUMBER($row, useGrouping: "false") }, Spalte 1.
caption-start-your-permutation = Start: deine Damen, zu einer Permutation ergänzt (eine Dame, die eine Spalte teilte, und jede leere Zeile bekamen eine Spalte, die keine Dame belegte).
caption-first-step-swaps = Schritt testet Tausche bedrohter Damen, die die Kollisionen verringern.
caption-start-your-queens-greedy = Start: deine Damen, jede leere Zeile gierig gefüllt (ihre Dame auf einem am wenigsten bedrohten Feld).
caption-first-step-repair = Schritt zieht eine Dame im Konflikt auf das am wenigsten bedrohte Feld ihrer Zeile.
