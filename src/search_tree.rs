//! The search tree of a run, built from its moves' events (the one vocabulary of moves,
//! [`crate::moves`]), knowing no algorithm: any search that tries squares, places queens and
//! lifts them has one (backtracking's, queensLV's).
//!
//! A node is a square tried ([`Event::Try`]) or a queen placed without a try (at random, by
//! a formula: [`Event::Place`]); it hangs from the node of the queen placed last, still
//! standing (the root for the first row). A queen lifted ([`Event::Lift`]) leaves the path; a
//! restart ([`Event::Restart`]) starts the tree of the new try afresh. Rows and columns are
//! 0-based, moves 1-based as [`crate::solver::Animation::position`] counts them.

use crate::moves::{Event, Placement};

/// One node of a search tree (the page's tree panel): an attempted placement. Its children
/// are the squares tried in the row above while its queen stood; an attacked square is a
/// pruned leaf. Nothing in it is particular to one algorithm: a depth-first search over rows
/// gives one (built from its events by [`TreeBuilder`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeNode {
    /// The 0-based row of the square (the node's depth: row 0 hangs from the root).
    pub row: usize,
    /// The 0-based column tried.
    pub col: usize,
    /// The node of the queen in the row below, whose children this attempt is among; `None`
    /// for row 0 (the root's children).
    pub parent: Option<usize>,
    /// The 0-based row of the queen attacking the square (its mark), `None` if it was safe.
    pub attacked_by: Option<usize>,
    /// The move that made this attempt (1-based, as [`crate::solver::Animation::position`] counts moves).
    pub made_at: u64,
    /// True for the queens standing on the board now, and for the square just tried.
    pub on_path: bool,
}

/// A search tree growing move by move ([`TreeBuilder::record`]), read at the end
/// ([`TreeBuilder::finish`]).
#[derive(Clone, Debug, Default)]
pub struct TreeBuilder {
    nodes: Vec<TreeNode>,
    /// The node of each queen standing, in the order placed.
    path: Vec<usize>,
    /// The last move recorded (1-based), 0 before any.
    last_move: u64,
}

impl TreeBuilder {
    /// An empty tree (the root alone).
    pub fn new() -> TreeBuilder {
        TreeBuilder::default()
    }

    /// Adds move `made_at`'s `events` (1-based, in the order made).
    pub fn record(&mut self, events: &[Event], made_at: u64) {
        for event in events {
            match *event {
                Event::Try {
                    square,
                    attacked_by,
                    ..
                } => self.push(square.row, square.col, attacked_by, made_at),
                Event::Place { square, ref how } => {
                    // A search places its queen on the square it just tried: that node.
                    let tried = matches!(how, Placement::Search { .. })
                        && self.nodes.last().is_some_and(|n| {
                            n.made_at == made_at && (n.row, n.col) == (square.row, square.col)
                        });
                    if !tried {
                        self.push(square.row, square.col, None, made_at);
                    }
                    self.path.push(self.nodes.len() - 1);
                }
                Event::Lift { .. } => {
                    self.path.pop();
                }
                Event::Restart { .. } => {
                    self.nodes.clear();
                    self.path.clear();
                }
                _ => {}
            }
        }
        self.last_move = made_at;
    }

    fn push(&mut self, row: usize, col: usize, attacked_by: Option<usize>, made_at: u64) {
        self.nodes.push(TreeNode {
            row,
            col,
            parent: self.path.last().copied(),
            attacked_by,
            made_at,
            on_path: false,
        });
    }

    /// The nodes in the order made: those of the queens standing on the path, and the square
    /// just tried when the last move was a try that left no queen on it.
    pub fn finish(mut self) -> Vec<TreeNode> {
        for &node in &self.path {
            self.nodes[node].on_path = true;
        }
        if let Some(last) = self.nodes.last_mut() {
            if last.made_at == self.last_move {
                last.on_path = true;
            }
        }
        self.nodes
    }
}
