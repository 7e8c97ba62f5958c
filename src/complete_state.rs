//! The complete-state formulation the AI course's local searches share (Russell & Norvig,
//! *AIMA* §4.1): a board with one queen in every row, any column (n^n states; two queens may
//! share a column), and its heuristic cost h, the number of pairs of queens that attack each
//! other, directly or not. [`CompleteState`] keeps the queens per column and diagonal, so h
//! after moving one queen is known in O(1), and every successor's in O(n²).
//! Hill climbing ([`crate::hill_climbing`]) and simulated annealing
//! ([`crate::simulated_annealing`]) move its queens.

use crate::seed::Rng;

/// The pairs among `k` queens on one line.
pub fn pairs(k: u32) -> u64 {
    let k = u64::from(k);
    k * k.saturating_sub(1) / 2
}

/// Boards up to this size are counted on the stack by [`attacking_pairs`].
const SMALL: usize = 128;

/// h of `cols` (0-based column of each row's queen, each below `cols.len()`), in O(n): the
/// pairs on each column and diagonal (no allocation up to 128 rows, where a genetic
/// algorithm scores millions of children).
pub fn attacking_pairs(cols: &[u32]) -> u64 {
    let n = cols.len();
    if n > SMALL {
        let mut state = CompleteState::empty(n);
        state.set(cols);
        return state.h();
    }
    let mut in_col = [0u32; SMALL];
    let mut in_sum = [0u32; 2 * SMALL];
    let mut in_diff = [0u32; 2 * SMALL];
    let mut h = 0u64;
    for (row, &col) in cols.iter().enumerate() {
        let col = col as usize;
        // Each queen pairs with those already counted on its three lines.
        h += u64::from(in_col[col] + in_sum[row + col] + in_diff[row + n - 1 - col]);
        in_col[col] += 1;
        in_sum[row + col] += 1;
        in_diff[row + n - 1 - col] += 1;
    }
    h
}

/// A board with one queen per row, its queens per line, and h.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompleteState {
    n: usize,
    cols: Vec<u32>,
    in_col: Vec<u32>,
    in_sum: Vec<u32>,
    in_diff: Vec<u32>,
    h: u64,
}

impl CompleteState {
    /// An `n × n` board (n ≥ 1) with every queen in column 0 until [`CompleteState::randomize`]
    /// or [`CompleteState::set`] puts them elsewhere.
    pub fn empty(n: usize) -> CompleteState {
        let mut state = CompleteState {
            n,
            cols: vec![0; n],
            in_col: vec![0; n],
            in_sum: vec![0; 2 * n - 1],
            in_diff: vec![0; 2 * n - 1],
            h: 0,
        };
        state.set(&vec![0; n]);
        state
    }

    /// Puts row `r`'s queen in `cols[r]` (n entries, each below n), and counts h.
    pub fn set(&mut self, cols: &[u32]) {
        self.in_col.fill(0);
        self.in_sum.fill(0);
        self.in_diff.fill(0);
        self.cols.copy_from_slice(cols);
        for (row, &col) in cols.iter().enumerate() {
            self.add(row, col as usize);
        }
        self.h = self.in_col.iter().map(|&k| pairs(k)).sum::<u64>()
            + self.in_sum.iter().map(|&k| pairs(k)).sum::<u64>()
            + self.in_diff.iter().map(|&k| pairs(k)).sum::<u64>();
    }

    /// A random board, AIMA's: each row's queen in a uniformly random column, independently
    /// (one draw per row, from row 0 up).
    pub fn randomize(&mut self, rng: &mut Rng) {
        let cols: Vec<u32> = (0..self.n).map(|_| rng.index(self.n) as u32).collect();
        self.set(&cols);
    }

    fn add(&mut self, row: usize, col: usize) {
        self.in_col[col] += 1;
        self.in_sum[row + col] += 1;
        self.in_diff[row + self.n - 1 - col] += 1;
    }

    fn remove(&mut self, row: usize, col: usize) {
        self.in_col[col] -= 1;
        self.in_sum[row + col] -= 1;
        self.in_diff[row + self.n - 1 - col] -= 1;
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The 0-based column of each row's queen.
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }

    /// h: the pairs of queens attacking each other, directly or not.
    pub fn h(&self) -> u64 {
        self.h
    }

    /// The other queens on the column and the two diagonals of square (`row`, `col`): the
    /// pairs the queen of `row` would be part of there (itself left out when it stands there).
    pub fn attacks_at(&self, row: usize, col: usize) -> u64 {
        let here = u64::from(self.cols[row] as usize == col);
        u64::from(self.in_col[col])
            + u64::from(self.in_sum[row + col])
            + u64::from(self.in_diff[row + self.n - 1 - col])
            - 3 * here
    }

    /// h of the board with the queen of `row` moved to `col` (the board itself if it stands
    /// there).
    pub fn h_if(&self, row: usize, col: usize) -> u64 {
        self.h - self.attacks_at(row, self.cols[row] as usize) + self.attacks_at(row, col)
    }

    /// True if another queen attacks the queen of `row`.
    pub fn is_attacked(&self, row: usize) -> bool {
        self.attacks_at(row, self.cols[row] as usize) > 0
    }

    /// Moves the queen of `row` to `col`, updating h.
    pub fn move_queen(&mut self, row: usize, col: usize) {
        let after = self.h_if(row, col);
        self.remove(row, self.cols[row] as usize);
        self.cols[row] = col as u32;
        self.add(row, col);
        self.h = after;
    }

    /// h of every successor, `n × n` row-major from row 0: at (row, col) the h of the board
    /// with row's queen moved to col; `u32::MAX` on the queens' own squares.
    pub fn successor_values(&self) -> Vec<u32> {
        let n = self.n;
        let mut values = vec![u32::MAX; n * n];
        for row in 0..n {
            let from = self.cols[row] as usize;
            let base = self.h - self.attacks_at(row, from);
            for col in (0..n).filter(|&c| c != from) {
                values[row * n + col] =
                    u32::try_from(base + self.attacks_at(row, col)).unwrap_or(u32::MAX - 1);
            }
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attacking_pairs_counts_every_pair_on_a_line_on_and_off_the_stack() {
        // AIMA Figure 4.3(a)'s board, columns of rows 1..8 written from its picture: h = 17.
        let figure = [4, 5, 6, 3, 4, 5, 6, 5].map(|c: u32| c - 1);
        assert_eq!(attacking_pairs(&figure), 17);
        // All in one column: every pair; the large path agrees with the small.
        assert_eq!(attacking_pairs(&[0; 10]), 45);
        let big: Vec<u32> = (0..300).map(|r| (r * 7 % 300) as u32).collect();
        let mut state = CompleteState::empty(300);
        state.set(&big);
        assert_eq!(attacking_pairs(&big), state.h());
    }
}
