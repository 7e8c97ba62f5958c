//! Las Vegas random placement (Rolfe's Algorithm Two): solutions, determinism, and the
//! success rate of one trial against its exact value.

use nqueens::random_placement::{trial_success_probability, RandomPlacement, Step, MAX_N};
use nqueens::rewind::Rewind;
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

#[test]
fn exact_success_probability_for_eight_queens_is_0_1293() {
    // Brassard & Bratley, Fundamentals of Algorithmics (1996), §10.7.3: p = 0.1293.
    let p = trial_success_probability(8);
    assert!((p - 0.1293).abs() < 5e-5, "p = {p}");
    // Small boards, checked by hand: n = 1 always succeeds; on 4×4 only the two middle
    // first-row columns can lead to a solution, and each then forces the rest.
    assert_eq!(trial_success_probability(1), 1.0);
    assert!((trial_success_probability(4) - 0.5).abs() < 1e-12);
    assert_eq!(trial_success_probability(2), 0.0);
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
        prop_assert_eq!(search.queens(), &columns[..]);
    }

    #[test]
    fn same_seed_same_run_and_step_back_retraces_it(n in 4usize..=12, seed in any::<u64>()) {
        let steps: Vec<Step> = RandomPlacement::new(n, seed).unwrap().collect();
        let again: Vec<Step> = RandomPlacement::new(n, seed).unwrap().collect();
        prop_assert_eq!(&steps, &again);
        let mut rewind = Rewind::new(RandomPlacement::new(n, seed).unwrap());
        while rewind.step().is_some() {}
        for k in (0..steps.len()).rev() {
            prop_assert!(rewind.step_back());
            prop_assert_eq!(rewind.position(), k as u64);
            prop_assert_eq!(rewind.last(), k.checked_sub(1).map(|i| &steps[i]));
        }
        prop_assert!(!rewind.step_back());
    }
}
