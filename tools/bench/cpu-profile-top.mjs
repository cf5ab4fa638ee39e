#!/usr/bin/env node
/**
 * Where a V8 CPU profile (`node --cpu-prof`, e.g. the bench's servers with BENCH_CPU_PROF=dir)
 * spent its time: the functions and scripts with the most self time, and for each pattern given
 * the self time in the scripts matching it and the time spent under a frame of one (inclusive:
 * a sample counts once however many matching frames its stack holds; a wrapper such as the
 * database meter holds its callers' work too, so read its self time).
 *
 *   node tools/bench/cpu-profile-top.mjs tmp/prof/on/CPU.…cpuprofile metrics/ prom-client events/tally
 */
import { readFileSync } from 'node:fs';

const [file, ...patterns] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.mjs <file.cpuprofile> [script pattern …]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const where = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const script = url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  return `${functionName || '(anonymous)'} ${script ? `${script}:${lineNumber + 1}` : ''}`.trim();
};
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

const self = new Map();
const selfByScript = new Map();
const under = new Map(patterns.map((p) => [p, 0]));
let total = 0;
let busy = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  total += ms;
  const node = byId.get(id);
  const key = where(node);
  self.set(key, (self.get(key) ?? 0) + ms);
  const script = node.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '') || node.callFrame.functionName;
  selfByScript.set(script, (selfByScript.get(script) ?? 0) + ms);
  if (!IDLE.has(node.callFrame.functionName)) busy += ms;
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const url = byId.get(at).callFrame.url;
    for (const p of patterns) if (!seen.has(p) && url.includes(p)) seen.add(p);
  }
  for (const p of seen) under.set(p, under.get(p) + ms);
});

const pct = (ms, of) => `${((ms / of) * 100).toFixed(1)} %`;
console.log(`${file}: ${Math.round(total)} ms sampled, ${Math.round(busy)} ms not idle (GC and (program) included)`);
console.log('\nself time, top 30 (share of the time not idle):');
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${String(Math.round(ms)).padStart(7)} ms ${pct(ms, busy).padStart(7)}  ${key}`);
console.log('\nself time by script, top 25:');
for (const [script, ms] of [...selfByScript].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${String(Math.round(ms)).padStart(7)} ms ${pct(ms, busy).padStart(7)}  ${script}`);
const selfUnder = (p) => [...selfByScript].filter(([script]) => script.includes(p)).reduce((sum, [, ms]) => sum + ms, 0);
if (patterns.length) {
  console.log('\nself time in scripts matching (share of the time not idle):');
  for (const p of patterns) console.log(`${String(Math.round(selfUnder(p))).padStart(7)} ms ${pct(selfUnder(p), busy).padStart(7)}  ${p}`);
  console.log('\ninclusive time under scripts matching (share of the time not idle):');
  for (const [p, ms] of under) console.log(`${String(Math.round(ms)).padStart(7)} ms ${pct(ms, busy).padStart(7)}  ${p}`);
}
