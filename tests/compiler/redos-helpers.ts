/** Corpus types and bounded timing experiments for tests/compiler/redos.test.ts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';

export interface Attack {
  readonly prefix?: string;
  readonly pump: string;
  readonly repeat?: number;
  readonly suffix?: string;
}
export interface Unsafe {
  readonly pattern: string;
  readonly flags: string;
  readonly kind: 'exponential' | 'polynomial';
  readonly index: number;
  readonly fragment: string;
  readonly attack: Attack & { readonly repeat: number };
}
export interface Safe {
  readonly pattern: string;
  readonly flags: string;
  readonly inputs?: readonly Attack[];
}

const fixtures = join(__dirname, '..', 'fixtures', 'redos');
export const unsafe = JSON.parse(readFileSync(join(fixtures, 'unsafe.json'), 'utf8')) as Unsafe[];
export const safe = JSON.parse(readFileSync(join(fixtures, 'safe.json'), 'utf8')) as Safe[];

export const TIMEOUT_MS = 200;
const context = vm.createContext({});
const script = new vm.Script('re.test(s)');
/** true when `re.test(input)` does not finish within the budget (vm's timeout interrupts a running regex) */
export function timesOut(pattern: string, flags: string, input: string): boolean {
  context['re'] = new RegExp(pattern, flags);
  context['s'] = input;
  try {
    script.runInContext(context, { timeout: TIMEOUT_MS });
    return false;
  } catch (e) {
    if (/timed out/.test(String(e))) return true;
    throw e;
  }
}

/** timesOut for many cases, split over two worker threads (each timeout costs the whole budget) */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const context = vm.createContext({});
const script = new vm.Script('re.test(s)');
parentPort.postMessage(workerData.cases.map((c) => {
  context.re = new RegExp(c.pattern, c.flags);
  context.s = c.input;
  try { script.runInContext(context, { timeout: workerData.timeout }); return false; }
  catch (e) { if (/timed out/.test(String(e))) return true; throw e; }
}));`;
export async function allTimeOut(cases: readonly { pattern: string; flags: string; input: string }[]): Promise<boolean[]> {
  const half = Math.ceil(cases.length / 2);
  const run = (part: readonly unknown[]) =>
    new Promise<boolean[]>((done, fail) => {
      const w = new Worker(WORKER, { eval: true, workerData: { cases: part, timeout: TIMEOUT_MS } });
      w.once('message', done);
      w.once('error', fail);
    });
  const [a, b] = await Promise.all([run(cases.slice(0, half)), run(cases.slice(half))]);
  return [...a, ...b];
}

export const fill = ({ prefix = '', pump, suffix = '' }: Attack, length: number) =>
  prefix + pump.repeat(Math.max(1, Math.floor((length - prefix.length - suffix.length) / pump.length))) + suffix;

/** Generic adversarial inputs: long runs of one character, and the pattern's own words repeated with no end. */
export function adversarial(s: Safe, length: number): string[] {
  const words = s.pattern.replace(/\\[pPux]\{[^}]*\}|\\[a-zA-Z]|\[[^\]]*\]|\{[^}]*\}/g, ' ').match(/[A-Za-z0-9_-]+/g) ?? ['a'];
  const generic: Attack[] = [
    { pump: 'a', suffix: '!' },
    { pump: ' ', suffix: '\u0000' },
    { pump: '\n' },
    { pump: `${words.join(' ')} ` },
    { pump: words.join('') },
    { pump: `${words.join('\n')}\t` },
  ];
  return [...generic, ...(s.inputs ?? [])].map((a) => fill(a, length));
}
