/** Leaves the app for another address (e.g. the payment provider). A module of its own so tests can replace it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
