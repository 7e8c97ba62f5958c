# Las lecciones, en español: el reproductor de lecciones, el diálogo «Lecciones», los avisos
# del paquete SCORM de una lección y lo que dice `nqueens lesson` de los archivos de lección
# y sus traducciones. Traducido de locales/en/lessons.ftl (ver docs/translating.md).
# Términos como en locales/es/page.ftl: «reina», «tablero», «fila», «columna», «vuelta
# atrás» (Universidad de Murcia, tema 6, dis.um.es/~ginesgm/temas/tema6-2/tsld019.htm);
# «amenazar» y «esquema vuelta atrás (o backtracking)» como en Wikipedia en español,
# «Problema de las ocho reinas»; «diapositiva», «lección». Los textos de las lecciones están
# en lessons/es/<id>.md.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The player's head

lesson-where = Diapositiva { $slide } de { $count }
lesson-where-finished = Terminada
lesson-prev = ← Anterior
lesson-again = Reproducir de nuevo esta diapositiva
lesson-next = Siguiente →
lesson-finish = Terminar
lesson-score = Descargar mis respuestas (JSON)
lesson-leave = Salir de la lección
lesson-notes = Notas para el docente

## The bar at the screen's foot, while the slide's buttons are scrolled away

lesson-float =
    .aria-label = Lección (la diapositiva quedó fuera de la vista)
lesson-float-next = Siguiente diapositiva →

## The player's lines

lesson-score-note = Respondiste bien { $right } de { $asked } { $asked ->
        [one] pregunta
       *[other] preguntas
    } al primer intento.
lesson-welcome-back = Bienvenido de nuevo: dejaste esta lección en la diapositiva { $slide }. Anterior vuelve atrás; la diapositiva 1 es el comienzo.
lesson-welcome-back-course = Bienvenido de nuevo: la página del curso guardó tu lugar, diapositiva { $slide }.
lesson-slide-refused = No se pudo preparar el tablero de esta diapositiva: { $error }
lesson-board-refused = el tablero fue rechazado
lesson-record-exercise-step = El paso del ejercicio
lesson-record-left = { $truth } (abandonado tras { $answered } de { $total } preguntas)
lesson-checking = Comprobando la lección…
lesson-worker-failed = no se pudo comprobar la lección ({ $message })
lesson-worker-silent = su worker no arrancó

## The lesson's end (after Finish)

lesson-finished-title = Terminada: { $title }
lesson-finished-all = Recorriste todas las diapositivas.
lesson-finished-go-answers = Descarga tus respuestas, vuelve con Anterior, elige otra lección en Lecciones o sal de la lección para seguir con la página tal como está.
lesson-finished-go = Vuelve con Anterior, elige otra lección en Lecciones o sal de la lección para seguir con la página tal como está.
lesson-finished-announce = Lección terminada: { $title }. { $note }

## The Lessons dialog

lessons-title = Lecciones
lessons-intro = Una lección prepara el tablero, dice qué mirar, reproduce los movimientos y pregunta a la clase, diapositiva a diapositiva.
lessons-keys-or = o
lessons-keys-on = avanza,
lessons-keys-back = retrocede.
lessons-slides = ({ $slides } { $slides ->
        [one] diapositiva
       *[other] diapositivas
    }.)
lessons-finished = Terminada.
lessons-left-at = La dejaste en la diapositiva { $slide }.
lessons-own = Tu propia lección
lessons-own-before = Una lección es un archivo de texto Markdown: el
lessons-own-link = formato de lección
lessons-own-after = del libro explica cómo escribir una. Ábrela aquí o suéltala sobre la página.
lessons-file = Desde un archivo
lessons-url = Desde una dirección web
lessons-url-field =
    .placeholder = https://…/mi-leccion.md
lessons-open = Abrir
lessons-close = Cerrar

## Refusals (the dialog's, and the page's address messages); $error is the core's reason
## ("line 14: unknown algorithm …")

lessons-refused = «{ $title }» fue rechazada: { $error }.
lessons-file-too-big = «{ $file }» tiene { $size } bytes: un archivo de lección tiene como máximo { $max }.
lessons-file-refused = «{ $file }» fue rechazado: { $error }.
lessons-url-unread = No se pudo leer la lección en { $url } ({ $reason }): puede que su servidor no deje leerla a otras páginas. Descarga el archivo y ábrelo.
lessons-host-answered = el servidor respondió { $status }
lessons-url-refused = La lección en { $url } fue rechazada: { $error }.
lessons-address-url = { $message } (lesson-url en la dirección)
lessons-address-text-not-packed = no es una lección empaquetada por esta página
lessons-address-text-refused = La lección de la dirección (lesson-text) fue rechazada: { $error }.
lessons-address-unknown = Lección desconocida «{ $id }» en la dirección: el botón Lecciones muestra las que tiene la página.
lessons-address-refused = La lección «{ $id }» fue rechazada: { $error }.

## A lesson's SCORM package (www/scorm.js), what the learner reads

lesson-scorm-unopened = No se pudo abrir la lección de este paquete SCORM: { $error }.
lesson-scorm-no-lms = No se encontró ninguna plataforma: esta página es el paquete SCORM de la lección «{ $title }» y, abierta fuera de una plataforma, no envía ninguna calificación
lesson-scorm-kept-here = { $why }; tu lugar se guarda en este navegador.
lesson-scorm-signed-in = Identificado por tu plataforma: tu lugar y tu calificación le llegan tras cada diapositiva.
lesson-scorm-signed-in-as = Identificado por tu plataforma como { $name }: tu lugar y tu calificación le llegan tras cada diapositiva.
lesson-scorm-signed-in-questions = Identificado por tu plataforma: tu lugar y tu calificación le llegan tras cada diapositiva y respuesta; se aprueba con el { $mastery } % de las preguntas bien al primer intento.
lesson-scorm-signed-in-as-questions = Identificado por tu plataforma como { $name }: tu lugar y tu calificación le llegan tras cada diapositiva y respuesta; se aprueba con el { $mastery } % de las preguntas bien al primer intento.
lesson-scorm-place-unread = No se pudo leer el lugar que guardó tu plataforma ({ $error }): la lección empieza de nuevo en la diapositiva 1, y la plataforma conserva lo que tiene hasta que avances.
lesson-scorm-place-too-long = Tu lugar en esta lección ya no cabe en los { $limit } caracteres que SCORM { $version } guarda para él: tu calificación sigue llegando a la plataforma, pero al volver a abrirla se reanuda desde el último lugar que cupo.

## An exercise's SCORM package (www/scorm.js), what the learner reads; the LMS's refusals
## (either package's); a saved place that does not read (readPlace)

scorm-settings-unread = La configuración SCORM de esta página no se puede leer ({ $error }); funciona como visualizador y no envía ninguna calificación.
scorm-lms-no-session = La plataforma no inició ninguna sesión ({ $call }: { $why })
scorm-lms-threw = { $call } de la plataforma lanzó «{ $error }»
scorm-lms-error = error { $code }: { $words }
scorm-lms-error-code = error { $code }
scorm-lms-no-error-code = sin código de error
scorm-lms-refused = La plataforma rechazó { $element } = «{ $value }» ({ $why }).
scorm-lms-not-saved = La plataforma no guardó la calificación ({ $call }: { $why }).
scorm-exercise-no-score = { $why }, así que no le llega ninguna calificación. Escribe tu nombre o número y entrega el código de finalización al final.
scorm-exercise-no-lms = No se encontró ninguna plataforma: esta página es el paquete SCORM de la clase { $class } y, abierta fuera de una plataforma, no envía ninguna calificación. Escribe tu nombre o número y entrega el código de finalización al final.
scorm-exercise-id-too-long = Tu identificador en la plataforma tiene { $length } caracteres, más que los { $max } de los que se saca la instancia de un ejercicio: escribe tu nombre o número en su lugar; la calificación sigue llegando a la plataforma.
scorm-exercise-no-id = La plataforma no dio ningún identificador: escribe tu nombre o número; la calificación sigue llegando a la plataforma.
scorm-exercise-signed-in = Identificado por tu plataforma como { $name }: tu calificación va a su libro de calificaciones tras cada paso; se aprueba con el { $mastery } % de los pasos bien al primer intento.
scorm-exercise-attempt-unread = No se pudo leer el intento que guardó tu plataforma ({ $error }): empieza un intento nuevo, y la plataforma conserva lo que tiene hasta que respondas.
scorm-exercise-too-long = Las respuestas de este intento ya no caben en los { $limit } caracteres que SCORM { $version } guarda para él: tu calificación sigue llegando a la plataforma, pero al volver a abrirlo se reanuda desde tu última respuesta que cupo.
scorm-place-not-place = no es un lugar que haya guardado esta lección
scorm-place-other-lesson = es el lugar en otra lección ({ $saved }), no en «{ $lesson }»
scorm-place-slide = su diapositiva ({ $slide }) no es ninguna de las { $count } de la lección
scorm-place-no-answers = no tiene ninguna lista de respuestas
scorm-place-answer = una respuesta no nombra ninguna pregunta de la lección ({ $answer })
scorm-place-twice = responde dos veces a la pregunta de la diapositiva { $slide }

## The teacher's view's SCORM downloads (www/scorm-package.js)

scorm-package-embedded-at = Esta página es el archivo único, que no puede leerse a sí mismo para hacer el paquete. Abre la vista del docente en el sitio publicado ({ $url }) y pulsa allí este botón, o desde el repositorio ejecuta: { $command }
scorm-package-embedded = Esta página es el archivo único, que no puede leerse a sí mismo para hacer el paquete. Abre la vista del docente en el sitio publicado y pulsa allí este botón, o desde el repositorio ejecuta: { $command }
scorm-package-making = Haciendo el paquete…
scorm-package-no-single-file = No hay { $file } junto a esta página ({ $error }): el paquete es una copia de él. El sitio publicado lo tiene (cargo xtask dist lo pone en dist/); el servidor de desarrollo no. Desde el repositorio, ejecuta cargo xtask dist y luego: { $command }
scorm-package-unmade = No se pudo hacer el paquete: { $error }.
scorm-package-unzipped = No se pudo comprimir el paquete ({ $error }). Desde el repositorio, ejecuta: { $command }
scorm-package-downloaded = Se descargó { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB, { $what }). En tu plataforma añade una actividad SCORM (Moodle: paquete SCORM; Canvas: impórtalo como paquete SCORM) y súbelo; pon como su calificación la puntuación.
scorm-package-what-exercise = SCORM { $version }, se aprueba con el { $mastery } %
scorm-package-what-lesson = «{ $title }», SCORM { $version }, se aprueba con el { $mastery } % de sus preguntas bien al primer intento
scorm-package-pass-mark = La calificación para aprobar es un porcentaje entero de 0 a 100.
scorm-package-open-lesson = La lección abierta ahora: { $title }
scorm-package-lesson-closed = Ya no hay ninguna lección abierta en la página: elige una de la lista.

## A SCORM package refused (src/scorm.rs; `nqueens exercise scorm`, `nqueens lesson scorm`,
## the teacher's view, a package's page reading its <meta> or its saved attempt)

scorm-error-version = versión de SCORM desconocida «{ $version }»: 1.2 (la aceptan todas las plataformas) o 2004 (4.ª edición)
scorm-error-mastery = una calificación para aprobar es un porcentaje de 0 a 100, no { $mastery }
scorm-error-meta-mastery = la calificación para aprobar «{ $value }» del paquete no es un porcentaje de 0 a 100
scorm-error-no-class = el paquete no nombra ningún código de clase
scorm-error-no-version = el paquete no nombra ninguna versión de SCORM
scorm-error-lesson-unread = la lección «{ $id }» no se puede leer
scorm-error-lesson-text = el texto de lección del paquete no es una lección empaquetada por esta página
scorm-error-lesson-refused = la lección del paquete no se puede leer: { $error }
scorm-error-lesson-renamed = el paquete nombra la lección «{ $id }», pero su texto es la lección «{ $own }»
scorm-error-zip = al escribir el paquete: { $error }
scorm-error-page-too-large = la página tiene { NUMBER($megabytes, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } MB; un paquete admite un archivo único de { $limit } MB como máximo
scorm-error-not-single-file = eso no es el archivo único nqueens-visualizer.html que escribe `cargo xtask dist` (no tiene el núcleo incrustado)
scorm-error-already-package = esa página ya es la de un paquete SCORM: da el propio archivo único nqueens-visualizer.html
scorm-error-no-head = esa página no tiene </head>: no es el archivo único
scorm-error-not-attempt = no es un intento que haya guardado este ejercicio
scorm-error-other-version = lo guardó otra versión del ejercicio ({ $saved }; esta página lee { $reads })
scorm-error-cut-short = está cortado (sin código de finalización)
scorm-error-scores = sus puntuaciones no son números de 0 a 10000
scorm-error-answers = sus respuestas no pasan la comprobación: { $why }
scorm-error-other-class = es un intento de otra clase ({ $saved }), no de { $class }
scorm-error-other-learner = es el intento de otro estudiante

## `nqueens exercise scorm` and `nqueens lesson scorm` (src/cli/exercise.rs, src/cli/lesson.rs)

scorm-cli-no-single-file = no se encontró { $path }: el paquete se hace a partir del archivo único, que escribe `cargo xtask dist` (ejecútalo antes en el repositorio), o da su ruta con --html
scorm-cli-unreadable = al leer { $path }: { $error }
scorm-cli-not-text = { $path } no es un archivo de texto (UTF-8): da el archivo único nqueens-visualizer.html
scorm-cli-id-or-file = da el id de una lección incluida o --file ARCHIVO (no ambos)
scorm-cli-wrote-lesson = Se escribió { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB): { $title }, SCORM { $version }, se aprueba con el { $mastery } % de sus preguntas bien al primer intento. Impórtalo en tu plataforma de aprendizaje (LMS) como paquete SCORM; guarda el lugar de cada estudiante.
scorm-title-exercise = { $name } (clase { $class })
scorm-title-lesson = { $title } (lección guiada)
scorm-title-organization = Visualizador de N reinas: { $title }

## A lesson file's translation (`nqueens lesson check FILE --original ORIGINAL`, the tests):
## the same slides, boards and questions as its original, in other words

lesson-translation-id = el id de la traducción «{ $id }» no es el de su original, «{ $original }»
lesson-translation-slides = la traducción tiene { $slides } { $slides ->
        [one] diapositiva
       *[other] diapositivas
    }, su original { $original }
lesson-translation-board = la diapositiva { $slide } prepara otro tablero que su original (línea { $line }): el bloque state debe ser el mismo
lesson-translation-moves = la diapositiva { $slide } reproduce otros movimientos que su original (línea { $line }): play debe ser el mismo
lesson-translation-speed = la diapositiva { $slide } reproduce a otra velocidad que su original (línea { $line })
lesson-translation-question = la diapositiva { $slide } hace otra pregunta que su original (línea { $line })
lesson-translation-expects = la diapositiva { $slide } fija otros números que su original (línea { $line }): las líneas expect deben ser las mismas
lesson-check-translation-ok = { $file }: correcto, { $slides } { $slides ->
        [one] diapositiva
       *[other] diapositivas
    }, las mismas que { $original } con otras palabras
lesson-check-no-original = no hay lección incorporada ni archivo «{ $original }»

## `nqueens lesson check` and `list`

lesson-check-ok = { $file }: correcto, { $slides } { $slides ->
        [one] diapositiva
       *[other] diapositivas
    }
lesson-check-not-utf8 = el archivo no es texto UTF-8
lesson-check-unreadable = no se puede leer: { $error }
lesson-list-slides = ({ $slides } { $slides ->
        [one] diapositiva
       *[other] diapositivas
    })
