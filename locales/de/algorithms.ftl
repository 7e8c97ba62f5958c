# Was jeder Algorithmus über sich sagt, auf Deutsch. Übersetzt aus locales/en/algorithms.ftl
# (die Kennungen erklärt deren Kopf; siehe docs/translating.md).
# Begriffe wie in locales/de/page.ftl („Dame“, „Brett“, „Zeile“, „Spalte“, „Diagonale“,
# „bedrohen“, „Backtracking“), für die Suchverfahren nach Russell & Norvig, „Künstliche
# Intelligenz: Ein moderner Ansatz“ (3. Aufl., Pearson 2012) und den Kursnotizen
# iamnico42.github.io/portfolio/studium/AI („(CSP) Constraint Satisfaction Problem“:
# Backtracking, Wertebereiche (Domains), AC-3, Min-Conflicts): „Bergsteigeralgorithmus“
# (Hill Climbing; studysmarter.de: „Hügelsteigen“), „simulierte Abkühlung“ (Simulated
# Annealing), „genetischer Algorithmus“, „Fitness“, „Crossover“, „Mutation“, „Nachfolger“,
# „Heuristik“, „Wertebereich“, „Vorwärtsprüfung“ (Forward Checking), „Kantenkonsistenz“
# (Arc Consistency, AC-3), „Neustart“. Symbole (n, k, h, T, ΔE, c) bleiben.
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

## Backtracking (backtracking)

algorithm-backtracking-name = Backtracking
algorithm-backtracking-title = Backtracking
algorithm-backtracking-summary = Backtracking in die Tiefe, von der Ecke unten links, Zeile für Zeile. Jedes geprüfte Feld ist ein Versuch; hat eine Zeile kein sicheres Feld mehr, geht die Suche zurück (Rückverfolgung).
algorithm-backtracking-source = der Rundgang „erste Lösung“; 4×4 erreicht seine erste Lösung nach 26 Versuchen, 8×8 nach 876 (OEIS A140450).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-backtracking-attempt-unit = geprüfte Felder
algorithm-backtracking-tries-unit = Läufe
algorithm-backtracking-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-backtracking-line-1 = für jede Zeile, ab Zeile 1 aufwärts, ab Spalte 1:
algorithm-backtracking-line-2 = prüfe das nächste Feld der Zeile
algorithm-backtracking-line-3 = bedroht es eine Dame weiter unten (die Markierung des Feldes): weiterrücken
algorithm-backtracking-line-4 = sonst setze die Dame und markiere die Felder, die sie bedroht; eine Zeile höher
algorithm-backtracking-line-5 = hat jede Zeile eine Dame: eine Lösung
algorithm-backtracking-line-6 = hat die Zeile kein Feld mehr: zurück zur Zeile darunter (Backtracking)
algorithm-backtracking-line-7 = hebe deren Dame ab, lösche ihre Markierungen und rücke sie weiter
algorithm-backtracking-line-8 = hat Zeile 1 kein Feld mehr, ist die Suche vollständig
algorithm-backtracking-line-9 = mit MRV: fülle als Nächstes die leere Zeile mit den wenigsten verbliebenen Feldern in ihrem Wertebereich
algorithm-backtracking-line-10 = mit Vorwärtsprüfung: entferne die Felder, die die Dame bedroht, aus den leeren Zeilen
algorithm-backtracking-line-11 = mit MAC: entferne dann jedes Feld, das in einer anderen Zeile keine Stütze mehr hat (AC-3)
algorithm-backtracking-line-12 = ist der Wertebereich einer Zeile leer: hebe die Dame ab, stelle die Wertebereiche wieder her, rücke weiter
algorithm-backtracking-line-13 = mit LCV: prüfe zuerst das Feld, das am wenigsten Felder aus den Wertebereichen der anderen Zeilen entfernt (bei Gleichstand das linke); ohne Inferenz werden nur die sicheren Felder geordnet, die bedrohten danach von links nach rechts geprüft
# The parameter inference: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-inference = Inferenz
algorithm-backtracking-param-inference-help = was jede Platzierung aus den Wertebereichen der leeren Zeilen entfernt: nichts (der Rundgang), die Felder, die ihre Dame bedroht (Vorwärtsprüfung), oder auch jedes Feld ohne Stütze (MAC, AC-3)
algorithm-backtracking-param-inference-choice-none = Keine (der Rundgang)
algorithm-backtracking-param-inference-choice-forward-checking = Vorwärtsprüfung (Forward Checking)
algorithm-backtracking-param-inference-choice-mac = Kantenkonsistenz (MAC)
# The parameter ordering: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-ordering = Zeilenreihenfolge
algorithm-backtracking-param-ordering-help = welche leere Zeile als Nächstes gefüllt wird: ab Zeile 1 aufwärts oder die mit den wenigsten verbliebenen Feldern im Wertebereich (MRV; bei Gleichstand die unterste)
algorithm-backtracking-param-ordering-choice-rows = Ab Zeile 1 aufwärts
algorithm-backtracking-param-ordering-choice-mrv = Wenigste Felder übrig (MRV)
# The parameter values: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-values = Feldreihenfolge
algorithm-backtracking-param-values-help = in welcher Reihenfolge die Felder einer Zeile geprüft werden: von links nach rechts oder das am wenigsten einschränkende zuerst (LCV: das Feld, das am wenigsten Felder aus den anderen leeren Zeilen entfernt; bei Gleichstand das linke; ohne Inferenz die bedrohten Felder nach den sicheren, von links nach rechts)
algorithm-backtracking-param-values-choice-left-to-right = Von links nach rechts
algorithm-backtracking-param-values-choice-lcv = Am wenigsten einschränkend (LCV)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-attempts-total = Versuche insgesamt
algorithm-backtracking-counter-attempts-total-counts = geprüfte Felder, bedroht oder nicht, seit dem Start (OEIS A140450 bei der ersten Lösung)
algorithm-backtracking-counter-attempts-total-report = Versuchte Platzierungen
# The counter solutions-found: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-solutions-found = Gefundene Lösungen
algorithm-backtracking-counter-solutions-found-counts = bisher gefundene vollständige Bretter (OEIS A000170 am Ende der Suche)
# The counter consistency-checks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-consistency-checks = Konsistenzprüfungen
algorithm-backtracking-counter-consistency-checks-counts = Prüfungen, ob Damen auf zwei Feldern verschiedener Zeilen einander bedrohen würden (ein Feld probieren, Vorwärtsprüfung, AC-3, MRV und LCV machen sie)
algorithm-backtracking-counter-consistency-checks-report = Konsistenzprüfungen
# The counter backtracks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-backtracks = Rücksprünge
algorithm-backtracking-counter-backtracks-counts = Zeilen, denen die Felder ausgingen, sodass die Suche zur zuvor gefüllten Zeile zurückkehrte
algorithm-backtracking-counter-backtracks-report = Rücksprünge
# The counter wipe-outs (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-wipe-outs = Auslöschungen
algorithm-backtracking-counter-wipe-outs-counts = Platzierungen, deren Inferenz eine leere Zeile mit leerem Wertebereich hinterließ
algorithm-backtracking-counter-wipe-outs-report = Auslöschungen

## Random placement (random-placement)

algorithm-random-placement-name = Zufällige Platzierung
algorithm-random-placement-title = Zufällige Platzierung (Las Vegas)
algorithm-random-placement-summary = Las Vegas: Die Dame jeder Zeile kommt auf ein zufällig gezogenes Feld unter denen, die keine Dame weiter unten bedroht. Eine Zeile ohne solches Feld ist eine Sackgasse: Der Durchgang wird verworfen und ein neuer beginnt.
algorithm-random-placement-source = Zufällige Platzierung nach Las Vegas; Rolfe (2006), Algorithmus Zwei „GridSearch“. Auf 8×8 gelingt ein Durchgang mit Wahrscheinlichkeit 0,1293.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-random-placement-attempt-unit = gesetzte Damen
algorithm-random-placement-tries-unit = Durchgänge
algorithm-random-placement-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-random-placement-line-1 = wiederhole (ein Durchgang):
algorithm-random-placement-line-2 = leere das Brett
algorithm-random-placement-line-3 = für jede Zeile, ab Zeile 1 aufwärts:
algorithm-random-placement-line-4 = ist jedes Feld der Zeile bedroht: eine Sackgasse, beginne einen neuen Durchgang
algorithm-random-placement-line-5 = setze die Dame auf ein zufällig gezogenes unbedrohtes Feld
algorithm-random-placement-line-6 = bis jede Zeile eine Dame hat: eine Lösung
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trials = Durchgänge (Neustarts + 1)
algorithm-random-placement-counter-trials-counts = begonnene Durchgänge: einer je Sackgasse, die das Brett neu startete, plus der erste
algorithm-random-placement-counter-trials-report = Durchgänge
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trial-attempts = Platzierungen in diesem Durchgang
algorithm-random-placement-counter-trial-attempts-counts = seit Beginn des laufenden Durchgangs gesetzte Damen
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-attempts-total = Platzierungen in allen Durchgängen
algorithm-random-placement-counter-attempts-total-counts = in allen Durchgängen gesetzte Damen (die Versuche des Labors)
algorithm-random-placement-counter-attempts-total-report = Versuchte Platzierungen

## Permutation swaps (permutation-swap)

algorithm-permutation-swap-name = Permutationstausch
algorithm-permutation-swap-title = Permutationstausch (Rolfe, Algorithmus Eins)
algorithm-permutation-swap-summary = Eine gemischte Permutation: eine Dame je Zeile und Spalte. Zeile für Zeile tauscht eine Dame auf einer schon belegten Diagonale ihre Spalte mit der nächsten späteren Zeile; bleibt keine, beginnt ein neues Mischen.
algorithm-permutation-swap-source = Rolfe, „Las Vegas Does N-Queens“ (2006), Algorithmus Eins, mit Wirths Diagonalflaggen.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-permutation-swap-attempt-unit = Damenprüfungen
algorithm-permutation-swap-tries-unit = Permutationsvektoren
algorithm-permutation-swap-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-permutation-swap-line-1 = wiederhole:
algorithm-permutation-swap-line-2 = mische den Permutationsvektor; lösche die Diagonalflaggen
algorithm-permutation-swap-line-3 = für jede Zeile k, ab Zeile 1 aufwärts:
algorithm-permutation-swap-line-4 = steht die Dame der Zeile k auf zwei freien Diagonalen: markiere sie als belegt
algorithm-permutation-swap-line-5 = sonst tausche die Spalte der Zeile k mit der der nächsten ungeprüften späteren Zeile und prüfe Zeile k erneut
algorithm-permutation-swap-line-6 = bleibt keine spätere Zeile zu prüfen: dieser Vektor scheitert
algorithm-permutation-swap-line-7 = bis jede Zeile besteht: eine Lösung
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-permutations = Benutzte Permutationsvektoren
algorithm-permutation-swap-counter-permutations-counts = bisher gemischte Permutationsvektoren, dieser eingeschlossen
algorithm-permutation-swap-counter-permutations-report = Permutationen
# The counter swaps: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-swaps = Tausche
algorithm-permutation-swap-counter-swaps-counts = Spaltentausche einer Zeile mit einer späteren Zeile, über alle Vektoren
algorithm-permutation-swap-counter-swaps-report = Tausche

## QS1 gradient swaps (qs1)

algorithm-qs1-name = QS1 Gradiententausch
algorithm-qs1-title = QS1 (Sosič & Gu)
algorithm-qs1-summary = Gradientenbasierte Tausche: Ausgehend von einer zufälligen Permutation werden Zeilenpaare mit einer bedrohten Dame geprüft und getauscht, wenn das die Kollisionen verringert; ein Durchlauf ohne Tausch beginnt eine neue Permutation.
algorithm-qs1-source = Sosič & Gu, „Fast Search Algorithms for the N-Queens Problem“ (1991), QS1, Abbildungen 1–2.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs1-attempt-unit = geprüfte Tausche
algorithm-qs1-tries-unit = Permutationen
algorithm-qs1-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs1-line-1 = wiederhole:
algorithm-qs1-line-2 = erzeuge eine zufällige Permutation (eine Dame je Zeile und je Spalte)
algorithm-qs1-line-3 = wiederhole für jedes Zeilenpaar i < j mit einer bedrohten Dame:
algorithm-qs1-line-4 = verringert das Tauschen ihrer Spalten die Kollisionen: tausche sie
algorithm-qs1-line-5 = sonst lass sie
algorithm-qs1-line-6 = bis ein ganzer Durchlauf nichts tauscht
algorithm-qs1-line-7 = bis die Kollisionen 0 sind: eine Lösung
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-collisions = Kollisionen jetzt
algorithm-qs1-counter-collisions-counts = Damen über die erste hinaus auf jeder Diagonale, über die Diagonalen summiert (Sosič & Gu)
# The counter initial-collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-initial-collisions = Kollisionen anfangs
algorithm-qs1-counter-initial-collisions-counts = Kollisionen der aktuellen Permutation, als sie gezogen wurde (Tabelle 2)
algorithm-qs1-counter-initial-collisions-report = Anfängliche Kollisionen
# The counter pairs-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-pairs-tested = Geprüfte Paare
algorithm-qs1-counter-pairs-tested-counts = geprüfte Zeilenpaare über alle Permutationen (Abbildung 2, Zeile 5; Tabelle 5)
algorithm-qs1-counter-pairs-tested-report = Geprüfte Paare
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-tested = Geprüfte Tausche
algorithm-qs1-counter-swaps-tested-counts = auf einen Gewinn geprüfte Tausche über alle Permutationen (Abbildung 2, Zeile 6; Tabelle 5)
algorithm-qs1-counter-swaps-tested-report = Geprüfte Tausche
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-performed = Ausgeführte Tausche
algorithm-qs1-counter-swaps-performed-counts = Tausche, die ausgeführt wurden, weil sie die Kollisionen verringerten (Abbildung 2, Zeile 7)
algorithm-qs1-counter-swaps-performed-report = Ausgeführte Tausche
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-permutations = Permutationen
algorithm-qs1-counter-permutations-counts = gezogene zufällige Permutationen, diese eingeschlossen (Tabelle 4)
algorithm-qs1-counter-permutations-report = Permutationen

## Min-conflicts (min-conflicts)

algorithm-min-conflicts-name = Min-Conflicts
algorithm-min-conflicts-title = Min-Conflicts (Minton u. a.)
algorithm-min-conflicts-summary = Min-Conflicts: Ein gieriger Start setzt die Dame jeder Zeile auf ein wenig bedrohtes Feld; dann zieht eine Dame im Konflikt innerhalb ihrer Zeile auf das Feld mit den wenigsten Konflikten, bis keine mehr bedroht ist.
algorithm-min-conflicts-source = Minton, Johnston, Philips & Laird (1992), Min-Conflicts-Heuristik.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-min-conflicts-attempt-unit = Reparaturzüge
algorithm-min-conflicts-tries-unit = Starts
algorithm-min-conflicts-collisions = Konfliktpaare
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-min-conflicts-line-1 = gieriger Start: setze die Dame jeder Zeile auf ein Feld mit den wenigsten Konflikten
algorithm-min-conflicts-line-2 = solange eine Dame im Konflikt ist:
algorithm-min-conflicts-line-3 = ziehe eine Dame im Konflikt innerhalb ihrer Zeile auf das Feld mit den wenigsten Konflikten
algorithm-min-conflicts-line-4 = nach zu vielen Zügen: leere das Brett und beginne neu
algorithm-min-conflicts-line-5 = keine Dame ist bedroht: eine Lösung
# The counter conflicts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-conflicts = Konfliktpaare
algorithm-min-conflicts-counter-conflicts-counts = Paare von Damen, die einander bedrohen, in Spalten und Diagonalen
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-moves = Reparaturzüge
algorithm-min-conflicts-counter-moves-counts = innerhalb ihrer Zeile auf ein Feld mit den wenigsten Konflikten gezogene Damen
algorithm-min-conflicts-counter-moves-report = Reparaturzüge
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-starts = Starts
algorithm-min-conflicts-counter-starts-counts = gierige Starts: Neustarts nach zu vielen Zügen, plus der erste
algorithm-min-conflicts-counter-starts-report = Starts

## QS4 fast swaps (qs4)

algorithm-qs4-name = QS4 schnelle Tausche
algorithm-qs4-title = QS4 (Sosič & Gu)
algorithm-qs4-summary = QS4: ein Start, der die meisten Damen auf freie Diagonalen setzt, dann zufällige Tausche bedrohter Damen, die die Kollisionen verringern – die Suche, die Millionen von Damen bewältigt.
algorithm-qs4-source = Sosič & Gu (1991, 1994), QS4.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs4-attempt-unit = geprüfte Tausche
algorithm-qs4-tries-unit = Starts
algorithm-qs4-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs4-line-1 = Start: Zeile für Zeile die Spalte einer späteren Zeile eintauschen, bis die Dame auf freien Diagonalen steht
algorithm-qs4-line-2 = solange Kollisionen bleiben:
algorithm-qs4-line-3 = wähle eine bedrohte Dame und eine zufällige Zeile: verringert das Tauschen ihrer Spalten die Kollisionen, tausche
algorithm-qs4-line-4 = sonst lass sie
algorithm-qs4-line-5 = nach zu vielen Prüfungen: eine neue Permutation und ein neuer Start
algorithm-qs4-line-6 = die Kollisionen sind 0: eine Lösung
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-collisions = Kollisionen jetzt
algorithm-qs4-counter-collisions-counts = Damen über die erste hinaus auf jeder Diagonale unter den gesetzten Damen, über die Diagonalen summiert
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-tested = Tauschprüfungen
algorithm-qs4-counter-swaps-tested-counts = auf einen Gewinn geprüfte Tausche einer bedrohten Dame mit einer zufälligen Zeile, über alle Starts
algorithm-qs4-counter-swaps-tested-report = Geprüfte Tausche
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-performed = Ausgeführte Tausche
algorithm-qs4-counter-swaps-performed-counts = im aktuellen Start ausgeführte Tausche, weil sie die Kollisionen verringerten
algorithm-qs4-counter-swaps-performed-report = Ausgeführte Tausche
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-starts = Starts
algorithm-qs4-counter-starts-counts = konfliktfreie Starts: Neustarts nach zu vielen Tauschen, plus der erste
algorithm-qs4-counter-starts-report = Starts

## Explicit construction (construction)

algorithm-construction-name = Explizite Konstruktion
algorithm-construction-title = Konstruktion (Hoffman, Loessi & Moore)
algorithm-construction-summary = Überhaupt keine Suche: Eine Formel gibt die Spalte jeder Zeile für jedes n ≥ 4 an, in O(n).
algorithm-construction-source = Hoffman, Loessi & Moore (1969); Bernhardsson (1991), zitiert bei Rolfe (2006).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-construction-attempt-unit = gesetzte Damen
algorithm-construction-tries-unit = Läufe
algorithm-construction-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-construction-line-1 = m = n, wenn n gerade ist, sonst n − 1
algorithm-construction-line-2 = wenn m mod 6 ≠ 2: Zeile i hat Spalte 2i, Zeile m/2 + i Spalte 2i − 1 (i = 1 … m/2)
algorithm-construction-line-3 = wenn m mod 6 = 2: Zeile i hat Spalte 1 + ((2i + m/2 − 3) mod m), Zeile m + 1 − i Spalte m − ((2i + m/2 − 3) mod m)
algorithm-construction-line-4 = wenn n ungerade ist: Zeile n hat Spalte n
algorithm-construction-line-5 = jede Zeile hat ihre Dame: eine Lösung
# The counter placed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-construction-counter-placed = Gesetzte Damen
algorithm-construction-counter-placed-counts = Zeilen, deren Dame die Formel gesetzt hat

## Hill climbing (hill-climbing)

algorithm-hill-climbing-name = Bergsteigeralgorithmus
algorithm-hill-climbing-title = Bergsteigeralgorithmus (Russell & Norvig, AIMA §4.1.1)
algorithm-hill-climbing-summary = Bergsteigeralgorithmus (Hill Climbing): Ausgehend von einem zufälligen Brett mit einer Dame je Zeile wird die Dame gezogen, deren Zug h (die einander bedrohenden Paare) am stärksten senkt; senkt kein Zug h, steckt der Aufstieg in einem lokalen Minimum oder auf einem Plateau fest und beginnt neu mit einem frischen zufälligen Brett. Jedes Feld zeigt das h, das das Brett hätte, wenn die Dame seiner Zeile dorthin zöge (AIMA, Abbildung 4.3a).
algorithm-hill-climbing-source = Russell & Norvig, Künstliche Intelligenz: Ein moderner Ansatz, 3. Aufl., §4.1.1 (Abbildungen 4.2, 4.3): 14 % der Aufstiege beim 8-Damen-Problem lösen es, 94 % mit 100 Seitwärtszügen.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-hill-climbing-attempt-unit = Züge
algorithm-hill-climbing-tries-unit = Aufstiege
algorithm-hill-climbing-collisions = Bedrohende Paare (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-hill-climbing-line-1 = aktuell ← ein zufälliges Brett (die Dame jeder Zeile in einer zufälligen Spalte)
algorithm-hill-climbing-line-2 = Nachbar ← ein Nachfolger von aktuell mit dem kleinsten h (bei Gleichstand zufällig)
algorithm-hill-climbing-line-3 = wenn h(Nachbar) < h(aktuell), oder = mit einem verbleibenden Seitwärtszug: aktuell ← Nachbar
algorithm-hill-climbing-line-4 = sonst festgefahren (lokales Minimum oder Plateau): Neustart mit einem zufälligen Brett
algorithm-hill-climbing-line-5 = wenn h(aktuell) = 0: gib aktuell zurück
algorithm-hill-climbing-line-6 = mit erster Wahl, für die Zeilen 2 und 3: nimm die Nachfolger in zufälliger Reihenfolge; aktuell ← der erste mit h < h(aktuell) (keiner, und ein Seitwärtszug bleibt: der erste mit h = h(aktuell))
# The parameter sideways: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-sideways = Seitwärtszüge
algorithm-hill-climbing-param-sideways-help = die meisten Seitwärtszüge (zu einem Nachfolger mit gleichem h) in Folge, bevor ein Aufstieg als festgefahren gilt; AIMA erlaubt 100
# The parameter restart: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-restart = Zufälliger Neustart
algorithm-hill-climbing-param-restart-help = ein festgefahrener Aufstieg beginnt neu mit einem frischen zufälligen Brett; ausgeschaltet endet der Lauf ungelöst
# The parameter choice: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-choice = Gewählter Nachfolger
algorithm-hill-climbing-param-choice-help = steilster Anstieg nimmt einen besten Nachfolger; erste Wahl den ersten besseren, der in zufälliger Reihenfolge gefunden wird
algorithm-hill-climbing-param-choice-choice-steepest = Steilster Anstieg
algorithm-hill-climbing-param-choice-choice-first-choice = Erste Wahl
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-h = h (bedrohende Paare)
algorithm-hill-climbing-counter-h-counts = Paare von Damen, die einander bedrohen, direkt oder nicht: die heuristischen Kosten
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-moves = Damenzüge
algorithm-hill-climbing-counter-moves-counts = gezogene Damen über alle Aufstiege (jede innerhalb ihrer Zeile gezogen)
algorithm-hill-climbing-counter-moves-report = Züge
# The counter sideways: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-sideways = Seitwärtszüge
algorithm-hill-climbing-counter-sideways-counts = Züge zu einem Nachfolger mit gleichem h, über alle Aufstiege
# The counter climbs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-climbs = Aufstiege
algorithm-hill-climbing-counter-climbs-counts = Aufstiege von einem zufälligen Brett (der erste und jeder zufällige Neustart)
algorithm-hill-climbing-counter-climbs-report = Aufstiege

## Simulated annealing (simulated-annealing)

algorithm-simulated-annealing-name = Simulierte Abkühlung
algorithm-simulated-annealing-title = Simulierte Abkühlung (Russell & Norvig, AIMA §4.1.2)
algorithm-simulated-annealing-summary = Simulierte Abkühlung (Simulated Annealing): Ausgehend von einem zufälligen Brett mit einer Dame je Zeile wird ein zufälliger Nachfolger vorgeschlagen (eine zufällige Dame auf ein anderes Feld ihrer Zeile); er wird genommen, wenn h nicht steigt, sonst nur mit Wahrscheinlichkeit e^(ΔE/T). Die Temperatur T sinkt nach jedem Vorschlag, sodass schlechtere Züge seltener werden; ein Lauf, der ungelöst unter den Boden abkühlt, beginnt neu.
algorithm-simulated-annealing-source = Russell & Norvig, Künstliche Intelligenz: Ein moderner Ansatz, 3. Aufl., §4.1.2 (Abbildung 4.5); Kirkpatrick, Gelatt & Vecchi (1983).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-simulated-annealing-attempt-unit = vorgeschlagene Züge
algorithm-simulated-annealing-tries-unit = Läufe
algorithm-simulated-annealing-collisions = Bedrohende Paare (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-simulated-annealing-line-1 = aktuell ← ein zufälliges Brett; T ← die Anfangstemperatur
algorithm-simulated-annealing-line-2 = nächster ← ein zufälliger Nachfolger von aktuell (eine zufällige Dame auf ein anderes Feld ihrer Zeile); ΔE ← h(aktuell) − h(nächster)
algorithm-simulated-annealing-line-3 = wenn ΔE ≥ 0: aktuell ← nächster
algorithm-simulated-annealing-line-4 = sonst aktuell ← nächster nur mit Wahrscheinlichkeit e^(ΔE/T)
algorithm-simulated-annealing-line-5 = T ← T × Abkühlung; wenn T < Boden: halt (Neustart mit einem zufälligen Brett)
algorithm-simulated-annealing-line-6 = wenn h(aktuell) = 0: gib aktuell zurück
# The parameter temperature: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-temperature = Anfangstemperatur
algorithm-simulated-annealing-param-temperature-help = T zu Beginn jedes Laufs: je höher, desto mehr schlechtere Züge werden früh genommen
# The parameter cooling: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-cooling = Abkühlungsfaktor
algorithm-simulated-annealing-param-cooling-help = T wird nach jedem Vorschlag damit multipliziert: näher an 1 kühlt langsamer ab
# The parameter floor: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-floor = Boden
algorithm-simulated-annealing-param-floor-help = ein Lauf, dessen T darunter fällt, hält an (und ein frischer beginnt, wenn nicht gelöst)
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-h = h (bedrohende Paare)
algorithm-simulated-annealing-counter-h-counts = Paare von Damen, die einander bedrohen, direkt oder nicht: die Energie, die die Abkühlung senkt
# The counter proposals: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-proposals = Vorgeschlagene Züge
algorithm-simulated-annealing-counter-proposals-counts = vorgeschlagene zufällige Nachfolger über alle Läufe
algorithm-simulated-annealing-counter-proposals-report = Vorgeschlagene Züge
# The counter worse-taken: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-taken = Genommene schlechtere Züge
algorithm-simulated-annealing-counter-worse-taken-counts = Vorschläge, die h erhöhten und trotzdem genommen wurden, mit Wahrscheinlichkeit e^(ΔE/T)
# The counter worse-refused: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-refused = Abgelehnte schlechtere Züge
algorithm-simulated-annealing-counter-worse-refused-counts = Vorschläge, die h erhöht hätten und abgelehnt wurden
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-runs = Läufe
algorithm-simulated-annealing-counter-runs-counts = Läufe von einem zufälligen Brett, jeder ab der Anfangstemperatur abkühlend
algorithm-simulated-annealing-counter-runs-report = Läufe

## Genetic algorithm (genetic)

algorithm-genetic-name = Genetischer Algorithmus
algorithm-genetic-title = Genetischer Algorithmus (Russell & Norvig, AIMA §4.1.4)
algorithm-genetic-summary = Ein genetischer Algorithmus: eine Population zufälliger Bretter, jedes bewertet nach seinen nicht bedrohenden Paaren (seiner Fitness); jedes Kind übernimmt die Zeilen unter einem zufälligen Crossover-Punkt von einem Elternteil und den Rest von einem anderen, die Eltern gezogen im Verhältnis zu ihrer Fitness, und wird manchmal mutiert. Die Kinder bilden die nächste Generation, bis eines eine Lösung ist.
algorithm-genetic-source = Russell & Norvig, Künstliche Intelligenz: Ein moderner Ansatz, 3. Aufl., §4.1.4 (Abbildungen 4.6 und 4.8); Holland (1975).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-genetic-attempt-unit = Kinder
algorithm-genetic-tries-unit = Läufe
algorithm-genetic-collisions = Bedrohende Paare (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-genetic-line-1 = Population ← k zufällige Bretter; Fitness = nicht bedrohende Paare
algorithm-genetic-line-2 = x, y ← zwei Eltern, jedes im Verhältnis zu seiner Fitness gezogen
algorithm-genetic-line-3 = Kind ← die Zeilen von x unter einem zufälligen Crossover-Punkt c, dann die von y (c von 1 bis n − 1: AIMAs c = n würde x ganz kopieren)
algorithm-genetic-line-4 = mit kleiner Wahrscheinlichkeit mutieren: die Dame einer zufälligen Zeile in eine zufällige Spalte (ihre eigene lässt das Kind unverändert)
algorithm-genetic-line-5 = nach k Kindern: sie werden die Population (eine neue Generation)
algorithm-genetic-line-6 = ist ein Brett fit genug (jedes Paar nicht bedrohend): gib es zurück
# The parameter population: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-population = Population
algorithm-genetic-param-population-help = die Bretter jeder Generation (k)
# The parameter mutation: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-mutation = Mutationswahrscheinlichkeit
algorithm-genetic-param-mutation-help = die Wahrscheinlichkeit, dass ein Kind mutiert wird: die Dame einer zufälligen Zeile zieht in eine zufällige Spalte (vielleicht ihre eigene)
# The parameter generations: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-generations = Generationen je Lauf
algorithm-genetic-param-generations-help = ein Lauf, der so viele Generationen ungelöst gezüchtet hat, beginnt neu
# The counter best-fitness: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-best-fitness = Beste Fitness
algorithm-genetic-counter-best-fitness-counts = die meisten nicht bedrohenden Paare auf einem Brett des Laufs: der aktuellen Generation und der bisher für die nächste erzeugten Kinder (n(n − 1)/2, sobald ein Brett eine Lösung ist)
# The counter generation: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-generation = Generation
algorithm-genetic-counter-generation-counts = die aktuelle Generation dieses Laufs (die erste Population ist 1)
# The counter children: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-children = Kinder
algorithm-genetic-counter-children-counts = durch Crossover (und vielleicht Mutation) erzeugte Kinder über alle Läufe
algorithm-genetic-counter-children-report = Erzeugte Kinder
# The counter mutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-mutations = Mutationen
algorithm-genetic-counter-mutations-counts = Mutationen, die ein Kind veränderten (die Dame seiner Zeile zog in eine andere Spalte), über alle Läufe (eine Mutation, die die Spalte der Dame selbst zieht, zählt nicht)
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-runs = Läufe
algorithm-genetic-counter-runs-counts = Läufe von einer frischen zufälligen Population
algorithm-genetic-counter-runs-report = Läufe

## queensLV (queens-lv)

algorithm-queens-lv-name = queensLV
algorithm-queens-lv-title = queensLV (Las Vegas + Backtracking; Brassard & Bratley)
algorithm-queens-lv-summary = k Damen kommen zufällig auf unbedrohte Felder, Zeile für Zeile, wie die zufällige Platzierung sie setzt; dann vervollständigt Backtracking das Brett. Eine Sackgasse unter den zufälligen Zeilen oder eine gescheiterte Vervollständigung beginnt einen neuen Durchgang. k = 0 ist Backtracking, k = n zufällige Platzierung.
algorithm-queens-lv-source = Brassard & Bratley, Fundamentals of Algorithmics (1996), §10.6.3, queensLV mit stepVegas = k. Auf 8×8 sind die erwarteten Knoten je Lösung für k = 2 am wenigsten (28,20, gegenüber 114 beim Backtracking).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-queens-lv-attempt-unit = gesetzte Damen
algorithm-queens-lv-tries-unit = Durchgänge
algorithm-queens-lv-collisions = Kollisionen
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-queens-lv-line-1 = wiederhole (ein Durchgang): leere das Brett
algorithm-queens-lv-line-2 = für die Zeilen 1 bis k: ist jedes Feld der Zeile bedroht: eine Sackgasse, ein neuer Durchgang
algorithm-queens-lv-line-3 = sonst setze ihre Dame auf ein zufällig gezogenes unbedrohtes Feld
algorithm-queens-lv-line-4 = Backtracking ab Zeile k + 1: prüfe das nächste Feld der Zeile; bedroht: weiterrücken
algorithm-queens-lv-line-5 = sicher: setze die Dame; eine Zeile höher
algorithm-queens-lv-line-6 = kein Feld mehr: hebe die Dame darunter ab und rücke sie weiter
algorithm-queens-lv-line-7 = Zeile k + 1 hat kein Feld mehr: die Vervollständigung ist gescheitert, ein neuer Durchgang
algorithm-queens-lv-line-8 = bis jede Zeile eine Dame hat: eine Lösung
# The parameter k: its label in the form; -help its hint; -choice-* its choices.
algorithm-queens-lv-param-k = Zufällige Zeilen k
algorithm-queens-lv-param-k-help = wie viele Zeilen, ab Zeile 1, ihre Dame zufällig erhalten, bevor Backtracking das Brett vervollständigt (stepVegas bei Brassard & Bratley): 0 ist Backtracking, n zufällige Platzierung; höchstens n (der Standardwert 2 ist n auf einem kleineren Brett)
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trials = Durchgänge (Neustarts + 1)
algorithm-queens-lv-counter-trials-counts = begonnene Durchgänge: einer je Sackgasse oder gescheiterter Vervollständigung, die das Brett neu startete, plus der erste
algorithm-queens-lv-counter-trials-report = Durchgänge
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trial-attempts = Gesetzte Damen in diesem Durchgang
algorithm-queens-lv-counter-trial-attempts-counts = seit Beginn des laufenden Durchgangs gesetzte Damen, zufällig oder durch das Backtracking (die Knoten des Durchgangs ohne seine Wurzel)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-attempts-total = Gesetzte Damen in allen Durchgängen
algorithm-queens-lv-counter-attempts-total-counts = in allen Durchgängen gesetzte Damen (die Versuche des Labors; die Knoten bei Brassard & Bratley ohne eine Wurzel je Durchgang)
algorithm-queens-lv-counter-attempts-total-report = Gesetzte Damen
# The counter squares-tried: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-squares-tried = Vom Backtracking geprüfte Felder
algorithm-queens-lv-counter-squares-tried-counts = Felder, die das Backtracking über den zufälligen Zeilen prüfte, bedroht oder nicht, über alle Durchgänge (mit k = 0 OEIS A140450 bei der ersten Lösung)
algorithm-queens-lv-counter-squares-tried-report = Vom Backtracking geprüfte Felder
# The counter backtracks: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-backtracks = Rücksprünge
algorithm-queens-lv-counter-backtracks-counts = abgehobene Damen, die weiterrücken, wenn der Zeile darüber die Felder ausgingen, über alle Durchgänge
algorithm-queens-lv-counter-backtracks-report = Rücksprünge

## Die Einträge der Legenden (die Symbole des Bretts), je Algorithmus

algorithm-backtracking-legend-1 = ein von unten bedrohtes Feld, nummeriert mit der Zeile der Dame, die es bedroht; ein markiertes Feld behält seine erste Nummer. Die Markierungen jeder Zeile haben ihre eigene Farbe
algorithm-backtracking-legend-2 = das gerade probierte Feld ist sicher: Die Dame bleibt
algorithm-backtracking-legend-3 = das gerade probierte Feld ist bedroht: weiter zum nächsten (die rote Linie zeigt, von wem)
algorithm-backtracking-legend-4 = eine Dame, gerade vom Brett genommen, um weiterzuziehen
algorithm-backtracking-legend-5 = mit Vorwärtsprüfung oder MAC: ein aus dem Wertebereich seiner Zeile gestrichenes Feld, nummeriert mit der Zeile, deren Platzierung es entfernte; nie probiert
algorithm-backtracking-legend-6 = mit MAC: gestrichen und eingekreist, durch Kantenkonsistenz (AC-3) entfernt: ohne Stütze geblieben, ein Feld im Wertebereich einer anderen Zeile, das es nicht bedroht
algorithm-backtracking-legend-7 = mit Vorwärtsprüfung oder MAC: eine Zeile, deren Wertebereich ausgelöscht ist
algorithm-backtracking-legend-8 = mit MRV: die gewählte Zeile, die mit den wenigsten verbliebenen Feldern
algorithm-backtracking-legend-9 = eine Konsistenzprüfung prüft, ob Damen auf zwei Feldern verschiedener Zeilen einander bedrohen würden
algorithm-random-placement-legend-1 = bedrohte Felder, nummeriert mit der Zeile der untersten Dame, die sie bedroht, in der Farbe dieser Zeile
algorithm-random-placement-legend-2 = die gerade gesetzte Dame
algorithm-random-placement-legend-3 = die Zeile der Sackgasse
algorithm-permutation-swap-legend-1 = eine noch nicht geprüfte Dame auf einer Diagonale, die eine bestandene Zeile als belegt markiert hat: Wo sie steht, fällt sie durch die Prüfung. Eine Dame, die bestanden hat, ist nie rot: Sie wurde gegen die Zeilen unter ihr geprüft, und eine Dame über ihr auf ihrer Diagonale findet die Prüfung jener Zeile
algorithm-permutation-swap-legend-2 = eine bestandene Zeile: Ihre Diagonalen sind markiert. Die Zeilen über der letzten bestandenen sind noch nicht geprüft: Ihre Damen sind blass gezeichnet
algorithm-permutation-swap-legend-3 = zwei Damen, die ihre Spalten tauschen
algorithm-permutation-swap-legend-4 = eine Dame ohne spätere Zeile zum Tauschen: Der Vektor scheitert
algorithm-permutation-swap-legend-5 = eine Diagonale mit mehr als einer Dame
algorithm-qs1-legend-1 = eine bedrohte Dame
algorithm-qs1-legend-2 = eine Diagonale mit mehr als einer Dame (ihre Kollisionen)
algorithm-qs1-legend-3 = ein ausgeführter Tausch
algorithm-qs1-legend-4 = ein geprüfter und verworfener Tausch
algorithm-min-conflicts-legend-1 = eine Dame im Konflikt (Spalte oder Diagonale)
algorithm-min-conflicts-legend-2 = eine Diagonale oder eine Spalte mit mehr als einer Dame: Ihre Damen bedrohen einander
algorithm-min-conflicts-legend-3 = das Feld, auf das eine Dame gerade gezogen ist
algorithm-qs4-legend-1 = eine bedrohte Dame
algorithm-qs4-legend-2 = ein ausgeführter Tausch
algorithm-qs4-legend-3 = ein geprüfter und verworfener Tausch
algorithm-hill-climbing-legend-1 = h des Bretts, wenn die Dame dieser Zeile auf das Feld zöge; die kleinsten umrandet
algorithm-hill-climbing-legend-2 = eine Diagonale oder eine Spalte mit mehr als einer Dame: Ihre Damen bedrohen einander
algorithm-hill-climbing-legend-3 = eine von einer anderen bedrohte Dame (direkt oder nicht)
algorithm-hill-climbing-legend-4 = das Feld, auf das eine Dame gerade gezogen ist
algorithm-simulated-annealing-legend-1 = ein vorgeschlagener Zug (gestrichelt) oder ein abgelehnter
algorithm-simulated-annealing-legend-2 = das Feld, auf das eine Dame gerade gezogen ist
algorithm-simulated-annealing-legend-3 = eine Diagonale oder eine Spalte mit mehr als einer Dame: Ihre Damen bedrohen einander
algorithm-simulated-annealing-legend-4 = eine von einer anderen bedrohte Dame (direkt oder nicht)
algorithm-genetic-legend-1 = in der Population neben dem Brett die beiden Eltern des letzten Kindes
algorithm-genetic-legend-2 = der Crossover-Punkt (gestrichelt): Die Zeilen des Kindes darunter stammen vom ersten Elternteil, die darüber vom zweiten
algorithm-genetic-legend-3 = das Feld, auf das eine Mutation eine Dame gezogen hat (und das Brett einer Lösung in der Population)
algorithm-genetic-legend-4 = eine Diagonale oder eine Spalte mit mehr als einer Dame: Ihre Damen bedrohen einander
algorithm-genetic-legend-5 = eine von einer anderen bedrohte Dame (direkt oder nicht)
algorithm-queens-lv-legend-1 = ein von unten bedrohtes Feld, nummeriert mit der Zeile der Dame, die es bedroht; ein markiertes Feld behält seine erste Nummer. Die Markierungen jeder Zeile haben ihre eigene Farbe
algorithm-queens-lv-legend-2 = die gerade gesetzte Dame: zufällig in den Zeilen 1 bis k, darüber auf einem sicheren Feld, das das Backtracking probiert hat
algorithm-queens-lv-legend-3 = das Feld, das das Backtracking gerade probiert hat, ist bedroht: weiter zum nächsten
algorithm-queens-lv-legend-4 = eine Dame, die das Backtracking gerade vom Brett genommen hat, um weiterzuziehen
algorithm-queens-lv-legend-5 = eine der zufälligen Zeilen ohne unbedrohtes Feld, oder Zeile k + 1 ohne verbliebenes Feld: Der Durchgang ist gescheitert
