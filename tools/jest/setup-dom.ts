// jsdom set-up shared by every React project's tests.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
