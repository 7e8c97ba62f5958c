//! `nqueens algorithms [--json]`: every algorithm's description, in the page's order. The
//! JSON is the descriptions as they serialize (camelCase keys), the same record the bindings
//! hand the page.

use nqueens::registry::{Description, ALGORITHMS};
use serde::Serialize;
use std::process::ExitCode;

#[derive(Serialize)]
struct Listing {
    algorithms: &'static [&'static Description],
}

pub fn run(json: bool) -> ExitCode {
    if json {
        let listing = Listing {
            algorithms: &ALGORITHMS,
        };
        println!(
            "{}",
            serde_json::to_string(&listing).expect("the descriptions serialize")
        );
        return ExitCode::SUCCESS;
    }
    for a in ALGORITHMS.iter() {
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
