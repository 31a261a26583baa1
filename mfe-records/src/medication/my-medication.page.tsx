import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { dateTimeFormat, translateMessage } from '@portal/shared/i18n';
import { Box, Button, EmptyState, ErrorPanel, Flex, Icon, InfoDialog, Link, NativeSelect, PageHeader, Progress, Spinner, Stack, Table, Tabs, Text, chakra, toast } from '@portal/shared/ui';
import { patientOptions } from '../patients';
import { useFamilyMembers, usePatientLabel } from '@portal/shared/family';
import { getMedications, type Medication, type Medications } from './medication.api';
import { MedicationExpiredError, medicationReminderIcs } from './ics';
import { localToday, medicationProgress } from './progress';

/** Tabs of care §4: active (1) and past (2). */
type MedTab = '1' | '2';

function saveFile(name: string, body: string, type: string) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /auth/myMedication (care §2, §4): Active and Past tabs, doctor filter, patient selector, medicines, calendar. */
export default function MyMedicationPage() {
  const { t, i18n } = useTranslation('records');
  const patientLabel = usePatientLabel(t('common.self'));
  const user = useSession((s) => s.user);
  const family = useFamilyMembers();
  const lang = useSession((s) => s.lang);
  const patients = patientOptions(user, family);
  const [fmId, setFmId] = useState(0);
  const [tab, setTab] = useState<MedTab>('1');
  const [doctor, setDoctor] = useState('');
  const [data, setData] = useState<Medications | null>(null);
  const [failed, setFailed] = useState(false);
  const [viewing, setViewing] = useState<Medication[] | null>(null);
  const [reasons, setReasons] = useState(false);
  const today = localToday();

  const load = useCallback(() => {
    setData(null);
    setFailed(false);
    getMedications(fmId).then(setData).catch(() => setFailed(true));
  }, [fmId, lang]);
  useEffect(load, [load]);

  const all = useMemo(() => (data ? [...data.activeMedications, ...data.pastMedications] : []), [data]);
  const doctors = useMemo(() => [...new Set(all.map((m) => m.doctorName))].sort(), [all]);
  const items = (data ? (tab === '1' ? data.activeMedications : data.pastMedications) : []).filter((m) => !doctor || m.doctorName === doctor);

  // One row per prescription: the doctor's medicines of one day.
  const rows = useMemo(() => {
    const groups = new Map<string, Medication[]>();
    for (const m of items) groups.set(`${m.physicianNo}|${m.creationDate}|${m.facilityId}`, [...(groups.get(`${m.physicianNo}|${m.creationDate}|${m.facilityId}`) ?? []), m]);
    return [...groups.values()];
  }, [items]);

  const dateText = (iso: string) => dateTimeFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  function addToCalendar(m: Medication) {
    try {
      const f = medicationReminderIcs(m, { today, titlePrefix: t('medication.take') });
      saveFile(f.fileName, f.body, 'text/calendar;charset=utf-8');
      toast.success(t('medication.calendarAdded', { days: f.days }));
    } catch (e) {
      if (e instanceof MedicationExpiredError) toast.error(t('medication.expired'));
      else toast.error(translateMessage(MSG.somethingWentWrongTryLaterNoDot));
    }
  }

  const table = () => {
    if (failed) return <ErrorPanel onRetry={load} />;
    if (!data)
      return (
        <Flex role="status" align="center" gap="2" py="8" justify="center" color="fg.muted">
          <Spinner size="sm" /> <Text>{translateMessage(MSG.loadingMedications)}</Text>
        </Flex>
      );
    if (!rows.length) return <EmptyState icon="pill" message={translateMessage(tab === '1' ? MSG.noActiveMedication : MSG.noPastMedication)} />;
    const view = rows.map((group) => {
      const first = group[0]!;
      const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a), first);
      return { group, first, longest, p: medicationProgress(first.creationDate, longest.duration, today) };
    });
    const bar = (p: ReturnType<typeof medicationProgress>) => (
      <>
        <Progress.Root value={p.percent} size="sm" aria-label={t('medication.progressOf', { done: p.elapsed, total: p.total })}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted" mt="1">{t('medication.progressText', { done: p.elapsed, total: p.total })}</Text>
      </>
    );
    return (
      <>
      {/* Phones: one card per prescription; wider screens: the table of the spec. */}
      <Stack as="ul" listStyleType="none" p="0" gap="3" display={{ base: 'flex', md: 'none' }}>
        {view.map(({ group, first, longest, p }) => (
          <Box as="li" key={`${first.physicianNo}-${first.creationDate}-${first.id}`} borderWidth="1px" borderRadius="md" p="3">
            <Flex justify="space-between" gap="2" align="start">
              <Stack gap="0">
                <Text fontWeight="semibold">{first.doctorName}</Text>
                <Text fontSize="sm" color="fg.muted">{dateText(first.creationDate)} · {t('medication.days', { count: longest.duration })}</Text>
              </Stack>
              <Button size="xs" variant="outline" onClick={() => setViewing(group)}>{t('medication.viewMedicine')}</Button>
            </Flex>
            <Box mt="2">{bar(p)}</Box>
          </Box>
        ))}
      </Stack>
      <Box overflowX="auto" display={{ base: 'none', md: 'block' }}>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="start">{t('medication.doctor')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{t('medication.date')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{t('medication.duration')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{t('medication.progress')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{t('medication.action')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.map(({ group, first, longest, p }) => {
              return (
                <Table.Row key={`${first.physicianNo}-${first.creationDate}-${first.id}`}>
                  <Table.Cell>{first.doctorName}</Table.Cell>
                  <Table.Cell>{dateText(first.creationDate)}</Table.Cell>
                  <Table.Cell>{t('medication.days', { count: longest.duration })}</Table.Cell>
                  <Table.Cell minW="36">{bar(p)}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" onClick={() => setViewing(group)}>{t('medication.viewMedicine')}</Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      </>
    );
  };

  return (
    <Box>
      <PageHeader title={t('medication.title')} />
      <Flex gap="4" mb="4" wrap="wrap">
        <Box w={{ base: '100%', sm: '64' }}>
          <chakra.label htmlFor="med-patient" fontSize="sm" fontWeight="semibold" display="block" mb="1">{t('medication.patient')}</chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="med-patient" value={String(fmId)} onChange={(e) => { setFmId(Number(e.target.value)); setDoctor(''); }}>
              {patients.map((p) => (
                <option key={p.familyMemberId} value={p.familyMemberId}>
                  {patientLabel(p)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box w={{ base: '100%', sm: '64' }}>
          <chakra.label htmlFor="med-doctor" fontSize="sm" fontWeight="semibold" display="block" mb="1">{t('medication.doctorFilter')}</chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="med-doctor" value={doctor} onChange={(e) => setDoctor(e.target.value)}>
              <option value="">{t('medication.allDoctors')}</option>
              {doctors.map((d) => (
                <option key={d} value={d}>{d}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>
      <Link as="button" onClick={() => setReasons(true)} color="brand.fg" textDecoration="underline" mb="4" display="inline-block" textAlign="start">
        {t('medication.reasonsLink')}
      </Link>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as MedTab)} variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="1">{t('medication.active')}</Tabs.Trigger>
          <Tabs.Trigger value="2">{t('medication.past')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="1">{tab === '1' ? table() : null}</Tabs.Content>
        <Tabs.Content value="2">{tab === '2' ? table() : null}</Tabs.Content>
      </Tabs.Root>

      <InfoDialog open={viewing !== null} onClose={() => setViewing(null)} size="lg" title={t('medication.medicines')}>
                <Stack as="ul" listStyleType="none" p="0" gap="3">
                  {(viewing ?? []).map((m) => {
                    const p = medicationProgress(m.creationDate, m.duration, today);
                    return (
                      <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3">
                        <Text fontWeight="semibold">{m.brandName}</Text>
                        <Text fontSize="sm" color="fg.muted">{m.genericName}</Text>
                        <Text fontSize="sm">{t('medication.frequency')}: {m.frequency}</Text>
                        <Text fontSize="sm">{t('medication.duration')}: {t('medication.days', { count: m.duration })} · {t('medication.until', { date: dateText(p.lastDay) })}</Text>
                        <Flex mt="2" gap="2" align="center" wrap="wrap">
                          <Button size="xs" onClick={() => addToCalendar(m)} disabled={p.expired || p.remaining === 0} aria-label={t('medication.addToCalendarOf', { name: m.brandName })}>
                            <Icon name="calendar" size={14} />
                            {t('medication.addToCalendar')}
                          </Button>
                          {p.expired || p.remaining === 0 ? <Text fontSize="xs" color="fg.muted">{t('medication.expired')}</Text> : null}
                        </Flex>
                      </Box>
                    );
                  })}
                </Stack>
      </InfoDialog>

      <InfoDialog open={reasons} onClose={() => setReasons(false)} title={t('medication.reasonsTitle')}>
                <chakra.ul ps="5" display="flex" flexDirection="column" gap="2">
                  {(['reason1', 'reason2', 'reason3', 'reason4'] as const).map((k) => (
                    <li key={k}>{t(`medication.${k}`)}</li>
                  ))}
                </chakra.ul>
      </InfoDialog>
    </Box>
  );
}
