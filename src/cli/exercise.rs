//! `nqueens exercise check CODE…` (completion codes re-graded, as CSV), `nqueens exercise
//! instance` (a learner's instance), `nqueens exercise key` (its answer key), over
//! [`nqueens::exercise`]; and `nqueens exercise scorm` (the class's exercise as a SCORM
//! package), over [`nqueens::scorm`].

use nqueens::exercise::{check_code, code_owner, header, AnswerKey, Checked, ClassCode, Instance};
use nqueens::l10n;
use nqueens::message::Message;
use nqueens::scorm::{Package, Version};
use std::io::BufRead;
use std::path::Path;
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
                let refused = match code_owner(code) {
                    Some(whose) => Message::new("exercise-cli-refused-whose").arg("whose", whose),
                    None => Message::new("exercise-cli-refused"),
                };
                eprintln!(
                    "{}",
                    l10n::say(&refused.arg("code", i + 1).arg("why", why.message))
                );
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
            eprintln!("{}", crate::cli::error_line(&l10n::say(&why.message)));
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
            eprintln!("{}", crate::cli::error_line(&l10n::say(&why.message)));
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
            l10n::say(&instance.family.name_message()),
            header(class, learner, attempt, &instance)
        );
    }
    ExitCode::SUCCESS
}

/// The single file's text at `html`, or why not in the CLI's language (naming `cargo xtask
/// dist` when it is missing): what a SCORM package's page is a copy of (`exercise scorm`,
/// `lesson scorm`).
pub fn read_single_file(html: &Path) -> Result<String, String> {
    let path = || ("path", html.display().to_string().into());
    let single_file = match std::fs::read(html) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(l10n::tr("scorm-cli-no-single-file", &[path()]))
        }
        Err(e) => {
            return Err(l10n::tr(
                "scorm-cli-unreadable",
                &[path(), ("error", e.to_string().into())],
            ))
        }
    };
    String::from_utf8(single_file).map_err(|_| l10n::tr("scorm-cli-not-text", &[path()]))
}

/// `why` (a package refused) in the CLI's language.
pub fn said(why: &nqueens::message::Refusal) -> String {
    l10n::say(&why.message)
}

/// Writes the SCORM package of `class`'s exercise (SCORM `version`, passed at `mastery`
/// percent) to `out`, its page a copy of the single file `html`; says what it wrote, or
/// why not (exit status 2), naming `cargo xtask dist` when the single file is missing.
pub fn scorm(class: &str, out: &Path, version: &str, mastery: u8, html: &Path) -> ExitCode {
    let fail = |why: String| {
        eprintln!("{}", crate::cli::error_line(&why));
        ExitCode::from(2)
    };
    let class = match class.parse::<ClassCode>() {
        Ok(class) => class,
        Err(why) => return fail(said(&why)),
    };
    let package = match version
        .parse::<Version>()
        .and_then(|version| Package::new(class, version, mastery))
    {
        Ok(package) => package,
        Err(why) => return fail(said(&why)),
    };
    let single_file = match read_single_file(html) {
        Ok(text) => text,
        Err(why) => return fail(why),
    };
    // The manifest's titles in the CLI's language.
    let zip = match package.zip(&single_file, &l10n::say) {
        Ok(zip) => zip,
        Err(why) => return fail(format!("{}: {}", html.display(), said(&why))),
    };
    if let Err(e) = std::fs::write(out, &zip) {
        return fail(crate::cli::write_error(out, &e));
    }
    println!(
        "{}",
        l10n::say(
            &Message::new("exercise-cli-wrote")
                .arg("file", out.display().to_string())
                .arg("megabytes", zip.len() as f64 / 1e6)
                .arg("title", package.title())
                .arg("version", package.version.schema_version())
                .arg("mastery", package.mastery)
        )
    );
    ExitCode::SUCCESS
}
