//! Sosič & Gu's QS1 against the paper's tables, plus solutions, counters and step back.

use nqueens::qs1::{Qs1, Step, MAX_N};
use nqueens::rewind::Rewind;
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

#[test]
fn initial_collisions_per_n_match_table_2_at_ten_thousand() {
    // Table 2: 0.5283 collisions per queen at n = 10,000, average of 100 permutations.
    let n = 10_000;
    let total: u64 = (0..100)
        .map(|seed| match Qs1::new(n, seed).unwrap().next() {
            Some(Step::Permutation { collisions, .. }) => collisions,
            other => panic!("{other:?}"),
        })
        .sum();
    let ratio = total as f64 / 100.0 / n as f64;
    assert!((ratio - 0.5283).abs() < 0.005, "collisions/n = {ratio}");
}

#[test]
fn first_permutation_almost_always_succeeds_at_ten_thousand() {
    // Table 4: at n = 10,000 all 10 sample runs succeeded with the first permutation.
    let first_time = (0..10)
        .filter(|&seed| {
            let mut search = Qs1::new(10_000, seed).unwrap();
            search.by_ref().for_each(drop);
            assert_eq!(verify(10_000, &search.permutation()), Ok(()));
            search.permutations() == 1
        })
        .count();
    assert!(first_time >= 9, "{first_time} of 10");
}

#[test]
fn two_and_three_say_no_solution_at_once() {
    for n in [2, 3] {
        assert_eq!(Qs1::new(n, 1).unwrap_err(), Error::NoSolution { n });
    }
    assert!(Qs1::new(MAX_N + 1, 1).is_err());
}

/// Collisions by definition: for every diagonal with k > 1 queens, k − 1.
fn collisions_by_definition(columns: &[usize]) -> u64 {
    let n = columns.len();
    let mut sums = vec![0u64; 2 * n];
    let mut differences = vec![0u64; 2 * n];
    for (row, &col) in columns.iter().enumerate() {
        sums[row + col] += 1;
        differences[row + n - col] += 1;
    }
    sums.iter()
        .chain(&differences)
        .map(|&k| k.saturating_sub(1))
        .sum()
}

#[test]
fn counters_and_collisions_follow_the_events() {
    let mut search = Qs1::new(50, 11).unwrap();
    let (mut performed, mut rejected) = (0, 0);
    while let Some(step) = search.next() {
        assert_eq!(
            search.collisions(),
            collisions_by_definition(&search.permutation()),
            "after {step:?}"
        );
        match step {
            Step::Swap { collisions, .. } => {
                performed += 1;
                assert_eq!(collisions, search.collisions());
            }
            Step::Reject { .. } => rejected += 1,
            _ => {}
        }
    }
    assert_eq!(search.swaps_performed(), performed);
    assert_eq!(search.swaps_tested(), performed + rejected);
    assert!(search.pairs_tested() >= search.swaps_tested());
    assert_eq!(search.collisions(), 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_solution_passes_the_verifier(n in 1usize..=64, seed in any::<u64>()) {
        prop_assume!(n != 2 && n != 3);
        let mut search = Qs1::new(n, seed).unwrap();
        let last = search.by_ref().last();
        let Some(Step::Solution { columns, .. }) = last else {
            panic!("ended without a solution: {last:?}");
        };
        prop_assert_eq!(verify(n, &columns), Ok(()));
    }

    #[test]
    fn same_seed_same_run_and_step_back_retraces_it(n in 4usize..=12, seed in any::<u64>()) {
        let steps: Vec<Step> = Qs1::new(n, seed).unwrap().collect();
        prop_assert_eq!(&steps, &Qs1::new(n, seed).unwrap().collect::<Vec<_>>());
        let mut rewind = Rewind::new(Qs1::new(n, seed).unwrap());
        while rewind.step().is_some() {}
        for k in (0..steps.len()).rev() {
            prop_assert!(rewind.step_back());
            prop_assert_eq!(rewind.last(), k.checked_sub(1).map(|i| &steps[i]));
        }
    }
}
