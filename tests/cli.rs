//! The `nqueens` command line: numbers, JSON keys and exit codes.

use std::process::{Command, Output};

#[path = "common/collisions.rs"]
mod collisions;
use collisions::exact_collisions_per_queen;

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("nqueens runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn solve_json_has_the_documented_keys_and_numbers() {
    let output = nqueens(&["solve", "--algorithm", "backtracking", "--n", "8", "--json"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let prefix = r#"{"algorithm":"backtracking","n":8,"solved":true,"solution":[1,5,8,6,3,7,2,4],"attempts":876,"attempts_per_row":["#;
    assert!(text.starts_with(prefix), "{text}");
    assert!(text.contains(r#","elapsed_ms":"#), "{text}");
}

#[test]
fn solve_json_for_the_large_board_solvers_gives_verified_solutions_and_their_counters() {
    for (algorithm, counters) in [
        ("min-conflicts", &["moves", "starts"][..]),
        ("qs4", &["swaps_tested", "swaps_performed", "starts"][..]),
        ("construction", &[][..]),
    ] {
        let mut args = vec!["solve", "--algorithm", algorithm, "--n", "1000", "--json"];
        if algorithm != "construction" {
            args.extend(["--seed", "77"]);
        }
        let output = nqueens(&args);
        assert!(output.status.success(), "{algorithm}");
        let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect(algorithm);
        assert_eq!(json["algorithm"], algorithm);
        assert_eq!(json["n"], 1000);
        let columns: Vec<usize> = json["solution"]
            .as_array()
            .expect(algorithm)
            .iter()
            .map(|c| c.as_u64().unwrap() as usize - 1)
            .collect();
        assert_eq!(
            nqueens::verify::verify(1000, &columns),
            Ok(()),
            "{algorithm}"
        );
        for key in counters {
            assert!(json[key].as_u64().is_some(), "{algorithm}: {key} in {json}");
        }
        assert!(
            json["starts"].as_u64().is_none_or(|s| s >= 1),
            "{algorithm}"
        );
        assert!(json["elapsed_ms"].as_f64().is_some(), "{algorithm}");
        if algorithm == "construction" {
            // No seed; for n = 10 the formula's rule 1 (Hoffman, Loessi & Moore): even
            // columns first, then odd.
            assert!(json["seed"].is_null(), "{json}");
            let ten = nqueens(&[
                "solve",
                "--algorithm",
                "construction",
                "--n",
                "10",
                "--json",
            ]);
            assert!(stdout(&ten).contains(r#""solution":[2,4,6,8,10,1,3,5,7,9]"#));
        } else {
            assert_eq!(json["seed"], 77, "{algorithm}");
        }
    }
}

#[test]
fn solve_without_a_solution_prints_null() {
    let output = nqueens(&["solve", "--algorithm", "backtracking", "--n", "3", "--json"]);
    assert!(output.status.success());
    assert!(
        stdout(&output).contains(r#""solution":null,"attempts":18,"#),
        "{}",
        stdout(&output)
    );
}

#[test]
fn solve_text_shows_the_walkthrough_board() {
    let output = nqueens(&["solve", "--n", "4"]);
    let text = stdout(&output);
    assert!(
        text.contains("Solution (columns of rows 1..4): 2,4,1,3\nAttempted placements: 26\n"),
        "{text}"
    );
    assert!(
        text.contains("row 1: 2, row 2: 8, row 3: 9, row 4: 7"),
        "{text}"
    );
    assert!(
        text.contains("3 1 Q 2\nQ 1 2 1\n1 1 1 Q\n. Q . .\n"),
        "{text}"
    );
}

#[test]
fn count_prints_a000170() {
    let output = nqueens(&["count", "--n", "10", "--json"]);
    assert!(output.status.success());
    assert!(stdout(&output).starts_with(r#"{"n":10,"solutions":724,"fundamental":92,"#));
}

#[test]
fn every_count_kernel_prints_a000170() {
    for (choice, kernel) in [("scalar", "scalar"), ("avx512", "avx512"), ("best", "")] {
        let output = nqueens(&["count", "--n", "11", "--kernel", choice, "--json"]);
        if choice == "avx512" && !output.status.success() {
            // Only on CPUs without AVX-512F: a usage error that says so.
            assert_eq!(output.status.code(), Some(2));
            assert!(String::from_utf8_lossy(&output.stderr).contains("no AVX-512F"));
            continue;
        }
        assert!(output.status.success(), "--kernel {choice}");
        let text = stdout(&output);
        let expected = format!(r#"{{"n":11,"solutions":2680,"fundamental":341,"kernel":"{kernel}"#);
        assert!(text.starts_with(&expected), "--kernel {choice}: {text}");
    }
}

/// The JSON of a run with its `elapsed_ms` value cut off.
fn without_elapsed(json: &str) -> &str {
    &json[..json.find(r#","elapsed_ms":"#).expect("elapsed_ms key")]
}

#[test]
fn randomized_solvers_repeat_byte_for_byte_with_the_same_seed() {
    for (algorithm, keys) in [
        ("random-placement", &["\"attempts\":", "\"trials\":"][..]),
        ("permutation-swap", &["\"permutations\":", "\"swaps\":"]),
        (
            "qs1",
            &[
                "\"permutations\":",
                "\"initial_collisions\":",
                "\"pairs_tested\":",
                "\"swaps_tested\":",
                "\"swaps_performed\":",
            ],
        ),
    ] {
        let args = [
            "solve",
            "--algorithm",
            algorithm,
            "--n",
            "12",
            "--seed",
            "2006",
            "--json",
        ];
        let first = stdout(&nqueens(&args));
        let second = stdout(&nqueens(&args));
        assert_eq!(
            without_elapsed(&first),
            without_elapsed(&second),
            "{algorithm}"
        );
        let prefix =
            format!(r#"{{"algorithm":"{algorithm}","n":12,"seed":2006,"solved":true,"solution":["#);
        assert!(first.starts_with(&prefix), "{first}");
        for key in keys {
            assert!(first.contains(key), "{algorithm}: {key} in {first}");
        }
        // The solution printed is a real one.
        let start = first.find("[").unwrap() + 1;
        let end = first.find("]").unwrap();
        let columns: Vec<usize> = first[start..end]
            .split(',')
            .map(|c| c.parse::<usize>().unwrap() - 1)
            .collect();
        assert_eq!(nqueens::verify::verify(12, &columns), Ok(()), "{algorithm}");
    }
}

#[test]
fn a_missing_seed_is_drawn_fresh_and_shown() {
    let output = nqueens(&["solve", "--algorithm", "qs1", "--n", "10"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let seed_line = text.lines().find(|l| l.starts_with("Seed: ")).expect(&text);
    // Drawn short, so a teacher can read it out: six digits at most.
    let seed: u64 = seed_line["Seed: ".len()..].parse().expect(seed_line);
    assert!(seed < 1_000_000, "{seed_line}");
}

#[test]
fn bad_arguments_exit_with_code_2_and_a_message() {
    for args in [
        &["solve", "--n", "0"][..],
        &["solve", "--n", "65"],
        &["solve", "--algorithm", "qs1", "--n", "3"],
        &["solve", "--algorithm", "random-placement", "--n", "2"],
        &["solve", "--algorithm", "random-placement", "--n", "1001"],
        &[
            "solve",
            "--algorithm",
            "permutation-swap",
            "--n",
            "8",
            "--seed",
            "abc",
        ],
        &[
            "solve",
            "--algorithm",
            "qs1",
            "--n",
            "8",
            "--seed",
            "18446744073709551616",
        ],
        &["solve", "--n", "eight"],
        &["solve", "--algorithm", "bogosort", "--n", "8"],
        &["count", "--n", "21"],
        &["solve"],
        &["frobnicate"],
    ] {
        let output = nqueens(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8(output.stderr).unwrap();
        assert!(message.starts_with("error:"), "{args:?}: {message}");
    }
}

#[test]
fn solve_takes_each_algorithms_own_limit_as_the_book_states() {
    // The table of docs/command-line.md: backtracking 1–64, random-placement 1–1000,
    // permutation-swap 1–2000, qs1 1–10,000,000, min-conflicts, qs4 and construction
    // 1–100,000,000; the refusal names the algorithm and its limit, as the page's message does.
    for (algorithm, limit) in [
        ("backtracking", "64"),
        ("random-placement", "1,000"),
        ("permutation-swap", "2,000"),
        ("qs1", "10,000,000"),
        ("min-conflicts", "100,000,000"),
        ("qs4", "100,000,000"),
        ("construction", "100,000,000"),
    ] {
        let beyond = (limit.replace(',', "").parse::<u64>().unwrap() + 1).to_string();
        let output = nqueens(&["solve", "--algorithm", algorithm, "--n", &beyond]);
        assert_eq!(output.status.code(), Some(2), "{algorithm}");
        let message = String::from_utf8(output.stderr).unwrap();
        assert!(
            message.contains(&format!("runs 1 to {limit}")),
            "{algorithm}: {message}"
        );
    }
    // Grouped digits, as on the page.
    let output = nqueens(&[
        "solve",
        "--algorithm",
        "construction",
        "--n",
        "1,000",
        "--json",
    ]);
    assert!(output.status.success());
    assert!(stdout(&output).starts_with(r#"{"algorithm":"construction","n":1000,"#));
}

/// The columns of a `--out` file (1-based, one per line) as 0-based ones.
fn read_out(path: &std::path::Path) -> Vec<usize> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| line.parse::<usize>().unwrap() - 1)
        .collect()
}

#[test]
fn solve_out_writes_one_column_per_line_and_json_leaves_out_a_huge_solution() {
    let dir = std::env::temp_dir().join(format!("nqueens-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Backtracking's 8 × 8 first solution (OEIS A141843): 1 5 8 6 3 7 2 4.
    let path = dir.join("eight.txt");
    let output = nqueens(&["solve", "--n", "8", "--out", path.to_str().unwrap()]);
    assert!(output.status.success());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "1\n5\n8\n6\n3\n7\n2\n4\n"
    );
    // Above 1,000,000 the JSON says solved but leaves the array out, unless asked; the file
    // holds it, and it passes the independent verifier.
    let n = 1_000_003;
    let path = dir.join("big.txt");
    let json = stdout(&nqueens(&[
        "solve",
        "--algorithm",
        "construction",
        "--n",
        &n.to_string(),
        "--json",
        "--out",
        path.to_str().unwrap(),
    ]));
    assert!(
        json.contains(r#""solved":true"#) && !json.contains("solution"),
        "{}",
        &json[..200.min(json.len())]
    );
    let columns = read_out(&path);
    assert_eq!(columns.len(), n);
    assert_eq!(nqueens::verify::verify(n, &columns), Ok(()));
    let json = stdout(&nqueens(&[
        "solve",
        "--algorithm",
        "construction",
        "--n",
        &n.to_string(),
        "--json",
        "--with-solution",
    ]));
    assert!(json.contains(r#""solution":[2,4,6,"#));
    // No solution: an empty file, and null in the JSON.
    let path = dir.join("none.txt");
    let json = stdout(&nqueens(&[
        "solve",
        "--n",
        "3",
        "--json",
        "--out",
        path.to_str().unwrap(),
    ]));
    assert!(json.contains(r#""solved":false,"solution":null"#), "{json}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A hundred million queens by the explicit construction, min-conflicts and QS4, each
/// written with `--out` and checked by the independent verifier (about 2 minutes and 1.3 GB
/// of memory at most; the issue on 10^8 queens). `cargo test --release --test cli --
/// --ignored`.
#[test]
#[ignore = "10^8 queens: run on demand"]
fn a_hundred_million_queens_written_with_out_pass_the_verifier() {
    let n = 100_000_000;
    // The construction (seconds), then min-conflicts and QS4 (under a minute each, about a
    // gigabyte); the seed is printed with any failure.
    for (algorithm, seed) in [
        ("construction", None),
        ("min-conflicts", Some("1")),
        ("qs4", Some("1")),
    ] {
        let path = std::env::temp_dir().join(format!("nqueens-1e8-{}.txt", std::process::id()));
        let mut args = vec!["solve", "--algorithm", algorithm, "--n", "100,000,000"];
        args.extend(seed.map(|s| ["--seed", s]).into_iter().flatten());
        args.extend(["--out", path.to_str().unwrap()]);
        let output = nqueens(&args);
        assert!(
            output.status.success(),
            "{algorithm}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let columns = read_out(&path);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(columns.len(), n, "{algorithm}");
        assert_eq!(
            nqueens::verify::verify(n, &columns),
            Ok(()),
            "{algorithm} seed {seed:?}"
        );
    }
}

#[test]
fn compare_depends_only_on_the_master_seed() {
    let args = |threads: &'static str| {
        [
            "compare",
            "--n",
            "8",
            "--trials",
            "300",
            "--seed",
            "5",
            "--algorithms",
            "backtracking,random-placement,permutation-swap,qs1",
            "--threads",
            threads,
        ]
    };
    let one = nqueens(&args("1"));
    let two = nqueens(&args("2"));
    assert!(one.status.success());
    assert_eq!(stdout(&one), stdout(&two));
    // The CPU time per run goes to stderr, one line per algorithm: the best of several timed
    // batches with their median and range, or words saying the machine was too busy.
    let said = String::from_utf8_lossy(&one.stderr);
    for id in [
        "backtracking",
        "random-placement",
        "permutation-swap",
        "qs1",
    ] {
        let line = said
            .lines()
            .find(|l| l.starts_with(&format!("{id}: CPU time per run ")))
            .unwrap_or_else(|| panic!("no time for {id}: {said}"));
        assert!(
            (line.contains(" (best of ") || line.contains("too busy to time: the median of "))
                && line.contains(" batches")
                && line.contains("median ")
                && line.contains(", range "),
            "{line}"
        );
    }
    let text = stdout(&one);
    assert!(
        text.starts_with("n = 8, 300 runs per algorithm, master seed 5\n"),
        "{text}"
    );
    // Backtracking's line: 876 attempts every run (OEIS A140450).
    assert!(
        text.lines().any(|l| l.split_whitespace().take(6).eq([
            "backtracking",
            "300",
            "876.0",
            "876",
            "876",
            "876"
        ])),
        "{text}"
    );
}

#[test]
fn compare_json_and_csv() {
    let csv = std::env::temp_dir().join(format!("nqueens-cli-test-{}.csv", std::process::id()));
    let output = nqueens(&[
        "compare",
        "--n",
        "6",
        "--trials",
        "20",
        "--seed",
        "3",
        "--algorithms",
        "qs1",
        "--json",
        "--csv",
        csv.to_str().unwrap(),
    ]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.starts_with(r#"[{"algorithm":"qs1","n":6,"runs":20,"mean":"#),
        "{text}"
    );
    let rows = std::fs::read_to_string(&csv).unwrap();
    std::fs::remove_file(&csv).unwrap();
    assert_eq!(rows.lines().count(), 21);
    assert!(rows.starts_with(
        "algorithm,n,run,seed,attempts,attempt_unit,tries,tries_unit,solved\nqs1,6,0,"
    ));
    // Every row names QS1's units (swaps tested, permutations), as the page's CSV does.
    assert!(
        rows.lines().skip(1).all(|row| {
            let fields: Vec<&str> = row.split(',').collect();
            fields[5] == "swaps tested" && fields[7] == "permutations"
        }),
        "{rows}"
    );
    assert!(text.contains(r#""attempt_unit":"swaps tested","tries_unit":"permutations""#));
}

#[test]
fn sweep_and_papers_print_their_tables() {
    let sweep = stdout(&nqueens(&[
        "sweep",
        "--from",
        "4",
        "--to",
        "8",
        "--trials",
        "5",
        "--seed",
        "1",
        "--algorithms",
        "backtracking",
    ]));
    // Backtracking's attempts to the first solution: 26 at n = 4 (walkthrough), 15 at n = 5
    // and 876 at n = 8 (OEIS A140450).
    let column: Vec<&str> = sweep
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().nth(1).unwrap())
        .collect();
    assert_eq!(column.len(), 5, "{sweep}");
    assert_eq!(
        [column[0], column[1], column[4]],
        ["26.0", "15.0", "876.0"],
        "{sweep}"
    );
    let papers = stdout(&nqueens(&[
        "papers", "--sizes", "10", "--runs", "2", "--seed", "1",
    ]));
    // The row for n = 10: our measured collisions/n ± its standard error, then the paper's
    // 0.486. The measurement is the library's for the same seed (100 permutations), and lies
    // within 4 standard errors of the exact expectation (tests/common/collisions.rs).
    let row = papers
        .lines()
        .find(|l| l.trim_start().starts_with("10 |"))
        .expect(&papers);
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    let numbers: Vec<&str> = cells[1].split_whitespace().collect();
    assert_eq!(numbers[3], "0.486", "{row}");
    let measured: f64 = numbers[0].parse().expect(row);
    let error: f64 = numbers[2].parse().expect(row);
    let library = nqueens::lab::sosic_gu_row(10, 100, 2, 1).unwrap();
    assert_eq!(
        numbers[0],
        format!("{:.4}", library.collisions_per_n),
        "{row}"
    );
    let exact = exact_collisions_per_queen(10);
    assert!((measured - exact).abs() <= 4.0 * error + 5e-5, "{row}");
}

#[test]
#[cfg(unix)]
fn a_reader_closing_the_pipe_early_ends_the_run_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    // About 7 MB of JSON, far more than a pipe holds.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args([
            "solve",
            "--algorithm",
            "construction",
            "--n",
            "1000000",
            "--json",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens runs");
    let mut start = [0; 16];
    child.stdout.take().unwrap().read_exact(&mut start).unwrap();
    // The read end is closed here, as `| head -c 16` would.
    let output = child.wait_with_output().unwrap();
    assert_eq!(&start, br#"{"algorithm":"co"#);
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// `nqueens algorithms --json` is every algorithm's description as it serializes (the one
/// record the bindings hand the page too), in the registry's order, camelCase keys.
#[test]
fn algorithms_json_is_each_description_serialized_once_in_the_registrys_order() {
    use nqueens::registry::{Algorithm, ALGORITHMS};
    let output = nqueens(&["algorithms", "--json"]);
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let listed = json["algorithms"].as_array().unwrap();
    assert_eq!(listed.len(), Algorithm::ALL.len());
    for (entry, description) in listed.iter().zip(ALGORITHMS) {
        assert_eq!(entry, &serde_json::to_value(description).unwrap());
    }
    // The keys a reader relies on, by name: the walkthrough's limits and pictures.
    let first = &listed[0];
    assert_eq!(first["id"], "backtracking");
    assert_eq!(first["maxN"], 64);
    assert_eq!(first["maxNAnimated"], 32);
    assert_eq!(first["maxNLarge"], serde_json::Value::Null);
    assert_eq!(first["draws"]["numberedMarks"], true);
    assert_eq!(first["counters"][0]["id"], "attempts-total");
    let ids: Vec<&str> = listed.iter().map(|a| a["id"].as_str().unwrap()).collect();
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "ids are unique: {ids:?}");
}

/// `--param NAME=VALUE` on solve, compare and sweep: checked against the algorithms'
/// declarations, with the parameter named in the message (exit code 2), and nothing changed
/// when none is given.
#[test]
fn params_are_checked_against_the_algorithms_declarations() {
    let refused = nqueens(&[
        "solve",
        "--algorithm",
        "construction",
        "--n",
        "8",
        "--param",
        "sideways=3",
    ]);
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("Explicit construction takes no parameters (given “sideways”)"),
        "{said}"
    );
    // Backtracking's own parameters are named when another is given, and a word outside
    // the choices is refused with them listed.
    for (given, named) in [
        ("sideways=3", "inference, ordering, values"),
        ("inference=ac3", "forward-checking"),
    ] {
        let refused = nqueens(&[
            "solve",
            "--algorithm",
            "backtracking",
            "--n",
            "8",
            "--param",
            given,
        ]);
        assert_eq!(refused.status.code(), Some(2));
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(said.contains(named), "{given}: {said}");
    }
    let malformed = nqueens(&["solve", "--n", "8", "--param", "sideways"]);
    assert_eq!(malformed.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&malformed.stderr).contains("is not NAME=VALUE"));
    for command in ["compare", "sweep"] {
        let mut args = vec![command, "--algorithms", "backtracking,qs1", "--seed", "1"];
        args.extend(if command == "compare" {
            ["--n", "8", "--trials", "2"]
        } else {
            ["--to", "5", "--trials", "2"]
        });
        args.extend(["--param", "temperature=3"]);
        let refused = nqueens(&args);
        assert_eq!(refused.status.code(), Some(2), "{command}");
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(
            said.contains("none of backtracking, qs1 takes the parameter “temperature”"),
            "{command}: {said}"
        );
    }
}

/// `nqueens exercise check` lists good completion codes as CSV and names a tampered one on
/// standard error with exit status 1; `exercise instance` prints the learner's instance.
#[test]
fn exercise_check_regrades_codes_and_refuses_a_tampered_one() {
    use nqueens::exercise::{ClassCode, Instance, Mode, Session};
    let class: ClassCode = "HC-4Q8M2Z".parse().unwrap();
    let instance = Instance::personal(class, "Ada, Room 2", 1).unwrap();
    let mut session = Session::new(instance, Mode::Fix).unwrap();
    session.answer(nqueens::exercise::Answer::Stuck); // wrong unless stuck at once
    while let Some(q) = session.question().cloned() {
        session.answer(q.model);
    }
    let score = session.score();
    let code = session.completion_code(class, "Ada, Room 2", 1, 42);
    let output = nqueens(&["exercise", "check", &code]);
    assert!(output.status.success());
    let text = stdout(&output);
    let mut lines = text.lines();
    assert!(lines.next().unwrap().starts_with("class,learner,attempt,"));
    let row = lines.next().unwrap();
    assert!(
        row.starts_with(&format!(
            "HC-4Q8M2Z,\"Ada, Room 2\",1,Be the hill climber,\"{instance}\",fix,{},{},",
            score.right, score.total
        )),
        "{row}"
    );
    // One digit of the stated score changed: refused, the good code still listed.
    let tampered = code.replacen(
        &format!("~{}~{}~", score.right, score.total),
        &format!("~{}~{}~", score.total, score.total),
        1,
    );
    assert_ne!(tampered, code);
    let output = nqueens(&["exercise", "check", &code, &tampered]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output).lines().count(), 2);
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(
        errors.contains("code 2 (Ada, Room 2, class HC-4Q8M2Z) refused: the check does not match"),
        "{errors}"
    );
    let output = nqueens(&[
        "exercise",
        "instance",
        "--class",
        "hc-4q8m2z",
        "--learner",
        " ada,  room 2",
        "--json",
    ]);
    assert!(stdout(&output).contains(&format!(
        "\"n\":{},\"seed\":{},\"start\":{}",
        instance.n, instance.seed, instance.start
    )));
}

/// `nqueens exercise key` prints the core's answer key (the teacher's view shows the same),
/// as text and as JSON; a missing name or a bad class code is an error in words, status 2.
#[test]
fn exercise_key_prints_the_cores_answer_key() {
    use nqueens::exercise::AnswerKey;
    for class in ["HC-4Q8M2Z", "FC-7KQ2M9"] {
        let key = AnswerKey::new(class.parse().unwrap(), "Ada, Room 2", 2).unwrap();
        let args = [
            "exercise",
            "key",
            "--class",
            class,
            "--learner",
            " Ada, Room 2",
            "--attempt",
            "2",
        ];
        let text = nqueens(&args);
        assert!(text.status.success());
        assert_eq!(stdout(&text), key.text());
        let json = nqueens(&[&args[..], &["--json"]].concat());
        assert_eq!(stdout(&json).trim_end(), key.json());
        let json: serde_json::Value = serde_json::from_str(&stdout(&json)).unwrap();
        assert_eq!(json["learner"], "Ada, Room 2");
        assert_eq!(json["steps"][0]["step"], 1);
    }
    for (args, said) in [
        (["--class", "HC-4Q8M2Z", "--learner", " "], "name or number"),
        (
            ["--class", "HC-4Q8M2", "--learner", "Ada"],
            "is not a class code",
        ),
    ] {
        let refused = nqueens(&[&["exercise", "key"][..], &args[..]].concat());
        assert_eq!(refused.status.code(), Some(2));
        let errors = String::from_utf8_lossy(&refused.stderr);
        assert!(errors.contains(said), "{errors}");
    }
}

#[test]
fn exercise_scorm_writes_the_librarys_package_and_names_what_is_missing() {
    use nqueens::scorm::{Package, Version};
    let dir = std::env::temp_dir().join(format!("nqueens-cli-scorm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A stand-in for dist/nqueens-visualizer.html: what the package looks for in it.
    let single = "<!doctype html><html><head><title>N-Queens</title></head><body><script type=\"application/octet-stream\" id=\"nq-wasm\">AGFzbQ==</script></body></html>";
    let html = dir.join("single.html");
    std::fs::write(&html, single).unwrap();
    let html = html.to_str().unwrap();
    let out = dir.join("package.zip");
    let out = out.to_str().unwrap();
    for (args, version, mastery) in [
        (&[][..], Version::Scorm12, 80),
        (
            &["--scorm", "2004", "--mastery", "95"][..],
            Version::Scorm2004,
            95,
        ),
    ] {
        let mut all = vec![
            "exercise",
            "scorm",
            "--class",
            "bt-7kq2m9",
            "--out",
            out,
            "--html",
            html,
        ];
        all.extend(args);
        let output = nqueens(&all);
        assert!(output.status.success(), "{output:?}");
        assert!(
            stdout(&output).starts_with(&format!("Wrote {out} (")),
            "{}",
            stdout(&output)
        );
        assert!(stdout(&output).contains("Be the backtracker (class BT-7KQ2M9)"));
        let package = Package::new("BT-7KQ2M9".parse().unwrap(), version, mastery).unwrap();
        assert_eq!(
            std::fs::read(out).unwrap(),
            package.zip(single, &nqueens::l10n::say).unwrap()
        );
    }
    // No single file: where it comes from.
    let output = nqueens(&[
        "exercise",
        "scorm",
        "--class",
        "BT-7KQ2M9",
        "--out",
        out,
        "--html",
        "no/such.html",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(
        errors.contains("no/such.html not found") && errors.contains("cargo xtask dist"),
        "{errors}"
    );
    // Not the single file, a bad class code, a mastery score over 100, a version unknown.
    let output = nqueens(&[
        "exercise",
        "scorm",
        "--class",
        "BT-7KQ2M9",
        "--out",
        out,
        "--html",
        "Cargo.toml",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr)
        .unwrap()
        .contains("not the single file"));
    for bad in [
        &["--class", "BT-1", "--out", out][..],
        &["--class", "BT-7KQ2M9", "--out", out, "--mastery", "101"][..],
        &["--class", "BT-7KQ2M9", "--out", out, "--scorm", "1.3"][..],
    ] {
        let mut all = vec!["exercise", "scorm", "--html", html];
        all.extend(bad);
        assert_eq!(nqueens(&all).status.code(), Some(2), "{bad:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The book's CLI reference (docs/cli.md) is `nqueens help-markdown`'s output, generated from
/// the clap definitions, so it never goes stale: after changing an argument or its help,
/// regenerate it with `cargo run -- help-markdown > docs/cli.md`. (The test build's
/// throwaway algorithm would add itself to the possible values, so that build skips this.)
#[cfg(not(feature = "throwaway-algorithm"))]
#[test]
fn the_books_cli_reference_is_the_generated_one() {
    let output = nqueens(&["help-markdown"]);
    assert!(output.status.success());
    let generated = stdout(&output);
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md"))
        .expect("docs/cli.md");
    assert!(
        committed == generated,
        "docs/cli.md is not the generated reference: run `cargo run -- help-markdown > docs/cli.md`"
    );
    // Every subcommand a user can run is in it; the hidden ones are not.
    for command in [
        "algorithms",
        "solve",
        "compare",
        "sweep",
        "papers",
        "count",
        "exercise check",
        "exercise key",
        "exercise instance",
        "exercise scorm",
    ] {
        assert!(
            generated.contains(&format!("## `nqueens {command}`")),
            "{command}"
        );
    }
    assert!(!generated.contains("nqueens bench") && !generated.contains("nqueens help-markdown"));
}

/// A parameter whose bound is n is refused naming n's value, whatever is wrong with it (out of
/// range, negative or not a number), with exit status 2.
#[test]
fn a_bound_of_n_is_named_with_its_value() {
    for k in ["9", "-1", "abc"] {
        let out = nqueens(&[
            "solve",
            "--algorithm",
            "queens-lv",
            "--n",
            "8",
            "--param",
            &format!("k={k}"),
        ]);
        assert_eq!(out.status.code(), Some(2), "k={k}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("k “{k}”: choose a whole number from 0 to n = 8")),
            "k={k}: {stderr}"
        );
    }
}

#[test]
fn lesson_scorm_writes_the_librarys_package_and_refuses_a_lesson_with_its_line() {
    use nqueens::scorm::{LessonPackage, Version};
    let dir = std::env::temp_dir().join(format!("nqueens-cli-lscorm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A stand-in for dist/nqueens-visualizer.html: what the package looks for in it.
    let single = "<!doctype html><html><head><title>N-Queens</title></head><body><script type=\"application/octet-stream\" id=\"nq-wasm\">AGFzbQ==</script></body></html>";
    let html = dir.join("single.html");
    std::fs::write(&html, single).unwrap();
    let html = html.to_str().unwrap();
    let dir_arg = dir.to_str().unwrap();
    // A built-in lesson into a directory: the package's own name there.
    let output = nqueens(&[
        "lesson",
        "scorm",
        "why-not-random",
        "--out",
        dir_arg,
        "--html",
        html,
        "--scorm",
        "2004",
        "--mastery",
        "60",
    ]);
    assert!(output.status.success(), "{output:?}");
    let written = dir.join("nqueens-lesson-why-not-random-scorm2004.zip");
    assert!(
        stdout(&output).starts_with(&format!("Wrote {} (", written.display())),
        "{}",
        stdout(&output)
    );
    let package = LessonPackage::builtin("why-not-random", Version::Scorm2004, 60).unwrap();
    assert!(stdout(&output).contains(&nqueens::l10n::say(&package.title())));
    assert_eq!(
        std::fs::read(&written).unwrap(),
        package.zip(single, &nqueens::l10n::say).unwrap()
    );
    // An own lesson file into a named zip: the same bytes as the library's.
    let own = "# Mine\nid: mine\nsummary: Two slides.\n\n## One\n\nHello.\n\n```state\nalgorithm: backtracking\nn: 5\n```\n\n## Two\n\nBye.\n";
    let file = dir.join("mine.md");
    std::fs::write(&file, own).unwrap();
    let out = dir.join("mine.zip");
    let output = nqueens(&[
        "lesson",
        "scorm",
        "--file",
        file.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--html",
        html,
    ]);
    assert!(output.status.success(), "{output:?}");
    let package = LessonPackage::own(own, Version::Scorm12, 80).unwrap();
    assert_eq!(
        std::fs::read(&out).unwrap(),
        package.zip(single, &nqueens::l10n::say).unwrap()
    );
    // Refused: a broken own lesson with its file and line (line 11 is "n: 5"), an unknown id,
    // neither or both, no single file.
    std::fs::write(&file, own.replace("n: 5", "n: 99")).unwrap();
    let file_arg = file.to_str().unwrap();
    for (args, said) in [
        (
            &["--file", file_arg][..],
            format!("{file_arg}:11: board size 99 is out of range"),
        ),
        (
            &["first-solution"][..],
            "no built-in lesson “first-solution”: the lessons are first-solution-walkthrough"
                .to_string(),
        ),
    ] {
        let output = nqueens(
            &[
                &["lesson", "scorm", "--out", dir_arg, "--html", html][..],
                args,
            ]
            .concat(),
        );
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let errors = String::from_utf8(output.stderr).unwrap();
        assert!(errors.contains(&said), "{errors}");
    }
    for args in [&[][..], &["big-boards", "--file", file_arg][..]] {
        let output = nqueens(&[&["lesson", "scorm", "--out", dir_arg][..], args].concat());
        assert_eq!(output.status.code(), Some(2), "{args:?}");
    }
    let output = nqueens(&[
        "lesson",
        "scorm",
        "big-boards",
        "--out",
        dir_arg,
        "--html",
        "no/such.html",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr)
        .unwrap()
        .contains("cargo xtask dist"));
    assert!(nqueens(&["help-markdown"]).status.success());
    assert!(stdout(&nqueens(&["help-markdown"])).contains("## `nqueens lesson scorm`"));
    std::fs::remove_dir_all(&dir).unwrap();
}
