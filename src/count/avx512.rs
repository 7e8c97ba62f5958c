//! The last rows of a counting task, searched breadth-first in batches with AVX-512.
//!
//! The depth-first search of [`super`] spends most of its time in its last ten rows, where
//! every node ends a loop whose length the branch predictor cannot guess. Here the scalar
//! search stops at row `split` and hands its boards over; this module expands sixteen boards
//! at a time, one row per pass, with the candidate squares of all sixteen in one vector: the
//! lowest free square of each board is taken at once, and the children are packed together
//! with `vpcompressd`. A full batch of a row is expanded into the next row before the
//! current one goes on, so the buffers stay small (about 1,000 boards a row, in cache).
//!
//! Each child keeps the index of its parent, so a finished board can be rebuilt row by row.
//! That is needed only for the boards the scalar search would compare with their rotations
//! ([`super::Search::classify`]); all others count 8 solutions and 1 fundamental one.

use super::MAX_N;
use std::arch::x86_64::*;

/// Marks a board whose rotations must be compared at the end: kept in the `down` word
/// above the board's columns (`n ≤ 20`), where no shift or mask of the search reaches.
const FLAG: u32 = 1 << 31;

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
struct Row {
    left: Vec<u32>,
    down: Vec<u32>,
    right: Vec<u32>,
    parent: Vec<u32>,
    len: usize,
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

/// The batched search of rows `split..n` for one counting task.
pub(super) struct Tail {
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
}

impl Tail {
    /// A tail for an `n × n` board taking over at row `split` (3 ≤ `split` ≤ n − 2), with
    /// `rules[k]` for row `split + k`.
    pub fn new(n: usize, split: usize, rules: Vec<Rule>, last_row: LastRow) -> Tail {
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
        }
    }

    /// Hands over a board whose rows `0..split` are `board` (queen bits); `flagged` if a
    /// queen there already calls for the comparison with rotations.
    ///
    /// # Safety
    /// The CPU must support AVX-512F.
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
    /// The CPU must support AVX-512F.
    pub unsafe fn finish(&mut self) {
        if self.rows[0].len > 0 {
            self.run(0);
        }
    }

    /// Expands all boards of `rows[k]` to the end, emptying it.
    #[target_feature(enable = "avx512f,popcnt")]
    unsafe fn run(&mut self, k: usize) {
        let len = self.rows[k].len;
        self.rows[k].len = 0;
        if k + 1 == self.rows.len() {
            for i in (0..len).step_by(16) {
                self.finish_sixteen(k, i, len);
            }
            return;
        }
        for i in (0..len).step_by(16) {
            let (this, next) = self.rows.split_at_mut(k + 1);
            expand_sixteen(
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

    /// Fills the last two rows of boards `i..i + 16` of `rows[k]` (row `n − 2` next).
    #[target_feature(enable = "avx512f,popcnt")]
    unsafe fn finish_sixteen(&mut self, k: usize, i: usize, len: usize) {
        let row = &self.rows[k];
        let rule = self.rules[k];
        let (left, down, right, mut free) = candidates(row, i, len, self.full, self.sides, rule);
        let full = _mm512_set1_epi32(self.full as i32);
        let zero = _mm512_setzero_si512();
        let forbidden = _mm512_set1_epi32(self.last_row.forbidden as i32);
        let last_flag = _mm512_set1_epi32(self.last_row.flag_square as i32);
        let row_flag = _mm512_set1_epi32(rule.flag_square as i32);
        let flag = _mm512_set1_epi32(FLAG as i32);
        let flagged_before = _mm512_test_epi32_mask(down, flag);
        loop {
            let some = _mm512_test_epi32_mask(free, free);
            if some == 0 {
                break;
            }
            let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
            let attacked = _mm512_or_si512(
                _mm512_or_si512(
                    _mm512_slli_epi32(_mm512_or_si512(left, bit), 1),
                    _mm512_or_si512(down, bit),
                ),
                _mm512_srli_epi32(_mm512_or_si512(right, bit), 1),
            );
            let last = _mm512_andnot_si512(attacked, full);
            let done = some
                & _mm512_test_epi32_mask(last, last)
                & !_mm512_test_epi32_mask(last, forbidden);
            let compare = done
                & (flagged_before
                    | _mm512_cmpeq_epi32_mask(last, last_flag)
                    | _mm512_cmpeq_epi32_mask(bit, row_flag));
            self.plain += u64::from((done & !compare).count_ones());
            if compare != 0 {
                let mut lanes = [[0u32; 16]; 2];
                _mm512_storeu_si512(lanes[0].as_mut_ptr().cast(), bit);
                _mm512_storeu_si512(lanes[1].as_mut_ptr().cast(), last);
                let mut m = compare;
                while m != 0 {
                    let lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    self.rebuild(k, i + lane, lanes[0][lane], lanes[1][lane]);
                }
            }
            free = _mm512_xor_si512(free, bit);
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

/// The candidate squares of boards `i..i + 16` of `row` under `rule`, with the boards'
/// attack words; lanes past `len` have none.
#[target_feature(enable = "avx512f")]
unsafe fn candidates(
    row: &Row,
    i: usize,
    len: usize,
    full: u32,
    sides: u32,
    rule: Rule,
) -> (__m512i, __m512i, __m512i, __m512i) {
    let valid: __mmask16 = if len - i >= 16 {
        0xffff
    } else {
        ((1u32 << (len - i)) - 1) as u16
    };
    let left = _mm512_maskz_loadu_epi32(valid, row.left.as_ptr().add(i).cast());
    let down = _mm512_maskz_loadu_epi32(valid, row.down.as_ptr().add(i).cast());
    let right = _mm512_maskz_loadu_epi32(valid, row.right.as_ptr().add(i).cast());
    let allow = _mm512_set1_epi32((rule.allow & full) as i32);
    let mut free = _mm512_andnot_si512(_mm512_or_si512(left, _mm512_or_si512(down, right)), allow);
    let mut live = valid;
    if rule.sides_due {
        let sides_v = _mm512_set1_epi32(sides as i32);
        let taken = _mm512_and_si512(down, sides_v);
        // Neither side column taken: no way on. One taken: this row takes the other.
        live &= _mm512_test_epi32_mask(taken, taken);
        let one = _mm512_cmpneq_epi32_mask(taken, sides_v);
        free = _mm512_mask_and_epi32(free, one, free, sides_v);
    }
    free = _mm512_maskz_mov_epi32(live, free);
    (left, down, right, free)
}

/// Appends the children of boards `i..i + 16` of `row` to `next`.
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn expand_sixteen(
    row: &Row,
    i: usize,
    len: usize,
    full: u32,
    sides: u32,
    rule: Rule,
    next: &mut Row,
) {
    let (left, down, right, mut free) = candidates(row, i, len, full, sides, rule);
    let zero = _mm512_setzero_si512();
    let flag = _mm512_set1_epi32(FLAG as i32);
    let flag_square = _mm512_set1_epi32(rule.flag_square as i32);
    let index = _mm512_add_epi32(
        _mm512_set1_epi32(i as i32),
        _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    );
    let mut o = next.len;
    loop {
        let some = _mm512_test_epi32_mask(free, free);
        if some == 0 {
            break;
        }
        let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
        let child_left = _mm512_slli_epi32(_mm512_or_si512(left, bit), 1);
        let mut child_down = _mm512_or_si512(down, bit);
        let marks = _mm512_cmpeq_epi32_mask(bit, flag_square);
        child_down = _mm512_mask_or_epi32(child_down, marks, child_down, flag);
        let child_right = _mm512_srli_epi32(_mm512_or_si512(right, bit), 1);
        // `next` held fewer than BATCH boards and each of at most n passes adds at most 16,
        // so `Tail::new`'s capacity of BATCH + 16 n + 16 holds the sixteen words each store
        // writes from `o` (`store_packed` checks it anyway).
        store_packed(&mut next.left, o, some, child_left);
        store_packed(&mut next.down, o, some, child_down);
        store_packed(&mut next.right, o, some, child_right);
        store_packed(&mut next.parent, o, some, index);
        o += some.count_ones() as usize;
        free = _mm512_xor_si512(free, bit);
    }
    next.len = o;
}

/// Stores the lanes of `v` that `keep` selects, packed together, at `out[o..]`: sixteen words
/// are written, of which the first `keep.count_ones()` count.
///
/// # Safety
/// The CPU must support AVX-512F.
///
/// # Panics
/// If `out` holds fewer than `o + 16` words.
#[target_feature(enable = "avx512f")]
unsafe fn store_packed(out: &mut [u32], o: usize, keep: __mmask16, v: __m512i) {
    let target = &mut out[o..o + 16];
    _mm512_storeu_si512(
        target.as_mut_ptr().cast(),
        _mm512_maskz_compress_epi32(keep, v),
    );
}
