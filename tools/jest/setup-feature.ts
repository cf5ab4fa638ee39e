// jsdom set-up of the feature libraries' tests, which render whole pages (after setup-dom.ts).

// jsdom lays nothing out, so antd-mobile's InfiniteScroll would never see its sentinel as
// visible; giving elements an offsetParent makes it behave as on a short phone screen.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});
