//! QS4 (Sosič & Gu): every solution checked by the independent verifier, on small boards (many seeds)
//! and large ones; the same seed gives the same run.

use nqueens::qs4::{Qs4, Step, MAX_N};
use nqueens::solver::StepSolver;
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

#[test]
fn solves_large_boards() {
    for (n, seed) in [(1_000, 1), (1_001, 2), (100_000, 3)] {
        let mut search = Qs4::new(n, seed).unwrap();
        let last = search.by_ref().last();
        assert!(matches!(last, Some(Step::Solution { .. })), "{last:?}");
        assert_eq!(verify(n, search.columns()), Ok(()), "n = {n}");
    }
}

#[test]
fn two_and_three_say_no_solution_at_once() {
    for n in [2, 3] {
        assert_eq!(Qs4::new(n, 1).unwrap_err(), Error::NoSolution { n });
    }
    assert!(Qs4::new(0, 1).is_err());
    assert!(Qs4::new(MAX_N + 1, 1).is_err());
}

/// Collisions among the first `placed` queens (Σ (k − 1) over diagonals holding k > 1 of
/// them) and which of them share a diagonal with another, recounted from the definition.
fn recount(queens: &[u32], placed: usize) -> (u64, Vec<bool>) {
    let n = queens.len();
    let (mut sums, mut differences) = (vec![0u64; 2 * n], vec![0u64; 2 * n]);
    for (row, &col) in queens[..placed].iter().enumerate() {
        sums[row + col as usize] += 1;
        differences[row + n - col as usize] += 1;
    }
    let collisions = sums
        .iter()
        .chain(&differences)
        .map(|&k| k.saturating_sub(1))
        .sum();
    let attacked = queens[..placed]
        .iter()
        .enumerate()
        .map(|(row, &col)| sums[row + col as usize] > 1 || differences[row + n - col as usize] > 1)
        .collect();
    (collisions, attacked)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// During the start (kept in occupancy bits) and during the search (full counts) alike.
    #[test]
    fn collisions_and_attacked_queens_match_a_recount_after_every_step(
        n in 4usize..=80,
        seed in any::<u64>(),
    ) {
        // With n ≤ 32 every row of the start is left to chance (TAIL), so the start holds
        // collisions and attacked queens; above it, only its last 32 rows.
        let mut search = Qs4::new(n, seed).unwrap();
        while let Some(step) = search.next() {
            let placed = search.placed();
            let (collisions, attacked) = recount(search.permutation(), placed);
            prop_assert_eq!(search.collisions(), collisions, "after {:?}", step);
            // Rows not yet placed are never attacked.
            let marked: Vec<bool> = (0..n).map(|row| search.is_attacked(row)).collect();
            let expected: Vec<bool> = (0..n).map(|row| attacked.get(row) == Some(&true)).collect();
            prop_assert_eq!(marked, expected, "after {:?}", step);
        }
    }

    #[test]
    fn every_solution_passes_the_verifier(n in 1usize..=64, seed in any::<u64>()) {
        prop_assume!(n != 2 && n != 3);
        let mut search = Qs4::new(n, seed).unwrap();
        let last = search.by_ref().last();
        prop_assert!(matches!(last, Some(Step::Solution { .. })), "{:?}", last);
        prop_assert_eq!(verify(n, search.columns()), Ok(()));
    }

    #[test]
    fn same_seed_same_run(n in 4usize..=40, seed in any::<u64>()) {
        let a: Vec<Step> = Qs4::new(n, seed).unwrap().collect();
        let b: Vec<Step> = Qs4::new(n, seed).unwrap().collect();
        prop_assert_eq!(a, b);
    }
}
