//! `nqueens papers`: our measurements beside Sosič & Gu's Tables 2–5 and Rolfe's n = 1000
//! runs; with `--aima`, beside Russell & Norvig's (AIMA §4.1.1 and 2nd ed. Figure 5.5); with
//! `--brassard-bratley`, Brassard & Bratley's queensLV table, exact and measured.

use super::{thousands, usage_error};
use nqueens::aima;
use nqueens::lab;
use nqueens::lab::brassard_bratley as bb;
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
        let row = lab::sosic_gu_row(n, permutations, runs, master)
            .unwrap_or_else(|e| usage_error(super::said(&e)));
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
            .unwrap_or_else(|e| usage_error(super::said(&e)));
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

/// AIMA §4.1.1's hill-climbing numbers and 2nd ed. Figure 5.5's median consistency checks,
/// ours beside the book's.
pub fn aima(climbs: u64, master: u64) -> ExitCode {
    println!("Russell & Norvig, AIMA §4.1.1, 8-queens: ours ({climbs} climbs, master seed {master}) | book");
    println!(
        "{:<26} | {:>16} {:>5} | {:>13} {:>5} | {:>13} {:>5}",
        "", "solved", "book", "moves solved", "book", "moves stuck", "book"
    );
    for published in aima::AIMA_CLIMBS {
        let ours = aima::climbs(8, climbs, published.sideways, master)
            .unwrap_or_else(|e| usage_error(super::said(&e)));
        println!(
            "{:<26} | {:>7.2} % ± {:.2} {:>4.0} % | {:>13.2} {:>5.0} | {:>13.2} {:>5.0}",
            published.what,
            ours.solved * 100.0,
            ours.solved_error * 100.0,
            published.solved * 100.0,
            ours.moves_solved,
            published.moves_solved,
            ours.moves_stuck,
            published.moves_stuck,
        );
    }
    println!("(± one standard error; random-restart climbs and moves: nqueens compare --algorithms hill-climbing --n 8)");
    println!();
    const CAP: u64 = aima::FIGURE_5_5_CAP;
    println!(
        "AIMA 2nd ed. Figure 5.5, n-queens n = 2 to 50, median consistency checks: ours | book"
    );
    for published in aima::AIMA_FIGURE_5_5 {
        let Some(options) = published.options else {
            println!(
                "{:<24} | {:>12} | {}K  (min-conflicts counts conflicts, not checks: nqueens compare)",
                published.what, "—", thousands(published.thousands)
            );
            continue;
        };
        let start = Instant::now();
        let values: Vec<Option<u64>> = (2..=50)
            .map(|n| {
                aima::checks_to_first_solution(n, options, CAP)
                    .unwrap_or_else(|e| usage_error(super::said(&e)))
            })
            .collect();
        let median = aima::median(&values).map_or_else(
            || format!("> {}K", thousands(CAP / 1000)),
            |m| format!("{}K", thousands(m.div_ceil(1000))),
        );
        let over = values.iter().filter(|v| v.is_none()).count();
        println!(
            "{:<24} | {:>12} | {}{}K  ({over} of 49 sizes above {}K; {:.1} s)",
            published.what,
            median,
            if published.above { "> " } else { "" },
            thousands(published.thousands),
            thousands(CAP / 1000),
            start.elapsed().as_secs_f64()
        );
    }
    println!("A check here tests whether queens on two squares of different rows attack each other (see the book's command-line page, docs/command-line.md).");
    ExitCode::SUCCESS
}

/// Brassard & Bratley's queensLV table for an `n × n` board: for each k, p, s, e and t
/// exactly, measured over `runs` runs (± one standard error) and, for n = 8, the book's;
/// then the best k. With `json`, the table as one JSON object.
pub fn brassard_bratley(n: usize, runs: u64, master: u64, json: bool) -> ExitCode {
    let start = Instant::now();
    let table = bb::table(n, runs, master).unwrap_or_else(|e| usage_error(super::said(&e)));
    if json {
        println!(
            "{}",
            serde_json::to_string(&table).expect("the table serializes")
        );
        return ExitCode::SUCCESS;
    }
    let book = n == 8;
    println!(
        "Brassard & Bratley (1996), §10.6.3, queensLV on {n} × {n}: exact | measured ({} runs a row, master seed {master}){}",
        thousands(runs),
        if book { " | book" } else { "" }
    );
    println!("k random rows, then backtracking; nodes: the empty board once per trial, and each queen placed");
    let head = |name: &str| {
        if book {
            format!("{name:>8} {:>18} {:>7}", "measured", "book")
        } else {
            format!("{name:>8} {:>18}", "measured")
        }
    };
    println!(
        "{:>3} | {} | {} | {} | {}",
        "k",
        head("p"),
        head("s"),
        head("e"),
        head("t")
    );
    let dash = || "—".to_string();
    let fixed = |v: Option<f64>, places: usize| v.map_or_else(dash, |v| bb::printed(v, places));
    let estimate = |v: Option<bb::Estimate>, places: usize| {
        v.map_or_else(dash, |v| {
            format!(
                "{} ± {}",
                bb::printed(v.value, places),
                bb::printed(v.error, places)
            )
        })
    };
    for row in &table.rows {
        let (x, m, b) = (row.exact, row.measured, row.book);
        let cell = |exact: String, measured: String, published: String| {
            if book {
                format!("{exact:>8} {measured:>18} {published:>7}")
            } else {
                format!("{exact:>8} {measured:>18}")
            }
        };
        println!(
            "{:>3} | {} | {} | {} | {}",
            x.k,
            cell(
                bb::printed(x.p, 4),
                estimate(Some(m.p), 4),
                fixed(b.map(|b| b.p), 4)
            ),
            cell(
                fixed(x.s, 2),
                estimate(Some(m.s), 2),
                fixed(b.map(|b| b.s), 2)
            ),
            cell(
                fixed(x.e, 2),
                estimate(m.e, 2),
                fixed(b.and_then(|b| b.e), 2)
            ),
            cell(
                fixed(x.t, 2),
                estimate(Some(m.t), 2),
                fixed(b.map(|b| b.t), 2)
            ),
        );
    }
    let best = |k: Option<usize>| k.map_or_else(dash, |k| k.to_string());
    let best_t = table
        .best_k
        .and_then(|k| table.rows[k].exact.t)
        .map_or_else(dash, |t| bb::printed(t, 2));
    println!(
        "Best k: {} exactly (t = {best_t} nodes), {} measured{}  ({:.1} s)",
        best(table.best_k),
        best(table.best_k_measured),
        if book {
            format!(", {} in the book", best(table.best_k_book))
        } else {
            String::new()
        },
        start.elapsed().as_secs_f64()
    );
    println!("(p: successful trials ÷ trials; s, e: nodes of a successful or failed trial; t = s + (1 − p)/p · e, nodes per solution)");
    ExitCode::SUCCESS
}
