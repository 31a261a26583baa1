import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import { Box, Flex, Input, NativeSelect, chakra } from '@portal/shared/ui';
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

/** Whose reports, which type, and a search over the orders and their tests (care §2). */
export function ReportFilters({ patients, familyMemberId, onPatient, type, onType, search, onSearch }: ReportFiltersProps) {
  const { t } = useTranslation('records');
  const patientLabel = usePatientLabel(t('common.self'));
  const label = (htmlFor: string, text: string) => (
    <chakra.label htmlFor={htmlFor} fontSize="sm" fontWeight="semibold" display="block" mb="1">
      {text}
    </chakra.label>
  );
  return (
    <Flex gap="4" mb="5" wrap="wrap" align="end">
      <Box w={{ base: '100%', sm: '64' }}>
        {label('reports-patient', t('reports.patient'))}
        <NativeSelect.Root>
          <NativeSelect.Field id="reports-patient" value={String(familyMemberId)} onChange={(e) => onPatient(Number(e.target.value))}>
            {patients.map((p) => (
              <option key={p.familyMemberId} value={p.familyMemberId}>
                {patientLabel(p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Box w={{ base: '100%', sm: '48' }}>
        {label('reports-type', t('reports.type'))}
        <NativeSelect.Root>
          <NativeSelect.Field id="reports-type" value={type} onChange={(e) => onType(e.target.value as TypeFilter)}>
            <option value="ALL">{t('reports.typeAll')}</option>
            <option value="LAB">{t('reports.typeLab')}</option>
            <option value="RBF">{t('reports.typeRbf')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Box flex="1" minW={{ base: '100%', sm: '56' }}>
        {label('reports-search', t('reports.search'))}
        <Input id="reports-search" type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={t('reports.searchPlaceholder')} />
      </Box>
    </Flex>
  );
}
