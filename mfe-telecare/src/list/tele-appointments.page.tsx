import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PatientSelect } from '@portal/shared/family';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { patientOptions } from '@portal/shared/booking';
import { useFamilyMembers } from '@portal/shared/family';
import { Box, Button, PageHeader, Text, toast } from '@portal/shared/ui';
import { consultationListQuery, type TeleListItem } from '../api/telecare.api';
import { LAUNCH_ROUTE, RESCHEDULE_ROUTE, WIZARD_ROUTE } from '../parts/constants';
import RequestCallBackDialog from '../call-back/request-call-back.dialog';
import { leaveTo } from '../parts/leave-page';
import { usePaymentReturn } from './payment-return';
import { TeleList } from './tele-list';

/**
 * /auth/teleconsultationAppointments (docs/product.md#teleconsultation-status): the patient dropdown, and per consultation the doctor, the
 * patient with date and time, the display status, the Consultation button (today only, from 5 minutes before,
 * paid or not needing payment) and the Payment button (only while Pending; 'No Payment Link Found' without a
 * link). Coming back from the payment page (`?paymentFor=<appointment>`) asks the payment's outcome first.
 */
export default function TeleAppointmentsPage() {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useSession((s) => s.lang);
  const family = useFamilyMembers();
  const patients = patientOptions(useSession((s) => s.user), family);
  const payment = usePaymentReturn();
  const [chosen, setChosen] = useState<number | null>(null);
  const memberId = chosen ?? payment.familyMemberId ?? (Number((location.state as { fmId?: number } | null)?.fmId ?? 0) || 0);
  const list = useQuery({ ...consultationListQuery(memberId, lang), enabled: payment.settled });
  const [callBack, setCallBack] = useState(false);

  const pay = (item: TeleListItem) => {
    const link = item.payment_link;
    if (!link) return void toast.error(translateMessage(MSG.noPaymentLink));
    // The embedded payment page (a path of this site) speaks the portal's language.
    leaveTo(link.startsWith('/') && lang === 'ar' ? `${link}${link.includes('?') ? '&' : '?'}lang=ar` : link);
  };
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
      <Box mb="5">
        <PatientSelect id="tele-patient" label={t('list.patient')} selfText={t('common.self')} patients={patients} familyMemberId={memberId} onPatient={setChosen} width="80" />
      </Box>
      <Box role="status" aria-live="polite" mb={payment.outcome ? '4' : '0'}>
        {payment.outcome ? (
          <Text p="3" borderRadius="md" bg="bg.muted" data-testid="payment-outcome">
            {payment.outcome}
          </Text>
        ) : null}
      </Box>
      <TeleList
        list={list}
        onConsult={(item) => navigate(LAUNCH_ROUTE, { state: { item, familyMemberId: memberId } })}
        onPay={pay}
        onReschedule={(item) => navigate(RESCHEDULE_ROUTE, { state: { appointment: item, familyMemberId: memberId, familyMemberList: family ?? [], patientName: item.consultData.patient_name || patientName } })}
      />
      <RequestCallBackDialog open={callBack} onClose={() => setCallBack(false)} />
    </Box>
  );
}
