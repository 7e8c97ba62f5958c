//! JavaScript bindings (wasm32 only): one thin face over the core's solver interface.
//!
//! - [`algorithms`]: the registry ([`crate::registry`]) as named records, from which the
//!   page builds its Algorithm select, Compare checkboxes, race select and legend.
//! - [`Solver`]: one boxed [`Animation`] (any algorithm, with step back) for the animated
//!   board; [`BigRun`]: one boxed [`Forward`] solver for the large board's worker, which
//!   hands its queens and attacked rows over as js-sys typed-array views of wasm memory and
//!   draws its scaled view through web-sys (`ImageData` on an `OffscreenCanvas`). Neither
//!   holds per-algorithm code: the registry's lookup picks the solver type.
//! - The comparison lab (`labRun`, `labSummarize`, `labSosicGu`, `labBrassardBratley`, …) and counting
//!   (`countTasks`, `countTask`) for the page's workers.
//! - Exercises (`Exercise`, class codes, `checkCompletionCodes`) and their SCORM packages,
//!   and guided lessons' (`scormPackageFiles` and `scormLessonPackageFiles` for the teacher's
//!   view; `scormPackageConfig`, `scormResume` and `scormSuspendData` for a package's page in
//!   an LMS, `crate::scorm`).
//!
//! Rows and columns cross the boundary 1-based (0 = none), as the page shows them, except
//! the large board's views and regions, which stay 0-based like the core's columns. Counters
//! cross as `f64` (exact up to 2^53). Seeds cross as decimal strings, since a JavaScript
//! number cannot hold every `u64`. Records are `getter_with_clone` structs with camelCase
//! fields; outcomes an exported string enum. Bad input returns a `JsError`, never a panic.

use crate::count::Kernel;
use crate::params::Params;
use crate::registry::Algorithm;
use crate::scaled::{self, Palette, Region, Rgb};
use crate::seed;
use crate::solver::{Animation, Forward, Outcome};
use js_sys::{Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::Clamped;
use web_sys::{ImageData, OffscreenCanvasRenderingContext2d};

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// A fresh seed from the browser's `crypto.getRandomValues`, as a decimal string.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> Result<String, JsError> {
    seed::fresh_seed().map(|s| s.to_string()).map_err(js_error)
}

/// An error the core gives, as the bindings throw it: its English (`Display`) and, where
/// it is a message of the catalogs, that message.
trait Said: std::fmt::Display {
    /// The message of `locales/<lang>/*.ftl` saying this error, if it has one.
    fn said(&self) -> Option<crate::message::Message>;
}

impl Said for crate::message::Refusal {
    fn said(&self) -> Option<crate::message::Message> {
        Some(self.message.clone())
    }
}

impl Said for crate::Error {
    fn said(&self) -> Option<crate::message::Message> {
        Some(self.message())
    }
}

impl Said for String {
    fn said(&self) -> Option<crate::message::Message> {
        None
    }
}

impl Said for &str {
    fn said(&self) -> Option<crate::message::Message> {
        None
    }
}

/// The one way the bindings refuse: a JavaScript `Error` whose `message` is the English
/// (what a console or a log shows, unchanged), and whose `l10n` property is the message
/// `{id, args}` (src/message.rs) when the core has one, which the page formats in its
/// language (`www/i18n.js`'s `errorText`).
fn js_error(e: impl Said) -> JsError {
    let error = JsError::new(&e.to_string());
    if let Some(message) = e.said() {
        let json = serde_json::to_string(&message).unwrap_or_default();
        if let Ok(value) = js_sys::JSON::parse(&json) {
            // The same JS object: a `JsValue` clone is another handle to it.
            let _ = js_sys::Reflect::set(&JsValue::from(error.clone()), &"l10n".into(), &value);
        }
    }
    error
}

/// A problem the page shows without a throw (`paramsProblem`, `classCodeProblem`): the
/// same `Error` object as [`js_error`]'s, returned.
fn problem(e: impl Said) -> JsValue {
    js_error(e).into()
}

impl Said for crate::lesson::LessonError {
    /// "line L: what is wrong" (`lesson-format-line`), as the page shows a lesson refused.
    fn said(&self) -> Option<crate::message::Message> {
        Some(crate::lesson::LessonError::said(self))
    }
}

fn algorithm(id: &str) -> Result<Algorithm, JsError> {
    id.parse().map_err(|e: String| js_error(e))
}

// ------------------------------------------------------------------ the registry

/// The timeline's tick kinds ("backtrack", "dead", "solution") an algorithm's moves can
/// make, from the event kinds its description declares (`moves::ticks_of_kinds`): what the
/// timeline's key lists.
///
/// # Errors
/// An unknown algorithm id.
#[wasm_bindgen(js_name = timelineTicks)]
pub fn timeline_ticks(algorithm_id: &str) -> Result<Vec<String>, JsError> {
    let kinds = algorithm(algorithm_id)?.description().events;
    Ok(crate::moves::ticks_of_kinds(kinds)
        .into_iter()
        .map(|t| t.name().to_string())
        .collect())
}

/// A search tree, one entry per node (an attempt) in each array, in the order made
/// (see `backtracking::search_tree`); rows, columns and node numbers 1-based, 0 for none.
#[wasm_bindgen(getter_with_clone, js_name = SearchTree)]
pub struct SearchTreeRecord {
    /// The row of the square tried (the node's depth).
    pub row: Vec<u32>,
    /// The column tried.
    pub col: Vec<u32>,
    /// The 1-based index of the parent node (the queen below on the path), 0 for row 1.
    pub parent: Vec<u32>,
    /// The row of the queen attacking the square, 0 if it was safe.
    #[wasm_bindgen(js_name = attackedBy)]
    pub attacked_by: Vec<u32>,
    /// The move that made the attempt (the timeline's position after it).
    #[wasm_bindgen(js_name = madeAt)]
    pub made_at: Vec<f64>,
    /// 1 for the queens on the board now and the square just tried.
    #[wasm_bindgen(js_name = onPath)]
    pub on_path: Vec<u8>,
}

/// A counter: id (the page's `data-testid`), label, what it counts and (on a solver's
/// `counters()`) its value now.
#[wasm_bindgen(getter_with_clone, js_name = Counter)]
#[derive(Clone)]
pub struct CounterRecord {
    /// Stable id.
    pub id: String,
    /// The label.
    pub label: String,
    /// What it counts, in words.
    pub counts: String,
    /// Its value now.
    pub value: f64,
}

fn counter_record(c: crate::solver::Counter) -> CounterRecord {
    CounterRecord {
        id: c.spec.id.into(),
        label: c.spec.label.into(),
        counts: c.spec.counts.into(),
        value: c.value as f64,
    }
}

/// Every algorithm's description, in the page's order, as JSON (`{"algorithms": [...]}`,
/// camelCase keys: `maxNAnimated`, `draws.numberedMarks`, …): the same serialization
/// `nqueens algorithms --json` prints (see `description::Description`), which the page
/// parses once (`www/registry.js`).
#[wasm_bindgen(js_name = algorithmsJson)]
pub fn algorithms_json() -> String {
    crate::registry::descriptions_json()
}

// ------------------------------------------------------------------ the animated board

pub use outcome::RunOutcome;

/// The exported outcome enum, in a module of its own: the items wasm-bindgen generates for
/// a string enum carry no docs.
#[allow(missing_docs)]
mod outcome {
    use wasm_bindgen::prelude::*;

    /// How a run toward the next solution stopped: in JavaScript the strings "solution",
    /// "exhausted" and "paused".
    #[wasm_bindgen]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RunOutcome {
        /// A solution is on the board.
        Solution = "solution",
        /// The search is complete.
        Exhausted = "exhausted",
        /// The budget ran out first.
        Paused = "paused",
    }
}

/// What the last move is about (see `solver::Focus`, derived from the move's events by
/// `focus::focus_of` for every algorithm alike): its kind and up to two squares, 1-based (0
/// when unused). For "swap", the queens of `row` and `row2` now stand in `col`
/// and `col2`; for "move", `(row, col)` is where the queen went and `(row2, col2)` where it
/// came from.
#[wasm_bindgen(getter_with_clone, js_name = Focus)]
#[derive(Clone)]
pub struct FocusRecord {
    /// "none", "safe", "attacked", "removed", "exhausted", "placed", "dead", "restart",
    /// "chosen", "wipe-out", "shuffle", "clear", "swap", "move", "proposed", "fail", "reject",
    /// "stuck" or "solution".
    pub kind: String,
    /// First square's row.
    pub row: u32,
    /// First square's column.
    pub col: u32,
    /// Second square's row.
    pub row2: u32,
    /// Second square's column.
    pub col2: u32,
    /// For "proposed", the chance (0 to 1) that the proposal is taken; −1 otherwise.
    pub chance: f64,
}

/// A population of boards beside the board (see `layers::Population`): a genetic
/// algorithm's generation, 1-based.
#[wasm_bindgen(getter_with_clone, js_name = Population)]
#[derive(Clone)]
pub struct PopulationRecord {
    /// The boards' 1-based columns, n per board, one board after another.
    pub boards: Vec<u32>,
    /// Each board's value (fitness).
    pub values: Vec<f64>,
    /// The best value a board can have.
    #[wasm_bindgen(js_name = bestValue)]
    pub best_value: f64,
    /// The last child's two parents (1-based places), or empty.
    pub parents: Vec<u32>,
    /// The child's rows 1..=crossover came from the first parent (0 for none).
    pub crossover: u32,
    /// The child's mutated row, 1-based (0 for none).
    #[wasm_bindgen(js_name = mutatedRow)]
    pub mutated_row: u32,
}

/// The layers of the board after a move (see `layers::Layers`), 1-based, for the page to
/// draw once per layer: each field is empty (or 0, −1, false) for an algorithm that keeps
/// no such layer.
#[wasm_bindgen(getter_with_clone, js_name = Layers)]
pub struct LayersRecord {
    /// Numbered marks, `n × n` bytes row-major from row 1: 0 = unmarked, else the 1-based
    /// row of the lowest queen attacking the square from below, or of the placement that
    /// pruned it from its row's domain.
    pub marks: Vec<u8>,
    /// How each marked square left its row's domain, `n × n` bytes row-major from row 1:
    /// 0 = not pruned, 1 = as the new queen attacks it (forward checking), 2 = by
    /// propagation (AC-3). Empty when the marks are attacks (the walkthrough's).
    pub pruning: Vec<u8>,
    /// Attempts per row from row 1.
    #[wasm_bindgen(js_name = attemptsPerRow)]
    pub attempts_per_row: Vec<f64>,
    /// Wirth's flags: 2n − 1 `row + col` flags, then 2n − 1 `row − col + n − 1` flags
    /// (1 = in use).
    pub flags: Vec<u8>,
    /// Rows 1..k checked against the diagonal flags (k); −1 without flags.
    #[wasm_bindgen(js_name = checkedRows)]
    pub checked_rows: i32,
    /// The 1-based row flagged as a dead end (0 = none).
    #[wasm_bindgen(js_name = deadRow)]
    pub dead_row: u32,
    /// The 1-based row whose square the next move tries, for a search that fills rows in an
    /// order of its own (MRV); 0 when the next move chooses the row or rows are filled from
    /// row 1 upward.
    #[wasm_bindgen(js_name = fillingRow)]
    pub filling_row: u32,
    /// True when the next move chooses the row to fill (MRV).
    #[wasm_bindgen(js_name = choosesRow)]
    pub chooses_row: bool,
    /// A value per square, `n × n` row-major from row 1, −1 where there is none (hill
    /// climbing's h of each successor).
    pub values: Vec<i32>,
    /// The population beside the board (a genetic algorithm's), if kept.
    pub population: Option<PopulationRecord>,
}

/// The timeline's ticks (see `timeline::Ticks`).
#[wasm_bindgen(getter_with_clone, js_name = Ticks)]
pub struct TicksRecord {
    /// Moves per bucket (1 while each tick sits at its exact move).
    pub bucket: f64,
    /// Per bucket from move 0, the kinds ticked: 1 backtrack, 2 dead end or restart, 4
    /// solution (bits may combine).
    pub kinds: Vec<u8>,
}

/// The solutions found in a run (see `timeline::SolutionLog`).
#[wasm_bindgen(getter_with_clone, js_name = SolutionsFound)]
pub struct SolutionsRecord {
    /// The move of each solution, in the order found.
    pub positions: Vec<f64>,
    /// Their 1-based columns, `n` per solution, rows 1..n.
    pub columns: Vec<u8>,
    /// Solutions found beyond the ones kept.
    pub dropped: f64,
}

/// One solver for the animated board, any algorithm of the registry. A move is one
/// backtracking move (an attempt with its placement, or a backtrack) or one step of the
/// others.
#[wasm_bindgen]
pub struct Solver {
    inner: Box<dyn Animation>,
}

#[wasm_bindgen]
impl Solver {
    /// A solver for `algorithm` (an id of `algorithmsJson()`) on an `n × n` board. `seed`
    /// (decimal u64) drives the randomized algorithms; blank draws a fresh one. Throws on an
    /// unknown algorithm, a size beyond the algorithm's animated limit, n = 2 or 3 for an
    /// algorithm that stops only at a solution, or a malformed seed. `params`, if given, are
    /// the algorithm's parameters as an address writes them (`name=value&…`; see
    /// `params::Params::parse_query`), the others at their defaults; throws on a parameter
    /// the algorithm does not take or a value out of its range, naming the limit.
    #[wasm_bindgen(constructor)]
    pub fn new(
        algorithm_id: &str,
        n: usize,
        seed: &str,
        params: Option<String>,
    ) -> Result<Solver, JsError> {
        let algorithm = algorithm(algorithm_id)?;
        algorithm.check_animated(n).map_err(js_error)?;
        let seed = algorithm.seed_from(seed).map_err(js_error)?;
        let params = params_of(algorithm, params.as_deref())?;
        let inner = crate::registry::animate_with(algorithm, n, seed, &params).map_err(js_error)?;
        Ok(Solver { inner })
    }

    /// An algorithm going on from a board a learner set up: `columns` are the 1-based
    /// columns of rows 1..n, 0 for an empty row. Backtracking goes on above the queens of rows
    /// 1..k (the rows above them empty); min-conflicts and QS1 repair the whole board (those
    /// with a `continuesFrom` in `algorithmsJson()`). `seed` as for the constructor. Throws if
    /// the board is beyond the animated limit or the algorithm cannot go on from it.
    #[wasm_bindgen(js_name = fromBoard)]
    pub fn from_board(
        algorithm_id: &str,
        n: usize,
        seed: &str,
        columns: Vec<u32>,
    ) -> Result<Solver, JsError> {
        let algorithm = algorithm(algorithm_id)?;
        algorithm.check_animated(n).map_err(js_error)?;
        if columns.len() != n {
            return Err(js_error(crate::refusals::board_columns(n, columns.len())));
        }
        let board = crate::input::one_based_board(&columns, n).map_err(js_error)?;
        let seed = algorithm.seed_from(seed).map_err(js_error)?;
        let board: Vec<Option<u32>> = board.iter().map(|c| c.map(|c| c as u32)).collect();
        let inner =
            crate::registry::animate_from_board(algorithm, n, seed, &board).map_err(js_error)?;
        Ok(Solver { inner })
    }

    /// The algorithm's id.
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        self.inner.description().id.into()
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn n(&self) -> usize {
        self.inner.n()
    }

    /// The seed as a decimal string ("" for a deterministic algorithm).
    pub fn seed(&self) -> String {
        self.inner.seed().map(|s| s.to_string()).unwrap_or_default()
    }

    /// Makes up to `moves` moves, stopping early after a solution or at the end (an
    /// exhaustive search continues past a solution on the next call). Returns the number of
    /// moves made.
    pub fn advance(&mut self, moves: u32) -> u32 {
        let mut made = 0;
        while made < moves && self.inner.advance() {
            made += 1;
            if self.inner.is_solution() || self.inner.is_exhausted() {
                break;
            }
        }
        made
    }

    /// Undoes one move. Returns false at the start.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> bool {
        self.inner.step_back()
    }

    /// Runs toward the next solution for at most `budget` units of work (search nodes for
    /// backtracking, steps otherwise).
    pub fn run(&mut self, budget: f64) -> RunOutcome {
        match self.inner.run(budget.max(1.0) as u64) {
            Outcome::Solution => RunOutcome::Solution,
            Outcome::Exhausted => RunOutcome::Exhausted,
            Outcome::Paused => RunOutcome::Paused,
        }
    }

    /// True while the last move shows a solution.
    #[wasm_bindgen(js_name = isSolution)]
    pub fn is_solution(&self) -> bool {
        self.inner.is_solution()
    }

    /// True once an exhaustive search is complete.
    #[wasm_bindgen(js_name = isExhausted)]
    pub fn is_exhausted(&self) -> bool {
        self.inner.is_exhausted()
    }

    /// True at the start (nothing to step back to).
    #[wasm_bindgen(js_name = atStart)]
    pub fn at_start(&self) -> bool {
        self.inner.at_start()
    }

    /// Moves made since the start: the timeline's position (exact up to 2^53).
    pub fn position(&self) -> f64 {
        self.inner.position() as f64
    }

    /// Moves toward move `target` (back or forward) making at most `budget` moves or replays;
    /// returns the position reached (see `Animation::seek`). Call again until it is `target`
    /// (or, going forward, stops changing: the run ended first).
    pub fn seek(&mut self, target: f64, budget: f64) -> f64 {
        let target = target.max(0.0) as u64;
        self.inner.seek(target, budget.max(1.0) as u64) as f64
    }

    /// 1-based column of the queen of each row 1..n, 0 for a row without a queen.
    pub fn queens(&self) -> Vec<u32> {
        let mut rows: Vec<u32> = self
            .inner
            .columns()
            .iter()
            .map(|&c| {
                if c == crate::solver::NO_QUEEN {
                    0
                } else {
                    c + 1
                }
            })
            .collect();
        rows.resize(self.n(), 0);
        rows
    }

    /// Queens per diagonal for an algorithm that draws collision lines: 2n − 1 counts for
    /// `row + col`, then 2n − 1 for `row − col + n − 1` (0-based). Empty for the others.
    pub fn diagonals(&self) -> Vec<u32> {
        if !self.inner.description().draws.collision_lines {
            return Vec::new();
        }
        crate::diagonals::Diagonals::<crate::counts::Counts>::line_counts(
            self.n(),
            self.inner.columns(),
        )
    }

    /// 1 for each row whose queen is drawn attacked (`StepSolver::is_attacked`: another
    /// queen attacks it on a column or diagonal; permutation swap's, a row not yet checked on
    /// a diagonal a row that passed flags), else 0; `n` entries from row 1.
    pub fn attacked(&self) -> Vec<u8> {
        let placed = self.inner.columns().len();
        let mut out: Vec<u8> = (0..placed)
            .map(|row| u8::from(self.inner.is_attacked(row)))
            .collect();
        out.resize(self.n(), 0);
        out
    }

    /// The layers of the board after the move on show, one snapshot (see
    /// `layers::Layers`), 1-based; a layer the algorithm does not keep is empty, 0 or −1.
    pub fn layers(&self) -> LayersRecord {
        let n = self.n();
        let layers = self.inner.layers();
        let one_based = |row: Option<usize>| row.map_or(0, |row| row as u32 + 1);
        LayersRecord {
            marks: layers
                .marks
                .map_or_else(Vec::new, |marks| marks.as_bytes().to_vec()),
            pruning: layers.pruning.unwrap_or_default(),
            attempts_per_row: layers
                .attempts_per_row
                .map_or_else(Vec::new, |a| a.iter().map(|&a| a as f64).collect()),
            flags: layers.diagonal_flags.map_or_else(Vec::new, |f| {
                f.sums
                    .iter()
                    .chain(f.differences)
                    .map(|&f| u8::from(f))
                    .collect()
            }),
            checked_rows: layers
                .diagonal_flags
                .map_or(-1, |f| i32::try_from(f.checked.min(n)).unwrap_or(-1)),
            dead_row: one_based(layers.dead_row),
            filling_row: one_based(layers.filling_row),
            chooses_row: layers.chooses_row,
            values: layers.values.map_or_else(Vec::new, |values| {
                values
                    .into_iter()
                    .map(|v| i32::try_from(v).unwrap_or(-1))
                    .collect()
            }),
            population: layers.population.map(|p| PopulationRecord {
                boards: p.boards.iter().map(|&c| c + 1).collect(),
                values: p.values.iter().map(|&v| v as f64).collect(),
                best_value: p.best_value as f64,
                parents: p
                    .parents
                    .map_or_else(Vec::new, |(x, y)| vec![x as u32 + 1, y as u32 + 1]),
                crossover: p.crossover.map_or(0, |c| c as u32),
                mutated_row: one_based(p.mutated_row),
            }),
        }
    }

    /// How many lines of the description's pseudocode apply to this run, from the first.
    #[wasm_bindgen(js_name = pseudocodeLines)]
    pub fn pseudocode_lines(&self) -> usize {
        self.inner.pseudocode_lines()
    }

    /// The counters in display order, with their values now.
    pub fn counters(&self) -> Vec<CounterRecord> {
        self.inner
            .counters()
            .into_iter()
            .map(counter_record)
            .collect()
    }

    /// The lab's attempts so far (backtracking: squares tried; random placement: queens
    /// placed over all trials; see `lab` for the others).
    #[wasm_bindgen(js_name = totalAttempts)]
    pub fn total_attempts(&self) -> f64 {
        self.inner.attempts() as f64
    }

    /// The lab's tries so far: random placement's trial under way, the permutation or start
    /// under way; 1 for backtracking and the construction.
    pub fn tries(&self) -> f64 {
        self.inner.tries() as f64
    }

    /// Queens placed one at a time so far (see `StepSolver::queens_placed`), or `undefined`
    /// for an algorithm that moves the queens of a full board.
    #[wasm_bindgen(js_name = queensPlaced)]
    pub fn queens_placed(&self) -> Option<f64> {
        self.inner.queens_placed().map(|q| q as f64)
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> f64 {
        self.inner.solutions() as f64
    }

    /// The pseudocode line (1-based, in the registry's `pseudocode`) of the last move; 0 at
    /// the start.
    pub fn line(&self) -> usize {
        self.inner.line()
    }

    /// The search tree of the moves made so far, if the algorithm has one and at most `limit`
    /// moves were made (it is rebuilt by replaying them); else `undefined`.
    #[wasm_bindgen(js_name = searchTree)]
    pub fn search_tree(&self, limit: f64) -> Option<SearchTreeRecord> {
        let nodes = self.inner.search_tree(limit.max(0.0) as u64)?;
        let one_based = |v: Option<usize>| v.map_or(0, |v| v as u32 + 1);
        Some(SearchTreeRecord {
            row: nodes.iter().map(|t| t.row as u32 + 1).collect(),
            col: nodes.iter().map(|t| t.col as u32 + 1).collect(),
            parent: nodes.iter().map(|t| one_based(t.parent)).collect(),
            attacked_by: nodes.iter().map(|t| one_based(t.attacked_by)).collect(),
            made_at: nodes.iter().map(|t| t.made_at as f64).collect(),
            on_path: nodes.iter().map(|t| u8::from(t.on_path)).collect(),
        })
    }

    /// The caption of the last move, in words, as a message of the catalogs
    /// (`src/message.rs`'s JSON, `{"id": …, "args": {…}}`, which `www/i18n.js`'s `say`
    /// formats in the page's language), or "" at the start.
    #[wasm_bindgen(js_name = captionJson)]
    pub fn caption_json(&self) -> String {
        self.inner
            .caption_message()
            .map(|m| serde_json::to_string(&m).expect("a message serializes"))
            .unwrap_or_default()
    }

    /// The last move as events of the one vocabulary of moves (`crate::moves`): a JSON array
    /// of records tagged by `kind` ("try", "place", "lift", …) with camelCase fields, squares
    /// as `{row, col}` 0-based; `[]` at the start. What the teaching features read.
    #[wasm_bindgen(js_name = eventsJson)]
    pub fn events_json(&self) -> String {
        serde_json::to_string(&self.inner.events()).expect("events serialize")
    }

    /// The next move's events (as `eventsJson`), without making it: the board, counters and
    /// timeline stay as they are; `[]` when no move is left. What predict mode asks from.
    #[wasm_bindgen(js_name = peekEventsJson)]
    pub fn peek_events_json(&mut self) -> String {
        serde_json::to_string(&self.inner.peek_events()).expect("events serialize")
    }

    /// The caption before the first move, in two parts, each a message of the catalogs (as
    /// `captionJson`): JSON `{"state": message, "next": message}`, where the run starts and
    /// what Step does first (which predict mode leaves out: it gives the first answer away).
    #[wasm_bindgen(js_name = startCaptionJson)]
    pub fn start_caption_json(&self) -> String {
        serde_json::to_string(&self.inner.start_message()).expect("a message serializes")
    }

    /// The timeline's ticks of every move made so far, stepped, played, run or sought (see
    /// `timeline::Ticks`): `kinds[i]` is a bit set (1 backtrack, 2 dead end or restart, 4
    /// solution) for moves `i × bucket .. (i + 1) × bucket`.
    pub fn ticks(&self) -> TicksRecord {
        let ticks = &self.inner.timeline().ticks;
        TicksRecord {
            bucket: ticks.bucket() as f64,
            kinds: ticks.kinds().to_vec(),
        }
    }

    /// The solutions found so far, in the order found, with the move of each (see
    /// `timeline::SolutionLog`; at most 50,000 are kept).
    #[wasm_bindgen(js_name = solutionsFound)]
    pub fn solutions_found(&self) -> SolutionsRecord {
        let log = &self.inner.timeline().solutions;
        SolutionsRecord {
            positions: log.positions().iter().map(|&p| p as f64).collect(),
            columns: log
                .all_columns()
                .iter()
                .map(|&c| c.saturating_add(1))
                .collect(),
            dropped: log.dropped() as f64,
        }
    }

    /// What the last move is about, derived from its events (`Animation::focus`).
    pub fn focus(&self) -> FocusRecord {
        let focus = self.inner.focus();
        let [row, col, row2, col2] = focus.cells_one_based().map(|v| v as u32);
        let chance = match focus {
            crate::solver::Focus::Proposed { chance, .. } => f64::from(chance) / 1e6,
            _ => -1.0,
        };
        FocusRecord {
            kind: focus.kind().into(),
            row,
            col,
            row2,
            col2,
            chance,
        }
    }
}

// ------------------------------------------------------------------ comparison lab

/// A board a learner set up, as the sandbox shows it.
#[wasm_bindgen(getter_with_clone, js_name = Sandbox)]
pub struct SandboxRecord {
    /// n·n bytes, row-major from row 1: the 1-based row whose queen attacks the square from
    /// below (the lowest such row, as the walkthrough numbers it), 0 for none.
    pub marks: Vec<u8>,
    /// n bytes from row 1: 1 where another queen attacks that row's queen.
    pub attacked: Vec<u8>,
    /// Pairs of queens attacking each other.
    pub conflicts: u32,
    /// Every row holds a queen and none is attacked (the independent verifier agrees).
    pub solved: bool,
}

/// The marks, conflicts and verdict of a board a learner set up on the sandbox: `queens` are
/// 1-based columns of rows 1..n, 0 for an empty row. Throws unless 1 ≤ n ≤ 32 and every
/// column is 0 to n.
#[wasm_bindgen]
pub fn sandbox(n: usize, queens: Vec<u32>) -> Result<SandboxRecord, JsError> {
    if queens.len() != n {
        return Err(js_error(crate::refusals::board_columns(n, queens.len())));
    }
    let board =
        crate::input::one_based_board(&queens, crate::registry::PAGE_MAX_N).map_err(js_error)?;
    let analysis = crate::board::analyse(&board);
    Ok(SandboxRecord {
        marks: analysis.marks.as_bytes().to_vec(),
        attacked: analysis.attacked.iter().map(|&a| u8::from(a)).collect(),
        conflicts: analysis.conflicts as u32,
        solved: analysis.solved,
    })
}

/// A seed typed by a person, as the core reads it (`seed::seed_or_fresh`): blank draws a
/// fresh one; otherwise its decimal value, written plainly (no spaces, no leading zeros).
/// Throws with the same words as `seedProblem`.
#[wasm_bindgen(js_name = seedOrFresh)]
pub fn seed_or_fresh(text: &str) -> Result<String, JsError> {
    seed::seed_or_fresh(text)
        .map(|seed| seed.to_string())
        .map_err(js_error)
}

/// What is wrong with a seed typed by a person, or `undefined` if it is blank (a fresh seed
/// is drawn then) or a whole number from 0 to 2⁶⁴ − 1: the core's rule (`seed::parse_seed`),
/// so the page does not keep a copy of it. The problem is an `Error` as [`js_error`] makes
/// it (its English, and `l10n`, the message the page says with `errorText`).
#[wasm_bindgen(js_name = seedProblem)]
pub fn seed_problem(text: &str) -> Option<JsValue> {
    if text.trim().is_empty() {
        return None;
    }
    seed::parse_seed(text).err().map(problem)
}

/// The whole number in text typed by a person, thousands separators allowed ("1,000"), or
/// `undefined`: the core's rule (`input::parse_whole`), shared with the CLI. A number (exact
/// up to 2⁵³; the page's limits are far below).
#[wasm_bindgen(js_name = parseWhole)]
pub fn parse_whole(text: &str) -> Option<f64> {
    crate::input::parse_whole(text).map(|value| value as f64)
}

/// A `queens=` board from the address: 1-based columns, 0 for an empty row, at most
/// `max_rows` of them (`input::parse_queens`). Errors: a message saying what the form is.
#[wasm_bindgen(js_name = parseQueens)]
pub fn parse_queens(text: &str, max_rows: usize) -> Result<Vec<u32>, JsError> {
    crate::input::parse_queens(text, max_rows).map_err(js_error)
}

/// The rows of the queens attacking square (`row`, `col`) on a board (`queens`: 1-based
/// columns of rows 1..n, 0 for an empty row), lowest first, 1-based (see `board::attackers`):
/// what predict mode grades "attacked by which row" against. Empty for a safe square or a
/// square off the board.
#[wasm_bindgen(js_name = attackingRows)]
pub fn attacking_rows(queens: Vec<u32>, row: usize, col: usize) -> Vec<u32> {
    let n = queens.len();
    if !(1..=n).contains(&row) || !(1..=n).contains(&col) {
        return Vec::new();
    }
    let Ok(board) = crate::input::one_based_board(&queens, n) else {
        return Vec::new();
    };
    crate::board::attackers(&board, row - 1, col - 1)
        .into_iter()
        .map(|r| r as u32 + 1)
        .collect()
}

/// The odds of one try (see `solver::TryOdds`).
#[wasm_bindgen(getter_with_clone, js_name = TryOdds)]
pub struct TryOddsRecord {
    /// The probability p that one try succeeds.
    pub success: f64,
    /// Its standard error (0 when exact).
    #[wasm_bindgen(js_name = standardError)]
    pub standard_error: f64,
    /// Exact, or measured.
    pub exact: bool,
    /// Tries a run needs on average, 1/p (Infinity for n = 2, 3).
    #[wasm_bindgen(js_name = expectedTries)]
    pub expected_tries: f64,
}

/// The odds of one try of `algorithm` with the parameters `params` (`name=value&…`; none or
/// `''`: every default) on an `n × n` board where the core knows them (random placement's
/// trials: exact for n ≤ 12, measured for n = 13 to 32; queensLV's for its `k`, exact for
/// n ≤ 12), else `undefined`.
///
/// # Errors
/// An unknown id, or parameters the core refuses at this n (as `paramsProblem` words them).
#[wasm_bindgen(js_name = tryOdds)]
pub fn try_odds(
    algorithm_id: &str,
    n: usize,
    params: Option<String>,
) -> Result<Option<TryOddsRecord>, JsError> {
    let algorithm = algorithm(algorithm_id)?;
    let params =
        Params::parse_query_for(algorithm.description(), n, params.as_deref().unwrap_or(""))
            .map_err(js_error)?;
    Ok(
        crate::registry::try_odds(algorithm, n, &params).map(|odds| TryOddsRecord {
            success: odds.success,
            standard_error: odds.standard_error,
            exact: odds.exact,
            expected_tries: odds.expected_tries(),
        }),
    )
}

/// `algorithm`'s parameters from `query` (`name=value&…`; none: every default).
fn params_of(algorithm: Algorithm, query: Option<&str>) -> Result<Params, JsError> {
    Params::parse_query(algorithm.description(), query.unwrap_or("")).map_err(js_error)
}

/// What is wrong with `query` (`name=value&…`) as `algorithm`'s parameters, in words naming
/// the parameter and its limit, or `undefined` when the core takes them (see
/// `params::Params::parse_query`): on an `n × n` board when `n` is given (a bound that
/// depends on n named with its value, "from 0 to n = 8"), else for any board. The problem
/// is an `Error` as the bindings throw (`message` in English, `l10n` its message: `js_error`),
/// returned, not thrown.
#[wasm_bindgen(js_name = paramsProblem)]
pub fn params_problem(algorithm_id: &str, query: &str, n: Option<usize>) -> Option<JsValue> {
    match algorithm_id.parse::<Algorithm>() {
        Ok(algorithm) => match n {
            Some(n) => Params::parse_query_for(algorithm.description(), n, query),
            None => Params::parse_query(algorithm.description(), query),
        }
        .err()
        .map(problem),
        Err(message) => Some(problem(message)),
    }
}

/// Which symbols of the algorithm's legend a run with the parameters `query`
/// (`name=value&…`, `''` for the defaults) draws: one flag (1 shown, 0 not) per item of its
/// description's `legend`, in order ([`Params::shows`]).
///
/// # Errors
/// An unknown id, or parameters the core refuses (as `paramsProblem` words them).
#[wasm_bindgen(js_name = legendShown)]
pub fn legend_shown(algorithm_id: &str, query: &str) -> Result<Vec<u8>, JsError> {
    let algorithm = algorithm_id.parse::<Algorithm>().map_err(js_error)?;
    let description = algorithm.description();
    let params = Params::parse_query(description, query).map_err(js_error)?;
    Ok(description
        .legend
        .iter()
        .map(|item| u8::from(params.shows(item)))
        .collect())
}

fn master_seed(text: &str) -> Result<u64, JsError> {
    seed::parse_seed(text).map_err(js_error)
}

/// Run number `index` of a comparison under the master seed (a decimal string), as
/// `[attempts, tries, solved (0 or 1)]`; the same numbers as `nqueens compare`. `params` as
/// for `Solver`'s constructor.
#[wasm_bindgen(js_name = labRun)]
pub fn lab_run(
    algorithm_id: &str,
    n: usize,
    master: &str,
    index: f64,
    params: Option<String>,
) -> Result<Vec<f64>, JsError> {
    let algorithm = algorithm(algorithm_id)?;
    let record = crate::lab::run_indexed(
        algorithm,
        n,
        master_seed(master)?,
        index as u64,
        &params_of(algorithm, params.as_deref())?,
    )
    .map_err(js_error)?;
    Ok(vec![
        record.attempts as f64,
        record.tries as f64,
        f64::from(u8::from(record.solved)),
    ])
}

/// Runs the comparison's runs `indices` under the master seed `times` times over, for timing
/// only (the caller measures the call): one call into the core for many runs, so that short
/// runs are timed well above the timer's resolution and without a call across the boundary
/// each. Returns the attempts of the last pass, summed. `params` as for `Solver`'s
/// constructor.
#[wasm_bindgen(js_name = labRepeat)]
pub fn lab_repeat(
    algorithm_id: &str,
    n: usize,
    master: &str,
    indices: &[f64],
    times: u32,
    params: Option<String>,
) -> Result<f64, JsError> {
    let algorithm = algorithm(algorithm_id)?;
    let master = master_seed(master)?;
    let params = params_of(algorithm, params.as_deref())?;
    let indices: Vec<u64> = indices.iter().map(|&i| i as u64).collect();
    crate::lab::repeat_runs(algorithm, n, master, &indices, times, &params)
        .map(|attempts| attempts as f64)
        .map_err(js_error)
}

/// The seed of run number `index` under the master seed, as a decimal string.
#[wasm_bindgen(js_name = labSeed)]
pub fn lab_seed(master: &str, index: f64) -> Result<String, JsError> {
    Ok(crate::lab::derive_seed(master_seed(master)?, index as u64).to_string())
}

/// Checks that `algorithm` accepts an `n × n` board, with the algorithm's own message: it
/// throws "queens-lv: board size …" in English, its `l10n` the message without the id (the
/// page puts the algorithm's name before it).
#[wasm_bindgen(js_name = labCheck)]
pub fn lab_check(algorithm_id: &str, n: usize) -> Result<(), JsError> {
    let algorithm = algorithm(algorithm_id)?;
    crate::registry::check(algorithm, n).map_err(|e| {
        js_error(crate::message::Refusal::new(
            e.message(),
            format!("{algorithm}: {e}"),
        ))
    })
}

/// The summary of many runs of one algorithm (see `lab::Summary`); the same numbers as
/// `nqueens compare`.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone)]
pub struct LabSummary {
    /// Runs summarized.
    pub runs: f64,
    /// Mean attempts per run.
    pub mean: f64,
    /// Median attempts (nearest rank).
    pub median: f64,
    /// 90th percentile of attempts (nearest rank).
    pub p90: f64,
    /// Most attempts in one run.
    pub max: f64,
    /// Mean tries per run.
    #[wasm_bindgen(js_name = meanTries)]
    pub mean_tries: f64,
    /// Success rate of one try: runs / Σ tries.
    #[wasm_bindgen(js_name = successRate)]
    pub success_rate: f64,
    /// Its standard error.
    #[wasm_bindgen(js_name = successRateError)]
    pub success_rate_error: f64,
}

/// Summarizes runs of one algorithm given as parallel arrays (attempts, tries, solved as
/// 0 or 1); `undefined` for no runs.
#[wasm_bindgen(js_name = labSummarize)]
pub fn lab_summarize(
    algorithm_id: &str,
    n: usize,
    attempts: &[f64],
    tries: &[f64],
    solved: &[u8],
) -> Result<Option<LabSummary>, JsError> {
    let algorithm = algorithm(algorithm_id)?;
    let records: Vec<crate::lab::Record> = attempts
        .iter()
        .zip(tries)
        .zip(solved)
        .map(|((&a, &t), &s)| crate::lab::Record {
            algorithm,
            n,
            seed: 0,
            attempts: a as u64,
            tries: t as u64,
            solved: s != 0,
        })
        .collect();
    Ok(crate::lab::summarize(&records).map(|s| LabSummary {
        runs: s.runs as f64,
        mean: s.mean,
        median: s.median as f64,
        p90: s.p90 as f64,
        max: s.max as f64,
        mean_tries: s.mean_tries,
        success_rate: s.success_rate,
        success_rate_error: s.success_rate_error,
    }))
}

/// One column of Sosič & Gu's Tables 2–5 (ours, or the paper's under `published`).
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone)]
pub struct SosicGuColumn {
    /// Table 2: mean collisions / n.
    #[wasm_bindgen(js_name = collisionsPerN)]
    pub collisions_per_n: f64,
    /// Its standard error (ours only; 0 for the paper).
    #[wasm_bindgen(js_name = collisionsPerNError)]
    pub collisions_per_n_error: f64,
    /// Table 3: fewest queens on the most populated diagonal.
    #[wasm_bindgen(js_name = mostOnADiagonalMin)]
    pub most_on_a_diagonal_min: f64,
    /// Table 3: most queens on the most populated diagonal.
    #[wasm_bindgen(js_name = mostOnADiagonalMax)]
    pub most_on_a_diagonal_max: f64,
    /// Table 4: runs solved by their first permutation.
    #[wasm_bindgen(js_name = firstPermutationSuccesses)]
    pub first_permutation_successes: f64,
    /// Table 4: the most permutations one run needed.
    #[wasm_bindgen(js_name = maxPermutations)]
    pub max_permutations: f64,
    /// Table 5: mean pairs tested per run.
    #[wasm_bindgen(js_name = pairsTested)]
    pub pairs_tested: f64,
    /// Table 5: mean swaps tested per run.
    #[wasm_bindgen(js_name = swapsTested)]
    pub swaps_tested: f64,
}

/// Our measurement of Sosič & Gu's Tables 2–5 at one n, beside the paper's.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone)]
pub struct SosicGuRow {
    /// Ours (see `lab::sosic_gu_row`).
    #[wasm_bindgen(readonly)]
    pub ours: SosicGuColumn,
    /// The paper's, when it has a column for n.
    #[wasm_bindgen(readonly)]
    pub published: Option<SosicGuColumn>,
}

/// Rolfe's n = 1000 table for Algorithm One, as the Compare view runs it beside the paper.
#[wasm_bindgen(getter_with_clone, js_name = RolfeTable)]
#[derive(Clone)]
pub struct RolfeTableRecord {
    /// The id of the algorithm the table measures (Algorithm One: permutation swaps).
    pub algorithm: String,
    /// The board size, 1000.
    pub n: u32,
    /// The paper's permutation vectors in its four runs (`lab::ROLFE_ALGORITHM_ONE_N1000_PERMUTATIONS`).
    pub paper: Vec<f64>,
}

/// Rolfe (2006)'s n = 1000 table for Algorithm One: which algorithm, n, the paper's figures.
#[wasm_bindgen(js_name = rolfeTable)]
pub fn rolfe_table() -> RolfeTableRecord {
    RolfeTableRecord {
        algorithm: crate::lab::ROLFE_ALGORITHM_ONE.id().into(),
        n: 1000,
        paper: crate::lab::ROLFE_ALGORITHM_ONE_N1000_PERMUTATIONS
            .iter()
            .map(|&v| v as f64)
            .collect(),
    }
}

/// Russell & Norvig's numbers (AIMA §4.1.1, 2nd ed. Figure 5.5) as JSON (see
/// `aima::published_json`), for the Compare view's table beside ours.
#[wasm_bindgen(js_name = aimaPublishedJson)]
pub fn aima_published_json() -> String {
    crate::aima::published_json()
}

/// AIMA §4.1.1's climbs as we measure them (see `aima::Climbs`).
#[wasm_bindgen(getter_with_clone, js_name = AimaClimbs)]
#[derive(Clone)]
pub struct AimaClimbsRecord {
    /// Share of the climbs that solved, 0 to 1.
    pub solved: f64,
    /// Its standard error.
    #[wasm_bindgen(js_name = solvedError)]
    pub solved_error: f64,
    /// Mean moves of the climbs that solved.
    #[wasm_bindgen(js_name = movesSolved)]
    pub moves_solved: f64,
    /// Mean moves of the climbs that got stuck.
    #[wasm_bindgen(js_name = movesStuck)]
    pub moves_stuck: f64,
}

/// AIMA §4.1.1 measured: `runs` steepest-ascent climbs of 8-queens with at most `sideways`
/// sideways moves, no restarts (see `aima::climbs`).
///
/// # Errors
/// A master seed that is not a decimal u64.
#[wasm_bindgen(js_name = aimaClimbs)]
pub fn aima_climbs(runs: f64, sideways: f64, master: &str) -> Result<AimaClimbsRecord, JsError> {
    let c = crate::aima::climbs(8, runs as u64, sideways as u64, master_seed(master)?)
        .map_err(js_error)?;
    Ok(AimaClimbsRecord {
        solved: c.solved,
        solved_error: c.solved_error,
        moves_solved: c.moves_solved,
        moves_stuck: c.moves_stuck,
    })
}

/// AIMA 2nd ed. Figure 5.5 measured: the consistency checks of column `column`'s search
/// (`aima::AIMA_FIGURE_5_5`) to its first solution on an `n × n` board, or −1 above the
/// figure's 40 million.
///
/// # Errors
/// A column without a search (min-conflicts) or out of range, or `n` beyond 255.
#[wasm_bindgen(js_name = aimaChecks)]
pub fn aima_checks(column: usize, n: usize) -> Result<f64, JsError> {
    let options = crate::aima::AIMA_FIGURE_5_5
        .get(column)
        .and_then(|c| c.options)
        .ok_or_else(|| {
            // A programming error: the page asks for the figure's columns the core gives it.
            js_error(crate::message::Refusal::untranslated(format!(
                "Figure 5.5 has no search in column {column}"
            )))
        })?;
    let checks = crate::aima::checks_to_first_solution(n, options, crate::aima::FIGURE_5_5_CAP)
        .map_err(js_error)?;
    Ok(checks.map_or(-1.0, |c| c as f64))
}

/// Row `k` of Brassard & Bratley's queensLV table for an `n × n` board, as JSON
/// `{exact: {k, p, s, e, t}, measured: {k, runs, trials, p, s, e, t}, book}` (measured
/// values `{value, error}`; `null` where there is none; `book` for n = 8 only): see
/// `lab::brassard_bratley::row`. The same numbers as `nqueens papers --brassard-bratley`.
#[wasm_bindgen(js_name = labBrassardBratley)]
pub fn lab_brassard_bratley(
    n: usize,
    k: usize,
    runs: f64,
    master: &str,
) -> Result<String, JsError> {
    crate::lab::brassard_bratley::row_json(n, k, runs as u64, master_seed(master)?)
        .map_err(js_error)
}

/// Our measurement of Sosič & Gu's Tables 2–5 at `n` (see `lab::sosic_gu_row`), with the
/// paper's column when it has one.
#[wasm_bindgen(js_name = labSosicGu)]
pub fn lab_sosic_gu(
    n: usize,
    permutations: f64,
    runs: f64,
    master: &str,
) -> Result<SosicGuRow, JsError> {
    let row = crate::lab::sosic_gu_row(n, permutations as u64, runs as u64, master_seed(master)?)
        .map_err(js_error)?;
    let published = crate::lab::SOSIC_GU_PUBLISHED
        .iter()
        .find(|p| p.n == n)
        .map(|p| SosicGuColumn {
            collisions_per_n: p.collisions_per_n,
            collisions_per_n_error: 0.0,
            most_on_a_diagonal_min: f64::from(p.most_on_a_diagonal_min),
            most_on_a_diagonal_max: f64::from(p.most_on_a_diagonal_max),
            first_permutation_successes: p.first_permutation_successes as f64,
            max_permutations: p.max_permutations as f64,
            pairs_tested: p.pairs_tested as f64,
            swaps_tested: p.swaps_tested as f64,
        });
    Ok(SosicGuRow {
        ours: SosicGuColumn {
            collisions_per_n: row.collisions_per_n,
            collisions_per_n_error: row.collisions_per_n_error,
            most_on_a_diagonal_min: f64::from(row.most_on_a_diagonal_min),
            most_on_a_diagonal_max: f64::from(row.most_on_a_diagonal_max),
            first_permutation_successes: row.first_permutation_successes as f64,
            max_permutations: row.max_permutations as f64,
            pairs_tested: row.mean_pairs_tested,
            swaps_tested: row.mean_swaps_tested,
        },
        published,
    })
}

// ------------------------------------------------------------------ large boards

/// A large-board run for a Web Worker: one boxed solver stepped forward in budgeted slices
/// (no step back, so no checkpoints). Its queens' columns and attacked rows are handed to
/// JavaScript as typed-array views of wasm memory, never copied, and its scaled view is drawn
/// here ([`BigRun::draw_density`]), so the per-pixel loop runs in wasm.
#[wasm_bindgen]
pub struct BigRun {
    search: Box<dyn Forward>,
    steps: u64,
    /// One byte per placed row, 1 where its queen is attacked (filled by `attacked_rows`).
    attacked: Vec<u8>,
    /// The scaled view's RGBA pixels, kept between drawings.
    pixels: Vec<u8>,
    palette: Palette,
}

#[wasm_bindgen]
impl BigRun {
    /// A run of `algorithm` on an `n × n` board, up to the algorithm's large-board limit
    /// (`maxNLarge` of `algorithmsJson()`). `seed` as for [`Solver::new`].
    #[wasm_bindgen(constructor)]
    pub fn new(algorithm_id: &str, n: usize, seed: &str) -> Result<BigRun, JsError> {
        let algorithm = algorithm(algorithm_id)?;
        algorithm.check_large(n).map_err(js_error)?;
        let s = algorithm.seed_from(seed).map_err(js_error)?;
        reserve_memory(algorithm, n)?;
        let search = crate::registry::forward(algorithm, n, s).map_err(js_error)?;
        Ok(BigRun {
            search,
            steps: 0,
            attacked: Vec::new(),
            pixels: Vec::new(),
            palette: Palette::LIGHT,
        })
    }

    /// The seed as a decimal string ("" for a deterministic algorithm).
    pub fn seed(&self) -> String {
        self.search
            .seed()
            .map(|s| s.to_string())
            .unwrap_or_default()
    }

    /// Takes up to `budget` steps; returns true once solved.
    pub fn run(&mut self, budget: f64) -> bool {
        self.steps += self.search.forward_for(budget.max(1.0) as u64);
        self.is_solution()
    }

    /// True once solved.
    #[wasm_bindgen(js_name = isSolution)]
    pub fn is_solution(&self) -> bool {
        self.search.is_solved()
    }

    /// Steps taken.
    pub fn steps(&self) -> f64 {
        self.steps as f64
    }

    /// Collisions (or conflicting pairs) among the placed queens now.
    pub fn collisions(&self) -> f64 {
        self.search.collisions() as f64
    }

    /// The algorithm's counters now (as `Solver.counters`): min-conflicts' repair moves, for
    /// one, which the steps (a placement per row, then the moves) hide.
    pub fn counters(&self) -> Vec<CounterRecord> {
        self.search
            .counters()
            .into_iter()
            .map(counter_record)
            .collect()
    }

    /// Rows 1..k holding their queen so far (k ≤ n); the view reads that many columns.
    pub fn placed(&self) -> usize {
        self.search.columns().len()
    }

    /// The 0-based columns of rows 0..`placed()`, as a `Uint32Array` **view of wasm
    /// memory** (no copy). Read it at once: any later call into the core may move the
    /// columns or grow the memory, which leaves the view stale or empty.
    pub fn queens(&self) -> Uint32Array {
        // SAFETY: the view is handed straight to JavaScript, which reads it before calling
        // into the module again (see above); no Rust code runs while it is read.
        unsafe { Uint32Array::view(self.search.columns()) }
    }

    /// One byte per placed row, 1 where another placed queen attacks its queen (from the
    /// solver's own counts, refreshed by this call), as a `Uint8Array` **view of wasm
    /// memory**: read it at once, as for [`BigRun::queens`].
    pub fn attacked(&mut self) -> Uint8Array {
        let attacked = self.attacked_rows();
        // SAFETY: as in `queens`; the bytes live in `self.attacked` until the next call.
        unsafe { Uint8Array::view(attacked) }
    }

    /// The scaled view's colours, each `#rrggbb`: the empty board, queens at full density,
    /// attacked queens. Throws on any other form.
    #[wasm_bindgen(js_name = setPalette)]
    pub fn set_palette(&mut self, paper: &str, ink: &str, warn: &str) -> Result<(), JsError> {
        self.palette = Palette {
            paper: Rgb::from_hex(paper).map_err(js_error)?,
            ink: Rgb::from_hex(ink).map_err(js_error)?,
            warn: Rgb::from_hex(warn).map_err(js_error)?,
        };
        Ok(())
    }

    /// Draws rows `row..row + size`, columns `col..col + size` (0-based) of the board,
    /// scaled, onto the whole of `ctx`'s canvas (square: its width), queens shaded by density
    /// and attacked ones in the warning colour (see `nqueens::scaled::draw_density`): the
    /// pixels are computed in wasm memory and put as an `ImageData` read straight from it.
    /// Returns the queens in the region. Throws if the canvas refuses the image.
    #[wasm_bindgen(js_name = drawDensity)]
    pub fn draw_density(
        &mut self,
        ctx: &OffscreenCanvasRenderingContext2d,
        row: usize,
        col: usize,
        size: usize,
    ) -> Result<usize, JsError> {
        self.attacked_rows();
        let width = ctx.canvas().width() as usize;
        let region = Region { row, col, size };
        let in_view = scaled::draw_density(
            self.search.columns(),
            &self.attacked,
            self.search.n(),
            region,
            width,
            &self.palette,
            &mut self.pixels,
        );
        let side = width.max(1) as u32;
        let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&self.pixels), side, side)
            .map_err(|e| js_error(crate::refusals::canvas(&format!("{e:?}"))))?;
        ctx.put_image_data(&image, 0.0, 0.0)
            .map_err(|e| js_error(crate::refusals::canvas(&format!("{e:?}"))))?;
        Ok(in_view)
    }

    /// Checks the board with the independent verifier (false until solved).
    pub fn verified(&self) -> bool {
        self.is_solution() && crate::verify::verify(self.search.n(), self.search.columns()).is_ok()
    }
}

/// Asks for the memory a large-board run of `algorithm` on n queens will need at its peak
/// (n × its registry `large_bytes_per_queen`) and gives it back to the allocator at once:
/// the wasm memory grows to hold it (it never shrinks), and the solver's own allocations then
/// fit in it. Wasm32 cannot go past 4 GB, and a browser may grant less: a refusal is a
/// message naming the memory asked for, where an allocation failing later in the run would
/// abort the module.
fn reserve_memory(algorithm: Algorithm, n: usize) -> Result<(), JsError> {
    let per_queen = algorithm.description().large_bytes_per_queen;
    let refused = |bytes: u64| {
        js_error(crate::refusals::memory(
            bytes.div_ceil(1_000_000),
            n as u64,
            algorithm.description(),
            per_queen,
        ))
    };
    let bytes = n as u64 * per_queen as u64;
    let size = usize::try_from(bytes).map_err(|_| refused(bytes))?;
    let mut reserve: Vec<u8> = Vec::new();
    reserve
        .try_reserve_exact(size)
        .map_err(|_| refused(bytes))?;
    Ok(())
}

impl BigRun {
    /// Marks the rows whose queen another placed queen attacks (same column or diagonal),
    /// from the solver's own counts: one byte per row (1 attacked, 0 not), `placed()` of
    /// them. O(n); the bytes live in a buffer the run keeps and reuses.
    pub fn attacked_rows(&mut self) -> &[u8] {
        self.search.attacked_rows(&mut self.attacked);
        &self.attacked
    }
}

// ------------------------------------------------------------------ counting

/// How many counting tasks Q(n) splits into (see `count::tasks`); tasks are numbered
/// `0..countTasks(n)` and run by `countTask`. Throws unless `1 ≤ n ≤ 20`.
#[wasm_bindgen(js_name = countTasks)]
pub fn count_tasks(n: usize) -> Result<usize, JsError> {
    Ok(crate::count::tasks(n).map_err(js_error)?.len())
}

/// Runs counting task `index` of `countTasks(n)`: `[solutions, fundamental]`, the share of
/// Q(n) (OEIS A000170) and of the fundamental solutions (A002562) it stands for, with the
/// kernel named `kernel` (one of `countKernels()`; undefined: the fastest, SIMD128). Throws
/// unless `1 ≤ n ≤ 20`, `index < countTasks(n)` and the kernel is one of those.
#[wasm_bindgen(js_name = countTask)]
pub fn count_task(n: usize, index: usize, kernel: Option<String>) -> Result<Vec<f64>, JsError> {
    let kernel = match kernel.as_deref() {
        None => Kernel::best(),
        Some(name) => Kernel::available()
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| js_error(crate::refusals::counting_kernel(name, &count_kernels())))?,
    };
    let count = crate::count::count_task_with(n, index, kernel).map_err(js_error)?;
    Ok(vec![count.solutions as f64, count.fundamental as f64])
}

/// The counting kernels this build runs, the fastest first: `["simd128", "scalar"]`.
#[wasm_bindgen(js_name = countKernels)]
pub fn count_kernels() -> Vec<String> {
    let mut kernels: Vec<String> = Kernel::available()
        .iter()
        .map(|k| k.name().into())
        .collect();
    kernels.reverse();
    kernels
}

/// A core message (src/message.rs) as JSON, `{id, args}`, for the page's `say`
/// (www/i18n.js).
fn exercise_message(message: &crate::message::Message) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// The exercise a class code names, or `None` with the problem in words (for the field's
/// message).
fn class_code(text: &str) -> Result<crate::exercise::ClassCode, JsError> {
    text.parse().map_err(js_error)
}

/// The exercise family ("BT", "FC", "MRV", "MAC", "LCV", "RP", "QS1", …) performing
/// `algorithm_id` with exactly `params` (as an address writes them), or `None` when the
/// algorithm has none with these parameters (backtracking with MAC and MRV together, hill
/// climbing with sideways moves, say).
#[wasm_bindgen(js_name = exerciseFamily)]
pub fn exercise_family(algorithm_id: &str, params: &str) -> Option<String> {
    let algorithm: Algorithm = algorithm_id.parse().ok()?;
    let params = Params::parse_query(algorithm.description(), params).ok()?;
    crate::exercise::Family::of(algorithm, &params).map(|f| f.code().to_string())
}

/// The exercises, in the page's order, as JSON: `[{code, name, task, nameMessage,
/// taskMessage, algorithm, params}]` (`exercise::Family`; `name` and `task` in English, the
/// messages `{id, args}` for the page's language), for the teacher's Exercise select.
#[wasm_bindgen(js_name = exerciseFamiliesJson)]
pub fn exercise_families_json() -> String {
    let families: Vec<serde_json::Value> = crate::exercise::Family::all()
        .iter()
        .map(|f| {
            serde_json::json!({
                "code": f.code(),
                "name": f.name(),
                "task": f.task(),
                "nameMessage": f.name_message(),
                "taskMessage": f.task_message(),
                "algorithm": f.algorithm().id(),
                "params": f.params(),
            })
        })
        .collect();
    serde_json::Value::Array(families).to_string()
}

/// A new class code for the family `family` (its code, as `exerciseFamily` gives), its seed
/// fresh from `crypto.getRandomValues`. Throws on an unknown family.
#[wasm_bindgen(js_name = newClassCode)]
pub fn new_class_code(family: &str) -> Result<String, JsError> {
    let family: crate::exercise::Family = family.parse().map_err(js_error)?;
    let seed = getrandom::u64().map_err(|e| js_error(e.to_string()))?;
    Ok(crate::exercise::ClassCode::new(family, seed).to_string())
}

/// A learner's name as the instances hash it (spaces trimmed and collapsed, lower case:
/// `exercise::normalize_learner`), so that one learner is one key however the name is typed.
/// Throws on a name longer than 60 characters.
#[wasm_bindgen(js_name = learnerKey)]
pub fn learner_key(learner: &str) -> Result<String, JsError> {
    crate::exercise::normalize_learner(learner).map_err(js_error)
}

/// The problem with a class code as typed, or `None` when it reads (then
/// `normalizedClassCode` gives its canonical form): an `Error` as the bindings throw
/// (`message` in English, `l10n` its message `exercise-error-class-code`), returned.
#[wasm_bindgen(js_name = classCodeProblem)]
pub fn class_code_problem(text: &str) -> Option<JsValue> {
    text.parse::<crate::exercise::ClassCode>()
        .err()
        .map(problem)
}

/// A class code in its canonical form ("fc-7kq2m9" → "FC-7KQ2M9"). Throws on a bad code.
#[wasm_bindgen(js_name = normalizedClassCode)]
pub fn normalized_class_code(text: &str) -> Result<String, JsError> {
    Ok(class_code(text)?.to_string())
}

/// The question on show in an exercise.
#[wasm_bindgen(getter_with_clone, js_name = ExerciseQuestion)]
#[derive(Clone)]
pub struct ExerciseQuestionRecord {
    /// What it asks (`exercise::Ask::kind`: "next-square", "prunes", "arc-prunes",
    /// "next-row", "successor", "repair", "landing", "chance", "crossover", "passes", "swap"
    /// or "formula"), for scripts and tests.
    pub kind: String,
    /// How the answer is given (`exercise::Ask::form`): "square", "squares", "columns",
    /// "row", "choice" or "percent". The page collects answers by form alone.
    pub form: String,
    /// The labels of the answers given by a button ("Backtrack", "Stuck", "Wipe-out", "Yes:
    /// it passes", …), in order, as a JSON array of messages (`{id, args}`,
    /// src/message.rs), for the page's `say`.
    #[wasm_bindgen(js_name = optionMessages)]
    pub option_messages: String,
    /// Their answer tokens, for `answerToken`, in the same order.
    #[wasm_bindgen(js_name = optionTokens)]
    pub option_tokens: Vec<String>,
    /// The question in words, as a message in JSON (`{id, args}`), for the page's `say`.
    #[wasm_bindgen(js_name = promptMessage)]
    pub prompt_message: String,
    /// Its number, 1-based.
    pub step: usize,
    /// The instance's steps.
    pub total: usize,
    /// The row the question is about, 1-based (the row filled by "landing"; for "prunes"
    /// and "arc-prunes" the queen's row), 0 for none.
    pub row: usize,
    /// For "prunes" and "arc-prunes", the queen's column, 1-based (the queen is drawn
    /// placed while its prunes are asked); else 0.
    pub col: usize,
    /// For "arc-prunes", the squares forward checking removed just before, 1-based (row,
    /// column) pairs flattened (drawn crossed out while it is asked); else empty.
    pub removed: Vec<u32>,
}

/// A verdict on an answer.
#[wasm_bindgen(getter_with_clone, js_name = ExerciseVerdict)]
#[derive(Clone)]
pub struct ExerciseVerdictRecord {
    /// The answer was right.
    pub right: bool,
    /// The verdict may be shown now (false at the end's grading until the last step).
    pub shown: bool,
    /// Right or not, and why, as a message in JSON (`{id, args}`, for the page's `say`); ""
    /// while hidden.
    pub message: String,
}

/// An exercise's score.
#[wasm_bindgen(getter_with_clone, js_name = ExerciseScore)]
#[derive(Clone)]
pub struct ExerciseScoreRecord {
    /// Steps right at the first try.
    pub right: usize,
    /// Steps answered.
    pub answered: usize,
    /// The instance's steps.
    pub total: usize,
    /// Wrong steps fixed.
    pub fixes: usize,
    /// Wrong answers undone.
    pub undos: usize,
    /// The model answer was opened: no credit.
    #[wasm_bindgen(js_name = modelOpened)]
    pub model_opened: bool,
    /// The credit, 0 to 1.
    pub credit: f64,
}

/// One learner performing one instance of an exercise (`exercise::Session`), with the
/// class code, name and attempt that drew it. The page's board follows `algorithm()`,
/// `params()`, `n()`, `seed()` move for move (`position()`).
#[wasm_bindgen]
pub struct Exercise {
    session: crate::exercise::Session,
    class: crate::exercise::ClassCode,
    learner: String,
    attempt: u32,
}

#[wasm_bindgen]
impl Exercise {
    /// The instance of attempt `attempt` (1, 2, …) of `learner` in `class` (a class code),
    /// graded by `mode` ("fix", "undo" or "end"), with `answers` replayed (the tokens of
    /// `answers()`, to restore a saved attempt). Throws on a bad class code, mode, name
    /// (longer than 60 characters) or answer, naming it.
    #[wasm_bindgen(constructor)]
    pub fn new(
        class: &str,
        learner: &str,
        attempt: u32,
        mode: &str,
        answers: Vec<String>,
    ) -> Result<Exercise, JsError> {
        let class = class_code(class)?;
        let mode: crate::exercise::Mode = mode.parse().map_err(js_error)?;
        let instance = crate::exercise::Instance::personal(class, learner, attempt.max(1))
            .map_err(js_error)?;
        let tokens: Vec<&str> = answers.iter().map(String::as_str).collect();
        let session =
            crate::exercise::Session::replay(instance, mode, &tokens).map_err(js_error)?;
        Ok(Exercise {
            session,
            class,
            learner: learner.trim().to_string(),
            attempt: attempt.max(1),
        })
    }

    /// The exercise's step a guided lesson's slide asks (`ask: exercise`): the questions of
    /// the algorithm's next move on the slide's own board, `algorithm_id` with `params` (as
    /// an address writes them), `n`, `seed` (decimal; blank for 0), from move `start`
    /// (`lesson::exercise_step`; `exercise::Session::next_move`), graded by "fix". Its class
    /// code is the family's with seed 0 (it draws nothing: no learner, no attempt). Throws
    /// on an unknown algorithm, parameters no exercise performs, or no move left to ask
    /// about, in words.
    #[wasm_bindgen(js_name = atMove)]
    pub fn at_move(
        algorithm_id: &str,
        params: &str,
        n: usize,
        seed: &str,
        start: f64,
    ) -> Result<Exercise, JsError> {
        let algorithm = algorithm(algorithm_id)?;
        let params = params_of(algorithm, Some(params))?;
        let seed = if seed.trim().is_empty() {
            0
        } else {
            seed::parse_seed(seed).map_err(js_error)?
        };
        let instance =
            crate::exercise::Instance::at(algorithm, &params, n, seed, start.max(0.0) as u64)
                .map_err(js_error)?;
        let session = crate::exercise::Session::next_move(instance, crate::exercise::Mode::Fix)
            .map_err(js_error)?;
        if session.question().is_none() {
            return Err(js_error(crate::refusals::no_question(instance.start)));
        }
        Ok(Exercise {
            session,
            class: crate::exercise::ClassCode::new(instance.family, 0),
            learner: String::new(),
            attempt: 1,
        })
    }

    /// The class code, canonical.
    #[wasm_bindgen(js_name = classCode)]
    pub fn class_code(&self) -> String {
        self.class.to_string()
    }
    /// The family's code ("BT", …).
    pub fn family(&self) -> String {
        self.class.family.code().into()
    }
    /// The exercise's name ("Be the backtracker", …), in English.
    pub fn name(&self) -> String {
        self.class.family.name().into()
    }
    /// The exercise's name as a message in JSON (`{id, args}`), for the page's `say`.
    #[wasm_bindgen(js_name = nameMessage)]
    pub fn name_message(&self) -> String {
        exercise_message(&self.class.family.name_message())
    }
    /// What the learner does, in English.
    pub fn task(&self) -> String {
        self.class.family.task().into()
    }
    /// What the learner does, as a message in JSON.
    #[wasm_bindgen(js_name = taskMessage)]
    pub fn task_message(&self) -> String {
        exercise_message(&self.class.family.task_message())
    }
    /// The attempt (1, 2, …).
    pub fn attempt(&self) -> u32 {
        self.attempt
    }
    /// The algorithm's id.
    pub fn algorithm(&self) -> String {
        self.class.family.algorithm().id().into()
    }
    /// The algorithm's parameters, as an address writes them.
    pub fn params(&self) -> String {
        self.class.family.params().into()
    }
    /// The board size.
    pub fn n(&self) -> usize {
        self.session.instance().n
    }
    /// The solver's seed, decimal.
    pub fn seed(&self) -> String {
        self.session.instance().seed.to_string()
    }
    /// The moves made before the first question.
    pub fn start(&self) -> f64 {
        self.session.instance().start as f64
    }
    /// The instance as data ("n = 6, seed 123456", as the CSV of checked codes writes it).
    pub fn instance(&self) -> String {
        self.session.instance().to_string()
    }
    /// The instance in words, as a message in JSON (`exercise::Instance::message`).
    #[wasm_bindgen(js_name = instanceMessage)]
    pub fn instance_message(&self) -> String {
        exercise_message(&self.session.instance().message())
    }
    /// The line naming the instance above the question, as the teacher's view and `nqueens
    /// exercise key` name it too ("Class FC-7KQ2M9, Ada, attempt 1: n = 6, from move 14";
    /// `exercise::header_message`), as a message in JSON.
    #[wasm_bindgen(js_name = headerMessage)]
    pub fn header_message(&self) -> String {
        exercise_message(&crate::exercise::header_message(
            self.class,
            &self.learner,
            self.attempt,
            &self.session.instance(),
        ))
    }
    /// The grading mode ("fix", "undo" or "end").
    pub fn mode(&self) -> String {
        self.session.mode().id().into()
    }
    /// Moves the algorithm has made: where the page's board must stand.
    pub fn position(&self) -> f64 {
        self.session.position() as f64
    }
    /// The question on show, or `undefined` once every step is answered.
    pub fn question(&self) -> Option<ExerciseQuestionRecord> {
        use crate::exercise::Ask;
        let q = self.session.question()?;
        let score = self.session.score();
        let (row, col) = match q.ask {
            Ask::Landing { row } => (row + 1, 0),
            Ask::Prunes { square: (r, c), .. } | Ask::ArcPrunes { square: (r, c), .. } => {
                (r + 1, c + 1)
            }
            _ => (0, 0),
        };
        let options = q.ask.option_messages();
        let labels: Vec<&crate::message::Message> =
            options.iter().map(|(label, _)| label).collect();
        Some(ExerciseQuestionRecord {
            kind: q.ask.kind().into(),
            form: q.ask.form().into(),
            option_messages: serde_json::to_string(&labels).unwrap_or_default(),
            removed: match &q.ask {
                Ask::ArcPrunes { removed, .. } => removed
                    .iter()
                    .flat_map(|&(r, c)| [r as u32 + 1, c as u32 + 1])
                    .collect(),
                _ => Vec::new(),
            },
            option_tokens: options.iter().map(|(_, answer)| answer.token()).collect(),
            prompt_message: exercise_message(&q.prompt_message()),
            step: self.session.step_number(),
            total: score.total,
            row,
            col,
        })
    }
    /// Answers with a square (1-based): the square tried next, the square a queen moves to,
    /// or (for the form "row") any square of the row.
    #[wasm_bindgen(js_name = answerSquare)]
    pub fn answer_square(&mut self, row: usize, col: usize) -> ExerciseVerdictRecord {
        use crate::exercise::Answer;
        let n = self.n();
        if !(1..=n).contains(&row) || !(1..=n).contains(&col) {
            return self
                .refuse(crate::message::Message::new("exercise-refused-square").arg("n", n));
        }
        let answer = match self.session.question().map(|q| q.ask.form()) {
            Some("row") => Answer::Row(row - 1),
            _ => Answer::Square {
                row: row - 1,
                col: col - 1,
            },
        };
        self.grade(answer)
    }
    /// Answers with a token (`exercise::Answer::token`): one of the question's
    /// `optionTokens`, or a chance typed, "c" and a whole percent ("c37"). A token that does
    /// not read is refused with a message and not graded.
    #[wasm_bindgen(js_name = answerToken)]
    pub fn answer_token(&mut self, token: &str) -> ExerciseVerdictRecord {
        match crate::exercise::Answer::parse_token(token, self.n()) {
            Ok(answer) => self.grade(answer),
            Err(why) => self.refuse(
                crate::message::Message::new("exercise-refused-token").arg("why", why.message),
            ),
        }
    }
    /// Answers a set of squares, `squares` their 1-based (row, column) pairs flattened: the
    /// squares pruned ("prunes"), or the landing squares of the row ("landing", their
    /// columns taken; empty: a dead end).
    #[wasm_bindgen(js_name = answerSquares)]
    pub fn answer_squares(&mut self, squares: Vec<u32>) -> ExerciseVerdictRecord {
        use crate::exercise::Answer;
        let n = self.n() as u32;
        if !squares.len().is_multiple_of(2) || squares.iter().any(|&v| !(1..=n).contains(&v)) {
            return self
                .refuse(crate::message::Message::new("exercise-refused-squares").arg("n", n));
        }
        let pairs = squares
            .chunks(2)
            .map(|p| (p[0] as usize - 1, p[1] as usize - 1));
        let answer = match self.session.question().map(|q| q.ask.form()) {
            Some("columns") => Answer::Columns(pairs.map(|(_, c)| c).collect()),
            _ => Answer::Squares(pairs.collect()),
        };
        self.grade(answer)
    }
    /// One step of the model answer: the algorithm's own answer is made (no credit for this
    /// instance from now on). Returns it in words as a message in JSON, or `undefined` once
    /// every step is done.
    #[wasm_bindgen(js_name = modelStep)]
    pub fn model_step(&mut self) -> Option<String> {
        self.session
            .model_step()
            .map(|a| exercise_message(&a.message()))
    }
    /// Takes back the last answer (at the end's grading only); false when it cannot.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }
    /// True once every step is answered.
    pub fn finished(&self) -> bool {
        self.session.finished()
    }
    /// The score so far.
    pub fn score(&self) -> ExerciseScoreRecord {
        let s = self.session.score();
        ExerciseScoreRecord {
            right: s.right,
            answered: s.answered,
            total: s.total,
            fixes: s.fixes,
            undos: s.undos,
            model_opened: s.model_opened,
            credit: s.credit(),
        }
    }
    /// The verdict at the end (score, first mismatch), as a message in JSON.
    #[wasm_bindgen(js_name = summaryMessage)]
    pub fn summary_message(&self) -> String {
        exercise_message(&self.session.summary_message())
    }
    /// The answers given, as completion-code tokens ("m" for a model step, "u" where the
    /// last answer was taken back; `exercise::Session::tokens`): what restores the attempt
    /// (`new`'s `answers`).
    pub fn answers(&self) -> Vec<String> {
        self.session.tokens().to_vec()
    }
    /// The answers in force as JSON (`[{step, question, answer, token, right, algorithm}]`,
    /// `question`, `answer` and `algorithm` as messages `{id, args}` (`answer` null for a
    /// step of the model answer), `token` the answer's token), for the learner's download:
    /// an answer taken back (the end's grading) is not among them; `answers()` lists every
    /// answer given, in order.
    #[wasm_bindgen(js_name = logJson)]
    pub fn log_json(&self) -> String {
        let entries: Vec<serde_json::Value> = self
            .session
            .log()
            .iter()
            .map(|e| {
                serde_json::json!({
                    "step": e.step,
                    "question": e.question.prompt_message(),
                    "answer": e.answer.as_ref().map(crate::exercise::Answer::message),
                    "token": e.token(),
                    "right": e.right,
                    "algorithm": e.question.model.message(),
                })
            })
            .collect();
        serde_json::Value::Array(entries).to_string()
    }
    /// The completion code after `seconds` (see `exercise::Session::completion_code`).
    #[wasm_bindgen(js_name = completionCode)]
    pub fn completion_code(&self, seconds: f64) -> String {
        self.session.completion_code(
            self.class,
            &self.learner,
            self.attempt,
            seconds.max(0.0) as u64,
        )
    }

    fn grade(&mut self, answer: crate::exercise::Answer) -> ExerciseVerdictRecord {
        let v = self.session.answer(answer);
        ExerciseVerdictRecord {
            right: v.right,
            shown: v.shown,
            message: v.message.as_ref().map(exercise_message).unwrap_or_default(),
        }
    }
    fn refuse(&self, why: crate::message::Message) -> ExerciseVerdictRecord {
        ExerciseVerdictRecord {
            right: false,
            shown: true,
            message: exercise_message(&why),
        }
    }
}

/// The answer keys of learners of a class, for the teacher's view (`exercise::AnswerKey`,
/// each as `nqueens exercise key --json` prints it, its words as messages `{id, args}`:
/// `AnswerKey::json_messages`): the learners of `names`, one a line
/// (blank lines skipped; a learner named again, however spaced or capitalized, listed once),
/// attempt `attempt` (1, 2, …) of class code `class`. Returns JSON `{keys: [key], refused:
/// [{line, name, why}]}`, `refused` naming each line left out and why (a name too long, a
/// repeat: a message `{id, args}`, src/message.rs, for the page's `say`). Throws on a bad
/// class code or attempt, naming it.
#[wasm_bindgen(js_name = answerKeysJson)]
pub fn answer_keys_json(class: &str, names: &str, attempt: f64) -> Result<String, JsError> {
    use crate::exercise::{normalize_learner, AnswerKey};
    let class = class_code(class)?;
    if !(attempt.fract() == 0.0 && (1.0..=f64::from(u32::MAX)).contains(&attempt)) {
        return Err(js_error(crate::refusals::attempt()));
    }
    let attempt = attempt as u32;
    let mut keys = Vec::new();
    let mut refused = Vec::new();
    let mut seen: Vec<(String, usize)> = Vec::new();
    for (i, name) in names.lines().enumerate() {
        if name.trim().is_empty() {
            continue;
        }
        let mut refuse = |why: crate::message::Refusal| {
            refused.push(
                serde_json::json!({ "line": i + 1, "name": name.trim(), "why": why.message }),
            );
        };
        if let Ok(normal) = normalize_learner(name) {
            if let Some((_, line)) = seen.iter().find(|(n, _)| *n == normal) {
                refuse(crate::refusals::same_learner(*line));
                continue;
            }
            seen.push((normal, i + 1));
        }
        match AnswerKey::new(class, name, attempt) {
            Ok(key) => keys.push(key.json_messages()),
            Err(why) => refuse(why),
        }
    }
    Ok(format!(
        "{{\"keys\":[{}],\"refused\":{}}}",
        keys.join(","),
        serde_json::Value::Array(refused)
    ))
}

/// Completion codes re-graded (`nqueens exercise check` in the page): `codes`, one a line,
/// blank lines skipped. Returns JSON `{csv, rows: [{line, learner, learnerKey (the name as
/// hashed: one learner however typed), class, attempt, score, right, total, …}], refused:
/// [{line, who (whose it says it is, or null), why}]}`, `why` a message `{id, args}`
/// (src/message.rs) for the page's `say`; the CSV holds the codes checked, not the refused.
#[wasm_bindgen(js_name = checkCompletionCodes)]
pub fn check_completion_codes(codes: &str) -> String {
    let mut csv = vec![crate::exercise::Checked::CSV_HEADER.to_string()];
    let mut rows = Vec::new();
    let mut refused = Vec::new();
    for (i, line) in codes.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match crate::exercise::check_code(line) {
            Ok(c) => {
                csv.push(c.csv_row());
                rows.push(serde_json::json!({
                    "line": i + 1,
                    "class": c.class.to_string(),
                    "learner": c.learner,
                    "learnerKey": crate::exercise::normalize_learner(&c.learner).unwrap_or_default(),
                    "attempt": c.attempt,
                    "exercise": c.class.family.name(),
                    "instance": c.instance.to_string(),
                    "grading": c.mode.id(),
                    "right": c.score.right,
                    "total": c.score.total,
                    "score": c.score.credit(),
                    "fixes": c.score.fixes,
                    "undos": c.score.undos,
                    "modelOpened": c.score.model_opened,
                    "finished": c.finished,
                    "seconds": c.seconds,
                }));
            }
            Err(why) => refused.push(serde_json::json!({
                "line": i + 1,
                "who": crate::exercise::code_owner(line),
                "why": why.message,
            })),
        }
    }
    serde_json::json!({ "csv": csv.join("\n") + "\n", "rows": rows, "refused": refused })
        .to_string()
}

// ------------------------------------------------------------------ SCORM packages

/// The package of class `class`'s exercise for SCORM `version` ("1.2" or "2004") passed at
/// `mastery` percent (a whole number from 0 to 100).
fn scorm_package_of(
    class: &str,
    version: &str,
    mastery: f64,
) -> Result<crate::scorm::Package, JsError> {
    crate::scorm::Package::new(
        class_code(class)?,
        version.parse().map_err(js_error)?,
        mastery_of(mastery)?,
    )
    .map_err(js_error)
}

/// A mastery score as JavaScript gives it: a whole percentage from 0 to 100, else an error
/// in words (`refusals::mastery`).
fn mastery_of(mastery: f64) -> Result<u8, JsError> {
    if !(mastery.fract() == 0.0 && (0.0..=100.0).contains(&mastery)) {
        return Err(js_error(crate::refusals::mastery(mastery)));
    }
    Ok(mastery as u8)
}

/// A package's two files and its zip's name, as the page zips them.
fn files_record(files: [(&'static str, String); 2], file_name: String) -> ScormPackageFilesRecord {
    let [(manifest_name, manifest), (page_name, page)] = files;
    ScormPackageFilesRecord {
        manifest_name: manifest_name.into(),
        manifest,
        page_name: page_name.into(),
        page,
        file_name,
    }
}

/// A package's files made by `files`, their titles (the manifest's, what the LMS shows) said
/// by the page's `say`: a function from a message's JSON (`{id, args}`) to its text in the
/// page's language (`www/i18n.js`'s `say`), so the package is made in the page's language as
/// the CLI makes one in its `--lang`. Throws in words when `files` refuses, or when `say`
/// throws or gives no text.
fn said_files(
    say: &js_sys::Function,
    files: impl FnOnce(
        crate::scorm::Say,
    ) -> Result<[(&'static str, String); 2], crate::message::Refusal>,
) -> Result<[(&'static str, String); 2], JsError> {
    let unsaid = std::cell::RefCell::new(None);
    let said = |message: &crate::message::Message| {
        let json = JsValue::from_str(&exercise_message(message));
        match say.call1(&JsValue::NULL, &json) {
            Ok(text) if text.is_string() => text.as_string().unwrap_or_default(),
            Ok(other) => {
                unsaid.replace(Some(other));
                String::new()
            }
            Err(thrown) => {
                unsaid.replace(Some(thrown));
                String::new()
            }
        }
    };
    let files = files(&said).map_err(js_error)?;
    if let Some(why) = unsaid.into_inner() {
        return Err(JsError::new(&format!(
            "the page's say gave no text for a package's title: {why:?}"
        )));
    }
    Ok(files)
}

/// The files of a SCORM package (`scorm::Package::files`), for the page to zip.
#[wasm_bindgen(getter_with_clone, js_name = ScormPackageFiles)]
pub struct ScormPackageFilesRecord {
    /// The manifest's name in the zip: "imsmanifest.xml", at its root.
    #[wasm_bindgen(js_name = manifestName)]
    pub manifest_name: String,
    /// The manifest's text.
    pub manifest: String,
    /// The page's name in the zip: "nqueens-visualizer.html".
    #[wasm_bindgen(js_name = pageName)]
    pub page_name: String,
    /// The page's text: the single file with its `<meta name="nqueens-scorm">`.
    pub page: String,
    /// The zip's suggested name ("nqueens-BT-7KQ2M9-scorm12.zip").
    #[wasm_bindgen(js_name = fileName)]
    pub file_name: String,
}

/// The files of the SCORM package of class `class`'s exercise for SCORM `version` ("1.2" or
/// "2004") passed at `mastery` percent, the page a copy of `single_file` (the text of
/// nqueens-visualizer.html), the manifest's titles said by `say` in the page's language
/// (`said_files`): the files `nqueens exercise scorm` zips in that language. Throws in words
/// (a bad class code, version or mastery score, a file that is not the single file).
#[wasm_bindgen(js_name = scormPackageFiles)]
pub fn scorm_package_files(
    single_file: &str,
    class: &str,
    version: &str,
    mastery: f64,
    say: &js_sys::Function,
) -> Result<ScormPackageFilesRecord, JsError> {
    let package = scorm_package_of(class, version, mastery)?;
    Ok(files_record(
        said_files(say, |say| package.files(single_file, say))?,
        package.file_name(),
    ))
}

/// The files of the SCORM package of a guided lesson (`scorm::LessonPackage::files`): the
/// built-in lesson `lesson` (its id; titled as its translation into `lesson_lang`, the
/// language of the built-in lessons the page opens, `scorm::LessonPackage::builtin_in`), or
/// with `own_text` a teacher's own lesson file (checked whole), for SCORM `version` ("1.2"
/// or "2004") passed at `mastery` percent, the page a copy of `single_file`, the manifest's
/// titles said by `say` in the page's language (`said_files`): the files `nqueens lesson
/// scorm` zips in that language. Throws in words (an unknown lesson, an own lesson refused
/// with its line, a bad version or mastery score, a file that is not the single file).
#[wasm_bindgen(js_name = scormLessonPackageFiles)]
pub fn scorm_lesson_package_files(
    single_file: &str,
    lesson: &str,
    own_text: Option<String>,
    version: &str,
    mastery: f64,
    lesson_lang: &str,
    say: &js_sys::Function,
) -> Result<ScormPackageFilesRecord, JsError> {
    let mastery = mastery_of(mastery)?;
    let version = version.parse().map_err(js_error)?;
    let package = match own_text {
        Some(text) => crate::scorm::LessonPackage::own(&text, version, mastery),
        None => crate::scorm::LessonPackage::builtin_in(lesson, lesson_lang, version, mastery),
    }
    .map_err(js_error)?;
    Ok(files_record(
        said_files(say, |say| package.files(single_file, say))?,
        package.file_name(),
    ))
}

/// What a package's page's `<meta name="nqueens-scorm">` says, as JSON: `{kind: "exercise",
/// classCode, version ("1.2" or "2004"), mastery (percent), title (the manifest's item title
/// as a message, `{id, args}`, for `say`), suspendLimit (characters)}` for a class's
/// exercise, or `{kind: "lesson", lesson (its id), lessonText (an own lesson's file, or null
/// for a built-in one), version, mastery, title (its item title as a message, a built-in
/// lesson's title English's), suspendLimit}` for a guided lesson (`scorm::Packaged`). Throws in words on a content that
/// does not read.
#[wasm_bindgen(js_name = scormPackageConfig)]
pub fn scorm_package_config(content: &str) -> Result<String, JsError> {
    use crate::scorm::{Packaged, PackagedLesson};
    Ok(
        match crate::scorm::Packaged::from_meta_content(content).map_err(js_error)? {
            Packaged::Exercise(package) => serde_json::json!({
                "kind": "exercise",
                "classCode": package.class.to_string(),
                "version": package.version.id(),
                "mastery": package.mastery,
                "title": package.title(),
                "suspendLimit": package.version.suspend_limit(),
            }),
            Packaged::Lesson(package) => serde_json::json!({
                "kind": "lesson",
                "lesson": package.lesson.id(),
                "lessonText": match &package.lesson {
                    PackagedLesson::Own { text, .. } => Some(text.as_str()),
                    PackagedLesson::Builtin { .. } => None,
                },
                "version": package.version.id(),
                "mastery": package.mastery,
                "title": package.title(),
                "suspendLimit": package.version.suspend_limit(),
            }),
        }
        .to_string(),
    )
}

/// The `cmi.suspend_data` of an attempt (`scorm::suspend_data`): `done`, the best finished
/// attempt's score from 0 to 1 (`undefined` for none), `kept`, the best score of the
/// attempts before or held by the LMS, and the attempt's completion code.
#[wasm_bindgen(js_name = scormSuspendData)]
pub fn scorm_suspend_data(done: Option<f64>, kept: f64, code: &str) -> String {
    crate::scorm::suspend_data(done, kept, code)
}

/// The attempt `data` (a `cmi.suspend_data`) holds for `learner` in class `class`, as JSON:
/// `{attempt, mode, seconds, answers (tokens), finished, done (0 to 1, or null), kept (0 to
/// 1)}`. Throws in
/// words on data that is corrupt, of another version, class or learner (`scorm::resume`).
#[wasm_bindgen(js_name = scormResume)]
pub fn scorm_resume(data: &str, class: &str, learner: &str) -> Result<String, JsError> {
    let resumed = crate::scorm::resume(data, class_code(class)?, learner).map_err(js_error)?;
    Ok(serde_json::json!({
        "attempt": resumed.attempt,
        "mode": resumed.mode.id(),
        "seconds": resumed.seconds,
        "answers": resumed.answers,
        "finished": resumed.finished,
        "done": resumed.done,
        "kept": resumed.kept,
    })
    .to_string())
}

// ------------------------------------------------------------------ lessons

/// A built-in lesson in the list (see `lesson::BUILTIN`).
#[wasm_bindgen(getter_with_clone, js_name = LessonInfo)]
#[derive(Clone)]
pub struct LessonInfo {
    /// Its id, for `lesson(id)` and the address's `lesson=`.
    pub id: String,
    /// Its title (plain text).
    pub title: String,
    /// One line about it (plain text).
    pub summary: String,
    /// How many slides it has.
    pub slides: u32,
}

/// A lesson, parsed, checked and resolved by the core (see `lesson::Lesson`).
#[wasm_bindgen(getter_with_clone, js_name = LessonRecord)]
#[derive(Clone)]
pub struct LessonRecord {
    /// Its id.
    pub id: String,
    /// Its title (plain text: set it as text, not HTML).
    pub title: String,
    /// One line about it (plain text).
    pub summary: String,
    /// Its slides, in order.
    pub slides: Vec<SlideRecord>,
}

/// One slide, resolved: every key concrete, what it inherits filled in (see `lesson::Slide`).
#[wasm_bindgen(getter_with_clone, js_name = SlideRecord)]
#[derive(Clone)]
pub struct SlideRecord {
    /// The 1-based line of its `## ` heading in the file.
    pub line: u32,
    /// Its title (plain text).
    pub title: String,
    /// Its text as HTML, escaped and limited to the subset by the core (`p`, `em`,
    /// `strong`, `code`, `ul`, `ol`, `li`, `blockquote`, `pre`, `hr`, `br`, `a href`).
    pub html: String,
    /// Its presenter notes as HTML ("" for none).
    #[wasm_bindgen(js_name = notesHtml)]
    pub notes_html: String,
    /// The algorithm's id.
    pub algorithm: String,
    /// The board size.
    pub n: u32,
    /// The seed, decimal ("" for a deterministic algorithm, or a compare slide without one).
    pub seed: String,
    /// The algorithm's parameters, `name=value&…` ("" for the defaults).
    pub params: String,
    /// "watch", "side", "compare" or "papers".
    pub view: String,
    /// With view "side", the algorithm beside ("" otherwise).
    pub vs: String,
    /// Its parameters ("" for the defaults).
    #[wasm_bindgen(js_name = vsParams)]
    pub vs_params: String,
    /// With views "compare" and "papers", the algorithms compared (empty otherwise).
    pub algorithms: Vec<String>,
    /// The Compare view's runs per algorithm.
    pub trials: u32,
    /// True for a large board (n above the algorithm's animated limit): the page's large
    /// board, no move shown, played only "end".
    pub large: bool,
    /// With view "papers", the table shown: "sosic-gu", "rolfe", "aima" or
    /// "brassard-bratley" ("" otherwise).
    pub paper: String,
    /// The move shown when the slide opens.
    pub start: f64,
    /// The move the slide ends on after its play (`start` without one).
    pub end: f64,
    /// "" (no play), "to" (to move `end`), "first" or "next" (to the first or next move
    /// with an event of kind `event`: move `end`), or "end" (to the run's end: move `end`,
    /// or a large board's solution).
    pub play: String,
    /// With "first" and "next", the event kind (kebab-case, as `eventsJson`'s `kind`); "".
    pub event: String,
    /// Moves per second while playing.
    pub speed: u32,
    /// "" (no question), "predict" or "exercise", asked after the play.
    pub ask: String,
}

fn lesson_record(lesson: crate::lesson::Lesson) -> LessonRecord {
    LessonRecord {
        id: lesson.id,
        title: lesson.title,
        summary: lesson.summary,
        slides: lesson
            .slides
            .into_iter()
            .map(|s| {
                let state = s.state;
                SlideRecord {
                    line: s.line as u32,
                    title: s.title,
                    html: s.html,
                    notes_html: s.notes_html,
                    algorithm: state.algorithm.id().into(),
                    n: state.n as u32,
                    seed: state.seed.map_or_else(String::new, |seed| seed.to_string()),
                    params: state.params,
                    view: state.view.as_str().into(),
                    vs: state.vs.map_or_else(String::new, |a| a.id().into()),
                    vs_params: state.vs_params,
                    algorithms: state.algorithms.iter().map(|a| a.id().into()).collect(),
                    trials: state.trials,
                    large: state.large,
                    paper: state.paper.unwrap_or_default().into(),
                    start: s.start as f64,
                    end: s.end as f64,
                    play: s.action.play.map_or("", |p| p.word()).into(),
                    event: s
                        .action
                        .play
                        .and_then(|p| p.event())
                        .map_or("", |k| k.as_str())
                        .into(),
                    speed: s.action.speed,
                    ask: s.action.ask.map_or("", |a| a.as_str()).into(),
                }
            })
            .collect(),
    }
}

/// The built-in lessons, in order: id, title, summary and slides of each (`nqueens lesson
/// list`), in the language `lang` (a lesson's translation, `lessons/LANG/ID.md`, else its
/// English file: `lesson::builtin_text`).
#[wasm_bindgen(js_name = lessonList)]
pub fn lesson_list(lang: &str) -> Vec<LessonInfo> {
    // Outlines only: listing the lessons plays none of their runs.
    crate::lesson::BUILTIN
        .iter()
        .filter_map(|(id, _)| crate::lesson::builtin_outline_in(id, lang))
        .map(|(id, title, summary, slides)| LessonInfo {
            id,
            title,
            summary,
            slides: slides as u32,
        })
        .collect()
}

/// The built-in lesson `id`'s English title and slides' titles, as JSON `{title, slides}`
/// (`lesson::builtin_titles`; `null` for an unknown id): what the page's lesson record and
/// saved place keep, the same in every language.
#[wasm_bindgen(js_name = lessonTitles)]
pub fn lesson_titles(id: &str) -> String {
    crate::lesson::builtin_titles(id)
        .map_or(
            serde_json::Value::Null,
            |(title, slides)| serde_json::json!({ "title": title, "slides": slides }),
        )
        .to_string()
}

/// The built-in lesson `id` in the language `lang` (its translation, else English:
/// `lesson::builtin_lesson_in`), resolved.
///
/// # Errors
/// An unknown id (the message lists the ids), thrown as [`js_error`] does.
#[wasm_bindgen(js_name = lesson)]
pub fn lesson(id: &str, lang: &str) -> Result<LessonRecord, JsError> {
    crate::lesson::builtin_lesson_in(id, lang)
        .map(lesson_record)
        .map_err(|e| js_error(e.message))
}

/// A lesson file's text (a teacher's own: from a file, a web address or the page's address),
/// parsed, checked whole and resolved, as `nqueens lesson check` does.
///
/// # Errors
/// The first problem, "line L: what is wrong" (L 1-based in the file), as the message
/// `lesson-format-line`, thrown as [`js_error`] does, for the page to say in its language.
#[wasm_bindgen(js_name = parseLesson)]
pub fn parse_lesson(text: &str) -> Result<LessonRecord, JsError> {
    crate::lesson::parse(text)
        .map(lesson_record)
        .map_err(js_error)
}
