//! One vocabulary of moves: what every solver reports of each move, in the field's terms.
//!
//! A move of any algorithm is a short list of [`Event`]s from one closed set, each with the
//! data a picture, a caption, a question or a grade needs (the squares, the rows, the squares
//! it chose among, the chance it took). The teaching features are written once per event
//! kind, never per algorithm: they read a move's events and know no algorithm's id. The
//! picture's highlight of a move is read from them too ([`crate::focus::focus_of`]), and so is
//! its tick on the timeline ([`tick_of`]).
//!
//! | event | the field's term | sources |
//! | --- | --- | --- |
//! | [`Event::Try`] | an attempt: a square tried, safe or attacked by the queen of a row | `first-solution-walkthrough.txt`; OEIS A140450 counts them |
//! | [`Event::Place`] | a queen placed: by the search, at random among the safe squares, conflict-free at random, by a formula | the walkthrough; `las-vegas-random-placement.txt`; Rolfe 2006, Algorithm Two; Minton et al. 1992; Sosič & Gu's QS4; Hoffman, Loessi & Moore 1969 |
//! | [`Event::Lift`] | a backtrack: the queen lifted to move along | the walkthrough |
//! | [`Event::DeadEnd`] | a row with no square left to try | the walkthrough; `las-vegas-random-placement.txt`; Rolfe's Algorithm One (no row left to swap with) |
//! | [`Event::WipeOut`] | a domain wiped out by inference | AIMA §6.3.2 |
//! | [`Event::Restart`] | a new trial, permutation, climb, run or population | Rolfe; Sosič & Gu; AIMA §4.1.1 |
//! | [`Event::Check`] | a queen checked against Wirth's diagonal flags and cleared | Rolfe's Algorithm One |
//! | [`Event::MoveQueen`] | a queen moved within its row (a successor taken) | Minton et al.; AIMA §4.1.1–4.1.2 |
//! | [`Event::Swap`] | two queens exchange columns (the permutation stays one) | Rolfe's Algorithm One; Sosič & Gu |
//! | [`Event::SelectRow`] | the row filled next (minimum remaining values) | AIMA §6.3.1 |
//! | [`Event::Prune`] | squares removed from later rows' domains, by forward checking or arc consistency | AIMA §6.3.2, §6.2.2 (AC-3) |
//! | [`Event::Propose`] | a move proposed with its ΔE and its chance of being taken | AIMA §4.1.2 |
//! | [`Event::Accept`] / [`Event::Refuse`] | the proposal taken or refused (a tested swap refused) | AIMA §4.1.2; Sosič & Gu |
//! | [`Event::Stuck`] | no better successor: a local minimum, a plateau, cooled, a pass without progress | AIMA §4.1.1; Sosič & Gu |
//! | [`Event::SelectParents`] | two parents drawn in proportion to their fitness | AIMA §4.1.4 |
//! | [`Event::Crossover`] | the child's rows below a point from one parent, the rest from the other | AIMA §4.1.4 |
//! | [`Event::Mutate`] | one row of the child given a random column | AIMA §4.1.4 |
//! | [`Event::Generation`] | the children replace the population | AIMA §4.1.4 |
//! | [`Event::Solution`] | a solution on the board (with the square the last move went to, where the algorithm keeps it) | OEIS A000170 counts them |
//! | [`Event::Exhausted`] | the whole search done | |
//!
//! Rows and columns are 0-based here (row 0 at the bottom); what a person reads is 1-based.
//! Events serialize (serde) as records tagged by `kind` in kebab-case with camelCase fields,
//! the form the bindings hand to the page.

use crate::timeline::Tick;
use serde::Serialize;

/// A square, 0-based: row 0 is the bottom row, column 0 the left column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Square {
    /// The row (0-based).
    pub row: usize,
    /// The column (0-based).
    pub col: usize,
}

impl Square {
    /// The square `(row, col)`, 0-based.
    pub const fn new(row: usize, col: usize) -> Square {
        Square { row, col }
    }
}

impl From<(usize, usize)> for Square {
    fn from((row, col): (usize, usize)) -> Square {
        Square { row, col }
    }
}

/// How a queen came to stand where it was placed ([`Event::Place`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum Placement {
    /// By the search: the square tried was safe (depth-first backtracking).
    Search {
        /// The squares newly marked with the queen's row number (the walkthrough's marks:
        /// the squares it attacks that no queen placed before marked), in the order marked;
        /// none when an inference numbers the squares it prunes instead.
        marked: Vec<Square>,
    },
    /// Drawn at random, each of `among` (the row's columns no queen attacks, 0-based) as
    /// likely (Las Vegas random placement).
    Random {
        /// The columns it could have landed on, ascending.
        among: Vec<usize>,
    },
    /// Columns not used yet drawn at random until one whose diagonals are free, for a
    /// limited number of draws (QS4's conflict-free start, Sosič & Gu; min-conflicts'
    /// greedy start, Minton et al. 1992); `free` false when the draws ran out and an
    /// attacked square was taken.
    ConflictFree {
        /// True when no queen attacks the square taken.
        free: bool,
        /// The swaps with later rows the row took, for a start that keeps a permutation and
        /// draws its column by swapping (QS4); `None` for one that draws from the unused
        /// columns (min-conflicts).
        swaps: Option<u64>,
        /// The queens of the rows below attacking the square taken (0 when `free`).
        conflicts: u32,
    },
    /// By the explicit formula (Hoffman, Loessi & Moore 1969).
    Formula,
}

/// Which inference removed squares from a domain ([`Event::Prune`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Inference {
    /// Forward checking: the squares the new queen attacks (AIMA §6.3.2).
    ForwardChecking,
    /// Arc consistency (AC-3): squares left without a support in some other row (AIMA §6.2.2).
    ArcConsistency,
}

/// Which of Wirth's diagonal flags a queen found in use (Rolfe's Algorithm One).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Diagonals {
    /// Its row − column diagonal.
    Difference,
    /// Its row + column diagonal.
    Sum,
    /// Both.
    Both,
}

/// Why a row has no square left ([`Event::DeadEnd`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "cause",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum Blocked {
    /// A search tried every square of the row, and none was safe (backtracking's dead end).
    Tried,
    /// No square of the empty row is unattacked: nothing to draw from (random placement).
    NoneUnattacked,
    /// The row's queen is on a diagonal in use and no later row is left to swap with
    /// (Rolfe's Algorithm One).
    NoLaterRow {
        /// The diagonals in use.
        diagonals: Diagonals,
    },
}

/// How the ended try came to an end, when a new one starts ([`Event::Restart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ended {
    /// A dead end (random placement's trial, queensLV's, Rolfe's permutation vector).
    DeadEnd,
    /// Stuck: no successor better (hill climbing), a pass without progress (QS1).
    Stuck,
    /// Cooled below the floor (simulated annealing).
    Cooled,
    /// Too many repair moves (min-conflicts: 100n + 10,000).
    MovesUsed,
    /// Too many swap tests (QS4: 7n + 1,000).
    TestsUsed,
    /// Its generations bred unsolved (the genetic algorithm).
    GenerationsUsed,
}

/// How two rows were paired for a swap tested or made ([`Event::Swap`], [`Event::Refuse`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "pairing",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum Pairing {
    /// A queen on diagonals in use, with the next untried later row (Rolfe's Algorithm One).
    InUse {
        /// The diagonals the queen found in use.
        diagonals: Diagonals,
    },
    /// Every pair in turn, over a pass (QS1).
    Pass,
    /// An attacked queen and one drawn at random (QS4).
    Drawn,
}

/// What a queen's move was judged by ([`Event::MoveQueen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum Judged {
    /// AIMA's h, the attacking pairs, before and after (hill climbing).
    H {
        /// h before the move.
        before: u64,
        /// h after it.
        after: u64,
        /// The best successors it was drawn among (steepest ascent); 1 when not drawn among
        /// ties (first choice).
        tied: usize,
    },
    /// Minton's conflicts (min-conflicts).
    Conflicts {
        /// The queens attacking the queen on the square it moved to (or stays on).
        there: u32,
        /// The conflicting pairs left on the board, as min-conflicts counts them: on each
        /// column and diagonal with k queens, k − 1.
        pairs: u64,
    },
}

/// The numbers a proposal was judged by (simulated annealing), repeated on its
/// [`Event::Accept`] or [`Event::Refuse`].
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Odds {
    /// h before the move.
    pub h: u64,
    /// ΔE = h(current) − h(next).
    pub delta_e: i64,
    /// The chance of being taken, e^(ΔE/T) capped at 1.
    pub chance: f64,
    /// The temperature T.
    pub temperature: f64,
}

/// How a solution was found ([`Event::Solution`]), with the counts it was found after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "found",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum Found {
    /// By an exhaustive search that goes on: its `number`th solution.
    Search {
        /// Solutions found so far, this one included.
        number: u64,
    },
    /// By a trial of placements from an empty board (random placement, queensLV).
    Trial {
        /// The trial, 1-based.
        number: u64,
    },
    /// By Rolfe's permutation vectors and swaps.
    Vectors {
        /// Permutation vectors used.
        vectors: u64,
        /// Swaps over all of them.
        swaps: u64,
    },
    /// With no collision left, in the `number`th permutation (QS1).
    Permutation {
        /// Permutations used.
        number: u64,
    },
    /// With no collision left, after `swaps` swaps over all starts (QS4).
    Swaps {
        /// Swaps made.
        swaps: u64,
    },
    /// With no queen attacked, after `moves` repair moves (min-conflicts).
    Repairs {
        /// Repair moves over all starts.
        moves: u64,
    },
    /// By a formula: nothing searched.
    Formula,
    /// h = 0 after `moves` moves of climb `climb` (hill climbing).
    Climb {
        /// The climb, 1-based.
        climb: u64,
        /// Its moves.
        moves: u64,
    },
    /// h = 0 in run `run` (simulated annealing).
    Run {
        /// The run, 1-based.
        run: u64,
    },
    /// A board of a generation with every pair non-attacking (the genetic algorithm).
    Generation {
        /// The generation it belongs to.
        generation: u64,
        /// Its place there, 0-based.
        index: usize,
        /// True for a child just bred (of the generation after the population drawn).
        child: bool,
    },
}

/// What a new try starts from ([`Event::Restart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fresh {
    /// An empty board (a new trial of random placement).
    EmptyBoard,
    /// A new random permutation (one queen per row and per column).
    Permutation,
    /// A random complete-state board (one queen per row, any column).
    RandomBoard,
    /// A new random population of boards.
    Population,
}

/// Why a local search has no move to make ([`Event::Stuck`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stuck {
    /// Every successor is worse: a local minimum.
    LocalMinimum,
    /// Sideways moves used up on a plateau (or not allowed there).
    Plateau,
    /// The temperature reached its floor (simulated annealing).
    Cooled,
    /// A pass over the queens without a move that lowers the collisions (QS1).
    NoProgress,
}

/// A change proposed, accepted or refused: a queen's move within its row, or a swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "change",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum Change {
    /// The queen of `row` from column `from` to `to`.
    Move {
        /// The row.
        row: usize,
        /// The column it stands in.
        from: usize,
        /// The column proposed.
        to: usize,
    },
    /// The queens of two rows exchange columns.
    Swap {
        /// One queen's square before the swap.
        first: Square,
        /// The other's.
        second: Square,
    },
}

/// One event of a move (see the [module docs](self) for the table of kinds and sources).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// A square tried: safe (`attacked_by` none) or attacked by the queen of row
    /// `attacked_by` (the walkthrough's number on the square).
    Try {
        /// The square.
        square: Square,
        /// The row of the (lowest) queen attacking it, if any.
        attacked_by: Option<usize>,
        /// The Las Vegas trial this search completes, where it completes one begun at random
        /// (queensLV's backtracking); `None` for a search of its own.
        trial: Option<u64>,
    },
    /// A queen placed on `square`, and how.
    Place {
        /// Where.
        square: Square,
        /// By the search, at random among which columns, conflict-free at random, by a formula.
        how: Placement,
    },
    /// The queen of `square` lifted off to move along (a backtrack).
    Lift {
        /// Where it stood.
        square: Square,
        /// The marks (its row's number) cleared with it; 0 for a search that numbers none.
        cleared: usize,
    },
    /// `row` has no square left to try (the search backs up, or the trial ends).
    DeadEnd {
        /// The row.
        row: usize,
        /// Why.
        why: Blocked,
        /// The trial it ends, for an algorithm that counts trials (random placement,
        /// queensLV).
        trial: Option<u64>,
    },
    /// The domain of `row` is empty after the queen of row `by` was placed (inference):
    /// that queen is lifted next.
    WipeOut {
        /// The row wiped out.
        row: usize,
        /// The row of the queen whose placement emptied it.
        by: usize,
    },
    /// A new try starts from `from`; `number` is its count, 1-based.
    Restart {
        /// What it starts from.
        from: Fresh,
        /// Which try this is (1-based), where the algorithm counts them.
        number: u64,
        /// How the try before it ended; `None` for the first.
        after: Option<Ended>,
        /// The fresh board's h (attacking pairs), where the algorithm counts it (hill
        /// climbing, simulated annealing).
        h: Option<u64>,
        /// The fresh permutation's collisions, where the algorithm counts them (QS1).
        collisions: Option<u64>,
    },
    /// The queen of `square` was checked against the diagonal flags and is clear.
    Check {
        /// Its square.
        square: Square,
    },
    /// The queen of `row` moved from `from` to `to`; `among` are the squares the move could
    /// have gone to as well (tied best successors, including this one), empty when the
    /// move was not a choice among ties.
    MoveQueen {
        /// The row.
        row: usize,
        /// The column it left.
        from: usize,
        /// The column it moved to.
        to: usize,
        /// Every square it could as well have moved a queen to (ties), ascending.
        among: Vec<Square>,
        /// What it was judged by, where the move is judged on its own (`None` for the move
        /// an [`Event::Accept`] just took).
        judged: Option<Judged>,
    },
    /// Two queens exchanged columns: `first` and `second` are where they stand now.
    Swap {
        /// One queen, after the swap.
        first: Square,
        /// The other, after the swap.
        second: Square,
        /// How the two rows were paired.
        pairing: Pairing,
        /// The collisions left after it, where the algorithm counts them (QS1, QS4).
        collisions: Option<u64>,
    },
    /// `row` is the row filled next, having `remaining` values left (MRV).
    SelectRow {
        /// The row chosen.
        row: usize,
        /// Values left in its domain.
        remaining: usize,
        /// True when domains are pruned by inference (forward checking, MAC); false when
        /// nothing is removed, and `remaining` counts the row's unattacked squares.
        pruned: bool,
    },
    /// `squares` removed from later rows' domains after the queen of row `by` was placed.
    Prune {
        /// The squares removed, in the order removed.
        squares: Vec<Square>,
        /// The row of the queen placed.
        by: usize,
        /// Which inference removed them.
        how: Inference,
    },
    /// A change proposed, with its ΔE (the fall in h it brings: positive is better) and its
    /// chance of being taken at the temperature T (1 for a move no worse; e^(ΔE/T) for a
    /// worse one).
    Propose {
        /// The change.
        change: Change,
        /// ΔE = h(current) − h(next).
        delta_e: i64,
        /// The probability of being taken, in `0..=1`.
        chance: f64,
        /// The temperature T the chance is judged at (simulated annealing's schedule).
        temperature: f64,
        /// h before the change.
        h: u64,
    },
    /// The proposal (or tested change) was taken; `draw` is the random number in `0..1` it
    /// passed, when one was drawn.
    Accept {
        /// The change.
        change: Change,
        /// The uniform draw compared with the chance, if any.
        draw: Option<f64>,
        /// The proposal's numbers, for a change proposed with a chance (annealing).
        odds: Option<Odds>,
    },
    /// The proposal (or tested change) was refused.
    Refuse {
        /// The change.
        change: Change,
        /// The uniform draw that failed the chance, if any.
        draw: Option<f64>,
        /// The proposal's numbers, for a change proposed with a chance (annealing).
        odds: Option<Odds>,
        /// How the rows were paired, for a tested swap (QS1, QS4).
        pairing: Option<Pairing>,
    },
    /// No move makes progress.
    Stuck {
        /// Why.
        why: Stuck,
        /// h now (attacking pairs), where the algorithm counts it (hill climbing, annealing).
        h: Option<u64>,
        /// The best successor's h (hill climbing).
        best: Option<u64>,
        /// The moves of the climb that stops (hill climbing).
        moves: Option<u64>,
        /// Whether a random restart follows, where one may not (hill climbing).
        restarts: Option<bool>,
        /// The temperature that fell below the floor (annealing).
        temperature: Option<f64>,
        /// The collisions left (QS1's pass).
        collisions: Option<u64>,
    },
    /// Two parents drawn, each with probability proportional to its fitness.
    SelectParents {
        /// The parents' indices in the population.
        parents: [usize; 2],
        /// Their fitness (non-attacking pairs).
        fitness: [u64; 2],
        /// The child bred, its place in the next generation (0-based).
        child: usize,
    },
    /// The child takes rows `0..at` from the first parent and the rest from the second.
    Crossover {
        /// The crossover point, `1..n`.
        at: usize,
        /// The child's fitness as crossed (before a mutation).
        fitness: u64,
    },
    /// The child's `row` given column `to` (from `from`; the same column is a mutation that
    /// changes nothing).
    Mutate {
        /// The row.
        row: usize,
        /// Its column before.
        from: usize,
        /// Its column after.
        to: usize,
        /// The child's fitness after it.
        fitness: u64,
    },
    /// The children replaced the population: its `number` (1-based) and best fitness.
    Generation {
        /// Which generation this is.
        number: u64,
        /// The best fitness in it.
        best: u64,
        /// Its mean fitness, ×100, rounded down.
        mean_hundredths: u64,
    },
    /// A solution is on the board.
    Solution {
        /// The square of the queen whose move completed it, for a solution reported as a
        /// move of its own after that move, where the algorithm keeps it (hill climbing's and
        /// simulated annealing's last move of the climb or run); `None` otherwise (when the
        /// move that completed it is in the same move's events, a backtracking search's try;
        /// or not kept).
        last: Option<Square>,
        /// How it was found, with its counts.
        found: Found,
    },
    /// The whole search is done.
    Exhausted {
        /// The solutions it found (OEIS A000170 for a search from the empty board).
        solutions: u64,
    },
}

/// The kind of an [`Event`], without its data: what an algorithm declares it can emit
/// ([`crate::description::Description::events`]) and what a feature keyed to kinds covers.
/// Serialized as the event's `kind` (kebab-case).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    /// A square tried. See [`Event::Try`].
    Try,
    /// A queen placed. See [`Event::Place`].
    Place,
    /// A queen lifted (a backtrack). See [`Event::Lift`].
    Lift,
    /// A row with no square left. See [`Event::DeadEnd`].
    DeadEnd,
    /// A domain wiped out. See [`Event::WipeOut`].
    WipeOut,
    /// A new try. See [`Event::Restart`].
    Restart,
    /// A queen checked against the diagonal flags. See [`Event::Check`].
    Check,
    /// A queen moved within its row. See [`Event::MoveQueen`].
    MoveQueen,
    /// Two queens swapped. See [`Event::Swap`].
    Swap,
    /// The row filled next chosen. See [`Event::SelectRow`].
    SelectRow,
    /// Squares pruned from domains. See [`Event::Prune`].
    Prune,
    /// A change proposed. See [`Event::Propose`].
    Propose,
    /// A change taken. See [`Event::Accept`].
    Accept,
    /// A change refused. See [`Event::Refuse`].
    Refuse,
    /// No move makes progress. See [`Event::Stuck`].
    Stuck,
    /// Two parents drawn. See [`Event::SelectParents`].
    SelectParents,
    /// A child crossed over. See [`Event::Crossover`].
    Crossover,
    /// A child's row mutated. See [`Event::Mutate`].
    Mutate,
    /// A new generation. See [`Event::Generation`].
    Generation,
    /// A solution. See [`Event::Solution`].
    Solution,
    /// The search done. See [`Event::Exhausted`].
    Exhausted,
}

impl EventKind {
    /// Every kind, in the order of the module's table.
    pub const ALL: [EventKind; 21] = [
        EventKind::Try,
        EventKind::Place,
        EventKind::Lift,
        EventKind::DeadEnd,
        EventKind::WipeOut,
        EventKind::Restart,
        EventKind::Check,
        EventKind::MoveQueen,
        EventKind::Swap,
        EventKind::SelectRow,
        EventKind::Prune,
        EventKind::Propose,
        EventKind::Accept,
        EventKind::Refuse,
        EventKind::Stuck,
        EventKind::SelectParents,
        EventKind::Crossover,
        EventKind::Mutate,
        EventKind::Generation,
        EventKind::Solution,
        EventKind::Exhausted,
    ];

    /// The timeline's tick for a move with an event of this kind: a solution; a backtrack
    /// (a queen lifted); a dead end or a fresh start (a dead end, a wipe-out, a restart,
    /// stuck); none for the others.
    pub fn tick(self) -> Option<Tick> {
        match self {
            EventKind::Solution => Some(Tick::Solution),
            EventKind::Lift => Some(Tick::Backtrack),
            EventKind::DeadEnd | EventKind::WipeOut | EventKind::Restart | EventKind::Stuck => {
                Some(Tick::Dead)
            }
            _ => None,
        }
    }

    /// The kind named as [`EventKind::as_str`] names it (`"dead-end"`, `"wipe-out"`, …),
    /// or `None` for any other text: what a lesson's `play: to first KIND` reads
    /// ([`crate::lesson`]).
    ///
    /// ```
    /// use nqueens::moves::EventKind;
    /// assert_eq!(EventKind::from_name("dead-end"), Some(EventKind::DeadEnd));
    /// assert_eq!(EventKind::from_name("DeadEnd"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|k| k.as_str() == name)
    }

    /// The kind as the page names it (the serialized `kind`, kebab-case).
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Try => "try",
            EventKind::Place => "place",
            EventKind::Lift => "lift",
            EventKind::DeadEnd => "dead-end",
            EventKind::WipeOut => "wipe-out",
            EventKind::Restart => "restart",
            EventKind::Check => "check",
            EventKind::MoveQueen => "move-queen",
            EventKind::Swap => "swap",
            EventKind::SelectRow => "select-row",
            EventKind::Prune => "prune",
            EventKind::Propose => "propose",
            EventKind::Accept => "accept",
            EventKind::Refuse => "refuse",
            EventKind::Stuck => "stuck",
            EventKind::SelectParents => "select-parents",
            EventKind::Crossover => "crossover",
            EventKind::Mutate => "mutate",
            EventKind::Generation => "generation",
            EventKind::Solution => "solution",
            EventKind::Exhausted => "exhausted",
        }
    }
}

impl Event {
    /// Its kind.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Try { .. } => EventKind::Try,
            Event::Place { .. } => EventKind::Place,
            Event::Lift { .. } => EventKind::Lift,
            Event::DeadEnd { .. } => EventKind::DeadEnd,
            Event::WipeOut { .. } => EventKind::WipeOut,
            Event::Restart { .. } => EventKind::Restart,
            Event::Check { .. } => EventKind::Check,
            Event::MoveQueen { .. } => EventKind::MoveQueen,
            Event::Swap { .. } => EventKind::Swap,
            Event::SelectRow { .. } => EventKind::SelectRow,
            Event::Prune { .. } => EventKind::Prune,
            Event::Propose { .. } => EventKind::Propose,
            Event::Accept { .. } => EventKind::Accept,
            Event::Refuse { .. } => EventKind::Refuse,
            Event::Stuck { .. } => EventKind::Stuck,
            Event::SelectParents { .. } => EventKind::SelectParents,
            Event::Crossover { .. } => EventKind::Crossover,
            Event::Mutate { .. } => EventKind::Mutate,
            Event::Generation { .. } => EventKind::Generation,
            Event::Solution { .. } => EventKind::Solution,
            Event::Exhausted { .. } => EventKind::Exhausted,
        }
    }
}

/// The timeline's tick of a move made of `events`: its events' ticks, a solution first, then
/// a backtrack, then a dead end or a fresh start (a backtrack's move reports the dead end
/// and the lift: it is a backtrack).
pub fn tick_of(events: &[Event]) -> Option<Tick> {
    events
        .iter()
        .filter_map(|e| e.kind().tick())
        .max_by_key(|t| match t {
            Tick::Solution => 3,
            Tick::Backtrack => 2,
            Tick::Dead => 1,
        })
}

/// The timeline's ticks a run can make whose moves report events of `kinds` (an algorithm's
/// declared [`crate::description::Description::events`]), in [`Tick::ALL`]'s order: what
/// the timeline's key lists.
pub fn ticks_of_kinds(kinds: &[EventKind]) -> Vec<Tick> {
    Tick::ALL
        .into_iter()
        .filter(|&t| kinds.iter().any(|k| k.tick() == Some(t)))
        .collect()
}

/// The columns of `row` that no queen of `queens` attacks, ascending; `queens[r]` is row
/// `r`'s 0-based column, or `u32::MAX` ([`crate::solver::NO_QUEEN`]) for an empty row.
/// (Random placement's choice: its [`Placement::Random`] `among`.)
pub fn safe_columns(n: usize, queens: &[u32], row: usize) -> Vec<usize> {
    (0..n)
        .filter(|&col| {
            queens.iter().enumerate().all(|(r, &c)| {
                if r == row || c == u32::MAX {
                    return true;
                }
                let c = c as usize;
                c != col && r.abs_diff(row) != c.abs_diff(col)
            })
        })
        .collect()
}

/// How many queens of `queens` (other than row `row`'s) attack the square `(row, col)`: on
/// its column or a diagonal (the complete-state conflicts of min-conflicts and hill
/// climbing). `queens[r]` is row `r`'s 0-based column, or `u32::MAX` for an empty row.
pub fn attackers(queens: &[u32], row: usize, col: usize) -> u32 {
    queens
        .iter()
        .enumerate()
        .filter(|&(r, &c)| {
            r != row
                && c != u32::MAX
                && (c as usize == col || r.abs_diff(row) == (c as usize).abs_diff(col))
        })
        .count() as u32
}

/// The columns of `row` with the fewest [`attackers`] among `queens`, ascending, and that
/// fewest (min-conflicts' choice, Minton et al. 1992: its moves' ties).
pub fn least_conflicts(n: usize, queens: &[u32], row: usize) -> (Vec<usize>, u32) {
    let costs: Vec<u32> = (0..n).map(|col| attackers(queens, row, col)).collect();
    let least = costs.iter().copied().min().unwrap_or(0);
    let cols = (0..n).filter(|&c| costs[c] == least).collect();
    (cols, least)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serializes_as_tagged_records() {
        let event = Event::Try {
            square: Square::new(1, 2),
            attacked_by: Some(0),
            trial: None,
        };
        assert_eq!(
            serde_json::to_string(&event).unwrap(),
            r#"{"kind":"try","square":{"row":1,"col":2},"attackedBy":0,"trial":null}"#
        );
        let place = Event::Place {
            square: Square::new(0, 1),
            how: Placement::Random { among: vec![1, 3] },
        };
        assert_eq!(
            serde_json::to_string(&place).unwrap(),
            r#"{"kind":"place","square":{"row":0,"col":1},"how":{"by":"random","among":[1,3]}}"#
        );
    }

    #[test]
    fn kinds_are_listed_once_each_and_serialize_as_the_events_kind() {
        let mut kinds = EventKind::ALL.to_vec();
        kinds.sort_unstable();
        kinds.dedup();
        assert_eq!(kinds.len(), EventKind::ALL.len());
        for kind in EventKind::ALL {
            assert_eq!(
                serde_json::to_string(&kind).unwrap(),
                format!("\"{}\"", kind.as_str())
            );
        }
        let lift = Event::Lift {
            square: Square::new(0, 0),
            cleared: 0,
        };
        assert!(serde_json::to_string(&lift)
            .unwrap()
            .starts_with(r#"{"kind":"lift""#));
        assert_eq!(lift.kind(), EventKind::Lift);
    }

    #[test]
    fn a_key_lists_only_the_ticks_its_kinds_make() {
        use EventKind as K;
        assert_eq!(
            ticks_of_kinds(&[K::Place, K::DeadEnd, K::Restart, K::Solution]),
            vec![Tick::Dead, Tick::Solution]
        );
        assert_eq!(
            ticks_of_kinds(&[K::Try, K::Lift, K::DeadEnd, K::Solution]),
            vec![Tick::Backtrack, Tick::Dead, Tick::Solution]
        );
        assert_eq!(
            ticks_of_kinds(&[K::Place, K::Solution]),
            vec![Tick::Solution]
        );
    }

    #[test]
    fn safe_columns_of_the_walkthrough() {
        // 4×4, queen of row 1 in column 1: row 2's safe columns are 3 and 4 (1-based).
        assert_eq!(safe_columns(4, &[0], 1), vec![2, 3]);
        assert_eq!(safe_columns(4, &[0, 2], 2), Vec::<usize>::new());
        assert_eq!(safe_columns(4, &[1, 3], 2), vec![0]);
    }
}
