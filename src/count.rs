//! Counting every solution of the n-queens puzzle (OEIS A000170), and the fundamental
//! solutions (OEIS A002562: one per class under the eight symmetries of the square).
//!
//! Bitboard depth-first search over rows that visits only one solution of each symmetry
//! class (the method of Takaken's "N-Queens problem" page, after Jeff Somers' bitboards):
//!
//! - **Corner queen.** No solution has a queen in two corners, and one with a queen in a
//!   corner has no symmetry, so its class has eight members, two of them with the queen at
//!   row 1, column 1: a solution and its reflection in the main diagonal. The search keeps
//!   the one whose row-2 queen is further left than the row of its column-2 queen.
//! - **No corner queen.** Each edge of the board holds one queen. Let `b` be the least
//!   distance from an edge queen to the corner at which its edge begins, going round the
//!   board clockwise. The search puts the row-1 queen at distance `b` from the left corner
//!   and keeps every other edge queen at least `b` from its corners. The reflected images
//!   of such a board are never generated (each would put a queen where the row-1 queen
//!   attacks it), so only the three rotations are compared: the board is kept if it is the
//!   least of its rotations, and weighs 2, 4 or 8 as it is symmetric under 90°, 180° or
//!   neither.
//!
//! Boards up to 5 × 5 are counted by plain search, each solution compared with its eight
//! images.
//!
//! Each task's search is depth-first and one row at a time ([`Kernel::scalar`]), or
//! depth-first down to eleven rows before the end and then breadth-first, sixteen boards at a
//! time (the `tail` module): with AVX-512 on x86-64 CPUs that have it ([`Kernel::avx512`],
//! about 4.5 times as fast: Q(16) in 0.39–0.42 s on one thread of the 2-core test machine,
//! against 1.8–2.1 s), and with WebAssembly's SIMD128 in the browser ([`Kernel::simd128`],
//! four 128-bit vectors a pass: Q(16) in 0.77 s on one thread in Chromium, against 2.1–2.2 s
//! for the scalar kernel there). All kernels keep the same boards and weigh them alike; the
//! tests compare them task by task (natively and in the browser).

use crate::Error;

#[cfg(target_arch = "x86_64")]
mod avx512;
#[cfg(target_arch = "wasm32")]
mod simd128;
#[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
mod tail;

/// The batched search of the last rows on this architecture.
#[cfg(target_arch = "x86_64")]
type Batched = tail::Tail<avx512::Avx512>;
/// The batched search of the last rows on this architecture.
#[cfg(target_arch = "wasm32")]
type Batched = tail::Tail<simd128::Simd128>;

/// The largest `n` the counting functions accept. On the 2-core test machine one thread
/// counts Q(16) in about 0.4 s with [`Kernel::avx512`] (2 s with [`Kernel::scalar`]), and
/// each further size takes about six and a half times longer (Q(17): 1.4 s on two threads),
/// so Q(20) should take roughly seven minutes on two threads (half an hour without AVX-512;
/// both extrapolated, not measured).
pub const MAX_N: usize = 20;

/// The result of counting: all solutions and the fundamental ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// Q(n), every solution (OEIS A000170).
    pub solutions: u64,
    /// Solutions up to rotation and reflection (OEIS A002562).
    pub fundamental: u64,
}

impl std::ops::Add for Count {
    type Output = Count;
    fn add(self, other: Count) -> Count {
        Count {
            solutions: self.solutions + other.solutions,
            fundamental: self.fundamental + other.fundamental,
        }
    }
}

impl std::iter::Sum for Count {
    fn sum<I: Iterator<Item = Count>>(iter: I) -> Count {
        iter.fold(Count::default(), |a, b| a + b)
    }
}

/// One unit of counting work: the queens of the first rows fixed (0-based columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Boards up to 5 × 5, whole: every solution, kept as fundamental when it is the least
    /// of its eight images.
    Small,
    /// Row-1 queen in column 1 (the corner), row-2 queen in `second`, row-3 queen in
    /// `third`.
    Corner {
        /// Column of the row-2 queen, 2 ≤ `second` ≤ n − 2.
        second: usize,
        /// Column of the row-3 queen.
        third: usize,
    },
    /// No corner queen; the row-1 queen in column `first` = `b`, the row-2 queen in `second`.
    Edge {
        /// Column of the row-1 queen, 1 ≤ `first` < (n − 1)/2.
        first: usize,
        /// Column of the row-2 queen.
        second: usize,
    },
}

/// Search state shared by the recursion: the bitboard constants of one task and the board
/// so far (`board[row]` is the bit of the queen's column).
struct Search {
    n: usize,
    last: usize,
    full: u32,
    /// Columns 1 and n.
    sides: u32,
    /// Bottom-row columns closer than `b` to a corner.
    bottom_forbidden: u32,
    /// Bottom-row column at distance `b` from the bottom-right corner.
    bottom_end: u32,
    top_bit: u32,
    /// `b`, the row-1 queen's column (0-based), and `n − 1 − b`.
    near: usize,
    far: usize,
    board: [u32; MAX_N],
    count: Count,
    /// The row at which boards go to the batched search (`usize::MAX`: never).
    split: usize,
    #[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
    tail: Option<Batched>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            n,
            last: n - 1,
            full: u32::MAX >> (32 - n),
            sides: 1 | (1 << (n - 1)),
            bottom_forbidden: 0,
            bottom_end: 0,
            top_bit: 1 << (n - 1),
            near: 0,
            far: 0,
            board: [0; MAX_N],
            count: Count::default(),
            split: usize::MAX,
            #[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
            tail: None,
        }
    }

    /// Passes a board whose rows `0..split` are filled to the batched search; `flagged` if
    /// one of those rows already calls for the comparison with rotations.
    fn hand_over(&mut self, left: u32, down: u32, right: u32, flagged: bool) {
        #[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
        if let Some(tail) = self.tail.as_mut() {
            // SAFETY: a tail exists only under a batched kernel, whose constructor checked
            // the CPU (`Kernel::avx512`) or the build (`Kernel::simd128`).
            unsafe { tail.push(&self.board, left, down, right, flagged) };
        }
        #[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
        let _ = (left, down, right, flagged);
    }

    fn small(&mut self, row: usize, left: u32, down: u32, right: u32) {
        if row == self.n {
            let columns: Vec<usize> = self.board[..self.n]
                .iter()
                .map(|b| b.trailing_zeros() as usize)
                .collect();
            self.count.solutions += 1;
            if images(&columns).iter().all(|image| *image >= columns) {
                self.count.fundamental += 1;
            }
            return;
        }
        let mut free = self.full & !(left | down | right);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.board[row] = bit;
            self.small(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    /// Corner case, rows `row..`: a square in column 2 is allowed only from row `near` on,
    /// which keeps the solution and drops its diagonal reflection.
    fn corner(&mut self, row: usize, left: u32, down: u32, right: u32) {
        if row == self.split {
            self.hand_over(left, down, right, false);
            return;
        }
        let mut free = self.full & !(left | down | right);
        if row == self.last {
            if free != 0 {
                self.count.solutions += 8;
                self.count.fundamental += 1;
            }
            return;
        }
        if row < self.near {
            free &= !2;
        }
        self.corner_from(row, free, left, down, right);
    }

    fn corner_from(&mut self, row: usize, mut free: u32, left: u32, down: u32, right: u32) {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.corner(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    /// The squares of `row` an edge-case queen may take (not the last row).
    fn edge_candidates(&self, row: usize, left: u32, down: u32, right: u32) -> Option<u32> {
        let mut free = self.full & !(left | down | right);
        if row < self.near {
            free &= !self.sides;
        } else if row == self.far {
            // Rows below `far` are closer than `b` to the bottom corners: by now both side
            // columns must be taken, this row taking the second if need be.
            let taken = down & self.sides;
            if taken == 0 {
                return None;
            }
            if taken != self.sides {
                free &= self.sides;
            }
        }
        Some(free)
    }

    /// Edge case, rows `row..` (1 ≤ `row` ≤ n − 2).
    fn edge(&mut self, row: usize, left: u32, down: u32, right: u32) {
        if row == self.split {
            // Rows `far` and `near` below the split decide part of the comparison now.
            let flagged = (self.far < row && self.board[self.far] == 1)
                || (self.near < row && self.board[self.near] == self.top_bit);
            self.hand_over(left, down, right, flagged);
            return;
        }
        if let Some(free) = self.edge_candidates(row, left, down, right) {
            self.edge_from(row, free, left, down, right);
        }
    }

    fn edge_from(&mut self, row: usize, mut free: u32, left: u32, down: u32, right: u32) {
        if row + 2 == self.n {
            // Second-to-last row: the last row's square follows without another call.
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let last = self.full & !(((left | bit) << 1) | down | bit | ((right | bit) >> 1));
                if last != 0 && last & self.bottom_forbidden == 0 {
                    self.board[row] = bit;
                    self.board[row + 1] = last;
                    self.classify();
                }
            }
            return;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.board[row] = bit;
            self.edge(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    /// Keeps a full edge-case board if no rotation of it is smaller (rows compared from
    /// row 1 on, each by its queen's column), and weighs it by its rotational symmetry.
    fn classify(&mut self) {
        let board = &self.board[..self.n];
        let n = self.n;
        let col = |r: usize| board[r].trailing_zeros() as usize;
        // The row holding a queen in column `c`.
        let row_of = |c: usize| board.iter().position(|&b| b == 1 << c).expect("full board");
        // The column of row `r` in the board turned by 90°, 180° or 270°.
        let rotated = |quarter_turns: u32, r: usize| match quarter_turns {
            1 => n - 1 - row_of(r),
            2 => n - 1 - col(n - 1 - r),
            _ => row_of(n - 1 - r),
        };
        // A rotation's row 1 is never left of the board's own. It matches only when an edge
        // queen sits at distance `b` from the next corner round, checked first.
        let candidates = [
            (1, board[self.far] == 1, 2),
            (2, board[self.last] == self.bottom_end, 4),
            (3, board[self.near] == self.top_bit, 8),
        ];
        for (quarter_turns, possible, weight) in candidates {
            if !possible {
                continue;
            }
            match (1..n)
                .map(|r| col(r).cmp(&rotated(quarter_turns, r)))
                .find(|o| o.is_ne())
            {
                Some(std::cmp::Ordering::Greater) => return,
                Some(_) => {}
                // Equal to the 90° rotation (weight 2) or to the 180° one (weight 4). The 270°
                // rotation equals the board only if the 90° one does, tested first.
                None => {
                    self.count.solutions += weight;
                    self.count.fundamental += 1;
                    return;
                }
            }
        }
        self.count.solutions += 8;
        self.count.fundamental += 1;
    }

    /// Sets the edge-case bounds for a row-1 queen in column `b`.
    fn set_edge(&mut self, b: usize) {
        self.near = b;
        self.far = self.last - b;
        let low = (1u32 << b) - 1; // columns 0..b
        self.bottom_forbidden = low | (low << (self.n - b));
        self.bottom_end = 1 << self.far;
    }
}

/// The counting tasks for an `n × n` board, in a fixed order. Each one is a separate unit of
/// work for threads, workers and progress; the sum of [`count_task`] over their numbers
/// `0..tasks(n)?.len()` is the count.
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
pub fn tasks(n: usize) -> Result<Vec<Task>, Error> {
    crate::check_board_size(n, MAX_N, "counting all solutions takes hours beyond that")?;
    if n <= 5 {
        return Ok(vec![Task::Small]);
    }
    let mut tasks = Vec::new();
    for second in 2..n - 1 {
        for third in 0..n {
            // Row 3 must not share a column or diagonal with rows 1 and 2.
            if third > 1 && third.abs_diff(second) > 1 && third != 2 {
                tasks.push(Task::Corner { second, third });
            }
        }
    }
    for first in (1..).take_while(|&b| b < n - 1 - b) {
        for second in 0..n {
            if second.abs_diff(first) > 1 {
                tasks.push(Task::Edge { first, second });
            }
        }
    }
    Ok(tasks)
}

/// The solutions task number `index` of [`tasks`]`(n)` stands for (each symmetry class it
/// keeps counted with its size, so the tasks' counts add up to Q(n) and A002562).
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`]; [`Error::NoSuchTask`] unless
/// `index < tasks(n)?.len()`.
pub fn count_task(n: usize, index: usize) -> Result<Count, Error> {
    count_task_with(n, index, Kernel::best())
}

/// [`count_task`] with the given [`Kernel`].
///
/// # Errors
/// As [`count_task`].
pub fn count_task_with(n: usize, index: usize, kernel: Kernel) -> Result<Count, Error> {
    let tasks = tasks(n)?;
    let task = *tasks.get(index).ok_or(Error::NoSuchTask {
        n,
        index,
        tasks: tasks.len(),
    })?;
    Ok(count_one(n, task, kernel))
}

/// How the counting search runs the last rows of each task.
///
/// [`Kernel::scalar`] is the depth-first search of this module, row after row, everywhere.
/// [`Kernel::avx512`] hands the boards at row n − 11 (row 3 at least, 0-based) to a
/// breadth-first search that extends sixteen boards at a time with AVX-512 vectors; it counts
/// the same boards in the same way and is about 4.5 times as fast at n = 16 on CPUs that have
/// it (x86-64 with AVX-512F: Intel server chips since 2017, AMD since Zen 4 in 2022).
/// [`Kernel::simd128`] is the same batched search in WebAssembly, four boards at a time in
/// 128-bit vectors (the lanes wasm has). [`Kernel::best`] picks AVX-512 when the CPU has it,
/// SIMD128 in WebAssembly, and the scalar kernel otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kernel(KernelKind);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum KernelKind {
    Scalar,
    #[cfg(target_arch = "x86_64")]
    Avx512,
    #[cfg(target_arch = "wasm32")]
    Simd128,
}

impl Kernel {
    /// The depth-first search alone; runs everywhere, WebAssembly included.
    pub fn scalar() -> Kernel {
        Kernel(KernelKind::Scalar)
    }

    /// The batched AVX-512 search of the last rows, if this CPU has AVX-512F (`None`
    /// otherwise, and on every other architecture).
    pub fn avx512() -> Option<Kernel> {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("popcnt")
        {
            return Some(Kernel(KernelKind::Avx512));
        }
        None
    }

    /// The batched search in WebAssembly's 128-bit vectors, four boards at a time: `Some` in
    /// the wasm32 build (compiled with `+simd128`), `None` on every other architecture.
    pub fn simd128() -> Option<Kernel> {
        #[cfg(target_arch = "wasm32")]
        return Some(Kernel(KernelKind::Simd128));
        #[cfg(not(target_arch = "wasm32"))]
        None
    }

    /// The fastest kernel this CPU runs.
    pub fn best() -> Kernel {
        Kernel::avx512()
            .or_else(Kernel::simd128)
            .unwrap_or_else(Kernel::scalar)
    }

    /// Every kernel this CPU runs, [`Kernel::scalar`] first.
    pub fn available() -> Vec<Kernel> {
        std::iter::once(Kernel::scalar())
            .chain(Kernel::avx512())
            .chain(Kernel::simd128())
            .collect()
    }

    /// The kernel's name: `"scalar"`, `"avx512"` or `"simd128"`.
    pub fn name(self) -> &'static str {
        match self.0 {
            KernelKind::Scalar => "scalar",
            #[cfg(target_arch = "x86_64")]
            KernelKind::Avx512 => "avx512",
            #[cfg(target_arch = "wasm32")]
            KernelKind::Simd128 => "simd128",
        }
    }

    /// True for a kernel that hands the last rows to the batched search.
    fn batched(self) -> bool {
        self.0 != KernelKind::Scalar
    }
}

/// The row at which a batched kernel takes over: eleven rows before the end, but not
/// before row 3 (0-based), where every task has placed its fixed queens.
#[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
fn split_row(n: usize) -> usize {
    n.saturating_sub(11).clamp(3, n - 2)
}

/// Runs one task of [`tasks`]`(n)` (`n` already checked) with `kernel`.
fn count_one(n: usize, task: Task, kernel: Kernel) -> Count {
    let mut search = Search::new(n);
    let bit = |c: usize| 1u32.checked_shl(c as u32).unwrap_or(0) & search.full;
    match task {
        Task::Small => search.small(0, 0, 0, 0),
        Task::Corner { second, third } => {
            let (b1, b2) = (bit(second), bit(third));
            search.near = second;
            search.start_tail(kernel, true);
            // Rows 1 and 2 placed: (0, 0) and (1, second).
            let (left, down, right) = ((2 | b1) << 1, 1 | b1, b1 >> 1);
            // Row 3 (index 2) with the corner rule applied, then only the task's column.
            let mut free = search.full & !(left | down | right);
            if 2 < search.near {
                free &= !2;
            }
            search.corner_from(2, free & b2, left, down, right);
        }
        Task::Edge { first, second } => {
            let (b0, b1) = (bit(first), bit(second));
            search.set_edge(first);
            search.start_tail(kernel, false);
            search.board[0] = b0;
            let (left, down, right) = (b0 << 1, b0, b0 >> 1);
            if let Some(free) = search.edge_candidates(1, left, down, right) {
                search.edge_from(1, free & b1, left, down, right);
            }
        }
    }
    search.finish_tail();
    search.count
}

impl Search {
    /// Sets up the batched search of the last rows if `kernel` has one; `corner` for the
    /// corner case (its rule in `near`), otherwise the edge case (`set_edge` done).
    fn start_tail(&mut self, kernel: Kernel, corner: bool) {
        #[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
        if kernel.batched() {
            let (n, full) = (self.n, self.full);
            self.split = split_row(n);
            let rules = (self.split..n - 1)
                .map(|row| {
                    if corner {
                        tail::Rule {
                            allow: if row < self.near { full & !2 } else { full },
                            sides_due: false,
                            flag_square: 0,
                        }
                    } else {
                        tail::Rule {
                            allow: if row < self.near {
                                full & !self.sides
                            } else {
                                full
                            },
                            sides_due: row == self.far,
                            flag_square: if row == self.far {
                                1
                            } else if row == self.near {
                                self.top_bit
                            } else {
                                0
                            },
                        }
                    }
                })
                .collect();
            let last_row = if corner {
                tail::LastRow {
                    forbidden: 0,
                    flag_square: 0,
                }
            } else {
                tail::LastRow {
                    forbidden: self.bottom_forbidden,
                    flag_square: self.bottom_end,
                }
            };
            self.tail = Some(Batched::new(n, self.split, rules, last_row));
        }
        #[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
        let _ = (kernel, corner);
    }

    /// Finishes the batched search, if any, and adds its boards to the count.
    fn finish_tail(&mut self) {
        #[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
        if let Some(mut tail) = self.tail.take() {
            // SAFETY: as in `hand_over`.
            unsafe { tail.finish() };
            self.count.solutions += 8 * tail.plain;
            self.count.fundamental += tail.plain;
            for board in &tail.flagged {
                self.board = *board;
                self.classify();
            }
        }
    }
}

/// Q(n) and the fundamental solutions, on `threads` threads, calling `progress(done, total)`
/// after each task of [`tasks`].
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
pub fn count_parallel(
    n: usize,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Count, Error> {
    count_parallel_with(n, threads, Kernel::best(), progress)
}

/// [`count_parallel`] with the given [`Kernel`].
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
pub fn count_parallel_with(
    n: usize,
    threads: usize,
    kernel: Kernel,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Count, Error> {
    let tasks = tasks(n)?;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let total: Count = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.clamp(1, 256))
            .map(|_| {
                scope.spawn(|| {
                    let mut sum = Count::default();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&task) = tasks.get(i) else { break sum };
                        sum = sum + count_one(n, task, kernel);
                        let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        progress(finished, tasks.len());
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a counting thread panicked"))
            .sum()
    });
    Ok(total)
}

/// The eight images of a board (`columns[row]`, 0-based) under the symmetries of the square:
/// four rotations, each with and without reflection in the vertical axis.
pub fn images(columns: &[usize]) -> [Vec<usize>; 8] {
    let n = columns.len();
    let rotate = |b: &[usize]| {
        // (r, c) → (c, n − 1 − r)
        let mut out = vec![0; n];
        for (r, &c) in b.iter().enumerate() {
            out[c] = n - 1 - r;
        }
        out
    };
    let mirror = |b: &[usize]| b.iter().map(|&c| n - 1 - c).collect::<Vec<_>>();
    let r0 = columns.to_vec();
    let r1 = rotate(&r0);
    let r2 = rotate(&r1);
    let r3 = rotate(&r2);
    let [m0, m1, m2, m3] = [&r0, &r1, &r2, &r3].map(|b| mirror(b));
    [r0, r1, r2, r3, m0, m1, m2, m3]
}

/// Q(n), the number of ways to place `n` non-attacking queens on an `n × n` board
/// (OEIS A000170: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, …), on one thread.
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
///
/// ```
/// assert_eq!(nqueens::count::count_solutions(8), Ok(92));
/// ```
pub fn count_solutions(n: usize) -> Result<u64, Error> {
    Ok(count_parallel(n, 1, &|_, _| {})?.solutions)
}
