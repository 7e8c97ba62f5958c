# The command line (src/cli/), English: the source every other language translates.
# Numbers are passed as numbers: the CLI writes them the language's way (src/l10n.rs).
# Algorithm names, counter labels and units come from the algorithms' catalog (data here).
# Keep English byte-identical to what the CLI printed before the catalog (tests/cli.rs).
# See docs/translating.md.

## nqueens count

# $n: the board size; $solutions: Q(n), the number of solutions (OEIS A000170). "an 8×8",
# "an 11×11", "an 18×18" (said with a vowel), "a" before the other sizes.
count-solutions = Q({ $n }) = { $solutions } { $solutions ->
        [one] solution
       *[other] solutions
    } on { $n ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { $n }×{ $n } board (OEIS A000170)
# $fundamental: the solutions, one per class under rotation and reflection (OEIS A002562).
count-fundamental = { $fundamental } fundamental { $fundamental ->
        [one] solution
       *[other] solutions
    }, one per class under rotation and reflection (OEIS A002562)
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

## nqueens solve

# The first line. $title: the algorithm's name; $n: the board size.
cli-solve-title = { $title }, { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") } board
# $seed: the run's seed (digits, shown as they are).
cli-solve-seed = Seed: { $seed }
# $n: the board size (at most 64); $columns: the 1-based columns, comma-separated.
cli-solve-solution = Solution (columns of rows 1..{ $n }): { $columns }
# A solution too long to print. $n: the board size.
cli-solve-found = Solution found (use --out PATH or --json for its { NUMBER($n, useGrouping: "false") } columns)
cli-solve-exhausted = No solution: the search was exhausted
# One counter. $label: its name (as "Attempted placements"); $value: its count.
cli-solve-counter = { $label }: { $value }
# $rows: one cli-solve-row per row, joined by ", ".
cli-solve-per-row = Attempts per row: { $rows }
# $row: the 1-based row; $attempts: squares tried in it.
cli-solve-row = row { $row }: { $attempts }
# $ms: the time taken in milliseconds.
cli-solve-elapsed = Elapsed: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ms
# The spinner's text on a terminal. $label: a counter's name, lower case; $value: its count.
cli-solve-progress = { $label } { $value }
# $path: the file; $error: the system's reason.
cli-solve-write-error = error: writing { $path }: { $error }

## nqueens algorithms

# $title: the algorithm's name; $randomized: "yes" or "no"; $max: its largest n.
cli-algorithms-title = { $title } ({ $randomized ->
        [yes] seeded
       *[no] deterministic
    }; n up to { NUMBER($max, useGrouping: "false") })
# $attempt: what an attempt is ("squares tried"); $tries: what a try is ("runs").
cli-algorithms-units = attempts are { $attempt }, tries are { $tries }
# $name: the parameter; $values: what it takes ("a|b", "0..=1000", "on|off"); $default: its default; $changes: what it changes.
cli-algorithms-param = --param { $name }={ $values } (default { $default }): { $changes }

## nqueens compare

# $n: the board size; $trials: runs per algorithm; $seed: the master seed (digits).
cli-compare-heading = n = { NUMBER($n, useGrouping: "false") }, { NUMBER($trials, useGrouping: "false") } runs per algorithm, master seed { $seed }
# The table's column headings.
cli-compare-algorithm = algorithm
cli-compare-runs = runs
cli-compare-mean = mean attempts
cli-compare-median = median
cli-compare-p90 = p90
cli-compare-max = max
cli-compare-tries = mean tries
cli-compare-success = one-try success
# $id: the algorithm's id; $attempt, $tries: its units.
cli-compare-units = { $id }: attempts are { $attempt }, tries are { $tries }
# On standard error, while the runs are timed.
cli-compare-timing = timing the runs…
# $id: the algorithm's id; $time: cli-timing-time or cli-timing-busy; $ms: the comparison's runs' wall-clock milliseconds, already written with one decimal.
cli-compare-time = { $id }: CPU time per run { $time } (the comparison's runs took { $ms } ms)
# $path: the CSV file; $error: the system's reason.
cli-compare-csv-error = error: cannot write { $path }: { $error }
# $runs: the runs written; $path: the CSV file.
cli-compare-csv-wrote = wrote { NUMBER($runs, useGrouping: "false") } runs to { $path }
# The progress bar's unit, on a terminal.
cli-progress-runs = runs
# $ids: the chosen algorithms' ids, comma-separated; $name: the parameter given.
cli-param-unknown = none of { $ids } takes the parameter “{ $name }” (see nqueens algorithms)
# $algorithm: the algorithm's id; $error: the core's error.
cli-algorithm-error = { $algorithm }: { $error }
# $text: what was given to --param.
cli-param-not-pair = “{ $text }” is not NAME=VALUE
# On standard error. $seed: the master seed drawn (digits).
cli-master-seed = master seed: { $seed }

## The CPU time per run (compare, on standard error)

# $best, $median, $max: times, already written with their digits; $unit: "us" (written µs) or "ms".
cli-timing-spread = median { $median }, range { $best }–{ $max } { $unit ->
        [us] µs
       *[ms] ms
    }
# $best: the time; $unit: "us" (written µs) or "ms"; $batches: batches timed; $spread: cli-timing-spread.
cli-timing-time = { $best } { $unit ->
        [us] µs
       *[ms] ms
    } (best of { $batches } batches; { $spread })
# $batches: batches timed; $ratio: median ÷ fastest, $limit: the most that ratio may be (both already written with one decimal); $spread: cli-timing-spread.
cli-timing-busy = too busy to time: the median of { $batches } batches took { $ratio } × the fastest (over { $limit } ×); { $spread }

## nqueens sweep

# $trials: runs per algorithm and size; $seed: the master seed (digits).
cli-sweep-heading = mean attempts per run, { NUMBER($trials, useGrouping: "false") } runs per algorithm and size, master seed { $seed }
# The first column's heading: the board size.
cli-sweep-n = n
# A cell where the algorithm cannot run (n = 2, 3).
cli-sweep-no-solution = no solution
# $from, $to: the range given.
cli-sweep-from-to = --from { NUMBER($from, useGrouping: "false") } is larger than --to { NUMBER($to, useGrouping: "false") }

## nqueens bench (for cargo xtask bench)

# $case: what was given.
cli-bench-case = case “{ $case }” is not algorithm:n
cli-bench-n = n in “{ $case }” is not a number
