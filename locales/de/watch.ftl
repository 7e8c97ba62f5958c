# Die Ansicht Zuschauen, auf Deutsch (ohne Bildunterschriften, Vorhersage und Übung, die
# eigene Dateien haben). Übersetzt aus locales/en/watch.ftl (dort stehen die Kommentare zu
# jeder Meldung und ihren Variablen). Begriffe wie in locales/de/page.ftl („Dame“, „Brett“,
# „Zeile“, „Spalte“, „Backtracking“), dazu „Baum“, „Knoten“, „Tiefensuche“ wie im
# Informatikkurs info-bw.de (Oberstufe, Algorithmen, Backtracking: „Rückverfolgung“),
# „Sackgasse“ wie in github.com/ktheu/KursNotebooks, „Durchgang“, „Neustart“, „Kollision“,
# „Fitness“, „Population“ (genetische Algorithmen), Wirths „Diagonal-Flags“.
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

## Side by side (#pair-view)

watch-pair-view =
    .aria-label = Zwei Algorithmen nebeneinander
watch-pair-other = Daneben
watch-pair-leave = Nebeneinander verlassen
watch-pair-hint = Schritt macht auf jedem Brett einen Zug; die ersten Zähler haben auf beiden Seiten dieselben Einheiten.
watch-pair-left =
    .aria-label = Linkes Brett
watch-pair-right =
    .aria-label = Rechtes Brett

## The board and the attempts per row

watch-stage =
    .aria-label = Brett
watch-board =
    .aria-label = Schachbrett
watch-row-attempts-head = Versuche
watch-row-attempts =
    .aria-label = Versuche pro Zeile, oberste Zeile zuerst

## The timeline under the board

watch-timeline =
    .aria-label = Zeitleiste: der gezeigte Zug
watch-tick-solution = Lösung
watch-tick-dead = Sackgasse oder Neustart
watch-tick-backtrack = Rücksprung

## The buttons under the timeline

watch-copy-step-link = Link zu diesem Schritt kopieren
watch-save-png = Brett als PNG speichern
watch-record = Video oder GIF aufnehmen…
watch-print-worksheet = Arbeitsblatt drucken
watch-present = Präsentieren
watch-side-by-side = Nebeneinander

## The large board, drawn scaled (#big-view)

watch-big-zoom-out = Herauszoomen
watch-big-nearest = Zur nächsten Dame
watch-big-hint = Die Tönung jedes Blocks vergleicht seine Damen mit der dort erwarteten Anzahl (eine Lösung hat eine Dame in jeder Zeile und Spalte): Mittelgrau ist so viele wie erwartet, dunkler mehr, heller weniger, Tintenfarbe doppelt so viele; eine Streuung von etwa ±10 % ist Zufall. Bedrohte Damen sind rot. Klicke, um ×8 um diesen Punkt hineinzuzoomen; ab 64 × 64 Feldern oder weniger erscheinen die echten Felder.
watch-big-chart =
    .aria-label = Konflikte und gesetzte Zeilen im Lauf

## The search tree, the population, Wirth's flags

watch-tree-scroll =
    .aria-label = Suchbaum (scrollt seitwärts, wenn breit)
watch-tree =
    .aria-label = Suchbaum
watch-population =
    .aria-label = Die Population
watch-population-caption = Die Population: die aktuelle Generation, jedes Brett mit seiner Fitness (nicht bedrohende Paare); die Eltern des letzten Kindes umrandet. Die Kinder für die nächste Generation erscheinen eins nach dem anderen auf dem Brett und kommen hinzu, wenn die Generation vollständig ist.
watch-flags =
    .aria-label = Wirths Diagonal-Flags
watch-flags-caption = Wirths Diagonal-Flags: gefüllt = von einer geprüften Zeile belegt. Oben: Zeile + Spalte (2 bis 2n); unten: Zeile − Spalte (1 − n bis n − 1).

## The counters' panel beside the board

watch-counters =
    .aria-label = Zähler
watch-solution = Lösung auf dem Brett
watch-solution-hint = (Spalten der Zeilen 1…n)
watch-running-bar =
    .aria-label = Läuft bis zum Ende
watch-stop = Stopp
watch-odds-title = Durchgänge: erwartet und gezählt
watch-solutions-title = Gefundene Lösungen
watch-solution-prev = ◀ Vorige Lösung
watch-solution-next = Nächste Lösung ▶
watch-pseudocode-title = Pseudocode
watch-legend =
    .aria-label = Legende
watch-legend-title = Das Brett lesen
watch-scaled-queens = Damen (Zeile gegen Spalte), jeder Block getönt gegen die dort erwarteten Damen: Mittelgrau wie erwartet, dunkler mehr, heller weniger; wo es wenige sind, ein Punkt je Dame
watch-scaled-attacked = eine bedrohte Dame (Spalte oder Diagonale)
watch-scaled-chart = unter dem Brett: die Konflikte (rot) und die gesetzten Zeilen (gestrichelt) im Lauf der Zeit
watch-loading = Wird geladen…

## Lists in running text

watch-list-comma = { ", " }
watch-list-and = und

## The status line of the animated board

watch-ready = Bereit: { $n }×{ $n }-Brett. Drücke Abspielen oder Schritt.
watch-ready-seeded = Bereit: { $n }×{ $n }-Brett. Startwert { $seed }. Drücke Abspielen oder Schritt.
watch-playing = Spielt ab…
watch-at-move = { $state ->
        [paused] Angehalten bei
       *[other] Bei
    } Zug { $move }. Schritt, Abspielen oder Bis zum Ende ausführen macht weiter.
watch-at-move-of = { $state ->
        [paused] Angehalten bei
       *[other] Bei
    } Zug { $move } von { $span }. Schritt, Abspielen oder Bis zum Ende ausführen macht weiter.
watch-running = { $goal ->
        [all] Läuft bis zum Ende der Suche…
        [next] Läuft bis zur nächsten Lösung…
       *[solution] Läuft bis zur Lösung…
    }
watch-running-progress = { $goal ->
        [all] Läuft bis zum Ende der Suche…
        [next] Läuft bis zur nächsten Lösung…
       *[solution] Läuft bis zur Lösung…
    } { $progress }, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s. Stopp gibt die Kontrolle zurück.
watch-progress-counter = { $label } { $value }
watch-stopped = Gestoppt: { $progress }. Schritt, Abspielen oder Bis zum Ende ausführen macht von hier weiter.
watch-stopped-unsolved = Keine Lösung: Der Lauf hielt nach { $attempts } { $unit } an, wie seine Parameter es sagen. Gehe Schritt zurück, um ihn nachzuvollziehen, oder Neuer Startwert für einen anderen.
watch-complete-none = Keine Lösung: Die Suche ist nach { $attempts } Versuchen vollständig.
watch-complete = Suche vollständig: { $found } { $found ->
        [one] Lösung
       *[other] Lösungen
    } nach { $attempts } Versuchen.
watch-oeis-as-published = Wie veröffentlicht (OEIS A000170, die Anzahl der Lösungen): Q({ $n }) = { $known }.
watch-oeis-unlike = Anders als die veröffentlichte Anzahl (OEIS A000170, die Anzahl der Lösungen): Q({ $n }) = { $known }.
watch-played-range = Züge { $from } bis { $to } abgespielt.
watch-seeking = Gehe zu Zug { $target }… jetzt bei { $move }.
watch-seek-done = Bei Zug { $move } von { $span }.
watch-back-to-run = Zurück zu diesem { $n }×{ $n }-Lauf. Schritt, Abspielen oder Bis zum Ende ausführen setzt ihn fort.

## The board in words

watch-board-label = { $n }×{ $n }-Brett mit { $queens } { $queens ->
        [one] Dame
       *[other] Damen
    } in den Spalten { $columns } der Zeilen 1 bis { $queens }{ $values }
watch-board-empty = { $n }×{ $n }-Brett mit 0 Damen{ $values }
watch-least-value = ; der kleinste Feldwert ist { $least }, auf { $squares }
watch-least-value-more = ; der kleinste Feldwert ist { $least }, auf { $squares } und { $more } weiteren
watch-square = Zeile { $row } Spalte { $col }
watch-row-attempts-row = Versuche in Zeile { $row }

## The population

watch-population-label = Population aus { $boards } Brettern, Fitness { $fitness } (das Beste dieser Generation { $best } von { $bestValue }; die bisher erzeugten Kinder gehören nicht dazu)
watch-population-parents = Population aus { $boards } Brettern, Fitness { $fitness } (das Beste dieser Generation { $best } von { $bestValue }; die bisher erzeugten Kinder gehören nicht dazu); die Eltern des letzten Kindes: Bretter { $parents }

## Wirth's diagonal flags

watch-flags-sum = Zeile + Spalte
watch-flags-difference = Zeile − Spalte

## The search tree

watch-tree-label = Suchbaum: { $nodes } { $nodes ->
        [one] Knoten
       *[other] Knoten
    }, { $randomized ->
        [yes] einer je probiertem Feld oder zufällig gesetzter Dame
       *[no] einer je probiertem Feld
    }; je Zeile ab Zeile 1: { $perRow }; der aktuelle Pfad: Spalten { $path }
watch-tree-label-no-path = Suchbaum: { $nodes } { $nodes ->
        [one] Knoten
       *[other] Knoten
    }, { $randomized ->
        [yes] einer je probiertem Feld oder zufällig gesetzter Dame
       *[no] einer je probiertem Feld
    }; je Zeile ab Zeile 1: { $perRow }; der aktuelle Pfad: keine Spalten
watch-tree-caption = Suchbaum: { $nodes } { $nodes ->
        [one] Knoten
       *[other] Knoten
    }, { $randomized ->
        [yes] einer je probiertem Feld oder zufällig gesetzter Dame
       *[no] einer je probiertem Feld
    } (Knoten je Zeile: { $perRow }). Abgeschnittene Blätter tragen die bedrohende Zeile; klicke auf einen Knoten, um zu diesem Zug zu gehen.
watch-tree-caption-folded = Suchbaum: { $nodes } { $nodes ->
        [one] Knoten
       *[other] Knoten
    }, { $randomized ->
        [yes] einer je probiertem Feld oder zufällig gesetzter Dame
       *[no] einer je probiertem Feld
    } (Knoten je Zeile: { $perRow }). Abgeschnittene Blätter tragen die bedrohende Zeile; jeder fertige Teilbaum ist zu einem Dreieck mit seiner Knotenzahl gefaltet; klicke auf einen Knoten, um zu diesem Zug zu gehen.
watch-tree-summary-label = Suchbaum zusammengefasst: { $nodes } Knoten; je Zeile ab Zeile 1: { $perRow }
watch-tree-summary-caption = Suchbaum, je Tiefe zusammengefasst (vollständig gezeichnet bis n = { $maxN } und { $maxMoves } Züge): { $nodes } Knoten, { $randomized ->
        [yes] einer je probiertem Feld oder zufällig gesetzter Dame
       *[no] einer je probiertem Feld
    }.
watch-tree-row = Zeile { $row }

## The solutions found

watch-solution-item = { $columns } (Zug { $move })
watch-solution-item-label = Lösung { $index }: Spalten { $columns }, gefunden bei Zug { $move }
watch-solutions-none = Noch keine: Bis zur nächsten Lösung ausführen, oder Bis zum Ende der Suche ausführen für alle.
watch-solutions-all = { $count } insgesamt: die ganze Suche.
watch-solutions-so-far = { $count } bisher gefunden.
watch-solutions-more = Die ersten { $listed } sind aufgelistet; Vorige und Nächste erreichen jede.
watch-solutions-dropped = ({ $kept } behalten; die Zählung geht weiter.)

## The odds of a randomized search

watch-odds-exact = exakt
watch-odds-measured = gemessen, ± { $error }
watch-odds-expected = Ein Lauf braucht im Mittel 1/p = { $tries } { $unit }: Einer gelingt mit der Wahrscheinlichkeit p = { $success } ({ $spread }).
watch-odds-impossible = Auf einem { $n } × { $n }-Brett kann kein { $one } gelingen.
watch-odds-run = Dieser Lauf: { $one } { $tries }.
watch-odds-run-solved = Dieser Lauf: { $one } { $tries }, gelöst.
watch-odds-tally = Gelöste Läufe auf { $n } × { $n } hier: { $runs }, im Mittel je { $mean } { $unit } (Neuer Startwert fügt einen hinzu).
watch-odds-tally-none = Neuer Startwert beginnt einen weiteren Lauf: Jeder gelöste kommt in die Zählung.

## The timeline's words

watch-timeline-note = Zug { $move } von { $span }
watch-timeline-moves = (ein Zug ist ein Schritt; Versuche: { $attempts } { $unit })

## The legend

watch-mark-colours = Markierungsfarben der Zeilen 1 bis { $rows }
watch-mark-colours-repeat = Markierungsfarben der Zeilen 1 bis { $rows }; ab Zeile 11 wiederholen sie sich
watch-legend-source = Quelle:
watch-legend-colours = {": "}

## The large board, drawn scaled

watch-big-ready = Bereit: { $n } Damen. Drücke Bis zum Ende ausführen.
watch-big-ready-seeded = Bereit: { $n } Damen. Startwert { $seed }. Drücke Bis zum Ende ausführen.
watch-big-caption = Ein { $n } × { $n }-Brett, skaliert gezeichnet. Bis zum Ende ausführen startet die Suche im Hintergrund (ein Web Worker), sodass die Seite bedienbar bleibt.
watch-big-scaled = Skalierte Ansicht des { $n } × { $n }-Bretts
watch-big-rows-placed = Gesetzte Zeilen
watch-big-steps = Schritte (Platzierungen, Züge und die Lösung)
watch-counter-title = Zählt { $counts }
watch-big-starting = Worker wird gestartet…
watch-big-memory = { $megabytes } MB Speicher
watch-big-memory-split = { $memory }: { $perQueen } Byte pro Dame für das Brett, { $program } MB für das Programm
watch-big-running = Läuft in einem Worker: { $steps } Schritte, { $left } übrig, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, { $memory }. Stopp bricht ab.
watch-big-chart-label = Konflikte und gesetzte Zeilen im Lauf: { $samples } Messpunkte, höchstens { $most } { $label }, { $placed } gesetzte Zeilen zuletzt
watch-big-chart-placed = gesetzte Zeilen
watch-big-chart-steps = Schritte
watch-big-solution = Lösung: { $n } Damen, keine zwei bedrohen einander.
watch-big-verified = Gelöst und geprüft: { $n } Damen bestehen die unabhängige Prüfung, nach { $counters } ({ $steps } Schritte in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s); { $memory }.
watch-big-unverified = Der Lauf endete, aber das Brett fiel durch die Prüfung: Bitte melde das.
watch-big-failed = Der Lauf des großen Bretts schlug fehl: { $message }
watch-big-worker-failed = Der Worker des großen Bretts schlug fehl: { $message }.
watch-big-worker-no-start = Er konnte nicht starten
watch-big-stopped = Gestoppt. Bis zum Ende ausführen startet das große Brett wieder von vorn.
watch-big-excerpt = (Zeilen 1–{ $first } und { $from }–{ $n }; klicke auf das Brett, um eine beliebige Zeile heranzuzoomen)
watch-big-region = Zeilen { $row }–{ $lastRow }, Spalten { $col }–{ $lastCol }: { $queens } { $queens ->
        [one] Dame
       *[other] Damen
    } im Ausschnitt.
watch-big-region-real = Zeilen { $row }–{ $lastRow }, Spalten { $col }–{ $lastCol } (echte Felder): { $queens } { $queens ->
        [one] Dame
       *[other] Damen
    } im Ausschnitt.
watch-big-whole = Das ganze Brett, { $n } × { $n }: { $queens } { $queens ->
        [one] Dame
       *[other] Damen
    } gesetzt.
watch-big-nearest-queen = Die nächste Dame steht in Zeile { $row }, Spalte { $col } ({ $offset }).
watch-big-offset = { $parts } von der Mitte
watch-big-offset-rows = { $count } { $count ->
        [one] Zeile
       *[other] Zeilen
    } { $way ->
        [plus] nach oben
       *[minus] nach unten
    }
watch-big-offset-columns = { $count } { $count ->
        [one] Spalte
       *[other] Spalten
    } { $way ->
        [plus] nach rechts
       *[minus] nach links
    }

## Side by side

watch-pair-ready = Nebeneinander: { $left } und { $right } auf { $n }×{ $n }-Brettern. Schritt macht auf jedem einen Zug.
watch-pair-ready-seeded = Nebeneinander: { $left } und { $right } auf { $n }×{ $n }-Brettern. Startwert { $seed }. Schritt macht auf jedem einen Zug.
watch-pair-moves = Gemachte Züge
watch-pair-moves-counts = die bisher gezeigten Züge, jeder ein Schritt des Algorithmus
watch-pair-placed = Gesetzte Damen
watch-pair-placed-counts = einzeln aufs Brett gesetzte Damen (Platzierungen), die Einheit beider Seiten
watch-pair-no-placements = — (er bewegt die Damen eines vollen Bretts)
watch-pair-board = { $name }: { $n }×{ $n }-Brett mit { $queens } { $queens ->
        [one] Dame
       *[other] Damen
    } in den Spalten { $columns }
watch-pair-board-empty = { $name }: { $n }×{ $n }-Brett mit 0 Damen
watch-pair-where = { $name }: Zug { $move }
watch-pair-paused = Angehalten. { $where }
watch-pair-playing = Beide spielen ab…
watch-pair-running = Beide laufen bis zu einer Lösung… { $where }. Stopp gibt die Kontrolle zurück.
watch-pair-stopped = Gestoppt. { $where }.
watch-pair-took = { $name } { $solved ->
        [yes] gelöst
       *[no] ohne Lösung beendet
    } in { $moves } Zügen
watch-pair-took-placed = { $name } { $solved ->
        [yes] gelöst
       *[no] ohne Lösung beendet
    } in { $moves } Zügen, { $placed } Damen gesetzt
watch-pair-both = { $left }; { $right }.
watch-pair-announce = { $name }: { $caption }
watch-pair-size = Nebeneinander nimmt Bretter mit 1 bis { $max } Zeilen.
watch-pair-note = { $name }: { $note }

## The sandbox

watch-sandbox-size = Der Sandkasten nimmt Bretter mit 1 bis { $max } Zeilen.
watch-sandbox-continue = { $name } macht mit deinen { $placed } { $placed ->
        [one] Dame
       *[other] Damen
    } weiter: Schritt, Abspielen oder Bis zum Ende ausführen.
watch-sandbox-empty = Das Brett ist leer.

## Other status lines

watch-pseudocode-one-board = Der Pseudocode steht neben einem einzelnen Brett: Verlasse Nebeneinander, um ihn zu sehen.
watch-predict-in-lesson = Weiter (oder →) setzt die Lektion fort; Schritt fragt nach dem Zug danach.
watch-core-waiting = Warte, bis der Browser Speicher für den Löser freigibt…
watch-core-no-memory = Der Browser hat keinen Speicher mehr für den Löser: Schließe andere Tabs dieser Seite und lade sie dann neu (F5).
watch-core-failed = Der Löser konnte nicht geladen werden ({ $message }). Baue ihn mit „cargo xtask serve“.
watch-start-failed = Die Seite konnte nicht starten (beim Schritt { $stage }): { $message }. Lade die Seite neu (F5).

## The board size typed, refused

watch-size-not-whole = Die Brettgröße muss eine ganze Zahl von 1 bis { $max } sein.
watch-size-out-of-range-scaled = Brettgröße { $n } liegt außerhalb des Bereichs: { $name } läuft von 1 bis { $large } (bis { $animated } animiert, darüber in einer skalierten Ansicht).
watch-size-out-of-range = Brettgröße { $n } liegt außerhalb des Bereichs: Das animierte Brett nimmt 1 bis { $animated }.
watch-size-out-of-range-some-scaled = Brettgröße { $n } liegt außerhalb des Bereichs: Das animierte Brett nimmt 1 bis { $animated }; { $scaled }.
watch-size-scaled-first = { $names } laufen bis { $limit } in einer skalierten Ansicht
watch-size-scaled-more = { $names } bis { $limit }
watch-seed-field = { $problem }; leer lassen für einen frischen.

## What the address asks for and the page cannot do

watch-address-unknown-algorithm = Unbekannter Algorithmus „{ $algorithm }“ in der Adresse; gezeigt wird { $first }.
watch-address-showing-default = { $problem } Gezeigt wird n = { $n }.
watch-address-seed-drawn = { $problem } Ein frischer Startwert wurde gezogen.
watch-address-seed-ignored = Fehler in der Adresse: { $problem }; ignoriert.
watch-address-params = { $problem } (in der Adresse); es gelten die Standardwerte.
watch-address-params-beside = { $problem } (beim zweiten Algorithmus, vs. in der Adresse); es gelten die Standardwerte.
watch-address-move = { $name } in der Adresse muss eine ganze Zahl von Zügen sein (0 ist der Anfang); ignoriert.
watch-address-queens = Fehler in der Adresse: { $problem }; die Damen wurden ignoriert.
watch-address-to-before-from = to in der Adresse muss nach from kommen; ignoriert.
watch-address-unknown-beside = Unbekannter Algorithmus „{ $algorithm }“ neben dem ersten (vs in der Adresse); gezeigt wird der erste andere.
watch-address-slide = slide in der Adresse muss eine ganze Zahl ab 1 sein; ignoriert.
watch-address-not-compared = Die Algorithmen in der Adresse nennen { $unknown }, die das Labor nicht ausführt; es führt { $compared } aus.
watch-address-compare-params = { $name }: { $problem } (in der Adresse); er läuft mit seinen Standardwerten.
watch-address-run-ends = Der Lauf endet bei Zug { $reached }, vor Zug { $first } ({ $name } in der Adresse).
watch-address-queens-scaled = Die Damen in der Adresse brauchen ein Brett mit 1 bis { $max } Zeilen (n = { $n } wird skaliert gezeichnet); sie wurden ignoriert.
watch-address-queens-fit = Die Damen in der Adresse müssen auf das { $n }×{ $n }-Brett passen (höchstens { $n } Zeilen, Spalten 1 bis { $n }); sie wurden ignoriert.
watch-address-no-exercise = { $name } hat keine Übung (exercise=1 in der Adresse): Übungen gibt es für { $exercises }.

## Sentences the page composes (www/params.js, exercise.js, teacher-key.js)

sentence-end = { $text }.
params-refused-still = { $text } – weiterhin { $name } = { $value }.
