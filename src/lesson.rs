//! Guided lessons (issue 41): a lesson file parsed, checked whole and resolved, and the
//! built-in lessons.
//!
//! A lesson is a plain Markdown file (`docs/lesson-format.md` documents it with a complete
//! example; `/work/lesson-spec.md` was the contract): line 1 is `# ` and the title, header
//! lines `id:` and `summary:` follow, and each `## ` line starts a slide: its title, its text
//! (a small Markdown subset, rendered here to HTML), and up to three fenced blocks,
//! ```` ```state ```` (the page's state: algorithm, n, seed, parameters, view, the move shown),
//! ```` ```action ```` (play to a move or to an event of a kind, at a speed; ask a question;
//! `expect:` lines pinning the numbers the text states) and ```` ```notes ```` (presenter
//! notes).
//!
//! [`parse`] reads, validates and resolves a whole file before anything is played: each
//! slide's state is made concrete (what it inherits from the slide before it filled in) and
//! its `start` and `end` moves are numbers, found by stepping the seeded run through the
//! registry ([`crate::registry::animate_with`]); every `expect:` is checked there, and a
//! slide's question is checked to have a move to ask about ([`exercise_step`] for
//! `ask: exercise`: the algorithm's next move on the slide's own board). A file
//! with anything wrong is refused with the first problem and its line ([`LessonError`],
//! "line L: …", said as a message of `locales/<lang>/lesson-format.ftl` in the page's or
//! the CLI's language: issue 42), never half-played. Parsing never panics and never runs for long: a file is
//! at most [`MAX_BYTES`], a lesson at most [`MAX_SLIDES`] slides, and a run is stepped at
//! most [`MAX_MOVES`] moves (`tests/lesson.rs` mutates the built-in files at random).
//!
//! Rows and columns are 1-based in everything a person reads here (the `expect:` lines, the
//! messages), as on the page.
//!
//! The built-in lessons live in `lessons/*.md`, listed once in [`BUILTIN`]
//! (`nqueens lesson list`, the bindings' `lessonList`); their translations in
//! `lessons/TAG/*.md` ([`TRANSLATIONS`], one folder per language of `locales/`), each checked
//! to be its original in other words ([`check_translation`]); a lesson without a translation
//! is shown in English ([`builtin_text`]).

use crate::description::Description;
use crate::message::{Arg, Message, Refusal};
use crate::moves::EventKind;
use crate::params::Params;
use crate::registry::{Algorithm, ALGORITHMS};
use crate::solver::Animation;
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, LinkType, Options, Parser, Tag, TagEnd};
use std::fmt;

// A refusal of the lesson format (issue 42): `crate::message::refusal!`, its message `$id` of
// `locales/<lang>/lesson-format.ftl`, its arguments written by this module's [`Said`] (text
// as it is, a `grouped` number with commas in English and the language's way in the
// catalogs, a nested refusal as its message). tests/lesson_errors.rs checks the English is
// the English catalog's.
use crate::message::refusal;

/// The largest lesson file taken, in bytes (200 kB); a larger one is refused at line 1.
pub const MAX_BYTES: usize = 200_000;

/// The most slides a lesson may have (the built-in ones have 8 to 20).
pub const MAX_SLIDES: usize = 40;

/// The most moves a run is stepped to resolve a slide (its step, its play, its expects):
/// a move beyond it is refused, the message naming the limit.
pub const MAX_MOVES: u64 = 200_000;

/// The largest board whose counters an `expect:` may pin (a large board's run to its
/// solution, on the page's main thread when a lesson opens: about a tenth of a second at a
/// million queens natively); a larger one's expects are refused, the message naming it.
pub const MAX_CHECKED_N: usize = 1_000_000;

/// The page's playing speeds, in moves per second: a slide's `speed:` is one of them.
pub const SPEEDS: [u32; 10] = [1, 2, 4, 8, 15, 30, 60, 150, 500, 2000];

/// A slide's speed when its action names none, in moves per second.
pub const DEFAULT_SPEED: u32 = 4;

/// The board size when no slide names one.
pub const DEFAULT_N: usize = 8;

/// The Compare view's runs per algorithm when no slide names them; `trials:` is 1 to
/// [`MAX_TRIALS`].
pub const DEFAULT_TRIALS: u32 = 20;

/// The most runs per algorithm a compare slide may ask for.
pub const MAX_TRIALS: u32 = 1000;

/// The built-in lessons, in the order `nqueens lesson list` and the page list them: each
/// `(id, the file's text)`, from `lessons/ID.md` (`tests/lesson.rs` checks that each file's
/// `id:` is its id, that it parses, and that every expect holds).
pub const BUILTIN: [(&str, &str); 6] = [
    (
        "first-solution-walkthrough",
        include_str!("../lessons/first-solution-walkthrough.md"),
    ),
    (
        "why-not-random",
        include_str!("../lessons/why-not-random.md"),
    ),
    ("best-of-both", include_str!("../lessons/best-of-both.md")),
    ("big-boards", include_str!("../lessons/big-boards.md")),
    (
        "aima-local-search",
        include_str!("../lessons/aima-local-search.md"),
    ),
    (
        "aima-constraint-propagation",
        include_str!("../lessons/aima-constraint-propagation.md"),
    ),
];

/// The languages the built-in lessons are translated into (BCP 47 tags, the folders of
/// `locales/` other than English): a translation of `lessons/ID.md` is
/// `lessons/TAG/ID.md`, the same slides, boards and questions in other words
/// ([`check_translation`]); a lesson not translated into a language is shown in English.
pub const LESSON_LANGUAGES: [&str; 4] = ["es", "de", "zh-CN", "ar"];

/// The built-in lessons' translations, `(id, tag, the file's text)` each: `lessons/TAG/ID.md`
/// (`tests/lesson.rs` checks that every file of those folders is listed here, and that each
/// says its original's slides, boards and questions: [`check_translation`]).
pub const TRANSLATIONS: &[(&str, &str, &str)] = &[
    (
        "first-solution-walkthrough",
        "es",
        include_str!("../lessons/es/first-solution-walkthrough.md"),
    ),
    (
        "first-solution-walkthrough",
        "de",
        include_str!("../lessons/de/first-solution-walkthrough.md"),
    ),
    (
        "first-solution-walkthrough",
        "zh-CN",
        include_str!("../lessons/zh-CN/first-solution-walkthrough.md"),
    ),
    (
        "first-solution-walkthrough",
        "ar",
        include_str!("../lessons/ar/first-solution-walkthrough.md"),
    ),
    (
        "why-not-random",
        "es",
        include_str!("../lessons/es/why-not-random.md"),
    ),
    (
        "why-not-random",
        "de",
        include_str!("../lessons/de/why-not-random.md"),
    ),
    (
        "why-not-random",
        "zh-CN",
        include_str!("../lessons/zh-CN/why-not-random.md"),
    ),
    (
        "why-not-random",
        "ar",
        include_str!("../lessons/ar/why-not-random.md"),
    ),
    (
        "best-of-both",
        "es",
        include_str!("../lessons/es/best-of-both.md"),
    ),
    (
        "big-boards",
        "es",
        include_str!("../lessons/es/big-boards.md"),
    ),
    (
        "best-of-both",
        "de",
        include_str!("../lessons/de/best-of-both.md"),
    ),
    (
        "big-boards",
        "de",
        include_str!("../lessons/de/big-boards.md"),
    ),
    (
        "best-of-both",
        "zh-CN",
        include_str!("../lessons/zh-CN/best-of-both.md"),
    ),
    (
        "big-boards",
        "zh-CN",
        include_str!("../lessons/zh-CN/big-boards.md"),
    ),
    (
        "best-of-both",
        "ar",
        include_str!("../lessons/ar/best-of-both.md"),
    ),
    (
        "big-boards",
        "ar",
        include_str!("../lessons/ar/big-boards.md"),
    ),
    (
        "aima-local-search",
        "es",
        include_str!("../lessons/es/aima-local-search.md"),
    ),
    (
        "aima-local-search",
        "de",
        include_str!("../lessons/de/aima-local-search.md"),
    ),
    (
        "aima-local-search",
        "zh-CN",
        include_str!("../lessons/zh-CN/aima-local-search.md"),
    ),
    (
        "aima-local-search",
        "ar",
        include_str!("../lessons/ar/aima-local-search.md"),
    ),
    (
        "aima-constraint-propagation",
        "es",
        include_str!("../lessons/es/aima-constraint-propagation.md"),
    ),
    (
        "aima-constraint-propagation",
        "de",
        include_str!("../lessons/de/aima-constraint-propagation.md"),
    ),
    (
        "aima-constraint-propagation",
        "zh-CN",
        include_str!("../lessons/zh-CN/aima-constraint-propagation.md"),
    ),
    (
        "aima-constraint-propagation",
        "ar",
        include_str!("../lessons/ar/aima-constraint-propagation.md"),
    ),
];

/// The file of the built-in lesson `id` in the language `tag` (a tag of `locales/`, or the
/// pseudo-locale's `en-XA`): its translation ([`TRANSLATIONS`]) if it has one, else the
/// English file; `None` for an unknown id.
pub fn builtin_text(id: &str, tag: &str) -> Option<&'static str> {
    let english = BUILTIN.iter().find(|(i, _)| *i == id)?.1;
    Some(
        TRANSLATIONS
            .iter()
            .find(|(i, t, _)| *i == id && *t == tag)
            .map_or(english, |(_, _, text)| *text),
    )
}

/// The built-in lesson `id` in the language `tag`, parsed ([`parse`]): its translation, or
/// English ([`builtin_text`]).
///
/// # Errors
/// As [`builtin_lesson`].
pub fn builtin_lesson_in(id: &str, tag: &str) -> Result<Lesson, LessonError> {
    match builtin_text(id, tag) {
        Some(text) => parse(text),
        None => builtin_lesson(id),
    }
}

/// Why a translation of a lesson is not its original in other words: the translation's
/// 1-based line (its slide's heading, or 1 for the whole file) and the catalog message
/// saying what differs (`locales/*/lessons.ftl`, ids `lesson-translation-…`).
#[derive(Clone, Debug, PartialEq)]
pub struct TranslationMismatch {
    /// The translation's line: its slide's `## ` heading, or 1 (its id, its slide count).
    pub line: usize,
    /// What differs, as a message of the catalogs.
    pub message: crate::message::Message,
}

/// Checks that `translation` says `original` in other words: the same id, the same number of
/// slides, and slide by slide the same board (the state: view, algorithm, n, seed,
/// parameters, what is beside or compared), the same moves (start and end), the same play,
/// speed and question, and the same `expect:` lines (their values; their lines may differ).
/// Only the title, the summary, the slides' titles, texts and notes may differ.
///
/// # Errors
/// The first difference, with the translation's line and a message naming the original's
/// line ([`TranslationMismatch`]).
pub fn check_translation(
    original: &Lesson,
    translation: &Lesson,
) -> Result<(), TranslationMismatch> {
    use crate::message::Message;
    if translation.id != original.id {
        return Err(TranslationMismatch {
            line: 1,
            message: Message::new("lesson-translation-id")
                .arg("id", translation.id.as_str())
                .arg("original", original.id.as_str()),
        });
    }
    if translation.slides.len() != original.slides.len() {
        return Err(TranslationMismatch {
            line: 1,
            message: Message::new("lesson-translation-slides")
                .arg("slides", translation.slides.len())
                .arg("original", original.slides.len()),
        });
    }
    for (k, (mine, theirs)) in translation.slides.iter().zip(&original.slides).enumerate() {
        let what = if mine.state != theirs.state {
            "lesson-translation-board"
        } else if mine.start != theirs.start
            || mine.end != theirs.end
            || mine.action.play != theirs.action.play
        {
            "lesson-translation-moves"
        } else if mine.action.speed != theirs.action.speed {
            "lesson-translation-speed"
        } else if mine.action.ask != theirs.action.ask {
            "lesson-translation-question"
        } else if mine.expects.len() != theirs.expects.len()
            || mine
                .expects
                .iter()
                .zip(&theirs.expects)
                .any(|(a, b)| a.what != b.what || a.beside != b.beside)
        {
            "lesson-translation-expects"
        } else {
            continue;
        };
        return Err(TranslationMismatch {
            line: mine.line,
            message: Message::new(what)
                .arg("slide", k + 1)
                .arg("line", theirs.line),
        });
    }
    Ok(())
}

/// The built-in lessons, `(id, the file's text)` each, in order: [`BUILTIN`].
pub fn builtin() -> &'static [(&'static str, &'static str)] {
    &BUILTIN
}

/// The built-in lesson `id`, parsed ([`parse`]).
///
/// # Errors
/// An unknown id (line 0, the message listing the ids); a built-in file that does not
/// parse (which `tests/lesson.rs` rules out) as [`parse`].
pub fn builtin_lesson(id: &str) -> Result<Lesson, LessonError> {
    let (_, text) = BUILTIN.iter().find(|(i, _)| *i == id).ok_or_else(|| {
        let ids: Vec<&str> = BUILTIN.iter().map(|(i, _)| *i).collect();
        error(
            0,
            refusal!(
                "lesson-format-no-builtin",
                "no built-in lesson “{id}”: the lessons are {ids}",
                id = id.to_string(),
                ids = ids.join(", "),
            ),
        )
    })?;
    parse(text)
}

/// What is wrong with a lesson file, and where: `Display` writes "line L: message" in
/// English; [`LessonError::said`] is the same as a message of the catalogs
/// (`locales/<lang>/lesson-format.ftl`, issue 42).
#[derive(Clone, Debug, PartialEq)]
pub struct LessonError {
    /// The 1-based line of the file (1 for a problem of the whole file, such as its size;
    /// 0 only for [`builtin_lesson`]'s unknown id, which names no file).
    pub line: usize,
    /// What is wrong and what would be right: a message of the catalogs (`lesson-format-…`,
    /// or the core's `error-…` for a parameter or board size the algorithm refuses) with its
    /// English, which it derefs to and displays.
    pub message: Refusal,
}

impl LessonError {
    /// The whole refusal, "line L: what is wrong", as a message of the catalogs
    /// (`lesson-format-line`: `$line` the line as text, `$what` the message): what the page
    /// shows of a teacher's own lesson refused. Its English is `Display`'s.
    pub fn said(&self) -> Message {
        Message::new("lesson-format-line")
            .arg("line", self.line.to_string())
            .arg("what", self.message.message.clone())
    }
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for LessonError {}

/// A lesson, parsed, checked and resolved ([`parse`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its id (`a-z`, `0-9` and `-`), from the header's `id:`.
    pub id: String,
    /// Its title, from line 1 (`# Title`), as plain text.
    pub title: String,
    /// One line about it, from the header's `summary:`, as plain text.
    pub summary: String,
    /// Its slides, 1 to [`MAX_SLIDES`].
    pub slides: Vec<Slide>,
}

/// One slide, resolved: its state concrete, its moves numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Slide {
    /// The 1-based line of its `## ` heading.
    pub line: usize,
    /// Its title (the heading's text), as plain text.
    pub title: String,
    /// Its text as HTML: `<p>`, `<em>`, `<strong>`, `<code>`, `<ul>`/`<ol>`/`<li>`,
    /// `<blockquote>`, `<pre><code>`, `<hr>`, `<br>` and `<a href>` (http and https links
    /// open in a new tab, `target="_blank" rel="noopener noreferrer"`; `#…` and relative ones
    /// do not), every text and attribute escaped. Empty for a slide without text.
    pub html: String,
    /// Its presenter notes, the same subset as HTML; empty without a `notes` block.
    pub notes_html: String,
    /// The page's state on this slide, with what it inherits filled in.
    pub state: SlideState,
    /// What the slide does once shown.
    pub action: Action,
    /// The move shown when the slide opens (0: the start). Always 0 for a large board and
    /// the Compare view, which show no move.
    pub start: u64,
    /// The move the slide ends on, after its play (`start` without one).
    pub end: u64,
    /// The numbers pinned at `end`, each checked.
    pub expects: Vec<Expect>,
}

/// Which view a slide shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The animated board (or the large board, above the algorithm's animated limit).
    Watch,
    /// Two algorithms side by side, stepping together.
    Side,
    /// The Compare view.
    Compare,
    /// The Compare view's papers table.
    Papers,
}

impl View {
    /// Every view, in the order the format lists them.
    pub const ALL: [View; 4] = [View::Watch, View::Side, View::Compare, View::Papers];

    /// The word a lesson writes: `watch`, `side`, `compare`, `papers`.
    pub fn as_str(self) -> &'static str {
        match self {
            View::Watch => "watch",
            View::Side => "side",
            View::Compare => "compare",
            View::Papers => "papers",
        }
    }
}

/// The page's state on a slide, concrete: each key the slide's `state` block gave, or the
/// one the slide before had (an algorithm's parameters start again from its defaults when
/// the algorithm changes and the slide gives none; likewise `vs-params` when `vs` changes).
#[derive(Clone, Debug, PartialEq)]
pub struct SlideState {
    /// The algorithm on the board.
    pub algorithm: Algorithm,
    /// The board size.
    pub n: usize,
    /// The run's seed; `None` for a deterministic algorithm, which takes none (unless the
    /// algorithm beside is randomized: both boards run with it).
    pub seed: Option<u64>,
    /// Its parameters as an address writes them (`name=value&…`; empty: every default),
    /// as given, trimmed.
    pub params: String,
    /// The view.
    pub view: View,
    /// With [`View::Side`], the algorithm beside (it runs with the same n and seed).
    pub vs: Option<Algorithm>,
    /// Its parameters, as `params`; empty without `vs`.
    pub vs_params: String,
    /// The algorithms the Compare view compares (its default: those it ticks at first);
    /// empty outside the Compare and papers views.
    pub algorithms: Vec<Algorithm>,
    /// The Compare view's runs per algorithm (1 to [`MAX_TRIALS`]).
    pub trials: u32,
    /// True when n is beyond the algorithm's animated board, so that the page shows its
    /// large board (view watch only; no move is shown, nothing but `play: to end` played).
    pub large: bool,
    /// With [`View::Papers`], the table shown: one of [`PAPERS`] (default `sosic-gu`);
    /// `None` in the other views.
    pub paper: Option<&'static str>,
}

/// How a slide plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// `to K`: to move K.
    To(u64),
    /// `to first KIND`: to the first move of the run with an event of the kind.
    First(EventKind),
    /// `to next KIND`: to the first such move after the slide's start.
    Next(EventKind),
    /// `to end`: to the run's last move (its solution, or the search's end).
    End,
}

impl Play {
    /// The word the bindings hand the page: `to`, `first`, `next` or `end`.
    pub fn word(self) -> &'static str {
        match self {
            Play::To(_) => "to",
            Play::First(_) => "first",
            Play::Next(_) => "next",
            Play::End => "end",
        }
    }

    /// The event kind of `first` and `next`.
    pub fn event(self) -> Option<EventKind> {
        match self {
            Play::First(kind) | Play::Next(kind) => Some(kind),
            _ => None,
        }
    }
}

/// A question a slide asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Predict mode's question before the next move.
    Predict,
    /// The algorithm's next move, done by the learner on the slide's own board: the
    /// exercise's questions of that one move ([`exercise_step`]).
    Exercise,
}

impl Ask {
    /// The word a lesson writes: `predict` or `exercise`.
    pub fn as_str(self) -> &'static str {
        match self {
            Ask::Predict => "predict",
            Ask::Exercise => "exercise",
        }
    }
}

/// What a slide does once shown: its `action` block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Action {
    /// Its play, if any (before its question).
    pub play: Option<Play>,
    /// Moves per second while playing, one of [`SPEEDS`].
    pub speed: u32,
    /// Its question, if any.
    pub ask: Option<Ask>,
}

/// A number pinned by an `expect:` line, checked at the slide's end move.
#[derive(Clone, Debug, PartialEq)]
pub struct Expect {
    /// Its 1-based line.
    pub line: usize,
    /// What it pins.
    pub what: Expected,
    /// True for a `vs-expect:` line: a number of the board beside (view side), where the
    /// pair's end move leaves it.
    pub beside: bool,
}

/// What an `expect:` pins, and to what.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// `COUNTER = VALUE`: a counter of the algorithm (its description's counter id).
    Counter {
        /// The counter's id: one of those the run's counters have (with some parameters
        /// more than its description lists: backtracking's `consistency-checks`).
        id: String,
        /// Its value.
        value: u64,
    },
    /// `attempts-per-row = 2,8,9,7`: attempts per row from row 1.
    AttemptsPerRow(Vec<u64>),
    /// `columns = 2,4,1,3`: the queens' 1-based columns from row 1, 0 for an empty row (the
    /// placed rows, as many as the list).
    Columns(Vec<u64>),
    /// `solutions = 92`: the solutions found so far.
    Solutions(u64),
    /// `p = 0.1293`: the exact (or measured) odds of one try, `nqueens::registry::try_odds`,
    /// equal to `value` to the `digits` written after its point.
    P {
        /// The value written.
        value: f64,
        /// Its digits after the point.
        digits: u32,
    },
    /// `1/p = 7.73` (or `expected-tries = 7.73`): the expected tries of a run, 1/p, to the
    /// digits written.
    ExpectedTries {
        /// The value written.
        value: f64,
        /// Its digits after the point.
        digits: u32,
    },
}

/// Parses, validates and resolves a lesson file (see the [module docs](self) and
/// `docs/lesson-format.md`): the whole file is checked, every slide's start and end move
/// found by stepping its seeded run, every `expect:` checked.
///
/// # Errors
/// The first problem in the file, with its line ([`LessonError`]): a file over
/// [`MAX_BYTES`]; a missing or malformed title, id or summary; no slides or more than
/// [`MAX_SLIDES`]; an unknown or repeated block or key, or a block never closed; text after
/// a slide's blocks; Markdown outside the subset (raw HTML, images, tables, headings, links
/// other than http, https, `#…` or relative); an unknown algorithm, a board size, seed or
/// parameter out of range, a randomized algorithm without a seed; a move beyond the run's
/// end or beyond [`MAX_MOVES`]; an event kind the algorithm never reports, or none left in
/// the run; a speed not among [`SPEEDS`]; an `expect:` the run does not meet.
///
/// ```
/// let text = "# Four queens\nid: four\nsummary: The first solution.\n\n## The start\n\n\
///             *Watch* row 1.\n\n```state\nalgorithm: backtracking\nn: 4\n```\n\n\
///             ```action\nplay: to first solution\nexpect: attempts-total = 26\n\
///             expect: attempts-per-row = 2,8,9,7\n```\n";
/// let lesson = nqueens::lesson::parse(text)?;
/// assert_eq!(lesson.slides[0].html, "<p><em>Watch</em> row 1.</p>\n");
/// assert!(lesson.slides[0].end > 26);
/// let refused = nqueens::lesson::parse(&text.replace("n: 4", "n: 99")).unwrap_err();
/// assert_eq!(refused.line, 11);
/// # Ok::<(), nqueens::lesson::LessonError>(())
/// ```
pub fn parse(text: &str) -> Result<Lesson, LessonError> {
    if text.len() > MAX_BYTES {
        return Err(error(
            1,
            refusal!(
                "lesson-format-too-large",
                "the file has {bytes} bytes: a lesson file is at most {max} bytes (200 kB)",
                bytes = grouped(text.len()),
                max = grouped(MAX_BYTES),
            ),
        ));
    }
    resolve(read_file(&lines_of(text))?)
}

/// A file's lines: a byte-order mark dropped, each line without its `\r\n` or `\n`.
fn lines_of(text: &str) -> Vec<&str> {
    text.strip_prefix('\u{feff}')
        .unwrap_or(text)
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect()
}

/// A built-in lesson's outline, read without playing its runs: `(id, title, summary,
/// slides)`. `None` for an unknown id or a file that does not read (which
/// `tests/lesson.rs` rules out for the built-in ones). For a list of lessons (`lessonList`),
/// where [`builtin_lesson`] would step every slide's run.
pub fn builtin_outline(id: &str) -> Option<(String, String, String, usize)> {
    builtin_outline_in(id, "en")
}

/// [`builtin_outline`] of the lesson's file in the language `tag` ([`builtin_text`]).
pub fn builtin_outline_in(id: &str, tag: &str) -> Option<(String, String, String, usize)> {
    outline(builtin_text(id, tag)?).ok()
}

/// A built-in lesson's English title and its slides' English titles, in order, read without
/// playing its runs (as [`builtin_outline`]): the words a lesson's record and saved place
/// keep in every language, as before the translations (issue 42). `None` for an unknown id
/// or a file that does not read (which `tests/lesson.rs` rules out for the built-in ones).
pub fn builtin_titles(id: &str) -> Option<(String, Vec<String>)> {
    let raw = read_file(&lines_of(builtin_text(id, "en")?)).ok()?;
    Some((raw.title, raw.slides.into_iter().map(|s| s.title).collect()))
}

/// A lesson file's outline, read without resolving its slides (no run is stepped, no
/// `expect:` checked): `(id, title, summary, slides)`. Cheap where [`parse`] may step runs:
/// for a lesson already checked whole, read again (a SCORM package's page, `crate::scorm`).
///
/// # Errors
/// What [`parse`] refuses in the file's form (its size, title, header, slides' headings and
/// blocks), with the line; not what only resolving finds (a move beyond the run, an
/// `expect:` the run does not meet).
pub fn outline(text: &str) -> Result<(String, String, String, usize), LessonError> {
    if text.len() > MAX_BYTES {
        return Err(parse(text).unwrap_err());
    }
    let raw = read_file(&lines_of(text))?;
    Ok((raw.id, raw.title, raw.summary, raw.slides.len()))
}

fn error(line: usize, message: Refusal) -> LessonError {
    LessonError { line, message }
}

/// An argument of a lesson's refusal: what the catalogs get ([`Arg`]) and what its English
/// writes (`Display`), from one value, so that the two cannot differ.
trait Said: fmt::Display {
    fn said(&self) -> Arg;
}

impl Said for String {
    fn said(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl Said for &str {
    fn said(&self) -> Arg {
        Arg::Text((*self).to_string())
    }
}

/// A number the English writes without grouping (a line, a move of a few digits, a
/// slide's number): passed as text, as written.
macro_rules! said_as_text {
    ($($t:ty),*) => {$(
        impl Said for $t {
            fn said(&self) -> Arg {
                Arg::Text(self.to_string())
            }
        }
    )*};
}
said_as_text!(usize, u64, u32, f64);

/// A number the English writes with commas (200,000): a number in the catalogs, written
/// the language's way.
struct Grouped(u64);

impl fmt::Display for Grouped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::input::grouped(self.0))
    }
}

impl Said for Grouped {
    fn said(&self) -> Arg {
        Arg::Number(self.0 as f64)
    }
}

fn grouped(value: impl TryInto<u64>) -> Grouped {
    Grouped(value.try_into().unwrap_or(u64::MAX))
}

/// A clause said by another part of the core (a parameter refused, a board size): its
/// message, nested.
impl Said for Refusal {
    fn said(&self) -> Arg {
        Arg::Message(self.message.clone())
    }
}

/// The core's error as a refusal: its message and its English.
fn core(e: &crate::Error) -> Refusal {
    Refusal::new(e.message(), e.to_string())
}

// ------------------------------------------------------------------ reading the file

/// A slide as read, before it is resolved.
struct RawSlide {
    line: usize,
    title: String,
    html: String,
    notes_html: String,
    state: Vec<Pair>,
    action: Vec<Pair>,
}

/// A `key: value` line of a block.
struct Pair {
    line: usize,
    key: String,
    value: String,
}

struct RawLesson {
    id: String,
    title: String,
    summary: String,
    slides: Vec<RawSlide>,
    last_line: usize,
}

const BLOCKS: [&str; 3] = ["state", "action", "notes"];
const STATE_KEYS: [&str; 11] = [
    "algorithm",
    "n",
    "seed",
    "params",
    "view",
    "vs",
    "vs-params",
    "algorithms",
    "trials",
    "paper",
    "step",
];

/// The papers view's tables, as a lesson names them (`paper:`): Sosič & Gu's Tables 2–5,
/// Rolfe's n = 1000 tables, AIMA's figures (§4.1.1 and the 2nd edition's Figure 5.5), and
/// Brassard & Bratley's queensLV table (§10.6.3).
pub const PAPERS: [&str; 4] = ["sosic-gu", "rolfe", "aima", "brassard-bratley"];
const ACTION_KEYS: [&str; 5] = ["play", "speed", "ask", "expect", "vs-expect"];

fn is_slide_heading(line: &str) -> bool {
    line.starts_with("## ") || line == "##"
}

fn read_file(lines: &[&str]) -> Result<RawLesson, LessonError> {
    let last_line = lines.len().max(1);
    // The title: the first line that is not blank.
    let mut at = 0;
    while at < lines.len() && lines[at].trim().is_empty() {
        at += 1;
    }
    let title = lines
        .get(at)
        .and_then(|l| l.strip_prefix("# "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            error(
                at.min(lines.len().saturating_sub(1)) + 1,
                refusal!(
                    "lesson-format-no-title",
                    "a lesson starts with its title: “# ” and the title, on the first line"
                ),
            )
        })?
        .to_string();
    at += 1;
    // The header: `key: value` lines (continued on indented lines) up to the first slide.
    let mut header: Vec<(usize, String, String)> = Vec::new();
    while at < lines.len() && !is_slide_heading(lines[at]) {
        let line = lines[at];
        let number = at + 1;
        at += 1;
        if line.trim().is_empty() {
            continue;
        }
        if line.starts_with([' ', '\t']) {
            match header.last_mut() {
                Some((_, _, value)) => {
                    value.push(' ');
                    value.push_str(line.trim());
                    continue;
                }
                None => {
                    return Err(error(
                        number,
                        refusal!(
                            "lesson-format-indented",
                            "an indented line continues a header line, and none comes before it"
                        ),
                    ))
                }
            }
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(error(
                number,
                refusal!(
                    "lesson-format-not-header",
                    "“{text}” is not a header line: the header is “id: …” and “summary: …”, \
                     then each slide starts with “## ”",
                    text = clip(line),
                ),
            ));
        };
        let key = key.trim();
        if !["id", "summary"].contains(&key) {
            return Err(error(
                number,
                refusal!(
                    "lesson-format-header-key",
                    "unknown header key “{key}”: the header has id: and summary:",
                    key = clip(key),
                ),
            ));
        }
        if header.iter().any(|(_, k, _)| k == key) {
            return Err(error(
                number,
                refusal!(
                    "lesson-format-header-twice",
                    "{key}: is given twice: give it once",
                    key = key,
                ),
            ));
        }
        header.push((number, key.to_string(), value.trim().to_string()));
    }
    let header_end = (at + 1).min(last_line);
    let get = |key: &str| header.iter().find(|(_, k, _)| k == key);
    let id = match get("id") {
        None => {
            return Err(error(
                header_end,
                refusal!(
                    "lesson-format-no-id",
                    "the lesson needs an id: line before its first slide (a-z, 0-9 and -)"
                ),
            ))
        }
        Some((line, _, id)) => {
            if id.is_empty()
                || id.len() > 64
                || !id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            {
                return Err(error(
                    *line,
                    refusal!(
                        "lesson-format-bad-id",
                        "the id “{id}” must be 1 to 64 of a-z, 0-9 and -",
                        id = clip(id),
                    ),
                ));
            }
            id.clone()
        }
    };
    let summary = match get("summary") {
        Some((_, _, s)) if !s.is_empty() => s.clone(),
        Some((line, _, _)) => {
            return Err(error(
                *line,
                refusal!(
                    "lesson-format-empty-summary",
                    "the summary is empty: say in one line what the lesson is"
                ),
            ))
        }
        None => {
            return Err(error(
                header_end,
                refusal!(
                    "lesson-format-no-summary",
                    "the lesson needs a summary: line before its first slide"
                ),
            ))
        }
    };
    // The slides.
    let mut slides = Vec::new();
    while at < lines.len() {
        if slides.len() == MAX_SLIDES {
            return Err(error(
                at + 1,
                refusal!(
                    "lesson-format-too-many-slides",
                    "a lesson has at most {max} slides: this is slide {slide}",
                    max = MAX_SLIDES,
                    slide = MAX_SLIDES + 1,
                ),
            ));
        }
        let (slide, next) = read_slide(lines, at)?;
        slides.push(slide);
        at = next;
    }
    if slides.is_empty() {
        return Err(error(
            last_line,
            refusal!(
                "lesson-format-no-slides",
                "the lesson has no slides: each slide starts with a line “## ” and its title"
            ),
        ));
    }
    Ok(RawLesson {
        id,
        title,
        summary,
        slides,
        last_line,
    })
}

/// A fenced block as read: its name, the line of its opening fence, and its lines with
/// their numbers.
type Block<'a> = (String, usize, Vec<(usize, &'a str)>);

/// The slide whose `## ` heading is line `at` (0-based), and the index of the line after it.
fn read_slide(lines: &[&str], start: usize) -> Result<(RawSlide, usize), LessonError> {
    let heading = lines[start];
    let title = heading.strip_prefix("##").unwrap_or("").trim();
    if title.is_empty() {
        return Err(error(
            start + 1,
            refusal!(
                "lesson-format-slide-title",
                "a slide's “## ” line needs its title"
            ),
        ));
    }
    let mut text: Vec<&str> = Vec::new();
    let text_first = start + 2;
    let mut blocks: Vec<Block> = Vec::new();
    let mut at = start + 1;
    let mut open: Option<Block> = None;
    while at < lines.len() {
        let line = lines[at];
        let number = at + 1;
        if let Some((name, first, mut body)) = open.take() {
            if line.trim() == "```" {
                blocks.push((name, first, body));
            } else if line.starts_with("```") || is_slide_heading(line) {
                // Another block, or the next slide: this block was left open.
                return Err(error(
                    first,
                    refusal!(
                        "lesson-format-block-not-closed",
                        "the ```{name} block opened here is not closed before line {number}: \
                         end it with a line ```",
                        name = name.clone(),
                        number = number,
                    ),
                ));
            } else {
                body.push((number, line));
                open = Some((name, first, body));
            }
            at += 1;
            continue;
        }
        if is_slide_heading(line) {
            break;
        }
        if let Some(name) = line.strip_prefix("```") {
            let name = name.trim();
            if name.is_empty() {
                return Err(error(
                    number,
                    refusal!(
                        "lesson-format-block-name",
                        "a block needs its name: ```state, ```action or ```notes"
                    ),
                ));
            }
            if !BLOCKS.contains(&name) {
                return Err(error(
                    number,
                    refusal!(
                        "lesson-format-unknown-block",
                        "unknown block “{name}”: a slide's blocks are ```state, ```action and ```notes",
                        name = clip(name),
                    ),
                ));
            }
            if blocks.iter().any(|(n, _, _)| n == name) {
                return Err(error(
                    number,
                    refusal!(
                        "lesson-format-block-twice",
                        "a second ```{name} block: a slide has each block at most once",
                        name = name,
                    ),
                ));
            }
            open = Some((name.to_string(), number, Vec::new()));
        } else if blocks.is_empty() {
            text.push(line);
        } else if !line.trim().is_empty() {
            return Err(error(
                number,
                refusal!(
                    "lesson-format-text-after-blocks",
                    "a slide's text comes before its blocks: move this line up, or into ```notes"
                ),
            ));
        }
        at += 1;
    }
    if let Some((name, first, _)) = open {
        return Err(error(
            first,
            refusal!(
                "lesson-format-block-never-closed",
                "the ```{name} block opened here is never closed: end it with a line ```",
                name = name,
            ),
        ));
    }
    let html = render(&text.join("\n"), text_first)?;
    let mut slide = RawSlide {
        line: start + 1,
        title: title.to_string(),
        html,
        notes_html: String::new(),
        state: Vec::new(),
        action: Vec::new(),
    };
    for (name, first, body) in blocks {
        match name.as_str() {
            "notes" => {
                let notes: Vec<&str> = body.iter().map(|(_, l)| *l).collect();
                slide.notes_html = render(&notes.join("\n"), first + 1)?;
            }
            "state" => slide.state = pairs(&body, "state", &STATE_KEYS)?,
            _ => slide.action = pairs(&body, "action", &ACTION_KEYS)?,
        }
    }
    Ok((slide, at))
}

/// A block's `key: value` lines; each key once, but `expect`.
fn pairs(body: &[(usize, &str)], block: &str, keys: &[&str]) -> Result<Vec<Pair>, LessonError> {
    let mut out: Vec<Pair> = Vec::new();
    for &(line, text) in body {
        if text.trim().is_empty() {
            continue;
        }
        let Some((key, value)) = text.split_once(':') else {
            return Err(error(
                line,
                refusal!(
                    "lesson-format-not-pair",
                    "“{text}” is not “key: value” (the ```{block} block's keys: {keys})",
                    text = clip(text),
                    block = block,
                    keys = keys.join(", "),
                ),
            ));
        };
        let key = key.trim();
        if !keys.contains(&key) {
            return Err(error(
                line,
                refusal!(
                    "lesson-format-unknown-key",
                    "unknown key “{key}” in ```{block}: its keys are {keys}",
                    key = clip(key),
                    block = block,
                    keys = keys.join(", "),
                ),
            ));
        }
        if !key.ends_with("expect") && out.iter().any(|p| p.key == key) {
            return Err(error(
                line,
                refusal!(
                    "lesson-format-key-twice",
                    "{key}: is given twice in this block: give it once",
                    key = key,
                ),
            ));
        }
        out.push(Pair {
            line,
            key: key.to_string(),
            value: value.trim().to_string(),
        });
    }
    Ok(out)
}

/// At most 40 characters of `text`, for a message.
fn clip(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() > 40 {
        format!("{}…", text.chars().take(40).collect::<String>())
    } else {
        text.to_string()
    }
}

// ------------------------------------------------------------------ the Markdown subset

/// `text` (whose first line is the file's line `first_line`) as HTML, from the subset:
/// paragraphs, emphasis, strong, inline code, lists, block quotes, indented code, rules,
/// breaks, and links (http, https, `#…`, relative).
fn render(text: &str, first_line: usize) -> Result<String, LessonError> {
    let line_of = |offset: usize| {
        first_line
            + text.as_bytes()[..offset.min(text.len())]
                .iter()
                .filter(|&&b| b == b'\n')
                .count()
    };
    let mut html = String::new();
    let refuse = |offset: usize, what: Refusal| Err(error(line_of(offset), what));
    for (event, range) in Parser::new_ext(text, Options::ENABLE_TABLES).into_offset_iter() {
        let at = range.start;
        match event {
            Event::Start(tag) => match tag {
                Tag::Paragraph => html.push_str("<p>"),
                Tag::Emphasis => html.push_str("<em>"),
                Tag::Strong => html.push_str("<strong>"),
                Tag::BlockQuote(_) => html.push_str("<blockquote>\n"),
                Tag::List(None) => html.push_str("<ul>\n"),
                Tag::List(Some(1)) => html.push_str("<ol>\n"),
                Tag::List(Some(first)) => html.push_str(&format!("<ol start=\"{first}\">\n")),
                Tag::Item => html.push_str("<li>"),
                Tag::CodeBlock(CodeBlockKind::Indented) => html.push_str("<pre><code>"),
                Tag::CodeBlock(CodeBlockKind::Fenced(_)) => {
                    return refuse(
                        at,
                        refusal!(
                            "lesson-format-code-block",
                            "a code block is not part of a slide's text: a slide's blocks are \
                             ```state, ```action and ```notes, each at the start of its line"
                        ),
                    )
                }
                Tag::Link {
                    link_type,
                    dest_url,
                    ..
                } => {
                    if link_type == LinkType::Email {
                        return refuse(
                            at,
                            refusal!(
                                "lesson-format-email-link",
                                "an e-mail link: a lesson links to http(s) pages only"
                            ),
                        );
                    }
                    let url = dest_url.trim();
                    match link_kind(url) {
                        Some(true) => html.push_str(&format!(
                            "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">",
                            escape(url)
                        )),
                        Some(false) => html.push_str(&format!("<a href=\"{}\">", escape(url))),
                        None => {
                            return refuse(
                                at,
                                refusal!(
                                    "lesson-format-link",
                                    "the link “{url}”: a lesson links to http:// or https:// \
                                     addresses, #… or relative ones only",
                                    url = clip(url),
                                ),
                            )
                        }
                    }
                }
                Tag::Heading { level, .. } => {
                    return refuse(
                        at,
                        match level {
                            HeadingLevel::H1 => refusal!("lesson-format-heading-1", "a “# ” heading inside the lesson: only its first line is its title"),
                            HeadingLevel::H2 => refusal!("lesson-format-heading-2", "a heading inside a slide's text (a line underlined with --- or ===): a slide starts with “## ” at the start of a line; leave a blank line before a --- rule"),
                            _ => refusal!("lesson-format-heading-3", "headings of level 3 and below are not part of a lesson: each slide is one “## ” heading and its text"),
                        },
                    )
                }
                Tag::Image { .. } => return refuse(at, refusal!("lesson-format-image", "an image: a lesson's slides show the board, not images")),
                Tag::HtmlBlock => return refuse(at, refusal!("lesson-format-html", "raw HTML is not part of a lesson: write Markdown (emphasis, lists, links)")),
                Tag::Table(_) | Tag::TableHead | Tag::TableRow | Tag::TableCell => {
                    return refuse(at, refusal!("lesson-format-table", "a table is not part of a lesson: use a list"))
                }
                _ => return refuse(at, refusal!("lesson-format-markdown", "this Markdown is not part of a lesson's subset (emphasis, strong, lists, links, inline code, paragraphs)")),
            },
            Event::End(tag) => html.push_str(match tag {
                TagEnd::Paragraph => "</p>\n",
                TagEnd::Emphasis => "</em>",
                TagEnd::Strong => "</strong>",
                TagEnd::BlockQuote(_) => "</blockquote>\n",
                TagEnd::List(false) => "</ul>\n",
                TagEnd::List(true) => "</ol>\n",
                TagEnd::Item => "</li>\n",
                TagEnd::CodeBlock => "</code></pre>\n",
                TagEnd::Link => "</a>",
                _ => "",
            }),
            Event::Text(t) => html.push_str(&escape(&t)),
            Event::Code(t) => {
                html.push_str("<code>");
                html.push_str(&escape(&t));
                html.push_str("</code>");
            }
            Event::SoftBreak => html.push('\n'),
            Event::HardBreak => html.push_str("<br>\n"),
            Event::Rule => html.push_str("<hr>\n"),
            Event::Html(_) | Event::InlineHtml(_) => {
                return refuse(at, refusal!("lesson-format-html", "raw HTML is not part of a lesson: write Markdown (emphasis, lists, links)"))
            }
            _ => return refuse(at, refusal!("lesson-format-markdown", "this Markdown is not part of a lesson's subset (emphasis, strong, lists, links, inline code, paragraphs)")),
        }
    }
    Ok(html)
}

/// `Some(true)` for an http(s) address, `Some(false)` for `#…` or a relative one (no
/// scheme), `None` for any other scheme (`javascript:`, `data:`, `mailto:`, …) or a
/// protocol-relative `//host`.
fn link_kind(url: &str) -> Option<bool> {
    let lower = url.to_ascii_lowercase();
    if lower.starts_with("http://") || lower.starts_with("https://") {
        return Some(true);
    }
    if url.starts_with("//") || url.starts_with("\\\\") || url.starts_with("/\\") {
        return None;
    }
    // A scheme is letters, digits, +, - and . before the first ':' that comes before any
    // '/', '?' or '#'; control characters and spaces hide schemes from a reader, so refuse.
    if url.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return None;
    }
    let cut = url.find(['/', '?', '#']).unwrap_or(url.len());
    if url[..cut].contains(':') {
        return None;
    }
    Some(false)
}

/// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML text and attributes.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

// ------------------------------------------------------------------ resolving

/// A value and the line that set it.
#[derive(Clone, Debug, PartialEq)]
struct Set<T> {
    value: T,
    line: usize,
}

fn set<T>(value: T, line: usize) -> Option<Set<T>> {
    Some(Set { value, line })
}

/// What a slide's state blocks have set so far (what the next slide inherits).
#[derive(Clone, Default)]
struct Inherited {
    algorithm: Option<Set<Algorithm>>,
    n: Option<Set<usize>>,
    seed: Option<Set<u64>>,
    params: Option<Set<String>>,
    view: Option<Set<View>>,
    vs: Option<Set<Algorithm>>,
    vs_params: Option<Set<String>>,
    algorithms: Option<Set<Vec<Algorithm>>>,
    trials: Option<Set<u32>>,
    paper: Option<Set<&'static str>>,
}

/// A slide's `step:`.
#[derive(Clone, Copy)]
enum Step {
    Move(u64),
    End,
}

fn parse_algorithm(text: &str, line: usize) -> Result<Algorithm, LessonError> {
    text.parse::<Algorithm>().map_err(|_| {
        let ids: Vec<&str> = ALGORITHMS.iter().map(|a| a.id).collect();
        error(
            line,
            refusal!(
                "lesson-format-unknown-algorithm",
                "unknown algorithm “{text}” (the algorithms: {ids})",
                text = clip(text),
                ids = ids.join(", "),
            ),
        )
    })
}

/// What [`parse_number`] reads, named in its refusal.
#[derive(Clone, Copy)]
enum Whole {
    BoardSize,
    Trials,
    Step,
    Move,
    Value,
}

fn parse_number(text: &str, what: Whole, line: usize) -> Result<u64, LessonError> {
    crate::input::parse_whole(text).ok_or_else(|| {
        let text = clip(text);
        error(
            line,
            match what {
                Whole::BoardSize => refusal!(
                    "lesson-format-n-not-whole",
                    "the board size “{text}” is not a whole number",
                    text = text
                ),
                Whole::Trials => refusal!(
                    "lesson-format-trials-not-whole",
                    "trials “{text}” is not a whole number",
                    text = text
                ),
                Whole::Step => refusal!(
                    "lesson-format-step-not-whole",
                    "the step “{text}” is not a whole number",
                    text = text
                ),
                Whole::Move => refusal!(
                    "lesson-format-move-not-whole",
                    "the move “{text}” is not a whole number",
                    text = text
                ),
                Whole::Value => refusal!(
                    "lesson-format-value-not-whole",
                    "the value “{text}” is not a whole number",
                    text = text
                ),
            },
        )
    })
}

/// A slide's `seed:`, as `crate::seed::parse_seed` reads it, refused in the catalogs' words.
fn parse_seed(text: &str, line: usize) -> Result<u64, LessonError> {
    crate::seed::parse_seed(text).map_err(|_| {
        let text = text.trim().to_string();
        let max = u64::MAX;
        error(
            line,
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                refusal!(
                    "lesson-format-seed-not-whole",
                    "seed “{text}” is not a whole number from 0 to {max}",
                    text = text,
                    max = max
                )
            } else {
                refusal!(
                    "lesson-format-seed-too-large",
                    "seed {text} is larger than {max}",
                    text = text,
                    max = max
                )
            },
        )
    })
}

/// Applies one slide's state block to what it inherits; returns its `step:`.
fn apply_state(
    inherited: &mut Inherited,
    pairs: &[Pair],
) -> Result<Option<Set<Step>>, LessonError> {
    let mut step = None;
    let given = |key: &str| pairs.iter().any(|p| p.key == key);
    for p in pairs {
        let (line, v) = (p.line, p.value.as_str());
        let needs_value = !matches!(p.key.as_str(), "params" | "vs-params");
        if needs_value && v.is_empty() {
            return Err(error(
                line,
                refusal!(
                    "lesson-format-needs-value",
                    "{key}: needs a value",
                    key = p.key.clone()
                ),
            ));
        }
        match p.key.as_str() {
            "algorithm" => {
                let algorithm = parse_algorithm(v, line)?;
                if inherited.algorithm.as_ref().map(|a| a.value) != Some(algorithm)
                    && !given("params")
                {
                    inherited.params = None;
                }
                inherited.algorithm = set(algorithm, line);
            }
            "n" => {
                let n = parse_number(v, Whole::BoardSize, line)?;
                let n = usize::try_from(n).unwrap_or(usize::MAX);
                inherited.n = set(n, line);
            }
            "seed" => {
                let seed = parse_seed(v, line)?;
                inherited.seed = set(seed, line);
            }
            "params" => inherited.params = set(v.to_string(), line),
            "view" => {
                let view = View::ALL
                    .into_iter()
                    .find(|w| w.as_str() == v)
                    .ok_or_else(|| {
                        error(
                            line,
                            refusal!(
                                "lesson-format-unknown-view",
                                "unknown view “{view}”: choose watch, side, compare or papers",
                                view = clip(v),
                            ),
                        )
                    })?;
                inherited.view = set(view, line);
            }
            "paper" => {
                let paper = PAPERS.into_iter().find(|p| *p == v).ok_or_else(|| {
                    error(
                        line,
                        refusal!(
                            "lesson-format-unknown-paper",
                            "unknown paper “{paper}”: choose {papers}",
                            paper = clip(v),
                            papers = PAPERS.join(", "),
                        ),
                    )
                })?;
                inherited.paper = set(paper, line);
            }
            "vs" => {
                let vs = parse_algorithm(v, line)?;
                if inherited.vs.as_ref().map(|a| a.value) != Some(vs) && !given("vs-params") {
                    inherited.vs_params = None;
                }
                inherited.vs = set(vs, line);
            }
            "vs-params" => inherited.vs_params = set(v.to_string(), line),
            "algorithms" => {
                let mut list = Vec::new();
                for id in v.split(',') {
                    let algorithm = parse_algorithm(id.trim(), line)?;
                    if !list.contains(&algorithm) {
                        list.push(algorithm);
                    }
                }
                if let Some(a) = list.iter().find(|a| !a.description().compared) {
                    return Err(error(
                        line,
                        refusal!(
                            "lesson-format-not-compared",
                            "the Compare view does not offer {algorithm}",
                            algorithm = a.to_string(),
                        ),
                    ));
                }
                inherited.algorithms = set(list, line);
            }
            "trials" => {
                let trials = parse_number(v, Whole::Trials, line)?;
                if !(1..=u64::from(MAX_TRIALS)).contains(&trials) {
                    return Err(error(
                        line,
                        refusal!(
                            "lesson-format-trials-range",
                            "trials {trials} is out of range: choose 1 to {max}",
                            trials = trials,
                            max = MAX_TRIALS,
                        ),
                    ));
                }
                inherited.trials = set(trials as u32, line);
            }
            _ => {
                step = if v == "end" {
                    set(Step::End, line)
                } else {
                    set(Step::Move(parse_number(v, Whole::Step, line)?), line)
                };
            }
        }
    }
    Ok(step)
}

/// The resolved state of a slide from what it inherits; `slide_line` names the slide.
fn concrete_state(
    inherited: &Inherited,
    slide_line: usize,
    first: bool,
) -> Result<SlideState, LessonError> {
    let Some(algorithm) = inherited.algorithm.as_ref() else {
        let ids: Vec<&str> = ALGORITHMS.iter().map(|a| a.id).collect();
        return Err(error(
            slide_line,
            if first {
                refusal!(
                    "lesson-format-first-no-algorithm",
                    "the first slide needs an algorithm: in its ```state block (the algorithms: {ids})",
                    ids = ids.join(", "),
                )
            } else {
                refusal!(
                    "lesson-format-no-algorithm",
                    "this slide needs an algorithm: in its ```state block (the algorithms: {ids})",
                    ids = ids.join(", "),
                )
            },
        ));
    };
    let (algorithm_line, algorithm) = (algorithm.line, algorithm.value);
    let description = algorithm.description();
    let (n, n_line) = inherited
        .n
        .as_ref()
        .map_or((DEFAULT_N, algorithm_line), |n| (n.value, n.line));
    let view = inherited.view.as_ref().map_or(View::Watch, |v| v.value);
    let view_line = inherited.view.as_ref().map_or(slide_line, |v| v.line);
    let later = |a: usize, b: usize| a.max(b);
    // The seed: required for a randomized algorithm, ignored for a deterministic one.
    let seed = if description.randomized {
        match &inherited.seed {
            Some(s) => Some(s.value),
            None if matches!(view, View::Compare | View::Papers) => None,
            None => {
                return Err(error(
                    slide_line,
                    refusal!(
                        "lesson-format-needs-seed",
                        "{algorithm} is randomized: give it a seed: in the ```state block, so that the \
                         lesson plays the same run every time",
                        algorithm = description.name,
                    ),
                ))
            }
        }
    } else {
        None
    };
    let params = inherited.params.as_ref().map_or("", |p| p.value.as_str());
    let params_line = inherited.params.as_ref().map_or(algorithm_line, |p| p.line);
    let mut state = SlideState {
        algorithm,
        n,
        seed,
        params: params.to_string(),
        view,
        vs: None,
        vs_params: String::new(),
        algorithms: Vec::new(),
        trials: inherited
            .trials
            .as_ref()
            .map_or(DEFAULT_TRIALS, |t| t.value),
        large: false,
        paper: (view == View::Papers)
            .then(|| inherited.paper.as_ref().map_or(PAPERS[0], |p| p.value)),
    };
    match view {
        View::Watch | View::Side => {
            let large = n > description.max_n_animated
                && description.max_n_large.is_some_and(|max| n <= max);
            if n == 0 || (n > description.max_n_animated && !large) {
                return Err(error(
                    n_line,
                    match description.max_n_large {
                        Some(large) => refusal!(
                            "lesson-format-size-range-large",
                            "board size {n} is out of range: {algorithm} runs 1 to {max} on the animated board and to {large} on the large board",
                            n = grouped(n),
                            algorithm = description.name,
                            max = description.max_n_animated,
                            large = grouped(large),
                        ),
                        None => refusal!(
                            "lesson-format-size-range",
                            "board size {n} is out of range: {algorithm} runs 1 to {max} on the animated board",
                            n = grouped(n),
                            algorithm = description.name,
                            max = description.max_n_animated,
                        ),
                    },
                ));
            }
            if large && view == View::Side {
                return Err(error(
                    later(n_line, view_line),
                    refusal!(
                        "lesson-format-large-side",
                        "a board of {n} is a large board, shown in view watch only: side by side \
                         takes 1 to {max}",
                        n = grouped(n),
                        max = description.max_n_animated,
                    ),
                ));
            }
            state.large = large;
            check_params(description, params, n, later(params_line, n_line))?;
            if let Err(e) = start_check(algorithm, n, seed.unwrap_or(0), params) {
                return Err(error(later(n_line, params_line), e));
            }
            if view == View::Side {
                let Some(vs) = inherited.vs.as_ref() else {
                    return Err(error(
                        view_line,
                        refusal!(
                            "lesson-format-side-needs-vs",
                            "view: side needs vs: the algorithm beside (a registry id)"
                        ),
                    ));
                };
                let vs_description = vs.value.description();
                if n > vs_description.max_n_animated {
                    return Err(error(
                        later(n_line, vs.line),
                        refusal!(
                            "lesson-format-size-range-beside",
                            "board size {n} is out of range beside: {algorithm} runs 1 to {max} on the animated board",
                            n = n,
                            algorithm = vs_description.name,
                            max = vs_description.max_n_animated,
                        ),
                    ));
                }
                if vs_description.randomized {
                    match &inherited.seed {
                        Some(s) => state.seed = Some(s.value),
                        None => {
                            return Err(error(
                                vs.line,
                                refusal!(
                                    "lesson-format-beside-needs-seed",
                                    "{algorithm} is randomized: give the slide a seed: (both boards run \
                                     with it)",
                                    algorithm = vs_description.name,
                                ),
                            ))
                        }
                    }
                }
                let vs_params = inherited
                    .vs_params
                    .as_ref()
                    .map_or("", |p| p.value.as_str());
                let vs_params_line = inherited.vs_params.as_ref().map_or(vs.line, |p| p.line);
                check_params(vs_description, vs_params, n, later(vs_params_line, n_line))?;
                if let Err(e) = start_check(vs.value, n, state.seed.unwrap_or(0), vs_params) {
                    return Err(error(later(n_line, vs.line), e));
                }
                state.vs = Some(vs.value);
                state.vs_params = vs_params.to_string();
            }
        }
        View::Compare | View::Papers => {
            state.algorithms = match &inherited.algorithms {
                Some(list) => list.value.clone(),
                None => Algorithm::ALL
                    .into_iter()
                    .filter(|a| a.description().compared_by_default)
                    .collect(),
            };
            let algorithms_line = inherited.algorithms.as_ref().map_or(view_line, |a| a.line);
            check_params(description, params, n.max(1), params_line)?;
            for (size, line) in [(n, n_line)] {
                for a in &state.algorithms {
                    let d = a.description();
                    let no_solution = (size == 2 || size == 3) && !d.exhaustive;
                    if size == 0 || size > d.max_n || no_solution {
                        return Err(error(
                            later(line, algorithms_line),
                            if d.exhaustive {
                                refusal!(
                                    "lesson-format-compare-range",
                                    "the Compare view cannot run {algorithm} on a board of {n}: it runs 1 to {max}",
                                    algorithm = d.name,
                                    n = grouped(size),
                                    max = grouped(d.max_n),
                                )
                            } else {
                                refusal!(
                                    "lesson-format-compare-range-solution",
                                    "the Compare view cannot run {algorithm} on a board of {n}: it runs 1 to {max}, not 2 or 3 (no solution)",
                                    algorithm = d.name,
                                    n = grouped(size),
                                    max = grouped(d.max_n),
                                )
                            },
                        ));
                    }
                }
            }
        }
    }
    Ok(state)
}

fn check_params(
    description: &Description,
    query: &str,
    n: usize,
    line: usize,
) -> Result<(), LessonError> {
    Params::parse_query(description, query)
        .and_then(|p| p.check(description, n))
        .map_err(|e| error(line, core(&e)))
}

/// Starts the run (no move made), as the page would: what `animate_with` refuses (n = 2
/// or 3 for a search that stops only at a solution, a parameter beyond a bound), in words.
fn start_check(algorithm: Algorithm, n: usize, seed: u64, params: &str) -> Result<(), Refusal> {
    if n > algorithm.description().max_n_animated {
        // A large board: checked by the solver's own size check, without building it.
        let d = algorithm.description();
        if (n == 2 || n == 3) && !d.exhaustive {
            return Err(core(&crate::Error::NoSolution { n }));
        }
        return Ok(());
    }
    let params = Params::parse_query(algorithm.description(), params).map_err(|e| core(&e))?;
    crate::registry::animate_with(algorithm, n, seed, &params)
        .map(drop)
        .map_err(|e| core(&e))
}

/// The seeded run of a slide, stepped to resolve it, kept while slides show the same run.
struct Run {
    key: RunKey,
    animation: Box<dyn Animation>,
    /// Side by side, each board stops at its first solution (the page's pair).
    stops_at_solution: bool,
}

/// What makes a run: algorithm, n, seed, parameters, and whether it stops at a solution.
type RunKey = (Algorithm, usize, Option<u64>, String, bool);

impl Run {
    fn new(key: RunKey) -> Result<Run, Refusal> {
        let (algorithm, n, seed, query, stops_at_solution) = key.clone();
        let params = Params::parse_query(algorithm.description(), &query).map_err(|e| core(&e))?;
        let animation = crate::registry::animate_with(algorithm, n, seed.unwrap_or(0), &params)
            .map_err(|e| core(&e))?;
        Ok(Run {
            key,
            animation,
            stops_at_solution,
        })
    }

    /// The run on the slide's board (the left one side by side).
    fn key_of(state: &SlideState) -> RunKey {
        (
            state.algorithm,
            state.n,
            state.seed,
            state.params.clone(),
            state.view == View::Side,
        )
    }

    /// The run beside, side by side.
    fn key_beside(state: &SlideState) -> Option<RunKey> {
        state
            .vs
            .map(|vs| (vs, state.n, state.seed, state.vs_params.clone(), true))
    }

    /// `slot`'s run made or kept for `key`.
    fn keep(slot: &mut Option<Run>, key: RunKey) -> Result<&mut Run, Refusal> {
        if slot.as_ref().is_none_or(|r| r.key != key) {
            *slot = Some(Run::new(key)?);
        }
        Ok(slot.as_mut().expect("a run"))
    }

    /// Toward move `k`, stopping at the run's end; the move reached.
    fn reach(&mut self, k: u64) -> u64 {
        if self.animation.position() > k {
            self.animation.seek(k, u64::MAX);
        }
        while self.animation.position() < k.min(MAX_MOVES) && self.forward() {}
        self.animation.position()
    }

    /// True once the page's run is over: the search complete, or (for an algorithm that
    /// stops at one) a solution on the board; as the page's `finished()`.
    fn finished(&self) -> bool {
        let a = &self.animation;
        a.is_exhausted()
            || (a.is_solution() && (self.stops_at_solution || !a.description().exhaustive))
    }

    /// One move forward, unless the run is over; false then.
    fn forward(&mut self) -> bool {
        !self.finished() && self.animation.advance()
    }

    fn limit(k: u64) -> Refusal {
        refusal!(
            "lesson-format-move-limit",
            "move {k} is beyond what a lesson steps: at most {max} moves",
            k = grouped(k),
            max = grouped(MAX_MOVES),
        )
    }

    /// To move `k`.
    fn go_to(&mut self, k: u64) -> Result<(), Refusal> {
        if k > MAX_MOVES {
            return Err(Run::limit(k));
        }
        if self.animation.position() > k {
            self.animation.seek(k, u64::MAX);
        }
        while self.animation.position() < k {
            if !self.forward() {
                return Err(refusal!(
                    "lesson-format-beyond-end",
                    "move {k} is beyond the run's end at move {end}",
                    k = grouped(k),
                    end = grouped(self.animation.position()),
                ));
            }
        }
        Ok(())
    }

    /// The run's last move.
    fn end(&mut self) -> Result<u64, Refusal> {
        loop {
            if self.animation.position() >= MAX_MOVES && !self.finished() {
                return Err(refusal!(
                    "lesson-format-run-too-long",
                    "the run goes on past {max} moves, more than a lesson steps: choose a smaller \
                     board or another seed",
                    max = grouped(MAX_MOVES),
                ));
            }
            if !self.forward() {
                return Ok(self.animation.position());
            }
        }
    }

    /// The first move after move `after` with an event of `kind`.
    fn find(&mut self, kind: EventKind, after: u64) -> Result<u64, Refusal> {
        self.go_to(after)?;
        loop {
            if self.animation.position() >= MAX_MOVES {
                return Err(refusal!(
                    "lesson-format-no-event-within",
                    "no {kind} move in the run's first {max} moves, as far as a lesson steps",
                    kind = kind.as_str(),
                    max = grouped(MAX_MOVES),
                ));
            }
            if !self.forward() {
                return Err(refusal!(
                    "lesson-format-no-event-after",
                    "no {kind} move after move {after}: the run ends at move {end}",
                    kind = kind.as_str(),
                    after = grouped(after),
                    end = grouped(self.animation.position()),
                ));
            }
            if self.animation.events().iter().any(|e| e.kind() == kind) {
                return Ok(self.animation.position());
            }
        }
    }
}

/// A slide's board, or side by side its two: moves counted as the page's pair counts them
/// (each board one move a step until it is over).
struct Pair2<'a> {
    left: &'a mut Run,
    beside: Option<&'a mut Run>,
}

impl Pair2<'_> {
    /// To move `k` of the pair.
    fn go_to(&mut self, k: u64) -> Result<(), Refusal> {
        let Some(beside) = self.beside.as_mut() else {
            return self.left.go_to(k);
        };
        if k > MAX_MOVES {
            return Err(Run::limit(k));
        }
        let reached = self.left.reach(k).max(beside.reach(k));
        if reached < k {
            return Err(refusal!(
                "lesson-format-beyond-end-both",
                "move {k} is beyond the run's end at move {end}: both boards are done there",
                k = grouped(k),
                end = grouped(reached),
            ));
        }
        Ok(())
    }

    /// The pair's last move: the later of the two boards' ends.
    fn end(&mut self) -> Result<u64, Refusal> {
        let left = self.left.end()?;
        match self.beside.as_mut() {
            Some(beside) => Ok(left.max(beside.end()?)),
            None => Ok(left),
        }
    }
}

fn resolve(raw: RawLesson) -> Result<Lesson, LessonError> {
    let mut inherited = Inherited::default();
    let mut slides: Vec<Slide> = Vec::with_capacity(raw.slides.len());
    let mut run: Option<Run> = None;
    let mut vs_run: Option<Run> = None;
    for (index, raw_slide) in raw.slides.into_iter().enumerate() {
        let step = apply_state(&mut inherited, &raw_slide.state)?;
        let state = concrete_state(&inherited, raw_slide.line, index == 0)?;
        let action_pairs = &raw_slide.action;
        let action = parse_action(action_pairs, &state)?;
        let expects = parse_expects(action_pairs)?;
        let slide_line = raw_slide.line;
        let mut slide = Slide {
            line: slide_line,
            title: raw_slide.title,
            html: raw_slide.html,
            notes_html: raw_slide.notes_html,
            state,
            action,
            start: 0,
            end: 0,
            expects,
        };
        let line_of = |key: &str| {
            action_pairs
                .iter()
                .find(|p| p.key == key)
                .map_or(slide_line, |p| p.line)
        };
        let shows_a_move =
            matches!(slide.state.view, View::Watch | View::Side) && !slide.state.large;
        if let (View::Side, Some(ask)) = (slide.state.view, slide.action.ask) {
            return Err(error(
                line_of("ask"),
                refusal!(
                    "lesson-format-ask-side",
                    "ask: {ask} asks about one board: give the slide view: watch",
                    ask = ask.as_str(),
                ),
            ));
        }
        if !shows_a_move {
            // No move to show: the Compare view, or a large board.
            if let Some(step) = &step {
                return Err(error(
                    step.line,
                    refusal!(
                        "lesson-format-step-no-move",
                        "step: shows a move of the animated board; this slide shows none (a large board or the Compare view)"
                    ),
                ));
            }
            if let Some(ask) = slide.action.ask {
                return Err(error(
                    line_of("ask"),
                    refusal!(
                        "lesson-format-ask-no-move",
                        "ask: {ask} needs the animated board (view watch or side, n within its limit)",
                        ask = ask.as_str(),
                    ),
                ));
            }
            match slide.action.play {
                None => {}
                Some(Play::End) if slide.state.large => {}
                Some(_) => {
                    return Err(error(
                        line_of("play"),
                        if slide.state.large {
                            refusal!(
                                "lesson-format-large-play",
                                "a large board plays only “to end” (its run to a solution)"
                            )
                        } else {
                            refusal!(
                                "lesson-format-compare-play",
                                "the Compare view plays no moves: give the slide no play:"
                            )
                        },
                    ))
                }
            }
            check_unmoved_expects(&slide)?;
            slides.push(slide);
            continue;
        }
        // The run: the same as the last slide's, or a new one; side by side, two.
        let left =
            Run::keep(&mut run, Run::key_of(&slide.state)).map_err(|e| error(slide_line, e))?;
        let mut beside = match Run::key_beside(&slide.state) {
            Some(key) => Some(Run::keep(&mut vs_run, key).map_err(|e| error(slide_line, e))?),
            None => None,
        };
        let mut pair = Pair2 {
            left,
            beside: beside.take(),
        };
        // The start: the step given, else the last slide's end when it shows the same.
        slide.start = match step {
            Some(Set {
                value: Step::Move(k),
                line,
            }) => {
                pair.go_to(k).map_err(|e| error(line, e))?;
                k
            }
            Some(Set {
                value: Step::End,
                line,
            }) => pair.end().map_err(|e| error(line, e))?,
            None => match slides.last() {
                Some(last) if same_run(&last.state, &slide.state) && last.end <= MAX_MOVES => {
                    last.end
                }
                _ => 0,
            },
        };
        let start = slide.start;
        // The end: after the play.
        let play_line = line_of("play");
        slide.end = match slide.action.play {
            None => start,
            Some(Play::To(k)) => {
                if k <= start {
                    return Err(error(
                        play_line,
                        refusal!(
                            "lesson-format-play-before-step",
                            "play: to {k} must be after the slide's step, move {start}",
                            k = k,
                            start = start,
                        ),
                    ));
                }
                pair.go_to(k).map_err(|e| error(play_line, e))?;
                k
            }
            Some(Play::Next(kind)) => pair
                .left
                .find(kind, start)
                .map_err(|e| error(play_line, e))?,
            Some(Play::First(kind)) => {
                let at = pair.left.find(kind, 0).map_err(|e| error(play_line, e))?;
                if at <= start {
                    return Err(error(
                        play_line,
                        refusal!(
                            "lesson-format-first-before-step",
                            "the first {kind} is at move {at}, not after the slide's step, move \
                             {start}: write “to next {kind}”",
                            kind = kind.as_str(),
                            at = at,
                            start = start,
                        ),
                    ));
                }
                at
            }
            Some(Play::End) => {
                pair.go_to(start).map_err(|e| error(play_line, e))?;
                pair.end().map_err(|e| error(play_line, e))?
            }
        };
        // A question needs a move after the slide's end.
        if slide.action.ask == Some(Ask::Predict) {
            let left = &mut pair.left;
            if left.reach(slide.end) < slide.end
                || left.finished()
                || left.animation.peek_events().is_empty()
            {
                return Err(error(
                    line_of("ask"),
                    refusal!(
                        "lesson-format-predict-at-end",
                        "ask: predict asks about the next move, and the run ends at move {end}",
                        end = left.animation.position(),
                    ),
                ));
            }
        }
        // The exercise's step: the questions of the algorithm's next move from the slide's
        // end, on the slide's own board (the page asks them there).
        if slide.action.ask == Some(Ask::Exercise) {
            exercise_session(&slide).map_err(|e| error(line_of("ask"), e))?;
        }
        // The numbers at the end (side by side, each board where the pair's move leaves it).
        pair.left.reach(slide.end);
        if let Some(beside) = pair.beside.as_mut() {
            beside.reach(slide.end);
        }
        for expect in &slide.expects {
            let (board, algorithm, params) = if expect.beside {
                match pair.beside.as_ref() {
                    Some(b) => (&**b, slide.state.vs.unwrap_or(slide.state.algorithm), &slide.state.vs_params),
                    None => {
                        return Err(error(
                            expect.line,
                            refusal!(
                                "lesson-format-no-beside",
                                "vs-expect: pins a number of the board beside: this slide has none (view: side, vs:)"
                            ),
                        ))
                    }
                }
            } else {
                (&*pair.left, slide.state.algorithm, &slide.state.params)
            };
            check_expect(
                expect,
                algorithm,
                slide.state.n,
                params,
                board.animation.as_ref(),
            )?;
        }
        slides.push(slide);
    }
    let _ = raw.last_line;
    Ok(Lesson {
        id: raw.id,
        title: raw.title,
        summary: raw.summary,
        slides,
    })
}

/// True when two slides show the same run in the same view, so that the second starts
/// where the first ended.
fn same_run(a: &SlideState, b: &SlideState) -> bool {
    a.algorithm == b.algorithm
        && a.n == b.n
        && a.seed == b.seed
        && a.params == b.params
        && a.view == b.view
        && a.vs == b.vs
        && a.vs_params == b.vs_params
}

fn parse_action(pairs: &[Pair], state: &SlideState) -> Result<Action, LessonError> {
    let mut action = Action {
        play: None,
        speed: DEFAULT_SPEED,
        ask: None,
    };
    let description = state.algorithm.description();
    for p in pairs {
        let (line, v) = (p.line, p.value.as_str());
        match p.key.as_str() {
            "play" => {
                let words: Vec<&str> = v.split_whitespace().collect();
                let kind = |name: &str| -> Result<EventKind, LessonError> {
                    let kind = EventKind::from_name(name).ok_or_else(|| {
                        let names: Vec<&str> = EventKind::ALL.iter().map(|k| k.as_str()).collect();
                        error(
                            line,
                            refusal!(
                                "lesson-format-unknown-event",
                                "unknown kind of event “{kind}”: the kinds are {kinds}",
                                kind = clip(name),
                                kinds = names.join(", "),
                            ),
                        )
                    })?;
                    if !description.events.contains(&kind) {
                        let names: Vec<&str> =
                            description.events.iter().map(|k| k.as_str()).collect();
                        return Err(error(
                            line,
                            refusal!(
                                "lesson-format-event-never",
                                "{algorithm} never reports a {kind} event: its kinds are {kinds}",
                                algorithm = description.name,
                                kind = kind.as_str(),
                                kinds = names.join(", "),
                            ),
                        ));
                    }
                    Ok(kind)
                };
                action.play = Some(match words.as_slice() {
                    ["to", "end"] => Play::End,
                    ["to", "first", name] => Play::First(kind(name)?),
                    ["to", "next", name] => Play::Next(kind(name)?),
                    ["to", number] if crate::input::parse_whole(number).is_some() => {
                        Play::To(parse_number(number, Whole::Move, line)?)
                    }
                    _ => {
                        return Err(error(
                            line,
                            refusal!(
                                "lesson-format-play",
                                "play: “{play}” is not one of “to K” (a move), “to first KIND”, \
                                 “to next KIND” or “to end”",
                                play = clip(v),
                            ),
                        ))
                    }
                });
            }
            "speed" => {
                let speed = crate::input::parse_whole(v)
                    .filter(|s| SPEEDS.iter().any(|&k| u64::from(k) == *s))
                    .ok_or_else(|| {
                        let speeds: Vec<String> = SPEEDS.iter().map(u32::to_string).collect();
                        error(
                            line,
                            refusal!(
                                "lesson-format-speed",
                                "speed “{speed}”: choose one of the page's speeds, {speeds} (moves a second)",
                                speed = clip(v),
                                speeds = speeds.join(", "),
                            ),
                        )
                    })?;
                action.speed = speed as u32;
            }
            "ask" => {
                action.ask = Some(match v {
                    "predict" => Ask::Predict,
                    "exercise" => {
                        if description.exercises.is_empty() {
                            return Err(error(
                                line,
                                refusal!(
                                    "lesson-format-no-exercise",
                                    "{algorithm} has no exercise: ask: predict instead",
                                    algorithm = description.name,
                                ),
                            ));
                        }
                        Ask::Exercise
                    }
                    _ => {
                        return Err(error(
                            line,
                            refusal!(
                                "lesson-format-ask",
                                "ask: “{ask}” is not predict or exercise",
                                ask = clip(v),
                            ),
                        ))
                    }
                });
            }
            _ => {}
        }
    }
    Ok(action)
}

fn parse_list(text: &str, line: usize) -> Result<Vec<u64>, LessonError> {
    text.split(',')
        .map(|part| parse_number(part, Whole::Value, line))
        .collect()
}

fn parse_expects(pairs: &[Pair]) -> Result<Vec<Expect>, LessonError> {
    let mut expects = Vec::new();
    for p in pairs
        .iter()
        .filter(|p| p.key == "expect" || p.key == "vs-expect")
    {
        let line = p.line;
        let Some((name, value)) = p.value.split_once('=') else {
            return Err(error(
                line,
                refusal!(
                    "lesson-format-expect-form",
                    "{key}: is written “NAME = VALUE”, such as expect: attempts-total = 26",
                    key = p.key.clone(),
                ),
            ));
        };
        let (name, value) = (name.trim(), value.trim());
        let odds = |what: &'static str| -> Result<(f64, u32), LessonError> {
            let digits = value.split_once('.').map_or(0, |(_, d)| d.len());
            value
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0 && digits <= 12)
                .filter(|_| value.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
                .map(|v| (v, digits as u32))
                .ok_or_else(|| {
                    error(
                        line,
                        refusal!(
                            "lesson-format-odds-not-number",
                            "{what} “{value}” is not a number written as 0.1293",
                            what = what,
                            value = clip(value),
                        ),
                    )
                })
        };
        let what = match name {
            "attempts-per-row" => Expected::AttemptsPerRow(parse_list(value, line)?),
            "columns" => Expected::Columns(parse_list(value, line)?),
            "solutions" => Expected::Solutions(parse_number(value, Whole::Value, line)?),
            "p" => {
                let (value, digits) = odds("p")?;
                if value > 1.0 {
                    return Err(error(
                        line,
                        refusal!(
                            "lesson-format-not-probability",
                            "p = {value} is not a probability (0 to 1)",
                            value = value,
                        ),
                    ));
                }
                Expected::P { value, digits }
            }
            "1/p" | "expected-tries" => {
                let (value, digits) = odds("1/p")?;
                Expected::ExpectedTries { value, digits }
            }
            _ if !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-') =>
            {
                Expected::Counter {
                    id: name.to_string(),
                    value: parse_number(value, Whole::Value, line)?,
                }
            }
            _ => {
                return Err(error(
                    line,
                    refusal!(
                        "lesson-format-expect-name",
                        "{key}: “{name}” is not a counter id nor attempts-per-row, columns, solutions, p \
                         or 1/p",
                        key = p.key.clone(),
                        name = clip(name),
                    ),
                ))
            }
        };
        expects.push(Expect {
            line,
            what,
            beside: p.key == "vs-expect",
        });
    }
    Ok(expects)
}

/// The expects of a slide that shows no move: only `p` and `1/p` (the Compare view), or a
/// large board's counters and solutions too, checked by running it to its solution.
/// The exercise's step a slide asks (`ask: exercise`): the questions of the algorithm's next
/// move from the slide's end, on the slide's board ([`crate::exercise::Session::next_move`]).
///
/// # Errors
/// No exercise for the slide's algorithm with its parameters, or no move left to ask about,
/// in words.
pub fn exercise_step(slide: &Slide) -> Result<crate::exercise::Session, String> {
    exercise_session(slide).map_err(|e| e.to_string())
}

/// [`exercise_step`], refused as a message (the exercise's own refusals, `src/exercise.rs`'s,
/// still English: `error-untranslated`).
fn exercise_session(slide: &Slide) -> Result<crate::exercise::Session, Refusal> {
    let state = &slide.state;
    let params =
        Params::parse_query(state.algorithm.description(), &state.params).map_err(|e| core(&e))?;
    let instance = crate::exercise::Instance::at(
        state.algorithm,
        &params,
        state.n,
        state.seed.unwrap_or(0),
        slide.end,
    )?;
    let session = crate::exercise::Session::next_move(instance, crate::exercise::Mode::Fix)?;
    if session.question().is_none() {
        return Err(refusal!(
            "lesson-format-exercise-at-end",
            "ask: exercise asks about the next move, and the run asks nothing after move {end}",
            end = slide.end,
        ));
    }
    Ok(session)
}

fn check_unmoved_expects(slide: &Slide) -> Result<(), LessonError> {
    let state = &slide.state;
    let mut large_run: Option<Box<dyn crate::solver::Forward>> = None;
    for expect in &slide.expects {
        if expect.beside {
            return Err(error(
                expect.line,
                refusal!(
                    "lesson-format-no-beside",
                    "vs-expect: pins a number of the board beside: this slide has none (view: side, vs:)"
                ),
            ));
        }
        match (&expect.what, state.large) {
            (Expected::P { .. } | Expected::ExpectedTries { .. }, _) => {
                check_odds(expect, state.algorithm, state.n, &state.params)?
            }
            (Expected::Counter { .. } | Expected::Solutions(_), true) => {
                if state.n > MAX_CHECKED_N {
                    return Err(error(
                        expect.line,
                        refusal!(
                            "lesson-format-expect-too-large",
                            "expect: pins a run's numbers on boards of up to {max} queens; this \
                             slide's has {n}",
                            max = grouped(MAX_CHECKED_N),
                            n = grouped(state.n),
                        ),
                    ));
                }
                if large_run.is_none() {
                    large_run = Some(run_large(state).map_err(|e| error(expect.line, e))?);
                }
                let run = large_run.as_ref().expect("a large run");
                let (what, got, want) = match &expect.what {
                    Expected::Counter { id, value } => {
                        let counters = run.counters();
                        let Some(got) = counters.iter().find(|c| c.spec.id == id) else {
                            return Err(no_counter(expect.line, id, state.algorithm, &counters));
                        };
                        (id.clone(), got.value, *value)
                    }
                    Expected::Solutions(value) => {
                        ("solutions".to_string(), u64::from(run.is_solved()), *value)
                    }
                    _ => unreachable!("matched above"),
                };
                if got != want {
                    return Err(error(
                        expect.line,
                        refusal!(
                            "lesson-format-expect-large-wrong",
                            "expect: {what} = {want}, but the run has {got} at its solution",
                            what = what,
                            want = want,
                            got = got,
                        ),
                    ));
                }
            }
            (_, true) => {
                return Err(error(
                    expect.line,
                    refusal!(
                        "lesson-format-large-expects",
                        "a large board's expects are its counters, solutions, p and 1/p"
                    ),
                ))
            }
            (_, false) => {
                return Err(error(
                    expect.line,
                    refusal!(
                        "lesson-format-compare-expects",
                        "the Compare view shows no run: its only expects are p and 1/p"
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// The refusal of a counter id the run does not have, listing those it has.
fn no_counter(
    line: usize,
    id: &str,
    algorithm: Algorithm,
    counters: &[crate::solver::Counter],
) -> LessonError {
    let ids: Vec<&str> = counters.iter().map(|c| c.spec.id).collect();
    error(
        line,
        refusal!(
            "lesson-format-no-counter",
            "“{id}” is not a counter of {algorithm} with these parameters (its counters: {ids}), nor \
             attempts-per-row, columns, solutions, p or 1/p",
            id = clip(id),
            algorithm = algorithm.description().name,
            ids = ids.join(", "),
        ),
    )
}

/// A large board's run to its solution (at most [`MAX_MOVES`] steps and two a queen).
fn run_large(state: &SlideState) -> Result<Box<dyn crate::solver::Forward>, Refusal> {
    let mut run = crate::registry::forward(state.algorithm, state.n, state.seed.unwrap_or(0))
        .map_err(|e| core(&e))?;
    // Placing the board's queens may take a step each (min-conflicts' greedy start).
    let budget = MAX_MOVES.saturating_add(2 * state.n as u64);
    let mut steps = 0;
    while !run.is_solved() {
        if steps >= budget {
            return Err(refusal!(
                "lesson-format-large-too-long",
                "the run takes more than {max} steps, more than a lesson steps",
                max = grouped(budget),
            ));
        }
        if run.forward_for(1) == 0 {
            break;
        }
        steps += 1;
    }
    Ok(run)
}

/// Checks a `p` or `1/p` expect against the odds of one try (`registry::try_odds`).
fn check_odds(
    expect: &Expect,
    algorithm: Algorithm,
    n: usize,
    params: &str,
) -> Result<(), LessonError> {
    let (value, digits, inverse) = match expect.what {
        Expected::P { value, digits } => (value, digits, false),
        Expected::ExpectedTries { value, digits } => (value, digits, true),
        _ => return Ok(()),
    };
    let params = Params::parse_query(algorithm.description(), params)
        .map_err(|e| error(expect.line, core(&e)))?;
    let Some(odds) = crate::registry::try_odds(algorithm, n, &params) else {
        return Err(error(
            expect.line,
            refusal!(
                "lesson-format-no-odds",
                "the core knows no odds of a try of {algorithm} on a board of {n}",
                algorithm = algorithm.description().name,
                n = n,
            ),
        ));
    };
    let (name, got) = if inverse {
        ("1/p", odds.expected_tries())
    } else {
        ("p", odds.success)
    };
    let tolerance = 0.5 * 10f64.powi(-(digits as i32)) + 1e-12;
    let off = (got - value).abs();
    if off.is_nan() || off > tolerance {
        return Err(error(
            expect.line,
            refusal!(
                "lesson-format-odds-wrong",
                "expect: {name} = {value}, but the odds of one try give {got}",
                name = name,
                value = value,
                got = format!("{got:.*}", (digits as usize).max(4)),
            ),
        ));
    }
    Ok(())
}

fn list(values: &[u64]) -> String {
    let parts: Vec<String> = values.iter().map(u64::to_string).collect();
    parts.join(",")
}

fn check_expect(
    expect: &Expect,
    algorithm: Algorithm,
    n: usize,
    params: &str,
    run: &dyn Animation,
) -> Result<(), LessonError> {
    let at = run.position();
    let name = if expect.beside { "vs-expect" } else { "expect" };
    let wrong = |what: &str, want: String, got: String| {
        Err(error(
            expect.line,
            refusal!(
                "lesson-format-expect-wrong",
                "{name}: {what} = {want}, but the run has {got} at move {at}",
                name = name,
                what = what.to_string(),
                want = want,
                got = got,
                at = at,
            ),
        ))
    };
    match &expect.what {
        Expected::Counter { id, value } => {
            let counters = run.counters();
            let Some(got) = counters.iter().find(|c| c.spec.id == id) else {
                return Err(no_counter(expect.line, id, algorithm, &counters));
            };
            if got.value != *value {
                return wrong(id, value.to_string(), got.value.to_string());
            }
        }
        Expected::Solutions(value) => {
            let got = run.solutions();
            if got != *value {
                return wrong("solutions", value.to_string(), got.to_string());
            }
        }
        Expected::AttemptsPerRow(values) => {
            let layers = run.layers();
            let Some(got) = layers.attempts_per_row else {
                return Err(error(
                    expect.line,
                    refusal!(
                        "lesson-format-no-per-row",
                        "{algorithm} keeps no attempts per row",
                        algorithm = algorithm.description().name,
                    ),
                ));
            };
            if got != values.as_slice() {
                return wrong("attempts-per-row", list(values), list(got));
            }
        }
        Expected::Columns(values) => {
            let n = run.n() as u32;
            let got: Vec<u64> = run
                .columns()
                .iter()
                .map(|&c| if c < n { u64::from(c) + 1 } else { 0 })
                .collect();
            if &got != values {
                return wrong("columns", list(values), list(&got));
            }
        }
        Expected::P { .. } | Expected::ExpectedTries { .. } => {
            check_odds(expect, algorithm, n, params)?
        }
    }
    Ok(())
}
