import { useTranslation } from 'react-i18next';
import { formatDmy, numberFormat } from '@portal/shared/i18n';
import { Badge, Button, Progress, Stack, Table, Text } from '@portal/shared/ui';
import { DataTable } from '../table-scroll/data-table';
import { inProgress, type BroadcastHistoryItem, type HospitalOption } from './broadcast.api';

const COLUMNS = [
  ['notificationTitle', 'start'],
  ['message', 'start'],
  ['hospital', 'start'],
  ['createdOn', 'start'],
  ['createdBy', 'start'],
  ['status', 'start'],
  ['pushSuccess', 'end'],
  ['pushFail', 'end'],
  ['actions', 'end'],
] as const;

/** One page of the broadcast history: each delivery with its hospital, progress and push counts, and Re-Send. */
export function HistoryTable({ items, hospitals, onResend }: { items: BroadcastHistoryItem[]; hospitals: HospitalOption[]; onResend: (h: BroadcastHistoryItem) => void }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable label={t('broadcast.history')} testId="broadcast-history" columns={COLUMNS.map(([key, align]) => ({ key, header: t(`broadcast.${key}`), align }))}>
      {items.map((h) => (
        <HistoryRow key={h.id} h={h} hospitals={hospitals} onResend={onResend} />
      ))}
    </DataTable>
  );
}

function HistoryRow({ h, hospitals, onResend }: { h: BroadcastHistoryItem; hospitals: HospitalOption[]; onResend: (h: BroadcastHistoryItem) => void }) {
  const { t, i18n } = useTranslation('admin');
  const ar = i18n.language === 'ar';
  const num = numberFormat(ar ? 'ar-AE' : 'en-US');
  const hospitalName = h.isExcelUploadedNotification ? t('broadcast.custom') : h.facilityId === 0 ? t('broadcast.allHospitals') : (hospitals.find((x) => x.locationId === h.facilityId)?.name ?? String(h.facilityId));
  return (
    <Table.Row data-testid="history-row">
      <Table.Cell textAlign="start">
        <bdi>{h.notificationTitle}</bdi>
        {h.notificationTitleAr && <Text as="span" display="block" lang="ar" dir="rtl" data-testid="history-title-ar">{h.notificationTitleAr}</Text>}
      </Table.Cell>
      <Table.Cell textAlign="start" maxW="64" whiteSpace="normal">
        <bdi>{h.message}</bdi>
        {h.messageAr && <Text as="span" display="block" lang="ar" dir="rtl" data-testid="history-message-ar">{h.messageAr}</Text>}
      </Table.Cell>
      <Table.Cell textAlign="start">{hospitalName}</Table.Cell>
      {/* The portal's dd/MM/yyyy (docs/product.md#everywhere-languages) with the time, in both languages. */}
      <Table.Cell textAlign="start">{formatDmy(new Date(h.createdOn), ar ? 'ar' : 'en', { withTime: true })}</Table.Cell>
      <Table.Cell textAlign="start">{h.createdBy}</Table.Cell>
      <Table.Cell textAlign="start" minW="36" data-testid="history-status">
        <DeliveryStatus h={h} />
      </Table.Cell>
      <Table.Cell textAlign="end">{num.format(h.pushSuccess)}</Table.Cell>
      <Table.Cell textAlign="end">{num.format(h.pushFail)}</Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="outline" onClick={() => onResend(h)} aria-label={t('broadcast.resendOf', { title: h.notificationTitle })}>{t('broadcast.resend')}</Button>
      </Table.Cell>
    </Table.Row>
  );
}

function DeliveryStatus({ h }: { h: BroadcastHistoryItem }) {
  const { t, i18n } = useTranslation('admin');
  const num = numberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');
  if (inProgress(h)) {
    const percent = h.targetCount > 0 ? Math.min(100, Math.round((h.processedCount / h.targetCount) * 100)) : 0;
    return (
      <Stack gap="1">
        <Text fontSize="xs">{t('broadcast.progress', { status: t(`broadcast.statuses.${h.status}`), done: num.format(h.processedCount), total: num.format(h.targetCount) })}</Text>
        <Progress.Root value={percent} max={100} size="xs" colorPalette="brand" aria-label={t('broadcast.progressLabel', { title: h.notificationTitle })}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    );
  }
  // A broadcast that reached no account is not shown as a success.
  if (h.status === 'Sent' && h.targetCount === 0) return <Badge colorPalette="orange">{t('broadcast.statuses.SentToNobody')}</Badge>;
  return <Badge colorPalette={h.status === 'Failed' ? 'red' : 'green'}>{t(`broadcast.statuses.${h.status}`, { defaultValue: h.status })}</Badge>;
}
