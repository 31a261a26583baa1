import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SHARE_RECIPIENT_MAX } from '@portal/shared/contracts';
import { openShareFormSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { formatDmy, setLanguage } from '@portal/shared/i18n';
import { Box, BrandLogo, Button, Flex, FormField, Heading, Input, PasswordInput, Stack, Text } from '@portal/shared/ui';
import { IpsView, isSummaryBundle, type FhirBundle } from '../summary/ips-view';
import { openShlink, readShlink, type Opened } from './shlink';

/**
 * /share/view#shlink:/… — public: a health summary someone shared as a SMART Health Link, opened in the browser. The
 * recipient gives their name (the owner sees it) and the passcode when the link has one; the summary is decrypted
 * here with the key in the link (the part after `#` never reaches a server) and shown readably, in English or Arabic.
 */
export default function ShareViewPage() {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  // The link as the page opened with it, and whether its expiry (a hint of the payload) had passed then.
  const [{ payload, expired }] = useState(() => {
    const p = readShlink(typeof window === 'undefined' ? '' : window.location.hash);
    return { payload: p, expired: p?.exp !== undefined && p.exp * 1000 <= Date.now() };
  });
  const needsPasscode = (payload?.flag ?? '').includes('P');
  const [schema] = useState(() => openShareFormSchema(needsPasscode));
  const form = useZodForm(schema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { recipient: '', passcode: '' } });
  const { errors, isSubmitting } = form.formState;
  const [answer, setAnswer] = useState<Opened | null>(null);
  const [summary, setSummary] = useState<FhirBundle | null>(null);
  const recipientError = errors.recipient?.message ? t(`shareView.${errors.recipient.message}`) : null;
  const passcodeError = errors.passcode?.message
    ? t(`shareView.${errors.passcode.message}`)
    : answer?.kind === 'passcode'
      ? t('shareView.wrongPasscode', { count: answer.remainingAttempts })
      : null;

  const submit = form.handleSubmit(async ({ recipient, passcode }) => {
    if (!payload) return;
    try {
      const opened = await openShlink(payload, recipient, needsPasscode ? passcode : undefined);
      setAnswer(opened);
      if (opened.kind === 'files') setSummary((opened.files.find(isSummaryBundle) as FhirBundle | undefined) ?? null);
      // A wrong passcode: the field is emptied for the next try, the message (and the attempts left) stays.
      if (opened.kind === 'passcode') form.setValue('passcode', '');
    } catch {
      setAnswer({ kind: 'failed' });
    }
  });

  const problem = !payload
    ? t('shareView.notALink')
    : expired
      ? t('shareView.expired', { date: formatDmy(new Date(payload.exp! * 1000), lang, { withTime: true }) })
      : answer?.kind === 'gone'
        ? t('shareView.gone')
        : answer?.kind === 'busy'
          ? t('shareView.busy')
          : answer?.kind === 'failed'
            ? t('shareView.failed')
            : answer?.kind === 'files' && !summary
              ? t('shareView.noSummary')
              : null;

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" align="center" justify="space-between" gap="3" px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <Flex align="center" gap="3" minW="0">
          <BrandLogo height={32} />
          <Text fontWeight="semibold" color="fg.muted" truncate>{t('shareView.area')}</Text>
        </Flex>
        <Button variant="outline" size="sm" lang={lang === 'ar' ? 'en' : 'ar'} onClick={() => void setLanguage(lang === 'ar' ? 'en' : 'ar')}>
          {lang === 'ar' ? 'English' : 'العربية'}
        </Button>
      </Flex>
      <Box flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} w="full" maxW="4xl" mx="auto">
        <Heading as="h1" size="xl" mb="2">{t('shareView.title')}</Heading>
        {payload?.label ? (
          <Text color="fg.muted" mb="6" data-testid="share-view-label"><bdi>{payload.label}</bdi></Text>
        ) : null}
        {summary ? (
          <Box bg="bg" borderRadius="md" p={{ base: '3', md: '5' }} borderWidth="1px">
            <IpsView bundle={summary} />
          </Box>
        ) : problem && (!payload || expired || answer?.kind === 'gone' || answer?.kind === 'files') ? (
          <Text role="alert" bg="bg" borderWidth="1px" borderRadius="md" p="4" data-testid="share-view-problem">{problem}</Text>
        ) : (
          <Box bg="bg" borderRadius="md" p={{ base: '4', md: '6' }} borderWidth="1px" maxW="lg">
            <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="share-view-form-title">
              <Stack gap="5">
                <Heading as="h2" size="md" id="share-view-form-title">{t('shareView.formTitle')}</Heading>
                <Text>{needsPasscode ? t('shareView.introPasscode') : t('shareView.intro')}</Text>
                <FormField label={t('shareView.recipient')} id="share-view-recipient" error={recipientError} helperText={t('shareView.recipientHint')} required>
                  <Input {...form.register('recipient')} autoComplete="name" maxLength={SHARE_RECIPIENT_MAX} />
                </FormField>
                {needsPasscode ? (
                  <FormField label={t('shareView.passcode')} id="share-view-passcode" error={passcodeError} required>
                    <Controller
                      control={form.control}
                      name="passcode"
                      render={({ field }) => (
                        <PasswordInput name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} autoComplete="current-password" invalid={Boolean(passcodeError)} required />
                      )}
                    />
                  </FormField>
                ) : null}
                {problem ? <Text role="alert" color="fg.error">{problem}</Text> : null}
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>{t('shareView.open')}</Button>
              </Stack>
            </form>
          </Box>
        )}
      </Box>
      <Text as="footer" textAlign="center" fontSize="sm" color="fg.muted" py="4" px="4">
        {t('shareView.footer')}
      </Text>
    </Flex>
  );
}
