import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '@portal/shared/api';
import { MSG } from '@portal/shared/contracts';
import { PatientSelect, useFamilyMembers } from '@portal/shared/family';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, ErrorPanel, Flex, Icon, Link, PageHeader, Spinner, Stack, Text, toast } from '@portal/shared/ui';
import { patientOptions } from '../patients';
import { useReportCode } from '../reports/reports.api';
import ReportOtpDialog from '../reports/report-otp.dialog';
import { IpsView } from './ips-view';
import ShareDialog from './share.dialog';
import { getSummaryPdf, saveFile, summaryQuery } from './summary.api';

/**
 * /auth/healthSummary: the patient's (or a family member's) International Patient Summary from the hospital's
 * records, shown readably, downloaded as FHIR JSON or as a PDF in the page's language, and shared as a SMART Health
 * Link. A member with another number needs the code sent to that number first, as for their reports.
 */
export default function HealthSummaryPage() {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const family = useFamilyMembers();
  const patients = patientOptions(useSession((s) => s.user), family);
  const [fmId, setFmId] = useState(0);
  const [sharing, setSharing] = useState(false);
  const [coding, setCoding] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const summary = useQuery(summaryQuery(fmId, lang));
  const code = useReportCode();
  const member = family?.find((m) => m.familyMemberId === fmId);
  const needsCode = isApiError(summary.error) && summary.error.status === 403 && !!member;
  const stamp = new Date().toISOString().slice(0, 10);

  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      saveFile(await getSummaryPdf(fmId, lang), `health-summary-${stamp}.pdf`);
    } catch {
      toast.error(translateMessage(MSG.somethingWentWrongTryLaterNoDot));
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <Box>
      <PageHeader title={t('summary.title')} subtitle={t('summary.subtitle')} />
      <Flex gap="4" mb="4" wrap="wrap" align="flex-end" justify="space-between">
        <PatientSelect id="summary-patient" label={t('summary.patient')} selfText={t('common.self')} patients={patients} familyMemberId={fmId} onPatient={setFmId} />
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/auth/sharedLinks">{t('summary.sharedLinksLink')}</RouterLink>
        </Link>
      </Flex>
      {summary.isPending ? (
        <Flex align="center" gap="3" py="8" justify="center" role="status">
          <Spinner size="sm" />
          <Text>{t('summary.loading')}</Text>
        </Flex>
      ) : needsCode ? (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" maxW="xl">
          <Text>{t('summary.codeNeeded', { name: `${member!.firstName} ${member!.lastName}`.trim() })}</Text>
          <Button alignSelf="flex-start" colorPalette="brand" onClick={() => { code.send.mutate({ name: member!.firstName, callingCode: member!.callingCode, mobile: member!.mobile }); setCoding(true); }}>
            {t('summary.sendCode')}
          </Button>
        </Stack>
      ) : summary.isError ? (
        <ErrorPanel onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="5">
          <Flex gap="3" wrap="wrap" role="group" aria-label={t('summary.actions')}>
            <Button colorPalette="brand" onClick={() => setSharing(true)}>
              <Icon name="share" />
              {t('summary.share')}
            </Button>
            <Button variant="outline" loading={pdfBusy} onClick={() => void downloadPdf()}>
              <Icon name="download" />
              {t('summary.downloadPdf')}
            </Button>
            <Button variant="outline" onClick={() => saveFile(new Blob([summary.data.json], { type: 'application/fhir+json' }), `health-summary-${stamp}.json`)}>
              <Icon name="download" />
              {t('summary.downloadJson')}
            </Button>
          </Flex>
          <IpsView bundle={summary.data.bundle} />
        </Stack>
      )}
      {sharing ? <ShareDialog open familyMemberId={fmId} onClose={() => setSharing(false)} /> : null}
      {member && coding ? (
        <ReportOtpDialog
          open={coding}
          purpose="summary"
          member={{ name: member.firstName, callingCode: member.callingCode, mobile: member.mobile }}
          code={code}
          onClose={() => setCoding(false)}
          onContinue={() => {
            setCoding(false);
            void summary.refetch();
          }}
        />
      ) : null}
    </Box>
  );
}
