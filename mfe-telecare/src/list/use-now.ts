import { useEffect, useState } from 'react';

/** The current time, renewed every `ms`: the Consultation button opens on its own when its window starts. */
export function useNow(ms = 5000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}
