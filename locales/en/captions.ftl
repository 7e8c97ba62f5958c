# The captions under the board (src/captions.rs, and the start caption: src/solver.rs and each
# algorithm's start_message), English: the source every other language translates. Composed
# in the core from the moves' data as messages; the page formats them with www/i18n.js's say,
# the CLI and the tests with src/l10n.rs. Terms as in the sources src/captions.rs's table
# names: Russell & Norvig, AIMA (successor, local minimum, plateau, sideways move, simulated
# annealing, forward checking, arc consistency, MRV, LCV, fitness, crossover, mutation),
# Brassard & Bratley (Las Vegas trial), Sosič & Gu (permutation, collisions, swap), Minton et
# al. (min-conflicts, repair moves), Rolfe (permutation vector).
#
# Rows and columns are 1-based. A number shown without thousands separators (a row, a
# column, h, a temperature) is written NUMBER($x, useGrouping: "false"); one that counts a
# run's work (trials, permutations, swaps, solutions) with them, as plain { $x }. Keep English
# byte-identical to what the captions said before the catalog (tests/fixtures/captions-en.json).

## How a caption's sentences join

# Two sentences of one move: $before (the caption so far) and $after (the next sentence).
caption-joined = { $before }. { $after }
# A clause going on after the sentence before it (a child's crossover after its parents).
caption-joined-clause = { $before } { $after }
# A clause after a semicolon (a child's mutation after its crossover).
caption-joined-semicolon = { $before }; { $after }
# Nothing: an optional clause left out.
caption-empty = { "" }

## Parts of sentences

# ΔE with its sign: $sign is plus, minus (a true minus sign) or zero; $size is |ΔE|.
caption-delta-e = { $sign ->
        [plus] +{ NUMBER($size, useGrouping: "false") }
        [minus] −{ NUMBER($size, useGrouping: "false") }
       *[zero] 0
    }
# A chance in percent, whole ($percent, from 10 % and for 0).
caption-percent-whole = { NUMBER($percent, maximumFractionDigits: 0, useGrouping: "false") } %
# A chance in percent with one decimal ($percent, from 0.1 % to 10 %).
caption-percent-tenths = { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } %
# A tiny chance in percent in scientific notation: $mantissa (two decimals) × 10^$exponent.
caption-percent-tiny = { NUMBER($mantissa, minimumFractionDigits: 2, maximumFractionDigits: 2) }e{ NUMBER($exponent, useGrouping: "false") } %
# After a queen placed: the squares it marked as attacked ($count), numbered with its row
# ($row); $above is yes when every one is above it.
caption-marked = ; { NUMBER($count, useGrouping: "false") } { $count ->
        [one] square
       *[other] squares
    }{ $above ->
        [yes] { " " }above
       *[no] { "" }
    } marked { NUMBER($row, useGrouping: "false") }

## Squares tried and queens placed ($row, $col: the square)

# The square is attacked by the queen in row $by.
caption-try-attacked = Row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is attacked by the queen in row { NUMBER($by, useGrouping: "false") } — move along
# The same in a Las Vegas trial's backtracking (queensLV).
caption-trial-try-attacked = Backtracking: row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is attacked by the queen in row { NUMBER($by, useGrouping: "false") } — move along
caption-try-safe = Row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is safe
caption-trial-try-safe = Backtracking: row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is safe
# Safe, and the queen placed there; $marks: caption-marked or caption-empty.
caption-try-placed = Row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is safe — queen placed{ $marks }
caption-trial-try-placed = Backtracking: row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is safe — queen placed
# A queen placed by the search; $marks as above.
caption-placed = Queen placed in row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") }{ $marks }
# Drawn at random among $among unattacked squares (random placement, queensLV).
caption-placed-random = Row { NUMBER($row, useGrouping: "false") }: column { NUMBER($col, useGrouping: "false") } drawn at random from { NUMBER($among, useGrouping: "false") } unattacked { $among ->
        [one] square
       *[other] squares
    }
# QS4's conflict-free start: the row keeps its column after $swaps swaps; $free is yes when
# its diagonals are free.
caption-placed-kept = Start: row { NUMBER($row, useGrouping: "false") } keeps column { NUMBER($col, useGrouping: "false") } after { NUMBER($swaps, useGrouping: "false") } { $swaps ->
        [one] swap
       *[other] swaps
    }{ $free ->
        [yes] , on free diagonals
       *[no] , still attacked
    }
# Min-conflicts' greedy start: the column with $conflicts conflicts.
caption-placed-conflicts = Start: row { NUMBER($row, useGrouping: "false") } takes column { NUMBER($col, useGrouping: "false") } with { NUMBER($conflicts, useGrouping: "false") } { $conflicts ->
        [one] conflict
       *[other] conflicts
    }
# The explicit construction (Hoffman, Loessi & Moore).
caption-placed-formula = Row { NUMBER($row, useGrouping: "false") }: the formula puts the queen in column { NUMBER($col, useGrouping: "false") }
# A queen lifted (backtracking); $cleared: the marks it made, cleared.
caption-lift = The queen in row { NUMBER($row, useGrouping: "false") } leaves column { NUMBER($col, useGrouping: "false") }{ $cleared ->
        [0] { "" }
        [one] ; its 1 mark is cleared
       *[other] ; its { NUMBER($cleared, useGrouping: "false") } marks are cleared
    }
# Wirth's flags (Rolfe's Algorithm One).
caption-check = Row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is on two free diagonals — flag them in use

## Dead ends ($row: the row with no square left)

# Back to row $back.
caption-dead-end-back = Row { NUMBER($row, useGrouping: "false") } has no safe square left — back to row { NUMBER($back, useGrouping: "false") }
# In a Las Vegas trial: the queen of $lifted-row leaves $lifted-col.
caption-trial-dead-end-lift = Row { NUMBER($row, useGrouping: "false") } has no safe square left — the queen in row { NUMBER($lifted-row, useGrouping: "false") } leaves column { NUMBER($lifted-col, useGrouping: "false") }
# The trial $trial failed at the backtracking's first row.
caption-trial-failed = Row { NUMBER($row, useGrouping: "false") }, the first row the backtracking fills, has no safe square left — trial { $trial } failed
caption-dead-end = Row { NUMBER($row, useGrouping: "false") } has no safe square left
caption-none-unattacked = Row { NUMBER($row, useGrouping: "false") } has no unattacked square
# Random placement's trial $trial ends.
caption-trial-none-unattacked = Row { NUMBER($row, useGrouping: "false") } has no unattacked square — trial { $trial } is a dead end
# Rolfe's permutation vector fails; $diagonals: difference, sum or both.
caption-no-later-row = Row { NUMBER($row, useGrouping: "false") } is on { $diagonals ->
        [difference] a row − column diagonal
        [sum] a row + column diagonal
       *[both] both diagonals
    } in use and no later row is left to swap — the vector fails
# Forward checking emptied row $row's domain, after the queen of row $by.
caption-wipe-out = Row { NUMBER($row, useGrouping: "false") } has no square left in its domain: a wipe-out — the queen of row { NUMBER($by, useGrouping: "false") } moves along

## Restarts ($number: the attempt, trial, permutation, climb or run that starts)

caption-restart-moves-used = Too many moves: a new greedy start (attempt { $number })
caption-restart-trial = Board cleared: trial { $number } starts
# A random permutation with $collisions collisions (QS1).
caption-restart-collisions = Permutation { $number }: a random placement with { NUMBER($collisions, useGrouping: "false") } { $collisions ->
        [one] collision
       *[other] collisions
    }
caption-restart-tests-used = Too many tests: new permutation (attempt { $number })
caption-restart-vector = Permutation vector { NUMBER($number, useGrouping: "false") }: the queens are shuffled
# Hill climbing after a stuck climb; $h: the fresh board's h.
caption-restart-climb = Random restart: climb { NUMBER($number, useGrouping: "false") } starts from a fresh random board
caption-restart-climb-h = Random restart: climb { NUMBER($number, useGrouping: "false") } starts from a fresh random board, h = { NUMBER($h, useGrouping: "false") }
# Simulated annealing after cooling.
caption-restart-run = Restart: run { NUMBER($number, useGrouping: "false") } starts from a fresh random board
caption-restart-run-h = Restart: run { NUMBER($number, useGrouping: "false") } starts from a fresh random board, h = { NUMBER($h, useGrouping: "false") }
caption-restart-population = Restart: the run used its generations unsolved; run { NUMBER($number, useGrouping: "false") } starts from a fresh random population

## Queens moved ($row's queen from column $from to column $to)

# Hill climbing, h unchanged ($h); $tied: the best successors it was drawn among.
caption-sideways = Sideways move on a plateau: row { NUMBER($row, useGrouping: "false") }’s queen from column { NUMBER($from, useGrouping: "false") } to column { NUMBER($to, useGrouping: "false") }; h stays { NUMBER($h, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(one of { NUMBER($tied, useGrouping: "false") } best successors, drawn at random)
    }
# Hill climbing, h from $before to $after; $tied as above.
caption-move-h = Row { NUMBER($row, useGrouping: "false") }’s queen moves from column { NUMBER($from, useGrouping: "false") } to column { NUMBER($to, useGrouping: "false") }: h falls from { NUMBER($before, useGrouping: "false") } to { NUMBER($after, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(one of { NUMBER($tied, useGrouping: "false") } best successors, drawn at random)
    }
# Min-conflicts: the queen stays; $there: the conflicts of its square; $pairs: conflicting
# pairs left on the board.
caption-stays-conflicts = Row { NUMBER($row, useGrouping: "false") }'s queen stays in column { NUMBER($from, useGrouping: "false") }: no square of its row has fewer than { NUMBER($there, useGrouping: "false") } { $there ->
        [one] conflict
       *[other] conflicts
    }; { NUMBER($pairs, useGrouping: "false") } conflicting { $pairs ->
        [one] pair
       *[other] pairs
    } left
caption-move-conflicts = Row { NUMBER($row, useGrouping: "false") }'s queen moves from column { NUMBER($from, useGrouping: "false") } to { NUMBER($to, useGrouping: "false") } ({ NUMBER($there, useGrouping: "false") } { $there ->
        [one] conflict
       *[other] conflicts
    } there); { NUMBER($pairs, useGrouping: "false") } conflicting { $pairs ->
        [one] pair
       *[other] pairs
    } left
caption-move = Row { NUMBER($row, useGrouping: "false") }’s queen moves from column { NUMBER($from, useGrouping: "false") } to column { NUMBER($to, useGrouping: "false") }

## Swaps

# Rolfe: row $row's queen (now in column $col) is on $diagonals in use (difference, sum,
# both); it swaps with row $other, columns $col ↔ $to.
caption-swap-in-use = Row { NUMBER($row, useGrouping: "false") }, column { NUMBER($col, useGrouping: "false") } is on { $diagonals ->
        [difference] a row − column diagonal
        [sum] a row + column diagonal
       *[both] both diagonals
    } in use — swap with row { NUMBER($other, useGrouping: "false") }: column { NUMBER($col, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }
# QS1's pass: rows $first and $second swap columns $from ↔ $to.
caption-swap-pass = Swap rows { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") } (columns { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") })
# The same, the collisions falling to $collisions.
caption-swap-pass-fall = Swap rows { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") } (columns { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }): collisions fall to { NUMBER($collisions, useGrouping: "false") }
# QS4's drawn pair.
caption-swap-drawn = Swap rows { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") }
caption-swap-drawn-fall = Swap rows { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") }: collisions fall to { NUMBER($collisions, useGrouping: "false") }

## Constraint satisfaction (AIMA §6.3)

# MRV picks row $row with $remaining squares; $pruned: yes when domains are pruned
# (squares left in its domain), no when they are not (squares not attacked).
caption-mrv = MRV picks row { NUMBER($row, useGrouping: "false") }: { NUMBER($remaining, useGrouping: "false") } { $remaining ->
        [one] square
       *[other] squares
    } { $pruned ->
        [yes] left in its domain
       *[no] not attacked
    }, the fewest
# $count squares removed, numbered $by (the row whose queen removed them).
caption-forward-checking = Forward checking removes { NUMBER($count, useGrouping: "false") } { $count ->
        [one] square
       *[other] squares
    } from the empty rows' domains, numbered { NUMBER($by, useGrouping: "false") }
caption-arc-consistency = Arc consistency (AC-3) removes { NUMBER($count, useGrouping: "false") } { $count ->
        [one] square
       *[other] squares
    } more, left without a support, numbered { NUMBER($by, useGrouping: "false") }

## Simulated annealing (AIMA §4.1.2): $t the temperature T, $h the current h, $next the
## proposed board's h, $delta ΔE (caption-delta-e), $draw the random draw, $chance
## e^(ΔE/T) (a caption-percent-… message)

caption-propose-move = Proposed at T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: row { NUMBER($row, useGrouping: "false") }’s queen from column { NUMBER($from, useGrouping: "false") } to column { NUMBER($to, useGrouping: "false") }, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-propose-swap = Proposed at T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: rows { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") } swap, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
# Taken at once; $better: yes when better, no when no worse.
caption-taken = Taken: the move is { $better ->
        [yes] better
       *[no] no worse
    } (ΔE = { $delta } ≥ 0, h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") })
caption-taken-worse = Taken although worse: the draw { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } fell below e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }
caption-taken-plain = Taken
caption-refused-odds = Refused: the draw { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } was not below e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }; h stays { NUMBER($h, useGrouping: "false") }
# A swap of rows $first and $second refused; $keep: yes for QS1's pass.
caption-refused-swap = Swapping rows { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") } would not reduce the collisions{ $keep ->
        [yes] { " " }— keep them
       *[no] { "" }
    }
caption-refused-move = Refused: row { NUMBER($row, useGrouping: "false") }’s queen stays in column { NUMBER($from, useGrouping: "false") } (not column { NUMBER($to, useGrouping: "false") })

## Stuck

# Hill climbing stuck: $head (caption-local-minimum or caption-plateau), $stop
# (caption-climb-stops or caption-empty), $then: restart, off (restarts are off) or none.
caption-stuck = { $head }{ $stop }{ $then ->
        [restart] . A random restart follows.
        [off] , unsolved (restarts are off).
       *[none] { "" }
    }
# $h now; $best: the best successor's h.
caption-local-minimum = Local minimum: h = { NUMBER($h, useGrouping: "false") }, and every successor is worse (the best has h = { NUMBER($best, useGrouping: "false") })
caption-plateau = Stuck on a plateau: h = { NUMBER($h, useGrouping: "false") }, no successor is better, and no sideways move is left
# After $moves moves.
caption-climb-stops = ; the climb stops after { NUMBER($moves, useGrouping: "false") } { $moves ->
        [one] move
       *[other] moves
    }
# Simulated annealing: $t below the floor, with $h.
caption-cooled = Cooled: T = { NUMBER($t, minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: "false") } is below the floor with h = { NUMBER($h, useGrouping: "false") }; the run stops unsolved, and a fresh run follows
# QS1's pass without progress, $collisions left.
caption-no-progress = A full pass found no improving swap with { NUMBER($collisions, useGrouping: "false") } { $collisions ->
        [one] collision
       *[other] collisions
    } left — new permutation

## The genetic algorithm (AIMA §4.1.4)

# Child $child of parents $first and $second, with their fitness.
caption-parents = Child { NUMBER($child, useGrouping: "false") }: parents { NUMBER($first, useGrouping: "false") } (fitness { NUMBER($first-fitness, useGrouping: "false") }) and { NUMBER($second, useGrouping: "false") } (fitness { NUMBER($second-fitness, useGrouping: "false") })
# The crossover point: after row $at (followed by a mutation).
caption-crossover = cross after row { NUMBER($at, useGrouping: "false") }
# The same, no mutation: the child's $fitness.
caption-crossover-fitness = cross after row { NUMBER($at, useGrouping: "false") }; fitness { NUMBER($fitness, useGrouping: "false") }
# The mutation: row $row to column $col; the child's $fitness.
caption-mutation = mutation: row { NUMBER($row, useGrouping: "false") } to column { NUMBER($col, useGrouping: "false") }; fitness { NUMBER($fitness, useGrouping: "false") }
# The same when $col was the row's own.
caption-mutation-own = mutation: row { NUMBER($row, useGrouping: "false") } to column { NUMBER($col, useGrouping: "false") }, its own column: the board unchanged; fitness { NUMBER($fitness, useGrouping: "false") }
# Generation $number; $best and $mean fitness.
caption-generation = Generation { NUMBER($number, useGrouping: "false") }: the children replace the population; best fitness { NUMBER($best, useGrouping: "false") }, mean { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "false") }

## Solutions and the end

# Solution $number of a search; $columns: the board, as "3,1,4,2".
caption-solution-search = Solution { $number }: every row has a queen (columns { $columns })
caption-solution-trial = Solution: every row has a queen, found in trial { $trial }
caption-solution-vectors = Solution after { $vectors } permutation { $vectors ->
        [one] vector
       *[other] vectors
    } and { $swaps } { $swaps ->
        [one] swap
       *[other] swaps
    }
caption-solution-permutations = Solution: no collision left, after { $permutations } { $permutations ->
        [one] permutation
       *[other] permutations
    }
caption-solution-swaps = Solution: no collision left, after { $swaps } swaps
caption-solution-repairs = Solution: no queen is attacked, after { $moves } repair moves
caption-solution-formula = Solution: the construction is complete, no search needed
caption-solution-climb = Solution: h = 0 after { NUMBER($moves, useGrouping: "false") } { $moves ->
        [one] move
       *[other] moves
    } of climb { NUMBER($climb, useGrouping: "false") }
caption-solution-run = Solution: h = 0 in run { NUMBER($run, useGrouping: "false") }
# Child $index of generation $generation, bred from generation $parents.
caption-solution-child = Solution: child { NUMBER($index, useGrouping: "false") } of generation { NUMBER($generation, useGrouping: "false") } (bred from generation { NUMBER($parents, useGrouping: "false") }) has every pair non-attacking
caption-solution-board = Solution: board { NUMBER($index, useGrouping: "false") } of generation { NUMBER($generation, useGrouping: "false") } has every pair non-attacking
# An exhaustive search's end: $solutions found in all.
caption-exhausted = Search complete: { $solutions ->
        [0] no solution exists on this board
        [one] 1 solution in all
       *[other] { $solutions } solutions in all
    }

## The caption before the first move: where the run starts ($state), then what Step does
## first ($next, left out in predict mode)

caption-start = { $state } { $next }
# By the algorithm's id ($algorithm).
caption-start-state = { $algorithm ->
        [genetic] Start: a population of random boards; the best is on the board.
        [hill-climbing] Start: a random board, each row's queen in a random column.
        [simulated-annealing] Start: a random board, each row's queen in a random column.
        [permutation-swap] Start: one queen per row and column.
        [qs1] Start: one queen per row and column.
        [qs4] Start: a random permutation.
       *[other] Start: an empty board.
    }
caption-first-step = { $algorithm ->
        [backtracking] Step tries row 1, column 1.
        [construction] Step places row 1’s queen where the formula says.
        [genetic] Step makes the first child.
        [hill-climbing] Step moves a queen to the best successor.
        [min-conflicts] Step places row 1’s queen by the greedy start.
        [permutation-swap] Step shuffles them into a random permutation.
        [qs1] Step draws a random permutation.
        [qs4] Step fixes row 1’s queen on free diagonals.
        [queens-lv] Step places row 1’s queen on a random unattacked square.
        [random-placement] Step places row 1’s queen on a random unattacked square.
        [simulated-annealing] Step proposes a random move.
       *[other] Step places row 1’s queen.
    }
# Hill climbing's board with its $h.
caption-start-random-board-h = Start: a random board, each row's queen in a random column; h = { NUMBER($h, useGrouping: "false") }.
# Simulated annealing's, with $h and the starting temperature $t.
caption-start-random-board-t = Start: a random board, each row's queen in a random column; h = { NUMBER($h, useGrouping: "false") }, T = { NUMBER($t, maximumFractionDigits: 6, useGrouping: "false") }.
# The genetic algorithm's population of $size boards; the best's $fitness of $max.
caption-start-population = Start: a population of { NUMBER($size, useGrouping: "false") } random boards, the best on the board (fitness { NUMBER($fitness, useGrouping: "false") } of { NUMBER($max, useGrouping: "false") }).
caption-first-step-first-choice = Step moves a queen to the first better successor found in a random order.
caption-first-step-mrv = Step lets MRV pick the row with the fewest squares left: at the start every row has all of them, so row 1.
caption-first-step-lcv = Step tries row 1's least constraining square (LCV) first.
# queensLV with k = 0.
caption-first-step-lv-backtracking = With k = 0 the backtracking fills every row: Step tries row 1, column 1.
# queensLV with k = n ($k).
caption-first-step-lv-random = With k = { NUMBER($k, useGrouping: "false") } every row is random: Step places row 1’s queen on a random unattacked square.
caption-first-step-lv = Step places row 1’s queen on a random unattacked square (rows 1 to { NUMBER($k, useGrouping: "false") } are random, then the backtracking).
# A search going on from a learner's board: one queen in row 1, column $col.
caption-start-your-queen = Start: your queen in row 1, column { NUMBER($col, useGrouping: "false") }; they stay where they are.
# $count queens in rows 1 to $count, in $columns (as "2, 4").
caption-start-your-queens = Start: your { NUMBER($count, useGrouping: "false") } queens in rows 1 to { NUMBER($count, useGrouping: "false") } (columns { $columns }); they stay where they are.
# Then Step tries row $row, column 1.
caption-first-step-row = Step tries row { NUMBER($row, useGrouping: "false") }, column 1.
caption-start-your-permutation = Start: your queens, completed into a permutation (a queen sharing a column and each empty row took a column no queen used).
caption-first-step-swaps = Step tests swaps of attacked queens that lower the collisions.
caption-start-your-queens-greedy = Start: your queens, with any empty row filled greedily (its queen on a least-attacked square).
caption-first-step-repair = Step moves a queen in conflict to the least-attacked square of its row.
