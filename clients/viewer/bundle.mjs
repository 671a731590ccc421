// Writes the self-contained replay viewer page (docs/web.md#the-replay-viewer):
// clients/viewer/index.html with its style, the WebAssembly module (bm_referee.js, SINGLE_FILE)
// and the scripts inlined between the page's BM: markers. The wasm build runs it
// (wasm/CMakeLists.txt); `bm viz LOG --html` puts a log into the page it writes.
//
//   node bundle.mjs MODULE.js OUT.html
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [moduleJs, out] = process.argv.slice(2);
if (!moduleJs || !out) {
  console.error('usage: node bundle.mjs MODULE.js OUT.html');
  process.exit(2);
}
const read = (p) => readFileSync(p, 'utf8');
// Inline text must not close its element early: "</script" in a script becomes "<\/script"
// (the same string to JavaScript); a style cannot hold "</style".
const script = (text) => `<script>\n${text.replace(/<\/script/gi, '<\\/script')}\n</script>`;
const css = read(join(here, 'viewer.css'));
if (/<\/style/i.test(css)) throw new Error('viewer.css holds </style');
const page = read(join(here, 'index.html'));
function region(text, name, replacement) {
  const open = `<!--BM:${name}-->`, close = `<!--/BM:${name}-->`;
  const a = text.indexOf(open), b = text.indexOf(close);
  if (a < 0 || b < a) throw new Error(`index.html has no ${open} ... ${close} region`);
  return text.slice(0, a) + replacement + text.slice(b + close.length);
}
let html = region(page, 'STYLE', `<style>\n${css}</style>`);
html = region(html, 'SCRIPTS', [
  script(read(moduleJs)),
  // clients/wasm/referee.cjs, the package's referee over the module, as a browser script.
  script(`var module = { exports: {} };\n${read(join(here, '..', 'wasm', 'referee.cjs'))}\nvar bmRefereeLib = module.exports;`),
  script(read(join(here, 'viewer.js'))),
].join('\n'));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, html);
console.log(`wrote ${out} (${html.length} bytes)`);
