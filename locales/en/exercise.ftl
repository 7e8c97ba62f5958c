# The graded exercises ("be the algorithm", src/exercise.rs): their names and tasks, the
# questions, the answers in words, the buttons' answers, the verdicts and their reasons, the
# summaries, the line naming a learner's instance; and the exercise's panel on the page
# (www/exercise.js), the teacher's answer keys (www/teacher-key.js) and `nqueens exercise`.
# English is the source. Terms: AIMA (Russell & Norvig, 4th ed.: backtracking, forward
# checking, arc consistency, MRV, LCV, successor, hill climbing, simulated annealing,
# crossover, mutation), Sosič & Gu (QS1, QS4: swap, collisions), Rolfe (the diagonal
# check), as in locales/en/page.ftl.
# Rows and columns are 1-based. A "square" is a cell of the board; "row 3, column 4" names one.

## The exercises' names (the panel's title) and tasks (its instructions), one per family;
## the id ends with the class code's letters.

exercise-name-bt = Be the backtracker
exercise-task-bt = Perform depth-first backtracking: click each square it tries, in order (rows from the bottom, columns from the left), or press Backtrack when the row has no square left.
exercise-name-fc = Be forward checking
exercise-task-fc = Perform forward checking: click the square tried next; when the queen is placed, click every square its placement removes from the empty rows' domains, row by row from the lowest, up to a row it leaves with no square (a wipe-out: forward checking stops there), then Done.
exercise-name-mrv = Be MRV
exercise-task-mrv = Perform MRV with forward checking: before each row is filled, click a square of the row MRV picks (the fewest squares left, ties to the lowest row); then the square tried.
exercise-name-mac = Be arc consistency (MAC)
exercise-task-mac = Perform MAC: click the square tried next; when its queen is placed, click every square forward checking removes (row by row from the lowest, up to a row left with no square), then Done; then every square arc consistency removes after it (a square left without a support in some other empty row), then Done, or press Wipe-out if it leaves some row with no square.
exercise-name-lcv = Be LCV
exercise-task-lcv = Perform forward checking with the least constraining value first: click each square it tries, in order (in each row, of the squares left in its domain, the one removing the fewest squares from the other empty rows' domains first, ties to the left), or press Backtrack when the row has none left.
exercise-name-rp = Be random placement
exercise-task-rp = Perform random placement: click every square of the row the queen may land on (no queen attacks it), then Done; Done with none chosen is a dead end.
exercise-name-ps = Be the diagonal check
exercise-task-ps = Perform Rolfe's Algorithm One on the shuffled permutation: for each row from row 1 upward, say whether its queen passes the diagonal check (no queen of the rows below on either of its diagonals); one that fails is swapped with a later row's queen, or, with none to swap, fails the permutation.
exercise-name-qs1 = Be QS1
exercise-task-qs1 = Perform QS1's gradient swaps: for each pair of queens it tests, say whether the swap is taken: it is when exchanging their columns lowers the collisions (a diagonal holding k queens holds k − 1 collisions).
exercise-name-mc = Be min-conflicts
exercise-task-mc = Perform min-conflicts: click the square a conflicted queen moves to, in its own row, with the fewest conflicts (its own square if it stays).
exercise-name-qs4 = Be QS4
exercise-task-qs4 = Perform QS4's swaps after its conflict-free start: for each pair of queens it tests (an attacked queen and a random one), say whether the swap is taken: it is when exchanging their columns lowers the collisions.
exercise-name-con = Be the construction
exercise-task-con = Perform the explicit construction (Hoffman, Loessi & Moore 1969): click the square where the formula puts each row's queen, row 1 first.
exercise-name-hc = Be the hill climber
exercise-task-hc = Perform steepest-ascent hill climbing: click the square a queen moves to (a successor with the least h; the values are hidden), or press Stuck when no move lowers h.
exercise-name-sa = Be simulated annealing
exercise-task-sa = Perform simulated annealing's choice: for each move proposed, give the chance, in percent, that it is taken: 100 for a move that does not make h worse (ΔE ≥ 0), otherwise e^(ΔE/T) at the temperature T (within one point).
exercise-name-ga = Be the crossover
exercise-task-ga = Perform the genetic algorithm's crossover: for each child, read its two parents and the child they make (before any mutation), and click a square of the last row the child takes from the first parent: where the crossover falls (any point that makes that child is right).
exercise-name-qlv = Be queensLV
exercise-task-qlv = Perform queensLV: in each of the first k rows, click every square the queen may land on (no queen attacks it), then Done (Done alone: a dead end, the trial fails); then, as backtracking does, click each square tried, in order, or press Backtrack when the row has no square left (in the first row backtracking fills, the trial fails).

## The instance: the board size, the solver's seed (data), the move the questions start
## from (data). $n: the board size.

exercise-instance = n = { $n }
exercise-instance-seeded = n = { $n }, seed { $seed }
exercise-instance-from = n = { $n }, from move { $start }
exercise-instance-seeded-from = n = { $n }, seed { $seed }, from move { $start }

## The line naming a learner's instance, above the question. $class: the class code (data,
## "FC-7KQ2M9"); $learner: the name as typed; $attempt: 1, 2, …; $instance: exercise-instance.

exercise-header = Class { $class }, { $learner }, attempt { $attempt }: { $instance }
exercise-header-anonymous = Class { $class }, attempt { $attempt }: { $instance }

## The questions. $row, $col, $from, $to, $a, $b, $colA, $colB: row and column numbers
## (1-based); $square: exercise-answer-square. "Done", "Check", "Backtrack", "Stuck" and
## "Wipe-out" are the buttons' names (exercise-done, exercise-check, exercise-option-…).

exercise-ask-next-square = Which square is tried next? Click it, or press Backtrack if the row has no square left to try.
exercise-ask-prunes = The queen is placed on { $square }. Which squares does forward checking remove from the empty rows' domains, row by row from the lowest (stopping at a row it leaves with no square)? Click each, then Done (Done alone if it removes none).
exercise-ask-next-row = Which row is filled next: the empty row with the fewest squares left in its domain (not crossed out), a tie going to the lowest row? Click any square of it.
exercise-ask-successor = Which queen moves where? Click the square it moves to (a successor with the least h), or press Stuck if no move lowers h.
exercise-ask-repair = Which conflicted queen moves, and where? Click the square in its row with the fewest conflicts (its own square if it stays).
exercise-ask-landing = Row { $row }: on which squares may the queen land? Click each, then Done (Done alone: a dead end).
# $removed: how many squares forward checking removed.
exercise-ask-arc-prunes = Forward checking removed { $removed ->
        [0] no square
        [one] { $removed } square
       *[other] { $removed } squares
    } for the queen on { $square } (crossed out on the board). Which squares does arc consistency then remove from the empty rows' domains: every square left without a support in some other empty row, again until none is? Click each, then Done (Done alone if it removes none), or press Wipe-out if some row is left with no square.
# $delta: ΔE with its sign ("+4", "−3"); $temperature: T, written with three decimals.
exercise-ask-chance = Row { $row }'s queen is proposed to move from column { $from } to column { $to }: ΔE = { $delta } (h now less h after), at temperature T = { NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }. What is the chance, in percent, that the move is taken? Type it (one point either way is right), then Check.
# $a, $b: the parents' numbers in the population; $first, $second, $child: boards as their
# columns from row 1 ("3 1 4 2"), data.
exercise-ask-crossover = Boards { $a } and { $b } of the population are drawn as parents: { $first } and { $second } (columns from row 1). Their child, before any mutation, is { $child }. After which row does the crossover fall (the rows up to it come from the first parent)?
exercise-ask-passes = Does row { $row }'s queen, in column { $col }, pass the diagonal check: no queen of the rows below on either of its diagonals?
exercise-ask-swap = The next test: swapping the queens of rows { $a } and { $b } (columns { $colA } and { $colB }). Is the swap taken (it is when it lowers the collisions)?
exercise-ask-formula = Which square does the formula give row { $row }'s queen? Click it.

## The answers given by a button.

exercise-option-backtrack = Backtrack
exercise-option-stuck = Stuck
exercise-option-wipe-out = Wipe-out
exercise-option-passes = Yes: it passes
exercise-option-clashes = No: it clashes
exercise-option-swap = Yes: they swap
exercise-option-refused = No: the swap is refused
# $row: the last row the child takes from the first parent.
exercise-option-after-row = After row { $row }

## Answers in words, inside the verdicts and the answer keys.

exercise-answer-square = row { $row }, column { $col }
exercise-answer-backtrack = backtrack
exercise-answer-row = row { $row }
exercise-answer-stuck = stuck
exercise-answer-none = none
# $count: how many columns; $columns: their numbers, listed (exercise-list-…).
exercise-answer-columns = { $count ->
        [one] column
       *[other] columns
    } { $columns }
exercise-number = { $number }
exercise-answer-wipe-out = a wipe-out
exercise-answer-yes = yes
exercise-answer-no = no
exercise-answer-percent = { $percent } %
# Rows of a board, for a crossover: "rows 1 to 3".
exercise-rows = rows { $from } to { $to }

## Lists, built from the front: $init is the list so far, $next or $last the item added.
## Squares are listed with semicolons ("row 2, column 1; row 4, column 3 and row 5,
## column 2"), numbers with commas ("1, 3 and 5").

exercise-list-semicolon = { $init }; { $next }
exercise-list-comma = { $init }, { $next }
exercise-list-and = { $init } and { $last }
exercise-list-or = { $init } or { $last }
exercise-list-or-more = { $init } or { $next }
# Two sentences in a row.
exercise-sentences = { $first } { $second }

## The answer key (the teacher's view, `nqueens exercise key`). $model: the algorithm's
## answer; $exact: the exact chance in percent, one decimal.

exercise-key-chance = { $model } (exactly { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) } %; one point either way is right)
exercise-key-crossover = any of { $rows } (each makes this child; the algorithm's fell after { $model })
exercise-key-any = any of { $answers } (equally good; the algorithm drew { $model })

## Verdicts. $answer: the learner's answer in words; $why: one of exercise-why-…; $model:
## the algorithm's answer; $count: how many answers are equally good.

exercise-right = Right: { $why }
exercise-wrong = Not right (you gave { $answer }): { $why }
exercise-right-among = Right: { $answer } is one of { $count } equally good answers; the algorithm draws one at random (this time { $model }).
exercise-right-answer = Right: { $answer }.
exercise-why-wiped = Row { $row } is left with no square: a wipe-out, where forward checking stops; the queen is lifted and moves along.
exercise-why-fc-removes = forward checking removes { $squares }.
exercise-why-missed = Missed: { $answers }.
exercise-why-still = Still in their domains: { $squares }.
exercise-why-may-land = the queen may land on { $columns } (the squares no queen attacks).
exercise-why-attacked = Attacked: { $columns }.
# $count: the squares left in row $row's domain.
exercise-why-fewest = row { $row } has { $count } { $count ->
        [one] square
       *[other] squares
    } left, the fewest (a tie goes to the lowest row).
exercise-why-row-has = Row { $row } has { $count }.
exercise-why-row-holds = Row { $row } already holds a queen.
exercise-why-any-square = any of { $squares } is right; the algorithm drew { $model }.
exercise-why-algorithm = the algorithm's answer is { $model }.
exercise-why-chance-sure = the move is no worse (ΔE ≥ 0), so it is always taken: 100 %.
exercise-why-chance = e^(ΔE/T) = e^({ $delta }/{ NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }) = { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) } %.
# $child: the child's columns from row 1 (data); $first, $second: the rows it takes from
# board $a and board $b (exercise-answer-row or exercise-rows); $rows: the rows after which
# a crossover makes the same child.
exercise-why-crossover = the child { $child } takes { $first } from board { $a } and { $second } from board { $b }.
exercise-why-crossover-agree = the child { $child } takes { $first } from board { $a } and { $second } from board { $b }; the parents agree there, so a crossover after any of { $rows } makes it.
exercise-why-passes = no queen below shares a diagonal with it: it passes.
exercise-why-clashes = the queen of row { $below } below shares a diagonal with row { $row }'s: it clashes.
exercise-why-swap-taken = the swap lowers the collisions, so it is taken.
exercise-why-swap-refused = the swap would not lower the collisions, so it is refused.
exercise-why-arc-wipe-out = arc consistency leaves a row with no square: a wipe-out; the queen is lifted and moves along.
exercise-why-arc-removes = arc consistency removes { $squares }.
exercise-over = The exercise is over: Reset for a new instance.
exercise-undone = Not right (you gave { $answer }): undone; try again, or press Model answer for the algorithm's step.
exercise-board-shows-step = The board shows its step.
exercise-go-on = Go on from it.

## The verdict at the end. $right: steps right at the first try, of $total; $fixes: wrong
## steps (fixed by the algorithm, or at the end's grading ($end is "yes") just wrong);
## $undos: wrong answers undone.

exercise-summary = { $right } of { $total } steps right at the first try{ $fixes ->
        [0] {""}
       *[other] , { $fixes } { $end ->
            [yes] wrong
           *[other] fixed
        }
    }{ $undos ->
        [0] {""}
       *[other] , { $undos } undone
    }.
exercise-summary-mismatch = First mismatch: step { $step }: you gave { $answer }; the algorithm's answer is { $model }.
exercise-summary-model = From step { $step } the model answer was shown: no credit for this instance.

## An answer the page could not read (not graded). $n: the board size; $why: what is wrong
## with it.

exercise-refused-square = Not an answer: a square is row and column 1 to { $n }.
exercise-refused-squares = Not an answer: squares are pairs of a row and a column, 1 to { $n }.
exercise-refused-token = Not an answer: { $why }.

## `nqueens exercise` (the command line). $code: the code's number among those given;
## $whose: whose the code says it is ("Ada Lovelace, class FC-7KQ2M9"); $why: why it was
## refused.

exercise-cli-refused = code { $code } refused: { $why }
exercise-cli-refused-whose = code { $code } ({ $whose }) refused: { $why }
# $file: the package written; $megabytes: its size; $title: the exercise and class;
# $version: the SCORM version ("1.2", "2004 4th Edition"); $mastery: the percentage that passes.
exercise-cli-wrote = Wrote { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB): { $title }, SCORM { $version }, passed at { $mastery } %. Import it into your LMS as a SCORM package; each learner's instance is drawn from their LMS learner id.

## The exercise's panel on the page (index.html's #exercise, www/exercise.js).

exercise-panel-title = Exercise
exercise-keyboard =
    .aria-label = Pick a square by keyboard
exercise-keyboard-row = Row
exercise-keyboard-col = Column
exercise-pick = Pick
exercise-undo = Undo
exercise-reset = Reset (new instance)
exercise-model = Model answer
exercise-model-note = Shows the algorithm's next step; no credit for this instance until Reset.
exercise-download = Download my answers (JSON)
exercise-leave = Leave the exercise
exercise-code-done = Completion code: give it to your teacher
# $answered: steps answered so far, of $total.
exercise-code-so-far = Completion code so far ({ $answered } of { $total } steps answered; unfinished)
exercise-copy = Copy the code
exercise-copied = Copied ✓
exercise-copy-by-hand = Select it and copy (Ctrl+C)
exercise-copied-status = Copied the completion code.
exercise-copy-by-hand-status = Select the completion code and copy it (Ctrl+C).
exercise-setup-summary = How to answer; class code, name and grading
exercise-class-label = Class code
exercise-learner-label = Your name or number
exercise-grading-label = Grading
exercise-grading-fix = After each step (a wrong step is fixed)
exercise-grading-undo = After each step (a wrong step is undone)
exercise-grading-end = At the end
exercise-start = Start
exercise-open = Be the algorithm (graded exercise)
exercise-open-why = Exercises are for every algorithm with its default parameters, and backtracking with forward checking, MAC, or forward checking with MRV or with LCV, on the animated board.
exercise-name-needed = Type your name or number: your instance of the class's exercise is drawn from it.
exercise-not-set-up = The exercise's board could not be set up.
# $why: what the core refused (a bad class code, a name too long).
exercise-refused = { $why }.
exercise-step-refused = This slide's exercise could not start: { $why }.
# $answered: answers restored; $attempt: the attempt's number.
exercise-welcome-back = Welcome back: your { $answered } { $answered ->
        [one] answer
       *[other] answers
    } of attempt { $attempt } and your score are restored.
exercise-welcome-back-host = Welcome back: your { $answered } { $answered ->
        [one] answer
       *[other] answers
    } and your score are restored.
# $name: the exercise's name; $instance: exercise-instance.
exercise-status-step = { $name }: the next move on the slide's board.
exercise-status-open = { $name }: { $instance }.
exercise-status-open-anonymous = { $name }: { $instance }. Type your name or number (Class code, name and grading) for your own instance.
exercise-status-question = { $name }: step { $step } of { $total }.
exercise-status-done-step = { $name }: done. The lesson goes on with Next.
exercise-status-done = { $name }: done. Your completion code is in the exercise's panel.
# $class: the class code (data).
exercise-class = Class { $class }
exercise-ask-name = Type your name or number below, then Start: your own instance of the class's exercise is drawn from it (the same on any device).
# $moves: the moves' captions, one after another.
exercise-moves = The moves: { $moves }
exercise-answer-buttons = This step is answered with the buttons under the question, not on the board.
exercise-row-being-filled = Row { $row } is the row being filled: pick its squares.
exercise-recorded = Answer recorded: graded at the end.
# $mark: ✓ or ✗; $verdict: the verdict.
exercise-verdict = { $mark } { $verdict }
exercise-taken-back = Your last answer is taken back.
exercise-nothing-back = Nothing to take back.
exercise-nothing-back-graded = Each step is graded when answered: nothing to take back (with “a wrong step is undone” grading, a wrong step is undone for you).
exercise-reset-armed = Reset drops this attempt for a fresh instance (the next attempt). To hand in what you did, copy its completion code below first. Press Reset again to go on.
# $answer: the algorithm's answer in words.
exercise-model-shown = Model answer: { $answer }.
exercise-model-shown-first = Model answer (no credit for this instance now; Reset for a new one): { $answer }.
exercise-model-shown-first-step = Model answer (no credit for this step now): { $answer }.
# $instance: exercise-instance.
exercise-slide-board = The slide's board: { $instance }
exercise-chance-label = Chance (%)
exercise-chance-refused = Type the chance in percent, a number from 0 to 100 (36.8 is read as 37).
exercise-check = Check
# $count: squares picked so far.
exercise-done = Done ({ $count ->
        [0] none
       *[other] { $count } picked
    })
exercise-clear = Clear
# $summary: exercise-summary and the first mismatch.
exercise-all-answered = Done: all { $total } steps answered. { $summary }
exercise-question = Step { $step } of { $total }: { $prompt }
exercise-score-end = Answered { $answered } of { $total } steps: graded at the end.
# $fixes, $undos: 0 for none; $end: "yes" at the end's grading.
exercise-score = Score: { $right } of { $total } steps right at the first try ({ $answered } answered){ $fixes ->
        [0] {""}
       *[other] , { $fixes } { $end ->
            [yes] wrong
           *[other] fixed
        }
    }{ $undos ->
        [0] {""}
       *[other] , { $undos } undone
    }.
exercise-score-model = { $score } Model answer opened: no credit for this instance (Reset for a new one).
exercise-score-model-step = { $score } Model answer opened: no credit for this step.
exercise-model-answer-shown = (model answer shown)

## A course page's saved work (SPLICE, www/splice.js), in the verdict or the status line.
## $seconds: how long the page waited; $words: why not, as the course page's answer was read
## (splice.ftl); $why: an exercise-unfit- message, or why the answer could not be read.
exercise-host-silent = The course page did not answer when asked for your saved work (within { $seconds } s), so this is a fresh start. If it answers before your first answer here, your work comes back then.
exercise-host-late = The course page gave back your saved work after you had started here: it was not restored, to keep what you did here (the course page now saves that).
exercise-host-keeps = The course page keeps it until your first answer here, which replaces it; reload the page to ask again.
exercise-host-refused = The course page could not give back your saved work ({ $words }), so this is a fresh start. { exercise-host-keeps }
exercise-host-unusable = The course page gave back saved work this page cannot use ({ $why }), so this is a fresh attempt. { exercise-host-keeps }
exercise-host-behind = Your work on this computer is further on than the course page's copy: it is kept, and the course page gets it with your next answer.
## Why the saved work cannot be restored. $class, $wanted: class codes (data); $learner: the
## name typed here; $why: the core's reason the answers do not replay.
exercise-unfit-predict = it is predict mode's place, not an exercise
exercise-unfit-none = it holds no exercise
exercise-unfit-class-code = its class code is not one
exercise-unfit-class-address = it is of class { $class }, not of the address's
exercise-unfit-class = it is of class { $class }, not { $wanted }
exercise-unfit-no-learner = it names no learner
exercise-unfit-learner = its learner's name is not one this page takes
exercise-unfit-other-learner = it was saved under another name, not “{ $learner }”
exercise-unfit-grading = its grading is not one of this page's
exercise-unfit-attempt = its attempt number is not a whole number
exercise-unfit-answers = its answers are not a list of answers
exercise-unfit-replay = its answers do not replay on this exercise ({ $why })
## Which algorithms have an exercise, for watch-address-no-exercise (an address asks for an
## exercise of an algorithm without one).
exercise-available = every algorithm with its default parameters, and backtracking with forward checking, MAC, or forward checking with MRV or with LCV

## The teacher's answer keys (www/teacher-key.js).

exercise-key-open = Open this instance on the board (Watch, in a new tab, at its start): stepping on plays the algorithm's moves
exercise-key-answer = Answer:
exercise-key-header-title = As the learner's page names the instance
# $learner: the name as typed.
exercise-key-print-title = Answer key: { $learner }
exercise-key-print-note = Row 1 is at the bottom, column 1 at the left. The learner's page shows this instance for the name { $learner } (spacing and capitals do not matter).
exercise-key-col-learner = Learner
exercise-key-col-instance = Instance
exercise-key-col-answers = The algorithm's answers, step by step
exercise-key-table-title = Answer keys: { $name }, class { $class }, attempt { $attempt }
exercise-key-table-task = What each learner does: { $task } Row 1 is at the bottom, column 1 at the left.
exercise-key-status = The instance and answer key of { $learner }: { $steps } steps.
exercise-key-name-needed = Type the learner's name or number: their instance is drawn from it
# $why: what is wrong (a bad class code or attempt).
exercise-key-nothing-printed = Nothing printed: { $why }.
# $lines: the lines left out (exercise-key-refused…), joined by semicolons.
exercise-key-left-out = Left out: { $lines }.
# $line: the line's number among the names pasted; $name: the name on it; $why: why it was left out.
exercise-key-refused = line { $line }: { $why }
exercise-key-refused-named = line { $line } ({ $name }): { $why }
# The answer keys (teacher-key.js): an attempt that is not 1, 2, 3, … (the Attempt field).
exercise-key-attempt-whole = the attempt is a whole number: 1 (the first instance), 2, 3, …
# A line of the class's list naming a learner again. $line: the line that named them first.
exercise-key-same-learner = the same learner as line { $line }
exercise-key-nothing-to-print = Nothing to print: paste the learners' names or numbers, one a line.
# $learners: how many keys were printed.
exercise-key-printed-pages = The keys of { $learners } { $learners ->
        [one] learner
       *[other] learners
    } sent to print (one page a learner).
exercise-key-printed-table = The keys of { $learners } { $learners ->
        [one] learner
       *[other] learners
    } sent to print (one table).

## The board in words for a screen reader (the canvas is a picture), rows from the top.

exercise-words-queen = row { $row }: queen in column { $col }
exercise-words-queen-attacked = row { $row }: queen in column { $col }, attacked
exercise-words-empty = row { $row }: empty
# $marked: the marked columns (exercise-words-marked), joined by commas.
exercise-words-empty-marked = row { $row }: empty; marked columns { $marked }
# $by: the row whose queen marked column $col.
exercise-words-marked = { $col } (by row { $by })
# $rows: each row in words, joined by semicolons.
exercise-words-board = The board, top row first: { $rows }.
# $caption: the last move's caption.
exercise-words-last = Last move: { $caption }
# $squares: the squares picked (exercise-answer-square), joined by semicolons.
exercise-words-picked = Picked so far: { $squares }.
# Between two rows of exercise-words-board, and between two squares of exercise-words-picked.
exercise-words-row-separator = { "; " }
# Between two columns of exercise-words-empty-marked's $marked.
exercise-words-column-separator = { ", " }
# The board's caption while an inference's prunes are asked.
exercise-caption-arc = Row { $row }, column { $col }: the queen is placed; forward checking removed { $removed ->
        [one] { $removed } square
       *[other] { $removed } squares
    } (crossed out). Which squares does arc consistency remove?
exercise-caption-prunes = Row { $row }, column { $col } is safe — the queen is placed. Which squares does its placement remove?

## The exercises' errors (src/exercise.rs): a class code, an exercise, a learner's name, an
## answer token, a grading or a completion code refused, on the page (the fields of the
## exercise's setup and the teacher's view, an exercise restored) and in `nqueens exercise`.
## A code, a token or a name as typed is data, shown as it is.

# $text: what was typed; $codes: the exercises' codes ("BT, FC, MRV, …", data).
exercise-error-unknown = unknown exercise "{ $text }": one of { $codes }
# $text: what was typed; $codes: the exercises' codes (data); $digits: how many letters or
# digits follow the hyphen (6).
exercise-error-class-code = "{ $text }" is not a class code: a class code is the exercise's letters ({ $codes }), a hyphen and { $digits } letters or digits, as FC-7KQ2M9
# $max: the most characters a learner's name or number may have (60).
exercise-error-name-too-long = a learner's name or number has at most { $max } characters
# An answer of a saved attempt or a completion code that does not read. $token: the answer as
# written (data, "s12"); $n: the board's size.
exercise-error-token = "{ $token }" is not an answer on { $n ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") } board
# $text: the grading as written; fix, undo and end are the codes' own words (data).
exercise-error-grading = unknown grading "{ $text }": fix, undo or end
# $answer: the answer's number in the attempt (1, 2, …).
exercise-error-after-last = answer { NUMBER($answer, useGrouping: "false") } comes after the last step
# $answer: the answer's number in the attempt (1, 2, …).
exercise-error-undo-nothing = answer { NUMBER($answer, useGrouping: "false") } takes back nothing
exercise-error-name-escape = a broken %-escape in the name
exercise-error-name-utf8 = a name that is not UTF-8
exercise-error-not-code = not a completion code (it starts NQX1~)
exercise-error-not-whole-code = not a whole completion code (a code starts NQX1~ and has 13 parts separated by ~): cut short or mistyped
exercise-error-check = the check does not match: the code was mistyped, cut short or edited
# A field of a completion code that is not a number. $field: which (attempt, time, right,
# steps, fixes or undos).
exercise-error-not-number = the { $field ->
        [attempt] attempt
        [time] time
        [right] right count
        [steps] step count
        [fixes] fix count
       *[undos] undo count
    } is not a number
exercise-error-attempt-large = the attempt is too large
# A completion code whose answers give another score than it states. $right, $total, $fixes,
# $undos: the score its answers give; $opened: yes if the model answer was opened, else no;
# $claimed, $claimedTotal: the right answers and steps the code states.
exercise-error-score = its answers give { NUMBER($right, useGrouping: "false") } of { NUMBER($total, useGrouping: "false") } right ({ NUMBER($fixes, useGrouping: "false") } fixed, { NUMBER($undos, useGrouping: "false") } undone{ $opened ->
        [yes] , model answer opened
       *[no] {""}
    }), not the { NUMBER($claimed, useGrouping: "false") } of { NUMBER($claimedTotal, useGrouping: "false") } it states
exercise-error-no-name = type the learner's name or number: each learner's instance is drawn from it
exercise-error-attempt-zero = the attempt is 1 (the first instance), 2, 3, …
# A lesson's slide asks an exercise of an algorithm with parameters no exercise performs.
# $algorithm: its name; $offered: the parameters its exercises take, a list made of
# exercise-error-params-or, -comma and -defaults ("its defaults, inference=mac or …").
exercise-error-params = { $algorithm }'s exercise needs these parameters: { $offered }
exercise-error-params-defaults = its defaults
# The last two of the list. $item, $last: parameters (data) or exercise-error-params-defaults.
exercise-error-params-or = { $item } or { $last }
# One of the list and the rest of it. $item: parameters or -defaults; $rest: the rest.
exercise-error-params-comma = { $item }, { $rest }
