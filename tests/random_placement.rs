//! Las Vegas random placement (Rolfe's Algorithm Two): solutions, determinism, and the
//! success rate of one trial against its exact value.

use nqueens::random_placement::{
    trial_odds, trial_success_probability, RandomPlacement, Step, MAX_N,
};
use nqueens::solver::StepSolver;
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

/// A fraction in lowest terms, numerator over denominator.
type Fraction = (u128, u128);

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn add((a, b): Fraction, (c, d): Fraction) -> Fraction {
    let (num, den) = (a * d + c * b, b * d);
    let g = gcd(num, den).max(1);
    (num / g, den / g)
}

/// The probability that one trial succeeds, recounted here in exact fractions: each row's
/// queen lands on one of the squares no queen below attacks, all equally likely; a row with
/// none is a dead end. Independent of the library's floating-point enumeration.
fn exact_success(n: usize) -> Fraction {
    fn from(n: usize, queens: &mut Vec<usize>) -> Fraction {
        let row = queens.len();
        if row == n {
            return (1, 1);
        }
        let free: Vec<usize> = (0..n)
            .filter(|&c| {
                queens
                    .iter()
                    .enumerate()
                    .all(|(r, &q)| q != c && q.abs_diff(c) != row - r)
            })
            .collect();
        let mut total = (0, 1);
        for &c in &free {
            queens.push(c);
            let (num, den) = from(n, queens);
            queens.pop();
            total = add(total, (num, den * free.len() as u128));
        }
        total
    }
    from(n, &mut Vec::new())
}

#[test]
fn exact_success_probability_of_one_trial_as_fractions() {
    // 8×8: 149/1152 = 0.12934…, the 0.1293 of Brassard & Bratley, Fundamentals of
    // Algorithmics (1996), §10.7.3. By hand: n = 1 always succeeds; n = 2, 3 never; on 4×4
    // only the two middle first-row columns lead on, and each forces the rest: 1/2.
    for (n, fraction) in [
        (1, (1, 1)),
        (2, (0, 1)),
        (3, (0, 1)),
        (4, (1, 2)),
        (5, (23, 30)),
        (6, (5, 72)),
        (7, (419, 1680)),
        (8, (149, 1152)),
    ] {
        assert_eq!(exact_success(n), fraction, "n = {n}");
        // The library's floating-point enumeration gives the same value.
        let p = trial_success_probability(n);
        let exact = fraction.0 as f64 / fraction.1 as f64;
        assert!((p - exact).abs() < 1e-15, "n = {n}: {p} vs {exact}");
    }
}

/// Success rate over `trials` seeded trials, from runs with consecutive seeds: every trial
/// ends in a dead end (failure) or the solution (success).
fn success_rate(n: usize, trials: u64) -> f64 {
    let (mut done, mut successes) = (0, 0);
    for seed in 0.. {
        for step in RandomPlacement::new(n, seed).unwrap() {
            match step {
                Step::DeadEnd { .. } => done += 1,
                Step::Solution { .. } => {
                    done += 1;
                    successes += 1;
                }
                _ => {}
            }
            if done == trials {
                return successes as f64 / trials as f64;
            }
        }
    }
    unreachable!()
}

#[test]
fn success_rate_of_one_trial_agrees_with_the_exact_value_within_4_sigma() {
    const TRIALS: u64 = 20_000;
    for n in [1, 4, 5, 6, 7, 8] {
        let p = trial_success_probability(n);
        let rate = success_rate(n, TRIALS);
        let sigma = (p * (1.0 - p) / TRIALS as f64).sqrt();
        assert!(
            (rate - p).abs() <= 4.0 * sigma,
            "n = {n}: rate {rate} vs exact {p} (σ = {sigma})"
        );
    }
}

#[test]
fn two_and_three_say_no_solution_at_once() {
    for n in [2, 3] {
        assert_eq!(
            RandomPlacement::new(n, 1).unwrap_err(),
            Error::NoSolution { n }
        );
    }
    assert!(RandomPlacement::new(0, 1).is_err());
    assert!(RandomPlacement::new(MAX_N + 1, 1).is_err());
    assert!(Error::NoSolution { n: 3 }
        .to_string()
        .contains("restart forever"));
}

#[test]
fn counters_follow_the_events() {
    let mut search = RandomPlacement::new(10, 3).unwrap();
    let (mut places, mut restarts) = (0, 0);
    for step in search.by_ref() {
        match step {
            Step::Place { .. } => places += 1,
            Step::Restart { .. } => restarts += 1,
            _ => {}
        }
    }
    assert_eq!(search.placements(), places);
    assert_eq!(search.trials(), restarts + 1);
    assert_eq!(search.trial_placements(), 10);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_solution_passes_the_verifier(n in 1usize..=64, seed in any::<u64>()) {
        prop_assume!(n != 2 && n != 3);
        let mut search = RandomPlacement::new(n, seed).unwrap();
        let last = search.by_ref().last();
        let Some(Step::Solution { columns, .. }) = last else {
            panic!("ended without a solution: {last:?}");
        };
        prop_assert_eq!(verify(n, &columns), Ok(()));
        let queens: Vec<usize> = search.columns().iter().map(|&c| c as usize).collect();
        prop_assert_eq!(queens, columns);
    }
}

/// The exact odds by a second enumeration, on bitboards (fast enough for n = 13 in a test):
/// the probability of reaching the top row, each unattacked square of a row equally likely.
fn bitboard_success(n: usize, row: usize, cols: u64, rising: u64, falling: u64) -> f64 {
    if row == n {
        return 1.0;
    }
    let free = !(cols | rising | falling) & ((1u64 << n) - 1);
    let choices = free.count_ones();
    let mut total = 0.0;
    let mut left = free;
    while left != 0 {
        let bit = left & left.wrapping_neg();
        left &= left - 1;
        total += bitboard_success(
            n,
            row + 1,
            cols | bit,
            (rising | bit) << 1,
            (falling | bit) >> 1,
        );
    }
    if choices == 0 {
        0.0
    } else {
        total / f64::from(choices)
    }
}

#[test]
fn the_exact_odds_table_is_the_enumeration_and_brassard_and_bratleys_figure() {
    for n in 1..=12 {
        let odds = trial_odds(n).unwrap();
        assert!(odds.exact);
        let enumerated = trial_success_probability(n);
        assert!(
            (odds.success - enumerated).abs() < 1e-15,
            "n = {n}: {} vs {enumerated}",
            odds.success
        );
        assert!(
            (odds.success - bitboard_success(n, 0, 0, 0, 0)).abs() < 1e-15,
            "n = {n}"
        );
    }
    // Brassard & Bratley (1996): one trial succeeds on 8×8 with probability 0.1293, so a run
    // takes 1/p ≈ 7.73 trials on average.
    let eight = trial_odds(8).unwrap();
    assert_eq!(format!("{:.4}", eight.success), "0.1293");
    assert_eq!(format!("{:.2}", eight.expected_tries()), "7.73");
    assert!(trial_odds(3).unwrap().expected_tries().is_infinite());
    assert_eq!(trial_odds(33), None);
}

#[test]
fn the_measured_odds_agree_with_the_exact_enumeration_at_13_and_with_fresh_measurements() {
    let thirteen = trial_odds(13).unwrap();
    assert!(!thirteen.exact);
    let exact = bitboard_success(13, 0, 0, 0, 0);
    assert!(
        (thirteen.success - exact).abs() <= 4.0 * thirteen.standard_error,
        "n = 13: measured {} ± {} vs exact {exact}",
        thirteen.success,
        thirteen.standard_error
    );
    // Re-measured with another master seed: the two estimates agree within 4 standard errors
    // of their difference.
    for n in [16, 24, 32] {
        let odds = trial_odds(n).unwrap();
        let records = nqueens::lab::run_many(
            nqueens::lab::Algorithm::RandomPlacement,
            n,
            99,
            1_500,
            2,
            &nqueens::lab::Algorithm::RandomPlacement.default_params(),
            &|| {},
        )
        .unwrap();
        let summary = nqueens::lab::summarize(&records).unwrap();
        let trials = summary.mean_tries * summary.runs as f64;
        let se = (summary.success_rate * (1.0 - summary.success_rate) / trials).sqrt();
        let sigma = (se * se + odds.standard_error * odds.standard_error).sqrt();
        assert!(
            (summary.success_rate - odds.success).abs() <= 4.0 * sigma,
            "n = {n}: table {} vs fresh {} (σ = {sigma})",
            odds.success,
            summary.success_rate
        );
    }
}

#[test]
fn the_dispatch_hands_the_odds_with_the_runs_parameters() {
    use nqueens::registry::{try_odds, Algorithm};
    // Random placement takes no parameters: its odds with its defaults are the table's.
    let defaults = Algorithm::RandomPlacement.default_params();
    let eight = try_odds(Algorithm::RandomPlacement, 8, &defaults).unwrap();
    assert_eq!(format!("{:.4}", eight.success), "0.1293"); // Brassard & Bratley (1996)
    assert_eq!(Some(eight), trial_odds(8));
    assert_eq!(try_odds(Algorithm::RandomPlacement, 33, &defaults), None);
    // An algorithm whose odds are not known, with parameters or without.
    let genetic = Algorithm::Genetic;
    let fifty =
        nqueens::params::Params::parse(genetic.description(), &[("population", "50")]).unwrap();
    assert_eq!(try_odds(genetic, 8, &fifty), None);
    assert_eq!(
        try_odds(Algorithm::Qs1, 8, &Algorithm::Qs1.default_params()),
        None
    );
}
