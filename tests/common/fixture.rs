//! A recorded fixture (`tests/fixtures/NAME`): what a test recorded from an earlier build, to
//! hold a later one to it. `NQUEENS_BLESS=1` records it again instead of checking; a test
//! that blesses says why in its commit.

/// The fixture `name`'s text, or `None` after writing `lines` to it (one per line) when
/// `NQUEENS_BLESS` is set.
pub fn recorded(name: &str, lines: &[String]) -> Option<String> {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("NQUEENS_BLESS").is_some() {
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        return None;
    }
    Some(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
}

/// FNV-1a of `text`, in hex: a short check a fixture records of a longer text.
pub fn fnv(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The runs of `recorded` (a fixture's text, one line per run, named by the text before its
/// first `|`) that `got` (this build's lines) shows otherwise, as "recorded …\n     now …",
/// with how many runs were compared: those of an algorithm in this build (the throwaway one
/// only with its feature); a run not recorded (an algorithm or a parameter's value added
/// since) has nothing to match yet. Panics unless more than 300 runs are compared.
#[allow(dead_code)] // not every test that records a fixture records it by run
pub fn runs_that_differ(recorded: &str, got: &[String]) -> (usize, Vec<String>) {
    use std::collections::BTreeMap;
    fn run(line: &str) -> &str {
        line.split('|').next().unwrap()
    }
    let recorded: Vec<&str> = recorded
        .lines()
        .filter(|line| {
            let algorithm = run(line).split(' ').next().unwrap();
            algorithm.parse::<nqueens::registry::Algorithm>().is_ok()
        })
        .collect();
    assert!(recorded.len() > 300, "{} runs recorded", recorded.len());
    let got: BTreeMap<&str, &str> = got.iter().map(|line| (run(line), line.as_str())).collect();
    let differ = recorded
        .iter()
        .filter(|line| got.get(run(line)) != Some(*line))
        .map(|line| format!("recorded {line}\n     now {:?}", got.get(run(line))))
        .collect();
    (recorded.len(), differ)
}
