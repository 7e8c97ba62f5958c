# The core's errors (src/input.rs, src/params.rs, src/lib.rs's Error), English: the source
# every other language translates. The CLI prints them (src/l10n.rs's say) and the page shows
# them (www/i18n.js's say). Numbers are passed as numbers (limits written the language's way);
# $algorithm is an algorithm's name from the algorithms' catalog, as it is.
# Keep English byte-identical to the core's English (tests/errors.rs compares them).
# See docs/translating.md.

## A board size typed by a person (src/input.rs)

# $text: what was typed; $algorithm: the algorithm's name; $max: its largest n.
error-size-not-whole = board size “{ $text }” is not a whole number: { $algorithm } runs 1 to { $max }
# $n: the size given; $algorithm: the algorithm's name; $max: its largest n.
error-size-range = board size { $n } is out of range: { $algorithm } runs 1 to { $max }
# $n: 2 or 3; $algorithm: the algorithm's name.
error-size-no-solution = no solution exists on a { $n }×{ $n } board (Q({ $n }) = 0, OEIS A000170): { $algorithm } stops only at a solution

## A board given as columns (the address's queens=, the page's boards)

# $max: the most rows.
error-queens-rows = queens must be columns separated by commas (0 for an empty row), one per row from row 1, at most { $max } rows
# $text: the piece that is not a column.
error-queens-column = queens must be columns separated by commas (0 for an empty row), one per row from row 1; “{ $text }” is not a column
# $max: the most rows.
error-board-rows = a board of 1 to { $max } rows needs one column from 0 (empty) to n per row

## A seed typed by a person, or drawn (src/seed.rs)

# $text: what was typed; $max: the largest seed, 18446744073709551615, as digits (text).
error-seed-not-whole = seed “{ $text }” is not a whole number from 0 to { $max }
# $text: the digits typed; $max: as above.
error-seed-too-large = seed { $text } is larger than { $max }
# $error: the system's reason (its own words).
error-seed-no-source = no source of random seeds: { $error }

## An algorithm's parameters (src/params.rs)

# $algorithm: the algorithm's name; $name: the parameter given.
error-param-none = { $algorithm } takes no parameters (given “{ $name }”)
# $algorithm: the algorithm's name; $name: the parameter given; $names: its parameters, comma-separated.
error-param-unknown = { $algorithm } has no parameter “{ $name }”: its parameters are { $names }
# $name: the parameter.
error-param-twice = the parameter { $name } is given twice: give it once
# $piece: the piece of name=value&… that is not name=value.
error-param-not-pair = “{ $piece }” is not a parameter written name=value
# $name: the parameter; $text: the value given; $choices: the values it takes, comma-separated.
error-param-choice = { $name } “{ $text }”: choose one of { $choices }
# $name, $text: as above; $min, $max: the bounds (a number, or error-bound-n).
error-param-whole = { $name } “{ $text }”: choose a whole number from { $min } to { $max }
# $name, $text: as above; $min, $max: the bounds (error-bound-real, or error-bound-n).
error-param-real = { $name } “{ $text }”: choose a number from { $min } to { $max }
# $name, $text: as above. "on" and "off" are the values to type: keep them.
error-param-flag = { $name } “{ $text }”: choose on or off
# A bound that is the board size. $n: the board size.
error-bound-n = n = { $n }
# A bound that is the board size, not yet known.
error-bound-any-n = n
# A bound that is a real number, all its digits. $value: the number.
error-bound-real = { NUMBER($value, maximumFractionDigits: 20, useGrouping: "false") }

## An algorithm's own checks

# $k: the k given; $n: the board size.
error-queens-lv-k = k “{ NUMBER($k, useGrouping: "false") }”: choose a whole number from 0 to { NUMBER($n, useGrouping: "false") }, the rows of the { NUMBER($n, useGrouping: "false") } × { NUMBER($n, useGrouping: "false") } board
# $floor, $temperature, $cooling: the simulated annealing's parameters given.
error-annealing-floor = floor { NUMBER($floor, maximumFractionDigits: 20, useGrouping: "false") } must be below the starting temperature { NUMBER($temperature, maximumFractionDigits: 20, useGrouping: "false") } (and the cooling factor { NUMBER($cooling, maximumFractionDigits: 20, useGrouping: "false") } between 0 and 1): a run would stop before its first proposal
# Brassard & Bratley's table.
error-table-runs = the table needs at least one run
# $k: the k given; $n: the board size.
error-table-k = k “{ NUMBER($k, useGrouping: "false") }”: choose k from 0 to { NUMBER($n, useGrouping: "false") }

## The solvers' limits (src/lib.rs's Error)

# $n: the size given; $min, $max: the sizes the algorithm takes; $reason: one of error-reason-….
error-board-size = board size { NUMBER($n, useGrouping: "false") } is out of range: choose n from { NUMBER($min, useGrouping: "false") } to { NUMBER($max, useGrouping: "false") } ({ $reason })
# $n: 2 or 3.
error-no-solution = no solution exists on a { $n }×{ $n } board (Q({ $n }) = 0, OEIS A000170): a randomized search would restart forever
# $index: the task asked for; $n: the board size; $last: the last task's number.
error-no-such-task = there is no counting task { NUMBER($index, useGrouping: "false") } for n = { NUMBER($n, useGrouping: "false") }: its tasks are numbered 0 to { NUMBER($last, useGrouping: "false") }
# $what: what is wrong with the queens (not yet in the catalogs).
error-prefix = cannot start from these queens: { $what }
# An error no person can reach (a programming error), in English. $text: the English.
error-untranslated = { $text }

## Why an algorithm's boards are limited (error-board-size's $reason)

error-reason-permutation-swap = permutation vectors used grow as n²
error-reason-count = counting all solutions takes hours beyond that
error-reason-backtracking = backtracking keeps each row in a 64-bit bitboard
error-reason-brassard-bratley = the exact table enumerates every promising vector
error-reason-qs1 = time: about half a minute at 10,000,000
error-reason-hill-climbing = a step weighs all n(n − 1) successors
error-reason-queens-lv = the page's animated board, and k's range
error-reason-memory = memory: about 6 bytes per queen
error-reason-csp = backtracking with inference, MRV or LCV numbers each removed square with one byte
error-reason-genetic = beyond 8 queens the plain genetic algorithm takes millions of children
error-reason-simulated-annealing = its random board and its steps stay small
error-reason-construction = memory for the columns
error-reason-random-placement = each trial costs n² and trials grow with n

## The page's own checks (src/refusals.rs, for src/bindings.rs)

# $n: the board's rows; $given: the columns given.
error-board-columns = a board of { NUMBER($n, useGrouping: "false") } rows needs { NUMBER($n, useGrouping: "false") } columns, not { NUMBER($given, useGrouping: "false") }
# $megabytes: the memory asked for; $n: the queens; $algorithm: the algorithm's name; $perQueen: its bytes a queen.
error-memory-refused = the browser did not grant the { $megabytes } MB of memory that { $n } queens need with { $algorithm } (about { $perQueen } bytes per queen): choose a smaller board
# $name: the counting kernel asked for; $kernels: those this build runs, comma-separated (ids: keep them).
error-count-kernel = no counting kernel “{ $name }”: choose one of { $kernels }
# $error: the browser's own words (its canvas drawing the large board's scaled view).
error-canvas-image = the canvas refused the image: { $error }
# $start: the move an exercise's step was asked at, after the run's end.
error-no-question = the run asks nothing after move { NUMBER($start, useGrouping: "false") }
# $mastery: the pass mark given (a SCORM package's), as a number.
error-mastery = a mastery score is a whole percentage from 0 to 100, not { NUMBER($mastery, maximumFractionDigits: 20, useGrouping: "false") }
