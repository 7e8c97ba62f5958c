//! Brassard & Bratley's queensLV, exactly: for an `n × n` board and each `k` = 0 … n (their
//! *stepVegas*), the one-trial success probability p, the nodes s of a successful trial and e
//! of a failed one, and the expected nodes to a solution t = s + (1 − p)/p · e, by
//! enumerating the definitions; and the book's 8-queens table. The algorithm
//! ([`crate::queens_lv`]) reads its odds here, and the lab's table
//! ([`crate::lab::brassard_bratley`]) puts its measurements beside them.
//!
//! Source: G. Brassard & P. Bratley, *Fundamentals of Algorithmics*, Prentice Hall 1996,
//! §10.6.3 (queensLV, stepVegas), whose 8-queens table gives t = 114, 39.63, 28.20, 29.01,
//! 35.10, 46.92, 53.50, 55.93 and 55.93 nodes for k = 0 … 8 ([`BOOK_8`]).
//!
//! The definitions, enumerated here on their own (this module reads no solver's code): one
//! **trial** puts the queens of rows 1 … k one by one, each on a square drawn uniformly among
//! those of its row that no queen below attacks; a row with none ends the trial (failed).
//! Then depth-first backtracking over rows k + 1 … n (columns left to right) completes the
//! board or, having exhausted every square above the k random rows, fails. A **node** is a
//! promising vector the trial visits, counted as the book counts them: the empty vector (the
//! root) once per trial, and one per queen placed, at random or by the backtracking (a queen
//! lifted and placed elsewhere is a new node). So a trial's nodes are 1 + the queens it
//! placed, the unit of the lab's attempts less one per trial; with this count k = 0 gives
//! backtracking's 114 nodes to its first 8-queens solution and k = 8 a successful trial's
//! s = 9, as in the book.
//!
//! [`exact`] computes each column by one depth-first pass over the whole tree of promising
//! vectors (856,189 nodes for n = 12, well under a second natively): each vector's
//! probability of being reached by the random rows (the product of 1/choices along its path),
//! whether backtracking from it finds a solution, and the queens it places until then. It
//! works in `f64`: each probability is a product of at most n factors and each column a sum
//! of at most that many positive terms, so the relative error is below (nodes + n) · 2⁻⁵³,
//! about 10⁻¹⁰ for n = 12, far below the four places printed.

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
