import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE, getAdminList, type AdminUser } from './manage-user.api';

/**
 * The administrators list with infinite scroll (account §7: page size 50, load until an empty page).
 * `sentinelRef` goes on an element after the list; when it scrolls into view the next page loads.
 */
export function useAdminList() {
  const [items, setItems] = useState<AdminUser[]>([]);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const skip = useRef(0);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const page = await getAdminList(skip.current);
      skip.current += page.length;
      setItems((prev) => [...prev, ...page]);
      if (page.length === 0 || page.length < ADMIN_PAGE_SIZE) setDone(true);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, []);

  const reload = useCallback(() => {
    skip.current = 0;
    setItems([]);
    setDone(false);
    void loadMore();
  }, [loadMore]);

  // The first page loads at once; the next ones when the sentinel scrolls into view.
  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  const sentinelRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || done || failed || items.length === 0) return;
    if (typeof IntersectionObserver === 'undefined') {
      void loadMore();
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [done, failed, loadMore, items.length]);

  return { items, done, loading, failed, reload, loadMore, sentinelRef };
}
