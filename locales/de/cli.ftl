# Die Kommandozeile, auf Deutsch. Übersetzt aus locales/en/cli.ftl (siehe docs/translating.md).
# „Fundamentale Lösungen“: die bis auf Drehung und Spiegelung verschiedenen Lösungen.

## nqueens count

count-solutions = Q({ $n }) = { $solutions } { $solutions ->
        [one] Lösung
       *[other] Lösungen
    } auf einem { $n }×{ $n }-Brett (OEIS A000170)
count-fundamental = { $fundamental } { $fundamental ->
        [one] fundamentale Lösung
       *[other] fundamentale Lösungen
    }, eine je Klasse unter Drehung und Spiegelung (OEIS A002562)
count-elapsed = Dauer: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms ({ $threads } { $threads ->
        [one] Thread
       *[other] Threads
    }, Kernel { $kernel })
count-progress = Aufgaben (erste Zeilen fest)
count-no-avx512 = --kernel avx512: Dieser Prozessor hat kein AVX-512F (versuchen Sie --kernel scalar)

## The --lang option

lang-unknown = --lang { $tag }: Für diese Sprache gibt es keinen Katalog; die CLI spricht { $available }
