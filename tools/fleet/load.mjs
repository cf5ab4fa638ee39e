// The traffic of the fleet proof: mixed money calls of many members at once, spread over the
// instances, an operator deciding deposits and withdrawals on any instance, one SIGKILL in the
// middle, retries of the unanswered calls with the same Idempotency-Key on another instance.
// On PostgreSQL, before the kill, the database is cut away from one instance for a few seconds
// (docs/operations.md, When the database goes away): it must live, answer 服务器繁忙 envelopes, leave the balancer's rotation and come
// back by itself; the calls it refused are sent again with their key once it is back.
import { randomBytes } from 'node:crypto';
import { PROOF_REFUSAL_REASON } from '../operator-account.mjs';

const VENUES = ['ag', 'sb', 'ky'];
/** The victim is killed when this share of the member calls has been answered. */
const KILL_AT = 0.35;
const CALL_TIMEOUT_MS = 60_000;
/** The database cut (PostgreSQL): when this share of member calls is answered, for CUT_MS. */
const CUT_AT = 0.12;
const CUT_MS = 3_000;
const SERVICE_BUSY = 503;
const OPERATOR_TICK_MS = 150;

/** One member's calls: [kind, path, body], in a shuffled order. */
function memberPlan(m, i) {
  const plan = [];
  for (let n = 0; n < 10; n++)
    plan.push([
      'transferIn',
      '/api/transfer',
      { sourcetype: 'userbalance', targettype: VENUES[(n + i) % 3], amount: 10 + ((n * 7 + i) % 50) },
    ]);
  for (let n = 0; n < 10; n++)
    plan.push([
      'transferOut',
      '/api/transfer',
      { sourcetype: VENUES[(n + i + 1) % 3], targettype: 'userbalance', amount: 5 + ((n * 3 + i) % 35) },
    ]);
  for (let n = 0; n < 3; n++) plan.push(['transall', '/api/transall', {}]);
  for (let n = 0; n < 6; n++)
    plan.push(['recharge', '/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: 100 + 50 * ((n + i) % 5) }]);
  // More than the member will have: many are refused (208) at the below-zero rule.
  for (let n = 0; n < 8; n++) plan.push(['withdraw', '/api/withdraw', { amount: 300, bank: m.card, password: '654321' }]);
  for (let n = 0; n < 4; n++) plan.push(['redPacket', '/api/douserredpacket', {}]);
  for (let n = 0; n < 2; n++) plan.push(['rebate', '/api/dofanshui', {}]);
  // A fixed shuffle (reproducible runs).
  let seed = i + 1;
  for (let k = plan.length - 1; k > 0; k--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (k + 1);
    [plan[k], plan[j]] = [plan[j], plan[k]];
  }
  return plan;
}

/** JSON with sorted keys: a stored answer comes back from JSONB with its keys in another order. */
const canonical = (value) =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v,
  );

/** `operator`: the Authorization header of a finance operator's session (../operator-account.mjs). */
export function createLoad({ instances, operator, members, restart, log, dbCut }) {
  const victimIndex = instances.length - 1;
  let killed = false;
  /** The kill's moment has come; it is sent with the next call to the victim (see send). */
  let killDue = false;
  // dbCut: { index, proxy } — the instance whose database connection a proxy can cut.
  const cut = dbCut
    ? {
        ...dbCut,
        started: false,
        done: false,
        at: 0,
        backAt: 0,
        answers: {},
        slowestMs: 0,
        unanswered: 0,
        firstGoodMs: null,
        ready: [],
        exited: null,
      }
    : null;
  let markCutOver;
  const cutOver = new Promise((resolve) => (markCutOver = resolve));
  if (!cut) markCutOver();
  let markRecovered;
  const recovered = new Promise((resolve) => (markRecovered = resolve));
  const stats = {
    calls: 0,
    memberCalls: 0,
    operatorCalls: 0,
    answeredBeforeKill: 0,
    unanswered: 0,
    unansweredElsewhere: 0,
    retried: 0,
    httpErrors: [],
    serverErrors: 0,
    killAfterAnswers: 0,
    restartMs: 0,
    perInstance: {},
    busyDuringCut: 0,
    busyOverload: 0,
    busyInTheEnd: 0,
  };
  /** kind → code → count (final answers of the member calls, one per Idempotency-Key). */
  const answers = {};
  /** Keyed calls answered 200 before the kill (replayed afterwards). */
  const beforeKill = [];
  const decisions = {
    deposit: { approved: 0, ambiguous: 0, conflicts: 0, doubleOk: 0 },
    withdrawal: { approved: 0, refused: 0, ambiguous: 0, conflicts: 0, doubleOk: 0 },
  };
  let memberAnswers = 0;
  let memberTotal = 0;

  const liveOther = (index) => {
    for (let k = 1; k <= instances.length; k++) {
      const other = instances[(index + k) % instances.length];
      if (other.alive) return other;
    }
    return null;
  };

  async function send(inst, method, path, body, headers) {
    const sentAt = Date.now();
    stats.calls++;
    stats.perInstance[inst.name] = (stats.perInstance[inst.name] ?? 0) + 1;
    const answer = fetch(inst.base + path, {
      method,
      headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    // The kill is due: it goes out now that a call is on its way to the victim, so it always
    // leaves unanswered calls to retry (after the database cut the victim's queue may be empty).
    if (killDue && !killed && inst === instances[victimIndex]) void kill();
    const res = await answer;
    const text = await res.text();
    if (res.status !== 200) stats.httpErrors.push(`${inst.name} ${path} HTTP ${res.status}`);
    const json = JSON.parse(text);
    if (json.code === 500) stats.serverErrors++;
    if (cut && inst === instances[cut.index]) noteCutAnswer(sentAt, json);
    return json;
  }

  /**
   * One call on instance `index` (another live one if it is down); an unanswered call (its
   * instance died under it) waits for the restart and is sent again, same key, to another
   * instance. Returns { json, retried, sentBeforeKill }.
   */
  async function call(index, method, path, body, headers) {
    let inst = instances[index];
    if (!inst.alive) inst = liveOther(index) ?? (await recovered, instances[index]);
    const sentBeforeKill = !killed;
    try {
      const json = await send(inst, method, path, body, headers);
      if (json.code !== SERVICE_BUSY) return { json, retried: false, sentBeforeKill };
      // Refused 服务器繁忙: the database was cut away from this instance, or its pool stayed
      // full past DB_CONNECT_TIMEOUT_MS under this burst (a clean overload refusal). Sent again
      // with the same key, as a client would: after the cut, or after a short wait.
      const duringCut = cut?.started && !cut.done && inst === instances[cut.index];
      if (duringCut) stats.busyDuringCut++;
      else stats.busyOverload++;
      let again = json;
      for (let n = 0; n < 10 && again.code === SERVICE_BUSY; n++) {
        if (duringCut && n === 0) await cutOver;
        else await new Promise((r) => setTimeout(r, 300 * (n + 1)));
        again = await send(inst, method, path, body, headers);
      }
      if (again.code === SERVICE_BUSY) stats.busyInTheEnd++;
      return { json: again, retried: true, sentBeforeKill };
    } catch (err) {
      stats.unanswered++;
      if (cut?.started && !cut.done && inst === instances[cut.index]) cut.unanswered++;
      if (inst !== instances[victimIndex] && inst.alive) {
        stats.unansweredElsewhere++;
        log(`unexpected: ${inst.name} ${path} unanswered (${err.cause?.code ?? err.message})`);
      }
      await recovered;
      const failed = instances.findIndex((x) => x.name === inst.name);
      const other = instances[(failed + 1) % instances.length];
      const target = other.alive ? other : liveOther(index);
      stats.retried++;
      return { json: await send(target, method, path, body, headers), retried: true, sentBeforeKill };
    }
  }

  async function kill() {
    if (killed) return;
    killed = true;
    const victim = instances[victimIndex];
    stats.killAfterAnswers = memberAnswers;
    victim.proc.kill('SIGKILL');
    victim.alive = false;
    log(`SIGKILL ${victim.name} (pid ${victim.proc.pid}) after ${memberAnswers}/${memberTotal} member calls answered`);
    const t = Date.now();
    instances[victimIndex] = await restart(victim.name);
    stats.restartMs = Date.now() - t;
    log(`${victim.name} started again in ${stats.restartMs} ms at ${instances[victimIndex].base}`);
    markRecovered();
  }

  /**
   * Answers of the cut instance from the cut until its first good answer after the return.
   * A refusal must come within a bound of the cut (or of the call, if later); calls that
   * queued behind this proof's thousand-call burst and succeed after the return may be slower.
   */
  function noteCutAnswer(sentAt, json) {
    if (!cut.started || cut.firstGoodMs !== null) return;
    const label = `code ${json.code}`;
    cut.answers[label] = (cut.answers[label] ?? 0) + 1;
    if (json.code === SERVICE_BUSY) cut.slowestMs = Math.max(cut.slowestMs, Date.now() - Math.max(sentAt, cut.at));
    if (cut.backAt && json.code === 200) cut.firstGoodMs = Date.now() - cut.backAt;
  }

  /** The database goes away from one instance for CUT_MS; a balancer's probes watch it. */
  async function cutDatabase() {
    cut.started = true;
    cut.at = Date.now();
    const inst = instances[cut.index];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const at = Date.now();
        const status = await fetch(`${inst.base}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 'no answer',
        );
        cut.ready.push({ ms: at - cut.at, status });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await cut.proxy.cut();
    log(
      `database cut away from ${inst.name} (pid ${inst.proc.pid}) for ${CUT_MS} ms, after ${memberAnswers}/${memberTotal} member calls answered`,
    );
    await new Promise((r) => setTimeout(r, CUT_MS));
    await cut.proxy.allow();
    cut.backAt = Date.now();
    for (let waited = 0; waited < 10_000 && !cut.ready.some((p) => p.ms >= cut.backAt - cut.at && p.status === 200); waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    probing = false;
    await probe;
    cut.exited = inst.proc.exitCode ?? inst.proc.signalCode;
    log(`database back for ${inst.name}: process ${cut.exited === null ? 'alive' : `exited (${cut.exited})`}`);
    cut.done = true;
    markCutOver();
  }

  async function memberCall(m, i, n, [kind, path, body]) {
    const key = `fleet-${m.id}-${n}-${randomBytes(4).toString('hex')}`;
    const headers = { authorization: `Bearer ${m.token}`, 'idempotency-key': key };
    const { json, sentBeforeKill, retried } = await call((i + n) % instances.length, 'POST', path, body, headers);
    answers[kind] ??= {};
    answers[kind][json.code] = (answers[kind][json.code] ?? 0) + 1;
    if (json.code === 200 && sentBeforeKill && !retried && !killed) {
      stats.answeredBeforeKill++;
      beforeKill.push({ path, body, headers, json, index: (i + n) % instances.length });
    }
    memberAnswers++;
    if (cut && !cut.started && memberAnswers >= memberTotal * CUT_AT) void cutDatabase();
    if (!killed && !killDue && cut?.done !== false && memberAnswers >= memberTotal * KILL_AT) {
      killDue = true;
      // The whole burst went out at the start, so by now the victim may have answered all of
      // it: one more member call goes to it, and the kill leaves with it (send), so there is
      // always an unanswered call to retry with its key. It is accounted like every other.
      const extra = ['transferIn', '/api/transfer', { sourcetype: 'userbalance', targettype: VENUES[0], amount: 10 }];
      void memberCall(members[0], victimIndex, 0, extra);
    }
  }

  const admin = operator;
  const decided = new Set();
  let decisionTurn = 0;

  /** One decision; every fifth one is sent to two instances at once (exactly one may apply). */
  async function decide(kind, orderNo) {
    const action = kind === 'deposit' || Number(orderNo.at(-1)) % 2 === 0 ? 'approve' : 'refuse';
    const path = kind === 'deposit' ? '/admin/deposits/decide' : '/admin/withdrawals/decide';
    const turn = decisionTurn++;
    const twice = turn % 5 === 0 && instances.length > 1;
    const body = { order_no: orderNo, action, reason: action === 'refuse' ? PROOF_REFUSAL_REASON : '' };
    const sends = [call(turn % instances.length, 'POST', path, body, admin)];
    if (twice) sends.push(call((turn + 1) % instances.length, 'POST', path, body, admin));
    const results = await Promise.all(sends);
    stats.operatorCalls += results.length;
    const ok = results.filter((r) => r.json.code === 200).length;
    const tally = decisions[kind];
    if (ok > 1) tally.doubleOk++;
    if (twice && ok === 1) tally.conflicts++;
    if (ok >= 1) {
      if (action === 'approve') tally.approved++;
      else tally.refused++;
    } else if (results.some((r) => r.retried)) tally.ambiguous++;
  }

  /** Decides what is pending now; returns how many orders it saw. */
  async function operatorSweep() {
    const { json } = await call(decisionTurn % instances.length, 'GET', '/admin/orders/pending', undefined, admin);
    stats.operatorCalls++;
    const pending = [
      ...json.data.deposits.map((d) => ['deposit', d.order_no]),
      ...json.data.withdrawals.map((w) => ['withdrawal', w.order_no]),
    ].filter(([, no]) => !no.startsWith('DFLEET') && !decided.has(no));
    pending.forEach(([, no]) => decided.add(no));
    await Promise.all(pending.map(([kind, no]) => decide(kind, no)));
    return pending.length;
  }

  return {
    async run() {
      const started = Date.now();
      const plans = members.map((m, i) => memberPlan(m, i));
      memberTotal = plans.reduce((n, p) => n + p.length, 0);
      stats.memberCalls = memberTotal;
      log(`sending ${memberTotal} member money calls at once over ${instances.length} instance(s), operator deciding alongside`);
      let loadDone = false;
      const memberWork = Promise.all(plans.flatMap((plan, i) => plan.map((c, n) => memberCall(members[i], i, n, c)))).finally(
        () => (loadDone = true),
      );
      const operator = (async () => {
        while (!loadDone) {
          await operatorSweep();
          await new Promise((r) => setTimeout(r, OPERATOR_TICK_MS));
        }
        await recovered;
        while ((await operatorSweep()) > 0);
      })();
      await Promise.all([memberWork, operator]);
      return { ...stats, answers, decisions, cut, loadSeconds: ((Date.now() - started) / 1000).toFixed(1), instances: instances.length };
    },

    /** Every call answered 200 before the kill, sent again (same key) to another instance: the same answer, nothing applied again. */
    async replayAnsweredBeforeKill() {
      let identical = 0;
      const different = [];
      await Promise.all(
        beforeKill.map(async (c) => {
          const target = instances[(c.index + 1) % instances.length];
          const json = await send(target, 'POST', c.path, c.body, c.headers);
          if (canonical(json) === canonical(c.json)) identical++;
          else different.push(`${c.path} ${JSON.stringify(c.json)} → ${JSON.stringify(json)}`);
        }),
      );
      return { replayed: beforeKill.length, identical, different: different.slice(0, 5) };
    },

    /** A session ended on one instance is refused by the other at once. */
    async revocationCheck(revoker) {
      const auth = { authorization: `Bearer ${revoker.token}` };
      const a = instances[0];
      const b = instances[instances.length - 1];
      const before = [(await send(a, 'POST', '/api/balance', {}, auth)).code, (await send(b, 'POST', '/api/balance', {}, auth)).code];
      const logoff = (await send(b, 'POST', '/api/logoff', {}, auth)).code;
      const codeAfter = (await send(a, 'POST', '/api/balance', {}, auth)).code;
      return { before, logoff, codeAfter, revokedOn: b.name, checkedOn: a.name };
    },

    /** An avatar uploaded on one instance is served by the other (stored in the database). */
    async avatarCheck(member) {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const a = instances[instances.length - 1];
      const b = instances[0];
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${a.base}/api/uploadimg`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${member.token}` },
      });
      const answer = await res.json();
      const path = new URL(answer.data?.url ?? '/missing', a.base).pathname;
      const served = await fetch(b.base + path);
      const same = Buffer.from(await served.arrayBuffer()).equals(png);
      return { uploadedOn: a.name, servedBy: b.name, status: served.status, same };
    },

    /** SIGTERM while calls are in flight: they are answered, the process exits 0 within 10 s. */
    async gracefulShutdown(member) {
      const inst = instances[0];
      const auth = { authorization: `Bearer ${member.token}` };
      const exited = new Promise((resolve) => inst.proc.on('exit', (code) => resolve(code)));
      let answered = 0;
      let refused = 0;
      let cut = 0;
      let firstAnswer;
      const gotFirst = new Promise((r) => (firstAnswer = r));
      const burst = Array.from({ length: 200 }, (_, n) =>
        fetch(inst.base + (n % 2 ? '/api/balance' : '/api/balancelist'), {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{}',
        })
          .then(async (res) => {
            await res.text();
            if (res.status === 200) answered++;
            else refused++;
            firstAnswer();
          })
          .catch((err) => {
            if (err.cause?.code === 'ECONNREFUSED') refused++;
            else cut++;
          }),
      );
      await gotFirst;
      const t = Date.now();
      inst.proc.kill('SIGTERM');
      const exitCode = await exited;
      const ms = Date.now() - t;
      inst.alive = false;
      await Promise.all(burst);
      return { exitCode, ms, answered, refused, cut };
    },
  };
}
