import type { ReactNode } from 'react';
import { Box, NativeSelect, Text, chakra } from '@portal/shared/ui';
import { usePatientLabel, type PatientLabelSource } from './labels';

export interface FilterSelectProps {
  id: string;
  label: string;
  /** The width from a small screen up (a phone gives it the whole row). */
  width?: string;
  value: string;
  onChange: (value: string) => void;
  /** No change for now (e.g. while a booking is being sent). */
  disabled?: boolean;
  /** A problem with the chosen option, shown and announced under the select, which it describes. */
  error?: string | null;
  children: ReactNode;
}

/** One labelled select of a list's filter row (whose appointments or records, which hospital, doctor or type) or of a booking's summary. */
export function FilterSelect({ id, label, width = '64', value, onChange, disabled, error, children }: FilterSelectProps) {
  const errorId = `${id}-error`;
  return (
    <Box w={{ base: '100%', sm: width }}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold" display="block" mb="1">
        {label}
      </chakra.label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={error ? errorId : undefined}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
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
  disabled?: boolean;
  /** Why the chosen patient cannot go on (a booking's blocked family member), in the page's language. */
  error?: string | null;
}

/** Whose appointments, records or booking: the account holder or one of the family, named with their relation. */
export function PatientSelect({ id, label, selfText, patients, familyMemberId, onPatient, width, disabled, error }: PatientSelectProps) {
  const patientLabel = usePatientLabel(selfText);
  return (
    <FilterSelect id={id} label={label} width={width} value={String(familyMemberId)} onChange={(v) => onPatient(Number(v))} disabled={disabled} error={error}>
      {patients.map((p) => (
        <option key={p.familyMemberId} value={p.familyMemberId}>
          {patientLabel(p)}
        </option>
      ))}
    </FilterSelect>
  );
}
