//! The explicit O(n) construction of a solution for every n ≥ 4.
//!
//! Sources: Hoffman, Loessi & Moore, "Constructions for the Solution of the m Queens Problem",
//! Mathematics Magazine (1969); Bernhardsson, "Explicit Solutions to the N-Queens Problems for
//! all N", ACM SIGART Bulletin 2(2) (1991); both cited by Rolfe (2006). With rows and columns
//! 1-based and m = n (n even) or n − 1 (n odd):
//!
//! 1. m mod 6 ≠ 2: row i holds column 2i and row m/2 + i column 2i − 1, for i = 1..m/2.
//! 2. m mod 6 = 2: row i holds column 1 + ((2i + m/2 − 3) mod m) and row m + 1 − i column
//!    m − ((2i + m/2 − 3) mod m), for i = 1..m/2.
//! 3. n odd: the above for m = n − 1, plus a queen in row n, column n.
//!
//! n = 1 is the single queen; n = 2 and 3 have no solution.

use crate::description::{Description, Draws, Exercise, PAGE_MAX_N, PAGE_MAX_N_LARGE};
use crate::moves::{Event, EventKind, Found, Placement, Square};
use crate::solver::{Counter, CounterSpec, Outcome, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted (columns are computed in `u64` arithmetic; memory is the limit).
pub const MAX_N: usize = 100_000_000;

/// 0-based column of the queen of 0-based `row` in the construction for `n`
/// (`n = 1` or `n ≥ 4`).
pub fn column(n: usize, row: usize) -> usize {
    debug_assert!(n == 1 || n >= 4, "no construction for n = {n}");
    if n % 2 == 1 {
        if row == n - 1 {
            return n - 1;
        }
        return column(n - 1, row);
    }
    let m = n;
    let half = m / 2;
    let i = row + 1; // 1-based row
    let c = if m % 6 != 2 {
        if i <= half {
            2 * i
        } else {
            2 * (i - half) - 1
        }
    } else {
        let shift = |k: usize| (2 * k + half + m - 3) % m; // (2k + m/2 − 3) mod m, kept ≥ 0
        if i <= half {
            1 + shift(i)
        } else {
            m - shift(m + 1 - i)
        }
    };
    c - 1
}

/// The whole construction for `n`: the 0-based column of each row.
///
/// # Errors
/// [`Error::NoSolution`] for n = 2, 3; [`Error::BoardSize`] outside `1..=`[`MAX_N`].
///
/// ```
/// let columns = nqueens::construction::solve(8)?;
/// assert!(nqueens::verify::verify(8, &columns).is_ok());
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn solve(n: usize) -> Result<Vec<usize>, Error> {
    crate::check_board_size(n, MAX_N, "memory for the columns")?;
    crate::check_solvable(n)?;
    let mut columns = Vec::with_capacity(n);
    fill(n, &mut columns, |c| c);
    Ok(columns)
}

/// Appends every row's column for n ≥ 4 (or n = 1) to the empty `columns`, each converted
/// by `to`. The rows of each half
/// are filled in a loop of their own, without [`column`]'s case tests per row, so the loops
/// compile to straight (vectorised) code.
fn fill<T>(n: usize, columns: &mut Vec<T>, to: impl Fn(usize) -> T + Copy) {
    let m = n - n % 2;
    let half = m / 2;
    if m % 6 != 2 {
        columns.extend((0..half).map(|row| to(2 * row + 1)));
        columns.extend((0..half).map(|row| to(2 * row)));
    } else {
        columns.extend((0..half).map(|row| to((2 * row + half + m - 1) % m)));
        columns.extend((half..m).map(|row| to(m - 1 - (2 * (m - row) + half + m - 3) % m)));
    }
    if n % 2 == 1 {
        columns.push(to(n - 1));
    }
}

/// One event: the queen of `row` goes to `col` (0-based; its caption, [`crate::captions`], is 1-based), or the
/// construction is complete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The queen of `row` is placed in `col` by the formula.
    Place {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Every row holds its queen.
    Solution,
}

/// The construction as a step iterator, one queen per step, then [`Step::Solution`].
#[derive(Clone, Debug)]
pub struct Construction {
    n: usize,
    queens: Vec<u32>,
    done: bool,
}

impl Construction {
    /// The construction for an `n × n` board.
    ///
    /// # Errors
    /// As [`solve`].
    pub fn new(n: usize) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "memory for the columns")?;
        crate::check_solvable(n)?;
        Ok(Construction {
            n,
            queens: Vec::with_capacity(n),
            done: false,
        })
    }
}

impl Iterator for Construction {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        let row = self.queens.len();
        if row < self.n {
            let col = column(self.n, row);
            self.queens.push(col as u32);
            return Some(Step::Place { row, col });
        }
        if self.done {
            return None;
        }
        self.done = true;
        Some(Step::Solution)
    }
}

const PLACED: CounterSpec = CounterSpec {
    id: "placed",
    label: "Queens placed",
    counts: "rows whose queen the formula has placed",
    report: None,
};

/// The construction's counters.
pub const COUNTERS: [CounterSpec; 1] = [PLACED];

/// The explicit construction (Hoffman, Loessi & Moore 1969; the cases as the module docs give
/// them, 1-based), one line per case ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 5] = [
    "m = n if n is even, else n − 1",
    "if m mod 6 ≠ 2: row i holds column 2i, row m/2 + i column 2i − 1 (i = 1 … m/2)",
    "if m mod 6 = 2: row i holds column 1 + ((2i + m/2 − 3) mod m), row m + 1 − i column m − ((2i + m/2 − 3) mod m)",
    "if n is odd: row n holds column n",
    "every row holds its queen: a solution",
];

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "construction",
    name: "Explicit construction",
    title: "Construction (Hoffman, Loessi & Moore)",
    summary: "No search at all: a formula gives every row's column for any n ≥ 4, in O(n).",
    source: "Hoffman, Loessi & Moore (1969); Bernhardsson (1991), cited by Rolfe (2006).",
    randomized: false,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: Some(PAGE_MAX_N_LARGE),
    large_bytes_per_queen: 7,
    draws: Draws::NONE,
    legend: &[],
    start_caption: "Start: an empty board.",
    first_step: "Step places row 1’s queen where the formula says.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: false,
    compared_by_default: false,
    raced: false,
    attempt_unit: "queens placed",
    tries_unit: "runs",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "CON",
        name: "Be the construction",
        task: "Perform the explicit construction (Hoffman, Loessi & Moore 1969): click the square \
               where the formula puts each row's queen, row 1 first.",
        params: "",
        sizes: (5, 9),
        steps: 8,
        leaves_out: &[],
    }],
    solved_caption: "Solved by the formula, one queen per step.",
    events: &[EventKind::Place, EventKind::Solution],
    parameters: &[],
};

impl StepSolver for Construction {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, _seed: u64) -> Result<Self, Error> {
        Construction::new(n)
    }
    fn n(&self) -> usize {
        self.n
    }
    fn seed(&self) -> Option<u64> {
        None
    }
    fn step(&mut self) -> Option<Step> {
        self.next()
    }
    /// 0-based columns of the queens placed so far (rows `0..k`).
    fn columns(&self) -> &[u32] {
        &self.queens
    }
    fn counters(&self) -> Vec<Counter> {
        vec![PLACED.at(self.queens.len() as u64)]
    }
    fn queens_placed(&self) -> Option<u64> {
        Some(self.queens.len() as u64)
    }
    fn line(&self, step: &Step) -> usize {
        let n = self.n;
        match step {
            Step::Place { row, .. } if n % 2 == 1 && *row == n - 1 => 4,
            Step::Place { .. } if (n - n % 2) % 6 == 2 => 3,
            Step::Place { .. } => 2,
            Step::Solution => 5,
        }
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it: only
    /// the solution ticks.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Place { .. } => None,
            Step::Solution => Some(Tick::Solution),
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        vec![match *step {
            Step::Place { row, col } => Event::Place {
                square: Square::new(row, col),
                how: Placement::Formula,
            },
            Step::Solution => Event::Solution {
                last: None,
                found: Found::Formula,
            },
        }]
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution => Outcome::Solution,
            Step::Place { .. } => Outcome::Paused,
        }
    }
    /// True once every row holds its queen.
    fn is_solved(&self) -> bool {
        self.queens.len() == self.n
    }
    fn attempts(&self) -> u64 {
        self.queens.len() as u64
    }
    fn tries(&self) -> u64 {
        1
    }
    fn is_attacked(&self, _row: usize) -> bool {
        false // the formula places every queen where no other attacks it
    }
    /// The whole board at once, from the formula's vectorised loops (the lab's fast path).
    fn run_to_end(&mut self) {
        if self.queens.is_empty() {
            fill(self.n, &mut self.queens, |c| c as u32);
        }
        while self.next().is_some() {}
    }
}
