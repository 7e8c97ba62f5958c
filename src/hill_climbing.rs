//! Hill climbing on the complete-state formulation, as Russell & Norvig teach it (*AIMA*,
//! 3rd ed., §4.1.1, Figures 4.2 and 4.3).
//!
//! A state has one queen in each row (n^n states: two queens may share a column). A random
//! start puts each row's queen in a uniformly random column, independently. The heuristic
//! cost h is the number of pairs of queens that attack each other, directly or not (two
//! queens on one column or diagonal attack each other whatever stands between them). A
//! successor moves one queen to another square of its row: n(n − 1) successors.
//!
//! - **Steepest ascent** (the default) moves to a successor of least h, ties broken uniformly
//!   at random (seeded), while that h is below the current one. When the least h equals the
//!   current one (a plateau or a shoulder) it makes a *sideways* move, up to the parameter
//!   `sideways` in a row (AIMA's 100; the default 0 is plain steepest ascent). Otherwise the
//!   climb is stuck: a local minimum (every successor is worse) or a plateau whose sideways
//!   allowance is spent.
//! - **First choice** (`choice=first-choice`, AIMA's stochastic variant) looks at the
//!   successors in a random order and takes the first one better than the current state
//!   (with sideways moves allowed, the first one no worse when none is better).
//! - **Random restart** (`restart=on`, the default): a stuck climb starts again from a fresh
//!   random board, until h = 0. Off, the run ends at the first stuck climb, unsolved.
//!
//! Each climb is a *try* and each move an *attempt*, so the share of runs solved by their
//! first try is AIMA's "percentage of problem instances solved" (14 % on 8 queens; 94 % with
//! up to 100 sideways moves: tests/hill_climbing.rs measures both).
//!
//! The page draws Figure 4.3(a): every square off a queen shows the h of the board with its
//! row's queen moved there ([`Layers::values`](crate::layers::Layers::values)), the least outlined.

use crate::complete_state::CompleteState;
use crate::description::{
    Bound, Choice, Description, Draws, Exercise, LegendItem, Parameter, ParameterKind, PAGE_MAX_N,
    SOLVED_WITH_SEED,
};
use crate::message::Message;
use crate::moves::{Ended, Event, EventKind, Found, Fresh, Judged, Square, Stuck as Stalled};
use crate::params::Params;
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Layers, Outcome, StartMessage, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted: a step weighs all n(n − 1) successors, and a climb takes
/// about n steps, so a climb is O(n³) (a fifth of a second at 200, natively).
pub const MAX_N: usize = 200;

/// How the next state is chosen among the successors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choosing {
    /// A successor of least h, ties drawn at random (steepest ascent).
    Steepest,
    /// The first successor better than the current state, the successors taken in a random
    /// order (first-choice hill climbing).
    FirstChoice,
}

/// Why a climb stopped short of h = 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// Every successor has a greater h.
    LocalMinimum,
    /// The best successors have the same h, and the sideways moves allowed in a row are
    /// spent (with none allowed, at the first plateau or shoulder).
    Plateau,
}

/// One step. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The queen of `row` moves from `from` to `to`, taking h from `before` to `after`.
    Move {
        /// 0-based row.
        row: usize,
        /// The column it left.
        from: usize,
        /// The column it moved to.
        to: usize,
        /// h before the move.
        before: u64,
        /// h after it.
        after: u64,
        /// Successors tied with it at `after` (steepest ascent; 1 for first choice).
        tied: usize,
        /// True for a sideways move (`after == before`).
        sideways: bool,
    },
    /// The climb stops: no successor is better (or, on a plateau, no sideways move is left).
    Stuck {
        /// Local minimum or plateau.
        kind: Stuck,
        /// h of the state it stopped in.
        h: u64,
        /// The least h among the successors.
        best: u64,
        /// Moves this climb made.
        moves: u64,
        /// True when a restart follows; false when the run ends here.
        restarts: bool,
    },
    /// A new climb starts from a fresh random board.
    Restart {
        /// The climb's number, from 1.
        climb: u64,
        /// h of the new board.
        h: u64,
    },
    /// h = 0: a solution.
    Solution {
        /// The climb that found it.
        climb: u64,
        /// Moves that climb made.
        moves: u64,
        /// The square of the last move, if the climb moved at all.
        last: Option<(usize, usize)>,
    },
}

/// Where a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Climbing.
    Climbing,
    /// Stuck, with a restart to come.
    Stuck,
    /// Solved or, with restarts off, stopped unsolved: nothing more.
    Done,
}

/// The hill-climbing search (see the [module docs](self)).
#[derive(Clone, Debug)]
pub struct HillClimbing {
    n: usize,
    seed: u64,
    rng: Rng,
    choosing: Choosing,
    sideways_allowed: u64,
    restart: bool,
    /// The board, its queens per line and h.
    board: CompleteState,
    phase: Phase,
    climbs: u64,
    moves: u64,
    moves_this_climb: u64,
    sideways_in_a_row: u64,
    sideways_total: u64,
    stuck_climbs: u64,
    /// The square the last move of this climb went to.
    last_move: Option<(usize, usize)>,
    /// The successor order of first choice, reused between steps.
    order: Vec<u32>,
}

impl HillClimbing {
    /// The search with `choosing`, at most `sideways` sideways moves in a row, and random
    /// restarts or not.
    ///
    /// # Errors
    /// [`Error::BoardSize`] outside `1..=MAX_N`; [`Error::NoSolution`] for n = 2, 3.
    pub fn new(
        n: usize,
        seed: u64,
        choosing: Choosing,
        sideways: u64,
        restart: bool,
    ) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "a step weighs all n(n − 1) successors")?;
        crate::check_solvable(n)?;
        let mut search = HillClimbing {
            n,
            seed,
            rng: seed::rng(seed),
            choosing,
            sideways_allowed: sideways,
            restart,
            board: CompleteState::empty(n),
            phase: Phase::Climbing,
            climbs: 0,
            moves: 0,
            moves_this_climb: 0,
            sideways_in_a_row: 0,
            sideways_total: 0,
            stuck_climbs: 0,
            last_move: None,
            order: Vec::new(),
        };
        search.random_board();
        Ok(search)
    }

    /// A fresh random board (each row's queen in a uniformly random column) and a new climb.
    fn random_board(&mut self) {
        self.board.randomize(&mut self.rng);
        self.climbs += 1;
        self.moves_this_climb = 0;
        self.sideways_in_a_row = 0;
        self.last_move = None;
    }

    /// h of the current board: pairs of queens attacking each other, directly or not.
    pub fn h(&self) -> u64 {
        self.board.h()
    }

    /// Climbs started so far (the current one counts).
    pub fn climbs(&self) -> u64 {
        self.climbs
    }

    /// The move steepest ascent or first choice takes now, with the least h among the
    /// successors and how many successors share the chosen h: `(row, to, after, tied)` or
    /// `None` when stuck, and the least h.
    fn choose(&mut self) -> (Option<(usize, usize, u64, usize)>, u64) {
        let n = self.n;
        let sideways_left = self.sideways_in_a_row < self.sideways_allowed;
        match self.choosing {
            Choosing::Steepest => {
                let mut best = u64::MAX;
                let mut tied: Vec<(u32, u32)> = Vec::new();
                for row in 0..n {
                    let from = self.board.cols()[row] as usize;
                    let base = self.board.h() - self.board.attacks_at(row, from);
                    for col in (0..n).filter(|&c| c != from) {
                        let h = base + self.board.attacks_at(row, col);
                        if h < best {
                            best = h;
                            tied.clear();
                        }
                        if h == best {
                            tied.push((row as u32, col as u32));
                        }
                    }
                }
                let h = self.board.h();
                if best < h || (best == h && sideways_left) {
                    let (row, col) = tied[self.rng.index(tied.len())];
                    (Some((row as usize, col as usize, best, tied.len())), best)
                } else {
                    (None, best)
                }
            }
            Choosing::FirstChoice => {
                // Successor k is row k / (n − 1), the k % (n − 1)-th other column.
                let count = n * (n - 1);
                self.order.clear();
                self.order.extend(0..count as u32);
                let mut order = std::mem::take(&mut self.order);
                self.rng.shuffle(&mut order);
                let at = |k: u32| {
                    let (row, i) = (k as usize / (n - 1), k as usize % (n - 1));
                    let from = self.board.cols()[row] as usize;
                    (row, if i < from { i } else { i + 1 })
                };
                let mut best = u64::MAX;
                let mut level = None;
                let mut chosen = None;
                for &k in &order {
                    let (row, col) = at(k);
                    let h = self.board.h_if(row, col);
                    best = best.min(h);
                    if h < self.board.h() {
                        chosen = Some((row, col, h, 1));
                        break;
                    }
                    if h == self.board.h() && level.is_none() {
                        level = Some((row, col, h, 1));
                    }
                }
                self.order = order;
                match chosen {
                    Some(better) => (Some(better), best),
                    None if sideways_left => (level, best),
                    None => (None, best),
                }
            }
        }
    }

    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Done => None,
            Phase::Stuck => {
                self.random_board();
                self.phase = Phase::Climbing;
                Some(Step::Restart {
                    climb: self.climbs,
                    h: self.board.h(),
                })
            }
            Phase::Climbing if self.board.h() == 0 => {
                self.phase = Phase::Done;
                Some(Step::Solution {
                    climb: self.climbs,
                    moves: self.moves_this_climb,
                    last: self.last_move,
                })
            }
            Phase::Climbing => {
                let before = self.board.h();
                match self.choose() {
                    (Some((row, to, after, tied)), _) => {
                        let from = self.board.cols()[row] as usize;
                        self.board.move_queen(row, to);
                        debug_assert_eq!(self.board.h(), after);
                        self.moves += 1;
                        self.moves_this_climb += 1;
                        self.last_move = Some((row, to));
                        let sideways = after == before;
                        if sideways {
                            self.sideways_in_a_row += 1;
                            self.sideways_total += 1;
                        } else {
                            self.sideways_in_a_row = 0;
                        }
                        Some(Step::Move {
                            row,
                            from,
                            to,
                            before,
                            after,
                            tied,
                            sideways,
                        })
                    }
                    (None, best) => {
                        self.stuck_climbs += 1;
                        self.phase = if self.restart {
                            Phase::Stuck
                        } else {
                            Phase::Done
                        };
                        Some(Step::Stuck {
                            kind: if best > before {
                                Stuck::LocalMinimum
                            } else {
                                Stuck::Plateau
                            },
                            h: before,
                            best,
                            moves: self.moves_this_climb,
                            restarts: self.restart,
                        })
                    }
                }
            }
        }
    }
}

const H: CounterSpec = CounterSpec {
    id: "h",
    label: "h (attacking pairs)",
    counts: "pairs of queens attacking each other, directly or not: the heuristic cost",
    report: None,
};
const MOVES: CounterSpec = CounterSpec {
    id: "moves",
    // (Not "Moves": the timeline counts every step as a move, restarts too.)
    label: "Queen moves",
    counts: "queens moved, over every climb (each a queen moved within its row)",
    report: Some(crate::solver::ReportField {
        key: "moves",
        label: "Moves",
    }),
};
const SIDEWAYS: CounterSpec = CounterSpec {
    id: "sideways",
    label: "Sideways moves",
    counts: "moves to a successor with the same h, over every climb",
    report: None,
};
const CLIMBS: CounterSpec = CounterSpec {
    id: "climbs",
    label: "Climbs",
    counts: "climbs from a random board (the first, and each random restart)",
    report: Some(crate::solver::ReportField {
        key: "climbs",
        label: "Climbs",
    }),
};

/// The counters, in display order: h, moves, sideways moves, climbs.
pub const COUNTERS: [CounterSpec; 4] = [H, MOVES, SIDEWAYS, CLIMBS];

/// The pseudocode, in AIMA's terms (Figure 4.2, with sideways moves and random restarts):
/// steepest ascent in the first [`STEEPEST_LINES`] lines; first choice (AIMA §4.1.1: "generates
/// successors randomly until one is generated that is better than the current state") adds
/// the last, which its moves name instead of lines 2 and 3.
pub const PSEUDOCODE: [&str; 6] = [
    "current ← a random board (each row's queen in a random column)",
    "neighbor ← a successor of current with the least h (ties at random)",
    "if h(neighbor) < h(current), or = with a sideways move left: current ← neighbor",
    "else stuck (local minimum or plateau): restart from a random board",
    "if h(current) = 0: return current",
    "with first choice, for lines 2 and 3: take the successors in a random order; current ← \
     the first with h < h(current) (none, and a sideways move left: the first with h = \
     h(current))",
];

/// The lines of [`PSEUDOCODE`] that steepest ascent shows (first choice shows them all).
pub const STEEPEST_LINES: usize = 5;

const CHOICES: [Choice; 2] = [
    Choice {
        value: "steepest",
        label: "Steepest ascent",
    },
    Choice {
        value: "first-choice",
        label: "First choice",
    },
];

/// Its parameters: `sideways`, `restart`, `choice`.
pub const PARAMETERS: [Parameter; 3] = [
    Parameter {
        name: "sideways",
        label: "Sideways moves",
        changes: "the most sideways moves (to a successor of equal h) in a row before a climb \
                  counts as stuck; AIMA allows 100",
        kind: ParameterKind::Whole {
            min: Bound::Fixed(0),
            max: Bound::Fixed(1000),
            default: 0,
        },
    },
    Parameter {
        name: "restart",
        label: "Random restart",
        changes: "a stuck climb starts again from a fresh random board; off, the run ends \
                  unsolved",
        kind: ParameterKind::Flag { default: true },
    },
    Parameter {
        name: "choice",
        label: "Successor chosen",
        changes: "steepest ascent takes a best successor; first choice the first better one \
                  found in a random order",
        kind: ParameterKind::Choice {
            choices: &CHOICES,
            default: "steepest",
        },
    },
];

/// What this algorithm says about itself (see [`Description`]).
pub const DESCRIPTION: Description = Description {
    id: "hill-climbing",
    name: "Hill climbing",
    title: "Hill climbing (Russell & Norvig, AIMA §4.1.1)",
    summary: "Hill climbing: from a random board with one queen per row, move the queen whose \
              move lowers h (the pairs attacking each other) the most; when no move lowers it, \
              the climb is stuck at a local minimum or plateau and restarts from a fresh \
              random board. Each square shows the h the board would have with its row's queen \
              moved there (AIMA's Figure 4.3a).",
    source: "Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed., §4.1.1 \
             (Figures 4.2, 4.3): 14 % of 8-queens climbs solve, 94 % with 100 sideways moves.",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws {
        square_values: true,
        ..Draws::LOCAL_SEARCH
    },
    legend: &[
        LegendItem {
            swatch: "value",
            text: "h of the board if that row's queen moved to the square; the least outlined",
            when: &[],
        },
        LegendItem::LINE_OR_COLUMN,
        LegendItem {
            swatch: "attacked-queen",
            text: "a queen attacked by another (directly or not)",
            when: &[],
        },
        LegendItem {
            swatch: "swap",
            text: "the square a queen just moved to",
            when: &[],
        },
    ],
    start_caption: "Start: a random board, each row's queen in a random column.",
    first_step: "Step moves a queen to the best successor.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: false,
    attempt_unit: "moves",
    tries_unit: "climbs",
    collisions_label: "Attacking pairs (h)",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "HC",
        name: "Be the hill climber",
        task: "Perform steepest-ascent hill climbing: click the square a queen moves to (a \
               successor with the least h; the values are hidden), or press Stuck when no move \
               lowers h.",
        params: "",
        sizes: (5, 6),
        steps: 8,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::MoveQueen,
        EventKind::Stuck,
        EventKind::Restart,
        EventKind::Solution,
    ],
    parameters: &PARAMETERS,
};

impl StepSolver for HillClimbing {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        HillClimbing::new(n, seed, Choosing::Steepest, 0, true)
    }
    fn start_with(n: usize, seed: u64, params: &Params) -> Result<Self, Error> {
        let choosing = match params.choice("choice") {
            Some("first-choice") => Choosing::FirstChoice,
            _ => Choosing::Steepest,
        };
        HillClimbing::new(
            n,
            seed,
            choosing,
            params.whole("sideways").unwrap_or(0),
            params.flag("restart").unwrap_or(true),
        )
    }
    fn n(&self) -> usize {
        self.n
    }
    fn seed(&self) -> Option<u64> {
        Some(self.seed)
    }
    fn step(&mut self) -> Option<Step> {
        self.next()
    }
    fn columns(&self) -> &[u32] {
        self.board.cols()
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            H.at(self.board.h()),
            MOVES.at(self.moves),
            SIDEWAYS.at(self.sideways_total),
            CLIMBS.at(self.climbs),
        ]
    }
    /// A move's `among`: the successors of the board before it that the move could as well
    /// have taken (steepest ascent: every successor of least h; first choice: every better
    /// one, or every level one for a sideways move).
    fn events(&self, step: &Step) -> Vec<Event> {
        vec![match *step {
            Step::Move {
                row,
                from,
                to,
                before,
                after,
                tied,
                ..
            } => {
                let mut board = self.board.clone();
                board.move_queen(row, from);
                let values = board.successor_values();
                let n = self.n;
                let fits = |h: u64| match self.choosing {
                    Choosing::Steepest => h == after,
                    Choosing::FirstChoice if after < before => h < before,
                    Choosing::FirstChoice => h == before,
                };
                let among = (0..n * n)
                    .filter(|&i| values[i] != u32::MAX && fits(u64::from(values[i])))
                    .map(|i| Square::new(i / n, i % n))
                    .collect();
                Event::MoveQueen {
                    row,
                    from,
                    to,
                    among,
                    judged: Some(Judged::H {
                        before,
                        after,
                        tied,
                    }),
                }
            }
            Step::Stuck {
                kind,
                h,
                best,
                moves,
                restarts,
            } => Event::Stuck {
                why: match kind {
                    Stuck::LocalMinimum => Stalled::LocalMinimum,
                    Stuck::Plateau => Stalled::Plateau,
                },
                h: Some(h),
                best: Some(best),
                moves: Some(moves),
                restarts: Some(restarts),
                temperature: None,
                collisions: None,
            },
            Step::Restart { climb, h } => Event::Restart {
                from: Fresh::RandomBoard,
                number: climb,
                after: Some(Ended::Stuck),
                h: Some(h),
                collisions: None,
            },
            Step::Solution { last, climb, moves } => Event::Solution {
                last: last.map(Square::from),
                found: Found::Climb { climb, moves },
            },
        }]
    }
    fn start_message(&self) -> StartMessage {
        StartMessage {
            state: Message::new("caption-start-random-board-h").arg("h", self.board.h()),
            next: match self.choosing {
                Choosing::Steepest => StartMessage::of(&DESCRIPTION).next,
                Choosing::FirstChoice => Message::new("caption-first-step-first-choice"),
            },
        }
    }
    /// Steepest ascent's lines; first choice's line after them.
    fn pseudocode_lines(&self) -> usize {
        match self.choosing {
            Choosing::Steepest => STEEPEST_LINES,
            Choosing::FirstChoice => PSEUDOCODE.len(),
        }
    }
    /// From the step, without building its events (a move's ties, from every successor's
    /// h): a stuck climb and a restart tick as dead ends, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Move { .. } => None,
            Step::Stuck { .. } | Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    /// A move names line 3 (steepest ascent) or 6 (first choice: the first better successor,
    /// not a least one).
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Restart { .. } => 1,
            Step::Move { .. } if self.choosing == Choosing::FirstChoice => PSEUDOCODE.len(),
            Step::Move { .. } => 3,
            Step::Stuck { .. } => 4,
            Step::Solution { .. } => 5,
        }
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            Step::Stuck {
                restarts: false, ..
            } => Outcome::Exhausted,
            _ => Outcome::Paused,
        }
    }
    fn is_solved(&self) -> bool {
        self.board.h() == 0
    }
    fn attempts(&self) -> u64 {
        self.moves
    }
    fn tries(&self) -> u64 {
        self.climbs
    }
    fn collisions(&self) -> u64 {
        self.board.h()
    }
    fn is_attacked(&self, row: usize) -> bool {
        self.board.is_attacked(row)
    }
    /// Each successor's h on its square, until the climb is done.
    fn layers(&self) -> Layers<'_> {
        Layers {
            values: (self.phase != Phase::Done).then(|| self.board.successor_values()),
            ..Layers::default()
        }
    }
}
