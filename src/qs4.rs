//! QS4: Sosič & Gu's near-linear swap search with a conflict-free start.
//!
//! Sources: Sosič & Gu, "3,000,000 Queens in Less Than One Minute", SIGART Bulletin 2(2), 1991,
//! and "Efficient Local Search with Conflict Minimization", IEEE TKDE 6(5), 1994. The board is
//! a permutation (one queen per row and column). The start places most queens without
//! conflict: for each row i < n − c in turn, swap its queen with a random later row until it
//! sits on two free diagonals (at most [`START_TRIES`] tries); the last c = [`TAIL`] rows are
//! left as they fall. The search then repeatedly takes an attacked queen, picks a random
//! partner row, and swaps their columns if that reduces the collisions; a run that needs more
//! than `7n + 1000` swap tests starts over with a new permutation.

use crate::description::{
    Description, Draws, Exercise, LegendItem, PAGE_MAX_N, PAGE_MAX_N_LARGE, SOLVED_WITH_SEED,
};
use crate::diagonals::Diagonals;
use crate::moves::{Change, Ended, Event, EventKind, Found, Fresh, Pairing, Placement, Square};
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Outcome, ReportField, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted: 10^8 (columns are `u32`; memory is about 6 bytes per queen:
/// the columns and the diagonals' bit planes, 0.6 GB at this limit).
pub const MAX_N: usize = 100_000_000;
/// Random partners tried per row of the conflict-free start.
pub const START_TRIES: usize = 64;
/// Rows at the end of the start left to chance.
pub const TAIL: usize = 32;
/// Partners of the coming rows' swaps whose queens are fetched ahead (`Qs4::prefetch_partners`):
/// on 10^7 queens 8 took the whole process from 1.33 s to 0.98 s (medians of six), 2 to
/// 1.15 s, 4 to 1.07 s, 16 to 0.99 s.
#[cfg(target_arch = "x86_64")]
const PREFETCH: usize = 8;

/// One event. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The start fixes the queen of `row` in `col` after `tries` swaps with later rows.
    Place {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
        /// Swaps tried; 0 for the rows left to chance.
        tries: usize,
        /// True when it sits on two free diagonals.
        free: bool,
    },
    /// Rows `i` and `j` swap columns, reducing the collisions to `collisions`.
    Swap {
        /// 0-based attacked row.
        i: usize,
        /// 0-based random partner row.
        j: usize,
        /// Collisions after the swap.
        collisions: u64,
    },
    /// Swapping rows `i` and `j` was tested and would not reduce the collisions.
    Reject {
        /// 0-based attacked row.
        i: usize,
        /// 0-based random partner row.
        j: usize,
    },
    /// Too many swap tests: a new permutation and a new start.
    Restart {
        /// 1-based number of the new attempt.
        attempt: u64,
    },
    /// No collision is left.
    Solution {
        /// Swaps performed in the successful attempt.
        swaps: u64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Start,
    Search,
    Full,
    Solved,
}

/// QS4 as a seeded step iterator; it ends after the solution.
///
/// ```
/// use nqueens::qs4::Qs4;
/// use nqueens::solver::StepSolver;
/// use nqueens::verify::verify;
///
/// let mut search = Qs4::new(10_000, 3)?;
/// search.by_ref().for_each(drop);
/// assert!(verify(10_000, search.columns()).is_ok());
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Qs4 {
    n: usize,
    seed: u64,
    rng: Rng,
    queen: Vec<u32>,
    /// Queens per diagonal, of the rows fixed so far (all n during the search), in bit
    /// planes that stay in cache on a large board.
    diagonals: Diagonals,
    placed: usize,
    attacked: Vec<u32>,
    phase: Phase,
    starts: u64,
    tests: u64,
    swaps: u64,
    total_tests: u64,
}

impl Qs4 {
    /// A search on an `n × n` board whose random choices come from `seed`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSolution`] for n = 2, 3.
    pub fn new(n: usize, seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "memory: about 6 bytes per queen")?;
        crate::check_solvable(n)?;
        let mut rng = seed::rng(seed);
        let mut queen: Vec<u32> = (0..n as u32).collect();
        rng.shuffle(&mut queen);
        Ok(Qs4 {
            n,
            seed,
            rng,
            queen,
            diagonals: Diagonals::new(n),
            placed: 0,
            attacked: Vec::new(),
            phase: Phase::Start,
            starts: 1,
            tests: 0,
            swaps: 0,
            total_tests: 0,
        })
    }

    /// The whole permutation: 0-based column of each of the n rows, the rows not yet fixed
    /// by the start holding their current, provisional column (the placed queens alone are
    /// [`StepSolver::columns`]).
    pub fn permutation(&self) -> &[u32] {
        &self.queen
    }

    /// Rows fixed by the start so far (all n during the search).
    pub fn placed(&self) -> usize {
        self.placed
    }

    /// Swap tests over all starts.
    pub fn swaps_tested(&self) -> u64 {
        self.total_tests
    }

    /// Swaps performed since the current start.
    pub fn swaps_performed(&self) -> u64 {
        self.swaps
    }

    /// Starts so far, this one included (restarts + 1): the lab's tries
    /// ([`StepSolver::tries`]).
    pub fn starts(&self) -> u64 {
        self.starts
    }

    fn start_step(&mut self) -> Step {
        let row = self.placed;
        let mut tries = 0;
        let mut free = self.diagonals.is_free(row, self.queen[row] as usize);
        if row + TAIL < self.n {
            while !free && tries < START_TRIES {
                let j = row + self.rng.index(self.n - row);
                self.queen.swap(row, j);
                tries += 1;
                free = self.diagonals.is_free(row, self.queen[row] as usize);
            }
        }
        let col = self.queen[row] as usize;
        self.diagonals.add(row, col);
        self.placed += 1;
        self.prefetch_partners();
        if self.placed == self.n {
            self.phase = if self.diagonals.collisions() == 0 {
                Phase::Full
            } else {
                Phase::Search
            };
            self.attacked = (0..self.n)
                .filter(|&r| self.is_attacked(r))
                .map(|r| r as u32)
                .collect();
        }
        Step::Place {
            row,
            col,
            tries,
            free,
        }
    }

    /// Asks the CPU to fetch the queens the coming rows' swaps will take. The next row's
    /// partners are drawn from the rows after it, so they are known in advance
    /// ([`crate::seed::Rng::peek_indices`]); the rows after draw from one row fewer, so
    /// their partners are all but the same, and `PREFETCH` of them cover a few rows. On a
    /// large board the permutation does not fit in cache, and each swap would otherwise wait
    /// for memory. A hint only (x86-64 `prefetcht0`; nothing elsewhere): nothing changes.
    #[inline]
    fn prefetch_partners(&mut self) {
        #[cfg(target_arch = "x86_64")]
        {
            let row = self.placed;
            if row + TAIL >= self.n {
                return;
            }
            let mut partners = [0usize; PREFETCH];
            self.rng.peek_indices(self.n - row, &mut partners);
            for j in partners {
                // SAFETY: prefetching is a hint that never faults; the row is on the board.
                unsafe {
                    std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                        self.queen.as_ptr().add(row + j).cast(),
                    );
                }
            }
        }
    }

    fn search_step(&mut self) -> Step {
        loop {
            if self.tests > 7 * self.n as u64 + 1_000 {
                self.rng.shuffle(&mut self.queen);
                self.diagonals.clear();
                self.placed = 0;
                self.tests = 0;
                self.swaps = 0;
                self.starts += 1;
                self.phase = Phase::Start;
                return Step::Restart {
                    attempt: self.starts,
                };
            }
            if self.attacked.is_empty() {
                // Lazily dropped entries: collect the attacked queens again.
                self.attacked = (0..self.n)
                    .filter(|&r| self.is_attacked(r))
                    .map(|r| r as u32)
                    .collect();
            }
            let k = self.rng.index(self.attacked.len());
            let i = self.attacked[k] as usize;
            if !self.is_attacked(i) {
                self.attacked.swap_remove(k);
                continue;
            }
            let j = self.rng.index(self.n);
            if j == i {
                continue;
            }
            self.tests += 1;
            self.total_tests += 1;
            // The swap is made only if it lowers the collisions (found by reading the counts:
            // most swaps tested are rejected).
            if self.diagonals.exchange_delta(&self.queen, i, j) < 0 {
                self.diagonals.exchange(&mut self.queen, i, j);
                self.swaps += 1;
                if self.is_attacked(j) {
                    self.attacked.push(j as u32);
                }
                if self.diagonals.collisions() == 0 {
                    self.phase = Phase::Full;
                }
                return Step::Swap {
                    i,
                    j,
                    collisions: self.diagonals.collisions(),
                };
            }
            return Step::Reject { i, j };
        }
    }
}

impl Iterator for Qs4 {
    type Item = Step;

    /// The next event; `None` after the solution.
    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Solved => None,
            Phase::Full => {
                self.phase = Phase::Solved;
                Some(Step::Solution { swaps: self.swaps })
            }
            Phase::Start => Some(self.start_step()),
            Phase::Search => Some(self.search_step()),
        }
    }
}

const COLLISIONS: CounterSpec = CounterSpec {
    id: "collisions",
    label: "Collisions now",
    counts: "queens beyond the first on each diagonal among the placed queens, summed over the diagonals",
    report: None,
};
const SWAPS_TESTED: CounterSpec = CounterSpec {
    id: "swaps-tested",
    label: "Swap tests",
    counts: "swaps of an attacked queen with a random row tested for a gain, over all starts",
    report: Some(ReportField {
        key: "swaps_tested",
        label: "Swaps tested",
    }),
};
const SWAPS_PERFORMED: CounterSpec = CounterSpec {
    id: "swaps-performed",
    label: "Swaps performed",
    counts: "swaps made in the current start because they reduced the collisions",
    report: Some(ReportField {
        key: "swaps_performed",
        label: "Swaps performed",
    }),
};
const STARTS: CounterSpec = CounterSpec {
    id: "starts",
    label: "Starts",
    counts: "conflict-free starts: restarts after too many swaps, plus the first",
    report: Some(ReportField {
        key: "starts",
        label: "Starts",
    }),
};

/// QS4's counters, in display order.
pub const COUNTERS: [CounterSpec; 4] = [COLLISIONS, SWAPS_TESTED, SWAPS_PERFORMED, STARTS];

/// QS4 (Sosič & Gu 1994) as this solver runs it, one line per kind of step
/// ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 6] = [
    "start: row by row, swap a later row's column in until the queen is on free diagonals",
    "while collisions remain:",
    "  pick an attacked queen and a random row: if swapping their columns reduces the collisions, swap",
    "  else leave them",
    "  after too many tests: a new permutation and a new start",
    "the collisions are 0: a solution",
];

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "qs4",
    name: "QS4 fast swaps",
    title: "QS4 (Sosič & Gu)",
    summary: "QS4: a start that places most queens on free diagonals, then random swaps of \
              attacked queens that reduce the collisions — the search that handles \
              millions of queens.",
    source: "Sosič & Gu (1991, 1994), QS4.",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: Some(PAGE_MAX_N_LARGE),
    large_bytes_per_queen: 10,
    draws: Draws::LOCAL_SEARCH,
    legend: &[
        LegendItem::ATTACKED_QUEEN,
        LegendItem::SWAP,
        LegendItem::REJECT,
    ],
    start_caption: "Start: a random permutation.",
    first_step: "Step fixes row 1’s queen on free diagonals.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: false,
    attempt_unit: "swaps tested",
    tries_unit: "starts",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "QS4",
        name: "Be QS4",
        task: "Perform QS4's swaps after its conflict-free start: for each pair of queens it \
               tests (an attacked queen and a random one), say whether the swap is taken: it \
               is when exchanging their columns lowers the collisions.",
        params: "",
        sizes: (7, 9),
        steps: 10,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::Place,
        EventKind::Swap,
        EventKind::Refuse,
        EventKind::Restart,
        EventKind::Solution,
    ],
    parameters: &[],
};

impl StepSolver for Qs4 {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        Qs4::new(n, seed)
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
    /// 0-based columns of the rows the start has fixed (all n during the search); the
    /// provisional rest of the permutation is [`Qs4::permutation`].
    fn columns(&self) -> &[u32] {
        &self.queen[..self.placed]
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            COLLISIONS.at(self.diagonals.collisions()),
            SWAPS_TESTED.at(self.swaps_tested()),
            SWAPS_PERFORMED.at(self.swaps_performed()),
            STARTS.at(self.starts),
        ]
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Place { .. } => 1,
            Step::Swap { .. } => 3,
            Step::Reject { .. } => 4,
            Step::Restart { .. } => 5,
            Step::Solution { .. } => 6,
        }
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it: a
    /// restart ticks as a dead end, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Place { .. } | Step::Swap { .. } | Step::Reject { .. } => None,
            Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        let q = |row: usize| Square::new(row, self.queen[row] as usize);
        vec![match *step {
            Step::Place {
                row,
                col,
                tries,
                free,
            } => Event::Place {
                square: Square::new(row, col),
                how: Placement::ConflictFree {
                    free,
                    swaps: Some(tries as u64),
                    // A permutation: only the diagonals of the rows below can attack it.
                    conflicts: (0..row)
                        .filter(|&r| row - r == (self.queen[r] as usize).abs_diff(col))
                        .count() as u32,
                },
            },
            Step::Swap { i, j, collisions } => Event::Swap {
                first: q(i),
                second: q(j),
                pairing: Pairing::Drawn,
                collisions: Some(collisions),
            },
            Step::Reject { i, j } => Event::Refuse {
                change: Change::Swap {
                    first: q(i),
                    second: q(j),
                },
                draw: None,
                odds: None,
                pairing: Some(Pairing::Drawn),
            },
            Step::Restart { attempt } => Event::Restart {
                from: Fresh::Permutation,
                number: attempt,
                after: Some(Ended::TestsUsed),
                h: None,
                collisions: None,
            },
            Step::Solution { swaps } => Event::Solution {
                last: None,
                found: Found::Swaps { swaps },
            },
        }]
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    /// True once no collision is left.
    fn is_solved(&self) -> bool {
        matches!(self.phase, Phase::Full | Phase::Solved)
    }
    fn attempts(&self) -> u64 {
        self.swaps_tested()
    }
    fn tries(&self) -> u64 {
        self.starts
    }
    /// Collisions among the placed queens.
    fn collisions(&self) -> u64 {
        self.diagonals.collisions()
    }
    /// True if the queen of `row` (placed) shares a diagonal with another.
    fn is_attacked(&self, row: usize) -> bool {
        if row >= self.placed {
            return false;
        }
        self.diagonals.is_attacked(row, self.queen[row] as usize)
    }
}
