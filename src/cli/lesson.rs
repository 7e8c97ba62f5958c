//! `nqueens lesson`: check a lesson file (`check FILE`), list the built-in lessons (`list
//! [--json]`), print one of them (`show ID`), from the core's `nqueens::lesson`; and
//! package one for an LMS (`scorm`, over `nqueens::scorm::LessonPackage`).

use nqueens::l10n::{language, number, say, tr};
use nqueens::lesson::{self, Expected, Lesson, BUILTIN};
use nqueens::scorm::{LessonPackage, Version};
use serde_json::{json, Value};
use std::path::Path;
use std::process::ExitCode;

/// A lesson file's text: read whole, at most [`lesson::MAX_BYTES`], UTF-8; else the
/// message `FILE:LINE: what is wrong` (or `FILE: …`) for standard error.
fn read_lesson(file: &Path) -> Result<String, String> {
    let name = file.display();
    match std::fs::read(file) {
        Ok(bytes) if bytes.len() > lesson::MAX_BYTES => {
            // Refused before it is read as text, as the core would refuse it.
            let e = lesson::parse(&" ".repeat(lesson::MAX_BYTES + 1)).unwrap_err();
            Err(format!(
                "{name}:1: {}",
                say(&e.message.message.clone().arg("bytes", bytes.len()))
            ))
        }
        Ok(bytes) => String::from_utf8(bytes).map_err(|e| {
            let line = 1 + e.as_bytes()[..e.utf8_error().valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            format!("{name}:{line}: {}", tr("lesson-check-not-utf8", &[]))
        }),
        Err(e) => Err(format!(
            "{name}: {}",
            tr(
                "lesson-check-unreadable",
                &[("error", e.to_string().into())]
            )
        )),
    }
}

/// `lesson check FILE [--original ORIGINAL]`: `FILE: ok, N slides` on standard output and
/// exit status 0, or `FILE:L: message` on standard error and exit status 1. With
/// `original` (a lesson file, or a built-in lesson's id), FILE must also be its translation:
/// the same slides, boards, moves, questions and expects (`lesson::check_translation`).
pub fn check(file: &Path, as_json: bool, original: Option<&str>) -> ExitCode {
    let name = file.display();
    let text = match read_lesson(file) {
        Ok(text) => text,
        Err(why) => {
            eprintln!("{why}");
            return ExitCode::FAILURE;
        }
    };
    let lesson = match lesson::parse(&text) {
        Ok(lesson) => lesson,
        Err(e) => {
            eprintln!("{name}:{}: {}", e.line, say(&e.message.message));
            return ExitCode::FAILURE;
        }
    };
    if let Some(original) = original {
        let (label, resolved) = if BUILTIN.iter().any(|(id, _)| *id == original) {
            (
                format!("lessons/{original}.md"),
                lesson::builtin_lesson(original).map_err(|e| {
                    format!(
                        "lessons/{original}.md:{}: {}",
                        e.line,
                        say(&e.message.message)
                    )
                }),
            )
        } else if Path::new(original).is_file() {
            (
                original.to_string(),
                read_lesson(Path::new(original)).and_then(|text| {
                    lesson::parse(&text)
                        .map_err(|e| format!("{original}:{}: {}", e.line, say(&e.message.message)))
                }),
            )
        } else {
            eprintln!(
                "{}",
                tr("lesson-check-no-original", &[("original", original.into())])
            );
            return ExitCode::FAILURE;
        };
        let theirs = match resolved {
            Ok(theirs) => theirs,
            Err(why) => {
                eprintln!("{why}");
                return ExitCode::FAILURE;
            }
        };
        if let Err(e) = lesson::check_translation(&theirs, &lesson) {
            eprintln!("{name}:{}: {}", e.line, say(&e.message));
            return ExitCode::FAILURE;
        }
        if !as_json {
            println!(
                "{}",
                tr(
                    "lesson-check-translation-ok",
                    &[
                        ("file", name.to_string().into()),
                        ("slides", number(lesson.slides.len() as u32)),
                        ("original", label.into()),
                    ]
                )
            );
            return ExitCode::SUCCESS;
        }
    }
    if as_json {
        println!("{}", to_json(&lesson));
    } else {
        println!(
            "{}",
            tr(
                "lesson-check-ok",
                &[
                    ("file", name.to_string().into()),
                    ("slides", number(lesson.slides.len() as u32)),
                ]
            )
        );
    }
    ExitCode::SUCCESS
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
        match lesson::builtin_lesson_in(id, language()) {
            Ok(l) => lessons.push(Entry {
                id: l.id,
                title: l.title,
                summary: l.summary,
                slides: l.slides.len(),
            }),
            Err(e) => {
                eprintln!("lessons/{id}.md:{}: {}", e.line, say(&e.message.message));
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
            println!(
                "{:<28} {} {}",
                l.id,
                l.title,
                tr("lesson-list-slides", &[("slides", number(l.slides as u32))])
            );
            println!("{:<28} {}", "", l.summary);
        }
    }
    ExitCode::SUCCESS
}

/// `lesson show ID [--json]`: the built-in lesson's file in the CLI's language (its
/// translation, else English), to start one's own from; with `--json`, the lesson resolved
/// ([`to_json`]).
pub fn show(id: &str, as_json: bool) -> ExitCode {
    match BUILTIN.iter().find(|(i, _)| *i == id) {
        Some((_, _)) if as_json => match lesson::builtin_lesson_in(id, language()) {
            Ok(lesson) => {
                println!("{}", to_json(&lesson));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("lessons/{id}.md:{}: {}", e.line, say(&e.message.message));
                ExitCode::FAILURE
            }
        },
        Some((_, english)) => {
            print!(
                "{}",
                lesson::builtin_text(id, language()).unwrap_or(english)
            );
            ExitCode::SUCCESS
        }
        None => {
            // The core's refusal of the id (line 0: no line of a file), in the language.
            let e = lesson::builtin_lesson(id).expect_err("an id not built in");
            eprintln!("{}", say(&e.message.message));
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

/// `lesson scorm (ID | --file FILE)`: writes the SCORM package of the built-in lesson `id`, or
/// of the lesson file `file` (checked whole first), for SCORM `version` passed at `mastery`
/// percent, its page a copy of the single file `html`, to `out` (a zip's path, or a
/// directory: the package's own name in it). Says what it wrote, or why not with exit status
/// 2 (a lesson refused: `FILE:LINE: message`, as `lesson check`).
pub fn scorm(
    id: Option<&str>,
    file: Option<&Path>,
    out: &Path,
    version: &str,
    mastery: u8,
    html: &Path,
) -> ExitCode {
    let fail = |why: String| {
        eprintln!("{}", crate::cli::error_line(&why));
        ExitCode::from(2)
    };
    let said = crate::cli::exercise::said;
    let version = match version.parse::<Version>() {
        Ok(version) => version,
        Err(why) => return fail(said(&why)),
    };
    let package = match (id, file) {
        // A built-in lesson titled as its translation into the CLI's language is.
        (Some(id), None) => {
            LessonPackage::builtin_in(id, language(), version, mastery).map_err(|e| said(&e))
        }
        (None, Some(file)) => {
            let name = file.display();
            let text = match std::fs::read(file) {
                Ok(bytes) if bytes.len() > lesson::MAX_BYTES => {
                    // Refused before it is read as text, as the core would refuse it.
                    let e = lesson::parse(&" ".repeat(lesson::MAX_BYTES + 1)).unwrap_err();
                    return fail(format!(
                        "{name}:1: {}",
                        say(&e.message.message.clone().arg("bytes", bytes.len()))
                    ));
                }
                Ok(bytes) => match String::from_utf8(bytes) {
                    Ok(text) => text,
                    Err(_) => return fail(format!("{name}: {}", tr("lesson-check-not-utf8", &[]))),
                },
                Err(e) => {
                    return fail(format!(
                        "{name}: {}",
                        tr(
                            "lesson-check-unreadable",
                            &[("error", e.to_string().into())]
                        )
                    ))
                }
            };
            // A lesson refused in `lesson check`'s form: FILE:LINE: message.
            match lesson::parse(&text) {
                Ok(parsed) => {
                    LessonPackage::of_lesson(&parsed, &text, version, mastery).map_err(|e| said(&e))
                }
                Err(e) => Err(format!("{name}:{}: {}", e.line, say(&e.message.message))),
            }
        }
        _ => Err(tr("scorm-cli-id-or-file", &[])),
    };
    let package = match package {
        Ok(package) => package,
        Err(why) => return fail(why),
    };
    let single_file = match crate::cli::exercise::read_single_file(html) {
        Ok(text) => text,
        Err(why) => return fail(why),
    };
    // The manifest's titles in the CLI's language.
    let zip = match package.zip(&single_file, &say) {
        Ok(zip) => zip,
        Err(why) => return fail(format!("{}: {}", html.display(), said(&why))),
    };
    let out = if out.is_dir() {
        out.join(package.file_name())
    } else {
        out.to_path_buf()
    };
    if let Err(e) = std::fs::write(&out, &zip) {
        return fail(crate::cli::write_error(&out, &e));
    }
    println!(
        "{}",
        tr(
            "scorm-cli-wrote-lesson",
            &[
                ("file", out.display().to_string().into()),
                ("megabytes", number(zip.len() as f64 / 1e6)),
                ("title", say(&package.title()).into()),
                ("version", package.version.schema_version().into()),
                ("mastery", number(package.mastery)),
            ]
        )
    );
    ExitCode::SUCCESS
}
