import { useTranslation } from 'react-i18next';
import { MSG, consultationGate, paymentEnabled, teleDateToIso, wallClock, type ConsultationGate } from '@portal/shared/contracts';
import { formatDate, formatTime, translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Badge, Box, Button, Card, Flex, Grid, Stack, Text, chakra } from '@portal/shared/ui';
import type { TeleListItem } from '../api/telecare.api';
import { TeleDoctorLine } from '../parts/tele-doctor-line';

export interface ConsultationRowProps {
  item: TeleListItem;
  now: Date;
  onConsult: () => void;
  onPay: () => void;
  onReschedule: () => void;
}

const STATUS_COLOR: Record<string, string> = {
  'Payment Pending': 'orange',
  'Payment Completed': 'green',
  'Consultation Completed': 'gray',
  Booked: 'blue',
};

/** The state of the Consultation button at the hospital's clock (docs/product.md#teleconsultation-joining). */
export function gateOf(item: TeleListItem, now: Date): ConsultationGate {
  const c = item.consultData;
  return consultationGate(
    { date: teleDateToIso(c.date), time: c.time, appointment_status: c.appointment_status, appointment_payment_status: c.appointment_payment_status },
    wallClock(item.appointment.timeZone, now),
  );
}

/**
 * One consultation of the list: doctor, patient with date and time, display status, and the Consultation
 * and Payment buttons with every rule of docs/product.md#teleconsultation-status. Why the Consultation button is closed is said next to it.
 */
export function ConsultationRow({ item, now, onConsult, onPay, onReschedule }: ConsultationRowProps) {
  const { t } = useTranslation('telecare');
  const lang = useSession((s) => s.lang);
  const c = item.consultData;
  const iso = teleDateToIso(c.date);
  const gate = gateOf(item, now);
  const status = item.appointment.displayStatus;
  const statusKey = `list.status_${status.replace(/\s+/g, '')}`;
  const statusText = t(statusKey, { defaultValue: status });
  const noteId = `consult-note-${item.appointment.appointmentId}`;
  const hospitalNow = wallClock(item.appointment.timeZone, now);
  const upcoming = iso > hospitalNow.date || (iso === hospitalNow.date && c.time > hospitalNow.time);
  const canReschedule = upcoming && c.appointment_status === 'Appointment Booked';

  let note: string | null = null;
  if (!gate.enabled && gate.reason === 'notToday') note = `${translateMessage(MSG.teleScheduledOn)} ${formatDate(iso, lang)}`;
  else if (!gate.enabled && gate.reason === 'tooEarly') note = t('list.opensAt', { time: formatTime(gate.opensAt!, lang) });
  else if (!gate.enabled && gate.reason === 'paymentPending') note = t('list.payToJoin');

  return (
    <Card.Root variant="outline" size="sm" data-testid="tele-row" data-ref={item.appointment.appointmentRefNo} data-status={status}>
      <Card.Body>
        <Grid templateColumns={{ base: '1fr', md: '1.3fr 1.2fr 0.8fr', lg: '1.3fr 1.2fr 0.8fr 1.5fr' }} gap={{ base: '3', md: '4' }} alignItems="center">
          <TeleDoctorLine doctor={item.doctorUser} caption={t('list.doctor')} />
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              {t('list.patient')}
            </Text>
            <Text fontWeight="medium">{c.patient_name}</Text>
            <Text fontSize="sm" data-testid="tele-when">
              {t('common.at', { date: formatDate(iso, lang), time: formatTime(c.time, lang) })}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('list.reference')} <bdi>{item.appointment.appointmentRefNo}</bdi>
            </Text>
          </Stack>
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('list.status')}
            </Text>
            <Badge colorPalette={STATUS_COLOR[status] ?? 'gray'} size="md" data-testid="tele-status">
              {statusText}
            </Badge>
          </Box>
          <Stack gap="2" gridColumn={{ md: '1 / -1', lg: 'auto' }}>
            <Flex gap="2" wrap="wrap" justify={{ lg: 'flex-end' }}>
              <Button
                size="sm"
                onClick={onConsult}
                disabled={!gate.enabled}
                aria-describedby={note ? noteId : undefined}
                data-testid="consult-button"
              >
                {t('list.consultation')}
                <chakra.span srOnly> {t('list.withDoctor', { name: item.doctorUser.name })}</chakra.span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={onPay}
                disabled={!paymentEnabled(c)}
                data-testid="payment-button"
              >
                {t('list.payment')}
                <chakra.span srOnly> {t('list.withDoctor', { name: item.doctorUser.name })}</chakra.span>
              </Button>
              {canReschedule ? (
                <Button size="sm" variant="ghost" onClick={onReschedule} data-testid="reschedule-button">
                  {t('list.reschedule')}
                  <chakra.span srOnly> {t('list.withDoctor', { name: item.doctorUser.name })}</chakra.span>
                </Button>
              ) : null}
            </Flex>
            {note ? (
              <Text id={noteId} fontSize="sm" color="fg.muted" textAlign={{ lg: 'end' }} data-testid="consult-note">
                {note}
              </Text>
            ) : null}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
