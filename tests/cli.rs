//! The `nqueens` command line: numbers, JSON keys and exit codes.

use std::process::{Command, Output};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("nqueens runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn solve_json_has_the_documented_keys_and_numbers() {
    let output = nqueens(&["solve", "--algorithm", "backtracking", "--n", "8", "--json"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let prefix = r#"{"algorithm":"backtracking","n":8,"solution":[1,5,8,6,3,7,2,4],"attempts":876,"attempts_per_row":["#;
    assert!(text.starts_with(prefix), "{text}");
    assert!(text.contains(r#","elapsed_ms":"#), "{text}");
}

#[test]
fn solve_without_a_solution_prints_null() {
    let output = nqueens(&["solve", "--algorithm", "backtracking", "--n", "3", "--json"]);
    assert!(output.status.success());
    assert!(
        stdout(&output).contains(r#""solution":null,"attempts":18,"#),
        "{}",
        stdout(&output)
    );
}

#[test]
fn solve_text_shows_the_walkthrough_board() {
    let output = nqueens(&["solve", "--n", "4"]);
    let text = stdout(&output);
    assert!(
        text.contains("first solution after 26 attempted placements"),
        "{text}"
    );
    assert!(
        text.contains("row 1: 2, row 2: 8, row 3: 9, row 4: 7"),
        "{text}"
    );
    assert!(
        text.contains("3 1 Q 2\nQ 1 2 1\n1 1 1 Q\n. Q . .\n"),
        "{text}"
    );
}

#[test]
fn count_prints_a000170() {
    let output = nqueens(&["count", "--n", "10", "--json"]);
    assert!(output.status.success());
    assert!(stdout(&output).starts_with(r#"{"n":10,"solutions":724,"#));
}

#[test]
fn bad_arguments_exit_with_code_2_and_a_message() {
    for args in [
        &["solve", "--n", "0"][..],
        &["solve", "--n", "65"],
        &["solve", "--n", "eight"],
        &["solve", "--algorithm", "bogosort", "--n", "8"],
        &["count", "--n", "21"],
        &["solve"],
        &["frobnicate"],
    ] {
        let output = nqueens(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8(output.stderr).unwrap();
        assert!(message.starts_with("error:"), "{args:?}: {message}");
    }
}
