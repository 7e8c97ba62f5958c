//! The scaled view of a large board: a million queens (or more) on a canvas of a few hundred
//! pixels. Queens are counted in square blocks of pixels and each block shaded by how many it
//! holds *against the number expected there* ([`relative_shade`]): a board with one queen per
//! row and column puts, on average, the same share of its queens in every block, so a block
//! as full as expected is mid-grey, and only a real excess or shortage shows darker or lighter
//! (the shades are not stretched: the random spread of a few per cent between blocks stays a
//! few per cent of grey, not a pattern). Where queens are sparse each is a 3 × 3 dot, and
//! attacked queens are drawn last in the warning colour.
//!
//! This module computes the pixels (RGBA bytes, row-major from the top) from the queens'
//! columns; the page's large-board worker hands them to its `OffscreenCanvas` as an
//! `ImageData` read straight from wasm memory (`BigRun::draw_density` in the bindings), so the
//! per-pixel loop runs in WebAssembly. Rows are 0-based here, row 0 at the bottom of the
//! picture, as on the page.

use std::fmt;

/// An sRGB colour, red, green and blue from 0 to 255.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub [u8; 3]);

impl Rgb {
    /// Reads `#rrggbb` (the form of the page's colour constants).
    ///
    /// # Errors
    /// A message naming the text when it is not `#` and six hexadecimal digits.
    pub fn from_hex(text: &str) -> Result<Rgb, String> {
        let digits = text
            .strip_prefix('#')
            .filter(|d| d.len() == 6 && d.bytes().all(|b| b.is_ascii_hexdigit()));
        let Some(digits) = digits else {
            return Err(format!("colour {text:?} is not of the form #rrggbb"));
        };
        let channel = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).unwrap_or(0);
        Ok(Rgb([channel(0), channel(2), channel(4)]))
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [r, g, b] = self.0;
        write!(f, "#{r:02x}{g:02x}{b:02x}")
    }
}

/// The colours of the scaled view: empty board, queens at full density, attacked queens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// The board where no queen stands (the page's light square).
    pub paper: Rgb,
    /// The densest blocks, and single queens drawn as dots.
    pub ink: Rgb,
    /// Attacked queens.
    pub warn: Rgb,
}

impl Palette {
    /// The page's light theme: `#f4f1ea` paper, `#1d2433` ink, `#c62828` warning.
    pub const LIGHT: Palette = Palette {
        paper: Rgb([0xf4, 0xf1, 0xea]),
        ink: Rgb([0x1d, 0x24, 0x33]),
        warn: Rgb([0xc6, 0x28, 0x28]),
    };
}

/// A square window of the board: rows `row..row + size` and columns `col..col + size`,
/// 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// The lowest row shown.
    pub row: usize,
    /// The leftmost column shown.
    pub col: usize,
    /// Rows and columns shown (at least 1).
    pub size: usize,
}

/// Shades from the paper (0) to ink (`SHADES`).
pub const SHADES: u16 = 256;

/// True when the view draws each queen as a dot: fewer than one queen for every 4 pixels of
/// a `pixels` × `pixels` canvas. On a dense view (more than about 96 queens a pixel, so
/// 1-pixel blocks) the shades alone show them: a dot for each of 10^8 queens was 1.6 GB of
/// wasm memory and 9 × 10^8 pixel writes.
pub fn draws_dots(queens_in_view: f64, pixels: usize) -> bool {
    queens_in_view / (pixels * pixels) as f64 * 4.0 < 1.0
}

/// The side, in pixels, of the blocks the view shades, for `queens_in_view` queens on a
/// `pixels` × `pixels` canvas: large enough that a block holds about `target` queens on
/// average, at most 24; 1 when there is less than a queen for every 4 pixels (each queen is
/// then drawn as a dot, [`draws_dots`]), or more than `target` a pixel.
pub fn block_size(queens_in_view: f64, pixels: usize, target: f64) -> usize {
    let per_pixel = queens_in_view / (pixels * pixels) as f64;
    if per_pixel * 4.0 < 1.0 {
        return 1;
    }
    ((target / per_pixel).sqrt().ceil() as usize).clamp(1, 24)
}

/// The shade, from 0 (paper) to `levels` (ink), of a block holding `count` queens where
/// `expected` are expected on average: empty blocks are paper; the others `count / (2 ×
/// expected)` of the way to ink, at least one level, at most `levels`. So a block holding the
/// expected count is mid-grey (`levels / 2`), twice as many or more is ink, and the random
/// spread between blocks (about ±10 % for 96 queens a block) stays within a few levels of
/// mid-grey.
pub fn relative_shade(count: u32, expected: f64, levels: u16) -> u16 {
    if count == 0 {
        return 0;
    }
    let t = if expected > 0.0 {
        f64::from(count) / (2.0 * expected)
    } else {
        1.0
    };
    ((t * f64::from(levels)).round() as u16).clamp(1, levels)
}

/// Draws `region` of an n × n board, whose rows `0..columns.len()` hold queens in the 0-based
/// `columns` (`attacked[r]` non-zero where row r's queen is attacked), into `pixels`: `width`
/// × `width` RGBA pixels, 4 bytes each, row-major from the top (resized to fit). Returns the
/// number of queens inside the region.
///
/// Each queen at (r, c) lands on pixel x = ⌊(c − col)·width/size⌋, y = width − 1 −
/// ⌊(r − row)·width/size⌋; blocks of [`block_size`] pixels (for the queens expected in
/// view, about a target of 96 a block) are shaded by [`relative_shade`], against the queens
/// expected in each block (the expected in view times the block's share of the canvas: blocks
/// cut by the canvas's edge expect fewer); on a sparse view
/// ([`draws_dots`]) every queen is also a 3 × 3 ink dot; attacked queens are 3 × 3 warning
/// dots.
pub fn draw_density(
    columns: &[u32],
    attacked: &[u8],
    n: usize,
    region: Region,
    width: usize,
    palette: &Palette,
    pixels: &mut Vec<u8>,
) -> usize {
    let w = width.max(1);
    let size = region.size.clamp(1, n.max(1));
    let scale = w as f64 / size as f64;
    let end = columns.len().min(region.row.saturating_add(size));
    let rows = end.saturating_sub(region.row);
    let expected = rows as f64 * (size as f64 / n.max(1) as f64);
    let block = block_size(expected, w, 96.0);
    let with_dots = draws_dots(expected, w);
    let blocks = w.div_ceil(block);
    let mut counts = vec![0u32; blocks * blocks];
    let mut warn = Vec::new();
    let mut dots = Vec::new();
    let mut in_view = 0;
    for (r, &column) in columns.iter().enumerate().take(end).skip(region.row) {
        let Some(c) = (column as usize).checked_sub(region.col) else {
            continue;
        };
        if c >= size {
            continue;
        }
        in_view += 1;
        let x = ((c as f64 * scale) as usize).min(w - 1);
        let y = w - 1 - (((r - region.row) as f64 * scale) as usize).min(w - 1);
        counts[(y / block) * blocks + x / block] += 1;
        if attacked.get(r).is_some_and(|&a| a != 0) {
            warn.push((x, y));
        } else if with_dots {
            dots.push((x, y));
        }
    }
    let per_pixel = expected / (w * w) as f64;
    let span = |b: usize| (b * block + block).min(w) - b * block;
    let shades: Vec<u16> = counts
        .iter()
        .enumerate()
        .map(|(i, &count)| {
            let area = span(i / blocks) * span(i % blocks);
            relative_shade(count, per_pixel * area as f64, SHADES)
        })
        .collect();
    let table = shade_table(palette);
    pixels.clear();
    pixels.resize(w * w * 4, 0);
    for (y, line) in pixels.chunks_exact_mut(w * 4).enumerate() {
        let base = (y / block) * blocks;
        for (x, pixel) in line.chunks_exact_mut(4).enumerate() {
            pixel.copy_from_slice(&table[usize::from(shades[base + x / block])]);
        }
    }
    let ink = table[usize::from(SHADES)];
    let [r, g, b] = palette.warn.0;
    let warning = [r, g, b, 255];
    for (spots, colour) in [(&dots, ink), (&warn, warning)] {
        for &(x, y) in spots {
            for yy in y.saturating_sub(1)..=(y + 1).min(w - 1) {
                for xx in x.saturating_sub(1)..=(x + 1).min(w - 1) {
                    let at = (yy * w + xx) * 4;
                    pixels[at..at + 4].copy_from_slice(&colour);
                }
            }
        }
    }
    in_view
}

/// `SHADES + 1` opaque colours from the paper (0) to ink (`SHADES`), each channel rounded.
fn shade_table(palette: &Palette) -> Vec<[u8; 4]> {
    (0..=SHADES)
        .map(|s| {
            let mix = |k: usize| {
                let (paper, ink) = (f64::from(palette.paper.0[k]), f64::from(palette.ink.0[k]));
                (paper + (ink - paper) * f64::from(s) / f64::from(SHADES)).round() as u8
            };
            [mix(0), mix(1), mix(2), 255]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_from_hex_and_back() {
        assert_eq!(Rgb::from_hex("#f4f1ea"), Ok(Palette::LIGHT.paper));
        assert_eq!(Palette::LIGHT.ink.to_string(), "#1d2433");
        for bad in ["f4f1ea", "#f4f1e", "#f4f1eag", "#f4f1ez", ""] {
            assert!(Rgb::from_hex(bad).is_err(), "{bad}");
        }
    }
}
