/** Backslash escapes as `$'...'`, `echo -e` and `printf` read them, and printf's own formatting. */

const SIMPLE: Readonly<Record<string, string>> = { a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
const OCT = /^[0-7]{1,3}/;
const HEX2 = /^[0-9A-Fa-f]{1,2}/;
const HEX4 = /^[0-9A-Fa-f]{1,4}/;
const HEX8 = /^[0-9A-Fa-f]{1,8}/;

function codePoint(hex: string): string {
  const n = parseInt(hex, 16);
  return n <= 0x10ffff ? String.fromCodePoint(n) : '\ufffd';
}

/**
 * Decodes escapes. `ansi`: `$'...'` (\' \" \? and \NNN octal); `echo`: echo -e and printf %b (\0NNN octal,
 * \c stops the output); `format`: a printf format string (\NNN octal). `stopped` is true after \c.
 */
export function decodeEscapes(s: string, mode: 'ansi' | 'echo' | 'format'): { text: string; stopped: boolean } {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const j = s.indexOf('\\', i);
    if (j < 0 || j === s.length - 1) {
      out += s.slice(i);
      break;
    }
    out += s.slice(i, j);
    const c = s[j + 1] as string;
    const rest = s.slice(j + 2, j + 12);
    i = j + 2;
    const simple = SIMPLE[c];
    if (simple !== undefined) out += simple;
    else if (c === 'x' && HEX2.test(rest)) {
      const h = (HEX2.exec(rest) as RegExpExecArray)[0];
      out += String.fromCharCode(parseInt(h, 16));
      i += h.length;
    } else if ((c === 'u' && HEX4.test(rest)) || (c === 'U' && HEX8.test(rest))) {
      const h = ((c === 'u' ? HEX4 : HEX8).exec(rest) as RegExpExecArray)[0];
      out += codePoint(h);
      i += h.length;
    } else if (mode === 'echo' && c === '0') {
      const o = /^[0-7]{0,3}/.exec(rest) as RegExpExecArray;
      out += String.fromCharCode(parseInt(o[0] || '0', 8) & 0xff);
      i += o[0].length;
    } else if (mode !== 'echo' && OCT.test(s.slice(j + 1, j + 4))) {
      const o = (OCT.exec(s.slice(j + 1, j + 4)) as RegExpExecArray)[0];
      out += String.fromCharCode(parseInt(o, 8) & 0xff);
      i = j + 1 + o.length;
    } else if (c === 'c' && mode === 'ansi' && rest.length > 0) {
      out += String.fromCharCode(rest.charCodeAt(0) & 0x1f);
      i += 1;
    } else if (c === 'c' && mode === 'echo') return { text: out, stopped: true };
    else if (mode === 'ansi' && (c === "'" || c === '"' || c === '?')) out += c;
    else if (mode === 'format' && c === '"') out += c;
    else out += `\\${c}`;
  }
  return { text: out, stopped: false };
}

/** `echo` output for literal arguments (flags -n -e -E as bash reads them), with its newline. */
export function echoOutput(args: readonly string[]): string {
  let i = 0;
  let newline = true;
  let escapes = false;
  for (; i < args.length; i++) {
    const a = args[i] as string;
    if (!/^-[neE]+$/.test(a)) break;
    for (const f of a.slice(1)) {
      if (f === 'n') newline = false;
      else escapes = f === 'e';
    }
  }
  const text = args.slice(i).join(' ');
  if (!escapes) return newline ? `${text}\n` : text;
  const d = decodeEscapes(text, 'echo');
  return d.stopped || !newline ? d.text : `${d.text}\n`;
}

/** Does `echo ARGS` print other text under dash's and zsh's echo (escapes always decoded) than under bash's? */
export function echoDiffers(args: readonly string[]): boolean {
  const text = args.join(' ');
  return text.includes('\\') && echoOutput(args) !== echoOutput(['-e', ...args.filter((a) => !/^-[eE]+$/.test(a))]);
}

const SPEC = /%([-+ #0]*)(\d*)(?:\.(\d*))?([a-zA-Z%])/g;

/** `printf FORMAT ARGS...` for literal arguments: %s %b %c %d %i %u %x %o %q %%, the format reused while arguments remain. */
export function printfOutput(format: string, args: readonly string[]): string {
  const fmt = decodeEscapes(format, 'format').text;
  let out = '';
  let n = 0;
  for (let round = 0; round < 10_000; round++) {
    const before = n;
    let stopped = false;
    out += fmt.replace(SPEC, (_m, flags: string, width: string, prec: string | undefined, conv: string) => {
      if (conv === '%') return '%';
      if (stopped) return '';
      const arg = args[n++] ?? '';
      let v: string;
      if (conv === 'b') {
        const d = decodeEscapes(arg, 'echo');
        stopped = d.stopped;
        v = d.text;
      } else if (conv === 'd' || conv === 'i' || conv === 'u') v = String(parseInt(arg, 10) || 0);
      else if (conv === 'x' || conv === 'X' || conv === 'o') v = (parseInt(arg, 10) || 0).toString(conv === 'o' ? 8 : 16);
      else if (conv === 'c') v = arg.slice(0, 1);
      else v = arg;
      if (conv === 'X') v = v.toUpperCase();
      if (prec !== undefined && conv === 's') v = v.slice(0, Number(prec) || 0);
      const w = Number(width) || 0;
      if (v.length < w) v = flags.includes('-') ? v.padEnd(w) : v.padStart(w, flags.includes('0') && conv !== 's' ? '0' : ' ');
      return v;
    });
    if (stopped || n >= args.length || n === before) break;
  }
  return out;
}
