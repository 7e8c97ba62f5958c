//! Brassard & Bratley's queensLV: k queens at random, then backtracking.
//!
//! Source: G. Brassard & P. Bratley, *Fundamentals of Algorithmics*, Prentice Hall 1996,
//! §10.6.3 (queensLV, with *stepVegas* = k). One **trial** puts the queens of rows 1 … k as
//! random placement does ([`crate::random_placement`]): each on a square drawn uniformly
//! among the squares of its row that no queen below attacks; a row with none is a dead end
//! and the trial fails. Then depth-first backtracking completes the board as the
//! walkthrough's does ([`crate::backtracking`]): from row k + 1 upward, each row's squares
//! tried left to right, a safe one taking the queen, a row with no square left lifting the
//! queen below to move it along, never one of the k random queens. When row k + 1 runs out
//! of squares the completion has failed, and so has the trial. A failed trial starts a new
//! one on an empty board. k = 0 is backtracking (one trial, its first solution), k = n is
//! random placement.
//!
//! Counters: trials (restarts + 1); queens placed in this trial and over all trials (the
//! lab's attempts, the Compare unit: the book's nodes less one root per trial); squares
//! tried by the backtracking (attacked or not: with k = 0, OEIS A140450, 876 for n = 8); and
//! backtracks (queens lifted). The table of the book, exact and measured, is
//! [`crate::brassard_bratley`]; [`try_odds`](StepSolver::try_odds) reads its exact p.
//!
//! The random phase draws from a seeded [`crate::seed::Rng`] as random placement does (one
//! [`Rng::index`] per random queen), so a seed fixes the run; the backtracking draws nothing.
//! Rows and columns are 0-based here; captions are 1-based.
//!
//! Made of the two solvers it joins, not written again: each random row is drawn by random
//! placement's own draw (`random_placement::draw_column`, among the row's unattacked
//! squares, kept here on bitboards), and the completion is backtracking's search from a
//! prefix (as [`Backtracking::from_prefix`] makes it, the k random queens, which it never
//! moves), stepped event by event or run on its bitboards ([`StepSolver::run_for`]); its
//! exhaustion is the failed completion. A run makes one backtracking search and begins it
//! again in place from each trial's queens, drawing its marks only if they are read (never on
//! queensLV's paths: a square's mark is read from the queens' lines), so a trial costs what
//! the search does and no more. Its captions are its events' ([`crate::captions::caption_of`]),
//! the words random placement's and backtracking's events get, with the trial beside them.

use crate::backtracking::Backtracking;
use crate::board::Marks;
use crate::depth_first;
use crate::description::{
    Bound, Description, Draws, Exercise, LegendItem, Parameter, ParameterKind, PAGE_MAX_N,
    SOLVED_WITH_SEED,
};
use crate::message::Message;
use crate::moves::{self, Blocked, Ended, Event, EventKind, Found, Fresh, Placement, Square};
use crate::params::Params;
use crate::random_placement::draw_column;
use crate::seed::{self, Rng};
use crate::solver::{
    Counter, CounterSpec, Layers, Outcome, ReportField, StartMessage, StepSolver, TryOdds,
};
use crate::timeline::Tick;
use crate::Error;
use std::borrow::Cow;

/// The largest board: the largest the page animates, and the parameter k's greatest value
/// (bitboards of 64 bits hold its 2n − 1 diagonals).
pub const MAX_N: usize = PAGE_MAX_N;

/// The default k: the best for 8 queens, whose expected 28.20 nodes per solution are the
/// fewest of k = 0 … 8 (Brassard & Bratley's table, recounted exactly in
/// [`crate::brassard_bratley`]).
pub const DEFAULT_K: u64 = 2;

/// One event of a trial. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A random row: its queen goes on `col`, drawn uniformly among `choices` unattacked
    /// squares.
    Place {
        /// 0-based row (one of the k random rows).
        row: usize,
        /// 0-based column drawn.
        col: usize,
        /// How many unattacked squares the row offered.
        choices: usize,
    },
    /// A random row with no unattacked square: trial number `trial` fails.
    DeadEnd {
        /// 0-based row.
        row: usize,
        /// 1-based number of the failed trial.
        trial: u64,
    },
    /// The backtracking tries square (`row`, `col`): attacked by the queen of row
    /// `attacked_by` (the lowest attacking it, its mark), or safe and the queen placed there.
    Try {
        /// 0-based row being completed.
        row: usize,
        /// 0-based column tried.
        col: usize,
        /// The lowest row attacking the square, or `None`: safe, the queen placed.
        attacked_by: Option<usize>,
    },
    /// Row `from_row` has no square left: the queen of the row below leaves `col` to move
    /// along (a backtrack).
    Backtrack {
        /// 0-based row that ran out of squares.
        from_row: usize,
        /// 0-based column the queen of `from_row − 1` leaves.
        col: usize,
    },
    /// The first row above the random ones (`row`, 0-based row k) has no square left: the
    /// completion, and trial number `trial`, failed.
    Failed {
        /// 0-based row k.
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
        /// 0-based column of each row's queen.
        columns: Vec<usize>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Next: draw the queen of the lowest empty row, one of the k random rows.
    Random,
    /// Next: the completion's next move (a square tried, a backtrack, or its exhaustion).
    Backtracking,
    /// Every row holds a queen; next: report the solution.
    Full,
    /// A random row was a dead end, or the completion failed; next: restart.
    Failed,
    /// The solution was reported.
    Solved,
}

/// queensLV as a seeded step iterator; it ends after the solution.
///
/// ```
/// use nqueens::queens_lv::QueensLv;
/// use nqueens::solver::StepSolver;
/// use nqueens::verify::verify;
///
/// let mut search = QueensLv::new(8, 3, 42)?;
/// search.run_to_end();
/// assert!(verify(8, search.columns()).is_ok());
/// // k = 0 is backtracking: one trial, 113 queens placed (114 nodes with the root).
/// let mut backtracking = QueensLv::new(8, 0, 42)?;
/// backtracking.run_to_end();
/// assert_eq!((backtracking.trials(), backtracking.placements()), (1, 113));
/// assert_eq!(backtracking.squares_tried(), 876); // OEIS A140450
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct QueensLv {
    n: usize,
    k: usize,
    seed: u64,
    rng: Rng,
    /// The random queens of this trial (rows `0..k` at most).
    queens: Vec<u32>,
    /// Columns, `row + col` and `col − row + n − 1` diagonals the random queens hold, one bit
    /// each.
    columns_used: u64,
    sums_used: u64,
    differences_used: u64,
    /// Backtracking from the k random queens: made by the first trial that reaches it, then
    /// begun again from each trial's queens ([`Backtracking::restart_from`]).
    completion: Option<Backtracking>,
    /// True once this trial has begun its completion.
    completing: bool,
    phase: Phase,
    trials: u64,
    /// Queens placed, squares tried and queens lifted, over the random rows and the
    /// completions of the trials before this one (this trial's completion counts its own).
    placements: u64,
    tried: u64,
    backtracks: u64,
}

impl QueensLv {
    /// The squares the queen of `row` in `col` numbers: those of the rows above it that it
    /// attacks and no queen below it does (the walkthrough's marks, the lowest attacker's).
    fn marked_by(&self, row: usize, col: usize) -> Vec<Square> {
        let below = &self.columns()[..row];
        (row + 1..self.n)
            .flat_map(|r| (0..self.n).map(move |c| Square::new(r, c)))
            .filter(|s| s.col == col || s.row - row == s.col.abs_diff(col))
            .filter(|s| moves::attackers(below, s.row, s.col) == 0)
            .collect()
    }

    /// queensLV on an `n × n` board with `k` random rows, its draws from `seed`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSolution`] for n = 2 and 3
    /// (trials would fail forever); [`Error::Parameter`] when `k > n`.
    pub fn new(n: usize, k: usize, seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "the page's animated board, and k's range")?;
        crate::check_solvable(n)?;
        if k > n {
            return Err(Error::Parameter(crate::message::Refusal::new(
                crate::message::Message::new("error-queens-lv-k")
                    .arg("k", k)
                    .arg("n", n),
                format!(
                    "k “{k}”: choose a whole number from 0 to {n}, the rows of the {n} × {n} board"
                ),
            )));
        }
        Ok(QueensLv {
            n,
            k,
            seed,
            rng: seed::rng(seed),
            queens: Vec::with_capacity(n),
            columns_used: 0,
            sums_used: 0,
            differences_used: 0,
            completion: None,
            completing: false,
            phase: if k == 0 {
                Phase::Backtracking
            } else {
                Phase::Random
            },
            trials: 1,
            placements: 0,
            tried: 0,
            backtracks: 0,
        })
    }

    /// The random rows (stepVegas).
    pub fn k(&self) -> usize {
        self.k
    }

    /// Trials so far, this one included (restarts + 1).
    pub fn trials(&self) -> u64 {
        self.trials
    }

    /// Queens placed in the current trial, at random or by the backtracking.
    pub fn trial_placements(&self) -> u64 {
        self.queens.len() as u64 + self.completion_counts().placed
    }

    /// Queens placed over all trials (the lab's attempts).
    pub fn placements(&self) -> u64 {
        self.placements + self.completion_counts().placed
    }

    /// Squares the backtracking tried over all trials, attacked or not.
    pub fn squares_tried(&self) -> u64 {
        self.tried + self.completion_counts().tried
    }

    /// Queens the backtracking lifted to move along, over all trials.
    pub fn backtracks(&self) -> u64 {
        self.backtracks + self.completion_counts().lifted
    }

    /// What this trial's completion has done so far (nothing before it begins).
    fn completion_counts(&self) -> CompletionCounts {
        let Some(search) = self.completion.as_ref().filter(|_| self.completing) else {
            return CompletionCounts::default();
        };
        // The search stops at its first solution, so every queen it placed that is not on
        // the board was lifted by a backtrack.
        let placed = search.queens_placed().unwrap_or_default();
        let standing = (search.columns().len() - search.prefix_len()) as u64;
        CompletionCounts {
            placed,
            tried: search.total_attempts(),
            lifted: placed - standing,
        }
    }

    /// This trial's completion: backtracking from the k random queens, begun now if it has
    /// not been.
    #[inline]
    fn completion(&mut self) -> &mut Backtracking {
        if !self.completing {
            self.begin_completion();
        }
        self.completion.as_mut().expect("begun")
    }

    /// Begins this trial's completion: backtracking from its random queens (which attack none
    /// of each other and leave a row empty), made by the first trial and begun again by the
    /// next ones.
    #[cold]
    fn begin_completion(&mut self) {
        match &mut self.completion {
            Some(search) => search.restart_from(&self.queens),
            None => {
                let mut search = Backtracking::unmarked(self.n).expect("n ≤ 64");
                search.restart_from(&self.queens);
                self.completion = Some(search);
            }
        }
        self.completing = true;
    }

    /// The bit of each column no random queen attacks in `row` (the lowest empty row).
    fn free(&self, row: usize) -> u64 {
        let full = u64::MAX >> (64 - self.n);
        let attacked =
            self.columns_used | self.sums_used >> row | self.differences_used >> (self.n - 1 - row);
        !attacked & full
    }

    /// Draws the queen of the lowest empty row (a random row) as random placement does, or
    /// finds it a dead end.
    fn random_row(&mut self) -> Step {
        let row = self.queens.len();
        let free = self.free(row);
        let Some((col, choices)) = draw_column(&mut self.rng, Bits(free)) else {
            self.phase = Phase::Failed;
            return Step::DeadEnd {
                row,
                trial: self.trials,
            };
        };
        self.columns_used |= 1 << col;
        self.sums_used |= 1 << (row + col);
        self.differences_used |= 1 << (col + self.n - 1 - row);
        self.queens.push(col as u32);
        self.placements += 1;
        self.phase = if self.queens.len() == self.n {
            Phase::Full
        } else if self.queens.len() < self.k {
            Phase::Random
        } else {
            Phase::Backtracking
        };
        Step::Place { row, col, choices }
    }

    /// The completion's next move as one step: a square tried (with the queen placed on a
    /// safe one), a backtrack with the queen it lifts, or its exhaustion, the trial failed.
    fn backtracking_move(&mut self) -> Step {
        let (n, k, trial) = (self.n, self.k, self.trials);
        let search = self.completion();
        match search.next_unlisted() {
            Some(depth_first::Step::Attempt {
                row,
                col,
                attacked_by,
            }) => {
                if attacked_by.is_none() {
                    search.next_unlisted(); // Its placement.
                    if row + 1 == n {
                        self.phase = Phase::Full;
                    }
                }
                Step::Try {
                    row,
                    col,
                    attacked_by,
                }
            }
            Some(depth_first::Step::Backtrack { from_row, .. }) => match search.next_unlisted() {
                Some(depth_first::Step::Remove { col, .. }) => Step::Backtrack { from_row, col },
                other => unreachable!("a backtrack lifts the queen below, not {other:?}"),
            },
            Some(depth_first::Step::Exhausted { .. }) => {
                self.phase = Phase::Failed;
                Step::Failed { row: k, trial }
            }
            other => unreachable!("backtracking stops before the solution, not at {other:?}"),
        }
    }

    fn restart(&mut self) {
        let done = self.completion_counts();
        self.placements += done.placed;
        self.tried += done.tried;
        self.backtracks += done.lifted;
        self.completing = false;
        self.queens.clear();
        self.columns_used = 0;
        self.sums_used = 0;
        self.differences_used = 0;
        self.trials += 1;
        self.phase = if self.k == 0 {
            Phase::Backtracking
        } else {
            Phase::Random
        };
    }
}

/// The columns of a row's bits, lowest first, for random placement's draw
/// ([`draw_column`]): it counts them and takes the pick-th, here on the bits themselves.
#[derive(Clone, Copy)]
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let col = (self.0 != 0).then(|| self.0.trailing_zeros() as usize)?;
        self.0 &= self.0 - 1;
        Some(col)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
    fn count(self) -> usize {
        self.0.count_ones() as usize
    }
}

/// What a completion has done (see [`QueensLv::completion_counts`]).
#[derive(Clone, Copy, Debug, Default)]
struct CompletionCounts {
    placed: u64,
    tried: u64,
    lifted: u64,
}

impl Iterator for QueensLv {
    type Item = Step;

    /// The next event; `None` after the solution.
    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Solved => None,
            Phase::Full => {
                self.phase = Phase::Solved;
                Some(Step::Solution {
                    trial: self.trials,
                    columns: self.columns().iter().map(|&c| c as usize).collect(),
                })
            }
            Phase::Failed => {
                self.restart();
                Some(Step::Restart { trial: self.trials })
            }
            Phase::Random => Some(self.random_row()),
            Phase::Backtracking => Some(self.backtracking_move()),
        }
    }
}

const TRIALS: CounterSpec = CounterSpec {
    id: "trials",
    label: "Trials (restarts + 1)",
    counts: "trials begun: one per dead end or failed completion that restarted the board, \
             plus the first",
    report: Some(ReportField {
        key: "trials",
        label: "Trials",
    }),
};
const TRIAL_ATTEMPTS: CounterSpec = CounterSpec {
    id: "trial-attempts",
    label: "Queens placed in this trial",
    counts: "queens placed since the current trial began, at random or by the backtracking \
             (the trial's nodes less its root)",
    report: None,
};
const ATTEMPTS_TOTAL: CounterSpec = CounterSpec {
    id: "attempts-total",
    label: "Queens placed over all trials",
    counts: "queens placed over every trial (the lab's attempts; Brassard & Bratley's nodes \
             less one root per trial)",
    report: Some(ReportField {
        key: "attempts",
        label: "Queens placed",
    }),
};
const SQUARES_TRIED: CounterSpec = CounterSpec {
    id: "squares-tried",
    label: "Squares tried by backtracking",
    counts: "squares the backtracking above the random rows tried, attacked or not, over \
             every trial (with k = 0, OEIS A140450 at the first solution)",
    report: Some(ReportField {
        key: "squares_tried",
        label: "Squares tried by backtracking",
    }),
};
const BACKTRACKS: CounterSpec = CounterSpec {
    id: "backtracks",
    label: "Backtracks",
    counts: "queens lifted to move along, when the row above them ran out of squares, over \
             every trial",
    report: Some(ReportField {
        key: "backtracks",
        label: "Backtracks",
    }),
};

/// queensLV's counters, in display order.
pub const COUNTERS: [CounterSpec; 5] = [
    TRIALS,
    TRIAL_ATTEMPTS,
    ATTEMPTS_TOTAL,
    SQUARES_TRIED,
    BACKTRACKS,
];

/// queensLV in Brassard & Bratley's terms, one line per kind of step ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 8] = [
    "repeat (one trial): clear the board",
    "  for rows 1 to k: if every square of the row is attacked: a dead end, a new trial",
    "    else place its queen on an unattacked square drawn at random",
    "  backtrack from row k + 1: try the next square of the row; attacked: move along",
    "    safe: place the queen; go up a row",
    "    no square left: lift the queen below and move it along",
    "    row k + 1 has no square left: the completion failed, a new trial",
    "until every row holds a queen: a solution",
];

/// What this algorithm says about itself (see [`Description`]).
pub const DESCRIPTION: Description = Description {
    id: "queens-lv",
    name: "queensLV",
    title: "queensLV (Las Vegas + backtracking; Brassard & Bratley)",
    summary: "k queens go at random on unattacked squares, row by row, as random placement \
              puts them; then backtracking completes the board. A dead end among the random \
              rows, or a completion that fails, starts a new trial. k = 0 is backtracking, \
              k = n random placement.",
    source: "Brassard & Bratley, Fundamentals of Algorithmics (1996), §10.6.3, queensLV with \
             stepVegas = k. On 8×8 the expected nodes per solution are fewest for k = 2 \
             (28.20, against backtracking's 114).",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws {
        numbered_marks: true,
        dead_row: true,
        search_tree: true,
        ..Draws::NONE
    },
    legend: &[
        LegendItem::MARK,
        LegendItem {
            swatch: "safe",
            text: "the queen just placed: at random in rows 1 to k, on a safe square tried \
                   by the backtracking above them",
            when: &[],
        },
        LegendItem {
            swatch: "attacked",
            text: "the square the backtracking just tried is attacked: move along",
            when: &[],
        },
        LegendItem {
            swatch: "removed",
            text: "a queen the backtracking just lifted off to move along",
            when: &[],
        },
        LegendItem {
            swatch: "dead",
            text: "a random row with no unattacked square, or row k + 1 with no square left: \
                   the trial failed",
            when: &[],
        },
    ],
    start_caption: "Start: an empty board.",
    first_step: "Step places row 1’s queen on a random unattacked square.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: true,
    attempt_unit: "queens placed",
    tries_unit: "trials",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    // Predict mode asks random placement's questions: where the next row's queen can land
    // (a random row's draw cannot be predicted, but its squares can), and after a failed
    // trial what comes next (a new trial). A question per phase (the square backtracking
    // tries next) needs a vocabulary the descriptions do not have yet (issue 40, item 1).
    exercises: &[Exercise {
        code: "QLV",
        name: "Be queensLV",
        task: "Perform queensLV: in each of the first k rows, click every square the queen may \
               land on (no queen attacks it), then Done (Done alone: a dead end, the trial \
               fails); then, as backtracking does, click each square tried, in order, or press \
               Backtrack when the row has no square left (in the first row backtracking fills, \
               the trial fails).",
        params: "",
        sizes: (5, 8),
        steps: 10,
        leaves_out: &[],
    }],
    events: &[
        EventKind::Place,
        EventKind::Try,
        EventKind::Lift,
        EventKind::DeadEnd,
        EventKind::Restart,
        EventKind::Solution,
    ],
    solved_caption: SOLVED_WITH_SEED,
    parameters: &[Parameter {
        name: "k",
        label: "Random rows k",
        changes: "how many rows, from row 1, get their queen at random before backtracking \
                  completes the board (Brassard & Bratley's stepVegas): 0 is backtracking, n \
                  random placement; at most n (the default, 2, is n on a smaller board)",
        kind: ParameterKind::Whole {
            min: Bound::Fixed(0),
            max: Bound::N,
            default: DEFAULT_K,
        },
    }],
};

/// The exact odds of one trial with `k` random rows on an `n × n` board, from the exact table
/// ([`crate::brassard_bratley::exact`], n ≤ 12); `None` beyond, and for k > n.
pub fn trial_odds(n: usize, k: u64) -> Option<TryOdds> {
    let rows = crate::brassard_bratley::exact(n).ok()?;
    let row = rows.get(usize::try_from(k).ok()?)?;
    Some(TryOdds {
        success: row.p,
        standard_error: 0.0,
        exact: true,
    })
}

/// The run's k on an `n × n` board: the one `params` gives, or the default taken within the
/// board (n on a board of fewer rows than [`DEFAULT_K`]). The run and its odds read it here.
fn k_of(n: usize, params: &Params) -> u64 {
    match params.whole("k").unwrap_or(DEFAULT_K) {
        DEFAULT_K => DEFAULT_K.min(n as u64),
        k => k,
    }
}

impl StepSolver for QueensLv {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    /// With k at its default ([`DEFAULT_K`]).
    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        QueensLv::new(n, DEFAULT_K as usize, seed)
    }
    fn start_with(n: usize, seed: u64, params: &Params) -> Result<Self, Error> {
        // A k given is checked against n by the parameters ([`Params::check`]) and here.
        QueensLv::new(
            n,
            usize::try_from(k_of(n, params)).unwrap_or(usize::MAX),
            seed,
        )
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
    /// 0-based columns of the current trial's queens, from row 0 up: its random rows', then
    /// its completion's.
    fn columns(&self) -> &[u32] {
        match &self.completion {
            Some(search) if self.completing => search.columns(),
            _ => &self.queens,
        }
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            TRIALS.at(self.trials),
            TRIAL_ATTEMPTS.at(self.trial_placements()),
            ATTEMPTS_TOTAL.at(self.placements()),
            SQUARES_TRIED.at(self.squares_tried()),
            BACKTRACKS.at(self.backtracks()),
        ]
    }
    /// The exact one-trial success probability p for the run's k, from the exact table
    /// ([`crate::brassard_bratley::exact`], n ≤ 12); `None` beyond, and for k > n.
    fn try_odds(n: usize, params: &Params) -> Option<TryOdds> {
        trial_odds(n, k_of(n, params))
    }
    /// The description's, but for k = 0, where the first step is backtracking's try of
    /// row 1, column 1 (and k = n, said).
    fn start_message(&self) -> StartMessage {
        let next = match self.k {
            0 => Message::new("caption-first-step-lv-backtracking"),
            k if k == self.n => Message::new("caption-first-step-lv-random").arg("k", k),
            k => Message::new("caption-first-step-lv").arg("k", k),
        };
        StartMessage {
            state: StartMessage::of(&DESCRIPTION).state,
            next,
        }
    }
    fn queens_placed(&self) -> Option<u64> {
        Some(self.placements())
    }
    /// From the step, without building its events (a random placement's safe columns): a
    /// backtrack (the dead end and the queen lifted) ticks as one; a dead end, a failed
    /// search and a new trial as dead ends; a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Place { .. } | Step::Try { .. } => None,
            Step::Backtrack { .. } => Some(Tick::Backtrack),
            Step::DeadEnd { .. } | Step::Failed { .. } | Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Restart { .. } => 1,
            Step::DeadEnd { .. } => 2,
            Step::Place { .. } => 3,
            Step::Try {
                attacked_by: Some(_),
                ..
            } => 4,
            Step::Try { .. } => 5,
            Step::Backtrack { .. } => 6,
            Step::Failed { .. } => 7,
            Step::Solution { .. } => 8,
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        // (`marked_by` reads the queens below `row`, which a step above them leaves.)
        match *step {
            Step::Place { row, col, .. } => vec![Event::Place {
                square: Square::new(row, col),
                how: Placement::Random {
                    among: moves::safe_columns(self.n, &self.queens[..row], row),
                },
            }],
            Step::Try {
                row,
                col,
                attacked_by,
            } => {
                let square = Square::new(row, col);
                let mut events = vec![Event::Try {
                    square,
                    attacked_by,
                    trial: Some(self.trials),
                }];
                if attacked_by.is_none() {
                    events.push(Event::Place {
                        square,
                        how: Placement::Search {
                            marked: self.marked_by(row, col),
                        },
                    });
                }
                events
            }
            Step::Backtrack { from_row, col } => vec![
                Event::DeadEnd {
                    row: from_row,
                    why: Blocked::Tried,
                    trial: Some(self.trials),
                },
                Event::Lift {
                    square: Square::new(from_row - 1, col),
                    cleared: self.marked_by(from_row - 1, col).len(),
                },
            ],
            Step::DeadEnd { row, trial } => vec![Event::DeadEnd {
                row,
                why: Blocked::NoneUnattacked,
                trial: Some(trial),
            }],
            Step::Failed { row, trial } => vec![Event::DeadEnd {
                row,
                why: Blocked::Tried,
                trial: Some(trial),
            }],
            Step::Restart { trial } => vec![Event::Restart {
                from: Fresh::EmptyBoard,
                number: trial,
                after: Some(Ended::DeadEnd),
                h: None,
                collisions: None,
            }],
            Step::Solution { trial, .. } => vec![Event::Solution {
                last: None,
                found: Found::Trial { number: trial },
            }],
        }
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    /// True once a solution is on the board.
    fn is_solved(&self) -> bool {
        self.columns().len() == self.n
    }
    fn attempts(&self) -> u64 {
        self.placements()
    }
    fn tries(&self) -> u64 {
        self.trials
    }
    /// No queen is ever attacked: each stands on a square no queen below attacks.
    fn is_attacked(&self, _row: usize) -> bool {
        false
    }
    /// The walkthrough's marks; the row flagged as a dead end or a failed completion, while
    /// it is shown (before the restart).
    fn layers(&self) -> Layers<'_> {
        Layers {
            marks: Some(Cow::Owned(Marks::from_queens(self.n, self.columns()))),
            dead_row: (self.phase == Phase::Failed).then_some(self.columns().len()),
            ..Layers::default()
        }
    }
    /// To the solution without building a step: the random rows as stepping draws them, and
    /// each completion run on backtracking's bitboards to its solution or its exhaustion
    /// ([`Backtracking::run_for`](StepSolver::run_for)), its counters as its steps leave them.
    fn run_to_end(&mut self) {
        loop {
            match self.phase {
                Phase::Solved => return,
                Phase::Full => self.phase = Phase::Solved,
                Phase::Failed => self.restart(),
                Phase::Random => {
                    self.random_row();
                }
                Phase::Backtracking => match self.completion().run_for(u64::MAX) {
                    Outcome::Solution => self.phase = Phase::Full,
                    Outcome::Exhausted => self.phase = Phase::Failed,
                    Outcome::Paused => {}
                },
            }
        }
    }
}
