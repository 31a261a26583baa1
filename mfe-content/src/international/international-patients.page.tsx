import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, LIMITS, MSG, todayIso, uploadProblem } from '@portal/shared/contracts';
import { internationalEnquirySchema } from '@portal/shared/contracts/schemas';
import { DateInputField, MobileField, SelectField, TextField, useZodForm, FileInput } from '@portal/shared/forms';
import { HELPLINE, supportEmail } from '@portal/shared/brand';
import { countriesQuery } from '@portal/shared/masterdata';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, FormField, Heading, HStack, Icon, Link, PageHeader, SimpleGrid, Stack, Text, useLater } from '@portal/shared/ui';
import { messageText } from '../content-site/messages';

export const FILE_ERROR_MS = 5000;

/**
 * International patients (docs/product.md#content-requests): information and the Write Us form on the shared enquiry rule. Submit only
 * validates — the enquiry is not sent anywhere — so a valid form ends with what to do next: call the
 * helpline or e-mail the patient team with the same details.
 */
export default function InternationalPatientsPage() {
  const { t, i18n } = useTranslation('content');
  const user = useSession((s) => s.user);
  const countries = useQuery(countriesQuery(i18n.language));
  const form = useZodForm(internationalEnquirySchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      gender: '',
      callingCode: user?.callingCode || DEFAULT_CALLING_CODE,
      mobile: user?.mobile ?? '',
      email: user?.email ?? '',
      travelDate: '',
      comment: '',
      report: null,
    },
  });
  const fileInput = useRef<HTMLInputElement | null>(null);
  const later = useLater();
  const { errors, isSubmitSuccessful } = form.formState;
  // Valid at the last submit and since: what to do next.
  const done = isSubmitSuccessful && Object.keys(errors).length === 0;
  const comment = form.watch('comment') ?? '';
  const reportError = errors.report?.message;

  // The chosen file is the field's value; the control only shows it (a file input's value cannot be set).
  const report = useController({ control: form.control, name: 'report' }).field;

  const onFile = (file: File | undefined) => {
    const problem = file ? uploadProblem(file) : null;
    if (problem) {
      // The spec's upload rule: show the error, drop the file, clear the message after 5 s.
      form.setValue('report', null);
      form.setError('report', { message: MSG[problem] });
      later(() => form.clearErrors('report'), FILE_ERROR_MS);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    report.onChange(file ?? null);
  };

  return (
    <Box maxW="4xl">
      <PageHeader title={t('international.title')} />
      <Intro />
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t('international.writeUs')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {done ? <NextSteps fullName={form.getValues('fullName')} /> : null}
          <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate aria-label={t('international.writeUs')}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField control={form.control} name="fullName" label={t('international.fullName')} required maxLength={200} />
                <SelectField
                  control={form.control}
                  name="gender"
                  label={t('tools.bmi.gender')}
                  required
                  placeholder={t('select')}
                  options={[
                    { id: 'male', text: t('tools.bmi.male') },
                    { id: 'female', text: t('tools.bmi.female') },
                  ]}
                />
              </SimpleGrid>
              <MobileField control={form.control} name="mobile" callingCodeName="callingCode" countries={countries.data ?? []} label={t('form.mobile')} required />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField control={form.control} name="email" label={t('form.email')} required type="email" dir="ltr" maxLength={254} />
                <DateInputField control={form.control} name="travelDate" id="travel-date" label={t('international.travelDate')} required min={todayIso()} translate={(m) => messageText(t, m)} />
              </SimpleGrid>
              <TextField
                control={form.control}
                name="comment"
                label={t('international.comment')}
                required
                multiline
                helperText={t('international.commentCounter', { n: comment.length, max: LIMITS.internationalCommentMax })}
              />
              <FormField label={t('international.report')} required error={reportError ? messageText(t, reportError) : null} helperText={t('international.reportHint')} id="international-report">
                <FileInput
                  ref={(el) => {
                    fileInput.current = el;
                    report.ref(el);
                  }}
                  id="international-report"
                  name={report.name}
                  fileName={(report.value as File | null)?.name}
                  onBlur={report.onBlur}
                  accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
                  onFile={onFile}
                />
              </FormField>
              <Button type="submit" alignSelf="start" data-testid="international-submit">
                {t('submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

function Intro() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="3" mb="8">
      <Text>{t('international.intro1')}</Text>
      <Text>{t('international.intro2')}</Text>
      <Box as="ul" ps="5" listStyleType="disc">
        {(['visa', 'estimate', 'coordinator', 'interpreter'] as const).map((k) => (
          <li key={k}>
            <Text>{t(`international.services.${k}`)}</Text>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** What to do once the form is valid (the enquiry is not sent): call the helpline or e-mail the team. */
function NextSteps({ fullName }: { fullName: string }) {
  const { t } = useTranslation('content');
  const email = supportEmail(useSession((s) => s.brandName) ?? 'burjeel');
  return (
      <Box role="status" borderWidth="1px" borderColor="green.600" bg="green.subtle" borderRadius="md" p="4" mb="5" data-testid="international-next">
        <HStack gap="2" mb="2">
          <Icon name="help" size={22} />
          <Text fontWeight="bold">{t('international.validTitle')}</Text>
        </HStack>
        <Text mb="2">{t('international.validText')}</Text>
        <Stack gap="1">
          <Link href={`tel:${HELPLINE.dial}`} color="brand.fg" fontWeight="semibold" dir="ltr">
            {t('international.callUs', { number: HELPLINE.display })}
          </Link>
          <Link href={`mailto:${email}?subject=${encodeURIComponent(t('international.mailSubject', { name: fullName }))}`} color="brand.fg" fontWeight="semibold" dir="ltr" alignSelf="start">
            {email}
          </Link>
        </Stack>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('international.attachNote')}
        </Text>
      </Box>
  );
}
