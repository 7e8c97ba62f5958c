//! Step back for any deterministic step iterator, by checkpoints and replay.
//!
//! The randomized solvers cannot undo a step from their state alone (the generator only runs
//! forward), so [`Rewind`] keeps clones of the iterator every `interval` steps and steps
//! back by restoring the nearest earlier checkpoint and replaying at most `interval` steps.
//! When more than [`MAX_CHECKPOINTS`] accumulate, every other one is dropped and the interval
//! doubles, so memory stays bounded (about `MAX_CHECKPOINTS` clones) while a step back
//! replays at most `interval` steps: a few thousand after millions of steps.

/// The most checkpoints kept before thinning.
pub const MAX_CHECKPOINTS: usize = 128;

#[derive(Clone, Debug)]
struct Checkpoint<S: Iterator> {
    position: u64,
    state: S,
    last: Option<S::Item>,
}

/// A step iterator with instant step back (see the [module docs](self)).
///
/// `S` must be deterministic: a clone stepped forward yields the same steps as the original.
#[derive(Clone, Debug)]
pub struct Rewind<S: Iterator + Clone>
where
    S::Item: Clone,
{
    current: S,
    position: u64,
    last: Option<S::Item>,
    interval: u64,
    checkpoints: Vec<Checkpoint<S>>,
}

impl<S: Iterator + Clone> Rewind<S>
where
    S::Item: Clone,
{
    /// Wraps `start`, the state before the first step.
    pub fn new(start: S) -> Self {
        Rewind {
            checkpoints: vec![Checkpoint {
                position: 0,
                state: start.clone(),
                last: None,
            }],
            current: start,
            position: 0,
            last: None,
            interval: 64,
        }
    }

    /// The wrapped iterator in its current state.
    pub fn state(&self) -> &S {
        &self.current
    }

    /// Steps taken from the start.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// The step that led to the current state (`None` at the start).
    pub fn last(&self) -> Option<&S::Item> {
        self.last.as_ref()
    }

    /// Takes one step; `None` once the iterator has ended.
    pub fn step(&mut self) -> Option<S::Item> {
        let item = self.current.next()?;
        self.position += 1;
        self.last = Some(item.clone());
        let newest = self.checkpoints.last().map_or(0, |c| c.position);
        if self.position.is_multiple_of(self.interval) && self.position > newest {
            self.checkpoints.push(Checkpoint {
                position: self.position,
                state: self.current.clone(),
                last: self.last.clone(),
            });
            if self.checkpoints.len() > MAX_CHECKPOINTS {
                self.interval *= 2;
                let interval = self.interval;
                self.checkpoints.retain(|c| c.position % interval == 0);
            }
        }
        Some(item)
    }

    /// Goes back one step. Returns false at the start.
    pub fn step_back(&mut self) -> bool {
        if self.position == 0 {
            return false;
        }
        let target = self.position - 1;
        let index = self
            .checkpoints
            .partition_point(|c| c.position <= target)
            .saturating_sub(1);
        let checkpoint = &self.checkpoints[index];
        self.current = checkpoint.state.clone();
        self.position = checkpoint.position;
        self.last = checkpoint.last.clone();
        while self.position < target {
            self.last = self.current.next();
            self.position += 1;
        }
        true
    }
}
