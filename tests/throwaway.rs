//! An algorithm is one file plus one line of the list (issue 28): with the `throwaway`
//! feature, src/throwaway.rs and its line in src/registry.rs are the only code that knows it,
//! and it appears in the CLI (`algorithms`, `solve`, `compare`), in the descriptions the
//! bindings hand the page (`registry::descriptions_json`, what `algorithmsJson` returns), and
//! in the dispatch the page's solvers go through (`registry::animate`), with no other edit.
//! Run by `cargo xtask test` as `cargo test --features throwaway-algorithm --test throwaway`.
#![cfg(feature = "throwaway-algorithm")]

use nqueens::registry::animate;
use nqueens::registry::{descriptions_json, Algorithm, ALGORITHMS};
use nqueens::verify::verify;
use std::process::Command;

fn nqueens(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("nqueens runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn one_file_and_one_line_bring_an_algorithm_to_the_cli_the_bindings_and_the_page() {
    // The list: last, after the seven.
    let last = *Algorithm::ALL.last().unwrap();
    assert_eq!(last.id(), "throwaway");
    assert_eq!(ALGORITHMS.len(), Algorithm::COUNT);
    // The bindings' records (the JSON the page parses) and the CLI's are the same, and hold it.
    let json: serde_json::Value = serde_json::from_str(&descriptions_json()).unwrap();
    let cli: serde_json::Value = serde_json::from_str(&nqueens(&["algorithms", "--json"])).unwrap();
    assert_eq!(json, cli);
    let entry = json["algorithms"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["id"] == "throwaway")
        .expect("listed");
    assert_eq!(entry["name"], "Throwaway (test)");
    // Its exercise, with the questions derived from its events (a placement by formula).
    assert_eq!(entry["exercises"][0]["code"], "TA");
    let class: nqueens::exercise::ClassCode = "TA-000001".parse().unwrap();
    let key = nqueens::exercise::AnswerKey::new(class, "Ada", 1).unwrap();
    assert!(!key.steps.is_empty());
    assert!(key.steps.iter().all(|q| q.ask.kind() == "formula"));
    // The CLI runs it, and its solution passes the verifier.
    let solved: serde_json::Value = serde_json::from_str(&nqueens(&[
        "solve",
        "--algorithm",
        "throwaway",
        "--n",
        "10",
        "--json",
    ]))
    .unwrap();
    assert_eq!(solved["solved"], true);
    let columns: Vec<usize> = solved["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap() as usize - 1)
        .collect();
    assert!(verify(10, &columns).is_ok());
    let compared = nqueens(&[
        "compare",
        "--n",
        "8",
        "--trials",
        "3",
        "--algorithms",
        "throwaway",
        "--seed",
        "1",
        "--json",
    ]);
    assert!(
        compared.contains(r#""algorithm":"throwaway""#),
        "{compared}"
    );
    // The page's animated board goes through the same dispatch: step it to a verified
    // solution and back.
    let mut a = animate(last, 8, 0).unwrap();
    while !a.is_solution() && a.advance() {}
    assert!(verify(8, a.columns()).is_ok());
    // Its captions are its events', as any algorithm's: it wrote none.
    assert_eq!(
        a.caption(),
        "Solution: the construction is complete, no search needed"
    );
    while a.step_back() {}
    assert!(a.at_start());
}
