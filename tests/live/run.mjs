// `npm run test:live`: compile the live suite (tests/live/**/*.ts, with the compiler files it imports) into
// node_modules/.cache/seamc-live-build with the repository's own TypeScript, then run it. Plain JavaScript so
// that it needs no build step of its own; Node 20 cannot run TypeScript directly.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const config = join(here, 'tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const emitted = program.emit();
const diags = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
if (diags.length > 0) {
  process.stderr.write(ts.formatDiagnostics(diags, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }));
  process.exit(2);
}
const out = parsed.options.outDir;
mkdirSync(out, { recursive: true });
// node_modules stops Node's search for a package.json "type", so mark the build folder as ES modules
writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
const { main } = await import(pathToFileURL(join(out, 'tests', 'live', 'run.js')).href);
process.exitCode = await main(process.argv.slice(2));
