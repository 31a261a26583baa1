import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentGet } from '@portal/shared/api';
import { InfoDialog, SafeHtml, Spinner, Text } from '@portal/shared/ui';

export type LegalKind = 'terms' | 'privacy';

/** Terms and Conditions / Privacy Policy from the brand's content site (page_text), in the current language. */
export function LegalDialog({ kind, onClose }: { kind: LegalKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  // The answer for the text asked last (kind and language): another text shows the spinner until its own arrives.
  const wantedKey = kind ? `${kind}:${i18n.language}` : null;
  const [answer, setAnswer] = useState<{ key: string; html: string | null; failed: boolean } | null>(null);
  const current = answer?.key === wantedKey ? answer : null;
  const html = current?.html ?? null;
  const failed = current?.failed ?? false;

  useEffect(() => {
    if (!kind || !wantedKey) return;
    contentGet<{ page_text: string }>(kind === 'terms' ? 'gettermsconditions' : 'getprivacypolicy')
      .then((d) => setAnswer({ key: wantedKey, html: d.page_text, failed: false }))
      .catch(() => setAnswer({ key: wantedKey, html: null, failed: true }));
  }, [kind, wantedKey]);

  return (
    <InfoDialog open={!!kind} onClose={onClose} size="lg" scrollInside okLabel={t('common:close')} title={kind === 'terms' ? t('footer.terms') : t('footer.privacy')}>
      {failed ? <Text color="fg.error">{t('common:somethingWentWrong')}</Text> : html === null ? <Spinner /> : <SafeHtml html={html} />}
    </InfoDialog>
  );
}
