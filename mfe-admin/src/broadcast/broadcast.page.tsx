import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../table-scroll/table-scroll';
import { formatDmy, numberFormat, translateMessage } from '@portal/shared/i18n';
import { Badge, Box, Button, ConfirmDialog, EmptyState, FormField, HStack, Icon, Input, NativeSelect, PageHeader, Progress, Stack, Table, Text, toast } from '@portal/shared/ui';
import { getBroadcastHistory, getHospitals, getRecipients, HISTORY_PAGE_SIZE, publishBroadcast, type BroadcastHistoryItem, type HospitalOption } from './broadcast.api';
import { PublishDialog, type PublishPrefill } from './publish.dialog';

const inProgress = (h: BroadcastHistoryItem) => h.status === 'Queued' || h.status === 'Sending';

/**
 * /auth/notification/BroadcastNotification (roles 2 and 3, account §2, §4, §5): publish a notification to
 * all users, one hospital's, or the numbers of an uploaded spreadsheet (in a dialog); the history (page
 * 10, search, hospital filter) with each delivery's progress and push counts, refreshed while a delivery
 * runs; re-send after a confirmation, or — for a spreadsheet notification — through the publish dialog
 * with its numbers and the hospital fixed.
 */
export default function BroadcastPage() {
  const { t, i18n } = useTranslation('admin');
  const [hospitals, setHospitals] = useState<HospitalOption[]>([]);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [facility, setFacility] = useState(0);
  const [history, setHistory] = useState<BroadcastHistoryItem[] | null>(null);
  const [dialog, setDialog] = useState<{ prefill: PublishPrefill | null } | null>(null);
  const [confirming, setConfirming] = useState<BroadcastHistoryItem | null>(null);
  const [resending, setResending] = useState(false);
  const ar = i18n.language === 'ar';

  useEffect(() => {
    getHospitals().then(setHospitals, () => setHospitals([]));
  }, []);
  // The search applies after a short pause in typing, and from the first page.
  useEffect(() => {
    const id = setTimeout(() => {
      setQuery(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(id);
  }, [search]);
  const loadHistory = useCallback(() => {
    getBroadcastHistory(page * HISTORY_PAGE_SIZE, query, facility).then(setHistory, () => setHistory([]));
  }, [page, query, facility]);
  useEffect(loadHistory, [loadHistory]);
  // While a delivery runs in the background, its progress is followed.
  const running = history?.some(inProgress) ?? false;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(loadHistory, 2000);
    return () => clearInterval(id);
  }, [running, loadHistory]);

  const refreshFromStart = () => {
    if (page === 0) loadHistory();
    else setPage(0);
  };

  const resend = async (h: BroadcastHistoryItem) => {
    if (!h.isExcelUploadedNotification) return setConfirming(h);
    try {
      const mobileList = await getRecipients(h.id);
      setDialog({ prefill: { title: h.notificationTitle, text: h.message, titleAr: h.notificationTitleAr ?? '', textAr: h.messageAr ?? '', url: h.callbackURL ?? '', imageUrl: h.imageUrl, mobileList } });
    } catch {
      toast.error(t('common.error'));
    }
  };
  const confirmResend = async () => {
    if (!confirming) return;
    setResending(true);
    try {
      await publishBroadcast({ facilityId: confirming.facilityId, title: confirming.notificationTitle, text: confirming.message, titleAr: confirming.notificationTitleAr ?? '', textAr: confirming.messageAr ?? '', url: confirming.callbackURL ?? '', imageUrl: confirming.imageUrl, mobileList: null, resend: true });
      toast.success(t('broadcast.sent'));
      refreshFromStart();
    } catch (e) {
      toast.error(e instanceof Error && e.message ? translateMessage(e.message) : t('common.error'));
    } finally {
      setResending(false);
      setConfirming(null);
    }
  };

  // The spec's dd/MM/yyyy (account §9) with the time, in both languages.
  const date = { format: (d: Date) => formatDmy(d, ar ? 'ar' : 'en', { withTime: true }) };
  const num = numberFormat(ar ? 'ar-AE' : 'en-US');
  const hospitalName = (h: BroadcastHistoryItem) =>
    h.isExcelUploadedNotification ? t('broadcast.custom') : h.facilityId === 0 ? t('broadcast.allHospitals') : (hospitals.find((x) => x.locationId === h.facilityId)?.name ?? String(h.facilityId));
  const percent = (h: BroadcastHistoryItem) => (h.targetCount > 0 ? Math.min(100, Math.round((h.processedCount / h.targetCount) * 100)) : 0);

  return (
    <Stack gap="5">
      <PageHeader title={t('broadcast.title')} actions={<Button colorPalette="brand" onClick={() => setDialog({ prefill: null })} data-testid="new-broadcast"><Icon name="broadcast" size={18} /> {t('broadcast.new')}</Button>} />

      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg" textAlign="start">{t('broadcast.history')}</Text>
        <HStack gap="3" align="end" flexWrap="wrap">
          <Box flex="1" minW="48">
            <FormField label={t('broadcast.search')}>
              <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
            </FormField>
          </Box>
          <Box minW="48">
            <FormField label={t('broadcast.filterHospital')}>
              <NativeSelect.Root>
                <NativeSelect.Field value={String(facility)} onChange={(e) => { setFacility(Number(e.target.value)); setPage(0); }}>
                  <option value="0">{t('broadcast.allHospitals')}</option>
                  {hospitals.map((h) => (
                    <option key={h.locationId} value={h.locationId}>{h.name}</option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
        </HStack>
        {history && history.length === 0 && page === 0 ? (
          <EmptyState message={query || facility ? t('broadcast.noMatch') : t('broadcast.noHistory')} />
        ) : (
          <TableScroll label={t('broadcast.history')}>
            <Table.Root size="sm" data-testid="broadcast-history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.notificationTitle')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.message')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.hospital')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.createdOn')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.createdBy')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('broadcast.pushSuccess')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('broadcast.pushFail')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('broadcast.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {history?.map((h) => (
                  <Table.Row key={h.id} data-testid="history-row">
                    <Table.Cell textAlign="start">
                      <bdi>{h.notificationTitle}</bdi>
                      {h.notificationTitleAr && <Text as="span" display="block" lang="ar" dir="rtl" data-testid="history-title-ar">{h.notificationTitleAr}</Text>}
                    </Table.Cell>
                    <Table.Cell textAlign="start" maxW="64" whiteSpace="normal">
                      <bdi>{h.message}</bdi>
                      {h.messageAr && <Text as="span" display="block" lang="ar" dir="rtl" data-testid="history-message-ar">{h.messageAr}</Text>}
                    </Table.Cell>
                    <Table.Cell textAlign="start">{hospitalName(h)}</Table.Cell>
                    <Table.Cell textAlign="start">{date.format(new Date(h.createdOn))}</Table.Cell>
                    <Table.Cell textAlign="start">{h.createdBy}</Table.Cell>
                    <Table.Cell textAlign="start" minW="36" data-testid="history-status">
                      {inProgress(h) ? (
                        <Stack gap="1">
                          <Text fontSize="xs">{t('broadcast.progress', { status: t(`broadcast.statuses.${h.status}`), done: num.format(h.processedCount), total: num.format(h.targetCount) })}</Text>
                          <Progress.Root value={percent(h)} max={100} size="xs" colorPalette="brand" aria-label={t('broadcast.progressLabel', { title: h.notificationTitle })}>
                            <Progress.Track>
                              <Progress.Range />
                            </Progress.Track>
                          </Progress.Root>
                        </Stack>
                      ) : (
                        // A broadcast that reached no account is not shown as a success.
                        h.status === 'Sent' && h.targetCount === 0 ? (
                          <Badge colorPalette="orange">{t('broadcast.statuses.SentToNobody')}</Badge>
                        ) : (
                          <Badge colorPalette={h.status === 'Failed' ? 'red' : 'green'}>{t(`broadcast.statuses.${h.status}`, { defaultValue: h.status })}</Badge>
                        )
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{num.format(h.pushSuccess)}</Table.Cell>
                    <Table.Cell textAlign="end">{num.format(h.pushFail)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" onClick={() => void resend(h)} aria-label={t('broadcast.resendOf', { title: h.notificationTitle })}>{t('broadcast.resend')}</Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
        <HStack justify="end">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>{t('broadcast.previous')}</Button>
          <Button size="sm" variant="outline" disabled={(history?.length ?? 0) < HISTORY_PAGE_SIZE} onClick={() => setPage((p) => p + 1)}>{t('broadcast.next')}</Button>
        </HStack>
      </Stack>

      <PublishDialog
        open={dialog !== null}
        hospitals={hospitals}
        prefill={dialog?.prefill ?? null}
        onClose={() => setDialog(null)}
        onPublished={() => {
          setDialog(null);
          refreshFromStart();
        }}
      />
      <ConfirmDialog open={confirming !== null} busy={resending} title={t('broadcast.confirmResend')} body={confirming?.notificationTitle} onConfirm={() => void confirmResend()} onCancel={() => setConfirming(null)} />
    </Stack>
  );
}
