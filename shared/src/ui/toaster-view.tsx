import { useEffect, useState } from 'react';
import { Portal, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system';
import { useTranslation } from 'react-i18next';
import { attachToastView, claimToastView, toaster } from './toast';

// The toast recipe travels with the view (see registerRecipes in system.ts).
registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

// Solid colours that keep white text at WCAG AA (Chakra's green.solid is below 4.5:1 with white).
const COLOURS: Record<string, { bg: string; color: string }> = {
  success: { bg: '#1e6b3a', color: 'white' },
  error: { bg: '#b3261e', color: 'white' },
  info: { bg: 'var(--portal-primary)', color: 'white' },
};

/** The toaster's view; loaded with the first toast (see toast.tsx). */
export default function ToasterView() {
  const { t } = useTranslation('common');
  // Nested providers (a remote wrapping its own) must not show every toast twice: one view per page.
  const [owner] = useState(claimToastView);
  useEffect(() => (owner ? attachToastView() : undefined), [owner]);
  if (!owner) return null;
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => {
          const c = COLOURS[item.type ?? 'info'] ?? COLOURS.info;
          return (
            <Toast.Root
              width={{ md: 'sm' }}
              bg={c.bg}
              color={c.color}
              // Errors interrupt (alert), other news waits its turn (status).
              role={item.type === 'error' ? 'alert' : 'status'}
              aria-live={item.type === 'error' ? 'assertive' : 'polite'}
            >
              <Toast.Title flex="1">{item.title}</Toast.Title>
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
              {item.closable !== false ? (
                <Toast.CloseTrigger aria-label={t('button.close')} color="inherit" bg="transparent" border="none" cursor="pointer" fontSize="lg" lineHeight="1">
                  ×
                </Toast.CloseTrigger>
              ) : null}
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
