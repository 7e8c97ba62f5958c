//! Queens per diagonal, with the collision count kept up to date in O(1) per change.
//!
//! Sosič & Gu's arrays (`sosic-gu-fast-search.txt`): `sums[row + col]` counts the queens on
//! each negative diagonal (their d1) and `differences[row − col + n − 1]` those on each
//! positive diagonal (their d2), 2n − 1 of each; a diagonal with k queens holds k − 1
//! collisions. The counts are a [`LineCounts`] layout: by default [`Counts`], three bit
//! planes per direction (12n bits for both) with a side table for a diagonal of 4 queens or
//! more, on which the greedy starts of min-conflicts and QS4 test many random squares for two
//! free diagonals, one bit read each ([`Diagonals::is_free`]; [`Diagonals::free_in_row`] for
//! many squares of one row), and go on to the repairs; QS1 counts in
//! [`crate::counts::ByteCounts`], a byte each.

use crate::counts::{Counts, LineCounts};

/// Diagonal occupancy of an `n × n` board (0-based rows and columns), counted in `C`: about
/// 1.5n bytes with the default [`Counts`], 4n with [`crate::counts::ByteCounts`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagonals<C: LineCounts = Counts> {
    n: usize,
    sums: C,
    differences: C,
    collisions: u64,
}

impl<C: LineCounts> Diagonals<C> {
    /// An empty board of size `n ≥ 1`.
    pub fn new(n: usize) -> Self {
        Diagonals {
            n,
            sums: C::new(2 * n - 1),
            differences: C::new(2 * n - 1),
            collisions: 0,
        }
    }

    fn index(&self, row: usize, col: usize) -> (usize, usize) {
        (row + col, row + self.n - 1 - col)
    }

    /// Adds a queen at (`row`, `col`).
    pub fn add(&mut self, row: usize, col: usize) {
        let (a, b) = self.index(row, col);
        self.collisions +=
            u64::from(self.sums.increment(a) > 0) + u64::from(self.differences.increment(b) > 0);
    }

    /// Adds a queen at (`row`, `col`), a square on two free diagonals ([`Diagonals::is_free`];
    /// checked in debug builds): the counts go from 0 to 1 without being read.
    #[inline]
    pub fn add_free(&mut self, row: usize, col: usize) {
        debug_assert!(
            self.is_free(row, col),
            "({row}, {col}) is on a diagonal in use"
        );
        let (a, b) = self.index(row, col);
        self.sums.increment_zero(a);
        self.differences.increment_zero(b);
    }

    /// Queens per diagonal of the queens of rows `0..queens.len()` (0-based columns) on an
    /// `n × n` board: 2n − 1 counts for `row + col`, then 2n − 1 for `row − col + n − 1` (what
    /// the page draws collision lines from).
    pub fn line_counts(n: usize, queens: &[u32]) -> Vec<u32> {
        let mut diagonals = Diagonals::<C>::new(n);
        diagonals.add_rows(queens);
        diagonals
            .sums()
            .iter()
            .chain(diagonals.differences().iter())
            .collect()
    }

    /// Adds one queen per row: the queen of row `r` in column `queens[r]` (0-based), for
    /// rows `0..queens.len()`.
    pub fn add_rows(&mut self, queens: &[u32]) {
        for (row, &col) in queens.iter().enumerate() {
            self.add(row, col as usize);
        }
    }

    /// Removes the queen at (`row`, `col`).
    pub fn remove(&mut self, row: usize, col: usize) {
        let (a, b) = self.index(row, col);
        self.collisions -=
            u64::from(self.sums.decrement(a) > 0) + u64::from(self.differences.decrement(b) > 0);
    }

    /// Queens on the two diagonals through (`row`, `col`), counting one standing there.
    pub fn through(&self, row: usize, col: usize) -> u32 {
        let (a, b) = self.index(row, col);
        self.sums.get(a) + self.differences.get(b)
    }

    /// True if a queen at (`row`, `col`) shares a diagonal with another queen.
    pub fn is_attacked(&self, row: usize, col: usize) -> bool {
        let (a, b) = self.index(row, col);
        self.sums.at_least_two(a) || self.differences.at_least_two(b)
    }

    /// True if neither diagonal through (`row`, `col`) holds a queen. Both bits are read
    /// (no short cut), so their two reads overlap.
    #[inline]
    pub fn is_free(&self, row: usize, col: usize) -> bool {
        let (a, b) = self.index(row, col);
        self.sums.is_zero(a) & self.differences.is_zero(b)
    }

    /// Collisions on all diagonals: Σ (queens − 1) over occupied diagonals.
    pub fn collisions(&self) -> u64 {
        self.collisions
    }

    /// Queens per negative diagonal, indexed by `row + col` (Sosič & Gu's d1).
    pub fn sums(&self) -> &C {
        &self.sums
    }

    /// Queens per positive diagonal, indexed by `row − col + n − 1` (Sosič & Gu's d2).
    pub fn differences(&self) -> &C {
        &self.differences
    }

    /// Swaps the columns of the queens of rows `i` and `j` in `queens` (0-based columns of a
    /// permutation whose every queen is counted here), updating the counts. A row swapped with
    /// itself changes nothing.
    pub fn exchange(&mut self, queens: &mut [u32], i: usize, j: usize) {
        if i == j {
            return;
        }
        let (ci, cj) = (queens[i] as usize, queens[j] as usize);
        self.remove(i, ci);
        self.remove(j, cj);
        self.add(i, cj);
        self.add(j, ci);
        queens.swap(i, j);
    }

    /// The change in [`Diagonals::collisions`] that [`Diagonals::exchange`] of rows `i` and
    /// `j` would make, found by reading the eight counts involved, not by changing them:
    /// a swap tested and rejected costs reads only. 0 when `i == j` or the two queens share a
    /// column (the swap moves nothing).
    pub fn exchange_delta(&self, queens: &[u32], i: usize, j: usize) -> i64 {
        let (ci, cj) = (queens[i] as usize, queens[j] as usize);
        if i == j || ci == cj {
            return 0;
        }
        let (old_i, old_j) = (self.index(i, ci), self.index(j, cj));
        let (new_i, new_j) = (self.index(i, cj), self.index(j, ci));
        family(&self.sums, [old_i.0, old_j.0], [new_i.0, new_j.0])
            + family(&self.differences, [old_i.1, old_j.1], [new_i.1, new_j.1])
    }

    /// Removes every queen.
    pub fn clear(&mut self) {
        self.sums.fill(0);
        self.differences.fill(0);
        self.collisions = 0;
    }
}

/// The change in collisions on one family of diagonals (`counts`) when a queen leaves each
/// of the diagonals `old` and one joins each of `new` (a diagonal named twice loses or gains
/// two). A diagonal with k queens holds max(k − 1, 0) collisions. The old and the new
/// diagonals of a swap are different lines (the two rows and the two columns differ), so
/// every count is read as it stands before the swap.
#[inline]
fn family<C: LineCounts>(counts: &C, old: [usize; 2], new: [usize; 2]) -> i64 {
    let collisions = |k: i64| (k - 1).max(0);
    let change = |d: usize, by: i64| {
        let k = i64::from(counts.get(d));
        collisions(k + by) - collisions(k)
    };
    let left = if old[0] == old[1] {
        change(old[0], -2)
    } else {
        change(old[0], -1) + change(old[1], -1)
    };
    let joined = if new[0] == new[1] {
        change(new[0], 2)
    } else {
        change(new[0], 1) + change(new[1], 1)
    };
    left + joined
}

impl Diagonals<Counts> {
    /// The free-diagonal test of one row's squares ([`Diagonals::is_free`]), with the row's
    /// part of the index worked out once: the greedy starts ask it of many columns.
    ///
    /// # Panics
    /// If `row ≥ n`.
    #[inline]
    pub fn free_in_row(&self, row: usize) -> FreeInRow<'_> {
        assert!(row < self.n, "row {row} of {}", self.n);
        FreeInRow {
            sums: self.sums.occupied(),
            differences: self.differences.occupied(),
            sum: row,
            difference: row + self.n - 1,
        }
    }
}

/// [`Diagonals::free_in_row`]: which squares of one row are on two free diagonals.
#[derive(Clone, Copy, Debug)]
pub struct FreeInRow<'a> {
    sums: &'a [u64],
    differences: &'a [u64],
    /// The row: square `col`'s sum diagonal is `sum + col`.
    sum: usize,
    /// `row + n − 1`: square `col`'s difference diagonal is `difference − col`.
    difference: usize,
}

impl FreeInRow<'_> {
    /// True if neither diagonal through the row's square in column `col` (`< n`) holds a
    /// queen: one bit read in each direction, both read (no short cut).
    ///
    /// # Panics
    /// If `col ≥ n` (an index past the diagonals).
    #[inline(always)]
    pub fn is_free(&self, col: usize) -> bool {
        let (a, b) = (self.sum + col, self.difference - col);
        (self.sums[a / 64] >> (a % 64) | self.differences[b / 64] >> (b % 64)) & 1 == 0
    }
}
