// Shared by tests/determinism.rs (native) and tests/wasm.rs (in Chromium): a digest of the
// first 10,000 steps of each randomized algorithm for a fixed seed. Both targets must
// produce the same digests, which proves the same seed gives the same run everywhere.

use nqueens::{
    min_conflicts::MinConflicts, permutation_swap::PermutationSwap, qs1::Qs1, qs4::Qs4,
    random_placement::RandomPlacement,
};

/// Steps compared per algorithm.
pub const STEPS: usize = 10_000;
/// The seed of every run compared.
pub const SEED: u64 = 20_061_950; // Rolfe 2006, Sosič & Gu 1990

/// FNV-1a over the Debug text of each step, one line per step.
fn digest<S: std::fmt::Debug>(steps: impl Iterator<Item = S>) -> (usize, u64) {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut count = 0;
    for step in steps.take(STEPS) {
        for byte in format!("{step:?}\n").bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        count += 1;
    }
    (count, hash)
}

/// The digests both targets must produce: (algorithm, steps, FNV-1a). Runs with seeds
/// SEED, SEED + 1, … follow each other until 10,000 steps are taken.
pub const EXPECTED: [(&str, usize, u64); 5] = [
    ("random-placement", STEPS, 0xabd4_a138_b2bc_695e),
    ("permutation-swap", STEPS, 0x8168_46ad_6c89_7755),
    ("qs1", STEPS, 0x3720_5c92_0823_96b3),
    ("min-conflicts", STEPS, 0xcf4b_dd59_f117_7e3a),
    ("qs4", STEPS, 0xfe09_ce30_e0f8_6a54),
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
    ];
    runs.into_iter()
        .map(|(name, (count, hash))| (name, count, hash))
        .collect()
}
