# La línea de órdenes, en español. Traducido de locales/en/cli.ftl (ver docs/translating.md).
# «Solución fundamental» como en la literatura del problema de las reinas en español
# (soluciones distintas salvo rotaciones y reflexiones).
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## nqueens count

count-solutions = Q({ $n }) = { $solutions } { $solutions ->
        [one] solución
       *[other] soluciones
    } en un tablero de { $n }×{ $n } (OEIS A000170)
count-fundamental = { $fundamental } { $fundamental ->
        [one] solución fundamental
       *[other] soluciones fundamentales
    }, una por clase bajo rotación y reflexión (OEIS A002562)
count-elapsed = Tiempo: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms ({ $threads } { $threads ->
        [one] hilo
       *[other] hilos
    }, núcleo { $kernel })
count-progress = tareas (primeras filas fijadas)
count-no-avx512 = --kernel avx512: este procesador no tiene AVX-512F (pruebe --kernel scalar)

## The --lang option

lang-unknown = --lang { $tag }: no hay catálogo para este idioma; la CLI habla { $available }

## nqueens solve

cli-solve-title = { $title }, tablero de { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") }
cli-solve-seed = Semilla: { $seed }
cli-solve-solution = Solución (columnas de las filas 1..{ $n }): { $columns }
cli-solve-found = Solución encontrada (use --out RUTA o --json para sus { NUMBER($n, useGrouping: "false") } columnas)
cli-solve-exhausted = Sin solución: la búsqueda se agotó
cli-solve-counter = { $label }: { $value }
cli-solve-per-row = Intentos por fila: { $rows }
cli-solve-row = fila { $row }: { $attempts }
cli-solve-elapsed = Tiempo: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms
cli-solve-progress = { $label } { $value }
cli-error = error: { $message }
cli-write-error = al escribir { $path }: { $error }

## nqueens algorithms

cli-algorithms-title = { $title } ({ $randomized ->
        [yes] aleatorio, con semilla
       *[no] determinista
    }; n hasta { NUMBER($max, useGrouping: "false") })
cli-algorithms-units = los intentos son { $attempt }, los ensayos son { $tries }
cli-algorithms-param = --param { $name }={ $values } (por defecto { $default }): { $changes }

## nqueens compare

cli-compare-heading = n = { NUMBER($n, useGrouping: "false") }, { NUMBER($trials, useGrouping: "false") } { $trials ->
        [one] ejecución
       *[other] ejecuciones
    } por algoritmo, semilla maestra { $seed }
cli-compare-algorithm = algoritmo
cli-compare-runs = ejecuciones
cli-compare-mean = intentos (media)
cli-compare-median = mediana
cli-compare-p90 = p90
cli-compare-max = máximo
cli-compare-tries = ensayos (media)
cli-compare-success = éxito por ensayo
cli-compare-units = { $id }: los intentos son { $attempt }, los ensayos son { $tries }
cli-compare-timing = midiendo las ejecuciones…
cli-compare-time = { $id }: tiempo de CPU por ejecución { $time } (las ejecuciones de la comparación tardaron { $ms } ms)
cli-compare-csv-error = error: no se puede escribir { $path }: { $error }
cli-compare-csv-wrote = { NUMBER($runs, useGrouping: "false") } { $runs ->
        [one] ejecución escrita
       *[other] ejecuciones escritas
    } en { $path }
cli-progress-runs = ejecuciones
cli-param-unknown = ninguno de { $ids } admite el parámetro «{ $name }» (vea nqueens algorithms)
cli-algorithm-error = { $algorithm }: { $error }
cli-param-not-pair = «{ $text }» no tiene la forma NOMBRE=VALOR
cli-master-seed = semilla maestra: { $seed }

## The CPU time per run

cli-timing-spread = mediana { $median }, intervalo { $best }–{ $max } { $unit ->
        [us] µs
       *[ms] ms
    }
cli-timing-time = { $best } { $unit ->
        [us] µs
       *[ms] ms
    } (la mejor de { $batches } tandas; { $spread })
cli-timing-busy = demasiado ocupado para medir: la mediana de { $batches } tandas tardó { $ratio } × la más rápida (más de { $limit } ×); { $spread }

## nqueens sweep

cli-sweep-heading = intentos medios por ejecución, { NUMBER($trials, useGrouping: "false") } { $trials ->
        [one] ejecución
       *[other] ejecuciones
    } por algoritmo y tamaño, semilla maestra { $seed }
cli-sweep-n = n
cli-sweep-no-solution = sin solución
cli-sweep-from-to = --from { NUMBER($from, useGrouping: "false") } es mayor que --to { NUMBER($to, useGrouping: "false") }

## nqueens bench

cli-bench-case = el caso «{ $case }» no tiene la forma algoritmo:n
cli-bench-algorithm = algoritmo desconocido «{ $id }»: elija entre { $ids }
cli-bench-n = n en «{ $case }» no es un número

## nqueens papers
papers-sosic-gu-heading = Sosič y Gu (1991), tablas 2–5: nuestro (semilla maestra { $seed }) | artículo
papers-col-collisions = colisiones/n
papers-col-paper = artículo
papers-col-diagonal = diag. mín–máx
papers-col-first = 1.ª perm. ok
papers-col-pairs = pares probados
papers-col-swaps = intercambios probados
papers-rolfe-heading = Rolfe (2006), 1000 reinas: cuatro ejecuciones de cada uno, nuestro | artículo
papers-rolfe-one = vectores de permutación (Algoritmo Uno)
papers-rolfe-two = ensayos (Algoritmo Dos)
papers-rolfe-row = { $what }: { $ours } | { $paper }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-aima-heading = Russell y Norvig, AIMA §4.1.1, 8 reinas: nuestro ({ NUMBER($climbs, useGrouping: "false") } subidas, semilla maestra { $seed }) | libro
papers-aima-solved = resuelto
papers-book = libro
papers-aima-moves-solved = movs. al resolver
papers-aima-moves-stuck = movs. atascado
papers-aima-climb = { $sideways ->
        [0] máxima pendiente
       *[other] con { $sideways } movimientos laterales
    }
papers-aima-note = (± un error estándar; subidas con reinicio y sus movimientos: nqueens compare --algorithms hill-climbing --n 8)
papers-figure-heading = AIMA 2.ª ed., figura 5.5, n reinas para n = 2 a 50, mediana de comprobaciones de consistencia: nuestro | libro
papers-figure-column = { $column ->
        [0] Vuelta atrás
        [1] VA + MRV
        [2] Comprobación hacia delante
        [3] CD + MRV
       *[4] Mínimos conflictos
    }
papers-thousands = { $value } mil
papers-figure-not-checks = (mínimos conflictos cuenta conflictos, no comprobaciones: nqueens compare)
papers-figure-over = ({ $over } de 49 tamaños por encima de { $cap }; { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-figure-note = Una comprobación aquí mira si las reinas de dos casillas de filas distintas se atacan (véase la página del libro sobre la línea de órdenes, docs/command-line.md).
papers-bb-heading = Brassard y Bratley (1996), §10.6.3, queensLV en { $n } × { $n }: exacto | medido ({ $runs } ejecuciones por fila, semilla maestra { $seed }){ $book ->
        [yes] {""} | libro
       *[no] {""}
    }
papers-bb-what = k filas al azar y luego vuelta atrás; nodos: el tablero vacío una vez por ensayo, y cada reina colocada
papers-bb-measured = medido
papers-bb-best = Mejor k: { $k } exacto (t = { $t } nodos), { $measured } medido{ $withbook ->
        [yes] , { $book } en el libro
       *[no] {""}
    }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-bb-legend = (p: ensayos con éxito ÷ ensayos; s, e: nodos de un ensayo con éxito o fallido; t = s + (1 − p)/p · e, nodos por solución)

## clap's usage errors (src/cli/usage.rs)

cli-clap-more = Para más información, pruebe «{ $help }».
cli-clap-quoted = «{ $text }»
cli-clap-list-separator = { ", " }
cli-clap-tip-similar-subcommand = consejo: { $count ->
        [one] existe una suborden parecida
       *[other] existen subórdenes parecidas
    }: { $values }
cli-clap-tip-similar-argument = consejo: { $count ->
        [one] existe un argumento parecido
       *[other] existen argumentos parecidos
    }: { $values }
cli-clap-tip-similar-value = consejo: { $count ->
        [one] existe un valor parecido
       *[other] existen valores parecidos
    }: { $values }
cli-clap-tip-escape = consejo: para pasar «{ $arg }» como valor, use «-- { $arg }»
cli-clap-tip-exists = consejo: existe «{ $arg }»
cli-clap-tip-double-dash = consejo: existe la suborden «{ $subcommand }»; para usarla, quite el «--» que la precede
cli-clap-unknown-argument = argumento inesperado «{ $arg }»
cli-clap-unknown-subcommand = suborden desconocida «{ $subcommand }»
cli-clap-missing-subcommand = «{ $command }» requiere una suborden, pero no se dio ninguna
cli-clap-subcommands = [subórdenes: { $values }]
cli-clap-invalid-value = valor no válido «{ $value }» para «{ $arg }»
cli-clap-value-required = «{ $arg }» requiere un valor, pero no se dio ninguno
cli-clap-invalid-value-because = { $invalid }: { $reason }
cli-clap-missing-arguments = faltan estos argumentos obligatorios:
cli-clap-argument-repeated = el argumento «{ $arg }» no puede darse más de una vez
cli-clap-argument-conflict = el argumento «{ $arg }» no puede usarse con «{ $other }»
cli-clap-argument-conflict-list = el argumento «{ $arg }» no puede usarse con:
cli-clap-argument-conflict-others = el argumento «{ $arg }» no puede usarse con uno o más de los otros argumentos dados
cli-clap-too-many-values = valor inesperado «{ $value }» para «{ $arg }»; no se esperaban más
cli-clap-wrong-number-of-values = «{ $arg }» requiere { $expected } valores, pero { $actual ->
        [one] se dio { $actual }
       *[other] se dieron { $actual }
    }
cli-clap-no-equals = «{ $arg }» requiere un signo igual antes de su valor
cli-clap-invalid-utf8 = hay UTF-8 no válido en uno o más argumentos
cli-clap-number-empty = una entrada vacía no es un número entero
cli-clap-number-invalid-digit = dígito no válido en el número
cli-clap-number-too-large = el número es demasiado grande
cli-clap-number-too-small = el número es demasiado pequeño
cli-clap-not-in-range = { $value } no está entre { $low } y { $high }
cli-clap-not-at-least = { $value } es menor que { $low }
