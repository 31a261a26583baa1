import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CALLING_CODE, LIMITS, MSG, todayIso, uploadProblem } from '@portal/shared/contracts';
import { HELPLINE, supportEmail } from '@portal/shared/brand';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, FormField, Heading, HStack, Icon, Input, Link, MobileInput, NativeSelect, PageHeader, SimpleGrid, Stack, Text, Textarea, useLater } from '@portal/shared/ui';
import { countriesQuery } from '../content-site/content-site.api';
import { internationalProblems, type InternationalForm, type InternationalProblem } from './international-rules';

export const FILE_ERROR_MS = 5000;

/**
 * International patients (care §2, §5): information and the Write Us form. Submit only validates — the
 * enquiry is not sent anywhere (care §7) — so a valid form ends with what to do next: call the helpline
 * or e-mail the patient team with the same details.
 */
export default function InternationalPatientsPage() {
  const { t } = useTranslation('content');
  const user = useSession((s) => s.user);
  const countries = useQuery(countriesQuery());
  const [f, setF] = useState<InternationalForm>({
    fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    gender: '',
    callingCode: user?.callingCode || DEFAULT_CALLING_CODE,
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    travelDate: '',
    comment: '',
    file: null,
  });
  const [problems, setProblems] = useState<InternationalProblem[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const later = useLater();

  const set = <K extends keyof InternationalForm>(k: K, v: InternationalForm[K]) => {
    setF((x) => ({ ...x, [k]: v }));
    setDone(false);
    if (problems) setProblems((ps) => (ps ?? []).filter((p) => p.field !== k));
  };

  const onFile = (file: File | undefined) => {
    if (!file) return set('file', null);
    const p = uploadProblem(file);
    if (p) {
      // The spec's upload rule: show the error, drop the file, clear the message after 5 s.
      setFileError(translateMessage(MSG[p]));
      later(() => setFileError(null), FILE_ERROR_MS);
      if (fileInput.current) fileInput.current.value = '';
      return set('file', null);
    }
    setFileError(null);
    set('file', file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ps = internationalProblems(f);
    setProblems(ps);
    setDone(ps.length === 0);
  };
  const err = (k: keyof InternationalForm) => {
    const p = problems?.find((x) => x.field === k);
    return p ? (p.key ? t(`rules.${p.key}`) : translateMessage(p.message)) : null;
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
          {done ? <NextSteps fullName={f.fullName} /> : null}
          <form onSubmit={submit} noValidate aria-label={t('international.writeUs')}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('international.fullName')} required error={err('fullName')}>
                  <Input name="fullName" maxLength={200} value={f.fullName} onChange={(e) => set('fullName', e.currentTarget.value)} />
                </FormField>
                <FormField label={t('tools.bmi.gender')} required error={err('gender')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="gender" value={f.gender} onChange={(e) => set('gender', e.currentTarget.value)}>
                      <option value="">{t('select')}</option>
                      <option value="male">{t('tools.bmi.male')}</option>
                      <option value="female">{t('tools.bmi.female')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <MobileInput label={t('form.mobile')} required countries={countries.data ?? []} callingCode={f.callingCode} onCallingCodeChange={(c) => set('callingCode', c)} value={f.mobile} onChange={(v) => set('mobile', v)} error={err('mobile')} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('form.email')} required error={err('email')}>
                  <Input name="email" type="email" dir="ltr" maxLength={254} value={f.email} onChange={(e) => set('email', e.currentTarget.value)} />
                </FormField>
                <FormField label={t('international.travelDate')} required error={err('travelDate')}>
                  <Input name="travelDate" type="date" min={todayIso()} value={f.travelDate} onChange={(e) => set('travelDate', e.currentTarget.value)} />
                </FormField>
              </SimpleGrid>
              <FormField label={t('international.comment')} required error={err('comment')} helperText={t('international.commentCounter', { n: f.comment.length, max: LIMITS.internationalCommentMax })}>
                <Textarea name="comment" rows={4} value={f.comment} onChange={(e) => set('comment', e.currentTarget.value)} />
              </FormField>
              <FormField label={t('international.report')} required error={fileError ?? err('file')} helperText={t('international.reportHint')}>
                <Input ref={fileInput} name="report" type="file" accept=".pdf,.doc,.docx,.jpg,.jpeg,.png" p="1" onChange={(e) => onFile(e.currentTarget.files?.[0])} />
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

/** What to do once the form is valid (care §7: the enquiry is not sent): call the helpline or e-mail the team. */
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
