/**
 * A plan terraform saves with `-destroy` destroys when it is applied: `terraform plan -destroy -out=d.tfplan &&
 * terraform apply d.tfplan` tears down what `terraform apply -destroy` would, past a rule on that flag. The line's own
 * saved plans are remembered in its variables (a key no variable can have, as `cd` keeps its folder), and applying
 * one is also the `terraform apply -destroy PLAN` it is. A plan saved by an earlier call is a file seamc does not read
 * (docs/matching.md).
 */
import type { Job } from './launch.js';
import { quote } from './render.js';

const TF = new Set(['terraform', 'tofu']);
const KEY = '\0tfplan\0';

/** The value of `-out` (`-out=F` or `-out F`; terraform takes one or two dashes). */
function outOf(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const m = /^--?out(?:=(.*))?$/.exec(args[i] as string);
    if (m !== null) return m[1] ?? args[i + 1];
  }
  return undefined;
}

/** Records a destroy plan the line saves; the apply of one, as the destroy it is. `env`: the line's variables. */
export function planJobs(argv: readonly string[], env: Map<string, string>): Job[] {
  if (!TF.has(argv[0] ?? '')) return [];
  // the command after the global options (`-chdir=DIR`)
  const at = argv.findIndex((a, i) => i > 0 && !a.startsWith('-'));
  if (at < 0) return [];
  const args = argv.slice(at + 1);
  if (argv[at] === 'plan') {
    const out = outOf(args);
    if (out !== undefined) {
      if (args.some((a) => /^--?destroy(?:=true)?$/.test(a))) env.set(`${KEY}${out}`, 'destroy');
      else env.delete(`${KEY}${out}`);
    }
    return [];
  }
  if (argv[at] !== 'apply') return [];
  const plan = args.find((a) => !a.startsWith('-'));
  // (an apply that says -destroy already is judged as written)
  return plan !== undefined && env.get(`${KEY}${plan}`) === 'destroy' && !args.some((a) => /^--?destroy/.test(a)) ? [{ text: [...argv.slice(0, at + 1), '-destroy', ...args].map(quote).join(' ') }] : [];
}
