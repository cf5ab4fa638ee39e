// Toasts pull in antd-mobile's Toast, Mask and animation code: load them on the first toast,
// not with the first paint.
export function notify(message: string): void {
  void import('./toast').then(({ showToast }) => showToast(message));
}
