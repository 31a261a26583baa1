import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDmy } from '@portal/shared/i18n';
import { Box, Button, EmptyState, ErrorPanel, Flex, Heading, PageHeader, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { getRecordAccess, type RecordAccessEntry } from './record-access.api';

/**
 * /auth/recordAccess: who saw my records. Every read of the patient's and their family members' records (reports
 * and their PDFs, medication, appointments, documents) with who read it, when and from where, newest first, a
 * page at a time (the audit log the API writes: GET user/recordaccess).
 */
export default function RecordAccessPage() {
  const { t, i18n } = useTranslation('records');
  const [entries, setEntries] = useState<RecordAccessEntry[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(() => {
    setEntries(null);
    setFailed(false);
    getRecordAccess(0)
      .then((p) => {
        setEntries(p.entries);
        setTotal(p.total);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const more = async () => {
    if (!entries) return;
    setLoadingMore(true);
    try {
      const p = await getRecordAccess(entries.length);
      setEntries([...entries, ...p.entries.filter((e) => !entries.some((x) => x.id === e.id))]);
      setTotal(p.total);
    } catch {
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const what = (e: RecordAccessEntry) => (e.what === 'report' && e.reference ? t('access.what.reportRef', { ref: e.reference }) : t(`access.what.${e.what}`));
  const who = (e: RecordAccessEntry) =>
    e.who.kind === 'family' ? t('access.who.family', { name: e.who.name ?? '' }) : t(`access.who.${e.who.kind}`);
  const whose = (e: RecordAccessEntry) => (e.whose.familyMemberId === 0 ? t('access.whose.self') : e.whose.name);
  const from = (e: RecordAccessEntry) => (e.channel ? t(`access.channel.${e.channel}`) : e.who.kind === 'hospital' ? t('access.channel.system') : t('access.channel.unknown'));

  let body;
  if (failed) body = <ErrorPanel onRetry={load} />;
  else if (!entries)
    body = (
      <Flex role="status" align="center" gap="2" py="8" justify="center" color="fg.muted">
        <Spinner size="sm" /> <Text>{t('access.loading')}</Text>
      </Flex>
    );
  else if (!entries.length) body = <EmptyState icon="report" message={t('access.empty')} />;
  else
    body = (
      <>
        <Stack as="ol" listStyleType="none" p="0" gap="3" aria-label={t('access.listLabel')} data-testid="access-list">
          {entries.map((e) => (
            <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="access-entry">
              <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
                <Heading as="h2" size="sm">
                  <bdi>{what(e)}</bdi>
                </Heading>
                <Text fontSize="sm" color="fg.muted" dir="ltr" data-testid="access-when">{formatDmy(e.at, i18n.language === 'ar' ? 'ar' : 'en', { withTime: true })}</Text>
              </Flex>
              <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" mt="2" fontSize="sm">
                <chakra.dt color="fg.muted">{t('access.whoseLabel')}</chakra.dt>
                <chakra.dd m="0" data-testid="access-whose"><bdi>{whose(e)}</bdi></chakra.dd>
                <chakra.dt color="fg.muted">{t('access.whoLabel')}</chakra.dt>
                <chakra.dd m="0" data-testid="access-who"><bdi>{who(e)}</bdi></chakra.dd>
                <chakra.dt color="fg.muted">{t('access.fromLabel')}</chakra.dt>
                <chakra.dd m="0" data-testid="access-from">{from(e)}</chakra.dd>
              </chakra.dl>
            </Box>
          ))}
        </Stack>
        <Flex mt="4" align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">{t('access.shown', { shown: entries.length, total })}</Text>
          {entries.length < total ? (
            <Button variant="outline" loading={loadingMore} onClick={() => void more()}>
              {t('access.more')}
            </Button>
          ) : null}
        </Flex>
      </>
    );

  return (
    <Box>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      {body}
    </Box>
  );
}
