# La vista del docente y la hoja de trabajo, en español. Traducido de locales/en/teacher.ftl
# (ver docs/translating.md). Términos como en locales/es/page.ftl; «plataforma de
# aprendizaje (LMS)», «paquete SCORM», «calificación para aprobar» y «libro de
# calificaciones» como en la documentación de Moodle en español (docs.moodle.org/all/es/Paquete_SCORM).
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The class link

teacher-title = Para el docente: un ejercicio para tu clase
teacher-family = Ejercicio
teacher-new = Nuevo código de clase
teacher-class = Código de clase
teacher-note = Los estudiantes abren el enlace (o escanean el código QR) y escriben su nombre o número: cada uno recibe un ejercicio propio, el mismo en cualquier dispositivo. Al final cada uno recibe un código de finalización para entregar (o, en una página de curso que habla SPLICE, la puntuación va a ella).
teacher-link-label = El enlace de la clase
teacher-copy = Copiar el enlace
teacher-qr =
    .aria-label = Código QR del enlace de la clase
teacher-qr-large = Ampliar el código QR
teacher-qr-link = Código QR del enlace de la clase { $link }
teacher-qr-code = Código QR del código de clase { $code }
teacher-family-option = { $name } ({ $code })
teacher-file-link = Abierta desde un archivo: los estudiantes abren el mismo archivo, pulsan Sé el algoritmo y escriben el código de clase { $code }.
teacher-copied = Copiado ✓
teacher-copy-by-hand = Selecciónalo y cópialo (Ctrl+C)
teacher-link-copied = Enlace de la clase copiado.
teacher-class-refused = { $problem } (en la dirección); se sortea uno nuevo.

## The LMS (SCORM)

teacher-scorm-title = Llévalo a tu plataforma (SCORM)
teacher-scorm-note = Moodle, Canvas, Blackboard, Brightspace y Schoology importan este ejercicio como paquete SCORM: cada estudiante recibe su propio ejercicio desde su cuenta de la plataforma, sin escribir ningún nombre, y la puntuación va al libro de calificaciones tras cada paso (aprobado o suspenso al final según la calificación para aprobar).
teacher-scorm-version = Versión de SCORM
teacher-scorm-12 = 1.2 (la aceptan todas las plataformas)
teacher-scorm-2004 = 2004 (4.ª edición)
teacher-scorm-mastery = Calificación para aprobar (%)
teacher-scorm-download = Descargar para tu plataforma (SCORM)
teacher-scorm-lesson-note = Una lección guiada va a tu plataforma del mismo modo, con la versión y la calificación para aprobar de arriba: la plataforma guarda el punto de cada estudiante (la diapositiva, sus respuestas) de una visita a la siguiente, y la puntuación son las preguntas acertadas al primer intento (en una lección sin preguntas, la proporción de diapositivas vistas).
teacher-scorm-lesson = Lección guiada
teacher-scorm-lesson-download = Descargar la lección para tu plataforma (SCORM)

## Checking completion codes

teacher-check-title = Comprobar códigos de finalización
teacher-codes = Pega los códigos que entregaron tus estudiantes, uno por línea. La comprobación vuelve a calificar cada uno a partir de sus respuestas; protege contra errores (un código mal escrito o editado), no contra trampas.
teacher-check = Comprobar los códigos
teacher-csv = Descargar CSV
teacher-results-region =
    .aria-label = Códigos comprobados (se desplaza de lado si es estrecha)
teacher-col-learner = Estudiante
teacher-col-class = Clase
teacher-col-attempt = Intento
teacher-col-grading = Corrección
teacher-col-right = Acertadas al primer intento
teacher-col-score = Puntuación
teacher-col-model = Solución modelo
teacher-col-time = Tiempo empleado
teacher-col-note = Nota
teacher-grading-fix = tras cada paso (corregido)
teacher-grading-undo = tras cada paso (deshecho)
teacher-grading-end = al final
teacher-no-name = (sin nombre)
teacher-right = { $right } de { $total }
teacher-right-unfinished = { $right } de { $total } (sin terminar)
teacher-score = { $score } %
teacher-model-opened = abierta: sin puntos
teacher-model-not-opened = no
teacher-seconds = { $seconds } s
teacher-note-other-class = otra clase ({ $class })
teacher-note-same-learner = mismo estudiante que la línea { $line }
teacher-note-no-name = sin nombre
teacher-repeats = la línea { $line } repite la línea { $first }
teacher-refused-line = línea { $line }: { $why }
teacher-refused-line-who = línea { $line } ({ $who }): { $why }
teacher-checked = { $codes } { $codes ->
        [one] código comprobado
       *[other] códigos comprobados
    }.
teacher-checked-refused = { $codes } { $codes ->
        [one] código comprobado
       *[other] códigos comprobados
    }; rechazados: { $refused }.
teacher-checked-ignored = { $codes } { $codes ->
        [one] código comprobado
       *[other] códigos comprobados
    }; ignorados: { $ignored }.
teacher-checked-refused-ignored = { $codes } { $codes ->
        [one] código comprobado
       *[other] códigos comprobados
    }; rechazados: { $refused }; ignorados: { $ignored }.

## A learner's instance and its answer key

teacher-keys-title = El ejercicio de un estudiante y su solucionario
teacher-learner = Nombre o número del estudiante
teacher-attempt = Intento
teacher-key-show = Mostrar el ejercicio y su solucionario
teacher-names = Para imprimir los solucionarios de una clase, pega los nombres o números de los estudiantes, uno por línea, tal como los escriben (los espacios y las mayúsculas no importan). El intento es el de arriba.
teacher-key-layout = Imprimir
teacher-key-pages = una página por estudiante
teacher-key-table = una tabla
teacher-key-print = Imprimir los solucionarios

## The worksheet (printed)

teacher-worksheet =
    .aria-label = Hoja de trabajo (impresa)
teacher-worksheet-title = N reinas: { $algorithm }, { $n } × { $n }, movimiento { $move }
teacher-worksheet-title-seed = N reinas: { $algorithm }, { $n } × { $n }, semilla { $seed }, movimiento { $move }
teacher-worksheet-alt = El tablero en el movimiento { $move }, solo las reinas: { $caption } Debajo: { $numbers }.
teacher-worksheet-name = Nombre: ______________________   Fecha: ____________
teacher-worksheet-check-link = La fila 1 está abajo, la columna 1 a la izquierda. Para comprobar tus respuestas, abre la página en este movimiento: { $link }
teacher-worksheet-check = La fila 1 está abajo, la columna 1 a la izquierda. Para comprobar tus respuestas, abre la página y ve a este movimiento en la línea de tiempo.
