# Vorhersagemodus (www/predict.js) und Sandkasten (www/sandbox.js), auf Deutsch. Übersetzt aus
# locales/en/predict.ftl (siehe docs/translating.md). Begriffe wie in Russell & Norvig,
# „Künstliche Intelligenz: Ein moderner Ansatz“ (Pearson Studium): Backtracking,
# Forward Checking (Vorwärtsprüfung), Kantenkonsistenz, Wertebereich (Domäne), MRV, Nachfolger,
# Fitness, Kreuzung, Mutation; „Kantenkonsistenz“ auch im Glossar der HTWK Leipzig
# (imweb.imn.htwk-leipzig.de/~waldmann, „Knoten-, Kanten-, Pfadkonsistenz“). Dame, Zeile,
# Spalte, bedrohen wie in page.ftl.
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

## The question's box (index.html)

predict-title = Den nächsten Zug vorhersagen
predict-download = Meine Antworten herunterladen (JSON)

## The score, what to press, the verdict

predict-score = Punkte: { $right } richtig von { $asked }
predict-start = Drücke Schritt (oder →): Sage zuerst voraus, was der Algorithmus tun wird.
predict-next = Drücke Schritt (oder →) für die nächste Frage.
predict-withdrawn = Das Brett hat sich seit dieser Frage bewegt, daher wurde sie zurückgezogen. Drücke Schritt (oder →) für eine Frage zum gezeigten Zug.
predict-right = Richtig: { $truth }
predict-wrong = Nicht ganz: { $truth }
predict-again = { $verdict } (Schon beantwortet: nicht noch einmal gezählt.)
predict-check = Prüfen
predict-grid-column = Spalte:
predict-grid-row = Zeile:
predict-grid-square = Zeile·Spalte:
predict-option-column = Spalte { $col }
predict-option-row = Zeile { $row }
predict-option-square = Zeile { $row }, Spalte { $col }
predict-square = Zeile { $row }, Spalte { $col }
predict-squares-separator = {"; "}
predict-comma = {", "}

## Which row MRV fills next

predict-mrv-ask = Welche Zeile füllt MRV als Nächstes: die leere Zeile mit den wenigsten verbleibenden Feldern (nicht gestrichen oder bedroht; bei Gleichstand die niedrigste)? (Klicke die Zeile auf dem Brett an oder wähle sie.)
predict-mrv-truth = MRV wählte Zeile { $row }, die leere Zeile mit den wenigsten verbleibenden Feldern ({ $remaining }; bei Gleichstand die niedrigste Zeile).

## Which square is tried next, safe or attacked; what a placement removes

predict-try-ask = Welches Feld von Zeile { $row } probiert die Suche als Nächstes?
predict-try-none = Keines: Es bleibt kein Feld zum Probieren (eine Sackgasse)
predict-attack-ask = Ist das gewählte Feld sicher oder bedroht, und von welcher Zeile? (Bedrohen es mehrere Zeilen, ist jede davon richtig.)
predict-safe = Sicher
predict-attacked-by = Bedroht von Zeile { $row }
predict-wipe-ask = Ihre Dame wird auf { $square } gestellt. Wenn man die Felder entfernt, für die sie keinen Wert lässt: Bleibt eine leere Zeile ganz ohne Feld (ein leerer Wertebereich)? Wenn ja, welche Zeile?
predict-wipe-none = Keine Zeile bleibt leer
predict-prune-ask = Ihre Dame wird auf { $square } gestellt. Welche Felder entfernt das aus den Wertebereichen der leeren Zeilen (durch Vorwärtsprüfung die Felder, die sie bedroht{ $arcs ->
        [yes] ; dann, für Kantenkonsistenz, jedes Feld, das in einer anderen Zeile keine Stütze mehr hat
       *[no] {""}
    })? Wähle jedes (auf dem Brett oder hier), dann Prüfen.
predict-dead-end-truth = in der Zeile blieb kein Feld zum Probieren: eine Sackgasse{ $then ->
        [backtrack] , also ging sie zurück (Backtracking)
       *[fail] , also scheiterte der Versuch
    }.
predict-how-safe = das sicher ist
predict-how-attacked = bedroht von Zeile { $row }
predict-how-attacked-rows = bedroht von den Zeilen { $rows } (seine Markierung zeigt { $mark }, die niedrigste)
predict-try-truth = sie probierte Zeile { $row }, Spalte { $col }, { $how }.
predict-try-truth-wiped = sie probierte Zeile { $row }, Spalte { $col }, { $how }; dort gestellt, ließ ihre Dame Zeile { $wiped } ohne Feld: ein leerer Wertebereich.
predict-try-truth-pruned = sie probierte Zeile { $row }, Spalte { $col }, { $how }; dort gestellt, entfernte ihre Dame { $removed }.
predict-removed = { $count } { $count ->
        [one] Feld
       *[other] Felder
    } durch { $how ->
        [arc-consistency] Kantenkonsistenz
       *[forward-checking] Vorwärtsprüfung
    } ({ $squares })
predict-then = { $first }, dann { $then }
predict-removed-none = kein Feld

## Whether a proposal is taken

predict-accept-ask-move = Vorgeschlagen ist, die Dame von Zeile { $row } in Spalte { $col } zu ziehen. Wie wahrscheinlich wird der Zug angenommen?
predict-accept-ask-swap = Vorgeschlagen ist, die Damen der Zeilen { $first } und { $second } zu tauschen. Wie wahrscheinlich wird der Zug angenommen?
predict-accept-certain = Sicher: Der Zug ist nicht schlechter
predict-accept-likely = Wahrscheinlich: Seine Chance ist die Hälfte oder mehr
predict-accept-unlikely = Eher nicht: Seine Chance liegt unter der Hälfte
predict-accept-truth-certain = seine Annahme war sicher: Der Zug ist nicht schlechter, und er wurde { $taken ->
        [yes] angenommen
       *[no] abgelehnt
    }.
predict-accept-truth = seine Chance war e^(ΔE/T) = { NUMBER($percent, minimumSignificantDigits: 2, maximumSignificantDigits: 2) } %, und er wurde { $taken ->
        [yes] angenommen
       *[no] abgelehnt
    }.

## What the search does after a dead end

predict-dead-end-ask = Zeile { $row } { $empty ->
        [yes] hat kein unbedrohtes Feld: eine Sackgasse
       *[no] ist eine Sackgasse
    }. Was tut die Suche als Nächstes?
predict-restart-permutation = Neu beginnen mit einer neuen zufälligen Permutation
predict-restart-empty = Einen neuen Versuch auf einem leeren Brett beginnen
predict-go-back = Zurück zu Zeile { $row } und ihre Dame weiterziehen
predict-attacked-square = Die Dame auf ein bedrohtes Feld stellen
predict-restart-truth = sie geht nie zurück: Sie verwirft den Versuch und beginnt einen neuen { $from ->
        [permutation] mit einer neuen zufälligen Permutation
       *[empty] auf einem leeren Brett
    }.
predict-backtrack-truth = sie geht zurück (Backtracking): Sie hebt die Dame von Zeile { $row } auf, um sie weiterzuziehen.

## Where a queen placed at random can land

predict-landing-ask = Auf welchen Feldern von Zeile { $row } kann die Dame landen? Wähle jedes, dann Prüfen (keines: eine Sackgasse).
predict-landing-truth = die Dame konnte in { $count ->
        [one] Spalte
       *[other] den Spalten
    } { $columns } landen.
predict-landing-dead = jedes Feld der Zeile war bedroht: eine Sackgasse.

## The column a formula gives

predict-formula-ask = Welche Spalte gibt die Formel Zeile { $row }?
predict-formula-truth = die Formel gibt Spalte { $col }.

## The child of two parents (a genetic algorithm)

predict-child-ask = Die Bretter { $a } und { $b } der Population werden als Eltern gezogen: { $boardA } (Fitness { $fitnessA }) und { $boardB } (Fitness { $fitnessB }), Spalten ab Zeile 1. Sie werden nach Zeile { $at } gekreuzt: Welches ist das Kind, vor jeder Mutation?
predict-child-truth = das Kind nahm die Zeilen 1–{ $at } von Brett { $a } und die Zeilen { $after }–{ $n } von Brett { $b }: { $child }.
predict-child-truth-mutated = das Kind nahm die Zeilen 1–{ $at } von Brett { $a } und die Zeilen { $after }–{ $n } von Brett { $b }: { $child }; dann mutierte Zeile { $row } von Spalte { $from } zu { $to }.

## Which queen moves where (hill climbing, min-conflicts)

predict-successor-ask = Die Dame welcher Zeile zieht der nächste Zug{ $values ->
        [yes] , nach den Werten der Felder
       *[no] {""}
    }? (Klicke ihr neues Feld auf dem Brett an oder wähle die Zeile.)
predict-successor-none = Keine: Kein Nachfolger ist besser, der Aufstieg steckt fest
predict-successor-column-ask = In welche Spalte?
predict-stuck-truth = kein Nachfolger war besser: Der Aufstieg steckt fest.
predict-successor-moved = sie zog die Dame von Zeile { $row } in Spalte { $col }
predict-successor-stayed = die Dame von Zeile { $row } blieb in Spalte { $col }
predict-successor-h = { $what }, wo h = { $h }
predict-successor-ties = { $what } (jedes der { $ties } Felder, die sie hätte nehmen können, war richtig)
predict-successor-truth = { $what }.

## The diagonal check (permutation swap)

predict-check-ask = Besteht die Dame von Zeile { $row } die Diagonalprüfung (keine Dame der Zeilen darunter auf einer ihrer Diagonalen)?
predict-check-yes = Ja: Sie besteht
predict-check-no = Nein: Sie wird mit einer Dame einer höheren Zeile getauscht
predict-check-passed = sie bestand: Keine Dame darunter teilt eine Diagonale mit ihr.
predict-check-clashed = sie stieß auf einer Diagonale an, also wurde ihre Dame getauscht.

## A swap tested (QS1, QS4)

predict-pair-ask = Der nächste Schritt prüft, die Damen der Zeilen { $a } und { $b } zu tauschen (Spalten { $colA } und { $colB }). Wird getauscht (der Pseudocode sagt, wann)?
predict-pair-yes = Ja: Sie tauschen
predict-pair-no = Nein: Der Tausch wird abgelehnt
predict-pair-taken = der Tausch wurde angenommen.
predict-pair-refused = der Tausch wurde abgelehnt: Er hätte nicht geholfen.

## Does a queen move?

predict-move-ask = Bewegt der nächste Schritt eine Dame?
predict-yes = Ja
predict-no = Nein
predict-moved = { $moved ->
        [0] keine Dame bewegte sich.
        [1] eine Dame bewegte sich.
       *[other] { $moved } Damen bewegten sich.
    }

## A course page's saved place and score (SPLICE)

predict-host-late = Die Kursseite gab deinen gespeicherten Stand und deine Punkte zurück, nachdem du hier schon geantwortet hattest: Sie wurden nicht wiederhergestellt, um deine Antworten hier zu behalten (die Kursseite speichert jetzt diese).
predict-host-keeps = Die Kursseite behält ihn bis zu deiner ersten Antwort hier, die ihn ersetzt; lade die Seite neu, um erneut zu fragen.
predict-host-refused = Die Kursseite konnte deinen gespeicherten Stand und deine Punkte nicht zurückgeben ({ $words }), daher ist dies ein Neuanfang. { predict-host-keeps }
predict-host-unusable = Die Kursseite gab gespeicherte Arbeit zurück, die diese Seite nicht verwenden kann ({ $why }), daher ist dies ein Neuanfang. { predict-host-keeps }
predict-host-silent = Die Kursseite hat auf die Frage nach deinem gespeicherten Stand und deinen Punkten nicht geantwortet (innerhalb von { $seconds } s), daher ist dies ein Neuanfang. Antwortet sie vor deiner ersten Antwort hier, kommen sie dann zurück.
predict-unfit-exercise = es ist der Versuch einer Übung, nicht der Stand des Vorhersagemodus
predict-unfit-no-place = er enthält keinen Stand in einem Lauf
predict-unfit-other-run = er gehört zu einem anderen Lauf ({ $theirs }), nicht zu diesem ({ $mine })
predict-unfit-numbers = Stand und Punkte sind keine ganzen Zahlen, die zusammenpassen
predict-unfit-answers = seine Antworten sind keine Liste
predict-unfit-beyond = sein Stand, Zug { $position }, liegt hinter dem letzten Zug dieses Laufs, { $reached }
predict-run = { $name }, n = { $n }
predict-run-seed = { $run }, Startwert { $seed }
predict-run-params = { $run }, { $params }
predict-run-unknown = „{ $id }“
predict-welcome = Willkommen zurück: Deine Punkte, { $right } von { $asked }, und dein Stand bei Zug { $position } sind wiederhergestellt. Drücke Schritt (oder →) für die nächste Frage.

## The sandbox (www/sandbox.js, index.html's sandbox tools)

predict-sandbox-hint = Backtracking macht bei den Damen in den Zeilen 1, 2, … weiter (die Zeilen darüber leer) und bewegt sie nie; Min-Conflicts und QS1 reparieren das ganze Brett.
predict-sandbox-open = Eigene Damen setzen
predict-sandbox-be-backtracker = Sei der Backtracker
predict-sandbox-clear = Brett leeren
predict-sandbox-leave = Sandkasten verlassen
predict-sandbox-ready = Sandkasten: Klicke ein Feld an, um dort eine Dame aufzustellen (eine pro Zeile), klicke es erneut an, um sie zu entfernen.
predict-sandbox-continue = Weiter mit { $name }
predict-sandbox-placed-counter = Damen gestellt
predict-sandbox-conflicts-counter = Bedrohende Paare
predict-sandbox-why-gap = Weiter mit Backtracking braucht Damen in den Zeilen 1, 2, … ohne leere Zeile unter einer Dame: Zeile { $gap } ist leer unter der Dame von Zeile { $above }. (Min-Conflicts und QS1 reparieren jedes Brett.)
predict-sandbox-why-attack = Weiter mit Backtracking braucht Damen, die keine andere bedrohen: Die Damen der Zeilen { $low } und { $row } bedrohen einander. Ziehe eine davon, oder lass Min-Conflicts oder QS1 das Brett reparieren.
predict-sandbox-why-full = Jede Zeile hat eine Dame: Für Backtracking bleibt nichts zu suchen.
predict-sandbox-removed = Die Dame von Zeile { $row } entfernt.
predict-sandbox-moved = Die Dame von Zeile { $row } gezogen, Spalte { $col }.
predict-sandbox-placed = Eine Dame in Zeile { $row }, Spalte { $col } gestellt.
predict-sandbox-solved = Eine Lösung: Keine zwei Damen bedrohen einander.
predict-sandbox-conflicts = { $conflicts } { $conflicts ->
        [one] Paar
       *[other] Paare
    } von Damen bedrohen einander.
predict-sandbox-status = { $did } { $verdict }
predict-sandbox-caption-solved = Eine Lösung: { $n } Damen, keine zwei bedrohen einander.
predict-sandbox-caption = Sandkasten: { $placed } von { $n } Damen gestellt{ $conflicts ->
        [0] {""}
        [one] , { $conflicts } bedrohendes Paar
       *[other] , { $conflicts } bedrohende Paare
    }. Zahlen markieren Felder, die von unten bedroht sind.
predict-sandbox-board = { $n }×{ $n }-Sandkastenbrett; Damen in den Zeilen { $queens }
predict-sandbox-queen = { $row } (Spalte { $col })
predict-sandbox-none = keine

## A printed worksheet's questions about the next move (worksheet.js prints them)

predict-sheet-mark = Markiere auf dem Brett jedes Feld der nächsten Zeile, das eine Dame bedroht, mit der Nummer der niedrigsten bedrohenden Zeile.
predict-sheet-parents = Welche zwei Bretter der Population (unter dem Brett gedruckt) sind die wahrscheinlichsten Eltern des nächsten Kindes? (Jeder Elternteil wird im Verhältnis zu seiner Fitness gezogen.)
predict-sheet-cross = Kreuze diese zwei Bretter nach Zeile { $row }: Schreibe die Spalten des Kindes auf, Zeile 1 zuerst.
predict-sheet-child-fitness = Welche Fitness hat dieses Kind (seine Paare von Damen, die einander nicht bedrohen)? Ist es fitter als beide Eltern?
predict-sheet-cross-out = Streiche auf dem Brett jedes Feld, das nicht mehr im Wertebereich seiner Zeile liegt, und nummeriere es mit der Zeile, deren Dame es entfernt hat.
predict-sheet-mrv = Welche Zeile füllt die Suche als Nächstes? (Die leere Zeile mit den wenigsten verbleibenden Feldern im Wertebereich; bei Gleichstand die niedrigste.) Welches ihrer Felder probiert sie zuerst?
predict-sheet-try = Welches Feld von Zeile { $row } probiert die Suche als Nächstes? Ist es sicher oder bedroht, und von welchen Zeilen?
predict-sheet-prune = Wenn dort eine Dame gestellt wird, welche Felder entfernt sie aus den Wertebereichen der leeren Zeilen? Wird ein Wertebereich leer?
predict-sheet-next-three = Was sind nach diesem Feld die nächsten drei Züge? (Ein Feld probiert, eine Dame gestellt oder ein Rücksprung.)
predict-sheet-count = Wie viele Felder wird die Suche nach diesen vier Zügen insgesamt probiert haben? (Das Blatt nennt die bisherige Zahl.)
predict-sheet-delta = Wähle einen Zug einer Dame auf ein anderes Feld ihrer Zeile. Berechne dafür ΔE = h(aktuell) − h(nächstes).
predict-sheet-chance = Mit welcher Wahrscheinlichkeit wird dein Zug bei Temperatur T angenommen? (Sicher, wenn ΔE ≥ 0, sonst e^(ΔE/T).)
predict-sheet-cooling = Was geschieht mit der Chance, einen schlechteren Zug anzunehmen, wenn T sinkt?
predict-sheet-landing = Auf welchen Feldern von Zeile { $row } kann die Dame landen? Wie wahrscheinlich ist jedes?
predict-sheet-dead-end = Was tut die Suche, wenn eine Zeile kein unbedrohtes Feld hat?
predict-sheet-trials = Ein Durchgang auf diesem Brett gelingt mit Wahrscheinlichkeit p: Wie viele Durchgänge braucht ein Lauf etwa?
predict-sheet-formula = Welche Spalte gibt die Formel Zeile { $row }?
predict-sheet-check = Prüfe, dass keine zwei Damen auf dem Brett einander bedrohen.
predict-sheet-values = Wähle eine Dame. Schreibe auf jedes andere Feld ihrer Zeile das h des Bretts, wenn die Dame dorthin gezogen wird.
predict-sheet-steepest = Welchen Nachfolger nimmt der steilste Anstieg? Kreise jedes Feld mit dem kleinsten Wert ein.
predict-sheet-minimum = Ist das Brett nach diesem Zug ein lokales Minimum, ein Plateau oder keins von beiden? Warum?
predict-sheet-circle = Kreise jede Dame ein, die von einer anderen Dame bedroht wird, und zeichne die Diagonalen ein, die sie teilen.
predict-sheet-move = Bewegt der nächste Schritt eine Dame? Welche, und wohin?
predict-sheet-pairs = Wie viele Paare von Damen werden einander nach diesem Schritt bedrohen?
