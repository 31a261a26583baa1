import { useTranslation } from 'react-i18next';
import { Box, RadioGroup, Spinner, Stack, Text } from '@portal/shared/ui';
import type { HospitalLocation } from './hospital.api';

export interface HospitalListProps {
  hospitals: HospitalLocation[] | null;
  value: number | null;
  onChange: (locationId: number) => void;
  error?: string | null;
}

/** The hospital radio list of 'Choose Hospital' and 'Complete your Profile'. */
export function HospitalList({ hospitals, value, onChange, error }: HospitalListProps) {
  const { t } = useTranslation('identity');
  if (!hospitals) {
    return (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('account.hospital.loading')}</Text>
      </Stack>
    );
  }
  return (
    <Box>
      <Text id="hospital-list-label" fontWeight="semibold" mb="2">
        {t('account.hospital.listLabel')}
      </Text>
      <RadioGroup.Root
        value={value === null ? null : String(value)}
        onValueChange={(e) => e.value && onChange(Number(e.value))}
        aria-labelledby="hospital-list-label"
        aria-describedby={error ? 'hospital-list-error' : undefined}
      >
        <Stack gap="2" maxH="50vh" overflowY="auto" pe="1">
          {hospitals.map((h) => (
            <RadioGroup.Item
              key={h.locationId}
              value={String(h.locationId)}
              cursor="pointer"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              alignItems="flex-start"
              data-testid={`hospital-${h.facilityCode}`}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="1" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="medium">
                  {h.name}
                </Text>
                {h.city ? (
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {h.city}
                  </Text>
                ) : null}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text id="hospital-list-error" role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
