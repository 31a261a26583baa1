import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentGet } from '@portal/shared/api';
import { InfoDialog, SafeHtml, Spinner, Text } from '@portal/shared/ui';

export type LegalKind = 'terms' | 'privacy';

/** Terms and Conditions / Privacy Policy from the brand's content site (page_text), in the current language. */
export function LegalDialog({ kind, onClose }: { kind: LegalKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!kind) return;
    setHtml(null);
    setFailed(false);
    contentGet<{ page_text: string }>(kind === 'terms' ? 'gettermsconditions' : 'getprivacypolicy')
      .then((d) => setHtml(d.page_text))
      .catch(() => setFailed(true));
  }, [kind, i18n.language]);

  return (
    <InfoDialog open={!!kind} onClose={onClose} size="lg" scrollInside okLabel={t('common:close')} title={kind === 'terms' ? t('footer.terms') : t('footer.privacy')}>
      {failed ? <Text color="fg.error">{t('common:somethingWentWrong')}</Text> : html === null ? <Spinner /> : <SafeHtml html={html} />}
    </InfoDialog>
  );
}
