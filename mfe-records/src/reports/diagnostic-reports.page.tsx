import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { dateTimeFormat, translateMessage } from '@portal/shared/i18n';
import { Accordion, Badge, Box, Button, EmptyState, ErrorPanel, Flex, Icon, Input, NativeSelect, PageHeader, Spinner, Stack, Table, Tabs, Text, chakra } from '@portal/shared/ui';
import { localToday } from '../medication/progress';
import { reportWindow, type ReportTab } from './report-windows';
import { getLabReports, getReportPdf, type LabOrder, type LabReports, type LabTest } from './reports.api';
import { patientOptions } from '../patients';
import { useFamilyMembers } from '../use-family-members';

const PdfViewerDialog = lazy(() => import('./pdf-viewer.dialog'));
const ReportOtpDialog = lazy(() => import('./report-otp.dialog'));

type TypeFilter = 'ALL' | 'LAB' | 'RBF';

interface NotificationState {
  from?: string;
  familyMemberId?: number | string;
}

/** /auth/diagnosticReports (care §2, §4): Current and Past tabs, filters, an accordion per order, OTP and viewer. */
export default function DiagnosticReportsPage() {
  const { t, i18n } = useTranslation('records');
  const location = useLocation();
  const user = useSession((s) => s.user);
  const family = useFamilyMembers();
  const lang = useSession((s) => s.lang);
  const patients = patientOptions(user, family);
  const fromNotification = (location.state as NotificationState | null) ?? null;
  const [fmId, setFmId] = useState(() => (fromNotification?.from === 'notification' ? Number(fromNotification.familyMemberId ?? 0) || 0 : 0));
  const [tab, setTab] = useState<ReportTab>('current');
  const [type, setType] = useState<TypeFilter>('ALL');
  const [search, setSearch] = useState('');
  const [data, setData] = useState<LabReports | null>(null);
  const [failed, setFailed] = useState(false);
  const [viewing, setViewing] = useState<LabOrder | null>(null);
  const [otpFor, setOtpFor] = useState<LabOrder | null>(null);
  const [verified, setVerified] = useState<Set<string>>(() => new Set());

  const load = useCallback(() => {
    setData(null);
    setFailed(false);
    getLabReports({ familyMemberId: fmId, ...reportWindow(tab, localToday()) })
      .then(setData)
      .catch(() => setFailed(true));
  }, [fmId, tab, lang]);
  useEffect(load, [load]);

  const testsByDoc = useMemo(() => {
    const m = new Map<string, LabTest[]>();
    for (const x of data?.tests ?? []) m.set(x.docNumber, [...(m.get(x.docNumber) ?? []), x]);
    return m;
  }, [data]);

  const orders = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data?.orders ?? []).filter((o) => {
      if (type !== 'ALL' && o.docType !== type) return false;
      if (!q) return true;
      const hay = [o.orderName, o.docNumber, o.doctorName, o.patientName, ...(testsByDoc.get(o.docNumber) ?? []).map((x) => x.testName)].join(' ').toLowerCase();
      return hay.includes(q);
    });
  }, [data, type, search, testsByDoc]);

  const dateText = (iso: string) => dateTimeFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const numberKey = (o: LabOrder) => `${o.callingCode}${o.mobileNo}`;

  function openReport(o: LabOrder) {
    if (o.otpRequired && !verified.has(numberKey(o))) setOtpFor(o);
    else setViewing(o);
  }

  const typeLabel = (d: string) => (d === 'RBF' ? t('reports.typeRbf') : t('reports.typeLab'));
  const flagLabel = (f: string) => (f === 'H' ? t('reports.flagHigh') : f === 'L' ? t('reports.flagLow') : f === 'A' ? t('reports.flagAbnormal') : t('reports.flagNormal'));

  const list = () => {
    if (failed) return <ErrorPanel onRetry={load} />;
    if (!data)
      return (
        <Flex role="status" align="center" gap="2" py="8" justify="center" color="fg.muted">
          <Spinner size="sm" /> <Text>{t('reports.loading')}</Text>
        </Flex>
      );
    if (!orders.length) return <EmptyState icon="report" message={translateMessage(MSG.noDiagnosticReports)} />;
    return (
      <Accordion.Root multiple collapsible defaultValue={[orders[0]!.docNumber]} variant="enclosed">
        {orders.map((o) => {
          const tests = testsByDoc.get(o.docNumber) ?? [];
          return (
            <Accordion.Item key={o.docNumber} value={o.docNumber}>
              <Accordion.ItemTrigger>
                <Flex flex="1" gap="3" align="center" wrap="wrap" textAlign="start">
                  <Icon name="report" size={20} />
                  <Stack gap="0" flex="1" minW="40">
                    <Text as="span" fontWeight="semibold">{o.orderName}</Text>
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {dateText(o.orderDate)} ·{' '}
                      {/* One piece, left to right: broken at its hyphens, a reference reads scrambled in Arabic. */}
                      <chakra.bdi dir="ltr" whiteSpace="nowrap">
                        {o.docNumber}
                      </chakra.bdi>
                    </Text>
                  </Stack>
                  <Badge colorPalette={o.docType === 'RBF' ? 'purple' : 'blue'}>{typeLabel(o.docType)}</Badge>
                </Flex>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="3">
                    <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
                      <Text>{t('reports.patient')}: {o.patientName}</Text>
                      <Text>{t('reports.doctor')}: {o.doctorName}</Text>
                      <Text>{t('reports.facility')}: {o.facilityId}</Text>
                    </Flex>
                    <Box overflowX="auto">
                      <Table.Root size="sm" variant="outline" aria-label={t('reports.testsOf', { name: o.orderName })}>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader textAlign="start">{t('reports.test')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="start">{t('reports.result')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="start">{t('reports.unit')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="start">{t('reports.range')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="start">{t('reports.flag')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {tests.map((x) => {
                            const abnormal = x.flag && x.flag !== 'N';
                            return (
                              <Table.Row key={x.testName}>
                                <Table.Cell>{x.testName}</Table.Cell>
                                <Table.Cell fontWeight={abnormal ? 'bold' : undefined} color={abnormal ? 'fg.error' : undefined} dir="ltr" textAlign="start">{x.value}</Table.Cell>
                                <Table.Cell dir="ltr" textAlign="start">{x.unit}</Table.Cell>
                                <Table.Cell dir="ltr" textAlign="start">{x.referenceRange}</Table.Cell>
                                <Table.Cell color={abnormal ? 'fg.error' : undefined}>{flagLabel(x.flag)}</Table.Cell>
                              </Table.Row>
                            );
                          })}
                        </Table.Body>
                      </Table.Root>
                    </Box>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Button size="sm" onClick={() => openReport(o)} aria-label={t('reports.viewReportOf', { name: o.orderName })}>
                        <Icon name="report" size={16} />
                        {t('reports.viewReport')}
                      </Button>
                      {o.otpRequired && !verified.has(numberKey(o)) ? <Text fontSize="xs" color="fg.muted">{t('reports.otpNeeded')}</Text> : null}
                    </Flex>
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    );
  };

  return (
    <Box>
      <PageHeader title={t('reports.title')} />
      <Flex gap="4" mb="5" wrap="wrap" align="end">
        <Box w={{ base: '100%', sm: '64' }}>
          <chakra.label htmlFor="reports-patient" fontSize="sm" fontWeight="semibold" display="block" mb="1">{t('reports.patient')}</chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="reports-patient" value={String(fmId)} onChange={(e) => setFmId(Number(e.target.value))}>
              {patients.map((p) => (
                <option key={p.familyMemberId} value={p.familyMemberId}>
                  {p.familyMemberId === 0 ? `${p.name} (${t('common.self')})` : `${p.name}${p.relation ? ` (${p.relation})` : ''}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box w={{ base: '100%', sm: '48' }}>
          <chakra.label htmlFor="reports-type" fontSize="sm" fontWeight="semibold" display="block" mb="1">{t('reports.type')}</chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="reports-type" value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
              <option value="ALL">{t('reports.typeAll')}</option>
              <option value="LAB">{t('reports.typeLab')}</option>
              <option value="RBF">{t('reports.typeRbf')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box flex="1" minW={{ base: '100%', sm: '56' }}>
          <chakra.label htmlFor="reports-search" fontSize="sm" fontWeight="semibold" display="block" mb="1">{t('reports.search')}</chakra.label>
          <Input id="reports-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('reports.searchPlaceholder')} />
        </Box>
      </Flex>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as ReportTab)} variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="current">
            {t('reports.current')} <Text as="span" fontSize="xs" color="fg.muted">({t('reports.latest1Month')})</Text>
          </Tabs.Trigger>
          <Tabs.Trigger value="past">
            {t('reports.past')} <Text as="span" fontSize="xs" color="fg.muted">({t('reports.latest6Months')})</Text>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="current">{tab === 'current' ? list() : null}</Tabs.Content>
        <Tabs.Content value="past">{tab === 'past' ? list() : null}</Tabs.Content>
      </Tabs.Root>

      <Suspense fallback={null}>
        {otpFor ? (
          <ReportOtpDialog
            open
            member={{ name: otpFor.patientName, callingCode: otpFor.callingCode, mobile: otpFor.mobileNo }}
            onClose={() => setOtpFor(null)}
            onContinue={() => {
              const o = otpFor;
              setVerified((s) => new Set(s).add(numberKey(o)));
              setOtpFor(null);
              setViewing(o);
            }}
          />
        ) : null}
        {viewing ? (
          <PdfViewerDialog
            open
            title={`${viewing.orderName} · ${viewing.patientName}`}
            fileName={`${viewing.docNumber}.pdf`}
            load={(protect) => getReportPdf(viewing, protect)}
            onClose={() => setViewing(null)}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}
