//! The exact expectation of Sosič & Gu's Table 2, shared by the tests that check a
//! measurement against it (tests/lab.rs checks the formula against every permutation of
//! n ≤ 9 queens counted one by one, and its approach to 2 − 4/e).

/// The exact expected collisions per queen of a uniformly random permutation of n queens
/// (Sosič & Gu's Table 2 measures it over 100 samples). Collisions are Σ (k − 1) over the
/// diagonals holding k ≥ 1 queens: per diagonal of L squares, E[k] − P(k ≥ 1), with E[k] =
/// L / n and P(k = 0) = Σ_j (−1)^j C(L, j) (n − j)! / n! (inclusion–exclusion; any j squares
/// of one diagonal lie in distinct rows and columns). Both directions together, over n.
pub fn exact_collisions_per_queen(n: usize) -> f64 {
    let lengths = (1..=n).chain((1..n).rev());
    let per_direction: f64 = lengths
        .map(|len| {
            let (mut term, mut empty) = (1.0_f64, 1.0_f64);
            for j in 1..=len {
                term *= (len - j + 1) as f64 / j as f64 / (n - j + 1) as f64;
                empty += if j % 2 == 1 { -term } else { term };
                // Terms fall like (L/n)^j / j!: past 1e-18 they no longer change the sum.
                if term < 1e-18 {
                    break;
                }
            }
            len as f64 / n as f64 - (1.0 - empty)
        })
        .sum();
    2.0 * per_direction / n as f64
}
