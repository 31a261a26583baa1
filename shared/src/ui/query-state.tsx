import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@portal/shared/i18n';
import { MSG } from '@portal/shared/rules';
import { Center, Spinner } from '@chakra-ui/react';
import { EmptyState, ErrorPanel } from './page-parts';
import type { IconName } from './icon-names';

export interface QueryStateProps<T> {
  /** A query's result (useQuery's, or several combined by useQueries): its data, error, pending state and refetch. */
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending'> & { refetch: () => unknown };
  /** When the data says there is nothing to show (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** The empty message, already translated (default: the spec's 'No record found'). */
  empty?: ReactNode;
  emptyIcon?: IconName;
  /** The loading text, already translated (the spec's 'Please wait! Loading Appointments'…); default: a spinner named 'Loading'. */
  loading?: ReactNode;
  /**
   * What a failure says, already translated, whatever its cause (a content list's 'Error', docs/product.md#content-pages); default: the
   * API's own words when it answered, else the spec's 'Network Error!'.
   */
  failure?: ReactNode;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The message of a failed query: the API's own words when it answered, else the spec's 'Network Error!'. */
function errorText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : '';
  return typeof status === 'number' && status > 0 && message ? translateMessage(message) : translateMessage(MSG.networkError);
}

/**
 * The one pattern of server state on a page: a spinner (a status, announced) while it loads, the error with Retry
 * (which asks again), the empty message, or the content. Only the type of TanStack Query is imported: this file
 * stays out of the query library's chunk (the login page's budget).
 *
 * The content is drawn from the data at a lower priority (`useDeferredValue`): a query's answer reaches React as an
 * update it must render at once, in one task, and a list drawn in it holds the page for tens of milliseconds on a
 * phone (the dashboard draws four as its answers come in). Deferred, the list is drawn in React's slices of a few
 * milliseconds, with the page answering input in between; the spinner stays until then.
 */
export function QueryState<T>({ query, isEmpty = emptyArray, empty, emptyIcon, loading, failure, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && query.data !== undefined))
    return (
      <Center py="10" gap="2" role="status" aria-label={loading ? undefined : t('ui.loading')}>
        <Spinner size={loading ? 'sm' : 'lg'} color="brand.solid" />
        {loading}
      </Center>
    );
  if (query.error || data === undefined) return <ErrorPanel message={failure ?? errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty(data)) return <EmptyState message={empty ?? translateMessage(MSG.noRecordFound)} icon={emptyIcon} />;
  return <>{children(data)}</>;
}
