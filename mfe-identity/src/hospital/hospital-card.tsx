import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Button, Card, Heading, Stack, Text } from '@portal/shared/ui';
import { EntryDialog } from './entry-dialog';
import { useHospitals } from './use-hospitals';

/** The preferred hospital on the profile page, with the same chooser as the top bar's. */
export function HospitalCard() {
  const { t } = useTranslation('identity');
  const hospitals = useHospitals();
  const facilityId = useSession((s) => s.user?.facilityId ?? null);
  const [open, setOpen] = useState(false);
  const current = hospitals?.find((h) => h.locationId === facilityId);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('account.hospital.current')}
          </Heading>
          <Text data-testid="current-hospital">{current ? current.name : t('account.hospital.none')}</Text>
          <Button variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)} data-testid="change-hospital">
            {t('account.hospital.change')}
          </Button>
        </Stack>
        <EntryDialog open={open} mode="choose" hospitals={hospitals} currentFacilityId={facilityId} onClose={() => setOpen(false)} />
      </Card.Body>
    </Card.Root>
  );
}
