import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LabResultTrend } from '@portal/shared/contracts';
import { Box, EmptyState, Heading, Icon, Link, PageHeader, QueryState, Stack, Table, Text } from '@portal/shared/ui';
import { FlagBadge } from './flag-badge';
import { dateText, rangeText, trendSummary, valueText } from './format';
import { LockedNotice } from './locked-notice';
import { useResultCode } from './result-code';
import { labResultTrendQuery } from './results.api';
import { knownTest, testName } from './test-catalogue';
import { TrendChart } from './trend-chart';

/** Every value of the test in a table: the chart's data in rows, for reading and for screen readers. */
function ValuesTable({ trend, lang }: { trend: LabResultTrend; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('records');
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="trend-table-title">
      <Table.Root size="sm" data-testid="trend-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('results.trend.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.trend.value')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.trend.range')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.trend.flag')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.trend.hospital')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...trend.values].reverse().map((v) => (
            <Table.Row key={v.id}>
              <Table.Cell whiteSpace="nowrap">{dateText(v.date, lang)}</Table.Cell>
              {v.state === 'released' ? (
                <>
                  <Table.Cell fontWeight="semibold" whiteSpace="nowrap"><bdi>{valueText(v, lang)}</bdi></Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><bdi>{v.rangeText ? rangeText(v) : t('results.noRange')}</bdi></Table.Cell>
                  <Table.Cell>{v.flag && <FlagBadge flag={v.flag} />}</Table.Cell>
                </>
              ) : (
                <Table.Cell colSpan={3} fontStyle="italic" color="fg.muted">
                  {v.state === 'pending' ? t('results.pending') : t('results.locked.value')}
                </Table.Cell>
              )}
              <Table.Cell>{v.facilityName}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /auth/results/:test — a test's trend: the text summary, the chart with its range, the table of values, what the test measures. */
export default function ResultTrendPage() {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const navigate = useNavigate();
  // The route is results/:test; the test's key is the address's last segment.
  const test = decodeURIComponent(useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  const [params] = useSearchParams();
  const familyMemberId = Number(params.get('familyMemberId') ?? 0) || 0;
  const trend = useQuery(labResultTrendQuery(familyMemberId, test, i18n.language));
  const code = useResultCode();
  const back = `/auth/results${familyMemberId ? `?familyMemberId=${familyMemberId}` : ''}`;
  const data = trend.data;
  const name = data ? testName(t, data.code, data.name || test) : '';
  const known = data ? knownTest(data.code) : undefined;
  const chartUnit = data ? ([...data.values].reverse().find((v) => v.state === 'released' && v.value !== null)?.unit ?? data.unit) : '';
  const otherUnit = data?.values.some((v) => v.state === 'released' && v.value !== null && v.unit !== chartUnit);

  return (
    <Box>
      <Link
        href={back}
        onClick={(e) => {
          e.preventDefault();
          navigate(back);
        }}
        color="brand.fg"
        mb="3"
        display="inline-flex"
        alignItems="center"
        gap="1"
      >
        <Icon name="chevron-left" /> {t('results.trend.back')}
      </Link>
      <PageHeader title={name || t('results.title')} />
      <QueryState query={trend} isEmpty={(d) => d.values.length === 0} empty={t('results.trend.empty')}>
        {(d) => {
          const summary = trendSummary(t, lang, name, d.values);
          return (
            <Stack gap="6">
              {d.otpRequired && (
                <LockedNotice name={d.patientName} callingCode={d.callingCode} mobile={d.mobileNo} onAsk={() => code.ask({ name: d.patientName, callingCode: d.callingCode, mobile: d.mobileNo })} />
              )}
              <Text fontSize="lg" data-testid="trend-summary">{summary}</Text>
              <Box as="section" aria-labelledby="trend-chart-title">
                <Heading as="h2" size="md" id="trend-chart-title" mb="2">{t('results.trend.chart')}</Heading>
                {d.values.some((v) => v.state === 'released' && v.value !== null) ? (
                  <TrendChart values={d.values} unit={chartUnit} summary={summary} test={name} />
                ) : (
                  <EmptyState message={d.otpRequired ? t('results.locked.value') : t('results.pending')} />
                )}
                {otherUnit && <Text fontSize="sm" color="fg.muted">{t('results.trend.otherUnit')}</Text>}
              </Box>
              <Box as="section" aria-labelledby="trend-table-title">
                <Heading as="h2" size="md" id="trend-table-title" mb="2">{t('results.trend.table')}</Heading>
                <ValuesTable trend={d} lang={lang} />
              </Box>
              <Box as="section" aria-labelledby="trend-about-title" borderWidth="1px" borderRadius="md" p="4">
                <Heading as="h2" size="md" id="trend-about-title" mb="2">{t('results.trend.about')}</Heading>
                <Text mb="2">{known ? t(`results.tests.${known}.about`) : t('results.trend.askDoctor')}</Text>
                <Text fontSize="sm" color="fg.muted">{t('results.trend.notAdvice')}</Text>
              </Box>
            </Stack>
          );
        }}
      </QueryState>
      {code.dialog}
    </Box>
  );
}
