import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, matchesTeleDoctor } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, EmptyState, Flex, Heading, Icon, Input, InputGroup, SimpleGrid, Spinner, Text, chakra } from '@portal/shared/ui';
import type { TeleDoctor } from '../api/telecare.api';
import { TeleDoctorCard } from './tele-doctor-card';
import { DoctorProfileDialog } from './doctor-profile.dialog';
import { useRotating } from './use-rotating-placeholder';

const PLACEHOLDERS = ['wizard.placeholder.name', 'wizard.placeholder.language', 'wizard.placeholder.disease'] as const;

export interface DoctorsStepProps {
  doctors: TeleDoctor[] | null;
  failed: boolean;
  onBook: (doctor: TeleDoctor) => void;
}

/**
 * Step 2 (docs/product.md#teleconsultation-booking): Available Doctors, searchable by name, language or disease key (case-insensitive; an
 * empty search shows all), with a placeholder that rotates every second; View Profile and Book Teleconsultation.
 */
export function DoctorsStep({ doctors, failed, onBook }: DoctorsStepProps) {
  const { t } = useTranslation('telecare');
  const [text, setText] = useState('');
  const [profile, setProfile] = useState<TeleDoctor | null>(null);
  const placeholder = t(useRotating(PLACEHOLDERS));
  const shown = useMemo(() => (doctors ?? []).filter((d) => matchesTeleDoctor(d, text)), [doctors, text]);

  return (
    <Box as="section" aria-labelledby="doctors-heading">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" mb="4">
        <Heading as="h2" size="md" id="doctors-heading">
          {t('wizard.doctorsHeading')}
        </Heading>
        <Box w={{ base: '100%', md: '80' }}>
          <chakra.label htmlFor="tele-doctor-search" srOnly>
            {t('wizard.searchLabel')}
          </chakra.label>
          <InputGroup startElement={<Icon name="search" size={18} />}>
            <Input id="tele-doctor-search" type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" />
          </InputGroup>
        </Box>
      </Flex>
      {doctors === null && !failed ? (
        <Flex align="center" gap="2" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>{t('common.loading')}</Text>
        </Flex>
      ) : shown.length === 0 ? (
        <EmptyState message={translateMessage(failed ? MSG.somethingWentWrong : MSG.noDoctors)} icon="doctor" />
      ) : (
        <>
          <Text srOnly role="status">
            {t('wizard.doctorCount', { count: shown.length })}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {shown.map((d) => (
              <li key={d.id}>
                <TeleDoctorCard doctor={d} onBook={() => onBook(d)} onProfile={() => setProfile(d)} />
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
      <DoctorProfileDialog doctor={profile} onClose={() => setProfile(null)} />
    </Box>
  );
}
