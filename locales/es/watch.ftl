# La vista Observar, en español (sin los subtítulos, la predicción y el ejercicio, que tienen
# sus propios archivos). Traducido de locales/en/watch.ftl (allí están los comentarios de cada
# mensaje y sus variables). Términos como en locales/es/page.ftl («reina», «tablero», «vuelta
# atrás», «fila», «columna»), «árbol de búsqueda» y «nodo» (los términos habituales de los
# cursos de estructuras de datos), «ensayo», «reinicio», «colisión», «aptitud» y «población»
# (algoritmos genéticos), las «banderas de diagonales» de Wirth.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## Side by side (#pair-view)

watch-pair-view =
    .aria-label = Dos algoritmos lado a lado
watch-pair-other = Al lado
watch-pair-leave = Salir de lado a lado
watch-pair-hint = Paso hace un movimiento en cada tablero; los primeros contadores tienen las mismas unidades en ambos lados.
watch-pair-left =
    .aria-label = Tablero izquierdo
watch-pair-right =
    .aria-label = Tablero derecho

## The board and the attempts per row

watch-stage =
    .aria-label = Tablero
watch-board =
    .aria-label = Tablero de ajedrez
watch-row-attempts-head = Intentos
watch-row-attempts =
    .aria-label = Intentos por fila, la fila de arriba primero

## The timeline under the board

watch-timeline =
    .aria-label = Línea de tiempo: el movimiento mostrado
watch-tick-solution = solución
watch-tick-dead = callejón sin salida o reinicio
watch-tick-backtrack = retroceso

## The buttons under the timeline

watch-copy-step-link = Copiar enlace a este paso
watch-save-png = Guardar el tablero como PNG
watch-record = Grabar vídeo o GIF…
watch-print-worksheet = Imprimir una hoja de ejercicios
watch-present = Presentar
watch-side-by-side = Lado a lado

## The large board, drawn scaled (#big-view)

watch-big-zoom-out = Alejar
watch-big-nearest = Ir a la reina más cercana
watch-big-hint = El tono de cada bloque compara sus reinas con las esperadas allí (una solución tiene una reina en cada fila y columna): gris medio es tantas como se esperan, más oscuro más, más claro menos, color tinta el doble; una variación de un ±10 % es azar. Las reinas atacadas son rojas. Haz clic para acercar ×8 alrededor de ese punto; con 64 × 64 casillas o menos se ven las casillas reales.
watch-big-chart =
    .aria-label = Conflictos y filas colocadas a lo largo de la ejecución

## The search tree, the population, Wirth's flags

watch-tree-scroll =
    .aria-label = Árbol de búsqueda (se desplaza de lado si es ancho)
watch-tree =
    .aria-label = Árbol de búsqueda
watch-population =
    .aria-label = La población
watch-population-caption = La población: la generación actual, cada tablero con su aptitud (parejas que no se atacan); los padres del último hijo, remarcados. Los hijos creados para la siguiente generación se muestran en el tablero uno a uno y se unen a ella cuando la generación está completa.
watch-flags =
    .aria-label = Banderas de diagonales de Wirth
watch-flags-caption = Banderas de diagonales de Wirth: rellena = en uso por una fila comprobada. Arriba: fila + columna (2 a 2n); abajo: fila − columna (1 − n a n − 1).

## The counters' panel beside the board

watch-counters =
    .aria-label = Contadores
watch-solution = Solución en el tablero
watch-solution-hint = (columnas de las filas 1…n)
watch-running-bar =
    .aria-label = Ejecutando hasta el final
watch-stop = Detener
watch-odds-title = Ensayos: esperados y contados
watch-solutions-title = Soluciones encontradas
watch-solution-prev = ◀ Solución anterior
watch-solution-next = Solución siguiente ▶
watch-pseudocode-title = Pseudocódigo
watch-legend =
    .aria-label = Leyenda
watch-legend-title = Cómo leer el tablero
watch-scaled-queens = reinas (fila contra columna), cada bloque sombreado según las reinas esperadas en él: gris medio lo esperado, más oscuro más, más claro menos; donde son pocas, un punto cada una
watch-scaled-attacked = una reina atacada (columna o diagonal)
watch-scaled-chart = bajo el tablero: los conflictos (rojo) y las filas colocadas (discontinua) a lo largo del tiempo
watch-loading = Cargando…

## Lists in running text

watch-list-comma = { ", " }
watch-list-and = y

## The status line of the animated board

watch-ready = Listo: tablero de { $n }×{ $n }. Pulsa Reproducir o Paso.
watch-ready-seeded = Listo: tablero de { $n }×{ $n }. Semilla { $seed }. Pulsa Reproducir o Paso.
watch-playing = Reproduciendo…
watch-at-move = { $state ->
        [paused] En pausa en el
       *[other] En el
    } movimiento { $move }. Paso, Reproducir o Ejecutar hasta el final continúan.
watch-at-move-of = { $state ->
        [paused] En pausa en el
       *[other] En el
    } movimiento { $move } de { $span }. Paso, Reproducir o Ejecutar hasta el final continúan.
watch-running = { $goal ->
        [all] Ejecutando hasta el final de la búsqueda…
        [next] Ejecutando hasta la siguiente solución…
       *[solution] Ejecutando hasta la solución…
    }
watch-running-progress = { $goal ->
        [all] Ejecutando hasta el final de la búsqueda…
        [next] Ejecutando hasta la siguiente solución…
       *[solution] Ejecutando hasta la solución…
    } { $progress }, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s. Detener devuelve el control.
watch-progress-counter = { $label } { $value }
watch-stopped = Detenido: { $progress }. Paso, Reproducir o Ejecutar hasta el final continúan desde aquí.
watch-stopped-unsolved = Sin solución: la ejecución se detuvo tras { $attempts } { $unit }, como dicen sus parámetros. Retrocede para recorrerla de nuevo, o Nueva semilla para otra.
watch-complete-none = Sin solución: la búsqueda está completa tras { $attempts } intentos.
watch-complete = Búsqueda completa: { $found } { $found ->
        [one] solución
       *[other] soluciones
    } tras { $attempts } intentos.
watch-oeis-as-published = Como lo publicado (OEIS A000170, el número de soluciones): Q({ $n }) = { $known }.
watch-oeis-unlike = Distinto del recuento publicado (OEIS A000170, el número de soluciones): Q({ $n }) = { $known }.
watch-played-range = Reproducidos los movimientos { $from } a { $to }.
watch-seeking = Yendo al movimiento { $target }… ahora en el { $move }.
watch-seek-done = En el movimiento { $move } de { $span }.
watch-back-to-run = De vuelta a esta ejecución de { $n }×{ $n }. Paso, Reproducir o Ejecutar hasta el final la continúan.

## The board in words

watch-board-label = Tablero de { $n }×{ $n } con { $queens } { $queens ->
        [one] reina
       *[other] reinas
    } en las columnas { $columns } de las filas 1 a { $queens }{ $values }
watch-board-empty = Tablero de { $n }×{ $n } con 0 reinas{ $values }
watch-least-value = ; el menor valor de casilla es { $least }, en { $squares }
watch-least-value-more = ; el menor valor de casilla es { $least }, en { $squares } y { $more } más
watch-square = fila { $row } columna { $col }
watch-row-attempts-row = Intentos de la fila { $row }

## The population

watch-population-label = Población de { $boards } tableros, aptitud { $fitness } (el mejor de esta generación { $best } de { $bestValue }; los hijos creados hasta ahora no están en ella)
watch-population-parents = Población de { $boards } tableros, aptitud { $fitness } (el mejor de esta generación { $best } de { $bestValue }; los hijos creados hasta ahora no están en ella); los padres del último hijo: tableros { $parents }

## Wirth's diagonal flags

watch-flags-sum = fila + col
watch-flags-difference = fila − col

## The search tree

watch-tree-label = Árbol de búsqueda: { $nodes } { $nodes ->
        [one] nodo
       *[other] nodos
    }, { $randomized ->
        [yes] uno por casilla probada o reina colocada al azar
       *[no] uno por casilla probada
    }; por fila desde la fila 1: { $perRow }; el camino actual: columnas { $path }
watch-tree-label-no-path = Árbol de búsqueda: { $nodes } { $nodes ->
        [one] nodo
       *[other] nodos
    }, { $randomized ->
        [yes] uno por casilla probada o reina colocada al azar
       *[no] uno por casilla probada
    }; por fila desde la fila 1: { $perRow }; el camino actual: ninguna columna
watch-tree-caption = Árbol de búsqueda: { $nodes } { $nodes ->
        [one] nodo
       *[other] nodos
    }, { $randomized ->
        [yes] uno por casilla probada o reina colocada al azar
       *[no] uno por casilla probada
    } (nodos por fila: { $perRow }). Las hojas podadas llevan la fila que ataca; haz clic en un nodo para ir a ese movimiento.
watch-tree-caption-folded = Árbol de búsqueda: { $nodes } { $nodes ->
        [one] nodo
       *[other] nodos
    }, { $randomized ->
        [yes] uno por casilla probada o reina colocada al azar
       *[no] uno por casilla probada
    } (nodos por fila: { $perRow }). Las hojas podadas llevan la fila que ataca; cada subárbol terminado se pliega en un triángulo con su número de nodos; haz clic en un nodo para ir a ese movimiento.
watch-tree-summary-label = Árbol de búsqueda resumido: { $nodes } nodos; por fila desde la fila 1: { $perRow }
watch-tree-summary-caption = Árbol de búsqueda, resumido por profundidad (dibujado completo hasta n = { $maxN } y { $maxMoves } movimientos): { $nodes } { $nodes ->
        [one] nodo
       *[other] nodos
    }, { $randomized ->
        [yes] uno por casilla probada o reina colocada al azar
       *[no] uno por casilla probada
    }.
watch-tree-row = fila { $row }

## The solutions found

watch-solution-item = { $columns } (movimiento { $move })
watch-solution-item-label = Solución { $index }: columnas { $columns }, encontrada en el movimiento { $move }
watch-solutions-none = Ninguna todavía: Ejecutar hasta la siguiente solución, o Ejecutar hasta el final de la búsqueda para todas.
watch-solutions-all = { $count } en total: toda la búsqueda.
watch-solutions-so-far = { $count } encontradas hasta ahora.
watch-solutions-more = Se listan las primeras { $listed }; Anterior y Siguiente llegan a todas.
watch-solutions-dropped = (se guardan { $kept }; el recuento sigue.)

## The odds of a randomized search

watch-odds-exact = exacto
watch-odds-measured = medido, ± { $error }
watch-odds-expected = Una ejecución necesita de media 1/p = { $tries } { $unit }: uno tiene éxito con probabilidad p = { $success } ({ $spread }).
watch-odds-impossible = Ningún { $one } puede tener éxito en un tablero de { $n } × { $n }.
watch-odds-run = Esta ejecución: { $one } { $tries }.
watch-odds-run-solved = Esta ejecución: { $one } { $tries }, resuelta.
watch-odds-tally = Ejecuciones resueltas de { $n } × { $n } aquí: { $runs }, { $mean } { $unit } cada una de media (Nueva semilla añade una).
watch-odds-tally-none = Nueva semilla empieza otra ejecución: cada una resuelta se suma al recuento.

## The timeline's words

watch-timeline-note = Movimiento { $move } de { $span }
watch-timeline-moves = (un movimiento es un paso; intentos: { $attempts } { $unit })

## The legend

watch-mark-colours = Colores de las marcas de las filas 1 a { $rows }
watch-mark-colours-repeat = Colores de las marcas de las filas 1 a { $rows }; desde la fila 11 se repiten
watch-legend-source = Fuente:
watch-legend-colours = {": "}

## The large board, drawn scaled

watch-big-ready = Listo: { $n } reinas. Pulsa Ejecutar hasta el final.
watch-big-ready-seeded = Listo: { $n } reinas. Semilla { $seed }. Pulsa Ejecutar hasta el final.
watch-big-caption = Un tablero de { $n } × { $n }, dibujado a escala. Ejecutar hasta el final inicia la búsqueda en segundo plano (un Web Worker), así la página sigue respondiendo.
watch-big-scaled = Vista a escala del tablero de { $n } × { $n }
watch-big-rows-placed = Filas colocadas
watch-big-steps = Pasos (colocaciones, movimientos y la solución)
watch-counter-title = Cuenta { $counts }
watch-big-starting = Iniciando el worker…
watch-big-memory = { $megabytes } MB de memoria
watch-big-memory-split = { $memory }: { $perQueen } bytes por reina para el tablero, { $program } MB para el programa
watch-big-running = Ejecutando en un worker: { $steps } pasos, { $left } restantes, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, { $memory }. Detener cancela.
watch-big-chart-label = Conflictos y filas colocadas a lo largo de la ejecución: { $samples } muestras, como mucho { $most } { $label }, { $placed } filas colocadas al final
watch-big-chart-placed = filas colocadas
watch-big-chart-steps = pasos
watch-big-solution = Solución: { $n } reinas, ninguna ataca a otra.
watch-big-verified = Resuelto y verificado: { $n } reinas pasan el verificador independiente, tras { $counters } ({ $steps } pasos en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s); { $memory }.
watch-big-unverified = La ejecución terminó, pero el tablero no pasó el verificador: por favor, informa de ello.
watch-big-failed = La ejecución del tablero grande falló: { $message }
watch-big-worker-failed = El worker del tablero grande falló: { $message }.
watch-big-worker-no-start = no pudo iniciarse
watch-big-stopped = Detenido. Ejecutar hasta el final vuelve a empezar el tablero grande desde el principio.
watch-big-excerpt = (filas 1–{ $first } y { $from }–{ $n }; haz clic en el tablero para acercar cualquier fila)
watch-big-region = Filas { $row }–{ $lastRow }, columnas { $col }–{ $lastCol }: { $queens } { $queens ->
        [one] reina
       *[other] reinas
    } a la vista.
watch-big-region-real = Filas { $row }–{ $lastRow }, columnas { $col }–{ $lastCol } (casillas reales): { $queens } { $queens ->
        [one] reina
       *[other] reinas
    } a la vista.
watch-big-whole = Todo el tablero, { $n } × { $n }: { $queens } { $queens ->
        [one] reina colocada
       *[other] reinas colocadas
    }.
watch-big-nearest-queen = La reina más cercana está en la fila { $row }, columna { $col } ({ $offset }).
watch-big-offset = { $parts } desde el centro
watch-big-offset-rows = { $count } { $count ->
        [one] fila
       *[other] filas
    } { $way ->
        [plus] hacia arriba
       *[minus] hacia abajo
    }
watch-big-offset-columns = { $count } { $count ->
        [one] columna
       *[other] columnas
    } { $way ->
        [plus] a la derecha
       *[minus] a la izquierda
    }

## Side by side

watch-pair-ready = Lado a lado: { $left } y { $right } en tableros de { $n }×{ $n }. Paso hace un movimiento en cada uno.
watch-pair-ready-seeded = Lado a lado: { $left } y { $right } en tableros de { $n }×{ $n }. Semilla { $seed }. Paso hace un movimiento en cada uno.
watch-pair-moves = Movimientos hechos
watch-pair-moves-counts = movimientos mostrados hasta ahora, cada uno un paso del algoritmo
watch-pair-placed = Reinas colocadas
watch-pair-placed-counts = reinas puestas en el tablero una a una (colocaciones), la unidad que comparten ambos lados
watch-pair-no-placements = — (mueve las reinas de un tablero lleno)
watch-pair-board = { $name }: tablero de { $n }×{ $n } con { $queens } { $queens ->
        [one] reina
       *[other] reinas
    } en las columnas { $columns }
watch-pair-board-empty = { $name }: tablero de { $n }×{ $n } con 0 reinas
watch-pair-where = { $name }: movimiento { $move }
watch-pair-paused = En pausa. { $where }
watch-pair-playing = Reproduciendo ambos…
watch-pair-running = Ejecutando ambos hasta una solución… { $where }. Detener devuelve el control.
watch-pair-stopped = Detenido. { $where }.
watch-pair-took = { $name } { $solved ->
        [yes] resolvió
       *[no] terminó sin solución
    } en { $moves } movimientos
watch-pair-took-placed = { $name } { $solved ->
        [yes] resolvió
       *[no] terminó sin solución
    } en { $moves } movimientos, { $placed } reinas colocadas
watch-pair-both = { $left }; { $right }.
watch-pair-announce = { $name }: { $caption }
watch-pair-size = Lado a lado admite tableros de 1 a { $max } filas.
watch-pair-note = { $name }: { $note }

## The sandbox

watch-sandbox-size = El arenero admite tableros de 1 a { $max } filas.
watch-sandbox-continue = { $name } continúa desde tus { $placed } { $placed ->
        [one] reina
       *[other] reinas
    }: Paso, Reproducir o Ejecutar hasta el final.
watch-sandbox-empty = El tablero está vacío.

## Other status lines

watch-pseudocode-one-board = El pseudocódigo se muestra junto a un solo tablero: sal de lado a lado para verlo.
watch-predict-in-lesson = Siguiente (o →) sigue con la lección; Paso pregunta por el movimiento siguiente.
watch-core-waiting = Esperando a que el navegador libere memoria para el resolutor…
watch-core-no-memory = El navegador no tiene memoria para el resolutor: cierra otras pestañas de esta página y luego recárgala (F5).
watch-core-failed = El resolutor no pudo cargarse ({ $message }). Compílalo con «cargo xtask serve».
watch-start-failed = La página no pudo iniciarse (en la etapa { $stage }): { $message }. Recarga la página (F5).

## The board size typed, refused

watch-size-not-whole = El tamaño del tablero debe ser un número entero de 1 a { $max }.
watch-size-out-of-range-scaled = El tamaño { $n } está fuera de rango: { $name } admite de 1 a { $large } (hasta { $animated } animado, por encima en una vista a escala).
watch-size-out-of-range = El tamaño { $n } está fuera de rango: el tablero animado admite de 1 a { $animated }.
watch-size-out-of-range-some-scaled = El tamaño { $n } está fuera de rango: el tablero animado admite de 1 a { $animated }; { $scaled }.
watch-size-scaled-first = { $names } llegan hasta { $limit } en una vista a escala
watch-size-scaled-more = { $names } hasta { $limit }
watch-seed-field = { $problem }; déjala en blanco para una nueva.

## What the address asks for and the page cannot do

watch-address-unknown-algorithm = Algoritmo desconocido «{ $algorithm }» en la dirección; se muestra { $first }.
watch-address-showing-default = { $problem } Se muestra n = { $n }.
watch-address-seed-drawn = { $problem } Se ha sacado una semilla nueva.
watch-address-seed-ignored = Error en la dirección: { $problem }; se ha ignorado.
watch-address-params = { $problem } (en la dirección); se usan los valores por defecto.
watch-address-params-beside = { $problem } (junto al primero, vs. en la dirección); se usan los valores por defecto.
watch-address-move = { $name } en la dirección debe ser un número entero de movimientos (0 es el inicio); se ha ignorado.
watch-address-queens = Error en la dirección: { $problem }; se han ignorado las reinas.
watch-address-to-before-from = to en la dirección debe ir después de from; se ha ignorado.
watch-address-unknown-beside = Algoritmo desconocido «{ $algorithm }» junto al primero (vs en la dirección); se muestra el primero distinto.
watch-address-slide = slide en la dirección debe ser un número entero desde 1; se ha ignorado.
watch-address-not-compared = Los algoritmos de la dirección nombran { $unknown }, que el laboratorio no ejecuta; ejecuta { $compared }.
watch-address-compare-params = { $name }: { $problem } (en la dirección); se ejecuta con sus valores por defecto.
watch-address-run-ends = La ejecución termina en el movimiento { $reached }, antes del movimiento { $first } ({ $name } en la dirección).
watch-address-queens-scaled = Las reinas de la dirección necesitan un tablero de 1 a { $max } filas (n = { $n } se dibuja a escala); se han ignorado.
watch-address-queens-fit = Las reinas de la dirección deben caber en el tablero de { $n }×{ $n } (como mucho { $n } filas, columnas 1 a { $n }); se han ignorado.
watch-address-no-exercise = { $name } no tiene ejercicio (exercise=1 en la dirección): hay ejercicios para { $exercises }.

## Sentences the page composes (www/params.js, exercise.js, teacher-key.js)

sentence-end = { $text }.
params-refused-still = { $text }; se mantiene { $name } = { $value }.
