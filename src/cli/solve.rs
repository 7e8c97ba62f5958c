//! `nqueens solve`: one solution and the work it took, for any algorithm of the registry,
//! through one generic function (each algorithm's own code, monomorphized).

use super::{spinner, thousands, usage_error};
use nqueens::registry::{Algorithm, Visit};
use nqueens::seed;
use nqueens::solver::{Outcome, StepSolver};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::process::ExitCode;
use std::time::Instant;

/// Work per slice between progress updates: search nodes for backtracking, steps otherwise.
const SLICE: u64 = 1 << 22;

/// What `solve --json` prints, in this order: `algorithm`, `n`, `seed` (randomized only),
/// `solution` (1-based columns, or null when there is none), the algorithm's reported
/// counters (`attempts`, `trials`, `permutations`, … see `solver::ReportField`),
/// `attempts_per_row` (backtracking), `elapsed_ms`.
struct SolveReport {
    algorithm: Algorithm,
    n: usize,
    seed: Option<u64>,
    solution: Option<Vec<u64>>,
    /// (JSON key, text label, value).
    counters: Vec<(&'static str, &'static str, u64)>,
    attempts_per_row: Option<Vec<u64>>,
    elapsed_ms: f64,
    /// The board with its numbered marks, for the text output (n ≤ 32).
    board: Option<String>,
}

impl Serialize for SolveReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("algorithm", self.algorithm.id())?;
        map.serialize_entry("n", &self.n)?;
        if let Some(seed) = self.seed {
            map.serialize_entry("seed", &seed)?;
        }
        map.serialize_entry("solution", &self.solution)?;
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

/// Runs `S` to its first solution, showing progress on a terminal.
struct Solve {
    n: usize,
    seed: u64,
}

impl Visit for Solve {
    type Output = SolveReport;

    fn visit<S: StepSolver>(self) -> SolveReport {
        let start = Instant::now();
        let mut search = S::start(self.n, self.seed).unwrap_or_else(|e| usage_error(e));
        let bar = spinner();
        while search.run_for(SLICE) == Outcome::Paused {
            let progress: Vec<String> = search
                .counters()
                .iter()
                .take(2)
                .map(|c| format!("{} {}", c.spec.label.to_lowercase(), thousands(c.value)))
                .collect();
            bar.set_message(progress.join(", "));
        }
        bar.finish_and_clear();
        let n = self.n;
        let solved = search.is_solved();
        let columns = search.columns();
        SolveReport {
            algorithm: S::ALGORITHM,
            n,
            seed: search.seed(),
            solution: solved.then(|| columns.iter().map(|&c| u64::from(c) + 1).collect()),
            counters: search
                .counters()
                .into_iter()
                .filter_map(|c| c.spec.report.map(|r| (r.key, r.label, c.value)))
                .collect(),
            attempts_per_row: search.attempts_per_row().map(<[u64]>::to_vec),
            elapsed_ms: start.elapsed().as_secs_f64() * 1e3,
            board: search
                .marks()
                .filter(|_| solved && n <= 32)
                .map(|marks| marks.render(columns)),
        }
    }
}

pub fn run(algorithm: Algorithm, n: usize, seed: Option<u64>, json: bool) -> ExitCode {
    let seed = match (algorithm.is_randomized(), seed) {
        (false, _) => 0,
        (true, Some(seed)) => seed,
        (true, None) => seed::fresh_seed().unwrap_or_else(|e| usage_error(e)),
    };
    let report = algorithm.visit(Solve { n, seed });
    if json {
        println!(
            "{}",
            serde_json::to_string(&report).expect("report serializes")
        );
    } else {
        print(&report);
    }
    ExitCode::SUCCESS
}

fn print(report: &SolveReport) {
    let n = report.n;
    println!("{}, {n}×{n} board", report.algorithm.info().title);
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
    for (_, label, value) in &report.counters {
        println!("{label}: {}", thousands(*value));
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
