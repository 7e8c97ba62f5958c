// Shared by tests/determinism.rs (native) and tests/wasm.rs (in Chromium): a digest of the
// first 10,000 steps of each randomized algorithm for a fixed seed (and of backtracking with
// every constraint-satisfaction option on, with its counters), and of whole runs of
// min-conflicts and QS4 at n = 100,000 (where wasm's 32-bit usize meets the large-board
// code). Both targets must produce the same digests, which proves the same seed gives the
// same run everywhere.

use nqueens::{
    backtracking::Backtracking,
    csp::{Inference, Options, Ordering, Values},
    genetic::Genetic,
    hill_climbing::{Choosing, HillClimbing},
    min_conflicts::MinConflicts,
    permutation_swap::PermutationSwap,
    qs1::Qs1,
    qs4::Qs4,
    queens_lv::QueensLv,
    random_placement::RandomPlacement,
    simulated_annealing::SimulatedAnnealing,
    solver::StepSolver,
    verify::verify,
};

/// The steps of a [`StepSolver`] as an iterator.
fn steps<S: StepSolver>(mut search: S) -> impl Iterator<Item = S::Step> {
    std::iter::from_fn(move || search.step())
}

/// Steps compared per algorithm.
pub const STEPS: usize = 10_000;
/// The seed of every run compared.
pub const SEED: u64 = 20_061_950; // Rolfe 2006, Sosič & Gu 1990

/// FNV-1a of `bytes`, continuing from `hash`.
fn fnv(mut hash: u64, bytes: impl IntoIterator<Item = u8>) -> u64 {
    for byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a over the Debug text of each step, one line per step.
fn digest<S: std::fmt::Debug>(steps: impl Iterator<Item = S>) -> (usize, u64) {
    let mut hash = FNV_START;
    let mut count = 0;
    for step in steps.take(STEPS) {
        hash = fnv(hash, format!("{step:?}\n").bytes());
        count += 1;
    }
    (count, hash)
}

/// Board size of the whole runs compared.
pub const LARGE_N: usize = 100_000;

/// The digests of whole runs at n = LARGE_N with seed SEED: (algorithm, FNV-1a of the
/// solution's columns as little-endian u32, then the counters as text).
pub const EXPECTED_LARGE: [(&str, u64); 2] = [
    ("min-conflicts", 0xeaff_12ca_b879_bf95),
    ("qs4", 0x93de_119e_ee4c_fb38),
];

/// (algorithm, digest) of whole min-conflicts and QS4 runs at n = LARGE_N.
pub fn large_digests() -> Vec<(&'static str, u64)> {
    let board = |columns: &[u32], counters: String| {
        let bytes = columns.iter().flat_map(|c| c.to_le_bytes());
        fnv(fnv(FNV_START, bytes), counters.bytes())
    };
    let mut min_conflicts = MinConflicts::new(LARGE_N, SEED).unwrap();
    min_conflicts.by_ref().for_each(drop);
    assert!(min_conflicts.is_solved());
    assert_eq!(verify(LARGE_N, min_conflicts.columns()), Ok(()));
    let mut qs4 = Qs4::new(LARGE_N, SEED).unwrap();
    qs4.by_ref().for_each(drop);
    assert!(qs4.is_solved());
    assert_eq!(verify(LARGE_N, qs4.columns()), Ok(()));
    vec![
        (
            "min-conflicts",
            board(
                min_conflicts.columns(),
                format!("{} {}", min_conflicts.moves(), min_conflicts.starts()),
            ),
        ),
        (
            "qs4",
            board(
                qs4.columns(),
                format!(
                    "{} {} {}",
                    qs4.swaps_tested(),
                    qs4.swaps_performed(),
                    qs4.starts()
                ),
            ),
        ),
    ]
}

/// The digests both targets must produce: (algorithm, steps, FNV-1a). Runs with seeds
/// SEED, SEED + 1, … follow each other until 10,000 steps are taken.
pub const EXPECTED: [(&str, usize, u64); 11] = [
    ("random-placement", STEPS, 0xabd4_a138_b2bc_695e),
    ("permutation-swap", STEPS, 0x8168_46ad_6c89_7755),
    ("qs1", STEPS, 0x3720_5c92_0823_96b3),
    ("min-conflicts", STEPS, 0xcf4b_dd59_f117_7e3a),
    ("qs4", STEPS, 0xfe09_ce30_e0f8_6a54),
    ("hill-climbing", STEPS, 0x2198_4155_3eab_ef2a),
    (
        "hill-climbing first-choice sideways=10",
        STEPS,
        0x4dc6_c82a_9ee0_59a2,
    ),
    ("simulated-annealing", STEPS, 0x3de7_8f07_3e87_94a4),
    ("genetic", STEPS, 0x5d7d_9aaa_1beb_61cf),
    (
        "backtracking inference=mac ordering=mrv values=lcv",
        STEPS,
        0x337d_4dae_4e63_d7df,
    ),
    ("queens-lv k=5", STEPS, 0x5abc_0f36_3f7c_753a),
];

/// (algorithm, steps taken, digest) for each randomized algorithm.
pub fn digests() -> Vec<(&'static str, usize, u64)> {
    let seeds = || (0..).map(|k| SEED + k);
    let runs = [
        (
            "random-placement",
            digest(seeds().flat_map(|s| RandomPlacement::new(32, s).unwrap())),
        ),
        (
            "permutation-swap",
            digest(seeds().flat_map(|s| PermutationSwap::new(32, s).unwrap())),
        ),
        (
            "qs1",
            digest(seeds().flat_map(|s| Qs1::new(1000, s).unwrap())),
        ),
        (
            "min-conflicts",
            digest(seeds().flat_map(|s| MinConflicts::new(1000, s).unwrap())),
        ),
        (
            "qs4",
            digest(seeds().flat_map(|s| Qs4::new(1000, s).unwrap())),
        ),
        (
            "hill-climbing",
            digest(seeds().flat_map(|s| steps(HillClimbing::start(16, s).unwrap()))),
        ),
        (
            "hill-climbing first-choice sideways=10",
            digest(seeds().flat_map(|s| {
                steps(HillClimbing::new(16, s, Choosing::FirstChoice, 10, true).unwrap())
            })),
        ),
        (
            // A fast schedule, so the 10,000 steps span several runs, restarts included.
            "simulated-annealing",
            digest(
                seeds()
                    .flat_map(|s| steps(SimulatedAnnealing::new(12, s, 3.0, 0.99, 0.05).unwrap())),
            ),
        ),
        (
            // Small runs (6 × 6, 8 boards, 40 generations), so restarts come too.
            "genetic",
            digest(seeds().flat_map(|s| steps(Genetic::new(6, s, 8, 0.2, 40).unwrap()))),
        ),
        (
            // Deterministic, but with the options' own bookkeeping (its checks counted in
            // 64 bits, its marks and orders): the whole search of 10 × 10, and on.
            "backtracking inference=mac ordering=mrv values=lcv",
            digest(seeds().flat_map(|_| {
                let options = Options {
                    inference: Inference::Mac,
                    ordering: Ordering::Mrv,
                    values: Values::Lcv,
                };
                let search = Backtracking::with_options(10, options).unwrap();
                std::iter::from_fn({
                    let mut search = search;
                    move || {
                        let step = search.step()?;
                        Some((
                            step,
                            search
                                .counters()
                                .iter()
                                .map(|c| c.value)
                                .collect::<Vec<_>>(),
                        ))
                    }
                })
            })),
        ),
        (
            // 12 × 12 with 5 random rows (its best k): random rows, backtracking, failed
            // trials and restarts, over several runs.
            "queens-lv k=5",
            digest(seeds().flat_map(|s| QueensLv::new(12, 5, s).unwrap())),
        ),
    ];
    runs.into_iter()
        .map(|(name, (count, hash))| (name, count, hash))
        .collect()
}
