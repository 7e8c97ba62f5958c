//! Step-wise N-Queens solvers for an animated visualizer.
//!
//! The core is a pure library: it builds and tests natively, and a thin bindings module
//! (compiled only for `wasm32`) wraps it for JavaScript.
//!
//! Conventions: rows and columns are **0-based inside** the library (row 0 is the bottom row,
//! column 0 the left column, as in the walkthrough's diagrams). Everything written for a
//! person, such as the [`std::fmt::Display`] of a [`backtracking::Step`] or the CLI output,
//! is 1-based.
//!
//! Modules:
//! - [`solver`]: the one interface every algorithm implements ([`solver::StepSolver`]),
//!   its object-safe faces for the page ([`solver::Animation`], with step back, for the
//!   randomized solvers by checkpoints and replay in [`solver::rewind`]) and the large
//!   board ([`solver::Forward`]), counters and outcomes. It imports no algorithm and
//!   no list of them.
//! - [`description`]: what an algorithm says about itself (id, names, limits, what the page
//!   draws, sources, counters, the lab's units, pseudocode), serialized once for the page
//!   and the CLI.
//! - [`params`]: the values of an algorithm's declared parameters for a run, checked once
//!   (`name=value` from the address, the form and the CLI's `--param`).
//! - [`moves`]: the one vocabulary of moves: the closed set of events every solver reports
//!   each move as (try, place, lift, dead end, wipe-out, restart, move a queen, swap, prune,
//!   propose, accept, refuse, select parents, crossover, mutate, solution, …), each with its
//!   source; what the teaching features read, knowing no algorithm.
//! - [`layers`]: the layers a board shows besides its queens ([`layers::Layers`]: marks,
//!   domains, attempts per row, diagonal flags, a dead end, the row to fill, values on the
//!   squares, a population), one snapshot per move, drawn once per layer.
//! - [`focus`]: the page's highlight of a move ([`focus::Focus`]: the square outlined, the
//!   queens that glide), derived from the move's events by one function written once per
//!   event kind ([`focus::focus_of`]).
//! - [`search_tree`]: a run's search tree, built from its moves' events for any search that
//!   tries squares, places queens and lifts them.
//! - [`registry`]: the one list of algorithms, generating [`registry::Algorithm`], its
//!   descriptions in order and the one dispatch to their solver types ([`registry::animate`],
//!   [`registry::forward`], [`registry::try_odds`], …).
//!
//! The modules import one another without a circle (`tests/architecture.rs`): the
//! interface and the descriptions below, the algorithms above them, the registry above the
//! algorithms, and the lab, the exercises and the faces (CLI, bindings) on top.
//! - The algorithms, one module each, each a step iterator with a fast run-to-end path and
//!   its own [`description::Description`]:
//!   [`backtracking`] (the walkthrough; OEIS A140450, A141843; with its constraint-satisfaction
//!   options, AIMA chapter 6, in [`csp`]: forward checking, MAC, MRV, LCV; the moves both
//!   make in [`depth_first`]), [`random_placement`] (Las
//!   Vegas; Rolfe's Algorithm Two), [`permutation_swap`] (Rolfe's Algorithm One),
//!   [`qs1`] and [`qs4`] (Sosič & Gu), [`min_conflicts`] (Minton et al.),
//!   [`construction`] (Hoffman, Loessi & Moore), and from the AI course (Russell & Norvig,
//!   AIMA §4.1) [`hill_climbing`], [`simulated_annealing`] and [`genetic`]; and
//!   [`queens_lv`] (Brassard & Bratley's queensLV: k rows at random, then backtracking).
//! - [`brassard_bratley`]: queensLV's exact odds and nodes by enumeration, and the book's table.
//! - [`exercise`]: graded exercises ("be the algorithm"): the learner performs an
//!   algorithm's steps, graded against the algorithm; class codes, personal instances and
//!   completion codes re-graded from their answers.
//! - [`scorm`]: a class's exercise as a SCORM package (1.2 or 2004 4th edition) for an LMS:
//!   its manifest, its page (the single file told its class) and the zip; the attempt as
//!   `cmi.suspend_data`.
//! - [`timeline`]: what the page's timeline remembers of a run: its ticks (solutions, dead
//!   ends and restarts, backtracks) and the solutions found, by move, in bounded memory.
//! - [`board`]: the grid of numbered attack marks from `first-solution-walkthrough.txt`.
//! - [`complete_state`]: the AI course's complete-state board (one queen per row, any
//!   column) and its h, the attacking pairs, shared by its local searches.
//! - [`diagonals`]: queens per diagonal and the collisions, shared by the swap and repair solvers.
//! - [`counts`]: queens per column or diagonal in three bit planes (or a byte each, for QS1),
//!   with a side table for crowded lines.
//! - [`verify`]: an independent checker that every claimed solution passes in tests.
//! - [`lab`]: the comparison lab (seeded runs, summaries, the papers' tables).
//! - [`aima`]: the textbook's numbers (Russell & Norvig, AIMA §4.1.1 and 2nd ed. Figure
//!   5.5) and our measurements beside them.
//! - [`count`]: counting every solution (OEIS A000170, A002562).
//! - [`seed`]: portable seeded randomness and fresh seeds.
//! - [`input`]: what a person types or puts in the address (whole numbers, board sizes,
//!   `queens=` boards), parsed once for the page and the CLI.
//! - [`refusals`]: what the page's own checks refuse (the bindings'), each a message of
//!   the catalogs with its English.
//! - [`scaled`]: the pixels of the scaled view of a large board (density blocks, dots).
//! - `bindings` (wasm32 only): the JavaScript face.
//!
//! ```
//! use nqueens::backtracking::Backtracking;
//! use nqueens::solver::StepSolver;
//!
//! let mut search = Backtracking::new(8)?;
//! search.run_for(u64::MAX);
//! assert_eq!(search.total_attempts(), 876); // OEIS A140450
//! assert_eq!(search.solution_one_based(), Some(vec![1, 5, 8, 6, 3, 7, 2, 4])); // OEIS A141843
//! # Ok::<(), nqueens::Error>(())
//! ```
#![deny(missing_docs)]

pub mod aima;
pub mod backtracking;
pub mod board;
pub mod brassard_bratley;
pub mod captions;
pub mod complete_state;
pub mod construction;
pub mod count;
pub mod counts;
pub mod csp;
pub mod depth_first;
pub mod description;
pub mod diagonals;
pub mod exercise;
pub mod focus;
pub mod genetic;
pub mod hill_climbing;
pub mod input;
#[cfg(not(target_arch = "wasm32"))]
pub mod l10n;
pub mod lab;
pub mod layers;
pub mod lesson;
pub mod message;
pub mod min_conflicts;
pub mod moves;
pub mod params;
pub mod permutation_swap;
pub mod qs1;
pub mod qs4;
pub mod queens_lv;
pub mod random_placement;
pub mod refusals;
pub mod registry;
pub mod scaled;
pub mod scorm;
pub mod search_tree;
pub mod seed;
pub mod simulated_annealing;
pub mod solver;
#[cfg(feature = "throwaway-algorithm")]
pub mod throwaway;
pub mod timeline;
pub mod verify;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

use std::fmt;

/// A 0-based column index as the solvers store it (`u32`, four bytes a queen) or as a
/// caller may hold it (`usize`): what [`verify::verify`] and [`board::Marks`] accept.
pub trait Column: Copy {
    /// The column as an index.
    fn index(self) -> usize;
}

impl Column for usize {
    fn index(self) -> usize {
        self
    }
}

impl Column for u32 {
    fn index(self) -> usize {
        self as usize
    }
}

/// Errors from constructing a solver or a count with bad input.
#[derive(Clone, Debug, PartialEq)]
pub enum Error {
    /// The board size `n` is outside what this algorithm supports (`min..=max`).
    BoardSize {
        /// The requested board size.
        n: usize,
        /// The smallest supported size.
        min: usize,
        /// The largest supported size.
        max: usize,
        /// What limits the size, in words (e.g. "the 64-bit bitboards").
        reason: &'static str,
    },
    /// No solution exists for this `n` (2 or 3: Q(n) = 0, OEIS A000170), so a randomized
    /// search would restart forever.
    NoSolution {
        /// The board size.
        n: usize,
    },
    /// A counting task number beyond the tasks of this board (`count::tasks(n)`).
    NoSuchTask {
        /// The board size.
        n: usize,
        /// The task number asked for (0-based).
        index: usize,
        /// How many tasks the board has.
        tasks: usize,
    },
    /// Queens a learner placed that a search cannot start from (what is wrong, in words).
    Prefix(String),
    /// A parameter the algorithm does not take, or a value outside its kind or range (the
    /// parameter and its limit, as a message and in English; see [`params::Params::parse`]).
    Parameter(message::Refusal),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BoardSize {
                n,
                min,
                max,
                reason,
            } => write!(
                f,
                "board size {n} is out of range: choose n from {min} to {max} ({reason})"
            ),
            Error::NoSolution { n } => write!(
                f,
                "no solution exists on a {n}×{n} board (Q({n}) = 0, OEIS A000170): \
                 a randomized search would restart forever"
            ),
            Error::NoSuchTask { n, index, tasks } => write!(
                f,
                "there is no counting task {index} for n = {n}: its tasks are numbered 0 to {}",
                tasks - 1
            ),
            Error::Prefix(what) => write!(f, "cannot start from these queens: {what}"),
            Error::Parameter(what) => write!(f, "{what}"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// This error as a message of the catalogs (`locales/<lang>/errors.ftl`), its limits as
    /// numbers: what the CLI prints in its language and the page formats with `say`. Its
    /// English is `Display`'s (tests/errors.rs checks them alike).
    pub fn message(&self) -> message::Message {
        use message::Message;
        match self {
            Error::BoardSize {
                n,
                min,
                max,
                reason,
            } => Message::new("error-board-size")
                .arg("n", *n)
                .arg("min", *min)
                .arg("max", *max)
                .arg("reason", reason_message(reason)),
            Error::NoSolution { n } => Message::new("error-no-solution").arg("n", *n),
            Error::NoSuchTask { n, index, tasks } => Message::new("error-no-such-task")
                .arg("n", *n)
                .arg("index", *index)
                .arg("last", tasks.saturating_sub(1)),
            Error::Prefix(what) => Message::new("error-prefix").arg("what", what.as_str()),
            Error::Parameter(refusal) => refusal.message.clone(),
        }
    }
}

/// The reasons [`Error::BoardSize`] gives (in English, as its `reason`), each with its
/// message in `locales/<lang>/errors.ftl`.
pub const SIZE_REASONS: &[(&str, &str)] = &[
    (
        "permutation vectors used grow as n²",
        "error-reason-permutation-swap",
    ),
    (
        "counting all solutions takes hours beyond that",
        "error-reason-count",
    ),
    (
        "backtracking keeps each row in a 64-bit bitboard",
        "error-reason-backtracking",
    ),
    (
        "the exact table enumerates every promising vector",
        "error-reason-brassard-bratley",
    ),
    (
        "time: about half a minute at 10,000,000",
        "error-reason-qs1",
    ),
    (
        "a step weighs all n(n − 1) successors",
        "error-reason-hill-climbing",
    ),
    (
        "the page's animated board, and k's range",
        "error-reason-queens-lv",
    ),
    ("memory: about 6 bytes per queen", "error-reason-memory"),
    (
        "backtracking with inference, MRV or LCV numbers each removed square with one byte",
        "error-reason-csp",
    ),
    (
        "beyond 8 queens the plain genetic algorithm takes millions of children",
        "error-reason-genetic",
    ),
    (
        "its random board and its steps stay small",
        "error-reason-simulated-annealing",
    ),
    ("memory for the columns", "error-reason-construction"),
    (
        "each trial costs n² and trials grow with n",
        "error-reason-random-placement",
    ),
];

/// `reason`'s message ([`SIZE_REASONS`]), or the English as it is (`error-untranslated`)
/// for a reason not listed (a test build's algorithm).
fn reason_message(reason: &str) -> message::Message {
    match SIZE_REASONS.iter().find(|(english, _)| *english == reason) {
        Some((_, id)) => message::Message::new(id),
        None => message::Message::new("error-untranslated").arg("text", reason),
    }
}

/// Refuses n = 2 and 3, the sizes with no solution, for searches that only stop at one.
pub(crate) fn check_solvable(n: usize) -> Result<(), Error> {
    if n == 2 || n == 3 {
        Err(Error::NoSolution { n })
    } else {
        Ok(())
    }
}

/// Checks `1 ≤ n ≤ max` for a solver or count whose size is limited by `reason`.
pub(crate) fn check_board_size(n: usize, max: usize, reason: &'static str) -> Result<(), Error> {
    if (1..=max).contains(&n) {
        Ok(())
    } else {
        Err(Error::BoardSize {
            n,
            min: 1,
            max,
            reason,
        })
    }
}
