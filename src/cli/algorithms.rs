//! `nqueens algorithms [--json]`: the registry, in the page's order.

use nqueens::registry::ALGORITHMS;
use serde::Serialize;
use std::process::ExitCode;

/// One counter as `algorithms --json` prints it.
#[derive(Serialize)]
struct CounterJson {
    id: &'static str,
    label: &'static str,
    counts: &'static str,
}

/// One algorithm as `algorithms --json` prints it.
#[derive(Serialize)]
struct AlgorithmJson {
    id: &'static str,
    name: &'static str,
    title: &'static str,
    randomized: bool,
    exhaustive: bool,
    max_n: usize,
    max_n_animated: usize,
    max_n_large: Option<usize>,
    source: &'static str,
    counters: Vec<CounterJson>,
    attempt_unit: &'static str,
    tries_unit: &'static str,
}

#[derive(Serialize)]
struct Listing {
    algorithms: Vec<AlgorithmJson>,
}

pub fn run(json: bool) -> ExitCode {
    let algorithms: Vec<AlgorithmJson> = ALGORITHMS
        .iter()
        .map(|a| AlgorithmJson {
            id: a.id,
            name: a.name,
            title: a.title,
            randomized: a.randomized,
            exhaustive: a.exhaustive,
            max_n: a.max_n,
            max_n_animated: a.max_n_animated,
            max_n_large: a.max_n_large,
            source: a.source,
            counters: a
                .counters
                .iter()
                .map(|c| CounterJson {
                    id: c.id,
                    label: c.label,
                    counts: c.counts,
                })
                .collect(),
            attempt_unit: a.attempt_unit,
            tries_unit: a.tries_unit,
        })
        .collect();
    if json {
        let listing = Listing { algorithms };
        println!(
            "{}",
            serde_json::to_string(&listing).expect("the registry serializes")
        );
        return ExitCode::SUCCESS;
    }
    for a in &algorithms {
        let seeded = if a.randomized {
            "seeded"
        } else {
            "deterministic"
        };
        println!("{:<17} {} ({seeded}; n up to {})", a.id, a.title, a.max_n);
        println!(
            "{:<17} attempts are {}, tries are {}",
            "", a.attempt_unit, a.tries_unit
        );
    }
    ExitCode::SUCCESS
}
