// A lesson as the core resolves it (src/lesson.rs, the bindings' LessonRecord), turned into
// plain objects: what a worker can post to the page, and what the lesson player reads.

/** A slide record of the core as a plain object (the record's memory freed). */
export function plainSlide(record) {
  const slide = {
    line: record.line,
    title: record.title,
    html: record.html,
    notesHtml: record.notesHtml,
    algorithm: record.algorithm,
    n: record.n,
    seed: record.seed,
    params: record.params,
    view: record.view,
    vs: record.vs,
    vsParams: record.vsParams,
    algorithms: [...record.algorithms],
    trials: record.trials,
    large: record.large,
    paper: record.paper,
    start: record.start,
    end: record.end,
    play: record.play,
    event: record.event,
    speed: record.speed,
    ask: record.ask,
  };
  record.free();
  return slide;
}

/** A lesson record of the core as a plain object. */
export function plainLesson(record) {
  const lesson = { id: record.id, title: record.title, summary: record.summary, slides: record.slides.map(plainSlide) };
  record.free();
  return lesson;
}
