import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatTime, numberFormat } from '@portal/shared/i18n';
import type { LangCode } from '@portal/shared/rules';
import { Badge, Box, Button, Card, Grid, Icon, InfoDialog, Table, Text, TileButton, chakra } from '@portal/shared/ui';
import { TableScroll } from '@portal/shared/forms';
import { ValetFrame, ValetHeading } from './valet-frame';
import { VALET_SAMPLE, VALET_WINDOWS, carsIn, type ValetStatus, type ValetWindow } from './sample';

const STATUS_PALETTE: Record<ValetStatus, string> = { parked: 'blue', requested: 'orange', delivered: 'green' };

/**
 * /valetauth (docs/product.md#content-valet): the valet desk's day, a mock-up with no logic: the total of cars (38) and one tile per
 * time window, each opening the sample list of the cars that came in then.
 */
export default function ValetDashboardPage() {
  const { t, i18n } = useTranslation('content');
  const navigate = useNavigate();
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  const count = (n: number) => numberFormat(lang === 'ar' ? 'ar-AE' : 'en-US').format(n);
  // Each time stays on one line ('9:00 am', not '9:00' and 'am'): a narrow tile breaks the span only between them.
  const time = (hhmm: string) => formatTime(hhmm, lang).replace(/\s/g, '\u00a0');
  const span = (w: ValetWindow) => t('valet.dashboard.window', { from: time(w.from), to: time(w.to) });
  const [open, setOpen] = useState<ValetWindow | null>(null);
  const list = open ? carsIn(open) : [];

  return (
    <ValetFrame
      action={
        <Button variant="outline" size="sm" onClick={() => navigate('/valet')}>
          {t('valet.dashboard.logout')}
        </Button>
      }
    >
      <ValetHeading>{t('valet.dashboard.title')}</ValetHeading>
      <Card.Root variant="elevated" mb="8" data-testid="valet-total">
        <Card.Body display="flex" flexDirection="row" alignItems="center" gap="4">
          <Box color="brand.fg">
            <Icon name="car" size={40} />
          </Box>
          <Box>
            <Text color="fg.muted">{t('valet.dashboard.total')}</Text>
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
              {count(VALET_SAMPLE.length)}
            </Text>
          </Box>
        </Card.Body>
      </Card.Root>
      <Text as="h2" fontWeight="semibold" fontSize="lg" mb="3">
        {t('valet.dashboard.byTime')}
      </Text>
      <Grid as="ul" listStyleType="none" p="0" m="0" gap="3" templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }}>
        {VALET_WINDOWS.map((w) => (
          <li key={w.from}>
            <TileButton gap="1" onClick={() => setOpen(w)} data-testid={`valet-window-${w.from}`}>
              <Icon name="clock" size={24} color="var(--chakra-colors-brand-solid)" />
              <Text fontWeight="medium" textAlign="center">
                {span(w)}
              </Text>
              <Text fontSize="2xl" fontWeight="bold">
                {count(carsIn(w).length)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('valet.dashboard.cars', { count: carsIn(w).length })}
              </Text>
            </TileButton>
          </li>
        ))}
      </Grid>
      <InfoDialog open={open !== null} onClose={() => setOpen(null)} title={open ? t('valet.list.title', { window: span(open) }) : ''} size="xl" scrollInside>
        {/* Five columns are wider than a phone: the list scrolls sideways and says so; headers never wrap or clip. */}
        <TableScroll label={open ? t('valet.list.title', { window: span(open) }) : ''}>
          <Table.Root size="sm" data-testid="valet-list" css={{ '& th': { whiteSpace: 'nowrap' } }}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('valet.list.ticket')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('valet.list.plate')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('valet.list.vehicle')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('valet.list.timeIn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('valet.list.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((c) => (
                <Table.Row key={c.ticket}>
                  <Table.Cell dir="ltr" textAlign="start" whiteSpace="nowrap">{c.ticket}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {t(`valet.region.${c.region}`)} <chakra.span dir="ltr">{c.plate}</chakra.span>
                  </Table.Cell>
                  <Table.Cell>{c.vehicle}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatTime(c.timeIn, lang)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[c.status]}>{t(`valet.status.${c.status}`)}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      </InfoDialog>
    </ValetFrame>
  );
}
