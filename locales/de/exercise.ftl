# Die bewerteten Übungen („Sei der Algorithmus“), auf Deutsch. Übersetzt aus
# locales/en/exercise.ftl (siehe docs/translating.md): Fragen, Antworten, Urteile, das Feld
# der Übung, die Lösungsschlüssel und `nqueens exercise`.
# Begriffe wie in locales/de/page.ftl („Dame“, „Brett“, „Zeile“, „Spalte“, „Diagonale“,
# „Backtracking“), dazu nach der deutschen Ausgabe von Russell & Norvig, „Künstliche
# Intelligenz: Ein moderner Ansatz“ (Pearson): „Vorwärtsprüfung“ (forward checking),
# „Kantenkonsistenz“ (arc consistency), „Wertebereich“ (domain; so auch sys.cs.uos.de, „domain
# wipe out“), „Nachfolger“ (successor),
# „simulierte Abkühlung“ (simulated annealing), „Temperatur“, „Crossover“, „Mutation“.
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

## The exercises' names (the panel's title) and tasks (its instructions), one per family;
## the id ends with the class code's letters.

exercise-name-bt = Sei das Backtracking
exercise-task-bt = Führe Backtracking mit Tiefensuche aus: Klicke jedes Feld, das es versucht, der Reihe nach (Zeilen von unten, Spalten von links), oder drücke Zurück, wenn in der Zeile kein Feld mehr übrig ist.
exercise-name-fc = Sei die Vorwärtsprüfung
exercise-task-fc = Führe die Vorwärtsprüfung aus: Klicke das als Nächstes versuchte Feld; ist die Dame gesetzt, klicke jedes Feld, das ihr Setzen aus den Wertebereichen der leeren Zeilen entfernt, Zeile für Zeile von der untersten, bis zu einer Zeile, die kein Feld mehr hat (eine Auslöschung: dort hält die Vorwärtsprüfung an), dann Fertig.
exercise-name-mrv = Sei MRV
exercise-task-mrv = Führe MRV mit Vorwärtsprüfung aus: Bevor eine Zeile gefüllt wird, klicke ein Feld der Zeile, die MRV wählt (die wenigsten übrigen Felder, bei Gleichstand die unterste); dann das versuchte Feld.
exercise-name-mac = Sei die Kantenkonsistenz (MAC)
exercise-task-mac = Führe MAC aus: Klicke das als Nächstes versuchte Feld; ist seine Dame gesetzt, klicke jedes Feld, das die Vorwärtsprüfung entfernt (Zeile für Zeile von der untersten, bis zu einer Zeile ohne Feld), dann Fertig; dann jedes Feld, das die Kantenkonsistenz danach entfernt (ein Feld ohne Unterstützung in einer anderen leeren Zeile), dann Fertig, oder drücke Auslöschung, wenn sie eine Zeile ohne Feld lässt.
exercise-name-lcv = Sei LCV
exercise-task-lcv = Führe die Vorwärtsprüfung mit dem am wenigsten einschränkenden Wert zuerst aus: Klicke jedes Feld, das sie versucht, der Reihe nach (in jeder Zeile von den Feldern ihres Wertebereichs zuerst das, das am wenigsten Felder aus den Wertebereichen der anderen leeren Zeilen entfernt, bei Gleichstand das linke), oder drücke Zurück, wenn die Zeile keines mehr hat.
exercise-name-rp = Sei die Zufallsplatzierung
exercise-task-rp = Führe die Zufallsplatzierung aus: Klicke jedes Feld der Zeile, auf dem die Dame landen kann (keine Dame bedroht es), dann Fertig; Fertig ohne Auswahl ist eine Sackgasse.
exercise-name-ps = Sei die Diagonalprüfung
exercise-task-ps = Führe Rolfes Algorithmus Eins auf der gemischten Permutation aus: Sage für jede Zeile von Zeile 1 aufwärts, ob ihre Dame die Diagonalprüfung besteht (keine Dame der Zeilen darunter auf einer ihrer Diagonalen); eine, die durchfällt, wird mit der Dame einer späteren Zeile getauscht, oder, wenn es keine zum Tauschen gibt, scheitert die Permutation.
exercise-name-qs1 = Sei QS1
exercise-task-qs1 = Führe die Gradiententausche von QS1 aus: Sage für jedes Damenpaar, das es prüft, ob der Tausch angenommen wird: Er wird es, wenn das Vertauschen ihrer Spalten die Kollisionen senkt (eine Diagonale mit k Damen hat k − 1 Kollisionen).
exercise-name-mc = Sei Min-Conflicts
exercise-task-mc = Führe Min-Conflicts aus: Klicke das Feld, auf das eine Dame im Konflikt zieht, in ihrer eigenen Zeile, mit den wenigsten Konflikten (ihr eigenes Feld, wenn sie bleibt).
exercise-name-qs4 = Sei QS4
exercise-task-qs4 = Führe die Tausche von QS4 nach seinem konfliktfreien Start aus: Sage für jedes Damenpaar, das es prüft (eine bedrohte Dame und eine zufällige), ob der Tausch angenommen wird: Er wird es, wenn das Vertauschen ihrer Spalten die Kollisionen senkt.
exercise-name-con = Sei die Konstruktion
exercise-task-con = Führe die explizite Konstruktion aus (Hoffman, Loessi & Moore 1969): Klicke das Feld, auf das die Formel die Dame jeder Zeile setzt, Zeile 1 zuerst.
exercise-name-hc = Sei der Bergsteiger
exercise-task-hc = Führe den Bergsteigeralgorithmus mit steilstem Anstieg aus: Klicke das Feld, auf das eine Dame zieht (ein Nachfolger mit dem kleinsten h; die Werte sind verborgen), oder drücke Festgefahren, wenn kein Zug h senkt.
exercise-name-sa = Sei die simulierte Abkühlung
exercise-task-sa = Führe die Wahl der simulierten Abkühlung aus: Gib für jeden vorgeschlagenen Zug die Wahrscheinlichkeit in Prozent an, dass er angenommen wird: 100 für einen Zug, der h nicht verschlechtert (ΔE ≥ 0), sonst e^(ΔE/T) bei der Temperatur T (auf einen Punkt genau).
exercise-name-ga = Sei das Crossover
exercise-task-ga = Führe das Crossover des genetischen Algorithmus aus: Lies für jedes Kind seine zwei Eltern und das Kind, das sie ergeben (vor jeder Mutation), und klicke ein Feld der letzten Zeile, die das Kind vom ersten Elternteil nimmt: dort liegt das Crossover (jeder Punkt, der dieses Kind ergibt, ist richtig).
exercise-name-qlv = Sei queensLV
exercise-task-qlv = Führe queensLV aus: Klicke in jeder der ersten k Zeilen jedes Feld, auf dem die Dame landen kann (keine Dame bedroht es), dann Fertig (Fertig allein: eine Sackgasse, der Durchgang scheitert); dann klicke wie beim Backtracking jedes versuchte Feld der Reihe nach, oder drücke Zurück, wenn in der Zeile kein Feld mehr übrig ist (in der ersten Zeile, die das Backtracking füllt, scheitert der Durchgang).

## The instance: the board size, the solver's seed (data), the move the questions start
## from (data). $n: the board size.

exercise-instance = n = { $n }
exercise-instance-seeded = n = { $n }, Startwert { $seed }
exercise-instance-from = n = { $n }, ab Zug { $start }
exercise-instance-seeded-from = n = { $n }, Startwert { $seed }, ab Zug { $start }

## The line naming a learner's instance, above the question. $class: the class code (data,
## "FC-7KQ2M9"); $learner: the name as typed; $attempt: 1, 2, …; $instance: exercise-instance.

exercise-header = Klasse { $class }, { $learner }, Versuch { $attempt }: { $instance }
exercise-header-anonymous = Klasse { $class }, Versuch { $attempt }: { $instance }

## The questions. $row, $col, $from, $to, $a, $b, $colA, $colB: row and column numbers
## (1-based); $square: exercise-answer-square. "Done", "Check", "Backtrack", "Stuck" and
## "Wipe-out" are the buttons' names (exercise-done, exercise-check, exercise-option-…).

exercise-ask-next-square = Welches Feld wird als Nächstes versucht? Klicke es, oder drücke Zurück, wenn in der Zeile kein Feld mehr zu versuchen ist.
exercise-ask-prunes = Die Dame steht auf { $square }. Welche Felder entfernt die Vorwärtsprüfung aus den Wertebereichen der leeren Zeilen, Zeile für Zeile von der untersten (bis zu einer Zeile, die sie ohne Feld lässt)? Klicke jedes, dann Fertig (Fertig allein, wenn sie keines entfernt).
exercise-ask-next-row = Welche Zeile wird als Nächstes gefüllt: die leere Zeile mit den wenigsten übrigen Feldern in ihrem Wertebereich (nicht durchgestrichen), bei Gleichstand die unterste? Klicke ein beliebiges Feld darin.
exercise-ask-successor = Welche Dame zieht wohin? Klicke das Feld, auf das sie zieht (ein Nachfolger mit dem kleinsten h), oder drücke Festgefahren, wenn kein Zug h senkt.
exercise-ask-repair = Welche Dame im Konflikt zieht, und wohin? Klicke das Feld in ihrer Zeile mit den wenigsten Konflikten (ihr eigenes Feld, wenn sie bleibt).
exercise-ask-landing = Zeile { $row }: Auf welchen Feldern kann die Dame landen? Klicke jedes, dann Fertig (Fertig allein: eine Sackgasse).
# $removed: how many squares forward checking removed.
exercise-ask-arc-prunes = Die Vorwärtsprüfung hat { $removed ->
        [0] kein Feld
        [one] { $removed } Feld
       *[other] { $removed } Felder
    } für die Dame auf { $square } entfernt (auf dem Brett durchgestrichen). Welche Felder entfernt die Kantenkonsistenz dann aus den Wertebereichen der leeren Zeilen: jedes Feld ohne Unterstützung in einer anderen leeren Zeile, immer wieder, bis keines mehr? Klicke jedes, dann Fertig (Fertig allein, wenn sie keines entfernt), oder drücke Auslöschung, wenn eine Zeile ohne Feld bleibt.
# $delta: ΔE with its sign ("+4", "−3"); $temperature: T, written with three decimals.
exercise-ask-chance = Der Dame in Zeile { $row } wird vorgeschlagen, von Spalte { $from } nach Spalte { $to } zu ziehen: ΔE = { $delta } (h jetzt minus h danach), bei der Temperatur T = { NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }. Wie groß ist die Wahrscheinlichkeit in Prozent, dass der Zug angenommen wird? Gib sie ein (ein Punkt daneben ist auch richtig), dann Prüfen.
# $a, $b: the parents' numbers in the population; $first, $second, $child: boards as their
# columns from row 1 ("3 1 4 2"), data.
exercise-ask-crossover = Die Bretter { $a } und { $b } der Population werden als Eltern gezogen: { $first } und { $second } (Spalten ab Zeile 1). Ihr Kind vor jeder Mutation ist { $child }. Nach welcher Zeile liegt das Crossover (die Zeilen bis dahin kommen vom ersten Elternteil)?
exercise-ask-passes = Besteht die Dame in Zeile { $row }, Spalte { $col }, die Diagonalprüfung: keine Dame der Zeilen darunter auf einer ihrer Diagonalen?
exercise-ask-swap = Die nächste Prüfung: die Damen der Zeilen { $a } und { $b } tauschen (Spalten { $colA } und { $colB }). Wird der Tausch angenommen (er wird es, wenn er die Kollisionen senkt)?
exercise-ask-formula = Welches Feld gibt die Formel der Dame in Zeile { $row }? Klicke es.

## The answers given by a button.

exercise-option-backtrack = Zurück
exercise-option-stuck = Festgefahren
exercise-option-wipe-out = Auslöschung
exercise-option-passes = Ja: sie besteht
exercise-option-clashes = Nein: sie kollidiert
exercise-option-swap = Ja: sie tauschen
exercise-option-refused = Nein: der Tausch wird abgelehnt
# $row: the last row the child takes from the first parent.
exercise-option-after-row = Nach Zeile { $row }

## Answers in words, inside the verdicts and the answer keys.

exercise-answer-square = Zeile { $row }, Spalte { $col }
exercise-answer-backtrack = zurück
exercise-answer-row = Zeile { $row }
exercise-answer-stuck = festgefahren
exercise-answer-none = keines
# $count: how many columns; $columns: their numbers, listed (exercise-list-…).
exercise-answer-columns = { $count ->
        [one] Spalte
       *[other] Spalten
    } { $columns }
exercise-number = { $number }
exercise-answer-wipe-out = eine Auslöschung
exercise-answer-yes = ja
exercise-answer-no = nein
exercise-answer-percent = { $percent } %
# Rows of a board, for a crossover: "rows 1 to 3".
exercise-rows = Zeilen { $from } bis { $to }

## Lists, built from the front: $init is the list so far, $next or $last the item added.
## Squares are listed with semicolons ("row 2, column 1; row 4, column 3 and row 5,
## column 2"), numbers with commas ("1, 3 and 5").

exercise-list-semicolon = { $init }; { $next }
exercise-list-comma = { $init }, { $next }
exercise-list-and = { $init } und { $last }
exercise-list-or = { $init } oder { $last }
exercise-list-or-more = { $init } oder { $next }
# Two sentences in a row.
exercise-sentences = { $first } { $second }

## The answer key (the teacher's view, `nqueens exercise key`). $model: the algorithm's
## answer; $exact: the exact chance in percent, one decimal.

exercise-key-chance = { $model } (genau { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) } %; ein Punkt daneben ist auch richtig)
exercise-key-crossover = eine von { $rows } (jede ergibt dieses Kind; das des Algorithmus lag nach { $model })
exercise-key-any = eine von { $answers } (gleich gut; der Algorithmus zog { $model })

## Verdicts. $answer: the learner's answer in words; $why: one of exercise-why-…; $model:
## the algorithm's answer; $count: how many answers are equally good.

exercise-right = Richtig: { $why }
exercise-wrong = Nicht richtig (du hast { $answer } gegeben): { $why }
exercise-right-among = Richtig: { $answer } ist eine von { $count } gleich guten Antworten; der Algorithmus zieht eine zufällig (diesmal { $model }).
exercise-right-answer = Richtig: { $answer }.
exercise-why-wiped = Zeile { $row } bleibt ohne Feld: eine Auslöschung, bei der die Vorwärtsprüfung anhält; die Dame wird abgehoben und zieht weiter.
exercise-why-fc-removes = die Vorwärtsprüfung entfernt { $squares }.
exercise-why-missed = Übersehen: { $answers }.
exercise-why-still = Noch in ihren Wertebereichen: { $squares }.
exercise-why-may-land = die Dame kann auf { $columns } landen (die Felder, die keine Dame bedroht).
exercise-why-attacked = Bedroht: { $columns }.
# $count: the squares left in row $row's domain.
exercise-why-fewest = Zeile { $row } hat noch { $count } { $count ->
        [one] Feld
       *[other] Felder
    }, die wenigsten (bei Gleichstand die unterste Zeile).
exercise-why-row-has = Zeile { $row } hat { $count }.
exercise-why-row-holds = Zeile { $row } hat schon eine Dame.
exercise-why-any-square = jedes von { $squares } ist richtig; der Algorithmus zog { $model }.
exercise-why-algorithm = die Antwort des Algorithmus ist { $model }.
exercise-why-chance-sure = der Zug ist nicht schlechter (ΔE ≥ 0), also wird er immer angenommen: 100 %.
exercise-why-chance = e^(ΔE/T) = e^({ $delta }/{ NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }) = { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) } %.
# $child: the child's columns from row 1 (data); $first, $second: the rows it takes from
# board $a and board $b (exercise-answer-row or exercise-rows); $rows: the rows after which
# a crossover makes the same child.
exercise-why-crossover = das Kind { $child } nimmt { $first } von Brett { $a } und { $second } von Brett { $b }.
exercise-why-crossover-agree = das Kind { $child } nimmt { $first } von Brett { $a } und { $second } von Brett { $b }; die Eltern stimmen dort überein, also ergibt ein Crossover nach jeder von { $rows } es.
exercise-why-passes = keine Dame darunter teilt eine Diagonale mit ihr: sie besteht.
exercise-why-clashes = die Dame in Zeile { $below } darunter teilt eine Diagonale mit der in Zeile { $row }: sie kollidiert.
exercise-why-swap-taken = der Tausch senkt die Kollisionen, also wird er angenommen.
exercise-why-swap-refused = der Tausch würde die Kollisionen nicht senken, also wird er abgelehnt.
exercise-why-arc-wipe-out = die Kantenkonsistenz lässt eine Zeile ohne Feld: eine Auslöschung; die Dame wird abgehoben und zieht weiter.
exercise-why-arc-removes = die Kantenkonsistenz entfernt { $squares }.
exercise-over = Die Übung ist vorbei: Neu beginnen für eine neue Instanz.
exercise-undone = Nicht richtig (du hast { $answer } gegeben): zurückgenommen; versuche es noch einmal, oder drücke Musterantwort für den Schritt des Algorithmus.
exercise-board-shows-step = Das Brett zeigt seinen Schritt.
exercise-go-on = Mach von dort weiter.

## The verdict at the end. $right: steps right at the first try, of $total; $fixes: wrong
## steps (fixed by the algorithm, or at the end's grading ($end is "yes") just wrong);
## $undos: wrong answers undone.

exercise-summary = { $right } von { $total } Schritten beim ersten Versuch richtig{ $fixes ->
        [0] {""}
       *[other] , { $fixes } { $end ->
            [yes] falsch
           *[other] korrigiert
        }
    }{ $undos ->
        [0] {""}
       *[other] , { $undos } zurückgenommen
    }.
exercise-summary-mismatch = Erste Abweichung: Schritt { $step }: du hast { $answer } gegeben; die Antwort des Algorithmus ist { $model }.
exercise-summary-model = Ab Schritt { $step } wurde die Musterantwort gezeigt: keine Punkte für diese Instanz.

## An answer the page could not read (not graded). $n: the board size; $why: what is wrong
## with it.

exercise-refused-square = Keine Antwort: Ein Feld ist Zeile und Spalte 1 bis { $n }.
exercise-refused-squares = Keine Antwort: Felder sind Paare aus Zeile und Spalte, 1 bis { $n }.
exercise-refused-token = Keine Antwort: { $why }.

## `nqueens exercise` (the command line). $code: the code's number among those given;
## $whose: whose the code says it is ("Ada Lovelace, class FC-7KQ2M9"); $why: why it was
## refused.

exercise-cli-refused = Code { $code } abgelehnt: { $why }
exercise-cli-refused-whose = Code { $code } ({ $whose }) abgelehnt: { $why }
# $file: the package written; $megabytes: its size; $title: the exercise and class;
# $version: the SCORM version ("1.2", "2004 4th Edition"); $mastery: the percentage that passes.
exercise-cli-wrote = { $file } geschrieben ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB): { $title }, SCORM { $version }, bestanden ab { $mastery } %. Importiere es als SCORM-Paket in deine Lernplattform; die Instanz jedes Lernenden wird aus seiner Kennung in der Lernplattform gezogen.

## The exercise's panel on the page (index.html's #exercise, www/exercise.js).

exercise-panel-title = Übung
exercise-keyboard =
    .aria-label = Ein Feld per Tastatur wählen
exercise-keyboard-row = Zeile
exercise-keyboard-col = Spalte
exercise-pick = Wählen
exercise-undo = Rückgängig
exercise-reset = Neu beginnen (neue Instanz)
exercise-model = Musterantwort
exercise-model-note = Zeigt den nächsten Schritt des Algorithmus; keine Punkte für diese Instanz bis zum Neubeginn.
exercise-download = Meine Antworten herunterladen (JSON)
exercise-leave = Übung verlassen
exercise-code-done = Abschlusscode: gib ihn deiner Lehrkraft
# $answered: steps answered so far, of $total.
exercise-code-so-far = Abschlusscode bisher ({ $answered } von { $total } Schritten beantwortet; unfertig)
exercise-copy = Code kopieren
exercise-copied = Kopiert ✓
exercise-copy-by-hand = Markieren und kopieren (Strg+C)
exercise-copied-status = Abschlusscode kopiert.
exercise-copy-by-hand-status = Markiere den Abschlusscode und kopiere ihn (Strg+C).
exercise-setup-summary = So antwortest du; Klassencode, Name und Bewertung
exercise-class-label = Klassencode
exercise-learner-label = Dein Name oder deine Nummer
exercise-grading-label = Bewertung
exercise-grading-fix = Nach jedem Schritt (ein falscher Schritt wird korrigiert)
exercise-grading-undo = Nach jedem Schritt (ein falscher Schritt wird zurückgenommen)
exercise-grading-end = Am Ende
exercise-start = Start
exercise-open = Sei der Algorithmus (bewertete Übung)
exercise-open-why = Übungen gibt es für jeden Algorithmus mit seinen Standardparametern sowie für Backtracking mit Vorwärtsprüfung, MAC oder Vorwärtsprüfung mit MRV oder mit LCV, auf dem animierten Brett.
exercise-name-needed = Gib deinen Namen oder deine Nummer ein: deine Instanz der Klassenübung wird daraus gezogen.
exercise-not-set-up = Das Brett der Übung konnte nicht eingerichtet werden.
# $why: what the core refused (a bad class code, a name too long).
exercise-refused = { $why }.
exercise-step-refused = Die Übung dieser Folie konnte nicht starten: { $why }.
# $answered: answers restored; $attempt: the attempt's number.
exercise-welcome-back = Willkommen zurück: deine { $answered } { $answered ->
        [one] Antwort
       *[other] Antworten
    } aus Versuch { $attempt } und dein Punktestand sind wiederhergestellt.
exercise-welcome-back-host = Willkommen zurück: deine { $answered } { $answered ->
        [one] Antwort
       *[other] Antworten
    } und dein Punktestand sind wiederhergestellt.
# $name: the exercise's name; $instance: exercise-instance.
exercise-status-step = { $name }: der nächste Zug auf dem Brett der Folie.
exercise-status-open = { $name }: { $instance }.
exercise-status-open-anonymous = { $name }: { $instance }. Gib deinen Namen oder deine Nummer ein (Klassencode, Name und Bewertung) für deine eigene Instanz.
exercise-status-question = { $name }: Schritt { $step } von { $total }.
exercise-status-done-step = { $name }: fertig. Die Lektion geht mit Weiter weiter.
exercise-status-done = { $name }: fertig. Dein Abschlusscode steht im Feld der Übung.
# $class: the class code (data).
exercise-class = Klasse { $class }
exercise-ask-name = Gib unten deinen Namen oder deine Nummer ein, dann Start: deine eigene Instanz der Klassenübung wird daraus gezogen (auf jedem Gerät dieselbe).
# $moves: the moves' captions, one after another.
exercise-moves = Die Züge: { $moves }
exercise-answer-buttons = Dieser Schritt wird mit den Knöpfen unter der Frage beantwortet, nicht auf dem Brett.
exercise-row-being-filled = Zeile { $row } wird gefüllt: wähle ihre Felder.
exercise-recorded = Antwort gespeichert: bewertet wird am Ende.
# $mark: ✓ or ✗; $verdict: the verdict.
exercise-verdict = { $mark } { $verdict }
exercise-taken-back = Deine letzte Antwort ist zurückgenommen.
exercise-nothing-back = Nichts zurückzunehmen.
exercise-nothing-back-graded = Jeder Schritt wird beim Antworten bewertet: nichts zurückzunehmen (bei der Bewertung „ein falscher Schritt wird zurückgenommen“ wird ein falscher Schritt für dich zurückgenommen).
exercise-reset-armed = Neu beginnen verwirft diesen Versuch für eine neue Instanz (den nächsten Versuch). Um abzugeben, was du getan hast, kopiere zuerst seinen Abschlusscode unten. Drücke erneut Neu beginnen, um fortzufahren.
# $answer: the algorithm's answer in words.
exercise-model-shown = Musterantwort: { $answer }.
exercise-model-shown-first = Musterantwort (ab jetzt keine Punkte für diese Instanz; Neu beginnen für eine neue): { $answer }.
exercise-model-shown-first-step = Musterantwort (ab jetzt keine Punkte für diesen Schritt): { $answer }.
# $instance: exercise-instance.
exercise-slide-board = Das Brett der Folie: { $instance }
exercise-chance-label = Wahrscheinlichkeit (%)
exercise-chance-refused = Gib die Wahrscheinlichkeit in Prozent ein, eine Zahl von 0 bis 100 (36,8 wird als 37 gelesen).
exercise-check = Prüfen
# $count: squares picked so far.
exercise-done = Fertig ({ $count ->
        [0] keines
       *[other] { $count } gewählt
    })
exercise-clear = Leeren
# $summary: exercise-summary and the first mismatch.
exercise-all-answered = Fertig: alle { $total } Schritte beantwortet. { $summary }
exercise-question = Schritt { $step } von { $total }: { $prompt }
exercise-score-end = { $answered } von { $total } Schritten beantwortet: bewertet wird am Ende.
# $fixes, $undos: 0 for none; $end: "yes" at the end's grading.
exercise-score = Punkte: { $right } von { $total } Schritten beim ersten Versuch richtig ({ $answered } beantwortet){ $fixes ->
        [0] {""}
       *[other] , { $fixes } { $end ->
            [yes] falsch
           *[other] korrigiert
        }
    }{ $undos ->
        [0] {""}
       *[other] , { $undos } zurückgenommen
    }.
exercise-score-model = { $score } Musterantwort geöffnet: keine Punkte für diese Instanz (Neu beginnen für eine neue).
exercise-score-model-step = { $score } Musterantwort geöffnet: keine Punkte für diesen Schritt.
exercise-model-answer-shown = (Musterantwort gezeigt)

## A course page's saved work (SPLICE, www/splice.js).
exercise-host-silent = Die Kursseite hat auf die Frage nach deiner gespeicherten Arbeit nicht geantwortet (innerhalb von { $seconds } s), daher ist dies ein Neuanfang. Antwortet sie vor deiner ersten Antwort hier, kommt deine Arbeit dann zurück.
exercise-host-late = Die Kursseite gab deine gespeicherte Arbeit zurück, nachdem du hier schon begonnen hattest: Sie wurde nicht wiederhergestellt, um zu behalten, was du hier getan hast (die Kursseite speichert jetzt das).
exercise-host-keeps = Die Kursseite behält sie bis zu deiner ersten Antwort hier, die sie ersetzt; lade die Seite neu, um erneut zu fragen.
exercise-host-refused = Die Kursseite konnte deine gespeicherte Arbeit nicht zurückgeben ({ $words }), daher ist dies ein Neuanfang. { exercise-host-keeps }
exercise-host-unusable = Die Kursseite gab gespeicherte Arbeit zurück, die diese Seite nicht verwenden kann ({ $why }), daher ist dies ein neuer Versuch. { exercise-host-keeps }
exercise-host-behind = Deine Arbeit auf diesem Computer ist weiter als die Kopie der Kursseite: Sie bleibt erhalten, und die Kursseite erhält sie mit deiner nächsten Antwort.
## Why the saved work cannot be restored.
exercise-unfit-predict = sie ist ein Stand des Vorhersagemodus, keine Übung
exercise-unfit-none = sie enthält keine Übung
exercise-unfit-class-code = ihr Klassencode ist keiner
exercise-unfit-class-address = sie gehört zur Klasse { $class }, nicht zu der der Adresse
exercise-unfit-class = sie gehört zur Klasse { $class }, nicht { $wanted }
exercise-unfit-no-learner = sie nennt keinen Lernenden
exercise-unfit-learner = der Name des Lernenden ist keiner, den diese Seite annimmt
exercise-unfit-other-learner = sie wurde unter einem anderen Namen gespeichert, nicht „{ $learner }“
exercise-unfit-grading = ihre Bewertung ist keine dieser Seite
exercise-unfit-attempt = ihre Versuchsnummer ist keine ganze Zahl
exercise-unfit-answers = ihre Antworten sind keine Liste von Antworten
exercise-unfit-replay = ihre Antworten lassen sich in dieser Übung nicht nachspielen ({ $why })
## Which algorithms have an exercise.
exercise-available = jeden Algorithmus mit seinen Standardparametern sowie Backtracking mit Vorwärtsprüfung, MAC oder Vorwärtsprüfung mit MRV oder mit LCV

## The teacher's answer keys (www/teacher-key.js).

exercise-key-open = Diese Instanz auf dem Brett öffnen (Zuschauen, in einem neuen Tab, an ihrem Start): Weiterschalten spielt die Züge des Algorithmus
exercise-key-answer = Antwort:
exercise-key-header-title = So benennt die Seite des Lernenden die Instanz
# $learner: the name as typed.
exercise-key-print-title = Lösungsschlüssel: { $learner }
exercise-key-print-note = Zeile 1 ist unten, Spalte 1 links. Die Seite des Lernenden zeigt diese Instanz für den Namen { $learner } (Leerzeichen und Großschreibung zählen nicht).
exercise-key-col-learner = Lernende
exercise-key-col-instance = Instanz
exercise-key-col-answers = Die Antworten des Algorithmus, Schritt für Schritt
exercise-key-table-title = Lösungsschlüssel: { $name }, Klasse { $class }, Versuch { $attempt }
exercise-key-table-task = Was jeder Lernende tut: { $task } Zeile 1 ist unten, Spalte 1 links.
exercise-key-status = Die Instanz und der Lösungsschlüssel von { $learner }: { $steps } Schritte.
exercise-key-name-needed = Gib den Namen oder die Nummer des Lernenden ein: seine Instanz wird daraus gezogen
# $why: what is wrong (a bad class code or attempt).
exercise-key-nothing-printed = Nichts gedruckt: { $why }.
# $lines: the lines left out (exercise-key-refused…), joined by semicolons.
exercise-key-left-out = Ausgelassen: { $lines }.
# $line: the line's number among the names pasted; $name: the name on it; $why: why it was left out.
exercise-key-refused = Zeile { $line }: { $why }
exercise-key-refused-named = Zeile { $line } ({ $name }): { $why }
exercise-key-attempt-whole = Der Versuch ist eine ganze Zahl: 1 (die erste Instanz), 2, 3, …
exercise-key-same-learner = dieselbe Person wie Zeile { $line }
exercise-key-nothing-to-print = Nichts zu drucken: füge die Namen oder Nummern der Lernenden ein, einen pro Zeile.
# $learners: how many keys were printed.
exercise-key-printed-pages = Die Schlüssel von { $learners } { $learners ->
        [one] Lernendem
       *[other] Lernenden
    } zum Drucken geschickt (eine Seite pro Lernendem).
exercise-key-printed-table = Die Schlüssel von { $learners } { $learners ->
        [one] Lernendem
       *[other] Lernenden
    } zum Drucken geschickt (eine Tabelle).

## The board in words for a screen reader (the canvas is a picture), rows from the top.

exercise-words-queen = Zeile { $row }: Dame in Spalte { $col }
exercise-words-queen-attacked = Zeile { $row }: Dame in Spalte { $col }, bedroht
exercise-words-empty = Zeile { $row }: leer
# $marked: the marked columns (exercise-words-marked), joined by commas.
exercise-words-empty-marked = Zeile { $row }: leer; markierte Spalten { $marked }
# $by: the row whose queen marked column $col.
exercise-words-marked = { $col } (durch Zeile { $by })
# $rows: each row in words, joined by semicolons.
exercise-words-board = Das Brett, oberste Zeile zuerst: { $rows }.
# $caption: the last move's caption.
exercise-words-last = Letzter Zug: { $caption }
# $squares: the squares picked (exercise-answer-square), joined by semicolons.
exercise-words-picked = Bisher gewählt: { $squares }.
exercise-words-row-separator = { "; " }
exercise-words-column-separator = { ", " }
# The board's caption while an inference's prunes are asked.
exercise-caption-arc = Zeile { $row }, Spalte { $col }: die Dame ist gesetzt; die Vorwärtsprüfung hat { $removed ->
        [one] { $removed } Feld
       *[other] { $removed } Felder
    } entfernt (durchgestrichen). Welche Felder entfernt die Kantenkonsistenz?
exercise-caption-prunes = Zeile { $row }, Spalte { $col } ist sicher — die Dame ist gesetzt. Welche Felder entfernt ihr Setzen?

## The exercises' errors (src/exercise.rs): see locales/en/exercise.ftl.

exercise-error-unknown = Unbekannte Übung „{ $text }“: eine von { $codes }
exercise-error-class-code = „{ $text }“ ist kein Klassencode: Ein Klassencode besteht aus den Buchstaben der Übung ({ $codes }), einem Bindestrich und { $digits } Buchstaben oder Ziffern, etwa FC-7KQ2M9
exercise-error-name-too-long = Name oder Nummer eines Lernenden hat höchstens { $max } Zeichen
exercise-error-token = „{ $token }“ ist keine Antwort auf einem { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") }-Brett
exercise-error-grading = Unbekannte Bewertung „{ $text }“: fix, undo oder end
exercise-error-after-last = Antwort { NUMBER($answer, useGrouping: "false") } kommt nach dem letzten Schritt
exercise-error-undo-nothing = Antwort { NUMBER($answer, useGrouping: "false") } nimmt nichts zurück
exercise-error-name-escape = Eine fehlerhafte %-Maskierung im Namen
exercise-error-name-utf8 = Ein Name, der kein gültiges UTF-8 ist
exercise-error-not-code = Kein Abschlusscode (er beginnt mit NQX1~)
exercise-error-not-whole-code = Kein vollständiger Abschlusscode (ein Code beginnt mit NQX1~ und hat 13 durch ~ getrennte Teile): gekürzt oder vertippt
exercise-error-check = Die Prüfsumme stimmt nicht: Der Code wurde vertippt, gekürzt oder verändert
exercise-error-not-number = { $field ->
        [attempt] Der Versuch
        [time] Die Zeit
        [right] Die Zahl der richtigen Antworten
        [steps] Die Zahl der Schritte
        [fixes] Die Zahl der Korrekturen
       *[undos] Die Zahl der Rücknahmen
    } ist keine Zahl
exercise-error-attempt-large = Der Versuch ist zu groß
exercise-error-score = Seine Antworten ergeben { NUMBER($right, useGrouping: "false") } von { NUMBER($total, useGrouping: "false") } richtig ({ NUMBER($fixes, useGrouping: "false") } korrigiert, { NUMBER($undos, useGrouping: "false") } zurückgenommen{ $opened ->
        [yes] , Musterantwort geöffnet
       *[no] {""}
    }), nicht die angegebenen { NUMBER($claimed, useGrouping: "false") } von { NUMBER($claimedTotal, useGrouping: "false") }
exercise-error-no-name = Geben Sie Namen oder Nummer des Lernenden ein: Daraus wird die Instanz jedes Lernenden gezogen
exercise-error-attempt-zero = Der Versuch ist 1 (die erste Instanz), 2, 3, …
exercise-error-params = Die Übung zu { $algorithm } braucht diese Parameter: { $offered }
exercise-error-params-defaults = seine Standardwerte
exercise-error-params-or = { $item } oder { $last }
exercise-error-params-comma = { $item }, { $rest }
