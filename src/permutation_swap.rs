//! Random permutation with controlled swaps (Rolfe's Algorithm One).
//!
//! Source: Rolfe, "Las Vegas Does N-Queens", inroads 38(2), 2006, Algorithm One. The board is
//! a permutation vector (one queen per row and per column), so only diagonals can clash.
//! Wirth's two flag vectors (1971) record the diagonals in use: one indexed by row − col, one
//! by row + col, each of length 2n − 1. Each permutation vector is shuffled; then row by row,
//! while a row's queen sits on a diagonal in use, it swaps columns with the next untried later
//! row; if no later row is left, the vector fails and a new shuffle starts. Counters:
//! permutation vectors used and swaps.

use crate::description::{Description, Draws, Exercise, LegendItem, PAGE_MAX_N, SOLVED_WITH_SEED};
use crate::moves::{Blocked, Diagonals, Ended, Event, EventKind, Found, Fresh, Pairing, Square};
use crate::seed::{self, Rng};
use crate::solver::{
    Counter, CounterSpec, DiagonalFlags, Layers, Outcome, ReportField, StepSolver,
};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted: permutation vectors used grow roughly as n² (Rolfe reports
/// 9,490 to 175,805 of them at n = 1000), each costing O(n).
pub const MAX_N: usize = 2000;

/// Which of Wirth's diagonals a queen found in use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clash {
    /// The row − col diagonal is in use.
    Difference,
    /// The row + col diagonal is in use.
    Sum,
    /// Both diagonals are in use.
    Both,
}

impl From<Clash> for Diagonals {
    fn from(clash: Clash) -> Diagonals {
        match clash {
            Clash::Difference => Diagonals::Difference,
            Clash::Sum => Diagonals::Sum,
            Clash::Both => Diagonals::Both,
        }
    }
}

/// One event of the search. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A new permutation vector: the current one is shuffled and every flag cleared.
    Shuffle {
        /// 1-based count of permutation vectors used, this one included.
        permutation: u64,
    },
    /// The queen of `row` (in `col`) is on two free diagonals; they are flagged in use.
    Clear {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// The queen of `row` is on a diagonal in use, so rows `row` and `other` swap columns.
    Swap {
        /// 0-based row whose queen clashed.
        row: usize,
        /// 0-based later row it swaps with.
        other: usize,
        /// The column `row` had (and `other` now has).
        from: usize,
        /// The column `row` has now (and `other` had).
        to: usize,
        /// Which diagonal was in use.
        clash: Clash,
    },
    /// The queen of `row` is on a diagonal in use and no later row is left: the vector fails.
    Fail {
        /// 0-based row.
        row: usize,
        /// Which diagonal was in use.
        clash: Clash,
    },
    /// Every row passed: the permutation vector is a solution.
    Solution {
        /// Permutation vectors used.
        permutations: u64,
        /// Swaps over all vectors.
        swaps: u64,
        /// 0-based column of the queen of each row.
        columns: Vec<usize>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Next: shuffle a new permutation vector.
    Shuffle,
    /// Next: check the queen of `row`.
    Checking,
    /// Every row passed; next: report the solution.
    Full,
    Solved,
}

/// Rolfe's Algorithm One as a seeded step iterator; it ends after the solution.
///
/// ```
/// use nqueens::permutation_swap::PermutationSwap;
/// use nqueens::solver::StepSolver;
/// use nqueens::verify::verify;
///
/// let mut search = PermutationSwap::new(8, 7)?;
/// search.by_ref().for_each(drop);
/// assert!(search.is_solved());
/// assert!(verify(8, search.columns()).is_ok());
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct PermutationSwap {
    n: usize,
    seed: u64,
    rng: Rng,
    permutation: Vec<u32>,
    difference_used: Vec<bool>,
    sum_used: Vec<bool>,
    row: usize,
    test: usize,
    phase: Phase,
    permutations: u64,
    swaps: u64,
    checks: u64,
}

impl PermutationSwap {
    /// A search on an `n × n` board whose shuffles come from `seed`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSolution`] for n = 2, 3.
    pub fn new(n: usize, seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "permutation vectors used grow as n²")?;
        crate::check_solvable(n)?;
        Ok(PermutationSwap {
            n,
            seed,
            rng: seed::rng(seed),
            permutation: (0..n as u32).collect(),
            difference_used: vec![false; 2 * n - 1],
            sum_used: vec![false; 2 * n - 1],
            row: 0,
            test: 1,
            phase: Phase::Shuffle,
            permutations: 0,
            swaps: 0,
            checks: 0,
        })
    }

    /// Rows `0..checked_rows()` have passed and flagged their diagonals.
    pub fn checked_rows(&self) -> usize {
        self.row
    }

    /// Wirth's row − col flags, indexed by `row − col + n − 1` (length 2n − 1).
    pub fn difference_flags(&self) -> &[bool] {
        &self.difference_used
    }

    /// Wirth's row + col flags, indexed by `row + col` (length 2n − 1).
    pub fn sum_flags(&self) -> &[bool] {
        &self.sum_used
    }

    /// Permutation vectors used so far.
    pub fn permutations(&self) -> u64 {
        self.permutations
    }

    /// Swaps over all permutation vectors.
    pub fn swaps(&self) -> u64 {
        self.swaps
    }

    /// Queen checks over all permutation vectors: each test of a row's queen against the
    /// diagonal flags (a clear, a swap or a failure), the analogue of an attempted placement.
    pub fn checks(&self) -> u64 {
        self.checks
    }

    fn clash(&self, row: usize, col: usize) -> Option<Clash> {
        let difference = self.difference_used[row + self.n - 1 - col];
        let sum = self.sum_used[row + col];
        match (difference, sum) {
            (false, false) => None,
            (true, false) => Some(Clash::Difference),
            (false, true) => Some(Clash::Sum),
            (true, true) => Some(Clash::Both),
        }
    }
}

impl Iterator for PermutationSwap {
    type Item = Step;

    /// The next event; `None` after the solution.
    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Solved => None,
            Phase::Full => {
                self.phase = Phase::Solved;
                Some(Step::Solution {
                    permutations: self.permutations,
                    swaps: self.swaps,
                    columns: self.permutation.iter().map(|&c| c as usize).collect(),
                })
            }
            Phase::Shuffle => {
                self.rng.shuffle(&mut self.permutation);
                self.difference_used.fill(false);
                self.sum_used.fill(false);
                self.permutations += 1;
                self.row = 0;
                self.test = 1;
                self.phase = Phase::Checking;
                Some(Step::Shuffle {
                    permutation: self.permutations,
                })
            }
            Phase::Checking => {
                self.checks += 1;
                let (row, col) = (self.row, self.permutation[self.row] as usize);
                match self.clash(row, col) {
                    None => {
                        self.difference_used[row + self.n - 1 - col] = true;
                        self.sum_used[row + col] = true;
                        self.row += 1;
                        self.test = self.row + 1;
                        if self.row == self.n {
                            self.phase = Phase::Full;
                        }
                        Some(Step::Clear { row, col })
                    }
                    Some(clash) if self.test == self.n => {
                        self.phase = Phase::Shuffle;
                        Some(Step::Fail { row, clash })
                    }
                    Some(clash) => {
                        let other = self.test;
                        self.permutation.swap(row, other);
                        self.test += 1;
                        self.swaps += 1;
                        Some(Step::Swap {
                            row,
                            other,
                            from: col,
                            to: self.permutation[row] as usize,
                            clash,
                        })
                    }
                }
            }
        }
    }
}

const PERMUTATIONS: CounterSpec = CounterSpec {
    id: "permutations",
    label: "Permutation vectors used",
    counts: "permutation vectors shuffled so far, this one included",
    report: Some(ReportField {
        key: "permutations",
        label: "Permutations",
    }),
};
const SWAPS: CounterSpec = CounterSpec {
    id: "swaps",
    label: "Swaps",
    counts: "column swaps of a row with a later row, over all vectors",
    report: Some(ReportField {
        key: "swaps",
        label: "Swaps",
    }),
};

/// Permutation swap's counters, in display order.
pub const COUNTERS: [CounterSpec; 2] = [PERMUTATIONS, SWAPS];

/// Rolfe's Algorithm One (permutation vector, controlled swaps, Wirth's diagonal flags), one
/// line per kind of step ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 7] = [
    "repeat:",
    "  shuffle the permutation vector; clear the diagonal flags",
    "  for each row k, from row 1 upward:",
    "    if row k's queen is on two free diagonals: flag them in use",
    "    else swap row k's column with the next untried later row's, and check row k again",
    "    if no later row is left to try: this vector fails",
    "until every row passes: a solution",
];

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "permutation-swap",
    name: "Permutation swaps",
    title: "Permutation swap (Rolfe, Algorithm One)",
    summary: "A shuffled permutation: one queen per row and column. Row by row, a queen on a \
              diagonal already in use swaps columns with the next later row; when none is \
              left, a new shuffle starts.",
    source: "Rolfe, “Las Vegas Does N-Queens” (2006), Algorithm One, with Wirth's diagonal \
             flags.",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws {
        diagonal_flags: true,
        collision_lines: true,
        attacked_queens: true,
        glides: true,
        ..Draws::NONE
    },
    legend: &[
        LegendItem {
            swatch: "attacked-queen",
            text: "a queen not yet checked on a diagonal a row that passed has flagged in use: \
                   where it stands, it fails the check. A queen that passed is never red: it \
                   was checked against the rows below it, and a queen above it on its diagonal \
                   is for that row's check to find",
            when: &[],
        },
        LegendItem {
            swatch: "safe",
            text: "a row that passed: its diagonals are flagged. The rows above the last that \
                   passed are not yet checked: their queens are drawn faded",
            when: &[],
        },
        LegendItem {
            swatch: "swap",
            text: "two queens swapping columns",
            when: &[],
        },
        LegendItem {
            swatch: "attacked",
            text: "a queen with no later row left to swap: the vector fails",
            when: &[],
        },
        LegendItem {
            swatch: "line",
            text: "a diagonal holding more than one queen",
            when: &[],
        },
    ],
    start_caption: "Start: one queen per row and column.",
    first_step: "Step shuffles them into a random permutation.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: true,
    attempt_unit: "queen checks",
    tries_unit: "permutation vectors",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "PS",
        name: "Be the diagonal check",
        task: "Perform Rolfe's Algorithm One on the shuffled permutation: for each row from \
               row 1 upward, say whether its queen passes the diagonal check (no queen of the \
               rows below on either of its diagonals); one that fails is swapped with a later \
               row's queen, or, with none to swap, fails the permutation.",
        params: "",
        sizes: (6, 8),
        steps: 10,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::Restart,
        EventKind::Check,
        EventKind::Swap,
        EventKind::DeadEnd,
        EventKind::Solution,
    ],
    parameters: &[],
};

impl StepSolver for PermutationSwap {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        PermutationSwap::new(n, seed)
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
    /// The permutation vector: the 0-based column of the queen of each row (all `n` rows;
    /// the identity before the first shuffle).
    fn columns(&self) -> &[u32] {
        &self.permutation
    }
    fn counters(&self) -> Vec<Counter> {
        vec![PERMUTATIONS.at(self.permutations()), SWAPS.at(self.swaps())]
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Shuffle { .. } => 2,
            Step::Clear { .. } => 4,
            Step::Swap { .. } => 5,
            Step::Fail { .. } => 6,
            Step::Solution { .. } => 7,
        }
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it: a
    /// new permutation and a failed vector tick as dead ends, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Clear { .. } | Step::Swap { .. } => None,
            Step::Shuffle { .. } | Step::Fail { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        vec![match *step {
            Step::Shuffle { permutation } => Event::Restart {
                from: Fresh::Permutation,
                number: permutation,
                after: (permutation > 1).then_some(Ended::DeadEnd),
                h: None,
                collisions: None,
            },
            Step::Clear { row, col } => Event::Check {
                square: Square::new(row, col),
            },
            Step::Swap {
                row,
                other,
                from,
                to,
                clash,
            } => Event::Swap {
                first: Square::new(row, to),
                second: Square::new(other, from),
                pairing: Pairing::InUse {
                    diagonals: clash.into(),
                },
                collisions: None,
            },
            Step::Fail { row, clash } => Event::DeadEnd {
                row,
                why: Blocked::NoLaterRow {
                    diagonals: clash.into(),
                },
                trial: None,
            },
            Step::Solution {
                permutations,
                swaps,
                ..
            } => Event::Solution {
                last: None,
                found: Found::Vectors {
                    vectors: permutations,
                    swaps,
                },
            },
        }]
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    /// True once every row has passed: the permutation is a solution.
    fn is_solved(&self) -> bool {
        matches!(self.phase, Phase::Full | Phase::Solved)
    }
    fn attempts(&self) -> u64 {
        self.checks()
    }
    fn tries(&self) -> u64 {
        self.permutations()
    }
    /// The fast path: runs to the solution without producing steps. Permutation vectors,
    /// swaps and checks come out exactly as stepping would give them; afterwards the iterator
    /// still yields the [`Step::Solution`] (as it would after the last [`Step::Clear`]).
    ///
    /// ```
    /// use nqueens::permutation_swap::PermutationSwap;
    /// use nqueens::solver::StepSolver;
    ///
    /// let mut fast = PermutationSwap::new(12, 3)?;
    /// fast.run_to_end();
    /// let mut stepped = PermutationSwap::new(12, 3)?;
    /// stepped.by_ref().for_each(drop);
    /// assert_eq!((fast.checks(), fast.columns()), (stepped.checks(), stepped.columns()));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    fn run_to_end(&mut self) {
        let n = self.n;
        loop {
            match self.phase {
                Phase::Full | Phase::Solved => return,
                Phase::Shuffle => {
                    self.next();
                }
                Phase::Checking => {
                    let (mut row, mut test) = (self.row, self.test);
                    let (mut checks, mut swaps) = (0, 0);
                    let permutation = &mut self.permutation[..n];
                    let difference_used = &mut self.difference_used[..2 * n - 1];
                    let sum_used = &mut self.sum_used[..2 * n - 1];
                    self.phase = loop {
                        checks += 1;
                        let col = permutation[row] as usize;
                        let (difference, sum) = (row + n - 1 - col, row + col);
                        if !difference_used[difference] && !sum_used[sum] {
                            difference_used[difference] = true;
                            sum_used[sum] = true;
                            row += 1;
                            test = row + 1;
                            if row == n {
                                break Phase::Full;
                            }
                        } else if test == n {
                            break Phase::Shuffle;
                        } else {
                            permutation.swap(row, test);
                            test += 1;
                            swaps += 1;
                        }
                    };
                    self.row = row;
                    self.test = test;
                    self.checks += checks;
                    self.swaps += swaps;
                }
            }
        }
    }
    /// What Wirth's flags say of the queen of `row`, as the page draws it: attacked when the
    /// row is not yet checked and its queen stands on a diagonal a row that passed flagged in
    /// use (where it stands, it fails the check). A row that passed never is: it was checked
    /// against the rows below it, and a queen above on its diagonal is for that row's check
    /// to find (the collision lines show the diagonal).
    fn is_attacked(&self, row: usize) -> bool {
        row >= self.row && self.clash(row, self.permutation[row] as usize).is_some()
    }
    /// Wirth's diagonal flags and the rows checked.
    fn layers(&self) -> Layers<'_> {
        Layers {
            diagonal_flags: Some(DiagonalFlags {
                sums: self.sum_flags(),
                differences: self.difference_flags(),
                checked: self.checked_rows(),
            }),
            ..Layers::default()
        }
    }
}
