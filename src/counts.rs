//! Queen counts per line (column or diagonal) in one byte each.
//!
//! The repair searches (min-conflicts, QS1, QS4) keep how many queens stand on each column
//! and on each of the 2n − 1 diagonals of both directions. On a board that is nearly solved
//! almost every count is 0, 1 or 2, so one byte per line is enough; the rare line that
//! reaches 255 queens (possible only on a board set up by hand, or early in a bad start) keeps
//! its true count in a small side table. That makes Sosič & Gu's two diagonal arrays
//! (`sosic-gu-fast-search.txt`) 4n bytes instead of 16n, the step from about 26 bytes per
//! queen to under 10 on a board of 10^7 queens.

use std::collections::HashMap;

/// The byte that means "the count is in the side table".
const SPILLED: u8 = u8::MAX;

/// Non-negative counts, indexed `0..len`, each in one byte while below 255 and in a side
/// table from 255 on. All start at 0.
///
/// ```
/// use nqueens::counts::Counts;
///
/// let mut counts = Counts::new(3);
/// for _ in 0..300 {
///     counts.increment(1);
/// }
/// assert_eq!(counts.get(1), 300);
/// assert_eq!(counts.decrement(1), 299);
/// assert_eq!(counts.to_vec(), [0, 299, 0]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    small: Vec<u8>,
    /// The counts of 255 or more, by index (their byte holds [`SPILLED`]).
    spill: HashMap<usize, u32>,
}

impl Counts {
    /// `len` counts of 0. Memory: `len` bytes (zeroed lazily by the allocator: untouched
    /// pages cost nothing until written).
    pub fn new(len: usize) -> Self {
        Counts {
            small: vec![0; len],
            spill: HashMap::new(),
        }
    }

    /// How many counts there are.
    pub fn len(&self) -> usize {
        self.small.len()
    }

    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.small.is_empty()
    }

    /// The count at `i`.
    ///
    /// # Panics
    /// If `i ≥ len`.
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        match self.small[i] {
            SPILLED => self.spill[&i],
            count => u32::from(count),
        }
    }

    /// Adds one at `i`; returns the count before.
    ///
    /// # Panics
    /// If `i ≥ len`.
    #[inline]
    pub fn increment(&mut self, i: usize) -> u32 {
        let count = &mut self.small[i];
        if *count < SPILLED - 1 {
            *count += 1;
            return u32::from(*count - 1);
        }
        self.increment_spilled(i)
    }

    #[cold]
    fn increment_spilled(&mut self, i: usize) -> u32 {
        if self.small[i] == SPILLED - 1 {
            self.small[i] = SPILLED;
            self.spill.insert(i, u32::from(SPILLED));
            return u32::from(SPILLED - 1);
        }
        let count = self
            .spill
            .get_mut(&i)
            .expect("a spilled count is in the table");
        *count += 1;
        *count - 1
    }

    /// Takes one from `i`; returns the count after.
    ///
    /// # Panics
    /// If `i ≥ len` or the count at `i` is 0.
    #[inline]
    pub fn decrement(&mut self, i: usize) -> u32 {
        let count = &mut self.small[i];
        if *count != SPILLED {
            *count = count.checked_sub(1).expect("a count below zero");
            return u32::from(*count);
        }
        self.decrement_spilled(i)
    }

    #[cold]
    fn decrement_spilled(&mut self, i: usize) -> u32 {
        let count = self
            .spill
            .get_mut(&i)
            .expect("a spilled count is in the table");
        *count -= 1;
        let after = *count;
        if after < u32::from(SPILLED) {
            self.spill.remove(&i);
            self.small[i] = after as u8;
        }
        after
    }

    /// Sets every count to `value`.
    pub fn fill(&mut self, value: u8) {
        assert!(value < SPILLED, "fill takes a count below {SPILLED}");
        self.small.fill(value);
        self.spill.clear();
    }

    /// Every count in index order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Every count in index order, as a vector.
    pub fn to_vec(&self) -> Vec<u32> {
        self.iter().collect()
    }

    /// Counts kept in the side table (those of 255 or more).
    pub fn spilled(&self) -> usize {
        self.spill.len()
    }
}
