import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ResultSummary } from '@portal/shared/contracts';
import { PatientSelect, useFamilyMembers } from '@portal/shared/family';
import { useSession } from '@portal/shared/session';
import { Box, Flex, Heading, Input, Link, PageHeader, QueryState, Stack, Text, chakra } from '@portal/shared/ui';
import { patientOptions } from '../patients';
import { FlagBadge } from './flag-badge';
import { dateText, rangeText, valueText } from './format';
import { LockedNotice } from './locked-notice';
import { useResultCode } from './result-code';
import { labResultsQuery } from './results.api';
import { testName } from './test-catalogue';

/** The trend page of a test, for a member (0: the account holder). */
export const trendPath = (key: string, familyMemberId: number) => `/auth/results/${encodeURIComponent(key)}${familyMemberId ? `?familyMemberId=${familyMemberId}` : ''}`;

/** The panels (the reports their latest values came in), newest first, each with its tests by name. */
function byPanel(results: ResultSummary[]): [string, ResultSummary[]][] {
  const groups = new Map<string, ResultSummary[]>();
  for (const r of results) groups.set(r.panel, [...(groups.get(r.panel) ?? []), r]);
  const newest = (list: ResultSummary[]) => list.reduce((a, r) => (r.latest.date > a ? r.latest.date : a), '');
  return [...groups].sort(([a, x], [b, y]) => newest(y).localeCompare(newest(x)) || a.localeCompare(b));
}

function ResultRow({ r, familyMemberId }: { r: ResultSummary; familyMemberId: number }) {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const navigate = useNavigate();
  const name = testName(t, r.code, r.name);
  const v = r.latest;
  const to = trendPath(r.key, familyMemberId);
  return (
    <chakra.li listStyleType="none" borderBottomWidth="1px" py="3" data-testid="result-row">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Box minW="40" flex="1">
          <Text fontWeight="semibold"><bdi>{name}</bdi></Text>
          <Text fontSize="sm" color="fg.muted">
            {t('results.at', { date: dateText(v.date, lang), hospital: v.facilityName })} · {t('results.values', { count: r.count })}
          </Text>
        </Box>
        <Box minW="40" flex="1">
          {v.state === 'released' ? (
            <>
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontSize="lg" fontWeight="bold"><bdi>{valueText(v, lang)}</bdi></Text>
                {v.flag && <FlagBadge flag={v.flag} />}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('results.range')}: <bdi>{v.rangeText ? rangeText(v) : t('results.noRange')}</bdi>
              </Text>
            </>
          ) : (
            <Text color="fg.muted" fontStyle="italic">{v.state === 'pending' ? t('results.pending') : t('results.locked.value')}</Text>
          )}
        </Box>
        <Link
          href={to}
          onClick={(e) => {
            e.preventDefault();
            navigate(to);
          }}
          color="brand.fg"
          fontWeight="medium"
          aria-label={t('results.viewTrendOf', { test: name })}
        >
          {t('results.viewTrend')}
        </Link>
      </Flex>
    </chakra.li>
  );
}

/** /auth/results: every test's latest value, grouped by panel, searchable, for the account holder or a family member. */
export default function ResultsPage() {
  const { t, i18n } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const familyMemberId = Number(params.get('familyMemberId') ?? 0) || 0;
  const user = useSession((s) => s.user);
  const patients = patientOptions(user, useFamilyMembers());
  const [search, setSearch] = useState('');
  const results = useQuery(labResultsQuery(familyMemberId, i18n.language));
  const code = useResultCode();

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = results.data?.results ?? [];
    if (!q) return list;
    return list.filter((r) => [r.name, testName(t, r.code, r.name), r.panel, r.code].join(' ').toLowerCase().includes(q));
  }, [results.data, search, t]);

  return (
    <Box>
      <PageHeader title={t('results.title')} />
      <Text mb="4" color="fg.muted">{t('results.intro')}</Text>
      <Flex gap="4" mb="5" wrap="wrap" align="end">
        <PatientSelect
          id="results-patient"
          label={t('results.patient')}
          selfText={t('common.self')}
          patients={patients}
          familyMemberId={familyMemberId}
          onPatient={(id) => setParams(id ? { familyMemberId: String(id) } : {}, { replace: true })}
        />
        <Box flex="1" minW={{ base: '100%', sm: '56' }}>
          <chakra.label htmlFor="results-search" fontSize="sm" fontWeight="semibold" display="block" mb="1">
            {t('results.search')}
          </chakra.label>
          <Input id="results-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('results.searchPlaceholder')} />
        </Box>
      </Flex>
      {results.data?.otpRequired && (
        <LockedNotice
          name={results.data.patientName}
          callingCode={results.data.callingCode}
          mobile={results.data.mobileNo}
          onAsk={() => code.ask({ name: results.data!.patientName, callingCode: results.data!.callingCode, mobile: results.data!.mobileNo })}
        />
      )}
      {/* Before a member's code the server names none of her tests: the notice above is all there is. */}
      {results.data?.otpRequired ? null : (
        <QueryState query={results} isEmpty={() => shown.length === 0} empty={t('results.empty')}>
          {() => (
            <Stack gap="6">
              {byPanel(shown).map(([panel, list], i) => (
                <Box as="section" key={panel} aria-labelledby={`results-panel-${i}`}>
                  <Heading as="h2" size="md" id={`results-panel-${i}`} mb="1">
                    <bdi>{panel}</bdi>
                  </Heading>
                  <chakra.ul m="0" p="0">
                    {list.map((r) => (
                      <ResultRow key={r.key} r={r} familyMemberId={familyMemberId} />
                    ))}
                  </chakra.ul>
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
      {code.dialog}
    </Box>
  );
}
