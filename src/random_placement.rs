//! Las Vegas random placement (Rolfe's Algorithm Two, "GridSearch").
//!
//! Sources: `las-vegas-random-placement.txt`; Rolfe, "Las Vegas Does N-Queens", inroads 38(2),
//! 2006, Algorithm Two. From row 1 up, the queen of each row goes on a square chosen uniformly
//! at random among the squares of that row no queen below attacks; the squares it attacks are
//! marked. A row with no unattacked square is a dead end: the trial is discarded and a new one
//! starts on an empty board. Counters: trials (restarts + 1), placements in this trial, and
//! placements over all trials.
//!
//! Every random choice is drawn from a seeded [`crate::seed::Rng`], so a seed fixes the run.
//! The draw of a row's column is `draw_column`, which queensLV's random rows
//! ([`crate::queens_lv`]) call too: the same seed draws the same columns in both.

use crate::board::Marks;
use crate::description::{Description, Draws, Exercise, LegendItem, PAGE_MAX_N, SOLVED_WITH_SEED};
use crate::moves::{self, Blocked, Ended, Event, EventKind, Found, Fresh, Placement, Square};
use crate::params::Params;
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Layers, Outcome, ReportField, StepSolver, TryOdds};
use crate::timeline::Tick;
use crate::Error;
use std::borrow::Cow;

/// The largest board accepted: a trial costs O(n²), and the number of trials grows with n
/// (Rolfe reports 1,323 to 49,466 trials at n = 1000).
pub const MAX_N: usize = 1000;

/// One event of the search. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The queen of `row` is placed on `col`, drawn uniformly among `choices` unattacked
    /// squares of the row.
    Place {
        /// 0-based row.
        row: usize,
        /// 0-based column chosen.
        col: usize,
        /// How many unattacked squares the row offered.
        choices: usize,
    },
    /// Every square of `row` is attacked: trial number `trial` fails.
    DeadEnd {
        /// 0-based row with no unattacked square.
        row: usize,
        /// 1-based number of the failed trial.
        trial: u64,
    },
    /// The board is cleared and trial number `trial` starts.
    Restart {
        /// 1-based number of the new trial.
        trial: u64,
    },
    /// Every row holds a queen: a solution, found in trial number `trial`.
    Solution {
        /// 1-based number of the successful trial.
        trial: u64,
        /// 0-based column of the queen of each row.
        columns: Vec<usize>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Placing,
    /// Every row holds a queen; next: report the solution.
    Full,
    DeadEnd,
    Solved,
}

/// Random placement as a seeded step iterator; it ends after the solution.
///
/// ```
/// use nqueens::random_placement::RandomPlacement;
/// use nqueens::solver::StepSolver;
/// use nqueens::verify::verify;
///
/// let mut search = RandomPlacement::new(8, 42)?;
/// search.by_ref().for_each(drop);
/// assert!(verify(8, search.columns()).is_ok());
/// assert!(search.trials() >= 1);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct RandomPlacement {
    n: usize,
    seed: u64,
    rng: Rng,
    queens: Vec<u32>,
    lines: Lines,
    phase: Phase,
    trials: u64,
    placements: u64,
}

impl RandomPlacement {
    /// A search on an `n × n` board whose random choices come from `seed`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSolution`] for n = 2 and 3,
    /// where a Las Vegas search would restart forever.
    pub fn new(n: usize, seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "each trial costs n² and trials grow with n")?;
        crate::check_solvable(n)?;
        Ok(RandomPlacement {
            n,
            seed,
            rng: seed::rng(seed),
            queens: Vec::with_capacity(n),
            lines: Lines::new(n),
            phase: Phase::Placing,
            trials: 1,
            placements: 0,
        })
    }

    /// Trials so far, this one included (restarts + 1).
    pub fn trials(&self) -> u64 {
        self.trials
    }

    /// Placements in the current trial.
    pub fn trial_placements(&self) -> u64 {
        self.queens.len() as u64
    }

    /// Placements over all trials.
    pub fn placements(&self) -> u64 {
        self.placements
    }

    /// True if a queen on the board attacks square (`row`, `col`) (0-based).
    pub fn is_square_attacked(&self, row: usize, col: usize) -> bool {
        self.lines.attacks(row, col)
    }
}

/// The lines the queens on the board hold, a flag each: the n columns, the 2n − 1 diagonals
/// `row + col` and the 2n − 1 diagonals `col − row + n − 1`. Along a row the three lines of
/// its squares are three runs of flags side by side, read together ([`safe`](Self::safe)).
#[derive(Clone, Debug)]
struct Lines {
    column: Vec<bool>,
    sum: Vec<bool>,
    difference: Vec<bool>,
}

impl Lines {
    fn new(n: usize) -> Self {
        Lines {
            column: vec![false; n],
            sum: vec![false; 2 * n - 1],
            difference: vec![false; 2 * n - 1],
        }
    }

    /// True if a queen on the board attacks square (`row`, `col`) (0-based).
    fn attacks(&self, row: usize, col: usize) -> bool {
        let n = self.column.len();
        self.column[col] || self.sum[row + col] || self.difference[col + n - 1 - row]
    }

    /// The columns of `row` no queen attacks, ascending: the row's columns, `row + col`
    /// diagonals and `col − row + n − 1` diagonals walked side by side.
    fn safe(&self, row: usize) -> impl Iterator<Item = usize> + Clone + '_ {
        let n = self.column.len();
        let sums = &self.sum[row..row + n];
        let differences = &self.difference[n - 1 - row..2 * n - 1 - row];
        self.column
            .iter()
            .zip(sums)
            .zip(differences)
            .enumerate()
            .filter(|&(_, ((&column, &sum), &difference))| !(column | sum | difference))
            .map(|(col, _)| col)
    }

    fn set(&mut self, row: usize, col: usize, used: bool) {
        let n = self.column.len();
        self.column[col] = used;
        self.sum[row + col] = used;
        self.difference[col + n - 1 - row] = used;
    }
}

/// A row's queen drawn as random placement draws it: a column uniformly among the row's
/// `safe` columns (ascending), with one [`Rng::index`], and how many there were, as
/// `(col, choices)`; `None`, drawing nothing, when the row has none (a dead end).
/// queensLV's random rows ([`crate::queens_lv`]) are drawn here too.
pub(crate) fn draw_column(
    rng: &mut Rng,
    mut safe: impl Iterator<Item = usize> + Clone,
) -> Option<(usize, usize)> {
    let choices = safe.clone().count();
    if choices == 0 {
        return None;
    }
    let col = safe.nth(rng.index(choices)).expect("pick < choices");
    Some((col, choices))
}

impl Iterator for RandomPlacement {
    type Item = Step;

    /// The next event; `None` after the solution.
    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Solved => None,
            Phase::Full => {
                self.phase = Phase::Solved;
                Some(Step::Solution {
                    trial: self.trials,
                    columns: self.queens.iter().map(|&c| c as usize).collect(),
                })
            }
            Phase::DeadEnd => {
                for row in 0..self.queens.len() {
                    let col = self.queens[row] as usize;
                    self.lines.set(row, col, false);
                }
                self.queens.clear();
                self.trials += 1;
                self.phase = Phase::Placing;
                Some(Step::Restart { trial: self.trials })
            }
            Phase::Placing => {
                let row = self.queens.len();
                let Some((col, choices)) = draw_column(&mut self.rng, self.lines.safe(row)) else {
                    self.phase = Phase::DeadEnd;
                    return Some(Step::DeadEnd {
                        row,
                        trial: self.trials,
                    });
                };
                self.lines.set(row, col, true);
                self.queens.push(col as u32);
                self.placements += 1;
                if self.queens.len() == self.n {
                    self.phase = Phase::Full;
                }
                Some(Step::Place { row, col, choices })
            }
        }
    }
}

/// The exact probability that one trial of random placement succeeds on an `n × n` board,
/// by enumerating every random choice (each unattacked square of a row equally likely).
/// Exponential in `n`: meant for n ≤ 10. For n = 8 it is 0.1293 to four places (Brassard &
/// Bratley, *Fundamentals of Algorithmics*, 1996, §10.7.3).
pub fn trial_success_probability(n: usize) -> f64 {
    fn from_row(n: usize, row: usize, columns: &mut Vec<usize>) -> f64 {
        if row == n {
            return 1.0;
        }
        let free: Vec<usize> = (0..n)
            .filter(|&c| {
                columns
                    .iter()
                    .enumerate()
                    .all(|(r, &q)| q != c && q.abs_diff(c) != row - r)
            })
            .collect();
        if free.is_empty() {
            return 0.0;
        }
        let mut total = 0.0;
        for &c in &free {
            columns.push(c);
            total += from_row(n, row + 1, columns);
            columns.pop();
        }
        total / free.len() as f64
    }
    from_row(n, 0, &mut Vec::with_capacity(n))
}

/// The exact probability that one trial succeeds, for n = 1..=12 (index n − 1):
/// [`trial_success_probability`] for each n, recounted in the tests. n = 8 gives 0.1293
/// (Brassard & Bratley); n = 2, 3 give 0 (no solution, OEIS A000170).
pub const EXACT_TRIAL_SUCCESS: [f64; 12] = [
    1.0,
    0.0,
    0.0,
    0.5,
    7.666666666666666e-1,
    6.944444444444445e-2,
    2.494047619047619e-1,
    1.293402777777778e-1,
    1.3039863193219675e-1,
    6.069350749559084e-2,
    4.647577259310478e-2,
    4.652685223763001e-2,
];

/// The probability that one trial succeeds for n = 13..=32 (index n − 13), **measured**, with
/// its standard error √(p(1 − p) / trials): runs ÷ trials over 100,000 runs each, from
/// `nqueens compare --algorithms random-placement --n N --trials 100000 --seed 2006`. The tests
/// re-measure some with other seeds, and check n = 13 against the exact enumeration.
pub const MEASURED_TRIAL_SUCCESS: [(f64, f64); 20] = [
    (4.234026e-02, 1.31e-04),
    (3.338225e-02, 1.04e-04),
    (3.294550e-02, 1.02e-04),
    (3.132062e-02, 9.75e-05),
    (2.764092e-02, 8.62e-05),
    (2.500483e-02, 7.81e-05),
    (2.334779e-02, 7.30e-05),
    (2.180143e-02, 6.82e-05),
    (1.985227e-02, 6.22e-05),
    (1.822327e-02, 5.71e-05),
    (1.718281e-02, 5.39e-05),
    (1.617806e-02, 5.07e-05),
    (1.503051e-02, 4.72e-05),
    (1.416381e-02, 4.45e-05),
    (1.340474e-02, 4.21e-05),
    (1.259447e-02, 3.96e-05),
    (1.191167e-02, 3.74e-05),
    (1.132638e-02, 3.56e-05),
    (1.077576e-02, 3.39e-05),
    (1.024186e-02, 3.22e-05),
];

/// The odds of one trial on an `n × n` board: exact for n ≤ 12 ([`EXACT_TRIAL_SUCCESS`]),
/// measured for n = 13..=32 ([`MEASURED_TRIAL_SUCCESS`]); `None` beyond (or for n = 0).
pub fn trial_odds(n: usize) -> Option<TryOdds> {
    match n {
        1..=12 => Some(TryOdds {
            success: EXACT_TRIAL_SUCCESS[n - 1],
            standard_error: 0.0,
            exact: true,
        }),
        13..=32 => {
            let (success, standard_error) = MEASURED_TRIAL_SUCCESS[n - 13];
            Some(TryOdds {
                success,
                standard_error,
                exact: false,
            })
        }
        _ => None,
    }
}

const TRIALS: CounterSpec = CounterSpec {
    id: "trials",
    label: "Trials (restarts + 1)",
    counts: "trials begun: one per dead end that restarted the board, plus the first",
    report: Some(ReportField {
        key: "trials",
        label: "Trials",
    }),
};
const TRIAL_ATTEMPTS: CounterSpec = CounterSpec {
    id: "trial-attempts",
    label: "Placements in this trial",
    counts: "queens placed since the current trial began",
    report: None,
};
const ATTEMPTS_TOTAL: CounterSpec = CounterSpec {
    id: "attempts-total",
    label: "Placements over all trials",
    counts: "queens placed over every trial (the lab's attempts)",
    report: Some(ReportField {
        key: "attempts",
        label: "Attempted placements",
    }),
};

/// Random placement's counters, in display order.
pub const COUNTERS: [CounterSpec; 3] = [TRIALS, TRIAL_ATTEMPTS, ATTEMPTS_TOTAL];

/// Random placement (Las Vegas) in the terms of `las-vegas-random-placement.txt` and Rolfe's
/// Algorithm Two, one line per kind of step ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 6] = [
    "repeat (one trial):",
    "  clear the board",
    "  for each row, from row 1 upward:",
    "    if every square of the row is attacked: a dead end, start a new trial",
    "    place the queen on an unattacked square drawn at random",
    "until every row holds a queen: a solution",
];

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "random-placement",
    name: "Random placement",
    title: "Random placement (Las Vegas)",
    summary: "Las Vegas: each row's queen goes on a square drawn at random among those no \
              queen below attacks. A row with no such square is a dead end: the trial is \
              thrown away and a new one starts.",
    source: "Las Vegas random placement; Rolfe (2006), Algorithm Two “GridSearch”. On 8×8 \
             one trial succeeds with probability 0.1293.",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws {
        numbered_marks: true,
        dead_row: true,
        ..Draws::NONE
    },
    legend: &[
        LegendItem {
            swatch: "mark",
            text: "attacked squares, numbered with the row of the lowest queen attacking \
                   them, in that row's colour",
            when: &[],
        },
        LegendItem {
            swatch: "safe",
            text: "the queen just placed",
            when: &[],
        },
        LegendItem {
            swatch: "dead",
            text: "the dead-end row",
            when: &[],
        },
    ],
    start_caption: "Start: an empty board.",
    first_step: "Step places row 1’s queen on a random unattacked square.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: true,
    raced: true,
    attempt_unit: "queens placed",
    tries_unit: "trials",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "RP",
        name: "Be random placement",
        task: "Perform random placement: click every square of the row the queen may land on \
               (no queen attacks it), then Done; Done with none chosen is a dead end.",
        params: "",
        sizes: (5, 8),
        steps: 8,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::Place,
        EventKind::DeadEnd,
        EventKind::Restart,
        EventKind::Solution,
    ],
    parameters: &[],
};

impl StepSolver for RandomPlacement {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        RandomPlacement::new(n, seed)
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
    /// 0-based columns of the queens on rows `0..k` of the current trial.
    fn columns(&self) -> &[u32] {
        &self.queens
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            TRIALS.at(self.trials()),
            TRIAL_ATTEMPTS.at(self.trial_placements()),
            ATTEMPTS_TOTAL.at(self.placements()),
        ]
    }
    fn try_odds(n: usize, _params: &Params) -> Option<TryOdds> {
        trial_odds(n)
    }
    fn queens_placed(&self) -> Option<u64> {
        Some(self.placements())
    }
    /// From the step, without building its events (a placement's safe columns): a dead end
    /// and a new trial tick as dead ends, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Place { .. } => None,
            Step::DeadEnd { .. } | Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Restart { .. } => 2,
            Step::DeadEnd { .. } => 4,
            Step::Place { .. } => 5,
            Step::Solution { .. } => 6,
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        vec![match *step {
            Step::Place { row, col, .. } => Event::Place {
                square: Square::new(row, col),
                how: Placement::Random {
                    among: moves::safe_columns(self.n, &self.queens[..row], row),
                },
            },
            Step::DeadEnd { row, trial } => Event::DeadEnd {
                row,
                why: Blocked::NoneUnattacked,
                trial: Some(trial),
            },
            Step::Restart { trial } => Event::Restart {
                from: Fresh::EmptyBoard,
                number: trial,
                after: Some(Ended::DeadEnd),
                h: None,
                collisions: None,
            },
            Step::Solution { trial, .. } => Event::Solution {
                last: None,
                found: Found::Trial { number: trial },
            },
        }]
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    /// True once a solution is on the board.
    fn is_solved(&self) -> bool {
        self.queens.len() == self.n
    }
    fn attempts(&self) -> u64 {
        self.placements()
    }
    fn tries(&self) -> u64 {
        self.trials()
    }
    /// The walkthrough's marks; the row flagged as a dead end, while it is shown (before
    /// the restart).
    fn layers(&self) -> Layers<'_> {
        Layers {
            marks: Some(Cow::Owned(Marks::from_queens(self.n, &self.queens))),
            dead_row: (self.phase == Phase::DeadEnd).then_some(self.queens.len()),
            ..Layers::default()
        }
    }
}
