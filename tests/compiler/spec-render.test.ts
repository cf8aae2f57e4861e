/** The human code frame and the JSON form of diagnostics. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/diagnostics/diagnostic.js';
import { diagnosticToJson, renderDiagnostic, renderDiagnostics } from '../../compiler/diagnostics/render.js';
import { diagnosticsOf, tempDir } from './spec-helpers.js';
import { writeFileSync } from 'node:fs';

const SOURCE = ['seam: 1', 'name: acme', 'rules:', '  - id: no-force-push', '    decison: deny', '    tool: shell', '', 'plugin: {}'].join('\n') + '\n';

function typo(): Diagnostic {
  const dir = tempDir();
  writeFileSync(join(dir, 'seam.yaml'), SOURCE);
  const d = diagnosticsOf(join(dir, 'seam.yaml'), dir);
  expect(d.length).toBe(1);
  return { ...d[0]!, pos: { file: 'seam.yaml', line: d[0]!.pos!.line, col: d[0]!.pos!.col } };
}

describe('renderDiagnostic', () => {
  it('prints position, code, message, a two-line code frame with a caret, and the hint', () => {
    expect(renderDiagnostic(typo(), SOURCE, { color: false })).toBe(
      [
        'seam.yaml:5:5  SC1002  unknown key `decison` in `/rules/0`; did you mean `decision`?',
        '  3 | rules:',
        '  4 |   - id: no-force-push',
        '> 5 |     decison: deny',
        '    |     ^',
        '  6 |     tool: shell',
        '  7 |',
        '  hint: allowed keys here: id, on, tool, match, unless, decision, message, intent, update',
      ].join('\n'),
    );
  });

  it('clips the frame at the file edges and widens the gutter for long files', () => {
    const src = Array.from({ length: 12 }, (_, i) => `k${i + 1}: v`).join('\n');
    const at = (line: number): string =>
      renderDiagnostic({ code: 'SC1002', severity: 'error', message: 'm', pos: { file: 'f', line, col: 1 } }, src, { color: false });
    expect(at(1)).toBe(['f:1:1  SC1002  m', '> 1 | k1: v', '    | ^', '  2 | k2: v', '  3 | k3: v'].join('\n'));
    expect(at(10)).toBe(['f:10:1  SC1002  m', '   8 | k8: v', '   9 | k9: v', '> 10 | k10: v', '     | ^', '  11 | k11: v', '  12 | k12: v'].join('\n'));
  });

  it('keeps tabs so the caret lines up, and renders without a frame when there is no source or position', () => {
    const d: Diagnostic = { code: 'SC1001', severity: 'error', message: 'bad', pos: { file: 'f', line: 1, col: 3 } };
    expect(renderDiagnostic(d, '\tx: y', { color: false }).split('\n')[2]).toBe('    | \t ^');
    expect(renderDiagnostic(d, undefined, { color: false })).toBe('f:1:3  SC1001  bad');
    expect(renderDiagnostic({ code: 'SC1020', severity: 'error', message: 'cannot read spec x (ENOENT)', hint: 'h' }, undefined, { color: false })).toBe(
      'SC1020  cannot read spec x (ENOENT)\n  hint: h',
    );
  });

  it('colours only when asked', () => {
    const plain = renderDiagnostic(typo(), SOURCE, { color: false });
    const coloured = renderDiagnostic(typo(), SOURCE, { color: true });
    expect(plain.includes('\u001b[')).toBe(false);
    expect(coloured.includes('\u001b[31;1mSC1002\u001b[0m')).toBe(true);
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain);
  });

  it('renderDiagnostics ends each diagnostic with a newline and finds sources by file', () => {
    const d = typo();
    expect(renderDiagnostics([d, d], new Map([['seam.yaml', SOURCE]]), { color: false })).toBe(
      `${renderDiagnostic(d, SOURCE, { color: false })}\n${renderDiagnostic(d, SOURCE, { color: false })}\n`,
    );
  });
});

describe('diagnosticToJson', () => {
  it('flattens the position, keeps a stable key order and omits absent fields', () => {
    const j = diagnosticToJson(typo());
    expect(Object.keys(j)).toEqual(['code', 'severity', 'message', 'hint', 'file', 'line', 'col', 'pointer']);
    expect(j).toMatchObject({ code: 'SC1002', file: 'seam.yaml', line: 5, col: 5, pointer: '/rules/0/decison' });
    expect(diagnosticToJson({ code: 'SC1020', severity: 'error', message: 'm' })).toEqual({ code: 'SC1020', severity: 'error', message: 'm' });
  });
});
