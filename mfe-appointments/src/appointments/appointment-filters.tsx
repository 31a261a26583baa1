import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import type { PatientOption } from '@portal/shared/booking';
import { Box, Flex, NativeSelect, chakra } from '@portal/shared/ui';
import type { HospitalLocation } from '../doctors/doctors.api';

export interface AppointmentFiltersProps {
  patients: PatientOption[];
  familyMemberId: number;
  onPatient: (familyMemberId: number) => void;
  /** The hospitals to filter by; null when the app configuration has the filter off. */
  hospitals: HospitalLocation[] | null;
  facility: string;
  onFacility: (facility: string) => void;
}

function Select({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (v: string) => void; children: React.ReactNode }) {
  return (
    <Box w={{ base: '100%', sm: '64' }}>
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

/** Whose appointments, and of which hospital when the app configuration applies the filter (care §4). */
export function AppointmentFilters({ patients, familyMemberId, onPatient, hospitals, facility, onFacility }: AppointmentFiltersProps) {
  const { t } = useTranslation('appointments');
  const patientLabel = usePatientLabel(t('book.self'));
  return (
    <Flex gap="4" mb="5" wrap="wrap">
      <Select id="appt-patient" label={t('appointments.patient')} value={String(familyMemberId)} onChange={(v) => onPatient(Number(v))}>
        {patients.map((p) => (
          <option key={p.familyMemberId} value={p.familyMemberId}>
            {patientLabel(p)}
          </option>
        ))}
      </Select>
      {hospitals ? (
        <Select id="appt-hospital" label={t('appointments.hospital')} value={facility} onChange={onFacility}>
          <option value="">{t('appointments.allHospitals')}</option>
          {hospitals.map((h) => (
            <option key={h.locationId} value={h.facilityCode ?? String(h.locationId)}>
              {h.name}
            </option>
          ))}
        </Select>
      ) : null}
    </Flex>
  );
}
