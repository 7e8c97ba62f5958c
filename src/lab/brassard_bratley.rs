//! Brassard & Bratley's queensLV table (`nqueens papers --brassard-bratley`, the page's
//! papers view): for an `n × n` board and each `k` = 0 … n (their *stepVegas*), the exact
//! one-trial success probability p, the nodes s of a successful trial and e of a failed one,
//! and the expected nodes to a solution t = s + (1 − p)/p · e; measured over seeded runs of
//! the `queens-lv` algorithm beside them; and, for 8 queens, the book's values.
//!
//! Source: G. Brassard & P. Bratley, *Fundamentals of Algorithmics*, Prentice Hall 1996,
//! §10.6.3 (queensLV, stepVegas), whose 8-queens table gives t = 114, 39.63, 28.20, 29.01,
//! 35.10, 46.92, 53.50, 55.93 and 55.93 nodes for k = 0 … 8 ([`BOOK_8`]).
//!
//! The exact columns, the book's table and the node count are [`crate::brassard_bratley`]'s
//! (re-exported here).
//!
//! [`measured`] runs the registry's algorithm ([`ALGORITHM`], named by its variant as the
//! lab's Rolfe tables name theirs, not by importing its module) with `k` as its parameter,
//! through the registry's dispatch: run `i` seeded
//! [`super::derive_seed`]`(master, i)`, each to its first solution. It reads the lab's
//! attempts (queens placed) and tries (trials), and the counter [`TRIAL_COUNTER`] (queens
//! placed in the trial under way, so in the successful one at the end).

use super::derive_seed;
pub use crate::brassard_bratley::*;
use crate::params::Params;
use crate::registry::{Algorithm, Visit};
use crate::solver::StepSolver;
use crate::Error;

/// The id of the counter that counts the queens placed in the trial under way.
pub const TRIAL_COUNTER: &str = "trial-attempts";

/// A mean and its standard error.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Estimate {
    /// The mean.
    pub value: f64,
    /// Its standard error.
    pub error: f64,
}

/// One row of the measured table: `runs` seeded runs of queensLV with `k` random rows, each
/// to its first solution.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct MeasuredRow {
    /// The random rows.
    pub k: usize,
    /// Runs (so successful trials).
    pub runs: u64,
    /// Trials over all runs.
    pub trials: u64,
    /// Successful trials ÷ trials, with √(p(1 − p)/trials).
    pub p: Estimate,
    /// Mean nodes of the successful trials (1 + the queens placed in each).
    pub s: Estimate,
    /// Nodes of the failed trials ÷ failed trials (a ratio estimate: its error from the
    /// runs' sums), `None` when no trial failed.
    pub e: Option<Estimate>,
    /// Mean nodes per run: nodes per solution.
    pub t: Estimate,
}

/// One run's numbers: trials, all nodes, and the successful trial's nodes.
struct RunNodes {
    trials: u64,
    nodes: u64,
    success: u64,
}

/// Runs the algorithm's solver `S` with `params` to its first solution from `seed`.
struct Run<'a> {
    n: usize,
    seed: u64,
    params: &'a Params,
}

impl Visit for Run<'_> {
    type Output = Result<RunNodes, Error>;
    fn visit<S: StepSolver>(self) -> Self::Output {
        let mut search = S::start_with(self.n, self.seed, self.params)?;
        search.run_to_end();
        let in_trial = search
            .counters()
            .iter()
            .find(|c| c.spec.id == TRIAL_COUNTER)
            .map(|c| c.value)
            .ok_or_else(|| {
                Error::Parameter(crate::message::Refusal::untranslated(format!(
                    "{} has no counter “{TRIAL_COUNTER}”",
                    S::DESCRIPTION.id
                )))
            })?;
        Ok(RunNodes {
            trials: search.tries(),
            nodes: search.attempts() + search.tries(),
            success: 1 + in_trial,
        })
    }
}

/// The algorithm the table measures: Brassard & Bratley's queensLV, as the registry lists it.
pub const ALGORITHM: Algorithm = Algorithm::QueensLv;

fn mean_and_error(values: &[f64]) -> Estimate {
    let count = values.len().max(1) as f64;
    let mean = values.iter().sum::<f64>() / count;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (count - 1.0).max(1.0);
    Estimate {
        value: mean,
        error: (variance / count).sqrt(),
    }
}

/// Measures queensLV with `k` random rows on an `n × n` board over `runs` runs (run `i`
/// seeded `derive_seed(master, i)`).
///
/// # Errors
/// As its solver's constructor (a board it refuses, `k` beyond n); [`Error::Parameter`] for
/// no run.
pub fn measured(n: usize, k: usize, runs: u64, master: u64) -> Result<MeasuredRow, Error> {
    if runs == 0 {
        return Err(Error::Parameter(crate::message::Refusal::new(
            crate::message::Message::new("error-table-runs"),
            "the table needs at least one run".into(),
        )));
    }
    let algorithm = ALGORITHM;
    let params = Params::parse(algorithm.description(), &[("k", k.to_string())])?;
    let mut all = Vec::with_capacity(runs as usize);
    for i in 0..runs {
        all.push(algorithm.visit(Run {
            n,
            seed: derive_seed(master, i),
            params: &params,
        })?);
    }
    let trials: u64 = all.iter().map(|r| r.trials).sum();
    let p = runs as f64 / trials as f64;
    let successes: Vec<f64> = all.iter().map(|r| r.success as f64).collect();
    let totals: Vec<f64> = all.iter().map(|r| r.nodes as f64).collect();
    let failed_trials = trials - runs;
    let e = (failed_trials > 0).then(|| {
        // The ratio Σ nodes / Σ trials of the failed trials, and its standard error by the
        // delta method over the runs (each run's failed trials are summed in its counters).
        let nodes: f64 = all.iter().map(|r| (r.nodes - r.success) as f64).sum();
        let count = failed_trials as f64;
        let ratio = nodes / count;
        let spread: f64 = all
            .iter()
            .map(|r| ((r.nodes - r.success) as f64 - ratio * (r.trials - 1) as f64).powi(2))
            .sum();
        let r = runs as f64;
        Estimate {
            value: ratio,
            error: (spread * r / (r - 1.0).max(1.0)).sqrt() / count,
        }
    });
    Ok(MeasuredRow {
        k,
        runs,
        trials,
        p: Estimate {
            value: p,
            error: (p * (1.0 - p) / trials as f64).sqrt(),
        },
        s: mean_and_error(&successes),
        e,
        t: mean_and_error(&totals),
    })
}

/// The whole table for one board: exact, measured and (n = 8) the book's, row by row.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Table {
    /// Board size.
    pub n: usize,
    /// Runs behind each measured row.
    pub runs: u64,
    /// The master seed of the runs.
    pub master: u64,
    /// The rows, k = 0 … n.
    pub rows: Vec<TableRow>,
    /// The k of fewest expected nodes, exactly.
    pub best_k: Option<usize>,
    /// The k of fewest nodes per solution measured.
    pub best_k_measured: Option<usize>,
    /// The book's best k (n = 8 only).
    pub best_k_book: Option<usize>,
}

/// One k of the [`Table`].
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct TableRow {
    /// Exact.
    pub exact: ExactRow,
    /// Measured.
    pub measured: MeasuredRow,
    /// The book's (n = 8).
    pub book: Option<BookRow>,
}

/// Row `k` of the table for an `n × n` board (the page's workers measure one row each);
/// as JSON with [`row_json`].
///
/// # Errors
/// As [`exact`] and [`measured`]; [`Error::Parameter`] when `k > n`.
pub fn row(n: usize, k: usize, runs: u64, master: u64) -> Result<TableRow, Error> {
    let exact = *exact(n)?.get(k).ok_or_else(|| {
        Error::Parameter(crate::message::Refusal::new(
            crate::message::Message::new("error-table-k")
                .arg("k", k)
                .arg("n", n),
            format!("k “{k}”: choose k from 0 to {n}"),
        ))
    })?;
    Ok(TableRow {
        exact,
        measured: measured(n, k, runs, master)?,
        book: (n == 8).then(|| BOOK_8[k]),
    })
}

/// [`row`] as JSON (the field names above), for the page's workers.
///
/// # Errors
/// As [`row`].
pub fn row_json(n: usize, k: usize, runs: u64, master: u64) -> Result<String, Error> {
    Ok(serde_json::to_string(&row(n, k, runs, master)?).expect("a row serializes"))
}

/// The exact and measured table for an `n × n` board, with the book's beside it for n = 8.
///
/// # Errors
/// As [`exact`] and [`measured`].
pub fn table(n: usize, runs: u64, master: u64) -> Result<Table, Error> {
    let exact = exact(n)?;
    let mut rows = Vec::with_capacity(exact.len());
    for x in &exact {
        rows.push(row(n, x.k, runs, master)?);
    }
    let best_k_measured = rows
        .iter()
        .min_by(|a, b| a.measured.t.value.total_cmp(&b.measured.t.value))
        .map(|r| r.measured.k);
    let best_k_book = (n == 8).then(|| {
        BOOK_8
            .iter()
            .min_by(|a, b| a.t.total_cmp(&b.t))
            .map_or(0, |r| r.k)
    });
    Ok(Table {
        n,
        runs,
        master,
        best_k: best_k(&exact),
        best_k_measured,
        best_k_book,
        rows,
    })
}
