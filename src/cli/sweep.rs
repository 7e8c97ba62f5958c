//! `nqueens sweep`: mean attempts per algorithm for every n of a range.

use super::{progress_bar, threads_or_cores, usage_error};
use nqueens::lab::{self, Algorithm};
use nqueens::params::Params;
use std::process::ExitCode;

pub fn run(
    from: usize,
    to: usize,
    trials: u64,
    algorithms: &[(Algorithm, Params)],
    master: u64,
    threads: Option<u16>,
) -> ExitCode {
    if from > to {
        usage_error(format!("--from {from} is larger than --to {to}"));
    }
    let threads = threads_or_cores(threads);
    let sizes = (to - from + 1) as u64;
    let bar = progress_bar(sizes * trials * algorithms.len() as u64, "runs");
    println!("mean attempts per run, {trials} runs per algorithm and size, master seed {master}");
    let header: Vec<String> = algorithms
        .iter()
        .map(|(a, _)| format!("{:>18}", a.id()))
        .collect();
    println!("{:>5} {}", "n", header.join(" "));
    for n in from..=to {
        let cells: Vec<String> = algorithms
            .iter()
            .map(|(a, params)| {
                if a.is_randomized() && (n == 2 || n == 3) {
                    for _ in 0..trials {
                        bar.inc(1);
                    }
                    return format!("{:>18}", "no solution");
                }
                let records = lab::run_many(*a, n, master, trials, threads, params, &|| bar.inc(1))
                    .unwrap_or_else(|e| usage_error(format!("{}: {e}", *a)));
                let mean = lab::summarize(&records).map_or(0.0, |s| s.mean);
                format!("{mean:>18.1}")
            })
            .collect();
        bar.suspend(|| println!("{n:>5} {}", cells.join(" ")));
    }
    bar.finish_and_clear();
    ExitCode::SUCCESS
}
