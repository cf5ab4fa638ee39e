// jsdom set-up shared by every React project's tests.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';

// Lazy chunks, toasts, dialogs and popups arrive a few event-loop turns late; a busy 2-core
// machine needs more than Testing Library's default 1 s. It bounds a wait, it times nothing: CI
// runs three test tasks at once on 2 cores (load 5–6), where a 5 s bound failed a cashier test
// whose wait takes ~1 s on an idle machine, and the 1 s default failed ui-kit's tests in CI.
configure({ asyncUtilTimeout: 10000 });

// antd-mobile moves its popups, modals and dialogs with react-spring frame by frame; in jsdom a
// tap during a popup's opening motion left it open for good once in three cold-cache runs of
// /transfer's tests (the choice was made, the sheet never closed). At rest at once, as a
// reduced-motion phone gets them, a test sees the end state the player waits for.
reduceMotion();

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd-mobile reads matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  // jsdom never lays anything out, so there is never a size change to report.
  class ResizeObserverStub {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
