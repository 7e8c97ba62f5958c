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
