//! Usage errors in the process's language (issue 42): clap's own (an unknown argument, a
//! value that does not parse or is out of range, a required argument missing, …) and ours
//! (`usage_error` in `mod.rs`), said through `cli.ftl`'s `cli-clap-…` messages from the
//! error's kind and context (`clap::Error::get`), in clap's layout: "error: what", a tip,
//! "Usage: …", "For more information, try '--help'." on standard error, exit code 2.
//!
//! English is clap's own rendering, byte for byte (`clap::Error::exit`): tests/cli.rs
//! records it. So is a kind or a context this module does not know (a tip clap adds later,
//! an I/O error): clap's English rather than a half-translated error. Help and version are
//! clap's (help.rs has localized their texts). The text is plain, without clap's colours.

use super::i18n::{self, number, tr, FluentValue};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::fmt::Write as _;

/// clap's indentation of a tip or a list item under the error's line.
const TAB: &str = "  ";

/// Prints `error` (from `try_get_matches_from`) as clap would, in the process's language,
/// and exits with clap's code (2 for a usage error, 0 for help and version).
pub fn exit(error: clap::Error) -> ! {
    match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => error.exit(),
        _ if i18n::language() == "en" => error.exit(),
        _ => match said(&error) {
            Some(text) => {
                eprint!("{text}");
                std::process::exit(error.exit_code())
            }
            None => error.exit(),
        },
    }
}

/// Prints `message` (already in the process's language) as a usage error of `usage` (the
/// command's usage line as clap renders it, "Usage: nqueens [OPTIONS] <COMMAND>") and exits
/// with code 2: the wrapper of [`said`], for `usage_error`'s errors of our own.
pub fn exit_with(message: &str, usage: &str) -> ! {
    eprint!("{}", wrapped(message, &[], Some(usage)));
    std::process::exit(2)
}

/// `error` in the process's language, as clap lays it out; None for a kind or a context
/// the catalogs do not say (clap's English then).
pub fn said(error: &clap::Error) -> Option<String> {
    let what = what(error)?;
    let mut tips = vec![];
    for (kind, noun) in [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ] {
        if let Some(value) = error.get(kind) {
            let values = strings(value)?;
            tips.push(tr(
                &format!("cli-clap-tip-similar-{noun}"),
                &[
                    ("values", quoted_list(&values).into()),
                    ("count", number(values.len() as f64)),
                ],
            ));
        }
    }
    if let Some(value) = error.get(ContextKind::Suggested) {
        let ContextValue::StyledStrs(suggestions) = value else {
            return None;
        };
        for suggestion in suggestions {
            tips.push(tip(&suggestion.to_string())?);
        }
    }
    let usage = match error.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => Some(usage.to_string()),
        Some(_) => return None,
        None => None,
    };
    Some(wrapped(&what, &tips, usage.as_deref()))
}

/// "error: what", the tips, the usage (clap's "Usage: …", its title replaced by the
/// language's) and the hint, as clap's `RichFormatter` lays them out.
fn wrapped(what: &str, tips: &[String], usage: Option<&str>) -> String {
    let mut text = tr("cli-error", &[("message", what.into())]);
    if !tips.is_empty() {
        text.push('\n');
    }
    for tip in tips {
        let _ = write!(text, "\n{TAB}{tip}");
    }
    if let Some(usage) = usage {
        let line = usage.strip_prefix("Usage: ").unwrap_or(usage);
        let title = tr("help-clap-usage", &[]);
        let _ = write!(text, "\n\n{title}: {line}");
    }
    let hint = tr("cli-clap-more", &[("help", "--help".into())]);
    let _ = writeln!(text, "\n\n{hint}");
    text
}

/// A context value's strings (one or several).
fn strings(value: &ContextValue) -> Option<Vec<String>> {
    match value {
        ContextValue::String(one) => Some(vec![one.clone()]),
        ContextValue::Strings(many) => Some(many.clone()),
        _ => None,
    }
}

/// A context's string, if it has one.
fn string(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(one) => Some(one.clone()),
        _ => None,
    }
}

/// A context's number, if it has one.
fn count(error: &clap::Error, kind: ContextKind) -> Option<FluentValue<'static>> {
    match error.get(kind)? {
        ContextValue::Number(n) => Some(number(*n as f64)),
        _ => None,
    }
}

/// `values` each in the language's quotes, joined by its list separator.
fn quoted_list(values: &[String]) -> String {
    let quoted: Vec<String> = values
        .iter()
        .map(|v| tr("cli-clap-quoted", &[("text", v.as_str().into())]))
        .collect();
    quoted.join(&tr("cli-clap-list-separator", &[]))
}

/// `values` joined by the language's list separator (a list of possible values, as clap's
/// `[possible values: a, b]`).
pub fn list(values: &[String]) -> String {
    values.join(&tr("cli-clap-list-separator", &[]))
}

/// One of clap's tips (`ContextKind::Suggested`, English) in the language, if known.
fn tip(english: &str) -> Option<String> {
    // "to pass '--x' as a value, use '-- --x'"
    if let Some(rest) = english.strip_prefix("to pass '") {
        let (arg, _) = rest.split_once("' as a value, use '")?;
        return Some(tr("cli-clap-tip-escape", &[("arg", arg.into())]));
    }
    // "'count --n' exists": the argument belongs to a subcommand.
    if let Some(rest) = english.strip_prefix('\'') {
        let arg = rest.strip_suffix("' exists")?;
        return Some(tr("cli-clap-tip-exists", &[("arg", arg.into())]));
    }
    // "subcommand 'count' exists; to use it, remove the '--' before it"
    if let Some(rest) = english.strip_prefix("subcommand '") {
        let (sub, _) = rest.split_once("' exists; to use it, remove the '--' before it")?;
        return Some(tr(
            "cli-clap-tip-double-dash",
            &[("subcommand", sub.into())],
        ));
    }
    None
}

/// The error's first line (and its lists) in the language, by its kind and context.
fn what(error: &clap::Error) -> Option<String> {
    let arg = || string(error, ContextKind::InvalidArg);
    let value = || string(error, ContextKind::InvalidValue);
    let text = match error.kind() {
        ErrorKind::UnknownArgument => tr("cli-clap-unknown-argument", &[("arg", arg()?.into())]),
        ErrorKind::InvalidSubcommand => {
            let sub = string(error, ContextKind::InvalidSubcommand)?;
            tr("cli-clap-unknown-subcommand", &[("subcommand", sub.into())])
        }
        ErrorKind::MissingSubcommand => {
            let name = string(error, ContextKind::InvalidSubcommand)?;
            let mut text = tr("cli-clap-missing-subcommand", &[("command", name.into())]);
            if let Some(valid) = error.get(ContextKind::ValidSubcommand) {
                let valid = strings(valid)?;
                if !valid.is_empty() {
                    let line = tr("cli-clap-subcommands", &[("values", list(&valid).into())]);
                    let _ = write!(text, "\n{TAB}{line}");
                }
            }
            text
        }
        ErrorKind::InvalidValue => {
            let (arg, value) = (arg()?, value()?);
            let mut text = if value.is_empty() {
                tr("cli-clap-value-required", &[("arg", arg.into())])
            } else {
                tr(
                    "cli-clap-invalid-value",
                    &[("arg", arg.into()), ("value", value.into())],
                )
            };
            if let Some(valid) = error.get(ContextKind::ValidValue) {
                let valid = strings(valid)?;
                if !valid.is_empty() {
                    let values = list(&valid);
                    let line = tr("help-clap-possible-values", &[("values", values.into())]);
                    let _ = write!(text, "\n{TAB}{line}");
                }
            }
            text
        }
        ErrorKind::ValueValidation => {
            let (arg, value) = (arg()?, value()?);
            let invalid = tr(
                "cli-clap-invalid-value",
                &[("arg", arg.into()), ("value", value.into())],
            );
            match std::error::Error::source(error) {
                Some(source) => {
                    let why = reason(source)?;
                    tr(
                        "cli-clap-invalid-value-because",
                        &[("invalid", invalid.into()), ("reason", why.into())],
                    )
                }
                None => invalid,
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let ContextValue::Strings(missing) = error.get(ContextKind::InvalidArg)? else {
                return None;
            };
            let mut text = tr("cli-clap-missing-arguments", &[]);
            for arg in missing {
                let _ = write!(text, "\n{TAB}{arg}");
            }
            text
        }
        ErrorKind::ArgumentConflict => {
            let arg = arg()?;
            match error.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior)) if *prior == arg => {
                    tr("cli-clap-argument-repeated", &[("arg", arg.into())])
                }
                Some(ContextValue::String(prior)) => tr(
                    "cli-clap-argument-conflict",
                    &[("arg", arg.into()), ("other", prior.as_str().into())],
                ),
                Some(ContextValue::Strings(prior)) => {
                    let mut text = tr("cli-clap-argument-conflict-list", &[("arg", arg.into())]);
                    for other in prior {
                        let _ = write!(text, "\n{TAB}{other}");
                    }
                    text
                }
                _ => tr("cli-clap-argument-conflict-others", &[("arg", arg.into())]),
            }
        }
        ErrorKind::TooManyValues => tr(
            "cli-clap-too-many-values",
            &[("arg", arg()?.into()), ("value", value()?.into())],
        ),
        ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            let expected = if error.kind() == ErrorKind::TooFewValues {
                count(error, ContextKind::MinValues)?
            } else {
                count(error, ContextKind::ExpectedNumValues)?
            };
            tr(
                "cli-clap-wrong-number-of-values",
                &[
                    ("arg", arg()?.into()),
                    ("expected", expected),
                    ("actual", count(error, ContextKind::ActualNumValues)?),
                ],
            )
        }
        ErrorKind::NoEquals => tr("cli-clap-no-equals", &[("arg", arg()?.into())]),
        ErrorKind::InvalidUtf8 => tr("cli-clap-invalid-utf8", &[]),
        _ => return None,
    };
    Some(text)
}

/// Why a value did not parse (a `ValueValidation` error's source) in the language: a
/// number's parse error, clap's range check ("0 is not in 1..=10000000": the bounds written
/// the language's way), or a message of ours (`parse_param`'s, already in the language).
fn reason(source: &(dyn std::error::Error + 'static)) -> Option<String> {
    use std::num::IntErrorKind;
    if let Some(e) = source.downcast_ref::<std::num::ParseIntError>() {
        let id = match e.kind() {
            IntErrorKind::Empty => "cli-clap-number-empty",
            IntErrorKind::InvalidDigit => "cli-clap-number-invalid-digit",
            IntErrorKind::PosOverflow => "cli-clap-number-too-large",
            IntErrorKind::NegOverflow => "cli-clap-number-too-small",
            _ => return None,
        };
        return Some(tr(id, &[]));
    }
    if source.is::<std::num::TryFromIntError>() {
        return Some(tr("cli-clap-number-too-large", &[]));
    }
    let text = source.to_string();
    if let Some((value, range)) = text.split_once(" is not in ") {
        let whole = |s: &str| s.parse::<i64>().ok().map(|n| number(n as f64));
        let value = whole(value).unwrap_or_else(|| value.to_string().into());
        // clap writes `1..` as `1..=4294967295` (u32) or `1..18446744073709551615` (u64):
        // a type's largest value as the upper bound says "at least".
        let (low, high) = range.split_once("..")?;
        let (high, inclusive) = match high.strip_prefix('=') {
            Some(high) => (high, true),
            None => (high, false),
        };
        let largest = [
            u64::MAX,
            i64::MAX as u64,
            u64::from(u32::MAX),
            u64::from(u16::MAX),
        ];
        let high = match high.parse::<u64>() {
            Ok(h) if largest.contains(&h) => None,
            Ok(h) if inclusive => Some(h),
            Ok(h) => Some(h.checked_sub(1)?),
            Err(_) if high.is_empty() => None,
            Err(_) => return None,
        };
        return Some(match high {
            Some(high) => tr(
                "cli-clap-not-in-range",
                &[
                    ("value", value),
                    ("low", whole(low)?),
                    ("high", number(high as f64)),
                ],
            ),
            None => tr(
                "cli-clap-not-at-least",
                &[("value", value), ("low", whole(low)?)],
            ),
        });
    }
    // Our own parsers' messages (`parse_param`'s) are the catalogs' already; the value
    // parsers this CLI declares give no other reason.
    Some(text)
}
