//! The one list of algorithms, in the page's order, and the one dispatch from an algorithm
//! to its solver type.
//!
//! Each algorithm lives in a module of its own: its solver and its whole
//! [`Description`] (id, names, limits, what the page draws, sources, counters, units,
//! pseudocode), which knows no list of algorithms. The [`algorithms!`](crate::algorithms)
//! list below names each solver type once and generates the rest: the [`Algorithm`] enum,
//! [`Algorithm::ALL`], [`ALGORITHMS`] (the descriptions) and [`Algorithm::visit`], the one
//! place that turns an algorithm into its solver type, so callers stay generic (and
//! monomorphized) over [`StepSolver`]. Nothing has a length written by hand.
//!
//! The dispatch built on it lives here too, beside the list, so that the interface
//! ([`crate::solver`]) and the descriptions ([`crate::description`]) import no algorithm and
//! no list: [`animate`], [`animate_with`] and [`animate_from_board`] (a solver boxed behind
//! [`Animation`], the page's board), [`forward`] (behind [`Forward`], the large board),
//! [`try_odds`] and [`check`]. Parsing an algorithm's id is [`Algorithm`]'s `FromStr`.
//!
//! Everything else reads this: the CLI parses `--algorithm` from it and prints the
//! descriptions (`nqueens algorithms --json`); the bindings serialize the same descriptions
//! for the page, which builds its Algorithm select, Compare checkboxes, race select and
//! legend from them and picks pictures from [`crate::description::Draws`], never from an id.
//!
//! Adding an algorithm: its own module implementing [`StepSolver`] (with its
//! `DESCRIPTION`), declared in `lib.rs`, and one line of the list below.

pub use crate::description::{
    Description, Draws, LegendItem, PAGE_MAX_N, PAGE_MAX_N_LARGE, PAGE_MAX_N_LARGE_QS1,
};
use crate::params::Params;
use crate::solver::{Animation, Forward, StepSolver, TryOdds};
use crate::Error;
use std::fmt;
use std::str::FromStr;

/// Generates the registry from one list of `Variant => solver type` lines (each with its
/// doc comment, and a `#[cfg(…)]` where a line is only in some builds): the [`Algorithm`]
/// enum in that order, [`Algorithm::COUNT`], [`Algorithm::ALL`], [`ALGORITHMS`] and
/// [`Algorithm::visit`]'s dispatch.
#[macro_export]
#[doc(hidden)]
macro_rules! algorithms {
    ($($(#[doc = $doc:expr])* $(#[cfg($cfg:meta)])? $variant:ident => $solver:ty),+ $(,)?) => {
        /// The algorithms, in the page's order (generated from the registry's one list).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Algorithm {
            $($(#[doc = $doc])* $(#[cfg($cfg)])? $variant,)+
        }

        impl Algorithm {
            /// How many algorithms the list names (counted from it, not written).
            pub const COUNT: usize = [$($(#[cfg($cfg)])? Algorithm::$variant),+].len();

            /// Every algorithm, in the page's order.
            pub const ALL: [Algorithm; Algorithm::COUNT] =
                [$($(#[cfg($cfg)])? Algorithm::$variant),+];

            /// Runs `operation` with this algorithm's solver type: the one dispatch from an
            /// algorithm to its code.
            pub fn visit<V: Visit>(self, operation: V) -> V::Output {
                match self {
                    $($(#[cfg($cfg)])? Algorithm::$variant => operation.visit::<$solver>(),)+
                }
            }
        }

        /// Every algorithm's description, in the page's order (that of [`Algorithm::ALL`]).
        pub const ALGORITHMS: [&Description; Algorithm::COUNT] =
            [$($(#[cfg($cfg)])? <$solver as StepSolver>::DESCRIPTION),+];
    };
}

algorithms! {
    /// Depth-first backtracking (deterministic; the seed is ignored).
    Backtracking => crate::backtracking::Backtracking,
    /// Las Vegas random placement (Rolfe's Algorithm Two).
    RandomPlacement => crate::random_placement::RandomPlacement,
    /// Random permutation with controlled swaps (Rolfe's Algorithm One).
    PermutationSwap => crate::permutation_swap::PermutationSwap,
    /// Sosič & Gu's gradient-based swap heuristic.
    Qs1 => crate::qs1::Qs1,
    /// Minton et al.'s min-conflicts repair.
    MinConflicts => crate::min_conflicts::MinConflicts,
    /// Sosič & Gu's QS4: conflict-free start, then random swaps of attacked queens.
    Qs4 => crate::qs4::Qs4,
    /// The explicit construction (deterministic; the seed is ignored).
    Construction => crate::construction::Construction,
    /// Steepest-ascent hill climbing with sideways moves and random restarts (AIMA §4.1.1).
    HillClimbing => crate::hill_climbing::HillClimbing,
    /// Simulated annealing with a geometric schedule (AIMA §4.1.2).
    SimulatedAnnealing => crate::simulated_annealing::SimulatedAnnealing,
    /// A genetic algorithm: fitness-proportional selection, one-point crossover, mutation
    /// (AIMA §4.1.4).
    Genetic => crate::genetic::Genetic,
    /// Brassard & Bratley's queensLV: k random rows, then backtracking.
    QueensLv => crate::queens_lv::QueensLv,
    /// A throwaway algorithm, only in builds with the `throwaway-algorithm` feature:
    /// tests/throwaway.rs shows that one file and this line bring an algorithm to the CLI
    /// and the page.
    #[cfg(feature = "throwaway-algorithm")]
    Throwaway => crate::throwaway::Throwaway,
}

/// A generic operation over the solver type of an algorithm (see [`Algorithm::visit`]).
pub trait Visit {
    /// What the operation returns.
    type Output;
    /// The operation, for solver type `S`.
    fn visit<S: StepSolver>(self) -> Self::Output;
}

/// Every description, in the page's order, serialized once for every reader:
/// `{"algorithms":[…]}` with camelCase keys (`nqueens algorithms --json` prints it, the
/// bindings' `algorithmsJson` hands it to the page).
pub fn descriptions_json() -> String {
    #[derive(serde::Serialize)]
    struct Listing {
        algorithms: &'static [&'static Description],
    }
    serde_json::to_string(&Listing {
        algorithms: &ALGORITHMS,
    })
    .expect("the descriptions serialize")
}

impl Algorithm {
    /// Its description (its solver's [`StepSolver::DESCRIPTION`]).
    pub fn description(self) -> &'static Description {
        ALGORITHMS[self as usize]
    }

    /// Its parameters, each at its default (the run as it always was).
    pub fn default_params(self) -> crate::params::Params {
        crate::params::Params::defaults(self.description())
    }

    /// Checks an `n × n` board for the page's animated board.
    ///
    /// # Errors
    /// Beyond `1..=max_n_animated`: a message naming the limit.
    pub fn check_animated(self, n: usize) -> Result<(), String> {
        let max = self.description().max_n_animated;
        if (1..=max).contains(&n) {
            Ok(())
        } else {
            Err(format!(
                "board size {n} is out of range: the animated board takes 1 to {max}"
            ))
        }
    }

    /// Checks an `n × n` board for the page's large-board view.
    ///
    /// # Errors
    /// An algorithm without a large-board view (naming those with one), or `n` beyond
    /// `1..=max_n_large`: a message naming the limit.
    pub fn check_large(self, n: usize) -> Result<(), String> {
        let Some(max) = self.description().max_n_large else {
            let large: Vec<&str> = ALGORITHMS
                .iter()
                .filter(|a| a.max_n_large.is_some())
                .map(|a| a.id)
                .collect();
            return Err(format!(
                "{self} does not run on large boards: choose {}",
                large.join(", ")
            ));
        };
        if (1..=max).contains(&n) {
            Ok(())
        } else {
            Err(format!(
                "board size {n} is out of range: the page's large boards go up to {max}"
            ))
        }
    }

    /// The seed a run of this algorithm takes from `text` typed by a person: blank draws a
    /// fresh one ([`crate::seed::seed_or_fresh`]); a deterministic algorithm takes 0.
    ///
    /// # Errors
    /// A randomized algorithm's malformed seed, or no fresh seed to be had.
    pub fn seed_from(self, text: &str) -> Result<u64, crate::message::Refusal> {
        if self.is_randomized() {
            crate::seed::seed_or_fresh(text)
        } else {
            Ok(0)
        }
    }

    /// The id: `backtracking`, `random-placement`, …
    pub fn id(self) -> &'static str {
        self.description().id
    }

    /// True for the seeded algorithms.
    pub fn is_randomized(self) -> bool {
        self.description().randomized
    }

    /// What one attempt is, in words (plural); see [`Description::attempt_unit`].
    pub fn attempt_unit(self) -> &'static str {
        self.description().attempt_unit
    }

    /// What one try is, in words (plural); see [`Description::tries_unit`].
    pub fn tries_unit(self) -> &'static str {
        self.description().tries_unit
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

/// A solver of `algorithm` on an `n × n` board with `seed`, boxed behind [`Animation`].
///
/// # Errors
/// As [`StepSolver::start`].
pub fn animate(algorithm: Algorithm, n: usize, seed: u64) -> Result<Box<dyn Animation>, Error> {
    animate_with(algorithm, n, seed, &algorithm.default_params())
}

/// A solver of `algorithm` on an `n × n` board with `seed` and `params` (see
/// [`StepSolver::start_with`]), boxed behind [`Animation`].
///
/// # Errors
/// [`Error::Parameter`] for a value beyond a bound at this n ([`Params::check`]); else as
/// [`StepSolver::start_with`].
pub fn animate_with(
    algorithm: Algorithm,
    n: usize,
    seed: u64,
    params: &Params,
) -> Result<Box<dyn Animation>, Error> {
    struct Start<'a> {
        n: usize,
        seed: u64,
        params: &'a Params,
    }
    impl Visit for Start<'_> {
        type Output = Result<Box<dyn Animation>, Error>;
        fn visit<S: StepSolver>(self) -> Self::Output {
            Ok(S::start_with(self.n, self.seed, self.params)?.animate())
        }
    }
    params.check(algorithm.description(), n)?;
    algorithm.visit(Start { n, seed, params })
}

/// A solver of `algorithm` going on from a learner's board (see [`StepSolver::from_board`]),
/// boxed behind [`Animation`].
///
/// # Errors
/// [`Error::Prefix`] when the algorithm cannot go on from a board, or from this one; else
/// as [`StepSolver::from_board`].
pub fn animate_from_board(
    algorithm: Algorithm,
    n: usize,
    seed: u64,
    board: &[Option<u32>],
) -> Result<Box<dyn Animation>, Error> {
    struct FromBoard<'a> {
        n: usize,
        seed: u64,
        board: &'a [Option<u32>],
        name: &'static str,
    }
    impl Visit for FromBoard<'_> {
        type Output = Result<Box<dyn Animation>, Error>;
        fn visit<S: StepSolver>(self) -> Self::Output {
            match S::from_board(self.n, self.seed, self.board) {
                Some(search) => Ok(search?.animate()),
                None => Err(Error::Prefix(format!(
                    "{} does not go on from a board a learner set up",
                    self.name
                ))),
            }
        }
    }
    algorithm.visit(FromBoard {
        n,
        seed,
        board,
        name: algorithm.description().name,
    })
}

/// A solver of `algorithm` on an `n × n` board with `seed`, boxed behind [`Forward`].
///
/// # Errors
/// As [`StepSolver::start`].
pub fn forward(algorithm: Algorithm, n: usize, seed: u64) -> Result<Box<dyn Forward>, Error> {
    struct Start {
        n: usize,
        seed: u64,
    }
    impl Visit for Start {
        type Output = Result<Box<dyn Forward>, Error>;
        fn visit<S: StepSolver>(self) -> Self::Output {
            Ok(Box::new(S::start(self.n, self.seed)?))
        }
    }
    algorithm.visit(Start { n, seed })
}

/// The odds of one try of `algorithm` with `params` on an `n × n` board, where known (see
/// [`StepSolver::try_odds`]).
pub fn try_odds(algorithm: Algorithm, n: usize, params: &Params) -> Option<TryOdds> {
    struct Odds<'a>(usize, &'a Params);
    impl Visit for Odds<'_> {
        type Output = Option<TryOdds>;
        fn visit<S: StepSolver>(self) -> Self::Output {
            S::try_odds(self.0, self.1)
        }
    }
    algorithm.visit(Odds(n, params))
}

/// Checks that `algorithm` accepts an `n × n` board, by starting one (no step is taken).
///
/// # Errors
/// As [`StepSolver::start`].
pub fn check(algorithm: Algorithm, n: usize) -> Result<(), Error> {
    forward(algorithm, n, 0).map(drop)
}
