import { useTranslation } from 'react-i18next';
import { appStoreLinksVisible, type BrandName } from '@portal/shared/brand';
import { HStack, Link, Text } from '@portal/shared/ui';

/**
 * Store pages of each brand's mobile app. The spec does not print them; these are the stores' search
 * pages for the brand's name, so a link never points at a wrong app. Replace with the real listing
 * addresses when the brands supply them.
 */
const STORE_QUERY: Record<BrandName, string> = {
  burjeel: 'Burjeel',
  medeor: 'Medeor',
  lifecare: 'LifeCare Hospital',
  llh: 'LLH Hospital',
  colab: 'Colab',
};

/** 'Download our app' links, hidden for the single-sign-on variant (docs/product.md#accounts-login-page). */
export function AppStoreLinks({ brand }: { brand: BrandName }) {
  const { t } = useTranslation('identity');
  if (!appStoreLinksVisible(brand)) return null;
  const q = encodeURIComponent(STORE_QUERY[brand]);
  const linkProps = { target: '_blank', rel: 'noopener noreferrer', borderWidth: '1px', borderRadius: 'md', px: '3', py: '1.5', textStyle: 'sm', fontWeight: 'medium', color: 'fg' } as const;
  return (
    <HStack gap="3" wrap="wrap" justify="center" data-testid="app-store-links">
      <Text textStyle="sm" color="fg.muted" width="full" textAlign="center">
        {t('login.downloadApp')}
      </Text>
      <Link href={`https://apps.apple.com/search?term=${q}`} {...linkProps}>
        {t('login.appStore')}
      </Link>
      <Link href={`https://play.google.com/store/search?q=${q}&c=apps`} {...linkProps}>
        {t('login.googlePlay')}
      </Link>
    </HStack>
  );
}
