import { useTranslation } from 'react-i18next';
import { Accordion, Badge, Box, Button, Flex, Icon, Stack, Table, Text, chakra } from '@portal/shared/ui';
import { useDateText } from '../use-date-text';
import type { LabOrder, LabTest } from './reports.api';

export interface ReportOrdersProps {
  orders: LabOrder[];
  testsOf: (docNumber: string) => LabTest[];
  /** The order's report asks for a code to another member's number first. */
  needsCode: (o: LabOrder) => boolean;
  onView: (o: LabOrder) => void;
  /** The pointer is over View report, or it has focus: a click is likely. */
  onPrepare?: (o: LabOrder) => void;
}

/** An accordion item per order (the newest open): its tests with values, units, ranges and flags, and View report. */
export function ReportOrders({ orders, testsOf, needsCode, onView, onPrepare }: ReportOrdersProps) {
  return (
    <Accordion.Root multiple collapsible defaultValue={orders[0] ? [orders[0].docNumber] : []} variant="enclosed">
      {orders.map((o) => (
        <Accordion.Item key={o.docNumber} value={o.docNumber}>
          <OrderHeading order={o} />
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <OrderBody order={o} tests={testsOf(o.docNumber)} needsCode={needsCode(o)} onView={() => onView(o)} onPrepare={() => onPrepare?.(o)} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function OrderHeading({ order: o }: { order: LabOrder }) {
  const { t } = useTranslation('records');
  const date = useDateText()(o.orderDate);
  return (
    <Accordion.ItemTrigger>
      <Flex flex="1" gap="3" align="center" wrap="wrap" textAlign="start">
        <Icon name="report" size={20} />
        <Stack gap="0" flex="1" minW="40">
          {/* A member's report waiting for her code comes without its name. */}
          <Text as="span" fontWeight="semibold">{o.otpRequired ? t('reports.withheldTitle') : o.orderName}</Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {date} ·{' '}
            {/* One piece, left to right: broken at its hyphens, a reference reads scrambled in Arabic. */}
            <chakra.bdi dir="ltr" whiteSpace="nowrap">
              {o.docNumber}
            </chakra.bdi>
          </Text>
        </Stack>
        <Badge colorPalette={o.docType === 'RBF' ? 'purple' : 'blue'}>{o.docType === 'RBF' ? t('reports.typeRbf') : t('reports.typeLab')}</Badge>
      </Flex>
      <Accordion.ItemIndicator />
    </Accordion.ItemTrigger>
  );
}

function OrderBody({ order: o, tests, needsCode, onView, onPrepare }: { order: LabOrder; tests: LabTest[]; needsCode: boolean; onView: () => void; onPrepare: () => void }) {
  const { t } = useTranslation('records');
  if (o.otpRequired) return <WithheldBody order={o} onView={onView} onPrepare={onPrepare} />;
  return (
    <Stack gap="3">
      <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>{t('reports.patient')}: {o.patientName}</Text>
        <Text>{t('reports.doctor')}: {o.doctorName}</Text>
        <Text>{t('reports.facility')}: {o.facilityName || o.facilityId}</Text>
      </Flex>
      <Box overflowX="auto">
        <TestsTable name={o.orderName} tests={tests} />
      </Box>
      {tests.some((x) => x.pending) ? (
        <Text fontSize="sm" color="fg.muted" data-testid="report-pending">{t('reports.pendingReport')}</Text>
      ) : (
        <Flex gap="2" align="center" wrap="wrap">
          <Button size="sm" onClick={onView} onPointerEnter={onPrepare} onFocus={onPrepare} aria-label={t('reports.viewReportOf', { name: o.orderName })}>
            <Icon name="report" size={16} />
            {t('reports.viewReport')}
          </Button>
          {needsCode ? <Text fontSize="xs" color="fg.muted">{t('reports.otpNeeded')}</Text> : null}
        </Flex>
      )}
    </Stack>
  );
}

function TestsTable({ name, tests }: { name: string; tests: LabTest[] }) {
  const { t } = useTranslation('records');
  const flagLabel = (f: string) => (f === 'H' ? t('reports.flagHigh') : f === 'L' ? t('reports.flagLow') : f === 'A' ? t('reports.flagAbnormal') : t('reports.flagNormal'));
  return (
    <Table.Root size="sm" variant="outline" aria-label={t('reports.testsOf', { name })}>
      <Table.Header>
        <Table.Row>
          {(['test', 'result', 'unit', 'range', 'flag'] as const).map((k) => (
            <Table.ColumnHeader key={k} textAlign="start">{t(`reports.${k}`)}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tests.map((x) => {
          const abnormal = x.flag && x.flag !== 'N';
          return (
            <Table.Row key={x.testName}>
              <Table.Cell>{x.testName}</Table.Cell>
              {x.pending ? (
                <Table.Cell colSpan={4} color="fg.muted" fontStyle="italic">{t('reports.pending')}</Table.Cell>
              ) : (
                <>
              <Table.Cell fontWeight={abnormal ? 'bold' : undefined} color={abnormal ? 'fg.error' : undefined} dir="ltr" textAlign="start">{x.value}</Table.Cell>
              <Table.Cell dir="ltr" textAlign="start">{x.unit}</Table.Cell>
              <Table.Cell dir="ltr" textAlign="start">{x.referenceRange}</Table.Cell>
              <Table.Cell color={abnormal ? 'fg.error' : undefined}>{flagLabel(x.flag)}</Table.Cell>
                </>
              )}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Another member's report before her code: when and where it was made, and the way to its results (the server sends
 * no value, test or doctor until the code sent to her number is entered).
 */
function WithheldBody({ order: o, onView, onPrepare }: { order: LabOrder; onView: () => void; onPrepare: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Stack gap="3">
      <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>{t('reports.patient')}: {o.patientName}</Text>
        <Text>{t('reports.facility')}: {o.facilityName || o.facilityId}</Text>
      </Flex>
      <Text fontSize="sm" data-testid="report-withheld">{t('reports.withheld')}</Text>
      <Flex>
        <Button size="sm" onClick={onView} onPointerEnter={onPrepare} onFocus={onPrepare} aria-label={t('reports.showResultsOf', { name: o.patientName })}>
          <Icon name="report" size={16} />
          {t('reports.showResults')}
        </Button>
      </Flex>
    </Stack>
  );
}
