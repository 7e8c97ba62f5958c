//! Same seed, same run: the first 10,000 steps of each randomized algorithm hash to fixed
//! digests natively, and tests/wasm.rs checks the browser build against the same digests.

#[path = "common/determinism.rs"]
mod determinism;

#[test]
fn native_runs_match_the_shared_digests() {
    assert_eq!(determinism::digests(), determinism::EXPECTED);
}

#[test]
fn whole_runs_at_n_100_000_match_the_shared_digests() {
    let digests = determinism::large_digests();
    assert_eq!(digests, determinism::EXPECTED_LARGE, "{digests:x?}");
}
