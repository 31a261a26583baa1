import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, ErrorPanel, Flex, Heading, Icon, Spinner, Text } from '@portal/shared/ui';
import { AppointmentCard } from '../appointments/appointment-card';
import { getAppointments, type Appointment } from '../appointments/appointments.api';
import { useFamilyMembers } from '@portal/shared/booking';

/**
 * Dashboard: the upcoming appointments of the account holder and of the family members, soonest first,
 * as a carousel, or 'No Upcoming Appointments'.
 */
export default function UpcomingAppointmentsWidget() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const lang = useSession((s) => s.lang);
  const [items, setItems] = useState<Appointment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);

  const family = useFamilyMembers();
  const memberKey = [0, ...(family ?? []).map((m) => m.familyMemberId)].join(',');
  const load = () => {
    setFailed(false);
    Promise.all(memberKey.split(',').map(Number).map((id) => getAppointments(id).then((l) => l.upcomingAppts)))
      .then((lists) => setItems(lists.flat().sort((a, b) => (a.apptDate + a.apptTime).localeCompare(b.apptDate + b.apptTime))))
      .catch(() => setFailed(true));
  };
  // `load` reads only lang and the member list.
  useEffect(load, [lang, memberKey]);

  const go = (i: number) => {
    if (!items?.length) return;
    const next = Math.max(0, Math.min(items.length - 1, i));
    setIndex(next);
    const el = track.current?.children[next] as HTMLElement | undefined;
    el?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };

  return (
    <Box as="section" aria-labelledby="upcoming-widget" borderWidth="1px" borderRadius="lg" p="4" bg="bg" h="100%">
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <Heading as="h2" size="md" id="upcoming-widget">
          {t('widgets.upcoming')}
        </Heading>
        <Flex gap="1" align="center">
          {items && items.length > 1 ? (
            <>
              <Button size="xs" variant="outline" px="1" aria-label={t('widgets.previous')} disabled={index === 0} onClick={() => go(index - 1)}>
                <Icon name="chevron-left" size={16} />
              </Button>
              <Text fontSize="xs" color="fg.muted" aria-live="polite">
                {t('widgets.position', { index: index + 1, count: items.length })}
              </Text>
              <Button size="xs" variant="outline" px="1" aria-label={t('widgets.next')} disabled={index >= items.length - 1} onClick={() => go(index + 1)}>
                <Icon name="chevron-right" size={16} />
              </Button>
            </>
          ) : null}
          <Button size="xs" variant="ghost" onClick={() => navigate('/auth/appointments')}>
            {t('widgets.viewAll')}
          </Button>
        </Flex>
      </Flex>
      {failed ? (
        <ErrorPanel onRetry={load} />
      ) : items === null ? (
        <Spinner size="sm" />
      ) : items.length === 0 ? (
        <Text color="fg.muted" role="status" data-testid="no-upcoming">
          {translateMessage(MSG.noUpcomingAppointments)}
        </Text>
      ) : (
        <Flex
          as="ul"
          ref={track}
          listStyleType="none"
          p="0"
          m="0"
          gap="3"
          overflowX="auto"
          scrollSnapType="x mandatory"
          data-testid="upcoming-carousel"
          onScroll={(e) => {
            const el = e.currentTarget;
            const w = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? 1;
            setIndex(Math.round(Math.abs(el.scrollLeft) / (w + 12)));
          }}
        >
          {items.map((a) => (
            <Box as="li" key={a.appointmentId} flex="0 0 auto" w={{ base: '85%', md: '20rem' }} scrollSnapAlign="start">
              <AppointmentCard item={a} past={false} compact />
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
