# La vista Comparar, en español. Traducido de locales/en/compare.ftl (ver
# docs/translating.md). Términos como en locales/es/page.ftl («reina», «tablero», «vuelta
# atrás», «semilla»); «algoritmo de Las Vegas», «algoritmo aleatorizado» como en
# es.wikipedia.org/wiki/Algoritmo_de_Las_Vegas; «error estándar», «mediana», «permutación» y
# «colisión» como en estadística e informática; los títulos de libros y artículos quedan en el
# original.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The form

compare-title = Comparar algoritmos
compare-intro = Muchas ejecuciones con semilla de cada algoritmo, repartidas entre trabajadores en segundo plano ({ $worker }, uno por núcleo del procesador) para que la página siga respondiendo. La { $seed } de cada ejecución se deriva de la { $master }: la misma semilla maestra da los mismos números cada vez, en cualquier ordenador.
    .worker = Web Workers
    .seed = semilla
    .master = semilla maestra
compare-n = Tamaño n { $hint }
    .hint = (un tablero n × n)
compare-algorithms = Algoritmos
compare-trials = Ejecuciones por algoritmo
compare-seed = Semilla maestra { $hint }
    .hint = (vacía: se sortea una)
compare-run = Ejecutar comparación
compare-cancel = Cancelar
compare-progress =
    .aria-label = Progreso de la tarea en curso
compare-status-start = Elige algoritmos y pulsa Ejecutar comparación.
compare-params-group =
    .aria-label = Parámetros de { $algorithm }

## The status line

compare-tick = Marca al menos un algoritmo.
compare-param-refused = Un parámetro no cabe en este tablero: mira el mensaje debajo.
compare-status-running = Ejecutando { $total } ejecuciones en { $workers } { $workers ->
        [one] trabajador
       *[other] trabajadores
    }…
compare-status-timing = Cronometrando { $algorithm }: tanda { $batch } de { $batches }…
compare-status-progress = Ejecutando… { $done } de { $total } ejecuciones.
compare-failed = La comparación falló: { $error }
compare-status-done = Hecho: { $total } ejecuciones en { $seconds } s, semilla maestra { $seed }.{ $busy }
compare-address-error = { $error } ({ $field } en la dirección).
compare-seed-error = { $error } (semilla maestra), o vacía.
compare-cancelled = { $job ->
        [race] Se canceló la carrera.
        [sweep] Se canceló el barrido.
        [count] Se canceló el conteo.
        [papers] Se cancelaron las tablas de los artículos.
        [rolfe] Se canceló la tabla de Rolfe.
        [aima] Se cancelaron las tablas de AIMA.
        [queenslv] Se canceló la tabla de queensLV.
       *[comparison] Se canceló la comparación.
    } No hay nada más en marcha.
compare-worker-failed = falló un trabajador
compare-list-and = { $list } y { $last }
compare-list-or = { $list } o { $last }
compare-list-separator = {", "}

## The summary

compare-summary-title = Resumen
compare-summary-region =
    .aria-label = Tabla de resumen (se desplaza de lado si es estrecha)
compare-col-algorithm = Algoritmo { $unit }
    .unit = y sus unidades
compare-col-runs = Ejecuciones
compare-col-mean = Intentos medios
compare-col-median = Mediana
compare-col-p90 = Perc. 90
compare-col-max = Máx.
compare-col-tries = Ensayos por ejecución { $unit }
    .unit = en su unidad
compare-col-success = Éxito por ensayo { $unit }
compare-col-success-unit = ± 1 { $term }
    .term = error estándar
compare-col-time = Tiempo de CPU por ejecución
compare-units-attempts = Los { $attempts } se cuentan en la unidad propia de cada algoritmo, indicada bajo su nombre: { $units }. Una casilla probada no es una reina colocada, así que compara los intentos dentro de un mismo algoritmo (entre semillas o tamaños de tablero); compara los algoritmos entre sí por el { $time }, medido en los mismos trabajadores.
    .attempts = intentos
    .time = tiempo de CPU por ejecución
compare-units-tries = Los { $tries } son los nuevos comienzos dentro de una ejecución: { $units }. El { $success } es la proporción de ensayos que terminan en una solución (ejecuciones ÷ ensayos); el ± es un error estándar, √(p(1 − p) / ensayos). Los algoritmos deterministas (vuelta atrás) hacen la misma ejecución cada vez: se ejecutan una sola vez, y su tiempo de CPU es el de esa ejecución.
    .tries = ensayos
    .success = éxito por ensayo
compare-units-time = El { $time } es la mejor de varias tandas cronometradas (de 5 a 15): cada trabajador repite sus ejecuciones dentro del núcleo, en llamadas de 2 ms o más (20 veces los 0,1 ms del temporizador; una parte larga de ejecuciones, en trozos de más o menos esa duración), una vez que su código se ha calentado. Una tanda que el ordenador interrumpió por otro trabajo solo parece más lenta, así que la mejor tanda da el tiempo, y la mediana y el rango de las tandas (de la mejor a la más lenta) son su dispersión, mostrada debajo: una repetición coincide dentro de ella. Cuando la tanda mediana tardó más de 1,5 veces la mejor, la mayoría de las tandas se frenaron por otro trabajo: la celda dice { $busy } en lugar de un número, y también la línea de estado; vuelve a ejecutar cuando el ordenador esté más tranquilo.
    .time = tiempo de CPU por ejecución
    .busy = demasiado ocupado para medir
compare-units-of = intentos: { $attempts }; ensayos: { $tries }
compare-expected-exact = esperado { $value } (1/p, exacto)
compare-expected-measured = esperado { $value } ± { $error } (1/p, medido)
compare-time-deterministic = { $note } (determinista: su única ejecución, { $repeats ->
        [one] una vez
       *[other] { $repeats } veces
    } por tanda)
compare-copy = Copiar resumen
compare-csv = Descargar CSV de cada ejecución
compare-copied = Resumen copiado (separado por tabuladores: pégalo en una hoja de cálculo).
compare-selected = Resumen seleccionado: pulsa Ctrl+C para copiarlo.
compare-summary-heading = Comparación de N reinas: n = { $n }, { $trials } ejecuciones por algoritmo, semilla maestra { $seed }
compare-summary-columns = algoritmo	unidad de intentos	unidad de ensayos	ejecuciones	intentos medios	mediana	perc. 90	máx.	ensayos por ejecución	ensayos esperados	éxito por ensayo	± 1 error estándar	tiempo de CPU por ejecución (ms, mejor tanda)	tanda mediana (ms por ejecución)	tanda más lenta (ms por ejecución)	tandas cronometradas	demasiado ocupado para medir

## The CSV of every run

compare-csv-algorithm = algoritmo
compare-csv-n = n
compare-csv-run = ejecución
compare-csv-seed = semilla
compare-csv-attempts = intentos
compare-csv-attempt-unit = unidad_intentos
compare-csv-tries = ensayos
compare-csv-tries-unit = unidad_ensayos
compare-csv-solved = resuelto
compare-csv-cpu-ms-per-run = cpu_ms_por_ejecucion
compare-csv-cpu-ms-median = cpu_ms_mediana
compare-csv-cpu-ms-max = cpu_ms_max
compare-csv-cpu-batches = cpu_tandas
compare-csv-cpu-too-busy = cpu_demasiado_ocupado

## Times (timing.js)

compare-time = { $value } { $unit }
compare-unit-ms = ms
compare-unit-us = µs
compare-time-not-timed = sin cronometrar
compare-time-busy = demasiado ocupado para medir
compare-batches = { $batches } { $batches ->
        [one] tanda
       *[other] tandas
    }
compare-time-spread = mediana { $median }, rango { $best }–{ $max } { $unit }
compare-time-best-note = la mejor de { $batches }; { $spread }
compare-time-busy-note = el ordenador estaba demasiado ocupado: la mediana de { $batches } tardó { $ratio } × la más rápida (más de { $limit } ×); { $spread }
compare-busy-note = El ordenador estaba demasiado ocupado para que el tiempo de CPU de { $names } signifique algo (la tanda mediana pasó de { $limit } × la más rápida): vuelve a ejecutar cuando esté más tranquilo.

## The histogram

compare-hist-title = Ejecuciones por intentos o por ensayos
compare-hist-hint = Un algoritmo cada vez, en su propia unidad: una casilla probada no es una reina colocada, así que los intentos de dos algoritmos nunca comparten eje (compáralos por tiempo de CPU por ejecución).
compare-hist-of = Histograma de
compare-hist-counting = contando
compare-hist-attempts = intentos
compare-hist-tries = ensayos (ensayos al azar, permutaciones, arranques)
compare-hist-placeholder = El histograma aparece tras una comparación.
compare-hist-canvas =
    .aria-label = Histograma de intentos por ejecución, escala logarítmica
compare-save-png = Guardar gráfico como PNG
compare-hist-label = { $algorithm }: ejecuciones por { $unit } por ejecución
compare-hist-expected-exact = esperado si los ensayos son geométricos con p = { $p } (exacto): { $expected } por ejecución de media
compare-hist-expected-measured = esperado si los ensayos son geométricos con p = { $p } (medido): { $expected } por ejecución de media
compare-hist-aria = Histograma de { $unit } por ejecución para { $algorithm }, escala logarítmica
compare-hist-aria-deterministic = Histograma de { $unit } por ejecución para { $algorithm }, escala logarítmica: determinista, todas las ejecuciones iguales
compare-hist-x = { $unit } por ejecución (escala logarítmica)
compare-hist-y = ejecuciones
compare-hist-chart-title = { $algorithm }: { $unit } por ejecución
compare-hist-chart-title-deterministic = { $algorithm }: { $unit } por ejecución (determinista: todas las ejecuciones iguales)
compare-hist-chart-subtitle = n = { $n }, { $runs } ejecuciones, semilla maestra { $seed }
compare-charts-missing = Los gráficos necesitan Chart.js en www/node_modules: ejecuta «cargo xtask serve», que lo instala.

## The sweep

compare-sweep-title = Barrido sobre n
compare-sweep-to = n de 4 a
compare-sweep-runs = ejecuciones por tamaño
compare-sweep-run = Ejecutar barrido
compare-sweep-of = Barrido de
compare-sweep-time = Tiempo de CPU por ejecución (todos los algoritmos)
compare-sweep-placeholder = El gráfico aparece tras un barrido.
compare-sweep-canvas =
    .aria-label = Tiempo de CPU por ejecución frente a n, escala logarítmica
compare-sweep-failed = El barrido falló: { $error }
compare-sweep-progress = Barrido: n = { $n } de { $to } hecho.
compare-sweep-done = Barrido hecho: n = 4 a { $to }, { $runs } ejecuciones por tamaño, semilla maestra { $seed }.{ $busy }
compare-sweep-busy-at = { $algorithm } en n = { $sizes }
compare-sweep-busy = El ordenador estaba demasiado ocupado para que el tiempo de CPU de { $which } signifique algo (la tanda mediana pasó de { $limit } × la más rápida; dibujado con cruces): vuelve a ejecutar cuando esté más tranquilo.
compare-sweep-mean-of = { $unit } medios: { $algorithm }
compare-sweep-axis-time = ms de CPU por ejecución
compare-sweep-axis-mean = { $unit } medios
compare-sweep-aria-time = Tiempo de CPU por ejecución frente a n, escala logarítmica
compare-sweep-aria-mean = { $unit } medios frente a n, escala logarítmica
compare-sweep-x = tamaño del tablero n
compare-sweep-y = { $what } (log.)
compare-sweep-chart-title-time = Tiempo de CPU por ejecución frente a n (la mejor de las tandas cronometradas)
compare-sweep-chart-title-mean = { $algorithm }: { $unit } medios frente a n
compare-sweep-chart-subtitle = { $runs } ejecuciones por tamaño, semilla maestra { $seed }

## The papers

compare-papers-title = Artículos lado a lado
compare-papers-sosic-gu = Sosič y Gu (1991), tablas 2–5: colisiones por reina en una permutación aleatoria (100 permutaciones), el máximo de reinas en una diagonal, éxitos con la primera permutación y pares e intercambios probados (10 ejecuciones de QS1). La página mide n = 10 a 10.000; la { $cli } del proyecto hace los tamaños mayores de los artículos y las tablas de Rolfe para n = 1000.
    .cli = herramienta de línea de órdenes
compare-papers-run = Medir las tablas 2–5
compare-rolfe-run = Rolfe, n = 1000, Algoritmo Uno
compare-aima-run = Los números de AIMA
compare-papers-region =
    .aria-label = Tabla de los artículos (se desplaza de lado si es estrecha)
compare-papers-col-n = n
compare-papers-col-collisions = Colisiones / n
compare-papers-col-paper = Artículo
compare-papers-col-diagonal = Máximo en una diagonal
compare-papers-col-first = 1.ª permutación
compare-papers-col-pairs = Pares probados
compare-papers-col-swaps = Intercambios probados
compare-papers-aima = Russell y Norvig, { $book }: el ascenso de colinas (hill climbing) del §4.1.1 en 8 reinas (una subida desde cada uno de 5.000 tableros aleatorios, sin reinicios) y la figura 5.5 de la 2.ª edición, la mediana de comprobaciones de consistencia de las búsquedas con vuelta atrás para n = 2 a 50 (una comprobación mira si las reinas de dos casillas de filas distintas se atacan; el libro no define la suya, así que las magnitudes difieren mientras el orden coincide).
    .book = AIMA
compare-aima-region =
    .aria-label = Tabla de AIMA (se desplaza de lado si es estrecha)
compare-aima-col-measure = Medida
compare-aima-col-book = Libro
compare-aima-col-ours = Nuestro
compare-papers-bb = Brassard y Bratley, { $book } (1996), §10.6.3: queensLV coloca k reinas al azar, fila a fila, y luego la vuelta atrás completa el tablero; un ensayo fallido vuelve a empezar. Para cada k, la probabilidad p de que un ensayo tenga éxito, los nodos de un ensayo con éxito s y de uno fallido e (un nodo: el tablero vacío una vez por ensayo, y cada reina colocada), y los nodos por solución t = s + (1 − p)/p · e: exactos (enumerando cada elección aleatoria), medidos sobre 10.000 ejecuciones con semilla (± un error estándar) y, para 8 reinas, los del libro.
    .book = Fundamentals of Algorithmics
compare-bb-board = tablero de queensLV
compare-bb-run = queensLV de Brassard y Bratley
compare-bb-region =
    .aria-label = Tabla de queensLV (se desplaza de lado si es estrecha)
compare-bb-col-k = k
compare-bb-col-p = p { $unit }
    .unit = el ensayo tiene éxito
compare-bb-col-s = s { $unit }
    .unit = nodos, éxito
compare-bb-col-e = e { $unit }
    .unit = nodos, fracaso
compare-bb-col-t = t { $unit }
    .unit = nodos por solución
compare-bb-exact = exacto
compare-bb-measured = medido
compare-bb-book = libro
compare-papers-status = Midiendo las tablas 2–5 de Sosič y Gu para n = 10 a { $to }…
compare-papers-failed = Las tablas fallaron: { $error }
compare-papers-done = Tablas 2–5 medidas con la semilla maestra { $seed }.
compare-of = { $part } de { $whole }
compare-rolfe-status = Rolfe, n = 1000: cuatro ejecuciones del Algoritmo Uno (unos diez segundos cada una)…
compare-rolfe-failed = La tabla falló: { $error }
compare-rolfe-result = Vectores de permutación usados en n = 1000 — nuestros: { $ours }; de Rolfe: { $rolfe }. Algoritmo Dos (unos 90 s): nqueens papers --rolfe.
compare-rolfe-done = Tabla de Rolfe medida con la semilla maestra { $seed }.
compare-aima-status = Midiendo los números de AIMA: { $climbs } subidas cada uno, y la figura 5.5 para n = 2 a 50 (hasta 40 millones de comprobaciones cada una)…
compare-aima-failed = Las tablas de AIMA fallaron: { $error }
compare-aima-done = Números de AIMA medidos con la semilla maestra { $seed }.
compare-percent = { $value } %
compare-thousands = { $value } mil
compare-aima-climb = 8 reinas, { $sideways ->
        [0] máxima pendiente
       *[other] con { $sideways } movimientos laterales
    }
compare-aima-solved = { $climb }: resuelto
compare-aima-moves = { $climb }: movimientos al resolver / al atascarse
compare-aima-check = Figura 5.5: { $column ->
        [0] Vuelta atrás
        [1] VA + MRV
        [2] Comprobación hacia delante
        [3] CD + MRV
       *[4] Mínimos conflictos
    }
compare-aima-not-checks = — (cuenta movimientos de reparación, no comprobaciones)
compare-aima-sizes = { $done } de { $sizes } tamaños…
compare-aima-median = { $median } ({ $over } de 49 tamaños por encima de 40.000 mil)
compare-aima-over = > 40.000 mil
compare-bb-status = queensLV de Brassard y Bratley en { $n } × { $n }: { $runs } ejecuciones para cada k = 0 a { $n }…
compare-bb-failed = La tabla de queensLV falló: { $error }
compare-bb-result = Mejor k en { $n } × { $n }: { $k } exacto (t = { $t } nodos por solución), { $measured } medido.
compare-bb-result-book = Mejor k en { $n } × { $n }: { $k } exacto (t = { $t } nodos por solución), { $measured } medido, { $book } en el libro.
compare-bb-done = Tabla de queensLV medida con la semilla maestra { $seed }.

## The count

compare-count-title = Contar todas las soluciones
compare-count-text = Q(n) por vuelta atrás con tableros de bits que visita una solución de cada clase bajo las ocho simetrías del cuadrado (rotaciones y reflexiones), una tarea por colocación de las primeras filas, repartidas entre los trabajadores. Comparado con los conteos publicados, { $oeis } A000170 (todas las soluciones) y A002562 (soluciones fundamentales).
    .oeis = OEIS
compare-count-n = n (1 a 17)
compare-count-kernel = núcleo
compare-kernel-simd128 = 16 tableros a la vez (vectores SIMD128)
compare-kernel-scalar = un tablero cada vez (escalar)
compare-count-run = Contar
compare-count-status = Contando Q({ $n }) en { $tasks } tareas con { $workers } trabajadores…
compare-count-failed = El conteo falló: { $error }
compare-count-matches = { $value } — coincide con OEIS { $sequence }
compare-count-differs = { $value } — difiere de { $known } en OEIS { $sequence }
compare-count-result = Q({ $n }) = { $total }. Soluciones fundamentales (una por clase bajo rotación y reflexión): { $fundamental }. { $seconds } s con el núcleo { $kernel ->
        [simd128] SIMD128
       *[scalar] escalar
    }.
compare-count-done = Q({ $n }) contado en { $seconds } s.

## The race

compare-race-title = { $term } en paralelo
    .term = Las Vegas
compare-race-text = La «Parallel Execution» de Rolfe: varios trabajadores con semillas distintas compiten en un tablero; la primera solución detiene a los demás. Comparado con un trabajador que ejecuta solo la primera semilla.
compare-race-algorithm = Algoritmo en carrera
compare-race-n = n
compare-race-workers = trabajadores
compare-race-run = Competir
compare-race-params =
    .aria-label = Parámetros del algoritmo en carrera
compare-race-fit = { $algorithm } resuelve tableros hasta n = { $max }: n era { $was }, ahora { $max }.
compare-race-alone = Carrera { $race } de { $races }: un trabajador solo con { $algorithm }, n = { $n }…
compare-race-many = Carrera { $race } de { $races }: { $workers } trabajadores con semillas distintas…
compare-race-failed = La carrera falló: { $error }
compare-race-result = { $workers } trabajadores, { $races } carreras: aceleración mediana { $median }× (rango { $low }–{ $high }×) frente a un trabajador solo con la primera semilla de cada carrera. Las ejecuciones Las Vegas independientes terminan de media unas { $workers } veces antes; una sola carrera puede tener mucha más o mucha menos suerte. Carrera 1: el trabajador { $winner } ganó en { $wall } ms (semilla { $seed }, { $tries }); solo (semilla { $aloneSeed }): { $alone } ms.
compare-race-result-params = { $algorithm } con { $params }: { $result }
compare-race-done = Carrera terminada.

## Exports (exports.js)

compare-export-png = Tablero del movimiento { $move } guardado como PNG.
compare-export-file-link = Esta página se abrió desde un archivo, así que un enlace solo se abriría en este ordenador. Los estudiantes pueden abrir el mismo archivo e ir a este movimiento en la línea de tiempo; o pon dist/ en un servidor web (la guía para docentes explica cómo) y comparte su dirección.
compare-export-link-copied = Enlace a este movimiento copiado: { $link }
compare-export-link-copy = Copia este enlace para abrir este movimiento: { $link }
compare-export-recording = Grabando los movimientos { $from } a { $to }…
compare-export-recorded = Movimientos { $from } a { $to } grabados como vídeo WebM ({ $size } kB).
compare-export-record-failed = La grabación falló: { $error }.
compare-export-gif-frame = Creando un GIF animado: fotograma { $done } de { $total }. Cancelar lo detiene.
compare-export-gif-failed = El GIF falló: { $error }.
compare-export-moves-whole = Los movimientos son números enteros (0 es el inicio).
compare-export-moves-order = El último movimiento debe ir después del primero.
compare-export-moves-most = Graba como máximo { $most } movimientos cada vez.
compare-export-gif-most = Un GIF animado admite como máximo { $most } movimientos (un fotograma cada uno): elige un rango más corto o graba un vídeo.
compare-export-gif-making = Creando un GIF animado de los movimientos { $from } a { $to }…
compare-export-gif-cancelled = Se canceló el GIF.
compare-export-gif-saved = Movimientos { $from } a { $to } guardados como GIF animado ({ $size } kB).

## The line of numbers under an exported picture's board (board-export.js), after the
## counters: the move on show. $move: the move (0 is the start); $moves: the run's moves so far.
compare-export-move = movimiento { $move }
compare-export-move-of = movimiento { $move } de { $moves }

## The Record dialog.
compare-record-title = Grabar el tablero
compare-record-about = El tablero se reproduce de un movimiento a otro, cada fotograma como lo muestra el PNG: el pie, el tablero con los números de sus filas y columnas, los contadores y el movimiento. Un vídeo (WebM) se reproduce a la velocidad elegida; un GIF animado (para diapositivas y páginas que no admiten vídeo) contiene hasta 400 movimientos, un fotograma cada uno.
compare-record-from = Del movimiento
compare-record-to = al movimiento
compare-record-as = como
compare-record-webm = un vídeo (WebM)
compare-record-gif = un GIF animado
compare-record-progress =
    .aria-label = Fotogramas creados
compare-record-start = Grabar
compare-record-cancel = Cancelar

## Offline use (offline.js)

compare-offline-unavailable = El uso sin conexión no está disponible: { $error }
