/** Sends the browser to the identity provider (its authorize or logout address): a full navigation. */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
