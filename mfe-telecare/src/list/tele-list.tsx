import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Button, EmptyState, Flex, Spinner, Stack, Text } from '@portal/shared/ui';
import type { TeleListItem } from '../api/telecare.api';
import { WIZARD_ROUTE } from '../parts/constants';
import { ConsultationRow } from './consultation-row';
import { useNow } from './use-now';

/** The consultations: 'Please wait! Loading Appointments', the rows, or the empty (or failed) text with Book. */
export function TeleList({ list, onConsult, onPay, onReschedule }: { list: Pick<UseQueryResult<TeleListItem[]>, 'data' | 'isError' | 'isPending'>; onConsult: (item: TeleListItem) => void; onPay: (item: TeleListItem) => void; onReschedule: (item: TeleListItem) => void }) {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  const now = useNow();
  if (list.isPending && !list.isError)
    return (
      <Flex align="center" gap="2" color="fg.muted" role="status">
        <Spinner size="sm" /> <Text>{translateMessage(MSG.loadingAppointments)}</Text>
      </Flex>
    );
  const items = list.data ?? [];
  if (items.length === 0)
    return (
      <EmptyState message={translateMessage(list.isError ? MSG.somethingWentWrong : MSG.noUpcomingAppointmentFound)} icon="video">
        <Button onClick={() => navigate(WIZARD_ROUTE)}>{t('common.bookTeleconsultation')}</Button>
      </EmptyState>
    );
  return (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" data-testid="tele-list">
      {items.map((item) => (
        <li key={item.appointment.appointmentId}>
          <ConsultationRow item={item} now={now} onConsult={() => onConsult(item)} onPay={() => onPay(item)} onReschedule={() => onReschedule(item)} />
        </li>
      ))}
    </Stack>
  );
}
