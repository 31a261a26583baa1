import { lazy, Suspense, useState } from 'react';
import { useReportCode, type CodeMember } from '../reports/reports.api';
import { useResultsUnlocked } from './results.api';

const ReportOtpDialog = lazy(() => import('../reports/report-otp.dialog'));

/**
 * Another member's results need the code sent to her number, through the reports' own dialog (send, verify, the
 * secure message, Continue); once verified the API answers her values, so the results are asked again.
 */
export function useResultCode() {
  const code = useReportCode();
  const unlocked = useResultsUnlocked();
  const [member, setMember] = useState<CodeMember | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (m: CodeMember) => {
    code.verify.reset();
    code.send.mutate(m);
    setMember(m);
    setOpen(true);
  };

  const dialog = member ? (
    <Suspense fallback={null}>
      <ReportOtpDialog
        open={open}
        member={member}
        code={code}
        onClose={() => setOpen(false)}
        onContinue={() => {
          setOpen(false);
          void unlocked();
        }}
        onExitComplete={() => setMember(null)}
      />
    </Suspense>
  ) : null;

  return { ask, dialog };
}
