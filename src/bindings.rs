//! JavaScript bindings (wasm32 only): a thin handle over the pure core.
//!
//! Rows and columns cross the boundary 1-based (0 = none), as the page shows them. Counters
//! cross as `f64` (exact up to 2^53 attempts). Bad input returns a `JsError`, never a panic.

use crate::backtracking::{describe_move, Backtracking, RunOutcome, Step};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The largest board the page animates (and the limit it states); the core accepts up to
/// [`crate::backtracking::MAX_N`].
#[wasm_bindgen(js_name = backtrackingMaxN)]
pub fn backtracking_max_n() -> usize {
    crate::backtracking::MAX_N
}

/// Depth-first backtracking for the page: stepping by moves, instant step back, run to the
/// next solution in budgeted slices, and read-outs of the board and counters.
#[wasm_bindgen(js_name = Backtracking)]
pub struct BacktrackingHandle {
    search: Backtracking,
    /// The events of the move that led to the current state.
    last: Vec<Step>,
}

#[wasm_bindgen(js_class = Backtracking)]
impl BacktrackingHandle {
    /// A new search on an `n × n` board. Throws unless `1 ≤ n ≤ 64`.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<BacktrackingHandle, JsError> {
        let search = Backtracking::new(n).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(BacktrackingHandle {
            search,
            last: Vec::new(),
        })
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn n(&self) -> usize {
        self.search.n()
    }

    /// Makes up to `moves` moves, stopping early after a solution or at the end.
    /// Returns the number of moves made (0 once the search is complete).
    pub fn advance(&mut self, moves: u32) -> u32 {
        let mut made = 0;
        while made < moves {
            let steps = self.search.advance();
            if steps.is_empty() {
                break;
            }
            made += 1;
            self.last = steps;
            if self.search.is_solution() || self.search.is_exhausted() {
                break;
            }
        }
        made
    }

    /// Undoes one move. Returns false at the start of the search.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> bool {
        let undone = !self.search.retreat().is_empty();
        self.last = self.search.last_move();
        undone
    }

    /// Runs toward the next solution for at most `budget` search nodes. Returns "solution",
    /// "exhausted" or "paused" (call again to continue).
    pub fn run(&mut self, budget: f64) -> String {
        let outcome = self.search.run(budget.max(1.0) as u64);
        self.last = self.search.last_move();
        match outcome {
            RunOutcome::Solution => "solution",
            RunOutcome::Exhausted => "exhausted",
            RunOutcome::Paused => "paused",
        }
        .to_string()
    }

    /// Attempted placements in total.
    #[wasm_bindgen(js_name = totalAttempts)]
    pub fn total_attempts(&self) -> f64 {
        self.search.total_attempts() as f64
    }

    /// Attempted placements per row, `n` entries from row 1 (the bottom).
    #[wasm_bindgen(js_name = attemptsPerRow)]
    pub fn attempts_per_row(&self) -> Vec<f64> {
        self.search
            .attempts_per_row()
            .iter()
            .map(|&a| a as f64)
            .collect()
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> f64 {
        self.search.solutions() as f64
    }

    /// 1-based columns of the queens on rows 1..k (k = rows holding a queen).
    pub fn queens(&self) -> Vec<u32> {
        self.search.queens().iter().map(|&c| c as u32 + 1).collect()
    }

    /// The mark grid, `n × n` bytes row-major from row 1: 0 = unmarked, else the 1-based
    /// row number of the queen that marked the square.
    pub fn marks(&self) -> Vec<u8> {
        self.search.marks().as_bytes().to_vec()
    }

    /// True while a full solution is on the board.
    #[wasm_bindgen(js_name = isSolution)]
    pub fn is_solution(&self) -> bool {
        self.search.is_solution()
    }

    /// True once the search is complete.
    #[wasm_bindgen(js_name = isExhausted)]
    pub fn is_exhausted(&self) -> bool {
        self.search.is_exhausted()
    }

    /// A one-line caption in words for the last move ("" at the start).
    pub fn caption(&self) -> String {
        describe_move(&self.last)
    }

    /// The square the last move is about, as `[kind, row, column]` with 1-based row and
    /// column (0 when none). Kinds: "safe" (tried and placed), "attacked", "removed",
    /// "solution", "exhausted", "none".
    pub fn focus(&self) -> Vec<JsValue> {
        let (kind, row, col) = match self.last.first() {
            Some(Step::Attempt {
                row,
                col,
                attacked_by,
            }) => {
                let kind = if attacked_by.is_some() {
                    "attacked"
                } else {
                    "safe"
                };
                (kind, row + 1, col + 1)
            }
            Some(Step::Backtrack { .. } | Step::Remove { .. }) => {
                match self.last.iter().find(|s| matches!(s, Step::Remove { .. })) {
                    Some(Step::Remove { row, col, .. }) => ("removed", row + 1, col + 1),
                    _ => ("none", 0, 0),
                }
            }
            Some(Step::Exhausted { .. }) => ("exhausted", 0, 0),
            _ => ("none", 0, 0),
        };
        let kind = if kind == "safe" && self.search.is_solution() {
            "solution"
        } else {
            kind
        };
        vec![kind.into(), (row as u32).into(), (col as u32).into()]
    }
}
