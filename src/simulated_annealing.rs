//! Simulated annealing on the complete-state formulation, as Russell & Norvig teach it
//! (*AIMA*, 3rd ed., §4.1.2, Figure 4.5).
//!
//! A run starts from a random board (each row's queen in a uniformly random column, as hill
//! climbing's, [`crate::complete_state`]). Each proposal moves a random queen to another
//! square of its row, drawn uniformly: a random successor, since in the complete-state
//! formulation a successor moves one queen to another square of its line (n(n − 1) of
//! them, as hill climbing's), so a proposal never leaves the queen on its own square.
//! With ΔE = h(current) − h(next), the
//! improvement, a move that is no worse (ΔE ≥ 0) is taken; a worse one is taken with
//! probability e^(ΔE/T), a uniform draw in [0, 1) below it. The temperature starts at the
//! parameter `temperature` and is multiplied by `cooling` after each proposal (a geometric
//! schedule); when it falls below `floor` the run stops, as Figure 4.5 returns `current` when
//! T = 0. A run that stops unsolved is followed by a fresh one (a try). h = 0 is a solution.
//!
//! Each proposal is two steps, so a learner sees the move proposed, with its ΔE and the
//! temperature, before it is taken or refused. Each proposal is an *attempt*; each run a
//! *try*. e^x is computed by the `libm` crate, the same natively and in WebAssembly.

use crate::complete_state::CompleteState;
use crate::description::{
    Bound, Description, Draws, Exercise, LegendItem, Parameter, ParameterKind, PAGE_MAX_N,
    SOLVED_WITH_SEED,
};
use crate::message::Message;
use crate::moves::{Change, Ended, Event, EventKind, Found, Fresh, Odds, Square, Stuck};
use crate::params::Params;
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Outcome, StartMessage, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted.
pub const MAX_N: usize = 1000;

/// The default starting temperature.
pub const START_TEMPERATURE: f64 = 2.0;
/// The default cooling factor.
pub const COOLING: f64 = 0.999;
/// The default floor.
pub const FLOOR: f64 = 0.05;

/// A move proposed: the queen of `row` from `from` to `to`, h `before` and `after`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Proposal {
    /// 0-based row.
    pub row: usize,
    /// The column it stands in.
    pub from: usize,
    /// The column proposed.
    pub to: usize,
    /// h now.
    pub before: u64,
    /// h if taken.
    pub after: u64,
    /// The temperature it is judged at.
    pub temperature: f64,
}

impl Proposal {
    /// The chance it is taken: 1 when no worse (ΔE ≥ 0), else e^(ΔE/T).
    pub fn chance(&self) -> f64 {
        if self.after <= self.before {
            1.0
        } else {
            libm::exp(-((self.after - self.before) as f64) / self.temperature)
        }
    }
}

/// One step. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// A random successor is proposed.
    Propose(Proposal),
    /// The proposal is taken; for a worse move, `draw` is the uniform number that fell below
    /// its chance.
    Accept {
        /// The move.
        proposal: Proposal,
        /// The draw, for a worse move.
        draw: Option<f64>,
    },
    /// A worse proposal is refused: `draw` was not below its chance.
    Refuse {
        /// The move.
        proposal: Proposal,
        /// The draw.
        draw: f64,
    },
    /// The temperature fell below the floor with h > 0: the run stops unsolved.
    Cooled {
        /// h where it stopped.
        h: u64,
        /// The temperature reached.
        temperature: f64,
    },
    /// A fresh run starts from a new random board.
    Restart {
        /// The run's number, from 1.
        run: u64,
        /// h of its board.
        h: u64,
    },
    /// h = 0: a solution.
    Solution {
        /// The run that found it.
        run: u64,
        /// The square of the last move, if any.
        last: Option<(usize, usize)>,
    },
}

/// Where a run is.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// The next step proposes a move (or finds the solution, or cools).
    Proposing,
    /// The next step takes or refuses this proposal.
    Deciding(Proposal),
    /// Cooled unsolved: a fresh run comes next.
    Cooled,
    /// Solved.
    Done,
}

/// The simulated-annealing search (see the [module docs](self)).
#[derive(Clone, Debug)]
pub struct SimulatedAnnealing {
    n: usize,
    seed: u64,
    rng: Rng,
    board: CompleteState,
    start_temperature: f64,
    cooling: f64,
    floor: f64,
    temperature: f64,
    phase: Phase,
    runs: u64,
    proposals: u64,
    taken: u64,
    worse_taken: u64,
    worse_refused: u64,
    last_move: Option<(usize, usize)>,
}

impl SimulatedAnnealing {
    /// The search starting each run at `temperature`, multiplying it by `cooling` after each
    /// proposal, and stopping a run below `floor`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] outside `1..=MAX_N`; [`Error::NoSolution`] for n = 2, 3;
    /// [`Error::Parameter`] unless 0 < floor < temperature and 0 < cooling < 1, naming the
    /// floor.
    pub fn new(
        n: usize,
        seed: u64,
        temperature: f64,
        cooling: f64,
        floor: f64,
    ) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "its random board and its steps stay small")?;
        crate::check_solvable(n)?;
        if !(floor > 0.0 && floor < temperature && cooling > 0.0 && cooling < 1.0) {
            return Err(Error::Parameter(crate::message::Refusal::new(
                crate::message::Message::new("error-annealing-floor")
                    .arg("floor", floor)
                    .arg("temperature", temperature)
                    .arg("cooling", cooling),
                format!(
                    "floor {floor} must be below the starting temperature {temperature} (and the \
                     cooling factor {cooling} between 0 and 1): a run would stop before its first \
                     proposal"
                ),
            )));
        }
        let mut search = SimulatedAnnealing {
            n,
            seed,
            rng: seed::rng(seed),
            board: CompleteState::empty(n),
            start_temperature: temperature,
            cooling,
            floor,
            temperature,
            phase: Phase::Proposing,
            runs: 0,
            proposals: 0,
            taken: 0,
            worse_taken: 0,
            worse_refused: 0,
            last_move: None,
        };
        search.fresh_run();
        Ok(search)
    }

    fn fresh_run(&mut self) {
        self.board.randomize(&mut self.rng);
        self.temperature = self.start_temperature;
        self.runs += 1;
        self.last_move = None;
        self.phase = Phase::Proposing;
    }

    /// h now.
    pub fn h(&self) -> u64 {
        self.board.h()
    }

    /// The temperature now.
    pub fn temperature(&self) -> f64 {
        self.temperature
    }

    /// Runs started (the current one counts).
    pub fn runs(&self) -> u64 {
        self.runs
    }

    /// The proposal awaiting its decision, if any.
    pub fn pending(&self) -> Option<Proposal> {
        match self.phase {
            Phase::Deciding(p) => Some(p),
            _ => None,
        }
    }

    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Done => None,
            Phase::Cooled => {
                self.fresh_run();
                Some(Step::Restart {
                    run: self.runs,
                    h: self.board.h(),
                })
            }
            Phase::Proposing if self.board.h() == 0 => {
                self.phase = Phase::Done;
                Some(Step::Solution {
                    run: self.runs,
                    last: self.last_move,
                })
            }
            Phase::Proposing if self.temperature < self.floor => {
                self.phase = Phase::Cooled;
                Some(Step::Cooled {
                    h: self.board.h(),
                    temperature: self.temperature,
                })
            }
            Phase::Proposing => {
                let n = self.n;
                let row = self.rng.index(n);
                let from = self.board.cols()[row] as usize;
                let other = self.rng.index(n - 1);
                let to = if other < from { other } else { other + 1 };
                let proposal = Proposal {
                    row,
                    from,
                    to,
                    before: self.board.h(),
                    after: self.board.h_if(row, to),
                    temperature: self.temperature,
                };
                self.proposals += 1;
                self.phase = Phase::Deciding(proposal);
                Some(Step::Propose(proposal))
            }
            Phase::Deciding(proposal) => {
                self.temperature *= self.cooling;
                self.phase = Phase::Proposing;
                let worse = proposal.after > proposal.before;
                let draw = if worse { Some(self.rng.unit()) } else { None };
                if draw.is_none_or(|d| d < proposal.chance()) {
                    self.board.move_queen(proposal.row, proposal.to);
                    self.taken += 1;
                    self.worse_taken += u64::from(worse);
                    self.last_move = Some((proposal.row, proposal.to));
                    Some(Step::Accept { proposal, draw })
                } else {
                    self.worse_refused += 1;
                    Some(Step::Refuse {
                        proposal,
                        draw: draw.unwrap_or_default(),
                    })
                }
            }
        }
    }
}

const H: CounterSpec = CounterSpec {
    id: "h",
    label: "h (attacking pairs)",
    counts: "pairs of queens attacking each other, directly or not: the energy annealing lowers",
    report: None,
};
const PROPOSALS: CounterSpec = CounterSpec {
    id: "proposals",
    label: "Moves proposed",
    counts: "random successors proposed, over every run",
    report: Some(crate::solver::ReportField {
        key: "proposals",
        label: "Moves proposed",
    }),
};
const WORSE_TAKEN: CounterSpec = CounterSpec {
    id: "worse-taken",
    label: "Worse moves taken",
    counts: "proposals that raised h and were taken all the same, by chance e^(ΔE/T)",
    report: None,
};
const WORSE_REFUSED: CounterSpec = CounterSpec {
    id: "worse-refused",
    label: "Worse moves refused",
    counts: "proposals that would raise h and were refused",
    report: None,
};
const RUNS: CounterSpec = CounterSpec {
    id: "runs",
    label: "Runs",
    counts: "runs from a random board, each cooling from the starting temperature",
    report: Some(crate::solver::ReportField {
        key: "runs",
        label: "Runs",
    }),
};

/// The counters, in display order.
pub const COUNTERS: [CounterSpec; 5] = [H, PROPOSALS, WORSE_TAKEN, WORSE_REFUSED, RUNS];

/// The pseudocode, in AIMA's terms (Figure 4.5, with a geometric schedule and a floor).
pub const PSEUDOCODE: [&str; 6] = [
    "current ← a random board; T ← the starting temperature",
    "next ← a random successor of current (a random queen to another square of its row); \
     ΔE ← h(current) − h(next)",
    "if ΔE ≥ 0: current ← next",
    "else current ← next only with probability e^(ΔE/T)",
    "T ← T × cooling; if T < floor: stop (restart from a random board)",
    "if h(current) = 0: return current",
];

/// Its parameters: the schedule.
pub const PARAMETERS: [Parameter; 3] = [
    Parameter {
        name: "temperature",
        label: "Starting temperature",
        changes: "T at the start of each run: the higher, the more worse moves are taken early",
        kind: ParameterKind::Real {
            min: Bound::Fixed(0.01),
            max: Bound::Fixed(100.0),
            default: START_TEMPERATURE,
        },
    },
    Parameter {
        name: "cooling",
        label: "Cooling factor",
        changes: "T is multiplied by it after each proposal: nearer 1 cools more slowly",
        kind: ParameterKind::Real {
            min: Bound::Fixed(0.5),
            max: Bound::Fixed(0.99999),
            default: COOLING,
        },
    },
    Parameter {
        name: "floor",
        label: "Floor",
        changes: "a run whose T falls below it stops (and a fresh one starts, unless solved)",
        kind: ParameterKind::Real {
            min: Bound::Fixed(0.0001),
            max: Bound::Fixed(10.0),
            default: FLOOR,
        },
    },
];

/// What this algorithm says about itself (see [`Description`]).
pub const DESCRIPTION: Description = Description {
    id: "simulated-annealing",
    name: "Simulated annealing",
    title: "Simulated annealing (Russell & Norvig, AIMA §4.1.2)",
    summary: "Simulated annealing: from a random board with one queen per row, propose a random \
              successor (a random queen moved to another square of its row); take it if h \
              does not rise, else take it only \
              with probability e^(ΔE/T). The temperature T falls after every proposal, so worse \
              moves grow rarer; a run that cools below the floor unsolved starts afresh.",
    source: "Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed., §4.1.2 \
             (Figure 4.5); Kirkpatrick, Gelatt & Vecchi (1983).",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws::LOCAL_SEARCH,
    legend: &[
        LegendItem {
            swatch: "reject",
            text: "a move proposed (dashed), or refused",
            when: &[],
        },
        LegendItem {
            swatch: "swap",
            text: "the square a queen just moved to",
            when: &[],
        },
        LegendItem::LINE_OR_COLUMN,
        LegendItem {
            swatch: "attacked-queen",
            text: "a queen attacked by another (directly or not)",
            when: &[],
        },
    ],
    start_caption: "Start: a random board, each row's queen in a random column.",
    first_step: "Step proposes a random move.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: false,
    attempt_unit: "moves proposed",
    tries_unit: "runs",
    collisions_label: "Attacking pairs (h)",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "SA",
        name: "Be simulated annealing",
        task: "Perform simulated annealing's choice: for each move proposed, give the chance, \
               in percent, that it is taken: 100 for a move that does not make h worse (ΔE ≥ \
               0), otherwise e^(ΔE/T) at the temperature T (within one point).",
        params: "",
        sizes: (5, 7),
        steps: 8,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::Propose,
        EventKind::Accept,
        EventKind::MoveQueen,
        EventKind::Refuse,
        EventKind::Stuck,
        EventKind::Restart,
        EventKind::Solution,
    ],
    parameters: &PARAMETERS,
};

impl StepSolver for SimulatedAnnealing {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        SimulatedAnnealing::new(n, seed, START_TEMPERATURE, COOLING, FLOOR)
    }
    fn start_with(n: usize, seed: u64, params: &Params) -> Result<Self, Error> {
        SimulatedAnnealing::new(
            n,
            seed,
            params.real("temperature").unwrap_or(START_TEMPERATURE),
            params.real("cooling").unwrap_or(COOLING),
            params.real("floor").unwrap_or(FLOOR),
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
            PROPOSALS.at(self.proposals),
            WORSE_TAKEN.at(self.worse_taken),
            WORSE_REFUSED.at(self.worse_refused),
            RUNS.at(self.runs),
        ]
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it: a
    /// cooled run and a restart tick as dead ends, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Propose(_) | Step::Accept { .. } | Step::Refuse { .. } => None,
            Step::Cooled { .. } | Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        let change = |p: &Proposal| Change::Move {
            row: p.row,
            from: p.from,
            to: p.to,
        };
        let odds = |p: &Proposal| Odds {
            h: p.before,
            delta_e: p.before as i64 - p.after as i64,
            chance: p.chance(),
            temperature: p.temperature,
        };
        match step {
            Step::Propose(p) => vec![Event::Propose {
                change: change(p),
                delta_e: p.before as i64 - p.after as i64,
                chance: p.chance(),
                temperature: p.temperature,
                h: p.before,
            }],
            Step::Accept { proposal: p, draw } => vec![
                Event::Accept {
                    change: change(p),
                    draw: *draw,
                    odds: Some(odds(p)),
                },
                Event::MoveQueen {
                    row: p.row,
                    from: p.from,
                    to: p.to,
                    among: Vec::new(),
                    judged: None,
                },
            ],
            Step::Refuse { proposal: p, draw } => vec![Event::Refuse {
                change: change(p),
                draw: Some(*draw),
                odds: Some(odds(p)),
                pairing: None,
            }],
            Step::Cooled { h, temperature } => vec![Event::Stuck {
                why: Stuck::Cooled,
                h: Some(*h),
                best: None,
                moves: None,
                restarts: None,
                temperature: Some(*temperature),
                collisions: None,
            }],
            Step::Restart { run, h } => vec![Event::Restart {
                from: Fresh::RandomBoard,
                number: *run,
                after: Some(Ended::Cooled),
                h: Some(*h),
                collisions: None,
            }],
            Step::Solution { last, run } => vec![Event::Solution {
                last: last.map(Square::from),
                found: Found::Run { run: *run },
            }],
        }
    }
    fn start_message(&self) -> StartMessage {
        StartMessage {
            state: Message::new("caption-start-random-board-t")
                .arg("h", self.board.h())
                .arg("t", self.start_temperature),
            next: StartMessage::of(&DESCRIPTION).next,
        }
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Restart { .. } => 1,
            Step::Propose(_) => 2,
            Step::Accept { draw: None, .. } => 3,
            Step::Accept { .. } | Step::Refuse { .. } => 4,
            Step::Cooled { .. } => 5,
            Step::Solution { .. } => 6,
        }
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    fn is_solved(&self) -> bool {
        self.board.h() == 0
    }
    fn attempts(&self) -> u64 {
        self.proposals
    }
    fn tries(&self) -> u64 {
        self.runs
    }
    fn collisions(&self) -> u64 {
        self.board.h()
    }
    fn is_attacked(&self, row: usize) -> bool {
        self.board.is_attacked(row)
    }
}
