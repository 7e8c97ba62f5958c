//! `nqueens papers`: our measurements beside Sosič & Gu's Tables 2–5 and Rolfe's n = 1000
//! runs; with `--aima`, beside Russell & Norvig's (AIMA §4.1.1 and 2nd ed. Figure 5.5); with
//! `--brassard-bratley`, Brassard & Bratley's queensLV table, exact and measured.
//!
//! In the process's language (issue 42): the headings, notes and column headings are
//! `cli.ftl`'s `papers-…` messages, the cells' numbers written the language's way
//! ([`decimal`]; a published count grouped, [`grouped`]). A column is as wide as the English
//! table made it, or as its heading when a language's is longer, so English is unchanged.
//! `--brassard-bratley --json` stays language-independent.

use super::i18n::{decimal, grouped, number, tr, FluentValue};
use super::table::Cell;
use super::usage_error;
use nqueens::aima;
use nqueens::lab;
use nqueens::lab::brassard_bratley as bb;
use std::process::ExitCode;
use std::time::Instant;

/// The message `id`, which has no variables.
fn word(id: &str) -> String {
    tr(id, &[])
}

/// A column's width: `width` (the English table's), or `heading`'s if wider (in terminal
/// columns: a Chinese character takes two).
fn fit(width: usize, heading: &str) -> usize {
    width.max(super::table::width(heading))
}

/// A whole count with the language's grouping (1,234 in English).
fn count(value: u64) -> String {
    grouped(value as f64, 0)
}

/// A published value as the paper prints it (0.486: its own digits, no more), written the
/// language's way.
fn published(value: f64) -> String {
    let digits = value
        .to_string()
        .split_once('.')
        .map_or(0, |(_, f)| f.len());
    decimal(value, u8::try_from(digits).unwrap_or(u8::MAX))
}

/// Brassard & Bratley's rounding ([`bb::printed`]: a half away from zero, as the book
/// prints), written the language's way.
fn printed(value: f64, places: usize) -> String {
    let rounded: f64 = bb::printed(value, places).parse().expect("a number");
    decimal(rounded, u8::try_from(places).expect("a few places"))
}

/// Seconds, as the time a table took.
fn seconds(start: Instant) -> FluentValue<'static> {
    number(start.elapsed().as_secs_f64())
}

pub fn run(sizes: &[usize], permutations: u64, runs: u64, rolfe: bool, master: u64) -> ExitCode {
    println!(
        "{}",
        tr(
            "papers-sosic-gu-heading",
            &[("seed", master.to_string().into())]
        )
    );
    let paper = word("papers-col-paper");
    let (collisions, diagonal, first) = (
        word("papers-col-collisions"),
        word("papers-col-diagonal"),
        word("papers-col-first"),
    );
    let (pairs, swaps) = (word("papers-col-pairs"), word("papers-col-swaps"));
    // The columns' widths (but n's, 8): the English table's cells', each widened to its
    // heading in a language whose heading is wider (the measured collisions/n, "0.4700 ±
    // 0.0423", take 18). English's "diag min-max" heading (given 9) is as
    // wide as its cells (12).
    let w = [
        8,
        fit(18, &collisions),
        fit(8, &paper),
        fit(12, &diagonal),
        fit(6, &paper),
        fit(7, &first),
        fit(5, &paper),
        fit(14, &pairs),
        fit(14, &paper),
        fit(12, &swaps),
        fit(12, &paper),
    ];
    println!(
        "{:>8} | {:>w1$} {:>w2$} | {:>w3h$} {:>w4$} | {:>w5$} {:>w6$} | {:>w7$} {:>w8$} | {:>w9$} {:>w10$}",
        Cell("n"),
        Cell(&collisions),
        Cell(&paper),
        Cell(&diagonal),
        Cell(&paper),
        Cell(&first),
        Cell(&paper),
        Cell(&pairs),
        Cell(&paper),
        Cell(&swaps),
        Cell(&paper),
        w1 = w[1],
        w2 = w[2],
        w3h = fit(9, &diagonal),
        w4 = w[4],
        w5 = w[5],
        w6 = w[6],
        w7 = w[7],
        w8 = w[8],
        w9 = w[9],
        w10 = w[10]);
    for &n in sizes {
        let row = lab::sosic_gu_row(n, permutations, runs, master)
            .unwrap_or_else(|e| usage_error(super::said(&e)));
        let paper = lab::SOSIC_GU_PUBLISHED.iter().find(|p| p.n == n);
        let dash = || "—".to_string();
        // "± 0.0123" after the measured value: the cell's width less the value's 9.
        let measured = format!(
            "{:>9} ± {}",
            Cell(decimal(row.collisions_per_n, 4)),
            Cell(decimal(row.collisions_per_n_error, 4))
        );
        let first_ok = format!(
            "{:>4}/{:<2}",
            Cell(row.first_permutation_successes),
            Cell(row.runs)
        );
        println!(
            "{:>8} | {:<w1$} {:>w2$} | {:>w3$} {:>w4$} | {:>w5$} {:>w6$} | {:>w7$} {:>w8$} | {:>w9$} {:>w10$}",
            Cell(&n),
            Cell(&measured),
            Cell(paper.map_or_else(dash, |p| published(p.collisions_per_n))),
            Cell(format!("{}-{}", row.most_on_a_diagonal_min, row.most_on_a_diagonal_max)),
            Cell(paper.map_or_else(dash, |p| {
                format!("{}-{}", p.most_on_a_diagonal_min, p.most_on_a_diagonal_max)
            })),
            Cell(&first_ok),
            Cell(paper.map_or_else(dash, |p| format!("{}/10", p.first_permutation_successes))),
            Cell(decimal(row.mean_pairs_tested, 0)),
            Cell(paper.map_or_else(dash, |p| count(p.pairs_tested))),
            Cell(decimal(row.mean_swaps_tested, 0)),
            Cell(paper.map_or_else(dash, |p| count(p.swaps_tested))),
            w1 = w[1],
            w2 = w[2],
            w3 = w[3],
            w4 = w[4],
            w5 = w[5],
            w6 = w[6],
            w7 = w[7],
            w8 = w[8],
            w9 = w[9],
            w10 = w[10]);
    }
    if rolfe {
        println!();
        println!("{}", word("papers-rolfe-heading"));
        for (algorithm, published, what) in [
            (
                lab::Algorithm::PermutationSwap,
                lab::ROLFE_ALGORITHM_ONE_N1000_PERMUTATIONS,
                "papers-rolfe-one",
            ),
            (
                lab::Algorithm::RandomPlacement,
                lab::ROLFE_ALGORITHM_TWO_N1000_TRIALS,
                "papers-rolfe-two",
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
            let ours: Vec<String> = records.iter().map(|r| count(r.tries)).collect();
            let paper: Vec<String> = published.iter().map(|&p| count(p)).collect();
            println!(
                "{}",
                tr(
                    "papers-rolfe-row",
                    &[
                        ("what", word(what).into()),
                        ("ours", ours.join(", ").into()),
                        ("paper", paper.join(", ").into()),
                        ("seconds", seconds(start)),
                    ]
                )
            );
        }
    }
    ExitCode::SUCCESS
}

/// AIMA §4.1.1's hill-climbing numbers and 2nd ed. Figure 5.5's median consistency checks,
/// ours beside the book's.
pub fn aima(climbs: u64, master: u64) -> ExitCode {
    println!(
        "{}",
        tr(
            "papers-aima-heading",
            &[
                ("climbs", number(climbs as f64)),
                ("seed", master.to_string().into())
            ]
        )
    );
    let book = word("papers-book");
    let (solved, moves_solved, moves_stuck) = (
        word("papers-aima-solved"),
        word("papers-aima-moves-solved"),
        word("papers-aima-moves-stuck"),
    );
    let what: Vec<String> = aima::AIMA_CLIMBS
        .iter()
        .map(|p| {
            tr(
                "papers-aima-climb",
                &[("sideways", number(p.sideways as f64))],
            )
        })
        .collect();
    let w0 = what.iter().fold(26, |w, what| fit(w, what));
    let (w1, w2) = (fit(16, &solved), fit(5, &book));
    let (w3, w4) = (fit(13, &moves_solved), fit(5, &book));
    let (w5, w6) = (fit(13, &moves_stuck), fit(5, &book));
    println!(
        "{:<w0$} | {:>w1$} {:>w2$} | {:>w3$} {:>w4$} | {:>w5$} {:>w6$}",
        Cell(""),
        Cell(&solved),
        Cell(&book),
        Cell(&moves_solved),
        Cell(&book),
        Cell(&moves_stuck),
        Cell(&book)
    );
    for (published, what) in aima::AIMA_CLIMBS.iter().zip(&what) {
        let ours = aima::climbs(8, climbs, published.sideways, master)
            .unwrap_or_else(|e| usage_error(super::said(&e)));
        let solved = format!(
            "{:>7} % ± {}",
            Cell(decimal(ours.solved * 100.0, 2)),
            Cell(decimal(ours.solved_error * 100.0, 2))
        );
        println!(
            "{:<w0$} | {:<w1$} {:>w2m$} % | {:>w3$} {:>w4$} | {:>w5$} {:>w6$}",
            Cell(&what),
            Cell(&solved),
            Cell(decimal(published.solved * 100.0, 0)),
            Cell(decimal(ours.moves_solved, 2)),
            Cell(decimal(published.moves_solved, 0)),
            Cell(decimal(ours.moves_stuck, 2)),
            Cell(decimal(published.moves_stuck, 0)),
            w2m = w2 - 1
        );
    }
    println!("{}", word("papers-aima-note"));
    println!();
    const CAP: u64 = aima::FIGURE_5_5_CAP;
    println!("{}", word("papers-figure-heading"));
    let thousands = |value: u64| tr("papers-thousands", &[("value", number(value as f64))]);
    let columns: Vec<String> = (0..aima::AIMA_FIGURE_5_5.len())
        .map(|i| tr("papers-figure-column", &[("column", number(i as f64))]))
        .collect();
    let w0 = columns.iter().fold(24, |w, name| fit(w, name));
    for (published, name) in aima::AIMA_FIGURE_5_5.iter().zip(&columns) {
        let Some(options) = published.options else {
            println!(
                "{:<w0$} | {:>12} | {}  {}",
                Cell(&name),
                Cell("—"),
                Cell(thousands(published.thousands)),
                Cell(word("papers-figure-not-checks"))
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
            || format!("> {}", thousands(CAP / 1000)),
            |m| thousands(m.div_ceil(1000)),
        );
        let over = values.iter().filter(|v| v.is_none()).count();
        println!(
            "{:<w0$} | {:>12} | {}{}  {}",
            Cell(&name),
            Cell(&median),
            Cell(if published.above { "> " } else { "" }),
            Cell(thousands(published.thousands)),
            Cell(tr(
                "papers-figure-over",
                &[
                    ("over", number(over as f64)),
                    ("cap", thousands(CAP / 1000).into()),
                    ("seconds", seconds(start)),
                ]
            ))
        );
    }
    println!("{}", word("papers-figure-note"));
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
    let yes_no = |yes: bool| FluentValue::from(if yes { "yes" } else { "no" });
    println!(
        "{}",
        tr(
            "papers-bb-heading",
            &[
                ("n", number(n as f64)),
                ("runs", number(runs as f64)),
                ("seed", master.to_string().into()),
                ("book", yes_no(book)),
            ]
        )
    );
    println!("{}", word("papers-bb-what"));
    let (measured, in_book) = (word("papers-bb-measured"), word("papers-book"));
    let (wm, wb) = (fit(18, &measured), fit(7, &in_book));
    let head = |name: &str| {
        if book {
            format!(
                "{:>8} {:>wm$} {:>wb$}",
                Cell(&name),
                Cell(&measured),
                Cell(&in_book)
            )
        } else {
            format!("{:>8} {:>wm$}", Cell(&name), Cell(&measured))
        }
    };
    // The symbols k, p, s, e and t stay in every language.
    println!(
        "{:>3} | {} | {} | {} | {}",
        Cell("k"),
        Cell(head("p")),
        Cell(head("s")),
        Cell(head("e")),
        Cell(head("t"))
    );
    let dash = || "—".to_string();
    let fixed = |v: Option<f64>, places: usize| v.map_or_else(dash, |v| printed(v, places));
    let estimate = |v: Option<bb::Estimate>, places: usize| {
        v.map_or_else(dash, |v| {
            format!(
                "{} ± {}",
                printed(v.value, places),
                printed(v.error, places)
            )
        })
    };
    for row in &table.rows {
        let (x, m, b) = (row.exact, row.measured, row.book);
        let cell = |exact: String, measured: String, published: String| {
            if book {
                format!(
                    "{:>8} {:>wm$} {:>wb$}",
                    Cell(&exact),
                    Cell(&measured),
                    Cell(&published)
                )
            } else {
                format!("{:>8} {:>wm$}", Cell(&exact), Cell(&measured))
            }
        };
        println!(
            "{:>3} | {} | {} | {} | {}",
            Cell(x.k),
            Cell(cell(
                printed(x.p, 4),
                estimate(Some(m.p), 4),
                fixed(b.map(|b| b.p), 4)
            )),
            Cell(cell(
                fixed(x.s, 2),
                estimate(Some(m.s), 2),
                fixed(b.map(|b| b.s), 2)
            )),
            Cell(cell(
                fixed(x.e, 2),
                estimate(m.e, 2),
                fixed(b.and_then(|b| b.e), 2)
            )),
            Cell(cell(
                fixed(x.t, 2),
                estimate(Some(m.t), 2),
                fixed(b.map(|b| b.t), 2)
            ))
        );
    }
    // A best k as a number, or a dash where no trial can succeed.
    let best = |k: Option<usize>| k.map_or_else(|| dash().into(), |k| number(k as f64));
    let best_t = table
        .best_k
        .and_then(|k| table.rows[k].exact.t)
        .map_or_else(dash, |t| printed(t, 2));
    println!(
        "{}",
        tr(
            "papers-bb-best",
            &[
                ("k", best(table.best_k)),
                ("t", best_t.into()),
                ("measured", best(table.best_k_measured)),
                ("withbook", yes_no(book)),
                ("book", best(table.best_k_book)),
                ("seconds", seconds(start)),
            ]
        )
    );
    println!("{}", word("papers-bb-legend"));
    ExitCode::SUCCESS
}
