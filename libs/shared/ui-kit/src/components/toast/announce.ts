let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `text` to screen readers through one polite live region kept in the page. antd-mobile
 * draws its toast inside an aria-hidden mask, so without this a toast is never heard.
 */
export function announce(text: string): void {
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-testid', 'toast-announcer');
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    });
    document.body.appendChild(region);
  }
  // A live region announces changes: clear first so the same text twice is heard twice.
  // Only the latest toast is said: an earlier one still waiting must not land after it.
  const target = region;
  target.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    target.textContent = text;
  }, 50);
}
