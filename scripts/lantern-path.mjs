// What Lighthouse's simulation made of a page's load. Lighthouse does not throttle the page it
// loads; it replays the load in a model of a slow network and a slow CPU (Lantern), and its
// figures are that replay's. `pnpm perf:web` prints three readings of it beside each route:
// - the requests the largest paint waited for (they decide the LCP it reports);
// - the longest tasks that make up the blocking time;
// - the blocking time the page's scripts would be charged if the screen were painted first.
//
// Lantern is Lighthouse's own module (the same instance Lighthouse ran): it keeps the timings of
// its last simulation of each kind, and the optimistic graphs read here are one of the two it
// averages for each metric.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const LCP_GRAPH = 'optimisticLargestContentfulPaint';

/**
 * Forgets the simulations of the run before, so that a run whose simulation failed reads as
 * none rather than as another route's (Lantern keeps the last one of each kind).
 */
export function forgetSimulations() {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}

/**
 * The last simulated LCP path: the scripts the paint waited for (how many, their bytes on the
 * wire, when the first started). Undefined if Lighthouse ran no simulation (a run that failed).
 */
export function lastLcpPath() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(LCP_GRAPH);
  if (!timings) return undefined;
  const path = { scripts: 0, scriptBytes: 0, firstScriptMs: 0 };
  let firstScript = Infinity;
  for (const [node, timing] of timings) {
    if (node.type !== 'network' || node.request.resourceType !== 'Script') continue;
    path.scripts += 1;
    path.scriptBytes += node.request.transferSize;
    firstScript = Math.min(firstScript, timing.startTime);
  }
  path.firstScriptMs = Number.isFinite(firstScript) ? firstScript : 0;
  return path;
}

/** "17 scripts (145 KB) from 1.01 s": what the table's column says of a path. */
export function describeLcpPath(path) {
  if (!path) return '-';
  if (path.scripts === 0) return 'no script';
  const kb = Math.round(path.scriptBytes / 1024);
  return `${path.scripts} scripts (${kb} KB) from ${(path.firstScriptMs / 1000).toFixed(2)} s`;
}

const TBT_GRAPH = 'optimisticTotalBlockingTime';
/** Lighthouse counts the part of a main-thread task beyond 50 ms (simulated) as blocking. */
const LONG_TASK_MS = 50;

/**
 * The last simulation's long main-thread tasks that end after the first paint (what TBT is made
 * of), longest first: simulated length, the length seen in the trace, and its largest events.
 */
export function lastBlockingTasks(firstPaintMs, count = 3) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(TBT_GRAPH);
  if (!timings) return [];
  return [...timings]
    .filter(([node, t]) => node.type === 'cpu' && t.endTime > firstPaintMs)
    .map(([node, t]) => ({ node, ms: t.endTime - Math.max(t.startTime, firstPaintMs) }))
    .filter((task) => task.ms > LONG_TASK_MS)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ node, ms }) => {
      const events = node.childEvents
        .filter((e) => e.dur > 2000)
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 2)
        .map((e) => {
          const url = e.args?.data?.url?.replace(/.*\//, '');
          return `${e.name}${url ? ` ${url}` : ''} ${Math.round(e.dur / 1000)} ms`;
        });
      return `${Math.round(ms)} ms (${Math.round(node.duration / 1000)} ms seen${events.length ? `: ${events.join(', ')}` : ''})`;
    });
}

/** Trace events of a task that compiles or runs the page's JavaScript. */
const SCRIPT_EVENTS = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'v8.callFunction',
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
]);

/**
 * The blocking time Lighthouse would charge the page's JavaScript if its simulated first paint
 * came before it, as it does for a screen painted from its HTML with its scripts after (the one
 * way under the LCP target; see docs/benchmarks.md): the main-thread tasks that compile or run a
 * script, each at Lantern's simulated length (four times the CPU seen, twice for tasks that lay
 * out) from the last TBT simulation, less 50 ms. A lower bound: Chromium's own tasks (its start,
 * layouts, the collector) would come on top.
 */
export function lastScriptBlockingIfPaintedFirst() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(TBT_GRAPH);
  if (!timings) return NaN;
  let sum = 0;
  for (const [node, t] of timings) {
    if (node.type !== 'cpu' || !node.childEvents.some((e) => SCRIPT_EVENTS.has(e.name))) continue;
    sum += Math.max(0, t.endTime - t.startTime - LONG_TASK_MS);
  }
  return sum;
}
