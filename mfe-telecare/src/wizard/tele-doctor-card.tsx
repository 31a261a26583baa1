import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Image, Stack, Text, chakra } from '@portal/shared/ui';
import type { TeleDoctor } from '../api/telecare.api';

export interface TeleDoctorCardProps {
  doctor: TeleDoctor;
  /** Other actions in the card's footer (the slot step's Change doctor). */
  actions?: ReactNode;
  onBook?: () => void;
  onProfile?: () => void;
  headingAs?: 'h2' | 'h3';
}

/** A tele doctor (wizard step 2): image, name, languages, years of experience, General Practitioner. */
export function TeleDoctorCard({ doctor, onBook, onProfile, actions, headingAs = 'h3' }: TeleDoctorCardProps) {
  const { t } = useTranslation('telecare');
  return (
    <Card.Root size="sm" variant="outline" h={actions ? undefined : '100%'} data-testid="tele-doctor" data-doctor-id={doctor.id} data-physician={doctor.physician_number}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <Image src={doctor.image} alt="" boxSize="16" borderRadius="full" objectFit="cover" flexShrink={0} bg="bg.muted" />
          <Stack gap="0.5" minW="0" flex="1">
            <Text as={headingAs} fontWeight="semibold" fontSize="md">
              {doctor.name}
            </Text>
            <Text color="brand.fg" fontSize="sm">
              {doctor.specialization || t('common.generalPractitioner')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('common.experience', { count: doctor.experience })}
            </Text>
            <Text fontSize="sm">
              <Text as="span" fontWeight="medium">
                {t('common.languages')}:
              </Text>{' '}
              {doctor.know_langauges}
            </Text>
            {doctor.disease_key ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {t('wizard.consultsFor')}: {doctor.disease_key}
              </Text>
            ) : null}
          </Stack>
        </Flex>
      </Card.Body>
      {onBook || onProfile || actions ? (
        <Card.Footer gap="2" flexWrap="wrap">
          {actions}
          {onProfile ? (
            <Button size="sm" variant="outline" onClick={onProfile}>
              {t('wizard.viewProfile')}
              <chakra.span srOnly> {t('wizard.profileOf', { name: doctor.name })}</chakra.span>
            </Button>
          ) : null}
          {onBook ? (
            <Button size="sm" onClick={onBook}>
              {t('common.bookTeleconsultation')}
              <chakra.span srOnly> {t('list.withDoctor', { name: doctor.name })}</chakra.span>
            </Button>
          ) : null}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
