//! Backtracking's constraint-satisfaction options (AIMA, chapter 6): the search that
//! [`crate::backtracking::Backtracking`] runs when any of its parameters `inference`,
//! `ordering` or `values` is not at its default.
//!
//! The board is AIMA's CSP: one variable per row, whose domain is the row's squares. A row's
//! **domain** is the squares not yet removed from it; a removed square carries, as the
//! walkthrough numbers its marks, the 1-based number of the row whose placement removed it.
//!
//! - `inference`: `none` tries every square of a row (an attacked one is an attempt that
//!   fails, as in the walkthrough); `forward-checking` removes from every empty row the
//!   squares a new queen attacks, row by row from the lowest, so only squares left in a
//!   domain are tried (it stops at the first row it leaves empty, as AIMA's does);
//!   `mac` (maintaining arc consistency) then runs AC-3 over the empty rows, removing every
//!   square left without a support (a square of another row's domain it does not attack).
//!   A domain left empty is a **wipe-out**: the queen is lifted at once and moves along.
//! - `ordering`: `rows` fills row 1 upward; `mrv` picks the empty row with the fewest squares
//!   left (minimum remaining values), ties to the lowest row, as a move of its own.
//! - `values`: `left-to-right`, or `lcv` (least constraining value): the row's squares in the
//!   order of how many squares they would remove from the other empty rows, fewest first,
//!   ties to the left. With no inference this departs from AIMA's ORDER-DOMAIN-VALUES, which
//!   would rank every square of the row (none is removed from its domain): only the safe
//!   squares are ranked, each by the safe squares of the other empty rows it attacks, and
//!   the attacked squares are tried after them, left to right, each a failed attempt as in
//!   the walkthrough. An attacked square cannot take a queen, so ranking it (it may rule
//!   out few squares) would only put failed attempts before the squares that can.
//!
//! A **consistency check** is one test of whether queens on two squares of different rows
//! would attack each other. They are counted where a search with these options makes them:
//! trying a square with no inference (against each queen on the board, in the order placed,
//! up to the first that attacks it), forward checking (the new queen against each square
//! left in each empty row), AC-3 (each pair of squares tested while looking for a support;
//! a row with more than 3 squares left supports every square of another, since a queen
//! attacks at most 3 squares of a row, so that arc is passed with no test),
//! MRV with no inference (every square of every empty row against the queens, as a try
//! would) and LCV (each square of the row against each square left in the other empty rows).
//!
//! With `inference = none`, `ordering = rows`, `values = left-to-right` this search makes
//! exactly the walkthrough's moves (tested against [`crate::backtracking::Backtracking`]).

use crate::board::Marks;
use crate::depth_first::Step;
use crate::layers::{PROPAGATED, PRUNED};
use crate::params::Params;
use crate::solver::NO_QUEEN;
use crate::Error;
use std::collections::VecDeque;

/// The largest board these options take: a removed square's number is one byte.
pub const MAX_N: usize = 255;

/// What a placement removes from the other rows' domains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inference {
    /// Nothing: every square is tried (the walkthrough).
    None,
    /// The squares the new queen attacks, from every empty row.
    ForwardChecking,
    /// Forward checking, then AC-3 over the empty rows (maintaining arc consistency).
    Mac,
}

/// Which empty row is filled next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordering {
    /// The lowest empty row (row 1 upward).
    Rows,
    /// The empty row with the fewest squares left (MRV), ties to the lowest row.
    Mrv,
}

/// In which order a row's squares are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// Column 1 first.
    LeftToRight,
    /// Least constraining value first (LCV), ties to the left.
    Lcv,
}

/// The three options together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The inference after each placement.
    pub inference: Inference,
    /// The row ordering.
    pub ordering: Ordering,
    /// The square ordering.
    pub values: Values,
}

impl Options {
    /// The walkthrough's search: no inference, rows in order, left to right.
    pub const WALKTHROUGH: Options = Options {
        inference: Inference::None,
        ordering: Ordering::Rows,
        values: Values::LeftToRight,
    };

    /// The options a run of backtracking is given (its parameters `inference`, `ordering`,
    /// `values`; those not declared or not given take the walkthrough's).
    pub fn from_params(params: &Params) -> Options {
        Options {
            inference: match params.choice("inference") {
                Some("forward-checking") => Inference::ForwardChecking,
                Some("mac") => Inference::Mac,
                _ => Inference::None,
            },
            ordering: match params.choice("ordering") {
                Some("mrv") => Ordering::Mrv,
                _ => Ordering::Rows,
            },
            values: match params.choice("values") {
                Some("lcv") => Values::Lcv,
                _ => Values::LeftToRight,
            },
        }
    }

    /// True when domains are pruned (forward checking or MAC): removed squares are never
    /// tried, and the page draws them crossed out.
    pub fn prunes(self) -> bool {
        self.inference != Inference::None
    }
}

/// One row being filled: the squares to try in order, and how far along they are.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Frame {
    row: usize,
    values: Vec<u32>,
    next: usize,
    /// The squares its queen's placement removed (restored when the queen is lifted).
    removed: Vec<(usize, usize)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Next: choose a row (a move of its own under MRV).
    Select,
    /// Next: try the top row's next square, or backtrack when none is left.
    Try,
    /// A domain was wiped out; next: lift the queen just placed.
    WipedOut,
    /// A solution is on show; next: lift the top queen and go on.
    Solved,
    /// The search is complete.
    Done,
}

/// The search with constraint-satisfaction options (see the [module docs](self)), move by
/// move: [`advance`](Self::advance) returns one move's events, in the walkthrough's
/// vocabulary ([`Step`]) with [`Step::Choose`], [`Step::Prune`] and [`Step::WipeOut`].
///
/// ```
/// use nqueens::csp::{Csp, Inference, Options, Ordering, Values};
///
/// let fc = Options { inference: Inference::ForwardChecking, ..Options::WALKTHROUGH };
/// let mut search = Csp::new(8, fc)?;
/// while !search.is_solved() {
///     search.advance();
/// }
/// // The walkthrough's first solution (OEIS A141843), in fewer squares tried than its 876.
/// assert_eq!(search.columns(), &[0, 4, 7, 5, 2, 6, 1, 3]);
/// assert!(search.tried() < 876);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Csp {
    n: usize,
    options: Options,
    /// 0-based column of each row's queen, [`NO_QUEEN`] for an empty row.
    columns: Vec<u32>,
    /// Queens on the board.
    placed: usize,
    /// `n × n`, row-major from row 0: 0 where the square is in its row's domain (or, with
    /// no inference, unattacked), else the 1-based row whose placement removed it.
    removed: Vec<u8>,
    /// `n × n`: true where AC-3 removed the square (left without a support).
    propagated: Vec<bool>,
    /// Squares left in each row's domain.
    remaining: Vec<u32>,
    /// The rows being filled, in the order chosen.
    stack: Vec<Frame>,
    /// Each row's place in `stack` while it holds a queen (for counting checks).
    depth_of: Vec<usize>,
    phase: Phase,
    /// The row whose domain was just wiped out, while that is on show.
    wiped: Option<usize>,
    /// True when the last move lifted the queen whose placement wiped out a domain.
    lifted_after_wipeout: bool,
    tried: u64,
    attempts: Vec<u64>,
    checks: u64,
    backtracks: u64,
    wipeouts: u64,
    solutions: u64,
    placements: u64,
}

impl Csp {
    /// A search on an `n × n` board with `options`, before its first move.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
    pub fn new(n: usize, options: Options) -> Result<Csp, Error> {
        crate::check_board_size(
            n,
            MAX_N,
            "backtracking with inference, MRV or LCV numbers each removed square with one byte",
        )?;
        Ok(Csp {
            n,
            options,
            columns: vec![NO_QUEEN; n],
            placed: 0,
            removed: vec![0; n * n],
            propagated: vec![false; n * n],
            remaining: vec![n as u32; n],
            stack: Vec::with_capacity(n),
            depth_of: vec![usize::MAX; n],
            phase: Phase::Select,
            wiped: None,
            lifted_after_wipeout: false,
            tried: 0,
            attempts: vec![0; n],
            checks: 0,
            backtracks: 0,
            wipeouts: 0,
            solutions: 0,
            placements: 0,
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// 0-based column of each row's queen, [`NO_QUEEN`] for an empty row (`n` entries).
    pub fn columns(&self) -> &[u32] {
        &self.columns
    }

    /// Squares tried so far (attempts).
    pub fn tried(&self) -> u64 {
        self.tried
    }

    /// Squares tried per row, `n` entries from row 0.
    pub fn attempts_per_row(&self) -> &[u64] {
        &self.attempts
    }

    /// Consistency checks so far (see the [module docs](self)).
    pub fn checks(&self) -> u64 {
        self.checks
    }

    /// Backtracks so far: rows that ran out of squares, sending the search back to the row
    /// filled before them.
    pub fn backtracks(&self) -> u64 {
        self.backtracks
    }

    /// Domain wipe-outs so far.
    pub fn wipeouts(&self) -> u64 {
        self.wipeouts
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Queens placed since the start.
    pub fn placements(&self) -> u64 {
        self.placements
    }

    /// True while every row holds a queen.
    pub fn is_solved(&self) -> bool {
        self.placed == self.n
    }

    /// True once the search is complete.
    pub fn is_exhausted(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The row whose domain was just wiped out, while that is on show.
    pub fn wiped(&self) -> Option<usize> {
        self.wiped
    }

    /// True when the last move lifted the queen whose placement wiped out a domain.
    pub fn wiped_last(&self) -> bool {
        self.lifted_after_wipeout
    }

    /// The row whose square is tried next, once chosen (`None` before MRV has chosen it,
    /// and at a solution or the end).
    pub fn filling(&self) -> Option<usize> {
        match self.phase {
            Phase::Try => self.stack.last().map(|f| f.row),
            Phase::Select if self.options.ordering == Ordering::Rows && !self.is_solved() => {
                (0..self.n).find(|&r| self.columns[r] == NO_QUEEN)
            }
            _ => None,
        }
    }

    /// True when the next move is MRV's choice of a row.
    pub fn chooses_next(&self) -> bool {
        self.phase == Phase::Select && self.options.ordering == Ordering::Mrv
    }

    /// How each square was removed, `n × n` bytes row-major from row 0: 0 = in its domain,
    /// [`PRUNED`] = as a queen attacks it (forward checking; with no inference, attacked),
    /// [`PROPAGATED`] = by AC-3, left without a support.
    pub fn pruning(&self) -> Vec<u8> {
        self.removed
            .iter()
            .zip(&self.propagated)
            .map(|(&by, &arc)| match (by, arc) {
                (0, _) => 0,
                (_, false) => PRUNED,
                (_, true) => PROPAGATED,
            })
            .collect()
    }

    /// The removed squares as the page draws them: each carries the 1-based row whose
    /// placement removed it (with no inference: the first queen placed that attacks it).
    pub fn marks(&self) -> Marks {
        Marks::from_bytes(self.n, self.removed.clone())
    }

    fn at(&self, row: usize, col: usize) -> u8 {
        self.removed[row * self.n + col]
    }

    fn attacks(a: (usize, usize), b: (usize, usize)) -> bool {
        a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
    }

    /// The squares of row `s` (not `row`) that a queen on (`row`, `col`) attacks: its
    /// column and its two diagonals, each once.
    fn attacked_in(&self, row: usize, col: usize, s: usize) -> impl Iterator<Item = usize> {
        let d = row.abs_diff(s);
        let n = self.n;
        [
            Some(col),
            col.checked_sub(d),
            Some(col + d).filter(|&c| c < n),
        ]
        .into_iter()
        .flatten()
    }

    fn empty_rows(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).filter(|&r| self.columns[r] == NO_QUEEN)
    }

    /// Checks a try with no inference makes at square (`row`, `col`): one per queen, in the
    /// order placed, up to the first that attacks it.
    fn try_checks(&self, row: usize, col: usize) -> u64 {
        match self.at(row, col) {
            0 => self.placed as u64,
            by => self.depth_of[usize::from(by) - 1] as u64 + 1,
        }
    }

    /// The next row to fill, counting MRV's checks.
    fn choose_row(&mut self) -> usize {
        match self.options.ordering {
            Ordering::Rows => self.empty_rows().next().expect("a row is empty"),
            Ordering::Mrv => {
                if self.options.inference == Inference::None {
                    let mut checks = 0;
                    for r in self.empty_rows() {
                        for c in 0..self.n {
                            checks += self.try_checks(r, c);
                        }
                    }
                    self.checks += checks;
                }
                self.empty_rows()
                    .min_by_key(|&r| (self.remaining[r], r))
                    .expect("a row is empty")
            }
        }
    }

    /// Row `row`'s squares in the order they are tried, counting LCV's checks.
    fn order_values(&mut self, row: usize) -> Vec<u32> {
        let n = self.n;
        let open: Vec<u32> = (0..n as u32)
            .filter(|&c| self.at(row, c as usize) == 0)
            .collect();
        let closed: Vec<u32> = (0..n as u32)
            .filter(|&c| self.at(row, c as usize) != 0)
            .collect();
        let mut values = open;
        if self.options.values == Values::Lcv {
            let others: Vec<usize> = self.empty_rows().filter(|&s| s != row).collect();
            let mut keys = Vec::with_capacity(values.len());
            for &c in &values {
                let mut ruled_out = 0u32;
                for &s in &others {
                    self.checks += u64::from(self.remaining[s]);
                    ruled_out += self
                        .attacked_in(row, c as usize, s)
                        .filter(|&y| self.at(s, y) == 0)
                        .count() as u32;
                }
                keys.push(ruled_out);
            }
            let mut keyed: Vec<(u32, u32)> = keys.into_iter().zip(values).collect();
            keyed.sort();
            values = keyed.into_iter().map(|(_, c)| c).collect();
            if self.options.inference == Inference::None {
                values.extend(closed);
            }
        } else if self.options.inference == Inference::None {
            values = (0..n as u32).collect();
        }
        values
    }

    fn remove(&mut self, s: usize, y: usize, by: usize) {
        self.removed[s * self.n + y] = (by + 1) as u8;
        self.remaining[s] -= 1;
        if let Some(frame) = self.stack.last_mut() {
            frame.removed.push((s, y));
        }
    }

    /// Places the queen of `row` on `col`: forward checking's (or, with no inference, the
    /// marks') removals, counted; the squares removed, row-major, and the first row (from
    /// the lowest) left with an empty domain, where forward checking stops, as AIMA's does
    /// (with `stop`; without, it goes on through every row).
    fn place(
        &mut self,
        row: usize,
        col: usize,
        stop: bool,
    ) -> (Vec<(usize, usize)>, Option<usize>) {
        self.columns[row] = col as u32;
        self.depth_of[row] = self.stack.len() - 1;
        self.placed += 1;
        self.placements += 1;
        let mut marked = Vec::new();
        let empty: Vec<usize> = self.empty_rows().collect();
        for s in empty {
            if self.options.prunes() {
                self.checks += u64::from(self.remaining[s]);
            }
            let mut hit: Vec<usize> = self
                .attacked_in(row, col, s)
                .filter(|&y| self.at(s, y) == 0)
                .collect();
            hit.sort_unstable();
            for y in hit {
                self.remove(s, y, row);
                marked.push((s, y));
            }
            if self.options.prunes() && self.remaining[s] == 0 && stop {
                return (marked, Some(s));
            }
        }
        (marked, None)
    }

    /// AC-3 over the empty rows after forward checking removed `marked` for the queen of
    /// `row`: the squares it removes in turn (numbered `row`), and the row wiped out, if any.
    fn propagate(
        &mut self,
        row: usize,
        marked: &[(usize, usize)],
    ) -> (Vec<(usize, usize)>, Option<usize>) {
        let n = self.n;
        let empty: Vec<usize> = self.empty_rows().collect();
        let mut queued = vec![false; n * n];
        let mut queue: VecDeque<(usize, usize)> = VecDeque::new();
        let mut revised_rows: Vec<usize> = marked.iter().map(|&(s, _)| s).collect();
        revised_rows.dedup();
        for j in revised_rows {
            for &k in &empty {
                if k != j && !queued[k * n + j] {
                    queued[k * n + j] = true;
                    queue.push_back((k, j));
                }
            }
        }
        let mut pruned = Vec::new();
        while let Some((k, j)) = queue.pop_front() {
            queued[k * n + j] = false;
            // A queen attacks at most 3 squares of another row: a row with more left
            // supports every square of row k, with no test to make.
            if self.remaining[j] > 3 {
                continue;
            }
            let mut revised = false;
            for x in 0..n {
                if self.at(k, x) != 0 {
                    continue;
                }
                let mut supported = false;
                for y in 0..n {
                    if self.at(j, y) != 0 {
                        continue;
                    }
                    self.checks += 1;
                    if !Self::attacks((k, x), (j, y)) {
                        supported = true;
                        break;
                    }
                }
                if !supported {
                    self.remove(k, x, row);
                    self.propagated[k * n + x] = true;
                    pruned.push((k, x));
                    revised = true;
                }
            }
            if revised {
                if self.remaining[k] == 0 {
                    return (pruned, Some(k));
                }
                for &m in &empty {
                    if m != k && m != j && !queued[m * n + k] {
                        queued[m * n + k] = true;
                        queue.push_back((m, k));
                    }
                }
            }
        }
        (pruned, None)
    }

    /// Lifts the queen of the top row, restoring what its placement removed.
    fn lift(&mut self) -> Step {
        let row = self.stack.last().expect("a row is being filled").row;
        let col = self.columns[row] as usize;
        self.columns[row] = NO_QUEEN;
        self.depth_of[row] = usize::MAX;
        self.placed -= 1;
        let frame = self.stack.last_mut().expect("a row is being filled");
        let mut cleared = std::mem::take(&mut frame.removed);
        for &(s, y) in &cleared {
            self.removed[s * self.n + y] = 0;
            self.propagated[s * self.n + y] = false;
            self.remaining[s] += 1;
        }
        cleared.sort_unstable();
        Step::Remove { row, col, cleared }
    }

    /// One move: MRV's choice of a row; one square tried (with its placement, removals, and
    /// the solution or wipe-out it leads to); the lifting of a queen after a wipe-out or a
    /// solution; a backtrack with its lifting; or the end. Empty once the search is complete.
    pub fn advance(&mut self) -> Vec<Step> {
        self.wiped = None;
        self.lifted_after_wipeout = self.phase == Phase::WipedOut;
        match self.phase {
            Phase::Done => Vec::new(),
            Phase::Solved | Phase::WipedOut => {
                self.phase = Phase::Try;
                vec![self.lift()]
            }
            Phase::Select => {
                let row = self.choose_row();
                let values = self.order_values(row);
                self.stack.push(Frame {
                    row,
                    values,
                    next: 0,
                    removed: Vec::new(),
                });
                self.phase = Phase::Try;
                if self.options.ordering == Ordering::Mrv {
                    vec![Step::Choose {
                        row,
                        remaining: self.remaining[row] as usize,
                        pruned: self.options.prunes(),
                    }]
                } else {
                    self.try_next()
                }
            }
            Phase::Try => self.try_next(),
        }
    }

    fn try_next(&mut self) -> Vec<Step> {
        let frame = self.stack.last_mut().expect("a row is being filled");
        let row = frame.row;
        if frame.next == frame.values.len() {
            if self.stack.len() == 1 {
                self.phase = Phase::Done;
                return vec![Step::Exhausted {
                    solutions: self.solutions,
                }];
            }
            self.stack.pop();
            self.backtracks += 1;
            let to_row = self.stack.last().expect("a row below").row;
            return vec![
                Step::Backtrack {
                    from_row: row,
                    to_row,
                },
                self.lift(),
            ];
        }
        let col = frame.values[frame.next] as usize;
        frame.next += 1;
        self.tried += 1;
        self.attempts[row] += 1;
        let mark = self.at(row, col);
        if self.options.inference == Inference::None {
            self.checks += self.try_checks(row, col);
            if mark != 0 {
                return vec![Step::Attempt {
                    row,
                    col,
                    attacked_by: Some(usize::from(mark) - 1),
                }];
            }
        }
        let mut steps = vec![Step::Attempt {
            row,
            col,
            attacked_by: None,
        }];
        let (marked, wiped_by_fc) = self.place(row, col, true);
        let (pruned, wiped) = match (self.options.inference, wiped_by_fc) {
            (Inference::Mac, None) => self.propagate(row, &marked),
            _ => (Vec::new(), wiped_by_fc),
        };
        if self.options.prunes() {
            steps.push(Step::Place {
                row,
                col,
                marked: Vec::new(),
            });
            if !marked.is_empty() {
                steps.push(Step::Prune {
                    by: row,
                    pruned: marked,
                    arc_consistency: false,
                });
            }
        } else {
            steps.push(Step::Place { row, col, marked });
        }
        if !pruned.is_empty() {
            steps.push(Step::Prune {
                by: row,
                pruned,
                arc_consistency: true,
            });
        }
        if let Some(wiped) = wiped {
            self.wipeouts += 1;
            self.wiped = Some(wiped);
            self.phase = Phase::WipedOut;
            steps.push(Step::WipeOut {
                row: wiped,
                by: row,
            });
        } else if self.is_solved() {
            self.solutions += 1;
            self.phase = Phase::Solved;
            steps.push(Step::Solution {
                number: self.solutions,
                columns: self.columns.iter().map(|&c| c as usize).collect(),
            });
        } else {
            self.phase = Phase::Select;
        }
        steps
    }
}

/// The squares removed from the empty rows' domains by `inference` after the queens `board`
/// (`board[row]`: the 0-based column of its queen, or `None`; no two attacking) are placed,
/// in the order given by `placement` (0-based rows): an `n × n` grid, row-major from row 0,
/// true where removed. With [`Inference::None`], nothing is removed. A wipe-out ends that
/// placement's propagation, as in the search, but the placements go on.
pub fn removed_after(
    board: &[Option<usize>],
    placement: &[usize],
    inference: Inference,
) -> Vec<bool> {
    let n = board.len();
    let options = Options {
        inference,
        ..Options::WALKTHROUGH
    };
    let mut csp = Csp::new(n.max(1), options).expect("a board of at most 255 rows");
    // Removals only accumulate (a wipe-out does not stop the placements here), so the
    // grids of two inferences can be compared square by square.
    for &row in placement {
        let Some(col) = board[row] else { continue };
        csp.stack.push(Frame {
            row,
            values: Vec::new(),
            next: 0,
            removed: Vec::new(),
        });
        let (marked, _) = csp.place(row, col, false);
        if inference == Inference::Mac {
            csp.propagate(row, &marked);
        }
    }
    if inference == Inference::None {
        return vec![false; n * n];
    }
    (0..n * n)
        .map(|i| csp.removed[i] != 0 && board[i / n].is_none())
        .collect()
}
