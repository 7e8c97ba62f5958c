// Shared by tests/backtracking.rs and tests/board.rs: the walkthrough's numbered marks
// recounted from the queens, independently of `board::Marks`.

/// Mark of each square as the walkthrough defines it, computed from scratch: the lowest row
/// below it whose queen attacks it vertically or diagonally (1-based; 0 = none). `queens[r]`
/// is the 0-based column of row r's queen, for the rows that hold one; row-major from row 0.
pub fn marks_by_definition<C: nqueens::Column>(n: usize, queens: &[C]) -> Vec<u8> {
    let mut cells = vec![0u8; n * n];
    for row in 0..n {
        for col in 0..n {
            let attacker = queens
                .iter()
                .map(|c| c.index())
                .enumerate()
                .find(|&(r, c)| r < row && (c == col || c.abs_diff(col) == row - r));
            if let Some((r, _)) = attacker {
                cells[row * n + col] = (r + 1) as u8;
            }
        }
    }
    cells
}
