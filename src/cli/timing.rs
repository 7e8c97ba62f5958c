//! `nqueens compare`'s CPU time per run, timed as the page's Compare view times it
//! (`www/worker.js`, `www/timing.js`): after the runs, each thread's share of them is repeated
//! inside the core in several batches of calls, each call lasting [`MIN_CALL_MS`] or more (a
//! long share cut into parts of about that length by their attempts); the best batch of each
//! part gives the time per run, the median and the slowest its spread, and a median over
//! [`TOO_BUSY_RATIO`] times the best says the machine was too busy for the time to mean
//! anything. One timing, unlike the whole comparison's wall-clock time, is neither the first
//! pass (cold caches) nor a pass the scheduler interrupted. Printed on stderr only: stdout
//! depends on the master seed alone.

use super::i18n::{decimal, number, tr};
use nqueens::lab::{self, Algorithm, Record};
use nqueens::params::Params;
use std::time::Instant;

/// The batches' median over this many times the best: the machine was too busy to time (the
/// page's `TOO_BUSY_RATIO` in `www/timing.js`).
pub const TOO_BUSY_RATIO: f64 = 1.5;
/// A timed call lasts at least this long: thousands of times the native timer's resolution,
/// and well inside one of the scheduler's turns (about 4 ms with two CPU-bound processes
/// beside two threads on 2 cores), so that most calls run undisturbed.
const MIN_CALL_MS: f64 = 0.5;
/// A share's timed batches take about this long in all when short: from 5 to 15 batches…
const TIMING_MS: f64 = 20.0;
const MOST_BATCHES: usize = 15;
const FEWEST_BATCHES: usize = 5;
/// …and 3 when one pass over the share lasts this long (a long deterministic run, say).
const LONG_PASS_MS: f64 = 1000.0;

/// One algorithm's CPU time per run, in milliseconds.
#[derive(Clone, Debug, PartialEq)]
pub struct TimePerRun {
    /// The best batch (each part's fastest, summed over the parts, per run).
    pub best: f64,
    /// The median batch (each part's median, summed, per run).
    pub median: f64,
    /// The slowest batch (each part's slowest, summed, per run).
    pub max: f64,
    /// Batches timed (the fewest of any part).
    pub batches: usize,
}

impl TimePerRun {
    /// Median ÷ best.
    pub fn ratio(&self) -> f64 {
        self.median / self.best
    }

    /// Whether the machine was too busy for the time to mean anything.
    pub fn too_busy(&self) -> bool {
        self.ratio().is_nan() || self.ratio() > TOO_BUSY_RATIO
    }

    /// "1.23 µs (best of 15 batches; median 1.25, range 1.23–1.40 µs)", or the words saying
    /// the machine was too busy, with the spread that says why.
    pub fn words(&self) -> String {
        // The unit's key for the catalog's select ("us" writes µs, "ms" ms), so the unit is
        // the language's word, not data.
        let unit = if self.best < 0.01 { "us" } else { "ms" };
        let value = |ms: f64| {
            let v = if unit == "us" { ms * 1000.0 } else { ms };
            let digits = match v {
                v if v >= 100.0 => 0,
                v if v >= 10.0 => 1,
                v if v >= 1.0 => 2,
                _ => 3,
            };
            decimal(v, digits)
        };
        let spread = tr(
            "cli-timing-spread",
            &[
                ("median", value(self.median).into()),
                ("best", value(self.best).into()),
                ("max", value(self.max).into()),
                ("unit", unit.into()),
            ],
        );
        if self.too_busy() {
            tr(
                "cli-timing-busy",
                &[
                    ("batches", number(self.batches as f64)),
                    ("ratio", decimal(self.ratio(), 1).into()),
                    ("limit", decimal(TOO_BUSY_RATIO, 1).into()),
                    ("spread", spread.into()),
                ],
            )
        } else {
            tr(
                "cli-timing-time",
                &[
                    ("best", value(self.best).into()),
                    ("unit", unit.into()),
                    ("batches", number(self.batches as f64)),
                    ("spread", spread.into()),
                ],
            )
        }
    }
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[mid]
    } else {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    }
}

/// One algorithm's runs to time: the runs `records` of `algorithm` (in run order) on an
/// `n × n` board under `master` with `params`.
pub struct Runs<'a> {
    pub algorithm: Algorithm,
    pub n: usize,
    pub master: u64,
    pub params: &'a Params,
    pub records: &'a [Record],
}

impl Runs<'_> {
    /// Milliseconds per pass over `indices`, timed over `times` passes in one call.
    fn pass(&self, indices: &[u64], times: u32) -> f64 {
        let start = Instant::now();
        // The runs succeeded already: the same runs cannot fail now.
        let attempts = lab::repeat_runs(
            self.algorithm,
            self.n,
            self.master,
            indices,
            times,
            self.params,
        )
        .unwrap_or_default();
        std::hint::black_box(attempts);
        start.elapsed().as_secs_f64() * 1e3 / f64::from(times)
    }

    /// One share's timing: `parts[c][k]`, the ms of one pass over part c in batch k.
    fn time_share(&self, indices: &[u64]) -> Vec<Vec<f64>> {
        let mut times = 1u32;
        let mut fastest = f64::INFINITY;
        // (64 calls bound it: the repeats at least double each call, up to u32::MAX.)
        for _ in 0..64 {
            fastest = fastest.min(self.pass(indices, times));
            if f64::from(times) * fastest >= MIN_CALL_MS || times == u32::MAX {
                break;
            }
            let needed = (1.25 * MIN_CALL_MS / fastest)
                .ceil()
                .min(f64::from(u32::MAX));
            times = times.saturating_mul(2).max(needed as u32);
        }
        let length = f64::from(times) * fastest;
        let batches = if fastest >= LONG_PASS_MS {
            3
        } else {
            ((TIMING_MS / length).round() as usize).clamp(FEWEST_BATCHES, MOST_BATCHES)
        };
        let parts: Vec<Vec<u64>> = if times == 1 && fastest > 2.5 * MIN_CALL_MS {
            let weights: Vec<u64> = indices
                .iter()
                .map(|&i| self.records[i as usize].attempts + 1)
                .collect();
            cut(
                indices,
                &weights,
                (fastest / (1.25 * MIN_CALL_MS)).round() as usize,
            )
        } else {
            vec![indices.to_vec()]
        };
        // One untimed batch first: the thread's first calls run with cold caches.
        for part in &parts {
            self.pass(part, times);
        }
        let mut timed = vec![Vec::with_capacity(batches); parts.len()];
        for _ in 0..batches {
            for (part, times_of_part) in parts.iter().zip(&mut timed) {
                times_of_part.push(self.pass(part, times));
            }
        }
        timed
    }

    /// The time per run, each of `threads` threads timing a share of the runs at once (a
    /// deterministic algorithm's one run on one), or `None` without runs.
    pub fn time(&self, threads: usize) -> Option<TimePerRun> {
        let runs = if self.algorithm.is_randomized() {
            self.records.len()
        } else {
            self.records.len().min(1)
        };
        if runs == 0 {
            return None;
        }
        let threads = threads.clamp(1, runs);
        let shares: Vec<Vec<u64>> = (0..threads)
            .map(|t| (t..runs).step_by(threads).map(|i| i as u64).collect())
            .collect();
        let parts: Vec<Vec<f64>> = std::thread::scope(|scope| {
            let handles: Vec<_> = shares
                .iter()
                .map(|share| scope.spawn(move || self.time_share(share)))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("a timing panicked"))
                .collect()
        });
        let total =
            |pick: &dyn Fn(&[f64]) -> f64| parts.iter().map(|p| pick(p)).sum::<f64>() / runs as f64;
        Some(TimePerRun {
            best: total(&|p| p.iter().copied().fold(f64::INFINITY, f64::min)),
            median: total(&median),
            max: total(&|p| p.iter().copied().fold(0.0, f64::max)),
            batches: parts.iter().map(Vec::len).min().unwrap_or(0),
        })
    }
}

/// `indices` cut into about `count` consecutive parts of equal weight (a heavy run alone).
fn cut(indices: &[u64], weights: &[u64], count: usize) -> Vec<Vec<u64>> {
    let target = weights.iter().sum::<u64>() as f64 / count.max(1) as f64;
    let mut parts = Vec::new();
    let mut part = Vec::new();
    let mut weight = 0.0;
    for (&index, &w) in indices.iter().zip(weights) {
        part.push(index);
        weight += w as f64;
        if weight >= target {
            parts.push(std::mem::take(&mut part));
            weight = 0.0;
        }
    }
    if !part.is_empty() {
        parts.push(part);
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_give_the_best_and_its_spread_or_say_too_busy() {
        let sound = TimePerRun {
            best: 0.00123,
            median: 0.00125,
            max: 0.0014,
            batches: 15,
        };
        assert_eq!(
            sound.words(),
            "1.23 µs (best of 15 batches; median 1.25, range 1.23–1.40 µs)"
        );
        let busy = TimePerRun {
            median: 0.0031,
            max: 0.009,
            ..sound
        };
        assert!(busy.too_busy());
        assert_eq!(
            busy.words(),
            "too busy to time: the median of 15 batches took 2.5 × the fastest (over 1.5 ×); median 3.10, range 1.23–9.00 µs"
        );
    }

    #[test]
    fn parts_are_consecutive_and_cover_every_run() {
        let indices: Vec<u64> = (0..10).collect();
        let parts = cut(&indices, &[1, 1, 1, 100, 1, 1, 1, 1, 1, 1], 4);
        assert_eq!(parts.concat(), indices);
        assert!(parts.iter().any(|p| p.contains(&3) && p.len() <= 4));
    }
}
