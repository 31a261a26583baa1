import { useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Flex, Heading, Icon, QueryState, Text } from '@portal/shared/ui';
import { useFamilyMembers } from '@portal/shared/booking';
import { AppointmentCard } from '../appointments/appointment-card';
import { appointmentListsQuery, type Appointment } from '../appointments/appointments.api';

const soonestFirst = (a: Appointment, b: Appointment) => (a.apptDate + a.apptTime).localeCompare(b.apptDate + b.apptTime);

/** The upcoming appointments of the account holder and every family member, soonest first: the lists' own queries. */
function useEveryonesUpcoming() {
  const lang = useSession((s) => s.lang);
  const members = [0, ...(useFamilyMembers() ?? []).map((m) => m.familyMemberId)];
  return useQueries({
    queries: members.map((id) => appointmentListsQuery(id, '', lang)),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.flatMap((r) => r.data!.upcomingAppts).sort(soonestFirst) : undefined,
      error: results.find((r) => r.error)?.error ?? null,
      isPending: results.some((r) => r.isPending),
      refetch: () => Promise.all(results.filter((r) => r.error).map((r) => r.refetch())),
    }),
  });
}

/**
 * Dashboard: the upcoming appointments of the account holder and of the family members, soonest first,
 * as a carousel, or 'No Upcoming Appointments'.
 */
export default function UpcomingAppointmentsWidget() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const upcoming = useEveryonesUpcoming();
  const items = upcoming.data;
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);

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
      <QueryState query={upcoming} empty={<span data-testid="no-upcoming">{translateMessage(MSG.noUpcomingAppointments)}</span>} emptyIcon="calendar">
        {(list) => (
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
            {list.map((a) => (
              <Box as="li" key={a.appointmentId} flex="0 0 auto" w={{ base: '85%', md: '20rem' }} scrollSnapAlign="start">
                <AppointmentCard item={a} past={false} compact />
              </Box>
            ))}
          </Flex>
        )}
      </QueryState>
    </Box>
  );
}
