// Chromium driven over --remote-debugging-pipe, speaking only the protocol domains asked for.
// Playwright, Puppeteer and Lighthouse all send Runtime.enable to every page, and with it V8
// records a detailed stack for every Error the page builds, re-parsing each function on the
// stack for its source positions (React DOM's module-level errors cost ~55 ms of main thread
// that way; see docs/performance.md). A player's browser does none of that; this client lets a
// benchmark load the page the same way and still trace it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLOSE_TIMEOUT_MS = 5000;

/**
 * Starts a headless Chromium of its own profile. `send(method, params, sessionId)` resolves with
 * the result; `on(method, listener, sessionId)` hears events (of every session when none given).
 */
export function launchPipedChromium(executablePath, args = []) {
  const profile = mkdtempSync(join(tmpdir(), 'h5-bench-'));
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...args,
      'about:blank',
    ],
    // The pipe is fd 3 (to Chromium) and fd 4 (from it): messages are JSON ended by a NUL byte.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((done) => child.on('exit', done));
  const [, , , input, output] = child.stdio;
  const pending = new Map();
  const listeners = new Set();
  let lastId = 0;
  // A trace arrives as messages of several MB in 64 kB reads: the parts of the message being
  // read are kept apart and joined once, when its NUL comes.
  let parts = [];

  const dispatch = (message) => {
    if (message.id === undefined) {
      for (const listener of listeners) listener(message);
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
    else call.resolve(message.result);
  };
  output.on('data', (chunk) => {
    let start = 0;
    let end;
    while ((end = chunk.indexOf(0, start)) >= 0) {
      parts.push(chunk.subarray(start, end));
      dispatch(JSON.parse(Buffer.concat(parts).toString('utf8')));
      parts = [];
      start = end + 1;
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
  });
  exited.then(() => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited`));
    pending.clear();
  });

  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject, method });
      input.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });
  const on = (method, listener, sessionId) => {
    const wrapped = (message) =>
      message.method === method && (sessionId === undefined || message.sessionId === sessionId) && listener(message.params);
    listeners.add(wrapped);
    return () => listeners.delete(wrapped);
  };
  const close = async () => {
    const closed = send('Browser.close').catch(() => undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
    await Promise.race([closed, exited]);
    await exited;
    clearTimeout(timer);
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, on, close };
}

/**
 * A new tab of `size`, attached with nothing enabled but Page (load events): the page runs as it
 * would without a debugger unless the caller enables more.
 */
export async function openTab(browser, { width, height }) {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => browser.send(method, params, sessionId);
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await send('Page.enable');
  return {
    send,
    /** Navigates and resolves at the load event. */
    goto: async (url) => {
      const loaded = new Promise((done) => {
        const off = browser.on('Page.loadEventFired', () => (off(), done()), sessionId);
      });
      const { errorText } = await send('Page.navigate', { url });
      if (errorText) throw new Error(`navigation to ${url} failed: ${errorText}`);
      await loaded;
    },
  };
}
