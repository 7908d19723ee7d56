// Runner for the bracket resolve benchmark; the lead wires it into `npm run bench`.
import { runBracketBench, type BracketBenchScenario } from './resolve.bench.js';

/** Formats bench results as aligned text lines. */
function formatBracketBench(results: readonly BracketBenchScenario[]): string {
  return results
    .map(
      (r) =>
        `${r.name.padEnd(48)} mean ${r.meanMs.toFixed(3)} ms  p50 ${r.p50Ms.toFixed(3)}  p95 ${r.p95Ms.toFixed(3)}  max ${r.maxMs.toFixed(3)}  (${r.iterations}×) → ${r.message}`,
    )
    .join('\n');
}

console.log(formatBracketBench(runBracketBench()));
