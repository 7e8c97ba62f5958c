//! The textbook's numbers beside ours (`nqueens papers --aima`): Russell & Norvig,
//! *Artificial Intelligence: A Modern Approach* (AIMA), §4.1.1 on hill climbing for
//! 8-queens, and the 2nd edition's Figure 5.5 (median consistency checks for n-queens,
//! n = 2 to 50).
//!
//! Our counts differ from the book's where the definitions do: ours are stated in
//! [`crate::csp`] (a consistency check tests whether queens on two squares of different rows
//! attack each other) and [`crate::hill_climbing`].

use crate::csp::{Csp, Inference, Options, Ordering, Values};
use crate::hill_climbing::{Choosing, HillClimbing, Step};
use crate::lab::derive_seed;
use crate::solver::StepSolver;
use crate::Error;

/// What AIMA §4.1.1 reports for one way of climbing on 8-queens.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PublishedClimbs {
    /// The climbing, in words.
    pub what: &'static str,
    /// Consecutive sideways moves allowed.
    pub sideways: u64,
    /// Share of random boards solved by one climb.
    pub solved: f64,
    /// Mean moves of a climb that solves.
    pub moves_solved: f64,
    /// Mean moves of a climb that gets stuck.
    pub moves_stuck: f64,
}

/// AIMA §4.1.1: steepest ascent solves 14 % of random 8-queens boards, in 4 moves when it
/// succeeds and 3 when it gets stuck; with up to 100 consecutive sideways moves, 94 %, in 21
/// and 64.
pub const AIMA_CLIMBS: [PublishedClimbs; 2] = [
    PublishedClimbs {
        what: "steepest ascent",
        sideways: 0,
        solved: 0.14,
        moves_solved: 4.0,
        moves_stuck: 3.0,
    },
    PublishedClimbs {
        what: "with 100 sideways moves",
        sideways: 100,
        solved: 0.94,
        moves_solved: 21.0,
        moves_stuck: 64.0,
    },
];

/// Our climbs measured as AIMA counts them: one climb (no restart) from each of `runs`
/// random boards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Climbs {
    /// Climbs made.
    pub runs: u64,
    /// Share solved.
    pub solved: f64,
    /// Its standard error, sqrt(p(1 − p)/runs).
    pub solved_error: f64,
    /// Mean moves of the climbs that solved.
    pub moves_solved: f64,
    /// Mean moves of the climbs that got stuck.
    pub moves_stuck: f64,
}

/// `runs` steepest-ascent climbs on `n × n` boards with at most `sideways` consecutive
/// sideways moves, without restarts, run `i` seeded `derive_seed(master, i)`.
///
/// # Errors
/// As [`HillClimbing::new`].
pub fn climbs(n: usize, runs: u64, sideways: u64, master: u64) -> Result<Climbs, Error> {
    let (mut solved, mut moves_solved, mut moves_stuck) = (0u64, 0u64, 0u64);
    for i in 0..runs {
        let seed = derive_seed(master, i);
        let mut search = HillClimbing::new(n, seed, Choosing::Steepest, sideways, false)?;
        let mut moves = 0;
        while let Some(step) = search.step() {
            moves += u64::from(matches!(step, Step::Move { .. }));
        }
        if search.is_solved() {
            solved += 1;
            moves_solved += moves;
        } else {
            moves_stuck += moves;
        }
    }
    let p = solved as f64 / runs.max(1) as f64;
    Ok(Climbs {
        runs,
        solved: p,
        solved_error: (p * (1.0 - p) / runs.max(1) as f64).sqrt(),
        moves_solved: moves_solved as f64 / solved.max(1) as f64,
        moves_stuck: moves_stuck as f64 / (runs - solved).max(1) as f64,
    })
}

/// One column of AIMA 2nd ed. Figure 5.5 (n-queens, n = 2 to 50): the median number of
/// consistency checks, in thousands; `above` when the book gives only "> 40,000K".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PublishedChecks {
    /// The algorithm, as the figure heads its column.
    pub what: &'static str,
    /// Our options that correspond (`None`: min-conflicts, not a backtracking search).
    pub options: Option<Options>,
    /// The median, thousands of checks.
    pub thousands: u64,
    /// True when the book reports only that the median is above `thousands`.
    pub above: bool,
}

const fn with(inference: Inference, ordering: Ordering) -> Option<Options> {
    Some(Options {
        inference,
        ordering,
        values: Values::LeftToRight,
    })
}

/// AIMA 2nd ed. Figure 5.5, n-queens (n = 2 to 50): backtracking > 40,000K, with MRV
/// 13,500K, forward checking > 40,000K, forward checking with MRV 817K, min-conflicts 4K.
pub const AIMA_FIGURE_5_5: [PublishedChecks; 5] = [
    PublishedChecks {
        what: "Backtracking",
        options: with(Inference::None, Ordering::Rows),
        thousands: 40_000,
        above: true,
    },
    PublishedChecks {
        what: "BT + MRV",
        options: with(Inference::None, Ordering::Mrv),
        thousands: 13_500,
        above: false,
    },
    PublishedChecks {
        what: "Forward checking",
        options: with(Inference::ForwardChecking, Ordering::Rows),
        thousands: 40_000,
        above: true,
    },
    PublishedChecks {
        what: "FC + MRV",
        options: with(Inference::ForwardChecking, Ordering::Mrv),
        thousands: 817,
        above: false,
    },
    PublishedChecks {
        what: "Min-conflicts",
        options: None,
        thousands: 4,
        above: false,
    },
];

/// Figure 5.5's cap: a search past 40 million checks counts as "> 40,000K", as the book's.
pub const FIGURE_5_5_CAP: u64 = 40_000_000;

/// The book's numbers as one JSON record for the page (camelCase): `{"climbs": [{what,
/// sideways, solved, movesSolved, movesStuck}, …], "checks": [{what, thousands, above,
/// measured}, …]}`, `measured` false for min-conflicts (not a backtracking search).
pub fn published_json() -> String {
    let climbs: Vec<serde_json::Value> = AIMA_CLIMBS
        .iter()
        .map(|c| {
            serde_json::json!({
                "what": c.what, "sideways": c.sideways, "solved": c.solved,
                "movesSolved": c.moves_solved, "movesStuck": c.moves_stuck,
            })
        })
        .collect();
    let checks: Vec<serde_json::Value> = AIMA_FIGURE_5_5
        .iter()
        .map(|c| {
            serde_json::json!({
                "what": c.what, "thousands": c.thousands, "above": c.above,
                "measured": c.options.is_some(),
            })
        })
        .collect();
    serde_json::json!({ "climbs": climbs, "checks": checks }).to_string()
}

/// The consistency checks a search with `options` makes on an `n × n` board up to its first
/// solution (or the end of the search, for n = 2 and 3), or `None` once they pass `cap`.
///
/// # Errors
/// As [`Csp::new`].
pub fn checks_to_first_solution(
    n: usize,
    options: Options,
    cap: u64,
) -> Result<Option<u64>, Error> {
    let mut csp = Csp::new(n, options)?;
    while !csp.is_solved() && !csp.is_exhausted() {
        csp.advance();
        if csp.checks() > cap {
            return Ok(None);
        }
    }
    Ok(Some(csp.checks()))
}

/// The median of `values`, where `None` stands for "above the cap" (ranked last); `None`
/// when the median itself is above the cap. The lower middle value for an even count.
pub fn median(values: &[Option<u64>]) -> Option<u64> {
    let mut sorted: Vec<u64> = values.iter().map(|v| v.unwrap_or(u64::MAX)).collect();
    sorted.sort_unstable();
    let middle = *sorted.get(sorted.len().saturating_sub(1) / 2)?;
    (middle != u64::MAX).then_some(middle)
}
