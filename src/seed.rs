//! Seeds and the portable random number generator shared by every randomized solver.
//!
//! [`Rng`] is ChaCha8 from `rand`: seeded with a `u64`, it yields the same stream on every
//! platform, so the same seed gives the same run natively, in the CLI and in the browser.
//! All sampling uses `u32` ranges (as `rand`'s shuffle does), never `usize`, whose width
//! differs between wasm32 and 64-bit targets.
//!
//! A seed refused ([`parse_seed`]), or no fresh one to be had ([`fresh_seed`]), is a
//! [`Refusal`]: a message of the catalogs (`locales/<lang>/errors.ftl`, `error-seed-…`) that
//! the CLI and the page say in their language, and its English.

use crate::message::{Message, Refusal};
use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use rand::{Rng as _, SeedableRng, TryRng};
use std::convert::Infallible;

/// Words of the stream drawn ahead into [`Rng`]'s buffer.
const BUFFER: usize = 64;

/// The seeded generator used by every randomized solver: ChaCha8 from `rand`.
///
/// Its words are drawn from `ChaCha8Rng` into a buffer of 64 and used in order, so the
/// stream is the same word for word; [`Rng::index`] maps them to a range exactly as `rand`'s
/// `random_range` does (checked against it in tests/seed.rs), and [`Rng::peek_indices`] can
/// tell the next draws without taking them, so a search can ask for the memory they will
/// touch before it needs it. Unlike `ChaCha8Rng` it is `Clone` (a clone continues the same
/// stream from the same position), which step back needs to keep checkpoints of a run.
#[derive(Debug)]
pub struct Rng {
    inner: ChaCha8Rng,
    /// Words taken from `inner`; `words[next..]` are not used yet.
    words: [u32; BUFFER],
    next: usize,
}

impl Clone for Rng {
    fn clone(&self) -> Self {
        let mut inner = ChaCha8Rng::from_seed(self.inner.get_seed());
        inner.set_stream(self.inner.get_stream());
        inner.set_word_pos(self.inner.get_word_pos());
        Rng {
            inner,
            words: self.words,
            next: self.next,
        }
    }
}

/// The buffered words as a `rand` generator, for `rand`'s shuffle: `next_u64` is two words,
/// the low one first, and bytes are taken a word at a time, as `ChaCha8Rng` gives them.
struct Words<'a>(&'a mut Rng);

impl TryRng for Words<'_> {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.0.word())
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        let low = u64::from(self.0.word());
        Ok(u64::from(self.0.word()) << 32 | low)
    }

    fn try_fill_bytes(&mut self, bytes: &mut [u8]) -> Result<(), Infallible> {
        for chunk in bytes.chunks_mut(4) {
            let word = self.0.word().to_le_bytes();
            chunk.copy_from_slice(&word[..chunk.len()]);
        }
        Ok(())
    }
}

/// A uniform number in `0..range` (`range ≥ 1`) from the words `word()` gives: `rand` 0.10's
/// `UniformInt::<u32>::sample_single` (Canon's method, its default): the high half of a
/// 64-bit product, and a second word only when the low half is within `range` of overflowing.
#[inline]
fn below(range: u32, mut word: impl FnMut() -> u32) -> u32 {
    let product = u64::from(word()) * u64::from(range);
    let (mut result, low) = ((product >> 32) as u32, product as u32);
    if low > range.wrapping_neg() {
        let high = ((u64::from(word()) * u64::from(range)) >> 32) as u32;
        result += u32::from(low.checked_add(high).is_none());
    }
    result
}

impl Rng {
    /// The next word of the stream.
    #[inline]
    fn word(&mut self) -> u32 {
        if self.next == BUFFER {
            self.refill(0);
        }
        let word = self.words[self.next];
        self.next += 1;
        word
    }

    /// Moves the `keep` unused words to the front of the buffer and fills the rest from the
    /// stream.
    #[cold]
    fn refill(&mut self, keep: usize) {
        self.words.copy_within(self.next..self.next + keep, 0);
        for word in &mut self.words[keep..] {
            *word = self.inner.next_u32();
        }
        self.next = 0;
    }

    /// Shuffles `items` uniformly (`rand`'s Fisher–Yates, `u32` indices: portable across
    /// targets).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut Words(self));
    }

    /// A uniform index in `0..bound` (`1 ≤ bound ≤ u32::MAX`), sampled through `u32` for
    /// portability, as `rand`'s `random_range(0..bound)` would.
    ///
    /// # Panics
    /// If `bound` is 0 or above `u32::MAX`.
    #[inline]
    pub fn index(&mut self, bound: usize) -> usize {
        let bound = u32::try_from(bound).expect("solver sizes fit in u32");
        assert!(bound > 0, "cannot sample empty range");
        below(bound, || self.word()) as usize
    }

    /// A uniform real number in `[0, 1)` with 53 random bits, from two words (the low one
    /// first, as `next_u64` takes them): `rand`'s `StandardUniform` for `f64` (the top 53
    /// bits of a `u64`, times 2^−53), the same on every target.
    pub fn unit(&mut self) -> f64 {
        let low = u64::from(self.word());
        let high = u64::from(self.word());
        ((high << 32 | low) >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// The next `out.len()` (at most 16) values [`Rng::index`]`(bound)` would give, without
    /// taking them.
    ///
    /// # Panics
    /// As [`Rng::index`], or if `out` holds more than 16.
    #[inline]
    pub fn peek_indices(&mut self, bound: usize, out: &mut [usize]) {
        let bound = u32::try_from(bound).expect("solver sizes fit in u32");
        assert!(bound > 0 && out.len() <= 16, "cannot sample empty range");
        // Each value takes one word, or two.
        if BUFFER - self.next < 2 * out.len() {
            self.refill(BUFFER - self.next);
        }
        let mut at = self.next;
        for value in out {
            *value = below(bound, || {
                at += 1;
                self.words[at - 1]
            }) as usize;
        }
    }
}

/// A generator seeded with `seed`.
pub fn rng(seed: u64) -> Rng {
    Rng {
        inner: ChaCha8Rng::seed_from_u64(seed),
        words: [0; BUFFER],
        next: BUFFER,
    }
}

/// Fresh seeds are drawn below this bound (at most six digits), so that a teacher can read one
/// out to a class; any `u64` is still accepted as a seed ([`parse_seed`]).
pub const FRESH_SEED_BOUND: u64 = 1_000_000;

/// A fresh seed from the operating system (or the browser's `crypto.getRandomValues`), in
/// `0..FRESH_SEED_BOUND`: a million different runs per algorithm and size, each easy to read out.
///
/// # Errors
/// `error-seed-no-source`, naming the system's failure, when no entropy source is available.
pub fn fresh_seed() -> Result<u64, Refusal> {
    // The remainder favours some values by one part in about 1.8 × 10^13: negligible.
    getrandom::u64()
        .map(|value| value % FRESH_SEED_BOUND)
        .map_err(|e| {
            Refusal::new(
                Message::new("error-seed-no-source").arg("error", e.to_string()),
                format!("no source of random seeds: {e}"),
            )
        })
}

/// The seed a person typed, or a fresh one when the text is blank.
///
/// # Errors
/// As [`parse_seed`] and [`fresh_seed`].
pub fn seed_or_fresh(text: &str) -> Result<u64, Refusal> {
    if text.trim().is_empty() {
        fresh_seed()
    } else {
        parse_seed(text)
    }
}

/// Parses a seed typed by a person: any decimal `u64` (surrounding spaces allowed).
///
/// # Errors
/// What a seed must look like: `error-seed-not-whole` (not digits) or `error-seed-too-large`
/// (past 2⁶⁴ − 1), with the text typed and the largest seed. That largest seed, u64::MAX, is
/// passed as its digits (text), as the English has always written it: a Fluent number is an
/// `f64`, which would round it to 18446744073709551616.
///
/// ```
/// assert_eq!(nqueens::seed::parse_seed(" 42 "), Ok(42));
/// assert!(nqueens::seed::parse_seed("-1").is_err());
/// ```
pub fn parse_seed(text: &str) -> Result<u64, Refusal> {
    let trimmed = text.trim();
    let max = u64::MAX;
    let refused = |id, english| {
        Refusal::new(
            Message::new(id)
                .arg("text", trimmed)
                .arg("max", max.to_string()),
            english,
        )
    };
    if trimmed.is_empty() || !trimmed.bytes().all(|b| b.is_ascii_digit()) {
        return Err(refused(
            "error-seed-not-whole",
            format!("seed “{trimmed}” is not a whole number from 0 to {max}"),
        ));
    }
    trimmed.parse().map_err(|_| {
        refused(
            "error-seed-too-large",
            format!("seed {trimmed} is larger than {max}"),
        )
    })
}
