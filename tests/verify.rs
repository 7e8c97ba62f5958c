//! The independent verifier rejects every kind of non-solution and accepts known solutions.

use nqueens::verify::{verify, Violation};

#[test]
fn accepts_published_solutions() {
    // 4×4 first solution (walkthrough) and 8×8 first solution (OEIS A141843), 0-based.
    assert_eq!(verify(4, &[1usize, 3, 0, 2]), Ok(()));
    assert_eq!(verify(8, &[0usize, 4, 7, 5, 2, 6, 1, 3]), Ok(()));
    assert_eq!(verify(1, &[0usize]), Ok(()));
}

#[test]
fn names_each_violation() {
    assert_eq!(
        verify(4, &[1usize, 3, 0]),
        Err(Violation::WrongLength {
            expected: 4,
            found: 3
        })
    );
    assert_eq!(
        verify(4, &[1usize, 3, 0, 4]),
        Err(Violation::OffBoard { row: 3, col: 4 })
    );
    assert_eq!(
        verify(4, &[1usize, 3, 1, 0]),
        Err(Violation::SameColumn {
            first: 0,
            second: 2
        })
    );
    // Rows 1 and 2 (1-based) in columns 1 and 2: the same rising diagonal.
    assert_eq!(
        verify(4, &[0usize, 1, 3, 2]),
        Err(Violation::SameDiagonal {
            first: 0,
            second: 1
        })
    );
    // Rows 1 and 2 in columns 2 and 1: the same falling diagonal.
    assert_eq!(
        verify(4, &[1usize, 0, 3, 2]),
        Err(Violation::SameDiagonal {
            first: 0,
            second: 1
        })
    );
    assert_eq!(
        verify(4, &[2usize, 0, 3, 2]).unwrap_err().to_string(),
        "the queens of rows 1 and 4 share a column"
    );
}

#[test]
fn every_permutation_of_six_is_judged_by_the_definition() {
    // 6×6 has exactly 4 solutions (OEIS A000170); check the verifier finds exactly those
    // among all 720 permutations, using a pairwise check written out here.
    let mut columns: Vec<usize> = (0..6).collect();
    let mut accepted = 0;
    permute(&mut columns, 0, &mut |p| {
        let pairwise_ok =
            (0..6).all(|a| (a + 1..6).all(|b| p[a] != p[b] && p[a].abs_diff(p[b]) != b - a));
        assert_eq!(verify(6, p).is_ok(), pairwise_ok, "{p:?}");
        accepted += usize::from(pairwise_ok);
    });
    assert_eq!(accepted, 4);
}

fn permute(items: &mut Vec<usize>, k: usize, visit: &mut impl FnMut(&[usize])) {
    if k == items.len() {
        visit(items);
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permute(items, k + 1, visit);
        items.swap(k, i);
    }
}

/// Every placement of five queens on a 5 × 5 board, columns 1 to 6 (6 is off the board),
/// repeats allowed: the verifier names the same violation, rows included, as the
/// definition applied row by row against each earlier row.
#[test]
fn names_the_first_violation_of_every_five_queen_placement() {
    let n = 5;
    let expected = |p: &[usize]| {
        for second in 0..n {
            let col = p[second];
            if col >= n {
                return Err(Violation::OffBoard { row: second, col });
            }
            let earlier = |same: &dyn Fn(usize) -> bool| (0..second).find(|&r| same(r));
            if let Some(first) = earlier(&|r| p[r] == col) {
                return Err(Violation::SameColumn { first, second });
            }
            let diagonal = earlier(&|r| r + p[r] == second + col)
                .or_else(|| earlier(&|r| r + col == second + p[r]));
            if let Some(first) = diagonal {
                return Err(Violation::SameDiagonal { first, second });
            }
        }
        Ok(())
    };
    let mut p = vec![0; n];
    let mut checked = 0;
    for code in 0..(n + 1).pow(n as u32) {
        let mut rest = code;
        for c in p.iter_mut() {
            *c = rest % (n + 1);
            rest /= n + 1;
        }
        assert_eq!(verify(n, &p), expected(&p), "{p:?}");
        checked += 1;
    }
    assert_eq!(checked, 7776);
}
