//! Min-conflicts repair (Minton, Johnston, Philips & Laird, 1992).
//!
//! One queen per row; a queen conflicts with every other queen on its column or diagonals
//! (the **conflicts** of a square are the queens attacking it). Start from a greedy
//! assignment, then repair: pick a conflicted queen at random and move it within its row to a
//! square with the fewest conflicts (ties broken at random, staying put allowed), until no
//! queen is attacked. Minton et al. scan the whole row for its least-conflicted squares;
//! the choice here has the same distribution, found faster. The start is a permutation, so a
//! square has no conflict only in an empty column (a short list) on two free diagonals: if
//! there is one, a random one is taken. Otherwise one conflict is the least possible, and
//! random squares of the row are drawn until one has exactly one conflict (about one in
//! three does); only if [`SAMPLE_TRIES`] draws find none is the whole row scanned. Either
//! way each least-conflicted square is equally likely.
//!
//! The greedy start would cost O(n²) with full scans, so each row instead draws up to
//! [`START_TRIES`] columns from those no queen uses yet and takes the first on two free
//! diagonals (else the least attacked of them): a permutation with few conflicts, in O(n).
//! While many columns are unused, a draw picks any column and retries if it is used (one
//! bit per column, which stays in cache); only the last quarter are drawn from a list.
//! The diagonal counts are bit planes ([`Counts`]) that stay in cache on a large board: the
//! start tests a square's two diagonals with one bit read each, and the repairs go on with
//! the same counts; the per-column counts are filled once the start is complete. A draw's
//! reads come before any branch on them, and the loop branches once per draw (taken or
//! not), so on a large board the processor overlaps the cache misses of several draws.
//! [`StepSolver::run_for`], [`StepSolver::advance`] and [`StepSolver::run_to_end`] place the
//! start's rows without building a [`Step`] for each.
//! Conflicted queens are kept in a candidate list: the start's conflicted queens, then the
//! attackers of each square a queen moves onto that is attacked (an O(n) scan of the board,
//! split over two threads natively from 2^20 queens). A queen becomes attacked only when
//! another moves onto its column or diagonal, so every queen in conflict is listed; a queen
//! leaves the list only when it is drawn and found no longer attacked. The list therefore
//! runs out only when no queen is attacked, when the repair is over: the board is never
//! rescanned. An attempt that makes more than `100n + 10,000` moves restarts from a new start.

use crate::counts::{Counts, LineCounts};
use crate::description::{
    ContinuesFrom, Description, Draws, Exercise, LegendItem, PAGE_MAX_N, PAGE_MAX_N_LARGE,
    SOLVED_WITH_SEED,
};
use crate::diagonals::Diagonals;
use crate::message::Message;
use crate::moves::{self, Ended, Event, EventKind, Found, Fresh, Judged, Placement, Square};
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Outcome, ReportField, StartMessage, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted: 10^8 (columns are `u32`; memory is about 6 bytes per queen,
/// 0.6 GB at this limit: the columns, and [`Counts`] in bit planes for the diagonals and
/// columns).
pub const MAX_N: usize = 100_000_000;
/// Unused columns drawn per row of the greedy start.
pub const START_TRIES: usize = 128;
/// Random squares drawn per repair, looking for one with a single conflict, before the
/// whole row is scanned.
pub const SAMPLE_TRIES: usize = 64;

/// One event. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The greedy start puts the queen of `row` on `col`, where `conflicts` queens above it
    /// attack it.
    Place {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
        /// Conflicts with the queens already placed.
        conflicts: u32,
    },
    /// A conflicted queen moves within its row to the square with the fewest conflicts.
    Move {
        /// 0-based row.
        row: usize,
        /// 0-based column it left.
        from: usize,
        /// 0-based column it moved to.
        to: usize,
        /// Conflicts at the new square.
        conflicts: u32,
        /// Conflicting pairs on the whole board after the move.
        total: u64,
    },
    /// Too many moves: the board is cleared for a new greedy start.
    Restart {
        /// 1-based number of the new attempt.
        attempt: u64,
    },
    /// No queen is attacked.
    Solution {
        /// Repair moves made.
        moves: u64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Start,
    Repair,
    Full,
    Solved,
}

/// Min-conflicts as a seeded step iterator; it ends after the solution.
///
/// ```
/// use nqueens::min_conflicts::MinConflicts;
/// use nqueens::solver::StepSolver;
/// use nqueens::verify::verify;
///
/// let mut search = MinConflicts::new(1000, 7)?;
/// search.by_ref().for_each(drop);
/// assert!(verify(1000, search.columns()).is_ok());
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct MinConflicts {
    n: usize,
    seed: u64,
    rng: Rng,
    queen: Vec<u32>,
    /// Queens per column (three bit planes; see [`Counts`]).
    column_count: Counts,
    /// Queens per diagonal, of every placed queen (during the start too).
    diagonals: Diagonals,
    /// Room for the unused columns the current row of the start drew that were not on two
    /// free diagonals (the first `kept` of [`UnusedColumns::draw_until`]; `START_TRIES` long).
    drawn: Vec<Draw>,
    column_collisions: u64,
    unused: UnusedColumns,
    /// Columns without a queen once the start is complete (as many as column collisions).
    empty: Vec<u32>,
    candidates: Vec<u32>,
    phase: Phase,
    moves: u64,
    attempt_moves: u64,
    starts: u64,
}

impl MinConflicts {
    /// A search on an `n × n` board whose random choices come from `seed`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSolution`] for n = 2, 3.
    pub fn new(n: usize, seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "memory: about 6 bytes per queen")?;
        crate::check_solvable(n)?;
        Ok(MinConflicts {
            n,
            seed,
            rng: seed::rng(seed),
            queen: Vec::with_capacity(n),
            column_count: Counts::new(n),
            diagonals: Diagonals::new(n),
            drawn: vec![Draw { col: 0, index: 0 }; START_TRIES],
            column_collisions: 0,
            unused: UnusedColumns::new(n),
            empty: Vec::new(),
            candidates: Vec::new(),
            phase: Phase::Start,
            moves: 0,
            attempt_moves: 0,
            starts: 1,
        })
    }

    /// Whether the queen of `row` is attacked, from the repair counts (columns and
    /// diagonals).
    fn is_attacked_now(&self, row: usize) -> bool {
        let col = self.queen[row] as usize;
        self.column_count.at_least_two(col) || self.diagonals.is_attacked(row, col)
    }

    /// Conflicting pairs on the board: collisions on columns plus on diagonals.
    pub fn conflicts(&self) -> u64 {
        // The start is a permutation: no column collision until the repairs.
        self.column_collisions + self.diagonals.collisions()
    }

    /// Repair moves made.
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Greedy starts so far, this one included (restarts + 1): the lab's tries
    /// ([`StepSolver::tries`]).
    pub fn starts(&self) -> u64 {
        self.starts
    }

    /// Ends the start: fills the per-column counts the repairs use (the diagonals are
    /// counted from the first row) and lists the queens in conflict.
    fn finish_start(&mut self) {
        // The start's list of unused columns is done with: it goes back to the allocator
        // before the column counts are written (a 1 × 1 placeholder stands in until a restart
        // makes it anew).
        self.unused = UnusedColumns::new(1);
        // The start is a permutation: one queen per column.
        self.column_count.fill(1);
        self.column_collisions = 0;
        // The repairs' candidates: every queen in conflict, once each.
        if self.diagonals.collisions() > 0 {
            let diagonals = &self.diagonals;
            self.candidates.extend(
                (0..self.n as u32).filter(|&r| {
                    diagonals.is_attacked(r as usize, self.queen[r as usize] as usize)
                }),
            );
        }
    }

    /// Queens attacking square (`row`, `col`), not counting one standing there.
    fn cost(&self, row: usize, col: usize) -> u32 {
        let here = u32::from(self.queen.get(row) == Some(&(col as u32)));
        self.column_count.get(col) + self.diagonals.through(row, col) - 3 * here
    }

    fn add(&mut self, row: usize, col: usize) {
        let before = self.column_count.increment(col);
        if before == 0 {
            // Only repairs add here (the start adds in `start_row`); `empty` lists the
            // columns without a queen.
            if let Some(i) = self.empty.iter().position(|&c| c as usize == col) {
                self.empty.swap_remove(i);
            }
        }
        self.column_collisions += u64::from(before > 0);
        self.diagonals.add(row, col);
    }

    fn remove(&mut self, row: usize, col: usize) {
        let after = self.column_count.decrement(col);
        self.column_collisions -= u64::from(after > 0);
        if after == 0 {
            self.empty.push(col as u32);
        }
        self.diagonals.remove(row, col);
    }

    /// Adds to the candidates every queen attacking square (`row`, `col`) (an O(n) scan,
    /// in blocks of 64 rows tested together, which the compiler vectorizes; a block is
    /// looked at row by row only if it holds an attacker or `row`).
    fn add_attackers(&mut self, row: usize, col: usize) {
        // On a large board natively, two threads scan a half each (the scan reads every
        // queen, 40 MB at 10^7, and one core does not use all the memory's bandwidth); the
        // halves' attackers are joined in order, so the candidates are the same.
        #[cfg(not(target_arch = "wasm32"))]
        if self.queen.len() >= PARALLEL_SCAN {
            let half = self.queen.len() / 2 / SCAN_BLOCK * SCAN_BLOCK;
            let (low, high) = self.queen.split_at(half);
            let upper = std::thread::scope(|scope| {
                let upper = scope.spawn(|| {
                    let mut found = Vec::new();
                    attackers(high, half, row, col, &mut found);
                    found
                });
                attackers(low, 0, row, col, &mut self.candidates);
                upper.join().expect("the scan does not panic")
            });
            self.candidates.extend(upper);
            return;
        }
        attackers(&self.queen, 0, row, col, &mut self.candidates);
    }

    fn start_step(&mut self) -> Step {
        let (row, col, conflicts) = self.start_row();
        Step::Place {
            row,
            col,
            conflicts,
        }
    }

    /// Places the queen of the next row of the greedy start (see the module notes); returns
    /// its row, its column and its conflicts with the queens below.
    #[inline(always)]
    fn start_row(&mut self) -> (usize, usize, u32) {
        let row = self.queen.len();
        // Draw unused columns until one is on two free diagonals; failing that, take the
        // first of the least attacked drawn.
        let tries = START_TRIES.min(self.unused.len());
        let free = self.diagonals.free_in_row(row);
        let (chosen, kept) = self
            .unused
            .draw_until(&mut self.rng, tries, &mut self.drawn, |col| {
                free.is_free(col)
            });
        let (draw, conflicts) = match chosen {
            Some(draw) => (draw, 0),
            None => self.drawn[..kept]
                .iter()
                .map(|&draw| (draw, self.diagonals.through(row, draw.col as usize)))
                .min_by_key(|&(_, cost)| cost)
                .expect("a column is left for every row"),
        };
        self.unused.take(draw);
        let col = draw.col as usize;
        if conflicts == 0 {
            self.diagonals.add_free(row, col);
        } else {
            self.diagonals.add(row, col);
        }
        self.queen.push(col as u32);
        if self.queen.len() == self.n {
            self.finish_start();
            self.phase = if self.column_collisions + self.diagonals.collisions() == 0 {
                Phase::Full
            } else {
                Phase::Repair
            };
        }
        (row, col, conflicts)
    }

    /// Places up to `budget` rows of the greedy start (none once it is complete); returns
    /// how many.
    fn start_rows(&mut self, budget: u64) -> u64 {
        let mut placed = 0;
        while self.phase == Phase::Start && placed < budget {
            self.start_row();
            placed += 1;
        }
        placed
    }

    /// A least-conflicted column of `row` for its attacked queen, each equally likely (see
    /// the module notes), with its conflicts.
    fn best_column(&mut self, row: usize) -> (usize, u32) {
        // No conflict: an empty column on two free diagonals. The queen's own square is
        // attacked, so it is not among them.
        let mut found = None;
        let mut ties = 0;
        for i in 0..self.empty.len() {
            let col = self.empty[i] as usize;
            if self.diagonals.through(row, col) == 0 {
                ties += 1;
                if self.rng.index(ties) == 0 {
                    found = Some(col);
                }
            }
        }
        if let Some(col) = found {
            return (col, 0);
        }
        // One conflict, if a draw finds one, is then the least.
        for _ in 0..SAMPLE_TRIES {
            let col = self.rng.index(self.n);
            if self.cost(row, col) == 1 {
                return (col, 1);
            }
        }
        self.scan_row(row)
    }

    /// The least-conflicted column of `row` over the whole row, ties broken uniformly at
    /// random (reservoir sampling), the queen's own column included.
    fn scan_row(&mut self, row: usize) -> (usize, u32) {
        let (mut best_col, mut best_cost, mut ties) = (0, u32::MAX, 0);
        for col in 0..self.n {
            let cost = self.cost(row, col);
            if cost < best_cost {
                (best_col, best_cost, ties) = (col, cost, 1);
            } else if cost == best_cost {
                ties += 1;
                if self.rng.index(ties) == 0 {
                    best_col = col;
                }
            }
        }
        (best_col, best_cost)
    }

    fn repair_step(&mut self) -> Step {
        if self.attempt_moves > 100 * self.n as u64 + 10_000 {
            self.queen.clear();
            self.column_count.fill(0);
            self.column_collisions = 0;
            self.diagonals.clear();
            self.unused = UnusedColumns::new(self.n);
            self.empty.clear();
            self.candidates.clear();
            self.attempt_moves = 0;
            self.starts += 1;
            self.phase = Phase::Start;
            return Step::Restart {
                attempt: self.starts,
            };
        }
        loop {
            // Conflicts remain (else the repair would be over), and every queen in conflict
            // is listed (see the module notes): the list is not empty.
            let k = self.rng.index(self.candidates.len());
            let row = self.candidates[k] as usize;
            if !self.is_attacked(row) {
                self.candidates.swap_remove(k);
                continue;
            }
            let from = self.queen[row] as usize;
            let (to, conflicts) = self.best_column(row);
            if to != from {
                self.remove(row, from);
                self.add(row, to);
                self.queen[row] = to as u32;
                if conflicts > 0 {
                    self.add_attackers(row, to);
                }
            }
            self.moves += 1;
            self.attempt_moves += 1;
            if self.conflicts() == 0 {
                self.phase = Phase::Full;
            }
            return Step::Move {
                row,
                from,
                to,
                conflicts,
                total: self.conflicts(),
            };
        }
    }
}

impl Iterator for MinConflicts {
    type Item = Step;

    /// The next event; `None` after the solution.
    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Solved => None,
            Phase::Full => {
                self.phase = Phase::Solved;
                Some(Step::Solution { moves: self.moves })
            }
            Phase::Start => Some(self.start_step()),
            Phase::Repair => Some(self.repair_step()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The least-conflicted columns of `row` by a full scan, and their conflicts.
    fn least(search: &MinConflicts, row: usize) -> (Vec<usize>, u32) {
        let costs: Vec<u32> = (0..search.n).map(|c| search.cost(row, c)).collect();
        let min = *costs.iter().min().unwrap();
        let set = (0..search.n).filter(|&c| costs[c] == min).collect();
        (set, min)
    }

    /// Repair states on small boards, one per kind of least: 0 (an empty column on free
    /// diagonals), 1 (found by drawing) and 2 or more (found by the scan), each with an
    /// attacked row whose least-conflicted squares are two or more.
    fn states() -> Vec<(MinConflicts, usize)> {
        let mut found: [Option<(MinConflicts, usize)>; 3] = [None, None, None];
        for seed in 0..2_000 {
            let mut search = MinConflicts::new(7, seed).unwrap();
            while search.phase == Phase::Start {
                search.next();
            }
            for _ in 0..20 {
                if search.phase != Phase::Repair {
                    break;
                }
                for row in (0..search.n).filter(|&r| search.is_attacked(r)) {
                    let (set, min) = least(&search, row);
                    // A choice among two or more, so that a bias could show.
                    if set.len() >= 2 {
                        let kind = (min as usize).min(2);
                        found[kind].get_or_insert_with(|| (search.clone(), row));
                    }
                }
                search.next();
            }
        }
        found
            .into_iter()
            .map(|f| f.expect("every kind occurs"))
            .collect()
    }

    /// Why the repair never needs to rescan the board: after every step of the repair, every
    /// queen in conflict (recounted from the columns) is in the candidate list, on boards of
    /// 4 to 12 from the greedy start (restarts included) and from a learner's board.
    #[test]
    fn every_queen_in_conflict_is_listed_after_every_step() {
        let check = |search: &MinConflicts, what: &str| {
            if search.phase != Phase::Repair {
                return;
            }
            let q = &search.queen;
            for row in 0..search.n {
                let attacked = (0..search.n).any(|r| {
                    r != row
                        && (q[r] == q[row] || q[r].abs_diff(q[row]) as usize == r.abs_diff(row))
                });
                if attacked {
                    assert!(
                        search.candidates.contains(&(row as u32)),
                        "{what}: row {} is in conflict and not listed",
                        row + 1
                    );
                }
            }
        };
        let mut restarts = 0;
        for n in [4, 5, 6, 8, 12] {
            for seed in 0..60 {
                let mut search = MinConflicts::new(n, seed).unwrap();
                while let Some(step) = search.next() {
                    restarts += u64::from(matches!(step, Step::Restart { .. }));
                    check(&search, &format!("n = {n}, seed {seed}"));
                }
                // From a learner's board: every queen in column 1, rows 2 and 4 empty.
                let board: Vec<Option<u32>> =
                    (0..n).map(|r| (r != 1 && r != 3).then_some(0)).collect();
                let mut search = MinConflicts::from_board(n, seed, &board).unwrap().unwrap();
                check(&search, &format!("n = {n}, seed {seed}, a board"));
                while search.next().is_some() {
                    check(&search, &format!("n = {n}, seed {seed}, a board"));
                }
            }
        }
        assert!(restarts > 0, "some run restarts");
    }

    #[test]
    fn repairs_pick_each_least_conflicted_square_equally_often() {
        const DRAWS: u64 = 20_000;
        for (mut search, row) in states() {
            let (set, min) = least(&search, row);
            let mut tally = vec![0u64; search.n];
            for k in 0..DRAWS {
                search.rng = seed::rng(k);
                let (col, cost) = search.best_column(row);
                assert_eq!(cost, min);
                tally[col] += 1;
            }
            let p = 1.0 / set.len() as f64;
            let sigma = (DRAWS as f64 * p * (1.0 - p)).sqrt();
            for col in 0..search.n {
                if set.contains(&col) {
                    let expected = DRAWS as f64 * p;
                    assert!(
                        (tally[col] as f64 - expected).abs() < 4.0 * sigma.max(1.0),
                        "least {min}, columns {set:?}: {tally:?}"
                    );
                } else {
                    assert_eq!(tally[col], 0, "least {min}, columns {set:?}: {tally:?}");
                }
            }
        }
    }

    #[test]
    fn every_column_is_taken_once_whichever_way_it_is_drawn() {
        for n in [1, 3, 4, 5, 63, 64, 65, 1000] {
            let mut unused = UnusedColumns::new(n);
            let mut rng = seed::rng(n as u64);
            let mut taken = Vec::new();
            while unused.len() > 0 {
                let draw = unused.draw(&mut rng);
                taken.push(draw.col);
                unused.take(draw);
            }
            taken.sort_unstable();
            assert_eq!(taken, (0..n as u32).collect::<Vec<_>>(), "n = {n}");
        }
    }

    #[test]
    fn unused_columns_are_drawn_equally_often_by_bits_and_by_list() {
        const DRAWS: usize = 40_000;
        let n = 64;
        // 40 left: drawn by bits (40 × 4 ≥ 64); 10 left: from the list.
        for left in [40, 10] {
            let mut unused = UnusedColumns::new(n);
            let mut rng = seed::rng(7);
            let mut taken = vec![false; n];
            while unused.len() > left {
                let draw = unused.draw(&mut rng);
                taken[draw.col as usize] = true;
                unused.take(draw);
            }
            assert_eq!(unused.listed, left * LIST_BELOW < n);
            let mut tally = vec![0usize; n];
            for _ in 0..DRAWS {
                tally[unused.draw(&mut rng).col as usize] += 1;
            }
            let p = 1.0 / left as f64;
            let sigma = (DRAWS as f64 * p * (1.0 - p)).sqrt();
            for (t, taken) in tally.iter().zip(&taken) {
                if *taken {
                    assert_eq!(*t, 0, "a used column was drawn: {tally:?}");
                } else {
                    assert!(
                        (*t as f64 - DRAWS as f64 * p).abs() < 5.0 * sigma,
                        "{tally:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn add_attackers_finds_exactly_the_queens_attacking_a_square() {
        // n = 200: three full blocks of 64 rows and a partial one.
        let n = 200;
        for seed in 0..20 {
            let mut search = MinConflicts::new(n, seed).unwrap();
            while search.phase == Phase::Start {
                search.next();
            }
            let mut rng = seed::rng(seed);
            for _ in 0..50 {
                let (row, col) = (rng.index(n), rng.index(n));
                search.candidates.clear();
                search.add_attackers(row, col);
                let expected: Vec<u32> = (0..n)
                    .filter(|&r| {
                        let c = search.queen[r] as usize;
                        r != row && (c == col || c.abs_diff(col) == r.abs_diff(row))
                    })
                    .map(|r| r as u32)
                    .collect();
                assert_eq!(search.candidates, expected, "seed {seed}, ({row}, {col})");
            }
        }
    }

    #[test]
    fn two_threads_find_the_same_attackers_in_the_same_order_as_one() {
        // Past PARALLEL_SCAN, with a half that is not a whole number of blocks.
        let n = (1 << 20) + 100;
        let mut search = MinConflicts::new(n, 3).unwrap();
        let mut rng = seed::rng(3);
        let mut queens: Vec<u32> = (0..n as u32).collect();
        rng.shuffle(&mut queens);
        // Crowd some attackers onto the square's column and diagonals, in both halves.
        let (row, col) = (n / 2 + 7, n / 3);
        for r in [5, n / 2 - 1, n / 2 + 3, n - 2] {
            queens[r] = col as u32;
        }
        queens[row - 40] = (col + 40) as u32;
        search.queen = queens.clone();
        for (r, c) in [(row, col), (0, 0), (n - 1, n - 1), (n / 2, 12)] {
            search.candidates.clear();
            search.add_attackers(r, c);
            let mut one = Vec::new();
            attackers(&queens, 0, r, c, &mut one);
            assert_eq!(search.candidates, one, "({r}, {c})");
            assert!((r, c) != (row, col) || one.len() >= 5, "{one:?}");
        }
    }

    #[test]
    fn the_empty_list_holds_exactly_the_empty_columns() {
        for seed in 0..300 {
            let mut search = MinConflicts::new(9, seed).unwrap();
            while search.next().is_some() {
                if search.phase != Phase::Start {
                    let mut empty: Vec<u32> = search.empty.clone();
                    empty.sort_unstable();
                    let expected: Vec<u32> = (0..9)
                        .filter(|&c| search.column_count.get(c as usize) == 0)
                        .collect();
                    assert_eq!(empty, expected, "seed {seed}");
                }
            }
        }
    }
}

/// One column drawn from [`UnusedColumns`]: the column, and where the list holds it (once
/// there is a list).
#[derive(Clone, Copy, Debug)]
struct Draw {
    col: u32,
    index: u32,
}

/// The columns no queen of the greedy start uses yet, drawn uniformly at random.
///
/// While at least one column in [`LIST_BELOW`] is unused, a draw picks any column and draws
/// again if it is used: the test reads one bit (n/8 bytes in all, which stays in cache). A
/// list of the unused columns would answer in one read, but a random read of a list of
/// 4n bytes misses the cache on a large board. Below that share the list is built, once,
/// and draws index it. Either way every unused column is equally likely.
#[derive(Clone, Debug)]
struct UnusedColumns {
    n: usize,
    /// Bit `col`: a queen uses column `col` (until the list is built).
    used: Vec<u64>,
    /// Whether `list` is built (then it, not `used`, says which columns are unused).
    listed: bool,
    /// The unused columns, once fewer than n / [`LIST_BELOW`] are left.
    list: Vec<u32>,
    remaining: usize,
}

/// [`UnusedColumns`] keeps a list once fewer than one column in this many is unused (a draw
/// by bits then takes up to this many tries on average).
const LIST_BELOW: usize = 4;

impl UnusedColumns {
    fn new(n: usize) -> Self {
        let mut unused = UnusedColumns {
            n,
            used: vec![0; n.div_ceil(64)],
            listed: false,
            list: Vec::new(),
            remaining: n,
        };
        unused.list_if_few();
        unused
    }

    /// Columns left.
    fn len(&self) -> usize {
        self.remaining
    }

    /// A uniformly random unused column (at least one must be left).
    #[cfg(test)]
    fn draw(&self, rng: &mut Rng) -> Draw {
        let mut drawn = [Draw { col: 0, index: 0 }];
        self.draw_until(rng, 1, &mut drawn, |_| true)
            .0
            .expect("a column is left")
    }

    /// Draws unused columns (uniformly at random, at least one must be left) until one is
    /// `accepted`, or until `tries` (≥ 1) unused ones are not; returns the accepted one, and
    /// how many were not, which are the first entries of `drawn` (at least `tries` long).
    ///
    /// `accept` is asked of every candidate drawn, used columns too, before the used bit
    /// is looked at, and the loop branches once per candidate (is it an accepted unused
    /// column?), which is mostly no: the processor runs ahead into the next candidates'
    /// reads, and on a large board their cache misses overlap. A candidate not accepted is
    /// written to `drawn` whatever it is and counted only if unused.
    #[inline(always)]
    fn draw_until(
        &self,
        rng: &mut Rng,
        tries: usize,
        drawn: &mut [Draw],
        accept: impl Fn(usize) -> bool,
    ) -> (Option<Draw>, usize) {
        let mut kept = 0;
        if self.listed {
            let list = &self.list[..];
            loop {
                let index = rng.index(list.len());
                let draw = Draw {
                    col: list[index],
                    index: index as u32,
                };
                if accept(draw.col as usize) {
                    return (Some(draw), kept);
                }
                drawn[kept] = draw;
                kept += 1;
                if kept == tries {
                    return (None, kept);
                }
            }
        }
        let used = &self.used[..];
        loop {
            let col = rng.index(self.n);
            let draw = Draw {
                col: col as u32,
                index: 0,
            };
            let unused = (used[col / 64] >> (col % 64)) & 1 == 0;
            if unused & accept(col) {
                return (Some(draw), kept);
            }
            drawn[kept] = draw;
            kept += usize::from(unused);
            if kept == tries {
                return (None, kept);
            }
        }
    }

    /// Marks `draw`'s column used.
    fn take(&mut self, draw: Draw) {
        if !self.listed {
            let col = draw.col as usize;
            self.used[col / 64] |= 1 << (col % 64);
        } else {
            self.list.swap_remove(draw.index as usize);
        }
        self.remaining -= 1;
        self.list_if_few();
    }

    /// Builds the list once few columns are left (in column order, from the clear bits of
    /// `used`, a word at a time).
    #[inline]
    fn list_if_few(&mut self) {
        if !self.listed && self.remaining * LIST_BELOW < self.n {
            self.build_list();
        }
    }

    #[cold]
    fn build_list(&mut self) {
        let mut list = Vec::with_capacity(self.remaining);
        for (w, &word) in self.used.iter().enumerate() {
            let mut free = !word;
            while free != 0 {
                let col = w * 64 + free.trailing_zeros() as usize;
                if col >= self.n {
                    break;
                }
                list.push(col as u32);
                free &= free - 1;
            }
        }
        debug_assert_eq!(list.len(), self.remaining);
        self.list = list;
        self.listed = true;
    }
}

/// Rows scanned together by [`attackers`] (a block is looked at row by row only if it holds
/// an attacker or the square's own row).
const SCAN_BLOCK: usize = 64;

/// Boards from this many queens on scan for attackers on two threads (natively).
#[cfg(not(target_arch = "wasm32"))]
const PARALLEL_SCAN: usize = 1 << 20;

/// Appends to `found` the rows among `first..first + queens.len()` (0-based; `queens[i]` is
/// row `first + i`'s column) whose queen attacks square (`row`, `col`), in order: an O(n)
/// scan in blocks of [`SCAN_BLOCK`] rows tested together, which the compiler vectorizes.
fn attackers(queens: &[u32], first: usize, row: usize, col: usize, found: &mut Vec<u32>) {
    // (c, r) attacks (col, row) on a column, a positive or a negative diagonal. Rows and
    // columns are below 2^31 (n ≤ MAX_N), so the sums do not overflow and the differences
    // wrap alike on both sides.
    let (row, col) = (row as u32, col as u32);
    let (difference, sum) = (col.wrapping_sub(row), col + row);
    let attacks = |c: u32, r: u32| c == col || c.wrapping_sub(r) == difference || c + r == sum;
    for (k, block) in queens.chunks(SCAN_BLOCK).enumerate() {
        let base = (first + k * SCAN_BLOCK) as u32;
        let mut any = false;
        for (i, &c) in block.iter().enumerate() {
            any |= attacks(c, base + i as u32);
        }
        if any {
            for (i, &c) in block.iter().enumerate() {
                let r = base + i as u32;
                if r != row && attacks(c, r) {
                    found.push(r);
                }
            }
        }
    }
}

/// Min-conflicts' first counter: conflicting pairs (its [`StepSolver::collisions`]).
pub const CONFLICTS: CounterSpec = CounterSpec {
    id: "conflicts",
    label: "Conflicting pairs",
    counts: "pairs of queens that attack each other, on columns and diagonals",
    report: None,
};
const MOVES: CounterSpec = CounterSpec {
    id: "moves",
    label: "Repair moves",
    counts: "queens moved within their row to a square with the fewest conflicts",
    report: Some(ReportField {
        key: "moves",
        label: "Repair moves",
    }),
};
const STARTS: CounterSpec = CounterSpec {
    id: "starts",
    label: "Starts",
    counts: "greedy starts: restarts after too many moves, plus the first",
    report: Some(ReportField {
        key: "starts",
        label: "Starts",
    }),
};

/// Min-conflicts' counters, in display order.
pub const COUNTERS: [CounterSpec; 3] = [CONFLICTS, MOVES, STARTS];

/// The min-conflicts heuristic (Minton, Johnston, Philips & Laird 1992) as this solver runs
/// it, one line per kind of step ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 5] = [
    "greedy start: place each row's queen on a square with the fewest conflicts",
    "while some queen is in conflict:",
    "  move a conflicted queen, within its row, to the square with the fewest conflicts",
    "  after too many moves: clear the board and start again",
    "no queen is attacked: a solution",
];

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "min-conflicts",
    name: "Min-conflicts",
    title: "Min-conflicts (Minton et al.)",
    summary: "Min-conflicts: a greedy start puts each row's queen on a little-attacked \
              square; then a queen in conflict moves within its row to the square with the \
              fewest conflicts, until none is attacked.",
    source: "Minton, Johnston, Philips & Laird (1992), min-conflicts heuristic.",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: Some(PAGE_MAX_N_LARGE),
    large_bytes_per_queen: 11,
    draws: Draws::LOCAL_SEARCH,
    legend: &[
        LegendItem {
            swatch: "attacked-queen",
            text: "a queen in conflict (column or diagonal)",
            when: &[],
        },
        LegendItem::LINE_OR_COLUMN,
        LegendItem {
            swatch: "swap",
            text: "the square a queen just moved to",
            when: &[],
        },
    ],
    start_caption: "Start: an empty board.",
    first_step: "Step places row 1’s queen by the greedy start.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: false,
    attempt_unit: "repair moves",
    tries_unit: "starts",
    collisions_label: CONFLICTS.label,
    pseudocode: &PSEUDOCODE,
    continues_from: Some(ContinuesFrom::AnyBoard),
    exercises: &[Exercise {
        code: "MC",
        name: "Be min-conflicts",
        task: "Perform min-conflicts: click the square a conflicted queen moves to, in its own \
               row, with the fewest conflicts (its own square if it stays).",
        params: "",
        sizes: (6, 8),
        steps: 10,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::Place,
        EventKind::MoveQueen,
        EventKind::Restart,
        EventKind::Solution,
    ],
    parameters: &[],
};

impl StepSolver for MinConflicts {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        MinConflicts::new(n, seed)
    }
    /// A search that repairs a board a learner set up: `board[row]` is the 0-based column of
    /// that row's queen, or `None` for an empty row. The queens stay where they were put (two
    /// may share a column or a diagonal); each empty row, bottom first, gets its queen on a
    /// least-conflicted square (ties drawn from `seed`); then the repairs run from that board.
    /// A restart (after too many moves) starts afresh with the greedy start.
    ///
    /// # Errors
    /// As [`MinConflicts::new`]; [`Error::Prefix`] if `board` does not have n rows or names a
    /// column outside the board.
    fn from_board(n: usize, seed: u64, board: &[Option<u32>]) -> Option<Result<Self, Error>> {
        let mut search = match MinConflicts::new(n, seed) {
            Ok(search) => search,
            Err(error) => return Some(Err(error)),
        };
        if board.len() != n || board.iter().flatten().any(|&c| c as usize >= n) {
            return Some(Err(Error::Prefix(format!(
                "a board of {n} rows needs one column from 1 to {n} (or none) per row"
            ))));
        }
        search.queen = vec![u32::MAX; n];
        for (row, col) in board.iter().enumerate() {
            if let Some(col) = col {
                search.add(row, *col as usize);
                search.queen[row] = *col;
            }
        }
        let open: Vec<usize> = (0..n).filter(|&row| board[row].is_none()).collect();
        for row in open {
            {
                let (col, _) = search.scan_row(row);
                search.add(row, col);
                search.queen[row] = col as u32;
            }
        }
        search.empty = (0..n as u32)
            .filter(|&c| search.column_count.get(c as usize) == 0)
            .collect();
        search.candidates = (0..n as u32)
            .filter(|&r| search.is_attacked_now(r as usize))
            .collect();
        search.phase = if search.column_collisions + search.diagonals.collisions() == 0 {
            Phase::Full
        } else {
            Phase::Repair
        };
        Some(Ok(search))
    }
    fn n(&self) -> usize {
        self.n
    }
    fn seed(&self) -> Option<u64> {
        Some(self.seed)
    }
    fn step(&mut self) -> Option<Step> {
        self.next()
    }
    /// 0-based columns of the queens of rows `0..k` (all n once the start is complete).
    fn columns(&self) -> &[u32] {
        &self.queen
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            CONFLICTS.at(self.conflicts()),
            MOVES.at(self.moves()),
            STARTS.at(self.starts),
        ]
    }
    fn start_message(&self) -> StartMessage {
        if self.phase == Phase::Start {
            return StartMessage::of(&DESCRIPTION);
        }
        // Gone on from a learner's board: its empty rows were filled greedily at once.
        StartMessage {
            state: Message::new("caption-start-your-queens-greedy"),
            next: Message::new("caption-first-step-repair"),
        }
    }
    /// From the step, without building its events (a move's ties, every least-conflicted
    /// square of every conflicted queen): a restart ticks as a dead end, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Place { .. } | Step::Move { .. } => None,
            Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Place { .. } => 1,
            Step::Move { .. } => 3,
            Step::Restart { .. } => 4,
            Step::Solution { .. } => 5,
        }
    }
    /// A move's `among`: every square the move could as well have taken, on the board before
    /// it: each least-conflicted column of each conflicted queen it could have drawn (every
    /// queen in conflict: the list holds them all).
    fn events(&self, step: &Step) -> Vec<Event> {
        vec![match *step {
            Step::Place {
                row,
                col,
                conflicts,
            } => Event::Place {
                square: Square::new(row, col),
                how: Placement::ConflictFree {
                    free: conflicts == 0,
                    swaps: None,
                    conflicts,
                },
            },
            Step::Move {
                row,
                from,
                to,
                conflicts,
                total,
            } => {
                let mut before = self.queen.clone();
                before[row] = from as u32;
                let among = self
                    .candidates
                    .iter()
                    .map(|&r| r as usize)
                    .filter(|&r| moves::attackers(&before, r, before[r] as usize) > 0)
                    .flat_map(|r| {
                        let (cols, _) = moves::least_conflicts(self.n, &before, r);
                        cols.into_iter().map(move |c| Square::new(r, c))
                    })
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect();
                Event::MoveQueen {
                    row,
                    from,
                    to,
                    among,
                    judged: Some(Judged::Conflicts {
                        there: conflicts,
                        pairs: total,
                    }),
                }
            }
            Step::Restart { attempt } => Event::Restart {
                from: Fresh::EmptyBoard,
                number: attempt,
                after: Some(Ended::MovesUsed),
                h: None,
                collisions: None,
            },
            Step::Solution { moves } => Event::Solution {
                last: None,
                found: Found::Repairs { moves },
            },
        }]
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    /// As the default, with the greedy start's rows placed in a loop that builds no [`Step`].
    fn advance(&mut self, budget: u64) -> u64 {
        let mut taken = self.start_rows(budget);
        while taken < budget && self.step().is_some() {
            taken += 1;
        }
        taken
    }
    /// As the default, with the greedy start's rows placed in a loop that builds no [`Step`].
    fn run_to_end(&mut self) {
        while self.start_rows(u64::MAX) > 0 || self.step().is_some() {}
    }
    /// As the default, with the greedy start's rows placed in a loop that builds no [`Step`].
    fn run_for(&mut self, budget: u64) -> Outcome {
        let left = budget - self.start_rows(budget);
        for _ in 0..left {
            match self.step() {
                Some(Step::Solution { .. }) => return Outcome::Solution,
                Some(_) => {}
                None => return Outcome::Exhausted,
            }
        }
        Outcome::Paused
    }
    /// True once no queen is attacked.
    fn is_solved(&self) -> bool {
        matches!(self.phase, Phase::Full | Phase::Solved)
    }
    fn attempts(&self) -> u64 {
        self.moves()
    }
    fn tries(&self) -> u64 {
        self.starts
    }
    fn collisions(&self) -> u64 {
        self.conflicts()
    }
    /// True if the queen of `row` is attacked.
    ///
    /// # Panics
    /// If `row` has no queen yet (`row ≥ columns().len()`).
    fn is_attacked(&self, row: usize) -> bool {
        if self.phase == Phase::Start {
            // A permutation so far; the column counts are filled when the start ends.
            return self.diagonals.is_attacked(row, self.queen[row] as usize);
        }
        self.is_attacked_now(row)
    }
}
