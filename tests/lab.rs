//! The comparison lab: seeded runs, summaries, and the papers' tables.

use nqueens::lab::{
    derive_seed, run_many, run_once, sosic_gu_row, summarize, Algorithm, Record, SOSIC_GU_PUBLISHED,
};
use nqueens::random_placement::trial_success_probability;

#[test]
fn random_placement_success_rate_on_8x8_matches_the_exact_value() {
    // About 20,000 trials: each run needs 1 / 0.1293 ≈ 7.7 trials on average.
    let records = run_many(Algorithm::RandomPlacement, 8, 2024, 2_600, 2, &|| {}).unwrap();
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

#[test]
fn table_2_collisions_per_n_within_sampling_error() {
    // Sosič & Gu, Table 2 (100 permutations each) at n = 10, 100, 1,000, 10,000.
    for paper in &SOSIC_GU_PUBLISHED[..4] {
        let (n, published) = (paper.n, paper.collisions_per_n);
        let row = sosic_gu_row(n, 100, 0, 1991).unwrap();
        let allowed = 4.0 * row.collisions_per_n_error + 0.001;
        assert!(
            (row.collisions_per_n - published).abs() <= allowed,
            "n = {n}: {} vs {published} (±{allowed})",
            row.collisions_per_n
        );
    }
}

#[test]
fn runs_do_not_depend_on_the_number_of_threads() {
    let one = run_many(Algorithm::Qs1, 30, 7, 40, 1, &|| {}).unwrap();
    let three = run_many(Algorithm::Qs1, 30, 7, 40, 3, &|| {}).unwrap();
    assert_eq!(one, three);
    assert_eq!(one.len(), 40);
    for (i, record) in one.iter().enumerate() {
        assert_eq!(record.seed, derive_seed(7, i as u64));
    }
}

#[test]
fn backtracking_records_a140450() {
    let record = run_once(Algorithm::Backtracking, 8, 99).unwrap();
    assert_eq!(
        (record.attempts, record.tries, record.solved),
        (876, 1, true)
    );
    let none = run_once(Algorithm::Backtracking, 3, 0).unwrap();
    assert_eq!((none.attempts, none.solved), (18, false));
    assert!(run_once(Algorithm::Qs1, 3, 0).is_err());
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
    assert_ne!(derive_seed(1, 0), derive_seed(1, 1));
    assert_eq!(derive_seed(1, 5), derive_seed(1, 5));
}
