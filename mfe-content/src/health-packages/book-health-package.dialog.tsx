import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_CALLING_CODE, MSG, todayIso } from '@portal/shared/contracts';
import { healthPackageRequestSchema } from '@portal/shared/contracts/schemas';
import { DateInputField, useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, FormField, Input, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { FormDialog } from '../common/form-dialog';
import { formMessages } from '../common/form-message';
import { HospitalSelect } from '../common/hospital-select';
import { useSendThenClose } from '../common/use-send-then-close';
import { ContactMobile } from '../contact/contact-form';
import { locationsQuery, useContentSite, type LocationItem } from '../content-site/content-site.api';
import { messageText } from '../content-site/messages';
import { useRequestHealthPackage, type HealthPackage, type SubPackage } from './health-packages.api';

export const RESULT_CLOSE_MS = 3000;

type Values = z.input<typeof healthPackageRequestSchema>;
const REQUIRED = ['firstName', 'lastName', 'email', 'mobile', 'apptDate', 'hospitalLocation'] as const;
const ORDER = ['firstName', 'lastName', 'mobile', 'callingCode', 'email', 'hospitalLocation', 'apptDate'] as const;

interface Props {
  open: boolean;
  pkg: HealthPackage;
  sub: SubPackage;
  onClose: () => void;
}

/**
 * 'Book Health Package' (docs/product.md#content-requests): every field required, mobile 8–10 digits, e-mail pattern, date
 * not before today. The result (true/false) is shown and the dialog closes 3 s later. The form starts once the
 * hospitals are known, with the patient's own hospital chosen: nothing arrives later to overwrite a choice.
 */
export function BookHealthPackageDialog(props: Props) {
  const locations = useQuery(locationsQuery(useContentSite()));
  if (locations.isPending) return null;
  return <PackageForm {...props} locations={locations.data ?? []} />;
}

function PackageForm({ open, pkg, sub, onClose, locations }: Props & { locations: LocationItem[] }) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const mine = locations.find((l) => l.locationId === user?.facilityId || l.vblog === user?.vblog);
  const form = useZodForm(healthPackageRequestSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', callingCode: user?.callingCode || DEFAULT_CALLING_CODE, mobile: user?.mobile ?? '', email: user?.email ?? '', hospitalLocation: mine?.name ?? '', packageName: pkg.name, subPackageName: sub.name, apptDate: '' },
  });
  const sending = useSendThenClose(useRequestHealthPackage(), onClose, RESULT_CLOSE_MS);
  const errors = formMessages(form.formState.errors, form.watch(), REQUIRED, ORDER);
  const submit = form.handleSubmit((v) => {
    const location = locations.find((l) => l.name === v.hospitalLocation);
    sending.mutate({ ...v, facilityId: location ? [location.locationId] : [] });
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('packages.dialogTitle')}
      onSubmit={submit}
      submitLabel={t('packages.book')}
      status={sending.status}
      outcome={
        <Box role="status" p="4" borderRadius="md" bg={sending.data ? 'green.subtle' : 'red.subtle'} data-testid="package-result" data-ok={sending.data}>
          <Text fontWeight="semibold">{sending.data ? t('packages.booked') : translateMessage(MSG.healthPackageNotBooked)}</Text>
          {sending.data ? <Text fontSize="sm">{t('packages.bookedNext')}</Text> : null}
        </Box>
      }
      errors={errors.map((e) => messageText(t, e))}
      errorTestId="package-error"
      submitTestId="package-submit"
    >
      <Stack gap="3">
        <Box bg="brand.subtle" p="3" borderRadius="md">
          <Text fontWeight="semibold">{pkg.name}</Text>
          <Text fontSize="sm">{sub.name}</Text>
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('form.firstName')} required>
            <Input {...form.register('firstName')} maxLength={100} />
          </FormField>
          <FormField label={t('form.lastName')} required>
            <Input {...form.register('lastName')} maxLength={100} />
          </FormField>
        </SimpleGrid>
        <ContactMobile control={form.control as unknown as Control<Values>} label={t('form.mobile')} />
        <FormField label={t('form.email')} required>
          <Input {...form.register('email')} type="email" dir="ltr" maxLength={254} />
        </FormField>
        <HospitalSelect label={t('packages.hospital')} field={form.register('hospitalLocation')} hospitals={locations.map((l) => ({ value: l.name, name: l.name }))} />
        <DateInputField control={form.control} name="apptDate" id="package-date" label={t('packages.date')} required min={todayIso()} listed />
      </Stack>
    </FormDialog>
  );
}
