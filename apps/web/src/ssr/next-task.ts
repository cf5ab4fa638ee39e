interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so what follows runs after the browser has had a chance to paint
 * and handle input: one long start-up task becomes several short ones. scheduler.yield
 * (Chromium 129+) keeps the continuation ahead of other queued work; elsewhere a message
 * (not setTimeout, which browsers may clamp to 4 ms and more in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
