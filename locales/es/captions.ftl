# Los pies de tablero (los textos bajo el tablero), en español. Traducido de
# locales/en/captions.ftl (allí se dice qué es cada mensaje y qué contiene cada variable; ver
# docs/translating.md). Términos como en page.ftl (reina, tablero, fila, columna, diagonal,
# vuelta atrás) y como en la tesis «Desarrollo de algoritmos de retroceso» (Rangel Valdez,
# Instituto Tecnológico de Ciudad Madero, 2003: consistencia de arco, chequeo hacia adelante,
# recocido simulado, algoritmos genéticos) y la traducción española de Russell y Norvig,
# «Inteligencia artificial: un enfoque moderno» (sucesor, mínimo local, meseta, movimiento
# lateral, reinicio aleatorio, dominio, comprobación hacia delante, MRV, LCV, aptitud,
# cruce, mutación, temperatura). Los números sin separador de miles (fila, columna, h, T)
# con NUMBER(…, useGrouping: "false").
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## How a caption's sentences join

caption-joined = { $before }. { $after }
caption-joined-clause = { $before } { $after }
caption-joined-semicolon = { $before }; { $after }
caption-empty = { "" }

## Parts of sentences

caption-delta-e = { $sign ->
        [plus] +{ NUMBER($size, useGrouping: "false") }
        [minus] −{ NUMBER($size, useGrouping: "false") }
       *[zero] 0
    }
caption-percent-whole = { NUMBER($percent, maximumFractionDigits: 0, useGrouping: "false") } %
caption-percent-tenths = { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } %
caption-percent-tiny = { NUMBER($mantissa, minimumFractionDigits: 2, maximumFractionDigits: 2) }e{ NUMBER($exponent, useGrouping: "false") } %
caption-marked = ; { NUMBER($count, useGrouping: "false") } { $count ->
        [one] casilla
       *[other] casillas
    }{ $above ->
        [yes] { " " }por encima
       *[no] { "" }
    } marcadas con { NUMBER($row, useGrouping: "false") }

## Squares tried and queens placed

caption-try-attacked = Fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") }: atacada por la reina de la fila { NUMBER($by, useGrouping: "false") } — se sigue
caption-trial-try-attacked = Vuelta atrás: fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") }: atacada por la reina de la fila { NUMBER($by, useGrouping: "false") } — se sigue
caption-try-safe = Fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") } es segura
caption-trial-try-safe = Vuelta atrás: fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") } es segura
caption-try-placed = Fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") } es segura — reina colocada{ $marks }
caption-trial-try-placed = Vuelta atrás: fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") } es segura — reina colocada
caption-placed = Reina colocada en la fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") }{ $marks }
caption-placed-random = Fila { NUMBER($row, useGrouping: "false") }: columna { NUMBER($col, useGrouping: "false") } elegida al azar entre { NUMBER($among, useGrouping: "false") } { $among ->
        [one] casilla no atacada
       *[other] casillas no atacadas
    }
caption-placed-kept = Inicio: la fila { NUMBER($row, useGrouping: "false") } conserva la columna { NUMBER($col, useGrouping: "false") } tras { NUMBER($swaps, useGrouping: "false") } { $swaps ->
        [one] intercambio
       *[other] intercambios
    }{ $free ->
        [yes] , en diagonales libres
       *[no] , aún atacada
    }
caption-placed-conflicts = Inicio: la fila { NUMBER($row, useGrouping: "false") } toma la columna { NUMBER($col, useGrouping: "false") } con { NUMBER($conflicts, useGrouping: "false") } { $conflicts ->
        [one] conflicto
       *[other] conflictos
    }
caption-placed-formula = Fila { NUMBER($row, useGrouping: "false") }: la fórmula pone la reina en la columna { NUMBER($col, useGrouping: "false") }
caption-lift = La reina de la fila { NUMBER($row, useGrouping: "false") } deja la columna { NUMBER($col, useGrouping: "false") }{ $cleared ->
        [0] { "" }
        [one] ; se borra su 1 marca
       *[other] ; se borran sus { NUMBER($cleared, useGrouping: "false") } marcas
    }
caption-check = Fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") } está en dos diagonales libres — se marcan como ocupadas

## Dead ends

caption-dead-end-back = La fila { NUMBER($row, useGrouping: "false") } no tiene ninguna casilla segura — vuelta a la fila { NUMBER($back, useGrouping: "false") }
caption-trial-dead-end-lift = La fila { NUMBER($row, useGrouping: "false") } no tiene ninguna casilla segura — la reina de la fila { NUMBER($lifted-row, useGrouping: "false") } deja la columna { NUMBER($lifted-col, useGrouping: "false") }
caption-trial-failed = La fila { NUMBER($row, useGrouping: "false") }, la primera que llena la vuelta atrás, no tiene ninguna casilla segura — el ensayo { $trial } fracasó
caption-dead-end = La fila { NUMBER($row, useGrouping: "false") } no tiene ninguna casilla segura
caption-none-unattacked = La fila { NUMBER($row, useGrouping: "false") } no tiene ninguna casilla no atacada
caption-trial-none-unattacked = La fila { NUMBER($row, useGrouping: "false") } no tiene ninguna casilla no atacada — el ensayo { $trial } es un callejón sin salida
caption-no-later-row = La fila { NUMBER($row, useGrouping: "false") } está en { $diagonals ->
        [difference] una diagonal fila − columna ocupada
        [sum] una diagonal fila + columna ocupada
       *[both] ambas diagonales ocupadas
    } y no queda ninguna fila posterior para intercambiar — el vector fracasa
caption-wipe-out = La fila { NUMBER($row, useGrouping: "false") } no tiene ninguna casilla en su dominio: dominio vacío — la reina de la fila { NUMBER($by, useGrouping: "false") } avanza

## Restarts

caption-restart-moves-used = Demasiados movimientos: un nuevo inicio voraz (intento { $number })
caption-restart-trial = Tablero vacío: empieza el ensayo { $number }
caption-restart-collisions = Permutación { $number }: una colocación al azar con { NUMBER($collisions, useGrouping: "false") } { $collisions ->
        [one] colisión
       *[other] colisiones
    }
caption-restart-tests-used = Demasiadas pruebas: nueva permutación (intento { $number })
caption-restart-vector = Vector de permutación { NUMBER($number, useGrouping: "false") }: se barajan las reinas
caption-restart-climb = Reinicio aleatorio: la escalada { NUMBER($number, useGrouping: "false") } empieza en un tablero aleatorio nuevo
caption-restart-climb-h = Reinicio aleatorio: la escalada { NUMBER($number, useGrouping: "false") } empieza en un tablero aleatorio nuevo, h = { NUMBER($h, useGrouping: "false") }
caption-restart-run = Reinicio: la ejecución { NUMBER($number, useGrouping: "false") } empieza en un tablero aleatorio nuevo
caption-restart-run-h = Reinicio: la ejecución { NUMBER($number, useGrouping: "false") } empieza en un tablero aleatorio nuevo, h = { NUMBER($h, useGrouping: "false") }
caption-restart-population = Reinicio: la ejecución agotó sus generaciones sin solución; la ejecución { NUMBER($number, useGrouping: "false") } empieza con una población aleatoria nueva

## Queens moved

caption-sideways = Movimiento lateral en una meseta: la reina de la fila { NUMBER($row, useGrouping: "false") } de la columna { NUMBER($from, useGrouping: "false") } a la columna { NUMBER($to, useGrouping: "false") }; h sigue en { NUMBER($h, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(uno de { NUMBER($tied, useGrouping: "false") } mejores sucesores, elegido al azar)
    }
caption-move-h = La reina de la fila { NUMBER($row, useGrouping: "false") } pasa de la columna { NUMBER($from, useGrouping: "false") } a la columna { NUMBER($to, useGrouping: "false") }: h baja de { NUMBER($before, useGrouping: "false") } a { NUMBER($after, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(uno de { NUMBER($tied, useGrouping: "false") } mejores sucesores, elegido al azar)
    }
caption-stays-conflicts = La reina de la fila { NUMBER($row, useGrouping: "false") } se queda en la columna { NUMBER($from, useGrouping: "false") }: ninguna casilla de su fila tiene menos de { NUMBER($there, useGrouping: "false") } { $there ->
        [one] conflicto
       *[other] conflictos
    }; { $pairs ->
        [one] queda { NUMBER($pairs, useGrouping: "false") } par en conflicto
       *[other] quedan { NUMBER($pairs, useGrouping: "false") } pares en conflicto
    }
caption-move-conflicts = La reina de la fila { NUMBER($row, useGrouping: "false") } pasa de la columna { NUMBER($from, useGrouping: "false") } a la { NUMBER($to, useGrouping: "false") } ({ NUMBER($there, useGrouping: "false") } { $there ->
        [one] conflicto
       *[other] conflictos
    } allí); { $pairs ->
        [one] queda { NUMBER($pairs, useGrouping: "false") } par en conflicto
       *[other] quedan { NUMBER($pairs, useGrouping: "false") } pares en conflicto
    }
caption-move = La reina de la fila { NUMBER($row, useGrouping: "false") } pasa de la columna { NUMBER($from, useGrouping: "false") } a la columna { NUMBER($to, useGrouping: "false") }

## Swaps

caption-swap-in-use = Fila { NUMBER($row, useGrouping: "false") }, columna { NUMBER($col, useGrouping: "false") } está en { $diagonals ->
        [difference] una diagonal fila − columna ocupada
        [sum] una diagonal fila + columna ocupada
       *[both] ambas diagonales ocupadas
    } — intercambio con la fila { NUMBER($other, useGrouping: "false") }: columna { NUMBER($col, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }
caption-swap-pass = Se intercambian las filas { NUMBER($first, useGrouping: "false") } y { NUMBER($second, useGrouping: "false") } (columnas { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") })
caption-swap-pass-fall = Se intercambian las filas { NUMBER($first, useGrouping: "false") } y { NUMBER($second, useGrouping: "false") } (columnas { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }): las colisiones bajan a { NUMBER($collisions, useGrouping: "false") }
caption-swap-drawn = Se intercambian las filas { NUMBER($first, useGrouping: "false") } y { NUMBER($second, useGrouping: "false") }
caption-swap-drawn-fall = Se intercambian las filas { NUMBER($first, useGrouping: "false") } y { NUMBER($second, useGrouping: "false") }: las colisiones bajan a { NUMBER($collisions, useGrouping: "false") }

## Constraint satisfaction

caption-mrv = MRV elige la fila { NUMBER($row, useGrouping: "false") }: { NUMBER($remaining, useGrouping: "false") } { $remaining ->
        [one] casilla
       *[other] casillas
    } { $pruned ->
        [yes] en su dominio
       *[no] sin atacar
    }, las menos
caption-forward-checking = La comprobación hacia delante quita { NUMBER($count, useGrouping: "false") } { $count ->
        [one] casilla
       *[other] casillas
    } de los dominios de las filas vacías, numeradas con { NUMBER($by, useGrouping: "false") }
caption-arc-consistency = La consistencia de arco (AC-3) quita { NUMBER($count, useGrouping: "false") } { $count ->
        [one] casilla más, sin soporte
       *[other] casillas más, sin soporte
    }, numeradas con { NUMBER($by, useGrouping: "false") }

## Simulated annealing

caption-propose-move = Propuesta a T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: la reina de la fila { NUMBER($row, useGrouping: "false") } de la columna { NUMBER($from, useGrouping: "false") } a la columna { NUMBER($to, useGrouping: "false") }, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-propose-swap = Propuesta a T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: se intercambian las filas { NUMBER($first, useGrouping: "false") } y { NUMBER($second, useGrouping: "false") }, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-taken = Aceptado: el movimiento { $better ->
        [yes] es mejor
       *[no] no es peor
    } (ΔE = { $delta } ≥ 0, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") })
caption-taken-worse = Aceptado aunque es peor: el sorteo { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } quedó por debajo de e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }
caption-taken-plain = Aceptado
caption-refused-odds = Rechazado: el sorteo { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } no quedó por debajo de e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }; h sigue en { NUMBER($h, useGrouping: "false") }
caption-refused-swap = Intercambiar las filas { NUMBER($first, useGrouping: "false") } y { NUMBER($second, useGrouping: "false") } no reduciría las colisiones{ $keep ->
        [yes] { " " }— se mantienen
       *[no] { "" }
    }
caption-refused-move = Rechazado: la reina de la fila { NUMBER($row, useGrouping: "false") } se queda en la columna { NUMBER($from, useGrouping: "false") } (no en la columna { NUMBER($to, useGrouping: "false") })

## Stuck

caption-stuck = { $head }{ $stop }{ $then ->
        [restart] . Sigue un reinicio aleatorio.
        [off] , sin solución (los reinicios están desactivados).
       *[none] { "" }
    }
caption-local-minimum = Mínimo local: h = { NUMBER($h, useGrouping: "false") }, y todos los sucesores son peores (el mejor tiene h = { NUMBER($best, useGrouping: "false") })
caption-plateau = Atascado en una meseta: h = { NUMBER($h, useGrouping: "false") }, ningún sucesor es mejor y no queda ningún movimiento lateral
caption-climb-stops = ; la escalada se detiene tras { NUMBER($moves, useGrouping: "false") } { $moves ->
        [one] movimiento
       *[other] movimientos
    }
caption-cooled = Enfriado: T = { NUMBER($t, minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: "false") } está por debajo del mínimo con h = { NUMBER($h, useGrouping: "false") }; la ejecución termina sin solución y sigue una nueva
caption-no-progress = Una pasada completa no encontró ningún intercambio que mejore, con { NUMBER($collisions, useGrouping: "false") } { $collisions ->
        [one] colisión restante
       *[other] colisiones restantes
    } — nueva permutación

## The genetic algorithm

caption-parents = Hijo { NUMBER($child, useGrouping: "false") }: padres { NUMBER($first, useGrouping: "false") } (aptitud { NUMBER($first-fitness, useGrouping: "false") }) y { NUMBER($second, useGrouping: "false") } (aptitud { NUMBER($second-fitness, useGrouping: "false") })
caption-crossover = se cruzan tras la fila { NUMBER($at, useGrouping: "false") }
caption-crossover-fitness = se cruzan tras la fila { NUMBER($at, useGrouping: "false") }; aptitud { NUMBER($fitness, useGrouping: "false") }
caption-mutation = mutación: fila { NUMBER($row, useGrouping: "false") } a la columna { NUMBER($col, useGrouping: "false") }; aptitud { NUMBER($fitness, useGrouping: "false") }
caption-mutation-own = mutación: fila { NUMBER($row, useGrouping: "false") } a la columna { NUMBER($col, useGrouping: "false") }, su propia columna: el tablero no cambia; aptitud { NUMBER($fitness, useGrouping: "false") }
caption-generation = Generación { NUMBER($number, useGrouping: "false") }: los hijos reemplazan a la población; mejor aptitud { NUMBER($best, useGrouping: "false") }, media { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "false") }

## Solutions and the end

caption-solution-search = Solución { $number }: cada fila tiene una reina (columnas { $columns })
caption-solution-trial = Solución: cada fila tiene una reina, hallada en el ensayo { $trial }
caption-solution-vectors = Solución tras { $vectors } { $vectors ->
        [one] vector de permutación
       *[other] vectores de permutación
    } y { $swaps } { $swaps ->
        [one] intercambio
       *[other] intercambios
    }
caption-solution-permutations = Solución: no queda ninguna colisión, tras { $permutations } { $permutations ->
        [one] permutación
       *[other] permutaciones
    }
caption-solution-swaps = Solución: no queda ninguna colisión, tras { $swaps } { $swaps ->
        [one] intercambio
       *[other] intercambios
    }
caption-solution-repairs = Solución: ninguna reina está atacada, tras { $moves } { $moves ->
        [one] movimiento de reparación
       *[other] movimientos de reparación
    }
caption-solution-formula = Solución: la construcción está completa, sin búsqueda
caption-solution-climb = Solución: h = 0 tras { NUMBER($moves, useGrouping: "false") } { $moves ->
        [one] movimiento
       *[other] movimientos
    } de la escalada { NUMBER($climb, useGrouping: "false") }
caption-solution-run = Solución: h = 0 en la ejecución { NUMBER($run, useGrouping: "false") }
caption-solution-child = Solución: el hijo { NUMBER($index, useGrouping: "false") } de la generación { NUMBER($generation, useGrouping: "false") } (criado de la generación { NUMBER($parents, useGrouping: "false") }) no tiene ningún par de reinas que se ataquen
caption-solution-board = Solución: el tablero { NUMBER($index, useGrouping: "false") } de la generación { NUMBER($generation, useGrouping: "false") } no tiene ningún par de reinas que se ataquen
caption-exhausted = Búsqueda completa: { $solutions ->
        [0] no existe ninguna solución en este tablero
        [one] 1 solución en total
       *[other] { $solutions } soluciones en total
    }

## The caption before the first move

caption-start = { $state } { $next }
caption-start-state = { $algorithm ->
        [genetic] Inicio: una población de tableros aleatorios; el mejor está en el tablero.
        [hill-climbing] Inicio: un tablero aleatorio, la reina de cada fila en una columna al azar.
        [simulated-annealing] Inicio: un tablero aleatorio, la reina de cada fila en una columna al azar.
        [permutation-swap] Inicio: una reina por fila y por columna.
        [qs1] Inicio: una reina por fila y por columna.
        [qs4] Inicio: una permutación aleatoria.
       *[other] Inicio: un tablero vacío.
    }
caption-first-step = { $algorithm ->
        [backtracking] Paso prueba la fila 1, columna 1.
        [construction] Paso coloca la reina de la fila 1 donde dice la fórmula.
        [genetic] Paso crea el primer hijo.
        [hill-climbing] Paso mueve una reina al mejor sucesor.
        [min-conflicts] Paso coloca la reina de la fila 1 con el inicio voraz.
        [permutation-swap] Paso las baraja en una permutación aleatoria.
        [qs1] Paso elige una permutación aleatoria.
        [qs4] Paso fija la reina de la fila 1 en diagonales libres.
        [queens-lv] Paso coloca la reina de la fila 1 en una casilla no atacada al azar.
        [random-placement] Paso coloca la reina de la fila 1 en una casilla no atacada al azar.
        [simulated-annealing] Paso propone un movimiento aleatorio.
       *[other] Paso coloca la reina de la fila 1.
    }
caption-start-random-board-h = Inicio: un tablero aleatorio, la reina de cada fila en una columna al azar; h = { NUMBER($h, useGrouping: "false") }.
caption-start-random-board-t = Inicio: un tablero aleatorio, la reina de cada fila en una columna al azar; h = { NUMBER($h, useGrouping: "false") }, T = { NUMBER($t, maximumFractionDigits: 6, useGrouping: "false") }.
caption-start-population = Inicio: una población de { NUMBER($size, useGrouping: "false") } tableros aleatorios, el mejor en el tablero (aptitud { NUMBER($fitness, useGrouping: "false") } de { NUMBER($max, useGrouping: "false") }).
caption-first-step-first-choice = Paso mueve una reina al primer sucesor mejor que encuentra en orden aleatorio.
caption-first-step-mrv = Paso deja que MRV elija la fila con menos casillas: al principio todas las tienen todas, así que la fila 1.
caption-first-step-lcv = Paso prueba primero la casilla menos restrictiva (LCV) de la fila 1.
caption-first-step-lv-backtracking = Con k = 0 la vuelta atrás llena todas las filas: Paso prueba la fila 1, columna 1.
caption-first-step-lv-random = Con k = { NUMBER($k, useGrouping: "false") } todas las filas son aleatorias: Paso coloca la reina de la fila 1 en una casilla no atacada al azar.
caption-first-step-lv = Paso coloca la reina de la fila 1 en una casilla no atacada al azar (las filas 1 a { NUMBER($k, useGrouping: "false") } son aleatorias, después la vuelta atrás).
caption-start-your-queen = Inicio: tu reina en la fila 1, columna { NUMBER($col, useGrouping: "false") }; se queda donde está.
caption-start-your-queens = Inicio: tus { NUMBER($count, useGrouping: "false") } reinas en las filas 1 a { NUMBER($count, useGrouping: "false") } (columnas { $columns }); se quedan donde están.
caption-first-step-row = Paso prueba la fila { NUMBER($row, useGrouping: "false") }, columna 1.
caption-start-your-permutation = Inicio: tus reinas, completadas en una permutación (una reina que compartía columna y cada fila vacía tomaron una columna sin reina).
caption-first-step-swaps = Paso prueba intercambios de reinas atacadas que reduzcan las colisiones.
caption-start-your-queens-greedy = Inicio: tus reinas, con cada fila vacía llenada de forma voraz (su reina en una casilla de las menos atacadas).
caption-first-step-repair = Paso mueve una reina en conflicto a la casilla menos atacada de su fila.
