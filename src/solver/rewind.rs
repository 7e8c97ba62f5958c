//! Step back for any deterministic [`StepSolver`], by checkpoints and replay.
//!
//! The randomized solvers cannot undo a step from their state alone (the generator only runs
//! forward), so [`Rewind`] keeps clones of the iterator every `interval` steps and steps
//! back by restoring the nearest earlier checkpoint and replaying at most `interval` steps.
//! When more than [`MAX_CHECKPOINTS`] accumulate, every other one is dropped and the interval
//! doubles, so memory stays bounded (about `MAX_CHECKPOINTS` clones) while a step back
//! replays at most `interval` steps: a few thousand after millions of steps.
//!
//! Every step taken, replays included, is recorded on the run's [`Timeline`] (its tick and, at
//! a solution, the columns), so a run to the end leaves the same ticks as stepping.

use crate::moves::Event;
use crate::solver::StepSolver;
use crate::timeline::Timeline;

/// The most checkpoints kept before thinning.
pub const MAX_CHECKPOINTS: usize = 128;

#[derive(Clone, Debug)]
struct Checkpoint<S: StepSolver> {
    position: u64,
    state: S,
    last: Option<S::Step>,
}

/// A step iterator with instant step back (see the [module docs](self)).
///
/// `S` must be deterministic: a clone stepped forward yields the same steps as the original.
/// Through [`crate::solver::Animation`] it is the page's handle on every randomized solver.
#[derive(Clone, Debug)]
pub struct Rewind<S: StepSolver> {
    current: S,
    position: u64,
    last: Option<S::Step>,
    interval: u64,
    checkpoints: Vec<Checkpoint<S>>,
    timeline: Timeline,
}

impl<S: StepSolver> Rewind<S> {
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
            timeline: Timeline::default(),
        }
    }

    /// The wrapped iterator in its current state.
    pub fn state(&self) -> &S {
        &self.current
    }

    /// The wrapped iterator as it was before the first step.
    pub fn start_state(&self) -> &S {
        &self.checkpoints[0].state
    }

    /// Steps taken from the start.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// The step that led to the current state (`None` at the start).
    pub fn last(&self) -> Option<&S::Step> {
        self.last.as_ref()
    }

    /// The ticks and solutions of the steps taken so far.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// Takes one step; `None` once the iterator has ended.
    pub fn step(&mut self) -> Option<S::Step> {
        let item = self.current.step()?;
        self.position += 1;
        let tick = self.current.tick(&item);
        self.timeline
            .record(self.position, tick, self.current.columns());
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

    /// Goes to step `target`: back by restoring the nearest checkpoint at or before it and
    /// replaying, forward by stepping; at most `budget` steps are taken (replayed or new), so
    /// a long seek can be done in slices. Returns the position reached (less than `target`
    /// going forward when the iterator ends first, or when the budget runs out).
    pub fn seek(&mut self, target: u64, budget: u64) -> u64 {
        if target < self.position {
            let index = self
                .checkpoints
                .partition_point(|c| c.position <= target)
                .saturating_sub(1);
            // The first checkpoint is the start, so one at or before `target` exists.
            let checkpoint = &self.checkpoints[index];
            self.current = checkpoint.state.clone();
            self.position = checkpoint.position;
            self.last = checkpoint.last.clone();
        }
        let mut left = budget;
        while left > 0 && self.position < target {
            if self.step().is_none() {
                break;
            }
            left -= 1;
        }
        self.position
    }

    /// The events of the next step, without taking it: the step is taken, read and undone,
    /// and the timeline left as it was (predict mode asks about a move before it is shown);
    /// empty when the iterator has ended.
    pub fn peek_events(&mut self) -> Vec<Event> {
        let timeline = std::mem::take(&mut self.timeline);
        let events = match self.step() {
            Some(step) => {
                let events = self.current.events(&step);
                self.step_back();
                events
            }
            None => Vec::new(),
        };
        self.timeline = timeline;
        events
    }

    /// Goes back one step. Returns false at the start.
    pub fn step_back(&mut self) -> bool {
        if self.position == 0 {
            return false;
        }
        self.seek(self.position - 1, u64::MAX);
        true
    }
}
