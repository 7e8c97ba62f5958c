// The teacher's view's "Download for your LMS (SCORM)": the class's exercise as a SCORM
// package (1.2 or 2004 4th edition, with the pass mark the teacher sets), to import into an
// LMS. The core makes the package's files (src/scorm.rs: the manifest, and the page, a copy
// of the single file nqueens-visualizer.html told its class), the same files `nqueens
// exercise scorm` zips; fflate zips them here (loaded on first use).
// The single file is fetched from beside this page: the published site (dist/) has it. The
// development server (`cargo xtask serve`) has none, and the single file itself, opened from
// disk, cannot read itself (nor load fflate): there the view says where to get the package.

import { scormPackageFiles } from '../pkg/nqueens.js';
import { $, format } from './shared.js';
import { download } from './exports.js';

/** The single file's name, beside the site's index.html. */
const SINGLE_FILE = 'nqueens-visualizer.html';

/** The command that makes the same package from the repository. */
const command = (code, version, mastery) => `nqueens exercise scorm --class ${code} --out ${code}.zip${version === '1.2' ? '' : ` --scorm ${version}`}${mastery === 80 ? '' : ` --mastery ${mastery}`}`;

/**
 * The zip of `files` ([name, text] pairs) by fflate: deflated, dated 1980-01-01 like the
 * CLI's, so the package's files and dates are the same whichever made it.
 */
async function zipped(files) {
  const { zipSync, strToU8 } = await import(new URL('./node_modules/fflate/esm/browser.js', import.meta.url).href);
  const mtime = new Date(1980, 0, 1);
  return zipSync(Object.fromEntries(files.map(([name, text]) => [name, [strToU8(text), { level: 6, mtime }]])));
}

/** Wires the view's SCORM controls; `classCode()` is the class code on show. */
export function setupScormPackage(classCode) {
  const button = $('teacher-scorm-download');
  const say = (text) => { $('teacher-scorm-status').textContent = text; };
  button.addEventListener('click', async () => {
    const code = classCode();
    const version = $('teacher-scorm-version').value;
    const mastery = Number($('teacher-scorm-mastery').value);
    if (!(Number.isInteger(mastery) && mastery >= 0 && mastery <= 100)) {
      say('The pass mark is a whole percentage from 0 to 100.');
      return;
    }
    const embedded = globalThis.NQUEENS_EMBEDDED;
    if (embedded) {
      const site = embedded.site ? `the teacher's view on the published site (${new URL(`?teacher=1&class=${code}`, embedded.site).href})` : 'the teacher\'s view on the published site';
      say(`This page is the single file, which cannot read itself to make the package. Open ${site} and press this button there, or from the repository run: ${command(code, version, mastery)}`);
      return;
    }
    button.disabled = true;
    say('Making the package…');
    try {
      let html;
      try {
        const response = await fetch(new URL(SINGLE_FILE, document.baseURI));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        html = await response.text();
      } catch (error) {
        say(`No ${SINGLE_FILE} beside this page (${error.message}): the package is a copy of it. The published site has it (cargo xtask dist puts it in dist/); the development server does not. From the repository, run cargo xtask dist, then: ${command(code, version, mastery)}`);
        return;
      }
      let files;
      try {
        files = scormPackageFiles(html, code, version, mastery);
      } catch (error) {
        say(`The package could not be made: ${error.message}.`);
        return;
      }
      const name = files.fileName;
      let zip;
      try {
        zip = await zipped([[files.manifestName, files.manifest], [files.pageName, files.page]]);
      } catch (error) {
        say(`The package could not be zipped (${error.message}). From the repository, run: ${command(code, version, mastery)}`);
        return;
      } finally {
        files.free();
      }
      download(new Blob([zip], { type: 'application/zip' }), name);
      say(`Downloaded ${name} (${format(zip.length / 1e6, 2)} MB, SCORM ${version}, passed at ${mastery} %). In your LMS add a SCORM activity (Moodle: SCORM package; Canvas: import it as a SCORM package) and upload it; set its grade to the score.`);
    } finally {
      button.disabled = false;
    }
  });
}
