//! An algorithm's parameters as a run is given them: [`Params`], the values of the
//! parameters its [`Description`] declares, checked once against their kinds and ranges,
//! from `name=value` pairs (the page's address and form, the CLI's `--param`). A parameter
//! not given takes its default, and with every default a run is the one it was before the
//! parameter existed.

use crate::description::{Description, LegendItem, ParameterKind};
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

    /// The parameters `given` as `(name, value)` texts, the others at their defaults.
    ///
    /// # Errors
    /// [`Error::Parameter`], naming the parameter and its limit: a name the algorithm does
    /// not declare (listing those it does, or saying it takes none), one given twice, a word
    /// not among the choices, a number out of its range or not a number.
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
        let mut params = Params::defaults(description);
        let mut seen: Vec<&str> = Vec::new();
        for (name, text) in given {
            let (name, text) = (name.as_ref().trim(), text.as_ref().trim());
            let Some(parameter) = description.parameters.iter().find(|p| p.name == name) else {
                let names: Vec<&str> = description.parameters.iter().map(|p| p.name).collect();
                return Err(Error::Parameter(if names.is_empty() {
                    format!("{} takes no parameters (given “{name}”)", description.name)
                } else {
                    format!(
                        "{} has no parameter “{name}”: its parameters are {}",
                        description.name,
                        names.join(", ")
                    )
                }));
            };
            if seen.contains(&name) {
                return Err(Error::Parameter(format!(
                    "the parameter {name} is given twice: give it once"
                )));
            }
            seen.push(parameter.name);
            let value = parse_value(parameter.name, parameter.kind, text)?;
            if let Some(slot) = params.values.iter_mut().find(|(n, _)| *n == parameter.name) {
                slot.1 = value;
            }
        }
        Ok(params)
    }

    /// The parameters written as an address writes them, `name=value&name=value` (empty:
    /// every default), as the page hands them to the core.
    ///
    /// # Errors
    /// As [`Params::parse`], and a piece that is not `name=value`.
    pub fn parse_query(description: &Description, query: &str) -> Result<Params, Error> {
        let mut pairs = Vec::new();
        for piece in query.split('&').filter(|p| !p.trim().is_empty()) {
            match piece.split_once('=') {
                Some((name, value)) if !name.trim().is_empty() => pairs.push((name, value)),
                _ => {
                    return Err(Error::Parameter(format!(
                        "“{piece}” is not a parameter written name=value"
                    )))
                }
            }
        }
        Params::parse(description, &pairs)
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

/// `text` as a value of the parameter `name` of `kind`.
fn parse_value(name: &str, kind: ParameterKind, text: &str) -> Result<Value, Error> {
    let refuse = |limit: String| Err(Error::Parameter(format!("{name} “{text}”: {limit}")));
    match kind {
        ParameterKind::Choice { choices, .. } => match choices.iter().find(|c| c.value == text) {
            Some(c) => Ok(Value::Choice(c.value)),
            None => {
                let words: Vec<&str> = choices.iter().map(|c| c.value).collect();
                refuse(format!("choose one of {}", words.join(", ")))
            }
        },
        ParameterKind::Whole { min, max, .. } => match crate::input::parse_whole(text) {
            Some(v) if (min..=max).contains(&v) => Ok(Value::Whole(v)),
            _ => refuse(format!(
                "choose a whole number from {} to {}",
                crate::input::grouped(min),
                crate::input::grouped(max)
            )),
        },
        ParameterKind::Real { min, max, .. } => match text.parse::<f64>() {
            Ok(v) if v.is_finite() && (min..=max).contains(&v) => Ok(Value::Real(v)),
            _ => refuse(format!("choose a number from {min} to {max}")),
        },
        ParameterKind::Flag { .. } => match text {
            "on" | "true" | "1" | "yes" => Ok(Value::Flag(true)),
            "off" | "false" | "0" | "no" => Ok(Value::Flag(false)),
            _ => refuse("choose on or off".into()),
        },
    }
}
