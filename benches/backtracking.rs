//! Criterion benchmarks of the backtracking fast path and the stepper.
//!
//! `cargo bench --bench backtracking`. The fast path's throughput is reported in attempted
//! placements per second (criterion's "elements"); the attempt count is taken from a run
//! of the same search, so the figure is exact for any n.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nqueens::backtracking::{first_solution, Backtracking};
use std::hint::black_box;

fn fast_path(c: &mut Criterion) {
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
}

fn stepper(c: &mut Criterion) {
    let mut group = c.benchmark_group("backtracking_first_solution_stepper");
    group.sample_size(10);
    let n = 20;
    let attempts = first_solution(n).expect("valid n").attempts;
    group.throughput(Throughput::Elements(attempts));
    group.bench_function(format!("n={n}"), |b| {
        b.iter(|| {
            let mut search = Backtracking::new(black_box(n)).expect("valid n");
            while !search.is_solution() {
                search.next();
            }
            search.total_attempts()
        })
    });
    group.finish();
}

criterion_group!(benches, fast_path, stepper);
criterion_main!(benches);
