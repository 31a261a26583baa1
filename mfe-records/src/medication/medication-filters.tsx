import { useTranslation } from 'react-i18next';
import { Flex } from '@portal/shared/ui';
import { FilterSelect, PatientSelect } from '@portal/shared/family';
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

/** Whose medications, and one doctor's only (docs/product.md#reports-medication). */
export function MedicationFilters({ patients, familyMemberId, onPatient, doctors, doctor, onDoctor }: MedicationFiltersProps) {
  const { t } = useTranslation('records');
  return (
    <Flex gap="4" mb="4" wrap="wrap">
      <PatientSelect id="med-patient" label={t('medication.patient')} selfText={t('common.self')} patients={patients} familyMemberId={familyMemberId} onPatient={onPatient} />
      <FilterSelect id="med-doctor" label={t('medication.doctorFilter')} value={doctor} onChange={onDoctor}>
        <option value="">{t('medication.allDoctors')}</option>
        {doctors.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </FilterSelect>
    </Flex>
  );
}
