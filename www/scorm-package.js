// The teacher's view's "Download for your LMS (SCORM)": the class's exercise as a SCORM
// package (1.2 or 2004 4th edition, with the pass mark the teacher sets), to import into an
// LMS; and beside it a guided lesson's package (a built-in lesson picked from the list, or the
// lesson open on the page), with the same version and pass mark. The core makes the package's
// files (src/scorm.rs: the manifest, and the page, a copy of the single file
// nqueens-visualizer.html told its class or its lesson), the same files `nqueens exercise
// scorm` and `nqueens lesson scorm` zip; fflate zips them here (loaded on first use).
// The single file is fetched from beside this page: the published site (dist/) has it. The
// development server (`cargo xtask serve`) has none, and the single file itself, opened from
// disk, cannot read itself (nor load fflate): there the view says where to get the package.
// Its words are the catalog's (locales/<tag>/lessons.ftl, scorm-package-…), the core's
// refusals said by errorText; the commands and the file names are data. The package is
// made in the page's language: the manifest's titles (scorm-title-…, what the LMS shows)
// said by the page, a built-in lesson titled as its translation is.

import { scormLessonPackageFiles, scormPackageFiles } from '../pkg/nqueens.js';
import { $ } from './shared.js';
import { errorText, language, say as sayMessage, t } from './i18n.js';
import { download } from './exports.js';
import { builtinLessons, lessonLanguage } from './lesson.js';
import { PSEUDO, pseudo } from './languages.js';

/**
 * How the core has a package's titles (its manifest's, what the LMS shows) said in the
 * page's language: a message's JSON to its text, so the package is made in the page's
 * language, as `nqueens --lang` makes one.
 */
const sayJson = (json) => sayMessage(JSON.parse(json));

/** The single file's name, beside the site's index.html. */
const SINGLE_FILE = 'nqueens-visualizer.html';

/** The options a command takes beyond the defaults (SCORM 1.2, passed at 80 %). */
const options = (version, mastery) => `${version === '1.2' ? '' : ` --scorm ${version}`}${mastery === 80 ? '' : ` --mastery ${mastery}`}`;

/**
 * The CLI's `--lang` for the page's language, so that the command makes the package in the
 * language the page makes it in, whatever the teacher's shell says. English's command stays
 * as it was, without one: there the CLI follows the shell's LANG, English when none is set.
 */
const langOption = () => (language === 'en' ? '' : ` --lang ${language}`);

/** The command that makes the same package from the repository. */
const command = (code, version, mastery) => `nqueens${langOption()} exercise scorm --class ${code} --out ${code}.zip${options(version, mastery)}`;

/** The command that makes a lesson's package (`lesson`: `{ id }` built in, or `{ text }` an own one). */
const lessonCommand = (lesson, version, mastery) => `nqueens${langOption()} lesson scorm ${lesson.text === undefined ? lesson.id : '--file YOUR-LESSON.md'} --out .${options(version, mastery)}`;

/**
 * The zip of `files` ([name, text] pairs) by fflate: deflated, dated 1980-01-01 like the
 * CLI's, so the package's files and dates are the same whichever made it.
 */
async function zipped(files) {
  const { zipSync, strToU8 } = await import(new URL('./node_modules/fflate/esm/browser.js', import.meta.url).href);
  const mtime = new Date(1980, 0, 1);
  return zipSync(Object.fromEntries(files.map(([name, text]) => [name, [strToU8(text), { level: 6, mtime }]])));
}

/**
 * Makes and downloads a package, telling `say` how it went: `make(html)` gives the core's
 * files (a ScormPackageFiles, or throws in words), `cli` the command that makes the same
 * from the repository, `what` the package in words for the last message.
 */
async function makePackage({ button, say, make, cli, what, siteQuery }) {
  const embedded = globalThis.NQUEENS_EMBEDDED;
  if (embedded) {
    say(embedded.site
      ? t('scorm-package-embedded-at', { url: new URL(`?${siteQuery}`, embedded.site).href, command: cli })
      : t('scorm-package-embedded', { command: cli }));
    return;
  }
  button.disabled = true;
  say(t('scorm-package-making'));
  try {
    let html;
    try {
      const response = await fetch(new URL(SINGLE_FILE, document.baseURI));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      html = await response.text();
    } catch (error) {
      say(t('scorm-package-no-single-file', { file: SINGLE_FILE, error: errorText(error), command: cli }));
      return;
    }
    let files;
    try {
      files = make(html);
    } catch (error) {
      say(t('scorm-package-unmade', { error: errorText(error) }));
      return;
    }
    const name = files.fileName;
    let zip;
    try {
      zip = await zipped([[files.manifestName, files.manifest], [files.pageName, files.page]]);
    } catch (error) {
      say(t('scorm-package-unzipped', { error: errorText(error), command: cli }));
      return;
    } finally {
      files.free();
    }
    download(new Blob([zip], { type: 'application/zip' }), name);
    say(t('scorm-package-downloaded', { file: name, megabytes: zip.length / 1e6, what }));
  } finally {
    button.disabled = false;
  }
}

/** The version and pass mark the view's fields hold, or null (said) when the pass mark is not a whole percentage. */
function settings(say) {
  const version = $('teacher-scorm-version').value;
  const mastery = Number($('teacher-scorm-mastery').value);
  if (!(Number.isInteger(mastery) && mastery >= 0 && mastery <= 100)) {
    say(t('scorm-package-pass-mark'));
    return null;
  }
  return { version, mastery };
}

/**
 * Wires the view's SCORM controls; `classCode()` is the class code on show, `openLesson()`
 * the lesson open on the page: `{ id, title }` for a built-in one, `{ id, title, text }` for
 * an own one (its file's text), or null.
 */
export function setupScormPackage(classCode, openLesson = () => null) {
  const button = $('teacher-scorm-download');
  const say = (text) => { $('teacher-scorm-status').textContent = text; };
  button.addEventListener('click', async () => {
    const code = classCode();
    const chosen = settings(say);
    if (!chosen) return;
    const { version, mastery } = chosen;
    await makePackage({
      button, say, cli: command(code, version, mastery), siteQuery: `teacher=1&class=${code}`,
      make: (html) => scormPackageFiles(html, code, version, mastery, sayJson),
      what: t('scorm-package-what-exercise', { version, mastery }),
    });
  });

  // A guided lesson's package: the lesson open on the page first (when one is), then the
  // built-in ones.
  const pick = $('teacher-scorm-lesson');
  const lessonButton = $('teacher-scorm-lesson-download');
  const sayLesson = (text) => { $('teacher-scorm-lesson-status').textContent = text; };
  const builtins = builtinLessons();
  const fill = () => {
    const open = openLesson();
    const kept = pick.value;
    pick.replaceChildren(
      ...(open ? [new Option(t('scorm-package-open-lesson', { title: open.title }), 'open')] : []),
      // A built-in lesson's title is its English file's in the pseudo-locale, shown through
      // the pseudo transform as the Lessons dialog shows it (lesson.js's pseudoText).
      ...builtins.map((entry) => new Option(language === PSEUDO ? pseudo(entry.title) : entry.title, entry.id)),
    );
    if ([...pick.options].some((o) => o.value === kept)) pick.value = kept;
  };
  fill();
  pick.addEventListener('focus', fill);
  pick.addEventListener('pointerdown', fill);
  lessonButton.addEventListener('click', async () => {
    const chosen = settings(sayLesson);
    if (!chosen) return;
    const { version, mastery } = chosen;
    const open = pick.value === 'open' ? openLesson() : null;
    if (pick.value === 'open' && !open) {
      fill();
      sayLesson(t('scorm-package-lesson-closed'));
      return;
    }
    const lesson = open ?? builtins.find((entry) => entry.id === pick.value);
    if (!lesson) return;
    await makePackage({
      button: lessonButton, say: sayLesson, cli: lessonCommand(lesson, version, mastery), siteQuery: 'teacher=1',
      make: (html) => scormLessonPackageFiles(html, lesson.id, lesson.text, version, mastery, lessonLanguage(), sayJson),
      what: t('scorm-package-what-lesson', { title: lesson.title, version, mastery }),
    });
  });
}
