// What ran inside a long start-up task, named from the trace alone (check-startup.mjs --verbose):
// a CPU profile would say more but changes the timings it measures, so the check names each
// long task by the trace events it holds (a module evaluated, a function the browser called, a
// timer, layout) and the chunk they came from (the Vite manifest: its source module or its
// group's name). For the functions inside, `node tools/bench/web-tasks.mjs --features` on a
// `--minify false` build (docs/performance.md, "Start-up cost by feature").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The trace's wrappers around real work: a task's anatomy looks through them. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'v8.run', 'RunMicrotasks', 'ProfileCall', 'V8.Execute']);

/** built file (assets/abc.js) → what it holds, from the manifest: `src` of a module's chunk, else its group's name. */
export function chunkNames(webDir) {
  const path = join(webDir, '.vite/manifest.json');
  if (!existsSync(path)) return new Map();
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, (chunk.src ?? chunk.name ?? key).replace(/^(\.\.\/)+/, '')]));
}

const fileOf = (url) => (url ? new URL(url, 'http://x/').pathname.replace(/^\//, '') : '');

/** One trace event as a label: what it is and, for script, which chunk (and function) it ran. */
export function labelOf(event, names = new Map()) {
  const data = event.args?.data ?? event.args ?? {};
  const file = fileOf(data.url ?? data.fileName ?? data.stackTrace?.[0]?.url);
  const chunk = file ? (names.get(file) ?? file.split('/').pop()) : '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${chunk || '(inline script)'}`;
    case 'v8.compileModule':
    case 'v8.compile':
    case 'CompileScript':
      return `compile ${chunk || '(script)'}`;
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'}${chunk ? ` (${chunk})` : ''}`;
    case 'EventDispatch':
      return `event ${data.type ?? ''}`.trim();
    case 'TimerFire':
    case 'FireIdleCallback':
    case 'FireAnimationFrame':
      return event.name;
    default:
      return event.name;
  }
}

const threadUs = (event) => event.tdur ?? event.dur ?? 0;

/**
 * The outermost events inside `task` (complete events of its thread, wrappers looked through),
 * summed by label, longest first: `[{ label, us }]` in thread µs.
 */
export function taskAnatomy(task, threadEvents, names) {
  const end = task.ts + task.dur;
  const inside = threadEvents
    .filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && !WRAPPERS.has(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outer = [];
  let coveredUntil = -Infinity;
  for (const event of inside) {
    if (event.ts < coveredUntil) continue;
    outer.push(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  const sums = new Map();
  for (const event of outer) {
    const label = labelOf(event, names);
    sums.set(label, (sums.get(label) ?? 0) + threadUs(event));
  }
  return [...sums].map(([label, us]) => ({ label, us })).sort((a, b) => b.us - a.us);
}

/** `anatomy` as one line: the parts over 5 % of the task, each in the check's scaled ms. */
export function describeAnatomy(parts, scale) {
  const total = parts.reduce((sum, p) => sum + p.us, 0) || 1;
  return parts
    .filter((p) => p.us / total >= 0.05)
    .slice(0, 5)
    .map((p) => `${p.label} ${Math.round((p.us / 1000) * scale)}`)
    .join(', ');
}
