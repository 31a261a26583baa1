import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import { Box, Flex, NativeSelect, chakra } from '@portal/shared/ui';
import type { PatientOption } from '../patients';

export interface MedicationFiltersProps {
  patients: PatientOption[];
  familyMemberId: number;
  onPatient: (familyMemberId: number) => void;
  /** The prescribing doctors of the patient's medications, by name. */
  doctors: string[];
  doctor: string;
  onDoctor: (doctor: string) => void;
}

/** Whose medications, and one doctor's only (care §4). */
export function MedicationFilters({ patients, familyMemberId, onPatient, doctors, doctor, onDoctor }: MedicationFiltersProps) {
  const { t } = useTranslation('records');
  const patientLabel = usePatientLabel(t('common.self'));
  const label = (htmlFor: string, text: string) => (
    <chakra.label htmlFor={htmlFor} fontSize="sm" fontWeight="semibold" display="block" mb="1">
      {text}
    </chakra.label>
  );
  return (
    <Flex gap="4" mb="4" wrap="wrap">
      <Box w={{ base: '100%', sm: '64' }}>
        {label('med-patient', t('medication.patient'))}
        <NativeSelect.Root>
          <NativeSelect.Field id="med-patient" value={String(familyMemberId)} onChange={(e) => onPatient(Number(e.target.value))}>
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
        {label('med-doctor', t('medication.doctorFilter'))}
        <NativeSelect.Root>
          <NativeSelect.Field id="med-doctor" value={doctor} onChange={(e) => onDoctor(e.target.value)}>
            <option value="">{t('medication.allDoctors')}</option>
            {doctors.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </Flex>
  );
}
