/**
 * Moves focus to the first wrong field after a submit. The id is either the control's own (MobileInput)
 * or a FormField's group, in which case its first form control gets the focus.
 */
export function focusField(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const target = el.matches('input, select, textarea, button') ? el : el.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
  target?.focus();
}
