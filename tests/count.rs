//! Counting all solutions against OEIS A000170.

use nqueens::count::{count_solutions, count_solutions_parallel, MAX_N};
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

#[test]
fn parallel_counts_equal_a000170_for_n_up_to_12() {
    for (i, &expected) in A000170.iter().enumerate() {
        for threads in [1, 3] {
            assert_eq!(
                count_solutions_parallel(i + 1, threads, &|_, _| {}),
                Ok(expected),
                "n = {}, {threads} threads",
                i + 1
            );
        }
    }
}

/// OEIS A000170 for n = 13..=17. Minutes in a debug build, seconds in release:
/// `cargo test --release --test count -- --ignored`.
#[test]
#[ignore]
fn parallel_counts_equal_a000170_for_n_13_to_17() {
    let expected = [73_712, 365_596, 2_279_184, 14_772_512, 95_815_104];
    for (k, &q) in expected.iter().enumerate() {
        let n = 13 + k;
        assert_eq!(count_solutions_parallel(n, 2, &|_, _| {}), Ok(q), "n = {n}");
    }
}
