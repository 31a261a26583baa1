import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { formatDayChip } from '@portal/shared/i18n';
import { ConfirmBar, SlotGroups, useTimingText, type Slot, type SlotsState } from '@portal/shared/booking';
import { Box, Button, Heading, Stack, Text, Wrap } from '@portal/shared/ui';
import type { TeleDoctor } from '../api/telecare.api';
import { TeleDoctorCard } from './tele-doctor-card';
import { dateChips } from './wizard-state';

export interface SlotStepProps {
  doctor: TeleDoctor;
  today: string;
  date: string;
  onDate: (date: string) => void;
  slots: SlotsState;
  slot: Slot | null;
  onSlot: (slot: Slot) => void;
  onChangeDoctor: () => void;
  onProceed: () => void;
}

/** Step 3 (docs/product.md#teleconsultation-booking): date chips for 7 days, then the Morning, Afternoon and Evening slots, then Proceed. */
export function SlotStep({ doctor, today, date, onDate, slots, slot, onSlot, onChangeDoctor, onProceed }: SlotStepProps) {
  const { t } = useTranslation('telecare');
  const at = useTimingText();
  const lang = useSession((s) => s.lang);
  return (
    <Stack gap="5" maxW="4xl">
      <TeleDoctorCard
        doctor={doctor}
        headingAs="h2"
        actions={
          <Button variant="outline" size="sm" onClick={onChangeDoctor}>
            {t('wizard.changeDoctor')}
          </Button>
        }
      />
      <Box as="section" aria-labelledby="slot-heading" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
        <Heading as="h2" size="md" id="slot-heading" mb="3">
          {t('wizard.slotHeading')}
        </Heading>
        <Box role="radiogroup" aria-label={t('wizard.dates')} mb="5">
          <Wrap gap="2">
            {dateChips(today).map((d) => {
              const chip = formatDayChip(d, lang);
              const checked = d === date;
              return (
                <Button
                  key={d}
                  role="radio"
                  aria-checked={checked}
                  variant={checked ? 'solid' : 'outline'}
                  onClick={() => onDate(d)}
                  h="auto"
                  minW="16"
                  py="2"
                  flexDirection="column"
                  gap="0"
                  data-date={d}
                >
                  <Text as="span" fontSize="xs">
                    {d === today ? t('wizard.today') : chip.weekday}
                  </Text>
                  <Text as="span" fontSize="lg" fontWeight="bold">
                    {chip.day}
                  </Text>
                  <Text as="span" fontSize="xs">
                    {chip.month}
                  </Text>
                </Button>
              );
            })}
          </Wrap>
        </Box>
        <SlotGroups slots={slots} selected={slot} onSelect={onSlot} headingAs="h3" collapsible />
      </Box>
      {/* On a phone the day is long: Proceed stays in reach at the bottom of the screen, with the chosen time beside it. */}
      <ConfirmBar timing={slot ? at(slot.date, slot.startTime) : t('wizard.noSlotChosen')} announced inFlowFrom="md">
        <Button w="100%" onClick={onProceed} disabled={!slot} data-testid="proceed-slot">
          {t('wizard.proceed')}
        </Button>
      </ConfirmBar>
    </Stack>
  );
}
