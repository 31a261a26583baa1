/**
 * What a visitor typed into the server's first view before React took it over (docs/architecture.md "The first view
 * from the server"): React hydrates a controlled field with its state (empty), so the entry file notes every field's
 * value from the moment it runs until the page's remote part has hydrated (a field typed in before then, or while
 * its code arrives), and the page gives each one back once hydrated, as the visitor's own input (an `input` or
 * `change` event through the field's native value setter), so that the page's state has it too, not only the field.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<string, { value: string; checked: boolean }>();
let stopNoting: (() => void) | null = null;

const keyOf = (el: Element): string | null => (el.id ? `#${el.id}` : el.getAttribute('name') ? `[name="${el.getAttribute('name')}"]` : null);
const isField = (el: EventTarget | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
const changed = (el: Field): boolean => {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
};

function note(el: Field): void {
  const key = keyOf(el);
  if (!key || (el instanceof HTMLInputElement && el.type === 'file')) return;
  if (changed(el)) typed.set(key, { value: el.value, checked: el instanceof HTMLInputElement && el.checked });
  else typed.delete(key);
}

/** From now until giveBackTyped: the fields of the server's markup as the visitor leaves them. */
export function noteTypedBeforeHydration(root: HTMLElement): void {
  root.querySelectorAll('input, textarea, select').forEach((el) => isField(el) && note(el));
  const onInput = (event: Event) => isField(event.target) && note(event.target);
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  stopNoting = () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
  };
}

/** Once the page has hydrated: each noted field given its visitor's value back, if hydrating took it away. */
export function giveBackTyped(): void {
  if (!stopNoting) return;
  stopNoting();
  stopNoting = null;
  for (const [key, { value, checked }] of typed) {
    const el = document.querySelector(key);
    if (!isField(el)) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== checked) el.click();
      continue;
    }
    // Given back even when the field still shows it: React hydrates a controlled field with its state's value and
    // puts that back on its next render. The field is first emptied as a page's script would (`el.value`, which React
    // notes), then given the visitor's text as typing does (the native setter, which React does not see), so that the
    // event reaches the page as the visitor's change.
    el.value = '';
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  typed.clear();
}
