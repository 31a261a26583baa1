import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import { Box, NativeSelect, chakra } from '@portal/shared/ui';
import type { PatientOption } from './patients';

/** One labelled select of a records page's filter row (whose records, which doctor, which type). */
export function FilterSelect({ id, label, width = '64', value, onChange, children }: { id: string; label: string; width?: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Box w={{ base: '100%', sm: width }}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold" display="block" mb="1">
        {label}
      </chakra.label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** Whose records: the account holder or one of the family, named with their relation. */
export function PatientSelect({ id, label, patients, familyMemberId, onPatient }: { id: string; label: string; patients: PatientOption[]; familyMemberId: number; onPatient: (familyMemberId: number) => void }) {
  const { t } = useTranslation('records');
  const patientLabel = usePatientLabel(t('common.self'));
  return (
    <FilterSelect id={id} label={label} value={String(familyMemberId)} onChange={(v) => onPatient(Number(v))}>
      {patients.map((p) => (
        <option key={p.familyMemberId} value={p.familyMemberId}>
          {patientLabel(p)}
        </option>
      ))}
    </FilterSelect>
  );
}
