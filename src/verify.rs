//! An independent solution verifier.
//!
//! It shares no code with any solver: it checks the definition directly. A placement
//! `columns[row] = column` (0-based, one queen per row) is a solution when it has `n` queens,
//! every column is on the board, and no two queens share a column or a diagonal (rows are
//! distinct by construction). Runs in O(n) time and memory.

use std::fmt;

/// Why a placement is not a solution. Rows and columns in the message are 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// The placement has `found` queens on an `expected × expected` board.
    WrongLength {
        /// The board size.
        expected: usize,
        /// The number of queens given.
        found: usize,
    },
    /// The queen of `row` (0-based) stands in a column outside the board.
    OffBoard {
        /// 0-based row.
        row: usize,
        /// 0-based column (≥ n).
        col: usize,
    },
    /// Two queens (0-based rows `first < second`) share a column.
    SameColumn {
        /// The lower row.
        first: usize,
        /// The higher row.
        second: usize,
    },
    /// Two queens (0-based rows `first < second`) share a diagonal.
    SameDiagonal {
        /// The lower row.
        first: usize,
        /// The higher row.
        second: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::WrongLength { expected, found } => {
                write!(f, "{found} queens on a {expected}×{expected} board")
            }
            Violation::OffBoard { row, col } => {
                write!(
                    f,
                    "the queen of row {} is off the board (column {})",
                    row + 1,
                    col + 1
                )
            }
            Violation::SameColumn { first, second } => {
                write!(
                    f,
                    "the queens of rows {} and {} share a column",
                    first + 1,
                    second + 1
                )
            }
            Violation::SameDiagonal { first, second } => {
                write!(
                    f,
                    "the queens of rows {} and {} share a diagonal",
                    first + 1,
                    second + 1
                )
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks that `columns` (0-based column of the queen in each row `0..n`) solves the
/// n-queens puzzle on an `n × n` board. Returns the first violation found.
///
/// ```
/// use nqueens::verify::verify;
/// assert!(verify(4, &[1usize, 3, 0, 2]).is_ok());
/// assert!(verify(4, &[0u32, 2, 1, 3]).is_err()); // columns as usize or u32
/// ```
pub fn verify<C: crate::Column>(n: usize, columns: &[C]) -> Result<(), Violation> {
    if columns.len() != n {
        return Err(Violation::WrongLength {
            expected: n,
            found: columns.len(),
        });
    }
    // One bit per column and per diagonal, set once a queen holds it: 5n bits, which stay
    // in cache for a million queens. The earlier row of a clash is looked up afterwards.
    let mut column_taken = Bits::new(n);
    let mut sum_taken = Bits::new(2 * n); // row + col
    let mut difference_taken = Bits::new(2 * n); // row - col + n
    let earlier = |row: usize, same: &dyn Fn(usize, usize) -> bool| {
        (0..row)
            .find(|&r| same(r, columns[r].index()))
            .expect("a set bit has an earlier row")
    };
    for (row, col) in columns.iter().map(|c| c.index()).enumerate() {
        if col >= n {
            return Err(Violation::OffBoard { row, col });
        }
        if column_taken.set(col) {
            let first = earlier(row, &|_, c| c == col);
            return Err(Violation::SameColumn { first, second: row });
        }
        if sum_taken.set(row + col) {
            let first = earlier(row, &|r, c| r + c == row + col);
            return Err(Violation::SameDiagonal { first, second: row });
        }
        if difference_taken.set(row + n - col) {
            let first = earlier(row, &|r, c| r + n - c == row + n - col);
            return Err(Violation::SameDiagonal { first, second: row });
        }
    }
    Ok(())
}

/// A fixed-size set of small numbers, one bit each.
struct Bits(Vec<u64>);

impl Bits {
    fn new(size: usize) -> Bits {
        Bits(vec![0; size.div_ceil(64)])
    }

    /// Adds `i`; true if it was already there.
    fn set(&mut self, i: usize) -> bool {
        let (word, bit) = (&mut self.0[i / 64], 1u64 << (i % 64));
        let was = *word & bit != 0;
        *word |= bit;
        was
    }
}
