# Die Lektionen, auf Deutsch: der Lektionsspieler, der Dialog „Lektionen“, die Hinweise des
# SCORM-Pakets einer Lektion und was `nqueens lesson` über Lektionsdateien und ihre
# Übersetzungen sagt. Übersetzt aus locales/en/lessons.ftl (siehe docs/translating.md).
# Begriffe wie in locales/de/page.ftl: „Dame“, „Brett“, „Zeile“, „Spalte“, „Backtracking“
# (simonknott.de/articles/Damenproblem; github.com/ktheu/KursNotebooks); „Folie“, „Lektion“;
# „Lernplattform“ für das LMS wie in Moodles deutscher Dokumentation („Lernpaket FAQ“,
# docs.moodle.org/37/de, die ein SCORM-Paket „Lernpaket“ nennt) und kb.el.uni-leipzig.de.
# Die Texte der Lektionen selbst stehen in lessons/de/<id>.md.
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

## The player's head

lesson-where = Folie { $slide } von { $count }
lesson-where-finished = Fertig
lesson-prev = ← Zurück
lesson-again = Folie nochmal abspielen
lesson-next = Weiter →
lesson-finish = Beenden
lesson-score = Meine Antworten herunterladen (JSON)
lesson-leave = Lektion verlassen
lesson-notes = Hinweise für die Lehrkraft

## The bar at the screen's foot, while the slide's buttons are scrolled away

lesson-float =
    .aria-label = Lektion (die Folie ist weggescrollt)
lesson-float-next = Nächste Folie →

## The player's lines

lesson-score-note = Du hast { $right } von { $asked } { $asked ->
        [one] Frage
       *[other] Fragen
    } beim ersten Versuch richtig beantwortet.
lesson-welcome-back = Willkommen zurück: Du hast diese Lektion bei Folie { $slide } verlassen. „Zurück“ geht zurück; Folie 1 ist der Anfang.
lesson-welcome-back-course = Willkommen zurück: Die Kursseite hat deinen Platz gespeichert, Folie { $slide }.
lesson-slide-refused = Das Brett dieser Folie ließ sich nicht einstellen: { $error }
lesson-board-refused = das Brett wurde abgelehnt
lesson-record-exercise-step = Der Schritt der Übung
lesson-record-left = { $truth } (abgebrochen nach { $answered } von { $total } Fragen)
lesson-checking = Die Lektion wird geprüft …
lesson-worker-failed = die Lektion konnte nicht geprüft werden ({ $message })
lesson-worker-silent = ihr Worker ist nicht gestartet

## The lesson's end (after Finish)

lesson-finished-title = Fertig: { $title }
lesson-finished-all = Du hast jede Folie durchgearbeitet.
lesson-finished-go-answers = Lade deine Antworten herunter, geh mit „Zurück“ zurück, wähle unter „Lektionen“ eine andere Lektion, oder verlasse die Lektion und mach mit der Seite weiter, wie sie ist.
lesson-finished-go = Geh mit „Zurück“ zurück, wähle unter „Lektionen“ eine andere Lektion, oder verlasse die Lektion und mach mit der Seite weiter, wie sie ist.
lesson-finished-announce = Lektion beendet: { $title }. { $note }

## The Lessons dialog

lessons-title = Lektionen
lessons-intro = Eine Lektion stellt das Brett ein, sagt, worauf man achten soll, spielt die Züge ab und stellt der Klasse Fragen, Folie für Folie.
lessons-keys-or = oder
lessons-keys-on = geht weiter,
lessons-keys-back = geht zurück.
lessons-slides = ({ $slides } { $slides ->
        [one] Folie
       *[other] Folien
    }.)
lessons-finished = Fertig.
lessons-left-at = Du hast sie bei Folie { $slide } verlassen.
lessons-own = Deine eigene Lektion
lessons-own-before = Eine Lektion ist eine Markdown-Textdatei: Das
lessons-own-link = Lektionsformat
lessons-own-after = im Buch erklärt, wie man eine schreibt. Öffne sie hier oder zieh sie auf die Seite.
lessons-file = Aus einer Datei
lessons-url = Von einer Webadresse
lessons-url-field =
    .placeholder = https://…/meine-lektion.md
lessons-open = Öffnen
lessons-close = Schließen

## Refusals (the dialog's, and the page's address messages); $error is the core's reason
## ("line 14: unknown algorithm …")

lessons-refused = „{ $title }“ wurde abgelehnt: { $error }.
lessons-file-too-big = „{ $file }“ hat { $size } Bytes: Eine Lektionsdatei hat höchstens { $max }.
lessons-file-refused = „{ $file }“ wurde abgelehnt: { $error }.
lessons-url-unread = Die Lektion unter { $url } konnte nicht gelesen werden ({ $reason }): Ihr Server erlaubt anderen Seiten vielleicht nicht, sie zu lesen. Lade die Datei herunter und öffne sie stattdessen.
lessons-host-answered = der Server antwortete { $status }
lessons-url-refused = Die Lektion unter { $url } wurde abgelehnt: { $error }.
lessons-address-url = { $message } (lesson-url in der Adresse)
lessons-address-text-not-packed = sie ist keine von dieser Seite gepackte Lektion
lessons-address-text-refused = Die Lektion in der Adresse (lesson-text) wurde abgelehnt: { $error }.
lessons-address-unknown = Unbekannte Lektion „{ $id }“ in der Adresse: Die Schaltfläche „Lektionen“ zeigt die Lektionen der Seite.
lessons-address-refused = Die Lektion „{ $id }“ wurde abgelehnt: { $error }.

## A lesson's SCORM package (www/scorm.js), what the learner reads

lesson-scorm-unopened = Die Lektion dieses SCORM-Pakets ließ sich nicht öffnen: { $error }.
lesson-scorm-no-lms = Keine Lernplattform gefunden: Diese Seite ist das SCORM-Paket der Lektion „{ $title }“ und sendet außerhalb einer Lernplattform keine Punktzahl
lesson-scorm-kept-here = { $why }; dein Platz wird in diesem Browser gespeichert.
lesson-scorm-signed-in = Von deiner Lernplattform angemeldet: Dein Platz und deine Punktzahl gehen nach jeder Folie an sie.
lesson-scorm-signed-in-as = Von deiner Lernplattform angemeldet als { $name }: Dein Platz und deine Punktzahl gehen nach jeder Folie an sie.
lesson-scorm-signed-in-questions = Von deiner Lernplattform angemeldet: Dein Platz und deine Punktzahl gehen nach jeder Folie und Antwort an sie; bestanden bei { $mastery } % der Fragen beim ersten Versuch richtig.
lesson-scorm-signed-in-as-questions = Von deiner Lernplattform angemeldet als { $name }: Dein Platz und deine Punktzahl gehen nach jeder Folie und Antwort an sie; bestanden bei { $mastery } % der Fragen beim ersten Versuch richtig.
lesson-scorm-place-unread = Der von deiner Lernplattform gespeicherte Platz ließ sich nicht lesen ({ $error }): Die Lektion beginnt neu bei Folie 1, und die Lernplattform behält, was sie hat, bis du weitermachst.
lesson-scorm-place-too-long = Der Platz in dieser Lektion passt nicht mehr in die { $limit } Zeichen, die SCORM { $version } dafür aufhebt: Deine Punktzahl erreicht die Lernplattform weiterhin, aber ein Neustart setzt beim letzten Platz fort, der passte.

## An exercise's SCORM package (www/scorm.js), what the learner reads; the LMS's refusals
## (either package's); a saved place that does not read (readPlace)

scorm-settings-unread = Die SCORM-Einstellungen dieser Seite lassen sich nicht lesen ({ $error }); sie arbeitet als Visualisierung und sendet keine Punktzahl.
scorm-lms-no-session = Die Lernplattform hat keine Sitzung gestartet ({ $call }: { $why })
scorm-lms-threw = { $call } der Lernplattform hat „{ $error }“ ausgelöst
scorm-lms-error = Fehler { $code }: { $words }
scorm-lms-error-code = Fehler { $code }
scorm-lms-no-error-code = kein Fehlercode angegeben
scorm-lms-refused = Die Lernplattform hat { $element } = „{ $value }“ abgelehnt ({ $why }).
scorm-lms-not-saved = Die Lernplattform hat die Punktzahl nicht gespeichert ({ $call }: { $why }).
scorm-exercise-no-score = { $why }, also erreicht sie keine Punktzahl. Gib deinen Namen oder deine Nummer ein und gib am Ende den Abschlusscode ab.
scorm-exercise-no-lms = Keine Lernplattform gefunden: Diese Seite ist das SCORM-Paket der Klasse { $class } und sendet außerhalb einer Lernplattform keine Punktzahl. Gib deinen Namen oder deine Nummer ein und gib am Ende den Abschlusscode ab.
scorm-exercise-id-too-long = Deine Kennung in der Lernplattform hat { $length } Zeichen, mehr als die { $max }, aus denen die Instanz einer Übung gezogen wird: Gib stattdessen deinen Namen oder deine Nummer ein; die Punktzahl geht trotzdem an die Lernplattform.
scorm-exercise-no-id = Die Lernplattform hat keine Kennung angegeben: Gib deinen Namen oder deine Nummer ein; die Punktzahl geht trotzdem an die Lernplattform.
scorm-exercise-signed-in = Von deiner Lernplattform angemeldet als { $name }: Deine Punktzahl geht nach jedem Schritt in ihre Bewertungen; bestanden bei { $mastery } % der Schritte beim ersten Versuch richtig.
scorm-exercise-attempt-unread = Der von deiner Lernplattform gespeicherte Versuch ließ sich nicht lesen ({ $error }): Ein neuer Versuch beginnt, und die Lernplattform behält, was sie hat, bis du antwortest.
scorm-exercise-too-long = Die Antworten dieses Versuchs passen nicht mehr in die { $limit } Zeichen, die SCORM { $version } dafür aufhebt: Deine Punktzahl erreicht die Lernplattform weiterhin, aber ein Neustart setzt bei deiner letzten Antwort fort, die passte.
scorm-place-not-place = es ist kein Platz, den diese Lektion gespeichert hat
scorm-place-other-lesson = es ist der Platz in einer anderen Lektion ({ $saved }), nicht in „{ $lesson }“
scorm-place-slide = seine Folie ({ $slide }) ist keine der { $count } Folien der Lektion
scorm-place-no-answers = es hat keine Liste der Antworten
scorm-place-answer = eine Antwort nennt keine Frage der Lektion ({ $answer })
scorm-place-twice = es beantwortet die Frage von Folie { $slide } zweimal

## The teacher's view's SCORM downloads (www/scorm-package.js)

scorm-package-embedded-at = Diese Seite ist die einzelne Datei, die sich nicht selbst lesen kann, um das Paket zu erstellen. Öffne die Lehrkraftansicht auf der veröffentlichten Website ({ $url }) und drücke dort diese Schaltfläche, oder führe im Repository aus: { $command }
scorm-package-embedded = Diese Seite ist die einzelne Datei, die sich nicht selbst lesen kann, um das Paket zu erstellen. Öffne die Lehrkraftansicht auf der veröffentlichten Website und drücke dort diese Schaltfläche, oder führe im Repository aus: { $command }
scorm-package-making = Das Paket wird erstellt …
scorm-package-no-single-file = Keine { $file } neben dieser Seite ({ $error }): Das Paket ist eine Kopie davon. Die veröffentlichte Website hat sie (cargo xtask dist legt sie in dist/ ab), der Entwicklungsserver nicht. Führe im Repository cargo xtask dist aus, dann: { $command }
scorm-package-unmade = Das Paket ließ sich nicht erstellen: { $error }.
scorm-package-unzipped = Das Paket ließ sich nicht zippen ({ $error }). Führe im Repository aus: { $command }
scorm-package-downloaded = { $file } heruntergeladen ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB, { $what }). Füge in deiner Lernplattform eine SCORM-Aktivität hinzu (Moodle: SCORM-Paket; Canvas: als SCORM-Paket importieren) und lade es hoch; setze ihre Bewertung auf die Punktzahl.
scorm-package-what-exercise = SCORM { $version }, bestanden ab { $mastery } %
scorm-package-what-lesson = „{ $title }“, SCORM { $version }, bestanden ab { $mastery } % der Fragen beim ersten Versuch richtig
scorm-package-pass-mark = Die Bestehensgrenze ist ein ganzzahliger Prozentsatz von 0 bis 100.
scorm-package-open-lesson = Die jetzt geöffnete Lektion: { $title }
scorm-package-lesson-closed = Auf der Seite ist keine Lektion mehr geöffnet: Wähle eine aus der Liste.

## A SCORM package refused (src/scorm.rs; `nqueens exercise scorm`, `nqueens lesson scorm`,
## the teacher's view, a package's page reading its <meta> or its saved attempt)

scorm-error-version = unbekannte SCORM-Version „{ $version }“: 1.2 (jede Lernplattform nimmt sie) oder 2004 (4. Ausgabe)
scorm-error-mastery = eine Bestehensgrenze ist ein Prozentsatz von 0 bis 100, nicht { $mastery }
scorm-error-meta-mastery = die Bestehensgrenze „{ $value }“ des Pakets ist kein Prozentsatz von 0 bis 100
scorm-error-no-class = das Paket nennt keinen Klassencode
scorm-error-no-version = das Paket nennt keine SCORM-Version
scorm-error-lesson-unread = die Lektion „{ $id }“ lässt sich nicht lesen
scorm-error-lesson-text = der Lektionstext des Pakets ist keine von dieser Seite gepackte Lektion
scorm-error-lesson-refused = die Lektion des Pakets lässt sich nicht lesen: { $error }
scorm-error-lesson-renamed = das Paket nennt die Lektion „{ $id }“, aber sein Text ist die Lektion „{ $own }“
scorm-error-zip = beim Schreiben des Pakets: { $error }
scorm-error-page-too-large = die Seite hat { NUMBER($megabytes, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } MB; ein Paket nimmt eine einzelne Datei von höchstens { $limit } MB
scorm-error-not-single-file = das ist nicht die einzelne Datei nqueens-visualizer.html, die `cargo xtask dist` schreibt (sie hat keinen eingebetteten Kern)
scorm-error-already-package = diese Seite ist schon die eines SCORM-Pakets: Gib die einzelne Datei nqueens-visualizer.html selbst an
scorm-error-no-head = diese Seite hat kein </head>: Sie ist nicht die einzelne Datei
scorm-error-not-attempt = es ist kein Versuch, den diese Übung gespeichert hat
scorm-error-other-version = er wurde von einer anderen Version der Übung gespeichert ({ $saved }; diese Seite liest { $reads })
scorm-error-cut-short = er ist abgeschnitten (kein Abschlusscode)
scorm-error-scores = seine Punktzahlen sind keine Zahlen von 0 bis 10000
scorm-error-answers = seine Antworten bestehen die Prüfung nicht: { $why }
scorm-error-other-class = es ist ein Versuch einer anderen Klasse ({ $saved }), nicht von { $class }
scorm-error-other-learner = es ist der Versuch einer anderen Person

## `nqueens exercise scorm` and `nqueens lesson scorm` (src/cli/exercise.rs, src/cli/lesson.rs)

scorm-cli-no-single-file = { $path } nicht gefunden: Das Paket wird aus der einzelnen Datei erstellt, die `cargo xtask dist` schreibt (führe es zuerst im Repository aus), oder gib ihren Pfad mit --html an
scorm-cli-unreadable = beim Lesen von { $path }: { $error }
scorm-cli-not-text = { $path } ist keine Textdatei (UTF-8): Gib die einzelne Datei nqueens-visualizer.html an
scorm-cli-id-or-file = gib die ID einer eingebauten Lektion oder --file DATEI an (nicht beides)
scorm-cli-wrote-lesson = { $file } geschrieben ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB): { $title }, SCORM { $version }, bestanden ab { $mastery } % der Fragen beim ersten Versuch richtig. Importiere es als SCORM-Paket in deine Lernplattform; sie merkt sich die Stelle jeder Person.
scorm-title-exercise = { $name } (Klasse { $class })
scorm-title-lesson = { $title } (geführte Lektion)
scorm-title-organization = N-Damen-Visualisierung: { $title }

## A lesson file's translation (`nqueens lesson check FILE --original ORIGINAL`, the tests):
## the same slides, boards and questions as its original, in other words

lesson-translation-id = die ID der Übersetzung „{ $id }“ ist nicht die ihres Originals, „{ $original }“
lesson-translation-slides = die Übersetzung hat { $slides } { $slides ->
        [one] Folie
       *[other] Folien
    }, ihr Original { $original }
lesson-translation-board = Folie { $slide } stellt ein anderes Brett ein als ihr Original (Zeile { $line }): der state-Block muss derselbe sein
lesson-translation-moves = Folie { $slide } spielt andere Züge als ihr Original (Zeile { $line }): play muss dasselbe sein
lesson-translation-speed = Folie { $slide } spielt mit einer anderen Geschwindigkeit als ihr Original (Zeile { $line })
lesson-translation-question = Folie { $slide } stellt eine andere Frage als ihr Original (Zeile { $line })
lesson-translation-expects = Folie { $slide } legt andere Zahlen fest als ihr Original (Zeile { $line }): die expect-Zeilen müssen dieselben sein
lesson-check-translation-ok = { $file }: ok, { $slides } { $slides ->
        [one] Folie
       *[other] Folien
    }, dieselben wie { $original } in anderen Worten
lesson-check-no-original = keine eingebaute Lektion und keine Datei „{ $original }“

## `nqueens lesson check` and `list`

lesson-check-ok = { $file }: ok, { $slides } { $slides ->
        [one] Folie
       *[other] Folien
    }
lesson-check-not-utf8 = die Datei ist kein UTF-8-Text
lesson-check-unreadable = sie lässt sich nicht lesen: { $error }
lesson-list-slides = ({ $slides } { $slides ->
        [one] Folie
       *[other] Folien
    })
