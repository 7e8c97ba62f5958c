// The page addresses the address fuzzing builds (fast-check arbitraries), shared by
// fuzz.test.mjs and the load harness hang.mjs: valid and invalid values of every parameter
// the page reads, repeated and empty ones, markup and very long strings. The caller gives its
// fast-check (`fc`), so that tests/js/page-state.test.mjs reads the same addresses with its own.

/**
 * An arbitrary of page addresses ("?algorithm=…&n=…"), for the algorithm ids `ids`, made with
 * fast-check `fc`: half mix in junk and repeats; half are clean (each parameter at most once,
 * with a valid value, some still bad: n beyond a limit, queens off the board).
 */
export function addresses(ids, fc) {
  /** Values no parameter accepts: blank, markup, numbers in odd forms, a very long string. */
  const junk = fc.constantFrom('', ' ', '<b>x</b>', '"><img src=x onerror=alert(1)>', 'x'.repeat(600), '-1', '1e3', '0x10', 'NaN', '٣', '1,000', '99999999999999999999', 'null', '%', '&');
  const wholeIn = (min, max) => fc.integer({ min, max }).map(String);
  /**
   * A parameter: absent, once or twice, each value valid (from `valid`), junk or any string;
   * when `clean`, absent or once with a valid value.
   */
  const param = (name, valid, clean) =>
    clean
      ? fc.option(valid.map((v) => [[name, v]]), { nil: [], freq: 2 })
      : fc.option(fc.array(fc.oneof({ weight: 4, arbitrary: valid }, { weight: 2, arbitrary: junk }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), { minLength: 1, maxLength: 2 }), { nil: [] })
        .map((values) => values.map((v) => [name, v]));

  /** An address; a clean one gives each parameter at most once, with a valid value. */
  const addressOf = (clean) => fc.tuple(
    param('algorithm', fc.constantFrom(...ids), clean),
    param('n', fc.oneof({ weight: 6, arbitrary: wholeIn(1, 34) }, { weight: 1, arbitrary: wholeIn(35, 3000) }), clean),
    param('seed', wholeIn(0, 1_000_000), clean),
    param('view', fc.constantFrom('watch', 'compare'), clean),
    param('trials', wholeIn(1, 300), clean),
    param('algorithms', fc.subarray(ids).map((list) => list.join(',')), clean),
    param('step', wholeIn(0, 200), clean),
    param('present', fc.constantFrom('1', '0'), clean),
    param('code', fc.constantFrom('1', '0'), clean),
    param('embed', fc.constantFrom('1', '0'), clean),
    param('mode', fc.constantFrom('sandbox', 'side'), clean),
    param('vs', fc.constantFrom(...ids), clean),
    param('queens', fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 9 }).map((q) => q.join(',')), clean),
    param('predict', fc.constantFrom('1', 'backtracker'), clean),
    param('exercise', fc.constantFrom('1'), clean),
    param('class', fc.constantFrom('BT-7KQ2M9', 'hc-00000z', 'MRV-1'), clean),
    param('grading', fc.constantFrom('fix', 'undo', 'end'), clean),
    param('theme', fc.constantFrom('light', 'dark', 'contrast', 'auto'), clean),
    param('from', wholeIn(0, 40), clean),
    param('to', wholeIn(0, 60), clean),
    param('loop', fc.constantFrom('1'), clean),
  ).map((parts) => {
    const params = new URLSearchParams();
    for (const [name, value] of parts.flat()) params.append(name, value);
    return `?${params}`;
  });
  /** Half the addresses mix in junk and repeats; half are clean (some still bad: n beyond a limit, queens off the board). */
  const address = fc.oneof(addressOf(false), addressOf(true));
  return address;
}
