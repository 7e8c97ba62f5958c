//! Counting all solutions against OEIS A000170.

use nqueens::count::{count_solutions, MAX_N};
use nqueens::Error;

/// OEIS A000170, Q(n) for n = 1..=12.
const A000170: [u64; 12] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

#[test]
fn counts_equal_a000170_for_n_up_to_12() {
    for (i, &expected) in A000170.iter().enumerate() {
        assert_eq!(count_solutions(i + 1), Ok(expected), "n = {}", i + 1);
    }
}

#[test]
fn out_of_range_sizes_are_errors() {
    for n in [0, MAX_N + 1] {
        assert!(matches!(count_solutions(n), Err(Error::BoardSize { .. })));
    }
}
