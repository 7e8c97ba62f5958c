//! The vector steps of the batched counting search ([`super::tail`]) with WebAssembly's
//! SIMD128: the shape of the AVX-512 kernel with the lanes wasm has. A 128-bit vector holds
//! four boards' 32-bit attack words, so sixteen boards go a pass, as with AVX-512, in four
//! vectors. (One vector a pass counted Q(16) on one thread in 1.03 s, two or four in 0.77 s,
//! against 2.1 s for the scalar kernel, in Chromium on the 2-core test machine: the work of
//! several vectors overlaps.) The lowest free square of each board is taken at once, and,
//! wasm having no compress instruction, the children are packed together by a byte shuffle
//! (`i8x16.swizzle`) looked up by each vector's 4-bit mask of the boards that have one. Every browser since 2021–2023 runs it (Chrome 91, Firefox 89, Safari 16.4);
//! the crate is built for wasm32 with `+simd128` (`.cargo/config.toml`).

use super::tail::{Lanes, LastRow, Row, Rule, FLAG};
use core::arch::wasm32::*;

/// The SIMD128 kernel's lanes (wasm32): sixteen boards a pass, in four 128-bit vectors.
pub(super) struct Simd128;

/// Vectors per pass.
const VECTORS: usize = 4;

/// `4 × VECTORS` 32-bit lanes: lanes `4k..4k + 4` in vector `k`.
#[derive(Clone, Copy)]
struct Pass([v128; VECTORS]);

impl Pass {
    #[inline]
    fn splat(x: u32) -> Pass {
        Pass([u32x4_splat(x); VECTORS])
    }
    #[inline]
    fn map2(self, other: Pass, f: impl Fn(v128, v128) -> v128) -> Pass {
        Pass(std::array::from_fn(|k| f(self.0[k], other.0[k])))
    }
    #[inline]
    fn map(self, f: impl Fn(v128) -> v128) -> Pass {
        Pass(std::array::from_fn(|k| f(self.0[k])))
    }
    #[inline]
    fn and(self, other: Pass) -> Pass {
        self.map2(other, |a, b| v128_and(a, b))
    }
    #[inline]
    fn or(self, other: Pass) -> Pass {
        self.map2(other, |a, b| v128_or(a, b))
    }
    /// Bit `k` set where lane `k` of a comparison's result (all ones or zeros) is set.
    #[inline]
    fn lanes(self) -> u32 {
        (0..VECTORS).fold(0, |bits, k| {
            bits | u32::from(i32x4_bitmask(self.0[k])) << (4 * k)
        })
    }
    /// Bit `k` set where lane `k` is not zero.
    #[inline]
    fn nonzero(self) -> u32 {
        self.map(|v| i32x4_ne(v, u32x4_splat(0))).lanes()
    }
    /// Bit `k` set where lane `k` equals that of `other`.
    #[inline]
    fn equal(self, other: Pass) -> u32 {
        self.map2(other, |a, b| i32x4_eq(a, b)).lanes()
    }
    /// Each lane's lowest set bit.
    #[inline]
    fn lowest_bit(self) -> Pass {
        self.map(|v| v128_and(v, i32x4_sub(u32x4_splat(0), v)))
    }
}

impl Lanes for Simd128 {
    const WIDTH: usize = 4 * VECTORS;

    #[inline]
    unsafe fn expand(
        row: &Row,
        i: usize,
        len: usize,
        full: u32,
        sides: u32,
        rule: Rule,
        next: &mut Row,
    ) {
        let (left, down, right, mut free) = candidates(row, i, len, full, sides, rule);
        let flag = Pass::splat(FLAG);
        let flag_square = Pass::splat(rule.flag_square);
        let index = ascending(i as u32);
        let mut o = next.len;
        loop {
            let some = free.nonzero();
            if some == 0 {
                break;
            }
            let bit = free.lowest_bit();
            let child_left = left.or(bit).map(|v| i32x4_shl(v, 1));
            let marks = bit.map2(flag_square, |a, b| i32x4_eq(a, b));
            let child_down = down.or(bit).or(flag.and(marks));
            let child_right = right.or(bit).map(|v| u32x4_shr(v, 1));
            // As in the AVX-512 kernel: `Tail::new`'s capacities hold the sixteen words each
            // pass writes from `o` (`store_packed` checks it anyway).
            let mut at = o;
            for k in 0..VECTORS {
                let keep = (some >> (4 * k)) & 15;
                let pack = v128_load(PACK[keep as usize].as_ptr().cast());
                store_packed(&mut next.left, at, pack, child_left.0[k]);
                store_packed(&mut next.down, at, pack, child_down.0[k]);
                store_packed(&mut next.right, at, pack, child_right.0[k]);
                store_packed(&mut next.parent, at, pack, index.0[k]);
                at += keep.count_ones() as usize;
            }
            o += some.count_ones() as usize;
            free = free.map2(bit, |a, b| v128_xor(a, b));
        }
        next.len = o;
    }

    #[inline]
    unsafe fn finish(
        row: &Row,
        i: usize,
        len: usize,
        full_bits: u32,
        sides: u32,
        rule: Rule,
        last_row: LastRow,
        on_compare: &mut dyn FnMut(usize, u32, u32),
    ) -> u64 {
        let (left, down, right, mut free) = candidates(row, i, len, full_bits, sides, rule);
        let full = Pass::splat(full_bits);
        let forbidden = Pass::splat(last_row.forbidden);
        let last_flag = Pass::splat(last_row.flag_square);
        let row_flag = Pass::splat(rule.flag_square);
        let flagged_before = down.and(Pass::splat(FLAG)).nonzero();
        let mut plain = 0;
        loop {
            let some = free.nonzero();
            if some == 0 {
                break;
            }
            let bit = free.lowest_bit();
            let attacked = left
                .or(bit)
                .map(|v| i32x4_shl(v, 1))
                .or(down.or(bit))
                .or(right.or(bit).map(|v| u32x4_shr(v, 1)));
            let last = full.map2(attacked, |a, b| v128_andnot(a, b));
            let done = some & last.nonzero() & !last.and(forbidden).nonzero();
            let compare = done & (flagged_before | last.equal(last_flag) | bit.equal(row_flag));
            plain += u64::from((done & !compare).count_ones());
            if compare != 0 {
                let mut lanes = [[0u32; 4 * VECTORS]; 2];
                for (out, v) in lanes.iter_mut().zip([bit, last]) {
                    for k in 0..VECTORS {
                        v128_store(out.as_mut_ptr().add(4 * k).cast(), v.0[k]);
                    }
                }
                let mut m = compare;
                while m != 0 {
                    let lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    on_compare(i + lane, lanes[0][lane], lanes[1][lane]);
                }
            }
            free = free.map2(bit, |a, b| v128_xor(a, b));
        }
        plain
    }
}

/// The candidate squares of boards `i..i + 16` of `row` under `rule`, with the boards' attack
/// words; lanes past `len` are zero and have none.
///
/// # Safety
/// `row`'s words are readable to `i + 16` (`Tail::new`'s capacities).
#[inline]
unsafe fn candidates(
    row: &Row,
    i: usize,
    len: usize,
    full: u32,
    sides: u32,
    rule: Rule,
) -> (Pass, Pass, Pass, Pass) {
    assert!(
        i + 4 * VECTORS <= row.left.len(),
        "a row holds a pass's words past its boards"
    );
    let zero = u32x4_splat(0);
    let valid = ascending(i as u32).map(|v| u32x4_lt(v, u32x4_splat(len as u32)));
    let load = |words: &[u32]| {
        let at = words.as_ptr().add(i);
        Pass(std::array::from_fn(|k| v128_load(at.add(4 * k).cast()))).and(valid)
    };
    let (left, down, right) = (load(&row.left), load(&row.down), load(&row.right));
    let allow = Pass::splat(rule.allow & full);
    let mut free = allow.map2(left.or(down).or(right), |a, b| v128_andnot(a, b));
    let mut live = valid;
    if rule.sides_due {
        let sides = Pass::splat(sides);
        let taken = down.and(sides);
        // Neither side column taken: no way on. One taken: this row takes the other.
        live = live.and(taken.map(|v| i32x4_ne(v, zero)));
        let one = taken.map2(sides, |a, b| i32x4_ne(a, b));
        let only_sides = free.and(sides);
        free = Pass(std::array::from_fn(|k| {
            v128_bitselect(only_sides.0[k], free.0[k], one.0[k])
        }));
    }
    (left, down, right, free.and(live))
}

/// Lanes `first, first + 1, …`.
#[inline]
fn ascending(first: u32) -> Pass {
    Pass(std::array::from_fn(|k| {
        let base = first + 4 * k as u32;
        u32x4(base, base + 1, base + 2, base + 3)
    }))
}

/// Byte shuffles that move the 32-bit lanes a 4-bit mask selects to the front, in order
/// (index 0x80, out of range, makes a zero byte).
const PACK: [[u8; 16]; 16] = pack_table();

const fn pack_table() -> [[u8; 16]; 16] {
    let mut table = [[0x80u8; 16]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut out, mut lane) = (0, 0);
        while lane < 4 {
            if mask & (1 << lane) != 0 {
                let mut byte = 0;
                while byte < 4 {
                    table[mask][out * 4 + byte] = (lane * 4 + byte) as u8;
                    byte += 1;
                }
                out += 1;
            }
            lane += 1;
        }
        mask += 1;
    }
    table
}

/// Stores the lanes of `v` that a mask selects, packed together, at `out[o..]`: `pack` is
/// the mask's [`PACK`] shuffle; four words are written, of which the first (as many as the
/// mask has bits) count.
///
/// # Panics
/// If `out` holds fewer than `o + 4` words.
#[inline]
fn store_packed(out: &mut [u32], o: usize, pack: v128, v: v128) {
    let target = &mut out[o..o + 4];
    // SAFETY: `target` holds four words (16 bytes); wasm stores need no alignment.
    unsafe { v128_store(target.as_mut_ptr().cast(), i8x16_swizzle(v, pack)) };
}
