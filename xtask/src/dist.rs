//! `cargo xtask dist`: the page for a classroom, in `dist/`.
//!
//! - A static site: `index.html`, the page's modules and style (minified file by file by
//!   esbuild, not bundled), icons, the core (`pkg/`), Chart.js, Fluent's modules and the
//!   message catalogs (`locales/`), in the same relative layout as the development server's, so any static host
//!   serves it from any sub-path; plus a web app manifest and a service worker (`sw.js`, from
//!   `xtask/src/sw.js`) that keeps every file after the first visit, for offline use.
//! - `nqueens-visualizer.html`: one file with everything in it, for opening from disk with no
//!   server and no network. esbuild bundles the page's modules (Fluent's with them) and each
//!   worker; the bundles, Chart.js, the wasm and the catalogs are embedded as base64, and a small start-up script turns them
//!   into blob URLs (`globalThis.NQUEENS_EMBEDDED`, read by `www/assets.js`) before the page's
//!   bundle is imported.
//!
//! Both carry a Content-Security-Policy in a `<meta>` (a static host may send no header): the
//! site the server's own (`crate::CSP`), the single file one that allows its inline start-up
//! script and style by hash and its bundles as `blob:` URLs (`single_file_policy`).

use crate::{
    build_wasm, ensure_npm_packages, ensure_page_packages, ensure_wasm_tools, root, Result,
};
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use sha2::{Digest, Sha256};
use std::hash::{Hash, Hasher};
use std::path::Path;

/// The single file's name inside `dist/`.
pub const SINGLE_FILE: &str = "nqueens-visualizer.html";

const CHART_JS: &str = "www/node_modules/chart.js/dist/chart.umd.js";
/// gifenc, the GIF encoder the page imports when a GIF is first made (an ES module).
const GIFENC: &str = "www/node_modules/gifenc/dist/gifenc.esm.js";
/// qrcode-generator, the QR encoder of the teacher's view (an ES module).
const QRCODE: &str = "www/node_modules/qrcode-generator/dist/qrcode.mjs";
/// fflate, which zips the teacher's view's SCORM package (an ES module). Only the static site
/// carries it: the single file cannot read itself to make a package (www/scorm-package.js).
const FFLATE: &str = "www/node_modules/fflate/esm/browser.js";

/// Fluent's packages the page imports as ES modules (www/i18n.js): the static site copies
/// every module of their `esm/` folders; the single file bundles them with the page.
const FLUENT_MODULES: [&str; 2] = [
    "www/node_modules/@fluent/bundle/esm",
    "www/node_modules/@fluent/langneg/esm",
];

/// The `.js` files of `folder` (relative to the workspace root), as relative paths.
fn files_in(folder: &str, ending: &str) -> Result<Vec<String>> {
    let entries =
        std::fs::read_dir(root().join(folder)).map_err(|e| format!("reading {folder}/: {e}"))?;
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(ending) && !name.ends_with(".d.ts") {
            files.push(format!("{folder}/{name}"));
        }
    }
    Ok(files)
}

/// The message catalogs, `locales/<lang>/<file>.ftl`, relative to the workspace root.
fn catalog_files() -> Result<Vec<String>> {
    let entries =
        std::fs::read_dir(root().join("locales")).map_err(|e| format!("reading locales/: {e}"))?;
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let lang = entry.file_name().to_string_lossy().into_owned();
        files.extend(files_in(&format!("locales/{lang}"), ".ftl")?);
    }
    files.sort();
    Ok(files)
}

/// The page's files besides `index.html`, relative to the workspace root and to `dist/`.
fn site_files() -> Result<Vec<String>> {
    let mut files = Vec::new();
    for folder in FLUENT_MODULES {
        files.extend(files_in(folder, ".js")?);
    }
    files.extend(catalog_files()?);
    let www = root().join("www");
    let entries = std::fs::read_dir(&www).map_err(|e| format!("reading www/: {e}"))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".js") || name.ends_with(".css") || name.ends_with(".svg") {
            files.push(format!("www/{name}"));
        }
    }
    files.extend(
        [
            "www/icons/icon-192.png",
            "www/icons/icon-512.png",
            CHART_JS,
            GIFENC,
            QRCODE,
            FFLATE,
            "pkg/nqueens.js",
            "pkg/nqueens_bg.wasm",
        ]
        .map(String::from),
    );
    files.sort();
    Ok(files)
}

fn read(relative: &str) -> Result<Vec<u8>> {
    std::fs::read(root().join(relative)).map_err(|e| format!("reading {relative}: {e}"))
}

fn read_text(relative: &str) -> Result<String> {
    String::from_utf8(read(relative)?).map_err(|e| format!("{relative} is not UTF-8: {e}"))
}

fn write(path: &Path, bytes: &[u8]) -> Result {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("creating {parent:?}: {e}"))?;
    }
    std::fs::write(path, bytes).map_err(|e| format!("writing {path:?}: {e}"))
}

/// `text` with the one occurrence of `from` replaced by `to`; an error naming `from` when it
/// does not occur exactly once (index.html changed under the build).
fn replace_once(text: &str, from: &str, to: &str) -> Result<String> {
    match text.matches(from).count() {
        1 => Ok(text.replacen(from, to, 1)),
        count => Err(format!(
            "index.html holds {count} copies of {from:?}; the dist build expects one"
        )),
    }
}

const MANIFEST: &str = r##"{
  "name": "N-Queens Visualizer",
  "short_name": "N-Queens",
  "description": "Watch N-Queens algorithms think: backtracking, Las Vegas, swaps and repair, step by step.",
  "start_url": "./",
  "scope": "./",
  "display": "standalone",
  "background_color": "#f7f5f0",
  "theme_color": "#1f3a5f",
  "icons": [
    { "src": "www/icons/icon-192.png", "sizes": "192x192", "type": "image/png" },
    { "src": "www/icons/icon-512.png", "sizes": "512x512", "type": "image/png" },
    { "src": "www/favicon.svg", "sizes": "any", "type": "image/svg+xml" }
  ]
}
"##;

/// The start-up script of the single file: the embedded assets (gzip, base64: see
/// [`gzip`]) unpacked with the browser's `DecompressionStream`, as bytes and blob URLs, then
/// the page. Opened from disk (an opaque origin), Chromium starts no module worker from a
/// blob URL and lets no worker fetch one, so the workers are classic scripts whose first
/// message brings the core's wasm bytes (see `startWorker` in www/assets.js): WORKER_PRELUDE
/// waits for it before their bundle's `init` can finish.
const BOOTSTRAP: &str = r#"
const gzipped = (id) => Uint8Array.from(atob(document.getElementById(id).textContent.trim()), (c) => c.charCodeAt(0));
const unzip = async (id) => new Uint8Array(await new Response(new Blob([gzipped(id)]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
const ids = ['nq-wasm', 'nq-worker', 'nq-big-worker', 'nq-chartjs', 'nq-gifenc', 'nq-qrcode', 'nq-locales', 'nq-app'];
const payload = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await unzip(id)])));
const blob = (parts, type) => URL.createObjectURL(new Blob(parts, { type }));
const prelude = document.getElementById('nq-worker-prelude').textContent;
const worker = (id) => blob([prelude, payload[id]], 'text/javascript');
globalThis.NQUEENS_EMBEDDED = {
  wasm: payload['nq-wasm'],
  workers: { 'worker.js': worker('nq-worker'), 'big-worker.js': worker('nq-big-worker') },
  chartJs: blob([payload['nq-chartjs']], 'text/javascript'),
  gifenc: blob([payload['nq-gifenc']], 'text/javascript'),
  qrcode: blob([payload['nq-qrcode']], 'text/javascript'),
  locales: JSON.parse(new TextDecoder().decode(payload['nq-locales'])),
  site: __SITE__,
};
await import(blob([payload['nq-app']], 'text/javascript'));
"#;

/// Runs first in each worker of the single file: the wasm bytes, from the page's first
/// message, for the bundle's `init` (through www/assets.js's `wasmSource`).
const WORKER_PRELUDE: &str = "globalThis.NQUEENS_EMBEDDED = { wasm: new Promise((resolve) => {
  addEventListener('message', function first(event) {
    if (event.data?.kind !== 'wasm') return;
    event.stopImmediatePropagation();
    removeEventListener('message', first);
    resolve(event.data.bytes);
  });
}) };
";

/// The single file's Content-Security-Policy: [`crate::CSP`]'s rules for a page with no
/// origin of its own (opened from disk). Its one inline script and one inline style are
/// allowed by their SHA-256 hashes, not `unsafe-inline`; the page's bundle, Chart.js and the
/// workers run from `blob:` URLs the start-up script makes of the embedded bytes; the wasm
/// is compiled from bytes (`wasm-unsafe-eval`); nothing is fetched but a teacher's lesson at
/// an `https:` address.
fn single_file_policy(script: &str, style: &str) -> String {
    let hash = |text: &str| BASE64.encode(Sha256::digest(text.as_bytes()));
    format!(
        "default-src 'none'; script-src 'sha256-{}' blob: 'wasm-unsafe-eval'; \
         style-src 'sha256-{}'; img-src data: blob:; media-src blob:; worker-src blob:; \
         connect-src https:; object-src 'none'; base-uri 'none'; form-action 'none'",
        hash(script),
        hash(style)
    )
}

/// `bytes` compressed as gzip (RFC 1952), at the best compression: the single file embeds
/// its assets so (the core's wasm shrinks about 2.8 times, the catalogs about 4), and its
/// start-up script unpacks them with the browser's `DecompressionStream` (Chromium 80,
/// Firefox 113, Safari 16.4).
fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .map_err(|e| format!("compressing the single file's assets: {e}"))
}

/// Bundles `entry` (a module of www/) with everything it imports into one minified script:
/// an ES module (`format` "esm") or a classic script ("iife", for the workers).
fn bundle(entry: &str, format: &str, out: &Path) -> Result<Vec<u8>> {
    let esbuild = root().join("xtask/node_modules/.bin/esbuild");
    let outfile = out.join(entry.trim_start_matches("www/"));
    crate::run(
        esbuild.to_str().ok_or("non-UTF-8 path")?,
        &[
            entry,
            "--bundle",
            &format!("--format={format}"),
            "--minify",
            // The glue's default wasm address uses import.meta, which a classic worker lacks;
            // the single file always hands the wasm over instead.
            "--log-override:empty-import-meta=silent",
            "--target=es2022",
            "--log-level=warning",
            &format!("--outfile={}", outfile.to_str().ok_or("non-UTF-8 path")?),
        ],
        &[],
    )?;
    std::fs::read(&outfile).map_err(|e| format!("reading {outfile:?}: {e}"))
}

/// Writes the page's own scripts and style among `files` (those of `www/` and the core's glue,
/// not the packages, which come minified) minified into `out`, at the same relative paths, in
/// one esbuild run without bundling (each module keeps its imports); returns the files written.
fn minify(files: &[String], out: &Path) -> Result<Vec<String>> {
    let own: Vec<String> = files
        .iter()
        .filter(|f| !f.contains("node_modules") && (f.ends_with(".js") || f.ends_with(".css")))
        .cloned()
        .collect();
    let esbuild = root().join("xtask/node_modules/.bin/esbuild");
    let outdir = format!("--outdir={}", out.to_str().ok_or("non-UTF-8 path")?);
    let mut args: Vec<&str> = own.iter().map(String::as_str).collect();
    args.extend([
        "--minify",
        "--outbase=.",
        &outdir,
        "--target=es2022",
        "--log-level=warning",
    ]);
    crate::run(esbuild.to_str().ok_or("non-UTF-8 path")?, &args, &[])?;
    Ok(own)
}

/// `cargo xtask dist`: builds the core and writes `dist/` (the static site and the single
/// file); prints the single file's size.
pub fn dist() -> Result {
    ensure_wasm_tools()?;
    build_wasm()?;
    ensure_page_packages()?;
    ensure_npm_packages("xtask", &["esbuild/package.json"])?;
    let out = root().join("dist");
    if out.exists() {
        std::fs::remove_dir_all(&out).map_err(|e| format!("clearing dist/: {e}"))?;
    }

    // The static site: the page's own scripts and style minified, file by file (no bundling:
    // the same modules at the same addresses), the rest copied.
    let files = site_files()?;
    let minified = minify(&files, &out)?;
    let mut version = std::collections::hash_map::DefaultHasher::new();
    for file in &files {
        let bytes = if minified.contains(file) {
            read(&format!("dist/{file}"))?
        } else {
            let bytes = read(file)?;
            write(&out.join(file), &bytes)?;
            bytes
        };
        bytes.hash(&mut version);
    }
    let index = read_text("index.html")?;
    let index = replace_once(
        &index,
        r#"<meta charset="utf-8">"#,
        r#"<meta charset="utf-8">
  <meta http-equiv="Content-Security-Policy" content="__CSP__">"#,
    )?;
    let hosted = index.replace("__CSP__", crate::CSP);
    let hosted = replace_once(
        &hosted,
        r#"<link rel="icon" href="www/favicon.svg" type="image/svg+xml">"#,
        r##"<link rel="icon" href="www/favicon.svg" type="image/svg+xml">
  <link rel="manifest" href="manifest.webmanifest">
  <link rel="apple-touch-icon" href="www/icons/icon-192.png">
  <meta name="theme-color" content="#1f3a5f">"##,
    )?;
    hosted.hash(&mut version);
    write(&out.join("index.html"), hosted.as_bytes())?;
    write(&out.join("manifest.webmanifest"), MANIFEST.as_bytes())?;
    let mut kept: Vec<String> = vec![
        "./".into(),
        "index.html".into(),
        "manifest.webmanifest".into(),
    ];
    kept.extend(files.iter().cloned());
    let kept = serde_json::to_string_pretty(&kept).map_err(|e| e.to_string())?;
    let sw = read_text("xtask/src/sw.js")?
        .replace("__CACHE__", &format!("nqueens-{:016x}", version.finish()))
        .replace("__FILES__", &kept);
    write(&out.join("sw.js"), sw.as_bytes())?;

    // The single file.
    let scratch = root().join("target/dist-bundles");
    let app = bundle("www/app.js", "esm", &scratch)?;
    let worker = bundle("www/worker.js", "iife", &scratch)?;
    let big_worker = bundle("www/big-worker.js", "iife", &scratch)?;
    let css = read_text("www/style.css")?;
    if css.contains("</style") {
        return Err("www/style.css holds \"</style\": it cannot be inlined".into());
    }
    let icon = BASE64.encode(read("www/favicon.svg")?);
    let mut single = replace_once(
        &index,
        r#"<link rel="icon" href="www/favicon.svg" type="image/svg+xml">"#,
        &format!(
            r#"<link rel="icon" href="data:image/svg+xml;base64,{icon}" type="image/svg+xml">"#
        ),
    )?;
    let style = format!("\n{css}");
    single = replace_once(
        &single,
        r#"<link rel="stylesheet" href="www/style.css">"#,
        &format!("<style>{style}</style>"),
    )?;
    // The published site's address, if this build is for one (the GitHub workflow sets it):
    // Copy link in the file opened from disk gives the same move there, not a file:// address.
    let site = std::env::var("NQUEENS_SITE_URL").unwrap_or_default();
    let bootstrap = BOOTSTRAP.replace(
        "__SITE__",
        &serde_json::to_string(&site).map_err(|e| e.to_string())?,
    );
    // The start-up watchdog (www/boot.js) runs first, from the start-up script.
    let bootstrap = format!("{}\n{bootstrap}", read_text("www/boot.js")?);
    single = replace_once(
        &single,
        r#"  <script src="www/boot.js"></script>
"#,
        "",
    )?;
    single = replace_once(
        &single,
        r#"<script type="module" src="www/app.js"></script>"#,
        &format!(r#"<script type="module">{bootstrap}</script>"#),
    )?;
    single = replace_once(&single, "__CSP__", &single_file_policy(&bootstrap, &style))?;
    // The catalogs, { "de/page.ftl": its text, … } (www/assets.js's catalogText).
    let mut catalogs = serde_json::Map::new();
    for file in catalog_files()? {
        let text = read_text(&file)?;
        catalogs.insert(file.trim_start_matches("locales/").to_string(), text.into());
    }
    let catalogs = serde_json::to_vec(&catalogs).map_err(|e| e.to_string())?;
    let payloads: [(&str, Vec<u8>); 8] = [
        ("nq-app", app),
        ("nq-worker", worker),
        ("nq-big-worker", big_worker),
        ("nq-chartjs", read(CHART_JS)?),
        ("nq-gifenc", read(GIFENC)?),
        ("nq-qrcode", read(QRCODE)?),
        ("nq-wasm", read("pkg/nqueens_bg.wasm")?),
        ("nq-locales", catalogs),
    ];
    let mut embedded =
        format!("<script type=\"text/plain\" id=\"nq-worker-prelude\">{WORKER_PRELUDE}</script>\n");
    for (id, bytes) in &payloads {
        embedded.push_str(&format!(
            "<script type=\"application/octet-stream\" id=\"{id}\">{}</script>\n",
            BASE64.encode(gzip(bytes)?)
        ));
    }
    single = replace_once(&single, "</body>", &format!("{embedded}</body>"))?;
    write(&out.join(SINGLE_FILE), single.as_bytes())?;
    println!(
        "dist/: the static site ({} files) and {SINGLE_FILE}, {:.2} MB (wasm {:.0} kB, Chart.js {:.0} kB, page and workers {:.0} kB, before gzip and base64){}",
        files.len() + 4,
        single.len() as f64 / 1e6,
        payloads[6].1.len() as f64 / 1e3,
        payloads[3].1.len() as f64 / 1e3,
        payloads[..3].iter().map(|(_, b)| b.len()).sum::<usize>() as f64 / 1e3,
        if site.is_empty() {
            String::new()
        } else {
            format!("; its links point to {site}")
        },
    );
    Ok(())
}
