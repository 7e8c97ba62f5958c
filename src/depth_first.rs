//! The moves of a depth-first search over rows, one queen a row: [`Step`], the events
//! [`crate::backtracking::Backtracking`] makes (the walkthrough's attempts, placements,
//! backtracks and removals) and those its constraint-satisfaction options add
//! ([`crate::csp`]: MRV's choice of a row, forward checking's and AC-3's prunings,
//! wipe-outs), with their captions (`Display`, 1-based) and [`describe_move`].
//!
//! Both searches make these moves, so they live here, below both: `backtracking` uses
//! `csp`, and neither is imported by this module. queensLV's backtracking
//! ([`crate::queens_lv`]) is backtracking's search from its random rows, and its captions say
//! a square tried, a row out of squares and a queen lifted in the words of these
//! (`tried_square`, `no_square_left`, `queen_leaves`, `QUEEN_PLACED`). Rows and columns are
//! 0-based inside.

use crate::input::grouped;
use std::fmt;

/// One event of the search. Rows and columns are 0-based; [`fmt::Display`] writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// One attempted placement: the square (`row`, `col`) is tried. `attacked_by` is the
    /// 0-based row of the queen whose mark the square carries, or `None` when it is safe.
    Attempt {
        /// 0-based row being filled.
        row: usize,
        /// 0-based column tried.
        col: usize,
        /// The row of the attacking queen (the square's mark), if any.
        attacked_by: Option<usize>,
    },
    /// A queen is placed on the safe square just tried, marking the squares it newly attacks.
    Place {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
        /// Squares newly marked with this row's number, 0-based `(row, col)`.
        marked: Vec<(usize, usize)>,
    },
    /// Row `from_row` has no square left to try: the search goes back to `to_row`.
    Backtrack {
        /// The 0-based row that ran out of squares.
        from_row: usize,
        /// The 0-based row whose queen will move along (`from_row - 1`; with MRV, the row
        /// filled before `from_row`).
        to_row: usize,
    },
    /// The queen of `row` is lifted off to move along; its own marks are cleared.
    Remove {
        /// 0-based row.
        row: usize,
        /// 0-based column it stood on.
        col: usize,
        /// Squares whose mark (this row's number) was cleared, 0-based `(row, col)`.
        cleared: Vec<(usize, usize)>,
    },
    /// Every row holds a queen: solution number `number` (1-based count so far).
    Solution {
        /// How many solutions have been found, this one included.
        number: u64,
        /// 0-based column of the queen in each row `0..n`.
        columns: Vec<usize>,
    },
    /// The queen of row 1 has tried every square: the search is complete.
    Exhausted {
        /// The number of solutions found in the whole search (OEIS A000170).
        solutions: u64,
    },
    /// MRV chose `row` to fill next: the empty row with the fewest squares left in its
    /// domain (`remaining` of them), ties to the lowest row ([`crate::csp`]).
    Choose {
        /// The 0-based row chosen.
        row: usize,
        /// Squares left in its domain.
        remaining: usize,
        /// True when domains are pruned (forward checking, MAC); false when nothing is
        /// removed, and `remaining` counts the row's unattacked squares.
        pruned: bool,
    },
    /// The placement of row `by`'s queen removed `pruned` from the empty rows' domains, each
    /// numbered `by` ([`crate::csp`]): by forward checking (the squares the queen attacks), or
    /// by arc consistency after it (`arc_consistency`: AC-3, squares left without a support).
    Prune {
        /// The 0-based row of the queen just placed.
        by: usize,
        /// The squares removed, 0-based `(row, col)`.
        pruned: Vec<(usize, usize)>,
        /// True for AC-3's removals, false for forward checking's.
        arc_consistency: bool,
    },
    /// The placement of row `by`'s queen left row `row` with an empty domain: a wipe-out;
    /// the queen is lifted next ([`crate::csp`]).
    WipeOut {
        /// The 0-based row whose domain is empty.
        row: usize,
        /// The 0-based row of the queen just placed.
        by: usize,
    },
}

/// "; 3 squares above marked 2" for a queen on 0-based `row` that marked `marked` ("above"
/// only when every one is above it, as in the walkthrough; with MRV some may be below).
fn marked_suffix(row: usize, marked: &[(usize, usize)]) -> String {
    let place = if marked.iter().all(|&(r, _)| r > row) {
        " above"
    } else {
        ""
    };
    match marked.len() {
        0 => String::new(),
        1 => format!("; 1 square{place} marked {}", row + 1),
        k => format!("; {k} squares{place} marked {}", row + 1),
    }
}

/// A square tried, in the words after its row's ("Row 2, " in [`Step::Attempt`]'s caption),
/// 1-based: "column 3 is attacked by the queen in row 1 — move along", or "column 3 is safe".
pub(crate) fn tried_square(col: usize, attacked_by: Option<usize>) -> String {
    match attacked_by {
        Some(by) => format!(
            "column {} is attacked by the queen in row {} — move along",
            col + 1,
            by + 1
        ),
        None => format!("column {} is safe", col + 1),
    }
}

/// What follows a safe square tried when its queen is placed in the same move.
pub(crate) const QUEEN_PLACED: &str = " — queen placed";

/// "Row 3 has no safe square left" (0-based `row` in, 1-based out): a backtrack.
pub(crate) fn no_square_left(row: usize) -> String {
    format!("Row {} has no safe square left", row + 1)
}

/// "queen in row 2 leaves column 3" (0-based in, 1-based out), after "The" or "the": a queen
/// lifted to move along.
pub(crate) fn queen_leaves(row: usize, col: usize) -> String {
    format!("queen in row {} leaves column {}", row + 1, col + 1)
}

/// "1 square" or "3 squares".
fn squares(count: usize) -> String {
    if count == 1 {
        "1 square".into()
    } else {
        format!("{count} squares")
    }
}

fn join_one_based(columns: &[usize]) -> String {
    columns
        .iter()
        .map(|c| (c + 1).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Attempt {
                row,
                col,
                attacked_by,
            } => write!(f, "Row {}, {}", row + 1, tried_square(*col, *attacked_by)),
            Step::Place { row, col, marked } => write!(
                f,
                "Queen placed in row {}, column {}{}",
                row + 1,
                col + 1,
                marked_suffix(*row, marked)
            ),
            Step::Choose {
                row,
                remaining,
                pruned: true,
            } => write!(
                f,
                "MRV picks row {}: {} left in its domain, the fewest",
                row + 1,
                squares(*remaining)
            ),
            Step::Choose { row, remaining, .. } => write!(
                f,
                "MRV picks row {}: {} not attacked, the fewest",
                row + 1,
                squares(*remaining)
            ),
            Step::Prune {
                by,
                pruned,
                arc_consistency: false,
            } => write!(
                f,
                "Forward checking removes {} from the empty rows' domains, numbered {}",
                squares(pruned.len()),
                by + 1
            ),
            Step::Prune { by, pruned, .. } => write!(
                f,
                "Arc consistency (AC-3) removes {} more, left without a support, numbered {}",
                squares(pruned.len()),
                by + 1
            ),
            Step::WipeOut { row, by } => write!(
                f,
                "Row {} has no square left in its domain: a wipe-out — the queen of row {} moves along",
                row + 1,
                by + 1
            ),
            Step::Backtrack { from_row, to_row } => write!(
                f,
                "{} — back to row {}",
                no_square_left(*from_row),
                to_row + 1
            ),
            Step::Remove { row, col, cleared } => {
                write!(f, "The {}", queen_leaves(*row, *col))?;
                match cleared.len() {
                    0 => Ok(()),
                    1 => write!(f, "; its 1 mark is cleared"),
                    k => write!(f, "; its {k} marks are cleared"),
                }
            }
            Step::Solution { number, columns } => write!(
                f,
                "Solution {}: every row has a queen (columns {})",
                grouped(*number),
                join_one_based(columns)
            ),
            Step::Exhausted { solutions: 0 } => {
                write!(f, "Search complete: no solution exists on this board")
            }
            Step::Exhausted { solutions: 1 } => write!(f, "Search complete: 1 solution in all"),
            Step::Exhausted { solutions } => {
                write!(
                    f,
                    "Search complete: {} solutions in all",
                    grouped(*solutions)
                )
            }
        }
    }
}

/// A one-line caption in words for a move (the events of one [`crate::backtracking::Backtracking::next_move`]),
/// 1-based: e.g. "Row 2, column 3 is safe — queen placed; 3 squares above marked 2".
/// Empty for an empty move.
pub fn describe_move(steps: &[Step]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut iter = steps.iter().peekable();
    while let Some(step) = iter.next() {
        match (step, iter.peek()) {
            (
                Step::Attempt {
                    attacked_by: None, ..
                },
                Some(Step::Place { row, marked, .. }),
            ) => {
                parts.push(format!(
                    "{step}{QUEEN_PLACED}{}",
                    marked_suffix(*row, marked)
                ));
                iter.next();
            }
            _ => parts.push(step.to_string()),
        }
    }
    parts.join(". ")
}
