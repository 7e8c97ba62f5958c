//! What a person types, or puts in the page's address, parsed once for the page and the CLI:
//! whole numbers with or without thousands separators ([`parse_whole`]), board sizes within
//! an algorithm's limit, read from its [`Description`] ([`parse_board_size`]) and `queens=`
//! boards ([`parse_queens`]). Seeds are parsed by [`crate::seed::parse_seed`] and algorithm
//! ids by [`crate::registry::Algorithm`]'s `FromStr`, beside the list of algorithms (this
//! module knows none). None of them panics, whatever the text
//! (`tests/input.rs` runs 10^5 generated cases on demand).

use crate::description::Description;
use crate::message::{Arg, Message, Refusal};

/// The largest whole number a message's number variable (an `f64`, [`Arg::Number`]) holds
/// exactly, 2^53; a larger one given by a person is said as typed, not rounded.
pub const MAX_EXACT: u64 = 1 << 53;

/// The separators a whole number may be grouped with: comma, space, no-break space (U+00A0),
/// narrow no-break space (U+202F).
const SEPARATORS: [char; 4] = [',', ' ', '\u{a0}', '\u{202f}'];

/// The whole number in `text` (surrounding whitespace ignored): ASCII digits, or digits in
/// groups of three after a first group of one to three, all separated by the same one of
/// `SEPARATORS` ("1000", "1,000", "1 000 000"). `None` for anything else: blank, a sign, a
/// decimal point, mixed or misplaced separators, other scripts' digits, or a value beyond
/// `u64::MAX`. The page's `parseGrouped` (www/shared.js) follows the same rule, checked
/// against this one by a property test (tests/js).
///
/// ```
/// use nqueens::input::parse_whole;
/// assert_eq!(parse_whole(" 1,000,000 "), Some(1_000_000));
/// assert_eq!(parse_whole("1 000"), Some(1000));
/// assert_eq!(parse_whole("1,00"), None);
/// assert_eq!(parse_whole("1,000 000"), None);
/// assert_eq!(parse_whole("-1"), None);
/// ```
pub fn parse_whole(text: &str) -> Option<u64> {
    let text = text.trim();
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if all_digits(text) {
        return text.parse().ok();
    }
    let separator = text.chars().find(|c| SEPARATORS.contains(c))?;
    let mut groups = text.split(separator);
    let first = groups.next()?;
    if !all_digits(first) || first.len() > 3 {
        return None;
    }
    let mut digits = String::from(first);
    for group in groups {
        if group.len() != 3 || !all_digits(group) {
            return None;
        }
        digits.push_str(group);
    }
    digits.parse().ok()
}

/// A board size for the algorithm `entry` describes, from `text` ([`parse_whole`]'s forms):
/// 1 to its `max_n` (OEIS A000170 gives Q(2) = Q(3) = 0, so an algorithm that stops
/// only at a solution refuses n = 2 and 3). The error ([`Refusal`]: `error-size-…` of
/// `locales/<lang>/errors.ftl`) names the algorithm and its limit; a size beyond
/// [`MAX_EXACT`] is said as typed (a number variable would round its last digits).
///
/// ```
/// use nqueens::{input::parse_board_size, registry::Algorithm};
/// assert_eq!(parse_board_size("1,000", Algorithm::MinConflicts.description()), Ok(1000));
/// let error = parse_board_size("65", Algorithm::Backtracking.description()).unwrap_err();
/// assert!(error.contains("Backtracking runs 1 to 64"), "{error}");
/// assert!(parse_board_size("3", Algorithm::Qs1.description()).is_err());
/// ```
pub fn parse_board_size(text: &str, entry: &Description) -> Result<usize, Refusal> {
    let max = entry.max_n;
    let limit = format!("{} runs 1 to {}", entry.name, grouped(max as u64));
    let n = parse_whole(text).ok_or_else(|| {
        Refusal::new(
            Message::new("error-size-not-whole")
                .arg("text", text.trim())
                .arg("algorithm", entry.name_arg())
                .arg("max", max),
            format!(
                "board size “{}” is not a whole number: {limit}",
                text.trim()
            ),
        )
    })?;
    if n == 0 || n > max as u64 {
        // A number a message's variable (an f64) would round is said as it was typed.
        let (shown, english) = if n <= MAX_EXACT {
            (Arg::from(n), grouped(n))
        } else {
            (Arg::from(text.trim()), text.trim().to_string())
        };
        return Err(Refusal::new(
            Message::new("error-size-range")
                .arg("n", shown)
                .arg("algorithm", entry.name_arg())
                .arg("max", max),
            format!("board size {english} is out of range: {limit}"),
        ));
    }
    if (n == 2 || n == 3) && !entry.exhaustive {
        return Err(Refusal::new(
            Message::new("error-size-no-solution")
                .arg("n", n)
                .arg("algorithm", entry.name_arg()),
            format!(
                "no solution exists on a {n}×{n} board (Q({n}) = 0, OEIS A000170): {} stops only at a solution",
                entry.name
            ),
        ));
    }
    Ok(n as usize)
}

/// A board from the page's `queens=` form: 1-based columns separated by commas, one per row
/// from row 1 (the bottom), 0 for an empty row; blank for an empty board. At most `max_rows`
/// rows; columns are not checked against a board size here (the caller knows it). Returns
/// the columns as given (1-based, 0 = empty); the error says what the form is.
///
/// ```
/// use nqueens::input::parse_queens;
/// assert_eq!(parse_queens("2,4,1,3", 32), Ok(vec![2, 4, 1, 3]));
/// assert_eq!(parse_queens(" ", 32), Ok(vec![]));
/// assert!(parse_queens("1,x", 32).is_err());
/// assert!(parse_queens("1,2,3", 2).is_err());
/// ```
pub fn parse_queens(text: &str, max_rows: usize) -> Result<Vec<u32>, Refusal> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let form = "columns separated by commas (0 for an empty row), one per row from row 1";
    let mut columns = Vec::new();
    for part in text.split(',') {
        if columns.len() == max_rows {
            return Err(Refusal::new(
                Message::new("error-queens-rows").arg("max", max_rows),
                format!("queens must be {form}, at most {max_rows} rows"),
            ));
        }
        let part = part.trim();
        let column = (!part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u32>().ok())
            .flatten()
            .ok_or_else(|| {
                Refusal::new(
                    Message::new("error-queens-column").arg("text", part),
                    format!("queens must be {form}; “{part}” is not a column"),
                )
            })?;
        columns.push(column);
    }
    Ok(columns)
}

/// `value` with commas between groups of three digits, as the page and the CLI print
/// counts: the form [`parse_whole`] reads back.
///
/// ```
/// use nqueens::input::{grouped, parse_whole};
/// assert_eq!(grouped(1_234_567), "1,234,567");
/// assert_eq!(parse_whole(&grouped(1000)), Some(1000));
/// ```
pub fn grouped(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A board as the page hands it over, `columns[row]`: the 1-based column of that row's queen,
/// 0 for an empty row; as 0-based columns or `None`. `n = columns.len()`.
///
/// # Errors
/// Unless `1 ≤ n ≤ max_rows` and every column is 0 to n: a message saying what a board is.
///
/// ```
/// use nqueens::input::one_based_board;
/// assert_eq!(one_based_board(&[2, 0, 1], 32), Ok(vec![Some(1), None, Some(0)]));
/// assert!(one_based_board(&[4, 0, 1], 32).is_err());
/// ```
pub fn one_based_board(columns: &[u32], max_rows: usize) -> Result<Vec<Option<usize>>, Refusal> {
    let n = columns.len();
    if !(1..=max_rows).contains(&n) || columns.iter().any(|&c| c as usize > n) {
        return Err(Refusal::new(
            Message::new("error-board-rows").arg("max", max_rows),
            format!("a board of 1 to {max_rows} rows needs one column from 0 (empty) to n per row"),
        ));
    }
    Ok(columns
        .iter()
        .map(|&c| (c > 0).then(|| c as usize - 1))
        .collect())
}
