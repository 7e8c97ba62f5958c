# La ayuda de la línea de órdenes (clap, src/cli/help.rs), en español. Traducido de
# locales/en/cli-help.ftl (su cabecera explica los ids; ver docs/translating.md).
# Términos como en locales/es/cli.ftl y algorithms.ftl («tablero», «reina», «semilla»,
# «semilla maestra», «ejecución», «intento», «vuelta atrás», «búsqueda en profundidad»,
# «búsqueda en anchura», «escalada»: Russell y Norvig, «Inteligencia artificial: un enfoque
# moderno», 2.ª ed., Pearson 2004); «Uso», «Opciones», «Órdenes» como las líneas de órdenes
# de GNU en español. Las opciones, ids, nombres de archivo y el `código` quedan como están.
# Un término por concepto, con sus fuentes: locales/es/terms.toml (lo comprueba tests/terms.rs).

## clap's own words

help-clap-usage = Uso
help-clap-commands = Órdenes
help-clap-arguments = Argumentos
help-clap-options = Opciones
help-clap-help = Mostrar la ayuda
help-clap-version = Mostrar la versión
help-clap-help-more = Mostrar la ayuda (más con '--help')
help-clap-help-long = Mostrar la ayuda (un resumen con '-h')
help-clap-help-subcommand = Mostrar esta ayuda o la de las subórdenes dadas
help-clap-help-subcommand-command = Mostrar la ayuda de las subórdenes
help-clap-default = [por defecto: { $value }]
help-clap-possible-values = [valores posibles: { $values }]
help-clap-possible-values-heading = Valores posibles:

## nqueens

help-nqueens-about = Solucionadores de las N reinas: primeras soluciones, colocaciones intentadas, número de soluciones
help-nqueens-lang = El idioma de la salida (una etiqueta BCP 47: en, es, de, zh-CN, ar, o en-XA, el pseudoidioma para las pruebas); si no, LC_ALL, LC_MESSAGES o LANG; si no, inglés

## nqueens algorithms

help-algorithms-about = Listar los algoritmos: ids, nombres, aleatorios o no, límites, contadores y las unidades del laboratorio, en el orden de la página
help-algorithms-json = Escribir un objeto JSON, {"{"}"algorithms":[…]{"}"}, en lugar de texto

## nqueens solve

help-solve-about = Encontrar una solución e informar del trabajo que costó.

    Límites de n: backtracking 1–64 (bitboards de 64 bits; algunos tamaños por encima de 40 tardan horas, véase OEIS A140450; 1–255 con cualquiera de sus opciones); random-placement 1–1000; permutation-swap 1–2000; qs1 1–10.000.000; min-conflicts, qs4 y construction 1–100.000.000; hill-climbing 1–200; simulated-annealing 1–1000; genetic 1–8 (`nqueens algorithms` los lista). Todos salvo backtracking rechazan n = 2 y 3, que no tienen solución. En una terminal se muestra el progreso; Ctrl-C detiene.
help-solve-algorithm = El algoritmo
help-solve-n = Tamaño del tablero n (un tablero n × n con n reinas), con los dígitos agrupados o no («1.000.000»); rige el límite del algoritmo indicado arriba (`nqueens::input::parse_board_size`, como en la página)
help-solve-seed = Semilla de un algoritmo aleatorio (cualquier decimal u64); si se omite, se sortea una nueva y se muestra. La misma semilla da la misma ejecución. La vuelta atrás (backtracking) la ignora
help-solve-json = Escribir un objeto JSON en lugar de texto. Su arreglo `solution` se omite por encima de n = 1.000.000 (unos 8 MB de texto) salvo que `--with-solution` lo pida
help-solve-with-solution = Con `--json`: el arreglo de la solución para cualquier n
help-solve-out = Escribir además la solución en este archivo como texto, una columna (contada desde 1) por línea (la fila 1 primero), directamente del tablero del solucionador, para comprobarla con un programa independiente
help-solve-params = Un parámetro del algoritmo, `NAME=VALUE` (repetible): `nqueens algorithms` da los parámetros de cada algoritmo, sus valores y sus valores por defecto

## nqueens compare

help-compare-about = Comparar algoritmos en muchas ejecuciones con semilla sobre un tamaño de tablero: intentos por ejecución (media, mediana, percentil 90, máximo), reinicios por ejecución y la tasa de éxito de un intento.

    La ejecución i usa la semilla derivada de la semilla maestra y de i, así que la salida depende solo de la semilla maestra (no de --threads). La vista Comparar de la página da los mismos números.
help-compare-n = Tamaño del tablero n (rige el límite de cada algoritmo; véase `solve --help`)
help-compare-trials = Ejecuciones por algoritmo
help-compare-algorithms = Algoritmos que comparar, separados por comas
help-compare-seed = Semilla maestra (cualquier decimal u64); si se omite, se sortea una nueva y se muestra
help-compare-csv = Escribir además cada ejecución en este archivo CSV
help-compare-threads = Hilos de trabajo (por defecto: el número de núcleos)
help-compare-json = Escribir los resúmenes como un arreglo JSON en lugar de una tabla
help-compare-params = Un parámetro, `NAME=VALUE` (repetible), dado a cada algoritmo elegido que lo declara (al menos uno debe hacerlo): véase `nqueens algorithms`

## nqueens sweep

help-sweep-about = Intentos medios por algoritmo para cada n de --from a --to
help-sweep-from = Tamaño de tablero menor
help-sweep-to = Tamaño de tablero mayor
help-sweep-trials = Ejecuciones por algoritmo y tamaño
help-sweep-algorithms = Algoritmos, separados por comas
help-sweep-seed = Semilla maestra; si se omite, se sortea una nueva y se muestra
help-sweep-threads = Hilos de trabajo (por defecto: el número de núcleos)
help-sweep-params = Un parámetro, `NAME=VALUE` (repetible), dado a cada algoritmo elegido que lo declara (al menos uno debe hacerlo): véase `nqueens algorithms`

## nqueens exercise

help-exercise-about = Ejercicios calificados («sé el algoritmo», `exercise=1` de la página): volver a calificar códigos de finalización, mostrar la instancia o la clave de respuestas de un alumno, o empaquetar el ejercicio de la clase en SCORM para una plataforma de aprendizaje (LMS)
help-exercise-check-about = Volver a calificar códigos de finalización a partir de sus respuestas y listarlos como CSV (una fila por código, en el orden dado), para las notas de una clase. Un código mal tecleado, cortado o editado (su comprobación o su puntuación declarada no coincide con sus respuestas) se nombra en la salida de error estándar y el estado de salida es 1; los demás se listan igualmente. La comprobación protege contra errores, no contra trampas: cualquiera puede calcular un código
help-exercise-check-codes = Códigos de finalización (cada uno empieza por NQX1~); "-" los lee de la entrada estándar, uno por línea
help-exercise-key-about = La clave de respuestas de la instancia de un alumno (la vista del docente muestra e imprime la misma): la instancia como la nombra la página del alumno, luego la pregunta de cada paso y la respuesta del propio algoritmo (en palabras, y como la ficha que lleva un código de finalización). Donde el algoritmo sortea entre respuestas igual de buenas, las lista todas (cualquiera es correcta) y la que sorteó
help-exercise-key-class = El código de la clase, como FC-7KQ2M9
help-exercise-key-learner = El nombre o número del alumno (los espacios y las mayúsculas no importan)
help-exercise-key-attempt = El intento: 1 para la primera instancia, 2 después de la primera calificación, …
help-exercise-key-json = Escribir un objeto JSON en lugar de texto
help-exercise-instance-about = La instancia que dan un código de clase y el nombre de un alumno (la página muestra la misma): el ejercicio, n, la semilla y el movimiento inicial
help-exercise-instance-class = El código de la clase, como FC-7KQ2M9
help-exercise-instance-learner = El nombre o número del alumno (los espacios y las mayúsculas no importan)
help-exercise-instance-attempt = El intento: 1 para la primera instancia, 2 después de la primera calificación, …
help-exercise-instance-json = Escribir un objeto JSON en lugar de texto
help-exercise-scorm-about = Un paquete SCORM del ejercicio de la clase, para una plataforma de aprendizaje (LMS: Moodle, Canvas, Blackboard, Brightspace, Schoology): importe el zip como actividad SCORM; cada alumno recibe la instancia que sortea su id de alumno en la plataforma (`instance --class CODE --learner ID` la muestra), y la puntuación, aprobada o no según --mastery, va al libro de calificaciones tras cada paso. Hecho a partir del archivo único que escribe `cargo xtask dist`; la vista del docente en el sitio publicado hace el mismo paquete
help-exercise-scorm-class = El código de la clase, como BT-7KQ2M9
help-exercise-scorm-out = Dónde escribir el zip
help-exercise-scorm-version = La versión de SCORM: 1.2 (la aceptan todas las plataformas) o 2004 (4.ª edición)
help-exercise-scorm-mastery = El porcentaje de pasos acertados al primer intento con el que se aprueba
help-exercise-scorm-html = El archivo único del que la página del paquete es una copia

## nqueens lesson

help-lesson-about = Lecciones guiadas: comprobar un archivo de lección (la página abre los mismos archivos), listar las lecciones incluidas, escribir una para empezar la suya a partir de ella (el formato: docs/lesson-format.md en el libro), o empaquetar una en SCORM para una plataforma de aprendizaje (LMS)
help-lesson-check-about = Comprobar un archivo de lección entero, como hace la página antes de reproducirlo: su formato, su Markdown, el algoritmo, tablero, semilla y parámetros de cada diapositiva, cada movimiento que nombra (recorriendo cada ejecución con semilla) y cada `expect:`. Escribe `FILE: ok, N slides`, o `FILE:LINE: lo que está mal` en la salida de error estándar con estado de salida 1
help-lesson-check-file = El archivo de la lección (Markdown, UTF-8, como mucho 200 kB)
help-lesson-check-json = Escribir la lección resuelta, como un objeto JSON (el estado de cada diapositiva, sus movimientos inicial y final, su reproducción, pregunta y expectativas), en lugar de `ok`
help-lesson-check-original = El archivo es una traducción de ORIGINAL (un archivo de lección, o el id de una lección incluida): comprobar también que tiene las mismas diapositivas, tableros, movimientos, preguntas y expectativas, solo otras palabras (las traducciones incluidas son lessons/TAG/ID.md)
help-lesson-list-about = Listar las lecciones incluidas: id, título, diapositivas y resumen (en el idioma de `--lang`, o el del entorno, donde una lección está traducida)
help-lesson-list-json = Escribir un objeto JSON, {"{"}"lessons":[{"{"}"id","title","summary","slides"{"}"}]{"}"}, en lugar de texto
help-lesson-show-about = Escribir el archivo de una lección incluida (`nqueens lesson list` las nombra), para empezar la suya a partir de él: su traducción al idioma de `--lang` (o del entorno) si la tiene; si no, el inglés
help-lesson-show-id = El id de la lección, como first-solution-walkthrough
help-lesson-show-json = Escribir la lección resuelta, como hace `lesson check --json`, en lugar de su archivo
help-lesson-scorm-about = Un paquete SCORM de una lección guiada, para una plataforma de aprendizaje (LMS: Moodle, Canvas, Blackboard, Brightspace, Schoology): importe el zip como actividad SCORM; la plataforma guarda el lugar de cada alumno (la diapositiva, sus respuestas) entre sesiones, y la puntuación (las preguntas acertadas al primer intento; en una lección sin preguntas, la parte de sus diapositivas vistas) va al libro de calificaciones, aprobada o no según --mastery al terminar. Una lección incluida por su id, o su propio archivo de lección, comprobado entero primero (como `lesson check`). Hecho a partir del archivo único que escribe `cargo xtask dist`; la vista del docente en el sitio publicado hace el mismo paquete
help-lesson-scorm-id = El id de una lección incluida (`nqueens lesson list`), como first-solution-walkthrough
help-lesson-scorm-file = Su propio archivo de lección en su lugar (Markdown, UTF-8, como mucho 200 kB)
help-lesson-scorm-out = Dónde escribir el zip; un directorio recibe el nombre propio del paquete (nqueens-lesson-ID-scorm12.zip)
help-lesson-scorm-version = La versión de SCORM: 1.2 (la aceptan todas las plataformas) o 2004 (4.ª edición)
help-lesson-scorm-mastery = El porcentaje de preguntas de la lección acertadas al primer intento con el que se aprueba
help-lesson-scorm-html = El archivo único del que la página del paquete es una copia

## nqueens papers

help-papers-about = Nuestras mediciones junto a las tablas publicadas: Sosič y Gu (1991), tablas 2–5, y con --rolfe las tablas de Rolfe (2006) para n = 1000 (lento: minutos)
help-papers-sizes = Tamaños de tablero para las tablas de Sosič y Gu, separados por comas
help-papers-permutations = Permutaciones aleatorias tras las tablas 2 y 3 (el artículo: 100)
help-papers-runs = Ejecuciones de QS1 tras las tablas 4 y 5 (por defecto 10, como el artículo); con --brassard-bratley, ejecuciones de queensLV tras cada fila medida (por defecto 10.000)
help-papers-rolfe = Ejecutar además la comparación de Rolfe para n = 1000 (4 ejecuciones de cada uno de sus algoritmos)
help-papers-aima = En su lugar, AIMA de Russell y Norvig: el ascenso de colinas (hill climbing) de §4.1.1 sobre 8 reinas (--climbs escaladas cada una) y la figura 5.5 de la 2.ª edición (mediana de comprobaciones de consistencia para n = 2 a 50, hasta 40 millones cada una; cerca de un minuto)
help-papers-climbs = Escaladas tras las filas de AIMA §4.1.1
help-papers-brassard-bratley = En su lugar, la tabla de queensLV de Brassard y Bratley (Fundamentals of Algorithmics, §10.6.3): para cada k, p, s, e y t exactos y medidos en --runs ejecuciones, junto a los del libro para 8 reinas, y el mejor k
help-papers-n = El tablero de la tabla de --brassard-bratley (4 a 12)
help-papers-json = Con --brassard-bratley: la tabla como JSON
help-papers-seed = Semilla maestra; si se omite, se sortea una nueva y se muestra

## nqueens count

help-count-about = Contar todas las soluciones, Q(n) (OEIS A000170), y las fundamentales (A002562), con bitboards y las simetrías del cuadrado, en todos los núcleos. Acepta 1 ≤ n ≤ 20 (con AVX-512 en dos núcleos Q(17) tarda unos 1,5 s, Q(20) unos 7 minutos estimados)
help-count-n = Tamaño del tablero n
help-count-threads = Hilos de trabajo (por defecto: el número de núcleos)
help-count-kernel = Cómo se buscan las últimas filas: lo más rápido que ejecute esta CPU, la búsqueda en profundidad escalar, o dieciséis tableros a la vez con AVX-512
help-count-json = Escribir un objeto JSON en lugar de texto
help-count-kernel-best = AVX-512 si la CPU lo tiene; si no, escalar
help-count-kernel-scalar = Búsqueda en profundidad fila tras fila (funciona en todas partes)
help-count-kernel-avx512 = Búsqueda en anchura de las últimas filas, dieciséis tableros a la vez (x86-64 con AVX-512F)
