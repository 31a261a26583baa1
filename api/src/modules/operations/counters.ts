import { Counter, Registry } from '@prometheus-io/client';

/**
 * Counters of what the portal does, incremented where it happens (the OTP service, the sign-in checks, the
 * job worker) and exported by every app of this process with its own metrics (`metrics.ts`). Prometheus sums
 * them over the processes; "per hour" is a query (`increase(…[1h])`), never a counter of ours.
 */
export const processRegistry = new Registry();

export const otpSent = new Counter({
  name: 'portal_otp_sent_total',
  help: 'One-time codes handed to the SMS gateway, by purpose and outcome (sent, failed: the gateway refused or did not answer)',
  labelNames: ['purpose', 'outcome'] as const,
  registers: [processRegistry],
});

export const signInFailures = new Counter({
  name: 'portal_signin_failures_total',
  help: 'Refused sign-in attempts, by reason (unknown-number, wrong-password, locked, in-flight: the guesses left are being verified, address-wait, wrong-otp)',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});

export const jobRuns = new Counter({
  name: 'portal_job_runs_total',
  help: 'Job runs of this process, by queue and outcome (done, stopped: handed back at a step boundary, retry, failed: after its last attempt)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [processRegistry],
});
