# Los ejercicios calificados («Sé el algoritmo»), en español. Traducido de
# locales/en/exercise.ftl (allí se dice qué es cada mensaje y qué contiene cada variable; ver
# docs/translating.md): preguntas, respuestas, veredictos, el panel del ejercicio, los
# solucionarios y `nqueens exercise`.
# Términos como en locales/es/page.ftl («reina», «tablero», «fila», «columna», «diagonal»,
# «vuelta atrás»: Universidad de Murcia, tema 6, dis.um.es/~ginesgm/temas/tema6-2/tsld019.htm)
# y, como en captions.ftl, predict.ftl y algorithms.ftl, según la traducción española de
# Russell y Norvig, «Inteligencia Artificial: Un Enfoque Moderno» (Pearson): «comprobación
# hacia delante» (forward checking), «consistencia de arco», «dominio», «dominio vacío»
# (wipe-out), «soporte», «sucesor», «ascenso de colinas», «recocido simulado»,
# «temperatura», «cruce», «mutación»; «intercambio» y «colisión» (Sosič y Gu); «comprobación
# de diagonales» (Rolfe) y «callejón sin salida» como en predict.ftl; «ensayo» (trial) como
# en captions.ftl; «código de clase», «código de finalización», «solucionario», «solución
# modelo», «corrección» y «estudiante» como en teacher.ftl; «instancia» (del problema) como
# en informática. Filas y columnas empiezan en 1.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The exercises' names (the panel's title) and tasks (its instructions), one per family;
## the id ends with the class code's letters.

exercise-name-bt = Sé la vuelta atrás
exercise-task-bt = Ejecuta la vuelta atrás en profundidad: haz clic en cada casilla que prueba, por orden (filas desde abajo, columnas desde la izquierda), o pulsa Volver atrás cuando a la fila no le quede ninguna casilla.
exercise-name-fc = Sé la comprobación hacia delante
exercise-task-fc = Ejecuta la comprobación hacia delante: haz clic en la casilla que se prueba a continuación; cuando se coloca la reina, haz clic en cada casilla que su colocación quita de los dominios de las filas vacías, fila a fila desde la más baja, hasta una fila que se quede sin casillas (un dominio vacío: ahí se detiene la comprobación hacia delante), y luego en Hecho.
exercise-name-mrv = Sé MRV
exercise-task-mrv = Ejecuta MRV con comprobación hacia delante: antes de llenar cada fila, haz clic en una casilla de la fila que elige MRV (la de menos casillas restantes; en caso de empate, la más baja); después, en la casilla probada.
exercise-name-mac = Sé la consistencia de arco (MAC)
exercise-task-mac = Ejecuta MAC: haz clic en la casilla que se prueba a continuación; cuando se coloca su reina, haz clic en cada casilla que quita la comprobación hacia delante (fila a fila desde la más baja, hasta una fila que se quede sin casillas) y luego en Hecho; después, en cada casilla que quita a continuación la consistencia de arco (una casilla que se queda sin soporte en alguna otra fila vacía) y luego en Hecho, o pulsa Dominio vacío si deja alguna fila sin casillas.
exercise-name-lcv = Sé LCV
exercise-task-lcv = Ejecuta la comprobación hacia delante con el valor menos restrictivo primero: haz clic en cada casilla que prueba, por orden (en cada fila, de las casillas que quedan en su dominio, primero la que quita menos casillas de los dominios de las otras filas vacías; en caso de empate, la de la izquierda), o pulsa Volver atrás cuando a la fila no le quede ninguna.
exercise-name-rp = Sé la colocación aleatoria
exercise-task-rp = Ejecuta la colocación aleatoria: haz clic en cada casilla de la fila en la que puede caer la reina (ninguna reina la ataca) y luego en Hecho; Hecho sin ninguna elegida es un callejón sin salida.
exercise-name-ps = Sé la comprobación de diagonales
exercise-task-ps = Ejecuta el Algoritmo Uno de Rolfe sobre la permutación barajada: para cada fila, desde la fila 1 hacia arriba, di si su reina pasa la comprobación de diagonales (ninguna reina de las filas de abajo en ninguna de sus diagonales); la que no la pasa se intercambia con la reina de una fila posterior o, si no queda ninguna con la que intercambiarla, hace fracasar la permutación.
exercise-name-qs1 = Sé QS1
exercise-task-qs1 = Ejecuta los intercambios por gradiente de QS1: para cada par de reinas que prueba, di si se acepta el intercambio: se acepta cuando intercambiar sus columnas reduce las colisiones (una diagonal con k reinas tiene k − 1 colisiones).
exercise-name-mc = Sé mínimos conflictos
exercise-task-mc = Ejecuta mínimos conflictos: haz clic en la casilla a la que se mueve una reina en conflicto, en su propia fila, la de menos conflictos (su propia casilla si se queda).
exercise-name-qs4 = Sé QS4
exercise-task-qs4 = Ejecuta los intercambios de QS4 tras su inicio sin conflictos: para cada par de reinas que prueba (una reina atacada y otra al azar), di si se acepta el intercambio: se acepta cuando intercambiar sus columnas reduce las colisiones.
exercise-name-con = Sé la construcción
exercise-task-con = Ejecuta la construcción explícita (Hoffman, Loessi y Moore 1969): haz clic en la casilla donde la fórmula pone la reina de cada fila, empezando por la fila 1.
exercise-name-hc = Sé el escalador
exercise-task-hc = Ejecuta el ascenso de colinas por la máxima pendiente: haz clic en la casilla a la que se mueve una reina (un sucesor con la menor h; los valores están ocultos), o pulsa Atascado cuando ningún movimiento reduzca h.
exercise-name-sa = Sé el recocido simulado
exercise-task-sa = Ejecuta la elección del recocido simulado: para cada movimiento propuesto, da la probabilidad, en porcentaje, de que se acepte: 100 para un movimiento que no empeora h (ΔE ≥ 0); si no, e^(ΔE/T) a la temperatura T (con un punto de margen).
exercise-name-ga = Sé el cruce
exercise-task-ga = Ejecuta el cruce del algoritmo genético: para cada hijo, lee sus dos padres y el hijo que dan (antes de cualquier mutación), y haz clic en una casilla de la última fila que el hijo toma del primer padre: ahí cae el cruce (cualquier punto que dé ese hijo es correcto).
exercise-name-qlv = Sé queensLV
exercise-task-qlv = Ejecuta queensLV: en cada una de las k primeras filas, haz clic en cada casilla en la que puede caer la reina (ninguna reina la ataca) y luego en Hecho (solo Hecho: un callejón sin salida, el ensayo fracasa); después, como hace la vuelta atrás, haz clic en cada casilla probada, por orden, o pulsa Volver atrás cuando a la fila no le quede ninguna casilla (en la primera fila que llena la vuelta atrás, el ensayo fracasa).

## The instance: the board size, the solver's seed (data), the move the questions start
## from (data). $n: the board size.

exercise-instance = n = { $n }
exercise-instance-seeded = n = { $n }, semilla { $seed }
exercise-instance-from = n = { $n }, desde el movimiento { $start }
exercise-instance-seeded-from = n = { $n }, semilla { $seed }, desde el movimiento { $start }

## The line naming a learner's instance, above the question. $class: the class code (data,
## "FC-7KQ2M9"); $learner: the name as typed; $attempt: 1, 2, …; $instance: exercise-instance.

exercise-header = Clase { $class }, { $learner }, intento { $attempt }: { $instance }
exercise-header-anonymous = Clase { $class }, intento { $attempt }: { $instance }

## The questions. $row, $col, $from, $to, $a, $b, $colA, $colB: row and column numbers
## (1-based); $square: exercise-answer-square. "Done", "Check", "Backtrack", "Stuck" and
## "Wipe-out" are the buttons' names (exercise-done, exercise-check, exercise-option-…).

exercise-ask-next-square = ¿Qué casilla se prueba a continuación? Haz clic en ella, o pulsa Volver atrás si a la fila no le queda ninguna casilla por probar.
exercise-ask-prunes = La reina se coloca en la { $square }. ¿Qué casillas quita la comprobación hacia delante de los dominios de las filas vacías, fila a fila desde la más baja (hasta una fila que se quede sin casillas)? Haz clic en cada una y luego en Hecho (solo Hecho si no quita ninguna).
exercise-ask-next-row = ¿Qué fila se llena a continuación: la fila vacía con menos casillas restantes en su dominio (sin tachar); en caso de empate, la más baja? Haz clic en cualquier casilla de esa fila.
exercise-ask-successor = ¿Qué reina se mueve, y adónde? Haz clic en la casilla a la que se mueve (un sucesor con la menor h), o pulsa Atascado si ningún movimiento reduce h.
exercise-ask-repair = ¿Qué reina en conflicto se mueve, y adónde? Haz clic en la casilla de su fila con menos conflictos (su propia casilla si se queda).
exercise-ask-landing = Fila { $row }: ¿en qué casillas puede caer la reina? Haz clic en cada una y luego en Hecho (solo Hecho: un callejón sin salida).
# $removed: how many squares forward checking removed.
exercise-ask-arc-prunes = Para la reina en la { $square }, la comprobación hacia delante quitó { $removed ->
        [0] ninguna casilla
        [one] { $removed } casilla (tachada en el tablero)
       *[other] { $removed } casillas (tachadas en el tablero)
    }. ¿Qué casillas quita después la consistencia de arco de los dominios de las filas vacías: cada casilla que se queda sin soporte en alguna otra fila vacía, una y otra vez hasta que no quede ninguna? Haz clic en cada una y luego en Hecho (solo Hecho si no quita ninguna), o pulsa Dominio vacío si alguna fila se queda sin casillas.
# $delta: ΔE with its sign ("+4", "−3"); $temperature: T, written with three decimals.
exercise-ask-chance = Se propone mover la reina de la fila { $row } de la columna { $from } a la columna { $to }: ΔE = { $delta } (h actual menos h después), a la temperatura T = { NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }. ¿Qué probabilidad hay, en porcentaje, de que se acepte el movimiento? Escríbela (un punto de más o de menos también es correcto) y luego pulsa Comprobar.
# $a, $b: the parents' numbers in the population; $first, $second, $child: boards as their
# columns from row 1 ("3 1 4 2"), data.
exercise-ask-crossover = Los tableros { $a } y { $b } de la población se eligen como padres: { $first } y { $second } (columnas desde la fila 1). Su hijo, antes de cualquier mutación, es { $child }. ¿Tras qué fila cae el cruce (las filas hasta ella vienen del primer padre)?
exercise-ask-passes = ¿Pasa la reina de la fila { $row }, en la columna { $col }, la comprobación de diagonales: ninguna reina de las filas de abajo en ninguna de sus diagonales?
exercise-ask-swap = La siguiente prueba: intercambiar las reinas de las filas { $a } y { $b } (columnas { $colA } y { $colB }). ¿Se acepta el intercambio (se acepta cuando reduce las colisiones)?
exercise-ask-formula = ¿Qué casilla da la fórmula a la reina de la fila { $row }? Haz clic en ella.

## The answers given by a button.

exercise-option-backtrack = Volver atrás
exercise-option-stuck = Atascado
exercise-option-wipe-out = Dominio vacío
exercise-option-passes = Sí: la pasa
exercise-option-clashes = No: choca
exercise-option-swap = Sí: se intercambian
exercise-option-refused = No: el intercambio se rechaza
# $row: the last row the child takes from the first parent.
exercise-option-after-row = Tras la fila { $row }

## Answers in words, inside the verdicts and the answer keys.

exercise-answer-square = fila { $row }, columna { $col }
exercise-answer-backtrack = volver atrás
exercise-answer-row = fila { $row }
exercise-answer-stuck = atascado
exercise-answer-none = ninguna
# $count: how many columns; $columns: their numbers, listed (exercise-list-…).
exercise-answer-columns = { $count ->
        [one] columna
       *[other] columnas
    } { $columns }
exercise-number = { $number }
exercise-answer-wipe-out = un dominio vacío
exercise-answer-yes = sí
exercise-answer-no = no
exercise-answer-percent = { $percent } %
# Rows of a board, for a crossover: "rows 1 to 3".
exercise-rows = filas { $from } a { $to }

## Lists, built from the front: $init is the list so far, $next or $last the item added.
## Squares are listed with semicolons ("row 2, column 1; row 4, column 3 and row 5,
## column 2"), numbers with commas ("1, 3 and 5").

exercise-list-semicolon = { $init }; { $next }
exercise-list-comma = { $init }, { $next }
exercise-list-and = { $init } y { $last }
exercise-list-or = { $init } o { $last }
exercise-list-or-more = { $init }, { $next }
# Two sentences in a row.
exercise-sentences = { $first } { $second }

## The answer key (the teacher's view, `nqueens exercise key`). $model: the algorithm's
## answer; $exact: the exact chance in percent, one decimal.

exercise-key-chance = { $model } (exactamente { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) } %; un punto de más o de menos también es correcto)
exercise-key-crossover = cualquiera de estas: { $rows } (cada una da este hijo; el cruce del algoritmo cayó tras la { $model })
exercise-key-any = cualquiera de estas: { $answers } (igual de buenas; el algoritmo eligió { $model })

## Verdicts. $answer: the learner's answer in words; $why: one of exercise-why-…; $model:
## the algorithm's answer; $count: how many answers are equally good.

exercise-right = Correcto: { $why }
exercise-wrong = No es correcto (tu respuesta: { $answer }): { $why }
exercise-right-among = Correcto: { $answer } es una de { $count } respuestas igual de buenas; el algoritmo elige una al azar (esta vez, { $model }).
exercise-right-answer = Correcto: { $answer }.
exercise-why-wiped = La fila { $row } se queda sin casillas: un dominio vacío, donde se detiene la comprobación hacia delante; la reina se levanta y avanza.
exercise-why-fc-removes = la comprobación hacia delante quita: { $squares }.
exercise-why-missed = Faltan: { $answers }.
exercise-why-still = Siguen en sus dominios: { $squares }.
exercise-why-may-land = la reina puede caer en: { $columns } (las casillas que ninguna reina ataca).
exercise-why-attacked = Atacadas: { $columns }.
# $count: the squares left in row $row's domain.
exercise-why-fewest = la fila { $row } tiene { $count } { $count ->
        [one] casilla restante
       *[other] casillas restantes
    }, el mínimo (un empate va a la fila más baja).
exercise-why-row-has = La fila { $row } tiene { $count }.
exercise-why-row-holds = La fila { $row } ya tiene una reina.
exercise-why-any-square = cualquiera de estas es correcta: { $squares } (el algoritmo eligió { $model }).
exercise-why-algorithm = la respuesta del algoritmo es { $model }.
exercise-why-chance-sure = el movimiento no es peor (ΔE ≥ 0), así que siempre se acepta: 100 %.
exercise-why-chance = e^(ΔE/T) = e^({ $delta }/{ NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }) = { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) } %.
# $child: the child's columns from row 1 (data); $first, $second: the rows it takes from
# board $a and board $b (exercise-answer-row or exercise-rows); $rows: the rows after which
# a crossover makes the same child.
exercise-why-crossover = el hijo { $child } toma del tablero { $a }: { $first }; del tablero { $b }: { $second }.
exercise-why-crossover-agree = el hijo { $child } toma del tablero { $a }: { $first }; del tablero { $b }: { $second }. Los padres coinciden ahí, así que da el mismo hijo un cruce tras cualquiera de estas: { $rows }.
exercise-why-passes = ninguna reina de abajo comparte diagonal con ella: la pasa.
exercise-why-clashes = la reina de la fila { $below }, más abajo, comparte una diagonal con la de la fila { $row }: choca.
exercise-why-swap-taken = el intercambio reduce las colisiones, así que se acepta.
exercise-why-swap-refused = el intercambio no reduciría las colisiones, así que se rechaza.
exercise-why-arc-wipe-out = la consistencia de arco deja una fila sin casillas: un dominio vacío; la reina se levanta y avanza.
exercise-why-arc-removes = la consistencia de arco quita: { $squares }.
exercise-over = El ejercicio ha terminado: pulsa Reiniciar para una instancia nueva.
exercise-undone = No es correcto (tu respuesta: { $answer }): se deshizo; inténtalo de nuevo, o pulsa Solución modelo para ver el paso del algoritmo.
exercise-board-shows-step = El tablero muestra su paso.
exercise-go-on = Sigue desde ahí.

## The verdict at the end. $right: steps right at the first try, of $total; $fixes: wrong
## steps (fixed by the algorithm, or at the end's grading ($end is "yes") just wrong);
## $undos: wrong answers undone.

exercise-summary = { $right } de { $total } pasos acertados al primer intento{ $fixes ->
        [0] {""}
        [one] , { $fixes } { $end ->
            [yes] incorrecto
           *[other] corregido
        }
       *[other] , { $fixes } { $end ->
            [yes] incorrectos
           *[other] corregidos
        }
    }{ $undos ->
        [0] {""}
        [one] , { $undos } deshecho
       *[other] , { $undos } deshechos
    }.
exercise-summary-mismatch = Primera discrepancia, en el paso { $step }: diste «{ $answer }»; la respuesta del algoritmo es «{ $model }».
exercise-summary-model = Desde el paso { $step } se mostró la solución modelo: sin puntos en esta instancia.

## An answer the page could not read (not graded). $n: the board size; $why: what is wrong
## with it.

exercise-refused-square = No es una respuesta: una casilla es una fila y una columna, de 1 a { $n }.
exercise-refused-squares = No es una respuesta: las casillas son pares de fila y columna, de 1 a { $n }.
exercise-refused-token = No es una respuesta: { $why }.

## `nqueens exercise` (the command line). $code: the code's number among those given;
## $whose: whose the code says it is ("Ada Lovelace, class FC-7KQ2M9"); $why: why it was
## refused.

exercise-cli-refused = código { $code } rechazado: { $why }
exercise-cli-refused-whose = código { $code } ({ $whose }) rechazado: { $why }
# $file: the package written; $megabytes: its size; $title: the exercise and class;
# $version: the SCORM version ("1.2", "2004 4th Edition"); $mastery: the percentage that passes.
exercise-cli-wrote = Se escribió { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB): { $title }, SCORM { $version }, se aprueba con el { $mastery } %. Impórtalo en tu plataforma de aprendizaje (LMS) como paquete SCORM; la instancia de cada estudiante se saca de su identificador en la plataforma.

## The exercise's panel on the page (index.html's #exercise, www/exercise.js).

exercise-panel-title = Ejercicio
exercise-keyboard =
    .aria-label = Elegir una casilla con el teclado
exercise-keyboard-row = Fila
exercise-keyboard-col = Columna
exercise-pick = Elegir
exercise-undo = Deshacer
exercise-reset = Reiniciar (instancia nueva)
exercise-model = Solución modelo
exercise-model-note = Muestra el siguiente paso del algoritmo; sin puntos en esta instancia hasta Reiniciar.
exercise-download = Descargar mis respuestas (JSON)
exercise-leave = Salir del ejercicio
exercise-code-done = Código de finalización: entrégaselo a tu docente
# $answered: steps answered so far, of $total.
exercise-code-so-far = Código de finalización hasta ahora ({ $answered } de { $total } pasos respondidos; sin terminar)
exercise-copy = Copiar el código
exercise-copied = Copiado ✓
exercise-copy-by-hand = Selecciónalo y cópialo (Ctrl+C)
exercise-copied-status = Código de finalización copiado.
exercise-copy-by-hand-status = Selecciona el código de finalización y cópialo (Ctrl+C).
exercise-setup-summary = Cómo responder; código de clase, nombre y corrección
exercise-class-label = Código de clase
exercise-learner-label = Tu nombre o número
exercise-grading-label = Corrección
exercise-grading-fix = Tras cada paso (un paso incorrecto se corrige)
exercise-grading-undo = Tras cada paso (un paso incorrecto se deshace)
exercise-grading-end = Al final
exercise-start = Empezar
exercise-open = Sé el algoritmo (ejercicio calificado)
exercise-open-why = Hay ejercicios para cada algoritmo con sus parámetros por defecto, y para la vuelta atrás con comprobación hacia delante, con MAC o con comprobación hacia delante y MRV o LCV, en el tablero animado.
exercise-name-needed = Escribe tu nombre o número: de él se saca tu instancia del ejercicio de la clase.
exercise-not-set-up = No se pudo preparar el tablero del ejercicio.
# $why: what the core refused (a bad class code, a name too long).
exercise-refused = { $why }.
exercise-step-refused = El ejercicio de esta diapositiva no pudo empezar: { $why }.
# $answered: answers restored; $attempt: the attempt's number.
exercise-welcome-back = Bienvenido de nuevo: se restauraron tu puntuación y { $answered ->
        [one] tu respuesta
       *[other] tus { $answered } respuestas
    } del intento { $attempt }.
exercise-welcome-back-host = Bienvenido de nuevo: se restauraron tu puntuación y { $answered ->
        [one] tu respuesta
       *[other] tus { $answered } respuestas
    }.
# $name: the exercise's name; $instance: exercise-instance.
exercise-status-step = { $name }: el siguiente movimiento en el tablero de la diapositiva.
exercise-status-open = { $name }: { $instance }.
exercise-status-open-anonymous = { $name }: { $instance }. Escribe tu nombre o número (en «Cómo responder; código de clase, nombre y corrección») para tener tu propia instancia.
exercise-status-question = { $name }: paso { $step } de { $total }.
exercise-status-done-step = { $name }: hecho. La lección sigue con Siguiente.
exercise-status-done = { $name }: hecho. Tu código de finalización está en el panel del ejercicio.
# $class: the class code (data).
exercise-class = Clase { $class }
exercise-ask-name = Escribe abajo tu nombre o número y pulsa Empezar: de él se saca tu propia instancia del ejercicio de la clase (la misma en cualquier dispositivo).
# $moves: the moves' captions, one after another.
exercise-moves = Los movimientos: { $moves }
exercise-answer-buttons = Este paso se responde con los botones de debajo de la pregunta, no en el tablero.
exercise-row-being-filled = La fila { $row } es la que se está llenando: elige sus casillas.
exercise-recorded = Respuesta guardada: se califica al final.
# $mark: ✓ or ✗; $verdict: the verdict.
exercise-verdict = { $mark } { $verdict }
exercise-taken-back = Se retiró tu última respuesta.
exercise-nothing-back = No hay nada que deshacer.
exercise-nothing-back-graded = Cada paso se califica al responderlo: no hay nada que deshacer (con la corrección «un paso incorrecto se deshace», el paso incorrecto se deshace por ti).
exercise-reset-armed = Reiniciar descarta este intento por una instancia nueva (el siguiente intento). Para entregar lo que hiciste, copia antes su código de finalización, aquí abajo. Pulsa Reiniciar otra vez para continuar.
# $answer: the algorithm's answer in words.
exercise-model-shown = Solución modelo: { $answer }.
exercise-model-shown-first = Solución modelo (ya sin puntos en esta instancia; pulsa Reiniciar para una nueva): { $answer }.
exercise-model-shown-first-step = Solución modelo (ya sin puntos en este paso): { $answer }.
# $instance: exercise-instance.
exercise-slide-board = El tablero de la diapositiva: { $instance }
exercise-chance-label = Probabilidad (%)
exercise-chance-refused = Escribe la probabilidad en porcentaje, un número de 0 a 100 (36,8 se lee como 37).
exercise-check = Comprobar
# $count: squares picked so far.
exercise-done = Hecho ({ $count ->
        [0] ninguna
        [one] { $count } elegida
       *[other] { $count } elegidas
    })
exercise-clear = Borrar
# $summary: exercise-summary and the first mismatch.
exercise-all-answered = Hecho: respondidos los { $total } pasos. { $summary }
exercise-question = Paso { $step } de { $total }: { $prompt }
exercise-score-end = Respondidos { $answered } de { $total } pasos: se califica al final.
# $fixes, $undos: 0 for none; $end: "yes" at the end's grading.
exercise-score = Puntuación: { $right } de { $total } pasos acertados al primer intento ({ $answered ->
        [one] { $answered } respondido
       *[other] { $answered } respondidos
    }){ $fixes ->
        [0] {""}
        [one] , { $fixes } { $end ->
            [yes] incorrecto
           *[other] corregido
        }
       *[other] , { $fixes } { $end ->
            [yes] incorrectos
           *[other] corregidos
        }
    }{ $undos ->
        [0] {""}
        [one] , { $undos } deshecho
       *[other] , { $undos } deshechos
    }.
exercise-score-model = { $score } Solución modelo abierta: sin puntos en esta instancia (pulsa Reiniciar para una nueva).
exercise-score-model-step = { $score } Solución modelo abierta: sin puntos en este paso.
exercise-model-answer-shown = (se mostró la solución modelo)

## A course page's saved work (SPLICE, www/splice.js).
exercise-host-silent = La página del curso no respondió al pedirle tu trabajo guardado (en { $seconds } s), así que empiezas de nuevo. Si responde antes de tu primera respuesta aquí, tu trabajo se recupera entonces.
exercise-host-late = La página del curso devolvió tu trabajo guardado después de que empezaras aquí: no se restauró, para conservar lo que hiciste aquí (la página del curso guarda ahora eso).
exercise-host-keeps = La página del curso lo conserva hasta tu primera respuesta aquí, que lo sustituye; recarga la página para volver a preguntar.
exercise-host-refused = La página del curso no pudo devolver tu trabajo guardado ({ $words }), así que empiezas de nuevo. { exercise-host-keeps }
exercise-host-unusable = La página del curso devolvió un trabajo guardado que esta página no puede usar ({ $why }), así que este es un intento nuevo. { exercise-host-keeps }
exercise-host-behind = Tu trabajo en este ordenador va más adelante que la copia de la página del curso: se conserva, y la página del curso lo recibe con tu próxima respuesta.
## Why the saved work cannot be restored.
exercise-unfit-predict = es una posición del modo de predicción, no un ejercicio
exercise-unfit-none = no contiene ningún ejercicio
exercise-unfit-class-code = su código de clase no es válido
exercise-unfit-class-address = es de la clase { $class }, no de la de la dirección
exercise-unfit-class = es de la clase { $class }, no de { $wanted }
exercise-unfit-no-learner = no nombra a ningún estudiante
exercise-unfit-learner = el nombre de su estudiante no es uno que esta página acepte
exercise-unfit-other-learner = se guardó con otro nombre, no «{ $learner }»
exercise-unfit-grading = su corrección no es una de esta página
exercise-unfit-attempt = su número de intento no es un número entero
exercise-unfit-answers = sus respuestas no son una lista de respuestas
exercise-unfit-replay = sus respuestas no se pueden reproducir en este ejercicio ({ $why })
## Which algorithms have an exercise.
exercise-available = todos los algoritmos con sus parámetros por defecto, y la vuelta atrás con comprobación hacia delante, MAC, o comprobación hacia delante con MRV o con LCV

## The teacher's answer keys (www/teacher-key.js).

exercise-key-open = Abrir esta instancia en el tablero (Observar, en una pestaña nueva, en su inicio): al avanzar se reproducen los movimientos del algoritmo
exercise-key-answer = Respuesta:
exercise-key-header-title = Como nombra la instancia la página del estudiante
# $learner: the name as typed.
exercise-key-print-title = Solucionario: { $learner }
exercise-key-print-note = La fila 1 está abajo, la columna 1 a la izquierda. La página del estudiante muestra esta instancia para el nombre { $learner } (los espacios y las mayúsculas no importan).
exercise-key-col-learner = Estudiante
exercise-key-col-instance = Instancia
exercise-key-col-answers = Las respuestas del algoritmo, paso a paso
exercise-key-table-title = Solucionarios: { $name }, clase { $class }, intento { $attempt }
exercise-key-table-task = Lo que hace cada estudiante: { $task } La fila 1 está abajo, la columna 1 a la izquierda.
exercise-key-status = La instancia y el solucionario de { $learner }: { $steps } pasos.
exercise-key-name-needed = Escribe el nombre o número del estudiante: de él se saca su instancia
# $why: what is wrong (a bad class code or attempt).
exercise-key-nothing-printed = No se imprimió nada: { $why }.
# $lines: the lines left out (exercise-key-refused…), joined by semicolons.
exercise-key-left-out = Se omitieron: { $lines }.
# $line: the line's number among the names pasted; $name: the name on it; $why: why it was left out.
exercise-key-refused = línea { $line }: { $why }
exercise-key-refused-named = línea { $line } ({ $name }): { $why }
exercise-key-attempt-whole = el intento es un número entero: 1 (la primera instancia), 2, 3, …
exercise-key-same-learner = el mismo estudiante que la línea { $line }
exercise-key-nothing-to-print = Nada que imprimir: pega los nombres o números de los estudiantes, uno por línea.
# $learners: how many keys were printed.
exercise-key-printed-pages = Se enviaron a imprimir los solucionarios de { $learners } { $learners ->
        [one] estudiante
       *[other] estudiantes
    } (una página por estudiante).
exercise-key-printed-table = Se enviaron a imprimir los solucionarios de { $learners } { $learners ->
        [one] estudiante
       *[other] estudiantes
    } (una tabla).

## The board in words for a screen reader (the canvas is a picture), rows from the top.

exercise-words-queen = fila { $row }: reina en la columna { $col }
exercise-words-queen-attacked = fila { $row }: reina en la columna { $col }, atacada
exercise-words-empty = fila { $row }: vacía
# $marked: the marked columns (exercise-words-marked), joined by commas.
exercise-words-empty-marked = fila { $row }: vacía; columnas marcadas { $marked }
# $by: the row whose queen marked column $col.
exercise-words-marked = { $col } (por la fila { $by })
# $rows: each row in words, joined by semicolons.
exercise-words-board = El tablero, empezando por la fila de arriba: { $rows }.
# $caption: the last move's caption.
exercise-words-last = Último movimiento: { $caption }
# $squares: the squares picked (exercise-answer-square), joined by semicolons.
exercise-words-picked = Elegidas hasta ahora: { $squares }.
exercise-words-row-separator = { "; " }
exercise-words-column-separator = { ", " }
# The board's caption while an inference's prunes are asked.
exercise-caption-arc = Fila { $row }, columna { $col }: la reina está colocada; la comprobación hacia delante quitó { $removed ->
        [one] { $removed } casilla (tachada)
       *[other] { $removed } casillas (tachadas)
    }. ¿Qué casillas quita la consistencia de arco?
exercise-caption-prunes = Fila { $row }, columna { $col } es segura — reina colocada. ¿Qué casillas quita su colocación?

## The exercises' errors (src/exercise.rs): see locales/en/exercise.ftl.

exercise-error-unknown = ejercicio desconocido «{ $text }»: uno de { $codes }
exercise-error-class-code = «{ $text }» no es un código de clase: un código de clase son las letras del ejercicio ({ $codes }), un guion y { $digits } letras o cifras, como FC-7KQ2M9
exercise-error-name-too-long = el nombre o número de un estudiante tiene como máximo { $max } caracteres
exercise-error-token = «{ $token }» no es una respuesta en un tablero de { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") }
exercise-error-grading = corrección desconocida «{ $text }»: fix, undo o end
exercise-error-after-last = la respuesta { NUMBER($answer, useGrouping: "false") } llega después del último paso
exercise-error-undo-nothing = la respuesta { NUMBER($answer, useGrouping: "false") } no deshace nada
exercise-error-name-escape = un escape % roto en el nombre
exercise-error-name-utf8 = un nombre que no es UTF-8
exercise-error-not-code = no es un código de finalización (empieza por NQX1~)
exercise-error-not-whole-code = no es un código de finalización completo (un código empieza por NQX1~ y tiene 13 partes separadas por ~): cortado o mal escrito
exercise-error-check = la comprobación no coincide: el código se escribió mal, se cortó o se modificó
exercise-error-not-number = { $field ->
        [attempt] el intento
        [time] el tiempo
        [right] el número de aciertos
        [steps] el número de pasos
        [fixes] el número de correcciones
       *[undos] el número de deshechos
    } no es un número
exercise-error-attempt-large = el intento es demasiado grande
exercise-error-score = sus respuestas dan { NUMBER($right, useGrouping: "false") } de { NUMBER($total, useGrouping: "false") } correctas ({ NUMBER($fixes, useGrouping: "false") } corregidas, { NUMBER($undos, useGrouping: "false") } deshechas{ $opened ->
        [yes] , solución modelo abierta
       *[no] {""}
    }), no las { NUMBER($claimed, useGrouping: "false") } de { NUMBER($claimedTotal, useGrouping: "false") } que indica
exercise-error-no-name = escribe el nombre o número del estudiante: la instancia de cada estudiante se sortea a partir de él
exercise-error-attempt-zero = el intento es 1 (la primera instancia), 2, 3, …
exercise-error-params = el ejercicio de { $algorithm } necesita estos parámetros: { $offered }
exercise-error-params-defaults = sus valores por defecto
exercise-error-params-or = { $item } o { $last }
exercise-error-params-comma = { $item }, { $rest }
