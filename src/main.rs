//! `nqueens`: the command-line face of the same core the page uses.
//!
//! - `nqueens solve --algorithm ALGORITHM --n N [--seed S] [--json]`: one solution and the
//!   work it took (attempted placements for backtracking and random placement; the
//!   algorithm's own counters for the others), elapsed time.
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
    use clap::error::ErrorKind;
    use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
    use indicatif::{ProgressBar, ProgressStyle};
    use nqueens::backtracking::{Backtracking, RunOutcome};
    use nqueens::permutation_swap::PermutationSwap;
    use nqueens::qs1::Qs1;
    use nqueens::random_placement::RandomPlacement;
    use nqueens::{count, seed};
    use serde::Serialize;
    use std::process::ExitCode;
    use std::time::{Duration, Instant};

    /// Search nodes per slice of the backtracking fast path between progress updates.
    const SLICE: u64 = 1 << 22;
    /// Steps of a randomized solver between progress updates.
    const STEPS_PER_UPDATE: u64 = 1 << 16;

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
        /// Find a solution and report the work it took.
        ///
        /// Limits on n: backtracking 1–64 (64-bit bitboards; some sizes above 40 take hours,
        /// see OEIS A140450); random-placement 1–1000; permutation-swap 1–2000; qs1
        /// 1–10,000,000. The randomized algorithms refuse n = 2 and 3, which have no
        /// solution. Progress is shown on a terminal; Ctrl-C stops.
        Solve {
            /// The algorithm.
            #[arg(long, value_enum, default_value_t = Algorithm::Backtracking)]
            algorithm: Algorithm,
            /// Board size n (an n × n board with n queens).
            #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
            n: u32,
            /// Seed of a randomized algorithm (any decimal u64); a fresh one is drawn and
            /// shown when omitted. The same seed gives the same run. Backtracking ignores it.
            #[arg(long)]
            seed: Option<u64>,
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

    #[derive(Clone, Copy, Default, PartialEq, Eq, ValueEnum, Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Algorithm {
        /// Depth-first backtracking from the bottom-left corner, rows first.
        #[default]
        Backtracking,
        /// Las Vegas: each row's queen on a random unattacked square; restart on a dead end.
        RandomPlacement,
        /// Rolfe's Algorithm One: random permutation vectors with controlled swaps.
        PermutationSwap,
        /// Sosič & Gu's gradient-based swap heuristic.
        Qs1,
    }

    /// What `solve --json` prints. Keys that do not apply to the algorithm are left out.
    #[derive(Default, Serialize)]
    struct SolveReport {
        algorithm: Algorithm,
        n: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
        /// 1-based columns of rows 1..n, or null when there is no solution.
        solution: Option<Vec<usize>>,
        /// Attempted placements (backtracking: squares tried; random placement: queens
        /// placed over all trials).
        #[serde(skip_serializing_if = "Option::is_none")]
        attempts: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        attempts_per_row: Option<Vec<u64>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        trials: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        permutations: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        swaps: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        initial_collisions: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pairs_tested: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        swaps_tested: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        swaps_performed: Option<u64>,
        elapsed_ms: f64,
        /// The board with its numbered marks, for the text output of backtracking.
        #[serde(skip)]
        board: Option<String>,
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

    fn one_based(columns: &[usize]) -> Vec<usize> {
        columns.iter().map(|c| c + 1).collect()
    }

    /// Exits with code 2 and clap's formatting, as for any other bad argument.
    fn usage_error(message: impl std::fmt::Display) -> ! {
        Cli::command()
            .error(ErrorKind::ValueValidation, message)
            .exit()
    }

    /// Steps a randomized solver to its solution, showing progress.
    fn run_to_solution<S: Iterator>(search: &mut S, progress: impl Fn(&S) -> String) {
        let bar = spinner();
        let mut steps = 0u64;
        while search.next().is_some() {
            steps += 1;
            if steps % STEPS_PER_UPDATE == 0 {
                bar.set_message(progress(search));
            }
        }
        bar.finish_and_clear();
    }

    fn solve(algorithm: Algorithm, n: usize, seed: Option<u64>) -> SolveReport {
        let seed = match (algorithm, seed) {
            (Algorithm::Backtracking, _) => None,
            (_, Some(seed)) => Some(seed),
            (_, None) => Some(seed::fresh_seed().unwrap_or_else(|e| usage_error(e))),
        };
        let s = seed.unwrap_or_default();
        let mut report = SolveReport {
            algorithm,
            n,
            seed,
            ..SolveReport::default()
        };
        match algorithm {
            Algorithm::Backtracking => {
                let mut search = Backtracking::new(n).unwrap_or_else(|e| usage_error(e));
                let bar = spinner();
                while search.run(SLICE) == RunOutcome::Paused {
                    bar.set_message(format!(
                        "{} attempts so far",
                        thousands(search.total_attempts())
                    ));
                }
                bar.finish_and_clear();
                report.solution = search.solution_one_based();
                report.attempts = Some(search.total_attempts());
                report.attempts_per_row = Some(search.attempts_per_row().to_vec());
                report.board = (search.is_solution() && n <= 32)
                    .then(|| search.marks().render(search.queens()));
            }
            Algorithm::RandomPlacement => {
                let mut search = RandomPlacement::new(n, s).unwrap_or_else(|e| usage_error(e));
                run_to_solution(&mut search, |s| format!("trial {}", thousands(s.trials())));
                report.solution = Some(one_based(search.queens()));
                report.attempts = Some(search.placements());
                report.trials = Some(search.trials());
            }
            Algorithm::PermutationSwap => {
                let mut search = PermutationSwap::new(n, s).unwrap_or_else(|e| usage_error(e));
                run_to_solution(&mut search, |s| {
                    format!("permutation vector {}", thousands(s.permutations()))
                });
                report.solution = Some(one_based(search.permutation()));
                report.permutations = Some(search.permutations());
                report.swaps = Some(search.swaps());
            }
            Algorithm::Qs1 => {
                let mut search = Qs1::new(n, s).unwrap_or_else(|e| usage_error(e));
                run_to_solution(&mut search, |s| {
                    format!(
                        "permutation {}, {} collisions left",
                        s.permutations(),
                        thousands(s.collisions())
                    )
                });
                report.solution = Some(one_based(&search.permutation()));
                report.permutations = Some(search.permutations());
                report.initial_collisions = Some(search.initial_collisions());
                report.pairs_tested = Some(search.pairs_tested());
                report.swaps_tested = Some(search.swaps_tested());
                report.swaps_performed = Some(search.swaps_performed());
            }
        }
        report
    }

    fn print_solve(report: &SolveReport) {
        let n = report.n;
        let name = match report.algorithm {
            Algorithm::Backtracking => "Backtracking",
            Algorithm::RandomPlacement => "Random placement (Las Vegas)",
            Algorithm::PermutationSwap => "Permutation swap (Rolfe, Algorithm One)",
            Algorithm::Qs1 => "QS1 (Sosič & Gu)",
        };
        println!("{name}, {n}×{n} board");
        if let Some(seed) = report.seed {
            println!("Seed: {seed}");
        }
        match &report.solution {
            Some(columns) if n <= 64 => {
                let listed: Vec<String> = columns.iter().map(|c| c.to_string()).collect();
                println!("Solution (columns of rows 1..{n}): {}", listed.join(","));
            }
            Some(_) => println!("Solution found (use --json for its {n} columns)"),
            None => println!("No solution: the search was exhausted"),
        }
        let counters = [
            ("Attempted placements", report.attempts),
            ("Trials", report.trials),
            ("Permutations", report.permutations),
            ("Swaps", report.swaps),
            ("Initial collisions", report.initial_collisions),
            ("Pairs tested", report.pairs_tested),
            ("Swaps tested", report.swaps_tested),
            ("Swaps performed", report.swaps_performed),
        ];
        for (label, value) in counters {
            if let Some(value) = value {
                println!("{label}: {}", thousands(value));
            }
        }
        if let Some(per_row) = &report.attempts_per_row {
            let per_row: Vec<String> = per_row
                .iter()
                .enumerate()
                .map(|(row, a)| format!("row {}: {}", row + 1, thousands(*a)))
                .collect();
            println!("Attempts per row: {}", per_row.join(", "));
        }
        println!("Elapsed: {:.3} ms", report.elapsed_ms);
        if let Some(board) = &report.board {
            println!();
            print!("{board}");
        }
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
            Command::Solve {
                algorithm,
                n,
                seed,
                json,
            } => {
                let start = Instant::now();
                let mut report = solve(algorithm, n as usize, seed);
                report.elapsed_ms = start.elapsed().as_secs_f64() * 1e3;
                if json {
                    println!(
                        "{}",
                        serde_json::to_string(&report).expect("report serializes")
                    );
                } else {
                    print_solve(&report);
                }
                ExitCode::SUCCESS
            }
            Command::Count { n, json } => count_all(usize::from(n), json),
        }
    }
}
