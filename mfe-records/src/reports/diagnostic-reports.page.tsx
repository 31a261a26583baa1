import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG, todayIso } from '@portal/shared/contracts';
import { useFamilyMembers } from '@portal/shared/family';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, PageHeader, QueryState, Tabs, Text } from '@portal/shared/ui';
import { patientOptions } from '../patients';
import { reportWindow, type ReportTab } from './report-windows';
import { labReportsQuery, type LabOrder, type LabReports, type LabTest } from './reports.api';
import { ReportFilters, type TypeFilter } from './report-filters';
import { ReportOrders } from './report-orders';
import { useReportAccess } from './report-access';

interface NotificationState {
  from?: string;
  familyMemberId?: number | string;
}

/** The orders that pass the type filter and the search (order, number, doctor, patient, test names). */
function filterOrders(data: LabReports, type: TypeFilter, search: string, testsOf: (doc: string) => LabTest[]): LabOrder[] {
  const q = search.trim().toLowerCase();
  return data.orders.filter((o) => {
    if (type !== 'ALL' && o.docType !== type) return false;
    if (!q) return true;
    return [o.orderName, o.docNumber, o.doctorName, o.patientName, ...testsOf(o.docNumber).map((x) => x.testName)].join(' ').toLowerCase().includes(q);
  });
}

/** /auth/diagnosticReports (docs/product.md#reports): Current and Past tabs, filters, an accordion per order, the code and the viewer. */
export default function DiagnosticReportsPage() {
  const { t } = useTranslation('records');
  const location = useLocation();
  const user = useSession((s) => s.user);
  const patients = patientOptions(user, useFamilyMembers());
  const fromNotification = (location.state as NotificationState | null) ?? null;
  const [fmId, setFmId] = useState(() => (fromNotification?.from === 'notification' ? Number(fromNotification.familyMemberId ?? 0) || 0 : 0));
  const [tab, setTab] = useState<ReportTab>('current');
  const [type, setType] = useState<TypeFilter>('ALL');
  const [search, setSearch] = useState('');
  const lang = useSession((s) => s.lang);
  const reports = useQuery(labReportsQuery({ familyMemberId: fmId, ...reportWindow(tab, todayIso()) }, lang));
  const access = useReportAccess();

  const testsByDoc = useMemo(() => {
    const m = new Map<string, LabTest[]>();
    for (const x of reports.data?.tests ?? []) m.set(x.docNumber, [...(m.get(x.docNumber) ?? []), x]);
    return m;
  }, [reports.data]);
  const testsOf = (doc: string) => testsByDoc.get(doc) ?? [];

  const list = (
    <QueryState query={reports} isEmpty={(d) => filterOrders(d, type, search, testsOf).length === 0} empty={translateMessage(MSG.noDiagnosticReports)}>
      {(d) => <ReportOrders orders={filterOrders(d, type, search, testsOf)} testsOf={testsOf} needsCode={access.needsCode} onView={access.open} onPrepare={access.prepare} />}
    </QueryState>
  );

  return (
    <Box>
      <PageHeader title={t('reports.title')} />
      <ReportFilters patients={patients} familyMemberId={fmId} onPatient={setFmId} type={type} onType={setType} search={search} onSearch={setSearch} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as ReportTab)} variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="current">
            {t('reports.current')} <Text as="span" fontSize="xs" color="fg.muted">({t('reports.latest1Month')})</Text>
          </Tabs.Trigger>
          <Tabs.Trigger value="past">
            {t('reports.past')} <Text as="span" fontSize="xs" color="fg.muted">({t('reports.latest6Months')})</Text>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="current">{tab === 'current' ? list : null}</Tabs.Content>
        <Tabs.Content value="past">{tab === 'past' ? list : null}</Tabs.Content>
      </Tabs.Root>
      {access.dialogs}
    </Box>
  );
}
