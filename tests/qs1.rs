//! Sosič & Gu's QS1 against the paper's tables, plus solutions, counters and step back.

use nqueens::qs1::{Qs1, Step, MAX_N};
use nqueens::seed;
use nqueens::solver::StepSolver;
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
            assert_eq!(verify(10_000, search.columns()), Ok(()));
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
            collisions_by_definition(
                &search
                    .columns()
                    .iter()
                    .map(|&c| c as usize)
                    .collect::<Vec<_>>()
            ),
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

/// What a straightforward QS1 did: the swaps tested as (i, j, performed), the counters and the
/// solution.
struct Reference {
    tested: Vec<(usize, usize, bool)>,
    permutations: u64,
    pairs: u64,
    solution: Vec<usize>,
}

/// A straightforward QS1 (Sosič & Gu, Figure 2, attacks and collisions recounted from the
/// definition for every pair) on the permutations of `seed`.
fn figure_2_by_definition(n: usize, seed: u64) -> Reference {
    let mut rng = seed::rng(seed);
    let mut queen: Vec<u32> = (0..n as u32).collect();
    let attacked = |queen: &[u32], row: usize| {
        (0..n).any(|other| {
            other != row && queen[other].abs_diff(queen[row]) as usize == other.abs_diff(row)
        })
    };
    let columns = |queen: &[u32]| queen.iter().map(|&c| c as usize).collect::<Vec<_>>();
    let (mut tested, mut permutations, mut pairs) = (Vec::new(), 0, 0);
    loop {
        rng.shuffle(&mut queen);
        permutations += 1;
        let mut collisions = collisions_by_definition(&columns(&queen));
        'passes: while collisions > 0 {
            let mut swaps_in_pass = 0;
            for i in 0..n {
                for j in i + 1..n {
                    pairs += 1;
                    if !attacked(&queen, i) && !attacked(&queen, j) {
                        continue;
                    }
                    queen.swap(i, j);
                    let after = collisions_by_definition(&columns(&queen));
                    let performed = after < collisions;
                    tested.push((i, j, performed));
                    if performed {
                        collisions = after;
                        swaps_in_pass += 1;
                        if collisions == 0 {
                            break 'passes;
                        }
                    } else {
                        queen.swap(i, j);
                    }
                }
            }
            if swaps_in_pass == 0 {
                break;
            }
        }
        if collisions == 0 {
            return Reference {
                tested,
                permutations,
                pairs,
                solution: columns(&queen),
            };
        }
    }
}

proptest! {
    // The reference costs O(n³) per pass; tests/qs1.proptest-regressions keeps a rare case
    // (both swapped queens joining one diagonal that held one queen).
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn swaps_and_pairs_tested_match_figure_2_recounted_from_the_definition(
        n in 4usize..=120,
        seed in any::<u64>(),
    ) {
        let expected = figure_2_by_definition(n, seed);
        let mut search = Qs1::new(n, seed).unwrap();
        let tested: Vec<(usize, usize, bool)> = search
            .by_ref()
            .filter_map(|step| match step {
                Step::Swap { i, j, .. } => Some((i, j, true)),
                Step::Reject { i, j } => Some((i, j, false)),
                _ => None,
            })
            .collect();
        prop_assert_eq!(tested, expected.tested);
        prop_assert_eq!(search.permutations(), expected.permutations);
        prop_assert_eq!(search.pairs_tested(), expected.pairs);
        prop_assert_eq!(verify(n, &expected.solution), Ok(()));
        prop_assert_eq!(search.columns().iter().map(|&c| c as usize).collect::<Vec<_>>(), expected.solution);
    }
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
}

proptest! {
    /// QS1 from a learner's board: each queen keeps its column unless a lower row took it
    /// first; the rest is completed into a permutation; the swaps end in a verified solution.
    #[test]
    fn goes_on_from_any_board_a_learner_sets_up(
        (n, board) in (4usize..=16).prop_flat_map(|n| (Just(n), prop::collection::vec(prop::option::of(0..n as u32), n))),
        seed in any::<u64>(),
    ) {
        let mut search = Qs1::from_board(n, seed, &board).expect("QS1 goes on from a board").unwrap();
        let start = search.columns().to_vec();
        let mut sorted = start.clone();
        sorted.sort_unstable();
        prop_assert_eq!(sorted, (0..n as u32).collect::<Vec<_>>(), "a permutation");
        let mut taken = vec![false; n];
        for (row, col) in board.iter().enumerate() {
            if let Some(col) = col {
                if !taken[*col as usize] {
                    prop_assert_eq!(start[row], *col, "row {} keeps its column", row);
                }
                taken[*col as usize] = true;
            }
        }
        search.by_ref().for_each(drop);
        prop_assert!(search.is_solved());
        prop_assert!(verify(n, &search.columns().iter().map(|&c| c as usize).collect::<Vec<_>>()).is_ok());
    }
}
