//! One interface for every step-wise solver, and the one object the page holds.
//!
//! - [`StepSolver`]: what each algorithm implements beside its own module: the board size,
//!   the placed queens' columns (`u32`, one type for all), its counters as named
//!   [`Counter`] records, each step as events of the one vocabulary of moves
//!   ([`StepSolver::events`], [`crate::moves`]: what the teaching features read, the page's
//!   highlight of a move among them: [`Animation::focus`] derives its [`Focus`] from the
//!   events with [`crate::focus::focus_of`], so no algorithm writes one, and so does its
//!   caption, [`Animation::caption_message`], with [`crate::captions::caption_of`]), solution and
//!   exhaustion, the lab's attempts and tries, and the
//!   pictures the page draws besides the queens, as one snapshot of layers
//!   ([`StepSolver::layers`], [`crate::layers`]: numbered marks, domains, attempts per row,
//!   diagonal flags, a dead-end row, a value on each square, a population of boards). Its fast run-to-end
//!   path ([`StepSolver::run_to_end`]) is called through generics, so each algorithm's
//!   stays monomorphized.
//! - [`Animation`]: the same seen through step back (and a peek at the next move's events,
//!   [`Animation::peek_events`]), object-safe, so the bindings hold one
//!   `Box<dyn Animation>` whatever the algorithm. Every randomized solver (and the
//!   construction) gets it from one blanket impl over [`Rewind`] (checkpoints and replay, in
//!   [`rewind`]); backtracking undoes from its own state.
//! - [`Forward`]: any solver stepped forward only, object-safe: the large board's handle.
//!
//! This module imports no algorithm and no list of algorithms: it can be read, and tested,
//! with none of them (`tests/architecture.rs` holds it to that). Each algorithm describes
//! itself ([`StepSolver::DESCRIPTION`], a [`crate::description::Description`]) and knows no
//! other; which algorithms exist, and the dispatch from an algorithm to its solver type (a
//! boxed [`Animation`] or [`Forward`], the odds of a try, a size check), is the registry's
//! business (`crate::registry`). Rows and columns are 0-based here;
//! [`Focus::cells_one_based`] and every caption are 1-based.

pub mod rewind;

// What a counter is and how the CLI reports it: defined with the rest of what an algorithm
// says about itself (`crate::description`), re-exported here beside `Counter`.
use crate::description::Description;
pub use crate::description::{CounterSpec, ReportField};
// What the last move is about, for the page to highlight: derived from the move's events
// (`crate::focus::focus_of`), re-exported here where the page's interface names it.
pub use crate::focus::Focus;
// What a board shows besides its queens, one snapshot per move, re-exported here where the
// interface names it.
pub use crate::layers::{DiagonalFlags, Layers, Population, PROPAGATED, PRUNED};
use crate::message::Message;
use crate::moves::Event;
use crate::params::Params;
use crate::timeline::{Tick, Timeline};
use crate::Error;
use rewind::Rewind;
use serde::Serialize;
#[cfg(not(target_arch = "wasm32"))]
use std::fmt;

impl CounterSpec {
    /// This counter with its current `value`.
    pub const fn at(self, value: u64) -> Counter {
        Counter { spec: self, value }
    }
}

/// A counter with its value now (see [`StepSolver::counters`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    /// Which counter.
    pub spec: CounterSpec,
    /// Its value.
    pub value: u64,
}

/// The column [`StepSolver::columns`] gives for a row without a queen, when an algorithm
/// fills rows out of order (backtracking with MRV): rows `0..k` are then all `n` rows.
pub const NO_QUEEN: u32 = u32::MAX;

pub use crate::search_tree::TreeNode;

/// How a run toward the next solution stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A solution is on the board (the state is just after its solution step).
    Solution,
    /// The search is complete: backtracking after its exhaustion step, or a run that stops
    /// without a solution (hill climbing without restarts, after its stuck climb).
    Exhausted,
    /// The budget ran out first; run again to continue.
    Paused,
}

/// The odds of one try of a randomized algorithm (a trial, a permutation, a start): how likely
/// it ends in a solution, so that a run needs 1/p tries on average (tries are independent, so
/// their number is geometric). See [`StepSolver::try_odds`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TryOdds {
    /// The probability p that one try succeeds.
    pub success: f64,
    /// Its standard error: 0 when exact, else that of the measurement.
    pub standard_error: f64,
    /// True when `success` is exact, false when measured.
    pub exact: bool,
}

impl TryOdds {
    /// The expected tries per run, 1/p (infinite when p = 0: n = 2, 3).
    pub fn expected_tries(&self) -> f64 {
        1.0 / self.success
    }
}

/// The caption before the first move, in two parts, so that predict mode can leave out the
/// part that gives the first move away: each a message of the catalogs
/// (`locales/<lang>/captions.ftl`), never English.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StartMessage {
    /// Where the run starts ("Start: an empty board.").
    pub state: Message,
    /// What Step does first ("Step tries row 1, column 1.").
    pub next: Message,
}

impl StartMessage {
    /// The described caption from the empty board (or the algorithm's start): the catalogs'
    /// `caption-start-state` and `caption-first-step`, chosen by the algorithm's id.
    pub fn of(description: &Description) -> StartMessage {
        StartMessage {
            state: Message::new("caption-start-state").arg("algorithm", description.id),
            next: Message::new("caption-first-step").arg("algorithm", description.id),
        }
    }

    /// Both parts as one message (`caption-start`, English "state next").
    pub fn joined(&self) -> Message {
        Message::new("caption-start")
            .arg("state", self.state.clone())
            .arg("next", self.next.clone())
    }
}

/// The caption before the first move in the process's language ([`crate::l10n::say`]; native
/// only: the CLI and the tests), in its two parts as [`StartMessage`]; shown whole, both.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartCaption {
    /// Where the run starts: "Start: an empty board."
    pub state: String,
    /// What Step does first: "Step tries row 1, column 1."
    pub next: String,
}

#[cfg(not(target_arch = "wasm32"))]
impl From<&StartMessage> for StartCaption {
    fn from(start: &StartMessage) -> Self {
        StartCaption {
            state: crate::l10n::say(&start.state),
            next: crate::l10n::say(&start.next),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for StartCaption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = Message::new("caption-start")
            .arg("state", self.state.as_str())
            .arg("next", self.next.as_str());
        write!(f, "{}", crate::l10n::say(&whole))
    }
}

/// What every step-wise solver offers the page, the lab and the command line (see the
/// [module docs](self)). Implemented once per algorithm, in the algorithm's own module.
pub trait StepSolver: Clone + 'static {
    /// One step: what the algorithm reads back of it ([`StepSolver::events`],
    /// [`StepSolver::line`], [`StepSolver::outcome`]); its caption is its events'
    /// ([`crate::captions::caption_of`]).
    type Step: Clone;

    /// What the algorithm says about itself (written in its own module; the registry lists
    /// it, the page, the lab and the CLI read it).
    const DESCRIPTION: &'static Description;

    /// The search on an `n × n` board; `seed` drives a randomized algorithm and is ignored
    /// by the deterministic ones.
    ///
    /// # Errors
    /// The algorithm's own [`Error`]: [`Error::BoardSize`] beyond its limit,
    /// [`Error::NoSolution`] for n = 2, 3 when it could only stop at a solution.
    fn start(n: usize, seed: u64) -> Result<Self, Error>;

    /// The search with `params`, the values of the parameters its description declares
    /// (checked by [`Params::parse`]): an algorithm with parameters reads them here, and
    /// with every default it is [`StepSolver::start`]. By default (no parameters) `start`.
    ///
    /// # Errors
    /// As [`StepSolver::start`].
    fn start_with(n: usize, seed: u64, params: &Params) -> Result<Self, Error>
    where
        Self: Sized,
    {
        let _ = params;
        Self::start(n, seed)
    }

    /// The board size `n`.
    fn n(&self) -> usize;

    /// The seed, for a randomized algorithm.
    fn seed(&self) -> Option<u64>;

    /// One step, or `None` when there is none left (after the solution of a randomized
    /// algorithm, after exhaustion for backtracking).
    fn step(&mut self) -> Option<Self::Step>;

    /// 0-based columns of the queens on rows `0..k`, the rows holding a queen now; or, for
    /// an algorithm that fills rows out of order, all `n` rows with [`NO_QUEEN`] for the
    /// empty ones.
    fn columns(&self) -> &[u32];

    /// The counters, in display order, with their values now.
    fn counters(&self) -> Vec<Counter>;

    /// A search that goes on from a board a learner set up (`board[row]`: the 0-based column
    /// of that row's queen, or `None`), for the algorithms that can (their description's
    /// `continues_from`); `None` for the others. Backtracking goes on above the queens
    /// of rows `0..k` (the rows above empty); the repair solvers repair the whole board.
    fn from_board(n: usize, seed: u64, board: &[Option<u32>]) -> Option<Result<Self, Error>>
    where
        Self: Sized,
    {
        let _ = (n, seed, board);
        None
    }

    /// The line of the algorithm's pseudocode (its description's `pseudocode`, 1-based)
    /// that `step` carries out, the step that led to the current state.
    fn line(&self, step: &Self::Step) -> usize;

    /// `step`, the step that led to the current state, as events of the one vocabulary of
    /// moves ([`crate::moves`]), in the order they happened: what the teaching features read,
    /// and what the page's highlight is derived from ([`Animation::focus`]).
    fn events(&self, step: &Self::Step) -> Vec<Event>;

    /// The timeline's tick of `step`, the step that led to the current state: by default its
    /// events' ([`crate::moves::tick_of`]). Every step a run makes records its tick, on the
    /// page's Run too, so an algorithm whose events take work to build (the squares a move
    /// chose among) may answer from its step directly; `tests/moves.rs` holds every answer
    /// to its events' tick.
    fn tick(&self, step: &Self::Step) -> Option<Tick> {
        crate::moves::tick_of(&self.events(step))
    }

    /// The caption before the first step, 1-based, as messages. By default the described
    /// one ([`StartMessage::of`]); a search that goes on from a learner's board says so.
    fn start_message(&self) -> StartMessage {
        StartMessage::of(Self::DESCRIPTION)
    }

    /// Whether `step` ends a run: [`Outcome::Solution`] for a solution step,
    /// [`Outcome::Exhausted`] for the end of an exhaustive search, else [`Outcome::Paused`].
    fn outcome(step: &Self::Step) -> Outcome;

    /// True while every row holds a queen and none attacks another.
    fn is_solved(&self) -> bool;

    /// The lab's attempts so far (see [`crate::lab`] for each algorithm's unit).
    fn attempts(&self) -> u64;

    /// The lab's tries so far (trials, permutations, starts; 1 for a deterministic run).
    fn tries(&self) -> u64;

    /// Queens placed one at a time so far, for the algorithms that place them so (a unit two
    /// algorithms share, which the side-by-side view counts for both): backtracking's
    /// placements (each safe square tried), random placement's over all its trials, the
    /// construction's. `None` for the algorithms that move the queens of a full board.
    fn queens_placed(&self) -> Option<u64> {
        None
    }

    /// The odds of one try on an `n × n` board with `params` (the values of its declared
    /// parameters, which may change the odds), where they are known (random placement's
    /// trials, which take no parameters: [`crate::random_placement::trial_odds`]; queensLV's
    /// for its k); `None` by default.
    fn try_odds(n: usize, params: &Params) -> Option<TryOdds>
    where
        Self: Sized,
    {
        let _ = (n, params);
        None
    }

    /// This solver behind [`Animation`], with step back: by default through [`Rewind`]'s
    /// checkpoints.
    fn animate(self) -> Box<dyn Animation> {
        Box::new(Rewind::new(self))
    }

    /// Takes up to `budget` steps without handing them out, past solutions too; returns the
    /// steps taken (fewer only when none is left). The default steps one by one; a solver
    /// may take some steps in a loop of its own that builds none (min-conflicts' greedy
    /// start). The large board's [`Forward::forward_for`].
    fn advance(&mut self, budget: u64) -> u64 {
        let mut taken = 0;
        while taken < budget && self.step().is_some() {
            taken += 1;
        }
        taken
    }

    /// Runs toward the next solution for at most `budget` units of work (search nodes for
    /// backtracking's bitboards, steps otherwise), so a caller can show progress between
    /// calls.
    fn run_for(&mut self, budget: u64) -> Outcome {
        for _ in 0..budget {
            match self.step() {
                Some(step) => match Self::outcome(&step) {
                    Outcome::Paused => {}
                    end => return end,
                },
                None => return Outcome::Exhausted,
            }
        }
        Outcome::Paused
    }

    /// Runs to the first solution (or to exhaustion) on the algorithm's fastest path.
    fn run_to_end(&mut self) {
        while self.step().is_some() {}
    }

    /// Collisions (or conflicting pairs) among the placed queens now; 0 when the algorithm
    /// does not count them.
    fn collisions(&self) -> u64 {
        0
    }

    /// True if the queen of `row` (`row < columns().len()`) is drawn attacked (red). By
    /// default, when another queen attacks it: the default checks columns and diagonals from
    /// scratch (O(k)); solvers that keep counts answer in O(1). An algorithm whose picture
    /// says something else overrides it (permutation swap: a queen not yet checked that
    /// Wirth's flags condemn).
    fn is_attacked(&self, row: usize) -> bool {
        let columns = self.columns();
        let (r, c) = (row as i64, i64::from(columns[row]));
        columns.iter().enumerate().any(|(r2, &c2)| {
            let (r2, c2) = (r2 as i64, i64::from(c2));
            r2 != r && (c2 == c || (c2 - c).abs() == (r2 - r).abs())
        })
    }

    /// The layers of the board after the last move ([`Layers`]: marks, domains, attempts
    /// per row, diagonal flags, a dead end, the row to fill, values, a population); none by
    /// default.
    fn layers(&self) -> Layers<'_> {
        Layers::default()
    }

    /// How many lines of the description's pseudocode apply to this run, from the first
    /// (all by default; backtracking's options add lines its walkthrough does not show).
    fn pseudocode_lines(&self) -> usize {
        Self::DESCRIPTION.pseudocode.len()
    }

    /// Solutions found so far, for a search that goes on after one (an exhaustive search);
    /// `None` for one that stops at its solution.
    fn solutions_found(&self) -> Option<u64> {
        None
    }
}

/// The page's view of any solver, with step back: object-safe, so one `Box<dyn Animation>`
/// serves every algorithm. A *move* is one step, except for backtracking, where it is one
/// attempt with its placement (and the solution it completes), or one backtrack with its
/// removal.
pub trait Animation {
    /// The algorithm's description.
    fn description(&self) -> &'static Description;
    /// The board size.
    fn n(&self) -> usize;
    /// The seed of a randomized algorithm.
    fn seed(&self) -> Option<u64>;
    /// One move; false when there is none left.
    fn advance(&mut self) -> bool;
    /// Undoes one move; false at the start.
    fn step_back(&mut self) -> bool;
    /// True at the start (nothing to step back to).
    fn at_start(&self) -> bool;
    /// Moves made since the start (what [`Animation::advance`] counts; a run to the end
    /// counts the moves it makes too): the page's timeline position.
    fn position(&self) -> u64;
    /// Moves toward move `target` (forward, or back, which the timeline needs), making at most
    /// `budget` moves or replays, so a long seek can be done in slices; returns the position
    /// reached: `target`, or less going forward when the run ends first. From an equal
    /// position to one reached by stepping, the state is the same.
    fn seek(&mut self, target: u64, budget: u64) -> u64 {
        let mut left = budget;
        while left > 0 && self.position() > target && self.step_back() {
            left -= 1;
        }
        while left > 0 && self.position() < target && self.advance() {
            left -= 1;
        }
        self.position()
    }
    /// Runs toward the next solution for at most `budget` units of work (search nodes for
    /// backtracking, steps otherwise).
    fn run(&mut self, budget: u64) -> Outcome;
    /// True while the last move shows a solution.
    fn is_solution(&self) -> bool;
    /// True once the run is over short of a (further) solution: an exhaustive search
    /// complete, or a run that stopped unsolved (hill climbing without restarts).
    fn is_exhausted(&self) -> bool;
    /// Solutions found so far (0 or 1 for the algorithms that stop at one).
    fn solutions(&self) -> u64;
    /// The lab's attempts so far (see [`StepSolver::attempts`]).
    fn attempts(&self) -> u64;
    /// The lab's tries so far (see [`StepSolver::tries`]): the trial, permutation or start
    /// under way counts.
    fn tries(&self) -> u64;
    /// See [`StepSolver::queens_placed`].
    fn queens_placed(&self) -> Option<u64>;
    /// 0-based columns of the queens on rows `0..k` (see [`StepSolver::columns`]: rows
    /// without a queen may hold [`NO_QUEEN`]).
    fn columns(&self) -> &[u32];
    /// The counters now.
    fn counters(&self) -> Vec<Counter>;
    /// What the last move is about, for the page to highlight: derived from its events and
    /// the board they leave ([`crate::focus::focus_of`]), for every algorithm alike;
    /// [`Focus::None`] at the start.
    fn focus(&self) -> Focus {
        crate::focus::focus_of(&self.events(), self.columns())
    }
    /// The last move in words, 1-based (None at the start), as one message of the catalogs:
    /// derived from its events and the board they leave ([`crate::captions::caption_of`]),
    /// for every algorithm alike. Built only when asked for: no run builds one.
    fn caption_message(&self) -> Option<Message> {
        crate::captions::caption_of(&self.events(), self.columns())
    }
    /// The last move in words in the process's language ([`crate::l10n::say`], English
    /// unless the CLI chose another; "" at the start). Native only: the page formats
    /// [`Animation::caption_message`] itself.
    #[cfg(not(target_arch = "wasm32"))]
    fn caption(&self) -> String {
        self.caption_message()
            .map(|m| crate::l10n::say(&m))
            .unwrap_or_default()
    }
    /// The last move as events of the one vocabulary ([`StepSolver::events`]); empty at the
    /// start.
    fn events(&self) -> Vec<Event>;
    /// The next move's events, without making it: the move is made, read and undone, and the
    /// timeline (ticks, solutions found) left as it was; empty when no move is left. What
    /// predict mode asks its question from.
    fn peek_events(&mut self) -> Vec<Event>;
    /// The pseudocode line (1-based, see [`StepSolver::line`]) of the last move; 0 at the start.
    fn line(&self) -> usize;
    /// The caption before the first move, as messages (see [`StepSolver::start_message`]).
    fn start_message(&self) -> StartMessage;
    /// The caption before the first move in the process's language (native only, as
    /// [`Animation::caption`]).
    #[cfg(not(target_arch = "wasm32"))]
    fn start_caption(&self) -> StartCaption {
        StartCaption::from(&self.start_message())
    }
    /// The ticks and solutions of the moves made so far, however they were made (stepped,
    /// played, run or sought).
    fn timeline(&self) -> &Timeline;
    /// The queens a search started from (0-based columns of rows `0..k`, see
    /// [`crate::backtracking::animate_from`]); empty for a search from the empty board.
    fn prefix(&self) -> &[u32] {
        &[]
    }
    /// The search tree of the moves made so far (backtracking's: see
    /// [`crate::backtracking::search_tree`]), or `None` for an algorithm without one or past
    /// `limit` moves (the tree is rebuilt by replaying them).
    fn search_tree(&self, limit: u64) -> Option<Vec<TreeNode>> {
        let _ = limit;
        None
    }
    /// True if the queen of `row` is attacked.
    fn is_attacked(&self, row: usize) -> bool;
    /// See [`StepSolver::layers`].
    fn layers(&self) -> Layers<'_>;
    /// See [`StepSolver::pseudocode_lines`] (all of them by default).
    fn pseudocode_lines(&self) -> usize {
        self.description().pseudocode.len()
    }
}

/// Step back for the solvers that cannot undo from their state: checkpoints and replay.
impl<S: StepSolver> Animation for Rewind<S> {
    fn description(&self) -> &'static Description {
        S::DESCRIPTION
    }
    fn n(&self) -> usize {
        self.state().n()
    }
    fn seed(&self) -> Option<u64> {
        self.state().seed()
    }
    fn advance(&mut self) -> bool {
        self.step().is_some()
    }
    fn step_back(&mut self) -> bool {
        Rewind::step_back(self)
    }
    fn peek_events(&mut self) -> Vec<Event> {
        Rewind::peek_events(self)
    }
    fn at_start(&self) -> bool {
        self.position() == 0
    }
    fn position(&self) -> u64 {
        Rewind::position(self)
    }
    fn seek(&mut self, target: u64, budget: u64) -> u64 {
        Rewind::seek(self, target, budget)
    }
    /// Stops at a solution, and at the end of a run that ends without one (a step whose
    /// outcome is [`Outcome::Exhausted`], or no step left: hill climbing without restarts).
    /// An exhaustive search on show at a solution goes on to the next.
    fn run(&mut self, budget: u64) -> Outcome {
        for spent in 0..budget {
            let goes_on = spent == 0 && S::DESCRIPTION.exhaustive;
            if (self.is_solution() && !goes_on) || self.is_exhausted() {
                break;
            }
            if self.step().is_none() {
                return Outcome::Exhausted;
            }
        }
        if self.is_solution() {
            Outcome::Solution
        } else if self.is_exhausted() {
            Outcome::Exhausted
        } else {
            Outcome::Paused
        }
    }
    fn is_solution(&self) -> bool {
        self.last()
            .is_some_and(|s| S::outcome(s) == Outcome::Solution)
    }
    fn is_exhausted(&self) -> bool {
        self.last()
            .is_some_and(|s| S::outcome(s) == Outcome::Exhausted)
    }
    fn solutions(&self) -> u64 {
        self.state()
            .solutions_found()
            .unwrap_or(u64::from(self.is_solution()))
    }
    fn attempts(&self) -> u64 {
        self.state().attempts()
    }
    fn tries(&self) -> u64 {
        self.state().tries()
    }
    fn queens_placed(&self) -> Option<u64> {
        self.state().queens_placed()
    }
    fn columns(&self) -> &[u32] {
        self.state().columns()
    }
    fn counters(&self) -> Vec<Counter> {
        self.state().counters()
    }
    fn line(&self) -> usize {
        self.last().map_or(0, |s| self.state().line(s))
    }
    fn events(&self) -> Vec<Event> {
        self.last()
            .map_or_else(Vec::new, |s| self.state().events(s))
    }
    fn start_message(&self) -> StartMessage {
        self.start_state().start_message()
    }
    fn timeline(&self) -> &Timeline {
        Rewind::timeline(self)
    }
    fn is_attacked(&self, row: usize) -> bool {
        self.state().is_attacked(row)
    }
    fn layers(&self) -> Layers<'_> {
        self.state().layers()
    }
    /// For an algorithm whose description draws a search tree: the moves so far replayed
    /// from the start, their events made into the tree ([`crate::search_tree::TreeBuilder`]).
    fn search_tree(&self, limit: u64) -> Option<Vec<TreeNode>> {
        let moves = self.position();
        if !S::DESCRIPTION.draws.search_tree || moves > limit {
            return None;
        }
        let mut replay = self.start_state().clone();
        let mut tree = crate::search_tree::TreeBuilder::new();
        for made_at in 1..=moves {
            let step = replay.step()?;
            tree.record(&replay.events(&step), made_at);
        }
        Some(tree.finish())
    }
    fn pseudocode_lines(&self) -> usize {
        self.state().pseudocode_lines()
    }
}

/// A solver stepped forward only, object-safe: the large board's handle (no step back, so
/// no checkpoints of a board of millions). Every [`StepSolver`] is one.
pub trait Forward {
    /// The board size.
    fn n(&self) -> usize;
    /// The seed of a randomized algorithm.
    fn seed(&self) -> Option<u64>;
    /// Up to `budget` steps, in one call (the loop is the solver's own, not one dynamic
    /// call per step); returns the steps taken (fewer only when none is left).
    fn forward_for(&mut self, budget: u64) -> u64;
    /// See [`StepSolver::columns`].
    fn columns(&self) -> &[u32];
    /// See [`StepSolver::is_solved`].
    fn is_solved(&self) -> bool;
    /// See [`StepSolver::collisions`].
    fn collisions(&self) -> u64;
    /// See [`StepSolver::is_attacked`].
    fn is_attacked(&self, row: usize) -> bool;
    /// See [`StepSolver::counters`].
    fn counters(&self) -> Vec<Counter>;
    /// Fills `out` (cleared first) with one byte per placed row, `columns().len()` of them:
    /// 1 where another placed queen attacks that row's queen (same column or diagonal), else
    /// 0; from the solver's own counts, and without a look when there is no collision (at a
    /// million queens the look-ups miss the cache: tens of milliseconds per view).
    fn attacked_rows(&self, out: &mut Vec<u8>) {
        let placed = self.columns().len();
        out.clear();
        if self.collisions() == 0 {
            out.resize(placed, 0);
        } else {
            out.extend((0..placed).map(|row| u8::from(self.is_attacked(row))));
        }
    }
}

impl<S: StepSolver> Forward for S {
    fn n(&self) -> usize {
        StepSolver::n(self)
    }
    fn seed(&self) -> Option<u64> {
        StepSolver::seed(self)
    }
    fn forward_for(&mut self, budget: u64) -> u64 {
        self.advance(budget)
    }
    fn columns(&self) -> &[u32] {
        StepSolver::columns(self)
    }
    fn is_solved(&self) -> bool {
        StepSolver::is_solved(self)
    }
    fn collisions(&self) -> u64 {
        StepSolver::collisions(self)
    }
    fn is_attacked(&self, row: usize) -> bool {
        StepSolver::is_attacked(self, row)
    }
    fn counters(&self) -> Vec<Counter> {
        StepSolver::counters(self)
    }
}
