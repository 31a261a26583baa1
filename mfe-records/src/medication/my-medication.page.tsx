import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG, todayIso } from '@portal/shared/contracts';
import { useFamilyMembers } from '@portal/shared/family';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, InfoDialog, Link, PageHeader, QueryState, Tabs, chakra } from '@portal/shared/ui';
import { patientOptions } from '../patients';
import { medicationsQuery, type Medication, type Medications } from './medication.api';
import { MedicationFilters } from './medication-filters';
import { MedicationTable, prescriptions } from './medication-table';
import { MedicinesDialog } from './medicines-dialog';

/** Tabs: active (1) and past (2) (docs/product.md#reports-medication). */
type MedTab = '1' | '2';

const doctorsOf = (d: Medications | undefined) => [...new Set([...(d?.activeMedications ?? []), ...(d?.pastMedications ?? [])].map((m) => m.doctorName))].sort();

/** /auth/myMedication (docs/product.md#reports-medication): Active and Past tabs, doctor filter, patient selector, medicines, calendar. */
export default function MyMedicationPage() {
  const { t } = useTranslation('records');
  const patients = patientOptions(useSession((s) => s.user), useFamilyMembers());
  const [fmId, setFmId] = useState(0);
  const [tab, setTab] = useState<MedTab>('1');
  const [doctor, setDoctor] = useState('');
  const [viewing, setViewing] = useState<Medication[] | null>(null);
  const [reasons, setReasons] = useState(false);
  const medications = useQuery(medicationsQuery(fmId, useSession((s) => s.lang)));
  const today = todayIso();
  const rowsOf = (d: Medications) => prescriptions((tab === '1' ? d.activeMedications : d.pastMedications).filter((m) => !doctor || m.doctorName === doctor));

  const table = (
    <QueryState
      query={medications}
      loading={translateMessage(MSG.loadingMedications)}
      isEmpty={(d) => rowsOf(d).length === 0}
      empty={translateMessage(tab === '1' ? MSG.noActiveMedication : MSG.noPastMedication)}
      emptyIcon="pill"
    >
      {(d) => <MedicationTable rows={rowsOf(d)} today={today} onView={setViewing} />}
    </QueryState>
  );

  return (
    <Box>
      <PageHeader title={t('medication.title')} />
      <MedicationFilters
        patients={patients}
        familyMemberId={fmId}
        onPatient={(id) => {
          setFmId(id);
          setDoctor('');
        }}
        doctors={doctorsOf(medications.data)}
        doctor={doctor}
        onDoctor={setDoctor}
      />
      <Link as="button" onClick={() => setReasons(true)} color="brand.fg" textDecoration="underline" mb="4" display="inline-block" textAlign="start">
        {t('medication.reasonsLink')}
      </Link>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as MedTab)} variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="1">{t('medication.active')}</Tabs.Trigger>
          <Tabs.Trigger value="2">{t('medication.past')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="1">{tab === '1' ? table : null}</Tabs.Content>
        <Tabs.Content value="2">{tab === '2' ? table : null}</Tabs.Content>
      </Tabs.Root>
      <MedicinesDialog medicines={viewing} today={today} onClose={() => setViewing(null)} />
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
