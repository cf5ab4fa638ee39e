import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeAnatomy, labelOf, taskAnatomy } from './task-anatomy.mjs';

const names = new Map([
  ['assets/boot-abc1234.js', 'framework-react'],
  ['assets/def5678.js', 'src/live/live.ts'],
]);
const at = (name, ts, dur, data = {}, tdur = dur) => ({ name, ph: 'X', ts, dur, tdur, args: { data } });

test('a script event is named by its chunk, a call by its function too', () => {
  assert.equal(
    labelOf(at('v8.evaluateModule', 0, 1, { url: 'http://127.0.0.1:1/assets/boot-abc1234.js' }), names),
    'evaluate framework-react',
  );
  assert.equal(
    labelOf(at('FunctionCall', 0, 1, { functionName: 'startAfterLoad', url: 'http://127.0.0.1:1/assets/def5678.js' }), names),
    'call startAfterLoad (src/live/live.ts)',
  );
  assert.equal(labelOf(at('FunctionCall', 0, 1, { url: 'http://127.0.0.1:1/assets/unknown.js' }), names), 'call (anonymous) (unknown.js)');
  assert.equal(labelOf(at('EventDispatch', 0, 1, { type: 'load' })), 'event load');
  assert.equal(labelOf(at('Layout', 0, 1)), 'Layout');
});

test('a task is the sum of its outermost events by label, wrappers looked through, longest first', () => {
  const task = { name: 'RunTask', ph: 'X', ts: 1000, dur: 1000, tdur: 1000 };
  const events = [
    task,
    at('RunMicrotasks', 1000, 900),
    at('FunctionCall', 1000, 600, { functionName: 'performWorkUntilDeadline', url: 'http://x/assets/boot-abc1234.js' }),
    // Inside the call above: not counted again.
    at('Layout', 1100, 100),
    at('FunctionCall', 1600, 100, { functionName: 'performWorkUntilDeadline', url: 'http://x/assets/boot-abc1234.js' }),
    at('UpdateLayoutTree', 1750, 200),
    // Another task's.
    at('Layout', 2500, 100),
  ];
  const parts = taskAnatomy(task, events, names);
  assert.deepEqual(parts, [
    { label: 'call performWorkUntilDeadline (framework-react)', us: 700 },
    { label: 'UpdateLayoutTree', us: 200 },
  ]);
  assert.equal(describeAnatomy(parts, 4), 'call performWorkUntilDeadline (framework-react) 3, UpdateLayoutTree 1');
});
