//! A throwaway algorithm, built only with the `throwaway-algorithm` feature (tests/throwaway.rs): the
//! smallest algorithm there can be, to show that one file and one line of the list bring an
//! algorithm to the CLI, the bindings and the page with no other edit (a graded exercise too,
//! its questions derived from its events). It places row by row
//! the queens of the explicit construction ([`crate::construction::column`]).

use crate::description::{Description, Draws, Exercise, PAGE_MAX_N};
use crate::moves::{Event, EventKind, Found, Placement, Square};
use crate::solver::{Counter, CounterSpec, Outcome, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board it takes.
pub const MAX_N: usize = 1000;

/// Its one counter: queens placed.
pub const PLACED: CounterSpec = CounterSpec {
    id: "placed",
    label: "Queens placed",
    counts: "queens placed so far",
    report: None,
};

/// Its pseudocode.
pub const PSEUDOCODE: [&str; 2] = [
    "for each row, from row 1 upward: put its queen where the formula says",
    "when every row has its queen: a solution",
];

/// What this throwaway algorithm says about itself.
pub const DESCRIPTION: Description = Description {
    id: "throwaway",
    name: "Throwaway (test)",
    title: "Throwaway (a test build's algorithm)",
    summary: "The explicit construction's queens, one row per step: an algorithm added by one \
              file and one line of the list.",
    source: "tests/throwaway.rs",
    randomized: false,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws::NONE,
    legend: &[],
    start_caption: "Start: an empty board.",
    first_step: "Step places row 1’s queen.",
    counters: &[PLACED],
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: false,
    attempt_unit: "queens placed",
    tries_unit: "runs",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "TA",
        name: "Be the throwaway",
        task: "Click the square where the formula puts each row's queen, row 1 first.",
        params: "",
        sizes: (5, 7),
        steps: 6,
        leaves_out: &[],
    }],
    solved_caption: "Solved by the throwaway algorithm.",
    events: &[EventKind::Place, EventKind::Solution],
    parameters: &[],
};

/// One step: a queen placed, or the solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The queen of 0-based `row` in 0-based `col`.
    Place {
        /// The row.
        row: usize,
        /// The column.
        col: usize,
    },
    /// Every row holds its queen.
    Solution,
}

/// The throwaway search.
#[derive(Clone, Debug)]
pub struct Throwaway {
    n: usize,
    queens: Vec<u32>,
    done: bool,
}

impl StepSolver for Throwaway {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, _seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "a test build's algorithm")?;
        crate::check_solvable(n)?;
        Ok(Throwaway {
            n,
            queens: Vec::with_capacity(n),
            done: false,
        })
    }
    fn n(&self) -> usize {
        self.n
    }
    fn seed(&self) -> Option<u64> {
        None
    }
    fn step(&mut self) -> Option<Step> {
        if self.done {
            return None;
        }
        let row = self.queens.len();
        if row == self.n {
            self.done = true;
            return Some(Step::Solution);
        }
        let col = crate::construction::column(self.n, row);
        self.queens.push(col as u32);
        Some(Step::Place { row, col })
    }
    fn columns(&self) -> &[u32] {
        &self.queens
    }
    fn counters(&self) -> Vec<Counter> {
        vec![PLACED.at(self.queens.len() as u64)]
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
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Place { .. } => 1,
            Step::Solution => 2,
        }
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution => Outcome::Solution,
            Step::Place { .. } => Outcome::Paused,
        }
    }
    fn is_solved(&self) -> bool {
        self.done
    }
    fn attempts(&self) -> u64 {
        self.queens.len() as u64
    }
    fn tries(&self) -> u64 {
        1
    }
}
