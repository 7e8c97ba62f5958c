//! The vector steps of the batched counting search ([`super::tail`]) with AVX-512: sixteen
//! boards at a time, the lowest free square of each taken at once, and the children packed
//! together with `vpcompressd`.

use super::tail::{Lanes, LastRow, Row, Rule, FLAG};
use std::arch::x86_64::*;

/// The AVX-512 kernel's lanes (x86-64 with AVX-512F).
pub(super) struct Avx512;

impl Lanes for Avx512 {
    const WIDTH: usize = 16;

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
        expand_sixteen(row, i, len, full, sides, rule, next)
    }

    #[inline]
    unsafe fn finish(
        row: &Row,
        i: usize,
        len: usize,
        full: u32,
        sides: u32,
        rule: Rule,
        last_row: LastRow,
        compare: &mut dyn FnMut(usize, u32, u32),
    ) -> u64 {
        finish_sixteen(row, i, len, full, sides, rule, last_row, compare)
    }
}

/// Fills the last two rows of boards `i..i + 16` of `row` (row `n − 2` next); see
/// [`Lanes::finish`].
#[allow(clippy::too_many_arguments)]
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn finish_sixteen(
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
    let full = _mm512_set1_epi32(full_bits as i32);
    let zero = _mm512_setzero_si512();
    let forbidden = _mm512_set1_epi32(last_row.forbidden as i32);
    let last_flag = _mm512_set1_epi32(last_row.flag_square as i32);
    let row_flag = _mm512_set1_epi32(rule.flag_square as i32);
    let flag = _mm512_set1_epi32(FLAG as i32);
    let flagged_before = _mm512_test_epi32_mask(down, flag);
    let mut plain = 0;
    loop {
        let some = _mm512_test_epi32_mask(free, free);
        if some == 0 {
            break;
        }
        let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
        let attacked = _mm512_or_si512(
            _mm512_or_si512(
                _mm512_slli_epi32(_mm512_or_si512(left, bit), 1),
                _mm512_or_si512(down, bit),
            ),
            _mm512_srli_epi32(_mm512_or_si512(right, bit), 1),
        );
        let last = _mm512_andnot_si512(attacked, full);
        let done =
            some & _mm512_test_epi32_mask(last, last) & !_mm512_test_epi32_mask(last, forbidden);
        let compare = done
            & (flagged_before
                | _mm512_cmpeq_epi32_mask(last, last_flag)
                | _mm512_cmpeq_epi32_mask(bit, row_flag));
        plain += u64::from((done & !compare).count_ones());
        if compare != 0 {
            let mut lanes = [[0u32; 16]; 2];
            _mm512_storeu_si512(lanes[0].as_mut_ptr().cast(), bit);
            _mm512_storeu_si512(lanes[1].as_mut_ptr().cast(), last);
            let mut m = compare;
            while m != 0 {
                let lane = m.trailing_zeros() as usize;
                m &= m - 1;
                on_compare(i + lane, lanes[0][lane], lanes[1][lane]);
            }
        }
        free = _mm512_xor_si512(free, bit);
    }
    plain
}

/// The candidate squares of boards `i..i + 16` of `row` under `rule`, with the boards'
/// attack words; lanes past `len` have none.
#[target_feature(enable = "avx512f")]
unsafe fn candidates(
    row: &Row,
    i: usize,
    len: usize,
    full: u32,
    sides: u32,
    rule: Rule,
) -> (__m512i, __m512i, __m512i, __m512i) {
    let valid: __mmask16 = if len - i >= 16 {
        0xffff
    } else {
        ((1u32 << (len - i)) - 1) as u16
    };
    let left = _mm512_maskz_loadu_epi32(valid, row.left.as_ptr().add(i).cast());
    let down = _mm512_maskz_loadu_epi32(valid, row.down.as_ptr().add(i).cast());
    let right = _mm512_maskz_loadu_epi32(valid, row.right.as_ptr().add(i).cast());
    let allow = _mm512_set1_epi32((rule.allow & full) as i32);
    let mut free = _mm512_andnot_si512(_mm512_or_si512(left, _mm512_or_si512(down, right)), allow);
    let mut live = valid;
    if rule.sides_due {
        let sides_v = _mm512_set1_epi32(sides as i32);
        let taken = _mm512_and_si512(down, sides_v);
        // Neither side column taken: no way on. One taken: this row takes the other.
        live &= _mm512_test_epi32_mask(taken, taken);
        let one = _mm512_cmpneq_epi32_mask(taken, sides_v);
        free = _mm512_mask_and_epi32(free, one, free, sides_v);
    }
    free = _mm512_maskz_mov_epi32(live, free);
    (left, down, right, free)
}

/// Appends the children of boards `i..i + 16` of `row` to `next`.
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn expand_sixteen(
    row: &Row,
    i: usize,
    len: usize,
    full: u32,
    sides: u32,
    rule: Rule,
    next: &mut Row,
) {
    let (left, down, right, mut free) = candidates(row, i, len, full, sides, rule);
    let zero = _mm512_setzero_si512();
    let flag = _mm512_set1_epi32(FLAG as i32);
    let flag_square = _mm512_set1_epi32(rule.flag_square as i32);
    let index = _mm512_add_epi32(
        _mm512_set1_epi32(i as i32),
        _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    );
    let mut o = next.len;
    loop {
        let some = _mm512_test_epi32_mask(free, free);
        if some == 0 {
            break;
        }
        let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
        let child_left = _mm512_slli_epi32(_mm512_or_si512(left, bit), 1);
        let mut child_down = _mm512_or_si512(down, bit);
        let marks = _mm512_cmpeq_epi32_mask(bit, flag_square);
        child_down = _mm512_mask_or_epi32(child_down, marks, child_down, flag);
        let child_right = _mm512_srli_epi32(_mm512_or_si512(right, bit), 1);
        // `next` held fewer than BATCH boards and each of at most n passes adds at most 16,
        // so `Tail::new`'s capacity of BATCH + 16 n + 16 holds the sixteen words each store
        // writes from `o` (`store_packed` checks it anyway).
        store_packed(&mut next.left, o, some, child_left);
        store_packed(&mut next.down, o, some, child_down);
        store_packed(&mut next.right, o, some, child_right);
        store_packed(&mut next.parent, o, some, index);
        o += some.count_ones() as usize;
        free = _mm512_xor_si512(free, bit);
    }
    next.len = o;
}

/// Stores the lanes of `v` that `keep` selects, packed together, at `out[o..]`: sixteen words
/// are written, of which the first `keep.count_ones()` count.
///
/// # Safety
/// The CPU must support AVX-512F.
///
/// # Panics
/// If `out` holds fewer than `o + 16` words.
#[target_feature(enable = "avx512f")]
unsafe fn store_packed(out: &mut [u32], o: usize, keep: __mmask16, v: __m512i) {
    let target = &mut out[o..o + 16];
    _mm512_storeu_si512(
        target.as_mut_ptr().cast(),
        _mm512_maskz_compress_epi32(keep, v),
    );
}
