/** A full-page navigation to another site or service (the payment page, the configured video service). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
