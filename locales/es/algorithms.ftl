# Lo que cada algoritmo dice de sí mismo, en español. Traducido de locales/en/algorithms.ftl
# (su cabecera explica los identificadores; véase docs/translating.md).
# Términos como en locales/es/page.ftl («reina», «tablero», «fila», «columna», «diagonal»,
# «vuelta atrás»: dis.um.es/~ginesgm, tema 6, «Problema de las n reinas. Solución con
# backtracking»), y para las búsquedas según Russell y Norvig, «Inteligencia Artificial: Un
# Enfoque Moderno» (2.ª ed., Pearson 2004): «ascenso de colinas» (la «técnica de escalada»
# de las transparencias del grupo PLG, Universidad Carlos III de Madrid), «recocido simulado»
# (como en github.com/Juanma21104/MH-Practicas, «Práctica N-Reinas»), «algoritmo genético»,
# «aptitud» (fitness), «cruce», «mutación», «sucesor», «heurística», «dominio»,
# «comprobación hacia delante» (forward checking), «consistencia de arco» (AC-3),
# «mínimos conflictos», «reinicio aleatorio». Los símbolos (n, k, h, T, ΔE, c) se mantienen.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## Backtracking (backtracking)

algorithm-backtracking-name = Vuelta atrás
algorithm-backtracking-title = Vuelta atrás (backtracking)
algorithm-backtracking-summary = Vuelta atrás en profundidad desde la esquina inferior izquierda, fila a fila. Cada casilla probada es un intento; cuando a una fila no le queda ninguna casilla segura, la búsqueda vuelve atrás.
algorithm-backtracking-source = el recorrido «primera solución»; 4×4 llega a su primera solución tras 26 intentos, 8×8 tras 876 (OEIS A140450).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-backtracking-attempt-unit = casillas probadas
algorithm-backtracking-tries-unit = ejecuciones
algorithm-backtracking-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-backtracking-line-1 = para cada fila, desde la fila 1 hacia arriba, desde la columna 1:
algorithm-backtracking-line-2 = prueba la siguiente casilla de la fila
algorithm-backtracking-line-3 = si una reina de abajo la ataca (la marca de la casilla): avanza
algorithm-backtracking-line-4 = si no, coloca la reina y marca las casillas que ataca; sube una fila
algorithm-backtracking-line-5 = si cada fila tiene una reina: una solución
algorithm-backtracking-line-6 = si a la fila no le quedan casillas: vuelve atrás a la fila de abajo
algorithm-backtracking-line-7 = levanta la reina de esa fila, borra sus marcas y hazla avanzar
algorithm-backtracking-line-8 = cuando a la fila 1 no le quedan casillas, la búsqueda está completa
algorithm-backtracking-line-9 = con MRV: llena a continuación la fila vacía con menos casillas restantes en su dominio
algorithm-backtracking-line-10 = con comprobación hacia delante: quita de las filas vacías las casillas que ataca la reina
algorithm-backtracking-line-11 = con MAC: quita después cada casilla que se queda sin soporte en otra fila (AC-3)
algorithm-backtracking-line-12 = si el dominio de una fila se vacía: levanta la reina, restaura los dominios, avanza
algorithm-backtracking-line-13 = con LCV: prueba primero la casilla que quita menos casillas de los dominios de las otras filas (en caso de empate, la de la izquierda); sin inferencia, solo se ordenan las casillas seguras, y las atacadas se prueban después, de izquierda a derecha
# The parameter inference: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-inference = Inferencia
algorithm-backtracking-param-inference-help = lo que cada colocación quita de los dominios de las filas vacías: nada (el recorrido), las casillas que ataca su reina (comprobación hacia delante), o además cada casilla que se queda sin soporte (MAC, AC-3)
algorithm-backtracking-param-inference-choice-none = Ninguna (el recorrido)
algorithm-backtracking-param-inference-choice-forward-checking = Comprobación hacia delante
algorithm-backtracking-param-inference-choice-mac = Consistencia de arco (MAC)
# The parameter ordering: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-ordering = Orden de filas
algorithm-backtracking-param-ordering-help = qué fila vacía se llena a continuación: de la fila 1 hacia arriba, o la que tiene menos casillas restantes en su dominio (MRV; en caso de empate, la más baja)
algorithm-backtracking-param-ordering-choice-rows = De la fila 1 hacia arriba
algorithm-backtracking-param-ordering-choice-mrv = Menos casillas restantes (MRV)
# The parameter values: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-values = Orden de casillas
algorithm-backtracking-param-values-help = en qué orden se prueban las casillas de una fila: de izquierda a derecha, o primero la menos restrictiva (LCV: la casilla que quita menos casillas de las otras filas vacías; en caso de empate, la de la izquierda; sin inferencia, las casillas atacadas después de las seguras, de izquierda a derecha)
algorithm-backtracking-param-values-choice-left-to-right = De izquierda a derecha
algorithm-backtracking-param-values-choice-lcv = Menos restrictiva (LCV)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-attempts-total = Intentos en total
algorithm-backtracking-counter-attempts-total-counts = casillas probadas, atacadas o no, desde el inicio (OEIS A140450 en la primera solución)
algorithm-backtracking-counter-attempts-total-report = Colocaciones intentadas
# The counter solutions-found: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-solutions-found = Soluciones encontradas
algorithm-backtracking-counter-solutions-found-counts = tableros completos encontrados hasta ahora (OEIS A000170 al final de la búsqueda)
# The counter consistency-checks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-consistency-checks = Comprobaciones de consistencia
algorithm-backtracking-counter-consistency-checks-counts = pruebas de si reinas en dos casillas de filas distintas se atacarían (las hacen probar una casilla, la comprobación hacia delante, AC-3, MRV y LCV)
algorithm-backtracking-counter-consistency-checks-report = Comprobaciones de consistencia
# The counter backtracks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-backtracks = Retrocesos
algorithm-backtracking-counter-backtracks-counts = filas que se quedaron sin casillas y devolvieron la búsqueda a la fila llenada antes
algorithm-backtracking-counter-backtracks-report = Retrocesos
# The counter wipe-outs (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-wipe-outs = Dominios vacíos
algorithm-backtracking-counter-wipe-outs-counts = colocaciones cuya inferencia dejó una fila vacía con el dominio vacío
algorithm-backtracking-counter-wipe-outs-report = Dominios vacíos

## Random placement (random-placement)

algorithm-random-placement-name = Colocación aleatoria
algorithm-random-placement-title = Colocación aleatoria (Las Vegas)
algorithm-random-placement-summary = Las Vegas: la reina de cada fila va a una casilla elegida al azar entre las que ninguna reina de abajo ataca. Una fila sin tal casilla es un callejón sin salida: se descarta el intento y empieza uno nuevo.
algorithm-random-placement-source = Colocación aleatoria de Las Vegas; Rolfe (2006), Algoritmo Dos «GridSearch». En 8×8 un intento tiene éxito con probabilidad 0,1293.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-random-placement-attempt-unit = reinas colocadas
algorithm-random-placement-tries-unit = intentos
algorithm-random-placement-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-random-placement-line-1 = repite (un intento):
algorithm-random-placement-line-2 = vacía el tablero
algorithm-random-placement-line-3 = para cada fila, desde la fila 1 hacia arriba:
algorithm-random-placement-line-4 = si todas las casillas de la fila están atacadas: callejón sin salida, empieza un nuevo intento
algorithm-random-placement-line-5 = coloca la reina en una casilla no atacada elegida al azar
algorithm-random-placement-line-6 = hasta que cada fila tenga una reina: una solución
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trials = Ensayos (reinicios + 1)
algorithm-random-placement-counter-trials-counts = ensayos empezados: uno por cada callejón sin salida que reinició el tablero, más el primero
algorithm-random-placement-counter-trials-report = Ensayos
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trial-attempts = Colocaciones en este ensayo
algorithm-random-placement-counter-trial-attempts-counts = reinas colocadas desde que empezó el ensayo actual
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-attempts-total = Colocaciones en todos los intentos
algorithm-random-placement-counter-attempts-total-counts = reinas colocadas en todos los intentos (los intentos del laboratorio)
algorithm-random-placement-counter-attempts-total-report = Colocaciones intentadas

## Permutation swaps (permutation-swap)

algorithm-permutation-swap-name = Intercambios de permutación
algorithm-permutation-swap-title = Intercambio de permutación (Rolfe, Algoritmo Uno)
algorithm-permutation-swap-summary = Una permutación barajada: una reina por fila y columna. Fila a fila, una reina en una diagonal ya ocupada intercambia su columna con la siguiente fila posterior; cuando no queda ninguna, empieza un nuevo barajado.
algorithm-permutation-swap-source = Rolfe, «Las Vegas Does N-Queens» (2006), Algoritmo Uno, con las banderas de diagonales de Wirth.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-permutation-swap-attempt-unit = comprobaciones de reinas
algorithm-permutation-swap-tries-unit = vectores de permutación
algorithm-permutation-swap-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-permutation-swap-line-1 = repite:
algorithm-permutation-swap-line-2 = baraja el vector de permutación; borra las banderas de diagonales
algorithm-permutation-swap-line-3 = para cada fila k, desde la fila 1 hacia arriba:
algorithm-permutation-swap-line-4 = si la reina de la fila k está en dos diagonales libres: márcalas como ocupadas
algorithm-permutation-swap-line-5 = si no, intercambia la columna de la fila k con la de la siguiente fila posterior no probada, y comprueba otra vez la fila k
algorithm-permutation-swap-line-6 = si no queda ninguna fila posterior por probar: este vector fracasa
algorithm-permutation-swap-line-7 = hasta que todas las filas pasen: una solución
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-permutations = Vectores de permutación usados
algorithm-permutation-swap-counter-permutations-counts = vectores de permutación barajados hasta ahora, este incluido
algorithm-permutation-swap-counter-permutations-report = Permutaciones
# The counter swaps: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-swaps = Intercambios
algorithm-permutation-swap-counter-swaps-counts = intercambios de columna de una fila con una fila posterior, en todos los vectores
algorithm-permutation-swap-counter-swaps-report = Intercambios

## QS1 gradient swaps (qs1)

algorithm-qs1-name = QS1 intercambios por gradiente
algorithm-qs1-title = QS1 (Sosič y Gu)
algorithm-qs1-summary = Intercambios basados en el gradiente: a partir de una permutación aleatoria, se prueban pares de filas donde una reina está atacada y se intercambian cuando eso reduce las colisiones; una pasada sin intercambio empieza una nueva permutación.
algorithm-qs1-source = Sosič y Gu, «Fast Search Algorithms for the N-Queens Problem» (1991), QS1, figuras 1–2.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs1-attempt-unit = intercambios probados
algorithm-qs1-tries-unit = permutaciones
algorithm-qs1-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs1-line-1 = repite:
algorithm-qs1-line-2 = genera una permutación aleatoria (una reina por fila y por columna)
algorithm-qs1-line-3 = repite, para cada par de filas i < j donde una reina está atacada:
algorithm-qs1-line-4 = si intercambiar sus columnas reduce las colisiones: intercámbialas
algorithm-qs1-line-5 = si no, déjalas
algorithm-qs1-line-6 = hasta que una pasada entera no intercambie nada
algorithm-qs1-line-7 = hasta que las colisiones sean 0: una solución
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-collisions = Colisiones ahora
algorithm-qs1-counter-collisions-counts = reinas además de la primera en cada diagonal, sumadas sobre las diagonales (Sosič y Gu)
# The counter initial-collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-initial-collisions = Colisiones iniciales
algorithm-qs1-counter-initial-collisions-counts = colisiones de la permutación actual cuando se generó (tabla 2)
algorithm-qs1-counter-initial-collisions-report = Colisiones iniciales
# The counter pairs-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-pairs-tested = Pares probados
algorithm-qs1-counter-pairs-tested-counts = pares de filas probados, en todas las permutaciones (figura 2, línea 5; tabla 5)
algorithm-qs1-counter-pairs-tested-report = Pares probados
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-tested = Intercambios probados
algorithm-qs1-counter-swaps-tested-counts = intercambios probados en busca de una mejora, en todas las permutaciones (figura 2, línea 6; tabla 5)
algorithm-qs1-counter-swaps-tested-report = Intercambios probados
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-performed = Intercambios realizados
algorithm-qs1-counter-swaps-performed-counts = intercambios hechos porque reducían las colisiones (figura 2, línea 7)
algorithm-qs1-counter-swaps-performed-report = Intercambios realizados
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-permutations = Permutaciones
algorithm-qs1-counter-permutations-counts = permutaciones aleatorias generadas, esta incluida (tabla 4)
algorithm-qs1-counter-permutations-report = Permutaciones

## Min-conflicts (min-conflicts)

algorithm-min-conflicts-name = Mínimos conflictos
algorithm-min-conflicts-title = Mínimos conflictos (Minton et al.)
algorithm-min-conflicts-summary = Mínimos conflictos: un inicio voraz pone la reina de cada fila en una casilla poco atacada; después, una reina en conflicto se mueve dentro de su fila a la casilla con menos conflictos, hasta que ninguna esté atacada.
algorithm-min-conflicts-source = Minton, Johnston, Philips y Laird (1992), heurística de mínimos conflictos.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-min-conflicts-attempt-unit = movimientos de reparación
algorithm-min-conflicts-tries-unit = inicios
algorithm-min-conflicts-collisions = Pares en conflicto
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-min-conflicts-line-1 = inicio voraz: coloca la reina de cada fila en una casilla con el menor número de conflictos
algorithm-min-conflicts-line-2 = mientras alguna reina esté en conflicto:
algorithm-min-conflicts-line-3 = mueve una reina en conflicto, dentro de su fila, a la casilla con menos conflictos
algorithm-min-conflicts-line-4 = tras demasiados movimientos: vacía el tablero y vuelve a empezar
algorithm-min-conflicts-line-5 = ninguna reina está atacada: una solución
# The counter conflicts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-conflicts = Pares en conflicto
algorithm-min-conflicts-counter-conflicts-counts = pares de reinas que se atacan entre sí, en columnas y diagonales
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-moves = Movimientos de reparación
algorithm-min-conflicts-counter-moves-counts = reinas movidas dentro de su fila a una casilla con el menor número de conflictos
algorithm-min-conflicts-counter-moves-report = Movimientos de reparación
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-starts = Inicios
algorithm-min-conflicts-counter-starts-counts = inicios voraces: reinicios tras demasiados movimientos, más el primero
algorithm-min-conflicts-counter-starts-report = Inicios

## QS4 fast swaps (qs4)

algorithm-qs4-name = QS4 intercambios rápidos
algorithm-qs4-title = QS4 (Sosič y Gu)
algorithm-qs4-summary = QS4: un inicio que coloca la mayoría de las reinas en diagonales libres y, después, intercambios aleatorios de reinas atacadas que reducen las colisiones: la búsqueda que maneja millones de reinas.
algorithm-qs4-source = Sosič y Gu (1991, 1994), QS4.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs4-attempt-unit = intercambios probados
algorithm-qs4-tries-unit = inicios
algorithm-qs4-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs4-line-1 = inicio: fila a fila, trae por intercambio la columna de una fila posterior hasta que la reina esté en diagonales libres
algorithm-qs4-line-2 = mientras queden colisiones:
algorithm-qs4-line-3 = elige una reina atacada y una fila al azar: si intercambiar sus columnas reduce las colisiones, intercambia
algorithm-qs4-line-4 = si no, déjalas
algorithm-qs4-line-5 = tras demasiadas pruebas: una nueva permutación y un nuevo inicio
algorithm-qs4-line-6 = las colisiones son 0: una solución
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-collisions = Colisiones ahora
algorithm-qs4-counter-collisions-counts = reinas además de la primera en cada diagonal entre las reinas colocadas, sumadas sobre las diagonales
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-tested = Pruebas de intercambio
algorithm-qs4-counter-swaps-tested-counts = intercambios de una reina atacada con una fila al azar probados en busca de una mejora, en todos los inicios
algorithm-qs4-counter-swaps-tested-report = Intercambios probados
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-performed = Intercambios realizados
algorithm-qs4-counter-swaps-performed-counts = intercambios hechos en el inicio actual porque reducían las colisiones
algorithm-qs4-counter-swaps-performed-report = Intercambios realizados
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-starts = Inicios
algorithm-qs4-counter-starts-counts = inicios sin conflictos: reinicios tras demasiados intercambios, más el primero
algorithm-qs4-counter-starts-report = Inicios

## Explicit construction (construction)

algorithm-construction-name = Construcción explícita
algorithm-construction-title = Construcción (Hoffman, Loessi y Moore)
algorithm-construction-summary = Ninguna búsqueda: una fórmula da la columna de cada fila para cualquier n ≥ 4, en O(n).
algorithm-construction-source = Hoffman, Loessi y Moore (1969); Bernhardsson (1991), citado por Rolfe (2006).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-construction-attempt-unit = reinas colocadas
algorithm-construction-tries-unit = ejecuciones
algorithm-construction-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-construction-line-1 = m = n si n es par, si no n − 1
algorithm-construction-line-2 = si m mod 6 ≠ 2: la fila i lleva la columna 2i, la fila m/2 + i la columna 2i − 1 (i = 1 … m/2)
algorithm-construction-line-3 = si m mod 6 = 2: la fila i lleva la columna 1 + ((2i + m/2 − 3) mod m), la fila m + 1 − i la columna m − ((2i + m/2 − 3) mod m)
algorithm-construction-line-4 = si n es impar: la fila n lleva la columna n
algorithm-construction-line-5 = cada fila tiene su reina: una solución
# The counter placed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-construction-counter-placed = Reinas colocadas
algorithm-construction-counter-placed-counts = filas cuya reina ha colocado la fórmula

## Hill climbing (hill-climbing)

algorithm-hill-climbing-name = Ascenso de colinas
algorithm-hill-climbing-title = Ascenso de colinas (Russell y Norvig, AIMA §4.1.1)
algorithm-hill-climbing-summary = Ascenso de colinas: a partir de un tablero aleatorio con una reina por fila, se mueve la reina cuyo movimiento más baja h (los pares que se atacan entre sí); cuando ningún movimiento la baja, el ascenso se atasca en un mínimo local o una meseta y vuelve a empezar desde un tablero aleatorio nuevo. Cada casilla muestra la h que tendría el tablero con la reina de su fila movida allí (figura 4.3a de AIMA).
algorithm-hill-climbing-source = Russell y Norvig, Inteligencia Artificial: Un Enfoque Moderno, 3.ª ed., §4.1.1 (figuras 4.2, 4.3): el 14 % de los ascensos de 8 reinas resuelven, el 94 % con 100 movimientos laterales.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-hill-climbing-attempt-unit = movimientos
algorithm-hill-climbing-tries-unit = ascensos
algorithm-hill-climbing-collisions = Pares que se atacan (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-hill-climbing-line-1 = actual ← un tablero aleatorio (la reina de cada fila en una columna aleatoria)
algorithm-hill-climbing-line-2 = vecino ← un sucesor de actual con la menor h (empates al azar)
algorithm-hill-climbing-line-3 = si h(vecino) < h(actual), o = con un movimiento lateral restante: actual ← vecino
algorithm-hill-climbing-line-4 = si no, atascado (mínimo local o meseta): reinicia desde un tablero aleatorio
algorithm-hill-climbing-line-5 = si h(actual) = 0: devuelve actual
algorithm-hill-climbing-line-6 = con primera elección, para las líneas 2 y 3: toma los sucesores en orden aleatorio; actual ← el primero con h < h(actual) (si no hay ninguno y queda un movimiento lateral: el primero con h = h(actual))
# The parameter sideways: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-sideways = Movimientos laterales
algorithm-hill-climbing-param-sideways-help = el máximo de movimientos laterales (a un sucesor de igual h) seguidos antes de que un ascenso cuente como atascado; AIMA permite 100
# The parameter restart: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-restart = Reinicio aleatorio
algorithm-hill-climbing-param-restart-help = un ascenso atascado vuelve a empezar desde un tablero aleatorio nuevo; desactivado, la ejecución termina sin resolver
# The parameter choice: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-choice = Sucesor elegido
algorithm-hill-climbing-param-choice-help = la máxima pendiente toma un mejor sucesor; la primera elección, el primero mejor encontrado en orden aleatorio
algorithm-hill-climbing-param-choice-choice-steepest = Máxima pendiente
algorithm-hill-climbing-param-choice-choice-first-choice = Primera elección
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-h = h (pares que se atacan)
algorithm-hill-climbing-counter-h-counts = pares de reinas que se atacan entre sí, directamente o no: el coste heurístico
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-moves = Movimientos de reinas
algorithm-hill-climbing-counter-moves-counts = reinas movidas, en todos los ascensos (cada una, movida dentro de su fila)
algorithm-hill-climbing-counter-moves-report = Movimientos
# The counter sideways: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-sideways = Movimientos laterales
algorithm-hill-climbing-counter-sideways-counts = movimientos a un sucesor con la misma h, en todos los ascensos
# The counter climbs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-climbs = Ascensos
algorithm-hill-climbing-counter-climbs-counts = ascensos desde un tablero aleatorio (el primero y cada reinicio aleatorio)
algorithm-hill-climbing-counter-climbs-report = Ascensos

## Simulated annealing (simulated-annealing)

algorithm-simulated-annealing-name = Recocido simulado
algorithm-simulated-annealing-title = Recocido simulado (Russell y Norvig, AIMA §4.1.2)
algorithm-simulated-annealing-summary = Recocido simulado: a partir de un tablero aleatorio con una reina por fila, se propone un sucesor aleatorio (una reina al azar movida a otra casilla de su fila); se toma si h no sube, y si sube solo con probabilidad e^(ΔE/T). La temperatura T baja tras cada propuesta, de modo que los movimientos peores se vuelven más raros; una ejecución que se enfría por debajo del mínimo sin resolver empieza de nuevo.
algorithm-simulated-annealing-source = Russell y Norvig, Inteligencia Artificial: Un Enfoque Moderno, 3.ª ed., §4.1.2 (figura 4.5); Kirkpatrick, Gelatt y Vecchi (1983).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-simulated-annealing-attempt-unit = movimientos propuestos
algorithm-simulated-annealing-tries-unit = ejecuciones
algorithm-simulated-annealing-collisions = Pares que se atacan (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-simulated-annealing-line-1 = actual ← un tablero aleatorio; T ← la temperatura inicial
algorithm-simulated-annealing-line-2 = siguiente ← un sucesor aleatorio de actual (una reina al azar a otra casilla de su fila); ΔE ← h(actual) − h(siguiente)
algorithm-simulated-annealing-line-3 = si ΔE ≥ 0: actual ← siguiente
algorithm-simulated-annealing-line-4 = si no, actual ← siguiente solo con probabilidad e^(ΔE/T)
algorithm-simulated-annealing-line-5 = T ← T × enfriamiento; si T < mínimo: para (reinicia desde un tablero aleatorio)
algorithm-simulated-annealing-line-6 = si h(actual) = 0: devuelve actual
# The parameter temperature: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-temperature = Temperatura inicial
algorithm-simulated-annealing-param-temperature-help = T al inicio de cada ejecución: cuanto más alta, más movimientos peores se toman al principio
# The parameter cooling: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-cooling = Factor de enfriamiento
algorithm-simulated-annealing-param-cooling-help = T se multiplica por él tras cada propuesta: más cerca de 1 enfría más despacio
# The parameter floor: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-floor = Mínimo
algorithm-simulated-annealing-param-floor-help = una ejecución cuya T cae por debajo se detiene (y empieza otra nueva, salvo que esté resuelta)
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-h = h (pares que se atacan)
algorithm-simulated-annealing-counter-h-counts = pares de reinas que se atacan entre sí, directamente o no: la energía que el recocido baja
# The counter proposals: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-proposals = Movimientos propuestos
algorithm-simulated-annealing-counter-proposals-counts = sucesores aleatorios propuestos, en todas las ejecuciones
algorithm-simulated-annealing-counter-proposals-report = Movimientos propuestos
# The counter worse-taken: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-taken = Movimientos peores aceptados
algorithm-simulated-annealing-counter-worse-taken-counts = propuestas que subieron h y se aceptaron igualmente, con probabilidad e^(ΔE/T)
# The counter worse-refused: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-refused = Movimientos peores rechazados
algorithm-simulated-annealing-counter-worse-refused-counts = propuestas que habrían subido h y se rechazaron
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-runs = Ejecuciones
algorithm-simulated-annealing-counter-runs-counts = ejecuciones desde un tablero aleatorio, cada una enfriándose desde la temperatura inicial
algorithm-simulated-annealing-counter-runs-report = Ejecuciones

## Genetic algorithm (genetic)

algorithm-genetic-name = Algoritmo genético
algorithm-genetic-title = Algoritmo genético (Russell y Norvig, AIMA §4.1.4)
algorithm-genetic-summary = Un algoritmo genético: una población de tableros aleatorios, cada uno puntuado por sus pares que no se atacan (su aptitud); cada hijo toma de un progenitor las filas por debajo de un punto de cruce aleatorio y el resto de otro, con los progenitores elegidos en proporción a su aptitud, y a veces sufre una mutación. Los hijos forman la siguiente generación, hasta que uno sea una solución.
algorithm-genetic-source = Russell y Norvig, Inteligencia Artificial: Un Enfoque Moderno, 3.ª ed., §4.1.4 (figuras 4.6 y 4.8); Holland (1975).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-genetic-attempt-unit = hijos
algorithm-genetic-tries-unit = ejecuciones
algorithm-genetic-collisions = Pares que se atacan (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-genetic-line-1 = población ← k tableros aleatorios; aptitud = pares que no se atacan
algorithm-genetic-line-2 = x, y ← dos progenitores, cada uno elegido en proporción a su aptitud
algorithm-genetic-line-3 = hijo ← las filas de x por debajo de un punto de cruce aleatorio c, y luego las de y (c de 1 a n − 1: el c = n de AIMA copiaría x entero)
algorithm-genetic-line-4 = con una probabilidad pequeña, muta: la reina de una fila al azar a una columna al azar (la suya deja al hijo sin cambios)
algorithm-genetic-line-5 = tras k hijos: pasan a ser la población (una nueva generación)
algorithm-genetic-line-6 = si un tablero es lo bastante apto (ningún par se ataca): devuélvelo
# The parameter population: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-population = Población
algorithm-genetic-param-population-help = los tableros de cada generación (k)
# The parameter mutation: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-mutation = Probabilidad de mutación
algorithm-genetic-param-mutation-help = la probabilidad de que un hijo mute: la reina de una fila al azar movida a una columna al azar (quizá la suya)
# The parameter generations: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-generations = Generaciones por ejecución
algorithm-genetic-param-generations-help = una ejecución que ha criado tantas generaciones sin resolver empieza de nuevo
# The counter best-fitness: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-best-fitness = Mejor aptitud
algorithm-genetic-counter-best-fitness-counts = el mayor número de pares que no se atacan en un tablero de la ejecución: la generación actual y los hijos hechos hasta ahora para la siguiente (n(n − 1)/2 en cuanto un tablero es una solución)
# The counter generation: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-generation = Generación
algorithm-genetic-counter-generation-counts = la generación actual de esta ejecución (la primera población es la 1)
# The counter children: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-children = Hijos
algorithm-genetic-counter-children-counts = hijos hechos por cruce (y quizá mutación), en todas las ejecuciones
algorithm-genetic-counter-children-report = Hijos hechos
# The counter mutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-mutations = Mutaciones
algorithm-genetic-counter-mutations-counts = mutaciones que cambiaron a un hijo, con la reina de su fila movida a otra columna, en todas las ejecuciones (no cuenta una mutación que elige la columna donde ya está la reina)
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-runs = Ejecuciones
algorithm-genetic-counter-runs-counts = ejecuciones desde una población aleatoria nueva
algorithm-genetic-counter-runs-report = Ejecuciones

## queensLV (queens-lv)

algorithm-queens-lv-name = queensLV
algorithm-queens-lv-title = queensLV (Las Vegas + vuelta atrás; Brassard y Bratley)
algorithm-queens-lv-summary = k reinas van al azar a casillas no atacadas, fila a fila, como las pone la colocación aleatoria; después la vuelta atrás completa el tablero. Un callejón sin salida entre las filas aleatorias, o una compleción que fracasa, empieza un nuevo intento. k = 0 es la vuelta atrás, k = n la colocación aleatoria.
algorithm-queens-lv-source = Brassard y Bratley, Fundamentos de Algoritmia (1997), §10.6.3, queensLV con stepVegas = k. En 8×8 los nodos esperados por solución son los menos para k = 2 (28,20, frente a 114 de la vuelta atrás).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-queens-lv-attempt-unit = reinas colocadas
algorithm-queens-lv-tries-unit = intentos
algorithm-queens-lv-collisions = Colisiones
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-queens-lv-line-1 = repite (un intento): vacía el tablero
algorithm-queens-lv-line-2 = para las filas 1 a k: si todas las casillas de la fila están atacadas: callejón sin salida, un nuevo intento
algorithm-queens-lv-line-3 = si no, coloca su reina en una casilla no atacada elegida al azar
algorithm-queens-lv-line-4 = vuelta atrás desde la fila k + 1: prueba la siguiente casilla de la fila; atacada: avanza
algorithm-queens-lv-line-5 = segura: coloca la reina; sube una fila
algorithm-queens-lv-line-6 = sin casillas restantes: levanta la reina de abajo y hazla avanzar
algorithm-queens-lv-line-7 = a la fila k + 1 no le quedan casillas: la compleción fracasó, un nuevo intento
algorithm-queens-lv-line-8 = hasta que cada fila tenga una reina: una solución
# The parameter k: its label in the form; -help its hint; -choice-* its choices.
algorithm-queens-lv-param-k = Filas aleatorias k
algorithm-queens-lv-param-k-help = cuántas filas, desde la fila 1, reciben su reina al azar antes de que la vuelta atrás complete el tablero (el stepVegas de Brassard y Bratley): 0 es la vuelta atrás, n la colocación aleatoria; como mucho n (el valor por defecto, 2, es n en un tablero más pequeño)
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trials = Ensayos (reinicios + 1)
algorithm-queens-lv-counter-trials-counts = ensayos empezados: uno por cada callejón sin salida o compleción fallida que reinició el tablero, más el primero
algorithm-queens-lv-counter-trials-report = Ensayos
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trial-attempts = Reinas colocadas en este ensayo
algorithm-queens-lv-counter-trial-attempts-counts = reinas colocadas desde que empezó el ensayo actual, al azar o por la vuelta atrás (los nodos del ensayo menos su raíz)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-attempts-total = Reinas colocadas en todos los intentos
algorithm-queens-lv-counter-attempts-total-counts = reinas colocadas en todos los intentos (los intentos del laboratorio; los nodos de Brassard y Bratley menos una raíz por intento)
algorithm-queens-lv-counter-attempts-total-report = Reinas colocadas
# The counter squares-tried: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-squares-tried = Casillas probadas por la vuelta atrás
algorithm-queens-lv-counter-squares-tried-counts = casillas que probó la vuelta atrás por encima de las filas aleatorias, atacadas o no, en todos los intentos (con k = 0, OEIS A140450 en la primera solución)
algorithm-queens-lv-counter-squares-tried-report = Casillas probadas por la vuelta atrás
# The counter backtracks: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-backtracks = Retrocesos
algorithm-queens-lv-counter-backtracks-counts = reinas levantadas para avanzar cuando a la fila de encima se le acabaron las casillas, en todos los intentos
algorithm-queens-lv-counter-backtracks-report = Retrocesos

## Los elementos de las leyendas (los símbolos del tablero), por algoritmo

algorithm-backtracking-legend-1 = una casilla atacada desde abajo, numerada con la fila de la reina que la ataca; una casilla marcada conserva su primer número. Las marcas de cada fila tienen su propio color
algorithm-backtracking-legend-2 = la casilla recién probada es segura: la reina se queda
algorithm-backtracking-legend-3 = la casilla recién probada está atacada: se pasa a la siguiente (la línea roja muestra por quién)
algorithm-backtracking-legend-4 = una reina recién retirada para pasar a la siguiente casilla
algorithm-backtracking-legend-5 = con comprobación hacia delante o MAC: una casilla tachada del dominio de su fila, numerada con la fila cuya colocación la eliminó; nunca se prueba
algorithm-backtracking-legend-6 = con MAC: tachada y rodeada con un círculo, eliminada por la consistencia de arco (AC-3): se quedó sin soporte, una casilla del dominio de otra fila a la que no ataque
algorithm-backtracking-legend-7 = con comprobación hacia delante o MAC: una fila cuyo dominio ha quedado vacío
algorithm-backtracking-legend-8 = con MRV: la fila elegida, la que tiene menos casillas restantes
algorithm-backtracking-legend-9 = una comprobación de consistencia prueba si reinas en dos casillas de filas distintas se atacarían
algorithm-random-placement-legend-1 = casillas atacadas, numeradas con la fila de la reina más baja que las ataca, en el color de esa fila
algorithm-random-placement-legend-2 = la reina recién colocada
algorithm-random-placement-legend-3 = la fila sin salida
algorithm-permutation-swap-legend-1 = una reina aún no comprobada en una diagonal que una fila aprobada ha marcado como ocupada: donde está, no supera la comprobación. Una reina aprobada nunca es roja: se comprobó frente a las filas de debajo, y una reina por encima de ella en su diagonal la encontrará la comprobación de esa fila
algorithm-permutation-swap-legend-2 = una fila aprobada: sus diagonales están marcadas. Las filas por encima de la última aprobada aún no se han comprobado: sus reinas se dibujan atenuadas
algorithm-permutation-swap-legend-3 = dos reinas que intercambian sus columnas
algorithm-permutation-swap-legend-4 = una reina sin ninguna fila posterior con la que intercambiar: el vector fracasa
algorithm-permutation-swap-legend-5 = una diagonal con más de una reina
algorithm-qs1-legend-1 = una reina atacada
algorithm-qs1-legend-2 = una diagonal con más de una reina (sus colisiones)
algorithm-qs1-legend-3 = un intercambio realizado
algorithm-qs1-legend-4 = un intercambio probado y rechazado
algorithm-min-conflicts-legend-1 = una reina en conflicto (columna o diagonal)
algorithm-min-conflicts-legend-2 = una diagonal o una columna con más de una reina: sus reinas se atacan entre sí
algorithm-min-conflicts-legend-3 = la casilla a la que una reina acaba de moverse
algorithm-qs4-legend-1 = una reina atacada
algorithm-qs4-legend-2 = un intercambio realizado
algorithm-qs4-legend-3 = un intercambio probado y rechazado
algorithm-hill-climbing-legend-1 = la h del tablero si la reina de esa fila se moviera a la casilla; las menores, recuadradas
algorithm-hill-climbing-legend-2 = una diagonal o una columna con más de una reina: sus reinas se atacan entre sí
algorithm-hill-climbing-legend-3 = una reina atacada por otra (directamente o no)
algorithm-hill-climbing-legend-4 = la casilla a la que una reina acaba de moverse
algorithm-simulated-annealing-legend-1 = un movimiento propuesto (discontinuo), o rechazado
algorithm-simulated-annealing-legend-2 = la casilla a la que una reina acaba de moverse
algorithm-simulated-annealing-legend-3 = una diagonal o una columna con más de una reina: sus reinas se atacan entre sí
algorithm-simulated-annealing-legend-4 = una reina atacada por otra (directamente o no)
algorithm-genetic-legend-1 = en la población junto al tablero, los dos progenitores del último hijo
algorithm-genetic-legend-2 = el punto de cruce (discontinuo): las filas del hijo por debajo de él son del primer progenitor; las de encima, del segundo
algorithm-genetic-legend-3 = la casilla a la que una mutación movió una reina (y el tablero de una solución en la población)
algorithm-genetic-legend-4 = una diagonal o una columna con más de una reina: sus reinas se atacan entre sí
algorithm-genetic-legend-5 = una reina atacada por otra (directamente o no)
algorithm-queens-lv-legend-1 = una casilla atacada desde abajo, numerada con la fila de la reina que la ataca; una casilla marcada conserva su primer número. Las marcas de cada fila tienen su propio color
algorithm-queens-lv-legend-2 = la reina recién colocada: al azar en las filas 1 a k, en una casilla segura probada por la vuelta atrás por encima de ellas
algorithm-queens-lv-legend-3 = la casilla que la vuelta atrás acaba de probar está atacada: se pasa a la siguiente
algorithm-queens-lv-legend-4 = una reina que la vuelta atrás acaba de retirar para pasar a la siguiente casilla
algorithm-queens-lv-legend-5 = una de las filas aleatorias sin ninguna casilla no atacada, o la fila k + 1 sin casillas restantes: el ensayo ha fracasado
