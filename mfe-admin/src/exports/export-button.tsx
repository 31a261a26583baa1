import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Icon, Progress, Stack, Text } from '@portal/shared/ui';
import { numberFormat } from '@portal/shared/i18n';
import { exportProgressQuery, newExportId, useDownloadExport } from './exports.api';

export interface ExportButtonProps {
  label: string;
  /** API path of the streamed export. */
  path: string;
  params?: Record<string, string | number>;
  fileName: string;
  /** Total rows expected, shown before the server's first page arrives. */
  expected?: number;
  disabled?: boolean;
  testId?: string;
}

/**
 * An export with a progress bar (docs/product.md#administration-exports: registered users paged by 1000, interested users by 500):
 * the API streams the .xlsx page by page and records each page; its progress is asked every 400 ms from the
 * moment the export exists on the server (its answer has started) until the file is in, then the file is saved
 * under the spec's name. The outcome is announced (aria-live).
 */
export function ExportButton({ label, path, params = {}, fileName, expected, disabled, testId }: ExportButtonProps) {
  const { t, i18n } = useTranslation('admin');
  const [run, setRun] = useState<{ id: string; started: boolean } | null>(null);
  const download = useDownloadExport(path, params, fileName, (id) => setRun((r) => (r?.id === id ? { id, started: true } : r)));
  const running = download.isPending;
  const progress = useQuery(exportProgressQuery(run?.id ?? '', Boolean(run?.started) && running));
  const done = progress.data?.done ?? 0;
  const total = progress.data?.total ?? expected ?? 0;
  const fmt = numberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');

  const start = () => {
    const id = newExportId();
    setRun({ id, started: false });
    download.mutate(id);
  };

  const percent = running && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : running ? 0 : 100;
  return (
    <Stack gap="2" align="stretch" minW={{ base: 'full', sm: '72' }} data-testid={testId}>
      <Button onClick={start} loading={running} disabled={disabled} variant="outline" alignSelf="start">
        <Icon name="download" size={18} /> {label}
      </Button>
      {running && (
        <Progress.Root value={total > 0 ? percent : null} max={100} size="sm" colorPalette="brand" aria-label={t('export.progressLabel')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Box aria-live="polite" minH="5">
        {running && <Text fontSize="sm" textAlign="start">{t('export.progress', { count: total, done: fmt.format(done), total: fmt.format(total) })}</Text>}
        {download.isSuccess && <Text fontSize="sm" textAlign="start" data-testid="export-done">{t('export.done', { count: Math.max(total, done), total: fmt.format(Math.max(total, done)), fileName })}</Text>}
        {download.isError && <Text fontSize="sm" color="fg.error" textAlign="start">{t('export.failed')}</Text>}
      </Box>
    </Stack>
  );
}
