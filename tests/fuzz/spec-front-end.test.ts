/**
 * Spec front-end fuzzing (issue "Scale and robustness", docs/reliability.md): 10,000 generated seam.yaml texts per
 * run, plausible specs with odd nodes and damaged text (CRLF, BOM, duplicate keys, tabs, alias bombs, cuts, NULs,
 * deep nesting), through the same load / lower / compile path `seamc build` takes. Properties: the outcome is
 * always exit 0, 1 or 2 (a diagnostic, never an exception, which the CLI would report as internal error 70); a
 * spec that builds builds to the same bytes twice. A sample also runs through the CLI itself: exit 0/1/2, no stack
 * trace, and nothing written when it exits 2.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { prepare } from '../../compiler/cli/pipeline.js';
import { UserError } from '../../compiler/diagnostics/diagnostic.js';
import { targets } from '../../vendors/index.js';
import { seamc } from '../cli-helpers.js';
import { record } from './report.js';
import { specText } from './spec-arbitraries.js';

const SPECS = 10_000;
const CLI_SAMPLE = 60;
const dir = mkdtempSync(join(tmpdir(), 'seamc-fuzz-spec-'));
const counts = { specs: 0, exit0: 0, exit1: 0, exit2: 0, crashes: 0, rebuilds: 0, rebuildDiffs: 0, cliRuns: 0, cliWroteOnExit2: 0 };
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  record('spec-front-end', counts, counts.specs === SPECS && counts.cliRuns === CLI_SAMPLE);
});

function outcome(file: string): { exit: 0 | 1 | 2; files?: string[] } {
  try {
    const { report } = prepare(file, targets, undefined, { policyTests: false });
    if (report.errors.length > 0) return { exit: 2 };
    const lossy = report.losses.some((l) => !l.waived);
    return { exit: lossy ? 1 : 0, files: report.files.map((f) => `${f.path}\n${f.text}`) };
  } catch (e) {
    if (e instanceof UserError) return { exit: 2 };
    throw e;
  }
}

describe('the spec front end under generated specs', () => {
  it(`answers ${SPECS} generated specs with exit 0, 1 or 2, and the same bytes on a rebuild`, () => {
    const file = join(dir, 'seam.yaml');
    fc.assert(
      fc.property(specText, (text) => {
        counts.specs++;
        writeFileSync(file, text);
        let r: ReturnType<typeof outcome>;
        try {
          r = outcome(file);
        } catch (e) {
          counts.crashes++;
          throw new Error(`internal error on:\n${text.slice(0, 2000)}\n${e instanceof Error ? e.stack : String(e)}`);
        }
        counts[`exit${r.exit}`]++;
        if (r.files && counts.specs % 20 === 0) {
          counts.rebuilds++;
          const again = outcome(file).files;
          if (JSON.stringify(again) !== JSON.stringify(r.files)) counts.rebuildDiffs++;
          expect(again).toEqual(r.files);
        }
      }),
      { numRuns: SPECS, seed: 0x5bec },
    );
  }, 600_000);

  it(`runs ${CLI_SAMPLE} of them through the CLI: exit 0/1/2, no stack trace, nothing written on exit 2`, () => {
    const samples = fc.sample(specText, { numRuns: CLI_SAMPLE, seed: 0xc11 });
    samples.forEach((text, n) => {
      const work = mkdtempSync(join(dir, 'cli-'));
      writeFileSync(join(work, 'seam.yaml'), text);
      const out = join(work, 'out');
      const r = seamc(['build', join(work, 'seam.yaml'), '--out', out], work);
      counts.cliRuns++;
      expect([0, 1, 2], `sample ${n}: ${r.stderr.slice(0, 500)}`).toContain(r.status);
      expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
      if (r.status === 2) {
        let wrote: string[] = [];
        try {
          wrote = readdirSync(out);
        } catch {
          wrote = [];
        }
        if (wrote.length > 0) counts.cliWroteOnExit2++;
        expect(wrote).toEqual([]);
      }
    });
  }, 600_000);
});
