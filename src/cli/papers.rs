//! `nqueens papers`: our measurements beside Sosič & Gu's Tables 2–5 and Rolfe's n = 1000
//! runs.

use super::{thousands, usage_error};
use nqueens::lab;
use std::process::ExitCode;
use std::time::Instant;

pub fn run(sizes: &[usize], permutations: u64, runs: u64, rolfe: bool, master: u64) -> ExitCode {
    println!("Sosič & Gu (1991), Tables 2–5: ours (master seed {master}) | paper");
    println!(
        "{:>8} | {:>17} {:>8} | {:>9} {:>6} | {:>7} {:>5} | {:>14} {:>14} | {:>12} {:>12}",
        "n",
        "collisions/n",
        "paper",
        "diag min-max",
        "paper",
        "1st ok",
        "paper",
        "pairs tested",
        "paper",
        "swaps tested",
        "paper"
    );
    for &n in sizes {
        let row =
            lab::sosic_gu_row(n, permutations, runs, master).unwrap_or_else(|e| usage_error(e));
        let paper = lab::SOSIC_GU_PUBLISHED.iter().find(|p| p.n == n);
        let dash = || "—".to_string();
        println!(
            "{:>8} | {:>9.4} ± {:.4} {:>8} | {:>12} {:>6} | {:>4}/{:<2} {:>5} | {:>14.0} {:>14} | {:>12.0} {:>12}",
            n,
            row.collisions_per_n,
            row.collisions_per_n_error,
            paper.map_or_else(dash, |p| p.collisions_per_n.to_string()),
            format!("{}-{}", row.most_on_a_diagonal_min, row.most_on_a_diagonal_max),
            paper.map_or_else(dash, |p| {
                format!("{}-{}", p.most_on_a_diagonal_min, p.most_on_a_diagonal_max)
            }),
            row.first_permutation_successes,
            row.runs,
            paper.map_or_else(dash, |p| format!("{}/10", p.first_permutation_successes)),
            row.mean_pairs_tested,
            paper.map_or_else(dash, |p| thousands(p.pairs_tested)),
            row.mean_swaps_tested,
            paper.map_or_else(dash, |p| thousands(p.swaps_tested)),
        );
    }
    if rolfe {
        println!();
        println!("Rolfe (2006), 1000-queens: four runs each, ours | paper");
        for (algorithm, published, what) in [
            (
                lab::Algorithm::PermutationSwap,
                lab::ROLFE_ALGORITHM_ONE_N1000_PERMUTATIONS,
                "permutation vectors (Algorithm One)",
            ),
            (
                lab::Algorithm::RandomPlacement,
                lab::ROLFE_ALGORITHM_TWO_N1000_TRIALS,
                "trials (Algorithm Two)",
            ),
        ] {
            let start = Instant::now();
            let records = lab::run_many(
                algorithm,
                1000,
                master,
                4,
                4,
                &algorithm.default_params(),
                &|| {},
            )
            .unwrap_or_else(|e| usage_error(e));
            let ours: Vec<String> = records.iter().map(|r| thousands(r.tries)).collect();
            let paper: Vec<String> = published.iter().map(|&p| thousands(p)).collect();
            println!(
                "{what}: {} | {}  ({:.1} s)",
                ours.join(", "),
                paper.join(", "),
                start.elapsed().as_secs_f64()
            );
        }
    }
    ExitCode::SUCCESS
}
