import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { LIMITS } from '@portal/shared/rules';

/** 75 → '01:15'. */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Seconds left of a countdown that started at `seconds`; `restart()` starts it again (OTP resend).
 * Measured against the clock, not by counting ticks, so a throttled background tab stays right.
 */
export function useCountdown(seconds: number = LIMITS.otpResendSeconds, onDone?: () => void) {
  const [endAt, setEndAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);
  const done = useEffectEvent(() => onDone?.());

  useEffect(() => {
    let fired = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        done();
      }
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [endAt]);

  const restart = useCallback(() => setEndAt(Date.now() + seconds * 1000), [seconds]);
  return { remaining, done: remaining === 0, restart, text: formatMmSs(remaining) };
}

export interface CountdownProps {
  /** Start value (default 60, the OTP resend countdown). */
  seconds?: number;
  onDone?: () => void;
  /** Change it to start again (e.g. a resend counter). */
  restartKey?: string | number;
}

/**
 * mm:ss from 60 s down to 00:00 (docs/product.md#accounts-fields), then `onDone`. A `timer` role with live announcements off:
 * a screen reader reading every second would drown the page.
 */
export function Countdown({ seconds = LIMITS.otpResendSeconds, onDone, restartKey }: CountdownProps) {
  const { text, restart } = useCountdown(seconds, onDone);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    restart();
  }, [restartKey, restart]);
  return (
    <span role="timer" aria-live="off" dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </span>
  );
}
