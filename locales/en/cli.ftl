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

## Every command

# An error of ours on standard error (clap's usage errors keep clap's own "error:").
# $message: what went wrong, a message of the catalogs.
cli-error = error: { $message }
# A file the CLI could not write (solve --out, exercise scorm, lesson scorm), said
# inside cli-error. $path: the file; $error: the system's reason (its own words).
cli-write-error = writing { $path }: { $error }

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
# $id: the algorithm given; $ids: the algorithms' ids, comma-separated.
cli-bench-algorithm = unknown algorithm “{ $id }”: choose from { $ids }
cli-bench-n = n in “{ $case }” is not a number

## nqueens papers: our measurements beside the published tables
# Column headings are short (the tables are wide); a heading longer than its column widens it.
# Symbols (n, k, p, s, e, t), the authors' names, AIMA, BT, FC, MRV and queensLV stay.

# Sosič & Gu's Tables 2–5. $seed: the master seed (digits).
papers-sosic-gu-heading = Sosič & Gu (1991), Tables 2–5: ours (master seed { $seed }) | paper
papers-col-collisions = collisions/n
papers-col-paper = paper
papers-col-diagonal = diag min-max
papers-col-first = 1st ok
papers-col-pairs = pairs tested
papers-col-swaps = swaps tested
papers-rolfe-heading = Rolfe (2006), 1000-queens: four runs each, ours | paper
papers-rolfe-one = permutation vectors (Algorithm One)
papers-rolfe-two = trials (Algorithm Two)
# $what: papers-rolfe-one or papers-rolfe-two; $ours, $paper: the four runs' counts, each
# written already, comma-separated; $seconds: the time the four runs took.
papers-rolfe-row = { $what }: { $ours } | { $paper }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
# AIMA §4.1.1's hill climbing. $climbs: climbs behind each row; $seed: the master seed (digits).
papers-aima-heading = Russell & Norvig, AIMA §4.1.1, 8-queens: ours ({ NUMBER($climbs, useGrouping: "false") } climbs, master seed { $seed }) | book
papers-aima-solved = solved
papers-book = book
papers-aima-moves-solved = moves solved
papers-aima-moves-stuck = moves stuck
# A row: $sideways, the consecutive sideways moves allowed (0: none).
papers-aima-climb = { $sideways ->
        [0] steepest ascent
       *[other] with { $sideways } sideways moves
    }
papers-aima-note = (± one standard error; random-restart climbs and moves: nqueens compare --algorithms hill-climbing --n 8)
papers-figure-heading = AIMA 2nd ed. Figure 5.5, n-queens n = 2 to 50, median consistency checks: ours | book
# A row: $column, the figure's column (0 to 4).
papers-figure-column = { $column ->
        [0] Backtracking
        [1] BT + MRV
        [2] Forward checking
        [3] FC + MRV
       *[4] Min-conflicts
    }
# Thousands of checks. $value: the number of thousands.
papers-thousands = { $value }K
papers-figure-not-checks = (min-conflicts counts conflicts, not checks: nqueens compare)
# $over: the sizes whose search passed the cap; $cap: the cap (papers-thousands); $seconds: the time taken.
papers-figure-over = ({ $over } of 49 sizes above { $cap }; { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-figure-note = A check here tests whether queens on two squares of different rows attack each other (see the book's command-line page, docs/command-line.md).
# Brassard & Bratley's queensLV table. $n: the board size; $runs: the runs behind each
# measured row; $seed: the master seed (digits); $book: "yes" when the book's column is shown.
papers-bb-heading = Brassard & Bratley (1996), §10.6.3, queensLV on { $n } × { $n }: exact | measured ({ $runs } runs a row, master seed { $seed }){ $book ->
        [yes] {""} | book
       *[no] {""}
    }
papers-bb-what = k random rows, then backtracking; nodes: the empty board once per trial, and each queen placed
papers-bb-measured = measured
# $k: the best k exactly; $t: its nodes per solution, written already; $measured: the best k
# measured; $withbook: "yes" when the book's is given, as $book; $seconds: the time taken.
papers-bb-best = Best k: { $k } exactly (t = { $t } nodes), { $measured } measured{ $withbook ->
        [yes] , { $book } in the book
       *[no] {""}
    }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } s)
papers-bb-legend = (p: successful trials ÷ trials; s, e: nodes of a successful or failed trial; t = s + (1 − p)/p · e, nodes per solution)

## clap's usage errors (src/cli/usage.rs), said in clap's layout inside cli-error, with
## help-clap-usage's title before the usage line. English itself is clap's own rendering
## (these messages are the source of the translations, and the pseudo-locale's).

# The last line. $help: the help flag (--help).
cli-clap-more = For more information, try '{ $help }'.
# A value or a name quoted in a list (the tips).
cli-clap-quoted = '{ $text }'
# Between the items of a list: "a, b".
cli-clap-list-separator = { ", " }
# A tip under the error. $values: the names, quoted and listed; $count: how many.
cli-clap-tip-similar-subcommand = tip: { $count ->
        [one] a similar subcommand exists
       *[other] some similar subcommands exist
    }: { $values }
cli-clap-tip-similar-argument = tip: { $count ->
        [one] a similar argument exists
       *[other] some similar arguments exist
    }: { $values }
cli-clap-tip-similar-value = tip: { $count ->
        [one] a similar value exists
       *[other] some similar values exist
    }: { $values }
# $arg: what was typed, as --x.
cli-clap-tip-escape = tip: to pass '{ $arg }' as a value, use '-- { $arg }'
# $arg: a subcommand's flag, as "count --n".
cli-clap-tip-exists = tip: '{ $arg }' exists
cli-clap-tip-double-dash = tip: subcommand '{ $subcommand }' exists; to use it, remove the '--' before it
# $arg: the argument as typed or as the usage names it (--seed <SEED>); $value: the value given.
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
cli-clap-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
# $command: the command given without one ("nqueens"); then its subcommands, listed.
cli-clap-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
cli-clap-subcommands = [subcommands: { $values }]
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-clap-value-required = a value is required for '{ $arg }' but none was supplied
# $invalid: cli-clap-invalid-value; $reason: why (cli-clap-number-…, cli-clap-not-in-…).
cli-clap-invalid-value-because = { $invalid }: { $reason }
# Followed by the arguments, one per line.
cli-clap-missing-arguments = the following required arguments were not provided:
cli-clap-argument-repeated = the argument '{ $arg }' cannot be used multiple times
# $other: the argument given before.
cli-clap-argument-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
# Followed by the arguments, one per line.
cli-clap-argument-conflict-list = the argument '{ $arg }' cannot be used with:
cli-clap-argument-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
# $expected, $actual: numbers of values.
cli-clap-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
# Why a whole number did not parse.
cli-clap-number-empty = cannot parse integer from empty string
cli-clap-number-invalid-digit = invalid digit found in string
cli-clap-number-too-large = number too large to fit in target type
cli-clap-number-too-small = number too small to fit in target type
# A number out of its range. $value: the number given; $low, $high: the bounds (included).
cli-clap-not-in-range = { $value } is not in { $low }..={ $high }
cli-clap-not-at-least = { $value } is not in { $low }..
