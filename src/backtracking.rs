//! Depth-first backtracking from the bottom-left corner, rows first.
//!
//! Source: `first-solution-walkthrough.txt`. Queens are placed one per row from row 1 (the
//! bottom) upwards, each on the left-most square of its row that no queen below attacks.
//! Every square *tried* counts as one **attempt** (attempted placement), attacked or not, per
//! row and in total. When a row has no square left the search **backtracks**: the queen below
//! is removed (clearing its own marks) and moves along. The first solution on a 4×4 board takes
//! 26 attempts (rows 2, 8, 9, 7); on 8×8 it takes 876 and is 1,5,8,6,3,7,2,4 (OEIS A140450,
//! A141843). Continuing after a solution finds the next; at exhaustion the search reports the
//! number of solutions (OEIS A000170).
//!
//! [`Backtracking`] is an iterator of [`Step`] events. Each event is reversible from the state
//! alone ([`Backtracking::step_back`]), so stepping back is instant from any point, including
//! after its [`StepSolver::run_for`], the fast bitboard path that jumps to the next solution
//! with exactly the counters the stepper would have.

use crate::board::Marks;
use crate::csp::{self, Csp, Options, Ordering, Values};
/// The search's moves and their captions, shared with its constraint-satisfaction options
/// ([`crate::csp`]) and re-exported here, where they are made.
pub use crate::depth_first::Step;
use crate::description::{
    Choice, ContinuesFrom, Description, Draws, Exercise, LegendItem, ParamIs, Parameter,
    ParameterKind, PAGE_MAX_N,
};
use crate::message::Message;
use crate::moves::{Blocked, Event, EventKind, Found, Inference, Placement, Square};
use crate::params::Params;
use crate::search_tree::TreeBuilder;
use crate::solver::rewind::Rewind;
/// The search tree's node, a generic type of the solver interface (re-exported here, where
/// [`search_tree`] builds them).
pub use crate::solver::TreeNode;
use crate::solver::{
    Animation, Counter, CounterSpec, Layers, Outcome, ReportField, StartMessage, StepSolver,
};
use crate::timeline::{Tick, Timeline};
use crate::Error;
use std::borrow::Cow;
use std::collections::VecDeque;

/// The largest board the backtracking search accepts: one column per bit of a `u64`.
pub const MAX_N: usize = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Next: try the square at the cursor, report a solution (all rows full), backtrack
    /// (cursor past the last column) or report exhaustion (the same, on row 0).
    Searching,
    /// The square at the cursor was just tried and is safe; next: place the queen there.
    Safe,
    /// A backtrack was just reported; next: remove the queen of the row below.
    Backtracking,
    /// A solution was just reported; next: remove the top queen and go on searching.
    Solved,
    /// The search is complete; no further events.
    Done,
}

/// Depth-first backtracking as a step iterator (see the [module docs](self)).
///
/// State: queens on rows `0..depth` (0-based columns), the next column to try in row
/// `depth`, the mark grid, attempts per row and in total, solutions found so far.
///
/// ```
/// use nqueens::backtracking::{Backtracking, Step};
/// use nqueens::solver::StepSolver;
///
/// let mut search = Backtracking::new(4)?;
/// assert_eq!(search.next(), Some(Step::Attempt { row: 0, col: 0, attacked_by: None }));
/// let first_solution = search.by_ref().find(|s| matches!(s, Step::Solution { .. }));
/// assert_eq!(search.total_attempts(), 26);
/// assert_eq!(search.layers().attempts_per_row, Some(&[2, 8, 9, 7][..]));
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Backtracking {
    n: usize,
    queens: Vec<u32>,
    cursor: usize,
    phase: Phase,
    /// The queens' marks; out of date (or not even made: an empty grid) while `undrawn`.
    marks: Marks,
    /// True while the marks are not drawn yet: they are drawn from the queens when first
    /// needed ([`draw_marks`](Self::draw_marks)). Only [`restart_from`](Self::restart_from)
    /// and [`unmarked`](Self::unmarked) leave them so, for queensLV's completions, which never
    /// read them.
    undrawn: bool,
    /// While the marks are undrawn, the row of the queen on each line: a square's mark read
    /// in O(1) (see [`Lines`]); out of date once they are drawn.
    lines: Lines,
    attempts: Vec<u64>,
    total: u64,
    /// Queens placed since the start (each placement, not the queens on the board), the
    /// prefix's included.
    placements: u64,
    solutions: u64,
    /// Rows `0..floor` hold a fixed prefix (a learner's queens, see
    /// [`from_prefix`](Self::from_prefix)): the search never backtracks into them.
    floor: usize,
    /// The search with constraint-satisfaction options ([`crate::csp`]), when any option is
    /// not the walkthrough's; the fields above are then unused.
    csp: Option<Box<Csp>>,
    /// Its events of the move under way, not yet handed out by [`Iterator::next`].
    pending: VecDeque<Step>,
}

impl Backtracking {
    /// A new search on an `n × n` board, before the first attempt.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        Backtracking::blank(n, false)
    }

    /// [`new`](Self::new) with its marks undrawn, as [`restart_from`](Self::restart_from)
    /// leaves them: no grid is made until they are drawn (queensLV's completions, which never
    /// draw them, make none).
    pub(crate) fn unmarked(n: usize) -> Result<Self, Error> {
        Backtracking::blank(n, true)
    }

    /// A search on an empty `n × n` board, its marks drawn (an empty grid) or `undrawn` (no
    /// grid: the queens' lines instead, none taken).
    fn blank(n: usize, undrawn: bool) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "backtracking keeps each row in a 64-bit bitboard")?;
        let mut lines = Lines::default();
        if undrawn {
            lines.empty(n);
        }
        Ok(Backtracking {
            n,
            queens: Vec::with_capacity(n),
            cursor: 0,
            phase: Phase::Searching,
            marks: Marks::new(if undrawn { 0 } else { n }),
            undrawn,
            lines,
            attempts: vec![0; n],
            total: 0,
            placements: 0,
            solutions: 0,
            floor: 0,
            csp: None,
            pending: VecDeque::new(),
        })
    }

    /// A search with constraint-satisfaction `options` ([`crate::csp`]); with
    /// [`Options::WALKTHROUGH`], the same as [`new`](Self::new). The options' search is
    /// stepped by [`StepSolver`] and [`Iterator::next`]; step back from the state alone
    /// ([`step_back`](Self::step_back), [`retreat`](Self::retreat)) is the walkthrough's
    /// only (the page steps back over the options by replay, [`crate::solver::rewind`]).
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`] ([`crate::csp::MAX_N`] with options).
    pub fn with_options(n: usize, options: Options) -> Result<Self, Error> {
        if options == Options::WALKTHROUGH {
            return Backtracking::new(n);
        }
        let csp = Csp::new(n, options)?;
        Ok(Backtracking {
            n,
            queens: Vec::new(),
            cursor: 0,
            phase: Phase::Searching,
            marks: Marks::new(0),
            undrawn: false,
            lines: Lines::default(),
            attempts: Vec::new(),
            total: 0,
            placements: 0,
            solutions: 0,
            floor: 0,
            csp: Some(Box::new(csp)),
            pending: VecDeque::new(),
        })
    }

    /// The search with options, if any.
    pub fn csp(&self) -> Option<&Csp> {
        self.csp.as_deref()
    }

    /// A search that goes on depth-first from queens already standing in rows `0..k`
    /// (`prefix`, 0-based columns; the rows above are empty), never moving them: it finds the
    /// solutions that extend the prefix, in the same order as the whole search would, and is
    /// exhausted when no (further) solution extends it. Its counters count its own attempts
    /// only; its first move is the first square tried in row k.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::Prefix`] if the prefix fills
    /// every row, names a column outside the board, or two of its queens attack each other.
    pub fn from_prefix(n: usize, prefix: &[u32]) -> Result<Self, Error> {
        let mut search = Backtracking::new(n)?;
        check_prefix(n, prefix)?;
        search.restart_from(prefix);
        search.draw_marks();
        Ok(search)
    }

    /// This search made again as [`from_prefix`](Self::from_prefix)`(n, prefix)` would make
    /// it, in place and without allocating, for a `prefix` known to be one it accepts: its
    /// queens and counters are reset, and its marks are left to be drawn when first needed
    /// (stepping with lists, stepping back or reading them; a run on bitboards,
    /// [`run_for`](StepSolver::run_for), and stepping unlisted,
    /// [`next_unlisted`](Self::next_unlisted), need none: the queens' lines, [`Lines`], stand
    /// in for them). queensLV ([`crate::queens_lv`]) begins each trial's completion here,
    /// from its random queens. The walkthrough's search only (no constraint-satisfaction
    /// options).
    pub(crate) fn restart_from(&mut self, prefix: &[u32]) {
        debug_assert!(self.csp.is_none(), "the walkthrough's search");
        debug_assert!(
            check_prefix(self.n, prefix).is_ok(),
            "a prefix {prefix:?} accepted"
        );
        self.queens.clear();
        self.queens.extend_from_slice(prefix);
        self.cursor = 0;
        self.phase = Phase::Searching;
        self.undrawn = true;
        self.lines.empty(self.n);
        for (row, &col) in prefix.iter().enumerate() {
            self.lines.set(row, col as usize);
        }
        self.attempts.fill(0);
        self.total = 0;
        self.placements = prefix.len() as u64;
        self.solutions = 0;
        self.floor = prefix.len();
        self.pending.clear();
    }

    /// Draws the marks of the queens if they are not drawn yet (see
    /// [`restart_from`](Self::restart_from)), making the grid if there is none.
    fn draw_marks(&mut self) {
        if self.undrawn {
            if self.marks.n() == self.n {
                self.marks.clear();
            } else {
                self.marks = Marks::new(self.n);
            }
            for (row, &col) in self.queens.iter().enumerate() {
                self.marks.mark(row, col as usize);
            }
            self.undrawn = false;
        }
    }

    /// The rows holding the fixed prefix (0 for a search from the empty board).
    pub fn prefix_len(&self) -> usize {
        self.floor
    }

    /// Attempted placements in total (OEIS A140450 at the first solution).
    pub fn total_attempts(&self) -> u64 {
        self.csp.as_ref().map_or(self.total, |c| c.tried())
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        self.csp.as_ref().map_or(self.solutions, |c| c.solutions())
    }

    /// Moves made since the start, as [`next_move`](Self::next_move) counts them: every
    /// attempt (with its placement and the solution it completes), every backtrack with its
    /// removal, every removal that continues past a solution, and the exhaustion report.
    /// Exact after [`run_for`](StepSolver::run_for) too: each removal undoes one placement, so the removals are the
    /// placements less the queens on the board. Read at a resting point (between moves).
    pub fn moves(&self) -> u64 {
        self.total + self.placements - self.queens.len() as u64
            + u64::from(self.phase == Phase::Done)
    }

    /// True once the search is complete (after [`Step::Exhausted`]).
    pub fn is_exhausted(&self) -> bool {
        self.csp
            .as_ref()
            .map_or(self.phase == Phase::Done, |c| c.is_exhausted())
    }

    /// The solution on the board as 1-based columns of rows 1..n, or `None` if the board
    /// does not hold a full solution.
    pub fn solution_one_based(&self) -> Option<Vec<usize>> {
        self.is_solved()
            .then(|| self.columns().iter().map(|&c| c as usize + 1).collect())
    }

    /// The queens' columns as `usize` (for the events that carry them).
    fn columns_usize(&self) -> Vec<usize> {
        self.queens.iter().map(|&c| c as usize).collect()
    }

    /// True at a state where a move ends: the next event starts a new attempt, a backtrack or
    /// the exhaustion report, or a solution/the end is on show.
    fn at_rest(&self) -> bool {
        if self.csp.is_some() {
            return self.pending.is_empty();
        }
        match self.phase {
            Phase::Searching => self.queens.len() < self.n,
            Phase::Solved | Phase::Done => true,
            Phase::Safe | Phase::Backtracking => false,
        }
    }

    fn count_attempt(&mut self, row: usize, delta: i64) {
        self.attempts[row] = self.attempts[row].wrapping_add_signed(delta);
        self.total = self.total.wrapping_add_signed(delta);
    }

    /// Undoes the last event and returns it; `None` at the start of the search, and
    /// always with constraint-satisfaction options (see [`with_options`](Self::with_options)).
    /// Instant: the previous state is derived from the current one, no history is kept.
    pub fn step_back(&mut self) -> Option<Step> {
        if self.csp.is_some() {
            return None;
        }
        self.draw_marks();
        let depth = self.queens.len();
        match self.phase {
            Phase::Done => {
                self.phase = Phase::Searching;
                Some(Step::Exhausted {
                    solutions: self.solutions,
                })
            }
            Phase::Safe => {
                self.count_attempt(depth, -1);
                self.phase = Phase::Searching;
                Some(Step::Attempt {
                    row: depth,
                    col: self.cursor,
                    attacked_by: None,
                })
            }
            Phase::Backtracking => {
                self.phase = Phase::Searching;
                Some(Step::Backtrack {
                    from_row: depth,
                    to_row: depth - 1,
                })
            }
            Phase::Solved => {
                let step = Step::Solution {
                    number: self.solutions,
                    columns: self.columns_usize(),
                };
                self.solutions -= 1;
                self.phase = Phase::Searching;
                Some(step)
            }
            // At the start of a search from a prefix: nothing to undo (its queens stay).
            Phase::Searching if self.cursor == 0 && self.queens.len() <= self.floor => None,
            Phase::Searching if self.cursor == 0 => {
                // Only a placement leaves a cursor at column 0 (or nothing: the start).
                let col = self.queens.pop()? as usize;
                let row = self.queens.len();
                let marked = self.marks.clear_from(row, col);
                self.placements -= 1;
                self.cursor = col;
                self.phase = Phase::Safe;
                Some(Step::Place { row, col, marked })
            }
            Phase::Searching => {
                let col = self.cursor - 1;
                if let Some(by) = self.marks.get(depth, col) {
                    // An attacked square was tried and passed over.
                    self.count_attempt(depth, -1);
                    self.cursor = col;
                    Some(Step::Attempt {
                        row: depth,
                        col,
                        attacked_by: Some(by),
                    })
                } else {
                    // The square is safe, so the queen that stood there was just removed.
                    self.queens.push(col as u32);
                    let cleared = self.marks.mark_from(depth, col);
                    if depth + 1 == self.n {
                        self.phase = Phase::Solved;
                        self.cursor = 0;
                    } else {
                        self.phase = Phase::Backtracking;
                        self.cursor = self.n;
                    }
                    Some(Step::Remove {
                        row: depth,
                        col,
                        cleared,
                    })
                }
            }
        }
    }

    /// One move: the events up to the next resting point, which is one attempt (with its
    /// placement, and the solution it completes), one backtrack with its removal, the removal
    /// that continues after a solution, or the exhaustion report. Empty once exhausted.
    pub fn next_move(&mut self) -> Vec<Step> {
        let mut steps = Vec::new();
        while let Some(step) = self.next() {
            steps.push(step);
            if self.at_rest() {
                break;
            }
        }
        steps
    }

    /// Undoes one move (the inverse of [`next_move`](Self::next_move)) and returns its events
    /// in forward order. Empty at the start.
    pub fn retreat(&mut self) -> Vec<Step> {
        let mut steps = Vec::new();
        while let Some(step) = self.step_back() {
            steps.push(step);
            if self.at_rest() {
                break;
            }
        }
        steps.reverse();
        steps
    }

    /// The events of the move that led to the current state (what [`retreat`](Self::retreat)
    /// would undo), without changing the state. Empty at the start.
    pub fn last_move(&self) -> Vec<Step> {
        self.clone().retreat()
    }

    /// [`run_for`](StepSolver::run_for), calling `backtracked(move)` after each move that lifts a queen off
    /// (a backtrack, or the move on after a solution), with the move's number as
    /// [`moves`](Self::moves) counts them: the page's timeline ticks them. The lab's path
    /// passes a closure that does nothing, which compiles away.
    pub fn run_noting(&mut self, budget: u64, mut backtracked: impl FnMut(u64)) -> Outcome {
        if self.csp.is_some() {
            return self.run_options(budget);
        }
        // Settle any event in flight, so the search starts from a row with a cursor.
        loop {
            match self.phase {
                Phase::Done => return Outcome::Exhausted,
                Phase::Searching if self.queens.len() < self.n => break,
                _ => match self.next() {
                    Some(Step::Solution { .. }) => return Outcome::Solution,
                    Some(Step::Remove { .. }) if self.at_rest() => backtracked(self.moves()),
                    _ => {}
                },
            }
        }
        // The search keeps a few numbers per row in arrays just large enough: zeroing them is
        // much of a short run's cost (queensLV's completions are short).
        if self.n < 16 {
            self.search::<16>(budget, backtracked)
        } else if self.n < 32 {
            self.search::<32>(budget, backtracked)
        } else {
            self.search::<{ MAX_N + 1 }>(budget, backtracked)
        }
    }

    /// [`run_noting`](Self::run_noting) from a row with a cursor, its per-row arrays of `ROWS`
    /// (more than n) entries.
    fn search<const ROWS: usize>(
        &mut self,
        budget: u64,
        mut backtracked: impl FnMut(u64),
    ) -> Outcome {
        // Moves made in the loop: every square tried, and every backtrack with its removal
        // (see `moves`).
        let base = self.moves();
        let mut tried = 0u64;
        let mut backtracks = 0u64;

        let n = self.n;
        let full = u64::MAX >> (64 - n);
        // Per row r: columns attacked vertically, along `/` and along `\` by queens below r.
        let mut vertical = [0u64; ROWS];
        let mut rising = [0u64; ROWS];
        let mut falling = [0u64; ROWS];
        // Per row: the next column to try; for rows below `row` it is the queen's column + 1.
        let mut next = [0usize; ROWS];
        // Per row: the safe columns not yet tried (from `next` on).
        let mut untried_safe = [0u64; ROWS];
        let mut row = self.queens.len();
        for (r, &col) in self.queens.iter().enumerate() {
            let bit = 1u64 << col;
            vertical[r + 1] = vertical[r] | bit;
            rising[r + 1] = (rising[r] | bit) << 1;
            falling[r + 1] = (falling[r] | bit) >> 1;
            next[r] = col as usize + 1;
        }
        next[row] = self.cursor;
        for r in 0..=row.min(n - 1) {
            let untried = u64::MAX.checked_shl(next[r] as u32).unwrap_or(0);
            untried_safe[r] = !(vertical[r] | rising[r] | falling[r]) & full & untried;
        }
        // Attempts per row, kept in a local array in the loop and written back after it.
        let mut attempts = [0u64; ROWS];
        attempts[..n].copy_from_slice(&self.attempts);
        let before: u64 = attempts[..n].iter().fold(0, |a, &b| a.wrapping_add(b));

        let mut spent = 0u64;
        let mut placed = 0u64;
        let outcome = loop {
            if spent == budget {
                break Outcome::Paused;
            }
            spent += 1;
            let safe = untried_safe[row];
            if safe != 0 {
                let col = safe.trailing_zeros() as usize;
                tried += (col + 1 - next[row]) as u64;
                attempts[row] += (col + 1 - next[row]) as u64;
                next[row] = col + 1;
                untried_safe[row] = safe & (safe - 1);
                placed += 1;
                let bit = 1u64 << col;
                let below = (
                    vertical[row] | bit,
                    (rising[row] | bit) << 1,
                    (falling[row] | bit) >> 1,
                );
                row += 1;
                if row == n {
                    break Outcome::Solution;
                }
                (vertical[row], rising[row], falling[row]) = below;
                untried_safe[row] = !(below.0 | below.1 | below.2) & full;
                next[row] = 0;
            } else {
                tried += (n - next[row]) as u64;
                attempts[row] += (n - next[row]) as u64;
                next[row] = n;
                if row == self.floor {
                    break Outcome::Exhausted;
                }
                row -= 1;
                backtracks += 1;
                backtracked(base + tried + backtracks);
            }
        };

        // The total from the rows' attempts, not from `tried`: the lab's run notes no
        // backtrack, so `tried` is then never read in the loop and not kept (one add less a
        // node).
        let after: u64 = attempts[..n].iter().fold(0, |a, &b| a.wrapping_add(b));
        self.total = self.total.wrapping_add(after.wrapping_sub(before));
        self.placements += placed;
        self.attempts.copy_from_slice(&attempts[..n]);
        // The marks follow the queens, or while they are not drawn yet the lines: those of
        // the queens lifted are cleared, top row first, and the new queens' drawn, bottom row
        // first (none when the search ends where it began).
        let kept = self
            .queens
            .iter()
            .zip(&next[..row])
            .take_while(|&(&queen, &after)| queen as usize + 1 == after)
            .count();
        for (r, &col) in self.queens.iter().enumerate().skip(kept).rev() {
            if self.undrawn {
                self.lines.clear(r, col as usize);
            } else {
                self.marks.unmark(r, col as usize);
            }
        }
        for (r, &after) in next[..row].iter().enumerate().skip(kept) {
            if self.undrawn {
                self.lines.set(r, after - 1);
            } else {
                self.marks.mark(r, after - 1);
            }
        }
        self.queens.truncate(kept);
        self.queens
            .extend(next[kept..row].iter().map(|&after| (after - 1) as u32));
        match outcome {
            Outcome::Solution => {
                self.solutions += 1;
                self.cursor = 0;
                self.phase = Phase::Solved;
            }
            Outcome::Exhausted => {
                self.cursor = n;
                self.phase = Phase::Done;
            }
            Outcome::Paused => {
                self.cursor = next[row];
                self.phase = Phase::Searching;
            }
        }
        outcome
    }
}

impl Backtracking {
    /// [`run_for`](StepSolver::run_for) with constraint-satisfaction options: move by move,
    /// `budget` moves at most.
    fn run_options(&mut self, budget: u64) -> Outcome {
        self.pending.clear();
        let Some(csp) = self.csp.as_mut() else {
            return Outcome::Paused;
        };
        if csp.is_exhausted() {
            return Outcome::Exhausted;
        }
        for _ in 0..budget {
            let steps = csp.advance();
            match steps.last() {
                None => return Outcome::Exhausted,
                Some(Step::Solution { .. }) => return Outcome::Solution,
                Some(Step::Exhausted { .. }) => return Outcome::Exhausted,
                _ => {}
            }
        }
        Outcome::Paused
    }
}

/// Equal searches: the same state, their marks drawn or not.
impl PartialEq for Backtracking {
    fn eq(&self, other: &Self) -> bool {
        let Backtracking {
            n,
            queens,
            cursor,
            phase,
            marks: _,
            undrawn: _,
            lines: _,
            attempts,
            total,
            placements,
            solutions,
            floor,
            csp,
            pending,
        } = self;
        (
            n, queens, cursor, phase, attempts, total, placements, solutions, floor, csp, pending,
        ) == (
            &other.n,
            &other.queens,
            &other.cursor,
            &other.phase,
            &other.attempts,
            &other.total,
            &other.placements,
            &other.solutions,
            &other.floor,
            &other.csp,
            &other.pending,
        ) && StepSolver::layers(self).marks == StepSolver::layers(other).marks
    }
}

impl Eq for Backtracking {}

impl Iterator for Backtracking {
    type Item = Step;

    /// The next event of the search; `None` after [`Step::Exhausted`].
    fn next(&mut self) -> Option<Step> {
        if let Some(csp) = &mut self.csp {
            if self.pending.is_empty() {
                self.pending.extend(csp.advance());
            }
            return self.pending.pop_front();
        }
        self.event(true)
    }
}

impl Backtracking {
    /// [`Iterator::next`] without the squares marked or cleared: a placement's `marked` and a
    /// removal's `cleared` are left empty, and marks not drawn yet
    /// ([`restart_from`](Self::restart_from)) stay so (a square's attacker, its mark, is then
    /// read from the queens' lines, [`Lines`]). queensLV ([`crate::queens_lv`]) steps its
    /// completions here, reading neither. The walkthrough's search only (no
    /// constraint-satisfaction options).
    pub(crate) fn next_unlisted(&mut self) -> Option<Step> {
        debug_assert!(self.csp.is_none(), "the walkthrough's search");
        self.event(false)
    }

    /// The walkthrough's next event, with the squares a placement marks or a removal clears
    /// when `listed` (inlined: queensLV's completions step it unlisted, in their hot loop).
    #[inline(always)]
    fn event(&mut self, listed: bool) -> Option<Step> {
        if listed {
            self.draw_marks();
        }
        let depth = self.queens.len();
        match self.phase {
            Phase::Done => None,
            Phase::Safe => {
                let (row, col) = (depth, self.cursor);
                self.queens.push(col as u32);
                let marked = if listed {
                    self.marks.mark_from(row, col)
                } else {
                    if self.undrawn {
                        self.lines.set(row, col);
                    } else {
                        self.marks.mark(row, col);
                    }
                    Vec::new()
                };
                self.placements += 1;
                self.cursor = 0;
                self.phase = Phase::Searching;
                Some(Step::Place { row, col, marked })
            }
            Phase::Backtracking | Phase::Solved => {
                let col = self.queens.pop()? as usize;
                let row = depth - 1;
                let cleared = if listed {
                    self.marks.clear_from(row, col)
                } else {
                    if self.undrawn {
                        self.lines.clear(row, col);
                    } else {
                        self.marks.unmark(row, col);
                    }
                    Vec::new()
                };
                self.cursor = col + 1;
                self.phase = Phase::Searching;
                Some(Step::Remove { row, col, cleared })
            }
            Phase::Searching if depth == self.n => {
                self.solutions += 1;
                self.phase = Phase::Solved;
                Some(Step::Solution {
                    number: self.solutions,
                    columns: self.columns_usize(),
                })
            }
            Phase::Searching if self.cursor < self.n => {
                let (row, col) = (depth, self.cursor);
                self.count_attempt(row, 1);
                let attacked_by = if self.undrawn {
                    self.lines.attacker(row, col)
                } else {
                    self.marks.get(row, col)
                };
                if attacked_by.is_some() {
                    self.cursor += 1;
                } else {
                    self.phase = Phase::Safe;
                }
                Some(Step::Attempt {
                    row,
                    col,
                    attacked_by,
                })
            }
            Phase::Searching if depth == self.floor => {
                self.phase = Phase::Done;
                Some(Step::Exhausted {
                    solutions: self.solutions,
                })
            }
            Phase::Searching => {
                self.phase = Phase::Backtracking;
                Some(Step::Backtrack {
                    from_row: depth,
                    to_row: depth - 1,
                })
            }
        }
    }
}

/// The row of the queen on each column and diagonal of the board (queens that attack none of
/// each other: one on a line at most), [`Lines::NONE`] on a line without one: the mark of a
/// square above them all, the lowest row attacking it, is the least of its three lines' rows.
/// Kept instead of the mark grid while [`Backtracking`]'s marks are not drawn, so that
/// queensLV's completions read a square's mark in O(1) without a grid to draw per trial.
#[derive(Clone, Debug, Default)]
struct Lines {
    /// The board size (0 until [`empty`](Self::empty) is first called).
    n: usize,
    /// The n columns, then the 2n − 1 diagonals `row + col`, then the 2n − 1 diagonals
    /// `col − row + n − 1`: a byte each.
    rows: Vec<u8>,
}

impl Lines {
    /// No queen on the line (more than any row).
    const NONE: u8 = u8::MAX;

    /// No queen on any line of an `n × n` board (allocated on the first call only).
    fn empty(&mut self, n: usize) {
        self.n = n;
        self.rows.clear();
        self.rows.resize(5 * n - 2, Lines::NONE);
    }

    /// The queen of `row` on `col`.
    fn set(&mut self, row: usize, col: usize) {
        self.put(row, col, row as u8);
    }

    /// The queen of `row` lifted off `col`.
    fn clear(&mut self, row: usize, col: usize) {
        self.put(row, col, Lines::NONE);
    }

    /// The indices of the three lines through (`row`, `col`).
    fn through(&self, row: usize, col: usize) -> [usize; 3] {
        let n = self.n;
        [col, n + row + col, 3 * n - 1 + col + n - 1 - row]
    }

    fn put(&mut self, row: usize, col: usize, value: u8) {
        for line in self.through(row, col) {
            self.rows[line] = value;
        }
    }

    /// The lowest row whose queen attacks square (`row`, `col`), every queen standing below
    /// `row`: the square's mark.
    #[inline]
    fn attacker(&self, row: usize, col: usize) -> Option<usize> {
        let [a, b, c] = self.through(row, col);
        let by = self.rows[a].min(self.rows[b]).min(self.rows[c]);
        (by != Lines::NONE).then_some(by as usize)
    }
}

/// Whether backtracking on an `n × n` board can go on from `prefix` (see
/// [`Backtracking::from_prefix`], whose errors these are).
fn check_prefix(n: usize, prefix: &[u32]) -> Result<(), Error> {
    if prefix.len() >= n {
        return Err(Error::Prefix(format!(
            "every one of the {n} rows already holds a queen: nothing is left to search"
        )));
    }
    for (row, &col) in prefix.iter().enumerate() {
        let col = col as usize;
        if col >= n {
            return Err(Error::Prefix(format!(
                "row {} names column {}, outside the {n} × {n} board",
                row + 1,
                col + 1
            )));
        }
        // The lowest row attacking the square: its mark.
        let attacker = prefix[..row].iter().enumerate().find(|&(r, &c)| {
            let c = c as usize;
            c == col || c.abs_diff(col) == row - r
        });
        if let Some((by, _)) = attacker {
            return Err(Error::Prefix(format!(
                "the queens of rows {} and {} attack each other",
                by + 1,
                row + 1
            )));
        }
    }
    Ok(())
}

/// The outcome of a search for the first solution (see [`first_solution`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstSolution {
    /// 0-based column of the queen in each row, or `None` if no solution exists (n = 2, 3).
    pub solution: Option<Vec<usize>>,
    /// Attempted placements per row, `n` entries from the bottom row.
    pub attempts_per_row: Vec<u64>,
    /// Attempted placements in total (OEIS A140450).
    pub attempts: u64,
}

/// Runs backtracking to its first solution (or to exhaustion) on the fast path.
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
pub fn first_solution(n: usize) -> Result<FirstSolution, Error> {
    let mut search = Backtracking::new(n)?;
    search.run_to_end();
    Ok(FirstSolution {
        solution: search.is_solved().then(|| search.columns_usize()),
        attempts_per_row: search.attempts.clone(),
        attempts: search.total_attempts(),
    })
}

const ATTEMPTS_TOTAL: CounterSpec = CounterSpec {
    id: "attempts-total",
    label: "Attempts in total",
    counts: "squares tried, attacked or not, since the start (OEIS A140450 at the first solution)",
    report: Some(ReportField {
        key: "attempts",
        label: "Attempted placements",
    }),
};
const CONSISTENCY_CHECKS: CounterSpec = CounterSpec {
    id: "consistency-checks",
    label: "Consistency checks",
    counts: "tests of whether queens on two squares of different rows would attack each other \
             (trying a square, forward checking, AC-3, MRV and LCV make them)",
    report: Some(ReportField {
        key: "consistency_checks",
        label: "Consistency checks",
    }),
};
const BACKTRACKS: CounterSpec = CounterSpec {
    id: "backtracks",
    label: "Backtracks",
    counts: "rows that ran out of squares, sending the search back to the row filled before",
    report: Some(ReportField {
        key: "backtracks",
        label: "Backtracks",
    }),
};
const WIPEOUTS: CounterSpec = CounterSpec {
    id: "wipe-outs",
    label: "Wipe-outs",
    counts: "placements whose inference left an empty row with an empty domain",
    report: Some(ReportField {
        key: "wipe_outs",
        label: "Wipe-outs",
    }),
};
const SOLUTIONS_FOUND: CounterSpec = CounterSpec {
    id: "solutions-found",
    label: "Solutions found",
    counts: "complete boards found so far (OEIS A000170 at the end of the search)",
    report: None,
};

/// The search tree of the first `moves` moves of backtracking on an `n × n` board, by
/// replaying them: one [`TreeNode`] per attempt, in the order made (depth-first), so the
/// nodes of depth r number the attempts of row r ([`Layers::attempts_per_row`](crate::layers::Layers::attempts_per_row)).
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
pub fn search_tree(n: usize, moves: u64) -> Result<Vec<TreeNode>, Error> {
    search_tree_from(n, &[], moves)
}

/// The search tree of a search resumed from `prefix` (see [`Backtracking::from_prefix`]): its
/// first `moves` moves, one node per attempt in rows `prefix.len()..n`; the nodes of row
/// `prefix.len()` hang from the root, which stands for the prefix's board.
///
/// # Errors
/// As [`Backtracking::from_prefix`].
pub fn search_tree_from(n: usize, prefix: &[u32], moves: u64) -> Result<Vec<TreeNode>, Error> {
    let mut search = if prefix.is_empty() {
        Backtracking::new(n)?
    } else {
        Backtracking::from_prefix(n, prefix)?
    };
    let mut tree = TreeBuilder::new();
    while search.moves() < moves {
        let steps = search.next_move();
        if steps.is_empty() {
            break;
        }
        tree.record(&search.events(&Move(steps)), search.moves());
    }
    Ok(tree.finish())
}

/// Backtracking in the walkthrough's terms (`first-solution-walkthrough.txt`), one line per
/// kind of move ([`StepSolver::line`]): an attacked square (3), a safe one (4) and the
/// solution it completes (5), a backtrack (6), the move along after a solution (7), the end
/// of the search (8); then the constraint-satisfaction options' ([`crate::csp`], AIMA
/// chapter 6): MRV's choice of a row (9), forward checking (10), MAC (11), a wipe-out and
/// the queen lifted after it (12), and LCV's order of a row's squares (13: no move of its
/// own, so never highlighted), where it departs from AIMA with no inference.
pub const PSEUDOCODE: [&str; 13] = [
    "for each row, from row 1 upward, from column 1:",
    "  try the next square of the row",
    "  if a queen below attacks it (the square's mark): move along",
    "  else place the queen and mark the squares it attacks; go up a row",
    "  if every row has a queen: a solution",
    "if the row has no square left: backtrack to the row below",
    "  lift that row's queen, clear its marks, and move it along",
    "when row 1 has no square left, the search is complete",
    "with MRV: fill next the empty row with the fewest squares left in its domain",
    "with forward checking: remove the squares the queen attacks from the empty rows",
    "with MAC: then remove each square left without a support in another row (AC-3)",
    "if a row's domain is wiped out: lift the queen, restore the domains, move along",
    "with LCV: try first the square removing the fewest squares from the other rows' domains \
     (ties to the left); with no inference, only the safe squares are ranked, the attacked \
     ones tried after them, left to right",
];

/// The lines of [`PSEUDOCODE`] that the walkthrough's search (no options) shows.
pub const WALKTHROUGH_LINES: usize = 8;

/// The legend's conditions: forward checking or MAC prunes domains (and flags the row it
/// wipes out); MAC also removes squares by arc consistency; MRV chooses its rows; any option
/// not the walkthrough's counts consistency checks.
const INFERRING: ParamIs = ParamIs {
    name: "inference",
    values: &["forward-checking", "mac"],
};
const ARC_CONSISTENT: ParamIs = ParamIs {
    name: "inference",
    values: &["mac"],
};
const MRV: ParamIs = ParamIs {
    name: "ordering",
    values: &["mrv"],
};
const LCV: ParamIs = ParamIs {
    name: "values",
    values: &["lcv"],
};

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "backtracking",
    name: "Backtracking",
    title: "Backtracking",
    summary: "Depth-first backtracking from the bottom-left corner, rows first. Every square \
              tried is an attempt; when a row has no safe square left, the search backtracks.",
    source: "the “first solution” walkthrough; 4×4 reaches its first solution after 26 \
             attempts, 8×8 after 876 (OEIS A140450).",
    randomized: false,
    exhaustive: true,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws {
        numbered_marks: true,
        attempts_per_row: true,
        search_tree: true,
        ..Draws::NONE
    },
    legend: &[
        LegendItem::MARK,
        LegendItem {
            swatch: "safe",
            text: "the square just tried is safe: the queen stays",
            when: &[],
        },
        LegendItem {
            swatch: "attacked",
            text: "the square just tried is attacked: move along (the red line shows by whom)",
            when: &[],
        },
        LegendItem {
            swatch: "removed",
            text: "a queen just lifted off to move along",
            when: &[],
        },
        LegendItem {
            swatch: "pruned",
            text: "with forward checking or MAC: a square crossed out of its row's domain, \
                   numbered by the row whose placement removed it; never tried",
            when: &[INFERRING],
        },
        LegendItem {
            swatch: "propagated",
            text: "with MAC: crossed and circled, removed by arc consistency (AC-3): left \
                   without a support, a square in another row's domain it does not attack",
            when: &[ARC_CONSISTENT],
        },
        LegendItem {
            swatch: "dead",
            text: "with forward checking or MAC: a row whose domain is wiped out",
            when: &[INFERRING],
        },
        LegendItem {
            swatch: "chosen",
            text: "with MRV: the row chosen, the one with the fewest squares left",
            when: &[MRV],
        },
        LegendItem {
            swatch: "definition",
            text: "a consistency check tests whether queens on two squares of different \
                   rows would attack each other",
            when: &[INFERRING, MRV, LCV],
        },
    ],
    start_caption: "Start: an empty board.",
    first_step: "Step tries row 1, column 1.",
    counters: &COUNTERS,
    option_counters: &CSP_COUNTERS,
    compared: true,
    compared_by_default: true,
    raced: false,
    attempt_unit: "squares tried",
    tries_unit: "runs",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: Some(ContinuesFrom::Prefix),
    exercises: &[
        Exercise {
            code: "BT",
            name: "Be the backtracker",
            task: "Perform depth-first backtracking: click each square it tries, in order (rows \
                   from the bottom, columns from the left), or press Backtrack when the row has \
                   no square left.",
            params: "",
            sizes: (5, 7),
            steps: 10,
            leaves_out: &[],
        },
        Exercise {
            code: "FC",
            name: "Be forward checking",
            task: "Perform forward checking: click the square tried next; when the queen is \
                   placed, click every square its placement removes from the empty rows' \
                   domains, row by row from the lowest, up to a row it leaves with no square (a \
                   wipe-out: forward checking stops there), then Done.",
            params: "inference=forward-checking",
            sizes: (5, 6),
            steps: 12,
            leaves_out: &[],
        },
        Exercise {
            code: "MRV",
            name: "Be MRV",
            task: "Perform MRV with forward checking: before each row is filled, click a square \
                   of the row MRV picks (the fewest squares left, ties to the lowest row); then \
                   the square tried.",
            params: "inference=forward-checking&ordering=mrv",
            sizes: (5, 7),
            steps: 10,
            leaves_out: &[EventKind::Prune],
        },
        Exercise {
            code: "MAC",
            name: "Be arc consistency (MAC)",
            task: "Perform MAC: click the square tried next; when its queen is placed, click \
                   every square forward checking removes (row by row from the lowest, up to a \
                   row left with no square), then Done; then every square arc consistency \
                   removes after it (a square left without a support in some other empty row), \
                   then Done, or press Wipe-out if it leaves some row with no square.",
            params: "inference=mac",
            sizes: (5, 6),
            steps: 12,
            leaves_out: &[],
        },
        Exercise {
            code: "LCV",
            name: "Be LCV",
            task: "Perform forward checking with the least constraining value first: click each \
                   square it tries, in order (in each row, of the squares left in its domain, \
                   the one removing the fewest squares from the other empty rows' domains \
                   first, ties to the left), or press Backtrack when the row has none left.",
            params: "inference=forward-checking&values=lcv",
            sizes: (5, 7),
            steps: 10,
            leaves_out: &[EventKind::Prune],
        },
    ],
    solved_caption:
        "Solution {solutions} found after {attempts} attempts. Step or Play continues to the next.",
    events: &[
        EventKind::Try,
        EventKind::Place,
        EventKind::Lift,
        EventKind::DeadEnd,
        EventKind::SelectRow,
        EventKind::Prune,
        EventKind::WipeOut,
        EventKind::Solution,
        EventKind::Exhausted,
    ],
    parameters: &[
        Parameter {
            name: "inference",
            label: "Inference",
            changes: "what each placement removes from the empty rows' domains: nothing (the \
                      walkthrough), the squares its queen attacks (forward checking), or \
                      also every square left without a support (MAC, AC-3)",
            kind: ParameterKind::Choice {
                choices: &[
                    Choice {
                        value: "none",
                        label: "None (the walkthrough)",
                    },
                    Choice {
                        value: "forward-checking",
                        label: "Forward checking",
                    },
                    Choice {
                        value: "mac",
                        label: "Arc consistency (MAC)",
                    },
                ],
                default: "none",
            },
        },
        Parameter {
            name: "ordering",
            label: "Row order",
            changes: "which empty row is filled next: row 1 upward, or the one with the \
                      fewest squares left in its domain (MRV; ties to the lowest row)",
            kind: ParameterKind::Choice {
                choices: &[
                    Choice {
                        value: "rows",
                        label: "Row 1 upward",
                    },
                    Choice {
                        value: "mrv",
                        label: "Fewest squares left (MRV)",
                    },
                ],
                default: "rows",
            },
        },
        Parameter {
            name: "values",
            label: "Square order",
            changes: "in which order a row's squares are tried: left to right, or least \
                      constraining first (LCV: the square removing the fewest squares from \
                      the other empty rows; ties to the left; with no inference, the attacked \
                      squares after the safe ones, left to right)",
            kind: ParameterKind::Choice {
                choices: &[
                    Choice {
                        value: "left-to-right",
                        label: "Left to right",
                    },
                    Choice {
                        value: "lcv",
                        label: "Least constraining (LCV)",
                    },
                ],
                default: "left-to-right",
            },
        },
    ],
};

/// Backtracking's counters, in display order.
pub const COUNTERS: [CounterSpec; 2] = [ATTEMPTS_TOTAL, SOLUTIONS_FOUND];

/// Backtracking's counters with constraint-satisfaction options, in display order.
pub const CSP_COUNTERS: [CounterSpec; 5] = [
    ATTEMPTS_TOTAL,
    CONSISTENCY_CHECKS,
    BACKTRACKS,
    WIPEOUTS,
    SOLUTIONS_FOUND,
];

/// One move of the search: the events of one [`Backtracking::next_move`]. Its caption is its
/// events' ([`crate::captions::caption_of`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Move(pub Vec<Step>);

/// `events` of one move with an empty [`Event::Prune`] added for each inference that ran
/// and removed nothing: forward checking after every placement that leaves an empty row
/// (`inference` not none), then arc consistency unless forward checking wiped a domain out
/// (MAC). A wipe-out by arc consistency always removed squares (the row's last ones), so a
/// wipe-out without an arc-consistency prune was forward checking's.
fn inference_ran(mut events: Vec<Event>, inference: csp::Inference) -> Vec<Event> {
    let placed = events.iter().position(|e| matches!(e, Event::Place { .. }));
    let (Some(placed), false) = (
        placed,
        events.iter().any(|e| matches!(e, Event::Solution { .. })),
    ) else {
        return events;
    };
    let by = match events[placed] {
        Event::Place { square, .. } => square.row,
        _ => return events,
    };
    let prune = |how| Event::Prune {
        squares: Vec::new(),
        by,
        how,
    };
    let ran = |events: &[Event], how| {
        events
            .iter()
            .any(|e| matches!(e, Event::Prune { how: h, .. } if *h == how))
    };
    if inference != csp::Inference::None && !ran(&events, Inference::ForwardChecking) {
        events.insert(placed + 1, prune(Inference::ForwardChecking));
    }
    let wiped = events.iter().any(|e| matches!(e, Event::WipeOut { .. }));
    if inference == csp::Inference::Mac && !wiped && !ran(&events, Inference::ArcConsistency) {
        events.insert(placed + 2, prune(Inference::ArcConsistency));
    }
    events
}

impl StepSolver for Backtracking {
    type Step = Move;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, _seed: u64) -> Result<Self, Error> {
        Backtracking::new(n)
    }
    /// The walkthrough's search, or with any of `inference`, `ordering`, `values` not at its
    /// default, the search with those options ([`crate::csp`]).
    fn start_with(n: usize, _seed: u64, params: &Params) -> Result<Self, Error> {
        Backtracking::with_options(n, Options::from_params(params))
    }
    fn from_board(n: usize, _seed: u64, board: &[Option<u32>]) -> Option<Result<Self, Error>> {
        let k = board.iter().take_while(|c| c.is_some()).count();
        if board[k..].iter().any(Option::is_some) {
            return Some(Err(Error::Prefix(
                "backtracking goes on from queens in rows 1, 2, … with the rows above them empty"
                    .into(),
            )));
        }
        let prefix: Vec<u32> = board[..k].iter().flatten().copied().collect();
        Some(Backtracking::from_prefix(n, &prefix))
    }
    fn n(&self) -> usize {
        self.n
    }
    fn seed(&self) -> Option<u64> {
        None
    }
    fn step(&mut self) -> Option<Move> {
        let steps = self.next_move();
        (!steps.is_empty()).then_some(Move(steps))
    }
    /// 0-based columns of the queens on rows `0..k`, where `k` rows currently hold a queen
    /// (with options, all `n` rows, [`crate::solver::NO_QUEEN`] where empty).
    fn columns(&self) -> &[u32] {
        match &self.csp {
            Some(csp) => csp.columns(),
            None => &self.queens,
        }
    }
    /// Attempts and solutions; with options also consistency checks, backtracks and
    /// wipe-outs ([`CSP_COUNTERS`]).
    fn counters(&self) -> Vec<Counter> {
        if let Some(csp) = &self.csp {
            return vec![
                ATTEMPTS_TOTAL.at(csp.tried()),
                CONSISTENCY_CHECKS.at(csp.checks()),
                BACKTRACKS.at(csp.backtracks()),
                WIPEOUTS.at(csp.wipeouts()),
                SOLUTIONS_FOUND.at(csp.solutions()),
            ];
        }
        vec![
            ATTEMPTS_TOTAL.at(self.total),
            SOLUTIONS_FOUND.at(self.solutions),
        ]
    }
    /// Each step of the move as its event; under inference, a placement that leaves an empty
    /// row reports each inference that ran as a prune, an empty one too (forward checking
    /// removing nothing; arc consistency finding every square supported), so that what was
    /// pruned, nothing included, is in the move.
    fn events(&self, step: &Move) -> Vec<Event> {
        let events: Vec<Event> = step
            .0
            .iter()
            .map(|s| match *s {
                Step::Attempt {
                    row,
                    col,
                    attacked_by,
                } => Event::Try {
                    square: Square::new(row, col),
                    attacked_by,
                    trial: None,
                },
                Step::Place {
                    row,
                    col,
                    ref marked,
                } => Event::Place {
                    square: Square::new(row, col),
                    how: Placement::Search {
                        marked: marked.iter().map(|&sq| Square::from(sq)).collect(),
                    },
                },
                Step::Backtrack { from_row, .. } => Event::DeadEnd {
                    row: from_row,
                    why: Blocked::Tried,
                    trial: None,
                },
                Step::Remove {
                    row,
                    col,
                    ref cleared,
                } => Event::Lift {
                    square: Square::new(row, col),
                    cleared: cleared.len(),
                },
                Step::Solution { number, .. } => Event::Solution {
                    last: None,
                    found: Found::Search { number },
                },
                Step::Exhausted { solutions } => Event::Exhausted { solutions },
                Step::Choose {
                    row,
                    remaining,
                    pruned,
                } => Event::SelectRow {
                    row,
                    remaining,
                    pruned,
                },
                Step::Prune {
                    by,
                    ref pruned,
                    arc_consistency,
                } => Event::Prune {
                    squares: pruned.iter().map(|&sq| Square::from(sq)).collect(),
                    by,
                    how: if arc_consistency {
                        Inference::ArcConsistency
                    } else {
                        Inference::ForwardChecking
                    },
                },
                Step::WipeOut { row, by } => Event::WipeOut { row, by },
            })
            .collect();
        match &self.csp {
            Some(csp) => inference_ran(events, csp.options().inference),
            None => events,
        }
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it,
    /// without building its events (the squares a placement marks or prunes): a solution
    /// ticks as one; a queen lifted as a backtrack; a row out of squares or a domain wiped
    /// out as a dead end (the prunes the events add tick nothing).
    fn tick(&self, step: &Move) -> Option<Tick> {
        step.0
            .iter()
            .filter_map(|s| match s {
                Step::Solution { .. } => Some(Tick::Solution),
                Step::Remove { .. } => Some(Tick::Backtrack),
                Step::Backtrack { .. } | Step::WipeOut { .. } => Some(Tick::Dead),
                _ => None,
            })
            .max_by_key(|t| match t {
                Tick::Solution => 3,
                Tick::Backtrack => 2,
                Tick::Dead => 1,
            })
    }
    fn line(&self, step: &Move) -> usize {
        let solution = step.0.iter().any(|s| matches!(s, Step::Solution { .. }));
        let wiped = step.0.iter().any(|s| matches!(s, Step::WipeOut { .. }));
        let arc = step.0.iter().any(|s| {
            matches!(
                s,
                Step::Prune {
                    arc_consistency: true,
                    ..
                }
            )
        });
        let options = self.csp.as_ref().map(|c| c.options());
        match step.0.first() {
            Some(Step::Choose { .. }) => 9,
            Some(Step::Attempt {
                attacked_by: None, ..
            }) if wiped => 12,
            Some(Step::Attempt {
                attacked_by: None, ..
            }) if !solution && arc => 11,
            Some(Step::Attempt {
                attacked_by: None, ..
            }) if !solution && options.is_some_and(|o| o.prunes()) => 10,
            Some(Step::Remove { .. }) if self.csp.as_ref().is_some_and(|c| c.wiped_last()) => 12,
            Some(Step::Attempt {
                attacked_by: Some(_),
                ..
            }) => 3,
            Some(Step::Attempt { .. }) if solution => 5,
            Some(Step::Attempt { .. }) => 4,
            Some(Step::Backtrack { .. }) => 6,
            Some(Step::Remove { .. }) => 7,
            Some(Step::Exhausted { .. }) => 8,
            _ => 0,
        }
    }
    fn outcome(step: &Move) -> Outcome {
        match step.0.last() {
            Some(Step::Solution { .. }) => Outcome::Solution,
            Some(Step::Exhausted { .. }) => Outcome::Exhausted,
            _ => Outcome::Paused,
        }
    }
    /// True while a full solution is on the board.
    fn is_solved(&self) -> bool {
        match &self.csp {
            Some(csp) => csp.is_solved(),
            None => self.queens.len() == self.n,
        }
    }
    fn attempts(&self) -> u64 {
        self.total_attempts()
    }
    fn tries(&self) -> u64 {
        1
    }
    fn queens_placed(&self) -> Option<u64> {
        if let Some(csp) = &self.csp {
            return Some(csp.placements());
        }
        // A learner's queens were not placed by the search.
        Some(self.placements - self.floor as u64)
    }
    /// The walkthrough's search steps back from its state ([`Stepper`]); with options, by
    /// replay ([`Rewind`]).
    fn animate(self) -> Box<dyn Animation> {
        if self.csp.is_some() {
            return Box::new(Rewind::new(self));
        }
        Box::new(Stepper::new(self))
    }
    fn start_message(&self) -> StartMessage {
        if let Some(csp) = &self.csp {
            let options = csp.options();
            let described = StartMessage::of(&DESCRIPTION);
            let next = match (options.ordering, options.values) {
                (Ordering::Mrv, _) => Message::new("caption-first-step-mrv"),
                (Ordering::Rows, Values::Lcv) => Message::new("caption-first-step-lcv"),
                (Ordering::Rows, Values::LeftToRight) => described.next,
            };
            return StartMessage {
                state: described.state,
                next,
            };
        }
        if self.floor == 0 {
            return StartMessage::of(&DESCRIPTION);
        }
        let prefix = &self.queens[..self.floor];
        let state = match prefix.len() {
            1 => Message::new("caption-start-your-queen").arg("col", prefix[0] + 1),
            k => Message::new("caption-start-your-queens")
                .arg("count", k)
                .arg(
                    "columns",
                    prefix
                        .iter()
                        .map(|c| (c + 1).to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        };
        StartMessage {
            state,
            next: Message::new("caption-first-step-row").arg("row", self.floor + 1),
        }
    }
    /// Runs to the next solution (or to exhaustion) with bitboards, spending at most `budget`
    /// search nodes (placements plus backtracks) per call, so a caller can show progress and
    /// cancel between calls. Attempts are counted per node, not per square, yet the counters,
    /// queens and marks end exactly as stepping with [`Iterator::next`] would leave them.
    ///
    /// From a solution it continues to the next one; once exhausted it returns
    /// [`Outcome::Exhausted`] at once. A `budget` of 0 returns [`Outcome::Paused`]
    /// without searching (after settling an event in flight).
    fn run_for(&mut self, budget: u64) -> Outcome {
        self.run_noting(budget, |_| {})
    }
    fn run_to_end(&mut self) {
        while self.run_for(u64::MAX) == Outcome::Paused {}
    }
    /// The mark grid (see [`Marks`]) and the attempts per row (`n` entries from row 0, the
    /// bottom row), always. With the options: the squares pruned from the domains as the
    /// marks, numbered by the row whose placement pruned them, and how (with inference); the
    /// row whose domain was just wiped out; MRV's row to fill, or that it chooses one.
    fn layers(&self) -> Layers<'_> {
        match &self.csp {
            None => Layers {
                marks: Some(if self.undrawn {
                    Cow::Owned(Marks::from_queens(self.n, &self.queens))
                } else {
                    Cow::Borrowed(&self.marks)
                }),
                attempts_per_row: Some(&self.attempts),
                ..Layers::default()
            },
            Some(csp) => Layers {
                marks: Some(Cow::Owned(csp.marks())),
                pruning: csp.options().prunes().then(|| csp.pruning()),
                attempts_per_row: Some(csp.attempts_per_row()),
                dead_row: csp.wiped(),
                filling_row: csp.filling(),
                chooses_row: csp.chooses_next(),
                ..Layers::default()
            },
        }
    }
    /// The walkthrough's 8 lines; with options, the 5 more that they add.
    fn pseudocode_lines(&self) -> usize {
        if self.csp.is_some() {
            PSEUDOCODE.len()
        } else {
            WALKTHROUGH_LINES
        }
    }
    fn solutions_found(&self) -> Option<u64> {
        Some(self.solutions())
    }
    /// No queen is ever attacked: each stands on a square no queen attacks.
    fn is_attacked(&self, _row: usize) -> bool {
        false
    }
}

/// Backtracking for the page resumed from a learner's queens in rows `0..k` (`prefix`,
/// 0-based columns; see [`Backtracking::from_prefix`]), with step back, seek and the search
/// tree like any animation; step back stops at the prefix.
///
/// # Errors
/// As [`Backtracking::from_prefix`].
pub fn animate_from(n: usize, prefix: &[u32]) -> Result<Box<dyn Animation>, Error> {
    Ok(Box::new(Stepper::new(Backtracking::from_prefix(
        n, prefix,
    )?)))
}

/// Backtracking for the page: the search and the move that led to its state. Step back
/// undoes from the state itself ([`Backtracking::retreat`]), instantly, with no checkpoints.
#[derive(Clone, Debug)]
pub struct Stepper {
    search: Backtracking,
    last: Move,
    timeline: Timeline,
}

impl Stepper {
    /// The page's handle on `search`, before its first move.
    fn new(search: Backtracking) -> Self {
        Stepper {
            search,
            last: Move::default(),
            timeline: Timeline::default(),
        }
    }

    /// Makes one move and records it on the timeline; false when none is left.
    fn make_move(&mut self) -> bool {
        let steps = self.search.next_move();
        if steps.is_empty() {
            return false;
        }
        self.last = Move(steps);
        let tick = StepSolver::tick(&self.search, &self.last);
        self.timeline
            .record(self.search.moves(), tick, &self.search.queens);
        true
    }
}

impl Animation for Stepper {
    fn description(&self) -> &'static Description {
        &DESCRIPTION
    }
    fn n(&self) -> usize {
        self.search.n
    }
    fn seed(&self) -> Option<u64> {
        None
    }
    fn advance(&mut self) -> bool {
        self.make_move()
    }
    fn step_back(&mut self) -> bool {
        let undone = !self.search.retreat().is_empty();
        self.last = Move(self.search.last_move());
        undone
    }
    fn at_start(&self) -> bool {
        self.search.total == 0
    }
    fn position(&self) -> u64 {
        self.search.moves()
    }
    fn seek(&mut self, target: u64, budget: u64) -> u64 {
        // Back to the start at once: the search as it began.
        if target == 0 && self.search.moves() > 0 {
            let prefix = self.search.queens[..self.search.floor].to_vec();
            let search = if prefix.is_empty() {
                Backtracking::new(self.search.n)
            } else {
                Backtracking::from_prefix(self.search.n, &prefix)
            };
            self.search = search.expect("the size and the prefix were accepted before");
            self.last = Move::default();
            return 0;
        }
        let mut left = budget;
        while left > 0 && self.search.moves() > target && !self.search.retreat().is_empty() {
            left -= 1;
        }
        while left > 0 && self.search.moves() < target && self.make_move() {
            left -= 1;
        }
        self.last = Move(self.search.last_move());
        self.search.moves()
    }
    fn run(&mut self, budget: u64) -> Outcome {
        let ticks = &mut self.timeline.ticks;
        let outcome = self
            .search
            .run_noting(budget, |position| ticks.record(position, Tick::Backtrack));
        self.last = Move(self.search.last_move());
        if outcome == Outcome::Solution {
            self.timeline.record(
                self.search.moves(),
                Some(Tick::Solution),
                &self.search.queens,
            );
        }
        outcome
    }
    fn is_solution(&self) -> bool {
        self.search.is_solved()
    }
    fn is_exhausted(&self) -> bool {
        self.search.is_exhausted()
    }
    fn solutions(&self) -> u64 {
        self.search.solutions
    }
    fn attempts(&self) -> u64 {
        self.search.total
    }
    fn tries(&self) -> u64 {
        1
    }
    fn queens_placed(&self) -> Option<u64> {
        self.search.queens_placed()
    }
    fn columns(&self) -> &[u32] {
        &self.search.queens
    }
    fn counters(&self) -> Vec<Counter> {
        self.search.counters()
    }
    fn prefix(&self) -> &[u32] {
        &self.search.queens[..self.search.floor]
    }
    fn search_tree(&self, limit: u64) -> Option<Vec<TreeNode>> {
        let moves = self.search.moves();
        let prefix = &self.search.queens[..self.search.floor];
        (moves <= limit)
            .then(|| search_tree_from(self.search.n, prefix, moves).ok())
            .flatten()
    }
    fn line(&self) -> usize {
        if self.last.0.is_empty() {
            0
        } else {
            self.search.line(&self.last)
        }
    }
    fn events(&self) -> Vec<Event> {
        self.search.events(&self.last)
    }
    fn peek_events(&mut self) -> Vec<Event> {
        let timeline = std::mem::take(&mut self.timeline);
        let events = if self.make_move() {
            let events = self.events();
            self.step_back();
            events
        } else {
            Vec::new()
        };
        self.timeline = timeline;
        events
    }
    fn start_message(&self) -> StartMessage {
        // The prefix and its length never change: the caption reads them from the state now.
        self.search.start_message()
    }
    fn timeline(&self) -> &Timeline {
        &self.timeline
    }
    fn is_attacked(&self, row: usize) -> bool {
        self.search.is_attacked(row)
    }
    fn layers(&self) -> Layers<'_> {
        StepSolver::layers(&self.search)
    }
    fn pseudocode_lines(&self) -> usize {
        WALKTHROUGH_LINES
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `step` without the squares a placement marks or a removal clears.
    fn unlisted(step: Step) -> Step {
        match step {
            Step::Place { row, col, .. } => Step::Place {
                row,
                col,
                marked: Vec::new(),
            },
            Step::Remove { row, col, .. } => Step::Remove {
                row,
                col,
                cleared: Vec::new(),
            },
            step => step,
        }
    }

    /// Prefixes `from_prefix` accepts on an `n × n` board: every one of up to two queens on
    /// small boards, a few longer ones on larger.
    fn prefixes(n: usize) -> Vec<Vec<u32>> {
        let mut all = vec![Vec::new()];
        for a in 0..n as u32 {
            all.push(vec![a]);
            for b in 0..n as u32 {
                all.push(vec![a, b]);
            }
        }
        if n > 8 {
            all.truncate(12);
            // Half the rows: columns 2, 4, 6, … (1-based), which attack none of each other.
            all.push((0..n as u32 / 2).map(|r| 2 * r + 1).collect());
        }
        all.retain(|p| check_prefix(n, p).is_ok());
        all
    }

    /// A search begun in place from a prefix, its marks undrawn (a square's mark read from
    /// the queens' lines) and stepped unlisted, then stepped back and on with lists (its marks
    /// drawn, its grid made if it had none), and run on bitboards now and then, is the search
    /// `from_prefix` makes doing the same, state for state (the marks as drawn).
    #[test]
    fn restarted_unlisted_searches_are_the_ones_from_prefix_makes() {
        for n in (1..=10).chain([15, 16, 17, 31, 32, 33]) {
            // One search for every prefix, begun again each time, as queensLV's run keeps
            // one; and a search with no grid made for each.
            let mut reused = Backtracking::new(n).unwrap();
            for prefix in prefixes(n) {
                let made = Backtracking::from_prefix(n, &prefix).unwrap();
                let mut fresh = Backtracking::unmarked(n).unwrap();
                fresh.restart_from(&prefix);
                reused.restart_from(&prefix);
                let context = format!("n = {n}, prefix {prefix:?}");
                for search in [&mut fresh, &mut reused] {
                    let mut made = made.clone();
                    assert_eq!(*search, made, "{context}: begun");
                    for i in 0..400u64 {
                        if i % 97 == 96 {
                            let budget = i % 13;
                            assert_eq!(search.run_for(budget), made.run_for(budget), "{context}");
                        } else if i % 50 == 49 {
                            // Back and on with lists: the marks drawn from here.
                            let (mut drawn, mut listed) = (search.clone(), made.clone());
                            assert_eq!(drawn.step_back(), listed.step_back(), "{context}");
                            assert_eq!(drawn, listed, "{context}: back");
                            assert_eq!(drawn.next(), listed.next(), "{context}");
                            assert_eq!(drawn, *search, "{context}: back and on");
                        }
                        let step = search.next_unlisted();
                        assert_eq!(step, made.next().map(unlisted), "{context}: step {i}");
                        assert_eq!(*search, made, "{context}: after step {i}");
                        if step.is_none() {
                            break;
                        }
                    }
                }
            }
        }
    }
}
