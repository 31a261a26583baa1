import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, Flex, Heading, Icon, Input, Spinner, Stack, Text, Wrap, chakra } from '@portal/shared/ui';
import { translateMessage } from '@portal/shared/i18n';
import { MSG, todayIso } from '@portal/shared/contracts';
import type { Slot } from './booking.api';
import type { SlotsState } from './use-slots';
import { shiftDate } from './booking-state';
import { formatDate, formatTime } from './format';

export interface SlotPickerProps {
  date: string;
  onDateChange: (date: string) => void;
  slots: SlotsState;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  /** Disabled while a booking is being sent. */
  disabled?: boolean;
}

const GROUPS = [
  ['morningSlots', 'book.morning'],
  ['afternoonSlots', 'book.afternoon'],
  ['eveningSlots', 'book.evening'],
] as const;

/** Date with previous/next day (never before today), the three slot groups and the next free dates. */
export function SlotPicker({ date, onDateChange, slots, selected, onSelect, disabled = false }: SlotPickerProps) {
  const { t } = useTranslation('appointments');
  const lang = useSession((s) => s.lang);
  const today = todayIso();
  const data = slots.data;
  const anySlot = data ? GROUPS.some(([k]) => data[k].length > 0) : false;

  return (
    <Stack gap="5">
      <Box>
        <chakra.label htmlFor="appt-date" fontWeight="semibold" display="block" mb="2">
          {t('book.date')}
        </chakra.label>
        <Flex gap="2" align="center">
          <Button variant="outline" size="sm" px="2" aria-label={t('book.previousDay')} disabled={disabled || date <= today} onClick={() => onDateChange(shiftDate(date, -1))}>
            <Icon name="chevron-left" />
          </Button>
          <Input
            id="appt-date"
            type="date"
            value={date}
            min={today}
            maxW="48"
            disabled={disabled}
            onChange={(e) => {
              const v = e.target.value;
              if (v && v >= today) onDateChange(v);
            }}
          />
          <Button variant="outline" size="sm" px="2" aria-label={t('book.nextDay')} disabled={disabled} onClick={() => onDateChange(shiftDate(date, 1))}>
            <Icon name="chevron-right" />
          </Button>
          <Text color="fg.muted" fontSize="sm" display={{ base: 'none', sm: 'block' }}>
            {formatDate(date, lang)}
          </Text>
        </Flex>
      </Box>

      <Box aria-live="polite" aria-busy={slots.loading}>
        {slots.loading ? (
          <Flex align="center" gap="2" color="fg.muted">
            <Spinner size="sm" /> <Text>{t('book.loadingSlots')}</Text>
          </Flex>
        ) : slots.callMessage ? (
          <Text role="status" fontWeight="medium" color="orange.700" data-testid="call-to-book">
            {translateMessage(slots.callMessage)}
          </Text>
        ) : (
          <Stack gap="4">
            {anySlot
              ? GROUPS.map(([key, label]) =>
                  data![key].length ? (
                    <Box key={key} role="radiogroup" aria-labelledby={`group-${key}`}>
                      <Heading as="h3" size="sm" id={`group-${key}`} mb="2">
                        {t(label)}
                      </Heading>
                      <Wrap gap="2">
                        {data![key].map((s) => {
                          const checked = selected?.startTime === s.startTime && selected?.date === s.date;
                          return (
                            <Button
                              key={s.startTime}
                              role="radio"
                              aria-checked={checked}
                              size="sm"
                              minW="24"
                              variant={checked ? 'solid' : 'outline'}
                              disabled={disabled}
                              onClick={() => onSelect(s)}
                              data-slot={s.startTime}
                            >
                              {formatTime(s.startTime, lang)}
                            </Button>
                          );
                        })}
                      </Wrap>
                    </Box>
                  ) : null,
                )
              : <Text role="status" color="fg.muted">{translateMessage(MSG.noAvailableSlot)}</Text>}
            <Box>
              <Heading as="h3" size="sm" mb="2">
                {t('book.nextAvailable')}
              </Heading>
              {data && data.futureDates.length ? (
                <Wrap gap="2">
                  {data.futureDates.slice(0, 10).map((d) => (
                    <Button key={d} size="xs" variant="subtle" disabled={disabled} onClick={() => onDateChange(d)} data-future-date={d}>
                      {formatDate(d, lang)}
                    </Button>
                  ))}
                </Wrap>
              ) : (
                <Text color="fg.muted">{translateMessage(MSG.noAvailableSlots30Days)}</Text>
              )}
            </Box>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
