// The write floor of a build: `node bench/write-floor.cjs <built out folder> <fresh folder>` reads every file of the
// built folder (not timed), then writes the same files into the fresh folder with a plain loop of mkdir and
// writeFileSync (no temp files, no renames, no seamc), and prints the milliseconds that took, then the file count and
// bytes. bench/run.js divides it by `node -e 0`: the share of a build's ratio that only a smaller output could remove.
'use strict';
const { mkdirSync, readdirSync, readFileSync, writeFileSync, statSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');

const [src, dst] = process.argv.slice(2);
const files = [];
(function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, e.name);
    if (e.isDirectory()) walk(abs);
    else if (e.isFile()) files.push({ rel: relative(src, abs), text: readFileSync(abs), mode: statSync(abs).mode & 0o777 });
  }
})(src);
const t = process.hrtime.bigint();
const made = new Set();
for (const f of files) {
  const abs = join(dst, f.rel);
  const dir = dirname(abs);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(abs, f.text, { mode: f.mode });
}
const ms = Number(process.hrtime.bigint() - t) / 1e6;
process.stdout.write(`${ms} ${files.length} ${files.reduce((n, f) => n + f.text.length, 0)}\n`);
