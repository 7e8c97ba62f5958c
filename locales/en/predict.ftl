# Predict mode (www/predict.js, also a printed worksheet's questions) and the sandbox
# (www/sandbox.js), English: the source every
# other language translates. Terms as in Russell & Norvig, Artificial Intelligence: A Modern
# Approach (backtracking, forward checking, arc consistency, MRV, successor, fitness,
# crossover, mutation), the words page.ftl uses. Keep English byte-identical to what the page
# said before the catalog (the e2e tests read it). Rows and columns are 1-based numbers.
# Messages ending in a sentence after "Right: " or "Not quite: " (the -truth ones) start
# in lower case.

## The question's box (index.html)

predict-title = Predict the next move
predict-download = Download my answers (JSON)

## The score, what to press, the verdict

# $right, $asked: answers right, answers graded.
predict-score = Score: { $right } right of { $asked }
predict-start = Press Step (or →): first predict what the algorithm will do.
predict-next = Press Step (or →) for the next question.
predict-withdrawn = The board moved since that question, so it was withdrawn. Press Step (or →) for a question about the move on show.
# $truth: what the move did (a -truth message below).
predict-right = Right: { $truth }
predict-wrong = Not quite: { $truth }
# $verdict: predict-right or predict-wrong, for a move answered before (after Step back).
predict-again = { $verdict } (Answered before: not counted again.)
# The button that sends the squares picked (a question with several answers).
predict-check = Check
# Before the compact numbered buttons of a question.
predict-grid-column = Column:
predict-grid-row = Row:
predict-grid-square = Row·column:
# A numbered button's name for screen readers; $col, $row: 1-based.
predict-option-column = Column { $col }
predict-option-row = Row { $row }
predict-option-square = Row { $row }, column { $col }
# A square inside a sentence; $row, $col: 1-based.
predict-square = row { $row }, column { $col }
# Between the items of a list in a sentence (squares).
predict-squares-separator = {"; "}
# Between the items of a list of numbers (columns, rows).
predict-comma = {", "}

## Which row MRV fills next

predict-mrv-ask = Which row does MRV fill next: the empty row with the fewest squares left (not crossed out or attacked; a tie goes to the lowest)? (Click the row on the board, or pick it.)
# $row: the row chosen; $remaining: how many squares its domain still holds.
predict-mrv-truth = MRV picked row { $row }, the empty row with the fewest squares left ({ $remaining }; a tie goes to the lowest row).

## Which square is tried next, safe or attacked; what a placement removes

predict-try-ask = Which square of row { $row } does the search try next?
predict-try-none = None: no square is left to try (a dead end)
predict-attack-ask = Is the square you picked safe, or attacked, and by which row? (If several rows attack it, any of them is right.)
predict-safe = Safe
predict-attacked-by = Attacked by row { $row }
# $square: predict-square.
predict-wipe-ask = Its queen is placed on { $square }. Removing the squares it leaves no value for, is some empty row left with no square at all (a wipe-out)? If so, which row is wiped out?
predict-wipe-none = No row is wiped out
# $square: predict-square; $arcs: yes when arc consistency follows forward checking, else no.
predict-prune-ask = Its queen is placed on { $square }. Which squares does that remove from the empty rows’ domains (by forward checking, the squares it attacks{ $arcs ->
        [yes] ; then, keeping arcs consistent, every square left without a support in some other row
       *[no] {""}
    })? Pick every one (on the board or here), then Check.
# No square was left in the row; $then: backtrack (a queen is lifted next) or fail (the trial ends).
predict-dead-end-truth = no square of the row was left to try: a dead end{ $then ->
        [backtrack] , so it backtracked
       *[fail] , so the trial failed
    }.
# How the square tried stands: safe, attacked by one row ($row), or by several ($rows, a
# list; $mark, the lowest, the number its mark shows).
predict-how-safe = which is safe
predict-how-attacked = attacked by row { $row }
predict-how-attacked-rows = attacked by rows { $rows } (its mark shows { $mark }, the lowest)
# $row, $col: the square tried; $how: a predict-how- message.
predict-try-truth = it tried row { $row }, column { $col }, { $how }.
# … and $wiped, the row left with no square.
predict-try-truth-wiped = it tried row { $row }, column { $col }, { $how }; placed there, its queen left row { $wiped } with no square: a wipe-out.
# … and $removed: predict-removed (joined by predict-then) or predict-removed-none.
predict-try-truth-pruned = it tried row { $row }, column { $col }, { $how }; placed there, its queen removed { $removed }.
# $count: squares removed; $how: forward-checking or arc-consistency; $squares: a list of predict-square.
predict-removed = { $count } { $count ->
        [one] square
       *[other] squares
    } by { $how ->
        [arc-consistency] arc consistency
       *[forward-checking] forward checking
    } ({ $squares })
# $first: what one inference removed; $then: what the next removed.
predict-then = { $first }, then { $then }
predict-removed-none = no square

## Whether a proposal is taken

# $row, $col: the queen's row and its new column.
predict-accept-ask-move = Moving row { $row }’s queen to column { $col } is proposed. How likely is it to be taken?
# $first, $second: the rows whose queens would swap.
predict-accept-ask-swap = Swapping the queens of rows { $first } and { $second } is proposed. How likely is it to be taken?
predict-accept-certain = Certainly: the move is no worse
predict-accept-likely = Probably: its chance is one half or more
predict-accept-unlikely = Probably not: its chance is below one half
# $taken: yes or no.
predict-accept-truth-certain = its chance was certain: the move is no worse, and it was { $taken ->
        [yes] taken
       *[no] refused
    }.
# $percent: the chance of taking a worse move, in per cent (two significant digits); $taken: yes or no.
predict-accept-truth = its chance was e^(ΔE/T) = { NUMBER($percent, minimumSignificantDigits: 2, maximumSignificantDigits: 2) } %, and it was { $taken ->
        [yes] taken
       *[no] refused
    }.

## What the search does after a dead end

# $row: the row; $empty: yes when it has no queen (and no unattacked square), else no.
predict-dead-end-ask = Row { $row } { $empty ->
        [yes] has no unattacked square: a dead end
       *[no] is a dead end
    }. What does the search do next?
predict-restart-permutation = Start again from a new random permutation
predict-restart-empty = Start a new trial on an empty board
# $row: the row below the dead end.
predict-go-back = Go back to row { $row } and move its queen
predict-attacked-square = Put the queen on an attacked square
# $from: permutation or empty.
predict-restart-truth = it never backtracks: it throws the trial away and starts a new one { $from ->
        [permutation] from a new random permutation
       *[empty] on an empty board
    }.
# $row: the row whose queen is lifted.
predict-backtrack-truth = it backtracks: it lifts the queen of row { $row } to move it along.

## Where a queen placed at random can land

predict-landing-ask = On which squares of row { $row } can the queen land? Pick every one, then Check (none: a dead end).
# $count: how many columns; $columns: the columns, a list.
predict-landing-truth = the queen could land on { $count ->
        [one] column
       *[other] columns
    } { $columns }.
predict-landing-dead = every square of the row was attacked: a dead end.

## The column a formula gives

predict-formula-ask = Which column does the formula give row { $row }?
predict-formula-truth = the formula gives column { $col }.

## The child of two parents (a genetic algorithm)

# $a, $b: the parents' numbers in the population; $boardA, $boardB: their columns from row 1;
# $fitnessA, $fitnessB: their fitness; $at: the crossover point (a row).
predict-child-ask = Boards { $a } and { $b } of the population are drawn as parents: { $boardA } (fitness { $fitnessA }) and { $boardB } (fitness { $fitnessB }), columns from row 1. They are crossed after row { $at }: which is the child, before any mutation?
# $at: the crossover point; $after: the row after it; $n: the board's size; $a, $b: the
# parents' numbers; $child: the child's columns.
predict-child-truth = the child took rows 1–{ $at } from board { $a } and rows { $after }–{ $n } from board { $b }: { $child }.
# … and $row, $from, $to: the row mutated, its column before and after.
predict-child-truth-mutated = the child took rows 1–{ $at } from board { $a } and rows { $after }–{ $n } from board { $b }: { $child }; then row { $row } mutated from column { $from } to { $to }.

## Which queen moves where (hill climbing, min-conflicts)

# $values: yes when the board shows the squares' values (h), else no.
predict-successor-ask = Which row’s queen does the next move take{ $values ->
        [yes] , reading the squares’ values
       *[no] {""}
    }? (Click its new square on the board, or pick the row.)
predict-successor-none = None: no successor is better, the climb is stuck
predict-successor-column-ask = To which column?
predict-stuck-truth = no successor was better: the climb is stuck.
# $row: the queen's row; $col: its column after the move.
predict-successor-moved = it moved row { $row }’s queen to column { $col }
predict-successor-stayed = row { $row }’s queen stayed in column { $col }
# $what: a predict-successor- message; $h: the square's value.
predict-successor-h = { $what }, where h = { $h }
# $what: as above; $ties: how many squares were as good.
predict-successor-ties = { $what } (any of the { $ties } squares it could have taken was right)
# $what: as above: the whole sentence.
predict-successor-truth = { $what }.

## The diagonal check (permutation swap)

# $row: the row checked.
predict-check-ask = Does row { $row }’s queen pass the diagonal check (no queen of the rows below on either of its diagonals)?
predict-check-yes = Yes: it passes
predict-check-no = No: it is swapped with a queen of a row above
predict-check-passed = it passed: no queen below shares a diagonal with it.
predict-check-clashed = it clashed on a diagonal, so its queen was swapped.

## A swap tested (QS1, QS4)

# $a, $b: the rows; $colA, $colB: their queens' columns.
predict-pair-ask = The next step tests swapping the queens of rows { $a } and { $b } (columns { $colA } and { $colB }). Is the swap taken (the pseudocode says when)?
predict-pair-yes = Yes: they swap
predict-pair-no = No: the swap is refused
predict-pair-taken = the swap was taken.
predict-pair-refused = the swap was refused: it would not have helped.

## Does a queen move?

predict-move-ask = Will the next step move a queen?
predict-yes = Yes
predict-no = No
# $moved: how many queens moved.
predict-moved = { $moved ->
        [0] no queen moved.
        [1] a queen moved.
       *[other] { $moved } queens moved.
    }

## A course page's saved place and score (SPLICE)

predict-host-late = The course page gave back your saved place and score after you had answered here: they were not restored, to keep your answers here (the course page now saves those).
predict-host-keeps = The course page keeps it until your first answer here, which replaces it; reload the page to ask again.
# $words: why not, as the course page's answer was read.
predict-host-refused = The course page could not give back your saved place and score ({ $words }), so this is a fresh start. { predict-host-keeps }
# $why: a predict-unfit- message, or why the answer could not be read.
predict-host-unusable = The course page gave back saved work this page cannot use ({ $why }), so this is a fresh start. { predict-host-keeps }
# $seconds: how long the page waited.
predict-host-silent = The course page did not answer when asked for your saved place and score (within { $seconds } s), so this is a fresh start. If it answers before your first answer here, they come back then.
predict-unfit-exercise = it is an exercise's attempt, not predict mode's place
predict-unfit-no-place = it holds no place in a run
# $theirs, $mine: predict-run.
predict-unfit-other-run = it is of another run ({ $theirs }), not this one ({ $mine })
predict-unfit-numbers = its place and score are not whole numbers that fit together
predict-unfit-answers = its answers are not a list
# $position: the move saved; $reached: the run's last move.
predict-unfit-beyond = its place, move { $position }, lies beyond this run's last move, { $reached }
# A run in words: $name, the algorithm's name; $n, the board size as saved (text).
predict-run = { $name }, n = { $n }
# … and $seed (text).
predict-run-seed = { $run }, seed { $seed }
# … and $params, the parameters as saved (data, untranslated).
predict-run-params = { $run }, { $params }
# An algorithm id the page does not know, quoted.
predict-run-unknown = “{ $id }”
# $right, $asked: the score restored; $position: the move.
predict-welcome = Welcome back: your score of { $right } of { $asked } and your place at move { $position } are restored. Press Step (or →) for the next question.

## The sandbox (www/sandbox.js, index.html's sandbox tools)

predict-sandbox-hint = Backtracking goes on from the queens in rows 1, 2, … (the rows above them empty), never moving them; min-conflicts and QS1 repair the whole board.
# The Watch view's button that opens the sandbox.
predict-sandbox-open = Place your own queens
predict-sandbox-be-backtracker = Be the backtracker
predict-sandbox-clear = Clear the board
predict-sandbox-leave = Leave the sandbox
predict-sandbox-ready = Sandbox: click a square to place a queen there (one per row), click it again to remove it.
# $name: an algorithm's name (English writes it in lower case here: "Continue with backtracking").
predict-sandbox-continue = Continue with { $name }
predict-sandbox-placed-counter = Queens placed
predict-sandbox-conflicts-counter = Attacking pairs
# $gap: the empty row; $above: the row of a queen above it.
predict-sandbox-why-gap = Continue with backtracking needs queens in rows 1, 2, … with no empty row under a queen: row { $gap } is empty under the queen of row { $above }. (Min-conflicts and QS1 repair any board.)
# $low, $row: the rows of two queens attacking each other.
predict-sandbox-why-attack = Continue with backtracking needs queens that attack no other: the queens of rows { $low } and { $row } attack each other. Move one, or let min-conflicts or QS1 repair the board.
predict-sandbox-why-full = Every row holds a queen: nothing is left for backtracking to search.
# What a click did; $row, $col: the square.
predict-sandbox-removed = Removed the queen of row { $row }.
predict-sandbox-moved = Moved the queen of row { $row }, column { $col }.
predict-sandbox-placed = Placed a queen in row { $row }, column { $col }.
predict-sandbox-solved = A solution: no two queens attack each other.
# $conflicts: pairs of queens attacking each other (1 or more).
predict-sandbox-conflicts = { $conflicts } { $conflicts ->
        [one] pair
       *[other] pairs
    } of queens attack each other.
# $did: what a click did; $verdict: predict-sandbox-solved or -conflicts.
predict-sandbox-status = { $did } { $verdict }
# $n: the board's size.
predict-sandbox-caption-solved = A solution: { $n } queens, no two attacking each other.
# $placed: queens on the board; $n: the board's size; $conflicts: attacking pairs (0 for none).
predict-sandbox-caption = Sandbox: { $placed } of { $n } queens placed{ $conflicts ->
        [0] {""}
        [one] , { $conflicts } attacking pair
       *[other] , { $conflicts } attacking pairs
    }. Numbers mark squares attacked from below.
# The board's name for screen readers; $n: its size; $queens: a list of predict-sandbox-queen, or predict-sandbox-none.
predict-sandbox-board = { $n }×{ $n } sandbox board; queens in rows { $queens }
# $row, $col: a queen's square.
predict-sandbox-queen = { $row } (column { $col })
predict-sandbox-none = none

## A printed worksheet's questions about the next move (worksheet.js prints them)

predict-sheet-mark = On the board, mark every square of the next row that a queen attacks, with the number of the lowest row attacking it.
predict-sheet-parents = In the population (printed under the board), which two boards are the likeliest parents of the next child? (Each parent is drawn in proportion to its fitness.)
# $row: the row asked about.
predict-sheet-cross = Cross those two boards after row { $row }: write the child's columns, row 1 first.
predict-sheet-child-fitness = What is that child's fitness (its pairs of queens that do not attack each other)? Is it fitter than both parents?
predict-sheet-cross-out = On the board, cross out every square that is no longer in its row's domain, numbered with the row whose queen removed it.
predict-sheet-mrv = Which row does the search fill next? (The empty row with the fewest squares left in its domain; a tie goes to the lowest.) Which square of it does it try first?
# $row: the row asked about.
predict-sheet-try = Which square of row { $row } does the search try next? Is it safe, or attacked, and by which rows?
predict-sheet-prune = When a queen is placed there, which squares does it remove from the empty rows' domains? Is a domain wiped out?
predict-sheet-next-three = After that square, what are the next three moves? (A square tried, a queen placed, or a backtrack.)
predict-sheet-count = After those four moves, how many squares will the search have tried in all? (The sheet gives the count so far.)
predict-sheet-delta = Choose a move of one queen to another square of its row. Work out ΔE = h(current) − h(next) for it.
predict-sheet-chance = At temperature T, with what probability is your move taken? (Certainly if ΔE ≥ 0, else e^(ΔE/T).)
predict-sheet-cooling = As T falls, what happens to the chance of taking a worse move?
# $row: the row asked about.
predict-sheet-landing = On which squares of row { $row } can the queen land? How likely is each?
predict-sheet-dead-end = What does the search do if a row has no unattacked square?
predict-sheet-trials = One trial on this board succeeds with probability p: about how many trials does a run need?
# $row: the row asked about.
predict-sheet-formula = Which column does the formula give row { $row }?
predict-sheet-check = Check that no two queens on the board attack each other.
predict-sheet-values = Pick a queen. On each other square of its row, write the h of the board with that queen moved there.
predict-sheet-steepest = Which successor does steepest ascent take? Circle every square with the least value.
predict-sheet-minimum = After that move, is the board a local minimum, a plateau, or neither? Why?
predict-sheet-circle = Circle every queen that another queen attacks, and draw the diagonals they share.
predict-sheet-move = Will the next step move a queen? Which one, and where to?
predict-sheet-pairs = After that step, how many pairs of queens will attack each other?
