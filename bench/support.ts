/**
 * What the browser benchmarks share: waiting for a server they started, and running `main` so
 * that servers are stopped, misses are listed and the exit code follows `BENCH_STRICT`.
 */
import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/**
 * Runs a benchmark: a failure always fails the process; a missed budget (`misses`) only with
 * `BENCH_STRICT=1`. The servers in `children` are stopped either way.
 */
export function runBenchmark(
  main: () => Promise<void>,
  state: { misses: string[]; children: readonly ChildProcess[] },
): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      state.misses.push('benchmark failed');
    })
    .finally(() => {
      for (const child of state.children) child.kill('SIGTERM');
      if (state.misses.length > 0) console.log(`\n  Missed: ${state.misses.join('; ')}`);
      process.exitCode = state.misses.length > 0 && process.env.BENCH_STRICT === '1' ? 1 : 0;
      if (state.misses.includes('benchmark failed')) process.exitCode = 1;
    });
}
