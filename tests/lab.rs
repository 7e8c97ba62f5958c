//! The comparison lab: seeded runs, summaries, and the papers' tables.

use nqueens::lab::{
    derive_seed, run_many, run_once, sosic_gu_row, summarize, Algorithm, Record, SOSIC_GU_PUBLISHED,
};
use nqueens::random_placement::trial_success_probability;

#[test]
fn random_placement_success_rate_on_8x8_matches_the_exact_value() {
    // About 20,000 trials: each run needs 1 / 0.1293 ≈ 7.7 trials on average.
    let records = run_many(
        Algorithm::RandomPlacement,
        8,
        2024,
        2_600,
        2,
        &Algorithm::RandomPlacement.default_params(),
        &|| {},
    )
    .unwrap();
    let summary = summarize(&records).unwrap();
    let trials = summary.mean_tries * summary.runs as f64;
    assert!(trials > 18_000.0, "{trials} trials");
    let p = trial_success_probability(8); // 0.1293 (Brassard & Bratley)
    let sigma = (p * (1.0 - p) / trials).sqrt();
    assert!(
        (summary.success_rate - p).abs() <= 4.0 * sigma,
        "rate {} vs {p} (σ = {sigma})",
        summary.success_rate
    );
}

#[path = "common/collisions.rs"]
mod collisions;
use collisions::exact_collisions_per_queen;

/// The mean collisions per queen over every permutation of n queens, counted one by one
/// (Heap's algorithm): an independent recount of the expectation, exact for small n.
fn enumerated_collisions_per_queen(n: usize) -> f64 {
    fn collisions(columns: &[usize]) -> u64 {
        let n = columns.len();
        let (mut sums, mut differences) = (vec![0u64; 2 * n], vec![0u64; 2 * n]);
        for (row, &col) in columns.iter().enumerate() {
            sums[row + col] += 1;
            differences[row + n - col] += 1;
        }
        sums.iter()
            .chain(&differences)
            .map(|&k| k.saturating_sub(1))
            .sum()
    }
    let mut columns: Vec<usize> = (0..n).collect();
    let mut counters = vec![0usize; n];
    let (mut total, mut count) = (collisions(&columns), 1u64);
    let mut i = 0;
    while i < n {
        if counters[i] < i {
            columns.swap(if i % 2 == 0 { 0 } else { counters[i] }, i);
            total += collisions(&columns);
            count += 1;
            counters[i] += 1;
            i = 0;
        } else {
            counters[i] = 0;
            i += 1;
        }
    }
    total as f64 / count as f64 / n as f64
}

#[test]
fn exact_table_2_expectations_agree_with_every_permutation_counted_and_approach_2_minus_4_over_e() {
    // The formula against every permutation of n queens counted one by one (n! of them).
    for n in 1..=9 {
        let (formula, counted) = (
            exact_collisions_per_queen(n),
            enumerated_collisions_per_queen(n),
        );
        assert!(
            (formula - counted).abs() < 1e-12,
            "n = {n}: {formula} vs {counted}"
        );
    }
    // By hand: on 2×2 the permutations are the two diagonals, each with 1 collision: 1/2.
    assert!((exact_collisions_per_queen(2) - 0.5).abs() < 1e-15);
    // For large n the expectation tends to 2 − 4/e ≈ 0.528482 (each direction's 2n − 1
    // diagonals hold Poisson-like counts: Sosič & Gu's Table 2 approaches it), from below.
    let limit = 2.0 - 4.0 / std::f64::consts::E;
    let values: Vec<f64> = [10, 100, 1000, 10_000, 100_000]
        .map(exact_collisions_per_queen)
        .to_vec();
    assert!(
        values.windows(2).all(|w| w[0] < w[1] && w[1] < limit),
        "{values:?}"
    );
    assert!((values[4] - limit).abs() < 1e-5);
}

#[test]
fn table_2_collisions_per_n_match_the_exact_expectation_within_sampling_error() {
    // Sosič & Gu, Table 2, at n = 10, 100, 1,000, 10,000; against the exact expectation
    // (above), with enough permutations that 4 standard errors are under 1 % of it.
    for (n, permutations) in [(10, 20_000), (100, 2_000), (1_000, 200), (10_000, 20)] {
        let row = sosic_gu_row(n, permutations, 0, 1991).unwrap();
        let exact = exact_collisions_per_queen(n);
        let allowed = 4.0 * row.collisions_per_n_error;
        assert!(allowed < 0.01 * exact, "n = {n}: ±{allowed}");
        assert!(
            (row.collisions_per_n - exact).abs() <= allowed,
            "n = {n}: {} vs exact {exact} (±{allowed})",
            row.collisions_per_n
        );
    }
    // The paper's own means of 100 samples lie within their sampling error of the exact values.
    for paper in &SOSIC_GU_PUBLISHED[..4] {
        let exact = exact_collisions_per_queen(paper.n);
        assert!(
            (paper.collisions_per_n - exact).abs() < 0.12 * exact,
            "n = {}",
            paper.n
        );
    }
}

#[test]
fn runs_do_not_depend_on_the_number_of_threads() {
    let one = run_many(
        Algorithm::Qs1,
        30,
        7,
        40,
        1,
        &Algorithm::Qs1.default_params(),
        &|| {},
    )
    .unwrap();
    let three = run_many(
        Algorithm::Qs1,
        30,
        7,
        40,
        3,
        &Algorithm::Qs1.default_params(),
        &|| {},
    )
    .unwrap();
    assert_eq!(one, three);
    assert_eq!(one.len(), 40);
    for (i, record) in one.iter().enumerate() {
        assert_eq!(record.seed, derive_seed(7, i as u64));
    }
}

#[test]
fn backtracking_records_a140450() {
    let record = run_once(
        Algorithm::Backtracking,
        8,
        99,
        &Algorithm::Backtracking.default_params(),
    )
    .unwrap();
    assert_eq!(
        (record.attempts, record.tries, record.solved),
        (876, 1, true)
    );
    let none = run_once(
        Algorithm::Backtracking,
        3,
        0,
        &Algorithm::Backtracking.default_params(),
    )
    .unwrap();
    assert_eq!((none.attempts, none.solved), (18, false));
    assert!(run_once(Algorithm::Qs1, 3, 0, &Algorithm::Qs1.default_params()).is_err());
}

#[test]
fn summary_uses_nearest_rank_percentiles() {
    let records: Vec<Record> = (1..=10)
        .map(|a| Record {
            algorithm: Algorithm::RandomPlacement,
            n: 8,
            seed: a,
            attempts: a,
            tries: 2,
            solved: true,
        })
        .collect();
    let s = summarize(&records).unwrap();
    assert_eq!((s.median, s.p90, s.max), (5, 9, 10));
    assert_eq!(s.mean, 5.5);
    assert_eq!(s.mean_tries, 2.0);
    assert_eq!(s.success_rate, 0.5);
    assert!(summarize(&[]).is_none());
}

#[test]
fn algorithm_ids_round_trip() {
    for algorithm in Algorithm::ALL {
        assert_eq!(algorithm.id().parse::<Algorithm>(), Ok(algorithm));
    }
    assert!("bogosort"
        .parse::<Algorithm>()
        .unwrap_err()
        .contains("choose from"));
}

#[test]
fn derived_seeds_are_the_first_word_of_chacha8_stream_index() {
    // The definition, recounted with rand's ChaCha8 directly: stream `index` of the generator
    // seeded with the master seed, first u64.
    use rand::rngs::ChaCha8Rng;
    use rand::{Rng as _, SeedableRng};
    for (master, index) in [
        (1, 0),
        (1, 1),
        (1, 5),
        (20_061_950, 999),
        (u64::MAX, u64::MAX),
    ] {
        let mut rng = ChaCha8Rng::seed_from_u64(master);
        rng.set_stream(index);
        assert_eq!(
            derive_seed(master, index),
            rng.next_u64(),
            "{master}, {index}"
        );
    }
    // Different runs, different seeds (2,000 runs, no repeat).
    let seeds: std::collections::HashSet<u64> = (0..2_000).map(|i| derive_seed(7, i)).collect();
    assert_eq!(seeds.len(), 2_000);
}
