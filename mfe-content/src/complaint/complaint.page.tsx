import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS, MSG, toIsoDate } from '@portal/shared/contracts';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, FormField, HStack, Input, PageHeader, QueryState, Stack, Text, Textarea, toast } from '@portal/shared/ui';
import { feedbackLocationsQuery, useContentSite, type FeedbackLocation } from '../content-site/content-site.api';
import { complaintFormSchema } from './complaint-rules';
import { useFileComplaint } from './complaint.api';
import { DoneCard } from '../common/done-card';
import { HospitalSelect } from '../common/hospital-select';

/** Brands whose complaint facility is fixed (docs/product.md#content-requests); any other brand picks one. */
export const FIXED_FACILITY_BRANDS = ['medeor', 'burjeel', 'lifecare', 'llh'];

/**
 * Complaint (docs/product.md#content-requests): facility, incident date (dd/MM/yyyy, not in the future), text over 5 and up
 * to 500 characters; Submit stays disabled while anything is invalid. The result page shows the
 * hospital's complaint number. The form starts once the facilities are known, with the facility chosen.
 */
export default function ComplaintPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const locations = useQuery(feedbackLocationsQuery(useContentSite()));
  return (
    <Box maxW="2xl">
      <PageHeader title={t('complaint.title')} subtitle={t('complaint.intro')} onBack={() => navigate('/auth/feedback')} />
      <QueryState query={locations} isEmpty={() => false} failure={translateMessage(MSG.error)}>
        {(list) => <ComplaintForm locations={list} />}
      </QueryState>
    </Box>
  );
}

function ComplaintForm({ locations }: { locations: FeedbackLocation[] }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const brand = useSession((s) => s.brandName) ?? 'burjeel';
  const stateFacility = (useLocation().state as { facility?: FeedbackLocation } | null)?.facility;
  const branded = FIXED_FACILITY_BRANDS.includes(brand);
  const mine = branded ? locations.find((l) => l.vblog === user?.vblog) : undefined;
  const form = useZodForm(complaintFormSchema, { defaultValues: { facilityCode: stateFacility?.facilityCode ?? mine?.facilityCode ?? '', incidentDate: '', complaintText: '' } });
  const sending = useFileComplaint();
  const facilityCode = form.watch('facilityCode');
  const text = form.watch('complaintText');
  const facility = locations.find((l) => l.facilityCode === facilityCode) ?? stateFacility;
  const fixed = branded && Boolean(stateFacility || user?.vblog);
  const { errors, isValid } = form.formState;
  const message = (e: { message?: string } | undefined) => (e?.message ? translateMessage(e.message) : null);

  const submit = form.handleSubmit((v) => {
    if (!user) return;
    sending.mutate({ facilityCode: v.facilityCode, complainantName: `${user.firstName} ${user.lastName}`.trim(), incidentDate: toIsoDate(v.incidentDate)!, email: user.email ?? '', phoneNumber: `${user.callingCode ?? ''}${user.mobile ?? ''}`, source: 'Portal', complaintText: v.complaintText.trim() }, { onError: (e) => toast.error(e.message || MSG.somethingWentWrong) });
  });
  if (sending.data) return <ComplaintResult number={sending.data} />;

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="5">
        {fixed && facility ? (
          <Box>
            <Text fontWeight="medium">{t('feedback.facility')}</Text>
            <Text data-testid="complaint-facility-fixed">{facility.name}</Text>
          </Box>
        ) : (
          <HospitalSelect
            label={t('feedback.facility')}
            field={form.register('facilityCode')}
            hospitals={locations.map((l) => ({ value: l.facilityCode, name: l.name }))}
            error={message(errors.facilityCode)}
            testId="complaint-facility"
          />
        )}
        <FormField label={t('complaint.incidentDate')} required error={message(errors.incidentDate)} helperText={t('complaint.dateHint')}>
          <Input {...form.register('incidentDate', { setValueAs: (v: string) => v.replace(/[^\d/]/g, '') })} placeholder={t('complaint.datePlaceholder')} dir="ltr" inputMode="numeric" maxLength={10} />
        </FormField>
        <FormField label={t('complaint.text')} required error={message(errors.complaintText)} helperText={t('complaint.counter', { n: text.trim().length, max: LIMITS.complaintMax })}>
          {/* The text's rule is shown as it is typed (the date's once the field is left). */}
          <Textarea {...form.register('complaintText', { onChange: () => void form.trigger('complaintText') })} rows={6} dir="auto" />
        </FormField>
        <HStack gap="3">
          <Button variant="outline" onClick={() => navigate('/auth/feedback')}>
            {t('back')}
          </Button>
          <Button type="submit" disabled={!isValid || sending.isPending} loading={sending.isPending} data-testid="complaint-submit">
            {t('submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ComplaintResult({ number }: { number: string }) {
  const { t } = useTranslation('content');
  return (
    <DoneCard icon="report" tone="brand.fg" title={t('complaint.receivedTitle')} headingAs="h2" testId="complaint-result">
      <Text>{t('complaint.numberLabel')}</Text>
      <Text fontSize="3xl" fontWeight="bold" color="brand.fg" dir="ltr" data-testid="complaint-number">
        {number}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('complaint.receivedText')}
      </Text>
    </DoneCard>
  );
}
