// Live money during the fleet proof (docs/api.md, Live money): every member keeps one stream open on every
// instance through the load, the kill and the database cut, reopened whenever it ends (a killed
// instance, a restart on a new port, a refusal while the database is away), as the web client
// reconnects. After the load each member's streams must show what /api/balance answers: every
// movement reached every instance's streams, in order, across the fleet.
import http from 'node:http';

const REOPEN_MS = 500;
/** After the last call: longer than the instances' 2 s catch-up read. */
const SETTLE_MS = 4_000;

export function watchStreams({ instances, members }) {
  let stopped = false;
  const stats = { opened: 0, reopened: 0, refused: 0, events: 0 };
  /** member id → (instance name → { central, live, request }) */
  const streams = new Map(members.map((m) => [m.id, new Map()]));

  const open = (index, member, again) => {
    if (stopped) return;
    const inst = instances[index];
    const state = { central: null, live: false, request: null };
    streams.get(member.id).set(inst.name, state);
    let ended = false;
    const reopen = () => {
      if (ended) return;
      ended = true;
      state.live = false;
      if (!stopped) setTimeout(() => open(index, member, true), REOPEN_MS);
    };
    if (!inst.alive) return reopen();
    const req = http.get(`${inst.base}/api/stream`, { agent: false, headers: { authorization: `Bearer ${member.token}` } }, (res) => {
      if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
        stats.refused++;
        res.resume();
        return res.on('end', reopen);
      }
      if (again) stats.reopened++;
      else stats.opened++;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (!name) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          if (name === 'hello') state.live = true;
          if ((name === 'hello' || name === 'money') && data.balance !== undefined) state.central = data.balance;
          if (name === 'money') stats.events++;
        }
      });
      res.on('end', reopen);
      res.on('error', reopen);
    });
    req.on('error', reopen);
    state.request = req;
  };

  instances.forEach((_, index) => members.forEach((m) => open(index, m, false)));

  return {
    /**
     * Waits for the last events, compares every live stream's figure with /api/balance on a
     * live instance, and closes the streams.
     */
    async settle() {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const live = instances.find((i) => i.alive);
      let compared = 0;
      const wrong = [];
      const unwatched = [];
      for (const m of members) {
        const res = await fetch(`${live.base}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${m.token}` } });
        const balance = (await res.json()).data?.balance;
        const mine = [...streams.get(m.id)].filter(([, s]) => s.live);
        if (mine.length === 0) unwatched.push(m.username);
        for (const [name, s] of mine) {
          compared++;
          if (s.central !== balance) wrong.push(`${m.username} on ${name}: stream ${s.central}, balance ${balance}`);
        }
      }
      stopped = true;
      for (const byInstance of streams.values()) for (const s of byInstance.values()) s.request?.destroy();
      return { ...stats, compared, wrong, unwatched };
    },
  };
}
