//! `nqueens`: the command-line face of the same core the page uses.
//!
//! - `nqueens solve --algorithm backtracking --n N [--json]`: the first solution, attempted
//!   placements in total and per row, elapsed time.
//! - `nqueens count --n N [--json]`: the number of solutions (OEIS A000170).
//!
//! Bad arguments print a clear message and exit with code 2 (clap's usage-error code).

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use clap::{Parser, Subcommand, ValueEnum};
    use indicatif::{ProgressBar, ProgressStyle};
    use nqueens::backtracking::{Backtracking, RunOutcome};
    use nqueens::count;
    use serde::Serialize;
    use std::process::ExitCode;
    use std::time::{Duration, Instant};

    /// Search nodes per slice of the fast path between progress updates.
    const SLICE: u64 = 1 << 22;

    #[derive(Parser)]
    #[command(
        name = "nqueens",
        version,
        about = "N-Queens solvers: first solutions, attempted placements, solution counts"
    )]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Find the first solution and count the attempted placements it takes.
        ///
        /// Backtracking accepts 1 ≤ n ≤ 64 (64-bit bitboards); some sizes above 40 take
        /// hours or longer (see OEIS A140450). Progress is shown on a terminal; Ctrl-C stops.
        Solve {
            /// The algorithm.
            #[arg(long, value_enum, default_value_t = Algorithm::Backtracking)]
            algorithm: Algorithm,
            /// Board size n (an n × n board with n queens).
            #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
            n: u16,
            /// Print one JSON object instead of text.
            #[arg(long)]
            json: bool,
        },
        /// Count every solution, Q(n) (OEIS A000170). Accepts 1 ≤ n ≤ 20.
        Count {
            /// Board size n.
            #[arg(long, value_parser = clap::value_parser!(u16).range(1..=20))]
            n: u16,
            /// Print one JSON object instead of text.
            #[arg(long)]
            json: bool,
        },
    }

    #[derive(Clone, Copy, ValueEnum, Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Algorithm {
        /// Depth-first backtracking from the bottom-left corner, rows first.
        Backtracking,
    }

    #[derive(Serialize)]
    struct SolveReport {
        algorithm: Algorithm,
        n: usize,
        /// 1-based columns of rows 1..n, or null when there is no solution.
        solution: Option<Vec<usize>>,
        attempts: u64,
        attempts_per_row: Vec<u64>,
        elapsed_ms: f64,
    }

    #[derive(Serialize)]
    struct CountReport {
        n: usize,
        solutions: u64,
        elapsed_ms: f64,
    }

    fn spinner() -> ProgressBar {
        let bar = ProgressBar::new_spinner();
        bar.set_style(
            ProgressStyle::with_template("{spinner} {elapsed} {msg}")
                .expect("valid progress template"),
        );
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    }

    fn thousands(value: u64) -> String {
        let digits = value.to_string();
        let mut out = String::new();
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(ch);
        }
        out
    }

    fn solve(n: usize, algorithm: Algorithm, json: bool) -> ExitCode {
        let start = Instant::now();
        let mut search = Backtracking::new(n).expect("clap checked the range");
        let progress = spinner();
        while search.run(SLICE) == RunOutcome::Paused {
            progress.set_message(format!(
                "{} attempts so far",
                thousands(search.total_attempts())
            ));
        }
        progress.finish_and_clear();
        let report = SolveReport {
            algorithm,
            n,
            solution: search.solution_one_based(),
            attempts: search.total_attempts(),
            attempts_per_row: search.attempts_per_row().to_vec(),
            elapsed_ms: start.elapsed().as_secs_f64() * 1e3,
        };
        if json {
            println!(
                "{}",
                serde_json::to_string(&report).expect("report serializes")
            );
            return ExitCode::SUCCESS;
        }
        match &report.solution {
            Some(columns) => {
                let listed: Vec<String> = columns.iter().map(|c| c.to_string()).collect();
                println!(
                    "Backtracking, {n}×{n} board: first solution after {} attempted placements",
                    thousands(report.attempts)
                );
                println!("Solution (columns of rows 1..{n}): {}", listed.join(","));
            }
            None => println!(
                "Backtracking, {n}×{n} board: no solution; the search was exhausted after {} attempted placements",
                thousands(report.attempts)
            ),
        }
        let per_row: Vec<String> = report
            .attempts_per_row
            .iter()
            .enumerate()
            .map(|(row, a)| format!("row {}: {}", row + 1, thousands(*a)))
            .collect();
        println!("Attempts per row: {}", per_row.join(", "));
        println!("Elapsed: {:.3} ms", report.elapsed_ms);
        if report.solution.is_some() && n <= 32 {
            println!();
            print!("{}", search.marks().render(search.queens()));
        }
        ExitCode::SUCCESS
    }

    fn count_all(n: usize, json: bool) -> ExitCode {
        let start = Instant::now();
        let work = count::first_row_work(n);
        let progress = ProgressBar::new(work.len() as u64);
        progress.set_style(
            ProgressStyle::with_template("{bar:30} {pos}/{len} first-row columns {elapsed}")
                .expect("valid progress template"),
        );
        let mut solutions = 0;
        for (col, weight) in work {
            solutions += weight * count::count_with_first_queen(n, col);
            progress.inc(1);
        }
        progress.finish_and_clear();
        let report = CountReport {
            n,
            solutions,
            elapsed_ms: start.elapsed().as_secs_f64() * 1e3,
        };
        if json {
            println!(
                "{}",
                serde_json::to_string(&report).expect("report serializes")
            );
        } else {
            println!(
                "Q({n}) = {} solutions on a {n}×{n} board (OEIS A000170)",
                thousands(solutions)
            );
            println!("Elapsed: {:.3} ms", report.elapsed_ms);
        }
        ExitCode::SUCCESS
    }

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        match cli.command {
            Command::Solve { algorithm, n, json } => solve(usize::from(n), algorithm, json),
            Command::Count { n, json } => count_all(usize::from(n), json),
        }
    }
}
