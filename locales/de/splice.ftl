# Was die Seite über die Antwort einer Kursseite sagt, wenn sie über SPLICE nach der
# gespeicherten Arbeit fragt (www/splice.js), auf Deutsch. Übersetzt aus locales/en/splice.ftl
# (siehe docs/translating.md). Begriffe wie im SPLICE-Protokoll
# (cssplice.org/slcp/iframe-protocol-specification.html): Zustand, Nachricht, Fehlercode.
# Ein Begriff je Konzept, mit Quellen: locales/de/terms.toml (geprüft von tests/terms.rs).

## Something the host sent, in words.
splice-quoted = „{ $text }“
splice-as-is = { $value }
splice-a-list = eine Liste
splice-null = null
splice-kind = ein Wert vom Typ { $kind }

## What the host said went wrong.
splice-error-coded = { $said } (Code { $code })
splice-error-code = Fehler { $code }
splice-error-unsaid = einen Fehler, ohne zu sagen, welchen
splice-failed-unsaid = dass es fehlschlug, ohne zu sagen, warum

## Why the host's answer gives no saved work.
splice-it-said = sie meldete { $said }
splice-not-a-message = die Antwort ist { $value }, keine Nachricht
splice-not-json = ihr gespeicherter Zustand ist Text, der kein JSON ist
splice-not-a-record = ihr gespeicherter Zustand ist { $value }, kein Datensatz
splice-other-version = er wurde von einer anderen Version dieser Seite gespeichert (Format { $format }; diese Seite liest Format { $mine })
