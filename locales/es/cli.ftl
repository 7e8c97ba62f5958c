# La línea de órdenes, en español. Traducido de locales/en/cli.ftl (ver docs/translating.md).
# «Solución fundamental» como en la literatura del problema de las reinas en español
# (soluciones distintas salvo rotaciones y reflexiones).

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
