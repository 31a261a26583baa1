import { useEffect, useRef } from 'react';
import { Portal, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { LIMITS } from '@portal/shared/rules';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system';
import { useTranslation } from 'react-i18next';
import { attachToastView } from './toast';

// At the bottom, as the spec's snackbars: at the top a toast covered the title of the form it was about.
const toaster = createToaster({ placement: 'bottom', duration: LIMITS.toastMs, pauseOnPageIdle: true, max: 4 });

// The toast recipe travels with the view (see registerRecipes in system.ts).
registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

// Solid colours that keep white text at WCAG AA (Chakra's green.solid is below 4.5:1 with white).
const COLOURS: Record<string, { bg: string; color: string }> = {
  success: { bg: '#1e6b3a', color: 'white' },
  error: { bg: '#b3261e', color: 'white' },
  info: { bg: 'var(--portal-primary)', color: 'white' },
  // 7:1 with white text.
  warning: { bg: '#7a4a00', color: 'white' },
};

/** The toaster's view; loaded with the first toast (see toast.tsx). */
export default function ToasterView() {
  const { t } = useTranslation('common');
  // One view per page: only the outermost PortalUiProvider renders it (nested ones pass withToaster={false}).
  useEffect(() => attachToastView(toaster), []);
  const ref = useRef<HTMLDivElement>(null);
  // A modal dialog hides the rest of the page from assistive technology (aria-hidden/inert on the other
  // children of <body>). A toast is the answer to what the user just did in that dialog, so the toaster's
  // own container must never stay hidden: it would not be announced, nor reachable by role.
  useEffect(() => {
    let container: HTMLElement | null = ref.current;
    while (container?.parentElement && container.parentElement !== document.body) container = container.parentElement;
    if (!container) return;
    const reveal = () => {
      if (container!.hasAttribute('aria-hidden')) container!.removeAttribute('aria-hidden');
      if (container!.hasAttribute('inert')) container!.removeAttribute('inert');
      if (container!.hasAttribute('data-aria-hidden')) container!.removeAttribute('data-aria-hidden');
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(container, { attributes: true, attributeFilter: ['aria-hidden', 'inert', 'data-aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return (
    <Portal>
      <span ref={ref} hidden />
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
