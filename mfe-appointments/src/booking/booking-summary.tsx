import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PatientSelect } from '@portal/shared/family';
import { translateMessage } from '@portal/shared/i18n';
import type { PatientOption } from '@portal/shared/booking';
import { Box, Heading, Icon, Link, Stack, Text } from '@portal/shared/ui';
import { directionsUrl, type HospitalLocation } from '../doctors/doctors.api';

export interface BookingSummaryProps {
  patients: PatientOption[];
  patient: PatientOption;
  onPatient: (familyMemberId: number) => void;
  busy: boolean;
  /** The chosen date and time, or 'no slot chosen'. */
  timing: string;
  hospital: HospitalLocation | null;
  /** The Confirm button, when the summary shows it (the two-column layout). */
  children?: ReactNode;
}

/**
 * The booking's side panel (docs/product.md#booking-rules): for whom (with the reason a member cannot be booked), when, and where.
 * Beside the slots it stays in view below the shell's header while the slots scroll.
 */
export function BookingSummary({ patients, patient, onPatient, busy, timing, hospital, children }: BookingSummaryProps) {
  const { t } = useTranslation('appointments');
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
      <PatientSelect
        id="patient"
        label={t('book.patient')}
        selfText={t('book.self')}
        patients={patients}
        familyMemberId={patient.familyMemberId}
        onPatient={onPatient}
        width="100%"
        disabled={busy}
        error={patient.blocked ? translateMessage(patient.blocked) : null}
      />
      <Box>
        <Heading as="h2" size="sm" mb="1">
          {t('book.chosenTiming')}
        </Heading>
        <Text data-testid="chosen-timing">{timing}</Text>
      </Box>
      {hospital ? (
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {t('book.address')}
          </Heading>
          <Text>{hospital.name}</Text>
          {hospital.address ? (
            <Text color="fg.muted" fontSize="sm">
              {hospital.address}
            </Text>
          ) : null}
          <Link href={directionsUrl(hospital)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" display="inline-flex" alignItems="center" gap="1" mt="1">
            <Icon name="location" size={16} />
            {t('book.directions')}
          </Link>
        </Box>
      ) : null}
      {children}
    </Stack>
  );
}
