//! The comparison lab: many seeded runs of each algorithm, and their summary.
//!
//! The command line (`nqueens compare`, `nqueens sweep`) and the page's Web Workers call the
//! same functions with the same derived seeds, so for a given master seed they report the same
//! numbers.
//!
//! What a run counts, per algorithm:
//!
//! | algorithm | attempts | tries |
//! | --- | --- | --- |
//! | backtracking | squares tried (OEIS A140450 to the first solution) | 1 (runs) |
//! | random-placement | queens placed over all trials | trials |
//! | permutation-swap | queen checks against the diagonal flags | permutation vectors |
//! | qs1 | swaps tested (Sosič & Gu, Figure 2 line 6) | permutations |
//! | min-conflicts | repair moves | starts |
//! | qs4 | swaps tested | starts |
//! | construction | queens placed (n) | 1 (runs) |
//!
//! Every run ends with exactly one successful try, so the success rate of one try is
//! `runs / Σ tries`.

use crate::counts::LineCounts;
use crate::params::Params;
use crate::qs1::Qs1;
use crate::registry::Visit;
use crate::solver::StepSolver;
use crate::Error;
use rand::rngs::ChaCha8Rng;
use rand::{Rng as _, SeedableRng};

pub use crate::registry::Algorithm;

pub mod brassard_bratley;

/// The seed of run number `index` (0-based) under `master`: the first `u64` of ChaCha8
/// stream `index` seeded with `master`. Independent of how runs are split among threads or
/// workers.
pub fn derive_seed(master: u64, index: u64) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(master);
    rng.set_stream(index);
    rng.next_u64()
}

/// One run of one algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Board size.
    pub n: usize,
    /// The run's seed (0 for backtracking).
    pub seed: u64,
    /// Attempts (see the [module docs](self)).
    pub attempts: u64,
    /// Tries: trials, permutation vectors or permutations; 1 for backtracking.
    pub tries: u64,
    /// False only for backtracking on n = 2 and 3, where the search ends without one.
    pub solved: bool,
}

/// Runs `algorithm` once on an `n × n` board with `seed` and `params` (its parameters'
/// values, [`Params::defaults`] for the run as it always was), to its first solution.
///
/// # Errors
/// The algorithm's own [`Error`] for an unsupported `n` (and n = 2, 3 when randomized);
/// [`Error::Parameter`] for a value beyond a bound at this n ([`Params::check`]).
pub fn run_once(
    algorithm: Algorithm,
    n: usize,
    seed: u64,
    params: &Params,
) -> Result<Record, Error> {
    struct RunOnce<'a> {
        algorithm: Algorithm,
        n: usize,
        seed: u64,
        params: &'a Params,
    }
    impl Visit for RunOnce<'_> {
        type Output = Result<Record, Error>;
        fn visit<S: StepSolver>(self) -> Self::Output {
            let search = S::start_with(self.n, self.seed, self.params)?;
            Ok(run_to_end(self.algorithm, search))
        }
    }
    params.check(algorithm.description(), n)?;
    algorithm.visit(RunOnce {
        algorithm,
        n,
        seed,
        params,
    })
}

/// Runs `search`, a solver of `algorithm` (the one [`Algorithm::visit`] dispatched to), to
/// its first solution on its fast path, as a [`Record`] (generic, so each algorithm's fast
/// path stays monomorphized).
fn run_to_end<S: StepSolver>(algorithm: Algorithm, mut search: S) -> Record {
    search.run_to_end();
    Record {
        algorithm,
        n: search.n(),
        seed: search.seed().unwrap_or(0),
        attempts: search.attempts(),
        tries: search.tries(),
        solved: search.is_solved(),
    }
}

/// Run number `index` of a comparison under `master` (its seed from [`derive_seed`]).
///
/// # Errors
/// As [`run_once`].
pub fn run_indexed(
    algorithm: Algorithm,
    n: usize,
    master: u64,
    index: u64,
    params: &Params,
) -> Result<Record, Error> {
    run_once(algorithm, n, derive_seed(master, index), params)
}

/// Runs the comparison's runs `indices` under `master` (as [`run_indexed`]) `times` times
/// over, for timing: the page's workers time one call of this, doubling `times` until the
/// call takes well above the timer's resolution (a short run, such as backtracking's 26
/// squares on 4 × 4, takes under a microsecond). Returns the attempts of the last pass,
/// summed (read through [`std::hint::black_box`], so no pass is optimized away).
///
/// # Errors
/// As [`run_once`].
pub fn repeat_runs(
    algorithm: Algorithm,
    n: usize,
    master: u64,
    indices: &[u64],
    times: u32,
    params: &Params,
) -> Result<u64, Error> {
    let mut attempts = 0;
    for _ in 0..times {
        attempts = 0;
        for &index in indices {
            let record = run_indexed(algorithm, std::hint::black_box(n), master, index, params)?;
            attempts += std::hint::black_box(record.attempts);
        }
    }
    Ok(attempts)
}

/// The summary of many runs of one algorithm.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Runs summarized.
    pub runs: u64,
    /// Mean attempts per run.
    pub mean: f64,
    /// Median attempts (nearest rank).
    pub median: u64,
    /// 90th percentile of attempts (nearest rank).
    pub p90: u64,
    /// Most attempts in one run.
    pub max: u64,
    /// Mean tries per run.
    pub mean_tries: f64,
    /// Success rate of one try: runs / Σ tries.
    pub success_rate: f64,
    /// Standard error of that rate, √(p(1 − p) / Σ tries).
    pub success_rate_error: f64,
}

/// Nearest-rank percentile `p` (0 < p ≤ 100) of sorted `values` (non-empty).
fn nearest_rank(sorted: &[u64], p: f64) -> u64 {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Summarizes `records` (all of one algorithm). `None` when there are none.
pub fn summarize(records: &[Record]) -> Option<Summary> {
    let first = records.first()?;
    let mut attempts: Vec<u64> = records.iter().map(|r| r.attempts).collect();
    attempts.sort_unstable();
    let runs = records.len() as u64;
    let total_tries: u64 = records.iter().map(|r| r.tries).sum();
    let successes = records.iter().filter(|r| r.solved).count() as f64;
    let p = successes / total_tries as f64;
    Some(Summary {
        algorithm: first.algorithm,
        runs,
        mean: attempts.iter().map(|&a| a as f64).sum::<f64>() / runs as f64,
        median: nearest_rank(&attempts, 50.0),
        p90: nearest_rank(&attempts, 90.0),
        max: *attempts.last().expect("non-empty"),
        mean_tries: total_tries as f64 / runs as f64,
        success_rate: p,
        success_rate_error: (p * (1.0 - p) / total_tries as f64).sqrt(),
    })
}

/// Runs `runs` seeded runs of `algorithm` (indices `0..runs` under `master`) on `threads`
/// threads, calling `progress` after each run; returns the records in index order, so the
/// result does not depend on the number of threads.
///
/// # Errors
/// As [`run_once`] (checked on the first run before any thread starts).
pub fn run_many(
    algorithm: Algorithm,
    n: usize,
    master: u64,
    runs: u64,
    threads: usize,
    params: &Params,
    progress: &(dyn Fn() + Sync),
) -> Result<Vec<Record>, Error> {
    if runs == 0 {
        return Ok(Vec::new());
    }
    let first = run_indexed(algorithm, n, master, 0, params)?;
    progress();
    if !algorithm.is_randomized() {
        // Deterministic: every run is the same.
        for _ in 1..runs {
            progress();
        }
        return Ok(vec![first; runs as usize]);
    }
    let threads = threads.clamp(1, 64) as u64;
    let mut indexed: Vec<(u64, Record)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (1 + t..runs)
                        .step_by(threads as usize)
                        .map(|i| {
                            let record = run_indexed(algorithm, n, master, i, params)
                                .expect("checked on run 0");
                            progress();
                            (i, record)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a run panicked"))
            .collect()
    });
    indexed.sort_unstable_by_key(|&(i, _)| i);
    Ok(std::iter::once(first)
        .chain(indexed.into_iter().map(|(_, r)| r))
        .collect())
}

/// Our measurement of Sosič & Gu's Tables 2–5 at one board size (see [`sosic_gu_row`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SosicGuRow {
    /// Board size.
    pub n: usize,
    /// Table 2: mean collisions / n over `permutations` random permutations.
    pub collisions_per_n: f64,
    /// Standard error of that mean.
    pub collisions_per_n_error: f64,
    /// Random permutations behind Tables 2 and 3.
    pub permutations: u64,
    /// Table 3: fewest queens on the most populated diagonal, over those permutations.
    pub most_on_a_diagonal_min: u32,
    /// Table 3: most queens on the most populated diagonal, over those permutations.
    pub most_on_a_diagonal_max: u32,
    /// QS1 runs behind Tables 4 and 5.
    pub runs: u64,
    /// Table 4: runs solved by their first permutation.
    pub first_permutation_successes: u64,
    /// Table 4: the most permutations one run needed.
    pub max_permutations: u64,
    /// Table 5: mean pairs tested per run.
    pub mean_pairs_tested: f64,
    /// Table 5: mean swaps tested per run.
    pub mean_swaps_tested: f64,
}

/// One column of Sosič & Gu's (1991) published Tables 2–5.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SosicGuPublished {
    /// Board size.
    pub n: usize,
    /// Table 2: collisions / n of a random permutation (average of 100).
    pub collisions_per_n: f64,
    /// Table 3: minimum of the most populated diagonal over 100 permutations.
    pub most_on_a_diagonal_min: u32,
    /// Table 3: maximum of the most populated diagonal over 100 permutations.
    pub most_on_a_diagonal_max: u32,
    /// Table 4: runs of 10 solved by their first permutation.
    pub first_permutation_successes: u64,
    /// Table 4: the most permutations one of the 10 runs needed.
    pub max_permutations: u64,
    /// Table 5: pairs tested (average of 10 runs).
    pub pairs_tested: u64,
    /// Table 5: swaps tested (average of 10 runs).
    pub swaps_tested: u64,
}

const fn published(
    n: usize,
    collisions_per_n: f64,
    (most_on_a_diagonal_min, most_on_a_diagonal_max): (u32, u32),
    (first_permutation_successes, max_permutations): (u64, u64),
    (pairs_tested, swaps_tested): (u64, u64),
) -> SosicGuPublished {
    SosicGuPublished {
        n,
        collisions_per_n,
        most_on_a_diagonal_min,
        most_on_a_diagonal_max,
        first_permutation_successes,
        max_permutations,
        pairs_tested,
        swaps_tested,
    }
}

/// Sosič & Gu (1991), Tables 2–5, for n = 10, 100, 1,000, 10,000, 100,000 and 500,000.
pub const SOSIC_GU_PUBLISHED: [SosicGuPublished; 6] = [
    published(10, 0.486, (2, 5), (2, 10), (353, 198)),
    published(100, 0.523, (5, 7), (6, 3), (13_525, 2_385)),
    published(1_000, 0.5277, (7, 7), (8, 2), (253_671, 15_116)),
    published(10_000, 0.5283, (7, 9), (10, 1), (4_827_973, 166_215)),
    published(100_000, 0.528694, (9, 9), (10, 1), (110_186_345, 2_034_907)),
    published(
        500_000,
        0.528511,
        (10, 10),
        (10, 1),
        (967_924_234, 11_447_508),
    ),
];

/// Measures Sosič & Gu's Tables 2–5 at board size `n`: Tables 2 and 3 over `permutations`
/// random permutations (the paper: 100), Tables 4 and 5 over `runs` QS1 runs (the paper: 10).
/// Seeds derive from `master` (permutations use indices from 0, runs from 1,000,000).
///
/// # Errors
/// As [`Qs1::new`].
pub fn sosic_gu_row(
    n: usize,
    permutations: u64,
    runs: u64,
    master: u64,
) -> Result<SosicGuRow, Error> {
    let mut ratios = Vec::with_capacity(permutations as usize);
    let (mut most_min, mut most_max) = (u32::MAX, 0);
    for i in 0..permutations {
        let mut search = Qs1::new(n, derive_seed(master, i))?;
        search.next(); // draws the first permutation
        ratios.push(search.initial_collisions() as f64 / n as f64);
        let most = search
            .d1()
            .iter()
            .chain(search.d2().iter())
            .max()
            .unwrap_or(0);
        most_min = most_min.min(most);
        most_max = most_max.max(most);
    }
    let k = ratios.len().max(1) as f64;
    let mean = ratios.iter().sum::<f64>() / k;
    let variance = ratios.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
    let (mut first, mut max_permutations, mut pairs, mut swaps) = (0, 0, 0u64, 0u64);
    for i in 0..runs {
        let mut search = Qs1::new(n, derive_seed(master, 1_000_000 + i))?;
        search.by_ref().for_each(drop);
        first += u64::from(search.permutations() == 1);
        max_permutations = max_permutations.max(search.permutations());
        pairs += search.pairs_tested();
        swaps += search.swaps_tested();
    }
    let r = runs.max(1) as f64;
    Ok(SosicGuRow {
        n,
        collisions_per_n: mean,
        collisions_per_n_error: (variance / k).sqrt(),
        permutations,
        most_on_a_diagonal_min: most_min,
        most_on_a_diagonal_max: most_max,
        runs,
        first_permutation_successes: first,
        max_permutations,
        mean_pairs_tested: pairs as f64 / r,
        mean_swaps_tested: swaps as f64 / r,
    })
}

/// The algorithm of Rolfe's n = 1000 table for Algorithm One (permutation swaps).
pub const ROLFE_ALGORITHM_ONE: Algorithm = Algorithm::PermutationSwap;

/// Rolfe (2006), "Computation of 1000-Queens Solutions": permutation vectors used by
/// Algorithm One in four runs.
pub const ROLFE_ALGORITHM_ONE_N1000_PERMUTATIONS: [u64; 4] = [55_518, 175_805, 9_490, 138_681];

/// Rolfe (2006), "Computation of 1000-Queens Solutions": trials required by Algorithm Two
/// (GridSearch) in four runs.
pub const ROLFE_ALGORITHM_TWO_N1000_TRIALS: [u64; 4] = [1_323, 14_025, 49_466, 18_574];
