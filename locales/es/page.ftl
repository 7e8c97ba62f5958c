# La página, en español. Traducido de locales/en/page.ftl (ver docs/translating.md).
# Términos: «reina», «tablero», «vuelta atrás» (backtracking), «fila», «columna», «diagonal»,
# como en el curso de la Universidad de Murcia, tema 6 «Problema de las n reinas. Solución con
# backtracking» (dis.um.es/~ginesgm/temas/tema6-2/tsld019.htm), y «retroceso» en
# eightqueenspuzzle.com/es/algorithm.html.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs):
# «ensayo» (trial y try), «intento» (attempt), «retroceso» (un paso atrás), «vuelta atrás» (el
# algoritmo), «comprobación hacia delante», «consistencia de arco» y «búsqueda local» como en G.
# Fiol, «Problemas de satisfacción de restricciones», apuntes de Inteligencia Artificial según
# Russell y Norvig, 2.ª ed. (ro.scribd.com/document/144626626/Apunts-PSR-V3); «dominio» como en
# F. Sancho, Universidad de Sevilla (cs.us.es/~fsancho/Cursos/SVRAI2122/CSP.md.html); «ascenso
# de colinas» (aeia.home.blog/algoritmo-hill-climbing), «meseta» y «máximo local»
# (conocimientosweb.net/dcmt/ficha11351.html); «mínimos conflictos» (curso IA-UNISON, github.com/IA-UNISON/3-SatisfaccionRestricciones); «ensayo» como en «Algoritmos y Programación en Pascal», §20.5. Lo que ninguna búsqueda
# confirmó lo dice allí («not confirmed»).

## The document

page-title = Visualizador de N reinas — mira cómo piensa la vuelta atrás

## The masthead

masthead-title = Visualizador de N reinas
masthead-views =
    .aria-label = Vistas
masthead-tab-watch = Observar
masthead-tab-compare = Comparar
masthead-theme = Tema
masthead-language = Idioma
masthead-lessons = Lecciones
masthead-about = El problema y sus términos
masthead-keys = Teclas
masthead-intro-puzzle = Coloca n reinas en un tablero de n × n de modo que ninguna ataque a otra (ninguna pareja en la misma fila, columna o diagonal). Una reina por fila; la fila 1 abajo.
masthead-intro-watch = Elige un algoritmo y un tamaño de tablero; luego Paso, Reproducir o Ejecutar.
masthead-intro-compare = Comparar: marca algoritmos, elige el tamaño del tablero y las ejecuciones; luego Ejecutar comparación.

## The theme menu's choices

theme-auto = Automático (sistema)
theme-light = Claro
theme-dark = Oscuro
theme-contrast = Alto contraste

## The Watch view's controls

watch-algorithm = Algoritmo
watch-board-size = Tamaño del tablero
watch-board-size-hint = (n)
watch-board-size-range = (1 a { $animated }; hasta { $large } a escala en algunos)
watch-seed = Semilla
watch-seed-hint = (número entero; en blanco se sortea una)
watch-new-seed = Nueva semilla
watch-options = Opciones
watch-options-none = (ninguna cambiada)
watch-options-legend = Opciones (los parámetros del algoritmo)
watch-predict = Predecir cada movimiento
watch-speed = Velocidad
watch-speed-value = { $speed } { $speed ->
        [one] movimiento
       *[other] movimientos
    }/s
watch-playback =
    .aria-label = Reproducción
watch-play = Reproducir
watch-pause = Pausa
watch-step = Paso
watch-step-back = Paso atrás
watch-run-to-end = Ejecutar hasta el final
watch-run-to-next-solution = Ejecutar hasta la siguiente solución
watch-run-both = Ejecutar ambos hasta una solución
watch-run-to-end-of-search = Ejecutar hasta el final de la búsqueda
watch-reset = Reiniciar
watch-pseudocode = Pseudocódigo
watch-leave-presentation = Salir de la presentación
