//! `nqueens algorithms [--json]`: every algorithm's description, in the page's order. The
//! JSON is the descriptions as they serialize (camelCase keys), the same record the bindings
//! hand the page. The text's words about each algorithm (its title, units, parameters' hints)
//! speak the chosen language (`nqueens::l10n::words`, locales/*/algorithms.ftl); the JSON is
//! data, the same in every language.

use nqueens::description::{ParameterKind, Words};
use nqueens::l10n::words;
use nqueens::params::default_value;
use nqueens::registry::ALGORITHMS;
use std::process::ExitCode;

pub fn run(json: bool) -> ExitCode {
    if json {
        println!("{}", nqueens::registry::descriptions_json());
        return ExitCode::SUCCESS;
    }
    for a in ALGORITHMS.iter() {
        let seeded = if a.randomized {
            "seeded"
        } else {
            "deterministic"
        };
        println!(
            "{:<17} {} ({seeded}; n up to {})",
            a.id,
            words(a, Words::Title),
            a.max_n
        );
        println!(
            "{:<17} attempts are {}, tries are {}",
            "",
            words(a, Words::AttemptUnit),
            words(a, Words::TriesUnit)
        );
        for p in a.parameters {
            println!(
                "{:<17} --param {}={} (default {}): {}",
                "",
                p.name,
                values(p.kind),
                default_value(p.kind),
                words(a, Words::ParameterHelp(p.name))
            );
        }
    }
    ExitCode::SUCCESS
}

/// A parameter's values as `--help` writes them: `a|b|c`, `1..=100`, `on|off`.
fn values(kind: ParameterKind) -> String {
    match kind {
        ParameterKind::Choice { choices, .. } => choices
            .iter()
            .map(|c| c.value)
            .collect::<Vec<_>>()
            .join("|"),
        ParameterKind::Whole { min, max, .. } => format!("{min}..={max}"),
        ParameterKind::Real { min, max, .. } => format!("{min}..={max}"),
        ParameterKind::Flag { .. } => "on|off".into(),
    }
}
