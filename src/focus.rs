//! The picture's highlight of a move, its [`Focus`], derived from the move's events: one
//! function, [`focus_of`], written once per event kind, knowing no algorithm.
//!
//! The page outlines a square green or red, draws a lifted queen faintly, glides a swap or a
//! move, outlines a row: what it draws is the kind of the focus and its squares, which the
//! bindings hand it as a record (`{ kind, row, col, row2, col2, chance }`, 1-based). Every
//! algorithm reports each move as events of the one vocabulary ([`crate::moves`]); the focus
//! is read from them here, so an algorithm writes no highlight of its own.
//!
//! | the move's first event | its focus |
//! | --- | --- |
//! | [`Event::SelectRow`] | [`Focus::Chosen`]: the row |
//! | [`Event::Try`] attacked | [`Focus::Attacked`]: the square, by the queen of a row |
//! | [`Event::Try`] safe | [`Focus::WipedOut`] when a [`Event::WipeOut`] follows (the square and the row wiped out), [`Focus::Solution`] with the square when a [`Event::Solution`] follows, else [`Focus::Safe`] |
//! | [`Event::Place`] | [`Focus::Placed`] |
//! | [`Event::Lift`] | [`Focus::Removed`] |
//! | [`Event::DeadEnd`] | [`Focus::Removed`] when a [`Event::Lift`] follows (a backtrack); else [`Focus::Fail`] on the row's queen when the row holds one (no later row to swap with), [`Focus::DeadRow`] when it is empty |
//! | [`Event::Restart`] | [`Focus::Shuffle`] from a new permutation, else [`Focus::Restart`] |
//! | [`Event::Check`] | [`Focus::Clear`] |
//! | [`Event::MoveQueen`] | [`Focus::Move`] |
//! | [`Event::Swap`] | [`Focus::Swap`] |
//! | [`Event::Propose`] | [`Focus::Proposed`] (a queen's move, its chance in parts per million, rounded) |
//! | [`Event::Accept`] | the change made: [`Focus::Move`] or [`Focus::Swap`] |
//! | [`Event::Refuse`] | [`Focus::Reject`]: the two squares of the change refused |
//! | [`Event::Stuck`] | [`Focus::Stuck`] |
//! | [`Event::SelectParents`], [`Event::Crossover`], [`Event::Mutate`] | [`Focus::Placed`] on the square a [`Event::Mutate`] of the move gave the child, when it changed the column; else [`Focus::None`] |
//! | [`Event::Solution`] | [`Focus::Solution`], with the square it names |
//! | [`Event::Exhausted`] | [`Focus::Exhausted`] |
//! | [`Event::Prune`], [`Event::WipeOut`], [`Event::Generation`], no event (the start) | [`Focus::None`] |
//!
//! Rows and columns are 0-based; [`Focus::cells_one_based`] is what the page reads.

use crate::moves::{Change, Event, Fresh, Square};

/// What the last move is about, for the page to highlight (0-based squares): read from the
/// move's events by [`focus_of`], the same for every algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// Nothing yet (the start).
    None,
    /// A square tried was safe: the queen placed on it stays (a search's try).
    Safe {
        /// The square tried, `(row, col)`.
        square: (usize, usize),
    },
    /// A square tried is attacked by the queen of row `by`: move along.
    Attacked {
        /// The square tried, `(row, col)`.
        square: (usize, usize),
        /// The row of the attacking queen (the square's mark).
        by: usize,
    },
    /// A queen just lifted off to move along (a backtrack).
    Removed {
        /// Where it stood.
        square: (usize, usize),
    },
    /// The whole search is done.
    Exhausted,
    /// A queen was placed (at random, conflict-free, by the formula; a mutation's new column).
    Placed {
        /// Where.
        square: (usize, usize),
    },
    /// This row, empty, has no square left to try (random placement's dead end).
    DeadRow {
        /// The row.
        row: usize,
    },
    /// A new try begins (restart).
    Restart,
    /// A row is chosen to be filled next (MRV).
    Chosen {
        /// The row.
        row: usize,
    },
    /// A queen was placed on `square` and its inference left row `row` with an empty domain
    /// (a wipe-out: the queen is lifted next).
    WipedOut {
        /// The queen's square.
        square: (usize, usize),
        /// The row whose domain is empty.
        row: usize,
    },
    /// A new try begins from a new permutation.
    Shuffle,
    /// This row's queen passed the diagonal flags (permutation swap's check).
    Clear {
        /// The queen's square.
        square: (usize, usize),
    },
    /// Two queens swapped columns: each square is where a queen stands now (it came from
    /// the other's column).
    Swap {
        /// One queen, `(row, col)` after the swap.
        first: (usize, usize),
        /// The other, `(row, col)` after the swap.
        second: (usize, usize),
    },
    /// A move of the queen of `row` from `from` to `to` is proposed, to be taken or refused
    /// next, with `chance` in a million of being taken (simulated annealing).
    Proposed {
        /// The row.
        row: usize,
        /// The column it stands in.
        from: usize,
        /// The column proposed.
        to: usize,
        /// Its chance of being taken, in parts per million.
        chance: u32,
    },
    /// A queen moved within its row (min-conflicts, hill climbing, annealing).
    Move {
        /// The row.
        row: usize,
        /// The column it left.
        from: usize,
        /// The column it moved to.
        to: usize,
    },
    /// A dead end at a row that holds a queen: the queen of this square has no later row
    /// left to swap with (permutation swap).
    Fail {
        /// The queen's square.
        square: (usize, usize),
    },
    /// A change was tested and refused: a swap of the queens of these two squares, or a
    /// queen's move from the second square to the first.
    Reject {
        /// One queen's square.
        first: (usize, usize),
        /// The other's.
        second: (usize, usize),
    },
    /// No move makes progress (a local minimum, a plateau, cooled, a pass without progress).
    Stuck,
    /// A solution is on the board; `last` is the square of the try or the move that
    /// completed it, where the move's events name one.
    Solution {
        /// The square that completed it, if the move names one.
        last: Option<(usize, usize)>,
    },
}

impl Focus {
    /// The kind as the page names it: "none", "safe", "attacked", "removed", "exhausted",
    /// "placed", "dead", "restart", "chosen", "wipe-out", "shuffle", "clear", "swap", "move",
    /// "proposed", "fail", "reject", "stuck" or "solution".
    pub fn kind(&self) -> &'static str {
        match self {
            Focus::None => "none",
            Focus::Safe { .. } => "safe",
            Focus::Attacked { .. } => "attacked",
            Focus::Removed { .. } => "removed",
            Focus::Exhausted => "exhausted",
            Focus::Placed { .. } => "placed",
            Focus::DeadRow { .. } => "dead",
            Focus::Restart => "restart",
            Focus::Chosen { .. } => "chosen",
            Focus::WipedOut { .. } => "wipe-out",
            Focus::Shuffle => "shuffle",
            Focus::Clear { .. } => "clear",
            Focus::Swap { .. } => "swap",
            Focus::Move { .. } => "move",
            Focus::Proposed { .. } => "proposed",
            Focus::Fail { .. } => "fail",
            Focus::Reject { .. } => "reject",
            Focus::Stuck => "stuck",
            Focus::Solution { .. } => "solution",
        }
    }

    /// The squares it names, 1-based `[row, col, row2, col2]`, 0 where unused. For a move,
    /// or a proposal, `(row, to)` then `(row, from)`; for a dead row or a chosen row, the row
    /// alone; for a wipe-out, the queen's square then the wiped-out row (column 0).
    pub fn cells_one_based(&self) -> [usize; 4] {
        let one = |(r, c): (usize, usize)| [r + 1, c + 1, 0, 0];
        let two = |(r, c): (usize, usize), (r2, c2): (usize, usize)| [r + 1, c + 1, r2 + 1, c2 + 1];
        match *self {
            Focus::Safe { square }
            | Focus::Attacked { square, .. }
            | Focus::Removed { square }
            | Focus::Placed { square }
            | Focus::Clear { square }
            | Focus::Fail { square }
            | Focus::Solution { last: Some(square) } => one(square),
            Focus::DeadRow { row } | Focus::Chosen { row } => [row + 1, 0, 0, 0],
            Focus::WipedOut {
                square: (r, c),
                row,
            } => [r + 1, c + 1, row + 1, 0],
            Focus::Swap { first, second } | Focus::Reject { first, second } => two(first, second),
            Focus::Move { row, from, to } | Focus::Proposed { row, from, to, .. } => {
                two((row, to), (row, from))
            }
            Focus::None
            | Focus::Exhausted
            | Focus::Restart
            | Focus::Shuffle
            | Focus::Stuck
            | Focus::Solution { last: None } => [0; 4],
        }
    }
}

/// Parts per million: the unit of [`Focus::Proposed`]'s chance.
const MILLION: f64 = 1_000_000.0;

/// The focus of a move made of `events` (the move's [`crate::solver::StepSolver::events`];
/// none at the start), on the board it leaves, `columns` (row `r`'s 0-based column, or
/// `u32::MAX` for an empty row, as [`crate::solver::StepSolver::columns`] gives them): read
/// from the move's first event, and what follows it (see the [module docs](self)'s table).
/// The board names only the queen of a dead end's row, when it holds one.
pub fn focus_of(events: &[Event], columns: &[u32]) -> Focus {
    let Some((first, later)) = events.split_first() else {
        return Focus::None;
    };
    let at = |s: Square| (s.row, s.col);
    match *first {
        Event::SelectRow { row, .. } => Focus::Chosen { row },
        Event::Try {
            square,
            attacked_by: Some(by),
            ..
        } => Focus::Attacked {
            square: at(square),
            by,
        },
        Event::Try {
            square,
            attacked_by: None,
            ..
        } => {
            let wiped = later.iter().find_map(|e| match *e {
                Event::WipeOut { row, .. } => Some(row),
                _ => None,
            });
            match wiped {
                Some(row) => Focus::WipedOut {
                    square: at(square),
                    row,
                },
                None if later.iter().any(|e| matches!(e, Event::Solution { .. })) => {
                    Focus::Solution {
                        last: Some(at(square)),
                    }
                }
                None => Focus::Safe { square: at(square) },
            }
        }
        Event::Place { square, .. } => Focus::Placed { square: at(square) },
        Event::Lift { square, .. } => Focus::Removed { square: at(square) },
        Event::DeadEnd { row, .. } => {
            let lifted = later.iter().find_map(|e| match *e {
                Event::Lift { square, .. } => Some(square),
                _ => None,
            });
            match (lifted, columns.get(row)) {
                (Some(square), _) => Focus::Removed { square: at(square) },
                (None, Some(&col)) if col != u32::MAX => Focus::Fail {
                    square: (row, col as usize),
                },
                (None, _) => Focus::DeadRow { row },
            }
        }
        Event::Restart {
            from: Fresh::Permutation,
            ..
        } => Focus::Shuffle,
        Event::Restart { .. } => Focus::Restart,
        Event::Check { square } => Focus::Clear { square: at(square) },
        Event::MoveQueen { row, from, to, .. } => Focus::Move { row, from, to },
        Event::Swap { first, second, .. } => Focus::Swap {
            first: at(first),
            second: at(second),
        },
        Event::Propose {
            change: Change::Move { row, from, to },
            chance,
            ..
        } => Focus::Proposed {
            row,
            from,
            to,
            chance: (chance * MILLION).round() as u32,
        },
        Event::Propose {
            change: Change::Swap { .. },
            ..
        } => Focus::None,
        Event::Accept { change, .. } => match change {
            Change::Move { row, from, to } => Focus::Move { row, from, to },
            // The queens exchange columns: each stands now where the other's column meets
            // its row.
            Change::Swap { first, second } => Focus::Swap {
                first: (first.row, second.col),
                second: (second.row, first.col),
            },
        },
        Event::Refuse { change, .. } => match change {
            Change::Move { row, from, to } => Focus::Reject {
                first: (row, to),
                second: (row, from),
            },
            Change::Swap { first, second } => Focus::Reject {
                first: at(first),
                second: at(second),
            },
        },
        Event::Stuck { .. } => Focus::Stuck,
        Event::SelectParents { .. } | Event::Crossover { .. } | Event::Mutate { .. } => events
            .iter()
            .find_map(|e| match *e {
                Event::Mutate { row, from, to, .. } if from != to => {
                    Some(Focus::Placed { square: (row, to) })
                }
                _ => None,
            })
            .unwrap_or(Focus::None),
        Event::Solution { last, .. } => Focus::Solution { last: last.map(at) },
        Event::Exhausted { .. } => Focus::Exhausted,
        Event::Prune { .. } | Event::WipeOut { .. } | Event::Generation { .. } => Focus::None,
    }
}
