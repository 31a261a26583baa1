import { useEffect, useState } from 'react';

/** Cycles through the texts every `ms` (the doctor search placeholder rotates every second, docs/product.md#booking-doctors). */
export function useRotating<T>(items: readonly T[], ms = 1000): T {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const id = window.setInterval(() => setI((n) => (n + 1) % items.length), ms);
    return () => window.clearInterval(id);
  }, [items.length, ms]);
  return items[i % items.length]!;
}
