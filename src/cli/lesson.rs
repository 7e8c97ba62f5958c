//! `nqueens lesson`: check a lesson file (`check FILE`), list the built-in lessons (`list
//! [--json]`), print one of them (`show ID`), from the core's `nqueens::lesson`.

use nqueens::lesson::{self, Expected, Lesson, BUILTIN};
use serde_json::{json, Value};
use std::path::Path;
use std::process::ExitCode;

/// `lesson check FILE`: `FILE: ok, N slides` on standard output and exit status 0, or
/// `FILE:L: message` on standard error and exit status 1.
pub fn check(file: &Path, as_json: bool) -> ExitCode {
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
        Ok(lesson) if as_json => {
            println!("{}", to_json(&lesson));
            ExitCode::SUCCESS
        }
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

/// `lesson show ID [--json]`: the built-in lesson's file, to start one's own from; with
/// `--json`, the lesson resolved ([`to_json`]).
pub fn show(id: &str, as_json: bool) -> ExitCode {
    match BUILTIN.iter().find(|(i, _)| *i == id) {
        Some((_, _)) if as_json => match lesson::builtin_lesson(id) {
            Ok(lesson) => {
                println!("{}", to_json(&lesson));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("lessons/{id}.md:{}: {}", e.line, e.message);
                ExitCode::FAILURE
            }
        },
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

/// A resolved lesson as JSON, the bindings' `LessonRecord` fields and more, for the page's
/// end-to-end test: `{"id","title","summary","slides":[{"line","title","text" (the slide's
/// text without its tags),"html","notesHtml","algorithm","n","seed","params","view","vs",
/// "vsParams","algorithms","trials","large","paper","start","end","play","event","speed",
/// "ask","expects":[{"line","what","value","beside"}]}]}`.
pub fn to_json(lesson: &Lesson) -> String {
    let slides: Vec<Value> = lesson
        .slides
        .iter()
        .map(|s| {
            let state = &s.state;
            let expects: Vec<Value> = s
                .expects
                .iter()
                .map(|e| {
                    let (what, value) = match &e.what {
                        Expected::Counter { id, value } => (id.clone(), value.to_string()),
                        Expected::AttemptsPerRow(rows) => ("attempts-per-row".into(), joined(rows)),
                        Expected::Columns(columns) => ("columns".into(), joined(columns)),
                        Expected::Solutions(value) => ("solutions".into(), value.to_string()),
                        Expected::P { value, .. } => ("p".into(), value.to_string()),
                        Expected::ExpectedTries { value, .. } => ("1/p".into(), value.to_string()),
                    };
                    json!({"line": e.line, "what": what, "value": value, "beside": e.beside})
                })
                .collect();
            json!({
                "line": s.line,
                "title": s.title,
                "text": plain_text(&s.html),
                "html": s.html,
                "notesHtml": s.notes_html,
                "algorithm": state.algorithm.id(),
                "n": state.n,
                "seed": state.seed.map_or_else(String::new, |seed| seed.to_string()),
                "params": state.params,
                "view": state.view.as_str(),
                "vs": state.vs.map_or("", |a| a.id()),
                "vsParams": state.vs_params,
                "algorithms": state.algorithms.iter().map(|a| a.id()).collect::<Vec<_>>(),
                "trials": state.trials,
                "large": state.large,
                "paper": state.paper.unwrap_or_default(),
                "start": s.start,
                "end": s.end,
                "play": s.action.play.map_or("", |p| p.word()),
                "event": s.action.play.and_then(|p| p.event()).map_or("", |k| k.as_str()),
                "speed": s.action.speed,
                "ask": s.action.ask.map_or("", |a| a.as_str()),
                "expects": expects,
            })
        })
        .collect();
    json!({
        "id": lesson.id,
        "title": lesson.title,
        "summary": lesson.summary,
        "slides": slides,
    })
    .to_string()
}

fn joined(values: &[u64]) -> String {
    let parts: Vec<String> = values.iter().map(u64::to_string).collect();
    parts.join(",")
}

/// The core's HTML without its tags, its five escapes undone: the text a person reads.
fn plain_text(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
        .trim()
        .to_string()
}
