import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Badge, Button, Card, Flex, Icon, Image, Stack, Text } from '@portal/shared/ui';
import type { Appointment } from './appointments.api';
import { formatDate, formatTime } from '@portal/shared/i18n';

/**
 * docs/product.md#booking-managing: status 0 displays Booked; others as given. In Past, Not Visited is danger, the rest success, except
 * Cancelled: grey, as a patient reads a cancellation (neither a visit nor a miss).
 */
export function displayStatus(status: string | number): string {
  return status === 0 || status === '0' ? 'Booked' : String(status);
}
export function statusPalette(status: string | number, past: boolean): 'red' | 'green' | 'blue' | 'gray' {
  const s = displayStatus(status);
  if (s === 'Cancelled') return 'gray';
  if (!past) return 'blue';
  return s === 'Not Visited' ? 'red' : 'green';
}

export interface AppointmentCardProps {
  item: Appointment;
  past: boolean;
  onCancel?: () => void;
  onReschedule?: () => void;
  onRebook?: () => void;
  onCalendar?: () => void;
  compact?: boolean;
  /** h2 on the appointments page (no section heading above), h3 inside a dashboard widget. */
  headingAs?: 'h2' | 'h3';
}

export function AppointmentCard({ item, past, onCancel, onReschedule, onRebook, onCalendar, compact = false, headingAs = 'h3' }: AppointmentCardProps) {
  const { t } = useTranslation('appointments');
  const lang = useSession((s) => s.lang);
  const status = displayStatus(item.appointmentStatus);
  const cancelled = status === 'Cancelled';
  const when = t('common.at', { date: formatDate(item.apptDate, lang), time: formatTime(item.apptTime, lang) });
  return (
    <Card.Root size="sm" variant="outline" h="100%" data-testid="appointment-card" data-ref={item.appointmentRefNo}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <Image src={item.image} alt="" boxSize="14" borderRadius="full" objectFit="cover" flexShrink={0} bg="bg.muted" />
          <Stack gap="0.5" minW="0" flex="1">
            <Flex justify="space-between" gap="2" align="flex-start">
              <Text as={headingAs} fontWeight="semibold" lineClamp={2}>
                {item.physicianName || item.name}
              </Text>
              <Badge colorPalette={statusPalette(item.appointmentStatus, past)} flexShrink={0} data-testid="appointment-status">
                {t(`appointments.status.${status}`, { defaultValue: status })}
              </Badge>
            </Flex>
            <Text fontSize="sm" color="brand.fg">
              {item.specialty}
            </Text>
            <Flex gap="1" align="center" fontSize="sm">
              <Icon name="calendar" size={14} />
              {/* A cancelled appointment's time is not kept: it reads as cancelled, not as a visit that took place. */}
              <Text data-testid="appointment-when" color={cancelled ? 'fg.muted' : undefined}>
                {cancelled ? t('appointments.cancelledBooking', { when }) : when}
              </Text>
            </Flex>
            <Flex gap="1" align="center" fontSize="sm" color="fg.muted">
              <Icon name="location" size={14} />
              <Text lineClamp={1}>{item.location}</Text>
            </Flex>
            {!compact ? (
              <Text fontSize="xs" color="fg.muted">
                {t('appointments.reference')}: {item.appointmentRefNo}
                {item.patientName ? ` · ${item.patientName}` : ''}
              </Text>
            ) : item.patientName ? (
              <Text fontSize="xs" color="fg.muted" data-testid="appointment-patient">
                {item.patientName}
              </Text>
            ) : null}
          </Stack>
        </Flex>
      </Card.Body>
      {compact ? null : (
        <Card.Footer gap="2" flexWrap="wrap">
          {!past ? (
            <>
              <Button size="sm" variant="outline" onClick={onReschedule}>
                {t('appointments.reschedule')}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
                {t('appointments.cancel')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onCalendar}>
                <Icon name="download" size={16} />
                {t('appointments.addToCalendar')}
              </Button>
            </>
          ) : item.doctor && !item.doctor.appointment_message ? (
            <Button size="sm" variant="outline" onClick={onRebook} aria-label={cancelled ? t('appointments.bookAgain', { name: item.physicianName || item.name }) : undefined}>
              {cancelled ? t('appointments.bookAgainShort') : t('appointments.rebook')}
            </Button>
          ) : null}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
