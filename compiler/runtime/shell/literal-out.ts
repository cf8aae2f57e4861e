/**
 * What a filter prints for a stdin the line shows (`echo QUtJ... | base64 -d > key.txt`, `... | base64 -d | sh`):
 * its output is the content it writes or the code a shell reads, as surely as the text itself. Pure.
 */

/** base64 (standard or URL alphabet, whitespace ignored) as UTF-8 text; undefined when it is not, or decodes to binary */
function unbase64(text: string): string | undefined {
  const t = text.replace(/\s+/g, '');
  if (t === '' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(t)) return undefined;
  const buf = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const out = buf.toString('utf8');
  return out.includes('\0') || out.includes('\uFFFD') ? undefined : out;
}

function unhex(text: string): string | undefined {
  const t = text.replace(/\s+/g, '');
  if (t === '' || t.length % 2 !== 0 || !/^[0-9A-Fa-f]*$/.test(t)) return undefined;
  const out = Buffer.from(t, 'hex').toString('utf8');
  return out.includes('\0') || out.includes('\uFFFD') ? undefined : out;
}

/** The output of filter `argv` given `stdin`; undefined when it is not one of these, or the output cannot be known. */
export function filterOut(argv: readonly string[], stdin: string | undefined): string | undefined {
  if (stdin === undefined) return undefined;
  const [program, ...args] = argv;
  if (program === 'cat' && (args.length === 0 || (args.length === 1 && args[0] === '-'))) return stdin;
  if ((program === 'base64' || program === 'base32' || program === 'basenc') && args.some((a) => /^-(?:d|D|-decode)$/.test(a) || (/^-[A-Za-z]+$/.test(a) && a.includes('d')))) {
    if (program !== 'base64' && !args.includes('--base64') && !args.includes('--base64url')) return undefined;
    return unbase64(stdin);
  }
  if (program === 'openssl' && (args[0] === 'base64' || (args[0] === 'enc' && args.includes('-base64') && !args.some((a) => /^-(?:aes|des|chacha|k|pass|kfile)/.test(a)))) && args.includes('-d')) return unbase64(stdin);
  if (program === 'xxd' && args.includes('-r') && args.includes('-p')) return unhex(stdin);
  if (program === 'rev' && args.length === 0) return stdin.split('\n').map((l) => [...l].reverse().join('')).join('\n');
  return undefined;
}
