//! The one list of algorithms: ids, names, limits, what the page draws for each, sources,
//! counters and the lab's units, in the page's order.
//!
//! Everything else reads this: the CLI parses `--algorithm` from it and prints it
//! (`nqueens algorithms --json`); the bindings export it to the page, which builds its
//! Algorithm select, Compare checkboxes, race select and legend from it and picks pictures
//! from [`Draws`], never from an id. [`Algorithm::visit`] is the one place that turns an
//! algorithm into its solver type, so callers stay generic (and monomorphized) over
//! [`StepSolver`].
//!
//! Adding an algorithm: its own module implementing [`StepSolver`], one variant of
//! [`Algorithm`], one entry of [`ALGORITHMS`] and one arm of [`Algorithm::visit`].

use crate::solver::{CounterSpec, StepSolver};
use crate::{
    backtracking, construction, min_conflicts, permutation_swap, qs1, qs4, random_placement,
};
use std::fmt;
use std::str::FromStr;

/// The algorithms, in the page's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Algorithm {
    /// Depth-first backtracking (deterministic; the seed is ignored).
    Backtracking,
    /// Las Vegas random placement (Rolfe's Algorithm Two).
    RandomPlacement,
    /// Random permutation with controlled swaps (Rolfe's Algorithm One).
    PermutationSwap,
    /// Sosič & Gu's gradient-based swap heuristic.
    Qs1,
    /// Minton et al.'s min-conflicts repair.
    MinConflicts,
    /// Sosič & Gu's QS4: conflict-free start, then random swaps of attacked queens.
    Qs4,
    /// The explicit construction (deterministic; the seed is ignored).
    Construction,
}

/// What the page draws for an algorithm on the animated board (beyond queens, which every
/// algorithm has). The page chooses its pictures from these, never from an id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draws {
    /// The search tree beside the board (backtracking).
    pub search_tree: bool,
    /// Squares attacked from below, numbered with the attacking row (the walkthrough's marks).
    pub numbered_marks: bool,
    /// A column of attempts per row beside the board.
    pub attempts_per_row: bool,
    /// A row that ran out of squares (a dead end).
    pub dead_row: bool,
    /// Wirth's diagonal flags in a strip under the board, and the rows checked so far.
    pub diagonal_flags: bool,
    /// Lines along diagonals holding more than one queen (collisions).
    pub collision_lines: bool,
    /// Queens attacked by another queen, drawn in red.
    pub attacked_queens: bool,
    /// Moves glide (swaps, repair moves) rather than jump.
    pub glides: bool,
}

impl Draws {
    /// Queens only: nothing else drawn (the construction).
    pub const NONE: Draws = Draws {
        search_tree: false,
        numbered_marks: false,
        attempts_per_row: false,
        dead_row: false,
        diagonal_flags: false,
        collision_lines: false,
        attacked_queens: false,
        glides: false,
    };
}

/// What the local searches draw (QS1, min-conflicts, QS4): collision lines, attacked queens,
/// gliding moves.
const LOCAL_SEARCH: Draws = Draws {
    collision_lines: true,
    attacked_queens: true,
    glides: true,
    ..Draws::NONE
};

/// One symbol of an algorithm's legend: which swatch, and what it means for this algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegendItem {
    /// The swatch's kind, a CSS class of the page: `mark`, `safe`, `attacked`, `removed`,
    /// `dead`, `swap`, `reject`, `line` or `attacked-queen`.
    pub swatch: &'static str,
    /// What it means, in words.
    pub text: &'static str,
}

/// One algorithm's entry in the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlgorithmInfo {
    /// Which algorithm.
    pub algorithm: Algorithm,
    /// The id in the page's address, the CLI and the CSV files (kebab-case).
    pub id: &'static str,
    /// The short name of the page's lists ("Random placement").
    pub name: &'static str,
    /// The name with its source, as the CLI titles its output.
    pub title: &'static str,
    /// One paragraph on how it works, for the legend.
    pub summary: &'static str,
    /// Where it comes from (paper, walkthrough, OEIS ids), for the legend.
    pub source: &'static str,
    /// True for the seeded algorithms.
    pub randomized: bool,
    /// True if it goes on past a solution to the end of the search (Run to next solution,
    /// Run to end of search).
    pub exhaustive: bool,
    /// The largest n the core accepts.
    pub max_n: usize,
    /// The largest n the page animates.
    pub max_n_animated: usize,
    /// The largest n the page's scaled large-board view runs, if it runs this algorithm.
    pub max_n_large: Option<usize>,
    /// Peak memory of a large-board run in the page, in bytes per queen (rounded up from the
    /// wasm memory measured without the reservation below: min-conflicts 10.3 at n = 10^8
    /// and 10.8 at 10^7, QS4 7.7 and 9.3, the construction 6.2, QS1 40.9 at 10^6; the
    /// solver, the view's attacked rows and the verifier's bits); 0 without a large-board
    /// view. The worker asks for
    /// n × this before the run starts, so a browser that refuses is answered with a message.
    pub large_bytes_per_queen: usize,
    /// What the page draws for it.
    pub draws: Draws,
    /// The legend's symbols.
    pub legend: &'static [LegendItem],
    /// The caption before the first step: where the run starts ("Start: an empty board.").
    pub start_caption: &'static str,
    /// The rest of that caption: what Step does first ("Step tries row 1, column 1."),
    /// left out in predict mode, where it would give the first answer away.
    pub first_step: &'static str,
    /// Its counters, in display order (what [`StepSolver::counters`] returns).
    pub counters: &'static [CounterSpec],
    /// The Compare view offers it.
    pub compared: bool,
    /// The Compare view ticks it at first.
    pub compared_by_default: bool,
    /// The Compare view can race it on several workers (Rolfe's parallel Las Vegas).
    pub raced: bool,
    /// What one attempt is, in words (plural): the unit of [`crate::lab::Record::attempts`].
    /// Units differ between algorithms, so attempts compare within one algorithm.
    pub attempt_unit: &'static str,
    /// What one try is, in words (plural): the unit of [`crate::lab::Record::tries`].
    pub tries_unit: &'static str,
    /// What [`StepSolver::collisions`] counts, as the large board's counter and chart name it
    /// ("Collisions", or min-conflicts' "Conflicting pairs").
    pub collisions_label: &'static str,
    /// Its pseudocode, short and in its source's terms, one line per kind of move; each move
    /// names its line ([`StepSolver::line`], 1-based).
    pub pseudocode: &'static [&'static str],
    /// The sandbox can hand it a board a learner set up ([`StepSolver::from_board`]).
    pub continues_from_board: bool,
}

/// The largest board the page animates, for every algorithm.
pub const PAGE_MAX_N: usize = 32;

/// The largest board the page's large-board view runs (min-conflicts, QS4, the
/// construction): 10^8, about a gigabyte of wasm memory for the repair searches, where the
/// browser grants it (the worker asks for it before the run, and says so if refused).
pub const PAGE_MAX_N_LARGE: usize = 100_000_000;

/// QS1's limit in the large-board view: its gradient swaps take seconds at 10^6 and grow
/// faster than n (about half a minute natively at 10^7).
pub const PAGE_MAX_N_LARGE_QS1: usize = 1_000_000;

const MARK: LegendItem = LegendItem {
    swatch: "mark",
    text: "a square attacked from below, numbered with the row of the queen that attacks it; \
           a marked square keeps its first number. Each row's marks have a colour of their own",
};
const LINE: LegendItem = LegendItem {
    swatch: "line",
    text: "a diagonal holding more than one queen (its collisions)",
};
const ATTACKED_QUEEN: LegendItem = LegendItem {
    swatch: "attacked-queen",
    text: "an attacked queen",
};
const SWAP: LegendItem = LegendItem {
    swatch: "swap",
    text: "a swap performed",
};
const REJECT: LegendItem = LegendItem {
    swatch: "reject",
    text: "a swap tested and rejected",
};

/// Every algorithm, in the page's order (the order of [`Algorithm`]'s variants).
pub const ALGORITHMS: [AlgorithmInfo; 7] = [
    AlgorithmInfo {
        algorithm: Algorithm::Backtracking,
        id: "backtracking",
        name: "Backtracking",
        title: "Backtracking",
        summary: "Depth-first backtracking from the bottom-left corner, rows first. Every square \
                  tried is an attempt; when a row has no safe square left, the search backtracks.",
        source: "the “first solution” walkthrough; 4×4 reaches its first solution after 26 \
                 attempts, 8×8 after 876 (OEIS A140450).",
        randomized: false,
        exhaustive: true,
        max_n: backtracking::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: None,
        large_bytes_per_queen: 0,
        draws: Draws {
            numbered_marks: true,
            attempts_per_row: true,
            search_tree: true,
            ..Draws::NONE
        },
        legend: &[
            MARK,
            LegendItem {
                swatch: "safe",
                text: "the square just tried is safe: the queen stays",
            },
            LegendItem {
                swatch: "attacked",
                text: "the square just tried is attacked: move along (the red line shows by whom)",
            },
            LegendItem {
                swatch: "removed",
                text: "a queen just lifted off to move along",
            },
        ],
        start_caption: "Start: an empty board.",
        first_step: "Step tries row 1, column 1.",
        counters: &backtracking::COUNTERS,
        compared: true,
        compared_by_default: true,
        raced: false,
        attempt_unit: "squares tried",
        tries_unit: "runs",
        collisions_label: "Collisions",
        pseudocode: &backtracking::PSEUDOCODE,
        continues_from_board: true,
    },
    AlgorithmInfo {
        algorithm: Algorithm::RandomPlacement,
        id: "random-placement",
        name: "Random placement",
        title: "Random placement (Las Vegas)",
        summary: "Las Vegas: each row's queen goes on a square drawn at random among those no \
                  queen below attacks. A row with no such square is a dead end: the trial is \
                  thrown away and a new one starts.",
        source: "Las Vegas random placement; Rolfe (2006), Algorithm Two “GridSearch”. On 8×8 \
                 one trial succeeds with probability 0.1293.",
        randomized: true,
        exhaustive: false,
        max_n: random_placement::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: None,
        large_bytes_per_queen: 0,
        draws: Draws {
            numbered_marks: true,
            dead_row: true,
            ..Draws::NONE
        },
        legend: &[
            LegendItem {
                swatch: "mark",
                text: "attacked squares, numbered with the row of the lowest queen attacking \
                       them, in that row's colour",
            },
            LegendItem {
                swatch: "safe",
                text: "the queen just placed",
            },
            LegendItem {
                swatch: "dead",
                text: "the dead-end row",
            },
        ],
        start_caption: "Start: an empty board.",
        first_step: "Step places row 1’s queen on a random unattacked square.",
        counters: &random_placement::COUNTERS,
        compared: true,
        compared_by_default: true,
        raced: true,
        attempt_unit: "queens placed",
        tries_unit: "trials",
        collisions_label: "Collisions",
        pseudocode: &random_placement::PSEUDOCODE,
        continues_from_board: false,
    },
    AlgorithmInfo {
        algorithm: Algorithm::PermutationSwap,
        id: "permutation-swap",
        name: "Permutation swaps",
        title: "Permutation swap (Rolfe, Algorithm One)",
        summary: "A shuffled permutation: one queen per row and column. Row by row, a queen on a \
                  diagonal already in use swaps columns with the next later row; when none is \
                  left, a new shuffle starts.",
        source: "Rolfe, “Las Vegas Does N-Queens” (2006), Algorithm One, with Wirth's diagonal \
                 flags.",
        randomized: true,
        exhaustive: false,
        max_n: permutation_swap::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: None,
        large_bytes_per_queen: 0,
        draws: Draws {
            diagonal_flags: true,
            collision_lines: true,
            glides: true,
            ..Draws::NONE
        },
        legend: &[
            LegendItem {
                swatch: "safe",
                text: "a row that passed: its diagonals are flagged",
            },
            LegendItem {
                swatch: "swap",
                text: "two queens swapping columns",
            },
            LegendItem {
                swatch: "attacked",
                text: "a queen with no later row left to swap: the vector fails",
            },
            LegendItem {
                swatch: "line",
                text: "a diagonal holding more than one queen",
            },
        ],
        start_caption: "Start: one queen per row and column.",
        first_step: "Step shuffles them into a random permutation.",
        counters: &permutation_swap::COUNTERS,
        compared: true,
        compared_by_default: false,
        raced: true,
        attempt_unit: "queen checks",
        tries_unit: "permutation vectors",
        collisions_label: "Collisions",
        pseudocode: &permutation_swap::PSEUDOCODE,
        continues_from_board: false,
    },
    AlgorithmInfo {
        algorithm: Algorithm::Qs1,
        id: "qs1",
        name: "QS1 gradient swaps",
        title: "QS1 (Sosič & Gu)",
        summary: "Gradient-based swaps: from a random permutation, test pairs of rows where a \
                  queen is attacked and swap them when that reduces the collisions; a pass \
                  without a swap starts a new permutation.",
        source: "Sosič & Gu, “Fast Search Algorithms for the N-Queens Problem” (1991), QS1, \
                 Figures 1–2.",
        randomized: true,
        exhaustive: false,
        max_n: qs1::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: Some(PAGE_MAX_N_LARGE_QS1),
        large_bytes_per_queen: 42,
        draws: LOCAL_SEARCH,
        legend: &[ATTACKED_QUEEN, LINE, SWAP, REJECT],
        start_caption: "Start: one queen per row and column.",
        first_step: "Step draws a random permutation.",
        counters: &qs1::COUNTERS,
        compared: true,
        compared_by_default: false,
        raced: true,
        attempt_unit: "swaps tested",
        tries_unit: "permutations",
        collisions_label: "Collisions",
        pseudocode: &qs1::PSEUDOCODE,
        continues_from_board: true,
    },
    AlgorithmInfo {
        algorithm: Algorithm::MinConflicts,
        id: "min-conflicts",
        name: "Min-conflicts",
        title: "Min-conflicts (Minton et al.)",
        summary: "Min-conflicts: a greedy start puts each row's queen on a little-attacked \
                  square; then a queen in conflict moves within its row to the square with the \
                  fewest conflicts, until none is attacked.",
        source: "Minton, Johnston, Philips & Laird (1992), min-conflicts heuristic.",
        randomized: true,
        exhaustive: false,
        max_n: min_conflicts::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: Some(PAGE_MAX_N_LARGE),
        large_bytes_per_queen: 11,
        draws: LOCAL_SEARCH,
        legend: &[
            LegendItem {
                swatch: "attacked-queen",
                text: "a queen in conflict (column or diagonal)",
            },
            LegendItem {
                swatch: "line",
                text: "a diagonal holding more than one queen",
            },
            LegendItem {
                swatch: "swap",
                text: "the square a queen just moved to",
            },
        ],
        start_caption: "Start: an empty board.",
        first_step: "Step places row 1’s queen by the greedy start.",
        counters: &min_conflicts::COUNTERS,
        compared: true,
        compared_by_default: false,
        raced: false,
        attempt_unit: "repair moves",
        tries_unit: "starts",
        collisions_label: min_conflicts::CONFLICTS.label,
        pseudocode: &min_conflicts::PSEUDOCODE,
        continues_from_board: true,
    },
    AlgorithmInfo {
        algorithm: Algorithm::Qs4,
        id: "qs4",
        name: "QS4 fast swaps",
        title: "QS4 (Sosič & Gu)",
        summary: "QS4: a start that places most queens on free diagonals, then random swaps of \
                  attacked queens that reduce the collisions — the search that handles \
                  millions of queens.",
        source: "Sosič & Gu (1991, 1994), QS4.",
        randomized: true,
        exhaustive: false,
        max_n: qs4::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: Some(PAGE_MAX_N_LARGE),
        large_bytes_per_queen: 10,
        draws: LOCAL_SEARCH,
        legend: &[ATTACKED_QUEEN, SWAP, REJECT],
        start_caption: "Start: a random permutation.",
        first_step: "Step fixes row 1’s queen on free diagonals.",
        counters: &qs4::COUNTERS,
        compared: true,
        compared_by_default: false,
        raced: false,
        attempt_unit: "swaps tested",
        tries_unit: "starts",
        collisions_label: "Collisions",
        pseudocode: &qs4::PSEUDOCODE,
        continues_from_board: false,
    },
    AlgorithmInfo {
        algorithm: Algorithm::Construction,
        id: "construction",
        name: "Explicit construction",
        title: "Construction (Hoffman, Loessi & Moore)",
        summary: "No search at all: a formula gives every row's column for any n ≥ 4, in O(n).",
        source: "Hoffman, Loessi & Moore (1969); Bernhardsson (1991), cited by Rolfe (2006).",
        randomized: false,
        exhaustive: false,
        max_n: construction::MAX_N,
        max_n_animated: PAGE_MAX_N,
        max_n_large: Some(PAGE_MAX_N_LARGE),
        large_bytes_per_queen: 7,
        draws: Draws::NONE,
        legend: &[],
        start_caption: "Start: an empty board.",
        first_step: "Step places row 1’s queen where the formula says.",
        counters: &construction::COUNTERS,
        compared: false,
        compared_by_default: false,
        raced: false,
        attempt_unit: "queens placed",
        tries_unit: "runs",
        collisions_label: "Collisions",
        pseudocode: &construction::PSEUDOCODE,
        continues_from_board: false,
    },
];

/// A generic operation over the solver type of an algorithm (see [`Algorithm::visit`]).
pub trait Visit {
    /// What the operation returns.
    type Output;
    /// The operation, for solver type `S`.
    fn visit<S: StepSolver>(self) -> Self::Output;
}

impl Algorithm {
    /// Every algorithm, in the page's order.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Backtracking,
        Algorithm::RandomPlacement,
        Algorithm::PermutationSwap,
        Algorithm::Qs1,
        Algorithm::MinConflicts,
        Algorithm::Qs4,
        Algorithm::Construction,
    ];

    /// Its registry entry.
    pub fn info(self) -> &'static AlgorithmInfo {
        &ALGORITHMS[self as usize]
    }

    /// The id: `backtracking`, `random-placement`, …
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// True for the seeded algorithms.
    pub fn is_randomized(self) -> bool {
        self.info().randomized
    }

    /// What one attempt is, in words (plural); see [`AlgorithmInfo::attempt_unit`].
    pub fn attempt_unit(self) -> &'static str {
        self.info().attempt_unit
    }

    /// What one try is, in words (plural); see [`AlgorithmInfo::tries_unit`].
    pub fn tries_unit(self) -> &'static str {
        self.info().tries_unit
    }

    /// Runs `operation` with this algorithm's solver type: the one dispatch from an
    /// algorithm to its code.
    pub fn visit<V: Visit>(self, operation: V) -> V::Output {
        match self {
            Algorithm::Backtracking => operation.visit::<backtracking::Backtracking>(),
            Algorithm::RandomPlacement => operation.visit::<random_placement::RandomPlacement>(),
            Algorithm::PermutationSwap => operation.visit::<permutation_swap::PermutationSwap>(),
            Algorithm::Qs1 => operation.visit::<qs1::Qs1>(),
            Algorithm::MinConflicts => operation.visit::<min_conflicts::MinConflicts>(),
            Algorithm::Qs4 => operation.visit::<qs4::Qs4>(),
            Algorithm::Construction => operation.visit::<construction::Construction>(),
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Algorithm {
    type Err = String;

    /// Parses an id; the error lists the valid ones.
    fn from_str(id: &str) -> Result<Self, String> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.id() == id.trim())
            .ok_or_else(|| {
                let ids: Vec<&str> = ALGORITHMS.iter().map(|a| a.id).collect();
                format!("unknown algorithm “{id}”: choose from {}", ids.join(", "))
            })
    }
}
