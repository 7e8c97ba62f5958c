//! Parameters (issue 28): the values of an algorithm's declared parameters, checked once
//! against their kinds and ranges, with messages that name the parameter and its limit.

use nqueens::description::{Bound, Choice, Description, Parameter, ParameterKind};
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
                min: Bound::Fixed(0),
                max: Bound::Fixed(1000),
                default: 0,
            },
        },
        Parameter {
            name: "cooling",
            label: "Cooling factor",
            changes: "the temperature's factor per step",
            kind: ParameterKind::Real {
                min: Bound::Fixed(0.5),
                max: Bound::Fixed(0.9999),
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
                // Checked below at every n, through the bounds.
                ParameterKind::Whole { .. } | ParameterKind::Real { .. } => true,
                ParameterKind::Flag { .. } => true,
            };
            assert!(ok, "{}: {}'s default", d.id, p.name);
        }
        // Each default is within its bounds on every board the algorithm takes (the bounds
        // are n or numbers, so the least and the largest n are the extremes).
        for n in [1, 4, 8, d.max_n] {
            let defaults = Params::defaults(d);
            assert_eq!(defaults.check(d, n), Ok(()), "{} at n = {n}", d.id);
        }
        let refused = Params::parse(d, &[("no-such-parameter", "1")]).unwrap_err();
        assert!(refused.to_string().contains("no-such-parameter"));
    }
}

/// A description with parameters bounded by the board size: queensLV's `k`, the queens
/// placed at random before backtracking (0 ≤ k ≤ n), and a real one up to n.
fn bounded_by_n() -> Description {
    const PARAMETERS: &[Parameter] = &[
        Parameter {
            name: "k",
            label: "Queens placed at random",
            changes: "how many rows get a random safe queen before backtracking",
            kind: ParameterKind::Whole {
                min: Bound::Fixed(0),
                max: Bound::N,
                default: 0,
            },
        },
        Parameter {
            name: "spread",
            label: "Spread",
            changes: "a real number up to n",
            kind: ParameterKind::Real {
                min: Bound::Fixed(0.5),
                max: Bound::N,
                default: 1.0,
            },
        },
    ];
    Description {
        parameters: PARAMETERS,
        ..*Algorithm::Backtracking.description()
    }
}

#[test]
fn a_bound_of_n_is_checked_at_the_n_given_and_named_with_its_value() {
    let d = bounded_by_n();
    // At n = 8, k runs 0 to 8.
    for k in 0..=8u64 {
        let parsed = Params::parse_for(&d, 8, &[("k", k.to_string())]).unwrap();
        assert_eq!(parsed.whole("k"), Some(k));
    }
    let refused = Params::parse_for(&d, 8, &[("k", "9")])
        .unwrap_err()
        .to_string();
    assert_eq!(refused, "k “9”: choose a whole number from 0 to n = 8");
    let refused = Params::parse_query_for(&d, 1000, "k=1001")
        .unwrap_err()
        .to_string();
    assert_eq!(
        refused,
        "k “1001”: choose a whole number from 0 to n = 1,000"
    );
    assert_eq!(
        Params::parse_query_for(&d, 1000, "k=1,000")
            .unwrap()
            .whole("k"),
        Some(1000)
    );
    // The fixed bound still holds; without n, the bound of n is left for later.
    let below = Params::parse_for(&d, 8, &[("spread", "0.25")]).unwrap_err();
    assert_eq!(
        below.to_string(),
        "spread “0.25”: choose a number from 0.5 to n = 8"
    );
    let above = Params::parse_for(&d, 8, &[("spread", "8.5")]).unwrap_err();
    assert_eq!(
        above.to_string(),
        "spread “8.5”: choose a number from 0.5 to n = 8"
    );
    assert_eq!(
        Params::parse(&d, &[("spread", "-1")])
            .unwrap_err()
            .to_string(),
        "spread “-1”: choose a number from 0.5 to n"
    );
    let unchecked = Params::parse(&d, &[("k", "9")]).unwrap();
    assert_eq!(unchecked.whole("k"), Some(9));
    // … and checked where n is known: a sweep's values at each of its n.
    assert_eq!(unchecked.check(&d, 9), Ok(()));
    assert_eq!(
        unchecked.check(&d, 8).unwrap_err().to_string(),
        "k “9”: choose a whole number from 0 to n = 8"
    );
}

#[test]
fn a_bound_of_n_is_written_n_for_the_page_and_the_cli() {
    let d = bounded_by_n();
    let json = serde_json::to_value(d.parameters).unwrap();
    assert_eq!(
        json[0]["kind"],
        serde_json::json!({"type": "whole", "min": 0, "max": "n", "default": 0})
    );
    assert_eq!(json[1]["kind"]["min"], serde_json::json!(0.5));
    assert_eq!(json[1]["kind"]["max"], serde_json::json!("n"));
    assert_eq!(Bound::<u64>::N.to_string(), "n");
    assert_eq!(Bound::Fixed(3u64).to_string(), "3");
    assert_eq!(Bound::<u64>::N.at(12), 12);
    assert_eq!(Bound::Fixed(0.5).at(12), 0.5);
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

    /// With a bound of n, a value is taken at exactly the boards where it is at most n.
    #[test]
    fn a_bound_of_n_takes_a_value_where_it_is_at_most_n(k in 0u64..100, n in 1usize..100) {
        let d = bounded_by_n();
        let parsed = Params::parse_for(&d, n, &[("k", k.to_string())]);
        prop_assert_eq!(parsed.is_ok(), k <= n as u64);
    }
}
