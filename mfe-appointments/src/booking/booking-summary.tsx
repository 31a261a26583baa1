import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import { translateMessage } from '@portal/shared/i18n';
import type { PatientOption } from '@portal/shared/booking';
import { Box, Heading, Icon, Link, NativeSelect, Stack, Text, chakra } from '@portal/shared/ui';
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
 * The booking's side panel (care §4): for whom (with the reason a member cannot be booked), when, and where.
 * Beside the slots it stays in view below the shell's header while the slots scroll.
 */
export function BookingSummary({ patients, patient, onPatient, busy, timing, hospital, children }: BookingSummaryProps) {
  const { t } = useTranslation('appointments');
  const patientLabel = usePatientLabel(t('book.self'));
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
      <Box>
        <chakra.label htmlFor="patient" fontWeight="semibold" display="block" mb="2">
          {t('book.patient')}
        </chakra.label>
        <NativeSelect.Root disabled={busy}>
          <NativeSelect.Field id="patient" value={String(patient.familyMemberId)} onChange={(e) => onPatient(Number(e.target.value))}>
            {patients.map((p) => (
              <option key={p.familyMemberId} value={p.familyMemberId}>
                {patientLabel(p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {patient.blocked ? (
          <Text role="alert" color="fg.error" fontSize="sm" mt="2">
            {translateMessage(patient.blocked)}
          </Text>
        ) : null}
      </Box>
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
