import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Portal, Text } from '@portal/shared/ui';
import { logout } from './logout';

/** Idle for 15 minutes: a warning dialog; without an answer the user is logged out 30 s later. */
export const IDLE_MS = 15 * 60 * 1000;
export const WARNING_SECONDS = 30;
const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

/**
 * While the warning shows, a count of the dialogs that opened after it. A dialog that opens later (a remote's, whose
 * code arrived late) takes the focus and the top of the page's dialogs; the warning opens again over it (a new key:
 * a new focus trap, the newest; the countdown is the guard's and goes on).
 */
function useLatestWindow(active: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active) return;
    const isDialog = (n: Node) => n instanceof Element && !n.closest('[role="alertdialog"]') && (n.matches('[role="dialog"]') || n.querySelector('[role="dialog"]') !== null);
    const observer = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some(isDialog))) setCount((c) => c + 1);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active]);
  return count;
}

export function IdleGuard() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [left, setLeft] = useState<number | null>(null);
  // When the user last did something: the guard's start until the first activity (set when it mounts).
  const lastActivity = useRef(0);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (lastActivity.current === 0) lastActivity.current = Date.now();
    const mark = () => {
      if (left === null) lastActivity.current = Date.now();
    };
    ACTIVITY.forEach((e) => window.addEventListener(e, mark, { passive: true }));
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= IDLE_MS + WARNING_SECONDS * 1000) {
        window.clearInterval(timer);
        setLeft(null);
        void logout(navigate);
      } else if (idle >= IDLE_MS) {
        setLeft(Math.ceil((IDLE_MS + WARNING_SECONDS * 1000 - idle) / 1000));
      }
    }, 1000);
    return () => {
      ACTIVITY.forEach((e) => window.removeEventListener(e, mark));
      window.clearInterval(timer);
    };
  }, [left, navigate]);

  const warning = left !== null;
  const latest = useLatestWindow(warning);

  const stay = () => {
    lastActivity.current = Date.now();
    setLeft(null);
  };

  // Mounted only while warning: closing unmounts at once instead of waiting for an exit animation, which
  // under a frozen or throttled clock (a background tab, Playwright's clock) could leave it on screen.
  if (left === null) return null;
  return (
    // The focus starts on 'Stay signed in': Enter or a careless tap keeps the session instead of ending it.
    // Above every other dialog (a hospital chooser, a remote's dialog): a warning nobody sees logs the person out.
    <Dialog.Root key={latest} open onOpenChange={(e) => !e.open && stay()} role="alertdialog" initialFocusEl={() => stayRef.current}>
      <Portal>
        <Dialog.Backdrop zIndex="popover" />
        <Dialog.Positioner zIndex="popover">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('idle.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text aria-live="assertive">{t('idle.body', { seconds: left ?? WARNING_SECONDS })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void logout(navigate)}>
                {t('menu.logout')}
              </Button>
              <Button ref={stayRef} colorPalette="brand" onClick={stay}>
                {t('idle.stay')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
