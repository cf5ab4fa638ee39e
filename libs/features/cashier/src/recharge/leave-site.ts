/** The browser leaves the app for another site (a full navigation; tests replace this module). */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
