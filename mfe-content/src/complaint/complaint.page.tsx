import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { complaintFormProblem, LIMITS, MSG, toIsoDate } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, Field, FormField, HStack, Icon, Input, NativeSelect, PageHeader, Stack, Text, Textarea, toast } from '@portal/shared/ui';
import { useContent } from '../content-site/use-content';
import { getFeedbackLocations, type FeedbackLocation } from '../content-site/content-site.api';
import { complaintTextMessage, incidentDateMessage } from './complaint-rules';
import { fileComplaint } from './complaint.api';

/** Brands whose complaint facility is fixed (care §2); any other brand picks one. */
export const FIXED_FACILITY_BRANDS = ['medeor', 'burjeel', 'lifecare', 'llh'];

/**
 * Complaint (care §2, §5): facility, incident date (dd/MM/yyyy, not in the future), text over 5 and up
 * to 500 characters; Submit stays disabled while anything is invalid. The result page shows the
 * hospital's complaint number.
 */
export default function ComplaintPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const brand = useSession((s) => s.brandName) ?? 'burjeel';
  const stateFacility = (useLocation().state as { facility?: FeedbackLocation } | null)?.facility;
  const locations = useContent('feedback-locations', getFeedbackLocations);
  const [facilityCode, setFacilityCode] = useState(stateFacility?.facilityCode ?? '');
  const [incidentDate, setIncidentDate] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState({ date: false, text: false });
  const [sending, setSending] = useState(false);
  const [number, setNumber] = useState<string | null>(null);

  const fixed = FIXED_FACILITY_BRANDS.includes(brand) && Boolean(stateFacility || user?.vblog);
  useEffect(() => {
    const mine = locations.data?.find((l) => l.vblog === user?.vblog);
    // A functional update, as on the feedback page: a choice made in the same moment is kept.
    if (mine && FIXED_FACILITY_BRANDS.includes(brand)) setFacilityCode((current) => current || mine.facilityCode);
  }, [locations.data, user?.vblog, brand]);
  const facility = locations.data?.find((l) => l.facilityCode === facilityCode) ?? stateFacility;

  const problem = complaintFormProblem({ facilityCode, incidentDate, complaintText: text });
  const dateError = touched.date ? incidentDateMessage(incidentDate) : null;
  const textError = touched.text ? complaintTextMessage(text) : null;

  const submit = async () => {
    if (problem || !user) return;
    setSending(true);
    try {
      const n = await fileComplaint({
        facilityCode,
        complainantName: `${user.firstName} ${user.lastName}`.trim(),
        incidentDate: toIsoDate(incidentDate)!,
        email: user.email ?? '',
        phoneNumber: `${user.callingCode ?? ''}${user.mobile ?? ''}`,
        source: 'Portal',
        complaintText: text.trim(),
      });
      setNumber(n);
    } catch (e) {
      toast.error((e as Error).message || MSG.somethingWentWrong);
    } finally {
      setSending(false);
    }
  };

  if (number) {
    return (
      <Card.Root maxW="lg" mx="auto" variant="outline" data-testid="complaint-result">
        <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
          <Box color="brand.fg">
            <Icon name="report" size={48} />
          </Box>
          <Text as="h1" fontSize="2xl" fontWeight="bold">
            {t('complaint.receivedTitle')}
          </Text>
          <Text>{t('complaint.numberLabel')}</Text>
          <Text fontSize="3xl" fontWeight="bold" color="brand.fg" dir="ltr" data-testid="complaint-number">
            {number}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('complaint.receivedText')}
          </Text>
          <Button onClick={() => navigate('/auth/dashboard')}>{t('goToHome')}</Button>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Box maxW="2xl">
      <PageHeader title={t('complaint.title')} subtitle={t('complaint.intro')} onBack={() => navigate('/auth/feedback')} />
      <form noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Stack gap="5">
        {fixed && facility ? (
          <Box>
            <Text fontWeight="medium">{t('feedback.facility')}</Text>
            <Text data-testid="complaint-facility-fixed">{facility.name}</Text>
          </Box>
        ) : (
          <Field.Root required invalid={problem === 'facility' && touched.text}>
            <Field.Label>
              {t('feedback.facility')} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="complaint-facility" value={facilityCode} onChange={(e) => setFacilityCode(e.currentTarget.value)}>
                <option value="">{t('select')}</option>
                {(locations.data ?? []).map((l) => (
                  <option key={l.facilityCode} value={l.facilityCode}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <FormField label={t('complaint.incidentDate')} required error={dateError} helperText={t('complaint.dateHint')}>
          <Input
            name="incidentDate"
            placeholder={t('complaint.datePlaceholder')}
            dir="ltr"
            inputMode="numeric"
            maxLength={10}
            value={incidentDate}
            onChange={(e) => setIncidentDate(e.currentTarget.value.replace(/[^\d/]/g, ''))}
            onBlur={() => setTouched((x) => ({ ...x, date: true }))}
          />
        </FormField>
        <FormField label={t('complaint.text')} required error={textError} helperText={t('complaint.counter', { n: text.trim().length, max: LIMITS.complaintMax })}>
          <Textarea name="complaintText" rows={6} value={text} onChange={(e) => (setText(e.currentTarget.value), setTouched((x) => ({ ...x, text: true })))} />
        </FormField>
        {touched.text && problem === 'facility' ? <Text color="fg.error">{translateMessage(MSG.allFieldsRequired)}</Text> : null}
        <HStack gap="3">
          <Button variant="outline" onClick={() => navigate('/auth/feedback')}>
            {t('back')}
          </Button>
          <Button type="submit" disabled={problem !== null || sending} loading={sending} data-testid="complaint-submit">
            {t('submit')}
          </Button>
        </HStack>
      </Stack>
      </form>
    </Box>
  );
}
