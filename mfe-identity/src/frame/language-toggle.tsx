import { useTranslation } from 'react-i18next';
import { languageToggleAvailable, type BrandName } from '@portal/shared/brand';
import { setLanguage } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui';

/** EN/AR switch of the login page, for the main brand only (docs/product.md#accounts-login-page). Names the other language in that language. */
export function LanguageToggle({ brand }: { brand: BrandName }) {
  const { t, i18n } = useTranslation('common');
  if (!languageToggleAvailable(brand)) return null;
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="outline" size="sm" onClick={() => void setLanguage(next)} lang={next} data-testid="language-toggle" aria-label={`${t('language.toggle')}: ${t(`language.${next}`)}`}>
      {t(`language.${next}`)}
    </Button>
  );
}
