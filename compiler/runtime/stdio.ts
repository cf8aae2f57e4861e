/**
 * The hook process's input and output as plain file-descriptor reads and writes. `process.stdin`, `stdout` and
 * `stderr` are streams whose first use loads node's net, stream and tty modules (several milliseconds of every
 * tool call when they are pipes); the runtime reads one payload and writes one reply, so it does without them.
 * A descriptor opened non-blocking (EAGAIN) is waited on; a closed or broken one ends the read or drops the write.
 */
import { readSync, writeSync } from 'node:fs';

const CHUNK = 1 << 16;
let waiter: Int32Array | undefined;

/** Sleep `ms` without spinning (main-thread Atomics.wait is allowed in node). */
function pause(ms: number): void {
  waiter ??= new Int32Array(new SharedArrayBuffer(4));
  Atomics.wait(waiter, 0, 0, ms);
}

const again = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === 'EAGAIN';

/** Everything readable from `fd` until end of file; undefined when reading fails. */
export function readAll(fd: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  let buf = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buf, 0, buf.length, null);
    } catch (e) {
      if (again(e)) {
        pause(2);
        continue;
      }
      if ((e as { code?: unknown } | null)?.code === 'EOF') break;
      return undefined;
    }
    if (n === 0) break;
    chunks.push(buf.subarray(0, n));
    if (n === buf.length) buf = Buffer.allocUnsafe(Math.min(buf.length * 2, 1 << 24));
    else buf = buf.subarray(n);
    if (buf.length === 0) buf = Buffer.allocUnsafe(CHUNK);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** Write all of `data` to `fd`; errors (a closed pipe) are swallowed: the exit code still stands. */
export function writeAll(fd: number, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (e) {
      if (!again(e)) return;
      pause(1);
    }
  }
}
