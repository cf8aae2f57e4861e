import type { ShellAnalysis, SimpleCommand, Text } from '../../../compiler/runtime/shell/index.js';

/** True when some match of `re` in `t` does not lie wholly inside one data span (what a rule would see). */
export function exposed(t: Text, re: RegExp): boolean {
  const sticky = new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y');
  for (let i = 0; i <= t.text.length; i++) {
    sticky.lastIndex = i;
    const m = sticky.exec(t.text);
    if (!m) continue;
    const end = i + m[0].length;
    if (!t.data.some(([a, b]) => a <= i && end <= b)) return true;
  }
  return false;
}

/** Every Text of an analysis: the line and each command's text. */
export function texts(r: ShellAnalysis): Text[] {
  return [r.line, ...r.commands.map((c) => c.text)];
}

export const sameArgv = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function findCommand(r: ShellAnalysis, argv: readonly string[]): SimpleCommand | undefined {
  return r.commands.find((c) => sameArgv(c.argv, argv));
}

/** spans inside the text, non-empty, sorted, not overlapping */
export function wellFormed(t: Text): boolean {
  let last = 0;
  for (const [a, b] of t.data) {
    if (!(a >= last && b > a && b <= t.text.length)) return false;
    last = b;
  }
  return true;
}
