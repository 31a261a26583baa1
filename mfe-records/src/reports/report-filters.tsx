import { useTranslation } from 'react-i18next';
import { Box, Flex, Input, chakra } from '@portal/shared/ui';
import { FilterSelect, PatientSelect } from '@portal/shared/family';
import type { PatientOption } from '../patients';

export type TypeFilter = 'ALL' | 'LAB' | 'RBF';

export interface ReportFiltersProps {
  patients: PatientOption[];
  familyMemberId: number;
  onPatient: (familyMemberId: number) => void;
  type: TypeFilter;
  onType: (type: TypeFilter) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** Whose reports, which type, and a search over the orders and their tests. */
export function ReportFilters({ patients, familyMemberId, onPatient, type, onType, search, onSearch }: ReportFiltersProps) {
  const { t } = useTranslation('records');
  return (
    <Flex gap="4" mb="5" wrap="wrap" align="end">
      <PatientSelect id="reports-patient" label={t('reports.patient')} selfText={t('common.self')} patients={patients} familyMemberId={familyMemberId} onPatient={onPatient} />
      <FilterSelect id="reports-type" label={t('reports.type')} width="48" value={type} onChange={(v) => onType(v as TypeFilter)}>
        <option value="ALL">{t('reports.typeAll')}</option>
        <option value="LAB">{t('reports.typeLab')}</option>
        <option value="RBF">{t('reports.typeRbf')}</option>
      </FilterSelect>
      <Box flex="1" minW={{ base: '100%', sm: '56' }}>
        <chakra.label htmlFor="reports-search" fontSize="sm" fontWeight="semibold" display="block" mb="1">
          {t('reports.search')}
        </chakra.label>
        <Input id="reports-search" type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={t('reports.searchPlaceholder')} />
      </Box>
    </Flex>
  );
}
