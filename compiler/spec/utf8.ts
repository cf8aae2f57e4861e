/** Strict UTF-8 decoding of a spec: the first invalid byte as a 1-based line and column, never U+FFFD. */

/** Offset of the first byte that is not part of a valid UTF-8 sequence, or -1. */
export function invalidUtf8At(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) {
      const x = b[i + k];
      if (x === undefined || (x & 0xc0) !== 0x80) return i;
    }
    if (n === 2 && ((c === 0xe0 && b[i + 1]! < 0xa0) || (c === 0xed && b[i + 1]! >= 0xa0))) return i;
    if (n === 3 && ((c === 0xf0 && b[i + 1]! < 0x90) || (c === 0xf4 && b[i + 1]! >= 0x90))) return i;
    i += n + 1;
  }
  return -1;
}

/** The text, or the position (1-based line and column, counted in characters) of the first invalid byte. */
export function decodeUtf8(b: Uint8Array): { text: string } | { line: number; col: number; byte: number } {
  const at = invalidUtf8At(b);
  if (at < 0) return { text: Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('utf8') };
  const head = Buffer.from(b.buffer, b.byteOffset, at).toString('utf8');
  const lines = head.split('\n');
  return { line: lines.length, col: [...lines[lines.length - 1]!].length + 1, byte: b[at]! };
}
