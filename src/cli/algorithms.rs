//! `nqueens algorithms [--json]`: every algorithm's description, in the page's order. The
//! JSON is the descriptions as they serialize (camelCase keys), the same record the bindings
//! hand the page. The text's words about each algorithm (its title, units, parameters' hints)
//! speak the chosen language (`nqueens::l10n::words`, locales/*/algorithms.ftl); the JSON is
//! data, the same in every language.

use super::i18n::{number, tr};
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
        let randomized = if a.randomized { "yes" } else { "no" };
        let title = tr(
            "cli-algorithms-title",
            &[
                ("title", words(a, Words::Title).into()),
                ("randomized", randomized.into()),
                ("max", number(a.max_n as f64)),
            ],
        );
        println!("{:<17} {title}", a.id);
        let units = tr(
            "cli-algorithms-units",
            &[
                ("attempt", words(a, Words::AttemptUnit).into()),
                ("tries", words(a, Words::TriesUnit).into()),
            ],
        );
        println!("{:<17} {units}", "");
        for p in a.parameters {
            let line = tr(
                "cli-algorithms-param",
                &[
                    ("name", p.name.into()),
                    ("values", values(p.kind).into()),
                    ("default", default_value(p.kind).to_string().into()),
                    ("changes", words(a, Words::ParameterHelp(p.name)).into()),
                ],
            );
            println!("{:<17} {line}", "");
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
