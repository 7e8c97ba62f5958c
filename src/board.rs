//! The grid of numbered attack marks used by depth-first backtracking.
//!
//! Source: `first-solution-walkthrough.txt`. When a queen is placed on row `r`, every square
//! *above* it in its column or on one of its two diagonals is marked with the number of row
//! `r`, unless it is already marked: an already-marked square keeps its older (lower) number.
//! Moving a queen clears only its own marks. Because queens are placed bottom-up, a mark is
//! always the lowest row whose queen attacks that square.

/// An `n × n` grid of attack marks, stored row-major from row 0 (the bottom row).
///
/// A cell holds 0 when unmarked, otherwise the **1-based** number of the row whose queen
/// marked it (so the bytes can be handed to the page as they are). Sizes up to 255 rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks {
    n: usize,
    cells: Vec<u8>,
}

impl Marks {
    /// An unmarked `n × n` grid.
    ///
    /// # Panics
    /// If `n > 255`: a mark is one byte. Solvers check their own, smaller limits first
    /// (backtracking: [`crate::backtracking::MAX_N`]).
    pub fn new(n: usize) -> Self {
        assert!(n <= u8::MAX as usize, "marks are one byte: n ≤ 255");
        Marks {
            n,
            cells: vec![0; n * n],
        }
    }

    /// The grid for queens at `queens[row] = column` on rows `0..queens.len()` (0-based),
    /// marked in placement order, bottom row first.
    pub fn from_queens<C: crate::Column>(n: usize, queens: &[C]) -> Self {
        let mut marks = Marks::new(n);
        for (row, &col) in queens.iter().enumerate() {
            marks.mark(row, col.index());
        }
        marks
    }

    /// [`mark_from`](Self::mark_from) without the list of squares marked.
    pub(crate) fn mark(&mut self, row: usize, col: usize) {
        let number = u8::try_from(row + 1).expect("n ≤ 255");
        self.each_above(row, col, |cell| {
            if *cell == 0 {
                *cell = number;
            }
        });
    }

    /// [`clear_from`](Self::clear_from) without the list of squares cleared.
    pub(crate) fn unmark(&mut self, row: usize, col: usize) {
        let number = u8::try_from(row + 1).expect("n ≤ 255");
        self.each_above(row, col, |cell| {
            if *cell == number {
                *cell = 0;
            }
        });
    }

    /// Every mark cleared, in place (the grid [`new`](Self::new) makes, without allocating).
    pub(crate) fn clear(&mut self) {
        self.cells.fill(0);
    }

    /// Calls `visit` on each cell of [`lines_above`](Self::lines_above) (in no set order),
    /// walking the rows directly: [`mark`](Self::mark) and [`unmark`](Self::unmark) are on
    /// queensLV's path to the solution.
    fn each_above(&mut self, row: usize, col: usize, mut visit: impl FnMut(&mut u8)) {
        let n = self.n;
        for (d, line) in self.cells[(row + 1) * n..].chunks_exact_mut(n).enumerate() {
            let d = d + 1;
            if let Some(left) = col.checked_sub(d) {
                visit(&mut line[left]);
            }
            visit(&mut line[col]);
            if let Some(right) = line.get_mut(col + d) {
                visit(right);
            }
        }
    }

    /// The grid for a board a learner set up: `board[row]` is the 0-based column of that
    /// row's queen, or `None` for an empty row (rows may be empty anywhere). Marked bottom row
    /// first, as placement would: each square keeps the lowest row whose queen attacks it from
    /// below.
    pub fn from_board(n: usize, board: &[Option<usize>]) -> Self {
        let mut marks = Marks::new(n);
        for (row, col) in board.iter().enumerate() {
            if let Some(col) = col {
                marks.mark_from(row, *col);
            }
        }
        marks
    }

    /// The board size `n`.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The 0-based row of the queen that marked square (`row`, `col`), or `None` if unmarked.
    pub fn get(&self, row: usize, col: usize) -> Option<usize> {
        match self.cells[row * self.n + col] {
            0 => None,
            mark => Some(usize::from(mark) - 1),
        }
    }

    /// The grid of `cells` (`n × n` bytes, row-major from row 0; 0 = unmarked, else the
    /// 1-based row number), as [`as_bytes`](Self::as_bytes) gives it back.
    ///
    /// # Panics
    /// If `cells` does not hold `n × n` bytes, or `n > 255`.
    pub fn from_bytes(n: usize, cells: Vec<u8>) -> Self {
        assert!(
            n <= u8::MAX as usize && cells.len() == n * n,
            "n × n one-byte marks"
        );
        Marks { n, cells }
    }

    /// All cells, row-major from row 0; 0 = unmarked, else the 1-based row number.
    pub fn as_bytes(&self) -> &[u8] {
        &self.cells
    }

    /// Squares above a queen at (`row`, `col`): its column and both diagonals, rows
    /// `row + 1 .. n`, in order of increasing row then column.
    fn lines_above(&self, row: usize, col: usize) -> impl Iterator<Item = (usize, usize)> {
        let n = self.n;
        (row + 1..n).flat_map(move |r| {
            let d = r - row;
            let left = col.checked_sub(d);
            let right = Some(col + d).filter(|&c| c < n);
            [left, Some(col), right]
                .into_iter()
                .flatten()
                .map(move |c| (r, c))
        })
    }

    /// Marks every unmarked square attacked from below by a queen at (`row`, `col`) with that
    /// row's number. Returns the squares newly marked, 0-based `(row, col)`.
    pub fn mark_from(&mut self, row: usize, col: usize) -> Vec<(usize, usize)> {
        let number = u8::try_from(row + 1).expect("n ≤ 255");
        let squares: Vec<_> = self
            .lines_above(row, col)
            .filter(|&(r, c)| self.cells[r * self.n + c] == 0)
            .collect();
        for &(r, c) in &squares {
            self.cells[r * self.n + c] = number;
        }
        squares
    }

    /// Clears the marks made by the queen at (`row`, `col`), leaving older marks in place.
    /// Returns the squares cleared, 0-based `(row, col)`.
    pub fn clear_from(&mut self, row: usize, col: usize) -> Vec<(usize, usize)> {
        let number = u8::try_from(row + 1).expect("n ≤ 255");
        let squares: Vec<_> = self
            .lines_above(row, col)
            .filter(|&(r, c)| self.cells[r * self.n + c] == number)
            .collect();
        for &(r, c) in &squares {
            self.cells[r * self.n + c] = 0;
        }
        squares
    }

    /// The board as text, top row first as in the walkthrough's diagrams: one line per row,
    /// cells separated by a space, `Q` for a queen, the 1-based row number for a mark, `.` for
    /// an empty square. `queens[row] = column` (0-based) for the rows that hold a queen.
    pub fn render<C: crate::Column>(&self, queens: &[C]) -> String {
        let mut out = String::new();
        for row in (0..self.n).rev() {
            let cells: Vec<String> = (0..self.n)
                .map(|col| {
                    if queens.get(row).map(|c| c.index()) == Some(col) {
                        "Q".to_string()
                    } else {
                        match self.get(row, col) {
                            Some(r) => (r + 1).to_string(),
                            None => ".".to_string(),
                        }
                    }
                })
                .collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }
}

/// What the sandbox shows of a board a learner set up (see [`analyse`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The walkthrough's marks of the board's queens ([`Marks::from_board`]).
    pub marks: Marks,
    /// `n` entries from row 0: true where another queen attacks that row's queen.
    pub attacked: Vec<bool>,
    /// Pairs of queens attacking each other ([`attacking_pairs`]).
    pub conflicts: usize,
    /// Every row holds a queen and none attacks another, as the independent verifier
    /// ([`crate::verify::verify`]) finds.
    pub solved: bool,
}

/// The marks, attacked queens, conflicts and verdict of a board a learner set up
/// (`board[row]`: the 0-based column of its queen, or `None`; `n = board.len()`).
///
/// ```
/// use nqueens::board::analyse;
/// // Rows 1 and 2 in columns 1 and 2 attack each other (a diagonal); row 3 is empty.
/// let a = analyse(&[Some(0), Some(1), None]);
/// assert_eq!((a.attacked, a.conflicts, a.solved), (vec![true, true, false], 1, false));
/// ```
pub fn analyse(board: &[Option<usize>]) -> Analysis {
    let n = board.len();
    let pairs = attacking_pairs(board);
    let mut attacked = vec![false; n];
    for &(a, b) in &pairs {
        attacked[a] = true;
        attacked[b] = true;
    }
    let full: Option<Vec<usize>> = board.iter().copied().collect();
    Analysis {
        marks: Marks::from_board(n, board),
        attacked,
        conflicts: pairs.len(),
        solved: full.is_some_and(|columns| crate::verify::verify(n, &columns).is_ok()),
    }
}

/// For a board a learner set up (`board[row]`: the 0-based column of its queen, or `None`),
/// the pairs of queens that attack each other (same column or diagonal), as 0-based rows
/// `(lower, upper)`, lower rows first.
pub fn attacking_pairs(board: &[Option<usize>]) -> Vec<(usize, usize)> {
    let placed: Vec<(usize, usize)> = board
        .iter()
        .enumerate()
        .filter_map(|(row, col)| col.map(|c| (row, c)))
        .collect();
    let mut pairs = Vec::new();
    for (i, &(r1, c1)) in placed.iter().enumerate() {
        for &(r2, c2) in &placed[i + 1..] {
            if c1 == c2 || c1.abs_diff(c2) == r2 - r1 {
                pairs.push((r1, r2));
            }
        }
    }
    pairs
}

/// The rows of the queens that attack square (`row`, `col`) on a board a learner set up, or
/// that a search holds (`board[r]`: the 0-based column of row `r`'s queen, or `None`): every
/// queen of another row on the square's column or one of its diagonals, lowest row first
/// (0-based). The walkthrough's mark on the square is the first of them from below.
///
/// ```
/// use nqueens::board::attackers;
/// // 4×4, queens in row 1 column 1 and row 2 column 3: row 3, column 3 is attacked by
/// // both (a diagonal of row 1's queen, the column of row 2's).
/// assert_eq!(attackers(&[Some(0), Some(2), None, None], 2, 2), vec![0, 1]);
/// ```
pub fn attackers(board: &[Option<usize>], row: usize, col: usize) -> Vec<usize> {
    board
        .iter()
        .enumerate()
        .filter_map(|(r, c)| c.map(|c| (r, c)))
        .filter(|&(r, c)| r != row && (c == col || c.abs_diff(col) == r.abs_diff(row)))
        .map(|(r, _)| r)
        .collect()
}
