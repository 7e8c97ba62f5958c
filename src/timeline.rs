//! What the page's timeline remembers of a run: its ticks (solutions, dead ends and restarts,
//! backtracks) and the solutions found, by move.
//!
//! The page's timeline is a slider over every move made so far, with a tick at each notable
//! move. A run to the end makes its moves inside the core (backtracking's bitboards jump over
//! thousands of them), so the core records the ticks as it goes, in [`Ticks`], and the page
//! draws what it reads back: the same ticks whether the moves were stepped, played or run.
//!
//! Memory stays bounded whatever the run's length: [`Ticks`] keeps one byte per *bucket* of
//! moves, at most [`Ticks::MAX_BUCKETS`] of them; when a move lands past the last bucket, the
//! buckets are merged in pairs and each then covers twice as many moves (the timeline is a few
//! hundred pixels wide, so a bucket never needs to be finer than the drawing). Below
//! `MAX_BUCKETS` moves every tick sits at its exact move. [`SolutionLog`] keeps the move and
//! the columns of each solution found, up to [`SolutionLog::MAX_KEPT`] of them.

/// What kind of notable move a tick marks (the timeline's colours: green, red, grey).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tick {
    /// A queen lifted off to move along: a backtrack, or the move on after a solution.
    Backtrack = 1,
    /// A dead end or a fresh start: a dead-end row, a restart, a new permutation, a failed
    /// vector, a pass without progress.
    Dead = 2,
    /// A solution is on the board.
    Solution = 4,
}

impl Tick {
    /// Every kind, in the order the page draws them (solutions last, on top).
    pub const ALL: [Tick; 3] = [Tick::Backtrack, Tick::Dead, Tick::Solution];

    /// The kind as the page names it: "backtrack", "dead" or "solution".
    pub fn name(self) -> &'static str {
        match self {
            Tick::Backtrack => "backtrack",
            Tick::Dead => "dead",
            Tick::Solution => "solution",
        }
    }
}

/// The ticks of a run, by move, in at most [`Ticks::MAX_BUCKETS`] buckets (see the
/// [module docs](self)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticks {
    /// Moves per bucket: a power of two, 1 until the run passes `MAX_BUCKETS` moves.
    bucket: u64,
    /// Per bucket, the kinds ticked in it as a bit set of [`Tick`] values.
    kinds: Vec<u8>,
}

impl Default for Ticks {
    fn default() -> Self {
        Ticks::new()
    }
}

impl Ticks {
    /// The most buckets kept: 4,096 bytes, several per pixel of the widest timeline.
    pub const MAX_BUCKETS: usize = 4096;

    /// No ticks yet, one move per bucket.
    pub fn new() -> Self {
        Ticks {
            bucket: 1,
            kinds: Vec::new(),
        }
    }

    /// Records a tick of `kind` at move `position` (the timeline's position after the move).
    /// Recording the same tick again (a move replayed after stepping back) changes nothing.
    pub fn record(&mut self, position: u64, kind: Tick) {
        while position / self.bucket >= Self::MAX_BUCKETS as u64 {
            self.coarsen();
        }
        let index = (position / self.bucket) as usize;
        if index >= self.kinds.len() {
            self.kinds.resize(index + 1, 0);
        }
        self.kinds[index] |= kind as u8;
    }

    /// Halves the buckets: each pair merges into one covering twice the moves.
    fn coarsen(&mut self) {
        let merged: Vec<u8> = self
            .kinds
            .chunks(2)
            .map(|pair| pair.iter().fold(0, |a, &b| a | b))
            .collect();
        self.kinds = merged;
        self.bucket *= 2;
    }

    /// Moves per bucket (1 while every tick sits at its exact move).
    pub fn bucket(&self) -> u64 {
        self.bucket
    }

    /// Per bucket, from move 0, the kinds ticked in it as a bit set of [`Tick`] values
    /// (bucket `i` covers moves `i × bucket() .. (i + 1) × bucket()`).
    pub fn kinds(&self) -> &[u8] {
        &self.kinds
    }

    /// The ticks of `kind`, as the first move of each bucket holding one, in order.
    pub fn positions(&self, kind: Tick) -> impl Iterator<Item = u64> + '_ {
        self.kinds
            .iter()
            .enumerate()
            .filter(move |(_, &k)| k & kind as u8 != 0)
            .map(|(i, _)| i as u64 * self.bucket)
    }
}

/// The solutions found in a run, each with the move that found it, in the order found (up to
/// [`SolutionLog::MAX_KEPT`]; the count goes on past it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolutionLog {
    /// The move of each solution kept.
    positions: Vec<u64>,
    /// Their 0-based columns, `n` bytes per solution (n ≤ 255 on the page's boards).
    columns: Vec<u8>,
    /// Solutions seen past the ones kept.
    dropped: u64,
}

impl SolutionLog {
    /// The most solutions kept: 50,000 (every solution up to n = 12, Q(12) = 14,200 by OEIS
    /// A000170; about 1.2 MB of columns at n = 24).
    pub const MAX_KEPT: usize = 50_000;

    /// Records the solution `columns` (0-based, one per row) found at move `position`. A
    /// solution at a move already recorded (a move replayed after stepping back) is skipped,
    /// as the same move always finds the same solution.
    pub fn record(&mut self, position: u64, columns: &[u32]) {
        if self.positions.binary_search(&position).is_ok()
            || self.positions.last().is_some_and(|&last| last > position)
        {
            return;
        }
        if self.positions.len() == Self::MAX_KEPT {
            self.dropped += 1;
            return;
        }
        self.positions.push(position);
        self.columns
            .extend(columns.iter().map(|&c| u8::try_from(c).unwrap_or(u8::MAX)));
    }

    /// The moves of the solutions kept, in order.
    pub fn positions(&self) -> &[u64] {
        &self.positions
    }

    /// The 0-based columns of solution `index` (0-based, in the order found), `n` of them.
    pub fn columns(&self, index: usize, n: usize) -> &[u8] {
        &self.columns[index * n..(index + 1) * n]
    }

    /// Every kept solution's columns, `n` bytes each, in the order found.
    pub fn all_columns(&self) -> &[u8] {
        &self.columns
    }

    /// Solutions found past the [`SolutionLog::MAX_KEPT`] kept.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }
}

/// A run's timeline: its [`Ticks`] and its [`SolutionLog`], recorded move by move by the
/// page's handle on a solver ([`crate::solver::Animation`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    /// The ticks.
    pub ticks: Ticks,
    /// The solutions found.
    pub solutions: SolutionLog,
}

impl Timeline {
    /// Records the move that led to `position`: its tick, if it has one, and the solution on
    /// the board (`columns`, every row's) if it is one.
    pub fn record(&mut self, position: u64, tick: Option<Tick>, columns: &[u32]) {
        if let Some(tick) = tick {
            self.ticks.record(position, tick);
            if tick == Tick::Solution {
                self.solutions.record(position, columns);
            }
        }
    }
}
