//! An algorithm's parameters as a run is given them: [`Params`], the values of the
//! parameters its [`Description`] declares, checked once against their kinds and ranges,
//! from `name=value` pairs (the page's address and form, the CLI's `--param`). A parameter
//! not given takes its default, and with every default a run is the one it was before the
//! parameter existed.
//!
//! A whole or real parameter's bounds may depend on the board size n
//! ([`crate::description::Bound::N`]): such a bound is checked where n is known, by
//! [`Params::parse_for`] (or [`Params::check`] for values parsed before n was), and its
//! message names the limit with its value for this n ("from 0 to n = 8").

use crate::description::{Bound, Description, LegendItem, ParameterKind};
use crate::message::{Arg, Message, Refusal};
use crate::Error;

/// One parameter's value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// A word of a choice.
    Choice(&'static str),
    /// A whole number.
    Whole(u64),
    /// A real number.
    Real(f64),
    /// On or off.
    Flag(bool),
}

impl std::fmt::Display for Value {
    /// As it is written in an address or on the command line (`on`/`off` for a flag).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Choice(word) => f.write_str(word),
            Value::Whole(v) => write!(f, "{v}"),
            Value::Real(v) => write!(f, "{v}"),
            Value::Flag(on) => f.write_str(if *on { "on" } else { "off" }),
        }
    }
}

/// The values of every parameter an algorithm declares, in its description's order.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    values: Vec<(&'static str, Value)>,
}

impl Params {
    /// Every parameter of `description` at its default.
    pub fn defaults(description: &Description) -> Params {
        Params {
            values: description
                .parameters
                .iter()
                .map(|p| (p.name, default_value(p.kind)))
                .collect(),
        }
    }

    /// The parameters `given` as `(name, value)` texts, the others at their defaults, for
    /// any board: a bound that depends on n is not checked here ([`Params::parse_for`] and
    /// [`Params::check`] do, given n).
    ///
    /// # Errors
    /// [`Error::Parameter`], naming the parameter and its limit: a name the algorithm does
    /// not declare (listing those it does, or saying it takes none), one given twice, a word
    /// not among the choices, a number out of its fixed range or not a number.
    ///
    /// ```
    /// use nqueens::params::Params;
    /// use nqueens::registry::Algorithm;
    ///
    /// let construction = Algorithm::Construction.description();
    /// let none: [(&str, &str); 0] = [];
    /// assert_eq!(Params::parse(construction, &none)?, Params::defaults(construction));
    /// let refused = Params::parse(construction, &[("sideways", "3")]).unwrap_err();
    /// assert!(refused.to_string().contains("takes no parameters"));
    /// let backtracking = Algorithm::Backtracking.description();
    /// let fc = Params::parse(backtracking, &[("inference", "forward-checking")])?;
    /// assert_eq!(fc.choice("inference"), Some("forward-checking"));
    /// assert_eq!(fc.choice("ordering"), Some("rows"));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn parse<N: AsRef<str>, V: AsRef<str>>(
        description: &Description,
        given: &[(N, V)],
    ) -> Result<Params, Error> {
        Params::parse_at(description, None, given)
    }

    /// [`Params::parse`] on an `n × n` board when `n` is given, else for any board.
    fn parse_at<N: AsRef<str>, V: AsRef<str>>(
        description: &Description,
        n: Option<usize>,
        given: &[(N, V)],
    ) -> Result<Params, Error> {
        let mut params = Params::defaults(description);
        let mut seen: Vec<&str> = Vec::new();
        for (name, text) in given {
            let (name, text) = (name.as_ref().trim(), text.as_ref().trim());
            let Some(parameter) = description.parameters.iter().find(|p| p.name == name) else {
                let names: Vec<&str> = description.parameters.iter().map(|p| p.name).collect();
                return Err(Error::Parameter(if names.is_empty() {
                    Refusal::new(
                        Message::new("error-param-none")
                            .arg("algorithm", description.name_arg())
                            .arg("name", name),
                        format!("{} takes no parameters (given “{name}”)", description.name),
                    )
                } else {
                    Refusal::new(
                        Message::new("error-param-unknown")
                            .arg("algorithm", description.name_arg())
                            .arg("name", name)
                            .arg("names", names.join(", ")),
                        format!(
                            "{} has no parameter “{name}”: its parameters are {}",
                            description.name,
                            names.join(", ")
                        ),
                    )
                }));
            };
            if seen.contains(&name) {
                return Err(Error::Parameter(Refusal::new(
                    Message::new("error-param-twice").arg("name", name),
                    format!("the parameter {name} is given twice: give it once"),
                )));
            }
            seen.push(parameter.name);
            let value = parse_value(parameter.name, parameter.kind, text, n)?;
            if let Some(slot) = params.values.iter_mut().find(|(n, _)| *n == parameter.name) {
                slot.1 = value;
            }
        }
        Ok(params)
    }

    /// The parameters `given` for an `n × n` board: [`Params::parse`], and every bound that
    /// depends on n checked at this n ([`Params::check`]).
    ///
    /// # Errors
    /// As [`Params::parse`], and a value beyond a bound at this n, naming the bound and its
    /// value ("k “9”: choose a whole number from 0 to n = 8").
    pub fn parse_for<N: AsRef<str>, V: AsRef<str>>(
        description: &Description,
        n: usize,
        given: &[(N, V)],
    ) -> Result<Params, Error> {
        Params::parse_at(description, Some(n), given)
    }

    /// [`Params::parse_query`] for an `n × n` board (see [`Params::parse_for`]).
    ///
    /// # Errors
    /// As [`Params::parse_query`] and [`Params::parse_for`].
    pub fn parse_query_for(
        description: &Description,
        n: usize,
        query: &str,
    ) -> Result<Params, Error> {
        Params::parse_query_at(description, Some(n), query)
    }

    /// Checks these values against `description`'s bounds on an `n × n` board (those that
    /// depend on n, which parsing without n leaves; the fixed ones again). A value at its
    /// default is the algorithm's to take within the board (queensLV's k = 2 on a 1 × 1 board
    /// is 1), so it is not refused.
    ///
    /// # Errors
    /// [`Error::Parameter`] for the first value beyond a bound at this n, naming the bound
    /// with its value.
    pub fn check(&self, description: &Description, n: usize) -> Result<(), Error> {
        for parameter in description.parameters {
            let Some(value) = self.get(parameter.name) else {
                continue;
            };
            // The algorithm's own default is its to take within a bound of n (queensLV's
            // k = 2 is taken as n on a 1 × 1 board).
            if value == default_value(parameter.kind) {
                continue;
            }
            parse_value(parameter.name, parameter.kind, &value.to_string(), Some(n))?;
        }
        Ok(())
    }

    /// The parameters written as an address writes them, `name=value&name=value` (empty:
    /// every default), as the page hands them to the core.
    ///
    /// # Errors
    /// As [`Params::parse`], and a piece that is not `name=value`.
    pub fn parse_query(description: &Description, query: &str) -> Result<Params, Error> {
        Params::parse_query_at(description, None, query)
    }

    /// [`Params::parse_query`] on an `n × n` board when `n` is given, else for any board.
    fn parse_query_at(
        description: &Description,
        n: Option<usize>,
        query: &str,
    ) -> Result<Params, Error> {
        let mut pairs = Vec::new();
        for piece in query.split('&').filter(|p| !p.trim().is_empty()) {
            match piece.split_once('=') {
                Some((name, value)) if !name.trim().is_empty() => pairs.push((name, value)),
                _ => {
                    return Err(Error::Parameter(Refusal::new(
                        Message::new("error-param-not-pair").arg("piece", piece),
                        format!("“{piece}” is not a parameter written name=value"),
                    )))
                }
            }
        }
        Params::parse_at(description, n, &pairs)
    }

    /// The value of the parameter `name`, if the algorithm declares it.
    pub fn get(&self, name: &str) -> Option<Value> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, v)| v)
    }

    /// True if a run with these parameters draws the legend `item`: it has no condition, or
    /// one of its conditions holds (a choice parameter with one of the values named).
    pub fn shows(&self, item: &LegendItem) -> bool {
        item.when.is_empty()
            || item.when.iter().any(|condition| {
                self.choice(condition.name)
                    .is_some_and(|word| condition.values.contains(&word))
            })
    }

    /// The word of the choice `name` (`None` when not declared or not a choice).
    pub fn choice(&self, name: &str) -> Option<&'static str> {
        match self.get(name) {
            Some(Value::Choice(word)) => Some(word),
            _ => None,
        }
    }

    /// The whole number `name` (`None` when not declared or not whole).
    pub fn whole(&self, name: &str) -> Option<u64> {
        match self.get(name) {
            Some(Value::Whole(v)) => Some(v),
            _ => None,
        }
    }

    /// The real number `name` (`None` when not declared or not real).
    pub fn real(&self, name: &str) -> Option<f64> {
        match self.get(name) {
            Some(Value::Real(v)) => Some(v),
            _ => None,
        }
    }

    /// The flag `name` (`None` when not declared or not a flag).
    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.get(name) {
            Some(Value::Flag(v)) => Some(v),
            _ => None,
        }
    }

    /// Every parameter with its value, in the description's order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, Value)> + '_ {
        self.values.iter().copied()
    }

    /// The parameters that differ from their defaults, as `name=value` texts (for an address
    /// or a command line; empty when all are at their defaults).
    pub fn changed(&self, description: &Description) -> Vec<String> {
        let defaults = Params::defaults(description);
        self.iter()
            .filter(|&(name, value)| defaults.get(name) != Some(value))
            .map(|(name, value)| format!("{name}={value}"))
            .collect()
    }
}

/// The default of a parameter of `kind`.
pub fn default_value(kind: ParameterKind) -> Value {
    match kind {
        ParameterKind::Choice { default, .. } => Value::Choice(default),
        ParameterKind::Whole { default, .. } => Value::Whole(default),
        ParameterKind::Real { default, .. } => Value::Real(default),
        ParameterKind::Flag { default } => Value::Flag(default),
    }
}

/// A bound as the catalogs' messages take it: a number, or the message `error-bound-n`
/// (`n = 8`), or `error-bound-any-n` (`n`, when n is not known); a real number as
/// `error-bound-real` (all its digits).
fn bound_arg<T: Copy>(bound: Bound<T>, n: Option<usize>, number: impl Fn(T) -> Arg) -> Arg {
    match (bound, n) {
        (Bound::Fixed(v), _) => number(v),
        (Bound::N, Some(n)) => Message::new("error-bound-n").arg("n", n).into(),
        (Bound::N, None) => Message::new("error-bound-any-n").into(),
    }
}

/// A bound as a message writes it: the number, or `n = 8` (`n` when n is not known).
fn bound_text<T: Copy>(bound: Bound<T>, n: Option<usize>, number: impl Fn(T) -> String) -> String {
    match (bound, n) {
        (Bound::Fixed(v), _) => number(v),
        (Bound::N, Some(n)) => format!("n = {}", crate::input::grouped(n as u64)),
        (Bound::N, None) => "n".into(),
    }
}

/// `text` as a value of the parameter `name` of `kind`, on an `n × n` board when `n` is
/// given (else a bound that depends on n is not checked).
fn parse_value(
    name: &str,
    kind: ParameterKind,
    text: &str,
    n: Option<usize>,
) -> Result<Value, Error> {
    let refuse = |message: Message, limit: String| {
        Err(Error::Parameter(Refusal::new(
            message.arg("name", name).arg("text", text),
            format!("{name} “{text}”: {limit}"),
        )))
    };
    let real = |v: f64| Arg::from(Message::new("error-bound-real").arg("value", v));
    // A bound at this n, or none (the widest) when it depends on an n not known.
    let whole_at = |bound: Bound<u64>, open: u64| match (bound, n) {
        (Bound::N, None) => open,
        (bound, Some(n)) => bound.at(n),
        (bound, None) => bound.at(0),
    };
    let real_at = |bound: Bound<f64>, open: f64| match (bound, n) {
        (Bound::N, None) => open,
        (bound, Some(n)) => bound.at(n),
        (bound, None) => bound.at(0),
    };
    match kind {
        ParameterKind::Choice { choices, .. } => match choices.iter().find(|c| c.value == text) {
            Some(c) => Ok(Value::Choice(c.value)),
            None => {
                let words: Vec<&str> = choices.iter().map(|c| c.value).collect();
                refuse(
                    Message::new("error-param-choice").arg("choices", words.join(", ")),
                    format!("choose one of {}", words.join(", ")),
                )
            }
        },
        ParameterKind::Whole { min, max, .. } => match crate::input::parse_whole(text) {
            Some(v) if (whole_at(min, 0)..=whole_at(max, u64::MAX)).contains(&v) => {
                Ok(Value::Whole(v))
            }
            _ => refuse(
                Message::new("error-param-whole")
                    .arg("min", bound_arg(min, n, Arg::from))
                    .arg("max", bound_arg(max, n, Arg::from)),
                format!(
                    "choose a whole number from {} to {}",
                    bound_text(min, n, crate::input::grouped),
                    bound_text(max, n, crate::input::grouped)
                ),
            ),
        },
        ParameterKind::Real { min, max, .. } => match text.parse::<f64>() {
            Ok(v)
                if v.is_finite()
                    && (real_at(min, f64::MIN)..=real_at(max, f64::MAX)).contains(&v) =>
            {
                Ok(Value::Real(v))
            }
            _ => refuse(
                Message::new("error-param-real")
                    .arg("min", bound_arg(min, n, real))
                    .arg("max", bound_arg(max, n, real)),
                format!(
                    "choose a number from {} to {}",
                    bound_text(min, n, |v: f64| v.to_string()),
                    bound_text(max, n, |v: f64| v.to_string())
                ),
            ),
        },
        ParameterKind::Flag { .. } => match text {
            "on" | "true" | "1" | "yes" => Ok(Value::Flag(true)),
            "off" | "false" | "0" | "no" => Ok(Value::Flag(false)),
            _ => refuse(Message::new("error-param-flag"), "choose on or off".into()),
        },
    }
}
