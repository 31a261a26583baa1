import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Flex, Icon, InfoDialog, Stack, Text, toast } from '@portal/shared/ui';
import { MedicationExpiredError, medicationReminderIcs } from './ics';
import type { Medication } from './medication.api';
import { medicationProgress } from './progress';
import { useDateText } from '../use-date-text';

function saveFile(name: string, body: string, type: string) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The medicines of one prescription, each with Add to calendar (daily reminders to the course's last day). */
export function MedicinesDialog({ medicines, today, onClose }: { medicines: Medication[] | null; today: string; onClose: () => void }) {
  const { t } = useTranslation('records');
  const dateText = useDateText();

  function addToCalendar(m: Medication) {
    try {
      const f = medicationReminderIcs(m, { today, titlePrefix: t('medication.take') });
      saveFile(f.fileName, f.body, 'text/calendar;charset=utf-8');
      toast.success(t('medication.calendarAdded', { days: f.days }));
    } catch (e) {
      toast.error(e instanceof MedicationExpiredError ? t('medication.expired') : translateMessage(MSG.somethingWentWrongTryLaterNoDot));
    }
  }

  return (
    <InfoDialog open={medicines !== null} onClose={onClose} size="lg" title={t('medication.medicines')}>
      <Stack as="ul" listStyleType="none" p="0" gap="3">
        {(medicines ?? []).map((m) => {
          const p = medicationProgress(m.creationDate, m.duration, today);
          const over = p.expired || p.remaining === 0;
          return (
            <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold">{m.brandName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {m.genericName}
              </Text>
              <Text fontSize="sm">
                {t('medication.frequency')}: {frequencyText(m.frequency, t)}
              </Text>
              <Text fontSize="sm">
                {t('medication.duration')}: {t('medication.days', { count: m.duration })} · {t('medication.until', { date: dateText(p.lastDay) })}
              </Text>
              <Flex mt="2" gap="2" align="center" wrap="wrap">
                <Button size="xs" onClick={() => addToCalendar(m)} disabled={over} aria-label={t('medication.addToCalendarOf', { name: m.brandName })}>
                  <Icon name="calendar" size={14} />
                  {t('medication.addToCalendar')}
                </Button>
                {over ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('medication.expired')}
                  </Text>
                ) : null}
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </InfoDialog>
  );
}

/**
 * The hospital writes a medicine's frequency in English, from its usual phrases: those are said in the page's
 * language; a phrase outside them is shown as the hospital wrote it (a doctor's own instruction, not to be guessed).
 */
function frequencyText(frequency: string, t: ReturnType<typeof useTranslation>['t']): string {
  return t(`medication.frequencies.${frequency.trim()}`, { defaultValue: frequency, nsSeparator: false });
}
