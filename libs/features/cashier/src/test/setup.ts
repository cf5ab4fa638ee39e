import { configure } from '@testing-library/react';

// Lazy chunks and toasts arrive a few event-loop turns late; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so antd-mobile's InfiniteScroll would never see its sentinel as
// visible; giving elements an offsetParent makes it behave as on a short phone screen.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});
