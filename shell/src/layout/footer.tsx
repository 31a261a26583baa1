import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Text, chakra } from '@portal/shared/ui';
import type { LegalKind } from './legal-dialog';

/** Fetched when Terms or Privacy is first opened (kept mounted afterwards, so it closes with its animation). */
const LegalDialog = lazy(() => import('./legal-dialog').then((m) => ({ default: m.LegalDialog })));

export const VERSION_LABEL = 'V 3.0.2';

export function Footer() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<LegalKind | null>(null);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <Flex as="footer" px="6" py="3" gap="4" wrap="wrap" align="center" justify="space-between" borderTopWidth="1px" fontSize="sm" color="fg.muted">
      <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
      <Flex gap="4" align="center">
        <chakra.button type="button" onClick={() => setOpen('terms')} textDecoration="underline" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
          {t('footer.terms')}
        </chakra.button>
        <chakra.button type="button" onClick={() => setOpen('privacy')} textDecoration="underline" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
          {t('footer.privacy')}
        </chakra.button>
        <Text as="span" dir="ltr">
          {VERSION_LABEL}
        </Text>
      </Flex>
      {used ? (
        <Suspense fallback={null}>
          <LegalDialog kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
