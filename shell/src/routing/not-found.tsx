import { Suspense, lazy } from 'react';
import { Loading } from '../registry/remote-boundary';

const NotFoundPage = lazy(() => import('./not-found.page').then((m) => ({ default: m.NotFoundPage })));

/** The not-found page, fetched when an address matches nothing: no page's first load carries it. */
export function NotFound({ standalone = false }: { standalone?: boolean }) {
  return (
    <Suspense fallback={<Loading />}>
      <NotFoundPage standalone={standalone} />
    </Suspense>
  );
}
