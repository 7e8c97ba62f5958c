# Los diálogos de la página, en español: el problema y sus términos (glosario) y la ayuda del
# teclado. Traducido de locales/en/dialogs.ftl (allí están los comentarios de cada mensaje).
# Términos como en locales/es/page.ftl («reina», «tablero», «vuelta atrás»), y «algoritmo de
# Las Vegas», «algoritmo de Monte Carlo», «permutación», «reinicio», «error estándar»
# (es.wikipedia.org); nombres de teclas como en los teclados españoles (Espacio, Inicio, Fin,
# Intro, Tab, AvPág, RePág, Esc).
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The puzzle and its words (#about)

dialogs-about-title = El problema
dialogs-about-puzzle = El problema de las N reinas: colocar n reinas en un tablero de ajedrez de n × n de modo que ninguna ataque a otra. Una reina ataca a lo largo de su fila, su columna y sus dos diagonales, así que una solución tiene exactamente una reina en cada fila y cada columna, y como mucho una en cada diagonal. El tablero de 8 × 8 tiene 92 soluciones; los tableros de 2 y 3 casillas de lado no tienen ninguna. Cada algoritmo de aquí coloca una reina por fila, con la fila 1 abajo y la columna 1 a la izquierda; o busca casilla a casilla (vuelta atrás), o elige al azar y vuelve a intentarlo (los algoritmos de Las Vegas), o repara un tablero lleno (las búsquedas locales), o usa una fórmula.
dialogs-words-title = Términos usados aquí

## The glossary

dialogs-term-attempt = Intento
dialogs-term-attempt-meaning = Una prueba del paso básico del algoritmo, contada en su propia unidad: la vuelta atrás prueba una casilla, la colocación aleatoria coloca una reina, las búsquedas por intercambio prueban un intercambio. Una casilla probada no es una reina colocada, así que los intentos se comparan dentro de un mismo algoritmo; los algoritmos se comparan por tiempo de CPU.
dialogs-term-move = Movimiento
dialogs-term-move-meaning = Un paso del algoritmo tal como lo muestra el tablero, un clic en Paso: una casilla probada, un retroceso, una reina colocada o movida, un reinicio. La línea de tiempo cuenta movimientos; los contadores cuentan intentos en la unidad del algoritmo, así que la búsqueda completa de 8 × 8 de la vuelta atrás son 17.777 movimientos: 15.720 casillas probadas, 1.965 vueltas atrás y un movimiento por cada una de las 92 soluciones.
dialogs-term-backtrack = Retroceso
dialogs-term-backtrack-meaning = Cuando a una fila no le queda ninguna casilla segura, la vuelta atrás regresa a la fila de abajo, levanta su reina y la desplaza.
dialogs-term-trial = Ensayo, reinicio
dialogs-term-trial-meaning = Una pasada de la colocación aleatoria desde un tablero vacío. Una fila sin casilla libre de ataque es un callejón sin salida: el ensayo se descarta y empieza otro (un reinicio). Nunca vuelve atrás.
dialogs-term-las-vegas = Las Vegas y Monte Carlo
dialogs-term-las-vegas-meaning = Un algoritmo de Las Vegas usa el azar pero nunca se equivoca: sigue intentándolo hasta tener una solución, y solo su tiempo de ejecución es aleatorio (la colocación aleatoria, las búsquedas por intercambio). Un algoritmo de Monte Carlo se ejecuta durante un tiempo fijo y puede equivocarse. Un ensayo de colocación aleatoria en 8 × 8 tiene éxito con probabilidad p = 0,1293, así que una ejecución necesita de media 1/p = 7,73 ensayos.
dialogs-term-seed = Semilla
dialogs-term-seed-meaning = El número que fija cada elección aleatoria de una ejecución: la misma semilla da la misma ejecución, aquí y en cualquier ordenador, así que una clase puede seguir una ejecución a la vez. Nueva semilla saca una nueva.
dialogs-term-master-seed = Semilla maestra
dialogs-term-master-seed-meaning = En Comparar, el único número del que se deriva la semilla de cada una de las muchas ejecuciones: la ejecución 1, la 2, … tienen cada una la suya, y la misma semilla maestra repite toda la comparación.
dialogs-term-standard-error = Error estándar
dialogs-term-standard-error-meaning = Cuánto puede alejarse por azar una tasa medida de la verdadera: para una tasa de éxito p medida sobre t intentos es √(p(1 − p) / t). El valor verdadero está a menos de dos errores estándar de la medida unas 95 veces de cada 100.
dialogs-term-permutation = Permutación, colisión
dialogs-term-permutation-meaning = Una permutación pone una reina en cada fila y cada columna, así que solo pueden chocar las diagonales; una colisión es una reina que comparte diagonal con otra. Las búsquedas por intercambio intercambian las columnas de dos reinas para eliminar colisiones.
dialogs-term-oeis = OEIS
dialogs-term-oeis-meaning = La On-Line Encyclopedia of Integer Sequences (oeis.org), donde se publican los recuentos conocidos: A000170 el número de soluciones Q(n), A002562 las soluciones salvo rotación y reflexión, A140450 las casillas que prueba la vuelta atrás antes de su primera solución. La página comprueba sus recuentos con ellas.
dialogs-term-worker = Web Worker
dialogs-term-worker-meaning = Un hilo en segundo plano del navegador: las ejecuciones largas (Comparar, tableros grandes) van allí, así la página sigue respondiendo y Detener o Cancelar actúan al instante.
dialogs-term-simd = SIMD128
dialogs-term-simd-meaning = Las instrucciones vectoriales del procesador, que WebAssembly ofrece en registros de 128 bits: contar soluciones busca con ellas en 16 tableros a la vez.
dialogs-term-cli = Herramienta de línea de órdenes
dialogs-term-cli-meaning = nqueens, los mismos resolutores sin la página, para quien compila el proyecto (su README): imprime los mismos números para las mismas semillas y mide los tableros más grandes de los artículos.

## Both dialogs

dialogs-close = Cerrar

## The keyboard's help (#help)

dialogs-keys-title = Teclado
dialogs-keys-intro = En la vista Observar, siempre que el foco no esté en un campo, una lista, el control de velocidad o las pestañas:
dialogs-keys-play = reproducir o pausar (en un botón con el foco, Espacio pulsa ese botón)
dialogs-keys-step = paso: un movimiento
dialogs-keys-back = retroceder un movimiento
dialogs-keys-home = empezar la ejecución de nuevo (misma semilla)
dialogs-keys-end = ejecutar hasta el final (vuelta atrás: hasta la siguiente solución)
dialogs-keys-enter = en un campo: usar el valor; luego las teclas de arriba vuelven a funcionar
dialogs-keys-tab = moverse entre controles;
dialogs-keys-tab-1 = o
dialogs-keys-tab-2 = pulsa un botón
dialogs-keys-present = modo presentación (también el botón Presentar): el tablero llena la pantalla
dialogs-keys-page = en la presentación: paso y paso atrás (los mandos de presentación envían estas)
dialogs-keys-blank = en la presentación: poner la pantalla en negro, y volver
dialogs-keys-code = en la presentación: mostrar el pseudocódigo junto al tablero, u ocultarlo
dialogs-keys-leave = salir de la presentación
dialogs-keys-lesson = en una lección: la diapositiva siguiente y la anterior (en lugar de un paso)
dialogs-keys-help = esta ayuda;
dialogs-keys-help-1 = la cierra
dialogs-key-space = Espacio
dialogs-key-home = Inicio
dialogs-key-end = Fin
dialogs-key-enter = Intro
dialogs-key-tab = Tab
dialogs-key-page-down = AvPág
dialogs-key-page-up = RePág
dialogs-key-escape = Esc
dialogs-keys-timeline = La línea de tiempo bajo el tablero salta a cualquier movimiento hecho hasta ahora: arrástrala, o dale el foco y usa las flechas,
dialogs-keys-timeline-and = y
dialogs-keys-history = Cambiar el algoritmo, el tamaño del tablero o la semilla empieza una ejecución nueva; el botón Atrás del navegador vuelve a la anterior, donde se dejó.
