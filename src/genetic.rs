//! A genetic algorithm on the complete-state formulation, as Russell & Norvig teach it
//! (*AIMA*, 3rd ed., §4.1.4, Figures 4.6 and 4.8).
//!
//! An individual is a board with one queen per row, written as its columns (AIMA's string of
//! digits); its fitness is the number of non-attacking pairs of queens, n(n − 1)/2 − h
//! ([`crate::complete_state`]), 28 for a solution on 8 × 8. A run starts from a population of
//! random boards (parameter `population`, default 20). Each child of the next generation
//! comes from two parents, each drawn with probability proportional to its fitness
//! (uniformly if every fitness is 0), by one-point crossover (the rows below a random point
//! c from the first parent, the rest from the second) and, with probability `mutation`,
//! one random row's queen moved to a random column of its row (AIMA's MUTATE). A run ends
//! when a child is a solution, or unsolved after `generations` generations, when a fresh
//! run follows (a try).
//!
//! Where it departs from Figure 4.8, and why: REPRODUCE draws c from 1 to n, and c = n
//! makes the child a copy of its first parent, no crossover at all; here c is drawn from
//! 1 to n − 1, so every child takes rows from both parents. A mutation may draw the column
//! its queen already stands in, as AIMA's may ("a random square in its column": its queens
//! stand one per column, ours one per row): the board is then unchanged, the step says so,
//! and the Mutations counter counts only mutations that change the board.
//!
//! Each child is one step, shown on the main board with its crossover point and mutated row
//! while the population it came from (the current generation) is drawn beside it
//! ([`Layers::population`](crate::layers::Layers::population)); after the last child, a step installs the new generation
//! and shows its best board. The run holds the current generation and the children made so
//! far for the next: the Best fitness counter is the greatest fitness among all of them, so
//! it reads n(n − 1)/2 as soon as a child is a solution (a child of the next generation, not
//! yet in the population drawn beside the board). Each child is an *attempt* and each run a
//! *try*.

use crate::complete_state::attacking_pairs;
use crate::description::{
    Bound, Description, Draws, Exercise, LegendItem, Parameter, ParameterKind, SOLVED_WITH_SEED,
};
use crate::message::Message;
use crate::moves::{Ended, Event, EventKind, Found, Fresh};
use crate::params::Params;
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Layers, Outcome, Population, StartMessage, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted: 8, the textbook's. The plain algorithm slows steeply beyond it
/// (measured, 50 runs each with the default parameters: about 63,000 children per solution
/// at n = 8, 274,000 at 9, 2.9 million at 10).
pub const MAX_N: usize = 8;
/// The default population size.
pub const POPULATION: u64 = 20;
/// The default probability that a child is mutated.
pub const MUTATION: f64 = 0.1;
/// The default number of generations a run may take.
pub const GENERATIONS: u64 = 1000;

/// A mutation (AIMA's MUTATE): the queen of a random row moved to a random column of its
/// row, which may be the column it stands in (then the board is unchanged). Rows and
/// columns are 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mutation {
    /// The row drawn.
    pub row: usize,
    /// The column its queen stood in.
    pub from: usize,
    /// The column drawn, where the queen now stands.
    pub to: usize,
}

impl Mutation {
    /// True when the queen moved (`to` ≠ `from`): only such mutations are counted.
    pub fn changes_board(&self) -> bool {
        self.to != self.from
    }
}

/// How a child was made. Rows and columns are 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    /// Its place in the new generation, from 0.
    pub index: usize,
    /// The parents' places in the current generation.
    pub parents: (usize, usize),
    /// The parents' fitness.
    pub parent_fitness: (u64, u64),
    /// Rows `0..crossover` come from the first parent, the rest from the second; drawn from
    /// 1 to n − 1 (AIMA's c, drawn there from 1 to n: see the [module docs](self)).
    pub crossover: usize,
    /// The mutation, if the child was mutated (perhaps leaving it unchanged).
    pub mutation: Option<Mutation>,
    /// Its fitness.
    pub fitness: u64,
}

/// One step; its caption ([`crate::captions`]) writes rows and columns 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A child is made.
    Child(Child),
    /// The children replace the population: the generation's number and its best fitness.
    Generation {
        /// The new generation's number (the first population is generation 1).
        generation: u64,
        /// Its best fitness.
        best: u64,
        /// Its mean fitness, ×100 (two decimals).
        mean_hundredths: u64,
    },
    /// The run reached its last generation unsolved: a fresh population follows.
    Restart {
        /// The new run's number, from 1.
        run: u64,
    },
    /// A board of greatest fitness: a solution.
    Solution {
        /// The generation it belongs to: the first population's (1) when one of its random
        /// boards is a solution, else the next generation, whose child it is.
        generation: u64,
        /// Its place in that generation, from 0.
        index: usize,
        /// True when it is a child just made (not yet in the population drawn), false for a
        /// board of a fresh population.
        child: bool,
    },
}

/// The genetic search (see the [module docs](self)).
#[derive(Clone, Debug)]
pub struct Genetic {
    n: usize,
    seed: u64,
    rng: Rng,
    size: usize,
    mutation: f64,
    generations: u64,
    /// The current generation, `size` boards of n columns each.
    population: Vec<u32>,
    fitness: Vec<u64>,
    /// The children made so far for the next generation.
    children: Vec<u32>,
    children_fitness: Vec<u64>,
    /// The board on show: the last child, or the best of a new generation.
    shown: Vec<u32>,
    last: Option<Child>,
    generation: u64,
    runs: u64,
    made: u64,
    mutations: u64,
    solved: bool,
    restart_next: bool,
}

impl Genetic {
    /// The search with `size` boards per generation, mutation probability `mutation`, and at
    /// most `generations` generations per run.
    ///
    /// # Errors
    /// [`Error::BoardSize`] outside `1..=MAX_N`; [`Error::NoSolution`] for n = 2, 3;
    /// [`Error::Parameter`] for fewer than 2 boards or no generation.
    pub fn new(
        n: usize,
        seed: u64,
        size: usize,
        mutation: f64,
        generations: u64,
    ) -> Result<Self, Error> {
        crate::check_board_size(
            n,
            MAX_N,
            "beyond 8 queens the plain genetic algorithm takes millions of children",
        )?;
        crate::check_solvable(n)?;
        if size < 2 || generations < 1 || !(0.0..=1.0).contains(&mutation) {
            return Err(Error::Parameter(crate::message::Refusal::untranslated(
                format!(
                "population {size} must be at least 2, generations {generations} at least 1 and \
                 mutation {mutation} from 0 to 1"
            ),
            )));
        }
        let mut search = Genetic {
            n,
            seed,
            rng: seed::rng(seed),
            size,
            mutation,
            generations,
            population: Vec::new(),
            fitness: Vec::new(),
            children: Vec::with_capacity(size * n),
            children_fitness: Vec::with_capacity(size),
            shown: vec![0; n],
            last: None,
            generation: 0,
            runs: 0,
            made: 0,
            mutations: 0,
            solved: false,
            restart_next: false,
        };
        search.fresh_population();
        Ok(search)
    }

    /// The greatest fitness: every pair non-attacking, n(n − 1)/2.
    pub fn max_fitness(&self) -> u64 {
        (self.n * (self.n - 1) / 2) as u64
    }

    fn fitness_of(&self, board: &[u32]) -> u64 {
        self.max_fitness() - attacking_pairs(board)
    }

    fn fresh_population(&mut self) {
        let n = self.n;
        self.population = (0..self.size * n)
            .map(|_| self.rng.index(n) as u32)
            .collect();
        self.fitness = self
            .population
            .chunks(n)
            .map(|board| self.fitness_of(board))
            .collect();
        self.children.clear();
        self.children_fitness.clear();
        self.generation = 1;
        self.runs += 1;
        self.last = None;
        self.show_best();
    }

    fn best(&self) -> usize {
        (0..self.size)
            .max_by_key(|&i| (self.fitness[i], std::cmp::Reverse(i)))
            .unwrap_or(0)
    }

    /// The greatest fitness among the boards the run holds: the current generation and the
    /// children made so far for the next (what the Best fitness counter shows).
    pub fn best_fitness(&self) -> u64 {
        self.fitness
            .iter()
            .chain(&self.children_fitness)
            .copied()
            .max()
            .unwrap_or(0)
    }

    fn show_best(&mut self) {
        let best = self.best();
        self.shown
            .copy_from_slice(&self.population[best * self.n..(best + 1) * self.n]);
    }

    /// A parent drawn with probability proportional to its fitness (uniformly if all are 0).
    fn select(&mut self) -> usize {
        let total: u64 = self.fitness.iter().sum();
        if total == 0 {
            return self.rng.index(self.size);
        }
        let mut r = self.rng.index(total as usize) as u64;
        for (i, &f) in self.fitness.iter().enumerate() {
            if r < f {
                return i;
            }
            r -= f;
        }
        unreachable!("r < the total fitness")
    }

    /// The current generation's number (the first population is 1).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Runs started (the current one counts).
    pub fn runs(&self) -> u64 {
        self.runs
    }

    /// The fitness of each board of the current generation.
    pub fn fitness(&self) -> &[u64] {
        &self.fitness
    }

    /// The boards of the current generation, n columns each.
    pub fn boards(&self) -> &[u32] {
        &self.population
    }

    /// The children made so far for the next generation, n columns each, in the order made.
    pub fn children(&self) -> &[u32] {
        &self.children
    }

    /// Mutations that changed a board (moved a queen to another column), over every run.
    pub fn mutations(&self) -> u64 {
        self.mutations
    }

    fn next(&mut self) -> Option<Step> {
        let n = self.n;
        if self.solved {
            return None;
        }
        if self.restart_next {
            self.restart_next = false;
            self.fresh_population();
            return Some(Step::Restart { run: self.runs });
        }
        // A solution on show (the last child, or a board of the first population).
        if self.fitness_of(&self.shown) == self.max_fitness() {
            self.solved = true;
            return Some(match &self.last {
                Some(child) => Step::Solution {
                    generation: self.generation + 1,
                    index: child.index,
                    child: true,
                },
                None => Step::Solution {
                    generation: self.generation,
                    index: self.best(),
                    child: false,
                },
            });
        }
        if self.children_fitness.len() == self.size {
            std::mem::swap(&mut self.population, &mut self.children);
            std::mem::swap(&mut self.fitness, &mut self.children_fitness);
            self.children.clear();
            self.children_fitness.clear();
            self.generation += 1;
            self.last = None;
            self.show_best();
            let best = self.fitness[self.best()];
            let mean_hundredths = self.fitness.iter().sum::<u64>() * 100 / self.size as u64;
            if self.generation > self.generations && best < self.max_fitness() {
                self.restart_next = true;
            }
            return Some(Step::Generation {
                generation: self.generation,
                best,
                mean_hundredths,
            });
        }
        let x = self.select();
        let y = self.select();
        let crossover = 1 + self.rng.index(n - 1);
        let mut child: Vec<u32> = self.population[x * n..x * n + crossover].to_vec();
        child.extend_from_slice(&self.population[y * n + crossover..(y + 1) * n]);
        let mutation = if self.rng.unit() < self.mutation {
            let row = self.rng.index(n);
            let to = self.rng.index(n);
            let mutation = Mutation {
                row,
                from: child[row] as usize,
                to,
            };
            child[row] = to as u32;
            if mutation.changes_board() {
                self.mutations += 1;
            }
            Some(mutation)
        } else {
            None
        };
        let fitness = self.fitness_of(&child);
        self.made += 1;
        self.shown.copy_from_slice(&child);
        self.children.extend_from_slice(&child);
        self.children_fitness.push(fitness);
        let made = Child {
            index: self.children_fitness.len() - 1,
            parents: (x, y),
            parent_fitness: (self.fitness[x], self.fitness[y]),
            crossover,
            mutation,
            fitness,
        };
        self.last = Some(made.clone());
        Some(Step::Child(made))
    }
}

const BEST: CounterSpec = CounterSpec {
    id: "best-fitness",
    label: "Best fitness",
    counts: "the most non-attacking pairs on one board the run holds: the current generation \
             and the children made so far for the next (n(n − 1)/2 once a board is a \
             solution)",
    report: None,
};
const GENERATION: CounterSpec = CounterSpec {
    id: "generation",
    label: "Generation",
    counts: "the current generation of this run (the first population is 1)",
    report: None,
};
const CHILDREN: CounterSpec = CounterSpec {
    id: "children",
    label: "Children",
    counts: "children made by crossover (and perhaps mutation), over every run",
    report: Some(crate::solver::ReportField {
        key: "children",
        label: "Children made",
    }),
};
const MUTATIONS: CounterSpec = CounterSpec {
    id: "mutations",
    label: "Mutations",
    counts: "mutations that changed a child, its row's queen moved to another column, over \
             every run (a mutation that draws the column the queen stands in is not counted)",
    report: None,
};
const RUNS: CounterSpec = CounterSpec {
    id: "runs",
    label: "Runs",
    counts: "runs from a fresh random population",
    report: Some(crate::solver::ReportField {
        key: "runs",
        label: "Runs",
    }),
};

/// The counters, in display order.
pub const COUNTERS: [CounterSpec; 5] = [BEST, GENERATION, CHILDREN, MUTATIONS, RUNS];

/// The pseudocode, in AIMA's terms (Figure 4.8).
pub const PSEUDOCODE: [&str; 6] = [
    "population ← k random boards; fitness = non-attacking pairs",
    "x, y ← two parents, each drawn in proportion to its fitness",
    "child ← x's rows below a random crossover point c, then y's (c from 1 to n − 1: \
     AIMA's c = n would copy x whole)",
    "with a small probability, mutate: a random row's queen to a random column (its own \
     leaves the child unchanged)",
    "after k children: they become the population (a new generation)",
    "if a board is fit enough (every pair non-attacking): return it",
];

/// Its parameters.
pub const PARAMETERS: [Parameter; 3] = [
    Parameter {
        name: "population",
        label: "Population",
        changes: "the boards in each generation (k)",
        kind: ParameterKind::Whole {
            min: Bound::Fixed(2),
            max: Bound::Fixed(200),
            default: POPULATION,
        },
    },
    Parameter {
        name: "mutation",
        label: "Mutation probability",
        changes: "the chance that a child is mutated: one random row's queen moved to a \
                  random column (perhaps its own)",
        kind: ParameterKind::Real {
            min: Bound::Fixed(0.0),
            max: Bound::Fixed(1.0),
            default: MUTATION,
        },
    },
    Parameter {
        name: "generations",
        label: "Generations per run",
        changes: "a run that has bred this many generations unsolved starts afresh",
        kind: ParameterKind::Whole {
            min: Bound::Fixed(1),
            max: Bound::Fixed(100_000),
            default: GENERATIONS,
        },
    },
];

/// What this algorithm says about itself (see [`Description`]).
pub const DESCRIPTION: Description = Description {
    id: "genetic",
    name: "Genetic algorithm",
    title: "Genetic algorithm (Russell & Norvig, AIMA §4.1.4)",
    summary: "A genetic algorithm: a population of random boards, each scored by its \
              non-attacking pairs (its fitness); each child takes the rows below a random \
              crossover point from one parent and the rest from another, parents drawn in \
              proportion to their fitness, and is sometimes mutated. The children form the \
              next generation, until one is a solution.",
    source: "Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed., §4.1.4 \
             (Figures 4.6 and 4.8); Holland (1975).",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: MAX_N,
    max_n_large: None,
    large_bytes_per_queen: 0,
    draws: Draws {
        collision_lines: true,
        attacked_queens: true,
        population: true,
        ..Draws::NONE
    },
    legend: &[
        LegendItem {
            swatch: "swap",
            text: "in the population beside the board, the last child's two parents",
            when: &[],
        },
        LegendItem {
            swatch: "crossover",
            text: "the crossover point (dashed): the child's rows below it are the first \
                   parent's, above it the second's",
            when: &[],
        },
        LegendItem {
            swatch: "safe",
            text: "the square a mutation moved a queen to (and a solution's board in the \
                   population)",
            when: &[],
        },
        LegendItem::LINE_OR_COLUMN,
        LegendItem {
            swatch: "attacked-queen",
            text: "a queen attacked by another (directly or not)",
            when: &[],
        },
    ],
    start_caption: "Start: a population of random boards; the best is on the board.",
    first_step: "Step makes the first child.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: false,
    attempt_unit: "children",
    tries_unit: "runs",
    collisions_label: "Attacking pairs (h)",
    pseudocode: &PSEUDOCODE,
    continues_from: None,
    exercises: &[Exercise {
        code: "GA",
        name: "Be the crossover",
        task: "Perform the genetic algorithm's crossover: for each child, read its two \
               parents and the child they make (before any mutation), and click a square of the \
               last row the child takes from the first parent: where the crossover falls (any \
               point that makes that child is right).",
        params: "",
        sizes: (5, 7),
        steps: 6,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::SelectParents,
        EventKind::Crossover,
        EventKind::Mutate,
        EventKind::Generation,
        EventKind::Restart,
        EventKind::Solution,
    ],
    parameters: &PARAMETERS,
};

impl StepSolver for Genetic {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        Genetic::new(n, seed, POPULATION as usize, MUTATION, GENERATIONS)
    }
    fn start_with(n: usize, seed: u64, params: &Params) -> Result<Self, Error> {
        Genetic::new(
            n,
            seed,
            params.whole("population").unwrap_or(POPULATION) as usize,
            params.real("mutation").unwrap_or(MUTATION),
            params.whole("generations").unwrap_or(GENERATIONS),
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
        &self.shown
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            BEST.at(self.best_fitness()),
            GENERATION.at(self.generation),
            CHILDREN.at(self.made),
            MUTATIONS.at(self.mutations),
            RUNS.at(self.runs),
        ]
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it: a
    /// new population ticks as a dead end, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Child(_) | Step::Generation { .. } => None,
            Step::Restart { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        match step {
            Step::Child(child) => {
                // The child as crossed, before a mutation: its parents are still the
                // population (the children replace it a step after the last child).
                let n = self.n;
                let (x, y, at) = (child.parents.0, child.parents.1, child.crossover);
                let crossed: Vec<u32> = self.population[x * n..x * n + at]
                    .iter()
                    .chain(&self.population[y * n + at..(y + 1) * n])
                    .copied()
                    .collect();
                let mut events = vec![
                    Event::SelectParents {
                        parents: [x, y],
                        fitness: [child.parent_fitness.0, child.parent_fitness.1],
                        child: child.index,
                    },
                    Event::Crossover {
                        at,
                        fitness: self.fitness_of(&crossed),
                    },
                ];
                if let Some(m) = child.mutation {
                    events.push(Event::Mutate {
                        row: m.row,
                        from: m.from,
                        to: m.to,
                        fitness: child.fitness,
                    });
                }
                events
            }
            Step::Generation {
                generation,
                best,
                mean_hundredths,
            } => vec![Event::Generation {
                number: *generation,
                best: *best,
                mean_hundredths: *mean_hundredths,
            }],
            Step::Restart { run } => vec![Event::Restart {
                from: Fresh::Population,
                number: *run,
                after: Some(Ended::GenerationsUsed),
                h: None,
                collisions: None,
            }],
            Step::Solution {
                generation,
                index,
                child,
            } => vec![Event::Solution {
                last: None,
                found: Found::Generation {
                    generation: *generation,
                    index: *index,
                    child: *child,
                },
            }],
        }
    }
    fn start_message(&self) -> StartMessage {
        StartMessage {
            state: Message::new("caption-start-population")
                .arg("size", self.size)
                .arg("fitness", self.fitness[self.best()])
                .arg("max", self.max_fitness()),
            next: StartMessage::of(&DESCRIPTION).next,
        }
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Restart { .. } => 1,
            Step::Child(Child { mutation: None, .. }) => 3,
            Step::Child(_) => 4,
            Step::Generation { .. } => 5,
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
        self.solved
    }
    fn attempts(&self) -> u64 {
        self.made
    }
    fn tries(&self) -> u64 {
        self.runs
    }
    fn collisions(&self) -> u64 {
        attacking_pairs(&self.shown)
    }
    /// The current generation, the parents of the children made so far: a child joins the
    /// population only when the generation step installs the children (a solution child is
    /// on the board, never in the population drawn). Its mutated row is given only when the
    /// mutation changed the child.
    fn layers(&self) -> Layers<'_> {
        let population = Population {
            boards: &self.population,
            values: &self.fitness,
            best_value: self.max_fitness(),
            parents: self.last.as_ref().map(|c| c.parents),
            crossover: self.last.as_ref().map(|c| c.crossover),
            mutated_row: self
                .last
                .as_ref()
                .and_then(|c| c.mutation.filter(Mutation::changes_board))
                .map(|m| m.row),
        };
        Layers {
            population: Some(population),
            ..Layers::default()
        }
    }
}
