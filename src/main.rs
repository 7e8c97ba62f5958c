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
    // Rust ignores SIGPIPE, so printing to a closed pipe (`nqueens solve … | head`) would
    // panic; with the default action the process ends quietly, as other Unix tools do.
    #[cfg(unix)]
    // SAFETY: called first, before any thread starts; SIG_DFL is a valid action for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    cli::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use clap::error::ErrorKind;
    use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
    use indicatif::{ProgressBar, ProgressStyle};
    use nqueens::backtracking::{Backtracking, RunOutcome};
    use nqueens::lab::{self, Record, Summary};
    use nqueens::min_conflicts::MinConflicts;
    use nqueens::permutation_swap::PermutationSwap;
    use nqueens::qs1::Qs1;
    use nqueens::qs4::Qs4;
    use nqueens::random_placement::RandomPlacement;
    use nqueens::{count, seed};
    use serde::Serialize;
    use std::path::PathBuf;
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
        /// see OEIS A140450); random-placement 1–1000; permutation-swap 1–2000; qs1,
        /// min-conflicts and qs4 1–10,000,000; construction 1–100,000,000. All but
        /// backtracking refuse n = 2 and 3, which have no solution. Progress is shown on a
        /// terminal; Ctrl-C stops.
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
        /// Compare algorithms over many seeded runs on one board size: attempts per run
        /// (mean, median, 90th percentile, max), tries per run and the success rate of one try.
        ///
        /// Run i uses the seed derived from the master seed and i, so the output depends only
        /// on the master seed (not on --threads). The page's Compare view gives the same numbers.
        Compare {
            /// Board size n (each algorithm's own limit applies; see `solve --help`).
            #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
            n: u32,
            /// Runs per algorithm.
            #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
            trials: u64,
            /// Algorithms to compare, comma-separated.
            #[arg(
                long,
                value_enum,
                value_delimiter = ',',
                default_value = "backtracking,random-placement"
            )]
            algorithms: Vec<Algorithm>,
            /// Master seed (any decimal u64); a fresh one is drawn and shown when omitted.
            #[arg(long)]
            seed: Option<u64>,
            /// Also write every run to this CSV file.
            #[arg(long)]
            csv: Option<PathBuf>,
            /// Worker threads (default: the number of cores).
            #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
            threads: Option<u16>,
            /// Print the summaries as one JSON array instead of a table.
            #[arg(long)]
            json: bool,
        },
        /// Mean attempts per algorithm for every n from --from to --to.
        Sweep {
            /// Smallest board size.
            #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
            from: u32,
            /// Largest board size.
            #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
            to: u32,
            /// Runs per algorithm and size.
            #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
            trials: u64,
            /// Algorithms, comma-separated.
            #[arg(
                long,
                value_enum,
                value_delimiter = ',',
                default_value = "backtracking,random-placement,permutation-swap,qs1"
            )]
            algorithms: Vec<Algorithm>,
            /// Master seed; a fresh one is drawn and shown when omitted.
            #[arg(long)]
            seed: Option<u64>,
            /// Worker threads (default: the number of cores).
            #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
            threads: Option<u16>,
        },
        /// Our measurements beside the published tables: Sosič & Gu (1991) Tables 2–5, and
        /// with --rolfe Rolfe's (2006) n = 1000 tables (slow: minutes).
        Papers {
            /// Board sizes for Sosič & Gu's tables, comma-separated.
            #[arg(long, value_delimiter = ',', default_value = "10,100,1000,10000")]
            sizes: Vec<usize>,
            /// Random permutations behind Tables 2 and 3 (the paper: 100).
            #[arg(long, default_value_t = 100)]
            permutations: u64,
            /// QS1 runs behind Tables 4 and 5 (the paper: 10).
            #[arg(long, default_value_t = 10)]
            runs: u64,
            /// Also run Rolfe's n = 1000 comparison (4 runs of each of his algorithms).
            #[arg(long)]
            rolfe: bool,
            /// Master seed; a fresh one is drawn and shown when omitted.
            #[arg(long)]
            seed: Option<u64>,
        },
        /// Time runs of `algorithm:n` cases for `cargo xtask bench` (one JSON object per case:
        /// the best of --repeat repetitions of lab run 0 under --seed, the same run the
        /// browser bench times).
        #[command(hide = true)]
        Bench {
            /// Cases, comma-separated `algorithm:n`.
            #[arg(long, value_delimiter = ',')]
            cases: Vec<String>,
            /// Runs per case; the fastest counts.
            #[arg(long, default_value_t = 3)]
            repeat: u64,
            /// Master seed of the lab runs.
            #[arg(long, default_value_t = 1)]
            seed: u64,
        },
        /// Count every solution, Q(n) (OEIS A000170), and the fundamental ones (A002562), with
        /// bitboards and the symmetries of the square, on all cores. Accepts 1 ≤ n ≤ 20
        /// (with AVX-512 on two cores Q(17) takes about 1.5 s, Q(20) an estimated 7 minutes).
        Count {
            /// Board size n.
            #[arg(long, value_parser = clap::value_parser!(u16).range(1..=20))]
            n: u16,
            /// Worker threads (default: the number of cores).
            #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
            threads: Option<u16>,
            /// How the last rows are searched: the fastest this CPU runs, the scalar
            /// depth-first search, or sixteen boards at a time with AVX-512.
            #[arg(long, value_enum, default_value_t = KernelChoice::Best)]
            kernel: KernelChoice,
            /// Print one JSON object instead of text.
            #[arg(long)]
            json: bool,
        },
    }

    #[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
    enum KernelChoice {
        /// AVX-512 if the CPU has it, otherwise scalar.
        Best,
        /// Depth-first search row after row (runs everywhere).
        Scalar,
        /// Breadth-first search of the last rows, sixteen boards at a time (x86-64 with AVX-512F).
        Avx512,
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
        /// Minton et al.'s min-conflicts repair.
        MinConflicts,
        /// Sosič & Gu's QS4: conflict-free start, then random swaps of attacked queens.
        Qs4,
        /// The explicit O(n) construction (Hoffman, Loessi & Moore 1969).
        Construction,
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
        #[serde(skip_serializing_if = "Option::is_none")]
        moves: Option<u64>,
        /// Starts (greedy or conflict-free) of min-conflicts and qs4: restarts + 1.
        #[serde(skip_serializing_if = "Option::is_none")]
        starts: Option<u64>,
        elapsed_ms: f64,
        /// The board with its numbered marks, for the text output of backtracking.
        #[serde(skip)]
        board: Option<String>,
    }

    impl Algorithm {
        fn lab(self) -> lab::Algorithm {
            match self {
                Algorithm::Backtracking => lab::Algorithm::Backtracking,
                Algorithm::RandomPlacement => lab::Algorithm::RandomPlacement,
                Algorithm::PermutationSwap => lab::Algorithm::PermutationSwap,
                Algorithm::Qs1 => lab::Algorithm::Qs1,
                Algorithm::MinConflicts => lab::Algorithm::MinConflicts,
                Algorithm::Qs4 => lab::Algorithm::Qs4,
                Algorithm::Construction => lab::Algorithm::Construction,
            }
        }
    }

    #[derive(Serialize)]
    struct CountReport {
        n: usize,
        solutions: u64,
        fundamental: u64,
        kernel: &'static str,
        threads: usize,
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
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
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
            if steps.is_multiple_of(STEPS_PER_UPDATE) {
                bar.set_message(progress(search));
            }
        }
        bar.finish_and_clear();
    }

    fn solve(algorithm: Algorithm, n: usize, seed: Option<u64>) -> SolveReport {
        let seed = match (algorithm, seed) {
            (Algorithm::Backtracking | Algorithm::Construction, _) => None,
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
            Algorithm::MinConflicts => {
                let mut search = MinConflicts::new(n, s).unwrap_or_else(|e| usage_error(e));
                run_to_solution(&mut search, |s| {
                    format!("{} conflicts left", thousands(s.conflicts()))
                });
                report.solution = Some(one_based(&search.columns()));
                report.moves = Some(search.moves());
                report.starts = Some(search.attempts());
            }
            Algorithm::Qs4 => {
                let mut search = Qs4::new(n, s).unwrap_or_else(|e| usage_error(e));
                run_to_solution(&mut search, |s| {
                    format!("{} collisions left", thousands(s.collisions()))
                });
                report.solution = Some(one_based(&search.columns()));
                report.swaps_tested = Some(search.swaps_tested());
                report.swaps_performed = Some(search.swaps_performed());
                report.starts = Some(search.attempts());
            }
            Algorithm::Construction => {
                let columns = nqueens::construction::solve(n).unwrap_or_else(|e| usage_error(e));
                report.solution = Some(one_based(&columns));
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
            Algorithm::MinConflicts => "Min-conflicts (Minton et al.)",
            Algorithm::Qs4 => "QS4 (Sosič & Gu)",
            Algorithm::Construction => "Construction (Hoffman, Loessi & Moore)",
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
            ("Repair moves", report.moves),
            ("Starts", report.starts),
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

    fn count_all(n: usize, threads: Option<u16>, kernel: KernelChoice, json: bool) -> ExitCode {
        let kernel = match kernel {
            KernelChoice::Best => count::Kernel::best(),
            KernelChoice::Scalar => count::Kernel::scalar(),
            KernelChoice::Avx512 => count::Kernel::avx512().unwrap_or_else(|| {
                usage_error("--kernel avx512: this CPU has no AVX-512F (try --kernel scalar)")
            }),
        };
        let threads = threads_or_cores(threads);
        let start = Instant::now();
        let tasks = count::tasks(n).unwrap_or_else(|e| usage_error(e));
        let progress = progress_bar(tasks.len() as u64, "tasks (first rows fixed)");
        let count = count::count_parallel_with(n, threads, kernel, &|done, _| {
            progress.set_position(done as u64)
        })
        .unwrap_or_else(|e| usage_error(e));
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
            println!(
                "Q({n}) = {} solutions on a {n}×{n} board (OEIS A000170)",
                thousands(count.solutions)
            );
            println!(
                "{} fundamental solutions, one per class under rotation and reflection (OEIS A002562)",
                thousands(count.fundamental)
            );
            println!(
                "Elapsed: {:.3} ms ({threads} thread{}, {} kernel)",
                report.elapsed_ms,
                if threads == 1 { "" } else { "s" },
                kernel.name()
            );
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
            Command::Compare {
                n,
                trials,
                algorithms,
                seed,
                csv,
                threads,
                json,
            } => compare(
                n as usize,
                trials,
                &algorithms,
                master_seed(seed),
                csv,
                threads,
                json,
            ),
            Command::Sweep {
                from,
                to,
                trials,
                algorithms,
                seed,
                threads,
            } => sweep(
                from as usize,
                to as usize,
                trials,
                &algorithms,
                master_seed(seed),
                threads,
            ),
            Command::Papers {
                sizes,
                permutations,
                runs,
                rolfe,
                seed,
            } => papers(&sizes, permutations, runs, rolfe, master_seed(seed)),
            Command::Count {
                n,
                threads,
                kernel,
                json,
            } => count_all(usize::from(n), threads, kernel, json),
            Command::Bench {
                cases,
                repeat,
                seed,
            } => bench(&cases, repeat, seed),
        }
    }

    /// The least time a benchmark batch runs, in milliseconds (the browser side uses the same).
    const BATCH_MS: f64 = 200.0;

    fn bench(cases: &[String], repeat: u64, master: u64) -> ExitCode {
        for case in cases {
            let Some((id, n)) = case.split_once(':') else {
                usage_error(format!("case “{case}” is not algorithm:n"));
            };
            let algorithm: lab::Algorithm = id.parse().unwrap_or_else(|e: String| usage_error(e));
            let n: usize = n
                .parse()
                .unwrap_or_else(|_| usage_error(format!("n in “{case}” is not a number")));
            // Each batch repeats the run until BATCH_MS have passed, so that short runs are
            // timed over many repetitions; the fastest batch's time per run counts.
            let (mut best, mut attempts) = (f64::INFINITY, 0);
            for _ in 0..repeat.max(1) {
                let start = Instant::now();
                let mut runs = 0u32;
                while runs == 0 || start.elapsed().as_secs_f64() * 1e3 < BATCH_MS {
                    let record = lab::run_indexed(algorithm, n, master, 0)
                        .unwrap_or_else(|e| usage_error(e));
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

    /// The master seed given, or a fresh one (printed on stderr so stdout stays the table).
    fn master_seed(seed: Option<u64>) -> u64 {
        seed.unwrap_or_else(|| {
            let fresh = seed::fresh_seed().unwrap_or_else(|e| usage_error(e));
            eprintln!("master seed: {fresh}");
            fresh
        })
    }

    fn threads_or_cores(threads: Option<u16>) -> usize {
        threads
            .map(usize::from)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    fn progress_bar(total: u64, what: &str) -> ProgressBar {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template(&format!("{{bar:30}} {{pos}}/{{len}} {what} {{elapsed}}"))
                .expect("valid progress template"),
        );
        bar
    }

    /// Runs every algorithm; exits with code 2 on a size an algorithm refuses.
    fn run_all(
        algorithms: &[Algorithm],
        n: usize,
        trials: u64,
        master: u64,
        threads: usize,
        bar: &ProgressBar,
    ) -> Vec<(Vec<Record>, f64)> {
        algorithms
            .iter()
            .map(|a| {
                let start = Instant::now();
                let records = lab::run_many(a.lab(), n, master, trials, threads, &|| bar.inc(1))
                    .unwrap_or_else(|e| usage_error(format!("{}: {e}", a.lab())));
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

    fn summary_line(s: &Summary) -> String {
        let rate = if s.algorithm.is_randomized() {
            format!("{:.4} ± {:.4}", s.success_rate, s.success_rate_error)
        } else {
            "—".to_string()
        };
        format!(
            "{:<17} {:>8} {:>14.1} {:>10} {:>10} {:>10} {:>10.2} {:>18}",
            s.algorithm.id(),
            s.runs,
            s.mean,
            s.median,
            s.p90,
            s.max,
            s.mean_tries,
            rate,
        )
    }

    fn compare(
        n: usize,
        trials: u64,
        algorithms: &[Algorithm],
        master: u64,
        csv_path: Option<PathBuf>,
        threads: Option<u16>,
        json: bool,
    ) -> ExitCode {
        let threads = threads_or_cores(threads);
        let bar = progress_bar(trials * algorithms.len() as u64, "runs");
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
            println!("n = {n}, {trials} runs per algorithm, master seed {master}");
            println!(
                "{:<17} {:>8} {:>14} {:>10} {:>10} {:>10} {:>10} {:>18}",
                "algorithm",
                "runs",
                "mean attempts",
                "median",
                "p90",
                "max",
                "mean tries",
                "one-try success"
            );
            for summary in &summaries {
                println!("{}", summary_line(summary));
            }
            // Each algorithm counts its own unit: attempts compare within an algorithm only.
            for summary in &summaries {
                let a = summary.algorithm;
                println!(
                    "{}: attempts are {}, tries are {}",
                    a.id(),
                    a.attempt_unit(),
                    a.tries_unit()
                );
            }
        }
        // Times go to stderr, so that stdout depends only on the master seed.
        let times: Vec<String> = algorithms
            .iter()
            .zip(&results)
            .map(|(a, (_, ms))| format!("{} {ms:.1} ms", a.lab().id()))
            .collect();
        eprintln!("time: {}", times.join(", "));
        if let Some(path) = csv_path {
            if let Err(e) = write_csv(&path, &results) {
                eprintln!("error: cannot write {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
            let runs: usize = results.iter().map(|(r, _)| r.len()).sum();
            eprintln!("wrote {runs} runs to {}", path.display());
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

    fn sweep(
        from: usize,
        to: usize,
        trials: u64,
        algorithms: &[Algorithm],
        master: u64,
        threads: Option<u16>,
    ) -> ExitCode {
        if from > to {
            usage_error(format!("--from {from} is larger than --to {to}"));
        }
        let threads = threads_or_cores(threads);
        let sizes = (to - from + 1) as u64;
        let bar = progress_bar(sizes * trials * algorithms.len() as u64, "runs");
        println!(
            "mean attempts per run, {trials} runs per algorithm and size, master seed {master}"
        );
        let header: Vec<String> = algorithms
            .iter()
            .map(|a| format!("{:>18}", a.lab().id()))
            .collect();
        println!("{:>5} {}", "n", header.join(" "));
        for n in from..=to {
            let cells: Vec<String> = algorithms
                .iter()
                .map(|a| {
                    if a.lab().is_randomized() && (n == 2 || n == 3) {
                        for _ in 0..trials {
                            bar.inc(1);
                        }
                        return format!("{:>18}", "no solution");
                    }
                    let records =
                        lab::run_many(a.lab(), n, master, trials, threads, &|| bar.inc(1))
                            .unwrap_or_else(|e| usage_error(format!("{}: {e}", a.lab())));
                    let mean = lab::summarize(&records).map_or(0.0, |s| s.mean);
                    format!("{mean:>18.1}")
                })
                .collect();
            bar.suspend(|| println!("{n:>5} {}", cells.join(" ")));
        }
        bar.finish_and_clear();
        ExitCode::SUCCESS
    }

    fn papers(sizes: &[usize], permutations: u64, runs: u64, rolfe: bool, master: u64) -> ExitCode {
        println!("Sosič & Gu (1991), Tables 2–5: ours (master seed {master}) | paper");
        println!(
            "{:>8} | {:>17} {:>8} | {:>9} {:>6} | {:>7} {:>5} | {:>14} {:>14} | {:>12} {:>12}",
            "n",
            "collisions/n",
            "paper",
            "diag min-max",
            "paper",
            "1st ok",
            "paper",
            "pairs tested",
            "paper",
            "swaps tested",
            "paper"
        );
        for &n in sizes {
            let row =
                lab::sosic_gu_row(n, permutations, runs, master).unwrap_or_else(|e| usage_error(e));
            let paper = lab::SOSIC_GU_PUBLISHED.iter().find(|p| p.n == n);
            let dash = || "—".to_string();
            println!(
                "{:>8} | {:>9.4} ± {:.4} {:>8} | {:>12} {:>6} | {:>4}/{:<2} {:>5} | {:>14.0} {:>14} | {:>12.0} {:>12}",
                n,
                row.collisions_per_n,
                row.collisions_per_n_error,
                paper.map_or_else(dash, |p| p.collisions_per_n.to_string()),
                format!("{}-{}", row.most_on_a_diagonal_min, row.most_on_a_diagonal_max),
                paper.map_or_else(dash, |p| {
                    format!("{}-{}", p.most_on_a_diagonal_min, p.most_on_a_diagonal_max)
                }),
                row.first_permutation_successes,
                row.runs,
                paper.map_or_else(dash, |p| format!("{}/10", p.first_permutation_successes)),
                row.mean_pairs_tested,
                paper.map_or_else(dash, |p| thousands(p.pairs_tested)),
                row.mean_swaps_tested,
                paper.map_or_else(dash, |p| thousands(p.swaps_tested)),
            );
        }
        if rolfe {
            println!();
            println!("Rolfe (2006), 1000-queens: four runs each, ours | paper");
            for (algorithm, published, what) in [
                (
                    lab::Algorithm::PermutationSwap,
                    lab::ROLFE_ALGORITHM_ONE_N1000_PERMUTATIONS,
                    "permutation vectors (Algorithm One)",
                ),
                (
                    lab::Algorithm::RandomPlacement,
                    lab::ROLFE_ALGORITHM_TWO_N1000_TRIALS,
                    "trials (Algorithm Two)",
                ),
            ] {
                let start = Instant::now();
                let records = lab::run_many(algorithm, 1000, master, 4, 4, &|| {})
                    .unwrap_or_else(|e| usage_error(e));
                let ours: Vec<String> = records.iter().map(|r| thousands(r.tries)).collect();
                let paper: Vec<String> = published.iter().map(|&p| thousands(p)).collect();
                println!(
                    "{what}: {} | {}  ({:.1} s)",
                    ours.join(", "),
                    paper.join(", "),
                    start.elapsed().as_secs_f64()
                );
            }
        }
        ExitCode::SUCCESS
    }
}
