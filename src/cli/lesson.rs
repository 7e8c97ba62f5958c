//! `nqueens lesson`: check a lesson file (`check FILE`), list the built-in lessons (`list
//! [--json]`), print one of them (`show ID`), from the core's `nqueens::lesson`.

use nqueens::lesson::{self, BUILTIN};
use std::path::Path;
use std::process::ExitCode;

/// `lesson check FILE`: `FILE: ok, N slides` on standard output and exit status 0, or
/// `FILE:L: message` on standard error and exit status 1.
pub fn check(file: &Path) -> ExitCode {
    let name = file.display();
    let text = match std::fs::read(file) {
        Ok(bytes) if bytes.len() > lesson::MAX_BYTES => {
            // Refused before it is read as text, as the core would refuse it.
            let e = lesson::parse(&" ".repeat(lesson::MAX_BYTES + 1)).unwrap_err();
            eprintln!(
                "{name}:1: {}",
                e.message.replacen(
                    &nqueens::input::grouped(lesson::MAX_BYTES as u64 + 1),
                    &nqueens::input::grouped(bytes.len() as u64),
                    1
                )
            );
            return ExitCode::FAILURE;
        }
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => {
                let line = 1 + e.as_bytes()[..e.utf8_error().valid_up_to()]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count();
                eprintln!("{name}:{line}: the file is not UTF-8 text");
                return ExitCode::FAILURE;
            }
        },
        Err(e) => {
            eprintln!("{name}: cannot read it: {e}");
            return ExitCode::FAILURE;
        }
    };
    match lesson::parse(&text) {
        Ok(lesson) => {
            let count = lesson.slides.len();
            println!(
                "{name}: ok, {count} slide{}",
                if count == 1 { "" } else { "s" }
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{name}:{}: {}", e.line, e.message);
            ExitCode::FAILURE
        }
    }
}

/// `lesson list [--json]`: each built-in lesson's id, title, slides and summary; the JSON
/// is `{"lessons":[{"id","title","summary","slides"}]}`.
pub fn list(json: bool) -> ExitCode {
    #[derive(serde::Serialize)]
    struct Entry {
        id: String,
        title: String,
        summary: String,
        slides: usize,
    }
    #[derive(serde::Serialize)]
    struct Listing {
        lessons: Vec<Entry>,
    }
    let mut lessons = Vec::new();
    for (id, _) in BUILTIN {
        match lesson::builtin_lesson(id) {
            Ok(l) => lessons.push(Entry {
                id: l.id,
                title: l.title,
                summary: l.summary,
                slides: l.slides.len(),
            }),
            Err(e) => {
                eprintln!("lessons/{id}.md:{}: {}", e.line, e.message);
                return ExitCode::FAILURE;
            }
        }
    }
    if json {
        println!(
            "{}",
            serde_json::to_string(&Listing { lessons }).expect("the list serializes")
        );
    } else {
        for l in &lessons {
            println!("{:<28} {} ({} slides)", l.id, l.title, l.slides);
            println!("{:<28} {}", "", l.summary);
        }
    }
    ExitCode::SUCCESS
}

/// `lesson show ID`: the built-in lesson's file, to start one's own from.
pub fn show(id: &str) -> ExitCode {
    match BUILTIN.iter().find(|(i, _)| *i == id) {
        Some((_, text)) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        None => {
            let ids: Vec<&str> = BUILTIN.iter().map(|(i, _)| *i).collect();
            eprintln!(
                "no built-in lesson “{id}”: the lessons are {}",
                ids.join(", ")
            );
            ExitCode::FAILURE
        }
    }
}
