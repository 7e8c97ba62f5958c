//! `nqueens solve`: one solution and the work it took, for any algorithm of the registry,
//! through one generic function (each algorithm's own code, monomorphized).

use super::i18n::{number, tr};
use super::{spinner, usage_error};
use nqueens::description::Words;
use nqueens::l10n::{self, words};
use nqueens::params::Params;
use nqueens::registry::{Algorithm, Visit};
use nqueens::seed;
use nqueens::solver::{Outcome, StepSolver};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Above this n, `--json` leaves the solution array out unless `--with-solution` is given.
pub const JSON_SOLUTION_MAX: usize = 1_000_000;

/// Where and how `solve` reports.
pub struct Output {
    /// One JSON object instead of text.
    pub json: bool,
    /// The solution array in the JSON at any n.
    pub with_solution: bool,
    /// A file for the solution as text, one 1-based column per line.
    pub out: Option<PathBuf>,
}

/// Work per slice between progress updates: search nodes for backtracking, steps otherwise.
const SLICE: u64 = 1 << 22;

/// What `solve --json` prints, in this order: `algorithm`, `n`, `seed` (randomized only),
/// `solved`, `solution` (1-based columns, or null when there is none; left out above
/// [`JSON_SOLUTION_MAX`] unless asked), the algorithm's reported counters (`attempts`,
/// `trials`, `permutations`, … see `solver::ReportField`), `attempts_per_row`
/// (backtracking), `elapsed_ms`. The solution is the solver's own board, borrowed and
/// written out as it is serialized: no second copy of the board.
struct SolveReport<'a> {
    algorithm: Algorithm,
    n: usize,
    seed: Option<u64>,
    solved: bool,
    /// The solver's 0-based columns when solved.
    solution: Option<&'a [u32]>,
    /// Whether the JSON carries the solution array.
    solution_in_json: bool,
    /// (JSON key, text label, value).
    counters: Vec<(&'static str, String, u64)>,
    attempts_per_row: Option<Vec<u64>>,
    elapsed_ms: f64,
    /// The board with its numbered marks, for the text output (n ≤ 32).
    board: Option<String>,
}

/// 0-based columns serialized as 1-based ones, one at a time.
struct OneBased<'a>(&'a [u32]);

impl Serialize for OneBased<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|&c| u64::from(c) + 1))
    }
}

impl Serialize for SolveReport<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("algorithm", self.algorithm.id())?;
        map.serialize_entry("n", &self.n)?;
        if let Some(seed) = self.seed {
            map.serialize_entry("seed", &seed)?;
        }
        map.serialize_entry("solved", &self.solved)?;
        if self.solution_in_json {
            map.serialize_entry("solution", &self.solution.map(OneBased))?;
        }
        for (key, _, value) in &self.counters {
            map.serialize_entry(key, value)?;
        }
        if let Some(per_row) = &self.attempts_per_row {
            map.serialize_entry("attempts_per_row", per_row)?;
        }
        map.serialize_entry("elapsed_ms", &self.elapsed_ms)?;
        map.end()
    }
}

/// Runs `S` to its first solution, showing progress on a terminal, and reports it while the
/// solver (and so its board) is alive.
struct Solve<'a> {
    algorithm: Algorithm,
    n: usize,
    seed: u64,
    params: &'a Params,
    output: Output,
}

impl Visit for Solve<'_> {
    type Output = ExitCode;

    fn visit<S: StepSolver>(self) -> ExitCode {
        let start = Instant::now();
        let mut search = S::start_with(self.n, self.seed, self.params)
            .unwrap_or_else(|e| usage_error(super::said(&e)));
        let bar = spinner();
        while search.run_for(SLICE) == Outcome::Paused {
            let progress: Vec<String> = search
                .counters()
                .iter()
                .take(2)
                .map(|c| {
                    tr(
                        "cli-solve-progress",
                        &[
                            (
                                "label",
                                mid_sentence(&words(
                                    self.algorithm.description(),
                                    Words::Counter(c.spec.id),
                                ))
                                .into(),
                            ),
                            ("value", number(c.value as f64)),
                        ],
                    )
                })
                .collect();
            bar.set_message(progress.join(", "));
        }
        bar.finish_and_clear();
        let n = self.n;
        let solved = search.is_solved();
        let elapsed_ms = start.elapsed().as_secs_f64() * 1e3;
        let columns = search.columns();
        let layers = search.layers();
        let report = SolveReport {
            algorithm: self.algorithm,
            n,
            seed: search.seed(),
            solved,
            solution: solved.then_some(columns),
            solution_in_json: n <= JSON_SOLUTION_MAX || self.output.with_solution,
            counters: search
                .counters()
                .into_iter()
                .filter_map(|c| {
                    c.spec.report.map(|r| {
                        let label = words(
                            self.algorithm.description(),
                            Words::CounterReport(c.spec.id),
                        );
                        (r.key, label, c.value)
                    })
                })
                .collect(),
            attempts_per_row: layers.attempts_per_row.map(<[u64]>::to_vec),
            elapsed_ms,
            board: layers
                .marks
                .filter(|_| solved && n <= 32)
                .map(|marks| marks.render(columns)),
        };
        if let Some(path) = &self.output.out {
            if let Err(e) = write_columns(path, report.solution) {
                eprintln!("{}", super::error_line(&super::write_error(path, &e)));
                return ExitCode::FAILURE;
            }
        }
        if self.output.json {
            let mut stdout = BufWriter::new(std::io::stdout().lock());
            serde_json::to_writer(&mut stdout, &report).expect("report serializes");
            let _ = writeln!(stdout).and_then(|()| stdout.flush());
        } else {
            print(&report);
        }
        ExitCode::SUCCESS
    }
}

/// Writes `solution` (0-based columns) to `path` as text, one 1-based column per line; an
/// empty file when there is none.
fn write_columns(path: &std::path::Path, solution: Option<&[u32]>) -> std::io::Result<()> {
    let mut file = BufWriter::new(std::fs::File::create(path)?);
    for &column in solution.unwrap_or(&[]) {
        writeln!(file, "{}", u64::from(column) + 1)?;
    }
    file.flush()
}

/// `nqueens solve`: runs `algorithm` with `params` on an n × n board and reports as
/// `output` asks.
pub fn run(
    algorithm: Algorithm,
    n: usize,
    seed: Option<u64>,
    params: &Params,
    output: Output,
) -> ExitCode {
    let seed = match (algorithm.is_randomized(), seed) {
        (false, _) => 0,
        (true, Some(seed)) => seed,
        (true, None) => seed::fresh_seed().unwrap_or_else(|e| usage_error(l10n::say(&e.message))),
    };
    algorithm.visit(Solve {
        algorithm,
        n,
        seed,
        params,
        output,
    })
}

/// A counter's label in the middle of a sentence: lower case in English and Spanish (as the
/// spinner always wrote it), kept in German (nouns keep their capital), Chinese and Arabic;
/// as the page's `midSentence` (www/languages.js).
fn mid_sentence(label: &str) -> String {
    let lowers = matches!(l10n::language(), "en" | "es" | l10n::PSEUDO);
    if lowers {
        label.to_lowercase()
    } else {
        label.to_string()
    }
}

fn print(report: &SolveReport) {
    let n = report.n;
    let size = || number(n as f64);
    let title = words(report.algorithm.description(), Words::Title);
    println!(
        "{}",
        tr("cli-solve-title", &[("title", title.into()), ("n", size())])
    );
    if let Some(seed) = report.seed {
        println!(
            "{}",
            tr("cli-solve-seed", &[("seed", seed.to_string().into())])
        );
    }
    match &report.solution {
        Some(columns) if n <= 64 => {
            let listed: Vec<String> = columns.iter().map(|&c| (c + 1).to_string()).collect();
            println!(
                "{}",
                tr(
                    "cli-solve-solution",
                    &[("n", size()), ("columns", listed.join(",").into())]
                )
            );
        }
        Some(_) => println!("{}", tr("cli-solve-found", &[("n", size())])),
        None => println!("{}", tr("cli-solve-exhausted", &[])),
    }
    for (_, label, value) in &report.counters {
        println!(
            "{}",
            tr(
                "cli-solve-counter",
                &[
                    ("label", label.as_str().into()),
                    ("value", number(*value as f64))
                ]
            )
        );
    }
    if let Some(per_row) = &report.attempts_per_row {
        let per_row: Vec<String> = per_row
            .iter()
            .enumerate()
            .map(|(row, a)| {
                tr(
                    "cli-solve-row",
                    &[
                        ("row", number(row as f64 + 1.0)),
                        ("attempts", number(*a as f64)),
                    ],
                )
            })
            .collect();
        println!(
            "{}",
            tr("cli-solve-per-row", &[("rows", per_row.join(", ").into())])
        );
    }
    println!(
        "{}",
        tr("cli-solve-elapsed", &[("ms", number(report.elapsed_ms))])
    );
    if let Some(board) = &report.board {
        println!();
        print!("{board}");
    }
}
