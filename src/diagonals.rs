//! Queens per diagonal, with the collision count kept up to date in O(1) per change.
//!
//! Sosič & Gu's arrays (`sosic-gu-fast-search.txt`): `sums[row + col]` counts the queens on
//! each negative diagonal (their d1) and `differences[row − col + n − 1]` those on each
//! positive diagonal (their d2), 2n − 1 of each; a diagonal with k queens holds k − 1
//! collisions. The counts are [`Counts`]: one byte per diagonal (4n bytes for both
//! directions), with a side table for a diagonal of 255 queens or more.

use crate::counts::Counts;

/// Diagonal occupancy of an `n × n` board (0-based rows and columns): about 4n bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagonals {
    n: usize,
    sums: Counts,
    differences: Counts,
    collisions: u64,
}

impl Diagonals {
    /// An empty board of size `n ≥ 1`.
    pub fn new(n: usize) -> Self {
        Diagonals {
            n,
            sums: Counts::new(2 * n - 1),
            differences: Counts::new(2 * n - 1),
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
        self.sums.get(a) > 1 || self.differences.get(b) > 1
    }

    /// Collisions on all diagonals: Σ (queens − 1) over occupied diagonals.
    pub fn collisions(&self) -> u64 {
        self.collisions
    }

    /// Queens per negative diagonal, indexed by `row + col` (Sosič & Gu's d1).
    pub fn sums(&self) -> &Counts {
        &self.sums
    }

    /// Queens per positive diagonal, indexed by `row − col + n − 1` (Sosič & Gu's d2).
    pub fn differences(&self) -> &Counts {
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

    /// Removes every queen.
    pub fn clear(&mut self) {
        self.sums.fill(0);
        self.differences.fill(0);
        self.collisions = 0;
    }
}

/// Which diagonals hold at least one queen, one bit per diagonal (2 × (2n − 1) bits).
///
/// A greedy start tests many random squares for two free diagonals; on a large board these
/// bits stay in cache where [`Diagonals`]'s counts (8 times larger) do not. Queens are only
/// ever added: [`Occupied::clear`] empties the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Occupied {
    n: usize,
    sums: Vec<u64>,
    differences: Vec<u64>,
}

impl Occupied {
    /// An empty board of size `n ≥ 1`.
    pub fn new(n: usize) -> Self {
        let words = (2 * n - 1).div_ceil(64);
        Occupied {
            n,
            sums: vec![0; words],
            differences: vec![0; words],
        }
    }

    /// The bit indices of the negative diagonal (`row + col`) and the positive one
    /// (`row − col + n − 1`) through (`row`, `col`).
    fn index(&self, row: usize, col: usize) -> (usize, usize) {
        (row + col, row + self.n - 1 - col)
    }

    /// Bit `i` of `words`.
    fn bit(words: &[u64], i: usize) -> bool {
        (words[i / 64] >> (i % 64)) & 1 == 1
    }

    /// True if neither diagonal through (`row`, `col`) holds a queen.
    pub fn is_free(&self, row: usize, col: usize) -> bool {
        let (a, b) = self.index(row, col);
        !Self::bit(&self.sums, a) && !Self::bit(&self.differences, b)
    }

    /// Whether the negative diagonal (index `row + col`) and the positive one (index
    /// `row − col + n − 1`) through (`row`, `col`) hold a queen.
    pub fn holds(&self, row: usize, col: usize) -> [bool; 2] {
        let (a, b) = self.index(row, col);
        [Self::bit(&self.sums, a), Self::bit(&self.differences, b)]
    }

    /// Marks the negative diagonal through (`row`, `col`) if `which[0]`, the positive one if
    /// `which[1]`.
    pub fn mark(&mut self, row: usize, col: usize, which: [bool; 2]) {
        let (a, b) = self.index(row, col);
        self.sums[a / 64] |= u64::from(which[0]) << (a % 64);
        self.differences[b / 64] |= u64::from(which[1]) << (b % 64);
    }

    /// Marks both diagonals through (`row`, `col`) as holding a queen.
    pub fn insert(&mut self, row: usize, col: usize) {
        self.mark(row, col, [true, true]);
    }

    /// Removes every queen.
    pub fn clear(&mut self) {
        self.sums.fill(0);
        self.differences.fill(0);
    }
}

/// A board that queens are only added to, as in a greedy start: which diagonals hold a
/// queen, which hold two or more (crowded), and the collisions so far, all kept in bits
/// that stay in cache on a large board where [`Diagonals`]'s counts do not.
///
/// A queen is attacked exactly when one of its diagonals is crowded, and each queen added
/// to an occupied diagonal adds one collision, so these answer for the placed queens what
/// [`Diagonals::is_attacked`] and [`Diagonals::collisions`] would.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Occupancy {
    occupied: Occupied,
    crowded: Occupied,
    collisions: u64,
}

impl Occupancy {
    /// An empty board of size `n ≥ 1`.
    pub fn new(n: usize) -> Self {
        Occupancy {
            occupied: Occupied::new(n),
            crowded: Occupied::new(n),
            collisions: 0,
        }
    }

    /// True if neither diagonal through (`row`, `col`) holds a queen.
    pub fn is_free(&self, row: usize, col: usize) -> bool {
        self.occupied.is_free(row, col)
    }

    /// Whether the negative diagonal (`row + col`) and the positive one (`row − col`)
    /// through (`row`, `col`) hold a queen.
    pub fn holds(&self, row: usize, col: usize) -> [bool; 2] {
        self.occupied.holds(row, col)
    }

    /// Adds a queen at (`row`, `col`). Returns [`Occupancy::holds`] from before: each `true`
    /// is a diagonal the queen crowds, and a collision more.
    pub fn add(&mut self, row: usize, col: usize) -> [bool; 2] {
        let holds = self.occupied.holds(row, col);
        self.collisions += u64::from(holds[0]) + u64::from(holds[1]);
        self.crowded.mark(row, col, holds);
        self.occupied.insert(row, col);
        holds
    }

    /// True if a queen placed at (`row`, `col`) shares a diagonal with another.
    pub fn is_attacked(&self, row: usize, col: usize) -> bool {
        self.crowded.holds(row, col).contains(&true)
    }

    /// Collisions among the queens added: Σ (queens − 1) over occupied diagonals.
    pub fn collisions(&self) -> u64 {
        self.collisions
    }

    /// Removes every queen.
    pub fn clear(&mut self) {
        self.occupied.clear();
        self.crowded.clear();
        self.collisions = 0;
    }
}
