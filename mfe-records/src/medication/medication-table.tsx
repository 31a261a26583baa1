import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Progress, Stack, Table, Text } from '@portal/shared/ui';
import type { Medication } from './medication.api';
import { medicationProgress, type MedicationProgress } from './progress';
import { useDateText } from '../use-date-text';

/** One row per prescription: the doctor's medicines of one day. */
export function prescriptions(items: Medication[]): Medication[][] {
  const groups = new Map<string, Medication[]>();
  for (const m of items) {
    const key = `${m.physicianNo}|${m.creationDate}|${m.facilityId}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()];
}

function ProgressBar({ p }: { p: MedicationProgress }) {
  const { t } = useTranslation('records');
  return (
    <>
      <Progress.Root value={p.percent} size="sm" aria-label={t('medication.progressOf', { done: p.elapsed, total: p.total })}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('medication.progressText', { done: p.elapsed, total: p.total })}
      </Text>
    </>
  );
}

/** The prescriptions (docs/product.md#reports-medication): phones get one card each, wider screens a table; View medicine opens one. */
export function MedicationTable({ rows, today, onView }: { rows: Medication[][]; today: string; onView: (group: Medication[]) => void }) {
  const { t } = useTranslation('records');
  const dateText = useDateText();
  const view = rows.map((group) => {
    const first = group[0]!;
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a), first);
    return { group, first, key: `${first.physicianNo}-${first.creationDate}-${first.id}`, days: t('medication.days', { count: longest.duration }), p: medicationProgress(first.creationDate, longest.duration, today) };
  });
  const viewButton = (group: Medication[]) => (
    <Button size="xs" variant="outline" onClick={() => onView(group)}>
      {t('medication.viewMedicine')}
    </Button>
  );
  return (
    <>
      <Stack as="ul" listStyleType="none" p="0" gap="3" display={{ base: 'flex', md: 'none' }}>
        {view.map(({ group, first, key, days, p }) => (
          <Box as="li" key={key} borderWidth="1px" borderRadius="md" p="3">
            <Flex justify="space-between" gap="2" align="start">
              <Stack gap="0">
                <Text fontWeight="semibold">{first.doctorName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {dateText(first.creationDate)} · {days}
                </Text>
              </Stack>
              {viewButton(group)}
            </Flex>
            <Box mt="2">
              <ProgressBar p={p} />
            </Box>
          </Box>
        ))}
      </Stack>
      <Box overflowX="auto" display={{ base: 'none', md: 'block' }}>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              {(['doctor', 'date', 'duration', 'progress', 'action'] as const).map((k) => (
                <Table.ColumnHeader key={k} textAlign="start">
                  {t(`medication.${k}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.map(({ group, first, key, days, p }) => (
              <Table.Row key={key}>
                <Table.Cell>{first.doctorName}</Table.Cell>
                <Table.Cell>{dateText(first.creationDate)}</Table.Cell>
                <Table.Cell>{days}</Table.Cell>
                <Table.Cell minW="36">
                  <ProgressBar p={p} />
                </Table.Cell>
                <Table.Cell>{viewButton(group)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
