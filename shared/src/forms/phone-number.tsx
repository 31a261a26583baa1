import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, chakra } from '@portal/shared/ui';
import { maskMobile } from '@portal/shared/rules';

export interface PhoneNumberProps {
  callingCode: string;
  mobile: string;
  /**
   * The full number behind a Show / Hide button, for staff who must call the person (a lead of an offer).
   * Without it the number is only ever shown masked.
   */
  revealable?: boolean;
}

/**
 * A mobile number as the portal shows it (docs/product.md#everywhere-languages): '+971 *****4567', masked except its last 4 digits
 * (`maskMobile`), always left to right (in an Arabic sentence too: '+971' first, the digits in their order).
 */
export function PhoneNumber({ callingCode, mobile, revealable = false }: PhoneNumberProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const number = (
    <chakra.span dir="ltr" unicodeBidi="isolate" whiteSpace="nowrap" data-testid="phone-number">
      +{callingCode} {shown ? mobile : maskMobile(mobile)}
    </chakra.span>
  );
  if (!revealable) return number;
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="1" whiteSpace="nowrap">
      {number}
      <Button size="2xs" variant="ghost" onClick={() => setShown((s) => !s)} aria-label={shown ? t('ui.hideNumber') : t('ui.showNumber')}>
        {shown ? t('ui.hide') : t('ui.show')}
      </Button>
    </chakra.span>
  );
}
