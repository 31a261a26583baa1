import type { ReactNode } from 'react';
import { Box, NativeSelect, chakra } from '@portal/shared/ui';
import { usePatientLabel, type PatientLabelSource } from './index';

export interface FilterSelectProps {
  id: string;
  label: string;
  /** The width from a small screen up (a phone gives it the whole row). */
  width?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One labelled select of a list's filter row (whose appointments or records, which hospital, doctor or type). */
export function FilterSelect({ id, label, width = '64', value, onChange, children }: FilterSelectProps) {
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

export interface PatientSelectProps {
  id: string;
  label: string;
  /** The page's word for the account holder (Self). */
  selfText: string;
  patients: PatientLabelSource[];
  familyMemberId: number;
  onPatient: (familyMemberId: number) => void;
  width?: string;
}

/** Whose appointments or records: the account holder or one of the family, named with their relation. */
export function PatientSelect({ id, label, selfText, patients, familyMemberId, onPatient, width }: PatientSelectProps) {
  const patientLabel = usePatientLabel(selfText);
  return (
    <FilterSelect id={id} label={label} width={width} value={String(familyMemberId)} onChange={(v) => onPatient(Number(v))}>
      {patients.map((p) => (
        <option key={p.familyMemberId} value={p.familyMemberId}>
          {patientLabel(p)}
        </option>
      ))}
    </FilterSelect>
  );
}
