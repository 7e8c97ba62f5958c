# The command line (src/cli/), English: the source every other language translates.
# Numbers are passed as numbers: the CLI writes them the language's way (src/cli/i18n.rs).
# Keep English byte-identical to what the CLI printed before the catalog (tests/cli.rs).
# See docs/translating.md.

## nqueens count

# $n: the board size; $solutions: Q(n), the number of solutions (OEIS A000170).
count-solutions = Q({ $n }) = { $solutions } solutions on a { $n }×{ $n } board (OEIS A000170)
# $fundamental: the solutions, one per class under rotation and reflection (OEIS A002562).
count-fundamental = { $fundamental } fundamental solutions, one per class under rotation and reflection (OEIS A002562)
# $ms: the time taken in milliseconds; $threads: worker threads; $kernel: "scalar" or "avx512".
count-elapsed = Elapsed: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms ({ $threads } { $threads ->
        [one] thread
       *[other] threads
    }, { $kernel } kernel)
# The progress bar's unit, on a terminal.
count-progress = tasks (first rows fixed)
count-no-avx512 = --kernel avx512: this CPU has no AVX-512F (try --kernel scalar)

## The --lang option

lang-unknown = --lang { $tag }: no catalog for this language; the CLI speaks { $available }
