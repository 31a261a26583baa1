import { Flex, Image, Stack, Text } from '@portal/shared/ui';
import type { TeleListItem } from '../api/telecare.api';

/** The doctor of a booked teleconsultation: picture, name (a heading) and specialty, under an optional caption. */
export function TeleDoctorLine({ doctor, caption }: { doctor: TeleListItem['doctorUser']; caption?: string }) {
  return (
    <Flex gap="3" align="center" minW="0">
      <Image src={doctor.image} alt="" boxSize="12" borderRadius="full" objectFit="cover" bg="bg.muted" flexShrink={0} />
      <Stack gap="0" minW="0">
        {caption ? (
          <Text fontSize="xs" color="fg.muted">
            {caption}
          </Text>
        ) : null}
        <Text as="h2" fontWeight="semibold" fontSize="md">
          {doctor.name}
        </Text>
        <Text fontSize="sm" color="brand.fg">
          {doctor.specialty}
        </Text>
      </Stack>
    </Flex>
  );
}
