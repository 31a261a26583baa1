import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { toast } from '@portal/shared/ui';
import { paymentStatusQuery } from '../api/telecare.api';

/**
 * Back from the payment page (`?paymentFor=<appointment>`): the payment's outcome as the payment service told
 * the server, announced once; the marker leaves the address (a reload does not ask again). `settled` is false
 * while the answer is awaited (the list waits for it: it names the patient the payment was for).
 */
export function usePaymentReturn() {
  const { t } = useTranslation('telecare');
  const [params, setParams] = useSearchParams();
  const [paymentFor] = useState(() => Number(params.get('paymentFor') ?? '') || 0);
  const payment = useQuery({ ...paymentStatusQuery(paymentFor), enabled: paymentFor > 0 });
  const completed = payment.data?.appointment_payment_status === 'Completed';
  const outcome = !paymentFor
    ? null
    : payment.isPending
      ? t('list.checkingPayment')
      : payment.isError
        ? translateMessage(MSG.somethingWentWrong)
        : translateMessage(completed ? MSG.paymentCompleted : MSG.paymentFailed);

  // Announcing the answer and tidying the address are effects of the answer, not a fetch.
  const answered = paymentFor > 0 && !payment.isPending;
  useEffect(() => {
    if (!answered) return;
    if (payment.data) (completed ? toast.success : toast.error)(outcome ?? '');
    setParams(
      (p) => {
        p.delete('paymentFor');
        return p;
      },
      { replace: true },
    );
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered]);

  return { outcome, settled: !paymentFor || answered, familyMemberId: payment.data?.familyMemberId };
}
