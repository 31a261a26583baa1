import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListQuery } from './manage-user.api';

/**
 * The administrators list with infinite scroll (docs/product.md#administration-users: page size 50, load until an empty page).
 * `sentinelRef` goes on an element after the list; when it scrolls into view the next page loads.
 */
export function useAdminList() {
  const list = useInfiniteQuery(adminListQuery());
  const items = list.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  const sentinelRef = useRef<HTMLDivElement | null>(null);

  // The scroll position is outside React: an observer says when the end of the list comes into view.
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || !hasNextPage || isFetchingNextPage || isError) return;
    if (typeof IntersectionObserver === 'undefined') {
      void fetchNextPage();
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage, items.length]);

  return { items, list, sentinelRef };
}
