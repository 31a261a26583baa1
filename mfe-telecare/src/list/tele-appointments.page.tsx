import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { patientOptions, useFamilyMembers } from '@portal/shared/booking';
import { Box, Button, EmptyState, Flex, NativeSelect, PageHeader, Spinner, Stack, Text, chakra, toast } from '@portal/shared/ui';
import { getConsultationList, getPaymentStatus, type TeleListItem } from '../api/telecare.api';
import { LAUNCH_ROUTE, RESCHEDULE_ROUTE, WIZARD_ROUTE } from '../parts/constants';
import { RequestCallBackDialog } from '../call-back/request-call-back.dialog';
import { leaveTo } from '../parts/leave-page';
import { ConsultationRow } from './consultation-row';
import { useNow } from './use-now';

/**
 * /auth/teleconsultationAppointments (care §2, §4): the patient dropdown, and per consultation the doctor, the
 * patient with date and time, the display status, the Consultation button (today only, from 5 minutes before,
 * paid or not needing payment) and the Payment button (only while Pending; 'No Payment Link Found' without a
 * link). Coming back from the payment page (`?paymentFor=<appointment>`) asks the payment's outcome.
 */
export default function TeleAppointmentsPage() {
  const { t } = useTranslation('telecare');
  const patientLabel = usePatientLabel(t('common.self'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const lang = useSession((s) => s.lang);
  const user = useSession((s) => s.user);
  const family = useFamilyMembers();
  const patients = patientOptions(user, family);
  const [memberId, setMemberId] = useState(() => Number((location.state as { fmId?: number } | null)?.fmId ?? 0) || 0);
  const [items, setItems] = useState<TeleListItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [callBack, setCallBack] = useState(false);
  const now = useNow();
  const request = useRef(0);

  const load = useCallback(async (familyMemberId: number) => {
    const mine = ++request.current;
    setItems(null);
    setFailed(false);
    try {
      const list = await getConsultationList(familyMemberId);
      if (mine === request.current) setItems(list);
    } catch {
      if (mine !== request.current) return;
      setFailed(true);
      setItems([]);
      toast.error(translateMessage(MSG.somethingWentWrong));
    }
    // `lang`: the doctors' names and specialties come in the page language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);

  // Back from the payment page: the outcome as the payment service tells the server, then the list.
  const paymentFor = Number(params.get('paymentFor') ?? '');
  useEffect(() => {
    if (!paymentFor) {
      void load(memberId);
      return;
    }
    let live = true;
    setOutcome(t('list.checkingPayment'));
    getPaymentStatus(paymentFor)
      .then((r) => {
        if (!live) return;
        const text = translateMessage(r.appointment_payment_status === 'Completed' ? MSG.paymentCompleted : MSG.paymentFailed);
        setOutcome(text);
        if (r.appointment_payment_status === 'Completed') toast.success(text);
        else toast.error(text);
        setMemberId(r.familyMemberId);
      })
      .catch(() => live && setOutcome(translateMessage(MSG.somethingWentWrong)))
      .finally(() => {
        if (!live) return;
        params.delete('paymentFor');
        setParams(params, { replace: true });
      });
    return () => {
      live = false;
    };
    // Runs for each arrival with a paymentFor, and for each patient chosen afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentFor, memberId, load]);

  function pay(item: TeleListItem) {
    const link = item.payment_link;
    if (!link) {
      toast.error(translateMessage(MSG.noPaymentLink));
      return;
    }
    // The embedded payment page (a path of this site) speaks the portal's language.
    leaveTo(link.startsWith('/') && lang === 'ar' ? `${link}${link.includes('?') ? '&' : '?'}lang=ar` : link);
  }

  const patientName = patients.find((p) => p.familyMemberId === memberId)?.name ?? '';

  return (
    <Box>
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            <Button variant="outline" onClick={() => setCallBack(true)}>
              {t('common.requestCallBack')}
            </Button>
            <Button onClick={() => navigate(WIZARD_ROUTE)}>{t('common.bookTeleconsultation')}</Button>
          </>
        }
      />
      <Flex mb="5" gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <chakra.label htmlFor="tele-patient" fontWeight="semibold">
          {t('list.patient')}
        </chakra.label>
        <NativeSelect.Root maxW={{ sm: '80' }}>
          <NativeSelect.Field id="tele-patient" value={String(memberId)} onChange={(e) => setMemberId(Number(e.currentTarget.value))}>
            {patients.map((p) => (
              <option key={p.familyMemberId} value={p.familyMemberId}>
                {patientLabel(p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Box role="status" aria-live="polite" mb={outcome ? '4' : '0'}>
        {outcome ? (
          <Text p="3" borderRadius="md" bg="bg.muted" data-testid="payment-outcome">
            {outcome}
          </Text>
        ) : null}
      </Box>
      {items === null ? (
        <Flex align="center" gap="2" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>{translateMessage(MSG.loadingAppointments)}</Text>
        </Flex>
      ) : items.length === 0 ? (
        <EmptyState message={translateMessage(failed ? MSG.somethingWentWrong : MSG.noUpcomingAppointmentFound)} icon="video">
          <Button onClick={() => navigate(WIZARD_ROUTE)}>{t('common.bookTeleconsultation')}</Button>
        </EmptyState>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" data-testid="tele-list">
          {items.map((item) => (
            <li key={item.appointment.appointmentId}>
              <ConsultationRow
                item={item}
                now={now}
                onConsult={() => navigate(LAUNCH_ROUTE, { state: { item, familyMemberId: memberId } })}
                onPay={() => pay(item)}
                onReschedule={() =>
                  navigate(RESCHEDULE_ROUTE, { state: { appointment: item, familyMemberId: memberId, familyMemberList: family ?? [], patientName: item.consultData.patient_name || patientName } })
                }
              />
            </li>
          ))}
        </Stack>
      )}
      <RequestCallBackDialog open={callBack} onClose={() => setCallBack(false)} />
    </Box>
  );
}
