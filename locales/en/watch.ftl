# The Watch view (index.html's #watch-view and the modules that write into it: board.js,
# board-panels.js, big.js, pair.js, watch-view.js, app.js, page-state.js), except the
# captions, predict mode and the exercise, which have their own files. English: the source
# every language translates. Keep English byte-identical to what the page said before the
# catalog (the e2e tests read it). Terms as in Russell & Norvig, AIMA (backtracking, search
# tree, node, restart), Wirth, Algorithms + Data Structures = Programs (the diagonal flags),
# Brassard & Bratley (Las Vegas, trial); see docs/translating.md.
# Numbers passed as numbers are written the language's way; a seed, a list of columns and
# the fitness of a population are data, passed as text.

## Side by side (#pair-view)

watch-pair-view =
    .aria-label = Two algorithms side by side
watch-pair-other = Beside it
watch-pair-leave = Leave side by side
watch-pair-hint = Step makes one move on each board; the first counters are in the same units on both sides.
# Replaced by the board in words once it is drawn.
watch-pair-left =
    .aria-label = Left board
watch-pair-right =
    .aria-label = Right board

## The board and the attempts per row

watch-stage =
    .aria-label = Board
# Replaced by the board in words once it is drawn.
watch-board =
    .aria-label = Chess board
# The heading of the attempts counted in each row, beside the board.
watch-row-attempts-head = Attempts
watch-row-attempts =
    .aria-label = Attempts per row, top row first

## The timeline under the board

watch-timeline =
    .aria-label = Timeline: the move on show
# The timeline's key: what each colour of tick marks.
watch-tick-solution = solution
watch-tick-dead = dead end or restart
watch-tick-backtrack = backtrack

## The buttons under the timeline

watch-copy-step-link = Copy link to this step
watch-save-png = Save board as PNG
watch-record = Record video or GIF…
watch-print-worksheet = Print a worksheet
watch-present = Present
watch-side-by-side = Side by side

## The large board, drawn scaled (#big-view)

watch-big-zoom-out = Zoom out
watch-big-nearest = Go to the nearest queen
watch-big-hint = Each block's shade compares its queens with the number expected there (a solution has one queen in every row and column): mid-grey is as many as expected, darker more, lighter fewer, ink twice as many; a spread of about ±10 % is chance. Attacked queens are red. Click to zoom in ×8 around that point; at 64 × 64 squares or fewer the real squares show.
watch-big-chart =
    .aria-label = Conflicts and rows placed over the run

## The search tree, the population, Wirth's flags

watch-tree-scroll =
    .aria-label = Search tree (scrolls sideways when wide)
watch-tree =
    .aria-label = Search tree
watch-population =
    .aria-label = The population
watch-population-caption = The population: the current generation, each board with its fitness (non-attacking pairs); the last child's parents outlined. The children made for the next generation are shown on the board, one by one, and join it when the generation is complete.
watch-flags =
    .aria-label = Wirth's diagonal flags
watch-flags-caption = Wirth's diagonal flags: filled = in use by a checked row. Top: row + column (2 to 2n); bottom: row − column (1 − n to n − 1).

## The counters' panel beside the board

watch-counters =
    .aria-label = Counters
watch-solution = Solution on the board
watch-solution-hint = (columns of rows 1…n)
watch-running-bar =
    .aria-label = Running to the end
watch-stop = Stop
watch-odds-title = Trials: expected and counted
watch-solutions-title = Solutions found
watch-solution-prev = ◀ Previous solution
watch-solution-next = Next solution ▶
watch-pseudocode-title = Pseudocode
watch-legend =
    .aria-label = Legend
watch-legend-title = Reading the board
# The legend of the scaled board.
watch-scaled-queens = queens (row against column), each block shaded against the queens expected in it: mid-grey as expected, darker more, lighter fewer; where they are few, a dot each
watch-scaled-attacked = an attacked queen (column or diagonal)
watch-scaled-chart = under the board: the conflicts (red) and the rows placed (dashed) over time
# The status line before the page is ready.
watch-loading = Loading…

## Lists in running text

# Between the items of a list in a sentence (counters, squares).
watch-list-comma = { ", " }
# Between two items (the parents of a child), with a space each side.
watch-list-and = and

## The status line of the animated board
## $n: the board's size (rows); $seed: the run's seed (a whole number, as data: not grouped).

watch-ready = Ready: { $n }×{ $n } board. Press Play or Step.
watch-ready-seeded = Ready: { $n }×{ $n } board. Seed { $seed }. Press Play or Step.
watch-playing = Playing…
# Where the run stands between moves. $state: "paused" after Pause, else "idle"; $move: the
# move on show; $span: the moves made so far (when stepped back).
watch-at-move = { $state ->
        [paused] Paused at
       *[other] At
    } move { $move }. Step, Play or Run to end goes on.
watch-at-move-of = { $state ->
        [paused] Paused at
       *[other] At
    } move { $move } of { $span }. Step, Play or Run to end goes on.
# While running to the end. $goal: "all" (through the whole search), "next" (the next
# solution of an exhaustive search) or "solution".
watch-running = { $goal ->
        [all] Running to the end of the search…
        [next] Running to the next solution…
       *[solution] Running to the solution…
    }
# $progress: the first two counters (watch-progress-counter, joined by watch-list-comma);
# $seconds: the time so far.
watch-running-progress = { $goal ->
        [all] Running to the end of the search…
        [next] Running to the next solution…
       *[solution] Running to the solution…
    } { $progress }, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s. Stop returns control.
# A counter in running text: $label, the counter's name (the core's, in lower case); $value.
watch-progress-counter = { $label } { $value }
watch-stopped = Stopped: { $progress }. Step, Play or Run to end continues from here.
# A run that stops without a solution. $attempts: the attempts made; $unit: the algorithm's
# unit of attempts (the core's words, plural: "moves", "trials").
watch-stopped-unsolved = No solution: the run stopped after { $attempts } { $unit }, as its parameters say. Step back to retrace it, or New seed for another.
# The whole search done. $found: the solutions found; $attempts: the attempts made.
watch-complete-none = No solution: the search is complete after { $attempts } attempts.
watch-complete = Search complete: { $found } { $found ->
        [one] solution
       *[other] solutions
    } after { $attempts } attempts.
# After watch-complete: the published count of solutions Q(n) ($known) of the $n × $n board.
watch-oeis-as-published = As published (OEIS A000170, the number of solutions): Q({ $n }) = { $known }.
watch-oeis-unlike = Unlike the published count (OEIS A000170, the number of solutions): Q({ $n }) = { $known }.
# A range of moves played (an embedded page, a recording): $from, $to.
watch-played-range = Played moves { $from } to { $to }.
# Going to a move of the timeline: $target, the move asked for; $move, where it is now.
watch-seeking = Going to move { $target }… now at { $move }.
watch-seek-done = At move { $move } of { $span }.
# The Back button returned to a run kept.
watch-back-to-run = Back to this { $n }×{ $n } run. Step, Play or Run to end continues it.

## The board in words (its aria-label), for a screen reader
## $n: the board's size; $queens: the queens on it; $columns: their columns from row 1
## ("4, 2, 7"); $values: watch-least-value or "" (the algorithm shows no values).

watch-board-label = { $n }×{ $n } board with { $queens } { $queens ->
        [one] queen
       *[other] queens
    } in columns { $columns } of rows 1 to { $queens }{ $values }
watch-board-empty = { $n }×{ $n } board with 0 queens{ $values }
# The least value of the squares (hill climbing's h of each successor): $least; $squares,
# the squares that have it (watch-square, joined by watch-list-comma); $more, those not listed.
watch-least-value = ; the least square value is { $least }, on { $squares }
watch-least-value-more = ; the least square value is { $least }, on { $squares } and { $more } more
watch-square = row { $row } column { $col }
# Each row's count of attempts beside the board.
watch-row-attempts-row = Row { $row } attempts

## The population of a genetic algorithm, in words
## $boards: the boards of the generation; $fitness: their fitness, "27, 25, 26" (data);
## $best: the best of the generation; $bestValue: the best possible; $parents: the last
## child's parents' numbers (joined by watch-list-and).

watch-population-label = Population of { $boards } boards, fitness { $fitness } (best of this generation { $best } of { $bestValue }; the children made so far are not in it)
watch-population-parents = Population of { $boards } boards, fitness { $fitness } (best of this generation { $best } of { $bestValue }; the children made so far are not in it); the last child's parents: boards { $parents }

## Wirth's diagonal flags: the names of the two strips, drawn left of them

watch-flags-sum = row + col
watch-flags-difference = row − col

## The search tree's caption and label
## $nodes: its nodes; $randomized: "yes" when a queen placed at random is a node too, else
## "no"; $perRow: the nodes of each row from row 1, "8, 42, 140" (data); $path: the columns
## of the current path.

watch-tree-label = Search tree: { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }, { $randomized ->
        [yes] one per square tried or queen placed at random
       *[no] one per square tried
    }; per row from row 1: { $perRow }; the current path: columns { $path }
watch-tree-label-no-path = Search tree: { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }, { $randomized ->
        [yes] one per square tried or queen placed at random
       *[no] one per square tried
    }; per row from row 1: { $perRow }; the current path: columns none
watch-tree-caption = Search tree: { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }, { $randomized ->
        [yes] one per square tried or queen placed at random
       *[no] one per square tried
    } (nodes per row: { $perRow }). Pruned leaves carry the attacking row; click a node to go to that move.
watch-tree-caption-folded = Search tree: { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }, { $randomized ->
        [yes] one per square tried or queen placed at random
       *[no] one per square tried
    } (nodes per row: { $perRow }). Pruned leaves carry the attacking row; each finished subtree is folded into a triangle with its number of nodes; click a node to go to that move.
# Too large to draw in full: one bar per row. $maxN, $maxMoves: the limits of the full drawing.
watch-tree-summary-label = Search tree summarized: { $nodes } nodes; per row from row 1: { $perRow }
watch-tree-summary-caption = Search tree, summarized per depth (drawn in full up to n = { $maxN } and { $maxMoves } moves): { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }, { $randomized ->
        [yes] one per square tried or queen placed at random
       *[no] one per square tried
    }.
# Drawn left of each bar of the summarized tree.
watch-tree-row = row { $row }

## The solutions found (an exhaustive search)
## $columns: a solution's columns from row 1, "2,4,6,8,3,1,7,5" (data); $move: the move that
## found it; $index: its number in the list.

watch-solution-item = { $columns } (move { $move })
watch-solution-item-label = Solution { $index }: columns { $columns }, found at move { $move }
watch-solutions-none = None yet: Run to next solution, or Run to end of search for all of them.
watch-solutions-all = { $count } in all: the whole search.
watch-solutions-so-far = { $count } found so far.
# After the two above. $listed: the solutions listed at most.
watch-solutions-more = The first { $listed } are listed; Previous and Next reach every one.
# After the two above. $kept: the solutions the page keeps.
watch-solutions-dropped = ({ $kept } kept; the count goes on.)

## The odds of a randomized search: expected and counted
## $unit: the algorithm's unit of tries, plural (the core's words: "trials"); $one: the same
## in the singular ("trial"); numbers as the page writes them.

watch-odds-exact = exact
# $error: the standard error of a measured probability.
watch-odds-measured = measured, ± { $error }
# $tries: 1/p; $success: p; $spread: watch-odds-exact or watch-odds-measured.
watch-odds-expected = A run needs 1/p = { $tries } { $unit } on average: one succeeds with probability p = { $success } ({ $spread }).
watch-odds-impossible = No { $one } can succeed on a { $n } × { $n } board.
# This run's tries so far.
watch-odds-run = This run: { $one } { $tries }.
watch-odds-run-solved = This run: { $one } { $tries }, solved.
# $runs: the solved runs of this board on this page; $mean: their mean tries.
watch-odds-tally = Solved runs of { $n } × { $n } here: { $runs }, { $mean } { $unit } each on average (New seed adds one).
watch-odds-tally-none = New seed starts another run: each solved one joins the tally.

## The timeline's words
## $move: the move on show; $span: the moves made so far.

watch-timeline-note = Move { $move } of { $span }
# $attempts: the attempts so far; $unit: the algorithm's unit of attempts (the core's words).
watch-timeline-moves = (a move is one step; attempts: { $attempts } { $unit })

## The legend

# The colours of the marks of each attacking row, rows 1 to $rows.
watch-mark-colours = Mark colours of rows 1 to { $rows }
watch-mark-colours-repeat = Mark colours of rows 1 to { $rows }; rows 11 on repeat them
# Before the book or paper the algorithm comes from (its title and authors, kept as given).
watch-legend-source = Source:
# Between a legend item and the colours of its numbered marks ("…of their own: " then the swatches).
watch-legend-colours = {": "}

## The large board, drawn scaled
## $n: the board's size (queens); numbers as the page writes them.

watch-big-ready = Ready: { $n } queens. Press Run to end.
watch-big-ready-seeded = Ready: { $n } queens. Seed { $seed }. Press Run to end.
watch-big-caption = A { $n } × { $n } board, drawn scaled. Run to end starts the search in the background (a Web Worker), so the page stays responsive.
watch-big-scaled = Scaled view of the { $n } × { $n } board
watch-big-rows-placed = Rows placed
watch-big-steps = Steps (placements, moves and the solution)
# A counter's title: $counts, what it counts (the core's words).
watch-counter-title = Counts { $counts }
watch-big-starting = Starting the worker…
# $megabytes: the worker's memory in MB.
watch-big-memory = { $megabytes } MB of memory
# $memory: watch-big-memory; $perQueen: bytes per queen; $program: the program's MB.
watch-big-memory-split = { $memory }: { $perQueen } bytes per queen for the board, { $program } MB for the program
# $steps: the steps so far; $left: the collisions left; $seconds; $memory: watch-big-memory.
watch-big-running = Running in a worker: { $steps } steps, { $left } left, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, { $memory }. Stop cancels.
# The chart in words. $samples; $most: the most conflicts; $label: the core's name of them,
# in lower case; $placed: the rows placed at the last sample.
watch-big-chart-label = Conflicts and rows placed over the run: { $samples } samples, at most { $most } { $label }, { $placed } rows placed at the last
# The chart's axes.
watch-big-chart-placed = rows placed
watch-big-chart-steps = steps
watch-big-solution = Solution: { $n } queens, no two attacking each other.
# $counters: the algorithm's counters (watch-progress-counter, joined by watch-list-comma);
# $steps; $seconds; $memory: watch-big-memory-split.
watch-big-verified = Solved and verified: { $n } queens pass the independent verifier, after { $counters } ({ $steps } steps in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s); { $memory }.
watch-big-unverified = The run ended, but the board failed the verifier: please report this.
# $message: the worker's error (the core's words, or the browser's).
watch-big-failed = The large-board run failed: { $message }
watch-big-worker-failed = The large-board worker failed: { $message }.
watch-big-worker-no-start = it could not start
watch-big-stopped = Stopped. Run to end starts the large board again from the beginning.
# Beside the solution's excerpt: the rows shown, 1 to $first and $from to $n.
watch-big-excerpt = (rows 1–{ $first } and { $from }–{ $n }; click the board to zoom in on any row)
# The part of the board drawn: rows $row to $lastRow, columns $col to $lastCol; $queens in it.
watch-big-region = Rows { $row }–{ $lastRow }, columns { $col }–{ $lastCol }: { $queens } { $queens ->
        [one] queen
       *[other] queens
    } in view.
watch-big-region-real = Rows { $row }–{ $lastRow }, columns { $col }–{ $lastCol } (real squares): { $queens } { $queens ->
        [one] queen
       *[other] queens
    } in view.
watch-big-whole = The whole board, { $n } × { $n }: { $queens } { $queens ->
        [one] queen
       *[other] queens
    } placed.
# When the part drawn holds no queen. $offset: watch-big-offset.
watch-big-nearest-queen = The nearest queen is in row { $row }, column { $col } ({ $offset }).
# $parts: watch-big-offset-rows and watch-big-offset-columns, joined by watch-list-comma.
watch-big-offset = { $parts } from the centre
# $count: how far; $way: "plus" (up, right) or "minus" (down, left).
watch-big-offset-rows = { $count } { $count ->
        [one] row
       *[other] rows
    } { $way ->
        [plus] up
       *[minus] down
    }
watch-big-offset-columns = { $count } { $count ->
        [one] column
       *[other] columns
    } { $way ->
        [plus] right
       *[minus] left
    }

## Side by side
## $name, $left, $right: the algorithms' names (the core's words); $n: the boards' size.

watch-pair-ready = Side by side: { $left } and { $right } on { $n }×{ $n } boards. Step makes one move on each.
watch-pair-ready-seeded = Side by side: { $left } and { $right } on { $n }×{ $n } boards. Seed { $seed }. Step makes one move on each.
watch-pair-moves = Moves made
watch-pair-moves-counts = moves shown so far, each a step of the algorithm
watch-pair-placed = Queens placed
watch-pair-placed-counts = queens put on the board one at a time (placements), the unit both sides share
# The count of queens placed of an algorithm that places none one at a time.
watch-pair-no-placements = — (it moves the queens of a full board)
watch-pair-board = { $name }: { $n }×{ $n } board with { $queens } { $queens ->
        [one] queen
       *[other] queens
    } in columns { $columns }
watch-pair-board-empty = { $name }: { $n }×{ $n } board with 0 queens
# Where each side stands ("Backtracking: move 12"), joined by " · ".
watch-pair-where = { $name }: move { $move }
# $where: watch-pair-where of both.
watch-pair-paused = Paused. { $where }
watch-pair-playing = Playing both…
watch-pair-running = Running both to a solution… { $where }. Stop returns control.
watch-pair-stopped = Stopped. { $where }.
# What each took once both are done: $solved "yes" or "no"; $moves; $placed: queens placed.
watch-pair-took = { $name } { $solved ->
        [yes] solved
       *[no] finished without a solution
    } in { $moves } moves
watch-pair-took-placed = { $name } { $solved ->
        [yes] solved
       *[no] finished without a solution
    } in { $moves } moves, { $placed } queens placed
# $left, $right: watch-pair-took of each side.
watch-pair-both = { $left }; { $right }.
# Both captions for a screen reader: $caption, one side's caption.
watch-pair-announce = { $name }: { $caption }
# A board size too large for both. $max: the largest both draw.
watch-pair-size = Side by side takes boards of 1 to { $max } rows.
# A parameter brought down to the new board size: $note (params.js's words) of the algorithm beside.
watch-pair-note = { $name }'s { $note }

## The sandbox (the page's messages about it)

watch-sandbox-size = The sandbox takes boards of 1 to { $max } rows.
# $name: the algorithm going on; $placed: the learner's queens.
watch-sandbox-continue = { $name } goes on from your { $placed } { $placed ->
        [one] queen
       *[other] queens
    }: Step, Play or Run to end.
watch-sandbox-empty = The board is empty.

## Other status lines

watch-pseudocode-one-board = The pseudocode shows beside one board: leave side by side to see it.
# Predict mode in a lesson: what Next and Step do.
watch-predict-in-lesson = Next (or →) goes on with the lesson; Step asks about the move after.
watch-core-waiting = Waiting for the browser to free memory for the solver…
watch-core-no-memory = The browser has no memory left for the solver: close other tabs of this page, then reload it (F5).
# $message: the browser's error.
watch-core-failed = The solver could not load ({ $message }). Build it with “cargo xtask serve”.
# $stage: the start-up's stage (a word of the code: "core", "address", "board"…); $message: the error.
watch-start-failed = The page could not start (while { $stage }): { $message }. Reload the page (F5).

## The board size typed (or given by the address), refused
## $n: the size given (a number; the text typed when beyond 2^53, as a number would round it;
## English writes it ungrouped, as before the catalogs); $max: the largest size; $animated:
## the largest animated board; $large: the largest scaled board of the algorithm; $name: the
## algorithm's name.

watch-size-not-whole = Board size must be a whole number from 1 to { $max }.
watch-size-out-of-range-scaled = Board size { NUMBER($n, useGrouping: "false") } is out of range: { $name } runs 1 to { $large } (up to { $animated } animated, beyond in a scaled view).
watch-size-out-of-range = Board size { NUMBER($n, useGrouping: "false") } is out of range: the animated board takes 1 to { $animated }.
# $scaled: the algorithms of the scaled view by their limit (watch-size-scaled-first, then
# watch-size-scaled-more, joined by watch-list-comma).
watch-size-out-of-range-some-scaled = Board size { NUMBER($n, useGrouping: "false") } is out of range: the animated board takes 1 to { $animated }; { $scaled }.
# $names: the algorithms (a list in the language's way: "A, B, and C"); $limit: their largest board.
watch-size-scaled-first = { $names } run up to { $limit } in a scaled view
watch-size-scaled-more = { $names } up to { $limit }
# The seed typed is refused. $problem: the core's message, its first letter a capital.
watch-seed-field = { $problem }; leave it blank for a fresh one.

## What the address asks for and the page cannot do

# $algorithm: the id in the address; $first: the first algorithm's name, in lower case.
watch-address-unknown-algorithm = Unknown algorithm “{ $algorithm }” in the address; showing { $first }.
# $problem: what is wrong (a sentence ending in a full stop); $n: the size shown instead.
watch-address-showing-default = { $problem } Showing n = { $n }.
# $problem: watch-seed-field.
watch-address-seed-drawn = { $problem } A fresh seed was drawn.
# $problem: the core's message about the seed, in lower case ("seed “x” is not …").
watch-address-seed-ignored = The { $problem } (in the address); it was ignored.
# $problem: the parameters' problem, as a sentence without its full stop.
watch-address-params = { $problem } (in the address); using the defaults.
watch-address-params-beside = { $problem } (beside the first, vs. in the address); using the defaults.
# $name: the address's word (step, from or to).
watch-address-move = The { $name } in the address must be a whole number of moves (0 is the start); it was ignored.
# $problem: the core's message about the queens, in lower case.
watch-address-queens = The { $problem } (in the address); they were ignored.
watch-address-to-before-from = The to in the address must come after from; it was ignored.
watch-address-unknown-beside = Unknown algorithm “{ $algorithm }” beside the first (vs in the address); showing the first other.
watch-address-slide = The slide in the address must be a whole number from 1; it was ignored.
# $unknown: the ids the Compare view does not run (quoted); $compared: those it runs.
watch-address-not-compared = The algorithms in the address name { $unknown }, which the lab does not run; it runs { $compared }.
# $name: the algorithm; $problem: the core's message about its parameters.
watch-address-compare-params = { $name }: { $problem } (in the address); it runs with its defaults.
# The run ends before the move asked for. $reached; $first; $name: the address's word (step or from).
watch-address-run-ends = The run ends at move { $reached }, before move { $first } (the { $name } in the address).
# $max: the largest animated board; $n: the size asked for.
watch-address-queens-scaled = The queens in the address need a board of 1 to { $max } rows (n = { $n } is drawn scaled); they were ignored.
watch-address-queens-fit = The queens in the address must fit the { $n }×{ $n } board (at most { $n } rows, columns 1 to { $n }); they were ignored.
# $name: the algorithm; $exercises: the algorithms that have one (the exercise's words).
watch-address-no-exercise = { $name } has no exercise (exercise=1 in the address): exercises are for { $exercises }.

## Sentences the page composes (www/params.js, exercise.js, teacher-key.js)

# A sentence ended with the language's full stop. $text: the sentence without it (a caption,
# a refusal).
sentence-end = { $text }.
# A parameter's value refused in the form, and the value the run keeps. $text: the refusal,
# a sentence without its full stop; $name: the parameter (an id: keep it as it is); $value:
# the value the run keeps, as typed (data).
params-refused-still = { $text } — still { $name } = { $value }.
