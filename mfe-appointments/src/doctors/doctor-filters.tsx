import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, NativeSelect, chakra } from '@portal/shared/ui';
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

function Select({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
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

/** The location and department filters of Find Doctor, and Show all. */
export function DoctorFilters({ locations, departments, locationId, department, onLocation, onDepartment, onShowAll }: DoctorFiltersProps) {
  const { t } = useTranslation('appointments');
  return (
    <Flex gap="4" mb="5" wrap="wrap" align="flex-end">
      <Select id="find-location" label={t('find.location')} value={locationId} onChange={onLocation}>
        <option value="">{t('find.allLocations')}</option>
        {locations.map((l) => (
          <option key={l.locationId} value={l.locationId}>
            {l.name}
          </option>
        ))}
      </Select>
      <Select id="find-department" label={t('find.department')} value={department} onChange={onDepartment}>
        <option value="">{t('find.allDepartments')}</option>
        {departments.map((s) => (
          <option key={s.department_code} value={s.department_code}>
            {s.name}
          </option>
        ))}
      </Select>
      {onShowAll ? (
        <Button variant="ghost" size="sm" onClick={onShowAll}>
          {t('find.showAll')}
        </Button>
      ) : null}
    </Flex>
  );
}
