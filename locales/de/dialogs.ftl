# Die Dialoge der Seite, auf Deutsch: das Problem und seine Begriffe (Glossar) und die
# Tastenhilfe. Übersetzt aus locales/en/dialogs.ftl (dort stehen die Kommentare zu jeder
# Meldung). Begriffe wie in locales/de/page.ftl („Dame“, „Brett“, „Backtracking“), dazu
# „Las-Vegas-Algorithmus“, „Monte-Carlo-Algorithmus“ (de.wikipedia.org), „Permutation“,
# „Neustart“ (Random Restart), „Standardfehler“; Tastennamen wie auf deutschen Tastaturen
# (Leertaste, Pos1, Ende, Eingabe, Bild↓, Bild↑, Esc).
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

## The puzzle and its words (#about)

dialogs-about-title = Das Problem
dialogs-about-puzzle = Das N-Damen-Problem: Stelle n Damen so auf ein n × n-Schachbrett, dass keine eine andere bedroht. Eine Dame bedroht ihre Zeile, ihre Spalte und beide Diagonalen; eine Lösung hat also genau eine Dame in jeder Zeile und jeder Spalte und höchstens eine auf jeder Diagonale. Das 8 × 8-Brett hat 92 Lösungen; Bretter mit 2 und 3 Feldern Seitenlänge haben keine. Jeder Algorithmus hier setzt eine Dame pro Zeile, Zeile 1 unten und Spalte 1 links; er sucht Feld für Feld (Backtracking), zieht zufällig und versucht es erneut (die Las-Vegas-Algorithmen), repariert ein volles Brett (die lokalen Suchen) oder nutzt eine Formel.
dialogs-words-title = Begriffe auf dieser Seite

## The glossary

dialogs-term-attempt = Versuch
dialogs-term-attempt-meaning = Ein Versuch des Grundschritts des Algorithmus, in seiner eigenen Einheit gezählt: Backtracking probiert ein Feld, die Zufallsplatzierung setzt eine Dame, die Tauschsuchen testen einen Tausch. Ein probiertes Feld ist keine gesetzte Dame; Versuche vergleicht man daher nur innerhalb eines Algorithmus, Algorithmen untereinander nach CPU-Zeit.
dialogs-term-move = Zug
dialogs-term-move-meaning = Ein Schritt des Algorithmus, wie das Brett ihn zeigt, ein Klick auf Schritt: ein probiertes Feld, ein Rücksprung, eine gesetzte oder bewegte Dame, ein Neustart. Die Zeitleiste zählt Züge; die Zähler zählen Versuche in der Einheit des Algorithmus, so ist die ganze 8 × 8-Suche des Backtrackings 17.777 Züge: 15.720 probierte Felder, 1.965 Rücksprünge und ein Zug für jede der 92 Lösungen.
dialogs-term-backtrack = Rücksprung (Backtrack)
dialogs-term-backtrack-meaning = Hat eine Zeile kein sicheres Feld mehr, geht das Backtracking zur Zeile darunter zurück, nimmt ihre Dame hoch und rückt sie weiter.
dialogs-term-trial = Durchgang, Neustart
dialogs-term-trial-meaning = Ein Durchgang der Zufallsplatzierung von einem leeren Brett aus. Eine Zeile ohne unbedrohtes Feld ist eine Sackgasse: Der Durchgang wird verworfen und ein neuer beginnt (ein Neustart). Sie setzt nie zurück.
dialogs-term-las-vegas = Las Vegas und Monte Carlo
dialogs-term-las-vegas-meaning = Ein Las-Vegas-Algorithmus nutzt den Zufall, irrt sich aber nie: Er versucht es, bis er eine Lösung hat, und nur seine Laufzeit ist zufällig (die Zufallsplatzierung, die Tauschsuchen). Ein Monte-Carlo-Algorithmus läuft eine feste Zeit und kann sich irren. Ein Durchgang der Zufallsplatzierung auf 8 × 8 gelingt mit der Wahrscheinlichkeit p = 0,1293; ein Lauf braucht also im Mittel 1/p = 7,73 Durchgänge.
dialogs-term-seed = Startwert
dialogs-term-seed-meaning = Die Zahl, die jede Zufallswahl eines Laufs festlegt: Derselbe Startwert ergibt denselben Lauf, hier und auf jedem Rechner, so kann eine Klasse einem Lauf gemeinsam folgen. Neuer Startwert zieht einen frischen.
dialogs-term-master-seed = Hauptstartwert
dialogs-term-master-seed-meaning = Beim Vergleichen die eine Zahl, aus der der Startwert jedes der vielen Läufe abgeleitet wird: Lauf 1, Lauf 2, … bekommen je ihren eigenen, und derselbe Hauptstartwert wiederholt den ganzen Vergleich.
dialogs-term-standard-error = Standardfehler
dialogs-term-standard-error-meaning = Wie weit eine gemessene Rate zufällig von der wahren abweichen kann: Für eine Erfolgsrate p, gemessen über t Versuche, ist er √(p(1 − p) / t). Der wahre Wert liegt etwa 95-mal von 100 innerhalb von zwei Standardfehlern um die Messung.
dialogs-term-permutation = Permutation, Kollision
dialogs-term-permutation-meaning = Eine Permutation setzt eine Dame in jede Zeile und jede Spalte, sodass nur Diagonalen kollidieren können; eine Kollision ist eine Dame, die eine Diagonale mit einer anderen teilt. Die Tauschsuchen tauschen die Spalten zweier Damen, um Kollisionen zu beseitigen.
dialogs-term-oeis = OEIS
dialogs-term-oeis-meaning = Die On-Line Encyclopedia of Integer Sequences (oeis.org), in der die bekannten Anzahlen veröffentlicht sind: A000170 die Anzahl der Lösungen Q(n), A002562 die Lösungen bis auf Drehung und Spiegelung, A140450 die Felder, die das Backtracking vor seiner ersten Lösung probiert. Die Seite prüft ihre Anzahlen daran.
dialogs-term-worker = Web Worker
dialogs-term-worker-meaning = Ein Hintergrund-Thread des Browsers: Lange Läufe (Vergleichen, große Bretter) laufen dort, sodass die Seite bedienbar bleibt und Stopp oder Abbrechen sofort wirkt.
dialogs-term-simd = SIMD128
dialogs-term-simd-meaning = Die Vektorbefehle des Prozessors, die WebAssembly in 128-Bit-Registern anbietet: Das Zählen der Lösungen durchsucht damit 16 Bretter zugleich.
dialogs-term-cli = Kommandozeilenwerkzeug
dialogs-term-cli-meaning = nqueens, dieselben Löser ohne die Seite, für alle, die das Projekt bauen (siehe README): Es gibt für dieselben Startwerte dieselben Zahlen aus und misst die größten Bretter der Veröffentlichungen.

## Both dialogs

dialogs-close = Schließen

## The keyboard's help (#help)

dialogs-keys-title = Tastatur
dialogs-keys-intro = In der Ansicht Zuschauen, sofern der Fokus nicht in einem Feld, einer Liste, dem Geschwindigkeitsregler oder den Reitern liegt:
dialogs-keys-play = abspielen oder anhalten (auf einer Schaltfläche mit Fokus drückt die Leertaste diese)
dialogs-keys-step = Schritt: ein Zug
dialogs-keys-back = einen Zug zurück
dialogs-keys-home = den Lauf neu beginnen (gleicher Startwert)
dialogs-keys-end = bis zum Ende ausführen (Backtracking: bis zur nächsten Lösung)
dialogs-keys-enter = in einem Feld: den Wert übernehmen; danach wirken die Tasten oben wieder
dialogs-keys-tab = zwischen Bedienelementen wechseln;
dialogs-keys-tab-1 = oder
dialogs-keys-tab-2 = drückt eine Schaltfläche
dialogs-keys-present = Präsentationsmodus (auch die Schaltfläche Präsentieren): Das Brett füllt den Bildschirm
dialogs-keys-page = in der Präsentation: Schritt und Schritt zurück (Präsentations-Fernbedienungen senden diese)
dialogs-keys-blank = in der Präsentation: Bildschirm schwarz schalten und zurück
dialogs-keys-code = in der Präsentation: den Pseudocode neben dem Brett zeigen oder verbergen
dialogs-keys-leave = Präsentation verlassen
dialogs-keys-lesson = in einer Lektion: die nächste Folie und die davor (statt eines Schritts)
dialogs-keys-help = diese Hilfe;
dialogs-keys-help-1 = schließt sie
dialogs-key-space = Leertaste
dialogs-key-home = Pos1
dialogs-key-end = Ende
dialogs-key-enter = Eingabe
dialogs-key-tab = Tab
dialogs-key-page-down = Bild↓
dialogs-key-page-up = Bild↑
dialogs-key-escape = Esc
dialogs-keys-timeline = Die Zeitleiste unter dem Brett springt zu jedem bisher gemachten Zug: Ziehe sie, oder fokussiere sie und nutze die Pfeiltasten,
dialogs-keys-timeline-and = und
dialogs-keys-history = Ein anderer Algorithmus, eine andere Brettgröße oder ein anderer Startwert startet einen neuen Lauf; die Zurück-Schaltfläche des Browsers kehrt zum vorigen zurück, dort, wo er verlassen wurde.
