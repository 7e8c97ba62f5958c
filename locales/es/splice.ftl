# Lo que la página dice de la respuesta de una página del curso cuando le pide por SPLICE el
# trabajo guardado (www/splice.js), en español. Traducido de locales/en/splice.ftl (véase
# docs/translating.md). Términos como en el protocolo SPLICE
# (cssplice.org/slcp/iframe-protocol-specification.html): estado, mensaje, código de error.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs).

## Something the host sent, in words.
splice-quoted = «{ $text }»
splice-as-is = { $value }
splice-a-list = una lista
splice-null = null
splice-kind = un valor de tipo { $kind }

## What the host said went wrong.
splice-error-coded = { $said } (código { $code })
splice-error-code = el error { $code }
splice-error-unsaid = un error, sin decir cuál
splice-failed-unsaid = que falló, sin decir por qué

## Why the host's answer gives no saved work.
splice-it-said = dijo { $said }
splice-not-a-message = la respuesta es { $value }, no un mensaje
splice-not-json = su estado guardado es texto que no es JSON
splice-not-a-record = su estado guardado es { $value }, no un registro
splice-other-version = lo guardó otra versión de esta página (formato { $format }; esta página lee el formato { $mine })
