//! Seeds typed by a person, fresh seeds, and the portable generator every randomized solver
//! draws from.

use nqueens::seed::{fresh_seed, parse_seed, rng, seed_or_fresh, FRESH_SEED_BOUND};
use proptest::prelude::*;

proptest! {
    #[test]
    fn every_u64_typed_with_or_without_spaces_reads_back(seed in any::<u64>(), left in 0usize..3, right in 0usize..3) {
        let typed = format!("{}{seed}{}", " ".repeat(left), " ".repeat(right));
        prop_assert_eq!(parse_seed(&typed), Ok(seed));
        prop_assert_eq!(seed_or_fresh(&typed), Ok(seed));
    }

    #[test]
    fn anything_but_digits_is_refused_with_a_message(text in "[0-9]{0,5}[a-zA-Z.,+_-][0-9a-z]{0,5}") {
        let message = parse_seed(&text).unwrap_err();
        prop_assert!(message.contains("is not a whole number"), "{}", message);
    }

    #[test]
    fn numbers_past_u64_max_are_refused(above in 1u128..=u128::from(u64::MAX)) {
        let text = (u128::from(u64::MAX) + above).to_string();
        let message = parse_seed(&text).unwrap_err();
        prop_assert!(message.contains("is larger than 18446744073709551615"), "{}", message);
    }

    #[test]
    fn draws_stay_below_their_bound_and_a_clone_continues_the_same_stream(
        seed in any::<u64>(),
        bounds in prop::collection::vec(1usize..=1_000_000, 1..40),
    ) {
        let mut a = rng(seed);
        let mut b = rng(seed);
        let drawn: Vec<usize> = bounds.iter().map(|&bound| a.index(bound)).collect();
        prop_assert!(drawn.iter().zip(&bounds).all(|(&d, &bound)| d < bound));
        // The same seed gives the same draws.
        prop_assert_eq!(bounds.iter().map(|&bound| b.index(bound)).collect::<Vec<_>>(), drawn);
        // A clone taken midway continues exactly where the original is.
        let mut clone = a.clone();
        let next: Vec<usize> = bounds.iter().map(|&bound| a.index(bound)).collect();
        prop_assert_eq!(bounds.iter().map(|&bound| clone.index(bound)).collect::<Vec<_>>(), next);
    }

    #[test]
    fn a_shuffle_is_a_permutation(seed in any::<u64>(), n in 0usize..200) {
        let mut items: Vec<usize> = (0..n).collect();
        rng(seed).shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        prop_assert_eq!(sorted, (0..n).collect::<Vec<_>>());
    }
}

#[test]
fn blank_and_empty_text() {
    assert!(parse_seed("").is_err());
    assert!(parse_seed("   ").is_err());
    assert_eq!(parse_seed("0"), Ok(0));
    // Signs, separators and other notations are not whole numbers as the page asks for them.
    for text in ["+5", "-1", "1_000", "1,000", "0x10", "1e3", "4 2", "١٢"] {
        let message = parse_seed(text).unwrap_err();
        assert!(
            message.contains("is not a whole number"),
            "{text}: {message}"
        );
    }
    assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
    // Blank means "draw one": six digits at most.
    for _ in 0..20 {
        assert!(seed_or_fresh(" ").unwrap() < FRESH_SEED_BOUND);
    }
}

#[test]
fn fresh_seeds_are_short_and_vary() {
    assert_eq!(FRESH_SEED_BOUND, 1_000_000);
    let seeds: Vec<u64> = (0..50).map(|_| fresh_seed().unwrap()).collect();
    assert!(seeds.iter().all(|&s| s < 1_000_000), "{seeds:?}");
    // Fifty draws from a million values all equal: once in 10^294 tries.
    assert!(seeds.iter().any(|&s| s != seeds[0]), "{seeds:?}");
}

#[test]
fn index_draws_are_uniform() {
    // 60,000 draws of 0..6: each face within 5 standard deviations of 10,000.
    let mut r = rng(20_061_950);
    let mut counts = [0u32; 6];
    for _ in 0..60_000 {
        counts[r.index(6)] += 1;
    }
    let sigma = (60_000.0_f64 * (1.0 / 6.0) * (5.0 / 6.0)).sqrt();
    for (face, &count) in counts.iter().enumerate() {
        assert!(
            (f64::from(count) - 10_000.0).abs() < 5.0 * sigma,
            "face {face}: {count}"
        );
    }
}

proptest! {
    /// `Rng` draws its words ahead into a buffer and maps them to ranges itself: the same
    /// seed must give exactly what `rand`'s own `ChaCha8Rng` gives through `random_range`
    /// `shuffle` and `random::<f64>` ([`Rng::unit`]), in any mix of bounds (small, and near `u32::MAX`, where a second word
    /// is often needed) and shuffles; and a peek tells the next draws without taking them.
    #[test]
    fn draws_and_shuffles_are_rands_own(
        seed in any::<u64>(),
        ops in prop::collection::vec((0u8..5, 1u32..=u32::MAX), 1..300),
    ) {
        use rand::rngs::ChaCha8Rng;
        use rand::seq::SliceRandom;
        use rand::{RngExt, SeedableRng};
        let mut ours = rng(seed);
        let mut theirs = ChaCha8Rng::seed_from_u64(seed);
        for (kind, bound) in ops {
            match kind {
                0 => {
                    let mut items: Vec<u32> = (0..bound % 50).collect();
                    let mut expected = items.clone();
                    ours.shuffle(&mut items);
                    expected.shuffle(&mut theirs);
                    prop_assert_eq!(items, expected);
                }
                1 => {
                    let mut peeked = [0usize; 9];
                    ours.peek_indices(bound as usize, &mut peeked);
                    for value in peeked {
                        prop_assert_eq!(ours.index(bound as usize), value);
                        prop_assert_eq!(value as u32, theirs.random_range(0..bound));
                    }
                }
                3 => {
                    let unit = ours.unit();
                    prop_assert!((0.0..1.0).contains(&unit));
                    prop_assert_eq!(unit, theirs.random::<f64>());
                }
                2 => {
                    let big = u32::MAX - bound % 1000;
                    prop_assert_eq!(ours.index(big as usize) as u32, theirs.random_range(0..big));
                }
                _ => prop_assert_eq!(ours.index(bound as usize) as u32, theirs.random_range(0..bound)),
            }
        }
    }
}
