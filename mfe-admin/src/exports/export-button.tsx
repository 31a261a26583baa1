import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Icon, Progress, Stack, Text } from '@portal/shared/ui';
import { downloadExport, getExportProgress, newExportId, saveFile } from './exports.api';
import { numberFormat } from '@portal/shared/i18n';

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

type State = { phase: 'idle' } | { phase: 'running'; done: number; total: number } | { phase: 'done'; total: number } | { phase: 'failed' };

/**
 * An export with a progress bar (account §9: registered users paged by 1000, interested users by 500):
 * the API streams the .xlsx page by page and records each page; this polls that progress while the file
 * downloads, then saves it under the spec's name. The outcome is announced (aria-live).
 */
export function ExportButton({ label, path, params = {}, fileName, expected, disabled, testId }: ExportButtonProps) {
  const { t, i18n } = useTranslation('admin');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const fmt = numberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');

  const run = async () => {
    const id = newExportId();
    setState({ phase: 'running', done: 0, total: expected ?? 0 });
    let polling = true;
    const poll = async () => {
      while (polling && alive.current) {
        try {
          const p = await getExportProgress(id);
          if (polling && alive.current) setState({ phase: 'running', done: p.done, total: p.total });
        } catch {
          // Not started on the server yet: ask again.
        }
        await new Promise((r) => setTimeout(r, 400));
      }
    };
    void poll();
    try {
      const blob = await downloadExport(path, params, id);
      polling = false;
      saveFile(blob, fileName);
      if (alive.current) setState((s) => ({ phase: 'done', total: s.phase === 'running' ? Math.max(s.total, s.done) : 0 }));
    } catch {
      polling = false;
      if (alive.current) setState({ phase: 'failed' });
    }
  };

  const running = state.phase === 'running';
  const percent = running && state.total > 0 ? Math.min(100, Math.round((state.done / state.total) * 100)) : running ? 0 : 100;
  return (
    <Stack gap="2" align="stretch" minW={{ base: 'full', sm: '72' }} data-testid={testId}>
      <Button onClick={() => void run()} loading={running} disabled={disabled} variant="outline" alignSelf="start">
        <Icon name="download" size={18} /> {label}
      </Button>
      {running && (
        <Progress.Root value={state.total > 0 ? percent : null} max={100} size="sm" colorPalette="brand" aria-label={t('export.progressLabel')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Box aria-live="polite" minH="5">
        {running && <Text fontSize="sm" textAlign="start">{t('export.progress', { done: fmt.format(state.done), total: fmt.format(state.total) })}</Text>}
        {state.phase === 'done' && <Text fontSize="sm" textAlign="start" data-testid="export-done">{t('export.done', { total: fmt.format(state.total), fileName })}</Text>}
        {state.phase === 'failed' && <Text fontSize="sm" color="fg.error" textAlign="start">{t('export.failed')}</Text>}
      </Box>
    </Stack>
  );
}
