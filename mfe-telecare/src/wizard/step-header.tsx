import { useTranslation } from 'react-i18next';
import type { TeleWizardStep } from '@portal/shared/contracts';
import { Box, Flex, Icon, Text, chakra } from '@portal/shared/ui';
import { STEP_INDEX } from './wizard-state';

const STEPS: { step: TeleWizardStep; icon: string; label: string }[] = [
  { step: '', icon: 'user', label: 'wizard.stepPatient' },
  { step: 'patient-selection-completed', icon: 'doctor', label: 'wizard.stepDoctor' },
  { step: 'doctor-selection-completed', icon: 'calendar', label: 'wizard.stepSlot' },
];

/**
 * The wizard's header (docs/product.md#teleconsultation-booking): one icon per step; the steps already done are buttons that jump back to
 * them, the current one is marked for screen readers, the later ones are plain.
 */
export function StepHeader({ step, onGoto }: { step: TeleWizardStep; onGoto: (step: TeleWizardStep) => void }) {
  const { t } = useTranslation('telecare');
  const current = STEP_INDEX[step];
  return (
    <chakra.nav aria-label={t('wizard.steps')} mb="6">
      <Flex as="ol" listStyleType="none" p="0" m="0" gap={{ base: '1', sm: '3' }} align="center">
        {STEPS.map((s, i) => {
          const done = i < current;
          const here = i === current;
          const content = (
            <Flex direction={{ base: 'column', sm: 'row' }} align="center" gap="2">
              <Flex
                boxSize="10"
                borderRadius="full"
                align="center"
                justify="center"
                bg={here ? 'brand.solid' : done ? 'brand.subtle' : 'bg.muted'}
                color={here ? 'white' : done ? 'brand.fg' : 'fg.muted'}
                borderWidth="2px"
                borderColor={here || done ? 'brand.solid' : 'border'}
              >
                <Icon name={s.icon} size={20} />
              </Flex>
              <Text fontSize="sm" fontWeight={here ? 'semibold' : 'normal'} color={here || done ? 'fg' : 'fg.muted'} textAlign="center">
                <chakra.span srOnly>{t(done ? 'wizard.goToStep' : 'wizard.stepOf', { step: i + 1 })} </chakra.span>
                {t(s.label)}
              </Text>
            </Flex>
          );
          return (
            <Flex as="li" key={s.label} flex="1" align="center" gap={{ base: '1', sm: '3' }} aria-current={here ? 'step' : undefined} data-step={i + 1}>
              {done ? (
                <chakra.button
                  type="button"
                  onClick={() => onGoto(s.step)}
                  borderRadius="md"
                  p="1"
                  cursor="pointer"
                  bg="transparent"
                  _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
                >
                  {content}
                </chakra.button>
              ) : (
                <Box p="1">{content}</Box>
              )}
              {i < STEPS.length - 1 ? <Box flex="1" h="2px" bg={i < current ? 'brand.solid' : 'border'} minW="4" aria-hidden="true" /> : null}
            </Flex>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
