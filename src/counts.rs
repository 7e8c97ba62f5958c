//! Queen counts per line (column or diagonal) in bit planes.
//!
//! The repair searches (min-conflicts, QS1, QS4) keep how many queens stand on each column
//! and on each of the 2n − 1 diagonals of both directions. On a board that is nearly solved
//! almost every count is 0, 1 or 2, so three bits per line are enough: one plane of bits
//! says "at least one queen", one "at least two", one "at least three", and the rare line
//! with four or more keeps its true count in a small side table. Sosič & Gu's two diagonal
//! arrays (`sosic-gu-fast-search.txt`) take 12n bits (1.5 bytes per queen) instead of 16n
//! bytes as `u32`. The planes answer the searches' questions without the table: a free line
//! is a clear bit of the first plane (what the greedy starts test for every square they
//! draw), an attacked queen's line a set bit of the second. On a board of 10^7 queens the
//! planes of both directions (15 MB) stay in the CPU's last-level cache, where bytes (40 MB)
//! did not.
//! [`ByteCounts`] keeps one byte per line instead, for QS1 (see [`LineCounts`]).

use std::collections::HashMap;
use std::fmt::Debug;

/// Queen counts per line, one per index `0..len`, all 0 at first: what [`crate::diagonals::
/// Diagonals`] keeps for each direction. Two layouts: [`Counts`] (three bit planes; for the
/// greedy starts and repairs of min-conflicts and QS4, whose boards are nearly solved and
/// large) and [`ByteCounts`] (one byte each; for QS1, whose random permutations crowd many
/// diagonals and whose swaps change counts all the time).
pub trait LineCounts: Clone + Debug + PartialEq + Eq {
    /// `len` counts of 0.
    fn new(len: usize) -> Self;
    /// How many counts there are.
    fn len(&self) -> usize;
    /// True if there are none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The count at `i`. Panics if `i ≥ len`.
    fn get(&self, i: usize) -> u32;
    /// True if the count at `i` is 0.
    fn is_zero(&self, i: usize) -> bool {
        self.get(i) == 0
    }
    /// True if the count at `i` is 2 or more.
    fn at_least_two(&self, i: usize) -> bool {
        self.get(i) >= 2
    }
    /// Adds one at `i`; returns the count before.
    fn increment(&mut self, i: usize) -> u32;
    /// Sets the count at `i`, which is 0, to 1, without reading it (checked in debug builds):
    /// a cheaper [`LineCounts::increment`] for a line known to be empty.
    fn increment_zero(&mut self, i: usize) {
        debug_assert!(self.is_zero(i), "count {i} is not 0");
        self.increment(i);
    }
    /// Takes one from `i`; returns the count after. Panics if it is 0.
    fn decrement(&mut self, i: usize) -> u32;
    /// Sets every count to `value` (0 to 3).
    fn fill(&mut self, value: u8);
    /// Every count in index order.
    fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }
    /// Every count in index order, as a vector.
    fn to_vec(&self) -> Vec<u32> {
        self.iter().collect()
    }
    /// Counts kept in a side table, outside the compact layout.
    fn spilled(&self) -> usize;
}

/// Non-negative counts, indexed `0..len`, each in three bit planes (≥ 1, ≥ 2, ≥ 3 queens)
/// and, from 4 on, in a side table. All start at 0.
///
/// ```
/// use nqueens::counts::{Counts, LineCounts};
///
/// let mut counts = Counts::new(3);
/// for _ in 0..300 {
///     counts.increment(1);
/// }
/// assert_eq!(counts.get(1), 300);
/// assert_eq!(counts.decrement(1), 299);
/// assert_eq!(counts.to_vec(), [0, 299, 0]);
/// assert!(counts.is_zero(0) && counts.at_least_two(1));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    len: usize,
    /// `planes[k]` bit i: the count at i is more than k.
    planes: [Vec<u64>; 3],
    /// The counts of 4 or more, by index.
    more: HashMap<usize, u32>,
}

impl Counts {
    /// The first plane, a word per 64 counts: bit `i % 64` of word `i / 64` is set when
    /// the count at `i` is 1 or more. The bits past `len` are 0.
    #[inline]
    pub fn occupied(&self) -> &[u64] {
        &self.planes[0]
    }

    /// Bit `i` of plane `k`.
    #[inline]
    fn bit(&self, k: usize, i: usize) -> bool {
        (self.planes[k][i / 64] >> (i % 64)) & 1 == 1
    }

    /// Sets bit `i` of plane `k` to `on`.
    #[inline]
    fn set(&mut self, k: usize, i: usize, on: bool) {
        let word = &mut self.planes[k][i / 64];
        *word = (*word & !(1 << (i % 64))) | (u64::from(on) << (i % 64));
    }
}

impl LineCounts for Counts {
    /// Memory: 3 bits per count (zeroed lazily by the allocator: untouched pages cost
    /// nothing until written).
    fn new(len: usize) -> Self {
        let words = len.div_ceil(64);
        Counts {
            len,
            planes: [vec![0; words], vec![0; words], vec![0; words]],
            more: HashMap::new(),
        }
    }

    fn len(&self) -> usize {
        self.len
    }

    /// One bit read.
    #[inline]
    fn is_zero(&self, i: usize) -> bool {
        assert!(i < self.len, "count {i} of {}", self.len);
        !self.bit(0, i)
    }

    /// One bit read.
    #[inline]
    fn at_least_two(&self, i: usize) -> bool {
        assert!(i < self.len, "count {i} of {}", self.len);
        self.bit(1, i)
    }

    #[inline]
    fn get(&self, i: usize) -> u32 {
        assert!(i < self.len, "count {i} of {}", self.len);
        if !self.bit(0, i) {
            0
        } else if !self.bit(1, i) {
            1
        } else if !self.bit(2, i) {
            2
        } else {
            self.more.get(&i).copied().unwrap_or(3)
        }
    }

    /// One bit set.
    #[inline]
    fn increment_zero(&mut self, i: usize) {
        debug_assert!(self.is_zero(i), "count {i} is not 0");
        assert!(i < self.len, "count {i} of {}", self.len);
        self.planes[0][i / 64] |= 1 << (i % 64);
    }

    #[inline]
    fn increment(&mut self, i: usize) -> u32 {
        let before = self.get(i);
        match before {
            0..=2 => self.set(before as usize, i, true),
            3 => {
                self.more.insert(i, 4);
            }
            _ => {
                *self
                    .more
                    .get_mut(&i)
                    .expect("a count of 4 or more is in the table") += 1
            }
        }
        before
    }

    #[inline]
    fn decrement(&mut self, i: usize) -> u32 {
        let before = self.get(i);
        match before {
            0 => panic!("a count below zero"),
            1..=3 => self.set(before as usize - 1, i, false),
            4 => {
                self.more.remove(&i);
            }
            _ => {
                *self
                    .more
                    .get_mut(&i)
                    .expect("a count of 4 or more is in the table") -= 1
            }
        }
        before - 1
    }

    /// Bits past `len` stay clear, so two equal sets of counts compare equal.
    fn fill(&mut self, value: u8) {
        assert!(value <= 3, "fill takes a count from 0 to 3");
        let tail = self.len % 64;
        for (k, plane) in self.planes.iter_mut().enumerate() {
            let on = usize::from(value) > k;
            plane.fill(if on { u64::MAX } else { 0 });
            if on && tail != 0 {
                *plane.last_mut().expect("a partial word") = (1 << tail) - 1;
            }
        }
        self.more.clear();
    }

    /// Those of 4 or more.
    fn spilled(&self) -> usize {
        self.more.len()
    }
}

/// The byte that means "the count is in the side table".
const SPILLED: u8 = u8::MAX;

/// Non-negative counts, indexed `0..len`, each in one byte while below 255 and in a side
/// table from 255 on. All start at 0. Every count is one read, whatever its value: QS1's
/// swaps, which add and remove queens on crowded diagonals all the time, run about three
/// times as fast on these as on [`Counts`]' planes and side table.
///
/// ```
/// use nqueens::counts::{ByteCounts, LineCounts};
///
/// let mut counts = ByteCounts::new(3);
/// for _ in 0..300 {
///     counts.increment(1);
/// }
/// assert_eq!(counts.get(1), 300);
/// assert_eq!(counts.decrement(1), 299);
/// assert_eq!(counts.to_vec(), [0, 299, 0]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteCounts {
    small: Vec<u8>,
    /// The counts of 255 or more, by index (their byte holds [`SPILLED`]).
    spill: HashMap<usize, u32>,
}

impl ByteCounts {
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
}

impl LineCounts for ByteCounts {
    /// Memory: `len` bytes.
    fn new(len: usize) -> Self {
        ByteCounts {
            small: vec![0; len],
            spill: HashMap::new(),
        }
    }

    fn len(&self) -> usize {
        self.small.len()
    }

    #[inline]
    fn get(&self, i: usize) -> u32 {
        match self.small[i] {
            SPILLED => self.spill[&i],
            count => u32::from(count),
        }
    }

    #[inline]
    fn increment(&mut self, i: usize) -> u32 {
        let count = &mut self.small[i];
        if *count < SPILLED - 1 {
            *count += 1;
            return u32::from(*count - 1);
        }
        self.increment_spilled(i)
    }

    #[inline]
    fn decrement(&mut self, i: usize) -> u32 {
        let count = &mut self.small[i];
        if *count != SPILLED {
            *count = count.checked_sub(1).expect("a count below zero");
            return u32::from(*count);
        }
        self.decrement_spilled(i)
    }

    fn fill(&mut self, value: u8) {
        assert!(value <= 3, "fill takes a count from 0 to 3");
        self.small.fill(value);
        self.spill.clear();
    }

    fn spilled(&self) -> usize {
        self.spill.len()
    }
}
