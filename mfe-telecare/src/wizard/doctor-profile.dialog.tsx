import { useTranslation } from 'react-i18next';
import { Flex, Image, InfoDialog, SafeHtml, Stack, Text } from '@portal/shared/ui';
import type { TeleDoctor } from '../api/telecare.api';

/** View Profile (wizard step 2): the doctor's details and biography from the content site. */
export function DoctorProfileDialog({ doctor, onClose }: { doctor: TeleDoctor | null; onClose: () => void }) {
  const { t } = useTranslation('telecare');
  return (
    <InfoDialog open={doctor !== null} onClose={onClose} title={doctor?.name ?? ''} size="lg" scrollInside>
      {doctor ? (
        <Stack gap="3">
          <Flex gap="3" align="center">
            <Image src={doctor.image} alt="" boxSize="20" borderRadius="full" bg="bg.muted" />
            <Stack gap="0.5">
              <Text color="brand.fg">{doctor.specialization || t('common.generalPractitioner')}</Text>
              <Text fontSize="sm">{t('common.experience', { count: doctor.experience })}</Text>
              <Text fontSize="sm">
                {t('common.languages')}: {doctor.know_langauges}
              </Text>
            </Stack>
          </Flex>
          {doctor.disease_key ? (
            <Text fontSize="sm">
              {t('wizard.consultsFor')}: {doctor.disease_key}
            </Text>
          ) : null}
          {doctor.biography_web ? <SafeHtml html={doctor.biography_web} /> : null}
        </Stack>
      ) : null}
    </InfoDialog>
  );
}
