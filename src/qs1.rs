//! Sosič & Gu's gradient-based swap heuristic, QS1.
//!
//! Source: Sosič & Gu, "Fast Search Algorithms for the N-Queens Problem", IEEE Trans. SMC
//! 21(6), 1991 (`sosic-gu-fast-search.txt`), Figures 1 and 2. Start from a random permutation
//! (one queen per row and column). `d1[k]` counts the queens on the negative diagonal
//! `row + col = k` and `d2[k]` those on the positive diagonal `row − col + n − 1 = k`; a
//! diagonal with `k` queens holds `k − 1` collisions. Passes visit every pair `i < j`
//! (a **pair tested**, Figure 2 line 5); where queen `i` or `j` is attacked, the swap of their
//! columns is tested (a **swap tested**, line 6) and performed if it reduces the collisions.
//! The search stops the moment no collision is left; a pass that performs no swap gives up on
//! the permutation and a new random one starts. Each test reads at most eight diagonal counts
//! ([`Diagonals::exchange_delta`]), so it costs O(1), and only a swap performed writes them.
//! Most pairs have neither queen attacked: they are counted as tested, but the pass jumps
//! over them 64 rows at a time, on bits of the attacked rows kept up to date across performed
//! swaps (the counts and events are those of the pair-by-pair loop).
//!
//! Published figures this reproduces: collisions/n of a random permutation tends to 0.528
//! (Table 2: 0.5283 at n = 10,000), and for n ≥ 10,000 the first permutation almost always
//! succeeds (Table 4).

use crate::counts::{ByteCounts, LineCounts};
use crate::description::{
    ContinuesFrom, Description, Draws, Exercise, LegendItem, PAGE_MAX_N, PAGE_MAX_N_LARGE_QS1,
    SOLVED_WITH_SEED,
};
use crate::diagonals::Diagonals;
use crate::message::Message;
use crate::moves::{
    Change, Ended, Event, EventKind, Found, Fresh, Pairing, Square, Stuck as Stalled,
};
use crate::seed::{self, Rng};
use crate::solver::{Counter, CounterSpec, Outcome, ReportField, StartMessage, StepSolver};
use crate::timeline::Tick;
use crate::Error;

/// The largest board accepted: 10^7, by time rather than memory. Memory is about 32 bytes per
/// queen (columns 4, one-byte diagonal counts 4, the rows' XOR per diagonal 16, and the
/// allocator's slack), 320 MB at this limit; but its gradient swaps take about half a minute
/// natively at 10^7 and grow faster than n (about n^1.4 from 10^5, where they take 40 ms), so
/// 10^8 would take a quarter of an hour.
pub const MAX_N: usize = 10_000_000;

/// One event of the search. Rows and columns are 0-based; its caption ([`crate::captions`]) writes them 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A new random permutation, with its collisions.
    Permutation {
        /// 1-based count of permutations, this one included.
        number: u64,
        /// Collisions on the diagonals of the new permutation.
        collisions: u64,
    },
    /// Rows `i < j` swap columns, which reduces the collisions to `collisions`.
    Swap {
        /// 0-based first row.
        i: usize,
        /// 0-based second row.
        j: usize,
        /// The column row `i` had before the swap (row `j` has it now).
        from: usize,
        /// The column row `j` had before the swap (row `i` has it now).
        to: usize,
        /// Collisions after the swap.
        collisions: u64,
    },
    /// Swapping rows `i < j` was tested and would not reduce the collisions.
    Reject {
        /// 0-based first row.
        i: usize,
        /// 0-based second row.
        j: usize,
    },
    /// A full pass performed no swap while collisions remain: a new permutation follows.
    Stuck {
        /// Collisions left.
        collisions: u64,
    },
    /// No collision is left: the permutation is a solution.
    Solution {
        /// Permutations used.
        permutations: u64,
        /// 0-based column of the queen of each row.
        columns: Vec<usize>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    NewPermutation,
    Searching,
    /// No collision left; next: report the solution.
    Full,
    Solved,
}

/// QS1 as a seeded step iterator; it ends after the solution.
///
/// ```
/// use nqueens::qs1::Qs1;
/// use nqueens::solver::StepSolver;
/// use nqueens::verify::verify;
///
/// let mut search = Qs1::new(8, 42)?;
/// search.by_ref().for_each(drop);
/// assert_eq!(search.collisions(), 0);
/// assert!(verify(8, search.columns()).is_ok());
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Qs1 {
    n: usize,
    seed: u64,
    rng: Rng,
    queen: Vec<u32>,
    /// Queens per diagonal, a byte each (QS1's swaps change crowded diagonals' counts all
    /// the time: see [`ByteCounts`]).
    diagonals: Diagonals<ByteCounts>,
    attacked: AttackedRows,
    initial_collisions: u64,
    i: usize,
    j: usize,
    swaps_in_pass: u64,
    phase: Phase,
    permutations: u64,
    pairs_tested: u64,
    swaps_tested: u64,
    swaps_performed: u64,
}

impl Qs1 {
    /// A search on an `n × n` board whose permutations come from `seed`.
    ///
    /// # Errors
    /// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSolution`] for n = 2, 3.
    pub fn new(n: usize, seed: u64) -> Result<Self, Error> {
        crate::check_board_size(n, MAX_N, "time: about half a minute at 10,000,000")?;
        crate::check_solvable(n)?;
        let mut search = Qs1 {
            n,
            seed,
            rng: seed::rng(seed),
            queen: (0..n as u32).collect(),
            diagonals: Diagonals::new(n),
            attacked: AttackedRows::new(n),
            initial_collisions: 0,
            i: 0,
            j: 1,
            swaps_in_pass: 0,
            phase: Phase::NewPermutation,
            permutations: 0,
            pairs_tested: 0,
            swaps_tested: 0,
            swaps_performed: 0,
        };
        // Before the first permutation is drawn the board holds the identity (all queens on
        // one diagonal): its collisions are counted, so the counters agree with the board
        // shown. The first step shuffles and counts afresh, so runs do not change.
        search.count_permutation();
        Ok(search)
    }

    /// Queens per negative diagonal, `d1[row + col]` (length 2n − 1).
    pub fn d1(&self) -> &ByteCounts {
        self.diagonals.sums()
    }

    /// Queens per positive diagonal, `d2[row − col + n − 1]` (length 2n − 1).
    pub fn d2(&self) -> &ByteCounts {
        self.diagonals.differences()
    }

    /// Collisions of the current permutation when it was drawn.
    pub fn initial_collisions(&self) -> u64 {
        self.initial_collisions
    }

    /// Permutations drawn so far.
    pub fn permutations(&self) -> u64 {
        self.permutations
    }

    /// Pairs tested (Figure 2, line 5), over all permutations.
    pub fn pairs_tested(&self) -> u64 {
        self.pairs_tested
    }

    /// Swaps tested (Figure 2, line 6), over all permutations.
    pub fn swaps_tested(&self) -> u64 {
        self.swaps_tested
    }

    /// Swaps performed (Figure 2, line 7), over all permutations.
    pub fn swaps_performed(&self) -> u64 {
        self.swaps_performed
    }

    /// Counts the permutation in `queen` afresh: diagonals, attacked rows, initial collisions.
    fn count_permutation(&mut self) {
        self.diagonals.clear();
        self.diagonals.add_rows(&self.queen);
        self.attacked.rebuild(&self.queen, &self.diagonals);
        self.initial_collisions = self.diagonals.collisions();
    }

    fn new_permutation(&mut self) -> Step {
        self.rng.shuffle(&mut self.queen);
        self.count_permutation();
        self.permutations += 1;
        self.i = 0;
        self.j = 1;
        self.swaps_in_pass = 0;
        self.phase = if self.diagonals.collisions() == 0 {
            Phase::Full
        } else {
            Phase::Searching
        };
        Step::Permutation {
            number: self.permutations,
            collisions: self.diagonals.collisions(),
        }
    }
}

impl Iterator for Qs1 {
    type Item = Step;

    /// The next event; `None` after the solution. Pairs where neither queen is attacked are
    /// counted as tested without an event of their own.
    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Solved => None,
            Phase::Full => {
                self.phase = Phase::Solved;
                Some(Step::Solution {
                    permutations: self.permutations,
                    columns: self.queen.iter().map(|&c| c as usize).collect(),
                })
            }
            Phase::NewPermutation => Some(self.new_permutation()),
            Phase::Searching => loop {
                if self.j >= self.n {
                    self.i += 1;
                    self.j = self.i + 1;
                }
                if self.j >= self.n {
                    // The pass is over.
                    if self.swaps_in_pass == 0 {
                        self.phase = Phase::NewPermutation;
                        return Some(Step::Stuck {
                            collisions: self.diagonals.collisions(),
                        });
                    }
                    self.i = 0;
                    self.j = 1;
                    self.swaps_in_pass = 0;
                    continue;
                }
                let i = self.i;
                if !self.attacked.get(i) {
                    // Pairs where neither queen is attacked are tested but not swapped: jump
                    // to the next attacked queen, counting the pairs passed over.
                    let next = self.attacked.next_from(self.j);
                    self.pairs_tested += (next - self.j) as u64;
                    self.j = next;
                    if next == self.n {
                        continue;
                    }
                }
                let j = self.j;
                self.j += 1;
                self.pairs_tested += 1;
                self.swaps_tested += 1;
                let (from, to) = (self.queen[i] as usize, self.queen[j] as usize);
                // The swap is made only if it lowers the collisions (found by reading the
                // counts: most swaps tested are rejected).
                if self.diagonals.exchange_delta(&self.queen, i, j) < 0 {
                    self.diagonals.exchange(&mut self.queen, i, j);
                    self.attacked.after_swap(&self.queen, &self.diagonals, i, j);
                    self.swaps_performed += 1;
                    self.swaps_in_pass += 1;
                    if self.diagonals.collisions() == 0 {
                        self.phase = Phase::Full;
                    }
                    return Some(Step::Swap {
                        i,
                        j,
                        from,
                        to,
                        collisions: self.diagonals.collisions(),
                    });
                }
                return Some(Step::Reject { i, j });
            },
        }
    }
}

/// Which rows' queens are attacked (share a diagonal with another queen), one bit per row,
/// kept up to date across performed swaps so a pass skips unattacked pairs 64 rows at a time.
///
/// A performed swap changes the counts of at most eight diagonals; besides the two swapped
/// queens, only a queen left alone on a diagonal (count 2 → 1) or joined on one (1 → 2) can
/// change status. To find that queen without a scan, each diagonal also keeps the XOR of the
/// rows of its queens: on a diagonal holding one queen, the XOR is that queen's row. Rejected
/// swaps change nothing, so only performed ones update this.
#[derive(Clone, Debug)]
struct AttackedRows {
    n: usize,
    /// Bit `row % 64` of word `row / 64`: the queen of `row` is attacked.
    bits: Vec<u64>,
    /// XOR of the rows of the queens on each negative diagonal (`row + col`).
    sum_rows: Vec<u32>,
    /// XOR of the rows of the queens on each positive diagonal (`row − col + n − 1`).
    difference_rows: Vec<u32>,
}

impl AttackedRows {
    fn new(n: usize) -> Self {
        AttackedRows {
            n,
            bits: vec![0; n.div_ceil(64)],
            sum_rows: vec![0; 2 * n - 1],
            difference_rows: vec![0; 2 * n - 1],
        }
    }

    fn get(&self, row: usize) -> bool {
        (self.bits[row / 64] >> (row % 64)) & 1 == 1
    }

    /// Sets the bit of `row` from the diagonal counts.
    fn update(&mut self, queens: &[u32], diagonals: &Diagonals<ByteCounts>, row: usize) {
        let attacked = diagonals.is_attacked(row, queens[row] as usize);
        let word = &mut self.bits[row / 64];
        *word = (*word & !(1 << (row % 64))) | (u64::from(attacked) << (row % 64));
    }

    /// Recomputes everything for a new permutation `queens` counted in `diagonals`.
    fn rebuild(&mut self, queens: &[u32], diagonals: &Diagonals<ByteCounts>) {
        self.sum_rows.fill(0);
        self.difference_rows.fill(0);
        for (row, &col) in queens.iter().enumerate() {
            let col = col as usize;
            self.sum_rows[row + col] ^= row as u32;
            self.difference_rows[row + self.n - 1 - col] ^= row as u32;
        }
        for row in 0..self.n {
            self.update(queens, diagonals, row);
        }
    }

    /// The first attacked row in `from..n`, or `n` if none.
    fn next_from(&self, from: usize) -> usize {
        let n = self.n;
        if from >= n {
            return n;
        }
        let mut word = from / 64;
        let mut bits = self.bits[word] & (!0u64 << (from % 64));
        loop {
            if bits != 0 {
                return (word * 64 + bits.trailing_zeros() as usize).min(n);
            }
            word += 1;
            if word == self.bits.len() {
                return n;
            }
            bits = self.bits[word];
        }
    }

    /// Brings everything up to date after rows `i` and `j` swapped columns (`queens` and
    /// `diagonals` already hold the swap).
    fn after_swap(
        &mut self,
        queens: &[u32],
        diagonals: &Diagonals<ByteCounts>,
        i: usize,
        j: usize,
    ) {
        let n = self.n;
        let (new_i, new_j) = (queens[i] as usize, queens[j] as usize);
        let (old_i, old_j) = (new_j, new_i);
        let (ri, rj) = (i as u32, j as u32);
        // Old and new diagonals of one family never coincide (the rows and columns differ).
        let old_sums = [(i + old_i, ri), (j + old_j, rj)];
        let new_sums = [(i + new_i, ri), (j + new_j, rj)];
        let old_differences = [(i + n - 1 - old_i, ri), (j + n - 1 - old_j, rj)];
        let new_differences = [(i + n - 1 - new_i, ri), (j + n - 1 - new_j, rj)];
        for (d, row) in old_sums.into_iter().chain(new_sums) {
            self.sum_rows[d] ^= row;
        }
        for (d, row) in old_differences.into_iter().chain(new_differences) {
            self.difference_rows[d] ^= row;
        }
        let mut changed = [i, j, n, n, n, n, n, n, n, n];
        let mut k = 2;
        for (counts, rows, old, new) in [
            (diagonals.sums(), &self.sum_rows, old_sums, new_sums),
            (
                diagonals.differences(),
                &self.difference_rows,
                old_differences,
                new_differences,
            ),
        ] {
            // A diagonal a queen left that holds one queen now: that queen may be free.
            for (d, _) in old {
                if counts.get(d) == 1 {
                    changed[k] = rows[d] as usize;
                    k += 1;
                }
            }
            // A diagonal a queen (or both) joined that held one queen before: that queen is
            // attacked now.
            let joined: &[(usize, u32, u32)] = if new[0].0 == new[1].0 {
                &[(new[0].0, ri ^ rj, 2)]
            } else {
                &[(new[0].0, ri, 1), (new[1].0, rj, 1)]
            };
            for &(d, arrived, arrivals) in joined {
                if counts.get(d) == arrivals + 1 {
                    changed[k] = (rows[d] ^ arrived) as usize;
                    k += 1;
                }
            }
        }
        for &row in &changed[..k] {
            self.update(queens, diagonals, row);
        }
    }
}

const COLLISIONS: CounterSpec = CounterSpec {
    id: "collisions",
    label: "Collisions now",
    counts: "queens beyond the first on each diagonal, summed over the diagonals (Sosič & Gu)",
    report: None,
};
const INITIAL_COLLISIONS: CounterSpec = CounterSpec {
    id: "initial-collisions",
    label: "Collisions initially",
    counts: "collisions of the current permutation when it was drawn (Table 2)",
    report: Some(ReportField {
        key: "initial_collisions",
        label: "Initial collisions",
    }),
};
const PAIRS_TESTED: CounterSpec = CounterSpec {
    id: "pairs-tested",
    label: "Pairs tested",
    counts: "pairs of rows tested, over all permutations (Figure 2, line 5; Table 5)",
    report: Some(ReportField {
        key: "pairs_tested",
        label: "Pairs tested",
    }),
};
const SWAPS_TESTED: CounterSpec = CounterSpec {
    id: "swaps-tested",
    label: "Swaps tested",
    counts: "swaps tested for a gain, over all permutations (Figure 2, line 6; Table 5)",
    report: Some(ReportField {
        key: "swaps_tested",
        label: "Swaps tested",
    }),
};
const SWAPS_PERFORMED: CounterSpec = CounterSpec {
    id: "swaps-performed",
    label: "Swaps performed",
    counts: "swaps made because they reduced the collisions (Figure 2, line 7)",
    report: Some(ReportField {
        key: "swaps_performed",
        label: "Swaps performed",
    }),
};
const PERMUTATIONS: CounterSpec = CounterSpec {
    id: "permutations",
    label: "Permutations",
    counts: "random permutations drawn, this one included (Table 4)",
    report: Some(ReportField {
        key: "permutations",
        label: "Permutations",
    }),
};

/// QS1's counters, in display order.
pub const COUNTERS: [CounterSpec; 6] = [
    COLLISIONS,
    INITIAL_COLLISIONS,
    PAIRS_TESTED,
    SWAPS_TESTED,
    SWAPS_PERFORMED,
    PERMUTATIONS,
];

/// QS1 as Sosič & Gu's Figure 2 gives it (gradient-based swaps of a permutation), one line
/// per kind of step ([`StepSolver::line`]).
pub const PSEUDOCODE: [&str; 7] = [
    "repeat:",
    "  generate a random permutation (one queen per row and per column)",
    "  repeat, for each pair of rows i < j where a queen is attacked:",
    "    if swapping their columns reduces the collisions: swap them",
    "    else leave them",
    "  until a whole pass swaps nothing",
    "until the collisions are 0: a solution",
];

/// What this algorithm says about itself (see [`Description`]): the page, the lab and the
/// command line read it through [`StepSolver::DESCRIPTION`].
pub const DESCRIPTION: Description = Description {
    id: "qs1",
    name: "QS1 gradient swaps",
    title: "QS1 (Sosič & Gu)",
    summary: "Gradient-based swaps: from a random permutation, test pairs of rows where a \
              queen is attacked and swap them when that reduces the collisions; a pass \
              without a swap starts a new permutation.",
    source: "Sosič & Gu, “Fast Search Algorithms for the N-Queens Problem” (1991), QS1, \
             Figures 1–2.",
    randomized: true,
    exhaustive: false,
    max_n: MAX_N,
    max_n_animated: PAGE_MAX_N,
    max_n_large: Some(PAGE_MAX_N_LARGE_QS1),
    large_bytes_per_queen: 42,
    draws: Draws::LOCAL_SEARCH,
    legend: &[
        LegendItem::ATTACKED_QUEEN,
        LegendItem::LINE,
        LegendItem::SWAP,
        LegendItem::REJECT,
    ],
    start_caption: "Start: one queen per row and column.",
    first_step: "Step draws a random permutation.",
    counters: &COUNTERS,
    option_counters: &[],
    compared: true,
    compared_by_default: false,
    raced: true,
    attempt_unit: "swaps tested",
    tries_unit: "permutations",
    collisions_label: "Collisions",
    pseudocode: &PSEUDOCODE,
    continues_from: Some(ContinuesFrom::AnyBoard),
    exercises: &[Exercise {
        code: "QS1",
        name: "Be QS1",
        task: "Perform QS1's gradient swaps: for each pair of queens it tests, say whether the \
               swap is taken: it is when exchanging their columns lowers the collisions (a \
               diagonal holding k queens holds k − 1 collisions).",
        params: "",
        sizes: (6, 8),
        steps: 10,
        leaves_out: &[],
    }],
    solved_caption: SOLVED_WITH_SEED,
    events: &[
        EventKind::Restart,
        EventKind::Swap,
        EventKind::Refuse,
        EventKind::Stuck,
        EventKind::Solution,
    ],
    parameters: &[],
};

impl StepSolver for Qs1 {
    type Step = Step;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn start(n: usize, seed: u64) -> Result<Self, Error> {
        Qs1::new(n, seed)
    }
    /// A search that starts from a board a learner set up instead of its first random
    /// permutation: `board[row]` is the 0-based column of that row's queen, or `None`. QS1
    /// swaps within a permutation, so each queen keeps its column when no lower row took it
    /// first; the other rows (empty, or sharing a column) get the unused columns in an order
    /// drawn from `seed`. Its first move is the first pass over that permutation.
    ///
    /// # Errors
    /// As [`Qs1::new`]; [`Error::Prefix`] if `board` does not have n rows or names a column
    /// outside the board.
    fn from_board(n: usize, seed: u64, board: &[Option<u32>]) -> Option<Result<Self, Error>> {
        let mut search = match Qs1::new(n, seed) {
            Ok(search) => search,
            Err(error) => return Some(Err(error)),
        };
        if board.len() != n || board.iter().flatten().any(|&c| c as usize >= n) {
            return Some(Err(Error::Prefix(format!(
                "a board of {n} rows needs one column from 1 to {n} (or none) per row"
            ))));
        }
        let mut used = vec![false; n];
        let mut kept: Vec<Option<u32>> = Vec::with_capacity(n);
        for col in board {
            match col {
                Some(c) if !used[*c as usize] => {
                    used[*c as usize] = true;
                    kept.push(Some(*c));
                }
                _ => kept.push(None),
            }
        }
        let mut unused: Vec<u32> = (0..n as u32).filter(|&c| !used[c as usize]).collect();
        search.rng.shuffle(&mut unused);
        let mut spare = unused.into_iter();
        search.queen = kept
            .into_iter()
            .map(|c| {
                c.or_else(|| spare.next())
                    .expect("one unused column per open row")
            })
            .collect();
        search.count_permutation();
        search.permutations = 1;
        search.phase = if search.diagonals.collisions() == 0 {
            Phase::Full
        } else {
            Phase::Searching
        };
        Some(Ok(search))
    }
    fn n(&self) -> usize {
        self.n
    }
    fn seed(&self) -> Option<u64> {
        Some(self.seed)
    }
    fn step(&mut self) -> Option<Step> {
        self.next()
    }
    /// The 0-based column of the queen of each row (the identity before the first
    /// permutation).
    fn columns(&self) -> &[u32] {
        &self.queen
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            COLLISIONS.at(self.diagonals.collisions()),
            INITIAL_COLLISIONS.at(self.initial_collisions()),
            PAIRS_TESTED.at(self.pairs_tested()),
            SWAPS_TESTED.at(self.swaps_tested()),
            SWAPS_PERFORMED.at(self.swaps_performed()),
            PERMUTATIONS.at(self.permutations()),
        ]
    }
    fn start_message(&self) -> StartMessage {
        if self.phase == Phase::NewPermutation {
            return StartMessage::of(&DESCRIPTION);
        }
        // Gone on from a learner's board, completed into a permutation at once.
        StartMessage {
            state: Message::new("caption-start-your-permutation"),
            next: Message::new("caption-first-step-swaps"),
        }
    }
    fn line(&self, step: &Step) -> usize {
        match step {
            Step::Permutation { .. } => 2,
            Step::Swap { .. } => 4,
            Step::Reject { .. } => 5,
            Step::Stuck { .. } => 6,
            Step::Solution { .. } => 7,
        }
    }
    /// The tick from the step, as [`tick_of`](crate::moves::tick_of)(events) gives it: a
    /// new permutation and a pass without progress tick as dead ends, a solution as one.
    fn tick(&self, step: &Step) -> Option<Tick> {
        match step {
            Step::Swap { .. } | Step::Reject { .. } => None,
            Step::Permutation { .. } | Step::Stuck { .. } => Some(Tick::Dead),
            Step::Solution { .. } => Some(Tick::Solution),
        }
    }
    fn events(&self, step: &Step) -> Vec<Event> {
        let q = |row: usize| Square::new(row, self.queen[row] as usize);
        vec![match *step {
            Step::Permutation { number, collisions } => Event::Restart {
                from: Fresh::Permutation,
                number,
                after: (number > 1).then_some(Ended::Stuck),
                h: None,
                collisions: Some(collisions),
            },
            Step::Swap {
                i,
                j,
                from,
                to,
                collisions,
            } => Event::Swap {
                first: Square::new(i, to),
                second: Square::new(j, from),
                pairing: Pairing::Pass,
                collisions: Some(collisions),
            },
            Step::Reject { i, j } => Event::Refuse {
                change: Change::Swap {
                    first: q(i),
                    second: q(j),
                },
                draw: None,
                odds: None,
                pairing: Some(Pairing::Pass),
            },
            Step::Stuck { collisions } => Event::Stuck {
                why: Stalled::NoProgress,
                h: None,
                best: None,
                moves: None,
                restarts: None,
                temperature: None,
                collisions: Some(collisions),
            },
            Step::Solution { permutations, .. } => Event::Solution {
                last: None,
                found: Found::Permutation {
                    number: permutations,
                },
            },
        }]
    }
    fn outcome(step: &Step) -> Outcome {
        match step {
            Step::Solution { .. } => Outcome::Solution,
            _ => Outcome::Paused,
        }
    }
    /// True once no collision is left.
    fn is_solved(&self) -> bool {
        matches!(self.phase, Phase::Full | Phase::Solved)
    }
    fn attempts(&self) -> u64 {
        self.swaps_tested()
    }
    fn tries(&self) -> u64 {
        self.permutations()
    }
    /// Collisions now: the sum over diagonals of (queens − 1) where positive.
    fn collisions(&self) -> u64 {
        self.diagonals.collisions()
    }
    /// True if the queen of `row` shares a diagonal with another queen.
    fn is_attacked(&self, row: usize) -> bool {
        self.diagonals.is_attacked(row, self.queen[row] as usize)
    }
}
