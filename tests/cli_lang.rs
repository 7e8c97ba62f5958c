//! The CLI's languages (issue 42): `--lang`, else LC_ALL / LC_MESSAGES / LANG, else English:
//! `nqueens count`, with Q(12) = 14,200 and 1,787 fundamental solutions (OEIS A000170,
//! A002562) written each language's way; then every command that speaks the catalogs
//! (solve, algorithms, compare, sweep, bench's errors) in German, Arabic and the
//! pseudo-locale, and the core's errors with their limits in the language's numbers.

use std::process::{Command, Output};

/// `nqueens args` with the locale variables `env` (name, value) and no other.
fn nqueens_in(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nqueens"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied()).args(args);
    command.output().expect("nqueens runs")
}

/// The lines of `count --n 12` (one thread, the scalar kernel) but the elapsed time's number.
fn count_lines(env: &[(&str, &str)], lang: Option<&str>) -> Vec<String> {
    let mut args = vec!["count", "--n", "12", "--threads", "1", "--kernel", "scalar"];
    if let Some(lang) = lang {
        args.extend(["--lang", lang]);
    }
    let output = nqueens_in(env, &args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .expect("UTF-8")
        .lines()
        // The time varies: its number is replaced by "#".
        .map(|line| match (line.find(": "), line.find(" ms (")) {
            (Some(start), Some(end)) if start < end => {
                format!("{}#{}", &line[..start + 2], &line[end..])
            }
            _ => line.to_string(),
        })
        .collect()
}

#[test]
fn english_is_the_text_it_always_was() {
    assert_eq!(
        count_lines(&[], None),
        [
            "Q(12) = 14,200 solutions on a 12×12 board (OEIS A000170)",
            "1,787 fundamental solutions, one per class under rotation and reflection (OEIS A002562)",
            "Elapsed: # ms (1 thread, scalar kernel)",
        ]
    );
    // C and POSIX, and a language with no catalog, are English.
    for lang in ["C.UTF-8", "POSIX", "fr_FR.UTF-8"] {
        assert_eq!(count_lines(&[("LANG", lang)], None), count_lines(&[], None));
    }
}

#[test]
fn lang_de_prints_german_with_german_numbers() {
    assert_eq!(
        count_lines(&[], Some("de")),
        [
            "Q(12) = 14.200 Lösungen auf einem 12×12-Brett (OEIS A000170)",
            "1.787 fundamentale Lösungen, eine je Klasse unter Drehung und Spiegelung (OEIS A002562)",
            "Dauer: # ms (1 Thread, Kernel scalar)",
        ]
    );
    // The decimal comma in the time: three decimals, as in English.
    let output = nqueens_in(&[], &["count", "--n", "4", "--lang", "de"]);
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let elapsed = text.lines().nth(2).expect("three lines");
    let number = elapsed
        .strip_prefix("Dauer: ")
        .and_then(|rest| rest.split(' ').next())
        .expect("Dauer: N ms");
    let (whole, decimals) = number.split_once(',').expect("a decimal comma");
    assert!(whole.chars().all(|c| c.is_ascii_digit()), "{number}");
    assert_eq!(decimals.len(), 3, "{number}");
}

#[test]
fn the_environment_chooses_in_posix_order_and_lang_wins() {
    let german = count_lines(&[], Some("de"));
    assert!(
        german[0].starts_with("Q(12) = 14.200 Lösungen"),
        "{german:?}"
    );
    assert_eq!(count_lines(&[("LANG", "de_DE.UTF-8")], None), german);
    assert_eq!(count_lines(&[("LANG", "de_AT.UTF-8@euro")], None), german);
    // LC_ALL before LC_MESSAGES before LANG.
    assert_eq!(
        count_lines(
            &[
                ("LC_ALL", "de_DE.UTF-8"),
                ("LC_MESSAGES", "es_ES.UTF-8"),
                ("LANG", "ar_EG.UTF-8")
            ],
            None
        ),
        german
    );
    assert_eq!(
        count_lines(
            &[("LC_MESSAGES", "de_DE.UTF-8"), ("LANG", "es_ES.UTF-8")],
            None
        ),
        german
    );
    // --lang over the environment.
    assert_eq!(
        count_lines(&[("LC_ALL", "es_ES.UTF-8")], Some("de")),
        german
    );
}

#[test]
fn every_language_speaks_its_own_words() {
    let first = |lang: &str| count_lines(&[], Some(lang)).remove(0);
    assert_eq!(
        first("es"),
        "Q(12) = 14.200 soluciones en un tablero de 12×12 (OEIS A000170)"
    );
    assert_eq!(
        first("zh-CN"),
        "Q(12) = 14,200：12×12 棋盘上解的个数（OEIS A000170）"
    );
    // Arabic: the numbers isolated from the right-to-left text (U+2068 … U+2069).
    assert_eq!(
        first("ar"),
        "Q(\u{2068}12\u{2069}) = \u{2068}14,200\u{2069}: عدد الحلول على رقعة \u{2068}12\u{2069}×\u{2068}12\u{2069} (OEIS A000170)"
    );
}

#[test]
fn the_pseudo_locale_leaves_no_ascii_consonant_of_the_messages() {
    let lines = count_lines(&[], Some("en-XA"));
    assert_eq!(lines.len(), 3);
    // fluent-pseudo keeps the vowels (doubling a, e, o and u) and accents every consonant:
    // an ASCII consonant left comes from the data, not the catalog (here the kernel's name).
    for line in &lines {
        let letters: String = line
            .replace("scalar", "")
            .chars()
            .filter(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(*c))
            .collect();
        assert!(letters.is_empty(), "{line}: {letters}");
    }
    assert_eq!(
        lines[0],
        // Each piece of text between the variables padded to 40 % longer (the plural's
        // variants, and the article's, are pieces of their own).
        "Ɋ(·12) = 14,200 şooŀuuŧiooƞş· ooƞ ·aa 12×12 ƀooaařḓ (OEIŞ A000170)·······"
    );
}

#[test]
fn a_language_with_no_catalog_is_a_usage_error_naming_those_there_are() {
    let output = nqueens_in(&[], &["count", "--n", "8", "--lang", "fr"]);
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        message.starts_with(
            "error: --lang fr: no catalog for this language; the CLI speaks en, es, de, zh-CN, ar, en-XA"
        ),
        "{message}"
    );
    // In the environment's language when it has one.
    let output = nqueens_in(
        &[("LANG", "de_DE.UTF-8")],
        &["count", "--n", "8", "--lang", "fr"],
    );
    let message = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        message.contains("--lang fr: Für diese Sprache gibt es keinen Katalog"),
        "{message}"
    );
}

/// stdout and stderr of `nqueens --lang LANG args` (no locale variables), and its exit code.
fn run_in(lang: &str, args: &[&str]) -> (String, String, Option<i32>) {
    let mut all = vec!["--lang", lang];
    all.extend(args);
    let output = nqueens_in(&[], &all);
    (
        String::from_utf8(output.stdout).expect("UTF-8"),
        String::from_utf8(output.stderr).expect("UTF-8"),
        output.status.code(),
    )
}

/// The commands that speak the catalogs, each with output that does not depend on time
/// (compare's and solve's times are on their own lines, dropped by `stable`).
const COMMANDS: &[&[&str]] = &[
    &["solve", "--algorithm", "qs1", "--n", "8", "--seed", "5"],
    &["solve", "--algorithm", "backtracking", "--n", "6"],
    &[
        "solve",
        "--algorithm",
        "min-conflicts",
        "--n",
        "100",
        "--seed",
        "3",
    ],
    &["solve", "--n", "3"],
    &["algorithms"],
    &[
        "compare",
        "--n",
        "8",
        "--trials",
        "20",
        "--seed",
        "1",
        "--algorithms",
        "random-placement,qs1,backtracking",
    ],
    &[
        "sweep", "--from", "2", "--to", "5", "--trials", "5", "--seed", "1",
    ],
    &["count", "--n", "1", "--threads", "1", "--kernel", "scalar"],
    // Counters only an option shows (consistency checks, backtracks, wipe-outs).
    &[
        "solve",
        "--algorithm",
        "backtracking",
        "--n",
        "8",
        "--param",
        "inference=forward-checking",
    ],
];

/// Lines of stdout that do not hold a time.
fn stable(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter(|l| {
            !(l.contains(" ms") || l.contains("ms)") || l.contains("ملّي") || l.contains("毫秒"))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_command_speaks_german() {
    let out = |args: &[&str]| stable(&run_in("de", args).0);
    // Solve: the title, the seed, the solution and the rows in German; counters and
    // algorithm names are the algorithms' catalog's (another part of issue 42).
    let solve = out(COMMANDS[0]);
    assert_eq!(solve[0], "QS1 (Sosič & Gu), Brett 8×8");
    assert_eq!(solve[1], "Startwert (Seed): 5");
    assert_eq!(
        solve[2],
        "Lösung (Spalten der Zeilen 1..8): 4,2,7,3,6,8,5,1"
    );
    // The attempts per row: English's numbers, the words and the digit grouping German's
    // (n = 20: rows with thousands of attempts).
    let per_row = |lang: &str| {
        let (stdout, _, _) = run_in(lang, &["solve", "--n", "20"]);
        stdout
            .lines()
            .nth(3)
            .expect("the attempts per row")
            .to_string()
    };
    let english = per_row("en");
    assert!(
        english.starts_with("Attempts per row: row 1: 1, "),
        "{english}"
    );
    assert!(english.contains(','), "{english}");
    let german: String = english
        .replace("Attempts per row", "Versuche je Zeile")
        .replace("row ", "Zeile ")
        .split(", ")
        .map(|cell| match cell.rsplit_once(": ") {
            Some((head, number)) => format!("{head}: {}", number.replace(',', ".")),
            None => cell.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ");
    assert!(german.contains('.'), "grouped thousands: {german}");
    assert_eq!(per_row("de"), german);
    assert!(out(COMMANDS[2])
        .contains(&"Lösung gefunden (mit --out PFAD oder --json ihre 100 Spalten)".to_string()));
    assert!(out(COMMANDS[3]).contains(&"Keine Lösung: Die Suche ist erschöpft".to_string()));
    let algorithms = out(COMMANDS[4]);
    assert!(
        algorithms[0].ends_with("Backtracking (deterministisch; n bis 64)"),
        "{}",
        algorithms[0]
    );
    assert!(algorithms
        .iter()
        .any(|l| l.ends_with("(zufallsgesteuert, mit Startwert; n bis 10000000)")));
    // Compare: the table's words and its decimals with a comma (the same numbers as English).
    let compare = out(COMMANDS[5]);
    assert_eq!(
        compare[0],
        "n = 8, 20 Läufe je Algorithmus, Hauptstartwert 1"
    );
    assert!(compare[1].starts_with("Algorithmus"), "{}", compare[1]);
    let english = stable(&run_in("en", COMMANDS[5]).0);
    assert!(
        english[2].contains("34.3") && english[2].contains("0.1852 ± 0.0374"),
        "{}",
        english[2]
    );
    assert!(
        compare[2].contains("34,3") && compare[2].contains("0,1852 ± 0,0374"),
        "{}",
        compare[2]
    );
    let sweep = out(COMMANDS[6]);
    assert_eq!(
        sweep[0],
        "mittlere Versuche je Lauf, 5 Läufe je Algorithmus und Größe, Hauptstartwert 1"
    );
    assert!(
        sweep[2].contains("keine Lösung") && sweep[1].contains("backtracking"),
        "{sweep:?}"
    );
    assert!(sweep[4].contains("26,0"), "{}", sweep[4]);
    // Q(1) = 1: one solution, singular (OEIS A000170).
    assert_eq!(
        out(COMMANDS[7])[0],
        "Q(1) = 1 Lösung auf einem 1×1-Brett (OEIS A000170)"
    );
    // The counters forward checking brings, in German: 88 squares tried, as the walkthrough's
    // first solution with forward checking (tests/csp.rs).
    let checks = out(COMMANDS[8]);
    assert!(
        checks.contains(&"Versuchte Platzierungen: 88".to_string()),
        "{checks:?}"
    );
    for label in ["Konsistenzprüfungen: ", "Rücksprünge: ", "Auslöschungen: "] {
        assert!(
            checks.iter().any(|l| l.starts_with(label)),
            "{label}{checks:?}"
        );
    }
    // CPU times on stderr.
    let (_, stderr, _) = run_in("de", COMMANDS[5]);
    assert!(stderr.contains("qs1: CPU-Zeit je Lauf "), "{stderr}");
}

#[test]
fn english_count_agrees_with_its_numbers() {
    let (stdout, _, code) = run_in("en", COMMANDS[7]);
    assert_eq!(code, Some(0));
    assert_eq!(
        stdout.lines().next(),
        Some("Q(1) = 1 solution on a 1×1 board (OEIS A000170)")
    );
    // And one fundamental solution (OEIS A002562: 1 at n = 1).
    assert_eq!(
        stdout.lines().nth(1),
        Some("1 fundamental solution, one per class under rotation and reflection (OEIS A002562)")
    );
    let (stdout, _, _) = run_in("en", &["count", "--n", "4"]);
    assert_eq!(
        stdout.lines().next(),
        Some("Q(4) = 2 solutions on a 4×4 board (OEIS A000170)")
    );
    // "an 8×8" (said "an eight"), as "an 11×11" and "an 18×18"; "a" before the others.
    for (n, line) in [
        ("8", "Q(8) = 92 solutions on an 8×8 board (OEIS A000170)"),
        (
            "11",
            "Q(11) = 2,680 solutions on an 11×11 board (OEIS A000170)",
        ),
        (
            "10",
            "Q(10) = 724 solutions on a 10×10 board (OEIS A000170)",
        ),
    ] {
        let (stdout, _, _) = run_in("en", &["count", "--n", n]);
        assert_eq!(stdout.lines().next(), Some(line));
    }
}

#[test]
fn every_command_speaks_arabic() {
    let out = |args: &[&str]| stable(&run_in("ar", args).0);
    let solve = out(COMMANDS[0]);
    assert_eq!(
        solve[0],
        // The title in Arabic words too (algorithms.ftl: و joins the second name).
        "\u{2068}QS1 (Sosič وGu)\u{2069}، رقعة \u{2068}8\u{2069}×\u{2068}8\u{2069}"
    );
    assert_eq!(solve[1], "البذرة: \u{2068}5\u{2069}");
    assert!(out(COMMANDS[3]).contains(&"لا حل: استُنفد البحث".to_string()));
    assert!(out(COMMANDS[4])[0].contains("حتمية"));
    let compare = out(COMMANDS[5]);
    assert!(compare[1].starts_with("الخوارزمية"), "{}", compare[1]);
    assert!(out(COMMANDS[6]).iter().any(|l| l.contains("لا حل")));
}

#[test]
fn the_pseudo_locale_leaves_no_ascii_consonant_in_any_command() {
    // The data a message carries (ids, algorithm names, counters' labels and units, parameter
    // help: the algorithms' catalog, another part of issue 42) is removed first; whatever ASCII
    // consonant is left came from cli.ftl un-pseudo-localized.
    let mut data: Vec<String> = vec![
        "Q".into(),
        "on|off".into(),
        "scalar".into(),
        "OEIS".into(),
        "--param".into(),
        "--out".into(),
        "--json".into(),
        "PATH".into(),
        "µs".into(),
    ];
    let algorithms = run_in("en", &["algorithms"]).0;
    for line in algorithms.lines() {
        let id = line.split_whitespace().next().unwrap_or_default();
        if !line.starts_with(' ') {
            data.push(id.to_string());
        }
    }
    let json = run_in("en", &["algorithms", "--json"]).0;
    let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let mut words = vec![];
    collect_strings(&value, &mut words);
    data.extend(words);
    // Counters' labels and units are the algorithms' catalog's too.
    for line in run_in("en", COMMANDS[0])
        .0
        .lines()
        .chain(run_in("en", COMMANDS[1]).0.lines())
    {
        if let Some((label, _)) = line.split_once(": ") {
            data.push(label.to_string());
        }
    }
    data.sort_by_key(|d| std::cmp::Reverse(d.len()));
    for args in COMMANDS {
        let (stdout, stderr, code) = run_in("en-XA", args);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        for line in stdout.lines().chain(stderr.lines()) {
            let mut rest = line.to_string();
            for d in &data {
                if !d.is_empty() {
                    rest = rest.replace(d.as_str(), "");
                }
            }
            let letters: String = rest
                .chars()
                .filter(|c| c.is_ascii_alphabetic() && !"aeiouAEIOUn".contains(*c))
                .collect();
            assert!(letters.is_empty(), "{args:?}: {line}: {letters}");
        }
    }
}

fn collect_strings(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|v| collect_strings(v, out)),
        serde_json::Value::Object(o) => o.values().for_each(|v| collect_strings(v, out)),
        _ => {}
    }
}

#[test]
fn errors_name_their_limit_in_the_languages_numbers() {
    let too_big = ["solve", "--algorithm", "min-conflicts", "--n", "1000000000"];
    let (_, de, code) = run_in("de", &too_big);
    assert_eq!(code, Some(2));
    // The limit, 100,000,000 (the algorithm's max_n), in German: 100.000.000.
    assert!(
        de.starts_with("Fehler: Brettgröße 1.000.000.000 liegt außerhalb des Bereichs: Min-Conflicts läuft von 1 bis 100.000.000"),
        "{de}"
    );
    let (_, en, _) = run_in("en", &too_big);
    assert!(
        en.starts_with(
            "error: board size 1,000,000,000 is out of range: Min-conflicts runs 1 to 100,000,000"
        ),
        "{en}"
    );
    let (_, ar, _) = run_in("ar", &too_big);
    assert!(
        ar.contains("خارج النطاق") && ar.contains("\u{2068}100,000,000\u{2069}"),
        "{ar}"
    );
    // A parameter's bound: hill climbing's sideways takes 0 to 1,000.
    let sideways = [
        "solve",
        "--algorithm",
        "hill-climbing",
        "--n",
        "8",
        "--param",
        "sideways=5000",
    ];
    let (_, de, code) = run_in("de", &sideways);
    assert_eq!(code, Some(2));
    assert!(
        de.starts_with("Fehler: sideways „5000“: Wählen Sie eine ganze Zahl von 0 bis 1.000"),
        "{de}"
    );
    // A bound of n, named with its value, and a real bound with all its digits.
    let (_, de, _) = run_in(
        "de",
        &[
            "solve",
            "--algorithm",
            "queens-lv",
            "--n",
            "8",
            "--param",
            "k=9",
        ],
    );
    assert!(
        de.starts_with("Fehler: k „9“: Wählen Sie eine ganze Zahl von 0 bis n = 8"),
        "{de}"
    );
    let (_, de, _) = run_in(
        "de",
        &[
            "solve",
            "--algorithm",
            "simulated-annealing",
            "--n",
            "8",
            "--param",
            "cooling=2",
        ],
    );
    assert!(
        de.starts_with("Fehler: cooling „2“: Wählen Sie eine Zahl von 0,5 bis 0,99999"),
        "{de}"
    );
    // The pseudo-locale: the sentence's words accented, the algorithm's name too (said in
    // the language, as the page's menu names it), its numbers and the data as they are.
    let (_, xa, _) = run_in("en-XA", &too_big);
    let sentence = xa.lines().next().expect("a line");
    let letters: String = sentence
        .chars()
        .filter(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(*c))
        .collect();
    assert!(letters.is_empty(), "{sentence}: {letters}");
    // compare and sweep say the core's errors too.
    let (_, de, _) = run_in(
        "de",
        &[
            "compare",
            "--n",
            "3",
            "--trials",
            "2",
            "--seed",
            "1",
            "--algorithms",
            "qs1",
        ],
    );
    assert!(
        de.contains("qs1: Auf einem 3×3-Brett gibt es keine Lösung"),
        "{de}"
    );
}

/// Every command's path under `nqueens` (its subcommands' names, read from the English
/// help's Commands list, recursively; clap's `help` left out), the root's empty.
fn command_paths() -> Vec<Vec<String>> {
    fn walk(path: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let (stdout, stderr, code) = run_in("en", &args);
        assert_eq!(code, Some(0), "{path:?}: {stderr}");
        out.push(path.clone());
        let names: Vec<String> = stdout
            .lines()
            .skip_while(|line| *line != "Commands:")
            .skip(1)
            .take_while(|line| line.starts_with("  "))
            .filter_map(|line| line.split_whitespace().next())
            .filter(|name| *name != "help")
            .map(str::to_string)
            .collect();
        for name in names {
            let mut path = path.clone();
            path.push(name);
            walk(path, out);
        }
    }
    let mut out = vec![];
    walk(vec![], &mut out);
    out
}

#[test]
fn help_is_in_german() {
    let (stdout, _, code) = run_in("de", &["solve", "--help"]);
    assert_eq!(code, Some(0));
    // The about's two paragraphs, an argument's help, clap's headings and its help flag.
    assert!(
        stdout.starts_with("Eine Lösung finden und die dafür nötige Arbeit berichten.\n\nGrenzen für n: backtracking 1–64"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nAufruf: nqueens solve [OPTIONS] --n <N>\n"),
        "{stdout}"
    );
    assert!(stdout.contains("\nOptionen:\n"), "{stdout}");
    assert!(
        stdout.contains("          Brettgröße n (ein n × n-Brett mit n Damen)"),
        "{stdout}"
    );
    // The algorithms' names are their catalog's (algorithms.ftl).
    assert!(
        stdout.contains("- random-placement:    Zufällige Platzierung"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  -h, --help\n          Hilfe anzeigen (eine Zusammenfassung mit '-h')"),
        "{stdout}"
    );
    // -h: the short texts (the first paragraph without its full stop).
    let (short, _, _) = run_in("de", &["solve", "-h"]);
    assert!(
        short.starts_with("Eine Lösung finden und die dafür nötige Arbeit berichten\n\nAufruf:"),
        "{short}"
    );
    // The environment's language, and a choice's help.
    let output = nqueens_in(&[("LANG", "de_DE.UTF-8")], &["count", "--help"]);
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        text.contains("- scalar: Tiefensuche Zeile für Zeile (läuft überall)"),
        "{text}"
    );
    // The root's Commands list and the help subcommand.
    let (root, _, _) = run_in("de", &["--help"]);
    assert!(root.contains("\nBefehle:\n"), "{root}");
    assert!(
        root.contains(
            "  help        Diese Hilfe oder die Hilfe der angegebenen Unterbefehle anzeigen"
        ),
        "{root}"
    );
    // Arabic: a sentence as written.
    let (ar, _, _) = run_in("ar", &["count", "-h"]);
    assert!(
        ar.contains("      --n <N>              حجم الرقعة n\n"),
        "{ar}"
    );
}

#[test]
fn every_help_text_is_pseudo_localized_but_the_data() {
    let paths = command_paths();
    // Every subcommand the reference lists (docs/cli.md), and the root.
    assert!(paths.len() >= 17, "{paths:?}");
    let names: Vec<String> = paths.iter().flatten().cloned().collect();
    for path in &paths {
        for flag in ["--help", "-h"] {
            let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
            args.push(flag);
            let (stdout, stderr, code) = run_in("en-XA", &args);
            assert_eq!(code, Some(0), "{args:?}: {stderr}");
            for line in stdout.lines() {
                // clap's `[default: …]` and `[possible values: …]`, said by the catalog: their
                // label checked, their values (ids, numbers, paths) data.
                let mut rest = line.to_string();
                let mut from = 0;
                while let Some(start) = rest[from..].find('[').map(|s| from + s) {
                    let Some(end) = rest[start..].find(']').map(|e| start + e) else {
                        break;
                    };
                    match rest[start..end].find(": ").or(rest[start..end].find('：')) {
                        Some(colon) => {
                            let label = rest[start + 1..start + colon].to_string();
                            rest.replace_range(start..=end, &format!(" {label} "));
                            from = start + label.len() + 2;
                        }
                        None => from = end,
                    }
                }
                // The data: flags, value names, "[OPTIONS]", the program's and the
                // subcommands' names, a choice's id ("- qs1:").
                let letters: String = rest
                    .split_whitespace()
                    .filter(|word| {
                        !(word.starts_with('-')
                            || word.starts_with('<')
                            || word.starts_with('[')
                            || *word == "nqueens"
                            || *word == "help"
                            || names.iter().any(|n| n == word)
                            || (line.trim_start().starts_with("- ") && word.ends_with(':')))
                    })
                    .flat_map(str::chars)
                    .filter(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(*c))
                    .collect();
                assert!(letters.is_empty(), "{args:?}: {line}: {letters}");
            }
        }
    }
}

/// `nqueens exercise`'s errors (a bad class code, a name too long, a code that is not one)
/// in German, and unchanged in English.
#[test]
fn exercise_errors_speak_german() {
    let long = "x".repeat(61);
    let (_, de, status) = run_in(
        "de",
        &[
            "exercise",
            "instance",
            "--class",
            "XX-7KQ2M9",
            "--learner",
            "Ada",
        ],
    );
    assert_eq!(status, Some(2));
    assert!(de.contains("„XX-7KQ2M9“ ist kein Klassencode"), "{de}");
    let (_, de, _) = run_in(
        "de",
        &[
            "exercise",
            "key",
            "--class",
            "BT-7KQ2M9",
            "--learner",
            &long,
        ],
    );
    assert!(de.contains("höchstens 60 Zeichen"), "{de}");
    let (_, de, _) = run_in("de", &["exercise", "check", "hello"]);
    assert!(
        de.contains("Code 1 abgelehnt: Kein Abschlusscode (er beginnt mit NQX1~)"),
        "{de}"
    );
    let (_, en, _) = run_in(
        "en",
        &[
            "exercise",
            "instance",
            "--class",
            "XX-7KQ2M9",
            "--learner",
            "Ada",
        ],
    );
    assert!(en.starts_with("error: \"XX-7KQ2M9\" is not a class code: a class code is the exercise's letters (BT, FC,"), "{en}");
}

/// `nqueens papers` in German: the headings, the columns' headings and the notes in
/// German, and every cell the same number as in English written the German way (a decimal
/// comma, thousands grouped with a point); Sosič & Gu's table and Brassard & Bratley's, with
/// the book's column (n = 8) and without it.
#[test]
fn papers_speak_german_with_the_same_numbers() {
    // English's 1,234.5 is German's 1.234,5: the two separators swapped.
    let german = |english: &str| -> String {
        english
            .chars()
            .map(|c| match c {
                ',' => '.',
                '.' => ',',
                c => c,
            })
            .collect()
    };
    // The cells of a table's rows (after the headings), the time of the last line taken out.
    let cells = |text: &str, skip: usize, rows: usize| -> Vec<Vec<String>> {
        text.lines()
            .skip(skip)
            .take(rows)
            .map(|l| l.split_whitespace().map(str::to_string).collect())
            .collect()
    };
    let sosic_gu = [
        "papers",
        "--sizes",
        "10,100,1000",
        "--permutations",
        "10",
        "--runs",
        "2",
        "--seed",
        "1",
    ];
    let (en, _, code) = run_in("en", &sosic_gu);
    assert_eq!(code, Some(0));
    let (de, _, _) = run_in("de", &sosic_gu);
    let lines: Vec<&str> = de.lines().collect();
    assert_eq!(
        lines[0],
        "Sosič & Gu (1991), Tabellen 2–5: unsere (Hauptstartwert 1) | Artikel"
    );
    for heading in [
        "Kollisionen/n",
        "Diag. min–max",
        "1. Perm. ok",
        "geprüfte Paare",
    ] {
        assert!(lines[1].contains(heading), "{heading}: {}", lines[1]);
    }
    // n = 1000: the paper's 253,671 pairs tested, grouped.
    assert!(en.contains("253,671") && de.contains("253.671"), "{de}");
    let english_cells: Vec<Vec<String>> = cells(&en, 2, 3)
        .into_iter()
        .map(|row| row.iter().map(|c| german(c)).collect())
        .collect();
    assert_eq!(cells(&de, 2, 3), english_cells);
    // A heading longer than its English column widens it: the cells stay under their
    // headings as in English (the diagonal's column: its heading ends where it ends over
    // its cells in English, a character further, as the measured collisions' cell is).
    let end = |line: &str, word: &str| {
        let at = line.find(word).expect(word);
        line[..at + word.len()].chars().count() as isize
    };
    let en_lines: Vec<&str> = en.lines().collect();
    assert_eq!(
        end(lines[1], "Diag. min–max") - end(lines[2], "2-3"),
        end(en_lines[1], "diag min-max") - end(en_lines[2], "2-3"),
        "{en}{de}"
    );

    fn bb(n: &str) -> [&str; 8] {
        [
            "papers",
            "--brassard-bratley",
            "--n",
            n,
            "--runs",
            "50",
            "--seed",
            "1",
        ]
    }
    for (n, book) in [("8", true), ("5", false)] {
        let (en, _, code) = run_in("en", &bb(n));
        assert_eq!(code, Some(0));
        let (de, _, _) = run_in("de", &bb(n));
        let lines: Vec<&str> = de.lines().collect();
        assert!(
            lines[0].starts_with(&format!("Brassard & Bratley (1996), §10.6.3, queensLV auf {n} × {n}: exakt | gemessen (50 Läufe je Zeile, Hauptstartwert 1)")),
            "{}",
            lines[0]
        );
        assert_eq!(lines[0].ends_with(" | Buch"), book, "{}", lines[0]);
        assert!(lines[2].contains("gemessen"), "{}", lines[2]);
        assert_eq!(lines[2].contains("Buch"), book, "{}", lines[2]);
        let rows = n.parse::<usize>().unwrap() + 1;
        let english_cells: Vec<Vec<String>> = cells(&en, 3, rows)
            .into_iter()
            .map(|row| row.iter().map(|c| german(c)).collect())
            .collect();
        assert_eq!(cells(&de, 3, rows), english_cells);
        let best = lines[3 + rows];
        assert!(best.starts_with("Bestes k: "), "{best}");
        assert_eq!(best.contains(" im Buch  ("), book, "{best}");
        assert!(lines[4 + rows].starts_with("(p: erfolgreiche Durchgänge ÷ Durchgänge;"));
    }
}

/// A file the CLI cannot write: one message, "writing FILE: why" inside "error: …", for
/// `solve --out` (and the SCORM packages), in the language; English as it always was.
#[test]
fn a_file_not_written_is_said_once_in_the_language() {
    let dir = std::env::temp_dir().join(format!("nqueens-cli-lang-{}", std::process::id()));
    let path = dir.join("no-such-folder").join("columns.txt");
    let path = path.to_str().expect("UTF-8");
    let why = std::fs::File::create(path).unwrap_err().to_string();
    let solve = ["solve", "--n", "8", "--out", path];
    let (_, en, code) = run_in("en", &solve);
    assert_eq!(code, Some(1));
    assert_eq!(en, format!("error: writing {path}: {why}\n"));
    let (_, de, _) = run_in("de", &solve);
    assert_eq!(
        de,
        format!("Fehler: Schreiben von {path} fehlgeschlagen: {why}\n")
    );
    // An unknown built-in lesson: the core's refusal, in German.
    let (_, de, code) = run_in("de", &["lesson", "show", "no-such-lesson"]);
    assert_eq!(code, Some(1));
    assert!(
        de.starts_with("keine eingebaute Lektion „no-such-lesson“: die Lektionen sind first-solution-walkthrough, "),
        "{de}"
    );
}

/// The lines of `nqueens --lang en-XA args` (stdout, then stderr) left in English: each line
/// with `data` (ids, names, paths, codes: text shown as it is in every language) and a usage
/// line's usage taken out, and what is left checked word by word. A word of the catalogs is
/// pseudo-localized (no ASCII consonant, src/l10n.rs's `pseudo`); an ASCII consonant left is
/// an English word. Not words: a symbol of one letter (n, k, p), a flag (--csv), a code in
/// capitals and digits (BT-7KQ2M9, NQX1~), a bracketed token ([s43]).
fn english_lines(args: &[&str], data: &[String]) -> Vec<String> {
    let (stdout, stderr, _) = run_in("en-XA", args);
    let mut english = vec![];
    for line in stdout.lines().chain(stderr.lines()) {
        // A usage line: its title checked, the usage (the program, its subcommands and
        // placeholders) data; a list "[label: values]" (clap's possible values or
        // subcommands): its label checked, its values data.
        let mut rest = match line.split_once(": nqueens") {
            Some((title, _)) => title,
            None => line,
        }
        .to_string();
        if let (Some(start), true) = (rest.find("  ["), rest.ends_with(']')) {
            if let Some(colon) = rest[start..].find(": ") {
                rest.truncate(start + colon);
            }
        }
        for d in data {
            rest = rest.replace(d.as_str(), " ");
        }
        let left: Vec<&str> = rest
            .split_whitespace()
            .filter(|word| {
                let letters = word.chars().filter(char::is_ascii_alphabetic).count();
                // A value quoted (in the pseudo-locale, padded with "·").
                let bare = word.trim_start_matches(['\'', '"', '(', '·']);
                !(letters <= 1
                    || bare.starts_with('-')
                    || bare.starts_with('[')
                    || word.starts_with('[')
                    || word
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || !c.is_alphabetic()))
            })
            .filter(|word| {
                word.chars()
                    .any(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(c))
            })
            .collect();
        if !left.is_empty() {
            english.push(format!("{args:?}: {line}  ⟵ {left:?}"));
        }
    }
    english
}

/// Every command in the pseudo-locale, with good input and with bad (a bad number, too
/// large a board, unknown parameters, an unknown algorithm or lesson, a class code that is
/// not one, a file that cannot be read or written, an empty table, clap's own usage errors):
/// no line left in English but the data.
#[test]
fn the_pseudo_locale_leaves_no_english_line_with_good_or_bad_input() {
    // The data: the algorithms' ids, names and every text of their JSON (English: data in
    // the core's messages, the algorithms' catalog's part of issue 42), the lessons' ids,
    // the system's words for a missing file, the CSV header of `exercise check`, and the
    // values given below.
    let mut data: Vec<String> = vec![];
    let json = run_in("en", &["algorithms", "--json"]).0;
    collect_strings(&serde_json::from_str(&json).expect("JSON"), &mut data);
    let lessons = run_in("en", &["lesson", "list", "--json"]).0;
    let lessons: serde_json::Value = serde_json::from_str(&lessons).expect("JSON");
    for lesson in lessons["lessons"].as_array().expect("lessons") {
        data.push(lesson["id"].as_str().expect("an id").to_string());
    }
    let dir = std::env::temp_dir().join(format!("nqueens-pseudo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let missing = dir.join("no-such-folder").join("x.txt");
    let missing = missing.to_str().expect("UTF-8").to_string();
    data.push(std::fs::File::open(&missing).unwrap_err().to_string());
    let bad_lesson = dir.join("bad-lesson.md");
    std::fs::write(&bad_lesson, "# A title\n").expect("written");
    let bad_lesson = bad_lesson.to_str().expect("UTF-8").to_string();
    data.extend([missing.clone(), bad_lesson.clone()]);
    let header = run_in("en", &["exercise", "check", "hello"]).0;
    data.push(header.lines().next().expect("the CSV header").to_string());
    data.push("scalar".to_string());
    data.extend(
        [
            "Ada",
            "abc",
            "foo",
            "nope",
            "hello",
            "qs1:x",
            "no-such-lesson",
            "scalr",
            "nqueens",
            "solv",
            "solve",
            "best",
            "avx512",
        ]
        .map(String::from),
    );
    data.sort_by_key(|d| std::cmp::Reverse(d.len()));
    // Not a symbol of a letter or two (n, k, on): taken out of every word, it would hide
    // English around it.
    data.retain(|d| d.chars().count() >= 3);
    // (`algorithms` and its parameters' values: the_pseudo_locale_leaves_no_ascii_consonant_in_any_command.)
    let cases: &[&[&str]] = &[
        &["solve", "--algorithm", "qs1", "--n", "8", "--seed", "1"],
        &["solve", "--n", "abc"],
        &["solve", "--n", "100"],
        &["solve", "--algorithm", "qs1", "--n", "2"],
        &[
            "solve",
            "--algorithm",
            "qs1",
            "--n",
            "8",
            "--param",
            "foo=1",
        ],
        &[
            "solve",
            "--algorithm",
            "genetic",
            "--n",
            "8",
            "--param",
            "population=1",
        ],
        &["solve", "--n", "8", "--out", &missing],
        &[
            "compare",
            "--n",
            "3",
            "--trials",
            "2",
            "--seed",
            "1",
            "--algorithms",
            "qs1",
        ],
        &[
            "compare",
            "--n",
            "8",
            "--trials",
            "2",
            "--seed",
            "1",
            "--algorithms",
            "qs1",
            "--param",
            "foo=1",
        ],
        &[
            "compare",
            "--n",
            "8",
            "--trials",
            "2",
            "--seed",
            "1",
            "--algorithms",
            "qs1",
            "--csv",
            &missing,
        ],
        &[
            "sweep",
            "--from",
            "2",
            "--to",
            "4",
            "--trials",
            "2",
            "--seed",
            "1",
            "--algorithms",
            "qs1,backtracking",
        ],
        &["sweep", "--from", "9", "--to", "4", "--seed", "1"],
        &["count", "--n", "6", "--threads", "1", "--kernel", "scalar"],
        &[
            "papers",
            "--sizes",
            "10,100",
            "--permutations",
            "10",
            "--runs",
            "2",
            "--seed",
            "1",
        ],
        &[
            "papers",
            "--sizes",
            "3",
            "--permutations",
            "2",
            "--runs",
            "1",
            "--seed",
            "1",
        ],
        &[
            "papers",
            "--brassard-bratley",
            "--n",
            "8",
            "--runs",
            "20",
            "--seed",
            "1",
        ],
        &[
            "papers",
            "--brassard-bratley",
            "--n",
            "5",
            "--runs",
            "20",
            "--seed",
            "1",
        ],
        &[
            "papers",
            "--brassard-bratley",
            "--n",
            "4",
            "--runs",
            "0",
            "--seed",
            "1",
        ],
        &[
            "exercise",
            "instance",
            "--class",
            "BT-7KQ2M9",
            "--learner",
            "Ada",
        ],
        &[
            "exercise",
            "instance",
            "--class",
            "XX-7KQ2M9",
            "--learner",
            "Ada",
        ],
        &[
            "exercise",
            "key",
            "--class",
            "BT-7KQ2M9",
            "--learner",
            "Ada",
        ],
        &["exercise", "key", "--class", "BT-7KQ2M9", "--learner", " "],
        &["exercise", "check", "hello", "NQX1~abc"],
        &["lesson", "show", "no-such-lesson"],
        &["lesson", "check", &missing],
        &["lesson", "check", &bad_lesson],
        &["bench", "--cases", "nope:8"],
        &["bench", "--cases", "qs1:x"],
        // clap's own usage errors.
        &["solve", "--n", "8", "--x"],
        &["solve", "--n", "8", "--seeed", "1"],
        &["solve", "--n", "8", "--seed", "abc"],
        &["solve", "--n"],
        &["solve"],
        &["compare", "--n", "20000000"],
        &["papers", "--permutations", "0"],
        &["count", "--n", "8", "--kernel", "scalr"],
        &["solv"],
        &["lesson", "scorm", "x", "--file", "y", "--out", "z"],
        &[],
    ];
    let english: Vec<String> = cases
        .iter()
        .flat_map(|args| english_lines(args, &data))
        .collect();
    assert!(english.is_empty(), "{}", english.join("\n"));
}

/// clap's own help words (`[default: …]`, `[possible values: …]`, `Possible values:`) in
/// German and Chinese, in clap's layout; English keeps clap's.
#[test]
fn help_says_defaults_and_possible_values_in_the_language() {
    let (de, _, code) = run_in("de", &["papers", "-h"]);
    assert_eq!(code, Some(0));
    assert!(
        de.contains(" Das Brett der Tabelle von --brassard-bratley (4 bis 12) [Vorgabe: 8]\n"),
        "{de}"
    );
    assert!(!de.contains("[default:"), "{de}");
    let (zh, _, _) = run_in("zh-CN", &["papers", "-h"]);
    assert!(zh.contains("[默认：8]\n"), "{zh}");
    // The short help: the default, then the values, after the help on its line.
    let (de, _, _) = run_in("de", &["lesson", "scorm", "-h"]);
    assert!(
        de.contains("(4. Ausgabe) [Vorgabe: 1.2] [mögliche Werte: 1.2, 2004]\n"),
        "{de}"
    );
    // The long help: the values each with its help (the catalog's), then the default.
    let (de, _, _) = run_in("de", &["count", "--help"]);
    let want = [
        "          Mögliche Werte:",
        "          - best:   AVX-512, wenn die CPU es hat, sonst skalar",
        "          - scalar: Tiefensuche Zeile für Zeile (läuft überall)",
        "          - avx512: Breitensuche der letzten Zeilen, sechzehn Bretter zugleich (x86-64 mit AVX-512F)",
        "          ",
        "          [Vorgabe: best]",
    ]
    .join("\n");
    assert!(de.contains(&want), "{de}");
    assert!(!de.contains("Possible values"), "{de}");
    let (en, _, _) = run_in("en", &["count", "--help"]);
    assert!(en.contains("\n          Possible values:\n"), "{en}");
    assert!(en.contains("\n          [default: best]\n"), "{en}");
}

/// clap's usage errors in German: its own words (an unknown argument, a value that is not
/// a number, a number out of range with the language's grouping, a required argument
/// missing, a value not among the possible ones) said by the catalog on standard error,
/// with exit code 2, in clap's layout; English unchanged (tests/cli.rs).
#[test]
fn clap_s_usage_errors_speak_german() {
    let cases: &[(&[&str], &[&str])] = &[
        (
            &["solve", "--n", "8", "--x"],
            &[
                "Fehler: unerwartetes Argument „--x“\n",
                "\nAufruf: nqueens solve --n <N>\n",
            ],
        ),
        (
            &["solve", "--n", "8", "--seeed", "1"],
            &["  Tipp: ein ähnliches Argument existiert: „--seed“\n"],
        ),
        (
            &["solve", "--n", "8", "--seed", "abc"],
            &["Fehler: ungültiger Wert „abc“ für „--seed <SEED>“: ungültige Ziffer in der Zahl\n"],
        ),
        (
            &["compare", "--n", "20000000"],
            &["Fehler: ungültiger Wert „20000000“ für „--n <N>“: 20.000.000 liegt nicht zwischen 1 und 10.000.000\n"],
        ),
        (
            &["papers", "--runs", "0"],
            &["„--runs <RUNS>“: 0 liegt nicht zwischen 1 und 10.000.000\n"],
        ),
        (
            &["exercise", "instance", "--class", "FC-7KQ2M9", "--learner", "ada", "--attempt", "0"],
            &["„--attempt <ATTEMPT>“: 0 ist kleiner als 1\n"],
        ),
        (
            &["solve"],
            &["Fehler: diese erforderlichen Argumente fehlen:\n  --n <N>\n"],
        ),
        (
            &["count", "--n", "8", "--kernel", "scalr"],
            &[
                "„--kernel <KERNEL>“\n  [mögliche Werte: best, scalar, avx512]\n",
                "  Tipp: ein ähnlicher Wert existiert: „scalar“\n",
            ],
        ),
        (&["solv"], &["Fehler: unbekannter Unterbefehl „solv“\n"]),
        (
            &[],
            &["Fehler: „nqueens“ braucht einen Unterbefehl, aber es wurde keiner angegeben\n  [Unterbefehle: algorithms, solve, "],
        ),
        // Ours in clap's wrapper (usage_error).
        (
            &["solve", "--n", "abc"],
            &["Fehler: Brettgröße „abc“", "\nAufruf: nqueens [OPTIONS] <COMMAND>\n"],
        ),
    ];
    for (args, want) in cases {
        let (stdout, stderr, code) = run_in("de", args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert_eq!(stdout, "", "{args:?}");
        for want in *want {
            assert!(stderr.contains(want), "{args:?}: {want:?} in {stderr}");
        }
        assert!(
            stderr.ends_with("\n\nWeitere Informationen mit „--help“.\n"),
            "{args:?}: {stderr}"
        );
        for english in [
            "error:",
            "Usage:",
            "For more information",
            "tip:",
            " is not in ",
        ] {
            assert!(!stderr.contains(english), "{args:?}: {stderr}");
        }
    }
    // English: clap's own.
    let (_, en, code) = run_in("en", &["compare", "--n", "20000000"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        en,
        "error: invalid value '20000000' for '--n <N>': 20000000 is not in 1..=10000000\n\n\
         For more information, try '--help'.\n"
    );
}

/// A Chinese table's columns line up in a terminal: each heading ends at the column where
/// its cells end, counted in terminal columns (a Chinese character two), as English's do.
#[test]
fn chinese_tables_line_up_by_terminal_columns() {
    /// The terminal columns of `line` where each run of non-spaces ends.
    fn ends(line: &str) -> Vec<usize> {
        let mut ends = vec![];
        let mut column = 0;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            column += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            if c != ' ' && chars.peek().is_none_or(|next| *next == ' ') {
                ends.push(column);
            }
        }
        ends
    }
    let compare = [
        "compare",
        "--n",
        "8",
        "--trials",
        "5",
        "--seed",
        "1",
        "--algorithms",
        "backtracking",
    ];
    for lang in ["en", "zh-CN"] {
        let (out, _, code) = run_in(lang, &compare);
        assert_eq!(code, Some(0));
        let lines: Vec<&str> = out.lines().collect();
        let (heading, row) = (ends(lines[1]), ends(lines[2]));
        assert_eq!(row.len(), 8, "{lang}: {out}");
        // Each right-aligned cell ends where its heading (its last word) does.
        for end in &row[1..] {
            assert!(
                heading.contains(end),
                "{lang}: {end}\n{}\n{}",
                lines[1],
                lines[2]
            );
        }
    }
    // papers: the columns' bars where the rows' are.
    let papers = [
        "papers",
        "--sizes",
        "10",
        "--permutations",
        "10",
        "--runs",
        "2",
        "--seed",
        "1",
    ];
    for lang in ["en", "zh-CN"] {
        let (out, _, _) = run_in(lang, &papers);
        let lines: Vec<&str> = out.lines().collect();
        let bars = |line: &str| -> Vec<usize> {
            let mut column = 0;
            let mut at = vec![];
            for c in line.chars() {
                if c == '|' {
                    at.push(column);
                }
                column += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            }
            at
        };
        assert_eq!(
            bars(lines[1]),
            bars(lines[2]),
            "{lang}:\n{}\n{}",
            lines[1],
            lines[2]
        );
        // Each heading ends where its column's cells end.
        assert_eq!(
            ends(lines[1]).last(),
            ends(lines[2]).last(),
            "{lang}: {out}"
        );
    }
}
