# What each algorithm says about itself, in English: the source every language translates.
# The core (src/description.rs's Words) names each message by the algorithm's id and the ids
# of its parameters, choices and counters (data, the same in every language):
#   algorithm-<id>-name          the short name of the page's lists ("Hill climbing")
#   algorithm-<id>-title         the name with its source (the CLI's `nqueens algorithms`)
#   algorithm-<id>-summary       one paragraph on how it works (the legend)
#   algorithm-<id>-source        where it comes from (the legend's "Source:")
#   algorithm-<id>-line-<k>      line k of its pseudocode (the pseudocode panel)
#   algorithm-<id>-param-…       a parameter's label, hint and choices (the Watch form)
#   algorithm-<id>-counter-…     a counter's label, what it counts, its report's label
#   algorithm-<id>-legend-<k>    item k of its legend (what a symbol of the board means)
# The English is the descriptions' own, byte for byte (tests/words.rs). Terms follow the
# sources the algorithms cite (Russell & Norvig's AIMA, 3rd ed.; Sosič & Gu; Rolfe; Minton
# et al.; Brassard & Bratley) and locales/en/page.ftl. Symbols (n, k, h, T, ΔE, c) stay.

## Backtracking (backtracking)

algorithm-backtracking-name = Backtracking
algorithm-backtracking-title = Backtracking
algorithm-backtracking-summary = Depth-first backtracking from the bottom-left corner, rows first. Every square tried is an attempt; when a row has no safe square left, the search backtracks.
algorithm-backtracking-source = the “first solution” walkthrough; 4×4 reaches its first solution after 26 attempts, 8×8 after 876 (OEIS A140450).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-backtracking-attempt-unit = squares tried
algorithm-backtracking-tries-unit = runs
algorithm-backtracking-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-backtracking-line-1 = for each row, from row 1 upward, from column 1:
algorithm-backtracking-line-2 = try the next square of the row
algorithm-backtracking-line-3 = if a queen below attacks it (the square's mark): move along
algorithm-backtracking-line-4 = else place the queen and mark the squares it attacks; go up a row
algorithm-backtracking-line-5 = if every row has a queen: a solution
algorithm-backtracking-line-6 = if the row has no square left: backtrack to the row below
algorithm-backtracking-line-7 = lift that row's queen, clear its marks, and move it along
algorithm-backtracking-line-8 = when row 1 has no square left, the search is complete
algorithm-backtracking-line-9 = with MRV: fill next the empty row with the fewest squares left in its domain
algorithm-backtracking-line-10 = with forward checking: remove the squares the queen attacks from the empty rows
algorithm-backtracking-line-11 = with MAC: then remove each square left without a support in another row (AC-3)
algorithm-backtracking-line-12 = if a row's domain is wiped out: lift the queen, restore the domains, move along
algorithm-backtracking-line-13 = with LCV: try first the square removing the fewest squares from the other rows' domains (ties to the left); with no inference, only the safe squares are ranked, the attacked ones tried after them, left to right
# The parameter inference: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-inference = Inference
algorithm-backtracking-param-inference-help = what each placement removes from the empty rows' domains: nothing (the walkthrough), the squares its queen attacks (forward checking), or also every square left without a support (MAC, AC-3)
algorithm-backtracking-param-inference-choice-none = None (the walkthrough)
algorithm-backtracking-param-inference-choice-forward-checking = Forward checking
algorithm-backtracking-param-inference-choice-mac = Arc consistency (MAC)
# The parameter ordering: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-ordering = Row order
algorithm-backtracking-param-ordering-help = which empty row is filled next: row 1 upward, or the one with the fewest squares left in its domain (MRV; ties to the lowest row)
algorithm-backtracking-param-ordering-choice-rows = Row 1 upward
algorithm-backtracking-param-ordering-choice-mrv = Fewest squares left (MRV)
# The parameter values: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-values = Square order
algorithm-backtracking-param-values-help = in which order a row's squares are tried: left to right, or least constraining first (LCV: the square removing the fewest squares from the other empty rows; ties to the left; with no inference, the attacked squares after the safe ones, left to right)
algorithm-backtracking-param-values-choice-left-to-right = Left to right
algorithm-backtracking-param-values-choice-lcv = Least constraining (LCV)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-attempts-total = Attempts in total
algorithm-backtracking-counter-attempts-total-counts = squares tried, attacked or not, since the start (OEIS A140450 at the first solution)
algorithm-backtracking-counter-attempts-total-report = Attempted placements
# The counter solutions-found: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-solutions-found = Solutions found
algorithm-backtracking-counter-solutions-found-counts = complete boards found so far (OEIS A000170 at the end of the search)
# The counter consistency-checks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-consistency-checks = Consistency checks
algorithm-backtracking-counter-consistency-checks-counts = tests of whether queens on two squares of different rows would attack each other (trying a square, forward checking, AC-3, MRV and LCV make them)
algorithm-backtracking-counter-consistency-checks-report = Consistency checks
# The counter backtracks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-backtracks = Backtracks
algorithm-backtracking-counter-backtracks-counts = rows that ran out of squares, sending the search back to the row filled before
algorithm-backtracking-counter-backtracks-report = Backtracks
# The counter wipe-outs (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-wipe-outs = Wipe-outs
algorithm-backtracking-counter-wipe-outs-counts = placements whose inference left an empty row with an empty domain
algorithm-backtracking-counter-wipe-outs-report = Wipe-outs

## Random placement (random-placement)

algorithm-random-placement-name = Random placement
algorithm-random-placement-title = Random placement (Las Vegas)
algorithm-random-placement-summary = Las Vegas: each row's queen goes on a square drawn at random among those no queen below attacks. A row with no such square is a dead end: the trial is thrown away and a new one starts.
algorithm-random-placement-source = Las Vegas random placement; Rolfe (2006), Algorithm Two “GridSearch”. On 8×8 one trial succeeds with probability 0.1293.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-random-placement-attempt-unit = queens placed
algorithm-random-placement-tries-unit = trials
algorithm-random-placement-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-random-placement-line-1 = repeat (one trial):
algorithm-random-placement-line-2 = clear the board
algorithm-random-placement-line-3 = for each row, from row 1 upward:
algorithm-random-placement-line-4 = if every square of the row is attacked: a dead end, start a new trial
algorithm-random-placement-line-5 = place the queen on an unattacked square drawn at random
algorithm-random-placement-line-6 = until every row holds a queen: a solution
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trials = Trials (restarts + 1)
algorithm-random-placement-counter-trials-counts = trials begun: one per dead end that restarted the board, plus the first
algorithm-random-placement-counter-trials-report = Trials
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trial-attempts = Placements in this trial
algorithm-random-placement-counter-trial-attempts-counts = queens placed since the current trial began
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-attempts-total = Placements over all trials
algorithm-random-placement-counter-attempts-total-counts = queens placed over every trial (the lab's attempts)
algorithm-random-placement-counter-attempts-total-report = Attempted placements

## Permutation swaps (permutation-swap)

algorithm-permutation-swap-name = Permutation swaps
algorithm-permutation-swap-title = Permutation swap (Rolfe, Algorithm One)
algorithm-permutation-swap-summary = A shuffled permutation: one queen per row and column. Row by row, a queen on a diagonal already in use swaps columns with the next later row; when none is left, a new shuffle starts.
algorithm-permutation-swap-source = Rolfe, “Las Vegas Does N-Queens” (2006), Algorithm One, with Wirth's diagonal flags.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-permutation-swap-attempt-unit = queen checks
algorithm-permutation-swap-tries-unit = permutation vectors
algorithm-permutation-swap-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-permutation-swap-line-1 = repeat:
algorithm-permutation-swap-line-2 = shuffle the permutation vector; clear the diagonal flags
algorithm-permutation-swap-line-3 = for each row k, from row 1 upward:
algorithm-permutation-swap-line-4 = if row k's queen is on two free diagonals: flag them in use
algorithm-permutation-swap-line-5 = else swap row k's column with the next untried later row's, and check row k again
algorithm-permutation-swap-line-6 = if no later row is left to try: this vector fails
algorithm-permutation-swap-line-7 = until every row passes: a solution
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-permutations = Permutation vectors used
algorithm-permutation-swap-counter-permutations-counts = permutation vectors shuffled so far, this one included
algorithm-permutation-swap-counter-permutations-report = Permutations
# The counter swaps: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-swaps = Swaps
algorithm-permutation-swap-counter-swaps-counts = column swaps of a row with a later row, over all vectors
algorithm-permutation-swap-counter-swaps-report = Swaps

## QS1 gradient swaps (qs1)

algorithm-qs1-name = QS1 gradient swaps
algorithm-qs1-title = QS1 (Sosič & Gu)
algorithm-qs1-summary = Gradient-based swaps: from a random permutation, test pairs of rows where a queen is attacked and swap them when that reduces the collisions; a pass without a swap starts a new permutation.
algorithm-qs1-source = Sosič & Gu, “Fast Search Algorithms for the N-Queens Problem” (1991), QS1, Figures 1–2.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs1-attempt-unit = swaps tested
algorithm-qs1-tries-unit = permutations
algorithm-qs1-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs1-line-1 = repeat:
algorithm-qs1-line-2 = generate a random permutation (one queen per row and per column)
algorithm-qs1-line-3 = repeat, for each pair of rows i < j where a queen is attacked:
algorithm-qs1-line-4 = if swapping their columns reduces the collisions: swap them
algorithm-qs1-line-5 = else leave them
algorithm-qs1-line-6 = until a whole pass swaps nothing
algorithm-qs1-line-7 = until the collisions are 0: a solution
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-collisions = Collisions now
algorithm-qs1-counter-collisions-counts = queens beyond the first on each diagonal, summed over the diagonals (Sosič & Gu)
# The counter initial-collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-initial-collisions = Collisions initially
algorithm-qs1-counter-initial-collisions-counts = collisions of the current permutation when it was drawn (Table 2)
algorithm-qs1-counter-initial-collisions-report = Initial collisions
# The counter pairs-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-pairs-tested = Pairs tested
algorithm-qs1-counter-pairs-tested-counts = pairs of rows tested, over all permutations (Figure 2, line 5; Table 5)
algorithm-qs1-counter-pairs-tested-report = Pairs tested
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-tested = Swaps tested
algorithm-qs1-counter-swaps-tested-counts = swaps tested for a gain, over all permutations (Figure 2, line 6; Table 5)
algorithm-qs1-counter-swaps-tested-report = Swaps tested
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-performed = Swaps performed
algorithm-qs1-counter-swaps-performed-counts = swaps made because they reduced the collisions (Figure 2, line 7)
algorithm-qs1-counter-swaps-performed-report = Swaps performed
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-permutations = Permutations
algorithm-qs1-counter-permutations-counts = random permutations drawn, this one included (Table 4)
algorithm-qs1-counter-permutations-report = Permutations

## Min-conflicts (min-conflicts)

algorithm-min-conflicts-name = Min-conflicts
algorithm-min-conflicts-title = Min-conflicts (Minton et al.)
algorithm-min-conflicts-summary = Min-conflicts: a greedy start puts each row's queen on a little-attacked square; then a queen in conflict moves within its row to the square with the fewest conflicts, until none is attacked.
algorithm-min-conflicts-source = Minton, Johnston, Philips & Laird (1992), min-conflicts heuristic.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-min-conflicts-attempt-unit = repair moves
algorithm-min-conflicts-tries-unit = starts
algorithm-min-conflicts-collisions = Conflicting pairs
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-min-conflicts-line-1 = greedy start: place each row's queen on a square with the fewest conflicts
algorithm-min-conflicts-line-2 = while some queen is in conflict:
algorithm-min-conflicts-line-3 = move a conflicted queen, within its row, to the square with the fewest conflicts
algorithm-min-conflicts-line-4 = after too many moves: clear the board and start again
algorithm-min-conflicts-line-5 = no queen is attacked: a solution
# The counter conflicts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-conflicts = Conflicting pairs
algorithm-min-conflicts-counter-conflicts-counts = pairs of queens that attack each other, on columns and diagonals
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-moves = Repair moves
algorithm-min-conflicts-counter-moves-counts = queens moved within their row to a square with the fewest conflicts
algorithm-min-conflicts-counter-moves-report = Repair moves
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-starts = Starts
algorithm-min-conflicts-counter-starts-counts = greedy starts: restarts after too many moves, plus the first
algorithm-min-conflicts-counter-starts-report = Starts

## QS4 fast swaps (qs4)

algorithm-qs4-name = QS4 fast swaps
algorithm-qs4-title = QS4 (Sosič & Gu)
algorithm-qs4-summary = QS4: a start that places most queens on free diagonals, then random swaps of attacked queens that reduce the collisions — the search that handles millions of queens.
algorithm-qs4-source = Sosič & Gu (1991, 1994), QS4.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs4-attempt-unit = swaps tested
algorithm-qs4-tries-unit = starts
algorithm-qs4-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs4-line-1 = start: row by row, swap a later row's column in until the queen is on free diagonals
algorithm-qs4-line-2 = while collisions remain:
algorithm-qs4-line-3 = pick an attacked queen and a random row: if swapping their columns reduces the collisions, swap
algorithm-qs4-line-4 = else leave them
algorithm-qs4-line-5 = after too many tests: a new permutation and a new start
algorithm-qs4-line-6 = the collisions are 0: a solution
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-collisions = Collisions now
algorithm-qs4-counter-collisions-counts = queens beyond the first on each diagonal among the placed queens, summed over the diagonals
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-tested = Swap tests
algorithm-qs4-counter-swaps-tested-counts = swaps of an attacked queen with a random row tested for a gain, over all starts
algorithm-qs4-counter-swaps-tested-report = Swaps tested
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-performed = Swaps performed
algorithm-qs4-counter-swaps-performed-counts = swaps made in the current start because they reduced the collisions
algorithm-qs4-counter-swaps-performed-report = Swaps performed
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-starts = Starts
algorithm-qs4-counter-starts-counts = conflict-free starts: restarts after too many swaps, plus the first
algorithm-qs4-counter-starts-report = Starts

## Explicit construction (construction)

algorithm-construction-name = Explicit construction
algorithm-construction-title = Construction (Hoffman, Loessi & Moore)
algorithm-construction-summary = No search at all: a formula gives every row's column for any n ≥ 4, in O(n).
algorithm-construction-source = Hoffman, Loessi & Moore (1969); Bernhardsson (1991), cited by Rolfe (2006).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-construction-attempt-unit = queens placed
algorithm-construction-tries-unit = runs
algorithm-construction-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-construction-line-1 = m = n if n is even, else n − 1
algorithm-construction-line-2 = if m mod 6 ≠ 2: row i holds column 2i, row m/2 + i column 2i − 1 (i = 1 … m/2)
algorithm-construction-line-3 = if m mod 6 = 2: row i holds column 1 + ((2i + m/2 − 3) mod m), row m + 1 − i column m − ((2i + m/2 − 3) mod m)
algorithm-construction-line-4 = if n is odd: row n holds column n
algorithm-construction-line-5 = every row holds its queen: a solution
# The counter placed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-construction-counter-placed = Queens placed
algorithm-construction-counter-placed-counts = rows whose queen the formula has placed

## Hill climbing (hill-climbing)

algorithm-hill-climbing-name = Hill climbing
algorithm-hill-climbing-title = Hill climbing (Russell & Norvig, AIMA §4.1.1)
algorithm-hill-climbing-summary = Hill climbing: from a random board with one queen per row, move the queen whose move lowers h (the pairs attacking each other) the most; when no move lowers it, the climb is stuck at a local minimum or plateau and restarts from a fresh random board. Each square shows the h the board would have with its row's queen moved there (AIMA's Figure 4.3a).
algorithm-hill-climbing-source = Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed., §4.1.1 (Figures 4.2, 4.3): 14 % of 8-queens climbs solve, 94 % with 100 sideways moves.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-hill-climbing-attempt-unit = moves
algorithm-hill-climbing-tries-unit = climbs
algorithm-hill-climbing-collisions = Attacking pairs (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-hill-climbing-line-1 = current ← a random board (each row's queen in a random column)
algorithm-hill-climbing-line-2 = neighbor ← a successor of current with the least h (ties at random)
algorithm-hill-climbing-line-3 = if h(neighbor) < h(current), or = with a sideways move left: current ← neighbor
algorithm-hill-climbing-line-4 = else stuck (local minimum or plateau): restart from a random board
algorithm-hill-climbing-line-5 = if h(current) = 0: return current
algorithm-hill-climbing-line-6 = with first choice, for lines 2 and 3: take the successors in a random order; current ← the first with h < h(current) (none, and a sideways move left: the first with h = h(current))
# The parameter sideways: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-sideways = Sideways moves
algorithm-hill-climbing-param-sideways-help = the most sideways moves (to a successor of equal h) in a row before a climb counts as stuck; AIMA allows 100
# The parameter restart: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-restart = Random restart
algorithm-hill-climbing-param-restart-help = a stuck climb starts again from a fresh random board; off, the run ends unsolved
# The parameter choice: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-choice = Successor chosen
algorithm-hill-climbing-param-choice-help = steepest ascent takes a best successor; first choice the first better one found in a random order
algorithm-hill-climbing-param-choice-choice-steepest = Steepest ascent
algorithm-hill-climbing-param-choice-choice-first-choice = First choice
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-h = h (attacking pairs)
algorithm-hill-climbing-counter-h-counts = pairs of queens attacking each other, directly or not: the heuristic cost
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-moves = Queen moves
algorithm-hill-climbing-counter-moves-counts = queens moved, over every climb (each a queen moved within its row)
algorithm-hill-climbing-counter-moves-report = Moves
# The counter sideways: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-sideways = Sideways moves
algorithm-hill-climbing-counter-sideways-counts = moves to a successor with the same h, over every climb
# The counter climbs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-climbs = Climbs
algorithm-hill-climbing-counter-climbs-counts = climbs from a random board (the first, and each random restart)
algorithm-hill-climbing-counter-climbs-report = Climbs

## Simulated annealing (simulated-annealing)

algorithm-simulated-annealing-name = Simulated annealing
algorithm-simulated-annealing-title = Simulated annealing (Russell & Norvig, AIMA §4.1.2)
algorithm-simulated-annealing-summary = Simulated annealing: from a random board with one queen per row, propose a random successor (a random queen moved to another square of its row); take it if h does not rise, else take it only with probability e^(ΔE/T). The temperature T falls after every proposal, so worse moves grow rarer; a run that cools below the floor unsolved starts afresh.
algorithm-simulated-annealing-source = Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed., §4.1.2 (Figure 4.5); Kirkpatrick, Gelatt & Vecchi (1983).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-simulated-annealing-attempt-unit = moves proposed
algorithm-simulated-annealing-tries-unit = runs
algorithm-simulated-annealing-collisions = Attacking pairs (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-simulated-annealing-line-1 = current ← a random board; T ← the starting temperature
algorithm-simulated-annealing-line-2 = next ← a random successor of current (a random queen to another square of its row); ΔE ← h(current) − h(next)
algorithm-simulated-annealing-line-3 = if ΔE ≥ 0: current ← next
algorithm-simulated-annealing-line-4 = else current ← next only with probability e^(ΔE/T)
algorithm-simulated-annealing-line-5 = T ← T × cooling; if T < floor: stop (restart from a random board)
algorithm-simulated-annealing-line-6 = if h(current) = 0: return current
# The parameter temperature: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-temperature = Starting temperature
algorithm-simulated-annealing-param-temperature-help = T at the start of each run: the higher, the more worse moves are taken early
# The parameter cooling: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-cooling = Cooling factor
algorithm-simulated-annealing-param-cooling-help = T is multiplied by it after each proposal: nearer 1 cools more slowly
# The parameter floor: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-floor = Floor
algorithm-simulated-annealing-param-floor-help = a run whose T falls below it stops (and a fresh one starts, unless solved)
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-h = h (attacking pairs)
algorithm-simulated-annealing-counter-h-counts = pairs of queens attacking each other, directly or not: the energy annealing lowers
# The counter proposals: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-proposals = Moves proposed
algorithm-simulated-annealing-counter-proposals-counts = random successors proposed, over every run
algorithm-simulated-annealing-counter-proposals-report = Moves proposed
# The counter worse-taken: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-taken = Worse moves taken
algorithm-simulated-annealing-counter-worse-taken-counts = proposals that raised h and were taken all the same, by chance e^(ΔE/T)
# The counter worse-refused: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-refused = Worse moves refused
algorithm-simulated-annealing-counter-worse-refused-counts = proposals that would raise h and were refused
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-runs = Runs
algorithm-simulated-annealing-counter-runs-counts = runs from a random board, each cooling from the starting temperature
algorithm-simulated-annealing-counter-runs-report = Runs

## Genetic algorithm (genetic)

algorithm-genetic-name = Genetic algorithm
algorithm-genetic-title = Genetic algorithm (Russell & Norvig, AIMA §4.1.4)
algorithm-genetic-summary = A genetic algorithm: a population of random boards, each scored by its non-attacking pairs (its fitness); each child takes the rows below a random crossover point from one parent and the rest from another, parents drawn in proportion to their fitness, and is sometimes mutated. The children form the next generation, until one is a solution.
algorithm-genetic-source = Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed., §4.1.4 (Figures 4.6 and 4.8); Holland (1975).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-genetic-attempt-unit = children
algorithm-genetic-tries-unit = runs
algorithm-genetic-collisions = Attacking pairs (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-genetic-line-1 = population ← k random boards; fitness = non-attacking pairs
algorithm-genetic-line-2 = x, y ← two parents, each drawn in proportion to its fitness
algorithm-genetic-line-3 = child ← x's rows below a random crossover point c, then y's (c from 1 to n − 1: AIMA's c = n would copy x whole)
algorithm-genetic-line-4 = with a small probability, mutate: a random row's queen to a random column (its own leaves the child unchanged)
algorithm-genetic-line-5 = after k children: they become the population (a new generation)
algorithm-genetic-line-6 = if a board is fit enough (every pair non-attacking): return it
# The parameter population: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-population = Population
algorithm-genetic-param-population-help = the boards in each generation (k)
# The parameter mutation: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-mutation = Mutation probability
algorithm-genetic-param-mutation-help = the chance that a child is mutated: one random row's queen moved to a random column (perhaps its own)
# The parameter generations: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-generations = Generations per run
algorithm-genetic-param-generations-help = a run that has bred this many generations unsolved starts afresh
# The counter best-fitness: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-best-fitness = Best fitness
algorithm-genetic-counter-best-fitness-counts = the most non-attacking pairs on one board the run holds: the current generation and the children made so far for the next (n(n − 1)/2 once a board is a solution)
# The counter generation: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-generation = Generation
algorithm-genetic-counter-generation-counts = the current generation of this run (the first population is 1)
# The counter children: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-children = Children
algorithm-genetic-counter-children-counts = children made by crossover (and perhaps mutation), over every run
algorithm-genetic-counter-children-report = Children made
# The counter mutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-mutations = Mutations
algorithm-genetic-counter-mutations-counts = mutations that changed a child, its row's queen moved to another column, over every run (a mutation that draws the column the queen stands in is not counted)
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-runs = Runs
algorithm-genetic-counter-runs-counts = runs from a fresh random population
algorithm-genetic-counter-runs-report = Runs

## queensLV (queens-lv)

algorithm-queens-lv-name = queensLV
algorithm-queens-lv-title = queensLV (Las Vegas + backtracking; Brassard & Bratley)
algorithm-queens-lv-summary = k queens go at random on unattacked squares, row by row, as random placement puts them; then backtracking completes the board. A dead end among the random rows, or a completion that fails, starts a new trial. k = 0 is backtracking, k = n random placement.
algorithm-queens-lv-source = Brassard & Bratley, Fundamentals of Algorithmics (1996), §10.6.3, queensLV with stepVegas = k. On 8×8 the expected nodes per solution are fewest for k = 2 (28.20, against backtracking's 114).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-queens-lv-attempt-unit = queens placed
algorithm-queens-lv-tries-unit = trials
algorithm-queens-lv-collisions = Collisions
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-queens-lv-line-1 = repeat (one trial): clear the board
algorithm-queens-lv-line-2 = for rows 1 to k: if every square of the row is attacked: a dead end, a new trial
algorithm-queens-lv-line-3 = else place its queen on an unattacked square drawn at random
algorithm-queens-lv-line-4 = backtrack from row k + 1: try the next square of the row; attacked: move along
algorithm-queens-lv-line-5 = safe: place the queen; go up a row
algorithm-queens-lv-line-6 = no square left: lift the queen below and move it along
algorithm-queens-lv-line-7 = row k + 1 has no square left: the completion failed, a new trial
algorithm-queens-lv-line-8 = until every row holds a queen: a solution
# The parameter k: its label in the form; -help its hint; -choice-* its choices.
algorithm-queens-lv-param-k = Random rows k
algorithm-queens-lv-param-k-help = how many rows, from row 1, get their queen at random before backtracking completes the board (Brassard & Bratley's stepVegas): 0 is backtracking, n random placement; at most n (the default, 2, is n on a smaller board)
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trials = Trials (restarts + 1)
algorithm-queens-lv-counter-trials-counts = trials begun: one per dead end or failed completion that restarted the board, plus the first
algorithm-queens-lv-counter-trials-report = Trials
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trial-attempts = Queens placed in this trial
algorithm-queens-lv-counter-trial-attempts-counts = queens placed since the current trial began, at random or by the backtracking (the trial's nodes less its root)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-attempts-total = Queens placed over all trials
algorithm-queens-lv-counter-attempts-total-counts = queens placed over every trial (the lab's attempts; Brassard & Bratley's nodes less one root per trial)
algorithm-queens-lv-counter-attempts-total-report = Queens placed
# The counter squares-tried: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-squares-tried = Squares tried by backtracking
algorithm-queens-lv-counter-squares-tried-counts = squares the backtracking above the random rows tried, attacked or not, over every trial (with k = 0, OEIS A140450 at the first solution)
algorithm-queens-lv-counter-squares-tried-report = Squares tried by backtracking
# The counter backtracks: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-backtracks = Backtracks
algorithm-queens-lv-counter-backtracks-counts = queens lifted to move along, when the row above them ran out of squares, over every trial
algorithm-queens-lv-counter-backtracks-report = Backtracks

## The legends' items (the board's symbols, www/watch-view.js), by algorithm: algorithm-<id>-legend-<k>
# is item k (1-based) of its description's legend.

algorithm-backtracking-legend-1 = a square attacked from below, numbered with the row of the queen that attacks it; a marked square keeps its first number. Each row's marks have a colour of their own
algorithm-backtracking-legend-2 = the square just tried is safe: the queen stays
algorithm-backtracking-legend-3 = the square just tried is attacked: move along (the red line shows by whom)
algorithm-backtracking-legend-4 = a queen just lifted off to move along
algorithm-backtracking-legend-5 = with forward checking or MAC: a square crossed out of its row's domain, numbered by the row whose placement removed it; never tried
algorithm-backtracking-legend-6 = with MAC: crossed and circled, removed by arc consistency (AC-3): left without a support, a square in another row's domain it does not attack
algorithm-backtracking-legend-7 = with forward checking or MAC: a row whose domain is wiped out
algorithm-backtracking-legend-8 = with MRV: the row chosen, the one with the fewest squares left
algorithm-backtracking-legend-9 = a consistency check tests whether queens on two squares of different rows would attack each other
algorithm-random-placement-legend-1 = attacked squares, numbered with the row of the lowest queen attacking them, in that row's colour
algorithm-random-placement-legend-2 = the queen just placed
algorithm-random-placement-legend-3 = the dead-end row
algorithm-permutation-swap-legend-1 = a queen not yet checked on a diagonal a row that passed has flagged in use: where it stands, it fails the check. A queen that passed is never red: it was checked against the rows below it, and a queen above it on its diagonal is for that row's check to find
algorithm-permutation-swap-legend-2 = a row that passed: its diagonals are flagged. The rows above the last that passed are not yet checked: their queens are drawn faded
algorithm-permutation-swap-legend-3 = two queens swapping columns
algorithm-permutation-swap-legend-4 = a queen with no later row left to swap: the vector fails
algorithm-permutation-swap-legend-5 = a diagonal holding more than one queen
algorithm-qs1-legend-1 = an attacked queen
algorithm-qs1-legend-2 = a diagonal holding more than one queen (its collisions)
algorithm-qs1-legend-3 = a swap performed
algorithm-qs1-legend-4 = a swap tested and rejected
algorithm-min-conflicts-legend-1 = a queen in conflict (column or diagonal)
algorithm-min-conflicts-legend-2 = a diagonal or a column holding more than one queen: its queens attack each other
algorithm-min-conflicts-legend-3 = the square a queen just moved to
algorithm-qs4-legend-1 = an attacked queen
algorithm-qs4-legend-2 = a swap performed
algorithm-qs4-legend-3 = a swap tested and rejected
algorithm-hill-climbing-legend-1 = h of the board if that row's queen moved to the square; the least outlined
algorithm-hill-climbing-legend-2 = a diagonal or a column holding more than one queen: its queens attack each other
algorithm-hill-climbing-legend-3 = a queen attacked by another (directly or not)
algorithm-hill-climbing-legend-4 = the square a queen just moved to
algorithm-simulated-annealing-legend-1 = a move proposed (dashed), or refused
algorithm-simulated-annealing-legend-2 = the square a queen just moved to
algorithm-simulated-annealing-legend-3 = a diagonal or a column holding more than one queen: its queens attack each other
algorithm-simulated-annealing-legend-4 = a queen attacked by another (directly or not)
algorithm-genetic-legend-1 = in the population beside the board, the last child's two parents
algorithm-genetic-legend-2 = the crossover point (dashed): the child's rows below it are the first parent's, above it the second's
algorithm-genetic-legend-3 = the square a mutation moved a queen to (and a solution's board in the population)
algorithm-genetic-legend-4 = a diagonal or a column holding more than one queen: its queens attack each other
algorithm-genetic-legend-5 = a queen attacked by another (directly or not)
algorithm-queens-lv-legend-1 = a square attacked from below, numbered with the row of the queen that attacks it; a marked square keeps its first number. Each row's marks have a colour of their own
algorithm-queens-lv-legend-2 = the queen just placed: at random in rows 1 to k, on a safe square tried by the backtracking above them
algorithm-queens-lv-legend-3 = the square the backtracking just tried is attacked: move along
algorithm-queens-lv-legend-4 = a queen the backtracking just lifted off to move along
algorithm-queens-lv-legend-5 = a random row with no unattacked square, or row k + 1 with no square left: the trial failed
