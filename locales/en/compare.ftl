# The Compare view (index.html's #compare-view, www/compare*.js, charts.js, lab-jobs.js,
# timing.js), the exports' messages and the offline message, in English: the source every
# language translates (docs/translating.md). Terms as in locales/en/page.ftl's sources; the
# papers' words as the papers write them (Sosič & Gu 1991; Rolfe; Russell & Norvig, AIMA;
# Brassard & Bratley, Fundamentals of Algorithmics).
#
# A message with an attribute per child element (`.hint`, `.term`) holds markup: its
# variable of that name is where the child stands (www/compare-l10n.js); keep each variable
# once. Numbers given already written (a time, a share) are text: the page wrote them the
# language's way (shared.js's format).

## The form

compare-title = Compare algorithms
compare-intro = Many seeded runs of each algorithm, spread over background workers ({ $worker }, one per processor core) so the page stays responsive. Each run's { $seed } comes from the { $master }: the same master seed gives the same numbers every time, on any computer.
    .worker = Web Workers
    .seed = seed
    .master = master seed
# $hint: the hint after the label.
compare-n = Size n { $hint }
    .hint = (an n × n board)
compare-algorithms = Algorithms
compare-trials = Runs per algorithm
compare-seed = Master seed { $hint }
    .hint = (blank draws one)
compare-run = Run comparison
compare-cancel = Cancel
compare-progress =
    .aria-label = Progress of the running job
compare-status-start = Choose algorithms and press Run comparison.
# The group of an algorithm's parameters under its checkbox; $algorithm: its name.
compare-params-group =
    .aria-label = { $algorithm }’s parameters

## The status line

compare-tick = Tick at least one algorithm.
compare-param-refused = A parameter does not fit this board: see the message under it.
# $total: runs in all; $workers: the workers (1 to 16).
compare-status-running = Running { $total } runs on { $workers } { $workers ->
        [one] worker
       *[other] workers
    }…
# $algorithm: its name; $batch, $batches: numbers.
compare-status-timing = Timing { $algorithm }: batch { $batch } of { $batches }…
compare-status-progress = Running… { $done } of { $total } runs.
# $error: what went wrong (in the browser's words).
compare-failed = The comparison failed: { $error }
# $seconds: written already (one decimal); $seed: the master seed; $busy: the sentence on
# the algorithms too busy to time (compare-busy-note, after a space) or nothing.
compare-status-done = Done: { $total } runs in { $seconds } s, master seed { $seed }.{ $busy }
# A field read from the address that does not read: $error, its message; $field: the
# address's word for it (n, trials, seed).
compare-address-error = { $error } (the { $field } in the address).
# The master seed's problem: $error, the core's words ("seed must be …").
compare-seed-error = Master { $error }, or blank.
# $job: which job was cancelled.
compare-cancelled = { $job ->
        [race] Cancelled the race.
        [sweep] Cancelled the sweep.
        [count] Cancelled the count.
        [papers] Cancelled the papers tables.
        [rolfe] Cancelled the Rolfe table.
        [aima] Cancelled the AIMA tables.
        [queenslv] Cancelled the queensLV table.
       *[comparison] Cancelled the comparison.
    } Nothing else is running.
compare-worker-failed = a worker failed
# A list of names: $list, all but the last (joined by ", "); $last, the last one.
compare-list-and = { $list } and { $last }
compare-list-or = { $list } or { $last }
compare-list-separator = {", "}

## The summary

compare-summary-title = Summary
compare-summary-region =
    .aria-label = Summary table (scrolls sideways when narrow)
compare-col-algorithm = Algorithm { $unit }
    .unit = and its units
compare-col-runs = Runs
compare-col-mean = Mean attempts
compare-col-median = Median
compare-col-p90 = 90th pct.
compare-col-max = Max
compare-col-tries = Tries per run { $unit }
    .unit = in its unit
compare-col-success = One-try success { $unit }
compare-col-success-unit = ± 1 { $term }
    .term = standard error
compare-col-time = CPU time per run
# $units: the algorithms' attempt units, by unit, written by the page.
compare-units-attempts = { $attempts } are counted in each algorithm's own unit, named under its name: { $units }. A square tried is not a queen placed, so compare attempts within one algorithm (across seeds or board sizes); compare algorithms with each other by { $time }, measured in the same workers.
    .attempts = Attempts
    .time = CPU time per run
compare-units-tries = { $tries } are the fresh starts within a run: { $units }. { $success } is the share of tries that end in a solution (runs ÷ tries); the ± is one standard error, √(p(1 − p) / tries). Deterministic algorithms (backtracking) give the same run every time: they run once, and their CPU time is that one run's.
    .tries = Tries
    .success = One-try success
compare-units-time = { $time } is the best of several timed batches (5 to 15): each worker repeats its runs inside the core, in calls of 2 ms or more (20 times the timer's 0.1 ms; a long share of runs in parts of about that length), once its code has warmed up. A batch the computer interrupted for other work only looks slower, so the best batch gives the time, and the batches' median and range (best to slowest) are its spread, shown under it: a rerun agrees within it. When the median batch took over 1.5 times the best, most batches were slowed by other work: the cell says { $busy } instead of a number, and so does the status line; run again when the computer is quieter.
    .time = CPU time per run
    .busy = too busy to time
# Under an algorithm's name: the units of its attempts and of its tries.
compare-units-of = attempts: { $attempts }; tries: { $tries }
# The mean tries' note: $value, the expected tries (1/p); $error, its standard error.
compare-expected-exact = expected { $value } (1/p, exact)
compare-expected-measured = expected { $value } ± { $error } (1/p, measured)
# A deterministic algorithm's time: $note, the time's note; $repeats, the passes a batch.
compare-time-deterministic = { $note } (deterministic: its one run, { $repeats ->
        [one] once
       *[other] { $repeats } times
    } a batch)
compare-copy = Copy summary
compare-csv = Download CSV of every run
compare-copied = Summary copied (tab-separated: paste into a spreadsheet).
compare-selected = Summary selected: press Ctrl+C to copy it.
# Copy summary's first line: $n, $trials (numbers as the form has them), $seed.
compare-summary-heading = N-Queens comparison: n = { $n }, { $trials } runs per algorithm, master seed { $seed }
# Copy summary's columns (tab-separated).
compare-summary-columns = algorithm	attempt unit	tries unit	runs	mean attempts	median	90th pct.	max	tries per run	expected tries	one-try success	± 1 standard error	CPU time per run (ms, best batch)	median batch (ms per run)	slowest batch (ms per run)	timed batches	too busy to time

## The CSV of every run: its header row follows the language, its data does not. One
## column a message: no comma in any.

compare-csv-algorithm = algorithm
compare-csv-n = n
compare-csv-run = run
compare-csv-seed = seed
compare-csv-attempts = attempts
compare-csv-attempt-unit = attempt_unit
compare-csv-tries = tries
compare-csv-tries-unit = tries_unit
compare-csv-solved = solved
compare-csv-cpu-ms-per-run = cpu_ms_per_run
compare-csv-cpu-ms-median = cpu_ms_median
compare-csv-cpu-ms-max = cpu_ms_max
compare-csv-cpu-batches = cpu_batches
compare-csv-cpu-too-busy = cpu_too_busy

## Times (timing.js)

# $value: written already; $unit: compare-unit-ms or compare-unit-us.
compare-time = { $value } { $unit }
compare-unit-ms = ms
compare-unit-us = µs
compare-time-not-timed = not timed
compare-time-busy = too busy to time
# $batches: how many batches were timed.
compare-batches = { $batches } { $batches ->
        [one] batch
       *[other] batches
    }
# The spread of a time: $median, $best, $max written already in $unit.
compare-time-spread = median { $median }, range { $best }–{ $max } { $unit }
# $batches: compare-batches; $spread: compare-time-spread.
compare-time-best-note = best of { $batches }; { $spread }
# $ratio, $limit: written already.
compare-time-busy-note = the machine was too busy: the median of { $batches } took { $ratio } × the fastest (over { $limit } ×); { $spread }
# $names: the algorithms (compare-list-and).
compare-busy-note = The machine was too busy for the CPU time of { $names } to mean anything (the median timed batch over { $limit } × the fastest): run again when it is quieter.

## The histogram

compare-hist-title = Runs by attempts or by tries
compare-hist-hint = One algorithm at a time, in its own unit: a square tried is not a queen placed, so two algorithms' attempts never share an axis (compare them by CPU time per run).
compare-hist-of = Histogram of
compare-hist-counting = counting
compare-hist-attempts = attempts
compare-hist-tries = tries (trials, permutations, starts)
compare-hist-placeholder = The histogram appears after a comparison.
compare-hist-canvas =
    .aria-label = Histogram of attempts per run, log scale
compare-save-png = Save chart as PNG
# $algorithm: its name; $unit: the unit counted (the registry's words).
compare-hist-label = { $algorithm }: runs by { $unit } per run
# $p: a try's odds, written already; $expected: the tries a run needs on average.
compare-hist-expected-exact = expected if tries are geometric with p = { $p } (exact): { $expected } a run on average
compare-hist-expected-measured = expected if tries are geometric with p = { $p } (measured): { $expected } a run on average
compare-hist-aria = Histogram of { $unit } per run for { $algorithm }, log scale
compare-hist-aria-deterministic = Histogram of { $unit } per run for { $algorithm }, log scale: deterministic, every run the same
compare-hist-x = { $unit } per run (log scale)
compare-hist-y = runs
compare-hist-chart-title = { $algorithm }: { $unit } per run
compare-hist-chart-title-deterministic = { $algorithm }: { $unit } per run (deterministic: every run the same)
# $n, $runs: numbers; $seed: the master seed.
compare-hist-chart-subtitle = n = { $n }, { $runs } runs, master seed { $seed }
compare-charts-missing = Charts need Chart.js in www/node_modules: run “cargo xtask serve”, which installs it.

## The sweep

compare-sweep-title = Sweep over n
compare-sweep-to = n from 4 to
compare-sweep-runs = runs per size
compare-sweep-run = Run sweep
compare-sweep-of = Sweep of
compare-sweep-time = CPU time per run (every algorithm)
compare-sweep-placeholder = The chart appears after a sweep.
compare-sweep-canvas =
    .aria-label = CPU time per run against n, log scale
compare-sweep-failed = The sweep failed: { $error }
compare-sweep-progress = Sweep: n = { $n } of { $to } done.
# $busy: compare-sweep-busy after a space, or nothing.
compare-sweep-done = Sweep done: n = 4 to { $to }, { $runs } runs per size, master seed { $seed }.{ $busy }
# $algorithm: its name; $sizes: the board sizes, joined by ", ".
compare-sweep-busy-at = { $algorithm } at n = { $sizes }
# $which: the compare-sweep-busy-at of each algorithm, joined by "; ".
compare-sweep-busy = The machine was too busy for the CPU time of { $which } to mean anything (the median timed batch over { $limit } × the fastest; drawn as crosses): run again when it is quieter.
# $unit: an algorithm's attempt unit; $algorithm: its name.
compare-sweep-mean-of = mean { $unit }: { $algorithm }
compare-sweep-axis-time = CPU ms per run
compare-sweep-axis-mean = mean { $unit }
compare-sweep-aria-time = CPU time per run against n, log scale
compare-sweep-aria-mean = mean { $unit } against n, log scale
compare-sweep-x = board size n
# $what: compare-sweep-axis-time or compare-sweep-axis-mean.
compare-sweep-y = { $what } (log)
compare-sweep-chart-title-time = CPU time per run against n (best of the timed batches)
compare-sweep-chart-title-mean = { $algorithm }: mean { $unit } against n
compare-sweep-chart-subtitle = { $runs } runs per size, master seed { $seed }

## The papers

compare-papers-title = Papers side by side
compare-papers-sosic-gu = Sosič & Gu (1991), Tables 2–5: collisions per queen in a random permutation (100 permutations), the most queens on one diagonal, first-permutation successes and pairs and swaps tested (10 QS1 runs). The page measures n = 10 to 10,000; the project's { $cli } does the papers' larger sizes and Rolfe's n = 1000 tables.
    .cli = command-line tool
compare-papers-run = Measure Tables 2–5
compare-rolfe-run = Rolfe's n = 1000, Algorithm One
compare-aima-run = AIMA's numbers
compare-papers-region =
    .aria-label = Papers table (scrolls sideways when narrow)
compare-papers-col-n = n
compare-papers-col-collisions = Collisions / n
compare-papers-col-paper = Paper
compare-papers-col-diagonal = Most on a diagonal
compare-papers-col-first = 1st permutation
compare-papers-col-pairs = Pairs tested
compare-papers-col-swaps = Swaps tested
compare-papers-aima = Russell & Norvig, { $book }: §4.1.1's hill climbing on 8-queens (one climb from each of 5,000 random boards, no restarts) and the 2nd edition's Figure 5.5, the median consistency checks of backtracking's searches for n = 2 to 50 (a check tests whether queens on two squares of different rows attack each other; the book does not define its own, so the sizes differ while the order agrees).
    .book = AIMA
compare-aima-region =
    .aria-label = AIMA table (scrolls sideways when narrow)
compare-aima-col-measure = Measure
compare-aima-col-book = Book
compare-aima-col-ours = Ours
compare-papers-bb = Brassard & Bratley, { $book } (1996), §10.6.3: queensLV puts k queens at random, row by row, then backtracking completes the board; a failed trial starts again. For each k, the probability p that a trial succeeds, the nodes of a successful trial s and of a failed one e (a node: the empty board once per trial, and each queen placed), and the nodes per solution t = s + (1 − p)/p · e: exact (every random choice enumerated), measured over 10,000 seeded runs (± one standard error) and, for 8 queens, the book's.
    .book = Fundamentals of Algorithmics
compare-bb-board = queensLV board
compare-bb-run = Brassard & Bratley's queensLV
compare-bb-region =
    .aria-label = queensLV table (scrolls sideways when narrow)
compare-bb-col-k = k
compare-bb-col-p = p { $unit }
    .unit = trial succeeds
compare-bb-col-s = s { $unit }
    .unit = nodes, success
compare-bb-col-e = e { $unit }
    .unit = nodes, failure
compare-bb-col-t = t { $unit }
    .unit = nodes per solution
compare-bb-exact = exact
compare-bb-measured = meas.
compare-bb-book = book
# $to: the largest n (10,000).
compare-papers-status = Measuring Sosič & Gu Tables 2–5 at n = 10 to { $to }…
compare-papers-failed = The tables failed: { $error }
compare-papers-done = Tables 2–5 measured with master seed { $seed }.
# A count out of a whole: "7 of 10".
compare-of = { $part } of { $whole }
compare-rolfe-status = Rolfe, n = 1000: four runs of Algorithm One (about ten seconds per run)…
compare-rolfe-failed = The table failed: { $error }
# $ours, $rolfe: the permutation vectors of each run, written already and joined by ", ".
compare-rolfe-result = Permutation vectors used at n = 1000 — ours: { $ours }; Rolfe's: { $rolfe }. Algorithm Two (about 90 s): nqueens papers --rolfe.
compare-rolfe-done = Rolfe's table measured with master seed { $seed }.
# $climbs: climbs per row.
compare-aima-status = Measuring AIMA's numbers: { $climbs } climbs each, and Figure 5.5 for n = 2 to 50 (up to 40 million checks each)…
compare-aima-failed = The AIMA tables failed: { $error }
compare-aima-done = AIMA's numbers measured with master seed { $seed }.
# A share as a percentage: $value, written already.
compare-percent = { $value } %
# Thousands of checks: $value, written already.
compare-thousands = { $value }K
# AIMA §4.1.1's climbs: $sideways, the sideways moves allowed (0: steepest ascent).
compare-aima-climb = 8-queens, { $sideways ->
        [0] steepest ascent
       *[other] with { $sideways } sideways moves
    }
# $climb: compare-aima-climb.
compare-aima-solved = { $climb }: solved
compare-aima-moves = { $climb }: moves when it solves / gets stuck
# Figure 5.5's columns, by their place: $column 0 to 4.
compare-aima-check = Figure 5.5: { $column ->
        [0] Backtracking
        [1] BT + MRV
        [2] Forward checking
        [3] FC + MRV
       *[4] Min-conflicts
    }
compare-aima-not-checks = — (it counts repair moves, not checks)
compare-aima-sizes = { $done } of { $sizes } sizes…
# $median: compare-thousands, or compare-aima-over; $over: sizes above the cap.
compare-aima-median = { $median } ({ $over } of 49 sizes above 40,000K)
compare-aima-over = > 40,000K
compare-bb-status = Brassard & Bratley's queensLV on { $n } × { $n }: { $runs } runs for each k = 0 to { $n }…
compare-bb-failed = The queensLV table failed: { $error }
# $k: the best k exactly, $t: its nodes per solution (written already), $measured: the best k
# measured.
compare-bb-result = Best k on { $n } × { $n }: { $k } exactly (t = { $t } nodes per solution), { $measured } measured.
compare-bb-result-book = Best k on { $n } × { $n }: { $k } exactly (t = { $t } nodes per solution), { $measured } measured, { $book } in the book.
compare-bb-done = queensLV's table measured with master seed { $seed }.

## The count

compare-count-title = Count all solutions
compare-count-text = Q(n) by bitboard backtracking that visits one solution of each class under the eight symmetries of the square (rotations and reflections), one task per placement of the first rows, spread over the workers. Compared with the published counts, { $oeis } A000170 (all solutions) and A002562 (fundamental solutions).
    .oeis = OEIS
compare-count-n = n (1 to 17)
compare-count-kernel = kernel
compare-kernel-simd128 = 16 boards at once (SIMD128 vectors)
compare-kernel-scalar = one board at a time (scalar)
compare-count-run = Count
compare-count-status = Counting Q({ $n }) in { $tasks } tasks on { $workers } workers…
compare-count-failed = The count failed: { $error }
# $value: our count; $known: OEIS's; $sequence: its A-number.
compare-count-matches = { $value } — matches OEIS { $sequence }
compare-count-differs = { $value } — differs from { $known } in OEIS { $sequence }
# $total, $fundamental: compare-count-matches or -differs; $seconds: written already.
compare-count-result = Q({ $n }) = { $total }. Fundamental solutions (one per class under rotation and reflection): { $fundamental }. { $seconds } s with the { $kernel ->
        [simd128] SIMD128
       *[scalar] scalar
    } kernel.
compare-count-done = Counted Q({ $n }) in { $seconds } s.

## The race

compare-race-title = Parallel { $term }
    .term = Las Vegas
compare-race-text = Rolfe's “Parallel Execution”: race several workers with different seeds on one board; the first solution stops the others. Compared with one worker running the first seed alone.
compare-race-algorithm = Algorithm to race
compare-race-n = n
compare-race-workers = workers
compare-race-run = Race
compare-race-params =
    .aria-label = The raced algorithm’s parameters
# $algorithm: its name; $max: the largest n it runs; $was: the n asked.
compare-race-fit = { $algorithm } runs boards up to n = { $max }: n was { $was }, now { $max }.
compare-race-alone = Race { $race } of { $races }: one worker alone on { $algorithm }, n = { $n }…
compare-race-many = Race { $race } of { $races }: { $workers } workers with different seeds…
compare-race-failed = The race failed: { $error }
# $median, $low, $high: speed-ups written already; $wall, $alone: milliseconds written
# already; $tries: the winner's tries with their unit.
compare-race-result = { $workers } workers, { $races } races: median speed-up { $median }× (range { $low }–{ $high }×) over one worker alone on each race's first seed. Independent Las Vegas runs finish about { $workers } times sooner on average; one race alone can be far luckier or unluckier. Race 1: worker { $winner } won in { $wall } ms (seed { $seed }, { $tries }); alone (seed { $aloneSeed }): { $alone } ms.
# $algorithm: its name; $params: its parameters in words; $result: compare-race-result.
compare-race-result-params = { $algorithm } with { $params }: { $result }
compare-race-done = Race done.

## Exports (exports.js: the board as a PNG, a video or a GIF, a link to the move)

# $move: the move, written already.
compare-export-png = Saved the board at move { $move } as a PNG.
compare-export-file-link = This page was opened from a file, so a link would open only on this computer. Students can open the same file and go to this move on the timeline; or put dist/ on a web host (the guide for teachers says how) and share its address.
# $link: the address of the move.
compare-export-link-copied = Copied a link to this move: { $link }
compare-export-link-copy = Copy this link to open this move: { $link }
# $from, $to: moves, written already.
compare-export-recording = Recording moves { $from } to { $to }…
# $size: kilobytes, written already.
compare-export-recorded = Recorded moves { $from } to { $to } as a WebM video ({ $size } kB).
compare-export-record-failed = The recording failed: { $error }.
# $done, $total: frames, written already.
compare-export-gif-frame = Making an animated GIF: frame { $done } of { $total }. Cancel stops it.
compare-export-gif-failed = The GIF failed: { $error }.
compare-export-moves-whole = Moves are whole numbers (0 is the start).
compare-export-moves-order = The last move must come after the first.
# $most: the most moves, written already.
compare-export-moves-most = Record at most { $most } moves at a time.
compare-export-gif-most = An animated GIF holds at most { $most } moves (one frame each): choose a shorter range, or record a video.
compare-export-gif-making = Making an animated GIF of moves { $from } to { $to }…
compare-export-gif-cancelled = The GIF was cancelled.
compare-export-gif-saved = Saved moves { $from } to { $to } as an animated GIF ({ $size } kB).

## The line of numbers under an exported picture's board (board-export.js), after the
## counters: the move on show. $move: the move (0 is the start); $moves: the run's moves so far.
compare-export-move = move { $move }
compare-export-move-of = move { $move } of { $moves }

## The Record dialog (index.html's #record-dialog, exports.js): the board as a video or a GIF.
compare-record-title = Record the board
compare-record-about = The board plays from one move to another, each frame as the PNG shows it: the caption, the board with its row and column numbers, the counters and the move. A video (WebM) plays at the chosen speed; an animated GIF (for slides and pages that take no video) holds up to 400 moves, one frame each.
compare-record-from = From move
compare-record-to = to move
compare-record-as = as
compare-record-webm = a video (WebM)
compare-record-gif = an animated GIF
compare-record-progress =
    .aria-label = Frames made
compare-record-start = Record
compare-record-cancel = Cancel

## Offline use (offline.js)

compare-offline-unavailable = Offline use is not available: { $error }
