//! The exported JavaScript handle, driven in headless Chromium by wasm-bindgen-test:
//! `cargo xtask test`, which runs `cargo test --target wasm32-unknown-unknown --test wasm` with
//! `CHROMEDRIVER=/usr/bin/chromedriver` and the Chromium flags in `tests/webdriver.json`.
#![cfg(target_arch = "wasm32")]

use nqueens::bindings::{RunOutcome, Solver};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "common/determinism.rs"]
mod determinism;

#[wasm_bindgen_test]
fn same_seed_gives_the_same_10000_steps_as_natively() {
    assert_eq!(determinism::digests(), determinism::EXPECTED);
}

#[wasm_bindgen_test]
fn whole_runs_at_n_100_000_are_the_same_as_natively() {
    // usize is 32 bits here and 64 natively: the large boards' code must not care.
    assert_eq!(determinism::large_digests(), determinism::EXPECTED_LARGE);
}

/// Queens per diagonal (2n − 1 `row + col` counts, then 2n − 1 `row − col + n − 1`), the
/// rows whose queen another attacks (column or diagonal), and the collisions Σ (k − 1),
/// recounted from the 1-based columns of the placed rows.
fn recount(n: usize, queens: &[u32]) -> (Vec<u32>, Vec<u8>, u64) {
    let placed: Vec<usize> = queens
        .iter()
        .take_while(|&&c| c > 0)
        .map(|&c| c as usize - 1)
        .collect();
    let mut diagonals = vec![0u32; 2 * (2 * n - 1)];
    for (row, &col) in placed.iter().enumerate() {
        diagonals[row + col] += 1;
        diagonals[2 * n - 1 + row + n - 1 - col] += 1;
    }
    let mut attacked = vec![0u8; n];
    for (r, &c) in placed.iter().enumerate() {
        let hit = placed
            .iter()
            .enumerate()
            .any(|(s, &d)| s != r && (c == d || c.abs_diff(d) == r.abs_diff(s)));
        attacked[r] = u8::from(hit);
    }
    let collisions = diagonals
        .iter()
        .map(|&k| u64::from(k.saturating_sub(1)))
        .sum();
    (diagonals, attacked, collisions)
}

fn counter(handle: &Solver, id: &str) -> f64 {
    let counters = handle.counters();
    let ids: Vec<&str> = counters.iter().map(|c| c.id.as_str()).collect();
    counters
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no counter {id} in {ids:?}"))
        .value
}

/// The seeded solvers the page animates.
const RANDOMIZED: [&str; 5] = [
    "random-placement",
    "permutation-swap",
    "qs1",
    "min-conflicts",
    "qs4",
];

#[wasm_bindgen_test]
fn what_the_canvas_is_handed_matches_a_recount_after_every_move() {
    for algorithm in RANDOMIZED {
        let n = 8;
        let mut handle = Solver::new(algorithm, n, "20061950", None).unwrap();
        for moves in 0..600 {
            let queens = handle.queens();
            assert_eq!(queens.len(), n);
            let (diagonals, attacked, collisions) = recount(n, &queens);
            if algorithm == "permutation-swap" {
                // Red as Wirth's flags say: a row not yet checked whose queen shares a
                // diagonal with a row that passed (never a row that passed).
                let checked = usize::try_from(handle.layers().checked_rows).unwrap();
                let on_passed: Vec<u8> = (0..n)
                    .map(|r| {
                        let shares = |s: usize| {
                            (queens[s] as usize).abs_diff(queens[r] as usize) == r.abs_diff(s)
                        };
                        u8::from(r >= checked && (0..checked).any(shares))
                    })
                    .collect();
                assert_eq!(handle.attacked(), on_passed, "move {moves}");
            } else {
                assert_eq!(handle.attacked(), attacked, "{algorithm}, move {moves}");
            }
            let drawn = handle.diagonals();
            if algorithm == "random-placement" {
                assert!(drawn.is_empty());
            } else {
                assert_eq!(drawn, diagonals, "{algorithm}, move {moves}");
            }
            if matches!(algorithm, "qs1" | "qs4") && queens.iter().all(|&c| c > 0) {
                assert_eq!(
                    counter(&handle, "collisions"),
                    collisions as f64,
                    "{algorithm}, move {moves}"
                );
            }
            // Wirth's flags: the diagonals of the rows checked so far, and nothing else.
            if algorithm == "permutation-swap" {
                let checked = usize::try_from(handle.layers().checked_rows).unwrap();
                let (flags, ..) = recount(n, &queens[..checked]);
                let expected: Vec<u8> = flags.iter().map(|&k| u8::from(k > 0)).collect();
                assert_eq!(handle.layers().flags, expected, "move {moves}");
            } else {
                assert!(handle.layers().flags.is_empty());
                assert_eq!(handle.layers().checked_rows, -1);
            }
            // A dead row: every square of it is attacked by the queens below, which fill
            // the rows under it.
            let dead = handle.layers().dead_row as usize;
            if dead > 0 {
                let below: Vec<usize> =
                    queens[..dead - 1].iter().map(|&c| c as usize - 1).collect();
                assert!(queens[..dead - 1].iter().all(|&c| c > 0));
                let row = dead - 1;
                let free = (0..n).filter(|&c| {
                    below
                        .iter()
                        .enumerate()
                        .all(|(r, &q)| q != c && q.abs_diff(c) != row - r)
                });
                assert_eq!(free.count(), 0, "row {dead} is not dead");
            }
            // The focus names squares of the board; after a swap its two queens stand there.
            let focus = handle.focus();
            let kind = focus.kind.clone();
            let cells: Vec<usize> = [focus.row, focus.col, focus.row2, focus.col2]
                .iter()
                .map(|&v| v as usize)
                .collect();
            assert!(cells.iter().all(|&v| v <= n), "{kind} {cells:?}");
            if kind == "swap" {
                assert_eq!(
                    queens[cells[0] - 1] as usize,
                    cells[1],
                    "{algorithm} {cells:?}"
                );
                assert_eq!(
                    queens[cells[2] - 1] as usize,
                    cells[3],
                    "{algorithm} {cells:?}"
                );
            }
            if handle.is_solution() {
                let columns: Vec<usize> = queens.iter().map(|&c| c as usize - 1).collect();
                assert_eq!(nqueens::verify::verify(n, &columns), Ok(()), "{algorithm}");
                assert!(attacked.iter().all(|&a| a == 0));
                break;
            }
            handle.advance(1);
        }
    }
}

#[wasm_bindgen_test]
fn fresh_seeds_come_from_the_browser() {
    // Six digits at most; five draws all equal would happen once in 10^24 tries.
    let seeds: Vec<u64> = (0..5)
        .map(|_| nqueens::seed::fresh_seed().unwrap())
        .collect();
    assert!(seeds.iter().all(|&s| s < 1_000_000), "{seeds:?}");
    assert!(seeds.iter().any(|&s| s != seeds[0]), "{seeds:?}");
}

#[wasm_bindgen_test]
fn steps_to_the_walkthrough_solution_and_back() {
    let mut handle = Solver::new("backtracking", 4, "", None).unwrap();
    assert_eq!(handle.caption_json(), "");
    assert_eq!(handle.advance(1), 1);
    // Walkthrough step 1: the queen in row 1, column 1 and six squares marked 1.
    assert_eq!(handle.queens(), vec![1, 0, 0, 0]);
    let marks = handle.layers().marks;
    assert_eq!(marks.iter().filter(|&&m| m == 1).count(), 6);
    assert_eq!(handle.total_attempts(), 1.0);
    while !handle.is_solution() {
        assert_eq!(handle.advance(1), 1);
    }
    assert_eq!(handle.total_attempts(), 26.0);
    assert_eq!(handle.layers().attempts_per_row, vec![2.0, 8.0, 9.0, 7.0]);
    assert_eq!(handle.queens(), vec![2, 4, 1, 3]);
    assert_eq!(handle.solutions(), 1.0);
    assert!(handle.step_back());
    assert_eq!(handle.total_attempts(), 25.0);
    assert_eq!(handle.queens(), vec![2, 4, 1, 0]);
}

#[wasm_bindgen_test]
fn runs_eight_queens_in_slices_to_876_attempts() {
    let mut handle = Solver::new("backtracking", 8, "", None).unwrap();
    let mut slices = 0;
    while handle.run(10.0) == RunOutcome::Paused {
        slices += 1;
    }
    assert!(slices > 1);
    assert!(handle.is_solution());
    assert_eq!(handle.total_attempts(), 876.0);
    assert_eq!(handle.queens(), vec![1, 5, 8, 6, 3, 7, 2, 4]);
    // "Row 8, column 4 is safe — queen placed. Solution 1: …", as messages of the catalogs.
    let caption = handle.caption_json();
    assert!(
        caption.starts_with(
            r#"{"id":"caption-joined","args":{"after":{"id":"caption-solution-search""#
        ),
        "{caption}"
    );
    assert!(
        caption.contains(r#""before":{"id":"caption-try-placed","args":{"col":4.0,"#),
        "{caption}"
    );
}

#[wasm_bindgen_test]
fn two_queens_end_with_no_solution_after_6_attempts() {
    let mut handle = Solver::new("backtracking", 2, "", None).unwrap();
    while handle.advance(1000) > 0 {}
    assert!(handle.is_exhausted());
    assert_eq!(handle.total_attempts(), 6.0);
    assert_eq!(
        handle.caption_json(),
        r#"{"id":"caption-exhausted","args":{"solutions":0.0}}"#
    );
}

#[wasm_bindgen_test]
fn bad_input_is_an_error_not_a_panic() {
    assert!(Solver::new("backtracking", 0, "", None).is_err());
    assert!(Solver::new("backtracking", 33, "", None).is_err());
    assert!(Solver::new("qs1", 3, "1", None).is_err());
    assert!(Solver::new("random-placement", 2, "1", None).is_err());
    assert!(Solver::new("permutation-swap", 8, "-1", None).is_err());
    assert!(Solver::new("permutation-swap", 8, "18446744073709551616", None).is_err());
    assert!(Solver::new("no-such-algorithm", 8, "1", None).is_err());
    // Parameters the core refuses together, or out of range, are errors too.
    assert!(Solver::new("simulated-annealing", 8, "1", Some("floor=5".into())).is_err());
    assert!(Solver::new("hill-climbing", 8, "1", Some("sideways=1001".into())).is_err());
    assert!(Solver::new(
        "hill-climbing",
        8,
        "1",
        Some("sideways=100&restart=off".into())
    )
    .is_ok());
    // A parameter the algorithm does not take is refused, naming it; none given, or an empty
    // list, is every default.
    let refused = Solver::new("backtracking", 8, "", Some("sideways=3".into()));
    assert!(refused.is_err());
    assert!(Solver::new("backtracking", 8, "", Some(String::new())).is_ok());
    // The page's seed fields ask the core: blank draws a fresh seed; u64 only.
    use nqueens::bindings::seed_problem;
    assert_eq!(seed_problem(" "), None);
    assert_eq!(seed_problem("18446744073709551615"), None);
    assert!(seed_problem("18446744073709551616").is_some());
    assert!(seed_problem("x1").is_some());
}

#[wasm_bindgen_test]
fn randomized_solvers_run_to_a_verified_solution_and_step_back() {
    for algorithm in RANDOMIZED {
        let mut solver = Solver::new(algorithm, 8, "42", None).unwrap();
        assert_eq!(solver.seed(), "42");
        while solver.run(7.0) == RunOutcome::Paused {}
        assert!(solver.is_solution(), "{algorithm}");
        let queens = solver.queens();
        let columns: Vec<usize> = queens.iter().map(|&c| c as usize - 1).collect();
        assert_eq!(nqueens::verify::verify(8, &columns), Ok(()), "{algorithm}");
        assert!(
            solver.caption_json().contains(r#""id":"caption-solution-"#),
            "{algorithm}"
        );
        // Back one step and forward again to the same state.
        assert!(solver.step_back());
        assert!(!solver.is_solution());
        assert_eq!(solver.advance(1), 1);
        assert_eq!(solver.queens(), queens, "{algorithm}");
        assert_eq!(
            solver.advance(1),
            0,
            "{algorithm}: nothing after the solution"
        );
    }
    // A blank seed draws a fresh one, and shows it.
    let solver = Solver::new("qs1", 8, "", None).unwrap();
    assert!(solver.seed().parse::<u64>().is_ok());
}

#[wasm_bindgen_test]
fn counting_tasks_add_up_to_a000170_and_a002562() {
    use nqueens::bindings::{count_task, count_tasks};
    // Q(10) = 724 (A000170), 92 of them fundamental (A002562).
    let tasks = count_tasks(10).unwrap();
    let (mut solutions, mut fundamental) = (0.0, 0.0);
    for index in 0..tasks {
        let share = count_task(10, index, None).unwrap();
        solutions += share[0];
        fundamental += share[1];
    }
    assert_eq!((solutions, fundamental), (724.0, 92.0));
    assert!(count_tasks(21).is_err());
    assert!(count_task(10, tasks, None).is_err());
    // The page's kernel choice: both kernels by name, and a clear error for any other.
    assert_eq!(nqueens::bindings::count_kernels(), ["simd128", "scalar"]);
    assert_eq!(
        count_task(10, 0, Some("scalar".into())).unwrap(),
        count_task(10, 0, Some("simd128".into())).unwrap()
    );
    assert!(count_task(10, 0, Some("avx512".into())).is_err());
}

/// The SIMD128 kernel (the page's default, `Kernel::best()` in wasm) counts every task of
/// n = 6..12 as the scalar kernel does, task by task, so that a board counted in the wrong
/// task, or with the wrong weight for its symmetry, cannot hide in the sum; and Q(11), Q(12)
/// come out as OEIS A000170 and A002562 have them.
#[wasm_bindgen_test]
fn the_simd128_kernel_counts_every_task_as_the_scalar_one() {
    use nqueens::count::{count_task_with, tasks, Kernel};
    let simd = Kernel::simd128().expect("the wasm32 build has SIMD128");
    assert_eq!(Kernel::best(), simd);
    assert_eq!(simd.name(), "simd128");
    for n in 6..=12 {
        let mut sum = (0, 0);
        for index in 0..tasks(n).unwrap().len() {
            let batched = count_task_with(n, index, simd).unwrap();
            assert_eq!(
                Ok(batched),
                count_task_with(n, index, Kernel::scalar()),
                "n = {n}, task {index}"
            );
            sum = (sum.0 + batched.solutions, sum.1 + batched.fundamental);
        }
        let expected = [
            (4, 1),
            (40, 6),
            (92, 12),
            (352, 46),
            (724, 92),
            (2680, 341),
            (14200, 1787),
        ];
        assert_eq!(sum, expected[n - 6], "n = {n}");
    }
}

#[wasm_bindgen_test]
fn large_board_attack_marks_match_a_recount_of_the_queens() {
    use nqueens::bindings::BigRun;
    let n = 500;
    for algorithm in ["min-conflicts", "qs4", "qs1", "construction"] {
        let mut run = BigRun::new(algorithm, n, "5").unwrap();
        let mut marked = 0;
        loop {
            let solved = run.run(97.0);
            let placed = run.placed();
            // The page's view: u32 columns read in place from the wasm memory, copied here
            // at once (as the worker reads them).
            let queens = run.queens().to_vec();
            assert_eq!(queens.len(), placed, "{algorithm}");
            // Recount: a queen is attacked when its column or a diagonal holds another.
            let mut column = vec![0; n];
            let mut sum = vec![0; 2 * n];
            let mut difference = vec![0; 2 * n];
            for (r, &c) in queens.iter().enumerate() {
                let c = c as usize;
                column[c] += 1;
                sum[r + c] += 1;
                difference[r + n - c] += 1;
            }
            let expected: Vec<u8> = queens
                .iter()
                .enumerate()
                .map(|(r, &c)| {
                    let c = c as usize;
                    u8::from(column[c] > 1 || sum[r + c] > 1 || difference[r + n - c] > 1)
                })
                .collect();
            assert_eq!(run.attacked().to_vec(), expected, "{algorithm}");
            marked += expected.iter().filter(|&&a| a == 1).count();
            if solved {
                assert!(run.verified(), "{algorithm}");
                assert!(run.attacked_rows().iter().all(|&a| a == 0), "{algorithm}");
                break;
            }
        }
        // The randomized solvers pass through attacked states; the construction never does.
        assert_eq!(marked > 0, algorithm != "construction", "{algorithm}");
    }
}

#[wasm_bindgen_test]
fn the_scaled_view_is_drawn_from_wasm_memory_onto_an_offscreen_canvas() {
    use nqueens::bindings::BigRun;
    use wasm_bindgen::JsCast;
    use web_sys::{OffscreenCanvas, OffscreenCanvasRenderingContext2d};
    let canvas = OffscreenCanvas::new(240, 240).unwrap();
    let ctx: OffscreenCanvasRenderingContext2d = canvas
        .get_context("2d")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    let n = 2_000;
    let mut run = BigRun::new("qs4", n, "3").unwrap();
    while !run.run(10_000.0) {}
    assert!(run.verified());
    let paper = [0xf4, 0xf1, 0xea, 255];
    // The whole board: every queen in view, and (at 2,000 queens on 57,600 pixels) each a
    // 3 × 3 ink dot, so about a quarter of the pixels are ink and the rest paper.
    assert_eq!(run.draw_density(&ctx, 0, 0, n).unwrap(), n);
    let pixels = ctx.get_image_data(0.0, 0.0, 240.0, 240.0).unwrap().data().0;
    let ink = pixels
        .chunks(4)
        .filter(|p| *p == [0x1d, 0x24, 0x33, 255])
        .count();
    let blank = pixels.chunks(4).filter(|p| *p == paper).count();
    assert!(ink > 8_000 && blank > 30_000, "ink {ink}, paper {blank}");
    // A window of 100 rows holds 100 queens' rows: those whose columns fall inside.
    let queens = run.queens().to_vec();
    let inside = queens[500..600]
        .iter()
        .filter(|&&c| (700..800).contains(&c))
        .count();
    assert_eq!(run.draw_density(&ctx, 500, 700, 100).unwrap(), inside);
    // Another palette: the board's paper changes with it; a malformed colour is an error.
    run.set_palette("#000000", "#ffffff", "#ff0000").unwrap();
    run.draw_density(&ctx, 0, 0, n).unwrap();
    let corner = ctx.get_image_data(0.0, 0.0, 240.0, 240.0).unwrap().data().0;
    assert!(corner.chunks(4).filter(|p| *p == [0, 0, 0, 255]).count() > 30_000);
    assert!(run.set_palette("black", "#ffffff", "#ff0000").is_err());
}

#[wasm_bindgen_test]
fn the_timeline_the_solutions_and_the_start_caption_cross_the_boundary() {
    // 8 × 8 backtracking through its whole search: 92 solutions (OEIS A000170), each listed
    // with its move; the ticks read back as the page draws them.
    let mut handle = Solver::new("backtracking", 8, "", None).unwrap();
    while handle.run(1e9) != RunOutcome::Exhausted {}
    let found = handle.solutions_found();
    assert_eq!(found.positions.len(), 92);
    assert_eq!(found.columns.len(), 92 * 8);
    assert_eq!(&found.columns[..8], &[1, 5, 8, 6, 3, 7, 2, 4]); // OEIS A141843
    let ticks = handle.ticks();
    assert!(ticks.bucket >= 1.0);
    // A solution tick (bit 4) for each bucket holding one of the 92.
    assert!(ticks.kinds.iter().any(|&k| k & 4 != 0));
    let fresh = Solver::new("backtracking", 8, "", None).unwrap();
    assert_eq!(
        fresh.start_caption_json(),
        r#"{"state":{"id":"caption-start-state","args":{"algorithm":"backtracking"}},"next":{"id":"caption-first-step","args":{"algorithm":"backtracking"}}}"#
    );
}

#[wasm_bindgen_test]
fn attacking_rows_odds_and_repeated_lab_runs() {
    use nqueens::bindings::{attacking_rows, lab_repeat, lab_run, try_odds};
    // 4 × 4, queens in row 1 column 1 and row 2 column 3: row 3, column 3 is attacked by both.
    assert_eq!(attacking_rows(vec![1, 3, 0, 0], 3, 3), vec![1, 2]);
    assert_eq!(attacking_rows(vec![1, 3, 0, 0], 3, 5), Vec::<u32>::new());
    // Brassard & Bratley: 0.1293 on 8 × 8, exact.
    let odds = try_odds("random-placement", 8, None).unwrap().unwrap();
    assert!(odds.exact && (odds.success - 0.1293).abs() < 5e-5);
    assert!(try_odds("qs1", 8, None).unwrap().is_none());
    // Repeated runs count what one run counts: backtracking's 876 squares on 8 × 8 (A140450).
    assert_eq!(
        lab_repeat("backtracking", 8, "1", &[0.0], 3, None).unwrap(),
        876.0
    );
    let one = lab_run("random-placement", 8, "5", 2.0, None).unwrap()[0];
    assert_eq!(
        lab_repeat("random-placement", 8, "5", &[2.0], 2, None).unwrap(),
        one
    );
}

/// The descriptions the page reads are the ones `nqueens algorithms --json` prints (the same
/// serialization), and Rolfe's table names its algorithm and the paper's four runs (Rolfe
/// 2006, "Computation of 1000-Queens Solutions": 55,518, 175,805, 9,490 and 138,681
/// permutation vectors).
#[wasm_bindgen_test]
fn the_page_reads_the_one_serialized_description_and_rolfes_table() {
    let json = nqueens::bindings::algorithms_json();
    let ids: Vec<&str> = nqueens::registry::ALGORITHMS.iter().map(|d| d.id).collect();
    for id in &ids {
        assert!(json.contains(&format!("\"id\":\"{id}\"")), "{id}");
    }
    assert!(json.starts_with("{\"algorithms\":[{\"id\":\"backtracking\""));
    assert!(json.contains("\"maxNAnimated\":32"));
    // Each description lists its exercises (issue 40, item 2): backtracking's first.
    assert!(json.contains("\"exercises\":[{\"code\":\"BT\""));
    let table = nqueens::bindings::rolfe_table();
    assert_eq!(table.algorithm, "permutation-swap");
    assert_eq!(table.n, 1000);
    assert_eq!(table.paper, [55_518.0, 175_805.0, 9_490.0, 138_681.0]);
}
