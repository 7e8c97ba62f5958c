//! QS4 (Sosič & Gu): every solution checked by the independent verifier, on small boards (many seeds)
//! and large ones; the same seed gives the same run.

use nqueens::qs4::{Qs4, Step, MAX_N};
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

#[test]
fn solves_large_boards() {
    for (n, seed) in [(1_000, 1), (1_001, 2), (100_000, 3)] {
        let mut search = Qs4::new(n, seed).unwrap();
        let last = search.by_ref().last();
        assert!(matches!(last, Some(Step::Solution { .. })), "{last:?}");
        assert_eq!(verify(n, &search.columns()), Ok(()), "n = {n}");
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_solution_passes_the_verifier(n in 1usize..=64, seed in any::<u64>()) {
        prop_assume!(n != 2 && n != 3);
        let mut search = Qs4::new(n, seed).unwrap();
        let last = search.by_ref().last();
        prop_assert!(matches!(last, Some(Step::Solution { .. })), "{:?}", last);
        prop_assert_eq!(verify(n, &search.columns()), Ok(()));
    }

    #[test]
    fn same_seed_same_run(n in 4usize..=40, seed in any::<u64>()) {
        let a: Vec<Step> = Qs4::new(n, seed).unwrap().collect();
        let b: Vec<Step> = Qs4::new(n, seed).unwrap().collect();
        prop_assert_eq!(a, b);
    }
}
