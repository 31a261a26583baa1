import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, Flex, Heading, Image, QueryState, Stack, Text } from '@portal/shared/ui';
import { recentConsultationsQuery, type ConsultedDoctor } from '../appointments/appointments.api';

/** Dashboard: doctors the account holder saw recently, each with Re-Book (or its phone text). */
export default function ConsultedDoctorsWidget() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const consulted = useQuery(recentConsultationsQuery(0, useSession((s) => s.lang)));

  // Re-book goes to /auth/scheduleBooking for a telemedicine doctor, otherwise to /auth/bookPastAppointment (docs/product.md#booking-managing).
  const rebook = (d: ConsultedDoctor) =>
    d.scheduleType === 'TELEMED' ? navigate('/auth/scheduleBooking', { state: { doctor: d } }) : navigate('/auth/bookPastAppointment', { state: { item: d, fmId: 0 } });

  return (
    <Box as="section" aria-labelledby="consulted-widget" borderWidth="1px" borderRadius="lg" p="4" bg="bg" h="100%">
      <Heading as="h2" size="md" id="consulted-widget" mb="3">
        {t('widgets.consulted')}
      </Heading>
      <QueryState query={consulted} empty={<span data-testid="no-consulted">{t('widgets.noConsulted')}</span>} emptyIcon="doctor">
        {(items) => (
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="3">
            {items.slice(0, 5).map((d) => (
              <Flex as="li" key={d.id} gap="3" align="center" data-testid="consulted-doctor">
                <Image src={d.image} alt="" boxSize="12" borderRadius="full" objectFit="cover" bg="bg.muted" flexShrink={0} />
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" lineClamp={1}>
                    {d.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {d.specialty} · {d.location}
                  </Text>
                </Box>
                {d.appointment_message ? (
                  <Text fontSize="xs" color="orange.700" maxW="40">
                    {d.appointment_message}
                  </Text>
                ) : (
                  <Button size="xs" variant="outline" onClick={() => rebook(d)}>
                    {t('appointments.rebook')}
                  </Button>
                )}
              </Flex>
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
