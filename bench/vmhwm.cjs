// Preloaded by bench/lib.js (`node --require bench/vmhwm.cjs ...`) when SEAM_BENCH_VMHWM=1: at exit, the
// process's peak resident set size (VmHWM of /proc/self/status) as one stderr line. Only for memory runs, never
// for timed ones.
'use strict';
if (process.env.SEAM_BENCH_VMHWM === '1') {
  process.on('exit', () => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'));
      if (m) require('node:fs').writeSync(2, `seam-bench-vmhwm: ${m[1]} kB\n`);
    } catch {
      // no figure: the bench says so
    }
  });
}
