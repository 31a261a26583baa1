import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@portal/shared/family';
import { Button, Flex } from '@portal/shared/ui';
import type { HospitalLocation, Specialty } from './doctors.api';

export interface DoctorFiltersProps {
  locations: HospitalLocation[];
  /** One specialty per department code. */
  departments: Specialty[];
  locationId: string;
  department: string;
  onLocation: (locationId: string) => void;
  onDepartment: (department: string) => void;
  /** Shown when something narrows the list: clears every choice. */
  onShowAll: (() => void) | null;
}

/** The location and department filters of Find Doctor, and Show all. */
export function DoctorFilters({ locations, departments, locationId, department, onLocation, onDepartment, onShowAll }: DoctorFiltersProps) {
  const { t } = useTranslation('appointments');
  return (
    <Flex gap="4" mb="5" wrap="wrap" align="flex-end">
      <FilterSelect id="find-location" label={t('find.location')} value={locationId} onChange={onLocation}>
        <option value="">{t('find.allLocations')}</option>
        {locations.map((l) => (
          <option key={l.locationId} value={l.locationId}>
            {l.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="find-department" label={t('find.department')} value={department} onChange={onDepartment}>
        <option value="">{t('find.allDepartments')}</option>
        {departments.map((s) => (
          <option key={s.department_code} value={s.department_code}>
            {s.name}
          </option>
        ))}
      </FilterSelect>
      {onShowAll ? (
        <Button variant="ghost" size="sm" onClick={onShowAll}>
          {t('find.showAll')}
        </Button>
      ) : null}
    </Flex>
  );
}
