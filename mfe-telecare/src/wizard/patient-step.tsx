import { useTranslation } from 'react-i18next';
import { useRelationLabel } from '@portal/shared/family';
import { MSG, TELE_PAYMENT_MODE, type FamilyMember, type SessionUser, type TelePaymentMode } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import type { PatientOption } from '@portal/shared/booking';
import { Box, Button, Flex, Heading, Icon, RadioGroup, Stack, Text } from '@portal/shared/ui';

export interface PatientStepProps {
  patients: PatientOption[];
  family: FamilyMember[] | null;
  user: SessionUser | null;
  familyMemberId: number;
  paymentMode: TelePaymentMode;
  onPatient: (id: number) => void;
  onPaymentMode: (mode: TelePaymentMode) => void;
  onProceed: () => void;
}

/** Gender of the account holder (text) or of a family member (genderId 1 male, 2 female). */
function genderOf(p: PatientOption, user: SessionUser | null, family: FamilyMember[] | null): 'male' | 'female' | null {
  if (p.familyMemberId === 0) return /^f/i.test(user?.gender ?? '') ? 'female' : /^m/i.test(user?.gender ?? '') ? 'male' : null;
  const m = family?.find((f) => f.familyMemberId === p.familyMemberId);
  return m?.genderId === 2 ? 'female' : m?.genderId === 1 ? 'male' : null;
}

/** Step 1 (docs/product.md#teleconsultation-booking): the patient (self or a family member, with a gender icon) and the payment mode. */
export function PatientStep({ patients, family, user, familyMemberId, paymentMode, onPatient, onPaymentMode, onProceed }: PatientStepProps) {
  const { t } = useTranslation('telecare');
  const relationOf = useRelationLabel();
  const chosen = patients.find((p) => p.familyMemberId === familyMemberId) ?? patients[0]!;
  return (
    <Stack gap="6" maxW="3xl">
      <Box as="section" aria-labelledby="patient-heading">
        <Heading as="h2" size="md" id="patient-heading" mb="3">
          {t('wizard.patientHeading')}
        </Heading>
        <RadioGroup.Root value={String(familyMemberId)} onValueChange={(e) => e.value !== null && onPatient(Number(e.value))} aria-labelledby="patient-heading">
          <Stack gap="2">
            {patients.map((p) => {
              const gender = genderOf(p, user, family);
              return (
                <RadioGroup.Item
                  key={p.familyMemberId}
                  value={String(p.familyMemberId)}
                  borderWidth="1px"
                  borderRadius="lg"
                  p="3"
                  cursor="pointer"
                  alignItems="center"
                  gap="3"
                  _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
                  data-testid={`patient-${p.familyMemberId}`}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  {gender ? <Icon name={gender} size={22} label={t(`common.${gender}`)} color="var(--chakra-colors-brand-solid)" /> : null}
                  <RadioGroup.ItemText flex="1">
                    <Text as="span" fontWeight="medium">
                      {p.name}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      ({p.familyMemberId === 0 ? t('common.self') : relationOf(p)})
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
        {family !== null && family.length === 0 ? (
          <Text color="fg.muted" mt="2" data-testid="no-family">
            {translateMessage(MSG.noFamilyMembers)}
          </Text>
        ) : null}
        {chosen.blocked ? (
          <Text role="alert" color="fg.error" mt="2">
            {translateMessage(chosen.blocked)}
          </Text>
        ) : null}
      </Box>

      <Box as="section" aria-labelledby="payment-heading">
        <Heading as="h2" size="md" id="payment-heading" mb="3">
          {t('wizard.paymentHeading')}
        </Heading>
        <RadioGroup.Root value={String(paymentMode)} onValueChange={(e) => e.value !== null && onPaymentMode(Number(e.value) as TelePaymentMode)} aria-labelledby="payment-heading">
          <Flex gap="3" wrap="wrap">
            {([TELE_PAYMENT_MODE.insurance, TELE_PAYMENT_MODE.self] as const).map((mode) => (
              <RadioGroup.Item key={mode} value={String(mode)} borderWidth="1px" borderRadius="lg" px="4" py="3" cursor="pointer" _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }} data-testid={`payment-mode-${mode}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(mode === TELE_PAYMENT_MODE.insurance ? 'wizard.payInsurance' : 'wizard.paySelf')}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
        <Flex mt="3" gap="2" p="3" bg="bg.muted" borderRadius="md" align="flex-start">
          <Icon name="help" size={18} />
          <Text fontSize="sm">{t('wizard.feesInfo')}</Text>
        </Flex>
      </Box>

      <Flex>
        <Button onClick={onProceed} disabled={Boolean(chosen.blocked)} minW="40" data-testid="proceed-patient">
          {t('wizard.proceed')}
        </Button>
      </Flex>
    </Stack>
  );
}
