//! The CLI's languages (issue 42): `--lang`, else LC_ALL / LC_MESSAGES / LANG, else English,
//! on the first command that speaks them, `nqueens count`, with Q(12) = 14,200 and 1,787
//! fundamental solutions (OEIS A000170, A002562) written each language's way.

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
        "Q(\u{2068}12\u{2069}) = \u{2068}14,200\u{2069}: عدد الحلول على لوحة \u{2068}12\u{2069}×\u{2068}12\u{2069} (OEIS A000170)"
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
        // Each piece of text between the variables padded to 40 % longer.
        "Ɋ(·12) = 14,200 şooŀuuŧiooƞş ooƞ aa ··12×12 ƀooaařḓ (OEIŞ A000170)·······"
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
