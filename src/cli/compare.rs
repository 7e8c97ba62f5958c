//! `nqueens compare`: many seeded runs of each algorithm on one board size, summarized,
//! with every run optionally written to CSV (the page's Compare view gives the same numbers).

use super::i18n::{decimal, number, tr};
use super::table::Cell;
use super::timing::Runs;
use super::{progress_bar, spinner, threads_or_cores, usage_error};
use indicatif::ProgressBar;
use nqueens::lab::{self, Algorithm, Record, Summary};
use nqueens::params::Params;
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Runs every algorithm; exits with code 2 on a size an algorithm refuses.
fn run_all(
    algorithms: &[(Algorithm, Params)],
    n: usize,
    trials: u64,
    master: u64,
    threads: usize,
    bar: &ProgressBar,
) -> Vec<(Vec<Record>, f64)> {
    algorithms
        .iter()
        .map(|(a, params)| {
            let start = Instant::now();
            let records = lab::run_many(*a, n, master, trials, threads, params, &|| bar.inc(1))
                .unwrap_or_else(|e| usage_error(super::algorithm_error(*a, &e)));
            (records, start.elapsed().as_secs_f64() * 1e3)
        })
        .collect()
}

/// One algorithm's summary as `compare --json` prints it.
#[derive(Serialize)]
struct SummaryJson {
    algorithm: &'static str,
    n: usize,
    runs: u64,
    mean: f64,
    median: u64,
    p90: u64,
    max: u64,
    mean_tries: f64,
    success_rate: f64,
    /// What an attempt is for this algorithm ("squares tried", …).
    attempt_unit: &'static str,
    /// What a try is for this algorithm ("trials", …).
    tries_unit: &'static str,
}

/// The table's columns: each heading's id and the English table's width for it (a column
/// is as wide, or as its heading in a language whose heading is wider).
const COLUMNS: [(&str, usize); 8] = [
    ("cli-compare-algorithm", 17),
    ("cli-compare-runs", 8),
    ("cli-compare-mean", 14),
    ("cli-compare-median", 10),
    ("cli-compare-p90", 10),
    ("cli-compare-max", 10),
    ("cli-compare-tries", 10),
    ("cli-compare-success", 18),
];

/// The table's line of `cells` (the first left-aligned, the others right-aligned) in
/// columns of `widths`.
fn table_line(cells: &[String], widths: &[usize]) -> String {
    cells
        .iter()
        .zip(widths)
        .enumerate()
        .map(|(i, (cell, &w))| {
            if i == 0 {
                format!("{:<w$}", Cell(cell))
            } else {
                format!("{:>w$}", Cell(cell))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn summary_line(s: &Summary, widths: &[usize]) -> String {
    let rate = if s.algorithm.is_randomized() {
        format!(
            "{} ± {}",
            decimal(s.success_rate, 4),
            decimal(s.success_rate_error, 4)
        )
    } else {
        "—".to_string()
    };
    let cells = [
        s.algorithm.id().to_string(),
        decimal(s.runs as f64, 0),
        decimal(s.mean, 1),
        decimal(s.median as f64, 0),
        decimal(s.p90 as f64, 0),
        decimal(s.max as f64, 0),
        decimal(s.mean_tries, 2),
        rate,
    ];
    table_line(&cells, widths)
}

pub fn run(
    n: usize,
    trials: u64,
    algorithms: &[(Algorithm, Params)],
    master: u64,
    csv_path: Option<PathBuf>,
    threads: Option<u16>,
    json: bool,
) -> ExitCode {
    let threads = threads_or_cores(threads);
    let bar = progress_bar(
        trials * algorithms.len() as u64,
        &tr("cli-progress-runs", &[]),
    );
    let results = run_all(algorithms, n, trials, master, threads, &bar);
    bar.finish_and_clear();
    let summaries: Vec<Summary> = results
        .iter()
        .filter_map(|(records, _)| lab::summarize(records))
        .collect();
    if json {
        let rows: Vec<SummaryJson> = summaries
            .iter()
            .map(|s| SummaryJson {
                algorithm: s.algorithm.id(),
                n,
                runs: s.runs,
                mean: s.mean,
                median: s.median,
                p90: s.p90,
                max: s.max,
                mean_tries: s.mean_tries,
                success_rate: s.success_rate,
                attempt_unit: s.algorithm.attempt_unit(),
                tries_unit: s.algorithm.tries_unit(),
            })
            .collect();
        println!(
            "{}",
            serde_json::to_string(&rows).expect("summaries serialize")
        );
    } else {
        println!(
            "{}",
            tr(
                "cli-compare-heading",
                &[
                    ("n", number(n as f64)),
                    ("trials", number(trials as f64)),
                    ("seed", master.to_string().into()),
                ]
            )
        );
        let headings: Vec<String> = COLUMNS.iter().map(|(id, _)| tr(id, &[])).collect();
        let widths: Vec<usize> = COLUMNS
            .iter()
            .zip(&headings)
            .map(|((_, w), heading)| (*w).max(super::table::width(heading)))
            .collect();
        println!("{}", table_line(&headings, &widths));
        for summary in &summaries {
            println!("{}", summary_line(summary, &widths));
        }
        // Each algorithm counts its own unit: attempts compare within an algorithm only.
        for summary in &summaries {
            let a = summary.algorithm;
            println!(
                "{}",
                tr(
                    "cli-compare-units",
                    &[
                        ("id", a.id().into()),
                        ("attempt", a.attempt_unit().into()),
                        ("tries", a.tries_unit().into()),
                    ]
                )
            );
        }
    }
    // Times go to stderr, so that stdout depends only on the master seed: the CPU time per
    // run, timed in batches after the runs (timing.rs), and the comparison's wall-clock time.
    let timing = spinner();
    timing.set_message(tr("cli-compare-timing", &[]));
    for ((a, params), (records, ms)) in algorithms.iter().zip(&results) {
        let runs = Runs {
            algorithm: *a,
            n,
            master,
            params,
            records,
        };
        if let Some(time) = runs.time(threads) {
            timing.suspend(|| {
                eprintln!(
                    "{}",
                    tr(
                        "cli-compare-time",
                        &[
                            ("id", a.id().into()),
                            ("time", time.words().into()),
                            ("ms", decimal(*ms, 1).into()),
                        ]
                    )
                );
            });
        }
    }
    timing.finish_and_clear();
    if let Some(path) = csv_path {
        if let Err(e) = write_csv(&path, &results) {
            eprintln!(
                "{}",
                tr(
                    "cli-compare-csv-error",
                    &[
                        ("path", path.display().to_string().into()),
                        ("error", e.to_string().into())
                    ]
                )
            );
            return ExitCode::FAILURE;
        }
        let runs: usize = results.iter().map(|(r, _)| r.len()).sum();
        eprintln!(
            "{}",
            tr(
                "cli-compare-csv-wrote",
                &[
                    ("runs", number(runs as f64)),
                    ("path", path.display().to_string().into())
                ]
            )
        );
    }
    ExitCode::SUCCESS
}

fn write_csv(
    path: &std::path::Path,
    results: &[(Vec<Record>, f64)],
) -> Result<(), Box<dyn std::error::Error>> {
    let mut writer = csv::Writer::from_path(path)?;
    writer.write_record([
        "algorithm",
        "n",
        "run",
        "seed",
        "attempts",
        "attempt_unit",
        "tries",
        "tries_unit",
        "solved",
    ])?;
    for (records, _) in results {
        for (i, r) in records.iter().enumerate() {
            writer.write_record([
                r.algorithm.id().to_string(),
                r.n.to_string(),
                i.to_string(),
                r.seed.to_string(),
                r.attempts.to_string(),
                r.algorithm.attempt_unit().to_string(),
                r.tries.to_string(),
                r.algorithm.tries_unit().to_string(),
                r.solved.to_string(),
            ])?;
        }
    }
    writer.flush()?;
    Ok(())
}
