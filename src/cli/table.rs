//! Table cells padded by the columns a terminal gives their text (issue 42): a Chinese
//! character takes two, an Arabic letter or a combining mark one or none, so `{:>8}` (which
//! counts characters) would misalign a Chinese table. [`Cell`] pads by Unicode's East Asian
//! Width (the `unicode-width` crate) and otherwise formats as `{:>8}`/`{:<17}` do: an ASCII
//! cell (all of English) is padded exactly as before.

use std::fmt;
use unicode_width::UnicodeWidthStr;

/// The columns `text` takes in a terminal.
pub fn width(text: &str) -> usize {
    text.width()
}

/// A value written with the format's width and alignment (`{:>8}`, `{:<17}`, `{:^5}`; left
/// without an alignment, as a string is) counted in terminal columns, padded with the
/// format's fill.
pub struct Cell<T>(pub T);

impl<T: fmt::Display> fmt::Display for Cell<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0.to_string();
        let Some(want) = f.width() else {
            return f.write_str(&text);
        };
        let pad = want.saturating_sub(width(&text));
        let fill = |f: &mut fmt::Formatter<'_>, n: usize| -> fmt::Result {
            let fill = f.fill();
            (0..n).try_for_each(|_| write!(f, "{fill}"))
        };
        let (before, after) = match f.align() {
            Some(fmt::Alignment::Right) => (pad, 0),
            Some(fmt::Alignment::Center) => (pad / 2, pad - pad / 2),
            Some(fmt::Alignment::Left) | None => (0, pad),
        };
        fill(f, before)?;
        f.write_str(&text)?;
        fill(f, after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_pads_by_terminal_columns() {
        // ASCII as the standard library pads it.
        for text in ["n", "pairs tested", ""] {
            assert_eq!(format!("{:>8}", Cell(text)), format!("{text:>8}"));
            assert_eq!(format!("{:<8}", Cell(text)), format!("{text:<8}"));
            assert_eq!(format!("{:^9}", Cell(text)), format!("{text:^9}"));
            assert_eq!(format!("{}", Cell(text)), text);
        }
        // 棋盘 is four columns wide: four spaces make eight.
        assert_eq!(format!("{:>8}|", Cell("棋盘")), "    棋盘|");
        assert_eq!(format!("{:<8}|", Cell("棋盘")), "棋盘    |");
        // Wider than the column: as it is.
        assert_eq!(format!("{:>3}", Cell("棋盘")), "棋盘");
        assert_eq!(width("ok 棋盘"), 7);
    }
}
