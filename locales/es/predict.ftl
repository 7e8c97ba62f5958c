# El modo de predicción (www/predict.js) y el cajón de arena (www/sandbox.js), en español.
# Traducido de locales/en/predict.ftl (ver docs/translating.md). Términos de Russell & Norvig,
# «Inteligencia Artificial: un enfoque moderno» (Pearson), y del curso de F. Sancho,
# Universidad de Sevilla, «Problemas de Satisfacción de Restricciones»
# (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html): vuelta atrás, comprobación hacia delante
# (forward checking), consistencia de arco, dominio, MRV, sucesor, aptitud (fitness), cruce,
# mutación. Reina, fila, columna, atacar como en page.ftl.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The question's box (index.html)

predict-title = Predecir el siguiente movimiento
predict-download = Descargar mis respuestas (JSON)

## The score, what to press, the verdict

predict-score = Puntuación: { $right } { $right ->
        [one] acierto
       *[other] aciertos
    } de { $asked }
predict-start = Pulsa Paso (o →): primero predice lo que hará el algoritmo.
predict-next = Pulsa Paso (o →) para la siguiente pregunta.
predict-withdrawn = El tablero cambió desde esa pregunta, así que se retiró. Pulsa Paso (o →) para una pregunta sobre el movimiento mostrado.
predict-right = Correcto: { $truth }
predict-wrong = No del todo: { $truth }
predict-again = { $verdict } (Ya respondida: no se vuelve a contar).
predict-check = Comprobar
predict-grid-column = Columna:
predict-grid-row = Fila:
predict-grid-square = Fila·columna:
predict-option-column = Columna { $col }
predict-option-row = Fila { $row }
predict-option-square = Fila { $row }, columna { $col }
predict-square = fila { $row }, columna { $col }
predict-squares-separator = {"; "}
predict-comma = {", "}

## Which row MRV fills next

predict-mrv-ask = ¿Qué fila llena MRV a continuación: la fila vacía con menos casillas restantes (no tachadas ni atacadas; un empate va a la más baja)? (Haz clic en la fila del tablero o elígela).
predict-mrv-truth = MRV eligió la fila { $row }, la fila vacía con menos casillas restantes ({ $remaining }; un empate va a la fila más baja).

## Which square is tried next, safe or attacked; what a placement removes

predict-try-ask = ¿Qué casilla de la fila { $row } prueba la búsqueda a continuación?
predict-try-none = Ninguna: no queda casilla por probar (un callejón sin salida)
predict-attack-ask = ¿La casilla que elegiste es segura o está atacada, y por qué fila? (Si la atacan varias filas, cualquiera es correcta).
predict-safe = Segura
predict-attacked-by = Atacada por la fila { $row }
predict-wipe-ask = Su reina se coloca en { $square }. Al quitar las casillas para las que no deja valor, ¿queda alguna fila vacía sin ninguna casilla (un dominio vacío)? Si es así, ¿qué fila?
predict-wipe-none = Ninguna fila se queda sin casillas
predict-prune-ask = Su reina se coloca en { $square }. ¿Qué casillas quita eso de los dominios de las filas vacías (por comprobación hacia delante, las casillas que ataca{ $arcs ->
        [yes] ; después, manteniendo la consistencia de arco, toda casilla que se quede sin apoyo en alguna otra fila
       *[no] {""}
    })? Elige cada una (en el tablero o aquí) y luego Comprobar.
predict-dead-end-truth = no quedaba casilla por probar en la fila: un callejón sin salida{ $then ->
        [backtrack] , así que hizo vuelta atrás
       *[fail] , así que el intento fracasó
    }.
predict-how-safe = que es segura
predict-how-attacked = atacada por la fila { $row }
predict-how-attacked-rows = atacada por las filas { $rows } (su marca muestra { $mark }, la más baja)
predict-try-truth = probó la fila { $row }, columna { $col }, { $how }.
predict-try-truth-wiped = probó la fila { $row }, columna { $col }, { $how }; colocada allí, su reina dejó la fila { $wiped } sin casillas: un dominio vacío.
predict-try-truth-pruned = probó la fila { $row }, columna { $col }, { $how }; colocada allí, su reina quitó { $removed }.
predict-removed = { $count } { $count ->
        [one] casilla
       *[other] casillas
    } por { $how ->
        [arc-consistency] consistencia de arco
       *[forward-checking] comprobación hacia delante
    } ({ $squares })
predict-then = { $first }, luego { $then }
predict-removed-none = ninguna casilla

## Whether a proposal is taken

predict-accept-ask-move = Se propone mover la reina de la fila { $row } a la columna { $col }. ¿Qué probabilidad hay de que se acepte?
predict-accept-ask-swap = Se propone intercambiar las reinas de las filas { $first } y { $second }. ¿Qué probabilidad hay de que se acepte?
predict-accept-certain = Seguro: el movimiento no es peor
predict-accept-likely = Probablemente: su probabilidad es un medio o más
predict-accept-unlikely = Probablemente no: su probabilidad es menor que un medio
predict-accept-truth-certain = su aceptación era segura: el movimiento no es peor, y fue { $taken ->
        [yes] aceptado
       *[no] rechazado
    }.
predict-accept-truth = su probabilidad era e^(ΔE/T) = { NUMBER($percent, minimumSignificantDigits: 2, maximumSignificantDigits: 2) } %, y fue { $taken ->
        [yes] aceptado
       *[no] rechazado
    }.

## What the search does after a dead end

predict-dead-end-ask = La fila { $row } { $empty ->
        [yes] no tiene casilla sin atacar: un callejón sin salida
       *[no] es un callejón sin salida
    }. ¿Qué hace la búsqueda a continuación?
predict-restart-permutation = Empezar de nuevo desde una nueva permutación aleatoria
predict-restart-empty = Empezar un nuevo intento con el tablero vacío
predict-go-back = Volver a la fila { $row } y mover su reina
predict-attacked-square = Poner la reina en una casilla atacada
predict-restart-truth = nunca hace vuelta atrás: descarta el intento y empieza uno nuevo { $from ->
        [permutation] desde una nueva permutación aleatoria
       *[empty] con el tablero vacío
    }.
predict-backtrack-truth = hace vuelta atrás: levanta la reina de la fila { $row } para moverla más allá.

## Where a queen placed at random can land

predict-landing-ask = ¿En qué casillas de la fila { $row } puede caer la reina? Elige cada una y luego Comprobar (ninguna: un callejón sin salida).
predict-landing-truth = la reina podía caer en { $count ->
        [one] la columna
       *[other] las columnas
    } { $columns }.
predict-landing-dead = todas las casillas de la fila estaban atacadas: un callejón sin salida.

## The column a formula gives

predict-formula-ask = ¿Qué columna da la fórmula a la fila { $row }?
predict-formula-truth = la fórmula da la columna { $col }.

## The child of two parents (a genetic algorithm)

predict-child-ask = Los tableros { $a } y { $b } de la población se eligen como padres: { $boardA } (aptitud { $fitnessA }) y { $boardB } (aptitud { $fitnessB }), columnas desde la fila 1. Se cruzan tras la fila { $at }: ¿cuál es el hijo, antes de cualquier mutación?
predict-child-truth = el hijo tomó las filas 1–{ $at } del tablero { $a } y las filas { $after }–{ $n } del tablero { $b }: { $child }.
predict-child-truth-mutated = el hijo tomó las filas 1–{ $at } del tablero { $a } y las filas { $after }–{ $n } del tablero { $b }: { $child }; luego la fila { $row } mutó de la columna { $from } a la { $to }.

## Which queen moves where (hill climbing, min-conflicts)

predict-successor-ask = ¿La reina de qué fila mueve el siguiente movimiento{ $values ->
        [yes] , leyendo los valores de las casillas
       *[no] {""}
    }? (Haz clic en su nueva casilla del tablero o elige la fila).
predict-successor-none = Ninguna: ningún sucesor es mejor, la escalada está atascada
predict-successor-column-ask = ¿A qué columna?
predict-stuck-truth = ningún sucesor era mejor: la escalada está atascada.
predict-successor-moved = movió la reina de la fila { $row } a la columna { $col }
predict-successor-stayed = la reina de la fila { $row } se quedó en la columna { $col }
predict-successor-h = { $what }, donde h = { $h }
predict-successor-ties = { $what } (cualquiera de las { $ties } casillas que podía tomar era correcta)
predict-successor-truth = { $what }.

## The diagonal check (permutation swap)

predict-check-ask = ¿Pasa la reina de la fila { $row } la comprobación de diagonales (ninguna reina de las filas de abajo en sus diagonales)?
predict-check-yes = Sí: la pasa
predict-check-no = No: se intercambia con una reina de una fila superior
predict-check-passed = la pasó: ninguna reina de abajo comparte diagonal con ella.
predict-check-clashed = chocó en una diagonal, así que su reina se intercambió.

## A swap tested (QS1, QS4)

predict-pair-ask = El siguiente paso prueba intercambiar las reinas de las filas { $a } y { $b } (columnas { $colA } y { $colB }). ¿Se acepta el intercambio (el pseudocódigo dice cuándo)?
predict-pair-yes = Sí: se intercambian
predict-pair-no = No: el intercambio se rechaza
predict-pair-taken = el intercambio se aceptó.
predict-pair-refused = el intercambio se rechazó: no habría ayudado.

## Does a queen move?

predict-move-ask = ¿Moverá una reina el siguiente paso?
predict-yes = Sí
predict-no = No
predict-moved = { $moved ->
        [0] no se movió ninguna reina.
        [one] se movió una reina.
       *[other] se movieron { $moved } reinas.
    }

## A course page's saved place and score (SPLICE)

predict-host-late = La página del curso devolvió tu posición y puntuación guardadas después de que respondieras aquí: no se restauraron, para conservar tus respuestas de aquí (la página del curso guarda ahora esas).
predict-host-keeps = La página del curso la conserva hasta tu primera respuesta aquí, que la sustituye; recarga la página para volver a preguntar.
predict-host-refused = La página del curso no pudo devolver tu posición y puntuación guardadas ({ $words }), así que empiezas de nuevo. { predict-host-keeps }
predict-host-unusable = La página del curso devolvió un trabajo guardado que esta página no puede usar ({ $why }), así que empiezas de nuevo. { predict-host-keeps }
predict-host-silent = La página del curso no respondió al pedirle tu posición y puntuación guardadas (en { $seconds } s), así que empiezas de nuevo. Si responde antes de tu primera respuesta aquí, se recuperan entonces.
predict-unfit-exercise = es el intento de un ejercicio, no la posición del modo de predicción
predict-unfit-no-place = no contiene una posición en una ejecución
predict-unfit-other-run = es de otra ejecución ({ $theirs }), no de esta ({ $mine })
predict-unfit-numbers = su posición y puntuación no son números enteros coherentes
predict-unfit-answers = sus respuestas no son una lista
predict-unfit-beyond = su posición, el movimiento { $position }, está más allá del último movimiento de esta ejecución, { $reached }
predict-run = { $name }, n = { $n }
predict-run-seed = { $run }, semilla { $seed }
predict-run-params = { $run }, { $params }
predict-run-unknown = «{ $id }»
predict-welcome = Bienvenido de nuevo: se restauraron tu puntuación de { $right } de { $asked } y tu posición en el movimiento { $position }. Pulsa Paso (o →) para la siguiente pregunta.

## The sandbox (www/sandbox.js, index.html's sandbox tools)

predict-sandbox-hint = La vuelta atrás continúa desde las reinas de las filas 1, 2, … (con las filas de encima vacías), sin moverlas nunca; mínimos conflictos y QS1 reparan todo el tablero.
predict-sandbox-open = Coloca tus propias reinas
predict-sandbox-be-backtracker = Haz tú la vuelta atrás
predict-sandbox-clear = Vaciar el tablero
predict-sandbox-leave = Salir del cajón de arena
predict-sandbox-ready = Cajón de arena: haz clic en una casilla para poner ahí una reina (una por fila) y vuelve a hacer clic para quitarla.
predict-sandbox-continue = Continuar con { $name }
predict-sandbox-placed-counter = Reinas colocadas
predict-sandbox-conflicts-counter = Pares que se atacan
predict-sandbox-why-gap = Continuar con vuelta atrás necesita reinas en las filas 1, 2, … sin filas vacías bajo una reina: la fila { $gap } está vacía bajo la reina de la fila { $above }. (Mínimos conflictos y QS1 reparan cualquier tablero).
predict-sandbox-why-attack = Continuar con vuelta atrás necesita reinas que no ataquen a ninguna otra: las reinas de las filas { $low } y { $row } se atacan. Mueve una, o deja que mínimos conflictos o QS1 reparen el tablero.
predict-sandbox-why-full = Cada fila tiene una reina: no le queda nada por buscar a la vuelta atrás.
predict-sandbox-removed = Se quitó la reina de la fila { $row }.
predict-sandbox-moved = Se movió la reina de la fila { $row } a la columna { $col }.
predict-sandbox-placed = Se puso una reina en la fila { $row }, columna { $col }.
predict-sandbox-solved = Una solución: no hay dos reinas que se ataquen.
predict-sandbox-conflicts = { $conflicts } { $conflicts ->
        [one] par de reinas se ataca.
       *[other] pares de reinas se atacan.
    }
predict-sandbox-status = { $did } { $verdict }
predict-sandbox-caption-solved = Una solución: { $n } reinas, sin dos que se ataquen.
predict-sandbox-caption = Cajón de arena: { $placed } de { $n } reinas colocadas{ $conflicts ->
        [0] {""}
        [one] , { $conflicts } par que se ataca
       *[other] , { $conflicts } pares que se atacan
    }. Los números marcan las casillas atacadas desde abajo.
predict-sandbox-board = Tablero del cajón de arena de { $n }×{ $n }; reinas en las filas { $queens }
predict-sandbox-queen = { $row } (columna { $col })
predict-sandbox-none = ninguna

## A printed worksheet's questions about the next move (worksheet.js prints them)

predict-sheet-mark = En el tablero, marca cada casilla de la fila siguiente que ataca una reina, con el número de la fila más baja que la ataca.
predict-sheet-parents = En la población (impresa bajo el tablero), ¿qué dos tableros son los padres más probables del siguiente hijo? (Cada padre se elige en proporción a su aptitud).
predict-sheet-cross = Cruza esos dos tableros tras la fila { $row }: escribe las columnas del hijo, empezando por la fila 1.
predict-sheet-child-fitness = ¿Cuál es la aptitud de ese hijo (sus pares de reinas que no se atacan)? ¿Es más apto que ambos padres?
predict-sheet-cross-out = En el tablero, tacha cada casilla que ya no está en el dominio de su fila, numerada con la fila cuya reina la quitó.
predict-sheet-mrv = ¿Qué fila llena la búsqueda a continuación? (La fila vacía con menos casillas en su dominio; un empate va a la más baja). ¿Qué casilla suya prueba primero?
predict-sheet-try = ¿Qué casilla de la fila { $row } prueba la búsqueda a continuación? ¿Es segura o está atacada, y por qué filas?
predict-sheet-prune = Cuando se coloca allí una reina, ¿qué casillas quita de los dominios de las filas vacías? ¿Se vacía algún dominio?
predict-sheet-next-three = Después de esa casilla, ¿cuáles son los tres movimientos siguientes? (Una casilla probada, una reina colocada o un retroceso).
predict-sheet-count = Después de esos cuatro movimientos, ¿cuántas casillas habrá probado la búsqueda en total? (La hoja da la cuenta hasta ahora).
predict-sheet-delta = Elige un movimiento de una reina a otra casilla de su fila. Calcula ΔE = h(actual) − h(siguiente) para él.
predict-sheet-chance = A temperatura T, ¿con qué probabilidad se acepta tu movimiento? (Con seguridad si ΔE ≥ 0; si no, e^(ΔE/T)).
predict-sheet-cooling = Al bajar T, ¿qué pasa con la probabilidad de aceptar un movimiento peor?
predict-sheet-landing = ¿En qué casillas de la fila { $row } puede caer la reina? ¿Qué probabilidad tiene cada una?
predict-sheet-dead-end = ¿Qué hace la búsqueda si una fila no tiene ninguna casilla sin atacar?
predict-sheet-trials = Un ensayo en este tablero tiene éxito con probabilidad p: ¿cuántos ensayos necesita una ejecución, aproximadamente?
predict-sheet-formula = ¿Qué columna da la fórmula a la fila { $row }?
predict-sheet-check = Comprueba que no hay dos reinas del tablero que se ataquen.
predict-sheet-values = Elige una reina. En cada otra casilla de su fila, escribe la h del tablero con esa reina movida allí.
predict-sheet-steepest = ¿Qué sucesor toma el ascenso más empinado? Rodea cada casilla con el menor valor.
predict-sheet-minimum = Tras ese movimiento, ¿es el tablero un mínimo local, una meseta o ninguno? ¿Por qué?
predict-sheet-circle = Rodea cada reina atacada por otra reina y dibuja las diagonales que comparten.
predict-sheet-move = ¿Moverá una reina el siguiente paso? ¿Cuál, y adónde?
predict-sheet-pairs = Tras ese paso, ¿cuántos pares de reinas se atacarán?
