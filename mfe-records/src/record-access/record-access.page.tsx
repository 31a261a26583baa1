import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDmy } from '@portal/shared/i18n';
import { Box, Button, Flex, Heading, PageHeader, QueryState, Stack, Text, chakra } from '@portal/shared/ui';
import { recordAccessQuery, type RecordAccessEntry } from './record-access.api';

/** The pages fetched so far as one list (an entry a newer read pushed onto the next page is listed once), and the total. */
function listed(pages: { entries: RecordAccessEntry[]; total: number }[]) {
  const seen = new Set<string>();
  const entries = pages.flatMap((p) => p.entries).filter((e) => !seen.has(e.id) && Boolean(seen.add(e.id)));
  return { entries, total: pages.at(-1)?.total ?? 0 };
}

/** Where a name goes in a translated sentence (a character no text holds). */
const NAME_MARK = '\u{E000}';

/** One read: what, when, whose, who and from where. */
function AccessEntry({ entry: e }: { entry: RecordAccessEntry }) {
  const { t, i18n } = useTranslation('records');
  const what =
    e.what === 'report' && e.reference ? t('access.what.reportRef', { ref: e.reference }) : e.what === 'sharedSummary' && e.reference ? t('access.what.sharedSummaryRef', { ref: e.reference }) : t(`access.what.${e.what}`);
  // A name in another script than the sentence keeps its own direction (its own <bdi>), the sentence the page's.
  const named = (key: string, name: string) => {
    const [before = '', after = ''] = t(key, { name: NAME_MARK }).split(NAME_MARK);
    return (
      <>
        {before}
        <bdi>{name}</bdi>
        {after}
      </>
    );
  };
  const who = e.who.kind === 'family' || e.who.kind === 'recipient' ? named(`access.who.${e.who.kind}`, e.who.name ?? '') : t(`access.who.${e.who.kind}`);
  const whose = e.whose.familyMemberId === 0 ? t('access.whose.self') : e.whose.name;
  const from = e.channel ? t(`access.channel.${e.channel}`) : e.who.kind === 'hospital' ? t('access.channel.system') : t('access.channel.unknown');
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="access-entry">
      <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
        <Heading as="h2" size="sm">
          <bdi>{what}</bdi>
        </Heading>
        <Text fontSize="sm" color="fg.muted" dir="ltr" data-testid="access-when">
          {formatDmy(e.at, i18n.language === 'ar' ? 'ar' : 'en', { withTime: true })}
        </Text>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" mt="2" fontSize="sm">
        <chakra.dt color="fg.muted">{t('access.whoseLabel')}</chakra.dt>
        <chakra.dd m="0" data-testid="access-whose">
          <bdi>{whose}</bdi>
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('access.whoLabel')}</chakra.dt>
        <chakra.dd m="0" data-testid="access-who">
          {who}
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('access.fromLabel')}</chakra.dt>
        <chakra.dd m="0" data-testid="access-from">
          {from}
        </chakra.dd>
        {e.what === 'sharedSummary' ? (
          <>
            <chakra.dt color="fg.muted">{t('access.resultLabel')}</chakra.dt>
            <chakra.dd m="0" data-testid="access-result" color={e.refused ? 'fg.error' : undefined}>
              {t(e.refused ? 'access.refused' : 'access.opened')}
            </chakra.dd>
          </>
        ) : null}
      </chakra.dl>
    </Box>
  );
}

/**
 * /auth/recordAccess: who saw my records. Every read of the patient's and their family members' records (reports
 * and their PDFs, medication, appointments, documents) with who read it, when and from where, newest first, a
 * page at a time (the audit log the API writes: GET user/recordaccess).
 */
export default function RecordAccessPage() {
  const { t } = useTranslation('records');
  const reads = useInfiniteQuery({ ...recordAccessQuery(), select: (d) => listed(d.pages) });
  return (
    <Box>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      <QueryState query={reads} loading={t('access.loading')} isEmpty={(d) => d.entries.length === 0} empty={t('access.empty')} emptyIcon="report">
        {({ entries, total }) => (
          <>
            <Stack as="ol" listStyleType="none" p="0" gap="3" aria-label={t('access.listLabel')} data-testid="access-list">
              {entries.map((e) => (
                <AccessEntry key={e.id} entry={e} />
              ))}
            </Stack>
            <Flex mt="4" align="center" justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('access.shown', { shown: entries.length, total })}
              </Text>
              {reads.hasNextPage ? (
                <Button variant="outline" loading={reads.isFetchingNextPage} onClick={() => void reads.fetchNextPage()}>
                  {t('access.more')}
                </Button>
              ) : null}
            </Flex>
          </>
        )}
      </QueryState>
    </Box>
  );
}
