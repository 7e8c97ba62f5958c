# Die Fehler des Lektionsformats, auf Deutsch: die eigene Lektionsdatei einer Lehrkraft,
# abgelehnt mit der Zeile, die falsch ist (die Seite, `nqueens lesson check`). Übersetzt aus
# locales/en/lesson-format.ftl (siehe docs/translating.md). Begriffe wie in
# locales/de/lessons.ftl und locales/de/errors.ftl: „Folie“, „Lektion“, „Brett“, „Zug“,
# „Lauf“, „Dame“, „Backtracking“ (simonknott.de/articles/Damenproblem). Die Schlüssel und
# Werte einer Lektionsdatei (id:, summary:, ```state, play:, expect:, to end …) bleiben, wie
# eine Lektion sie schreibt.
# Ein Begriff je Konzept, mit Quellen: locales/de/terms.toml (geprüft von tests/terms.rs).

lesson-format-line = Zeile { $line }: { $what }

# $id: the id as written; $ids: the ids, comma-separated, as they are.
lesson-format-no-builtin = keine eingebaute Lektion „{ $id }“: die Lektionen sind { $ids }
# $bytes: the file's size in bytes; $max: the limit (a number).
lesson-format-too-large = die Datei hat { $bytes } Bytes: eine Lektionsdatei hat höchstens { $max } Bytes (200 kB)
lesson-format-no-title = eine Lektion beginnt mit ihrem Titel: „# “ und der Titel, in der ersten Zeile
lesson-format-indented = eine eingerückte Zeile setzt eine Kopfzeile fort, und davor steht keine
# $text: what was written, as it is.
lesson-format-not-header = „{ $text }“ ist keine Kopfzeile: der Kopf besteht aus „id: …“ und „summary: …“, dann beginnt jede Folie mit „## “
# $key: the key as written (id, n, expect…).
lesson-format-header-key = unbekannter Kopfschlüssel „{ $key }“: der Kopf hat id: und summary:
# $key: the key as written (id, n, expect…).
lesson-format-header-twice = { $key }: ist zweimal angegeben: geben Sie es einmal an
lesson-format-no-id = die Lektion braucht vor ihrer ersten Folie eine Zeile id: (a-z, 0-9 und -)
# $id: the id as written.
lesson-format-bad-id = die id „{ $id }“ muss aus 1 bis 64 Zeichen a-z, 0-9 und - bestehen
lesson-format-empty-summary = die summary ist leer: sagen Sie in einer Zeile, worum es in der Lektion geht
lesson-format-no-summary = die Lektion braucht vor ihrer ersten Folie eine Zeile summary:
# $max: the limit (a number); $slide: the slide's number.
lesson-format-too-many-slides = eine Lektion hat höchstens { $max } Folien: dies ist Folie { $slide }
lesson-format-no-slides = die Lektion hat keine Folien: jede Folie beginnt mit einer Zeile „## “ und ihrem Titel
lesson-format-slide-title = die Zeile „## “ einer Folie braucht ihren Titel
# $name: a name as written (a block, a counter, expect or vs-expect); $number: a line of the file.
lesson-format-block-not-closed = der hier geöffnete Block ```{ $name } wird vor Zeile { $number } nicht geschlossen: beenden Sie ihn mit einer Zeile ```
lesson-format-block-name = ein Block braucht seinen Namen: ```state, ```action oder ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-unknown-block = unbekannter Block „{ $name }“: die Blöcke einer Folie sind ```state, ```action und ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-twice = ein zweiter Block ```{ $name }: eine Folie hat jeden Block höchstens einmal
lesson-format-text-after-blocks = der Text einer Folie steht vor ihren Blöcken: verschieben Sie diese Zeile nach oben oder in ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-never-closed = der hier geöffnete Block ```{ $name } wird nie geschlossen: beenden Sie ihn mit einer Zeile ```
# $text: what was written, as it is; $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-not-pair = „{ $text }“ ist nicht „Schlüssel: Wert“ (die Schlüssel des Blocks ```{ $block }: { $keys })
# $key: the key as written (id, n, expect…); $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-unknown-key = unbekannter Schlüssel „{ $key }“ in ```{ $block }: seine Schlüssel sind { $keys }
# $key: the key as written (id, n, expect…).
lesson-format-key-twice = { $key }: ist in diesem Block zweimal angegeben: geben Sie es einmal an
lesson-format-code-block = ein Codeblock gehört nicht zum Text einer Folie: die Blöcke einer Folie sind ```state, ```action und ```notes, jeder am Anfang seiner Zeile
lesson-format-email-link = ein E-Mail-Link: eine Lektion verlinkt nur auf http(s)-Seiten
# $url: the link as written.
lesson-format-link = der Link „{ $url }“: eine Lektion verlinkt nur auf http://- oder https://-Adressen, #… oder relative
lesson-format-heading-1 = eine Überschrift „# “ innerhalb der Lektion: nur ihre erste Zeile ist ihr Titel
lesson-format-heading-2 = eine Überschrift im Text einer Folie (eine mit --- oder === unterstrichene Zeile): eine Folie beginnt mit „## “ am Zeilenanfang; lassen Sie vor einer Linie --- eine Leerzeile
lesson-format-heading-3 = Überschriften der Ebene 3 und darunter gehören nicht zu einer Lektion: jede Folie ist eine Überschrift „## “ und ihr Text
lesson-format-image = ein Bild: die Folien einer Lektion zeigen das Brett, keine Bilder
lesson-format-html = rohes HTML gehört nicht zu einer Lektion: schreiben Sie Markdown (Hervorhebung, Listen, Links)
lesson-format-table = eine Tabelle gehört nicht zu einer Lektion: verwenden Sie eine Liste
lesson-format-markdown = dieses Markdown gehört nicht zur Teilmenge einer Lektion (Hervorhebung, Fettdruck, Listen, Links, Inline-Code, Absätze)
# $text: what was written, as it is; $ids: the ids, comma-separated, as they are.
lesson-format-unknown-algorithm = unbekannter Algorithmus „{ $text }“ (die Algorithmen: { $ids })
# $text: what was written, as it is.
lesson-format-n-not-whole = die Brettgröße „{ $text }“ ist keine ganze Zahl
# $text: what was written, as it is.
lesson-format-trials-not-whole = trials „{ $text }“ ist keine ganze Zahl
# $text: what was written, as it is.
lesson-format-step-not-whole = der Schritt „{ $text }“ ist keine ganze Zahl
# $text: what was written, as it is.
lesson-format-move-not-whole = der Zug „{ $text }“ ist keine ganze Zahl
# $text: what was written, as it is.
lesson-format-value-not-whole = der Wert „{ $text }“ ist keine ganze Zahl
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-not-whole = seed „{ $text }“ ist keine ganze Zahl von 0 bis { $max }
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-too-large = seed { $text } ist größer als { $max }
# $key: the key as written (id, n, expect…).
lesson-format-needs-value = { $key }: braucht einen Wert
# $view: the view as written.
lesson-format-unknown-view = unbekannte Ansicht „{ $view }“: wählen Sie watch, side, compare oder papers
# $paper: the paper as written; $papers: the papers' ids, comma-separated.
lesson-format-unknown-paper = unbekannte Veröffentlichung „{ $paper }“: wählen Sie { $papers }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-not-compared = die Vergleichsansicht bietet { $algorithm } nicht an
# $trials: the trials given; $max: the limit (a number).
lesson-format-trials-range = trials { $trials } liegt außerhalb des Bereichs: wählen Sie 1 bis { $max }
# $ids: the ids, comma-separated, as they are.
lesson-format-first-no-algorithm = die erste Folie braucht einen Algorithmus: in ihrem Block ```state (die Algorithmen: { $ids })
# $ids: the ids, comma-separated, as they are.
lesson-format-no-algorithm = diese Folie braucht einen Algorithmus: in ihrem Block ```state (die Algorithmen: { $ids })
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-needs-seed = { $algorithm } ist randomisiert: geben Sie ihm ein seed: im Block ```state, damit die Lektion jedes Mal denselben Lauf spielt
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number); $large: the largest n on the large board.
lesson-format-size-range-large = Brettgröße { $n } liegt außerhalb des Bereichs: { $algorithm } läuft auf dem animierten Brett von 1 bis { $max } und auf dem großen Brett bis { $large }
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range = Brettgröße { $n } liegt außerhalb des Bereichs: { $algorithm } läuft auf dem animierten Brett von 1 bis { $max }
# $n: a board size; $max: the limit (a number).
lesson-format-large-side = ein Brett mit { $n } ist ein großes Brett, nur in der Ansicht watch gezeigt: nebeneinander nimmt 1 bis { $max }
lesson-format-side-needs-vs = view: side braucht vs: den Algorithmus daneben (eine ID des Registers)
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range-beside = Brettgröße { $n } liegt daneben außerhalb des Bereichs: { $algorithm } läuft auf dem animierten Brett von 1 bis { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-beside-needs-seed = { $algorithm } ist randomisiert: geben Sie der Folie ein seed: (beide Bretter laufen damit)
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range = die Vergleichsansicht kann { $algorithm } nicht auf einem Brett mit { $n } laufen lassen: er läuft von 1 bis { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range-solution = die Vergleichsansicht kann { $algorithm } nicht auf einem Brett mit { $n } laufen lassen: er läuft von 1 bis { $max }, nicht 2 oder 3 (keine Lösung)
# $k: a move (its number); $max: the limit (a number).
lesson-format-move-limit = Zug { $k } liegt jenseits dessen, was eine Lektion schrittweise abspielt: höchstens { $max } Züge
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end = Zug { $k } liegt hinter dem Ende des Laufs bei Zug { $end }
# $max: the limit (a number).
lesson-format-run-too-long = der Lauf geht über { $max } Züge hinaus, mehr als eine Lektion abspielt: wählen Sie ein kleineres Brett oder einen anderen seed
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $max: the limit (a number).
lesson-format-no-event-within = kein Zug { $kind } in den ersten { $max } Zügen des Laufs, so weit eine Lektion abspielt
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $after: a move (its number); $end: the move where the run ends.
lesson-format-no-event-after = kein Zug { $kind } nach Zug { $after }: der Lauf endet bei Zug { $end }
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end-both = Zug { $k } liegt hinter dem Ende des Laufs bei Zug { $end }: dort sind beide Bretter fertig
# $ask: the question as written (predict, exercise).
lesson-format-ask-side = ask: { $ask } fragt nach einem Brett: geben Sie der Folie view: watch
lesson-format-step-no-move = step: zeigt einen Zug des animierten Bretts; diese Folie zeigt keinen (ein großes Brett oder die Vergleichsansicht)
# $ask: the question as written (predict, exercise).
lesson-format-ask-no-move = ask: { $ask } braucht das animierte Brett (Ansicht watch oder side, n innerhalb seiner Grenze)
lesson-format-large-play = ein großes Brett spielt nur „to end“ (seinen Lauf bis zu einer Lösung)
lesson-format-compare-play = die Vergleichsansicht spielt keine Züge: geben Sie der Folie kein play:
# $k: a move (its number); $start: the slide's step (a move).
lesson-format-play-before-step = play: to { $k } muss nach dem Schritt der Folie liegen, Zug { $start }
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $at: the move (its number); $start: the slide's step (a move).
lesson-format-first-before-step = das erste { $kind } ist bei Zug { $at }, nicht nach dem Schritt der Folie, Zug { $start }: schreiben Sie „to next { $kind }“
# $end: the move where the run ends.
lesson-format-predict-at-end = ask: predict fragt nach dem nächsten Zug, und der Lauf endet bei Zug { $end }
lesson-format-no-beside = vs-expect: legt eine Zahl des Bretts daneben fest: diese Folie hat keines (view: side, vs:)
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-unknown-event = unbekannte Art von Ereignis „{ $kind }“: die Arten sind { $kinds }
# $algorithm: an algorithm's name (or, for not-compared, its id); $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-event-never = { $algorithm } meldet nie ein Ereignis { $kind }: seine Arten sind { $kinds }
# $play: the play as written.
lesson-format-play = play: „{ $play }“ ist keines von „to K“ (ein Zug), „to first KIND“, „to next KIND“ oder „to end“
# $speed: the speed as written; $speeds: the page's speeds, comma-separated.
lesson-format-speed = speed „{ $speed }“: wählen Sie eine der Geschwindigkeiten der Seite, { $speeds } (Züge pro Sekunde)
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-exercise = { $algorithm } hat keine Übung: nehmen Sie stattdessen ask: predict
# $ask: the question as written (predict, exercise).
lesson-format-ask = ask: „{ $ask }“ ist weder predict noch exercise
# $key: the key as written (id, n, expect…).
lesson-format-expect-form = { $key }: wird „NAME = VALUE“ geschrieben, etwa expect: attempts-total = 26
# $what: what is pinned: p, 1/p, solutions or a counter's id; $value: the value as written.
lesson-format-odds-not-number = { $what } „{ $value }“ ist keine Zahl in der Form 0.1293
# $value: the value as written.
lesson-format-not-probability = p = { $value } ist keine Wahrscheinlichkeit (0 bis 1)
# $key: the key as written (id, n, expect…); $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-expect-name = { $key }: „{ $name }“ ist weder eine Zähler-ID noch attempts-per-row, columns, solutions, p oder 1/p
# $end: the move where the run ends.
lesson-format-exercise-at-end = ask: exercise fragt nach dem nächsten Zug, und der Lauf fragt nach Zug { $end } nichts mehr
# $max: the limit (a number); $n: a board size.
lesson-format-expect-too-large = expect: legt die Zahlen eines Laufs auf Brettern bis { $max } Damen fest; das Brett dieser Folie hat { $n }
# $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value.
lesson-format-expect-large-wrong = expect: { $what } = { $want }, aber der Lauf hat bei seiner Lösung { $got }
lesson-format-large-expects = die expects eines großen Bretts sind seine Zähler, solutions, p und 1/p
lesson-format-compare-expects = die Vergleichsansicht zeigt keinen Lauf: ihre einzigen expects sind p und 1/p
# $id: the id as written; $algorithm: an algorithm's name (or, for not-compared, its id); $ids: the ids, comma-separated, as they are.
lesson-format-no-counter = „{ $id }“ ist kein Zähler von { $algorithm } mit diesen Parametern (seine Zähler: { $ids }), auch nicht attempts-per-row, columns, solutions, p oder 1/p
# $max: the limit (a number).
lesson-format-large-too-long = der Lauf braucht mehr als { $max } Schritte, mehr als eine Lektion abspielt
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size.
lesson-format-no-odds = der Kern kennt keine Erfolgswahrscheinlichkeit eines Versuchs von { $algorithm } auf einem Brett mit { $n }
# $name: a name as written (a block, a counter, expect or vs-expect); $value: the value as written; $got: the run's value.
lesson-format-odds-wrong = expect: { $name } = { $value }, aber die Wahrscheinlichkeit eines Versuchs ergibt { $got }
# $name: a name as written (a block, a counter, expect or vs-expect); $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value; $at: the move (its number).
lesson-format-expect-wrong = { $name }: { $what } = { $want }, aber der Lauf hat bei Zug { $at } { $got }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-per-row = { $algorithm } führt keine Versuche pro Zeile
