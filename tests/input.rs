//! The parsers the page and the CLI share (`nqueens::input`, seeds, algorithm ids): numbers
//! written every accepted way read back, malformed ones are refused with a message naming the
//! limit, and, in the ignored `parsers_survive_100k_generated_inputs` (the robustness issue;
//! `cargo test --release --test input -- --ignored`), 10^5 generated texts never panic and
//! every value accepted is consistent with the text.

use nqueens::input::{parse_board_size, parse_queens, parse_whole};
use nqueens::registry::{Algorithm, ALGORITHMS};
use nqueens::seed::parse_seed;
use proptest::prelude::*;
use std::str::FromStr;

/// `value` grouped in threes with `separator` ("1,234,567").
fn grouped(value: u64, separator: char) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

const SEPARATORS: [char; 4] = [',', ' ', '\u{a0}', '\u{202f}'];

proptest! {
    #[test]
    fn whole_numbers_read_back_plain_or_grouped(value in any::<u64>(), sep in 0usize..4, pad in 0usize..3, plain in any::<bool>()) {
        let body = if plain { value.to_string() } else { grouped(value, SEPARATORS[sep]) };
        let text = format!("{}{body}{}", " ".repeat(pad), "\t".repeat(pad));
        prop_assert_eq!(parse_whole(&text), Some(value));
    }

    #[test]
    fn misgrouped_numbers_are_refused(first in "[0-9]{1,3}", groups in prop::collection::vec("[0-9]{1,5}", 1..4), sep in 0usize..4) {
        prop_assume!(groups.iter().any(|g| g.len() != 3));
        let text = format!("{first}{}{}", SEPARATORS[sep], groups.join(&SEPARATORS[sep].to_string()));
        prop_assert_eq!(parse_whole(&text), None, "{}", text);
    }

    #[test]
    fn mixed_separators_are_refused(a in 1u64..1000, b in 0u64..1000, c in 0u64..1000, s in 0usize..4, t in 0usize..4) {
        prop_assume!(s != t);
        let text = format!("{a}{}{b:03}{}{c:03}", SEPARATORS[s], SEPARATORS[t]);
        prop_assert_eq!(parse_whole(&text), None, "{}", text);
    }

    #[test]
    fn board_sizes_within_each_limit_are_taken_and_beyond_it_refused_naming_it(index in 0usize..ALGORITHMS.len(), within in any::<prop::sample::Index>(), beyond in 1u64..1_000_000_000) {
        let algorithm = Algorithm::ALL[index];
        let entry = algorithm.description();
        let n = within.index(entry.max_n) + 1;
        let parsed = parse_board_size(&grouped(n as u64, ','), algorithm.description());
        if (n == 2 || n == 3) && !entry.exhaustive {
            prop_assert!(parsed.unwrap_err().contains("OEIS A000170"));
        } else {
            prop_assert_eq!(parsed, Ok(n));
        }
        let error = parse_board_size(&(entry.max_n as u64 + beyond).to_string(), algorithm.description()).unwrap_err();
        let limit = format!("{} runs 1 to {}", entry.name, grouped(entry.max_n as u64, ','));
        prop_assert!(error.contains(&limit), "{}", error);
    }

    #[test]
    fn queens_boards_read_back(columns in prop::collection::vec(0u32..=40, 0..=32), spaces in any::<bool>()) {
        let text = columns.iter().map(u32::to_string).collect::<Vec<_>>().join(if spaces { ", " } else { "," });
        prop_assert_eq!(parse_queens(&text, 32), Ok(columns.clone()));
        if !columns.is_empty() {
            prop_assert!(parse_queens(&text, columns.len() - 1).is_err());
        }
    }
}

#[test]
fn zero_sizes_blank_and_junk_are_refused_with_the_limit() {
    for text in [
        "0",
        "",
        " ",
        "-1",
        "1e3",
        "0x10",
        "NaN",
        "٣",
        "1,00",
        "99999999999999999999999",
    ] {
        let error = parse_board_size(text, Algorithm::MinConflicts.description()).unwrap_err();
        assert!(
            error.contains("Min-conflicts runs 1 to 100,000,000"),
            "{text}: {error}"
        );
    }
    assert_eq!(
        parse_board_size("2", Algorithm::Backtracking.description()),
        Ok(2)
    );
    assert_eq!(
        parse_board_size("100,000,000", Algorithm::Construction.description()),
        Ok(100_000_000)
    );
}

/// Text a person or an address might bring: any Unicode, or near misses of the valid forms.
fn texts() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[0-9 ,\u{a0}\u{202f}\t+.eE-]{0,30}",
        "[0-9]{0,25}",
        "[a-z-]{0,20}",
        prop::collection::vec("[0-9 ]{0,4}", 0..40).prop_map(|parts| parts.join(",")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100_000, failure_persistence: None, ..ProptestConfig::default() })]
    #[test]
    #[ignore = "10^5 cases: run on demand (cargo test --release --test input -- --ignored)"]
    fn parsers_survive_100k_generated_inputs(text in texts()) {
        let trimmed = text.trim();
        if let Some(value) = parse_whole(&text) {
            let digits: String = trimmed.chars().filter(char::is_ascii_digit).collect();
            prop_assert_eq!(digits.trim_start_matches('0').to_string(), if value == 0 { String::new() } else { value.to_string() });
        }
        if let Ok(seed) = parse_seed(&text) {
            prop_assert_eq!(trimmed.parse::<u64>(), Ok(seed));
        }
        for algorithm in Algorithm::ALL {
            if let Ok(n) = parse_board_size(&text, algorithm.description()) {
                prop_assert_eq!(parse_whole(&text), Some(n as u64));
                prop_assert!(n >= 1 && n <= algorithm.description().max_n);
            }
        }
        if let Ok(columns) = parse_queens(&text, 32) {
            prop_assert!(columns.len() <= 32);
            prop_assert_eq!(columns.len(), if trimmed.is_empty() { 0 } else { text.split(',').count() });
        }
        if let Ok(algorithm) = Algorithm::from_str(&text) {
            prop_assert_eq!(algorithm.id(), trimmed);
        }
    }
}
