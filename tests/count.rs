//! Counting all solutions against OEIS A000170 (all) and A002562 (fundamental), and against
//! a plain search that uses no symmetry.

use nqueens::count::{
    count_parallel, count_parallel_with, count_solutions, count_task, count_task_with, images,
    tasks, Count, Kernel, MAX_N,
};
use nqueens::Error;

/// OEIS A000170, Q(n) for n = 1..=12.
const A000170: [u64; 12] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

/// OEIS A002562, fundamental solutions for n = 1..=12.
const A002562: [u64; 12] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787];

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
        assert!(matches!(tasks(n), Err(Error::BoardSize { .. })));
    }
    let last = tasks(8).unwrap().len();
    assert_eq!(
        count_task(8, last),
        Err(Error::NoSuchTask {
            n: 8,
            index: last,
            tasks: last
        })
    );
}

#[test]
fn parallel_counts_equal_a000170_and_a002562_for_n_up_to_12() {
    for n in 1..=12 {
        let expected = Count {
            solutions: A000170[n - 1],
            fundamental: A002562[n - 1],
        };
        for threads in [1, 3] {
            assert_eq!(
                count_parallel(n, threads, &|_, _| {}),
                Ok(expected),
                "n = {n}, {threads} threads"
            );
        }
    }
}

#[test]
fn every_kernel_counts_a000170_and_a002562_for_n_up_to_12() {
    // On this project's machines (x86-64 with AVX-512) both kernels run; elsewhere only the
    // scalar one, which the other tests cover too.
    let kernels = Kernel::available();
    eprintln!(
        "kernels: {:?}",
        kernels.iter().map(|k| k.name()).collect::<Vec<_>>()
    );
    for kernel in kernels {
        for n in 1..=12 {
            let expected = Count {
                solutions: A000170[n - 1],
                fundamental: A002562[n - 1],
            };
            assert_eq!(
                count_parallel_with(n, 2, kernel, &|_, _| {}),
                Ok(expected),
                "n = {n}, {} kernel",
                kernel.name()
            );
        }
    }
}

#[test]
fn the_batched_kernel_counts_every_task_as_the_scalar_one() {
    // Task by task, so that a board counted in the wrong task, or with the wrong weight for
    // its symmetry, cannot be hidden by the sum.
    let Some(batched) = Kernel::avx512() else {
        eprintln!("no AVX-512 on this CPU: only the scalar kernel runs here");
        return;
    };
    for n in 6..=12 {
        for index in 0..tasks(n).unwrap().len() {
            assert_eq!(
                count_task_with(n, index, batched),
                count_task_with(n, index, Kernel::scalar()),
                "n = {n}, task {index}: {:?}",
                tasks(n).unwrap()[index]
            );
        }
    }
}

#[test]
fn the_tasks_add_up_to_the_count() {
    for n in 1..=12 {
        let sum: Count = (0..tasks(n).unwrap().len())
            .map(|index| count_task(n, index).unwrap())
            .sum();
        assert_eq!(sum.solutions, A000170[n - 1], "n = {n}");
        assert_eq!(sum.fundamental, A002562[n - 1], "n = {n}");
    }
}

/// Every solution of an `n × n` board by plain search, no symmetry, no bitboards.
fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    fn extend(n: usize, columns: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if columns.len() == n {
            out.push(columns.clone());
            return;
        }
        let row = columns.len();
        for c in 0..n {
            if columns
                .iter()
                .enumerate()
                .all(|(r, &d)| d != c && d.abs_diff(c) != row - r)
            {
                columns.push(c);
                extend(n, columns, out);
                columns.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(n, &mut Vec::new(), &mut out);
    out
}

#[test]
fn symmetric_search_agrees_with_plain_search_and_its_images() {
    for n in 1..=10 {
        let solutions = all_solutions(n);
        for s in &solutions {
            assert!(nqueens::verify::verify(n, s).is_ok());
            // Every image of a solution is a solution.
            for image in images(s) {
                assert!(solutions.contains(&image), "n = {n}: {s:?} → {image:?}");
            }
        }
        let fundamental = solutions
            .iter()
            .filter(|s| images(s).iter().all(|image| image >= *s))
            .count() as u64;
        assert_eq!(
            count_parallel(n, 2, &|_, _| {}),
            Ok(Count {
                solutions: solutions.len() as u64,
                fundamental
            }),
            "n = {n}"
        );
    }
}

/// OEIS A000170 and A002562 for n = 13..=17.
const A000170_13_TO_17: [u64; 5] = [73_712, 365_596, 2_279_184, 14_772_512, 95_815_104];
const A002562_13_TO_17: [u64; 5] = [9_233, 45_752, 285_053, 1_846_955, 11_977_939];

/// Q(13) to Q(15) on every kernel: a few seconds in a debug build, so every test run has them.
#[test]
fn parallel_counts_equal_a000170_and_a002562_for_n_13_to_15() {
    check_parallel_counts(13..=15);
}

/// Q(16) and Q(17): minutes in a debug build, seconds in release:
/// `cargo test --release --test count -- --ignored`.
#[test]
#[ignore]
fn parallel_counts_equal_a000170_and_a002562_for_n_16_and_17() {
    check_parallel_counts(16..=17);
}

fn check_parallel_counts(sizes: std::ops::RangeInclusive<usize>) {
    let (solutions, fundamental) = (A000170_13_TO_17, A002562_13_TO_17);
    for n in sizes {
        let k = n - 13;
        let expected = Count {
            solutions: solutions[k],
            fundamental: fundamental[k],
        };
        for kernel in Kernel::available() {
            assert_eq!(
                count_parallel_with(n, 2, kernel, &|_, _| {}),
                Ok(expected),
                "n = {n}, {} kernel",
                kernel.name()
            );
        }
    }
}
