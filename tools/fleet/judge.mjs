// The fleet proof's verdict: the figures it prints and the checks that fail it.

const yuan = (fen) => (fen / 100).toFixed(2);
const ok200 = (answers, kind) => answers[kind]?.[200] ?? 0;
const codes = (answers, kind) =>
  Object.entries(answers[kind] ?? {})
    .map(([c, n]) => `${c}×${n}`)
    .join(' ');

export function judge({ run, replay, revocation, avatar, shutdown, books, streams }) {
  const failures = [];
  const expect = (cond, text) => {
    if (!cond) failures.push(text);
    return cond ? 'ok' : 'FAIL';
  };
  const c = books.counts;
  const a = run.answers;
  const keyed200 = Object.keys(a).reduce((n, kind) => n + ok200(a, kind), 0);
  const total = books.central + books.venues;
  const d = run.decisions;
  const lines = [
    '',
    '=== fleet proof figures ===',
    `instances ${run.instances}; calls ${run.calls} (member money calls ${run.memberCalls}, operator ${run.operatorCalls}); per instance ${JSON.stringify(run.perInstance)}`,
    `kill: SIGKILL after ${run.killAfterAnswers} answers; restart ${run.restartMs} ms; unanswered ${run.unanswered} → retried ${run.retried} with the same Idempotency-Key on another instance (embedded: the restarted one)`,
    `answers by call: ${Object.keys(a)
      .map((k) => `${k} [${codes(a, k)}]`)
      .join('; ')}`,
    ...cutLines(run, expect),
    `  ${expect(run.memberCalls >= 1000, 'fewer than 1,000 member money calls')}  ≥ 1,000 concurrent member money calls: ${run.memberCalls}`,
    `  ${expect(run.unanswered > 0 && run.retried === run.unanswered, 'the kill left no unanswered call to retry, or not every one was retried')}  unanswered calls retried: ${run.retried}/${run.unanswered}`,
    `  ${expect(run.unansweredElsewhere === 0, `${run.unansweredElsewhere} calls unanswered by an instance that was not killed`)}  calls lost by surviving instances: ${run.unansweredElsewhere}`,
    `  ${expect(run.busyInTheEnd === 0, `${run.busyInTheEnd} calls still refused 服务器繁忙 after their retries`)}  answers 服务器繁忙 (503): ${run.busyDuringCut} during the cut, ${run.busyOverload} under the burst (pool busy past DB_CONNECT_TIMEOUT_MS); all sent again with their key, still refused in the end: ${run.busyInTheEnd}`,
    `  ${expect(run.serverErrors === 0 && run.httpErrors.length === 0, `server errors: ${run.serverErrors} code 500, HTTP ${run.httpErrors.slice(0, 3).join(', ')}`)}  server errors (code 500 / HTTP ≠ 200): ${run.serverErrors} / ${run.httpErrors.length}`,
    `  ${expect(books.balanceNotLedger === 0 && books.brokenChain === 0, 'balances and ledger disagree')}  ${books.wallets} wallets of ${books.members} members equal their ledger (mismatches ${books.balanceNotLedger}, broken chains ${books.brokenChain})`,
    `  ${expect(total === books.cameIn - books.wentOut, 'the money does not add up')}  all money ${yuan(total)} (central ${yuan(books.central)} + venues ${yuan(books.venues)}) = came in ${yuan(books.cameIn)} − went out ${yuan(books.wentOut)}`,
    `  ${expect(books.negative === 0, 'negative balances')}  negative balances or ledger rows: ${books.negative}`,
    '  no call applied twice, every answered call in the books (answers 200 = rows):',
    `    ${expect(c.transferIn === ok200(a, 'transferIn'), 'transfers in')}  transfers in ${ok200(a, 'transferIn')} = ledger ${c.transferIn}`,
    `    ${expect(c.transferOut === ok200(a, 'transferOut'), 'transfers out')}  transfers out ${ok200(a, 'transferOut')} = ledger ${c.transferOut}  (transall: ${ok200(a, 'transall')} answered, ${c.recycleRows} wallets recalled)`,
    `    ${expect(c.deposits === ok200(a, 'recharge'), 'deposits')}  deposits asked ${ok200(a, 'recharge')} = orders ${c.deposits}`,
    `    ${expect(c.depositsApproved === c.deposits && c.depositCredits === c.depositsApproved && d.deposit.approved <= c.depositsApproved && c.depositsApproved <= d.deposit.approved + d.deposit.ambiguous, 'deposit approvals')}  deposits approved by the operator ${d.deposit.approved} (+${d.deposit.ambiguous} answered only after a retry) = approved ${c.depositsApproved} = credits ${c.depositCredits}`,
    `    ${expect(c.withdrawals === ok200(a, 'withdraw') && c.withdrawDebits === c.withdrawals, 'withdrawals')}  withdrawals asked ${ok200(a, 'withdraw')} = orders ${c.withdrawals} = debits ${c.withdrawDebits}`,
    `    ${expect(c.withdrawalsApproved + c.withdrawalsRefused === c.withdrawals && c.withdrawRefunds === c.withdrawalsRefused && d.withdrawal.approved + d.withdrawal.refused <= c.withdrawals, 'withdrawal decisions')}  withdrawals approved ${c.withdrawalsApproved}, refused ${c.withdrawalsRefused} = refunds ${c.withdrawRefunds}`,
    `    ${expect(d.deposit.doubleOk + d.withdrawal.doubleOk === 0, 'an order decided twice')}  orders decided on two instances at once: one applied, the other refused (${d.deposit.conflicts + d.withdrawal.conflicts}); both applied: ${d.deposit.doubleOk + d.withdrawal.doubleOk}`,
    `    ${expect(c.redPackets === ok200(a, 'redPacket') && c.redPacketCredits === c.redPackets, 'red packets')}  red packets ${ok200(a, 'redPacket')} = grabs ${c.redPackets} = credits ${c.redPacketCredits}`,
    `    ${expect(c.rebateClaims === ok200(a, 'rebate'), 'rebate claims')}  rebate claims ${ok200(a, 'rebate')} = credits ${c.rebateClaims}`,
    `    ${expect(c.idempotencyKeys === keyed200, 'idempotency records')}  answers 200 ${keyed200} = stored Idempotency-Key answers ${c.idempotencyKeys}`,
    `  ${expect(replay.replayed > 0 && replay.identical === replay.replayed, `replays differ: ${replay.different.join(' | ')}`)}  calls answered 200 before the kill: ${replay.replayed}, replayed on another instance with the same answer: ${replay.identical}`,
    `  ${expect(revocation.before.every((x) => x === 200) && revocation.logoff === 200 && revocation.codeAfter === 401, 'revoked session still served')}  session ended on ${revocation.revokedOn} → next call on ${revocation.checkedOn} answered ${revocation.codeAfter}`,
    `  ${expect(streams.wrong.length === 0 && streams.unwatched.length === 0 && streams.events > 0, `live money: ${[...streams.wrong, ...streams.unwatched.map((u) => `${u} has no live stream`)].slice(0, 3).join(' | ') || 'no money event read'}`)}  live money (docs/api.md, Live money): streams open on every instance through the kill, ${streams.events} money events read, every stream's last figure = /api/balance (${streams.compared} compared)`,
    `  ${expect(avatar.status === 200 && avatar.same, 'avatar not shared')}  avatar uploaded on ${avatar.uploadedOn} served by ${avatar.servedBy}: HTTP ${avatar.status}`,
    `  ${expect(shutdown.exitCode === 0 && shutdown.ms <= 10_000 && shutdown.answered > 0, 'graceful shutdown')}  SIGTERM with calls in flight: exit ${shutdown.exitCode} in ${shutdown.ms} ms, ${shutdown.answered} answered, ${shutdown.refused} refused (closed), ${shutdown.cut} cut`,
  ];
  return { lines, failures };
}

/** Bounds for the instance whose database was cut (docs/operations.md, When the database goes away). */
const READY_DOWN_WITHIN_MS = 2_000;
/** Default DB_CONNECT_TIMEOUT_MS (5 s) plus a margin: far under a client's 30 s. */
const ANSWER_BOUND_MS = 6_500;

/** The database cut on one instance (PostgreSQL only). */
function cutLines(run, expect) {
  const cut = run.cut;
  if (!cut) return ['database cut: skipped (PostgreSQL only: the embedded database has no connection to lose)'];
  const backMs = cut.backAt - cut.at;
  const down = cut.ready.find((p) => p.status === 503);
  const up = cut.ready.find((p) => p.ms >= backMs && p.status === 200);
  const answers = Object.entries(cut.answers)
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
  const onlyEnvelopes = Object.keys(cut.answers).every((k) => /^code \d+$/.test(k)) && cut.unanswered === 0;
  return [
    `database cut on one instance for ${backMs} ms: its answers from the cut to its first good one [${answers}], slowest refusal ${cut.slowestMs} ms after the cut (or its call)`,
    `  ${expect(cut.exited === null, `the instance whose database was cut exited (${cut.exited})`)}  the instance lived through the cut`,
    `  ${expect(down && down.ms <= READY_DOWN_WITHIN_MS && up, 'readiness did not follow the database')}  /readyz 503 ${down ? down.ms : '—'} ms after the cut, 200 again ${up ? up.ms - backMs : '—'} ms after the return`,
    `  ${expect(onlyEnvelopes && (cut.answers['code 503'] ?? 0) > 0 && cut.slowestMs <= ANSWER_BOUND_MS, 'answers during the cut were not envelopes within the bound')}  every answer during the cut an envelope (服务器繁忙 or a business code), refusals within ${ANSWER_BOUND_MS} ms; unanswered ${cut.unanswered}`,
    `  ${expect(cut.firstGoodMs !== null, 'no good answer after the database returned')}  first good answer ${cut.firstGoodMs ?? '—'} ms after the database returned`,
  ];
}
