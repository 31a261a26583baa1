import { useTranslation } from 'react-i18next';
import { FilterSelect, PatientSelect } from '@portal/shared/family';
import type { PatientOption } from '@portal/shared/booking';
import { Flex } from '@portal/shared/ui';
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

/** Whose appointments, and of which hospital when the app configuration applies the filter (docs/product.md#booking-managing). */
export function AppointmentFilters({ patients, familyMemberId, onPatient, hospitals, facility, onFacility }: AppointmentFiltersProps) {
  const { t } = useTranslation('appointments');
  return (
    <Flex gap="4" mb="5" wrap="wrap">
      <PatientSelect id="appt-patient" label={t('appointments.patient')} selfText={t('book.self')} patients={patients} familyMemberId={familyMemberId} onPatient={onPatient} />
      {hospitals ? (
        <FilterSelect id="appt-hospital" label={t('appointments.hospital')} value={facility} onChange={onFacility}>
          <option value="">{t('appointments.allHospitals')}</option>
          {hospitals.map((h) => (
            <option key={h.locationId} value={h.facilityCode ?? String(h.locationId)}>
              {h.name}
            </option>
          ))}
        </FilterSelect>
      ) : null}
    </Flex>
  );
}
