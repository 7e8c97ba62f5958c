//! JavaScript bindings (wasm32 only): one thin handle over the pure core's solvers.
//!
//! Rows and columns cross the boundary 1-based (0 = none), as the page shows them. Counters
//! cross as `f64` (exact up to 2^53). Seeds cross as decimal strings, since a JavaScript
//! number cannot hold every `u64`. Bad input returns a `JsError`, never a panic.

use crate::backtracking::{self, describe_move, Backtracking, RunOutcome};
use crate::board::Marks;
use crate::construction::{self, Construction};
use crate::min_conflicts::{self, MinConflicts};
use crate::permutation_swap::{self, PermutationSwap};
use crate::qs1::{self, Qs1};
use crate::qs4::{self, Qs4};
use crate::random_placement::{self, RandomPlacement};
use crate::rewind::Rewind;
use crate::seed;
use wasm_bindgen::prelude::*;

/// The largest board the page animates, for every algorithm.
pub const PAGE_MAX_N: usize = 32;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The largest board the page animates.
#[wasm_bindgen(js_name = pageMaxN)]
pub fn page_max_n() -> usize {
    PAGE_MAX_N
}

/// A fresh seed from the browser's `crypto.getRandomValues`, as a decimal string.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> Result<String, JsError> {
    seed::fresh_seed()
        .map(|s| s.to_string())
        .map_err(|e| JsError::new(&e))
}

enum Inner {
    Backtracking {
        search: Backtracking,
        /// The events of the move that led to the current state.
        last: Vec<backtracking::Step>,
    },
    RandomPlacement(Rewind<RandomPlacement>),
    PermutationSwap(Rewind<PermutationSwap>),
    Qs1(Rewind<Qs1>),
    MinConflicts(Rewind<MinConflicts>),
    Qs4(Rewind<Qs4>),
    Construction(Rewind<Construction>),
}

/// One solver for the page: `backtracking`, `random-placement`, `permutation-swap`, `qs1`,
/// `min-conflicts`, `qs4` or `construction`. A move is one backtracking move (an attempt with its placement, or a backtrack)
/// or one event of a randomized solver.
#[wasm_bindgen]
pub struct Solver {
    inner: Inner,
    seed: Option<u64>,
}

fn js_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Columns (0-based) per row → 1-based, `n` entries, 0 for an empty row.
fn one_based_rows(n: usize, columns: &[usize]) -> Vec<u32> {
    let mut rows = vec![0; n];
    for (row, &col) in columns.iter().enumerate() {
        rows[row] = col as u32 + 1;
    }
    rows
}

/// Queens per diagonal of an `n × n` board with queens on rows `0..columns.len()`:
/// `row + col` counts, then `row − col + n − 1` counts (2n − 1 each).
fn diagonal_counts(n: usize, columns: &[usize]) -> Vec<u32> {
    let mut diagonals = crate::diagonals::Diagonals::new(n);
    for (row, &col) in columns.iter().enumerate() {
        diagonals.add(row, col);
    }
    [diagonals.sums(), diagonals.differences()].concat()
}

#[wasm_bindgen]
impl Solver {
    /// A solver for `algorithm` on an `n × n` board. `seed` (decimal u64) is used by the
    /// randomized algorithms; blank draws a fresh one. Throws on an unknown algorithm, a
    /// size outside 1..=32, n = 2 or 3 for a randomized algorithm, or a malformed seed.
    #[wasm_bindgen(constructor)]
    pub fn new(algorithm: &str, n: usize, seed: &str) -> Result<Solver, JsError> {
        if !(1..=PAGE_MAX_N).contains(&n) {
            return Err(JsError::new(&format!(
                "board size {n} is out of range: the animated board takes 1 to {PAGE_MAX_N}"
            )));
        }
        let seed_value = || seed::seed_or_fresh(seed).map_err(|e| JsError::new(&e));
        let (inner, seed) = match algorithm {
            "backtracking" => (
                Inner::Backtracking {
                    search: Backtracking::new(n).map_err(js_error)?,
                    last: Vec::new(),
                },
                None,
            ),
            "random-placement" => {
                let s = seed_value()?;
                let search = RandomPlacement::new(n, s).map_err(js_error)?;
                (Inner::RandomPlacement(Rewind::new(search)), Some(s))
            }
            "permutation-swap" => {
                let s = seed_value()?;
                let search = PermutationSwap::new(n, s).map_err(js_error)?;
                (Inner::PermutationSwap(Rewind::new(search)), Some(s))
            }
            "qs1" => {
                let s = seed_value()?;
                (
                    Inner::Qs1(Rewind::new(Qs1::new(n, s).map_err(js_error)?)),
                    Some(s),
                )
            }
            "min-conflicts" => {
                let s = seed_value()?;
                let search = MinConflicts::new(n, s).map_err(js_error)?;
                (Inner::MinConflicts(Rewind::new(search)), Some(s))
            }
            "qs4" => {
                let s = seed_value()?;
                (
                    Inner::Qs4(Rewind::new(Qs4::new(n, s).map_err(js_error)?)),
                    Some(s),
                )
            }
            "construction" => {
                let search = Construction::new(n).map_err(js_error)?;
                (Inner::Construction(Rewind::new(search)), None)
            }
            other => return Err(JsError::new(&format!("unknown algorithm “{other}”"))),
        };
        Ok(Solver { inner, seed })
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn n(&self) -> usize {
        match &self.inner {
            Inner::Backtracking { search, .. } => search.n(),
            Inner::RandomPlacement(r) => r.state().n(),
            Inner::PermutationSwap(r) => r.state().n(),
            Inner::Qs1(r) => r.state().n(),
            Inner::MinConflicts(r) => r.state().n(),
            Inner::Qs4(r) => r.state().n(),
            Inner::Construction(r) => r.state().n(),
        }
    }

    /// The seed as a decimal string ("" for backtracking).
    pub fn seed(&self) -> String {
        self.seed.map(|s| s.to_string()).unwrap_or_default()
    }

    /// Makes up to `moves` moves, stopping early after a solution or at the end (backtracking
    /// continues past a solution on the next call). Returns the number of moves made.
    pub fn advance(&mut self, moves: u32) -> u32 {
        let mut made = 0;
        while made < moves && self.move_once() {
            made += 1;
            if self.is_solution() || self.is_exhausted() {
                break;
            }
        }
        made
    }

    /// Undoes one move. Returns false at the start.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> bool {
        match &mut self.inner {
            Inner::Backtracking { search, last } => {
                let undone = !search.retreat().is_empty();
                *last = search.last_move();
                undone
            }
            Inner::RandomPlacement(r) => r.step_back(),
            Inner::PermutationSwap(r) => r.step_back(),
            Inner::Qs1(r) => r.step_back(),
            Inner::MinConflicts(r) => r.step_back(),
            Inner::Qs4(r) => r.step_back(),
            Inner::Construction(r) => r.step_back(),
        }
    }

    /// Runs toward the next solution for at most `budget` units of work (search nodes for
    /// backtracking, events otherwise). Returns "solution", "exhausted" or "paused".
    pub fn run(&mut self, budget: f64) -> String {
        let budget = budget.max(1.0) as u64;
        let outcome = match &mut self.inner {
            Inner::Backtracking { search, last } => {
                let outcome = search.run(budget);
                *last = search.last_move();
                outcome
            }
            Inner::RandomPlacement(r) => run_rewind(r, budget, |s| {
                matches!(s, random_placement::Step::Solution { .. })
            }),
            Inner::PermutationSwap(r) => run_rewind(r, budget, |s| {
                matches!(s, permutation_swap::Step::Solution { .. })
            }),
            Inner::Qs1(r) => run_rewind(r, budget, |s| matches!(s, qs1::Step::Solution { .. })),
            Inner::MinConflicts(r) => run_rewind(r, budget, |s| {
                matches!(s, min_conflicts::Step::Solution { .. })
            }),
            Inner::Qs4(r) => run_rewind(r, budget, |s| matches!(s, qs4::Step::Solution { .. })),
            Inner::Construction(r) => {
                run_rewind(r, budget, |s| matches!(s, construction::Step::Solution))
            }
        };
        match outcome {
            RunOutcome::Solution => "solution",
            RunOutcome::Exhausted => "exhausted",
            RunOutcome::Paused => "paused",
        }
        .to_string()
    }

    /// True while a full solution is on the board (for the randomized solvers: once their
    /// last event, the solution report, has been shown).
    #[wasm_bindgen(js_name = isSolution)]
    pub fn is_solution(&self) -> bool {
        match &self.inner {
            Inner::Backtracking { search, .. } => search.is_solution(),
            Inner::RandomPlacement(r) => {
                matches!(r.last(), Some(random_placement::Step::Solution { .. }))
            }
            Inner::PermutationSwap(r) => {
                matches!(r.last(), Some(permutation_swap::Step::Solution { .. }))
            }
            Inner::Qs1(r) => matches!(r.last(), Some(qs1::Step::Solution { .. })),
            Inner::MinConflicts(r) => {
                matches!(r.last(), Some(min_conflicts::Step::Solution { .. }))
            }
            Inner::Qs4(r) => matches!(r.last(), Some(qs4::Step::Solution { .. })),
            Inner::Construction(r) => matches!(r.last(), Some(construction::Step::Solution)),
        }
    }

    /// True once backtracking has searched everything (randomized solvers end at their
    /// solution instead).
    #[wasm_bindgen(js_name = isExhausted)]
    pub fn is_exhausted(&self) -> bool {
        match &self.inner {
            Inner::Backtracking { search, .. } => search.is_exhausted(),
            _ => false,
        }
    }

    /// True at the start (nothing to step back to).
    #[wasm_bindgen(js_name = atStart)]
    pub fn at_start(&self) -> bool {
        match &self.inner {
            Inner::Backtracking { search, .. } => search.total_attempts() == 0,
            Inner::RandomPlacement(r) => r.position() == 0,
            Inner::PermutationSwap(r) => r.position() == 0,
            Inner::Qs1(r) => r.position() == 0,
            Inner::MinConflicts(r) => r.position() == 0,
            Inner::Qs4(r) => r.position() == 0,
            Inner::Construction(r) => r.position() == 0,
        }
    }

    /// 1-based column of the queen of each row 1..n, 0 for a row without a queen.
    pub fn queens(&self) -> Vec<u32> {
        let n = self.n();
        match &self.inner {
            Inner::Backtracking { search, .. } => one_based_rows(n, search.queens()),
            Inner::RandomPlacement(r) => one_based_rows(n, r.state().queens()),
            Inner::PermutationSwap(r) => one_based_rows(n, r.state().permutation()),
            Inner::Qs1(r) => one_based_rows(n, &r.state().permutation()),
            Inner::MinConflicts(r) => one_based_rows(n, &r.state().columns()),
            Inner::Qs4(r) => one_based_rows(n, &r.state().columns()[..r.state().placed()]),
            Inner::Construction(r) => one_based_rows(n, r.state().queens()),
        }
    }

    /// Numbered attack marks, `n × n` bytes row-major from row 1: 0 = unmarked, else the
    /// 1-based row of the lowest queen attacking the square from below. Backtracking and
    /// random placement mark squares; the permutation algorithms return all zeros.
    pub fn marks(&self) -> Vec<u8> {
        let n = self.n();
        match &self.inner {
            Inner::Backtracking { search, .. } => search.marks().as_bytes().to_vec(),
            Inner::RandomPlacement(r) => Marks::from_queens(n, r.state().queens())
                .as_bytes()
                .to_vec(),
            _ => vec![0; n * n],
        }
    }

    /// Queens per diagonal for the local-search algorithms: 2n − 1 counts for `row + col`,
    /// then 2n − 1 for `row − col + n − 1` (0-based). Empty for the others.
    pub fn diagonals(&self) -> Vec<u32> {
        match &self.inner {
            Inner::PermutationSwap(_) | Inner::Qs1(_) | Inner::MinConflicts(_) | Inner::Qs4(_) => {
                diagonal_counts(self.n(), &self.placed_columns())
            }
            _ => Vec::new(),
        }
    }

    /// 1 for each row whose queen another queen attacks (column or diagonal), else 0;
    /// `n` entries from row 1.
    pub fn attacked(&self) -> Vec<u8> {
        let n = self.n();
        let columns = self.placed_columns();
        let mut column = vec![0u32; n];
        let mut diagonals = crate::diagonals::Diagonals::new(n);
        for (row, &col) in columns.iter().enumerate() {
            column[col] += 1;
            diagonals.add(row, col);
        }
        let mut out: Vec<u8> = columns
            .iter()
            .enumerate()
            .map(|(row, &col)| u8::from(column[col] > 1 || diagonals.is_attacked(row, col)))
            .collect();
        out.resize(n, 0);
        out
    }

    /// Wirth's flag vectors for permutation swap: 2n − 1 `row + col` flags, then 2n − 1
    /// `row − col + n − 1` flags (1 = in use). Empty for the others.
    pub fn flags(&self) -> Vec<u8> {
        match &self.inner {
            Inner::PermutationSwap(r) => {
                let s = r.state();
                s.sum_flags()
                    .iter()
                    .chain(s.difference_flags())
                    .map(|&f| u8::from(f))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// Rows 1..k that permutation swap has checked and flagged (k), else 0.
    #[wasm_bindgen(js_name = checkedRows)]
    pub fn checked_rows(&self) -> usize {
        match &self.inner {
            Inner::PermutationSwap(r) => r.state().checked_rows(),
            _ => 0,
        }
    }

    /// The 1-based row random placement flags as a dead end (0 = none).
    #[wasm_bindgen(js_name = deadRow)]
    pub fn dead_row(&self) -> usize {
        match &self.inner {
            Inner::RandomPlacement(r) => r.state().dead_row().map_or(0, |row| row + 1),
            _ => 0,
        }
    }

    /// Attempted placements per row (backtracking only; empty for the others).
    #[wasm_bindgen(js_name = attemptsPerRow)]
    pub fn attempts_per_row(&self) -> Vec<f64> {
        match &self.inner {
            Inner::Backtracking { search, .. } => search
                .attempts_per_row()
                .iter()
                .map(|&a| a as f64)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The counters' test ids, in display order (see `counterLabels`, `counterValues`).
    #[wasm_bindgen(js_name = counterIds)]
    pub fn counter_ids(&self) -> Vec<String> {
        self.counters()
            .into_iter()
            .map(|(id, ..)| id.into())
            .collect()
    }

    /// The counters' labels, in display order.
    #[wasm_bindgen(js_name = counterLabels)]
    pub fn counter_labels(&self) -> Vec<String> {
        self.counters()
            .into_iter()
            .map(|(_, label, _)| label.into())
            .collect()
    }

    /// The counters' values, in display order.
    #[wasm_bindgen(js_name = counterValues)]
    pub fn counter_values(&self) -> Vec<f64> {
        self.counters()
            .into_iter()
            .map(|(.., value)| value as f64)
            .collect()
    }

    /// Attempted placements in total (backtracking), or placements over all trials
    /// (random placement); 0 for the others.
    #[wasm_bindgen(js_name = totalAttempts)]
    pub fn total_attempts(&self) -> f64 {
        match &self.inner {
            Inner::Backtracking { search, .. } => search.total_attempts() as f64,
            Inner::RandomPlacement(r) => r.state().placements() as f64,
            _ => 0.0,
        }
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> f64 {
        match &self.inner {
            Inner::Backtracking { search, .. } => search.solutions() as f64,
            _ => f64::from(u8::from(self.is_solution())),
        }
    }

    /// A one-line caption in words for the last move ("" at the start).
    pub fn caption(&self) -> String {
        match &self.inner {
            Inner::Backtracking { last, .. } => describe_move(last),
            Inner::RandomPlacement(r) => r.last().map(|s| s.to_string()).unwrap_or_default(),
            Inner::PermutationSwap(r) => r.last().map(|s| s.to_string()).unwrap_or_default(),
            Inner::Qs1(r) => r.last().map(|s| s.to_string()).unwrap_or_default(),
            Inner::MinConflicts(r) => r.last().map(|s| s.to_string()).unwrap_or_default(),
            Inner::Qs4(r) => r.last().map(|s| s.to_string()).unwrap_or_default(),
            Inner::Construction(r) => r.last().map(|s| s.to_string()).unwrap_or_default(),
        }
    }

    /// What the last move is about: `[kind, row, col, row2, col2]`, rows and columns 1-based
    /// (0 when unused). Kinds: "safe", "attacked", "removed", "solution", "exhausted",
    /// "placed", "dead", "restart", "shuffle", "clear", "swap", "fail", "reject", "stuck",
    /// "none". For "swap", the queens of `row` and `row2` now stand in `col` and `col2`
    /// (they came from each other's column).
    pub fn focus(&self) -> Vec<JsValue> {
        let (kind, cells) = self.focus_cells();
        let mut out = vec![JsValue::from(kind)];
        out.extend(cells.iter().map(|&v| JsValue::from(v as u32)));
        out
    }
}

impl Solver {
    /// 0-based columns of the queens on rows `0..k` (the rows holding a queen).
    fn placed_columns(&self) -> Vec<usize> {
        self.queens()
            .iter()
            .take_while(|&&c| c > 0)
            .map(|&c| c as usize - 1)
            .collect()
    }

    /// One move; false when there is none left.
    fn move_once(&mut self) -> bool {
        match &mut self.inner {
            Inner::Backtracking { search, last } => {
                let steps = search.advance();
                if steps.is_empty() {
                    return false;
                }
                *last = steps;
                true
            }
            Inner::RandomPlacement(r) => r.step().is_some(),
            Inner::PermutationSwap(r) => r.step().is_some(),
            Inner::Qs1(r) => r.step().is_some(),
            Inner::MinConflicts(r) => r.step().is_some(),
            Inner::Qs4(r) => r.step().is_some(),
            Inner::Construction(r) => r.step().is_some(),
        }
    }

    fn counters(&self) -> Vec<(&'static str, &'static str, u64)> {
        match &self.inner {
            Inner::Backtracking { search, .. } => vec![
                (
                    "attempts-total",
                    "Attempts in total",
                    search.total_attempts(),
                ),
                ("solutions-found", "Solutions found", search.solutions()),
            ],
            Inner::RandomPlacement(r) => {
                let s = r.state();
                vec![
                    ("trials", "Trials (restarts + 1)", s.trials()),
                    (
                        "trial-attempts",
                        "Placements in this trial",
                        s.trial_placements(),
                    ),
                    (
                        "attempts-total",
                        "Placements over all trials",
                        s.placements(),
                    ),
                ]
            }
            Inner::PermutationSwap(r) => {
                let s = r.state();
                vec![
                    ("permutations", "Permutation vectors used", s.permutations()),
                    ("swaps", "Swaps", s.swaps()),
                ]
            }
            Inner::Qs1(r) => {
                let s = r.state();
                vec![
                    ("collisions", "Collisions now", s.collisions()),
                    (
                        "initial-collisions",
                        "Collisions initially",
                        s.initial_collisions(),
                    ),
                    ("pairs-tested", "Pairs tested", s.pairs_tested()),
                    ("swaps-tested", "Swaps tested", s.swaps_tested()),
                    ("swaps-performed", "Swaps performed", s.swaps_performed()),
                    ("permutations", "Permutations", s.permutations()),
                ]
            }
            Inner::MinConflicts(r) => {
                let s = r.state();
                vec![
                    ("conflicts", "Conflicting pairs", s.conflicts()),
                    ("moves", "Repair moves", s.moves()),
                    ("rescans", "Rescans", s.rescans()),
                    ("starts", "Starts", s.attempts()),
                ]
            }
            Inner::Qs4(r) => {
                let s = r.state();
                vec![
                    ("collisions", "Collisions now", s.collisions()),
                    ("swaps-tested", "Swap tests", s.swaps_tested()),
                    ("swaps-performed", "Swaps performed", s.swaps_performed()),
                    ("starts", "Starts", s.attempts()),
                ]
            }
            Inner::Construction(r) => {
                vec![("placed", "Queens placed", r.state().queens().len() as u64)]
            }
        }
    }

    fn focus_cells(&self) -> (&'static str, [usize; 4]) {
        const NONE: [usize; 4] = [0; 4];
        match &self.inner {
            Inner::Backtracking { search, last } => {
                use backtracking::Step as S;
                let removed = last.iter().find_map(|s| match s {
                    S::Remove { row, col, .. } => Some([row + 1, col + 1, 0, 0]),
                    _ => None,
                });
                match last.first() {
                    Some(S::Attempt {
                        row,
                        col,
                        attacked_by,
                    }) => {
                        let kind = match (attacked_by, search.is_solution()) {
                            (Some(_), _) => "attacked",
                            (None, true) => "solution",
                            (None, false) => "safe",
                        };
                        (kind, [row + 1, col + 1, 0, 0])
                    }
                    Some(S::Backtrack { .. } | S::Remove { .. }) => {
                        ("removed", removed.unwrap_or(NONE))
                    }
                    Some(S::Exhausted { .. }) => ("exhausted", NONE),
                    _ => ("none", NONE),
                }
            }
            Inner::RandomPlacement(r) => {
                use random_placement::Step as S;
                match r.last() {
                    Some(S::Place { row, col, .. }) => ("placed", [row + 1, col + 1, 0, 0]),
                    Some(S::DeadEnd { row, .. }) => ("dead", [row + 1, 0, 0, 0]),
                    Some(S::Restart { .. }) => ("restart", NONE),
                    Some(S::Solution { .. }) => ("solution", NONE),
                    None => ("none", NONE),
                }
            }
            Inner::PermutationSwap(r) => {
                use permutation_swap::Step as S;
                match r.last() {
                    Some(S::Shuffle { .. }) => ("shuffle", NONE),
                    Some(S::Clear { row, col }) => ("clear", [row + 1, col + 1, 0, 0]),
                    Some(S::Swap {
                        row,
                        other,
                        from,
                        to,
                        ..
                    }) => ("swap", [row + 1, to + 1, other + 1, from + 1]),
                    Some(S::Fail { row, .. }) => {
                        let col = r.state().permutation()[*row];
                        ("fail", [row + 1, col + 1, 0, 0])
                    }
                    Some(S::Solution { .. }) => ("solution", NONE),
                    None => ("none", NONE),
                }
            }
            Inner::Qs1(r) => {
                use qs1::Step as S;
                let q = r.state().permutation();
                match r.last() {
                    Some(S::Permutation { .. }) => ("shuffle", NONE),
                    Some(S::Swap { i, j, from, to, .. }) => {
                        ("swap", [i + 1, to + 1, j + 1, from + 1])
                    }
                    Some(S::Reject { i, j }) => ("reject", [i + 1, q[*i] + 1, j + 1, q[*j] + 1]),
                    Some(S::Stuck { .. }) => ("stuck", NONE),
                    Some(S::Solution { .. }) => ("solution", NONE),
                    None => ("none", NONE),
                }
            }
            Inner::MinConflicts(r) => {
                use min_conflicts::Step as S;
                match r.last() {
                    Some(S::Place { row, col, .. }) => ("placed", [row + 1, col + 1, 0, 0]),
                    Some(S::Move { row, from, to, .. }) => {
                        ("move", [row + 1, to + 1, row + 1, from + 1])
                    }
                    Some(S::Rescan { .. }) => ("stuck", NONE),
                    Some(S::Restart { .. }) => ("restart", NONE),
                    Some(S::Solution { .. }) => ("solution", NONE),
                    None => ("none", NONE),
                }
            }
            Inner::Qs4(r) => {
                use qs4::Step as S;
                let q = r.state().queens();
                match r.last() {
                    Some(S::Place { row, col, .. }) => ("placed", [row + 1, col + 1, 0, 0]),
                    Some(S::Swap { i, j, .. }) => (
                        "swap",
                        [i + 1, q[*i] as usize + 1, j + 1, q[*j] as usize + 1],
                    ),
                    Some(S::Reject { i, j }) => (
                        "reject",
                        [i + 1, q[*i] as usize + 1, j + 1, q[*j] as usize + 1],
                    ),
                    Some(S::Restart { .. }) => ("restart", NONE),
                    Some(S::Solution { .. }) => ("solution", NONE),
                    None => ("none", NONE),
                }
            }
            Inner::Construction(r) => match r.last() {
                Some(construction::Step::Place { row, col }) => {
                    ("placed", [row + 1, col + 1, 0, 0])
                }
                Some(construction::Step::Solution) => ("solution", NONE),
                None => ("none", NONE),
            },
        }
    }
}

/// Steps a rewindable randomized solver up to `budget` events or to its solution event.
fn run_rewind<S: Iterator + Clone>(
    rewind: &mut Rewind<S>,
    budget: u64,
    is_solution: fn(&S::Item) -> bool,
) -> RunOutcome
where
    S::Item: Clone,
{
    for _ in 0..budget {
        if rewind.last().is_some_and(is_solution) || rewind.step().is_none() {
            break;
        }
    }
    if rewind.last().is_some_and(is_solution) {
        RunOutcome::Solution
    } else {
        RunOutcome::Paused
    }
}

// ------------------------------------------------------------------ comparison lab

fn lab_algorithm(id: &str) -> Result<crate::lab::Algorithm, JsError> {
    id.parse().map_err(|e: String| JsError::new(&e))
}

/// What is wrong with a seed typed by a person, or `undefined` if it is blank (a fresh seed
/// is drawn then) or a whole number from 0 to 2⁶⁴ − 1: the core's rule (`seed::parse_seed`),
/// so the page does not keep a copy of it.
#[wasm_bindgen(js_name = seedProblem)]
pub fn seed_problem(text: &str) -> Option<String> {
    if text.trim().is_empty() {
        return None;
    }
    seed::parse_seed(text).err()
}

fn master_seed(text: &str) -> Result<u64, JsError> {
    seed::parse_seed(text).map_err(|e| JsError::new(&e))
}

/// Run number `index` of a comparison under the master seed (a decimal string), as
/// `[attempts, tries, solved (0 or 1)]`; the same numbers as `nqueens compare`.
#[wasm_bindgen(js_name = labRun)]
pub fn lab_run(algorithm: &str, n: usize, master: &str, index: f64) -> Result<Vec<f64>, JsError> {
    let record = crate::lab::run_indexed(
        lab_algorithm(algorithm)?,
        n,
        master_seed(master)?,
        index as u64,
    )
    .map_err(js_error)?;
    Ok(vec![
        record.attempts as f64,
        record.tries as f64,
        f64::from(u8::from(record.solved)),
    ])
}

/// What one attempt and one try of an algorithm are, in words (plural), for the Compare view's
/// table, histogram and CSV: from `lab::Algorithm::attempt_unit` and `tries_unit`.
#[wasm_bindgen(getter_with_clone)]
pub struct LabUnits {
    /// What an attempt is ("squares tried", "queens placed", "swaps tested", …).
    pub attempts: String,
    /// What a try is ("trials", "permutation vectors", "permutations", "starts", "runs").
    pub tries: String,
    /// False for the deterministic algorithms (backtracking, the construction): every run is
    /// the same, so the page runs one and says so.
    pub randomized: bool,
}

/// The units of `algorithm`'s attempts and tries. Throws for an unknown id.
#[wasm_bindgen(js_name = labUnits)]
pub fn lab_units(algorithm: &str) -> Result<LabUnits, JsError> {
    let algorithm = lab_algorithm(algorithm)?;
    Ok(LabUnits {
        attempts: algorithm.attempt_unit().to_string(),
        tries: algorithm.tries_unit().to_string(),
        randomized: algorithm.is_randomized(),
    })
}

/// The seed of run number `index` under the master seed, as a decimal string.
#[wasm_bindgen(js_name = labSeed)]
pub fn lab_seed(master: &str, index: f64) -> Result<String, JsError> {
    Ok(crate::lab::derive_seed(master_seed(master)?, index as u64).to_string())
}

/// Checks that `algorithm` accepts an `n × n` board, with the algorithm's own message.
#[wasm_bindgen(js_name = labCheck)]
pub fn lab_check(algorithm: &str, n: usize) -> Result<(), JsError> {
    let algorithm = lab_algorithm(algorithm)?;
    let result = match algorithm {
        crate::lab::Algorithm::Backtracking => Backtracking::new(n).map(drop),
        crate::lab::Algorithm::RandomPlacement => RandomPlacement::new(n, 0).map(drop),
        crate::lab::Algorithm::PermutationSwap => PermutationSwap::new(n, 0).map(drop),
        crate::lab::Algorithm::Qs1 => Qs1::new(n, 0).map(drop),
        crate::lab::Algorithm::MinConflicts => MinConflicts::new(n, 0).map(drop),
        crate::lab::Algorithm::Qs4 => Qs4::new(n, 0).map(drop),
        crate::lab::Algorithm::Construction => Construction::new(n).map(drop),
    };
    result.map_err(|e| JsError::new(&format!("{}: {e}", algorithm.id())))
}

/// Summarizes runs of one algorithm given as parallel arrays, as `[runs, mean, median, p90,
/// max, mean tries, one-try success rate, its standard error]` (empty for no runs); the same
/// numbers as `nqueens compare`.
#[wasm_bindgen(js_name = labSummarize)]
pub fn lab_summarize(
    algorithm: &str,
    n: usize,
    attempts: &[f64],
    tries: &[f64],
    solved: &[u8],
) -> Result<Vec<f64>, JsError> {
    let algorithm = lab_algorithm(algorithm)?;
    let records: Vec<crate::lab::Record> = attempts
        .iter()
        .zip(tries)
        .zip(solved)
        .map(|((&a, &t), &s)| crate::lab::Record {
            algorithm,
            n,
            seed: 0,
            attempts: a as u64,
            tries: t as u64,
            solved: s != 0,
        })
        .collect();
    Ok(crate::lab::summarize(&records).map_or_else(Vec::new, |s| {
        vec![
            s.runs as f64,
            s.mean,
            s.median as f64,
            s.p90 as f64,
            s.max as f64,
            s.mean_tries,
            s.success_rate,
            s.success_rate_error,
        ]
    }))
}

/// Our measurement of Sosič & Gu's Tables 2–5 at `n` (see `lab::sosic_gu_row`), as
/// `[collisions/n, its standard error, Table 3 min, Table 3 max, first-permutation
/// successes, max permutations, mean pairs tested, mean swaps tested]`, followed by the
/// paper's `[collisions/n, min, max, successes of 10, max permutations, pairs, swaps]` when
/// it has a column for `n`.
#[wasm_bindgen(js_name = labSosicGu)]
pub fn lab_sosic_gu(
    n: usize,
    permutations: f64,
    runs: f64,
    master: &str,
) -> Result<Vec<f64>, JsError> {
    let row = crate::lab::sosic_gu_row(n, permutations as u64, runs as u64, master_seed(master)?)
        .map_err(js_error)?;
    let mut out = vec![
        row.collisions_per_n,
        row.collisions_per_n_error,
        f64::from(row.most_on_a_diagonal_min),
        f64::from(row.most_on_a_diagonal_max),
        row.first_permutation_successes as f64,
        row.max_permutations as f64,
        row.mean_pairs_tested,
        row.mean_swaps_tested,
    ];
    if let Some(p) = crate::lab::SOSIC_GU_PUBLISHED.iter().find(|p| p.n == n) {
        out.extend([
            p.collisions_per_n,
            f64::from(p.most_on_a_diagonal_min),
            f64::from(p.most_on_a_diagonal_max),
            p.first_permutation_successes as f64,
            p.max_permutations as f64,
            p.pairs_tested as f64,
            p.swaps_tested as f64,
        ]);
    }
    Ok(out)
}

// ------------------------------------------------------------------ large boards

/// The largest board the page's large-board view runs.
pub const BIG_MAX_N: usize = 1_000_000;

/// The largest board the page's large-board view runs (min-conflicts, QS4, QS1, construction).
#[wasm_bindgen(js_name = bigMaxN)]
pub fn big_max_n() -> usize {
    BIG_MAX_N
}

enum Big {
    MinConflicts(MinConflicts),
    Qs4(Qs4),
    Qs1(Qs1),
    Construction(Construction),
}

/// A large-board run for a Web Worker: runs in budgeted slices and exposes the queens' columns
/// in place (a pointer into wasm memory for a `Uint32Array` view), never copied.
#[wasm_bindgen]
pub struct BigRun {
    big: Big,
    seed: u64,
    steps: u64,
    /// One byte per placed row, 1 where its queen is attacked (filled by `attacked_rows`).
    attacked: Vec<u8>,
}

#[wasm_bindgen]
impl BigRun {
    /// A run of `algorithm` (`min-conflicts`, `qs4`, `qs1` or `construction`) on an `n × n`
    /// board, `4 ≤ n ≤ 1,000,000` in the page. `seed` as for [`Solver::new`].
    #[wasm_bindgen(constructor)]
    pub fn new(algorithm: &str, n: usize, seed: &str) -> Result<BigRun, JsError> {
        if !(1..=BIG_MAX_N).contains(&n) {
            return Err(JsError::new(&format!(
                "board size {n} is out of range: the page's large boards go up to {BIG_MAX_N}"
            )));
        }
        let s = seed::seed_or_fresh(seed).map_err(|e| JsError::new(&e))?;
        let big = match algorithm {
            "min-conflicts" => Big::MinConflicts(MinConflicts::new(n, s).map_err(js_error)?),
            "qs4" => Big::Qs4(Qs4::new(n, s).map_err(js_error)?),
            "qs1" => Big::Qs1(Qs1::new(n, s).map_err(js_error)?),
            "construction" => Big::Construction(Construction::new(n).map_err(js_error)?),
            other => {
                return Err(JsError::new(&format!(
                    "{other} does not run on large boards: choose min-conflicts, qs4, qs1 or construction"
                )))
            }
        };
        Ok(BigRun {
            big,
            seed: s,
            steps: 0,
            attacked: Vec::new(),
        })
    }

    /// The seed as a decimal string.
    pub fn seed(&self) -> String {
        self.seed.to_string()
    }

    /// Takes up to `budget` steps; returns true once solved.
    pub fn run(&mut self, budget: f64) -> bool {
        let budget = budget.max(1.0) as u64;
        for _ in 0..budget {
            let stepped = match &mut self.big {
                Big::MinConflicts(s) => s.next().is_some(),
                Big::Qs4(s) => s.next().is_some(),
                Big::Qs1(s) => s.next().is_some(),
                Big::Construction(s) => s.next().is_some(),
            };
            if !stepped {
                break;
            }
            self.steps += 1;
        }
        self.is_solution()
    }

    /// True once solved.
    #[wasm_bindgen(js_name = isSolution)]
    pub fn is_solution(&self) -> bool {
        match &self.big {
            Big::MinConflicts(s) => s.is_solution(),
            Big::Qs4(s) => s.is_solution(),
            Big::Qs1(s) => s.is_solution(),
            Big::Construction(s) => s.is_solution(),
        }
    }

    /// Steps (events) taken.
    pub fn steps(&self) -> f64 {
        self.steps as f64
    }

    /// Conflicting pairs now (min-conflicts: columns and diagonals; QS1, QS4: diagonal
    /// collisions; construction: 0).
    pub fn collisions(&self) -> f64 {
        (match &self.big {
            Big::MinConflicts(s) => s.conflicts(),
            Big::Qs4(s) => s.collisions(),
            Big::Qs1(s) => s.collisions(),
            Big::Construction(_) => 0,
        }) as f64
    }

    /// Rows 1..k holding their queen so far (k ≤ n); the view reads that many columns.
    pub fn placed(&self) -> usize {
        match &self.big {
            Big::MinConflicts(s) => s.queens().len(),
            Big::Qs4(s) => s.placed(),
            Big::Qs1(s) => s.queens().len(),
            Big::Construction(s) => s.queens().len(),
        }
    }

    /// Address in wasm memory of the 0-based columns (`u32` each, `placed()` of them). It
    /// moves when the vector grows: ask again before each view.
    #[wasm_bindgen(js_name = queensPtr)]
    pub fn queens_ptr(&self) -> usize {
        match &self.big {
            Big::MinConflicts(s) => s.queens().as_ptr() as usize,
            Big::Qs4(s) => s.queens().as_ptr() as usize,
            Big::Qs1(s) => s.queens().as_ptr() as usize,
            // usize is 32 bits on wasm32, so these are u32 too.
            Big::Construction(s) => s.queens().as_ptr() as usize,
        }
    }

    /// Address in wasm memory of [`BigRun::attacked_rows`]'s bytes (`placed()` of them),
    /// refreshed by this call: ask again before each view (memory may grow).
    #[wasm_bindgen(js_name = attackedPtr)]
    pub fn attacked_ptr(&mut self) -> usize {
        self.attacked_rows().as_ptr() as usize
    }

    /// Checks the board with the independent verifier (false until solved).
    pub fn verified(&self) -> bool {
        let n = match &self.big {
            Big::MinConflicts(s) => s.n(),
            Big::Qs4(s) => s.n(),
            Big::Qs1(s) => s.n(),
            Big::Construction(s) => s.n(),
        };
        let columns: Vec<usize> = match &self.big {
            Big::MinConflicts(s) => s.columns(),
            Big::Qs4(s) => s.columns(),
            Big::Qs1(s) => s.permutation(),
            Big::Construction(s) => s.queens().to_vec(),
        };
        self.is_solution() && crate::verify::verify(n, &columns).is_ok()
    }
}

impl BigRun {
    /// Marks the rows whose queen another placed queen attacks (same column or diagonal),
    /// from the solver's own column and diagonal counts: one byte per row (1 attacked, 0
    /// not), `placed()` of them. O(n); the bytes live in a buffer the run keeps and reuses.
    pub fn attacked_rows(&mut self) -> &[u8] {
        let placed = self.placed();
        self.attacked.clear();
        // No collision among the placed queens: none is attacked, no need to look (at a
        // million queens the lookups miss the cache: tens of milliseconds per view).
        if self.collisions() == 0.0 {
            self.attacked.resize(placed, 0);
            return &self.attacked;
        }
        let big = &self.big;
        self.attacked.extend((0..placed).map(|r| {
            u8::from(match big {
                Big::MinConflicts(s) => s.is_attacked(r),
                Big::Qs4(s) => s.is_attacked(r),
                Big::Qs1(s) => s.is_attacked(r),
                // The construction places every queen where no other attacks it.
                Big::Construction(_) => false,
            })
        }));
        &self.attacked
    }
}

// ------------------------------------------------------------------ counting

/// How many counting tasks Q(n) splits into (see `count::tasks`); tasks are numbered
/// `0..countTasks(n)` and run by `countTask`. Throws unless `1 ≤ n ≤ 20`.
#[wasm_bindgen(js_name = countTasks)]
pub fn count_tasks(n: usize) -> Result<usize, JsError> {
    Ok(crate::count::tasks(n).map_err(js_error)?.len())
}

/// Runs counting task `index` of `countTasks(n)`: `[solutions, fundamental]`, the share of
/// Q(n) (OEIS A000170) and of the fundamental solutions (A002562) it stands for. Throws
/// unless `1 ≤ n ≤ 20` and `index < countTasks(n)`.
#[wasm_bindgen(js_name = countTask)]
pub fn count_task(n: usize, index: usize) -> Result<Vec<f64>, JsError> {
    let count = crate::count::count_task(n, index).map_err(js_error)?;
    Ok(vec![count.solutions as f64, count.fundamental as f64])
}
