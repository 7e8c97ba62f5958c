//! Graded exercises: the learner performs an algorithm's steps ("be the algorithm"), graded
//! step by step against the algorithm itself, as the proficiency exercises of JSAV/OpenDSA
//! and TRAKLA2 do (Karavirta & Shaffer, *JSAV*, ITiCSE 2013; Malmi et al., *TRAKLA2*, 2004).
//!
//! - A [`Family`] is what the learner performs: one algorithm with one choice of its
//!   parameters, as the algorithm's own description lists it
//!   ([`crate::description::Exercise`]: a class code's letters, a name, the task in words,
//!   the board sizes, the number of questions). Every algorithm lists at least one; this
//!   module names none.
//! - What is asked is derived from the moves' events ([`crate::moves`]), once per kind of
//!   event, never per algorithm (see `questions`): a square tried (which square next, or
//!   backtrack), a prune (which squares forward checking removes, stopping at a row it
//!   wipes out; which squares arc consistency then removes, or a wipe-out), a row selected
//!   (MRV: which row next), a queen moved among ties (which queen moves where: hill
//!   climbing's successors, the h-values hidden, or stuck; min-conflicts' repairs), a queen
//!   placed at random (on which squares it may land), a queen checked (does it pass the
//!   diagonal check), a swap tested (is it taken), a proposal (its chance, in percent), a
//!   crossover (after which row), a placement by formula (which square). An exercise may
//!   leave out the questions of some kinds of event
//!   ([`crate::description::Exercise::leaves_out`]: MRV's leaves the prunes to FC's). The
//!   page collects each answer by its [`Ask::form`] alone.
//! - An [`Instance`] is one board to perform it on: `n`, the solver's seed and the move to
//!   start from. A [`ClassCode`] (the family and a seed) and a learner's name or number give
//!   each learner their own instances ([`Instance::personal`]), the same on any device: the
//!   name is only hashed (FNV-1a), never sent anywhere.
//! - A [`Session`] asks the [`Question`]s of the algorithm's moves in order. Each question's
//!   right answers are read from the algorithm (its next move's events and the layers on
//!   show: queens, domains, squares' values, population), so no rule of an algorithm is
//!   written twice. Where the algorithm draws at random (a tie of hill climbing's
//!   successors, min-conflicts' conflicted queen and its least-conflicted columns), every
//!   answer it could have drawn is right; the board then shows the one it drew. Where the
//!   draw itself is the move (a proposal, a partner for a swap, parents), the question says
//!   what was drawn and asks what follows from it. Moves with nothing to ask (a restart, a
//!   greedy start, a mutation, the queen lifted after a wipe-out, the last queen lifted
//!   after a solution for the search to go on) are made at once.
//! - Grading ([`Mode`]): after every step, a wrong answer either fixed (the algorithm's step
//!   is made, the fix counted) or undone (asked again, the undo counted); or at the end, with
//!   no verdict until the last step, then the first mismatch named (an answer may be taken
//!   back before then, [`Session::undo`]; the board showed the algorithm's step after it, so
//!   a step answered wrong and taken back is not right at the first try, and the wrong
//!   answer counts as an undo). The board always shows the algorithm's state, so a
//!   question is always about a state the algorithm reaches.
//!   The score is the steps answered right at the first try over the steps of the instance;
//!   opening the model answer ([`Session::model_step`]) voids the credit of the instance.
//! - A completion code ([`Session::completion_code`]) carries the class code, the learner,
//!   the attempt, the mode, the time and every answer, with a checksum; [`check_code`]
//!   re-grades it from its answers (`nqueens exercise check`). It guards against mistakes
//!   (a mistyped or truncated code, a score edited by hand), not against cheating: anyone
//!   can compute a code.
//! - An [`AnswerKey`] is a learner's instance with each question they are asked and the
//!   algorithm's answer (every right one where it draws among equals), in words: one function
//!   for `nqueens exercise key` and the teacher's view, which shows it for a name typed and
//!   prints it for a class.
//!
//! - Words: every prompt, answer, button label, verdict, summary and the line naming an
//!   instance is a [`Message`] (src/message.rs: an id of `locales/*/exercise.ftl` and its
//!   arguments, issue 42), never English: the page says it in its language; natively the
//!   `String` forms (`prompt`, `reason`, `summary`, `header`, `Display` of an answer) say it in
//!   the process's language through [`crate::l10n`] (English unless the CLI chose another).
//!   Class codes, completion codes, tokens and [`Instance`]'s `Display` (the CSV's) are data.
//!
//! Rows and columns are 0-based inside; every prompt, verdict and answer token is 1-based.
//!
//! ```
//! use nqueens::exercise::{ClassCode, Family, Instance, Mode, Session};
//!
//! let class: ClassCode = "BT-7KQ2M9".parse()?;
//! assert_eq!(class.family, "BT".parse::<Family>()?);
//! let instance = Instance::personal(class, "Ada Lovelace", 1)?;
//! // The same learner (however spaced or capitalized) gets the same instance.
//! assert_eq!(instance, Instance::personal(class, "  ada   LOVELACE ", 1)?);
//! let mut session = Session::new(instance, Mode::Fix)?;
//! // Performing the algorithm's own steps scores every step.
//! while let Some(question) = session.question() {
//!     let model = question.model.clone();
//!     assert!(session.answer(model).right);
//! }
//! assert_eq!(session.score().right, session.score().total);
//! # Ok::<(), String>(())
//! ```

use crate::description::Exercise;
use crate::message::{Message, Refusal};
use crate::moves::{Change, Event, EventKind, Inference, Placement, Square};
use crate::params::Params;
use crate::registry::Algorithm;
use crate::solver::{Animation, NO_QUEEN};
use std::fmt;
use std::str::FromStr;

/// What the learner performs: one algorithm with one choice of its parameters, as the
/// algorithm's description offers it ([`crate::description::Exercise`]). What is asked at
/// each move is derived from the move's events ([`crate::moves`]), never written per
/// family, so every algorithm that lists an exercise gets one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Family {
    algorithm: Algorithm,
    spec: &'static Exercise,
}

impl Family {
    /// Every family, in the registry's order of algorithms (each algorithm's exercises in the
    /// order its description lists them).
    pub fn all() -> Vec<Family> {
        Algorithm::ALL
            .iter()
            .flat_map(|&algorithm| {
                algorithm
                    .description()
                    .exercises
                    .iter()
                    .map(move |spec| Family { algorithm, spec })
            })
            .collect()
    }

    /// The letters a class code starts with: "BT", "FC", "MRV", "MAC", "LCV", "HC", "MC",
    /// "RP", "PS", "QS1", "QS4", "SA", "GA", "CON", "QLV".
    pub fn code(self) -> &'static str {
        self.spec.code
    }

    /// The exercise's name: "Be the backtracker", "Be forward checking", ….
    pub fn name(self) -> &'static str {
        self.spec.name
    }

    /// What the learner does, in words (the exercise's instructions).
    pub fn task(self) -> &'static str {
        self.spec.task
    }

    /// The exercise's name as a message: `exercise-name-` and its code in lower case
    /// (`exercise-name-bt`: "Be the backtracker").
    pub fn name_message(self) -> Message {
        Message::new(family_id("exercise-name-", self.code()))
    }

    /// What the learner does, as a message: `exercise-task-` and its code in lower case.
    pub fn task_message(self) -> Message {
        Message::new(family_id("exercise-task-", self.code()))
    }

    /// The algorithm it performs (an entry of the registry).
    pub fn algorithm(self) -> Algorithm {
        self.algorithm
    }

    /// The algorithm's parameters, as an address writes them ("" for its defaults).
    pub fn params(self) -> &'static str {
        self.spec.params
    }

    /// The family performing `algorithm` with exactly `params` (every parameter as the
    /// exercise sets it, the others at their defaults), if the algorithm offers one: none
    /// for backtracking with MAC and MRV together, say.
    pub fn of(algorithm: Algorithm, params: &Params) -> Option<Family> {
        let description = algorithm.description();
        description
            .exercises
            .iter()
            .find(|spec| Params::parse_query(description, spec.params).is_ok_and(|p| p == *params))
            .map(|spec| Family { algorithm, spec })
    }

    /// The board sizes its instances draw from (small enough to reason about by hand).
    pub fn sizes(self) -> (usize, usize) {
        self.spec.sizes
    }

    /// The most questions an instance asks (fewer when the algorithm ends first).
    pub fn steps(self) -> usize {
        self.spec.steps
    }

    /// True for the families of an algorithm that draws nothing at random: their instances
    /// start part-way into the run (at a move drawn from the personal seed; an exhaustive
    /// search goes on past each solution), since the seed changes nothing else.
    fn deterministic(self) -> bool {
        !self.algorithm.description().randomized
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Family {
    type Err = Refusal;
    /// A family from its code, any case ("fc", "MRV"); the error
    /// (`exercise-error-unknown`) lists the codes.
    fn from_str(text: &str) -> Result<Self, Refusal> {
        let upper = text.trim().to_ascii_uppercase();
        Family::all()
            .into_iter()
            .find(|f| f.code() == upper)
            .ok_or_else(|| {
                Refusal::new(
                    Message::new("exercise-error-unknown")
                        .arg("text", text.trim())
                        .arg("codes", codes()),
                    format!("unknown exercise \"{}\": one of {}", text.trim(), codes()),
                )
            })
    }
}

/// The message id `prefix` and the family's `code` in lower case ("exercise-name-bt"), made
/// once per id and kept (a message's id is static; there are a few dozen).
fn family_id(prefix: &'static str, code: &str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static IDS: OnceLock<Mutex<HashMap<String, &'static str>>> = OnceLock::new();
    let id = format!("{prefix}{}", code.to_ascii_lowercase());
    let mut ids = IDS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    ids.entry(id.clone())
        .or_insert_with(|| Box::leak(id.into_boxed_str()))
}

/// Every family's code, joined by ", ".
fn codes() -> String {
    Family::all()
        .into_iter()
        .map(Family::code)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Crockford's base-32 digits (no I, L, O, U): a class code survives being read aloud.
const CROCKFORD: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Digits of a class code's seed.
const CLASS_DIGITS: usize = 6;

/// A class code: the exercise and a seed, as "FC-7KQ2M9" (the family's code, a hyphen,
/// six base-32 digits of Crockford's alphabet, read in any case, with I and L read as 1 and
/// O as 0). A teacher gives one to a class; with each learner's name it draws their own
/// instances ([`Instance::personal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClassCode {
    /// The exercise.
    pub family: Family,
    /// The seed, below 2^30.
    pub seed: u32,
}

impl ClassCode {
    /// The largest seed plus one (six base-32 digits).
    pub const SEEDS: u32 = 1 << 30;

    /// A class code of `family` whose seed is `seed` reduced below [`ClassCode::SEEDS`].
    pub fn new(family: Family, seed: u64) -> ClassCode {
        ClassCode {
            family,
            seed: (seed % u64::from(Self::SEEDS)) as u32,
        }
    }
}

impl fmt::Display for ClassCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits: String = (0..CLASS_DIGITS)
            .rev()
            .map(|i| CROCKFORD[(self.seed >> (5 * i)) as usize & 31] as char)
            .collect();
        write!(f, "{}-{digits}", self.family.code())
    }
}

impl FromStr for ClassCode {
    type Err = Refusal;
    /// Reads "FC-7KQ2M9"; the error (`exercise-error-class-code`) names the expected form.
    fn from_str(text: &str) -> Result<Self, Refusal> {
        let bad = || {
            Refusal::new(
                Message::new("exercise-error-class-code")
                    .arg("text", text.trim())
                    .arg("codes", codes())
                    .arg("digits", CLASS_DIGITS),
                format!(
                    "\"{}\" is not a class code: a class code is the exercise's letters ({}), a \
                     hyphen and {CLASS_DIGITS} letters or digits, as FC-7KQ2M9",
                    text.trim(),
                    codes()
                ),
            )
        };
        let (family, digits) = text.trim().split_once('-').ok_or_else(bad)?;
        let family: Family = family.parse().map_err(|_| bad())?;
        let digits: Vec<char> = digits.chars().filter(|c| *c != '-' && *c != ' ').collect();
        if digits.len() != CLASS_DIGITS {
            return Err(bad());
        }
        let mut seed = 0u32;
        for c in digits {
            let c = match c.to_ascii_uppercase() {
                'I' | 'L' => '1',
                'O' => '0',
                c => c,
            };
            let value = CROCKFORD
                .iter()
                .position(|&d| d as char == c)
                .ok_or_else(bad)?;
            seed = (seed << 5) | value as u32;
        }
        Ok(ClassCode { family, seed })
    }
}

/// The longest learner name or number, in characters.
pub const MAX_LEARNER: usize = 60;

/// A learner's name as it is hashed: spaces trimmed and collapsed, lower case, so that
/// "Ada  Lovelace" and "ada lovelace" are one learner.
///
/// # Errors
/// A name longer than [`MAX_LEARNER`] characters (`exercise-error-name-too-long`).
pub fn normalize_learner(learner: &str) -> Result<String, Refusal> {
    let name = learner
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    if name.chars().count() > MAX_LEARNER {
        return Err(Refusal::new(
            Message::new("exercise-error-name-too-long").arg("max", MAX_LEARNER),
            format!("a learner's name or number has at most {MAX_LEARNER} characters"),
        ));
    }
    Ok(name)
}

/// FNV-1a, 64 bits: a portable hash (the same natively and in wasm), for seeds.
fn fnv64(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &byte in *part {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        hash ^= 0xff;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The fewest questions a personal instance asks (one that asks fewer is drawn again).
pub const MIN_STEPS: usize = 4;

/// One board to perform a family on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instance {
    /// The exercise.
    pub family: Family,
    /// The board size.
    pub n: usize,
    /// The solver's seed (ignored by the deterministic searches).
    pub seed: u64,
    /// The moves the algorithm makes before the first question.
    pub start: u64,
}

impl Instance {
    /// The instance of attempt `attempt` (1, 2, …: each new grading draws the next) of
    /// `learner` in `class`: `n` in the family's sizes, a six-digit solver seed and, for a
    /// deterministic search, a starting move anywhere in the whole search, all drawn from the
    /// FNV-1a hash of the class seed, the normalized name ([`normalize_learner`]) and the
    /// attempt. The same on every device and build.
    ///
    /// # Errors
    /// A name longer than [`MAX_LEARNER`] characters.
    pub fn personal(class: ClassCode, learner: &str, attempt: u32) -> Result<Instance, Refusal> {
        let name = normalize_learner(learner)?;
        let hash = fnv64(&[
            b"nqueens exercise",
            class.family.code().as_bytes(),
            &class.seed.to_le_bytes(),
            name.as_bytes(),
            &attempt.to_le_bytes(),
        ]);
        let mut rng = crate::seed::rng(hash);
        let (lo, hi) = class.family.sizes();
        let mut instance = Instance {
            family: class.family,
            n: lo,
            seed: 0,
            start: 0,
        };
        // Drawn again (the same stream going on) while an instance asks too little: a
        // random board the start already solves, say.
        for _ in 0..100 {
            instance.n = lo + rng.index(hi - lo + 1);
            instance.seed = rng.index(crate::seed::FRESH_SEED_BOUND as usize) as u64;
            if class.family.deterministic() {
                // Anywhere in the whole search (it goes on past each solution), leaving
                // room for the questions.
                let mut model = instance.animation()?;
                while model.advance() {}
                let room = model
                    .position()
                    .saturating_sub(2 * class.family.steps() as u64);
                instance.start = rng.index(room as usize + 1) as u64;
            }
            if Session::new(instance, Mode::Fix)?.score().total >= MIN_STEPS {
                break;
            }
        }
        Ok(instance)
    }

    /// The instance of `algorithm` with `params` on the board `n`, `seed`, from move
    /// `start`: a guided lesson's board, where a slide asks the exercise's step
    /// ([`Session::next_move`]).
    ///
    /// # Errors
    /// No exercise performs `algorithm` with exactly these parameters ([`Family::of`]), in
    /// words.
    pub fn at(
        algorithm: Algorithm,
        params: &Params,
        n: usize,
        seed: u64,
        start: u64,
    ) -> Result<Instance, Refusal> {
        let family = Family::of(algorithm, params).ok_or_else(|| {
            let exercises = &algorithm.description().exercises;
            let offered: Vec<String> = exercises
                .iter()
                .map(|e| {
                    if e.params.is_empty() {
                        "its defaults".to_string()
                    } else {
                        e.params.to_string()
                    }
                })
                .collect();
            // The same list as a message: "a, b, c or d", "its defaults" in words.
            let item = |e: &Exercise| -> crate::message::Arg {
                if e.params.is_empty() {
                    Message::new("exercise-error-params-defaults").into()
                } else {
                    e.params.to_string().into()
                }
            };
            let mut list: Option<crate::message::Arg> = None;
            for (i, e) in exercises.iter().enumerate().rev() {
                list = Some(match list {
                    None => item(e),
                    Some(rest) if i + 2 == exercises.len() => {
                        Message::new("exercise-error-params-or")
                            .arg("item", item(e))
                            .arg("last", rest)
                            .into()
                    }
                    Some(rest) => Message::new("exercise-error-params-comma")
                        .arg("item", item(e))
                        .arg("rest", rest)
                        .into(),
                });
            }
            Refusal::new(
                Message::new("exercise-error-params")
                    .arg("algorithm", algorithm.description().name_arg())
                    .arg("offered", list.unwrap_or_else(|| "".into())),
                format!(
                    "{}'s exercise needs these parameters: {}",
                    algorithm.description().name,
                    listed(&offered).replace(" and ", " or ")
                ),
            )
        })?;
        Ok(Instance {
            family,
            n,
            seed,
            start,
        })
    }

    /// The page's address (its query, without "?") that opens this instance's algorithm on
    /// the board in Watch, at the instance's start: "algorithm=hill-climbing&n=6&seed=123456",
    /// "algorithm=backtracking&n=7&inference=forward-checking&step=64". Stepping on from
    /// there makes the algorithm's own moves: the answer key, played.
    pub fn address(&self) -> String {
        let mut query = format!("algorithm={}&n={}", self.family.algorithm().id(), self.n);
        if !self.family.deterministic() {
            query += &format!("&seed={}", self.seed);
        }
        if !self.family.params().is_empty() {
            query += &format!("&{}", self.family.params());
        }
        if self.start > 0 {
            query += &format!("&step={}", self.start);
        }
        query
    }

    /// The algorithm on this instance's board, at its start (before the instance's first
    /// move is made).
    fn animation(&self) -> Result<Box<dyn Animation>, Refusal> {
        let algorithm = self.family.algorithm();
        let params = Params::parse_query(algorithm.description(), self.family.params())
            .map_err(|e| Refusal::new(e.message(), e.to_string()))?;
        crate::registry::animate_with(algorithm, self.n, self.seed, &params)
            .map_err(|e| Refusal::new(e.message(), e.to_string()))
    }
}

impl Instance {
    /// The instance in words, as a message: "n = 6, seed 123456, from move 14" (the seed
    /// and the move as data, written as they are).
    pub fn message(&self) -> Message {
        let seeded = !self.family.deterministic();
        let id = match (seeded, self.start > 0) {
            (false, false) => "exercise-instance",
            (true, false) => "exercise-instance-seeded",
            (false, true) => "exercise-instance-from",
            (true, true) => "exercise-instance-seeded-from",
        };
        Message::new(id)
            .arg("n", self.n)
            .arg("seed", self.seed.to_string())
            .arg("start", self.start.to_string())
    }
}

impl fmt::Display for Instance {
    /// "n = 6, seed 123456, from move 14".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "n = {}", self.n)?;
        if !self.family.deterministic() {
            write!(f, ", seed {}", self.seed)?;
        }
        if self.start > 0 {
            write!(f, ", from move {}", self.start)?;
        }
        Ok(())
    }
}

/// The line that names a learner's instance, as the learner's page shows it above the
/// question (and the teacher's view and `nqueens exercise key` above the key): "Class
/// FC-7KQ2M9, Ada Lovelace, attempt 1: n = 6, from move 14". The name as typed, trimmed;
/// left out when empty.
#[cfg(not(target_arch = "wasm32"))]
pub fn header(class: ClassCode, learner: &str, attempt: u32, instance: &Instance) -> String {
    words(&header_message(class, learner, attempt, instance))
}

/// [`header`] as a message (the class code, the name and the seed as data).
pub fn header_message(
    class: ClassCode,
    learner: &str,
    attempt: u32,
    instance: &Instance,
) -> Message {
    let learner = learner.trim();
    let id = if learner.is_empty() {
        "exercise-header-anonymous"
    } else {
        "exercise-header"
    };
    Message::new(id)
        .arg("class", class.to_string())
        .arg("learner", learner)
        .arg("attempt", attempt)
        .arg("instance", instance.message())
}

/// A learner's answer to a [`Question`]. 0-based inside; its token ([`Answer::token`]) and
/// its words are 1-based.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// A square: the one tried next; the square a queen moves to (hill climbing,
    /// min-conflicts).
    Square {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// No square is left in the row: backtrack.
    Backtrack,
    /// The row filled next (MRV).
    Row(usize),
    /// No successor lowers h: the climb is stuck.
    Stuck,
    /// The squares a placement prunes, 0-based `(row, col)`, sorted.
    Squares(Vec<(usize, usize)>),
    /// The columns of the row being filled on which the queen may land, 0-based, sorted
    /// (none: a dead end).
    Columns(Vec<usize>),
    /// Arc consistency leaves some row with no square: a wipe-out.
    WipeOut,
    /// Yes: the queen passes the diagonal check; the swap tested is taken.
    Yes,
    /// No: the queen clashes on a diagonal; the swap tested is refused.
    No,
    /// A chance, in whole percent (0 to 100).
    Percent(u8),
}

/// "1", "1 and 2", "1, 2 and 4".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A list in words, as a message: "a; b and c" (`between` joins all but the last two,
/// `last` the last two; each a message of two arguments, `init` and `next` or `last`,
/// so each language writes its own list). `None` for an empty list.
fn listed_message(
    items: Vec<Message>,
    between: &'static str,
    last: &'static str,
) -> Option<Message> {
    let mut items = items.into_iter();
    let mut list = items.next()?;
    let rest: Vec<Message> = items.collect();
    let count = rest.len();
    for (i, item) in rest.into_iter().enumerate() {
        list = if i + 1 == count {
            Message::new(last).arg("init", list).arg("last", item)
        } else {
            Message::new(between).arg("init", list).arg("next", item)
        };
    }
    Some(list)
}

/// "row 3, column 4" (1-based), as a message.
fn square_message(row: usize, col: usize) -> Message {
    Message::new("exercise-answer-square")
        .arg("row", row + 1)
        .arg("col", col + 1)
}

/// A set of squares in words: "row 2, column 1; row 3, column 5 and row 4, column 3"
/// (semicolons between squares), "none" for none.
fn squares_message(squares: &[(usize, usize)]) -> Message {
    listed_message(
        squares.iter().map(|&(r, c)| square_message(r, c)).collect(),
        "exercise-list-semicolon",
        "exercise-list-and",
    )
    .unwrap_or_else(|| Message::new("exercise-answer-none"))
}

/// Answers in words joined by "or": "row 2 or row 3"; with `semicolons`, semicolons but
/// before the last ("row 2, column 3; row 4, column 5 or row 5, column 1").
fn any_of_message(answers: &[Answer], semicolons: bool) -> Message {
    let between = if semicolons {
        "exercise-list-semicolon"
    } else {
        "exercise-list-or-more"
    };
    listed_message(
        answers.iter().map(Answer::message).collect(),
        between,
        "exercise-list-or",
    )
    .unwrap_or_else(|| Message::new("exercise-answer-none"))
}

/// The English of `message`, natively (the CLI's language once it chose one; English in the
/// tests): what the `String` forms of this module's words give.
#[cfg(not(target_arch = "wasm32"))]
fn words(message: &Message) -> String {
    crate::l10n::say(message)
}

impl Answer {
    /// The answer with its sets sorted and without repeats (the form grading compares).
    pub fn normalized(mut self) -> Answer {
        match &mut self {
            Answer::Squares(squares) => {
                squares.sort_unstable();
                squares.dedup();
            }
            Answer::Columns(cols) => {
                cols.sort_unstable();
                cols.dedup();
            }
            _ => {}
        }
        self
    }

    /// The compact token a completion code carries, 1-based with one digit per row or
    /// column (exercise boards have at most 9 rows): "s34" (row 3, column 4), "b"
    /// (backtrack), "r3" (row 3), "t" (stuck), "p3435" (squares row 3 column 4 and row 3
    /// column 5; "p" for none), "l135" (columns 1, 3 and 5; "l" for none), "w" (a
    /// wipe-out), "y" and "n" (yes and no), "c37" (a chance of 37 %).
    pub fn token(&self) -> String {
        let d = |i: &usize| char::from_digit(*i as u32 + 1, 10).unwrap_or('?');
        match self {
            Answer::Square { row, col } => format!("s{}{}", d(row), d(col)),
            Answer::Backtrack => "b".into(),
            Answer::Row(row) => format!("r{}", d(row)),
            Answer::Stuck => "t".into(),
            Answer::Squares(squares) => std::iter::once('p')
                .chain(squares.iter().flat_map(|(r, c)| [d(r), d(c)]))
                .collect(),
            Answer::Columns(cols) => std::iter::once('l').chain(cols.iter().map(d)).collect(),
            Answer::WipeOut => "w".into(),
            Answer::Yes => "y".into(),
            Answer::No => "n".into(),
            Answer::Percent(p) => format!("c{p}"),
        }
    }

    /// Reads a token written by [`Answer::token`] for a board of `n` rows.
    ///
    /// # Errors
    /// A token of no known form, or a row or column off the board
    /// (`exercise-error-token`).
    pub fn parse_token(token: &str, n: usize) -> Result<Answer, Refusal> {
        let bad = || {
            // "an 8×8", "an 11×11", "an 18×18": said with a vowel (as the catalog's English).
            let a = if matches!(n, 8 | 11 | 18) { "an" } else { "a" };
            Refusal::new(
                Message::new("exercise-error-token")
                    .arg("token", token)
                    .arg("n", n),
                format!("\"{token}\" is not an answer on {a} {n}×{n} board"),
            )
        };
        // A chance: "c" and a whole percent, written in decimal.
        if let Some(digits) = token.strip_prefix('c') {
            return match digits.parse::<u8>() {
                Ok(p) if p <= 100 && !digits.starts_with('+') => Ok(Answer::Percent(p)),
                _ => Err(bad()),
            };
        }
        let mut chars = token.chars();
        let kind = chars.next().ok_or_else(bad)?;
        let digits = chars
            .map(|c| match c.to_digit(10) {
                Some(d) if (1..=n as u32).contains(&d) => Ok(d as usize - 1),
                _ => Err(bad()),
            })
            .collect::<Result<Vec<usize>, Refusal>>()?;
        let answer = match (kind, digits.as_slice()) {
            ('s', [row, col]) => Answer::Square {
                row: *row,
                col: *col,
            },
            ('b', []) => Answer::Backtrack,
            ('r', [row]) => Answer::Row(*row),
            ('t', []) => Answer::Stuck,
            ('p', pairs) if pairs.len().is_multiple_of(2) => {
                Answer::Squares(pairs.chunks(2).map(|p| (p[0], p[1])).collect())
            }
            ('l', cols) => Answer::Columns(cols.to_vec()),
            ('w', []) => Answer::WipeOut,
            ('y', []) => Answer::Yes,
            ('n', []) => Answer::No,
            _ => return Err(bad()),
        };
        Ok(answer.normalized())
    }
}

impl Answer {
    /// The answer in words, 1-based, as a message (`locales/*/exercise.ftl`): "row 3, column
    /// 4", "backtrack", "row 3", "stuck", "row 2, column 1; row 3, column 5 and row 4, column
    /// 3", "columns 1, 3 and 5", "none", "a wipe-out", "yes", "no", "37 %".
    pub fn message(&self) -> Message {
        match self {
            Answer::Square { row, col } => square_message(*row, *col),
            Answer::Backtrack => Message::new("exercise-answer-backtrack"),
            Answer::Row(row) => Message::new("exercise-answer-row").arg("row", row + 1),
            Answer::Stuck => Message::new("exercise-answer-stuck"),
            Answer::Squares(squares) => squares_message(squares),
            Answer::Columns(cols) => match listed_message(
                cols.iter()
                    .map(|c| Message::new("exercise-number").arg("number", c + 1))
                    .collect(),
                "exercise-list-comma",
                "exercise-list-and",
            ) {
                None => Message::new("exercise-answer-none"),
                Some(list) => Message::new("exercise-answer-columns")
                    .arg("count", cols.len())
                    .arg("columns", list),
            },
            Answer::WipeOut => Message::new("exercise-answer-wipe-out"),
            Answer::Yes => Message::new("exercise-answer-yes"),
            Answer::No => Message::new("exercise-answer-no"),
            Answer::Percent(p) => Message::new("exercise-answer-percent").arg("percent", *p),
        }
    }
}

/// Natively, the answer's [`Answer::message`] in the process's language (English unless the
/// CLI chose another).
#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words(&self.message()))
    }
}

/// What a question asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Which square is tried next, or backtrack (backtracking, forward checking, MRV).
    NextSquare,
    /// Which squares placing a queen on `square` removes from the empty rows' domains, row
    /// by row from the lowest, up to the first row it leaves with an empty domain, if any
    /// (where forward checking stops, as AIMA's does).
    Prunes {
        /// The queen's square, 0-based.
        square: (usize, usize),
        /// The row whose domain the placement wipes out, 0-based (the answer's last row
        /// with removed squares), or `None`. Not shown in the prompt; the verdict says it.
        wiped: Option<usize>,
    },
    /// Which row MRV fills next; `left` lists each empty row with the squares left in its
    /// domain, 0-based `(row, squares)`.
    NextRow {
        /// The empty rows and their domains' sizes.
        left: Vec<(usize, usize)>,
    },
    /// Which queen moves where (hill climbing), or stuck.
    Successor,
    /// Which conflicted queen moves to which column (min-conflicts).
    Repair,
    /// On which squares of `row` the queen may land (random placement).
    Landing {
        /// The row being filled, 0-based.
        row: usize,
    },
    /// Which squares arc consistency (AC-3) removes after forward checking, once the queen on
    /// `square` is placed: every square left without a support in some other empty row, or
    /// a wipe-out (MAC, AIMA §6.3.2). The whole closure is asked, which is the same whatever
    /// order AC-3 revises the rows in.
    ArcPrunes {
        /// The queen's square, 0-based.
        square: (usize, usize),
        /// The squares forward checking removed just before, 0-based, sorted (the board
        /// shows them crossed out while this is asked).
        removed: Vec<(usize, usize)>,
    },
    /// The chance, in whole percent, that a proposed move is taken: 100 for a move no
    /// worse, e^(ΔE/T) otherwise (simulated annealing, AIMA §4.1.2).
    Chance {
        /// The queen's row, 0-based.
        row: usize,
        /// The column it stands in, 0-based.
        from: usize,
        /// The column proposed, 0-based.
        to: usize,
        /// ΔE = h now − h after.
        delta_e: i64,
        /// The temperature, as the prompt writes it (three decimals).
        temperature: String,
        /// The exact chance in percent, one decimal, as the verdict writes it.
        exact: String,
    },
    /// After which row the crossover falls: the child's rows up to it come from the first
    /// parent, the rest from the second (the genetic algorithm, AIMA §4.1.4). Every point that
    /// makes the same child is right.
    Crossover {
        /// The parents' numbers in the population, 0-based.
        parents: [usize; 2],
        /// The first parent's columns, row 1 first, 0-based.
        first: Vec<usize>,
        /// The second parent's.
        second: Vec<usize>,
        /// The child's, before any mutation.
        child: Vec<usize>,
    },
    /// Whether the queen of `row` (in `col`) passes the diagonal check: no queen of the rows
    /// below on its diagonals (Rolfe's Algorithm One, Wirth's diagonal flags).
    Passes {
        /// The row checked, 0-based.
        row: usize,
        /// Its queen's column, 0-based.
        col: usize,
        /// The lowest row below whose queen shares a diagonal with it, if any.
        clash: Option<usize>,
    },
    /// Whether the swap tested, of the queens of `rows` (in `cols`), is taken: it is when it
    /// lowers the collisions (Sosič & Gu's QS1, QS4).
    SwapTaken {
        /// The two rows, 0-based.
        rows: (usize, usize),
        /// Their queens' columns before the swap, 0-based.
        cols: (usize, usize),
    },
    /// Which square the formula gives the queen of `row` (the explicit construction).
    Formula {
        /// The row placed, 0-based.
        row: usize,
    },
}

impl Ask {
    /// The kind as the page names it: "next-square", "prunes", "next-row", "successor",
    /// "repair", "landing", "arc-prunes", "chance", "crossover", "passes", "swap" or
    /// "formula" (for scripts and tests; the page collects answers by [`Ask::form`]).
    pub fn kind(&self) -> &'static str {
        match self {
            Ask::NextSquare => "next-square",
            Ask::Prunes { .. } => "prunes",
            Ask::NextRow { .. } => "next-row",
            Ask::Successor => "successor",
            Ask::Repair => "repair",
            Ask::Landing { .. } => "landing",
            Ask::ArcPrunes { .. } => "arc-prunes",
            Ask::Chance { .. } => "chance",
            Ask::Crossover { .. } => "crossover",
            Ask::Passes { .. } => "passes",
            Ask::SwapTaken { .. } => "swap",
            Ask::Formula { .. } => "formula",
        }
    }

    /// How the answer is given, which is all the page needs to collect it: "square" (one
    /// square clicked: [`Answer::Square`]), "squares" (squares picked, then Done:
    /// [`Answer::Squares`]), "columns" (squares of one row picked, then Done:
    /// [`Answer::Columns`]), "row" (any square of a row clicked: [`Answer::Row`]), "choice"
    /// (one of [`Ask::options`] only) or "percent" (a whole number typed:
    /// [`Answer::Percent`]). [`Ask::options`] adds buttons to any form.
    pub fn form(&self) -> &'static str {
        match self {
            Ask::NextSquare | Ask::Successor | Ask::Repair | Ask::Formula { .. } => "square",
            Ask::Prunes { .. } | Ask::ArcPrunes { .. } => "squares",
            Ask::Landing { .. } => "columns",
            Ask::NextRow { .. } => "row",
            Ask::Passes { .. } | Ask::SwapTaken { .. } | Ask::Crossover { .. } => "choice",
            Ask::Chance { .. } => "percent",
        }
    }

    /// The kind of event the question is derived from (what an exercise may leave out:
    /// [`crate::description::Exercise::leaves_out`]).
    pub fn source(&self) -> EventKind {
        match self {
            Ask::NextSquare => EventKind::Try,
            Ask::Prunes { .. } | Ask::ArcPrunes { .. } => EventKind::Prune,
            Ask::NextRow { .. } => EventKind::SelectRow,
            Ask::Successor | Ask::Repair => EventKind::MoveQueen,
            Ask::Landing { .. } | Ask::Formula { .. } => EventKind::Place,
            Ask::Chance { .. } => EventKind::Propose,
            Ask::Crossover { .. } => EventKind::Crossover,
            Ask::Passes { .. } => EventKind::Check,
            Ask::SwapTaken { .. } => EventKind::Swap,
        }
    }

    /// The answers given by a button, each with its label as a message: Backtrack, Stuck,
    /// Wipe-out, the yes and no of a choice, the rows a crossover may fall after.
    pub fn option_messages(&self) -> Vec<(Message, Answer)> {
        let labelled = |items: &[(&'static str, Answer)]| -> Vec<(Message, Answer)> {
            items
                .iter()
                .map(|(id, answer)| (Message::new(id), answer.clone()))
                .collect()
        };
        match self {
            Ask::NextSquare => labelled(&[("exercise-option-backtrack", Answer::Backtrack)]),
            Ask::Successor => labelled(&[("exercise-option-stuck", Answer::Stuck)]),
            Ask::ArcPrunes { .. } => labelled(&[("exercise-option-wipe-out", Answer::WipeOut)]),
            Ask::Passes { .. } => labelled(&[
                ("exercise-option-passes", Answer::Yes),
                ("exercise-option-clashes", Answer::No),
            ]),
            Ask::SwapTaken { .. } => labelled(&[
                ("exercise-option-swap", Answer::Yes),
                ("exercise-option-refused", Answer::No),
            ]),
            Ask::Crossover { child, .. } => (1..child.len())
                .map(|at| {
                    (
                        Message::new("exercise-option-after-row").arg("row", at),
                        Answer::Row(at - 1),
                    )
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// [`Ask::option_messages`] with each label in words (natively: the process's language).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn options(&self) -> Vec<(String, Answer)> {
        self.option_messages()
            .into_iter()
            .map(|(label, answer)| (words(&label), answer))
            .collect()
    }
}

/// ΔE as captions write it, AIMA's sign: "+4", "0", "−3" (a true minus sign).
fn signed(delta: i64) -> String {
    match delta {
        0 => "0".into(),
        d if d > 0 => format!("+{d}"),
        d => format!("\u{2212}{}", d.unsigned_abs()),
    }
}

/// A board's columns, 1-based, row 1 first: "3 1 4 2 5".
fn board_words(cols: &[usize]) -> String {
    cols.iter()
        .map(|c| (c + 1).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A number written with a fixed count of decimals (the prompt's temperature, the exact
/// chance), as a number for the message: the catalog writes it the language's way.
fn decimal(text: &str) -> f64 {
    text.parse().unwrap_or(0.0)
}

/// Two sentences, one after the other, as the language writes them (a space in English).
fn sentences(first: Message, second: Message) -> Message {
    Message::new("exercise-sentences")
        .arg("first", first)
        .arg("second", second)
}

/// One question: what it asks, every right answer, and the algorithm's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// What it asks.
    pub ask: Ask,
    /// Every right answer (normalized): one, or the squares tied where the algorithm draws
    /// at random.
    pub right: Vec<Answer>,
    /// The algorithm's own answer (one of `right`; the square it drew, where it draws).
    pub model: Answer,
}

impl Question {
    /// True when `answer` is right.
    pub fn grade(&self, answer: &Answer) -> bool {
        self.right.contains(&answer.clone().normalized())
    }

    /// The question in words, 1-based, for the page and screen readers, as a message.
    pub fn prompt_message(&self) -> Message {
        match &self.ask {
            Ask::NextSquare => Message::new("exercise-ask-next-square"),
            Ask::Prunes {
                square: (row, col), ..
            } => Message::new("exercise-ask-prunes").arg("square", square_message(*row, *col)),
            Ask::NextRow { .. } => Message::new("exercise-ask-next-row"),
            Ask::Successor => Message::new("exercise-ask-successor"),
            Ask::Repair => Message::new("exercise-ask-repair"),
            Ask::Landing { row } => Message::new("exercise-ask-landing").arg("row", row + 1),
            Ask::ArcPrunes {
                square: (row, col),
                removed,
            } => Message::new("exercise-ask-arc-prunes")
                .arg("removed", removed.len())
                .arg("square", square_message(*row, *col)),
            Ask::Chance {
                row,
                from,
                to,
                delta_e,
                temperature,
                ..
            } => Message::new("exercise-ask-chance")
                .arg("row", row + 1)
                .arg("from", from + 1)
                .arg("to", to + 1)
                .arg("delta", signed(*delta_e))
                .arg("temperature", decimal(temperature)),
            Ask::Crossover {
                parents,
                first,
                second,
                child,
            } => Message::new("exercise-ask-crossover")
                .arg("a", parents[0] + 1)
                .arg("b", parents[1] + 1)
                .arg("first", board_words(first))
                .arg("second", board_words(second))
                .arg("child", board_words(child)),
            Ask::Passes { row, col, .. } => Message::new("exercise-ask-passes")
                .arg("row", row + 1)
                .arg("col", col + 1),
            Ask::SwapTaken { rows, cols } => Message::new("exercise-ask-swap")
                .arg("a", rows.0 + 1)
                .arg("b", rows.1 + 1)
                .arg("colA", cols.0 + 1)
                .arg("colB", cols.1 + 1),
            Ask::Formula { row } => Message::new("exercise-ask-formula").arg("row", row + 1),
        }
    }

    /// [`Question::prompt_message`] in words (natively: the process's language).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn prompt(&self) -> String {
        words(&self.prompt_message())
    }

    /// The answer key's answer, as a message (1-based), as `nqueens exercise key` and the
    /// teacher's view give it: the algorithm's own answer ("row 3, column 4", "backtrack",
    /// "columns 1, 3 and 5"); where the algorithm draws among equally good answers, every one
    /// of them, any of which is right, and the one it drew: "any of row 2, column 3; row 4,
    /// column 5 or row 5, column 1 (equally good; the algorithm drew row 4, column 5)".
    pub fn key_answer_message(&self) -> Message {
        match &self.ask {
            // A chance: the exact value, and the point either way that is right too.
            Ask::Chance { exact, .. } => {
                return Message::new("exercise-key-chance")
                    .arg("model", self.model.message())
                    .arg("exact", decimal(exact))
            }
            // Points that make the same child: any of them.
            Ask::Crossover { .. } if self.right.len() > 1 => {
                return Message::new("exercise-key-crossover")
                    .arg("rows", any_of_message(&self.right, false))
                    .arg("model", self.model.message());
            }
            _ => {}
        }
        if self.right.len() < 2 {
            return self.model.message();
        }
        Message::new("exercise-key-any")
            .arg("answers", any_of_message(&self.right, true))
            .arg("model", self.model.message())
    }

    /// [`Question::key_answer_message`] in words (natively: the process's language).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn key_answer(&self) -> String {
        words(&self.key_answer_message())
    }

    /// [`Question::reason_message`] in words (natively: the process's language).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn reason(&self, answer: &Answer) -> String {
        words(&self.reason_message(answer))
    }

    /// The verdict on `answer` as a message (1-based): "Right: row 3, column 4.", or "Not
    /// right (you gave …): " and what the algorithm does; where several answers are equally
    /// good, says so and names the one the algorithm drew.
    pub fn reason_message(&self, answer: &Answer) -> Message {
        let answer = answer.clone().normalized();
        let others = self.right.len().saturating_sub(1);
        // At a wipe-out, what follows: said whether the answer was right or not.
        let wipe_out = match self.ask {
            Ask::Prunes {
                wiped: Some(row), ..
            } => Some(Message::new("exercise-why-wiped").arg("row", row + 1)),
            _ => None,
        };
        if let Some(message) = self.reason_in_words(&answer) {
            return message;
        }
        if self.grade(&answer) {
            let right = if others > 0 {
                Message::new("exercise-right-among")
                    .arg("answer", answer.message())
                    .arg("count", others + 1)
                    .arg("model", self.model.message())
            } else {
                Message::new("exercise-right-answer").arg("answer", answer.message())
            };
            return match wipe_out {
                Some(wiped) if others == 0 => sentences(right, wiped),
                _ => right,
            };
        }
        // The sentences after the first, each added as the language joins sentences.
        let then = |mut why: Message, more: Vec<Option<Message>>| {
            for m in more.into_iter().flatten() {
                why = sentences(why, m);
            }
            why
        };
        let why = match (&self.ask, &self.model, &answer) {
            (Ask::Prunes { .. }, Answer::Squares(truth), Answer::Squares(given)) => {
                let missed: Vec<_> = truth
                    .iter()
                    .filter(|s| !given.contains(s))
                    .copied()
                    .collect();
                let extra: Vec<_> = given
                    .iter()
                    .filter(|s| !truth.contains(s))
                    .copied()
                    .collect();
                then(
                    Message::new("exercise-why-fc-removes").arg("squares", self.model.message()),
                    vec![
                        (!missed.is_empty()).then(|| {
                            Message::new("exercise-why-missed")
                                .arg("answers", squares_message(&missed))
                        }),
                        (!extra.is_empty()).then(|| {
                            Message::new("exercise-why-still")
                                .arg("squares", squares_message(&extra))
                        }),
                        wipe_out,
                    ],
                )
            }
            (Ask::Landing { .. }, Answer::Columns(truth), Answer::Columns(given)) => {
                let words = |cols: Vec<usize>| Answer::Columns(cols).message();
                let missed: Vec<usize> = truth
                    .iter()
                    .filter(|c| !given.contains(c))
                    .copied()
                    .collect();
                let extra: Vec<usize> = given
                    .iter()
                    .filter(|c| !truth.contains(c))
                    .copied()
                    .collect();
                then(
                    Message::new("exercise-why-may-land").arg("columns", self.model.message()),
                    vec![
                        (!missed.is_empty()).then(|| {
                            Message::new("exercise-why-missed").arg("answers", words(missed))
                        }),
                        (!extra.is_empty()).then(|| {
                            Message::new("exercise-why-attacked").arg("columns", words(extra))
                        }),
                    ],
                )
            }
            (Ask::NextRow { left }, Answer::Row(row), given) => {
                let size = |r: usize| left.iter().find(|(x, _)| *x == r).map(|(_, k)| *k);
                let fewest = Message::new("exercise-why-fewest")
                    .arg("row", row + 1)
                    .arg("count", size(*row).unwrap_or(0));
                let given = match given {
                    Answer::Row(g) => Some(match size(*g) {
                        Some(k) => Message::new("exercise-why-row-has")
                            .arg("row", g + 1)
                            .arg("count", k),
                        None => Message::new("exercise-why-row-holds").arg("row", g + 1),
                    }),
                    _ => None,
                };
                then(fewest, vec![given])
            }
            (Ask::Successor | Ask::Repair, Answer::Square { .. }, _) if others > 0 => {
                // Semicolons between squares, as in a set of squares.
                let squares: Vec<(usize, usize)> = self
                    .right
                    .iter()
                    .filter_map(|a| match a {
                        Answer::Square { row, col } => Some((*row, *col)),
                        _ => None,
                    })
                    .collect();
                Message::new("exercise-why-any-square")
                    .arg("squares", squares_message(&squares))
                    .arg("model", self.model.message())
            }
            _ => Message::new("exercise-why-algorithm").arg("model", self.model.message()),
        };
        Message::new("exercise-wrong")
            .arg("answer", answer.message())
            .arg("why", why)
    }
}

impl Question {
    /// The verdict of the kinds whose words say why (a chance, a crossover, a check, a swap
    /// tested, the formula, arc consistency), or `None` for the others.
    fn reason_in_words(&self, answer: &Answer) -> Option<Message> {
        let why = match &self.ask {
            Ask::Chance {
                delta_e,
                temperature,
                exact,
                ..
            } => {
                if *delta_e >= 0 {
                    Message::new("exercise-why-chance-sure")
                } else {
                    Message::new("exercise-why-chance")
                        .arg("delta", signed(*delta_e))
                        .arg("temperature", decimal(temperature))
                        .arg("exact", decimal(exact))
                }
            }
            Ask::Crossover { parents, child, .. } => {
                let Answer::Row(at) = self.model else {
                    return None;
                };
                let n = child.len();
                let rows = |from: usize, to: usize| {
                    if from == to {
                        Message::new("exercise-answer-row").arg("row", from)
                    } else {
                        Message::new("exercise-rows")
                            .arg("from", from)
                            .arg("to", to)
                    }
                };
                let id = if self.right.len() > 1 {
                    "exercise-why-crossover-agree"
                } else {
                    "exercise-why-crossover"
                };
                Message::new(id)
                    .arg("child", board_words(child))
                    .arg("first", rows(1, at + 1))
                    .arg("a", parents[0] + 1)
                    .arg("second", rows(at + 2, n))
                    .arg("b", parents[1] + 1)
                    .arg("rows", any_of_message(&self.right, false))
            }
            Ask::Passes { row, clash, .. } => match clash {
                None => Message::new("exercise-why-passes"),
                Some(below) => Message::new("exercise-why-clashes")
                    .arg("below", below + 1)
                    .arg("row", row + 1),
            },
            Ask::SwapTaken { .. } => match self.model {
                Answer::Yes => Message::new("exercise-why-swap-taken"),
                _ => Message::new("exercise-why-swap-refused"),
            },
            Ask::ArcPrunes { .. } => match &self.model {
                Answer::WipeOut => Message::new("exercise-why-arc-wipe-out"),
                model => Message::new("exercise-why-arc-removes").arg("squares", model.message()),
            },
            _ => return None,
        };
        let answer = answer.clone().normalized();
        Some(if self.grade(&answer) {
            Message::new("exercise-right").arg("why", why)
        } else {
            Message::new("exercise-wrong")
                .arg("answer", answer.message())
                .arg("why", why)
        })
    }
}

/// How answers are graded (JSAV's grading modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// After every step; a wrong step is fixed (the algorithm's is made) and counted.
    Fix,
    /// After every step; a wrong step is undone and asked again, and counted.
    Undo,
    /// At the end: no verdict until the last step, then the first mismatch named.
    AtEnd,
}

impl Mode {
    /// "fix", "undo" or "end".
    pub fn id(self) -> &'static str {
        match self {
            Mode::Fix => "fix",
            Mode::Undo => "undo",
            Mode::AtEnd => "end",
        }
    }
}

impl FromStr for Mode {
    type Err = Refusal;
    fn from_str(text: &str) -> Result<Self, Refusal> {
        match text.trim() {
            "fix" => Ok(Mode::Fix),
            "undo" => Ok(Mode::Undo),
            "end" => Ok(Mode::AtEnd),
            other => Err(Refusal::new(
                Message::new("exercise-error-grading").arg("text", other),
                format!("unknown grading \"{other}\": fix, undo or end"),
            )),
        }
    }
}

/// One entry of a session's log: an answer given (or the model's step, `None`) to question
/// `step` (1-based, in order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The question's number, 1-based.
    pub step: usize,
    /// The answer given, or `None` for a step of the model answer.
    pub answer: Option<Answer>,
    /// True when it was right.
    pub right: bool,
    /// The question it answered.
    pub question: Question,
}

impl Entry {
    /// The entry as a completion code carries it: its answer's [`Answer::token`], or "m" for
    /// a step of the model answer (what [`Session::replay`] reads back).
    pub fn token(&self) -> String {
        self.answer.as_ref().map_or("m".into(), Answer::token)
    }
}

/// A verdict on one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The answer was right.
    pub right: bool,
    /// The verdict may be shown now (false at the end's grading until the last step).
    pub shown: bool,
    /// The words: right or not, and why (`None` while hidden).
    pub message: Option<Message>,
}

impl Verdict {
    /// The verdict in words (natively: the process's language; empty while hidden).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn text(&self) -> String {
        self.message.as_ref().map(words).unwrap_or_default()
    }
}

/// A session's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// Steps answered right at the first try.
    pub right: usize,
    /// Steps answered so far (each step once).
    pub answered: usize,
    /// Steps of the instance.
    pub total: usize,
    /// Wrong steps fixed by the algorithm ([`Mode::Fix`], and every wrong step at the end).
    pub fixes: usize,
    /// Wrong answers undone and asked again ([`Mode::Undo`]), or taken back with *Undo*
    /// before the end ([`Mode::AtEnd`]).
    pub undos: usize,
    /// The model answer was opened: no credit for this instance.
    pub model_opened: bool,
}

impl Score {
    /// The credit from 0 to 1: right steps over the instance's steps (0 once the model
    /// answer is opened).
    pub fn credit(&self) -> f64 {
        if self.model_opened || self.total == 0 {
            0.0
        } else {
            self.right as f64 / self.total as f64
        }
    }
}

/// One learner performing one instance: the algorithm's animation at the state the
/// question on show is about, the questions of its next move, the score and every answer.
pub struct Session {
    instance: Instance,
    mode: Mode,
    model: Box<dyn Animation>,
    /// The questions of the algorithm's next move still to answer, in order.
    queue: Vec<Question>,
    /// The instance's steps (questions), counted by a dry run of the algorithm's answers.
    total: usize,
    /// The steps answered (each once; an undone answer is asked again).
    answered: usize,
    /// The steps answered right at the first try.
    right: usize,
    /// Wrong steps the algorithm's step replaced (at the end's grading: wrong steps).
    fixes: usize,
    /// Wrong answers undone and asked again, or taken back before the end.
    undos: usize,
    /// The question on show was answered wrong already (undo mode).
    missed: bool,
    /// The steps (1-based) ever answered wrong, answers taken back at the end's grading
    /// included: such a step is not right at the first try, however it is answered after.
    missed_steps: Vec<usize>,
    model_opened: bool,
    /// The answers in force, in order (without those taken back).
    log: Vec<Entry>,
    /// Every answer's token in the order given, "u" where the last one was taken back
    /// ([`Session::undo`]): what a completion code carries and [`Session::replay`] reads.
    trail: Vec<String>,
}

impl Session {
    /// A session of `instance` graded by `mode`, at its first question.
    ///
    /// # Errors
    /// An instance the algorithm refuses (its size), in words.
    pub fn new(instance: Instance, mode: Mode) -> Result<Session, Refusal> {
        let mut model = instance.animation()?;
        while model.position() < instance.start && model.advance() {}
        let mut session = Session {
            instance,
            mode,
            model,
            queue: Vec::new(),
            total: 0,
            answered: 0,
            right: 0,
            fixes: 0,
            undos: 0,
            missed: false,
            missed_steps: Vec::new(),
            model_opened: false,
            log: Vec::new(),
            trail: Vec::new(),
        };
        // The steps of the instance: a dry run of the algorithm's own answers.
        let mut dry = instance.animation()?;
        while dry.position() < instance.start && dry.advance() {}
        let mut queue = Vec::new();
        let mut total = 0;
        settle(&mut *dry, instance.family, &mut queue, total);
        while !queue.is_empty() && total < instance.family.steps() {
            queue.remove(0);
            total += 1;
            if queue.is_empty() {
                dry.advance();
                settle(&mut *dry, instance.family, &mut queue, total);
            }
        }
        session.total = total;
        settle(&mut *session.model, instance.family, &mut session.queue, 0);
        Ok(session)
    }

    /// A session of the algorithm's next move alone from `instance`'s start: the questions
    /// of that one move (a square tried, the squares its placement prunes, …), as a guided
    /// lesson's slide asks them on the board it set (`ask: exercise`, [`crate::lesson`]).
    /// The moves before it with nothing to ask are made first, as in any session. Its
    /// [`Score::total`] is the number of those questions; zero when the run asks nothing
    /// more from there (it has ended).
    ///
    /// # Errors
    /// As [`Session::new`].
    ///
    /// ```
    /// use nqueens::exercise::{Answer, Family, Instance, Mode, Session};
    ///
    /// let family: Family = "BT".parse()?;
    /// // 4 × 4 from the start: the walkthrough's first move is row 1, column 1 tried.
    /// let instance = Instance { family, n: 4, seed: 0, start: 0 };
    /// let mut session = Session::next_move(instance, Mode::Fix)?;
    /// assert_eq!(session.score().total, 1);
    /// assert!(session.question().unwrap().grade(&Answer::Square { row: 0, col: 0 }));
    /// session.answer(Answer::Square { row: 0, col: 0 });
    /// assert!(session.question().is_none());
    /// assert_eq!(session.score().right, 1);
    /// # Ok::<(), nqueens::message::Refusal>(())
    /// ```
    pub fn next_move(instance: Instance, mode: Mode) -> Result<Session, Refusal> {
        let mut session = Session::new(instance, mode)?;
        session.total = session.total.min(session.queue.len());
        Ok(session)
    }

    /// Replays `tokens` (the answers of a completion code: [`Answer::token`]s, "m" for a step
    /// of the model answer, "u" where the last answer was taken back) on `instance` graded
    /// by `mode`.
    ///
    /// # Errors
    /// A token that does not parse, an answer after the last step, or a "u" with nothing to
    /// take back (or not at the end's grading).
    pub fn replay(instance: Instance, mode: Mode, tokens: &[&str]) -> Result<Session, Refusal> {
        let mut session = Session::new(instance, mode)?;
        for (i, token) in tokens.iter().enumerate() {
            if session.question().is_none() {
                return Err(Refusal::new(
                    Message::new("exercise-error-after-last").arg("answer", i + 1),
                    format!("answer {} comes after the last step", i + 1),
                ));
            }
            match *token {
                "m" => {
                    session.model_step();
                }
                "u" => {
                    if !session.undo() {
                        return Err(Refusal::new(
                            Message::new("exercise-error-undo-nothing").arg("answer", i + 1),
                            format!("answer {} takes back nothing", i + 1),
                        ));
                    }
                }
                token => {
                    session.answer(Answer::parse_token(token, instance.n)?);
                }
            }
        }
        Ok(session)
    }

    /// The instance.
    pub fn instance(&self) -> Instance {
        self.instance
    }

    /// The grading mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The question on show, or `None` once the instance is done.
    pub fn question(&self) -> Option<&Question> {
        if self.answered >= self.total {
            return None;
        }
        self.queue.first()
    }

    /// The question's number, 1-based.
    pub fn step_number(&self) -> usize {
        self.answered + 1
    }

    /// True once every step is answered.
    pub fn finished(&self) -> bool {
        self.question().is_none()
    }

    /// The algorithm's board as the learner sees it (the state the question is about).
    pub fn animation(&self) -> &dyn Animation {
        &*self.model
    }

    /// Moves the algorithm has made (the page's board follows it move for move).
    pub fn position(&self) -> u64 {
        self.model.position()
    }

    /// The score so far.
    pub fn score(&self) -> Score {
        Score {
            right: self.right,
            answered: self.answered,
            total: self.total,
            fixes: self.fixes,
            undos: self.undos,
            model_opened: self.model_opened,
        }
    }

    /// The answers in force, in order (an answer taken back at the end's grading is not
    /// among them; [`Session::tokens`] keeps it).
    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    /// Every answer's token in the order given, "m" for a step of the model answer and "u"
    /// where the last answer was taken back: what the completion code carries and
    /// [`Session::replay`] reads back (without a take-back, the log's tokens).
    pub fn tokens(&self) -> &[String] {
        &self.trail
    }

    /// Grades `answer` to the question on show. At the end's grading the verdict is hidden
    /// until the last step; with undo a wrong answer leaves the question on show.
    pub fn answer(&mut self, answer: Answer) -> Verdict {
        let answer = answer.normalized();
        let Some(question) = self.question().cloned() else {
            return Verdict {
                right: false,
                shown: true,
                message: Some(Message::new("exercise-over")),
            };
        };
        let right = question.grade(&answer);
        let step = self.step_number();
        self.trail.push(answer.token());
        self.log.push(Entry {
            step,
            answer: Some(answer.clone()),
            right,
            question: question.clone(),
        });
        if !right && !self.missed_steps.contains(&step) {
            self.missed_steps.push(step);
        }
        let reason = question.reason_message(&answer);
        if !right && self.mode == Mode::Undo {
            self.undos += 1;
            self.missed = true;
            return Verdict {
                right,
                shown: true,
                message: Some(Message::new("exercise-undone").arg("answer", answer.message())),
            };
        }
        if right && !self.missed && !self.missed_steps.contains(&step) {
            self.right += 1;
        } else if !right {
            self.fixes += 1;
        }
        let moved = self.next();
        let message = match (self.mode, right) {
            (Mode::AtEnd, _) => None,
            (_, true) => Some(reason),
            (_, false) if moved => {
                Some(sentences(reason, Message::new("exercise-board-shows-step")))
            }
            (_, false) => Some(sentences(reason, Message::new("exercise-go-on"))),
        };
        Verdict {
            right,
            shown: self.mode != Mode::AtEnd,
            message,
        }
    }

    /// One step of the model answer: the algorithm's own answer to the question on show is
    /// made. It voids the credit of this instance (a new instance restores it). Returns the
    /// answer made, or `None` once the instance is done.
    pub fn model_step(&mut self) -> Option<Answer> {
        let question = self.question()?.clone();
        self.model_opened = true;
        self.trail.push("m".into());
        self.log.push(Entry {
            step: self.step_number(),
            answer: None,
            right: false,
            question: question.clone(),
        });
        self.next();
        Some(question.model)
    }

    /// Takes back the last answer at the end's grading, before the last step (no verdict is
    /// shown yet): the session replayed without it. The board showed the algorithm's step
    /// after it, so the answer is not forgotten: a step once answered wrong is no longer
    /// right at the first try, the wrong answer taken back counts as an undo, and a step
    /// of the model answer taken back still voids the credit. False in the other modes (each
    /// step is graded when answered), with nothing to take back, or once every step is
    /// answered (the verdict is shown).
    pub fn undo(&mut self) -> bool {
        if self.mode != Mode::AtEnd || self.finished() {
            return false;
        }
        let Some(last) = self.log.last() else {
            return false;
        };
        let wrong = last.answer.is_some() && !last.right;
        let Ok(mut session) = Session::new(self.instance, self.mode) else {
            return false;
        };
        // Replayed with what this session knows: a step of it answered wrong stays missed.
        session.missed_steps = self.missed_steps.clone();
        for entry in &self.log[..self.log.len() - 1] {
            match &entry.answer {
                Some(answer) => {
                    session.answer(answer.clone());
                }
                None => {
                    session.model_step();
                }
            }
        }
        session.model_opened |= self.model_opened;
        session.undos = self.undos + usize::from(wrong);
        session.trail = std::mem::take(&mut self.trail);
        session.trail.push("u".into());
        *self = session;
        true
    }

    /// The first step answered wrong (at the end's grading, what the verdict names), if any.
    pub fn first_mismatch(&self) -> Option<&Entry> {
        self.log.iter().find(|e| !e.right)
    }

    /// The verdict at the end, in words: the score, and the first mismatch named
    /// (natively: the process's language).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn summary(&self) -> String {
        words(&self.summary_message())
    }

    /// The verdict at the end, as a message: the score, and the first mismatch named.
    pub fn summary_message(&self) -> Message {
        let score = self.score();
        // At the end's grading nothing is fixed for the learner: the steps were wrong.
        let text = Message::new("exercise-summary")
            .arg("right", score.right)
            .arg("total", score.total)
            .arg("fixes", score.fixes)
            .arg("undos", score.undos)
            .arg(
                "end",
                if self.mode == Mode::AtEnd {
                    "yes"
                } else {
                    "no"
                },
            );
        match self.first_mismatch() {
            None => text,
            Some(entry) => sentences(
                text,
                match &entry.answer {
                    Some(answer) => Message::new("exercise-summary-mismatch")
                        .arg("step", entry.step)
                        .arg("answer", answer.message())
                        .arg("model", entry.question.model.message()),
                    None => Message::new("exercise-summary-model").arg("step", entry.step),
                },
            ),
        }
    }

    /// Moves on past the question on show: the next question of the same move, or the
    /// move made and the following ones settled.
    /// Returns true when the algorithm's move was made (false: another question of the same
    /// move follows, as forward checking's prunes after the square).
    fn next(&mut self) -> bool {
        self.missed = false;
        self.answered += 1;
        self.queue.remove(0);
        if !self.queue.is_empty() {
            return false;
        }
        self.model.advance();
        settle(
            &mut *self.model,
            self.instance.family,
            &mut self.queue,
            self.answered,
        );
        true
    }

    /// The completion code of this session for `learner` in `class` (attempt `attempt`),
    /// which took `seconds`: "NQX1~class~learner~attempt~mode~seconds~right~total~fixes~undos
    /// ~model~answers~check", the learner percent-encoded, the answers as tokens joined by
    /// "." ([`Session::tokens`]: "u" where an answer was taken back), and the check an
    /// FNV-1a hash of the rest in base 36.
    pub fn completion_code(
        &self,
        class: ClassCode,
        learner: &str,
        attempt: u32,
        seconds: u64,
    ) -> String {
        let score = self.score();
        let answers = &self.trail;
        let body = format!(
            "{CODE_PREFIX}~{class}~{}~{attempt}~{}~{seconds}~{}~{}~{}~{}~{}~{}",
            percent_encode(learner.trim()),
            self.mode.id(),
            score.right,
            score.total,
            score.fixes,
            score.undos,
            u8::from(score.model_opened),
            answers.join(".")
        );
        format!("{body}~{}", code_check(&body))
    }
}

/// The check of a completion code's body (all before its last "~"): FNV-1a of the body,
/// its low 32 bits in base 36, upper case. Anyone can compute it: it catches mistakes, not
/// cheating.
pub fn code_check(body: &str) -> String {
    base36(fnv64(&[body.as_bytes()]) & 0xffff_ffff)
}

/// The first field of every completion code (its version).
pub const CODE_PREFIX: &str = "NQX1";

fn base36(mut value: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(
            char::from_digit((value % 36) as u32, 36)
                .unwrap_or('0')
                .to_ascii_uppercase(),
        );
        value /= 36;
        if value == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// A refusal whose English is `english` and whose message is `id`, without arguments.
fn refusal(id: &'static str, english: &str) -> Refusal {
    Refusal::new(Message::new(id), english.to_string())
}

fn percent_decode(text: &str) -> Result<String, Refusal> {
    let broken = || {
        refusal(
            "exercise-error-name-escape",
            "a broken %-escape in the name",
        )
    };
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3).ok_or_else(broken)?;
            out.push(u8::from_str_radix(hex, 16).map_err(|_| broken())?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out)
        .map_err(|_| refusal("exercise-error-name-utf8", "a name that is not UTF-8"))
}

/// A completion code re-graded ([`check_code`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The class code.
    pub class: ClassCode,
    /// The learner, as typed.
    pub learner: String,
    /// The attempt (1, 2, …).
    pub attempt: u32,
    /// The instance the class, learner and attempt give.
    pub instance: Instance,
    /// The grading mode.
    pub mode: Mode,
    /// The time the learner took, as the page measured it (not checked).
    pub seconds: u64,
    /// The score, re-graded from the answers.
    pub score: Score,
    /// True when every step was answered.
    pub finished: bool,
}

impl Checked {
    /// The CSV header of [`Checked::csv_row`].
    pub const CSV_HEADER: &'static str =
        "class,learner,attempt,exercise,instance,grading,right,steps,score,fixes,undos,model_answer,finished,seconds";

    /// One CSV row: the learner quoted, the score from 0 to 1 with three decimals.
    pub fn csv_row(&self) -> String {
        format!(
            "{},\"{}\",{},{},\"{}\",{},{},{},{:.3},{},{},{},{},{}",
            self.class,
            self.learner.replace('"', "\"\""),
            self.attempt,
            self.class.family.name(),
            self.instance,
            self.mode.id(),
            self.score.right,
            self.score.total,
            self.score.credit(),
            self.score.fixes,
            self.score.undos,
            if self.score.model_opened {
                "opened"
            } else {
                "no"
            },
            if self.finished { "yes" } else { "no" },
            self.seconds
        )
    }
}

/// Whose a completion code says it is, "Ada Lovelace, class FC-7KQ2M9", read without
/// checking it (to name a refused code), or `None` when even that cannot be read.
pub fn code_owner(code: &str) -> Option<String> {
    let fields: Vec<&str> = code.trim().split('~').collect();
    if fields.first() != Some(&CODE_PREFIX) || fields.len() < 3 {
        return None;
    }
    let learner = percent_decode(fields[2]).ok()?;
    Some(format!(
        "{}, class {}",
        if learner.is_empty() {
            "(no name)"
        } else {
            &learner
        },
        fields[1]
    ))
}

/// Re-grades a completion code ([`Session::completion_code`]) from its answers.
///
/// # Errors
/// In words: a code of another form, a check that does not match (a mistyped, truncated or
/// edited code), or a score that its answers do not give.
pub fn check_code(code: &str) -> Result<Checked, Refusal> {
    let code = code.trim();
    let (body, check) = code.rsplit_once('~').ok_or_else(|| {
        refusal(
            "exercise-error-not-code",
            "not a completion code (it starts NQX1~)",
        )
    })?;
    let fields: Vec<&str> = body.split('~').collect();
    if fields.first() != Some(&CODE_PREFIX) || fields.len() != 12 {
        return Err(refusal(
            "exercise-error-not-whole-code",
            "not a whole completion code (a code starts NQX1~ and has 13 parts separated by ~): \
             cut short or mistyped",
        ));
    }
    if code_check(body) != check.to_ascii_uppercase() {
        return Err(refusal(
            "exercise-error-check",
            "the check does not match: the code was mistyped, cut short or edited",
        ));
    }
    // `field` names the field in the message (a select's key), `what` in English.
    let number = |i: usize, field: &'static str, what: &str| -> Result<u64, Refusal> {
        fields[i].parse::<u64>().map_err(|_| {
            Refusal::new(
                Message::new("exercise-error-not-number").arg("field", field),
                format!("the {what} is not a number"),
            )
        })
    };
    let class: ClassCode = fields[1].parse()?;
    let learner = percent_decode(fields[2])?;
    let attempt = u32::try_from(number(3, "attempt", "attempt")?)
        .map_err(|_| refusal("exercise-error-attempt-large", "the attempt is too large"))?;
    let mode: Mode = fields[4].parse()?;
    let seconds = number(5, "time", "time")?;
    let claimed = (
        number(6, "right", "right count")?,
        number(7, "steps", "step count")?,
        number(8, "fixes", "fix count")?,
        number(9, "undos", "undo count")?,
        fields[10] == "1",
    );
    let instance = Instance::personal(class, &learner, attempt)?;
    let tokens: Vec<&str> = if fields[11].is_empty() {
        Vec::new()
    } else {
        fields[11].split('.').collect()
    };
    let session = Session::replay(instance, mode, &tokens)?;
    let score = session.score();
    let regraded = (
        score.right as u64,
        score.total as u64,
        score.fixes as u64,
        score.undos as u64,
        score.model_opened,
    );
    if regraded != claimed {
        let message = Message::new("exercise-error-score")
            .arg("right", score.right)
            .arg("total", score.total)
            .arg("fixes", score.fixes)
            .arg("undos", score.undos)
            .arg("opened", if score.model_opened { "yes" } else { "no" })
            .arg("claimed", claimed.0)
            .arg("claimedTotal", claimed.1);
        return Err(Refusal::new(
            message,
            format!(
            "its answers give {} of {} right ({} fixed, {} undone{}), not the {} of {} it states",
            score.right,
            score.total,
            score.fixes,
            score.undos,
            if score.model_opened {
                ", model answer opened"
            } else {
                ""
            },
            claimed.0,
            claimed.1
        ),
        ));
    }
    Ok(Checked {
        class,
        learner,
        attempt,
        instance,
        mode,
        seconds,
        score,
        finished: session.finished(),
    })
}

/// A learner's answer key: their instance and, step by step, each question with every right
/// answer and the algorithm's own (what `nqueens exercise key` prints and the teacher's view
/// shows and prints). The steps are the questions a learner answering with the algorithm's
/// answers is asked, in order: the learner's own steps, whatever they answer (a wrong step
/// is fixed or asked again, so the board goes on as the algorithm's does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerKey {
    /// The class code.
    pub class: ClassCode,
    /// The learner's name or number, as typed (trimmed).
    pub learner: String,
    /// The attempt (1, 2, …).
    pub attempt: u32,
    /// The instance the class, the name and the attempt give.
    pub instance: Instance,
    /// The questions, step 1 first.
    pub steps: Vec<Question>,
}

/// One step of an answer key as JSON ([`AnswerKey::json`]); `W` is how its words are
/// given (text, or messages for the page).
#[derive(serde::Serialize)]
struct KeyStepJson<'a, W> {
    step: usize,
    kind: &'a str,
    question: W,
    token: String,
    answer: W,
    right: Vec<String>,
    key: W,
}

/// An answer key as JSON ([`AnswerKey::json`]).
#[derive(serde::Serialize)]
struct KeyJson<'a, W> {
    class: String,
    exercise: &'a str,
    name: W,
    task: W,
    learner: &'a str,
    attempt: u32,
    algorithm: &'a str,
    params: &'a str,
    n: usize,
    seed: u64,
    start: u64,
    instance: String,
    /// The instance as a message for the page (json_messages only: the CLI's JSON is
    /// unchanged).
    #[serde(skip_serializing_if = "Option::is_none")]
    instance_message: Option<Message>,
    header: W,
    address: String,
    steps: Vec<KeyStepJson<'a, W>>,
}

impl AnswerKey {
    /// The answer key of attempt `attempt` of `learner` in `class`.
    ///
    /// # Errors
    /// In words: an empty name (each learner's instance is drawn from their name or
    /// number), a name longer than [`MAX_LEARNER`] characters, attempt 0.
    pub fn new(class: ClassCode, learner: &str, attempt: u32) -> Result<AnswerKey, Refusal> {
        let learner = learner.trim();
        if learner.is_empty() {
            return Err(refusal(
                "exercise-error-no-name",
                "type the learner's name or number: each learner's instance is drawn from it",
            ));
        }
        if attempt == 0 {
            return Err(refusal(
                "exercise-error-attempt-zero",
                "the attempt is 1 (the first instance), 2, 3, …",
            ));
        }
        let instance = Instance::personal(class, learner, attempt)?;
        let mut session = Session::new(instance, Mode::Fix)?;
        let mut steps = Vec::new();
        while let Some(question) = session.question().cloned() {
            session.answer(question.model.clone());
            steps.push(question);
        }
        Ok(AnswerKey {
            class,
            learner: learner.to_string(),
            attempt,
            instance,
            steps,
        })
    }

    /// The line naming the instance, as the learner's page shows it ([`header`]).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn header(&self) -> String {
        header(self.class, &self.learner, self.attempt, &self.instance)
    }

    /// The key in words, as `nqueens exercise key` prints it (natively: the process's
    /// language): the exercise and [`header`], then each step's question and its answer
    /// ([`Question::key_answer`]) with the token a completion code carries for the
    /// algorithm's own.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn text(&self) -> String {
        let mut text = format!(
            "{} — {}\n",
            words(&self.class.family.name_message()),
            self.header()
        );
        for (i, q) in self.steps.iter().enumerate() {
            text += &format!(
                "{}. {}\n   {} [{}]\n",
                i + 1,
                q.prompt(),
                q.key_answer(),
                q.model.token()
            );
        }
        text
    }

    /// The key as JSON (`nqueens exercise key --json`; natively, its words in the process's
    /// language): `{class, exercise, name, task, learner, attempt, algorithm, params, n,
    /// seed, start, instance, header, address, steps: [{step, kind, question, token, answer,
    /// right, key}]}`, where `answer` and `token` are the algorithm's own answer, `right`
    /// every right answer's token and `key` the answer in words ([`Question::key_answer`]).
    /// The codes, tokens, ids and `instance` ("n = 6, seed 123456", as the CSV of
    /// `nqueens exercise check` writes it) are data, the same in every language.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn json(&self) -> String {
        self.json_with(|m| words(&m), false)
    }

    /// The key as JSON as [`AnswerKey::json`] gives it, with each of its words (`name`,
    /// `task`, `header`, and each step's `question`, `answer` and `key`) a message
    /// (`{id, args}`, src/message.rs) for the page to say in its language (the teacher's
    /// view), and the instance as a message too (`instance_message`, beside `instance`).
    pub fn json_messages(&self) -> String {
        self.json_with(|m| m, true)
    }

    fn json_with<W: serde::Serialize>(&self, say: impl Fn(Message) -> W, messages: bool) -> String {
        let family = self.class.family;
        let steps = self
            .steps
            .iter()
            .enumerate()
            .map(|(i, q)| KeyStepJson {
                step: i + 1,
                kind: q.ask.kind(),
                question: say(q.prompt_message()),
                token: q.model.token(),
                answer: say(q.model.message()),
                right: q.right.iter().map(Answer::token).collect(),
                key: say(q.key_answer_message()),
            })
            .collect();
        let json = KeyJson {
            class: self.class.to_string(),
            exercise: family.code(),
            name: say(family.name_message()),
            task: say(family.task_message()),
            learner: &self.learner,
            attempt: self.attempt,
            algorithm: family.algorithm().id(),
            params: family.params(),
            n: self.instance.n,
            seed: self.instance.seed,
            start: self.instance.start,
            instance: self.instance.to_string(),
            instance_message: messages.then(|| self.instance.message()),
            header: say(header_message(
                self.class,
                &self.learner,
                self.attempt,
                &self.instance,
            )),
            address: self.instance.address(),
            steps,
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
}

/// The board as rows of optional 0-based columns, `n` of them.
fn board_of(model: &dyn Animation) -> Vec<Option<usize>> {
    let n = model.n();
    let mut board = vec![None; n];
    for (row, &col) in model.columns().iter().enumerate().take(n) {
        if col != NO_QUEEN {
            board[row] = Some(col as usize);
        }
    }
    board
}

/// The first event of `kind` in `events`.
fn first(events: &[Event], kind: EventKind) -> Option<&Event> {
    events.iter().find(|e| e.kind() == kind)
}

/// The questions of `model`'s next move, derived from its events (the move is made, read
/// and taken back) and the layers on show before it (the queens, the domains, the squares'
/// values, the population): empty for a move with nothing to ask; `None` when no move is
/// left. Written once per kind of event, never per algorithm:
///
/// - a dead end with a queen lifted: backtrack; a queen lifted alone (after a wipe-out or a
///   solution, for the search to go on): nothing;
/// - a row selected (MRV): which row, with the domains' sizes;
/// - a square tried: which square; then for each inference that ran (a prune, even of
///   nothing) which squares it removes: forward checking's up to the row it wipes out, arc
///   consistency's closure or a wipe-out;
/// - a queen placed at random among the safe columns: which columns; a row with none left
///   after a random placement: none (a dead end); after a try or a lift: backtrack;
/// - a queen checked against the diagonal flags, or swapped or failing where the algorithm
///   checks: does it pass; a swap tested: is it taken;
/// - a proposal on show taken or refused: its chance;
/// - a queen moved among tied squares: which square (every tie right), read as a successor
///   where the squares' values are drawn (stuck too), else as a repair;
/// - parents crossed: after which row;
/// - a queen placed by the formula: which square.
///
/// Moves drawn at random with nothing to reason about (a restart, a proposal drawn, a
/// conflict-free start, a mutation) ask nothing.
fn questions(model: &mut dyn Animation) -> Option<Vec<Question>> {
    // An exhaustive search goes on past a solution; the others stop at theirs.
    if model.is_exhausted() || (model.is_solution() && !model.description().exhaustive) {
        return None;
    }
    let n = model.n();
    let before = board_of(model);
    let shown = model.events();
    let (domains, values, population) = {
        let layers = model.layers();
        let population: Option<Vec<u32>> = layers.population.map(|p| p.boards.to_vec());
        (layers.pruning, layers.values, population)
    };
    let checks = model.description().events.contains(&EventKind::Check);
    if !model.advance() {
        return None;
    }
    let next = model.events();
    model.step_back();
    let one = |ask: Ask, model: Answer| Question {
        ask,
        right: vec![model.clone()],
        model,
    };
    let square = |sq: Square| Answer::Square {
        row: sq.row,
        col: sq.col,
    };
    let sorted = |squares: &[Square]| -> Vec<(usize, usize)> {
        let mut v: Vec<(usize, usize)> = squares.iter().map(|s| (s.row, s.col)).collect();
        v.sort_unstable();
        v
    };
    let kind = |k| first(&next, k);

    if kind(EventKind::Lift).is_some() {
        let asked = if kind(EventKind::DeadEnd).is_some() {
            vec![one(Ask::NextSquare, Answer::Backtrack)]
        } else {
            vec![]
        };
        return Some(asked);
    }
    if let Some(&Event::SelectRow { row, .. }) = kind(EventKind::SelectRow) {
        let domains = domains.unwrap_or_default();
        let left = (0..n)
            .filter(|&r| before[r].is_none())
            .map(|r| {
                (
                    r,
                    (0..n)
                        .filter(|&c| domains.get(r * n + c) == Some(&0))
                        .count(),
                )
            })
            .collect();
        return Some(vec![one(Ask::NextRow { left }, Answer::Row(row))]);
    }
    if let Some(&Event::Try { square: tried, .. }) = kind(EventKind::Try) {
        let at = (tried.row, tried.col);
        let mut asked = vec![one(Ask::NextSquare, square(tried))];
        let wiped = match kind(EventKind::WipeOut) {
            Some(&Event::WipeOut { row, .. }) => Some(row),
            _ => None,
        };
        let arc = next.iter().any(|e| {
            matches!(
                e,
                Event::Prune {
                    how: Inference::ArcConsistency,
                    ..
                }
            )
        });
        for event in &next {
            match event {
                Event::Prune {
                    squares,
                    how: Inference::ForwardChecking,
                    ..
                } => asked.push(one(
                    Ask::Prunes {
                        square: at,
                        // Forward checking's own wipe-out (arc consistency never ran then).
                        wiped: wiped.filter(|_| !arc),
                    },
                    Answer::Squares(sorted(squares)),
                )),
                Event::Prune {
                    squares,
                    how: Inference::ArcConsistency,
                    ..
                } => asked.push(one(
                    Ask::ArcPrunes {
                        square: at,
                        removed: next
                            .iter()
                            .filter_map(|e| match e {
                                Event::Prune {
                                    squares,
                                    how: Inference::ForwardChecking,
                                    ..
                                } => Some(sorted(squares)),
                                _ => None,
                            })
                            .flatten()
                            .collect(),
                    },
                    if wiped.is_some() {
                        Answer::WipeOut
                    } else {
                        Answer::Squares(sorted(squares))
                    },
                )),
                _ => {}
            }
        }
        return Some(asked);
    }
    if let Some(Event::Place {
        square: placed,
        how: Placement::Random { among },
    }) = kind(EventKind::Place)
    {
        return Some(vec![one(
            Ask::Landing { row: placed.row },
            Answer::Columns(among.clone()),
        )]);
    }
    if checks {
        let clash = |row: usize, col: usize| {
            (0..row).find(|&r| before[r].is_some_and(|c| c.abs_diff(col) == row - r))
        };
        let checked = match next.first() {
            Some(Event::Check { square }) => Some((square.row, Answer::Yes)),
            Some(Event::Swap { first, .. }) => Some((first.row, Answer::No)),
            Some(&Event::DeadEnd { row, .. }) => Some((row, Answer::No)),
            _ => None,
        };
        if let Some((row, answer)) = checked {
            let col = before[row].unwrap_or(0);
            return Some(vec![one(
                Ask::Passes {
                    row,
                    col,
                    clash: clash(row, col),
                },
                answer,
            )]);
        }
    }
    if let [Event::DeadEnd { row, .. }] = next.as_slice() {
        let row = *row;
        let searched = shown.iter().any(|e| match e {
            Event::Try { square, .. } | Event::Lift { square, .. } => square.row == row,
            _ => false,
        });
        let drawn = shown.iter().any(|e| {
            matches!(
                e,
                Event::Place {
                    how: Placement::Random { .. },
                    ..
                }
            )
        });
        let asked = if searched {
            vec![one(Ask::NextSquare, Answer::Backtrack)]
        } else if drawn {
            vec![one(Ask::Landing { row }, Answer::Columns(Vec::new()))]
        } else {
            vec![]
        };
        return Some(asked);
    }
    let tested = match next.first() {
        Some(Event::Swap { first, second, .. }) => Some(((first.row, second.row), Answer::Yes)),
        Some(Event::Refuse {
            change: Change::Swap { first, second },
            ..
        }) => Some(((first.row, second.row), Answer::No)),
        _ => None,
    };
    if let Some((rows, answer)) = tested {
        let cols = (before[rows.0].unwrap_or(0), before[rows.1].unwrap_or(0));
        return Some(vec![one(Ask::SwapTaken { rows, cols }, answer)]);
    }
    if let (
        Some(&Event::Propose {
            change: Change::Move { row, from, to },
            delta_e,
            chance,
            temperature,
            ..
        }),
        true,
    ) = (
        first(&shown, EventKind::Propose),
        kind(EventKind::Accept).is_some() || kind(EventKind::Refuse).is_some(),
    ) {
        let percent = 100.0 * chance;
        let model = Answer::Percent(percent.round().clamp(0.0, 100.0) as u8);
        // Every whole percent within one point of the exact chance.
        let right = (0..=100u8)
            .filter(|&p| (f64::from(p) - percent).abs() <= 1.0)
            .map(Answer::Percent)
            .collect();
        return Some(vec![Question {
            ask: Ask::Chance {
                row,
                from,
                to,
                delta_e,
                temperature: format!("{temperature:.3}"),
                exact: format!("{percent:.1}"),
            },
            right,
            model,
        }]);
    }
    if let Some(Event::MoveQueen { row, to, among, .. }) = kind(EventKind::MoveQueen) {
        if !among.is_empty() {
            let right = among.iter().map(|&sq| square(sq)).collect();
            let ask = if values.is_some() {
                Ask::Successor
            } else {
                Ask::Repair
            };
            return Some(vec![Question {
                ask,
                right,
                model: square(Square::new(*row, *to)),
            }]);
        }
    }
    if kind(EventKind::Stuck).is_some() && values.is_some() {
        return Some(vec![one(Ask::Successor, Answer::Stuck)]);
    }
    if let (
        Some(&Event::SelectParents { parents, .. }),
        Some(&Event::Crossover { at, .. }),
        Some(boards),
    ) = (
        kind(EventKind::SelectParents),
        kind(EventKind::Crossover),
        population,
    ) {
        let board = |p: usize| -> Vec<usize> {
            boards
                .get(p * n..(p + 1) * n)
                .unwrap_or_default()
                .iter()
                .map(|&c| c as usize)
                .collect()
        };
        let (a, b) = (board(parents[0]), board(parents[1]));
        let cross = |at: usize| -> Vec<usize> { a[..at].iter().chain(&b[at..]).copied().collect() };
        if a.len() == n && b.len() == n && (1..n).contains(&at) {
            let child = cross(at);
            let right = (1..n)
                .filter(|&c| cross(c) == child)
                .map(|c| Answer::Row(c - 1))
                .collect();
            return Some(vec![Question {
                ask: Ask::Crossover {
                    parents,
                    first: a.clone(),
                    second: b.clone(),
                    child,
                },
                right,
                model: Answer::Row(at - 1),
            }]);
        }
    }
    if let Some(&Event::Place {
        square: placed,
        how: Placement::Formula,
    }) = kind(EventKind::Place)
    {
        return Some(vec![one(Ask::Formula { row: placed.row }, square(placed))]);
    }
    Some(vec![])
}

/// Makes `model`'s moves that ask nothing, until one asks (its questions into `queue`) or
/// none is left; stops at once when `answered` reached the family's steps.
fn settle(model: &mut dyn Animation, family: Family, queue: &mut Vec<Question>, answered: usize) {
    queue.clear();
    if answered >= family.steps() {
        return;
    }
    while let Some(mut asked) = questions(model) {
        asked.retain(|q| !family.spec.leaves_out.contains(&q.ask.source()));
        if !asked.is_empty() {
            *queue = asked;
            return;
        }
        model.advance();
    }
}
