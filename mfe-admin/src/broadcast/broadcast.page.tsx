import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared/contracts';
import { broadcastMessageSchema, broadcastTitleSchema, broadcastUrlSchema } from '@portal/shared/contracts/schemas';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Card, EmptyState, FormField, HStack, Input, NativeSelect, PageHeader, Stack, Table, Text, Textarea, toast } from '@portal/shared/ui';
import { getBroadcastHistory, getHospitals, HISTORY_PAGE_SIZE, publishBroadcast, type BroadcastHistoryItem, type HospitalOption } from './broadcast.api';

const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: string) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error?.issues[0]?.message ?? null);
};

/**
 * /auth/notification/BroadcastNotification (roles 2 and 3, account §2, §4, §5): publish a notification
 * to all users or one hospital's (title ≤ 30, message 2–120 with a live counter, optional http(s) URL),
 * then the history (page 10) with push counts.
 */
export default function BroadcastPage() {
  const { t, i18n } = useTranslation('admin');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [facilityId, setFacilityId] = useState(0);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [hospitals, setHospitals] = useState<HospitalOption[]>([]);
  const [page, setPage] = useState(0);
  const [history, setHistory] = useState<BroadcastHistoryItem[] | null>(null);

  useEffect(() => {
    getHospitals().then(setHospitals, () => setHospitals([]));
  }, []);
  const loadHistory = useCallback(() => {
    getBroadcastHistory(page * HISTORY_PAGE_SIZE).then(setHistory, () => setHistory([]));
  }, [page]);
  useEffect(loadHistory, [loadHistory]);

  const errors = {
    title: problem(broadcastTitleSchema, title),
    text: problem(broadcastMessageSchema, text),
    url: problem(broadcastUrlSchema, url),
  };
  const shown = (e: string | null) => (touched && e ? translateMessage(e) : null);

  const publish = async () => {
    setTouched(true);
    if (errors.title || errors.text || errors.url) return;
    setSending(true);
    try {
      await publishBroadcast({ facilityId, title, text, url });
      toast.success(t('broadcast.sent'));
      // Account §4: after 1 s the form resets and the history refreshes.
      setTimeout(() => {
        setTitle('');
        setText('');
        setUrl('');
        setFacilityId(0);
        setTouched(false);
        if (page === 0) loadHistory();
        else setPage(0);
      }, 1000);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? translateMessage(e.message) : t('common.error'));
    } finally {
      setSending(false);
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const hospitalName = (id: number) => (id === 0 ? t('broadcast.allHospitals') : (hospitals.find((h) => h.locationId === id)?.name ?? String(id)));

  return (
    <Stack gap="5">
      <PageHeader title={t('broadcast.title')} />
      <Card.Root>
        <Card.Body>
          <Stack gap="3" as="form" onSubmit={(e: React.FormEvent) => { e.preventDefault(); void publish(); }}>
            <FormField label={t('broadcast.hospital')}>
              <NativeSelect.Root>
                <NativeSelect.Field value={String(facilityId)} onChange={(e) => setFacilityId(Number(e.target.value))}>
                  <option value="0">{t('broadcast.allHospitals')}</option>
                  {hospitals.map((h) => (
                    <option key={h.locationId} value={h.locationId}>{h.name}</option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('broadcast.type')}>
              <NativeSelect.Root disabled>
                <NativeSelect.Field value="2" onChange={() => undefined}>
                  <option value="2">{t('broadcast.typeUrl')}</option>
                </NativeSelect.Field>
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('broadcast.notificationTitle')} error={shown(errors.title)} required>
              <Input value={title} maxLength={LIMITS.broadcastTitleMax} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
            <FormField label={t('broadcast.message')} error={shown(errors.text)} required helperText={`${text.length}/${LIMITS.broadcastMessageMax}`}>
              <Textarea value={text} maxLength={LIMITS.broadcastMessageMax} onChange={(e) => setText(e.target.value)} />
            </FormField>
            <FormField label={t('broadcast.url')} error={shown(errors.url)}>
              <Input type="url" dir="ltr" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
            </FormField>
            <HStack justify="end">
              <Button type="submit" loading={sending} colorPalette="brand">{t('broadcast.publish')}</Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="2">
        <Text fontWeight="semibold" textAlign="start">{t('broadcast.history')}</Text>
        {history && history.length === 0 && page === 0 ? (
          <EmptyState message={t('broadcast.noHistory')} />
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="broadcast-history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.notificationTitle')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.message')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.hospital')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.createdOn')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">{t('broadcast.createdBy')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('broadcast.pushSuccess')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('broadcast.pushFail')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {history?.map((h) => (
                  <Table.Row key={h.id}>
                    <Table.Cell textAlign="start">{h.notificationTitle}</Table.Cell>
                    <Table.Cell textAlign="start">{h.message}</Table.Cell>
                    <Table.Cell textAlign="start">{hospitalName(h.facilityId)}</Table.Cell>
                    <Table.Cell textAlign="start">{date.format(new Date(h.createdOn))}</Table.Cell>
                    <Table.Cell textAlign="start">{h.createdBy}</Table.Cell>
                    <Table.Cell textAlign="end">{h.pushSuccess}</Table.Cell>
                    <Table.Cell textAlign="end">{h.pushFail}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <HStack justify="end">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>{t('broadcast.previous')}</Button>
          <Button size="sm" variant="outline" disabled={(history?.length ?? 0) < HISTORY_PAGE_SIZE} onClick={() => setPage((p) => p + 1)}>{t('broadcast.next')}</Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
