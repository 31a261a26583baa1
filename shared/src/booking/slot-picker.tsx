import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, DateField, Flex, Heading, Icon, Spinner, Stack, Text, Wrap, chakra } from '@portal/shared/ui';
import { addRemoteTranslations, translateMessage, formatDate, formatTime } from '@portal/shared/i18n';
import { BOOKING_AR, BOOKING_EN } from './texts';

addRemoteTranslations({ namespace: 'booking', en: BOOKING_EN, ar: BOOKING_AR });
import { MSG, todayIso } from '@portal/shared/rules';
import { addDays } from '@portal/shared/dates';
import type { Slot } from './booking.api';
import type { SlotsState } from './use-slots';

const GROUPS = [
  ['morningSlots', 'morning'],
  ['afternoonSlots', 'afternoon'],
  ['eveningSlots', 'evening'],
] as const;

export interface SlotGroupsProps {
  slots: SlotsState;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  /** With `onDateChange`: the next free dates (30 days) as buttons, or 'No Available slots for next 30 days'. */
  onDateChange?: (date: string) => void;
  disabled?: boolean;
  /** Heading level of the group names (h3 under a page's h2). */
  headingAs?: 'h2' | 'h3' | 'h4';
  /**
   * Long days (a video clinic's 10-minute slots around the clock): each group opens and closes under its
   * heading, one open at a time, starting with the group of the chosen slot or the first with slots.
   */
  collapsible?: boolean;
}

/** Morning, Afternoon and Evening slots of one date as radio groups ('No Available Slot' when empty). */
export function SlotGroups({ slots, selected, onSelect, onDateChange, disabled = false, headingAs = 'h3', collapsible = false }: SlotGroupsProps) {
  const { t } = useTranslation('booking');
  const lang = useSession((s) => s.lang);
  const data = slots.data;
  const anySlot = data ? GROUPS.some(([k]) => data[k].length > 0) : false;
  const chosenGroup = data && selected ? GROUPS.find(([k]) => data[k].some((x) => x.startTime === selected.startTime && x.date === selected.date))?.[0] : undefined;
  const firstGroup = data ? GROUPS.find(([k]) => data[k].length > 0)?.[0] : undefined;
  const [open, setOpen] = useState<string | null>(chosenGroup ?? firstGroup ?? null);
  // A new date (new data) opens the group of the chosen slot, or the first one with slots. Set while rendering
  // rather than in an effect: the render that shows the new slots already has the right group open, so a click
  // on a heading in between (a person, or a test that read the heading's state) toggles what it sees.
  const [openFor, setOpenFor] = useState(data);
  if (openFor !== data) {
    setOpenFor(data);
    setOpen(chosenGroup ?? firstGroup ?? null);
  }
  return (
    <Box aria-live="polite" aria-busy={slots.loading}>
      {slots.loading ? (
        <Flex align="center" gap="2" color="fg.muted">
          <Spinner size="sm" /> <Text>{t('loadingSlots')}</Text>
        </Flex>
      ) : slots.callMessage ? (
        <Text role="status" fontWeight="medium" color="orange.700" data-testid="call-to-book">
          {translateMessage(slots.callMessage)}
        </Text>
      ) : (
        <Stack gap="4">
          {anySlot ? (
            GROUPS.map(([key, label]) =>
              data![key].length ? (
                <Box key={key}>
                  <Heading as={headingAs} size="sm" mb="2">
                    {collapsible ? (
                      <chakra.button
                        type="button"
                        id={`group-${key}`}
                        aria-expanded={open === key}
                        aria-controls={`slots-${key}`}
                        onClick={() => setOpen(open === key ? null : key)}
                        display="inline-flex"
                        alignItems="center"
                        gap="2"
                        py="1"
                        cursor="pointer"
                        fontWeight="inherit"
                        data-group={key}
                      >
                        <Icon name="chevron-right" size={16} style={{ transform: open === key ? 'rotate(90deg)' : undefined, transition: 'transform 0.15s' }} />
                        {t(label)}
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          ({data![key].length})
                        </Text>
                      </chakra.button>
                    ) : (
                      <chakra.span id={`group-${key}`}>{t(label)}</chakra.span>
                    )}
                  </Heading>
                  <Wrap gap="2" role="radiogroup" aria-labelledby={`group-${key}`} id={`slots-${key}`} display={collapsible && open !== key ? 'none' : 'flex'}>
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
          ) : (
            <Text role="status" color="fg.muted" data-testid="no-slot">
              {translateMessage(MSG.noAvailableSlot)}
            </Text>
          )}
          {onDateChange ? (
            <Box>
              <Heading as={headingAs} size="sm" mb="2">
                {t('nextAvailable')}
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
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

export interface SlotPickerProps {
  date: string;
  onDateChange: (date: string) => void;
  slots: SlotsState;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  /** Disabled while a booking is being sent. */
  disabled?: boolean;
}

/** Date with previous/next day (never before today), the three slot groups and the next free dates. */
export function SlotPicker({ date, onDateChange, slots, selected, onSelect, disabled = false }: SlotPickerProps) {
  const { t } = useTranslation('booking');
  const lang = useSession((s) => s.lang);
  const today = todayIso();

  return (
    <Stack gap="5">
      <Box>
        <Text fontWeight="semibold" mb="2" aria-hidden="true">
          {t('date')}
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Button variant="outline" size="sm" px="2" aria-label={t('previousDay')} disabled={disabled || date <= today} onClick={() => onDateChange(addDays(date, -1))}>
            <Icon name="chevron-left" />
          </Button>
          <DateField id="appt-date" label={t('date')} value={date} min={today} disabled={disabled} onChange={onDateChange} />
          <Button variant="outline" size="sm" px="2" aria-label={t('nextDay')} disabled={disabled} onClick={() => onDateChange(addDays(date, 1))}>
            <Icon name="chevron-right" />
          </Button>
          {/* The day in words in the page's language (الأحد، 22 نوفمبر 2026), on its own line on a phone. */}
          <Text color="fg.muted" fontSize="sm" flexBasis={{ base: '100%', sm: 'auto' }} data-testid="chosen-date">
            {formatDate(date, lang)}
          </Text>
        </Flex>
      </Box>
      <SlotGroups slots={slots} selected={selected} onSelect={onSelect} onDateChange={onDateChange} disabled={disabled} />
    </Stack>
  );
}
