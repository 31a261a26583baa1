import { lazy, Suspense, useState } from 'react';
import { preloadUi } from '@portal/shared/ui';
import { getReportPdf, useReportCode, type LabOrder } from './reports.api';

const loadViewer = () => import('./pdf-viewer.dialog');
const loadCodeDialog = () => import('./report-otp.dialog');
const PdfViewerDialog = lazy(loadViewer);
const ReportOtpDialog = lazy(loadCodeDialog);

/**
 * Where a report being opened is: its code dialog (another member's number: the server sends her results only once
 * her code is entered), or the viewer. After the code the dialog closes and the lists come again with her results;
 * View report then opens the viewer.
 */
type Stage = 'code' | 'code-done' | 'viewer';

const numberKey = (o: LabOrder) => `${o.callingCode}${o.mobileNo}`;

/** Opening reports: the code first when the report is another member's and their number is not verified yet. */
export function useReportAccess() {
  const code = useReportCode();
  const [access, setAccess] = useState<{ order: LabOrder; stage: Stage } | null>(null);
  const [verified, setVerified] = useState<ReadonlySet<string>>(() => new Set());
  const needsCode = (o: LabOrder) => o.otpRequired && !verified.has(numberKey(o));

  /**
   * Fetches the code of what View report opens (the dialogs' parts, and the viewer or the code dialog) while the
   * pointer is over the button or the button has focus, so the click does not wait for it.
   */
  const prepare = (o: LabOrder) => {
    void preloadUi();
    void (needsCode(o) ? loadCodeDialog() : loadViewer());
  };

  const open = (o: LabOrder) => {
    if (!needsCode(o)) return setAccess({ order: o, stage: 'viewer' });
    code.verify.reset();
    code.send.mutate({ name: o.patientName, callingCode: o.callingCode, mobile: o.mobileNo });
    setAccess({ order: o, stage: 'code' });
  };

  const dialogs = access ? (
    <Suspense fallback={null}>
      {access.stage !== 'viewer' ? (
        <ReportOtpDialog
          open={access.stage === 'code'}
          member={{ name: access.order.patientName, callingCode: access.order.callingCode, mobile: access.order.mobileNo }}
          code={code}
          onClose={() => setAccess(null)}
          onContinue={() => {
            setVerified((s) => new Set(s).add(numberKey(access.order)));
            setAccess({ order: access.order, stage: 'code-done' });
          }}
          onExitComplete={() => setAccess((a) => (a?.stage === 'code-done' ? null : a))}
        />
      ) : (
        <PdfViewerDialog
          open
          title={`${access.order.orderName} · ${access.order.patientName}`}
          fileName={`${access.order.docNumber}.pdf`}
          load={(protect) => getReportPdf(access.order, protect)}
          onClose={() => setAccess(null)}
        />
      )}
    </Suspense>
  ) : null;

  return { open, prepare, needsCode, dialogs };
}
