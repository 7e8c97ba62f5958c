//! `nqueens count`: Q(n) and the fundamental solutions, on all cores.

use super::i18n::{number, tr};
use super::{progress_bar, threads_or_cores, usage_error, KernelChoice};
use nqueens::count;
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Serialize)]
struct CountReport {
    n: usize,
    solutions: u64,
    fundamental: u64,
    kernel: &'static str,
    threads: usize,
    elapsed_ms: f64,
}

pub fn run(n: usize, threads: Option<u16>, kernel: KernelChoice, json: bool) -> ExitCode {
    let kernel = match kernel {
        KernelChoice::Best => count::Kernel::best(),
        KernelChoice::Scalar => count::Kernel::scalar(),
        KernelChoice::Avx512 => {
            count::Kernel::avx512().unwrap_or_else(|| usage_error(tr("count-no-avx512", &[])))
        }
    };
    let threads = threads_or_cores(threads);
    let start = Instant::now();
    let tasks = count::tasks(n).unwrap_or_else(|e| usage_error(super::said(&e)));
    let progress = progress_bar(tasks.len() as u64, &tr("count-progress", &[]));
    let count = count::count_parallel_with(n, threads, kernel, &|done, _| {
        progress.set_position(done as u64)
    })
    .unwrap_or_else(|e| usage_error(super::said(&e)));
    progress.finish_and_clear();
    let report = CountReport {
        n,
        solutions: count.solutions,
        fundamental: count.fundamental,
        kernel: kernel.name(),
        threads,
        elapsed_ms: start.elapsed().as_secs_f64() * 1e3,
    };
    if json {
        println!(
            "{}",
            serde_json::to_string(&report).expect("report serializes")
        );
    } else {
        let n = number(n as f64);
        println!(
            "{}",
            tr(
                "count-solutions",
                &[
                    ("n", n.clone()),
                    ("solutions", number(count.solutions as f64))
                ]
            )
        );
        println!(
            "{}",
            tr(
                "count-fundamental",
                &[("fundamental", number(count.fundamental as f64))]
            )
        );
        println!(
            "{}",
            tr(
                "count-elapsed",
                &[
                    ("ms", number(report.elapsed_ms)),
                    ("threads", number(threads as f64)),
                    ("kernel", kernel.name().into()),
                ]
            )
        );
    }
    ExitCode::SUCCESS
}
