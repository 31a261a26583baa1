import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, ConfirmDialog, FormField, HStack, Icon, Input, NativeSelect, PageHeader, QueryState, Stack, Text, toast } from '@portal/shared/ui';
import { historyQuery, HISTORY_PAGE_SIZE, hospitalsQuery, recipientsQuery, usePublishBroadcast, type BroadcastHistoryItem } from './broadcast.api';
import { HistoryTable } from './history-table';
import { PublishDialog, type PublishPrefill } from './publish.dialog';

/** What is typed, once typing pauses for `ms` (the history is searched then, not at every key). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

const resendOf = (h: BroadcastHistoryItem) => ({ title: h.notificationTitle, text: h.message, titleAr: h.notificationTitleAr ?? '', textAr: h.messageAr ?? '', url: h.callbackURL ?? '', imageUrl: h.imageUrl });

/**
 * /auth/notification/BroadcastNotification (roles 2 and 3, docs/product.md#administration-broadcasts): publish a notification to
 * all users, one hospital's, or the numbers of an uploaded spreadsheet (in a dialog); the history (page
 * 10, search, hospital filter) with each delivery's progress and push counts, refreshed while a delivery
 * runs; re-send after a confirmation, or — for a spreadsheet notification — through the publish dialog
 * with its numbers and the hospital fixed.
 */
export default function BroadcastPage() {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const hospitals = useQuery(hospitalsQuery(i18n.language)).data ?? [];
  const [search, setSearch] = useState('');
  const [facilityId, setFacilityId] = useState(0);
  const query = useDebounced(search.trim(), 300);
  // The page belongs to one search and hospital: another starts from the first page.
  const [paging, setPaging] = useState({ of: '', page: 0 });
  const filterKey = `${query}|${facilityId}`;
  const page = paging.of === filterKey ? paging.page : 0;
  const history = useQuery(historyQuery({ page, search: query, facilityId }));
  const [dialog, setDialog] = useState<{ prefill: PublishPrefill | null } | null>(null);
  const [confirming, setConfirming] = useState<BroadcastHistoryItem | null>(null);
  // A publish asks the history again (usePublishBroadcast); the page then shows its first page, where the new one is.
  const fromStart = () => setPaging({ of: filterKey, page: 0 });
  const resend = usePublishBroadcast();
  const confirmResend = (h: BroadcastHistoryItem) =>
    resend.mutate(
      { facilityId: h.facilityId, ...resendOf(h), mobileList: null, resend: true },
      {
        onSuccess: (res) => {
          if (res.targetCount === 0) toast.warning(t('broadcast.sentToNobody'));
          else toast.success(t('broadcast.sent'));
          fromStart();
        },
        onError: (e) => toast.error(e.message ? translateMessage(e.message) : t('common.error')),
        onSettled: () => setConfirming(null),
      },
    );
  const askResend = async (h: BroadcastHistoryItem) => {
    if (!h.isExcelUploadedNotification) return setConfirming(h);
    try {
      setDialog({ prefill: { ...resendOf(h), mobileList: await queryClient.fetchQuery(recipientsQuery(h.id)) } });
    } catch {
      toast.error(t('common.error'));
    }
  };

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
                <NativeSelect.Field value={String(facilityId)} onChange={(e) => setFacilityId(Number(e.target.value))}>
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
        <QueryState query={history} isEmpty={(items) => items.length === 0 && page === 0} empty={query || facilityId ? t('broadcast.noMatch') : t('broadcast.noHistory')}>
          {(items) => <HistoryTable items={items} hospitals={hospitals} onResend={(h) => void askResend(h)} />}
        </QueryState>
        <HStack justify="end">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPaging({ of: filterKey, page: page - 1 })}>{t('broadcast.previous')}</Button>
          <Button size="sm" variant="outline" disabled={(history.data?.length ?? 0) < HISTORY_PAGE_SIZE} onClick={() => setPaging({ of: filterKey, page: page + 1 })}>{t('broadcast.next')}</Button>
        </HStack>
      </Stack>
      <PublishDialog
        open={dialog !== null}
        hospitals={hospitals}
        prefill={dialog?.prefill ?? null}
        onClose={() => setDialog(null)}
        onPublished={() => {
          setDialog(null);
          fromStart();
        }}
      />
      <ConfirmDialog open={confirming !== null} busy={resend.isPending} title={t('broadcast.confirmResend')}
        body={
          confirming && (
            <Stack gap="2">
              <Text textAlign="start"><bdi>{confirming.notificationTitle}</bdi></Text>
              {/* Sent before to nobody: a re-send to the same audience is likely to reach nobody again. */}
              {confirming.status === 'Sent' && confirming.targetCount === 0 && <Text role="alert" color="orange.fg" textAlign="start" data-testid="resend-nobody">{t('broadcast.resendNobody')}</Text>}
            </Stack>
          )
        } onConfirm={() => confirming && confirmResend(confirming)} onCancel={() => setConfirming(null)} />
    </Stack>
  );
}
