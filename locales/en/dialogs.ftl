# The dialogs of the page (index.html): the puzzle and its words (the glossary, opened by the
# masthead's "The puzzle & words" and by every word of the page's text linked to it) and the
# keyboard's help (the masthead's "Keys", or ?). English: the source every language translates.
# Keep English byte-identical to what the page said before the catalog (the e2e tests read it).
# Terms as in Russell & Norvig, AIMA (backtracking, hill climbing, restart), Brassard & Bratley
# (Las Vegas, Monte Carlo) and Sosic & Gu (permutation, collision); see docs/translating.md.


## The puzzle and its words (#about)

dialogs-about-title = The puzzle
dialogs-about-puzzle = The N-Queens puzzle: place n queens on an n × n chessboard so that no two attack each other. A queen attacks along its row, its column and both diagonals, so a solution has exactly one queen in every row and every column, and at most one on every diagonal. The 8 × 8 board has 92 solutions; boards of 2 and 3 squares a side have none. Every algorithm here places one queen per row, with row 1 at the bottom and column 1 at the left; it either searches square by square (backtracking), or draws at random and tries again (the Las Vegas algorithms), or repairs a full board (the local searches), or uses a formula.
dialogs-words-title = Words used here

## The glossary: each word (dialogs-term-<id>) and what it means (dialogs-term-<id>-meaning)

dialogs-term-attempt = Attempt
dialogs-term-attempt-meaning = One try of the algorithm's basic move, counted in its own unit: backtracking tries a square, random placement places a queen, the swap searches test a swap. A square tried is not a queen placed, so attempts compare within one algorithm; algorithms compare by CPU time.
dialogs-term-move = Move
dialogs-term-move-meaning = One step of the algorithm as the board shows it, one click of Step: a square tried, a backtrack, a queen placed or moved, a restart. The timeline counts moves; the counters count attempts in the algorithm's own unit, so backtracking's whole 8 × 8 search is 17,777 moves: 15,720 squares tried, 1,965 backtracks and one move for each of the 92 solutions.
dialogs-term-backtrack = Backtrack
dialogs-term-backtrack-meaning = When a row has no safe square left, backtracking goes back to the row below, lifts its queen and moves it along.
dialogs-term-trial = Trial, restart
dialogs-term-trial-meaning = Random placement's one pass from an empty board. A row with no unattacked square is a dead end: the trial is thrown away and a new one starts (a restart). It never backtracks.
dialogs-term-las-vegas = Las Vegas and Monte Carlo
dialogs-term-las-vegas-meaning = A Las Vegas algorithm uses chance but is never wrong: it keeps trying until it has a solution, and only its running time is random (random placement, the swap searches). A Monte Carlo algorithm runs for a fixed time and may be wrong. One trial of random placement on 8 × 8 succeeds with probability p = 0.1293, so a run needs 1/p = 7.73 trials on average.
dialogs-term-seed = Seed
dialogs-term-seed-meaning = The number that fixes every random choice of a run: the same seed gives the same run, here and on any computer, so a class can follow one run together. New seed draws a fresh one.
dialogs-term-master-seed = Master seed
dialogs-term-master-seed-meaning = In Compare, the one number from which the seed of each of the many runs is derived: run 1, run 2, … each get their own seed, and the same master seed repeats the whole comparison.
dialogs-term-standard-error = Standard error
dialogs-term-standard-error-meaning = How far a measured rate can be from the true one by chance: for a success rate p measured over t tries it is √(p(1 − p) / t). The true value lies within two standard errors of the measurement about 95 times in 100.
dialogs-term-permutation = Permutation, collision
dialogs-term-permutation-meaning = A permutation puts one queen in every row and every column, so only diagonals can clash; a collision is a queen sharing a diagonal with another. The swap searches exchange two queens' columns to remove collisions.
dialogs-term-oeis = OEIS
dialogs-term-oeis-meaning = The On-Line Encyclopedia of Integer Sequences (oeis.org), where the known counts are published: A000170 the number of solutions Q(n), A002562 the solutions up to rotation and reflection, A140450 the squares backtracking tries before its first solution. The page checks its counts against them.
dialogs-term-worker = Web Worker
dialogs-term-worker-meaning = A background thread of the browser: long runs (Compare, large boards) go there, so the page stays responsive and Stop or Cancel answers at once.
dialogs-term-simd = SIMD128
dialogs-term-simd-meaning = The processor's vector instructions, which WebAssembly offers in 128-bit registers: counting solutions searches 16 boards at once with them.
dialogs-term-cli = Command-line tool
dialogs-term-cli-meaning = nqueens, the same solvers without the page, for those who build the project (its README): it prints the same numbers for the same seeds, and measures the papers' largest boards.

## Both dialogs

dialogs-close = Close

## The keyboard's help (#help). A key's name (dialogs-key-…) is how the keyboards of the
## language label that key; letters and symbols (F, B, P, ., ?, arrows) stay as they are.

dialogs-keys-title = Keyboard
dialogs-keys-intro = On the Watch view, whenever the focus is not in a field, a list, the speed slider or the tabs:
dialogs-keys-play = play or pause (on a focused button, Space presses that button)
dialogs-keys-step = step: one move
dialogs-keys-back = step back one move
dialogs-keys-home = start the run again (same seed)
dialogs-keys-end = run to the end (backtracking: to the next solution)
dialogs-keys-enter = in a field: use the value; the keys above then work again
dialogs-keys-tab = move between controls;
dialogs-keys-tab-1 = or
dialogs-keys-tab-2 = presses a button
dialogs-keys-present = presentation mode (also the Present button): the board fills the screen
dialogs-keys-page = in presentation: step and step back (presenter remotes send these)
dialogs-keys-blank = in presentation: blank the screen, and back
dialogs-keys-code = in presentation: show the pseudocode beside the board, or hide it
dialogs-keys-leave = leave presentation
dialogs-keys-lesson = in a lesson: the next slide and the one before (instead of a step)
dialogs-keys-help = this help;
dialogs-keys-help-1 = closes it
dialogs-key-space = Space
dialogs-key-home = Home
dialogs-key-end = End
dialogs-key-enter = Enter
dialogs-key-tab = Tab
dialogs-key-page-down = PgDn
dialogs-key-page-up = PgUp
dialogs-key-escape = Esc
# Before the keys Home and End.
dialogs-keys-timeline = The timeline under the board seeks to any move made so far: drag it, or focus it and use the arrow keys,
dialogs-keys-timeline-and = and
dialogs-keys-history = Changing the algorithm, the board size or the seed starts a new run; the browser's Back button returns to the one before, where it was left.
