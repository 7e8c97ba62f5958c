//! The last rows of a counting task, searched breadth-first in batches of vectors.
//!
//! The depth-first search of [`super`] spends most of its time in its last ten rows, where
//! every node ends a loop whose length the branch predictor cannot guess. Here the scalar
//! search stops at row `split` and hands its boards over; this module expands them a vector
//! of boards at a time ([`Lanes::WIDTH`]: sixteen with AVX-512, four with WebAssembly's
//! SIMD128), one row per pass, with the candidate squares of all the vector's boards in one
//! register: the lowest free square of each board is taken at once, and the children are
//! packed together. A full batch of a row is expanded into the next row before the current
//! one goes on, so the buffers stay small (about 1,000 boards a row, in cache).
//!
//! Each child keeps the index of its parent, so a finished board can be rebuilt row by row.
//! That is needed only for the boards the scalar search would compare with their rotations
//! ([`super::Search::classify`]); all others count 8 solutions and 1 fundamental one. The
//! vector steps themselves are in `avx512` (x86-64) and `simd128` (wasm32).

use super::MAX_N;
use std::marker::PhantomData;

/// Marks a board whose rotations must be compared at the end: kept in the `down` word
/// above the board's columns (`n ≤ 20`), where no shift or mask of the search reaches.
pub(super) const FLAG: u32 = 1 << 31;

/// A full batch of a row is expanded into the next row at this many boards.
const BATCH: usize = 1024;

/// What the search allows on one row: the squares it may use and whether the side columns
/// must be complete there (see [`super::Search::edge_candidates`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Rule {
    /// Squares allowed besides the attacked ones (the board's columns, less any excluded).
    pub allow: u32,
    /// At this row both side columns must be taken, this row taking the second if need be.
    pub sides_due: bool,
    /// A queen on this square marks the board for comparison with its rotations (0: none).
    pub flag_square: u32,
}

/// The last row's test: the queen must avoid `forbidden`, and a queen on `flag_square`
/// marks the board for comparison with its rotations (0: none).
#[derive(Clone, Copy, Debug)]
pub(super) struct LastRow {
    pub forbidden: u32,
    pub flag_square: u32,
}

/// The boards of one row: three attack words each (squares attacked along the two
/// diagonals and the columns taken) and the index of its parent in the row before.
pub(super) struct Row {
    pub left: Vec<u32>,
    pub down: Vec<u32>,
    pub right: Vec<u32>,
    pub parent: Vec<u32>,
    pub len: usize,
}

impl Row {
    fn with_capacity(capacity: usize) -> Row {
        Row {
            left: vec![0; capacity],
            down: vec![0; capacity],
            right: vec![0; capacity],
            parent: vec![0; capacity],
            len: 0,
        }
    }
}

/// One kernel's vector steps: how it extends a row's boards `WIDTH` at a time.
pub(super) trait Lanes {
    /// Boards per vector: 16 for AVX-512's 512-bit vectors, 4 for WebAssembly's 128-bit ones.
    const WIDTH: usize;

    /// Appends the children of boards `i..i + WIDTH` of `row` (those below `len`) under
    /// `rule` to `next`, packed together.
    ///
    /// # Safety
    /// The CPU must have the kernel's instructions; `row` and `next` hold at least
    /// `WIDTH` words past `len` and past `next.len` (`Tail::new`'s capacities do).
    unsafe fn expand(
        row: &Row,
        i: usize,
        len: usize,
        full: u32,
        sides: u32,
        rule: Rule,
        next: &mut Row,
    );

    /// Fills the last two rows of boards `i..i + WIDTH` of `row` (row n − 2 next): returns
    /// the finished boards that need no comparison (each stands for 8 solutions) and calls
    /// `compare(board index, row n − 2's queen bit, row n − 1's)` for each that does.
    ///
    /// # Safety
    /// As for [`Lanes::expand`].
    #[allow(clippy::too_many_arguments)]
    unsafe fn finish(
        row: &Row,
        i: usize,
        len: usize,
        full: u32,
        sides: u32,
        rule: Rule,
        last_row: LastRow,
        compare: &mut dyn FnMut(usize, u32, u32),
    ) -> u64;
}

/// The batched search of rows `split..n` for one counting task, `L::WIDTH` boards at a time.
pub(super) struct Tail<L: Lanes> {
    n: usize,
    split: usize,
    full: u32,
    sides: u32,
    /// `rules[k]` is the rule of row `split + k`, for rows `split..=n − 2`.
    rules: Vec<Rule>,
    last_row: LastRow,
    /// `rows[k]` holds boards whose next row to fill is `split + k`.
    rows: Vec<Row>,
    /// The first `split` rows (queen bits) of each board of `rows[0]`.
    prefix: Vec<u32>,
    /// Finished boards counted without comparison: each stands for 8 solutions.
    pub plain: u64,
    /// Finished boards (queen bits, row by row) to compare with their rotations.
    pub flagged: Vec<[u32; MAX_N]>,
    /// Boards of the last pass to compare: (index, row n − 2's bit, row n − 1's).
    pending: Vec<(usize, u32, u32)>,
    lanes: PhantomData<L>,
}

impl<L: Lanes> Tail<L> {
    /// A tail for an `n × n` board taking over at row `split` (3 ≤ `split` ≤ n − 2), with
    /// `rules[k]` for row `split + k`.
    pub fn new(n: usize, split: usize, rules: Vec<Rule>, last_row: LastRow) -> Self {
        debug_assert!(rules.len() == n - 1 - split);
        let deeper = BATCH + 16 * n + 16;
        let mut rows = vec![Row::with_capacity(BATCH)];
        rows.extend((split + 1..n - 1).map(|_| Row::with_capacity(deeper)));
        Tail {
            n,
            split,
            full: u32::MAX >> (32 - n),
            sides: 1 | (1 << (n - 1)),
            rules,
            last_row,
            rows,
            prefix: vec![0; BATCH * split],
            plain: 0,
            flagged: Vec::new(),
            pending: Vec::new(),
            lanes: PhantomData,
        }
    }

    /// Hands over a board whose rows `0..split` are `board` (queen bits); `flagged` if a
    /// queen there already calls for the comparison with rotations.
    ///
    /// # Safety
    /// The CPU must have the kernel's instructions.
    pub unsafe fn push(&mut self, board: &[u32], left: u32, down: u32, right: u32, flagged: bool) {
        let row = &mut self.rows[0];
        let i = row.len;
        row.left[i] = left;
        row.down[i] = if flagged { down | FLAG } else { down };
        row.right[i] = right;
        self.prefix[i * self.split..(i + 1) * self.split].copy_from_slice(&board[..self.split]);
        row.len += 1;
        if row.len == BATCH {
            self.run(0);
        }
    }

    /// Finishes every board handed over.
    ///
    /// # Safety
    /// The CPU must have the kernel's instructions.
    pub unsafe fn finish(&mut self) {
        if self.rows[0].len > 0 {
            self.run(0);
        }
    }

    /// Expands all boards of `rows[k]` to the end, emptying it.
    unsafe fn run(&mut self, k: usize) {
        let len = self.rows[k].len;
        self.rows[k].len = 0;
        if k + 1 == self.rows.len() {
            let mut pending = std::mem::take(&mut self.pending);
            for i in (0..len).step_by(L::WIDTH) {
                self.plain += L::finish(
                    &self.rows[k],
                    i,
                    len,
                    self.full,
                    self.sides,
                    self.rules[k],
                    self.last_row,
                    &mut |index, second_last, last| pending.push((index, second_last, last)),
                );
            }
            for (index, second_last, last) in pending.drain(..) {
                self.rebuild(k, index, second_last, last);
            }
            self.pending = pending;
            return;
        }
        for i in (0..len).step_by(L::WIDTH) {
            let (this, next) = self.rows.split_at_mut(k + 1);
            L::expand(
                &this[k],
                i,
                len,
                self.full,
                self.sides,
                self.rules[k],
                &mut next[0],
            );
            if next[0].len >= BATCH {
                self.run(k + 1);
            }
        }
        if self.rows[k + 1].len > 0 {
            self.run(k + 1);
        }
    }

    /// Rebuilds the finished board through board `index` of `rows[k]`, whose last two rows
    /// are `second_last` and `last`, and keeps it for comparison.
    fn rebuild(&mut self, k: usize, index: usize, second_last: u32, last: u32) {
        let mut board = [0u32; MAX_N];
        board[self.n - 1] = last;
        board[self.n - 2] = second_last;
        let mut index = index;
        for j in (1..=k).rev() {
            let parent = self.rows[j].parent[index] as usize;
            board[self.split + j - 1] =
                (self.rows[j].down[index] ^ self.rows[j - 1].down[parent]) & self.full;
            index = parent;
        }
        board[..self.split]
            .copy_from_slice(&self.prefix[index * self.split..(index + 1) * self.split]);
        self.flagged.push(board);
    }
}
