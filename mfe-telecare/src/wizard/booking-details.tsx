import { useTranslation } from 'react-i18next';
import { TELE_PAYMENT_MODE, type LangCode, type TelePaymentMode } from '@portal/shared/contracts';
import { formatDate, formatTime } from '@portal/shared/i18n';
import type { Slot } from '@portal/shared/booking';
import { chakra } from '@portal/shared/ui';

export interface BookingDetailsProps {
  /** The reference number, once the hospital gave one (the confirmation); none in the review. */
  refNo?: string | null;
  doctorName?: string;
  patientName: string;
  slot: Slot | null;
  paymentMode: TelePaymentMode;
  lang: LangCode;
}

/** What the review and the confirmation of a teleconsultation list: reference, doctor, patient, date, time, payment mode. */
export function BookingDetails({ refNo, doctorName, patientName, slot, paymentMode, lang }: BookingDetailsProps) {
  const { t } = useTranslation('telecare');
  const rows: Array<[string, string | undefined, string?]> = [
    [t('wizard.doctor'), doctorName],
    [t('wizard.patient'), patientName],
    [t('wizard.date'), slot ? formatDate(slot.date, lang) : undefined],
    [t('wizard.time'), slot ? formatTime(slot.startTime, lang) : undefined],
    [t('wizard.paymentMode'), t(paymentMode === TELE_PAYMENT_MODE.self ? 'wizard.paySelf' : 'wizard.payInsurance')],
  ];
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" data-testid="booking-details">
      {refNo ? (
        <>
          <chakra.dt fontWeight="semibold">{t('wizard.reference')}</chakra.dt>
          <chakra.dd m="0" dir="ltr" textAlign="start" data-testid="tele-ref">
            {refNo}
          </chakra.dd>
        </>
      ) : null}
      {rows.map(([label, value]) => (
        <chakra.div key={label} display="contents">
          <chakra.dt fontWeight="semibold">{label}</chakra.dt>
          <chakra.dd m="0">{value}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}
