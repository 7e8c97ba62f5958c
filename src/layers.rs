//! The layers a board shows besides its queens: one snapshot per move, for every algorithm.
//!
//! A move is told twice: as events ([`crate::moves`], what happened) and as the state it
//! leaves, drawn in layers. [`Layers`] is that state's snapshot, one field per kind of
//! picture, each `None` (or `false`) for an algorithm that keeps no such picture:
//!
//! | layer | what it holds | who keeps it |
//! |---|---|---|
//! | [`marks`](Layers::marks) | each square numbered by the lowest row attacking it from below, or pruning it from its domain | the walkthrough's backtracking, random placement, queensLV, forward checking, MAC |
//! | [`pruning`](Layers::pruning) | how each numbered square left its row's domain ([`PRUNED`], [`PROPAGATED`]) | forward checking, MAC |
//! | [`attempts_per_row`](Layers::attempts_per_row) | attempts per row | depth-first search |
//! | [`diagonal_flags`](Layers::diagonal_flags) | Wirth's diagonal flags and the rows checked | permutation swap |
//! | [`dead_row`](Layers::dead_row) | the row found a dead end, or whose domain was wiped out | random placement, queensLV, forward checking |
//! | [`filling_row`](Layers::filling_row), [`chooses_row`](Layers::chooses_row) | the row the next move fills, or that it chooses one | MRV |
//! | [`values`](Layers::values) | a value on each square | hill climbing (each successor's h) |
//! | [`population`](Layers::population) | boards with their fitness, the last child's parents, crossover and mutation | the genetic algorithm |
//!
//! The page draws each layer with one function, whatever the algorithm (`www/draw.js`,
//! from the bindings' one `layers()` record); the predict questions and the exercises read
//! the same snapshot ([`crate::exercise`]). A new picture is a field here, filled by the
//! algorithms that keep it: no new trait method, forwarder or binding.
//!
//! Rows and columns are 0-based here, as everywhere inside the library.

use crate::board::Marks;
use std::borrow::Cow;

/// A square pruned as the new queen attacks it (forward checking), in [`Layers::pruning`].
pub const PRUNED: u8 = 1;
/// A square pruned by constraint propagation (AC-3), in [`Layers::pruning`].
pub const PROPAGATED: u8 = 2;

/// Permutation swap's picture: Wirth's flags and the rows checked so far (Rolfe 2006,
/// Algorithm One, after Wirth's *Algorithms + Data Structures = Programs*).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiagonalFlags<'a> {
    /// `row + col` diagonals in use, 2n − 1 of them.
    pub sums: &'a [bool],
    /// `row − col + n − 1` diagonals in use, 2n − 1 of them.
    pub differences: &'a [bool],
    /// Rows `0..checked` have passed the flags.
    pub checked: usize,
}

/// A population of boards, each with a value (a genetic algorithm's generation and their
/// fitness, AIMA §4.1.4), and how the last child came from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Population<'a> {
    /// The boards, n columns (0-based) each, one after another.
    pub boards: &'a [u32],
    /// Each board's value (its fitness).
    pub values: &'a [u64],
    /// The best value a board can have (a solution's).
    pub best_value: u64,
    /// The two boards the last child came from, if one was just made.
    pub parents: Option<(usize, usize)>,
    /// The child's rows `0..crossover` came from the first parent, the rest from the second.
    pub crossover: Option<usize>,
    /// The child's mutated row, if any.
    pub mutated_row: Option<usize>,
}

/// The layers of the board after a move ([`crate::solver::StepSolver::layers`]); the
/// default shows none. Each field is the algorithm's own state, borrowed where it keeps one,
/// built where it does not (the marks of forward checking, hill climbing's values).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layers<'a> {
    /// The numbered marks ([`Marks`]): each square holds the 1-based row of the lowest queen
    /// attacking it from below (the walkthrough's), or, with [`pruning`](Self::pruning), of
    /// the placement that pruned it from its row's domain.
    pub marks: Option<Cow<'a, Marks>>,
    /// How each square the marks number was removed, when the marks are squares pruned from
    /// their rows' domains, never to be tried (forward checking, MAC): `n × n` bytes
    /// row-major from row 0, 0 = not pruned, [`PRUNED`] = pruned as the new queen attacks it,
    /// [`PROPAGATED`] = pruned by constraint propagation (AC-3: left without a support).
    /// `None` when the marks are attacks. The page crosses pruned squares out, and circles
    /// the propagated ones too.
    pub pruning: Option<Vec<u8>>,
    /// Attempts per row, `n` entries from row 0 (the walkthrough's per-row totals).
    pub attempts_per_row: Option<&'a [u64]>,
    /// Wirth's diagonal flags.
    pub diagonal_flags: Option<DiagonalFlags<'a>>,
    /// The row flagged as a dead end: no safe square left (random placement), or its
    /// domain wiped out (forward checking).
    pub dead_row: Option<usize>,
    /// The row whose square the next move tries, for a search that fills rows in an order
    /// of its own choosing (MRV); `None` when the next move chooses the row, or when rows
    /// are filled from row 0 upward (the lowest empty row).
    pub filling_row: Option<usize>,
    /// True when the next move is the choice of a row to fill (MRV).
    pub chooses_row: bool,
    /// A value for each square, `n × n` row-major from row 0, `u32::MAX` where there is none
    /// (hill climbing: the h of the board with that row's queen moved there, none on the
    /// queens).
    pub values: Option<Vec<u32>>,
    /// The population beside the board (a genetic algorithm's).
    pub population: Option<Population<'a>>,
}
