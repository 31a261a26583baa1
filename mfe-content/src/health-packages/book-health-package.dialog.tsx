import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, healthPackageFormMessage, MSG, todayIso, type HealthPackageForm } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, FormField, Input, MobileInput, NativeSelect, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { FormDialog } from '../common/form-dialog';
import { getCountries, getLocations } from '../content-site/content-site.api';
import { useContent } from '../content-site/use-content';
import { requestHealthPackage, type HealthPackage, type SubPackage } from './health-packages.api';
import { messageText } from '../content-site/messages';

export const RESULT_CLOSE_MS = 3000;

/**
 * 'Book Health Package' (care §4, §5): every field required, mobile 8–10 digits, e-mail pattern, date
 * not before today. The result (true/false) is shown and the dialog closes 3 s later.
 */
export function BookHealthPackageDialog({ open, pkg, sub, onClose }: { open: boolean; pkg: HealthPackage; sub: SubPackage; onClose: () => void }) {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const locations = useContent('locations', getLocations);
  const countries = useContent('countries', getCountries, { contentSite: false });
  const [form, setForm] = useState<HealthPackageForm>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    callingCode: user?.callingCode || DEFAULT_CALLING_CODE,
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    hospitalLocation: '',
    packageName: pkg.name,
    subPackageName: sub.name,
    apptDate: '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The user's chosen hospital is the likely one: preselect it once the list is known.
  useEffect(() => {
    const mine = locations.data?.find((l) => l.locationId === user?.facilityId || l.vblog === user?.vblog);
    if (mine && !form.hospitalLocation) setForm((f) => ({ ...f, hospitalLocation: mine.name }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locations.data]);

  const set = <K extends keyof HealthPackageForm>(k: K, v: HealthPackageForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = healthPackageFormMessage(form);
    if (problem) return setError(problem);
    const location = locations.data?.find((l) => l.name === form.hospitalLocation);
    setSending(true);
    let ok = false;
    try {
      ok = await requestHealthPackage({ ...form, facilityId: location ? [location.locationId] : [] });
    } catch {
      ok = false;
    }
    setSending(false);
    setResult(ok);
    timer.current = window.setTimeout(onClose, RESULT_CLOSE_MS);
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('packages.dialogTitle')}
      onSubmit={submit}
      actions={result === null}
      submitLabel={t('packages.book')}
      submitting={sending}
      error={error ? messageText(t, error) : null}
      errorTestId="package-error"
      submitTestId="package-submit"
    >
      {result !== null ? (
        <Box role="status" p="4" borderRadius="md" bg={result ? 'green.subtle' : 'red.subtle'} data-testid="package-result" data-ok={result}>
          <Text fontWeight="semibold">{result ? t('packages.booked') : translateMessage(MSG.healthPackageNotBooked)}</Text>
          {result ? <Text fontSize="sm">{t('packages.bookedNext')}</Text> : null}
        </Box>
      ) : (
        <Stack gap="3">
          <Box bg="brand.subtle" p="3" borderRadius="md">
            <Text fontWeight="semibold">{form.packageName}</Text>
            <Text fontSize="sm">{form.subPackageName}</Text>
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={t('form.firstName')} required>
              <Input name="firstName" value={form.firstName} maxLength={100} onChange={(e) => set('firstName', e.currentTarget.value)} />
            </FormField>
            <FormField label={t('form.lastName')} required>
              <Input name="lastName" value={form.lastName} maxLength={100} onChange={(e) => set('lastName', e.currentTarget.value)} />
            </FormField>
          </SimpleGrid>
          <MobileInput
            label={t('form.mobile')}
            required
            countries={countries.data ?? []}
            callingCode={form.callingCode}
            onCallingCodeChange={(c) => set('callingCode', c)}
            value={form.mobile}
            onChange={(v) => set('mobile', v)}
          />
          <FormField label={t('form.email')} required>
            <Input name="email" type="email" dir="ltr" value={form.email} maxLength={254} onChange={(e) => set('email', e.currentTarget.value)} />
          </FormField>
          <FormField label={t('packages.hospital')} required>
            <NativeSelect.Root>
              <NativeSelect.Field name="hospitalLocation" value={form.hospitalLocation} onChange={(e) => set('hospitalLocation', e.currentTarget.value)}>
                <option value="">{t('select')}</option>
                {(locations.data ?? []).map((l) => (
                  <option key={l.locationId} value={l.name}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('packages.date')} required>
            <Input name="apptDate" type="date" min={todayIso()} value={form.apptDate} onChange={(e) => set('apptDate', e.currentTarget.value)} />
          </FormField>
        </Stack>
      )}
    </FormDialog>
  );
}
