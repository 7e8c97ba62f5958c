//! The genetic algorithm (src/genetic.rs) against its definition (*AIMA* §4.1.4, Figures
//! 4.6 and 4.8): fitness = non-attacking pairs, parents drawn in proportion to fitness (the
//! fitness of the parents drawn measured against that rule), one-point crossover, mutation.

use nqueens::genetic::{Genetic, Step, MAX_N};
use nqueens::params::Params;
use nqueens::registry::Algorithm;
use nqueens::solver::StepSolver;
use nqueens::verify::verify;
use proptest::prelude::*;

/// Non-attacking pairs of `cols`, pair by pair.
fn fitness_of(cols: &[u32]) -> u64 {
    let n = cols.len();
    let mut attacking = 0;
    for a in 0..n {
        for b in a + 1..n {
            let (ca, cb) = (i64::from(cols[a]), i64::from(cols[b]));
            if ca == cb || (ca - cb).abs() == (b - a) as i64 {
                attacking += 1;
            }
        }
    }
    (n * (n - 1) / 2) as u64 - attacking
}

proptest! {
    /// Every child is its first parent's rows below the crossover point (1..n − 1) and its
    /// second parent's from there, with at most one row mutated, and its fitness recounted;
    /// each generation's fitness is recounted; a solution passes the verifier.
    #[test]
    fn children_are_one_point_crossovers_of_their_parents(n in 4usize..=8, seed in any::<u64>(), size in 2usize..12, mutation in 0.0f64..1.0) {
        let mut search = Genetic::new(n, seed, size, mutation, 50).unwrap();
        let mut before = search.boards().to_vec();
        let mut children: Vec<Vec<u32>> = Vec::new();
        for _ in 0..3_000 {
            for (board, &f) in search.boards().chunks(n).zip(search.fitness()) {
                prop_assert_eq!(fitness_of(board), f);
            }
            match search.step() {
                Some(Step::Child(c)) => {
                    prop_assert!((1..n).contains(&c.crossover));
                    let (x, y) = c.parents;
                    let mut expected: Vec<u32> = before[x * n..x * n + c.crossover].to_vec();
                    expected.extend_from_slice(&before[y * n + c.crossover..(y + 1) * n]);
                    if let Some((row, col)) = c.mutation {
                        expected[row] = col as u32;
                    }
                    prop_assert_eq!(search.columns(), &expected[..]);
                    prop_assert_eq!(c.fitness, fitness_of(&expected));
                    prop_assert_eq!(c.index, children.len());
                    children.push(expected);
                }
                Some(Step::Generation { best, .. }) => {
                    prop_assert_eq!(search.boards(), &children.concat()[..]);
                    prop_assert_eq!(Some(&best), search.fitness().iter().max());
                    before = search.boards().to_vec();
                    children.clear();
                }
                Some(Step::Restart { .. }) => {
                    before = search.boards().to_vec();
                    children.clear();
                }
                Some(Step::Solution { .. }) | None => break,
            }
        }
        if search.is_solved() {
            prop_assert!(verify(n, search.columns()).is_ok());
        }
    }
}

#[test]
fn parents_are_drawn_in_proportion_to_their_fitness() {
    // With fitness-proportional selection a parent's expected fitness is Σf²/Σf over the
    // population it is drawn from (a uniform draw would give the mean, Σf/k, which is lower).
    // Measured over the parents of 8-queens children, seeds 0..40: within four standard
    // errors of the rule, and clearly above the uniform draw's.
    let (mut observed, mut expected, mut uniform, mut variance, mut draws) =
        (0.0, 0.0, 0.0, 0.0, 0.0);
    for seed in 0..40 {
        let mut search = Genetic::new(8, seed, 20, 0.1, 30).unwrap();
        for _ in 0..2_000 {
            let fitness: Vec<f64> = search.fitness().iter().map(|&f| f as f64).collect();
            let total: f64 = fitness.iter().sum();
            let mean_drawn = fitness.iter().map(|f| f * f).sum::<f64>() / total;
            let second = fitness.iter().map(|f| f * f * f).sum::<f64>() / total;
            match search.step() {
                Some(Step::Child(c)) => {
                    for f in [c.parent_fitness.0, c.parent_fitness.1] {
                        observed += f as f64;
                        expected += mean_drawn;
                        uniform += total / fitness.len() as f64;
                        variance += second - mean_drawn * mean_drawn;
                        draws += 1.0;
                    }
                }
                Some(_) => {}
                None => break,
            }
        }
    }
    let error = variance.sqrt();
    assert!(draws > 10_000.0, "{draws}");
    assert!(
        (observed - expected).abs() < 4.0 * error,
        "observed {observed}, expected {expected} ± {error}"
    );
    assert!(
        observed - uniform > 10.0 * error,
        "observed {observed}, uniform {uniform} ± {error}"
    );
}

#[test]
fn parameters_reach_the_search_and_bad_ones_are_named() {
    let description = Algorithm::Genetic.description();
    let mut a = Genetic::start(8, 2).unwrap();
    let mut b = Genetic::start_with(8, 2, &Params::defaults(description)).unwrap();
    a.run_to_end();
    b.run_to_end();
    assert_eq!(a.columns(), b.columns());
    assert_eq!(a.counters(), b.counters());
    assert!(verify(8, a.columns()).is_ok());
    let fifty = Params::parse(description, &[("population", "50")]).unwrap();
    let c = Genetic::start_with(8, 2, &fifty).unwrap();
    assert_eq!(c.boards().len(), 50 * 8);
    assert!(Params::parse(description, &[("population", "1")]).is_err());
    assert!(Params::parse(description, &[("mutation", "1.5")]).is_err());
    // One generation per run: a run that breeds once unsolved restarts.
    let short = Params::parse(description, &[("generations", "1")]).unwrap();
    let mut d = Genetic::start_with(8, 2, &short).unwrap();
    let restarted = std::iter::from_fn(|| d.step()).any(|s| matches!(s, Step::Restart { .. }));
    assert!(restarted);
    assert!(Genetic::start(MAX_N + 1, 1)
        .unwrap_err()
        .to_string()
        .contains("8"));
}
