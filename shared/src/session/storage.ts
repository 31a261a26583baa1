/**
 * localStorage with a memory fallback: private browsing, a sandboxed iframe or a Node test environment
 * may refuse storage; the session must still work for the page's lifetime.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => (map.has(k) ? map.get(k)! : null),
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let probed: { ls: unknown; usable: boolean } | null = null;

/** The page's localStorage when it works, else null; probed once per storage object. */
function browserStorage(): KeyValueStorage | null {
  let ls: KeyValueStorage | undefined;
  try {
    ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return null; // sandboxed iframe: reading the property throws
  }
  if (!ls) return null;
  if (probed?.ls !== ls) {
    let usable = true;
    try {
      ls.setItem('__portal_probe__', '1');
      ls.removeItem('__portal_probe__');
    } catch {
      usable = false;
    }
    probed = { ls, usable };
  }
  return probed.usable ? ls : null;
}

const fallback = memoryStorage();

/** Resolved on each call so that a test environment swapping `localStorage` is honoured. */
export const storage: KeyValueStorage = {
  getItem: (k) => (browserStorage() ?? fallback).getItem(k),
  setItem: (k, v) => {
    try {
      (browserStorage() ?? fallback).setItem(k, v);
    } catch {
      fallback.setItem(k, v); // quota exceeded: keep the value for this page at least
    }
  },
  removeItem: (k) => (browserStorage() ?? fallback).removeItem(k),
};
