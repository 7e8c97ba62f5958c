//! Parameters (issue 28): the values of an algorithm's declared parameters, checked once
//! against their kinds and ranges, with messages that name the parameter and its limit.

use nqueens::description::{Choice, Description, Parameter, ParameterKind};
use nqueens::params::{Params, Value};
use nqueens::registry::{Algorithm, ALGORITHMS};
use proptest::prelude::*;

/// A description with one parameter of each kind (the shapes the AI course's algorithms
/// declare: inference, sideways moves, a cooling factor, restarts).
fn described() -> Description {
    const PARAMETERS: &[Parameter] = &[
        Parameter {
            name: "inference",
            label: "Inference",
            changes: "what each assignment prunes",
            kind: ParameterKind::Choice {
                choices: &[
                    Choice {
                        value: "none",
                        label: "None",
                    },
                    Choice {
                        value: "forward-checking",
                        label: "Forward checking",
                    },
                    Choice {
                        value: "mac",
                        label: "MAC",
                    },
                ],
                default: "none",
            },
        },
        Parameter {
            name: "sideways",
            label: "Sideways moves",
            changes: "the most consecutive sideways moves",
            kind: ParameterKind::Whole {
                min: 0,
                max: 1000,
                default: 0,
            },
        },
        Parameter {
            name: "cooling",
            label: "Cooling factor",
            changes: "the temperature's factor per step",
            kind: ParameterKind::Real {
                min: 0.5,
                max: 0.9999,
                default: 0.99,
            },
        },
        Parameter {
            name: "restart",
            label: "Restart",
            changes: "a stuck climb restarts",
            kind: ParameterKind::Flag { default: true },
        },
    ];
    Description {
        parameters: PARAMETERS,
        ..*Algorithm::Backtracking.description()
    }
}

#[test]
fn not_given_is_the_default_and_given_is_checked_against_its_kind() {
    let d = described();
    let defaults = Params::defaults(&d);
    assert_eq!(defaults.choice("inference"), Some("none"));
    assert_eq!(defaults.whole("sideways"), Some(0));
    assert_eq!(defaults.real("cooling"), Some(0.99));
    assert_eq!(defaults.flag("restart"), Some(true));
    assert!(defaults.changed(&d).is_empty());
    let given = Params::parse(
        &d,
        &[
            ("inference", "mac"),
            ("sideways", "1,000"),
            ("cooling", "0.95"),
            ("restart", "off"),
        ],
    )
    .unwrap();
    assert_eq!(given.get("inference"), Some(Value::Choice("mac")));
    assert_eq!(given.whole("sideways"), Some(1000));
    assert_eq!(given.real("cooling"), Some(0.95));
    assert_eq!(given.flag("restart"), Some(false));
    assert_eq!(
        given.changed(&d),
        [
            "inference=mac",
            "sideways=1000",
            "cooling=0.95",
            "restart=off"
        ]
    );
    // The address's form gives the same.
    assert_eq!(
        Params::parse_query(&d, "inference=mac&sideways=1000&cooling=0.95&restart=off").unwrap(),
        given
    );
    assert_eq!(Params::parse_query(&d, "").unwrap(), defaults);
}

#[test]
fn a_bad_parameter_is_refused_with_its_name_and_limit() {
    let d = described();
    for (pair, says) in [
        (("inference", "ac3"), "inference “ac3”: choose one of none, forward-checking, mac"),
        (("sideways", "1001"), "sideways “1001”: choose a whole number from 0 to 1,000"),
        (("sideways", "-1"), "sideways “-1”: choose a whole number from 0 to 1,000"),
        (("cooling", "1"), "cooling “1”: choose a number from 0.5 to 0.9999"),
        (("cooling", "NaN"), "cooling “NaN”: choose a number from 0.5 to 0.9999"),
        (("restart", "maybe"), "restart “maybe”: choose on or off"),
        (
            ("temperature", "3"),
            "has no parameter “temperature”: its parameters are inference, sideways, cooling, restart",
        ),
    ] {
        let error = Params::parse(&d, &[pair]).unwrap_err().to_string();
        assert!(error.contains(says), "{pair:?}: {error}");
    }
    let twice = Params::parse(&d, &[("sideways", "1"), ("sideways", "2")]).unwrap_err();
    assert!(twice.to_string().contains("given twice"), "{twice}");
    assert!(Params::parse_query(&d, "sideways").is_err());
}

#[test]
fn every_listed_algorithm_runs_as_before_with_its_defaults() {
    // Today's algorithms declare none; each default is in its own range or choices.
    for d in ALGORITHMS {
        for p in d.parameters {
            let ok = match p.kind {
                ParameterKind::Choice { choices, default } => {
                    choices.iter().any(|c| c.value == default)
                }
                ParameterKind::Whole { min, max, default } => (min..=max).contains(&default),
                ParameterKind::Real { min, max, default } => (min..=max).contains(&default),
                ParameterKind::Flag { .. } => true,
            };
            assert!(ok, "{}: {}'s default", d.id, p.name);
        }
        let refused = Params::parse(d, &[("no-such-parameter", "1")]).unwrap_err();
        assert!(refused.to_string().contains("no-such-parameter"));
    }
}

proptest! {
    /// Any whole number in range is taken as written (grouped or not) and any outside is
    /// refused; any text never panics.
    #[test]
    fn whole_numbers_in_range_are_taken_and_any_text_is_answered(v in 0u64..3000, text in ".{0,12}") {
        let d = described();
        let parsed = Params::parse(&d, &[("sideways", v.to_string())]);
        prop_assert_eq!(parsed.is_ok(), v <= 1000);
        if let Ok(p) = parsed {
            prop_assert_eq!(p.whole("sideways"), Some(v));
        }
        let _ = Params::parse(&d, &[("cooling", text.clone())]);
        let _ = Params::parse_query(&d, &text);
    }
}
