//! `nqueens exercise check CODE…` (completion codes re-graded, as CSV), `nqueens exercise
//! instance` (a learner's instance) and `nqueens exercise key` (its answer key), over
//! [`nqueens::exercise`].

use nqueens::exercise::{check_code, code_owner, header, AnswerKey, Checked, ClassCode, Instance};
use std::io::BufRead;
use std::process::ExitCode;

/// Re-grades `codes` ("-" reads more from standard input) and prints a CSV row for each
/// good one; names each refused one on standard error, exiting 1 if any was.
pub fn check(codes: &[String]) -> ExitCode {
    let mut all = Vec::new();
    for code in codes {
        if code == "-" {
            all.extend(
                std::io::stdin()
                    .lock()
                    .lines()
                    .map_while(Result::ok)
                    .filter(|l| !l.trim().is_empty()),
            );
        } else {
            all.push(code.clone());
        }
    }
    println!("{}", Checked::CSV_HEADER);
    let mut refused = 0;
    for (i, code) in all.iter().enumerate() {
        match check_code(code) {
            Ok(checked) => println!("{}", checked.csv_row()),
            Err(why) => {
                refused += 1;
                let whose = code_owner(code).map_or(String::new(), |o| format!(" ({o})"));
                eprintln!("code {}{whose} refused: {why}", i + 1);
            }
        }
    }
    if refused > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The class code and the instance of `learner` in it, or the error printed.
fn personal(class: &str, learner: &str, attempt: u32) -> Result<(ClassCode, Instance), ExitCode> {
    class
        .parse::<ClassCode>()
        .and_then(|class| Ok((class, Instance::personal(class, learner, attempt)?)))
        .map_err(|why| {
            eprintln!("error: {why}");
            ExitCode::from(2)
        })
}

/// Prints the answer key of `learner`'s instance in `class` (attempt `attempt`): each step's
/// question and the algorithm's answer, every right one where it draws among equals
/// ([`AnswerKey`], which the teacher's view shows too).
pub fn key(class: &str, learner: &str, attempt: u32, json: bool) -> ExitCode {
    let key = class
        .parse::<ClassCode>()
        .and_then(|class| AnswerKey::new(class, learner, attempt));
    match key {
        Ok(key) if json => println!("{}", key.json()),
        Ok(key) => print!("{}", key.text()),
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}

/// Prints the instance of `learner` in `class` (attempt `attempt`).
pub fn instance(class: &str, learner: &str, attempt: u32, json: bool) -> ExitCode {
    let (class, instance) = match personal(class, learner, attempt) {
        Ok(found) => found,
        Err(code) => return code,
    };
    if json {
        println!(
            "{{\"class\":\"{class}\",\"exercise\":\"{}\",\"algorithm\":\"{}\",\"params\":\"{}\",\"n\":{},\"seed\":{},\"start\":{}}}",
            instance.family.code(),
            instance.family.algorithm().id(),
            instance.family.params(),
            instance.n,
            instance.seed,
            instance.start
        );
    } else {
        println!(
            "{} — {}",
            instance.family.name(),
            header(class, learner, attempt, &instance)
        );
    }
    ExitCode::SUCCESS
}
