import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from '@portal/shared/rules';

const cache = new WeakMap<LazyComponent, LazyExoticComponent<ComponentType<any>>>();

/** One React.lazy per contributed loader, so re-renders never re-create (and re-suspend) a page. */
export function lazyOf(load: LazyComponent): LazyExoticComponent<ComponentType<any>> {
  let c = cache.get(load);
  if (!c) {
    c = lazy(load);
    cache.set(load, c);
  }
  return c;
}
