import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, HStack, Stack, Table, Text } from '@portal/shared/ui';
import { TableScroll } from '@portal/shared/forms';
import type { DayCount } from './analytics.api';
import { formatDmy, numberFormat } from '@portal/shared/i18n';

/**
 * Registrations per day as a bar chart, with the same figures as a table for screen readers and anyone
 * who prefers numbers (a "Show as table" toggle; the chart itself is one labelled image summarising the
 * period). Time runs left to right in both languages, as on the axis of any chart of dates. Bars are
 * boxes, not an SVG, so the labels keep their size on a phone.
 */
export function RegistrationsChart({ days }: { days: DayCount[] }) {
  const { t, i18n } = useTranslation('admin');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const ar = i18n.language === 'ar';
  const num = numberFormat(ar ? 'ar-AE' : 'en-US');
  // Calendar days: dd/MM/yyyy (the axis drops the year), with no time-zone shift.
  const day = (d: string) => formatDmy(d, ar ? 'ar' : 'en', { timeZone: 'UTC' });
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((a, d) => a + d.count, 0);
  const peak = days.reduce<DayCount | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  const summary = peak
    ? t('analytics.chartSummary', { count: total, days: num.format(days.length), total: num.format(total), peak: num.format(peak.count), peakDate: day(peak.date) })
    : '';

  return (
    <Stack gap="3" as="figure" m="0">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text as="figcaption" fontWeight="semibold" textAlign="start">
          {t('analytics.chartTitle')}
        </Text>
        <Button size="sm" variant="ghost" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('analytics.showChart') : t('analytics.showTable')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" textAlign="start" data-testid="chart-summary">
        {summary}
      </Text>
      {!asTable && (
        <Box dir="ltr" role="img" aria-label={summary} data-testid="registrations-chart">
          <Flex h="40" align="end" gap="1" borderBottomWidth="1px" borderColor="border.emphasized" aria-hidden>
            {days.map((d) => (
              <Box
                key={d.date}
                flex="1"
                minW="1"
                h={`${(d.count / max) * 100}%`}
                minH={d.count > 0 ? '2px' : '0'}
                bg="brand.solid"
                borderTopRadius="sm"
                title={`${day(d.date)}: ${num.format(d.count)}`}
              />
            ))}
          </Flex>
          <Flex gap="1" mt="1" aria-hidden>
            {days.map((d, i) => (
              <Box key={d.date} flex="1" minW="1" position="relative" h="4">
                {i % 7 === 0 && i <= days.length - 5 ? (
                  <Text as="span" position="absolute" insetInlineStart="0" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {day(d.date).slice(0, 5)}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Flex>
        </Box>
      )}
      <TableScroll id={tableId} hidden={!asTable} maxH="80" overflowY="auto" label={t('analytics.chartTitle')}>
        <Table.Root size="sm" data-testid="registrations-table">
          <Table.Caption>{t('analytics.chartTitle')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="start">{t('analytics.day')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('analytics.registrations')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {/* Newest first: today's row is the one at the top of the scrolled box, not below the fold. */}
            {[...days].reverse().map((d) => (
              <Table.Row key={d.date}>
                <Table.Cell textAlign="start">{day(d.date)}</Table.Cell>
                <Table.Cell textAlign="end">{num.format(d.count)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Stack>
  );
}
