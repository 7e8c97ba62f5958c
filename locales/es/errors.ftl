# Los errores del núcleo, en español. Traducido de locales/en/errors.ftl (ver docs/translating.md).
# Términos como en locales/es/page.ftl: «reina», «tablero», «fila», «columna», «vuelta atrás»
# (backtracking), «permutación», «sucesor».
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

error-size-not-whole = el tamaño del tablero «{ $text }» no es un número entero: { $algorithm } admite de 1 a { $max }
error-size-range = el tamaño del tablero { $n } está fuera de rango: { $algorithm } admite de 1 a { $max }
error-size-no-solution = no existe solución en un tablero de { $n }×{ $n } (Q({ $n }) = 0, OEIS A000170): { $algorithm } solo se detiene en una solución
error-queens-rows = queens debe ser columnas separadas por comas (0 para una fila vacía), una por fila desde la fila 1, como mucho { $max } filas
error-queens-column = queens debe ser columnas separadas por comas (0 para una fila vacía), una por fila desde la fila 1; «{ $text }» no es una columna
error-board-rows = un tablero de 1 a { $max } filas necesita una columna de 0 (vacía) a n por fila
error-seed-not-whole = la semilla «{ $text }» no es un número entero de 0 a { $max }
error-seed-too-large = la semilla { $text } es mayor que { $max }
error-seed-no-source = no hay ninguna fuente de semillas aleatorias: { $error }
error-param-none = { $algorithm } no admite parámetros (se dio «{ $name }»)
error-param-unknown = { $algorithm } no tiene el parámetro «{ $name }»: sus parámetros son { $names }
error-param-twice = el parámetro { $name } se da dos veces: délo una sola vez
error-param-not-pair = «{ $piece }» no es un parámetro escrito nombre=valor
error-param-choice = { $name } «{ $text }»: elija uno de { $choices }
error-param-whole = { $name } «{ $text }»: elija un número entero de { $min } a { $max }
error-param-real = { $name } «{ $text }»: elija un número de { $min } a { $max }
error-param-flag = { $name } «{ $text }»: elija on u off
error-bound-n = n = { $n }
error-bound-any-n = n
error-bound-real = { NUMBER($value, maximumFractionDigits: 20, useGrouping: "false") }
error-queens-lv-k = k «{ NUMBER($k, useGrouping: "false") }»: elija un número entero de 0 a { NUMBER($n, useGrouping: "false") }, las filas del tablero de { NUMBER($n, useGrouping: "false") } × { NUMBER($n, useGrouping: "false") }
error-annealing-floor = el mínimo { NUMBER($floor, maximumFractionDigits: 20, useGrouping: "false") } debe ser menor que la temperatura inicial { NUMBER($temperature, maximumFractionDigits: 20, useGrouping: "false") } (y el factor de enfriamiento { NUMBER($cooling, maximumFractionDigits: 20, useGrouping: "false") } estar entre 0 y 1): una ejecución se detendría antes de su primera propuesta
error-table-runs = la tabla necesita al menos una ejecución
error-table-k = k «{ NUMBER($k, useGrouping: "false") }»: elija k de 0 a { NUMBER($n, useGrouping: "false") }
error-board-size = el tamaño del tablero { NUMBER($n, useGrouping: "false") } está fuera de rango: elija n de { NUMBER($min, useGrouping: "false") } a { NUMBER($max, useGrouping: "false") } ({ $reason })
error-no-solution = no existe solución en un tablero de { $n }×{ $n } (Q({ $n }) = 0, OEIS A000170): una búsqueda aleatoria reiniciaría para siempre
error-no-such-task = no hay tarea de conteo { NUMBER($index, useGrouping: "false") } para n = { NUMBER($n, useGrouping: "false") }: sus tareas van de 0 a { NUMBER($last, useGrouping: "false") }
error-prefix = no se puede empezar desde estas reinas: { $what }
error-untranslated = { $text }
error-reason-permutation-swap = los vectores de permutación usados crecen como n²
error-reason-count = contar todas las soluciones lleva horas más allá
error-reason-backtracking = la vuelta atrás guarda cada fila en un tablero de bits de 64 bits
error-reason-brassard-bratley = la tabla exacta enumera cada vector prometedor
error-reason-qs1 = tiempo: cerca de medio minuto con 10.000.000
error-reason-hill-climbing = un paso evalúa los n(n − 1) sucesores
error-reason-queens-lv = el tablero animado de la página y el rango de k
error-reason-memory = memoria: unos 6 bytes por reina
error-reason-csp = la vuelta atrás con inferencia, MRV o LCV numera cada casilla eliminada con un byte
error-reason-genetic = más allá de 8 reinas el algoritmo genético simple necesita millones de hijos
error-reason-simulated-annealing = su tablero aleatorio y sus pasos siguen siendo pequeños
error-reason-construction = memoria para las columnas
error-reason-random-placement = cada ensayo cuesta n² y los ensayos crecen con n

## The page's own checks (src/refusals.rs, for src/bindings.rs)

error-board-columns = un tablero de { NUMBER($n, useGrouping: "false") } filas necesita { NUMBER($n, useGrouping: "false") } columnas, no { NUMBER($given, useGrouping: "false") }
error-memory-refused = el navegador no concedió los { $megabytes } MB de memoria que necesitan { $n } reinas con { $algorithm } (unos { $perQueen } bytes por reina): elija un tablero más pequeño
error-count-kernel = no hay núcleo de conteo «{ $name }»: elija uno de { $kernels }
error-canvas-image = el lienzo (canvas) rechazó la imagen: { $error }
error-no-question = la ejecución no pregunta nada después del movimiento { NUMBER($start, useGrouping: "false") }
error-mastery = una calificación para aprobar es un porcentaje entero de 0 a 100, no { NUMBER($mastery, maximumFractionDigits: 20, useGrouping: "false") }
