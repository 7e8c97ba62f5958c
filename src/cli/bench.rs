//! `nqueens bench` (hidden): timed lab runs for `cargo xtask bench`.

use super::i18n::tr;
use super::usage_error;
use nqueens::lab;
use std::process::ExitCode;
use std::time::Instant;

/// The least time a benchmark batch runs, in milliseconds (the browser side uses the same).
const BATCH_MS: f64 = 200.0;

pub fn run(cases: &[String], repeat: u64, master: u64) -> ExitCode {
    for case in cases {
        let Some((id, n)) = case.split_once(':') else {
            usage_error(tr("cli-bench-case", &[("case", case.as_str().into())]));
        };
        let algorithm: lab::Algorithm = id.parse().unwrap_or_else(|_: String| {
            let ids: Vec<&str> = nqueens::registry::ALGORITHMS.iter().map(|a| a.id).collect();
            usage_error(tr(
                "cli-bench-algorithm",
                &[("id", id.into()), ("ids", ids.join(", ").into())],
            ))
        });
        let n: usize = n
            .parse()
            .unwrap_or_else(|_| usage_error(tr("cli-bench-n", &[("case", case.as_str().into())])));
        // Each batch repeats the run until BATCH_MS have passed, so that short runs are
        // timed over many repetitions; the fastest batch's time per run counts.
        let (mut best, mut attempts) = (f64::INFINITY, 0);
        for _ in 0..repeat.max(1) {
            let start = Instant::now();
            let mut runs = 0u32;
            while runs == 0 || start.elapsed().as_secs_f64() * 1e3 < BATCH_MS {
                let record = lab::run_indexed(algorithm, n, master, 0, &algorithm.default_params())
                    .unwrap_or_else(|e| usage_error(super::said(&e)));
                attempts = record.attempts;
                runs += 1;
            }
            best = best.min(start.elapsed().as_secs_f64() * 1e3 / f64::from(runs));
        }
        let line = serde_json::json!({
            "algorithm": algorithm.id(),
            "n": n,
            "ms": best,
            "attempts": attempts,
        });
        println!("{line}");
    }
    ExitCode::SUCCESS
}
