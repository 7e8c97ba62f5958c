# Los errores del formato de lección, en español: el archivo de lección propio de un
# docente, rechazado con la línea que está mal (la página, `nqueens lesson check`). Traducido
# de locales/en/lesson-format.ftl (ver docs/translating.md). Términos como en
# locales/es/lessons.ftl y locales/es/errors.ftl: «diapositiva», «lección», «tablero»,
# «movimiento», «ejecución», «reina» (Universidad de Murcia, tema 6,
# dis.um.es/~ginesgm/temas/tema6-2/tsld019.htm). Las claves y valores de un archivo de
# lección (id:, summary:, ```state, play:, expect:, to end…) quedan como los escribe una lección.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs).

lesson-format-line = línea { $line }: { $what }

# $id: the id as written; $ids: the ids, comma-separated, as they are.
lesson-format-no-builtin = no hay lección incorporada «{ $id }»: las lecciones son { $ids }
# $bytes: the file's size in bytes; $max: the limit (a number).
lesson-format-too-large = el archivo tiene { $bytes } bytes: un archivo de lección tiene como máximo { $max } bytes (200 kB)
lesson-format-no-title = una lección empieza con su título: «# » y el título, en la primera línea
lesson-format-indented = una línea sangrada continúa una línea de cabecera, y no hay ninguna antes
# $text: what was written, as it is.
lesson-format-not-header = «{ $text }» no es una línea de cabecera: la cabecera es «id: …» y «summary: …», y luego cada diapositiva empieza con «## »
# $key: the key as written (id, n, expect…).
lesson-format-header-key = clave de cabecera desconocida «{ $key }»: la cabecera tiene id: y summary:
# $key: the key as written (id, n, expect…).
lesson-format-header-twice = { $key }: aparece dos veces: indíquela una vez
lesson-format-no-id = la lección necesita una línea id: antes de su primera diapositiva (a-z, 0-9 y -)
# $id: the id as written.
lesson-format-bad-id = el id «{ $id }» debe tener de 1 a 64 caracteres entre a-z, 0-9 y -
lesson-format-empty-summary = summary está vacío: diga en una línea de qué trata la lección
lesson-format-no-summary = la lección necesita una línea summary: antes de su primera diapositiva
# $max: the limit (a number); $slide: the slide's number.
lesson-format-too-many-slides = una lección tiene como máximo { $max } diapositivas: esta es la diapositiva { $slide }
lesson-format-no-slides = la lección no tiene diapositivas: cada diapositiva empieza con una línea «## » y su título
lesson-format-slide-title = la línea «## » de una diapositiva necesita su título
# $name: a name as written (a block, a counter, expect or vs-expect); $number: a line of the file.
lesson-format-block-not-closed = el bloque ```{ $name } abierto aquí no se cierra antes de la línea { $number }: termínelo con una línea ```
lesson-format-block-name = un bloque necesita su nombre: ```state, ```action o ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-unknown-block = bloque desconocido «{ $name }»: los bloques de una diapositiva son ```state, ```action y ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-twice = un segundo bloque ```{ $name }: una diapositiva tiene cada bloque como máximo una vez
lesson-format-text-after-blocks = el texto de una diapositiva va antes de sus bloques: suba esta línea o pásela a ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-never-closed = el bloque ```{ $name } abierto aquí nunca se cierra: termínelo con una línea ```
# $text: what was written, as it is; $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-not-pair = «{ $text }» no es «clave: valor» (las claves del bloque ```{ $block }: { $keys })
# $key: the key as written (id, n, expect…); $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-unknown-key = clave desconocida «{ $key }» en ```{ $block }: sus claves son { $keys }
# $key: the key as written (id, n, expect…).
lesson-format-key-twice = { $key }: aparece dos veces en este bloque: indíquela una vez
lesson-format-code-block = un bloque de código no forma parte del texto de una diapositiva: los bloques de una diapositiva son ```state, ```action y ```notes, cada uno al principio de su línea
lesson-format-email-link = un enlace de correo electrónico: una lección solo enlaza a páginas http(s)
# $url: the link as written.
lesson-format-link = el enlace «{ $url }»: una lección solo enlaza a direcciones http:// o https://, #… o relativas
lesson-format-heading-1 = un encabezado «# » dentro de la lección: solo su primera línea es su título
lesson-format-heading-2 = un encabezado en el texto de una diapositiva (una línea subrayada con --- o ===): una diapositiva empieza con «## » al principio de una línea; deje una línea en blanco antes de una raya ---
lesson-format-heading-3 = los encabezados de nivel 3 o inferior no forman parte de una lección: cada diapositiva es un encabezado «## » y su texto
lesson-format-image = una imagen: las diapositivas de una lección muestran el tablero, no imágenes
lesson-format-html = el HTML sin procesar no forma parte de una lección: escriba Markdown (énfasis, listas, enlaces)
lesson-format-table = una tabla no forma parte de una lección: use una lista
lesson-format-markdown = este Markdown no forma parte del subconjunto de una lección (énfasis, negrita, listas, enlaces, código en línea, párrafos)
# $text: what was written, as it is; $ids: the ids, comma-separated, as they are.
lesson-format-unknown-algorithm = algoritmo desconocido «{ $text }» (los algoritmos: { $ids })
# $text: what was written, as it is.
lesson-format-n-not-whole = el tamaño del tablero «{ $text }» no es un número entero
# $text: what was written, as it is.
lesson-format-trials-not-whole = trials «{ $text }» no es un número entero
# $text: what was written, as it is.
lesson-format-step-not-whole = el paso «{ $text }» no es un número entero
# $text: what was written, as it is.
lesson-format-move-not-whole = el movimiento «{ $text }» no es un número entero
# $text: what was written, as it is.
lesson-format-value-not-whole = el valor «{ $text }» no es un número entero
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-not-whole = seed «{ $text }» no es un número entero de 0 a { $max }
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-too-large = seed { $text } es mayor que { $max }
# $key: the key as written (id, n, expect…).
lesson-format-needs-value = { $key }: necesita un valor
# $view: the view as written.
lesson-format-unknown-view = vista desconocida «{ $view }»: elija watch, side, compare o papers
# $paper: the paper as written; $papers: the papers' ids, comma-separated.
lesson-format-unknown-paper = artículo desconocido «{ $paper }»: elija { $papers }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-not-compared = la vista Comparar no ofrece { $algorithm }
# $trials: the trials given; $max: the limit (a number).
lesson-format-trials-range = trials { $trials } está fuera de rango: elija de 1 a { $max }
# $ids: the ids, comma-separated, as they are.
lesson-format-first-no-algorithm = la primera diapositiva necesita un algoritmo: en su bloque ```state (los algoritmos: { $ids })
# $ids: the ids, comma-separated, as they are.
lesson-format-no-algorithm = esta diapositiva necesita un algoritmo: en su bloque ```state (los algoritmos: { $ids })
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-needs-seed = { $algorithm } es aleatorio: dele un seed: en el bloque ```state, para que la lección reproduzca la misma ejecución cada vez
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number); $large: the largest n on the large board.
lesson-format-size-range-large = el tamaño del tablero { $n } está fuera de rango: { $algorithm } admite de 1 a { $max } en el tablero animado y hasta { $large } en el tablero grande
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range = el tamaño del tablero { $n } está fuera de rango: { $algorithm } admite de 1 a { $max } en el tablero animado
# $n: a board size; $max: the limit (a number).
lesson-format-large-side = un tablero de { $n } es un tablero grande, que solo se muestra en la vista watch: lado a lado admite de 1 a { $max }
lesson-format-side-needs-vs = view: side necesita vs: el algoritmo de al lado (un id del registro)
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range-beside = el tamaño del tablero { $n } está fuera de rango al lado: { $algorithm } admite de 1 a { $max } en el tablero animado
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-beside-needs-seed = { $algorithm } es aleatorio: dé a la diapositiva un seed: (ambos tableros se ejecutan con él)
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range = la vista Comparar no puede ejecutar { $algorithm } en un tablero de { $n }: admite de 1 a { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range-solution = la vista Comparar no puede ejecutar { $algorithm } en un tablero de { $n }: admite de 1 a { $max }, no 2 ni 3 (sin solución)
# $k: a move (its number); $max: the limit (a number).
lesson-format-move-limit = el movimiento { $k } va más allá de lo que recorre una lección: como máximo { $max } movimientos
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end = el movimiento { $k } está más allá del final de la ejecución, en el movimiento { $end }
# $max: the limit (a number).
lesson-format-run-too-long = la ejecución pasa de { $max } movimientos, más de lo que recorre una lección: elija un tablero más pequeño u otro seed
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $max: the limit (a number).
lesson-format-no-event-within = ningún movimiento { $kind } en los primeros { $max } movimientos de la ejecución, hasta donde recorre una lección
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $after: a move (its number); $end: the move where the run ends.
lesson-format-no-event-after = ningún movimiento { $kind } después del movimiento { $after }: la ejecución termina en el movimiento { $end }
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end-both = el movimiento { $k } está más allá del final de la ejecución, en el movimiento { $end }: ahí ambos tableros han terminado
# $ask: the question as written (predict, exercise).
lesson-format-ask-side = ask: { $ask } pregunta sobre un solo tablero: dé a la diapositiva view: watch
lesson-format-step-no-move = step: muestra un movimiento del tablero animado; esta diapositiva no muestra ninguno (un tablero grande o la vista Comparar)
# $ask: the question as written (predict, exercise).
lesson-format-ask-no-move = ask: { $ask } necesita el tablero animado (vista watch o side, n dentro de su límite)
lesson-format-large-play = un tablero grande solo reproduce «to end» (su ejecución hasta una solución)
lesson-format-compare-play = la vista Comparar no reproduce movimientos: no dé a la diapositiva ningún play:
# $k: a move (its number); $start: the slide's step (a move).
lesson-format-play-before-step = play: to { $k } debe ir después del paso de la diapositiva, el movimiento { $start }
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $at: the move (its number); $start: the slide's step (a move).
lesson-format-first-before-step = el primer { $kind } está en el movimiento { $at }, no después del paso de la diapositiva, el movimiento { $start }: escriba «to next { $kind }»
# $end: the move where the run ends.
lesson-format-predict-at-end = ask: predict pregunta por el siguiente movimiento, y la ejecución termina en el movimiento { $end }
lesson-format-no-beside = vs-expect: fija un número del tablero de al lado: esta diapositiva no tiene ninguno (view: side, vs:)
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-unknown-event = tipo de evento desconocido «{ $kind }»: los tipos son { $kinds }
# $algorithm: an algorithm's name (or, for not-compared, its id); $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-event-never = { $algorithm } nunca informa de un evento { $kind }: sus tipos son { $kinds }
# $play: the play as written.
lesson-format-play = play: «{ $play }» no es ninguno de «to K» (un movimiento), «to first KIND», «to next KIND» o «to end»
# $speed: the speed as written; $speeds: the page's speeds, comma-separated.
lesson-format-speed = speed «{ $speed }»: elija una de las velocidades de la página, { $speeds } (movimientos por segundo)
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-exercise = { $algorithm } no tiene ejercicio: use ask: predict en su lugar
# $ask: the question as written (predict, exercise).
lesson-format-ask = ask: «{ $ask }» no es predict ni exercise
# $key: the key as written (id, n, expect…).
lesson-format-expect-form = { $key }: se escribe «NAME = VALUE», como expect: attempts-total = 26
# $what: what is pinned: p, 1/p, solutions or a counter's id; $value: the value as written.
lesson-format-odds-not-number = { $what } «{ $value }» no es un número escrito como 0.1293
# $value: the value as written.
lesson-format-not-probability = p = { $value } no es una probabilidad (de 0 a 1)
# $key: the key as written (id, n, expect…); $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-expect-name = { $key }: «{ $name }» no es un id de contador ni attempts-per-row, columns, solutions, p o 1/p
# $end: the move where the run ends.
lesson-format-exercise-at-end = ask: exercise pregunta por el siguiente movimiento, y la ejecución no pregunta nada después del movimiento { $end }
# $max: the limit (a number); $n: a board size.
lesson-format-expect-too-large = expect: fija los números de una ejecución en tableros de hasta { $max } reinas; el de esta diapositiva tiene { $n }
# $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value.
lesson-format-expect-large-wrong = expect: { $what } = { $want }, pero la ejecución tiene { $got } en su solución
lesson-format-large-expects = los expects de un tablero grande son sus contadores, solutions, p y 1/p
lesson-format-compare-expects = la vista Comparar no muestra ninguna ejecución: sus únicos expects son p y 1/p
# $id: the id as written; $algorithm: an algorithm's name (or, for not-compared, its id); $ids: the ids, comma-separated, as they are.
lesson-format-no-counter = «{ $id }» no es un contador de { $algorithm } con estos parámetros (sus contadores: { $ids }), ni attempts-per-row, columns, solutions, p o 1/p
# $max: the limit (a number).
lesson-format-large-too-long = la ejecución necesita más de { $max } pasos, más de lo que recorre una lección
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size.
lesson-format-no-odds = el núcleo no conoce la probabilidad de un intento de { $algorithm } en un tablero de { $n }
# $name: a name as written (a block, a counter, expect or vs-expect); $value: the value as written; $got: the run's value.
lesson-format-odds-wrong = expect: { $name } = { $value }, pero la probabilidad de un intento da { $got }
# $name: a name as written (a block, a counter, expect or vs-expect); $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value; $at: the move (its number).
lesson-format-expect-wrong = { $name }: { $what } = { $want }, pero la ejecución tiene { $got } en el movimiento { $at }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-per-row = { $algorithm } no lleva intentos por fila
