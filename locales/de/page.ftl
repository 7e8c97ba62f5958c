# Die Seite, auf Deutsch. Übersetzt aus locales/en/page.ftl (siehe docs/translating.md).
# Begriffe: „Dame“, „Damenproblem“, „Brett“, „Zeile“, „Spalte“, „Diagonale“, „bedrohen“ und
# „Backtracking“ (Rückverfolgung; im Unterricht meist Backtracking), wie in
# simonknott.de/articles/Damenproblem und den Kursnotizen github.com/ktheu/KursNotebooks
# („Backtracking ist ein systematisches Ausprobieren“).
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

## The document

page-title = N-Damen-Visualisierung — sieh dem Backtracking beim Denken zu

## The masthead

masthead-title = N-Damen-Visualisierung
masthead-views =
    .aria-label = Ansichten
masthead-tab-watch = Zuschauen
masthead-tab-compare = Vergleichen
masthead-theme = Design
masthead-language = Sprache
masthead-lessons = Lektionen
masthead-about = Das Problem & Begriffe
masthead-keys = Tasten
masthead-intro-puzzle = Stelle n Damen so auf ein n × n-Brett, dass keine eine andere bedroht (keine zwei in einer Zeile, einer Spalte oder einer Diagonale). Eine Dame pro Zeile, Zeile 1 unten.
masthead-intro-watch = Wähle einen Algorithmus und eine Brettgröße, dann Schritt, Abspielen oder Ausführen.
masthead-intro-compare = Vergleichen: Algorithmen ankreuzen, Brettgröße und Läufe wählen, dann Vergleich starten.

## The theme menu's choices

theme-auto = Automatisch (System)
theme-light = Hell
theme-dark = Dunkel
theme-contrast = Hoher Kontrast

## The Watch view's controls

watch-algorithm = Algorithmus
watch-board-size = Brettgröße
watch-board-size-hint = (n)
watch-board-size-range = (1 bis { $animated }; bei manchen bis { $large } skaliert)
watch-seed = Startwert
watch-seed-hint = (ganze Zahl; leer zieht einen neuen)
watch-new-seed = Neuer Startwert
watch-options = Optionen
watch-options-none = (keine geändert)
watch-options-legend = Optionen (die Parameter des Algorithmus)
watch-predict = Jeden Zug vorhersagen
watch-speed = Geschwindigkeit
watch-speed-value = { $speed } { $speed ->
        [one] Zug
       *[other] Züge
    }/s
watch-playback =
    .aria-label = Wiedergabe
watch-play = Abspielen
watch-pause = Pause
watch-step = Schritt
watch-step-back = Schritt zurück
watch-run-to-end = Bis zum Ende ausführen
watch-run-to-next-solution = Bis zur nächsten Lösung ausführen
watch-run-both = Beide bis zu einer Lösung ausführen
watch-run-to-end-of-search = Bis zum Ende der Suche ausführen
watch-reset = Zurücksetzen
watch-pseudocode = Pseudocode
watch-leave-presentation = Präsentation verlassen
