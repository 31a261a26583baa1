import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Flex, Icon, Image, Stack, Text } from '@portal/shared/ui';
import type { Doctor } from './doctors.api';

export interface DoctorCardProps {
  doctor: Pick<Doctor, 'id' | 'name' | 'image' | 'specialty' | 'experience' | 'location' | 'appointment_message'> & Partial<Doctor>;
  onProfile?: () => void;
  onBook?: () => void;
  /** The booking page's header: no actions. */
  headerOnly?: boolean;
  /** The doctor's name is a heading of this level (h2 where the page has no section heading above). */
  headingAs?: 'h2' | 'h3';
}

/** A doctor with View Profile and Book; a phone-only doctor shows its appointment_message instead of Book. */
export function DoctorCard({ doctor, onProfile, onBook, headerOnly = false, headingAs = 'h3' }: DoctorCardProps) {
  const { t } = useTranslation('appointments');
  const phoneOnly = Boolean(doctor.appointment_message?.trim());
  return (
    <Card.Root size="sm" variant="outline" h="100%" data-testid="doctor-card" data-doctor-id={doctor.id}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <Image src={doctor.image} alt="" boxSize={headerOnly ? '20' : '16'} borderRadius="full" objectFit="cover" flexShrink={0} bg="bg.muted" />
          <Stack gap="0.5" minW="0" flex="1">
            <Text as={headingAs} fontWeight="semibold" fontSize="md" lineClamp={2}>
              {doctor.name}
            </Text>
            <Text color="brand.fg" fontSize="sm">
              {doctor.specialty}
            </Text>
            {doctor.experience ? (
              <Text fontSize="sm" color="fg.muted">
                {t('find.experience', { count: doctor.experience })}
              </Text>
            ) : null}
            <Flex gap="1" align="center" fontSize="sm" color="fg.muted">
              <Icon name="location" size={14} />
              <Text lineClamp={1}>{doctor.location}</Text>
            </Flex>
          </Stack>
        </Flex>
      </Card.Body>
      {headerOnly ? null : (
        <Card.Footer gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={onProfile} aria-label={t('find.profileOf', { name: doctor.name })}>
            {t('find.viewProfile')}
          </Button>
          {phoneOnly ? (
            <Box fontSize="sm" color="orange.700" fontWeight="medium" data-testid="appointment-message">
              {doctor.appointment_message}
            </Box>
          ) : (
            <Button size="sm" onClick={onBook} aria-label={t('find.bookWith', { name: doctor.name })}>
              {t('find.book')}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
