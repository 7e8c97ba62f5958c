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
//! The definitions, enumerated here on their own (this module does not read the solver's
//! code): one **trial** puts the queens of rows 1 … k one by one, each on a square drawn
//! uniformly among those of its row that no queen below attacks; a row with none ends the
//! trial (failed). Then depth-first backtracking over rows k + 1 … n (columns left to right)
//! completes the board or, having exhausted every square above the k random rows, fails.
//! A **node** is a promising vector the trial visits, counted as the book counts them: the
//! empty vector (the root) once per trial, and one per queen placed, at random or by the
//! backtracking (a queen lifted and placed elsewhere is a new node). So a trial's nodes are
//! 1 + the queens it placed, the unit of the lab's attempts less one per trial; with this
//! count k = 0 gives backtracking's 114 nodes to its first 8-queens solution and k = 8 a
//! successful trial's s = 9, as in the book.
//!
//! [`exact`] computes each column by one depth-first pass over the whole tree of promising
//! vectors (856,189 nodes for n = 12, well under a second natively): each vector's
//! probability of being reached by the random rows (the product of 1/choices along its path),
//! whether backtracking from it finds a solution, and the queens it places until then. It
//! works in `f64`: each probability is a product of at most n factors and each column a sum
//! of at most that many positive terms, so the relative error is below (nodes + n) · 2⁻⁵³,
//! about 10⁻¹⁰ for n = 12, far below the four places printed.
//!
//! [`measured`] runs the registry's algorithm ([`ALGORITHM`], named by its variant as the
//! lab's Rolfe tables name theirs, not by importing its module) with `k` as its parameter,
//! through the registry's dispatch: run `i` seeded
//! [`super::derive_seed`]`(master, i)`, each to its first solution. It reads the lab's
//! attempts (queens placed) and tries (trials), and the counter [`TRIAL_COUNTER`] (queens
//! placed in the trial under way, so in the successful one at the end).

use super::derive_seed;
use crate::params::Params;
use crate::registry::{Algorithm, Visit};
use crate::solver::StepSolver;
use crate::Error;

/// The largest board [`exact`] enumerates: the tree of promising vectors grows about
/// sixfold for each row more (856,189 vectors for n = 12, 4,674,890 for 13).
pub const MAX_EXACT_N: usize = 12;

/// One row of the exact table: queensLV with `k` random rows on an `n × n` board.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ExactRow {
    /// The random rows (stepVegas), 0 … n.
    pub k: usize,
    /// The probability that one trial succeeds.
    pub p: f64,
    /// Expected nodes of a successful trial (root included); `None` when p = 0.
    pub s: Option<f64>,
    /// Expected nodes of a failed trial (root included); `None` when p = 1.
    pub e: Option<f64>,
    /// Expected nodes to a solution, s + (1 − p)/p · e; `None` when p = 0.
    pub t: Option<f64>,
}

/// The accumulated mass and node-weighted mass of the trials ending one way.
#[derive(Clone, Copy, Debug, Default)]
struct Mass {
    probability: f64,
    nodes: f64,
}

impl Mass {
    fn add(&mut self, probability: f64, nodes: u64) {
        self.probability += probability;
        self.nodes += probability * nodes as f64;
    }
}

/// What the pass gathers per depth r: the vectors of length r reached with their
/// probability, split by whether backtracking from them succeeds; and the dead ends (no
/// square left in row r + 1) among them.
struct Levels {
    success: Vec<Mass>,
    failure: Vec<Mass>,
    dead: Vec<Mass>,
}

/// Visits the promising vector of length `depth` (its columns and diagonals as bitboards,
/// reached by random rows with `probability`): records it in `levels` and returns whether
/// backtracking from it finds a solution, and the queens it places until it does (or until
/// it has exhausted every square above it).
fn visit(
    n: usize,
    depth: usize,
    (columns, rising, falling): (u64, u64, u64),
    probability: f64,
    levels: &mut Levels,
) -> (bool, u64) {
    let full = (1u64 << n) - 1;
    let result = if depth == n {
        (true, 0)
    } else {
        let free = full & !(columns | rising | falling);
        let choices = free.count_ones();
        let mut placed = 0u64;
        let mut found = false;
        let mut rest = free;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let below = (columns | bit, (rising | bit) << 1, (falling | bit) >> 1);
            let (solved, more) = visit(
                n,
                depth + 1,
                below,
                probability / f64::from(choices),
                levels,
            );
            if !found {
                placed += 1 + more;
                found = solved;
            }
        }
        if choices == 0 {
            levels.dead[depth].add(probability, 1 + depth as u64);
        }
        (found, placed)
    };
    let nodes = 1 + depth as u64 + result.1;
    if result.0 {
        levels.success[depth].add(probability, nodes);
    } else {
        levels.failure[depth].add(probability, nodes);
    }
    result
}

/// The exact table for an `n × n` board: one row for each k = 0 … n.
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_EXACT_N`].
///
/// ```
/// use nqueens::lab::brassard_bratley::exact;
///
/// let rows = exact(8)?;
/// assert_eq!(rows[0].t.map(|t| t.round()), Some(114.0)); // backtracking's 114 nodes
/// assert_eq!(format!("{:.2}", rows[2].t.unwrap()), "28.20");
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn exact(n: usize) -> Result<Vec<ExactRow>, Error> {
    crate::check_board_size(
        n,
        MAX_EXACT_N,
        "the exact table enumerates every promising vector",
    )?;
    let mut levels = Levels {
        success: vec![Mass::default(); n + 1],
        failure: vec![Mass::default(); n + 1],
        dead: vec![Mass::default(); n + 1],
    };
    visit(n, 0, (0, 0, 0), 1.0, &mut levels);
    let mut dead = Mass::default();
    let mut rows = Vec::with_capacity(n + 1);
    for k in 0..=n {
        let success = levels.success[k];
        let failure = Mass {
            probability: levels.failure[k].probability + dead.probability,
            nodes: levels.failure[k].nodes + dead.nodes,
        };
        let p = success.probability;
        let s = (p > 0.0).then(|| success.nodes / p);
        let e = (failure.probability > 0.0).then(|| failure.nodes / failure.probability);
        let t = s.map(|s| s + failure.probability / p * e.unwrap_or(0.0));
        rows.push(ExactRow { k, p, s, e, t });
        dead.probability += levels.dead[k].probability;
        dead.nodes += levels.dead[k].nodes;
    }
    Ok(rows)
}

/// `value` with `places` decimals, a half rounded away from zero as the book prints (39.625
/// nodes, k = 1's exact s for 8 queens, is its 39.63; Rust's `{:.2}` would write 39.62).
pub fn printed(value: f64, places: usize) -> String {
    let scale = 10f64.powi(places as i32);
    format!("{:.places$}", (value * scale).round() / scale)
}

/// The k whose expected nodes t are fewest (the first of a tie), if any trial can succeed.
pub fn best_k(rows: &[ExactRow]) -> Option<usize> {
    rows.iter()
        .filter_map(|r| r.t.map(|t| (r.k, t)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(k, _)| k)
}

/// One row of the book's 8-queens table: p, s, e (where a trial can fail) and t, rounded
/// as printed.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct BookRow {
    /// stepVegas.
    pub k: usize,
    /// One-trial success probability.
    pub p: f64,
    /// Nodes of a successful trial.
    pub s: f64,
    /// Nodes of a failed trial (`None` where p = 1).
    pub e: Option<f64>,
    /// Expected nodes to a solution.
    pub t: f64,
}

const fn book(k: usize, p: f64, s: f64, e: Option<f64>, t: f64) -> BookRow {
    BookRow { k, p, s, e, t }
}

/// Brassard & Bratley's 8-queens table for queensLV (§10.6.3), k = 0 … 8; k = 8 is the
/// same as k = 7 (the last row has at most one free square).
pub const BOOK_8: [BookRow; 9] = [
    book(0, 1.0, 114.00, None, 114.00),
    book(1, 1.0, 39.63, None, 39.63),
    book(2, 0.8750, 22.53, Some(39.67), 28.20),
    book(3, 0.4931, 13.48, Some(15.10), 29.01),
    book(4, 0.2618, 10.31, Some(8.79), 35.10),
    book(5, 0.1624, 9.33, Some(7.29), 46.92),
    book(6, 0.1357, 9.05, Some(6.98), 53.50),
    book(7, 0.1293, 9.00, Some(6.97), 55.93),
    book(8, 0.1293, 9.00, Some(6.97), 55.93),
];

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
                Error::Parameter(format!(
                    "{} has no counter “{TRIAL_COUNTER}”",
                    S::DESCRIPTION.id
                ))
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
        return Err(Error::Parameter("the table needs at least one run".into()));
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
    let exact = *exact(n)?
        .get(k)
        .ok_or_else(|| Error::Parameter(format!("k “{k}”: choose k from 0 to {n}")))?;
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
