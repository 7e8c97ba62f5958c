//! Criterion benchmarks of every solver's run to a solution, and of counting.
//!
//! `cargo bench --bench solvers` (one group: `cargo bench --bench solvers -- qs4`). Backtracking
//! reports throughput in attempted placements per second (criterion's "elements"), taken from a
//! run of the same search, so the figure is exact for any n.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use nqueens::backtracking::{first_solution, Backtracking};
use nqueens::lab::{run_once, Algorithm};
use nqueens::solver::StepSolver;
use std::hint::black_box;

fn backtracking(c: &mut Criterion) {
    let mut group = c.benchmark_group("backtracking_first_solution_fast_path");
    group.sample_size(10);
    for n in [8usize, 20, 28] {
        let attempts = first_solution(n).expect("valid n").attempts;
        group.throughput(Throughput::Elements(attempts));
        group.bench_function(format!("n={n}"), |b| {
            b.iter(|| first_solution(black_box(n)).expect("valid n"))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("backtracking_first_solution_stepper");
    group.sample_size(10);
    let n = 20;
    group.throughput(Throughput::Elements(
        first_solution(n).expect("valid n").attempts,
    ));
    group.bench_function(format!("n={n}"), |b| {
        b.iter(|| {
            let mut search = Backtracking::new(black_box(n)).expect("valid n");
            while !search.is_solved() {
                search.next();
            }
            search.total_attempts()
        })
    });
    group.finish();
}

/// One seeded run to a solution per iteration (seed = iteration count, so the work varies
/// like real runs do).
fn seeded(c: &mut Criterion, algorithm: Algorithm, sizes: &[usize]) {
    let mut group = c.benchmark_group(algorithm.id());
    group.sample_size(10);
    for &n in sizes {
        let mut seed = 0u64;
        let params = algorithm.default_params();
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                seed += 1;
                run_once(algorithm, black_box(n), seed, &params).expect("valid n")
            })
        });
    }
    group.finish();
}

fn randomized(c: &mut Criterion) {
    seeded(c, Algorithm::RandomPlacement, &[8, 32]);
    seeded(c, Algorithm::PermutationSwap, &[32, 100]);
    seeded(c, Algorithm::Qs1, &[1_000, 100_000]);
    seeded(c, Algorithm::MinConflicts, &[100_000, 1_000_000]);
    seeded(c, Algorithm::Qs4, &[100_000, 1_000_000, 10_000_000]);
    seeded(c, Algorithm::Construction, &[1_000_000, 10_000_000]);
}

fn counting(c: &mut Criterion) {
    use nqueens::count::{count_parallel_with, Kernel};
    // Target: Q(16) in at most 1 s on one thread. Each kernel this CPU runs is timed in a
    // group of its own (`count_solutions` uses the fastest, `Kernel::best`).
    for kernel in Kernel::available() {
        let mut group = c.benchmark_group(format!("count_one_thread_{}", kernel.name()));
        group.sample_size(10);
        for n in [12usize, 14, 16] {
            group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
                b.iter(|| count_parallel_with(black_box(n), 1, kernel, &|_, _| {}))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, backtracking, randomized, counting);
criterion_main!(benches);
