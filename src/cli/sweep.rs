//! `nqueens sweep`: mean attempts per algorithm for every n of a range.

use super::i18n::{decimal, number, tr};
use super::table::Cell;
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
        usage_error(tr(
            "cli-sweep-from-to",
            &[("from", number(from as f64)), ("to", number(to as f64))],
        ));
    }
    let threads = threads_or_cores(threads);
    let sizes = (to - from + 1) as u64;
    let bar = progress_bar(
        sizes * trials * algorithms.len() as u64,
        &tr("cli-progress-runs", &[]),
    );
    println!(
        "{}",
        tr(
            "cli-sweep-heading",
            &[
                ("trials", number(trials as f64)),
                ("seed", master.to_string().into())
            ]
        )
    );
    let header: Vec<String> = algorithms
        .iter()
        .map(|(a, _)| format!("{:>18}", Cell(a.id())))
        .collect();
    println!(
        "{:>5} {}",
        Cell(tr("cli-sweep-n", &[])),
        Cell(header.join(" "))
    );
    for n in from..=to {
        let cells: Vec<String> = algorithms
            .iter()
            .map(|(a, params)| {
                if a.is_randomized() && (n == 2 || n == 3) {
                    for _ in 0..trials {
                        bar.inc(1);
                    }
                    return format!("{:>18}", Cell(tr("cli-sweep-no-solution", &[])));
                }
                let records = lab::run_many(*a, n, master, trials, threads, params, &|| bar.inc(1))
                    .unwrap_or_else(|e| usage_error(super::algorithm_error(*a, &e)));
                let mean = lab::summarize(&records).map_or(0.0, |s| s.mean);
                format!("{:>18}", Cell(decimal(mean, 1)))
            })
            .collect();
        bar.suspend(|| println!("{n:>5} {}", cells.join(" ")));
    }
    bar.finish_and_clear();
    ExitCode::SUCCESS
}
