// jsdom set-up of the feature libraries' tests, which render whole pages (after setup-dom.ts).
import { configure } from '@testing-library/react';

// Lazy chunks, toasts and dialogs arrive a few event-loop turns late; a busy 2-core machine
// needs more than Testing Library's default 1 s. It bounds a wait, it times nothing: CI runs
// three test tasks at once on 2 cores (load 5–6), where a 5 s bound failed a cashier test
// whose wait takes ~1 s on an idle machine.
configure({ asyncUtilTimeout: 10000 });

// jsdom lays nothing out, so antd-mobile's InfiniteScroll would never see its sentinel as
// visible; giving elements an offsetParent makes it behave as on a short phone screen.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});
