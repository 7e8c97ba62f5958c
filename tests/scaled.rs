//! The scaled view's pixels (`nqueens::scaled`): block sizes, the shades against the expected count and the
//! picture of a board, checked against counts made here independently.

use nqueens::scaled::{
    block_size, draw_density, draws_dots, relative_shade, Palette, Region, SHADES,
};
use proptest::prelude::*;

fn pixel(pixels: &[u8], width: usize, x: usize, y: usize) -> [u8; 3] {
    let at = (y * width + x) * 4;
    [pixels[at], pixels[at + 1], pixels[at + 2]]
}

#[test]
fn a_block_holds_about_96_queens_or_the_queens_are_dots() {
    // A million queens on 720 × 720 pixels: about 1.9 a pixel, 96 a block of 8 × 8.
    assert_eq!(block_size(1_000_000.0, 720, 96.0), 8);
    assert_eq!(block_size(1_000.0, 720, 96.0), 1);
    assert!(draws_dots(1_000.0, 720));
    assert!(!draws_dots(1_000_000.0, 720));
    // 10^8 queens: 193 a pixel, so 1-pixel blocks, but shades, not a dot for each queen.
    assert_eq!(block_size(100_000_000.0, 720, 96.0), 1);
    assert!(!draws_dots(100_000_000.0, 720));
}

proptest! {
    #[test]
    fn block_size_meets_its_target(queens in 1u64..100_000_000) {
        let b = block_size(queens as f64, 720, 96.0);
        let per_block = queens as f64 / (720.0 * 720.0) * (b * b) as f64;
        let bound = 96.0 * (b as f64 / (b as f64 - 1.0)).powi(2);
        prop_assert!(b == 1 || b == 24 || (per_block >= 96.0 && per_block < bound), "{queens}: {b}");
    }

    #[test]
    fn shades_keep_paper_and_order(counts in prop::collection::vec(0u32..400, 1..500), expected in 1.0f64..200.0) {
        let shades: Vec<u16> = counts.iter().map(|&c| relative_shade(c, expected, SHADES)).collect();
        let mut held: Vec<(u32, u16)> = counts.iter().copied().zip(shades.iter().copied()).filter(|&(c, _)| c > 0).collect();
        held.sort();
        for pair in held.windows(2) {
            prop_assert!(pair[1].1 >= pair[0].1, "a fuller block is lighter: {pair:?}");
        }
        for (&c, &s) in counts.iter().zip(&shades) {
            prop_assert!(c > 0 || s == 0, "an empty block is not paper");
            prop_assert!(c == 0 || (1..=SHADES).contains(&s), "shade {s} of a held block");
            // Not stretched: the shade is the count's share of twice the expected.
            let share = f64::from(c) / (2.0 * expected) * f64::from(SHADES);
            prop_assert!(c == 0 || share >= f64::from(SHADES) || (f64::from(s) - share.max(1.0)).abs() <= 0.5, "{c} of {expected}: {s}");
        }
    }

    /// Every queen of the region is counted once, and each lone queen (1-pixel blocks) is an
    /// ink dot at its pixel; attacked ones in the warning colour.
    #[test]
    fn lone_queens_are_dots_where_they_stand(
        columns in prop::collection::vec(0u32..5_000, 1..200),
        row in 0usize..100,
        col in 0usize..3_000,
        size in 1usize..2_000,
    ) {
        let n = 5_000;
        let attacked: Vec<u8> = (0..columns.len()).map(|r| u8::from(r % 7 == 3)).collect();
        let region = Region { row, col, size };
        let width = 300;
        let mut pixels = Vec::new();
        let in_view = draw_density(&columns, &attacked, n, region, width, &Palette::LIGHT, &mut pixels);
        prop_assert_eq!(pixels.len(), width * width * 4);
        let inside: Vec<usize> = (row..columns.len().min(row + size))
            .filter(|&r| (col..col + size).contains(&(columns[r] as usize)))
            .collect();
        prop_assert_eq!(in_view, inside.len());
        // At most 200 queens on 90,000 pixels: always 1-pixel blocks.
        let scale = width as f64 / size as f64;
        for &r in &inside {
            let x = ((columns[r] as usize - col) as f64 * scale) as usize;
            let y = width - 1 - ((r - row) as f64 * scale) as usize;
            let expected = if attacked[r] != 0 { Palette::LIGHT.warn } else { Palette::LIGHT.ink };
            // A warning dot is drawn over ink dots; an ink dot never covers a warning one.
            let got = pixel(&pixels, width, x, y);
            prop_assert!(got == expected.0 || (attacked[r] == 0 && got == Palette::LIGHT.warn.0), "row {r}: {got:?}");
        }
    }
}

#[test]
fn an_empty_region_is_paper_and_a_dense_board_is_shaded_by_blocks() {
    let mut pixels = Vec::new();
    let columns: Vec<u32> = (0..1_000).collect();
    let none = Region {
        row: 0,
        col: 500,
        size: 100,
    };
    assert_eq!(
        draw_density(
            &columns[..400],
            &[],
            1_000,
            none,
            64,
            &Palette::LIGHT,
            &mut pixels
        ),
        0
    );
    assert!(pixels.chunks(4).all(|p| p == [0xf4, 0xf1, 0xea, 255]));

    // A million queens on the main diagonal of a 1,000,000 board, 720 pixels: 8-pixel
    // blocks (about 1.9 queens a pixel); the 90 blocks on the diagonal hold 11,111 or 11,112
    // queens each, so they are shaded (never paper), and every other block is paper.
    let n = 1_000_000;
    let diagonal: Vec<u32> = (0..n as u32).collect();
    let whole = Region {
        row: 0,
        col: 0,
        size: n,
    };
    assert_eq!(
        draw_density(&diagonal, &[], n, whole, 720, &Palette::LIGHT, &mut pixels),
        n
    );
    let paper = [0xf4, 0xf1, 0xea];
    for block in 0..90 {
        let (x, y) = (block * 8 + 4, 719 - (block * 8 + 4));
        assert_ne!(pixel(&pixels, 720, x, y), paper, "diagonal block {block}");
        assert_eq!(
            pixel(&pixels, 720, (x + 360) % 720, y),
            paper,
            "block off the diagonal"
        );
    }
}

/// A random permutation holds, in each block, about the queens expected there: the view shows
/// it mid-grey all over (within the random spread), not a pattern stretched out of noise.
#[test]
fn a_random_permutation_is_mid_grey_everywhere() {
    let n = 200_000;
    // A Fisher–Yates shuffle driven by a small linear congruential generator (any fair
    // shuffle will do).
    let mut columns: Vec<u32> = (0..n as u32).collect();
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    for i in (1..n).rev() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        columns.swap(i, ((state >> 33) % (i as u64 + 1)) as usize);
    }
    let width = 300;
    let mut pixels = Vec::new();
    let attacked = vec![0u8; n];
    draw_density(
        &columns,
        &attacked,
        n,
        Region {
            row: 0,
            col: 0,
            size: n,
        },
        width,
        &Palette::LIGHT,
        &mut pixels,
    );
    let [paper, ink] = [Palette::LIGHT.paper.0, Palette::LIGHT.ink.0];
    // The green channel's share of the way from paper to ink, per pixel, away from the edges.
    let mut shares = Vec::new();
    for y in (20..width - 20).step_by(7) {
        for x in (20..width - 20).step_by(7) {
            let g = f64::from(pixel(&pixels, width, x, y)[1]);
            shares.push((f64::from(paper[1]) - g) / (f64::from(paper[1]) - f64::from(ink[1])));
        }
    }
    let mean = shares.iter().sum::<f64>() / shares.len() as f64;
    assert!((mean - 0.5).abs() < 0.03, "mean shade {mean}");
    // About 100 queens a block: ±5 standard deviations of a Poisson count is ±50 %.
    assert!(
        shares.iter().all(|&s| (0.25..=0.75).contains(&s)),
        "{:?}",
        shares
            .iter()
            .fold((1.0f64, 0.0f64), |(lo, hi), &s| (lo.min(s), hi.max(s)))
    );
}
