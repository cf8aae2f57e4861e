import { CODES, isDiagnosticCode } from '../diagnostics/codes.js';
import { EXIT } from './exit.js';
import { nearest } from '../spec/suggest.js';

export function runExplain(code: string): number {
  const c = code.toUpperCase();
  if (!isDiagnosticCode(c)) {
    const near = nearest(c, Object.keys(CODES));
    process.stderr.write(`seamc: SC1030 unknown diagnostic code "${code}"${near ? `; did you mean ${near}?` : ''}\n`);
    return EXIT.invalid;
  }
  const info = CODES[c];
  process.stdout.write(`${c}  ${info.title}\n\n${info.explain}\n`);
  return EXIT.ok;
}
