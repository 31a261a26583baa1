import { useTranslation } from 'react-i18next';
import { Link } from '@portal/shared/ui';

/**
 * 'Skip to main content': the first element of every page's tab order (WCAG 2.4.1), out of sight until the
 * keyboard reaches it, then shown over the page's top corner.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      href="#main"
      srOnly
      _focusVisible={{
        position: 'fixed',
        insetStart: '2',
        top: '2',
        width: 'auto',
        height: 'auto',
        clip: 'auto',
        margin: '0',
        overflow: 'visible',
        whiteSpace: 'normal',
        zIndex: 2000,
        px: '4',
        py: '2',
        bg: 'white',
        color: 'brand.fg',
        borderWidth: '2px',
        borderColor: 'brand.solid',
        borderRadius: 'md',
        fontWeight: 'semibold',
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
