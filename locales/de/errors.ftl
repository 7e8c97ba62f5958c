# Die Fehler des Kerns, auf Deutsch. Übersetzt aus locales/en/errors.ftl (siehe docs/translating.md).
# Begriffe wie in locales/de/page.ftl: „Dame“, „Brett“, „Zeile“, „Spalte“, „Backtracking“;
# „Permutation“, „Nachfolger“, „Kollision“ wie im Kurs (github.com/ktheu/KursNotebooks).
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

error-size-not-whole = Brettgröße „{ $text }“ ist keine ganze Zahl: { $algorithm } läuft von 1 bis { $max }
error-size-range = Brettgröße { $n } liegt außerhalb des Bereichs: { $algorithm } läuft von 1 bis { $max }
error-size-no-solution = Auf einem { $n }×{ $n }-Brett gibt es keine Lösung (Q({ $n }) = 0, OEIS A000170): { $algorithm } hält nur bei einer Lösung an
error-queens-rows = queens muss aus Spalten bestehen, durch Kommas getrennt (0 für eine leere Zeile), eine je Zeile ab Zeile 1, höchstens { $max } Zeilen
error-queens-column = queens muss aus Spalten bestehen, durch Kommas getrennt (0 für eine leere Zeile), eine je Zeile ab Zeile 1; „{ $text }“ ist keine Spalte
error-board-rows = Ein Brett mit 1 bis { $max } Zeilen braucht je Zeile eine Spalte von 0 (leer) bis n
error-seed-not-whole = Startwert „{ $text }“ ist keine ganze Zahl von 0 bis { $max }
error-seed-too-large = Startwert { $text } ist größer als { $max }
error-seed-no-source = keine Quelle für zufällige Startwerte: { $error }
error-param-none = { $algorithm } hat keine Parameter (angegeben: „{ $name }“)
error-param-unknown = { $algorithm } hat keinen Parameter „{ $name }“: Seine Parameter sind { $names }
error-param-twice = Der Parameter { $name } ist doppelt angegeben: Geben Sie ihn einmal an
error-param-not-pair = „{ $piece }“ ist kein Parameter der Form name=wert
error-param-choice = { $name } „{ $text }“: Wählen Sie eines von { $choices }
error-param-whole = { $name } „{ $text }“: Wählen Sie eine ganze Zahl von { $min } bis { $max }
error-param-real = { $name } „{ $text }“: Wählen Sie eine Zahl von { $min } bis { $max }
error-param-flag = { $name } „{ $text }“: Wählen Sie on oder off
error-bound-n = n = { $n }
error-bound-any-n = n
error-bound-real = { NUMBER($value, maximumFractionDigits: 20, useGrouping: "false") }
error-queens-lv-k = k „{ NUMBER($k, useGrouping: "false") }“: Wählen Sie eine ganze Zahl von 0 bis { NUMBER($n, useGrouping: "false") }, den Zeilen des { NUMBER($n, useGrouping: "false") } × { NUMBER($n, useGrouping: "false") }-Bretts
error-annealing-floor = Die Untergrenze { NUMBER($floor, maximumFractionDigits: 20, useGrouping: "false") } muss unter der Anfangstemperatur { NUMBER($temperature, maximumFractionDigits: 20, useGrouping: "false") } liegen (und der Abkühlfaktor { NUMBER($cooling, maximumFractionDigits: 20, useGrouping: "false") } zwischen 0 und 1): Ein Lauf hielte vor seinem ersten Vorschlag an
error-table-runs = Die Tabelle braucht mindestens einen Lauf
error-table-k = k „{ NUMBER($k, useGrouping: "false") }“: Wählen Sie k von 0 bis { NUMBER($n, useGrouping: "false") }
error-board-size = Brettgröße { NUMBER($n, useGrouping: "false") } liegt außerhalb des Bereichs: Wählen Sie n von { NUMBER($min, useGrouping: "false") } bis { NUMBER($max, useGrouping: "false") } ({ $reason })
error-no-solution = Auf einem { $n }×{ $n }-Brett gibt es keine Lösung (Q({ $n }) = 0, OEIS A000170): Eine zufällige Suche begänne ewig neu
error-no-such-task = Für n = { NUMBER($n, useGrouping: "false") } gibt es keine Zählaufgabe { NUMBER($index, useGrouping: "false") }: Ihre Aufgaben sind von 0 bis { NUMBER($last, useGrouping: "false") } nummeriert
error-prefix = Von diesen Damen aus kann nicht begonnen werden: { $what }
error-untranslated = { $text }
error-reason-permutation-swap = die verwendeten Permutationsvektoren wachsen mit n²
error-reason-count = alle Lösungen zu zählen dauert darüber hinaus Stunden
error-reason-backtracking = Backtracking hält jede Zeile in einem 64-Bit-Bitboard
error-reason-brassard-bratley = die exakte Tabelle zählt jeden vielversprechenden Vektor auf
error-reason-qs1 = Zeit: etwa eine halbe Minute bei 10.000.000
error-reason-hill-climbing = ein Schritt wägt alle n(n − 1) Nachfolger ab
error-reason-queens-lv = das animierte Brett der Seite und der Bereich von k
error-reason-memory = Speicher: etwa 6 Byte je Dame
error-reason-csp = Backtracking mit Inferenz, MRV oder LCV nummeriert jedes entfernte Feld mit einem Byte
error-reason-genetic = über 8 Damen braucht der einfache genetische Algorithmus Millionen Nachkommen
error-reason-simulated-annealing = sein zufälliges Brett und seine Schritte bleiben klein
error-reason-construction = Speicher für die Spalten
error-reason-random-placement = jeder Durchgang kostet n², und die Durchgänge nehmen mit n zu

## The page's own checks (src/refusals.rs, for src/bindings.rs)

error-board-columns = Ein Brett mit { NUMBER($n, useGrouping: "false") } Zeilen braucht { NUMBER($n, useGrouping: "false") } Spalten, nicht { NUMBER($given, useGrouping: "false") }
error-memory-refused = Der Browser hat die { $megabytes } MB Speicher nicht gewährt, die { $n } Damen mit { $algorithm } brauchen (etwa { $perQueen } Byte je Dame): Wählen Sie ein kleineres Brett
error-count-kernel = Kein Zählkern „{ $name }“: Wählen Sie einen von { $kernels }
error-canvas-image = Die Zeichenfläche (Canvas) hat das Bild abgelehnt: { $error }
error-no-question = Der Lauf fragt nach Zug { NUMBER($start, useGrouping: "false") } nichts mehr
error-mastery = Eine Bestehensgrenze ist ein ganzzahliger Prozentsatz von 0 bis 100, nicht { NUMBER($mastery, maximumFractionDigits: 20, useGrouping: "false") }
