//! The refusals of the page's own checks (issue 42): what the bindings (`src/bindings.rs`,
//! built for wasm32 only) refuse beyond the core's other checks, each a [`Refusal`], a
//! message of the catalogs (`locales/<lang>/errors.ftl`, `exercise.ftl`) with its English.
//! They are composed here, not in the bindings, so that the native tests (tests/errors.rs)
//! check each English against the English catalog's, as they do the core's other refusals;
//! the page says the message in its language (`www/i18n.js`'s `errorText` or `say`).
//!
//! ```
//! use nqueens::refusals;
//! let refusal = refusals::board_columns(8, 3);
//! assert_eq!(refusal.to_string(), "a board of 8 rows needs 8 columns, not 3");
//! assert_eq!(refusal.message.id, "error-board-columns");
//! ```

use crate::input::grouped;
use crate::message::{Message, Refusal};

/// A board handed over with `given` columns for its `n` rows (the sandbox's, or a board a
/// run goes on from).
pub fn board_columns(n: usize, given: usize) -> Refusal {
    Refusal::new(
        Message::new("error-board-columns")
            .arg("n", n)
            .arg("given", given),
        format!("a board of {n} rows needs {n} columns, not {given}"),
    )
}

/// The browser refused the `megabytes` MB of memory a large-board run of `algorithm` on `n`
/// queens needs, about `bytes_per_queen` bytes a queen.
pub fn memory(
    megabytes: u64,
    n: u64,
    algorithm: &crate::description::Description,
    bytes_per_queen: usize,
) -> Refusal {
    let name = algorithm.name;
    Refusal::new(
        Message::new("error-memory-refused")
            .arg("megabytes", megabytes)
            .arg("n", n)
            .arg("algorithm", algorithm.name_arg())
            .arg("perQueen", bytes_per_queen),
        format!(
            "the browser did not grant the {} MB of memory that {} queens need with {name} \
             (about {bytes_per_queen} bytes per queen): choose a smaller board",
            grouped(megabytes),
            grouped(n),
        ),
    )
}

/// A counting kernel `name` this build does not run; `kernels` are those it runs.
pub fn counting_kernel(name: &str, kernels: &[String]) -> Refusal {
    let kernels = kernels.join(", ");
    Refusal::new(
        Message::new("error-count-kernel")
            .arg("name", name)
            .arg("kernels", kernels.as_str()),
        format!("no counting kernel “{name}”: choose one of {kernels}"),
    )
}

/// The browser's canvas refused the scaled view's image; `error` is the browser's own words.
pub fn canvas(error: &str) -> Refusal {
    Refusal::new(
        Message::new("error-canvas-image").arg("error", error),
        format!("the canvas refused the image: {error}"),
    )
}

/// An exercise's step asked at move `start`, where the run asks nothing (it has ended).
pub fn no_question(start: u64) -> Refusal {
    Refusal::new(
        Message::new("error-no-question").arg("start", start),
        format!("the run asks nothing after move {start}"),
    )
}

/// An attempt number that is not a whole number from 1 (the answer keys' Attempt field).
pub fn attempt() -> Refusal {
    Refusal::new(
        Message::new("exercise-key-attempt-whole"),
        "the attempt is a whole number: 1 (the first instance), 2, 3, …".to_string(),
    )
}

/// A mastery score that is not a whole percentage from 0 to 100 (a SCORM package's pass
/// mark, as the page hands it over). Not a number (NaN, infinite) goes as text.
pub fn mastery(mastery: f64) -> Refusal {
    let message = Message::new("error-mastery");
    let message = if mastery.is_finite() {
        message.arg("mastery", mastery)
    } else {
        message.arg("mastery", mastery.to_string())
    };
    Refusal::new(
        message,
        format!("a mastery score is a whole percentage from 0 to 100, not {mastery}"),
    )
}

/// A learner's name (or number) on a line of the class's list that names the learner of
/// line `line` again (1-based), however spaced or capitalized: one key a learner.
pub fn same_learner(line: usize) -> Refusal {
    Refusal::new(
        Message::new("exercise-key-same-learner").arg("line", line),
        format!("the same learner as line {line}"),
    )
}
