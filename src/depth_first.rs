//! The moves of a depth-first search over rows, one queen a row: [`Step`], the events
//! [`crate::backtracking::Backtracking`] makes (the walkthrough's attempts, placements,
//! backtracks and removals) and those its constraint-satisfaction options add
//! ([`crate::csp`]: MRV's choice of a row, forward checking's and AC-3's prunings,
//! wipe-outs). Their captions are their events' ([`crate::captions::caption_of`]).
//!
//! Both searches make these moves, so they live here, below both: `backtracking` uses
//! `csp`, and neither is imported by this module. queensLV's backtracking
//! ([`crate::queens_lv`]) is backtracking's search from its random rows. Rows and columns are
//! 0-based inside.

/// One event of the search. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
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
