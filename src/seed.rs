//! Seeds and the portable random number generator shared by every randomized solver.
//!
//! [`Rng`] is ChaCha8 from `rand`: seeded with a `u64`, it yields the same stream on every
//! platform, so the same seed gives the same run natively, in the CLI and in the browser.
//! All sampling uses `u32` ranges (as `rand`'s shuffle does), never `usize`, whose width
//! differs between wasm32 and 64-bit targets.

use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

/// The seeded generator used by every randomized solver: ChaCha8 from `rand`.
///
/// Unlike `ChaCha8Rng` it is `Clone` (a clone continues the same stream from the same
/// position), which step back needs to keep checkpoints of a run.
#[derive(Debug)]
pub struct Rng {
    inner: ChaCha8Rng,
}

impl Clone for Rng {
    fn clone(&self) -> Self {
        let mut inner = ChaCha8Rng::from_seed(self.inner.get_seed());
        inner.set_stream(self.inner.get_stream());
        inner.set_word_pos(self.inner.get_word_pos());
        Rng { inner }
    }
}

impl Rng {
    /// Shuffles `items` uniformly (Fisher–Yates, `u32` indices: portable across targets).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.inner);
    }

    /// A uniform index in `0..bound` (`1 ≤ bound ≤ u32::MAX`), sampled through `u32` for
    /// portability.
    pub fn index(&mut self, bound: usize) -> usize {
        let bound = u32::try_from(bound).expect("solver sizes fit in u32");
        self.inner.random_range(0..bound) as usize
    }
}

/// A generator seeded with `seed`.
pub fn rng(seed: u64) -> Rng {
    Rng {
        inner: ChaCha8Rng::seed_from_u64(seed),
    }
}

/// Fresh seeds are drawn below this bound (at most six digits), so that a teacher can read one
/// out to a class; any `u64` is still accepted as a seed ([`parse_seed`]).
pub const FRESH_SEED_BOUND: u64 = 1_000_000;

/// A fresh seed from the operating system (or the browser's `crypto.getRandomValues`), in
/// `0..FRESH_SEED_BOUND`: a million different runs per algorithm and size, each easy to read out.
///
/// # Errors
/// A message naming the failure when no entropy source is available.
pub fn fresh_seed() -> Result<u64, String> {
    // The remainder favours some values by one part in about 1.8 × 10^13: negligible.
    getrandom::u64()
        .map(|value| value % FRESH_SEED_BOUND)
        .map_err(|e| format!("no source of random seeds: {e}"))
}

/// The seed a person typed, or a fresh one when the text is blank.
///
/// # Errors
/// As [`parse_seed`] and [`fresh_seed`].
pub fn seed_or_fresh(text: &str) -> Result<u64, String> {
    if text.trim().is_empty() {
        fresh_seed()
    } else {
        parse_seed(text)
    }
}

/// Parses a seed typed by a person: any decimal `u64` (surrounding spaces allowed).
///
/// # Errors
/// A message saying what a seed must look like.
///
/// ```
/// assert_eq!(nqueens::seed::parse_seed(" 42 "), Ok(42));
/// assert!(nqueens::seed::parse_seed("-1").is_err());
/// ```
pub fn parse_seed(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    if trimmed.is_empty() || !trimmed.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "seed “{trimmed}” is not a whole number from 0 to {}",
            u64::MAX
        ));
    }
    trimmed
        .parse()
        .map_err(|_| format!("seed {trimmed} is larger than {}", u64::MAX))
}
