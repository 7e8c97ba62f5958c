# Die Ansicht für Lehrkräfte und das Arbeitsblatt, auf Deutsch. Übersetzt aus
# locales/en/teacher.ftl (siehe docs/translating.md). Begriffe wie in locales/de/page.ftl;
# „Lernplattform (LMS)“, „SCORM-Paket“, „Bestehensgrenze“ und „Bewertungen“ wie in der
# deutschen Moodle-Dokumentation (docs.moodle.org/de/SCORM-Paket).
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

## The class link

teacher-title = Für Lehrkräfte: eine Übung für deine Klasse
teacher-family = Übung
teacher-new = Neuer Klassencode
teacher-class = Klassencode
teacher-note = Die Schülerinnen und Schüler öffnen den Link (oder scannen den QR-Code) und geben ihren Namen oder ihre Nummer ein: Alle bekommen eine eigene Aufgabe, auf jedem Gerät dieselbe. Am Ende bekommt jede und jeder einen Abschlusscode zum Abgeben (oder, auf einer Kursseite, die SPLICE spricht, geht die Punktzahl dorthin).
teacher-link-label = Der Klassenlink
teacher-copy = Link kopieren
teacher-qr =
    .aria-label = QR-Code des Klassenlinks
teacher-qr-large = QR-Code vergrößern
teacher-qr-link = QR-Code des Klassenlinks { $link }
teacher-qr-code = QR-Code des Klassencodes { $code }
teacher-family-option = { $name } ({ $code })
teacher-file-link = Aus einer Datei geöffnet: Die Klasse öffnet dieselbe Datei, drückt „Sei der Algorithmus“ und gibt den Klassencode { $code } ein.
teacher-copied = Kopiert ✓
teacher-copy-by-hand = Markieren und kopieren (Strg+C)
teacher-link-copied = Klassenlink kopiert.
teacher-class-refused = { $problem } (in der Adresse); ein neuer wird gezogen.

## The LMS (SCORM)

teacher-scorm-title = In deine Lernplattform (SCORM)
teacher-scorm-note = Moodle, Canvas, Blackboard, Brightspace und Schoology importieren diese Übung als SCORM-Paket: Alle bekommen ihre eigene Aufgabe über ihr Konto in der Lernplattform, ohne einen Namen einzugeben, und die Punktzahl geht nach jedem Schritt in die Bewertungen (am Ende bestanden oder nicht bestanden nach der Bestehensgrenze).
teacher-scorm-version = SCORM-Version
teacher-scorm-12 = 1.2 (jede Lernplattform nimmt sie)
teacher-scorm-2004 = 2004 (4. Ausgabe)
teacher-scorm-mastery = Bestehensgrenze (%)
teacher-scorm-download = Für deine Lernplattform herunterladen (SCORM)
teacher-scorm-lesson-note = Eine geführte Lektion kommt genauso in deine Lernplattform, mit Version und Bestehensgrenze von oben: Die Lernplattform merkt sich die Stelle jeder Person (die Folie, ihre Antworten) von einem Besuch zum nächsten, und die Punktzahl sind die beim ersten Versuch richtig beantworteten Fragen (bei einer Lektion ohne Fragen der Anteil der gesehenen Folien).
teacher-scorm-lesson = Geführte Lektion
teacher-scorm-lesson-download = Die Lektion für deine Lernplattform herunterladen (SCORM)

## Checking completion codes

teacher-check-title = Abschlusscodes prüfen
teacher-codes = Füge die abgegebenen Codes ein, einen pro Zeile. Die Prüfung bewertet jeden neu aus seinen Antworten; sie schützt vor Versehen (einem vertippten oder veränderten Code), nicht vor Schummeln.
teacher-check = Codes prüfen
teacher-csv = CSV herunterladen
teacher-results-region =
    .aria-label = Geprüfte Codes (bei schmalem Fenster seitlich scrollbar)
teacher-col-learner = Name
teacher-col-class = Klasse
teacher-col-attempt = Versuch
teacher-col-grading = Bewertung
teacher-col-right = Beim ersten Versuch richtig
teacher-col-score = Punktzahl
teacher-col-model = Musterlösung
teacher-col-time = Benötigte Zeit
teacher-col-note = Hinweis
teacher-grading-fix = nach jedem Schritt (korrigiert)
teacher-grading-undo = nach jedem Schritt (zurückgenommen)
teacher-grading-end = am Ende
teacher-no-name = (kein Name)
teacher-right = { $right } von { $total }
teacher-right-unfinished = { $right } von { $total } (nicht beendet)
teacher-score = { $score } %
teacher-model-opened = geöffnet: keine Punkte
teacher-model-not-opened = nein
teacher-seconds = { $seconds } s
teacher-note-other-class = andere Klasse ({ $class })
teacher-note-same-learner = dieselbe Person wie Zeile { $line }
teacher-note-no-name = kein Name
teacher-repeats = Zeile { $line } wiederholt Zeile { $first }
teacher-refused-line = Zeile { $line }: { $why }
teacher-refused-line-who = Zeile { $line } ({ $who }): { $why }
teacher-checked = { $codes } { $codes ->
        [one] Code
       *[other] Codes
    } geprüft.
teacher-checked-refused = { $codes } { $codes ->
        [one] Code
       *[other] Codes
    } geprüft; abgelehnt: { $refused }.
teacher-checked-ignored = { $codes } { $codes ->
        [one] Code
       *[other] Codes
    } geprüft; übergangen: { $ignored }.
teacher-checked-refused-ignored = { $codes } { $codes ->
        [one] Code
       *[other] Codes
    } geprüft; abgelehnt: { $refused }; übergangen: { $ignored }.

## A learner's instance and its answer key

teacher-keys-title = Die Aufgabe einer Person und ihr Lösungsschlüssel
teacher-learner = Name oder Nummer
teacher-attempt = Versuch
teacher-key-show = Aufgabe und Schlüssel zeigen
teacher-names = Um die Schlüssel für eine Klasse zu drucken, füge die Namen oder Nummern ein, einen pro Zeile, so wie sie eingegeben werden (Leerzeichen und Großschreibung spielen keine Rolle). Der Versuch ist der oben angegebene.
teacher-key-layout = Drucken
teacher-key-pages = eine Seite pro Person
teacher-key-table = eine Tabelle
teacher-key-print = Schlüssel drucken

## The worksheet (printed)

teacher-worksheet =
    .aria-label = Arbeitsblatt (gedruckt)
teacher-worksheet-title = N-Damen: { $algorithm }, { $n } × { $n }, Zug { $move }
teacher-worksheet-title-seed = N-Damen: { $algorithm }, { $n } × { $n }, Startwert { $seed }, Zug { $move }
teacher-worksheet-alt = Das Brett bei Zug { $move }, nur die Damen: { $caption } Darunter: { $numbers }.
teacher-worksheet-name = Name: ______________________   Datum: ____________
teacher-worksheet-check-link = Zeile 1 ist unten, Spalte 1 links. Zum Prüfen deiner Antworten öffne die Seite bei diesem Zug: { $link }
teacher-worksheet-check = Zeile 1 ist unten, Spalte 1 links. Zum Prüfen deiner Antworten öffne die Seite und gehe auf der Zeitleiste zu diesem Zug.
