import { Portal, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';

/**
 * The portal's snackbar (account §8: errors as a red toast hiding after 3 s). One toaster for the whole
 * page; `PortalUiProvider` renders it. Spec messages are translated on the way in, so a caller can pass
 * the server's English `message.message` as is.
 */
export const toaster = createToaster({ placement: 'top', duration: LIMITS.toastMs, pauseOnPageIdle: true, max: 4 });

export type ToastType = 'success' | 'error' | 'info';

function show(type: ToastType, message: string, durationMs: number = LIMITS.toastMs): string {
  return toaster.create({ type, title: translateMessage(message), duration: durationMs, closable: true });
}

export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  dismiss: (id?: string) => toaster.dismiss(id),
};

// Solid colours that keep white text at WCAG AA (Chakra's green.solid is below 4.5:1 with white).
const COLOURS: Record<string, { bg: string; color: string }> = {
  success: { bg: '#1e6b3a', color: 'white' },
  error: { bg: '#b3261e', color: 'white' },
  info: { bg: 'var(--portal-primary)', color: 'white' },
};

export function PortalToaster() {
  const { t } = useTranslation('common');
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
