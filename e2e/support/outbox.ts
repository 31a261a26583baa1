import { expect, type APIRequestContext } from '@playwright/test';

/** One message of the embedded SMS outbox (`GET /api/dev/outbox?mobile=<callingCode><mobile>`, newest first). */
export interface OutboxMessage {
  id: string;
  text: string;
  sentAt: string;
}

/** Where a wait for a new message starts: the id of the newest message seen before, or a time (ms). */
export type Since = { afterId: string | null } | { sentSince: number } | Record<string, never>;

async function messages(request: APIRequestContext, callingCode: string, mobile: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?mobile=${callingCode}${mobile}`);
  if (!res.ok()) return [];
  const body = await res.json();
  return (body.data ?? body ?? []) as OutboxMessage[];
}

/** The id of a number's newest message (null when it has none): take it before the action that sends a code. */
export async function newestSmsId(request: APIRequestContext, callingCode: string, mobile: string): Promise<string | null> {
  return (await messages(request, callingCode, mobile))[0]?.id ?? null;
}

/**
 * The text of the newest message sent since `since` that matches `wanted`, waiting up to `timeoutMs` for it.
 * With `afterId`, only a message newer than that one counts, so a resend or a second flow on the same number
 * never reads a stale code.
 */
export async function newestSms(
  request: APIRequestContext,
  callingCode: string,
  mobile: string,
  since: Since = {},
  { wanted = /./, timeoutMs = 15_000 }: { wanted?: RegExp; timeoutMs?: number } = {},
): Promise<string> {
  const pick = (list: OutboxMessage[]) =>
    'afterId' in since
      ? list[0] && list[0].id !== since.afterId
        ? list[0]
        : undefined
      : 'sentSince' in since
        ? list.find((m) => Date.parse(m.sentAt) >= since.sentSince)
        : list[0];
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = pick(await messages(request, callingCode, mobile));
        text = newest && wanted.test(newest.text) ? newest.text : undefined;
        return text !== undefined;
      },
      { message: `a new SMS for ${callingCode}${mobile}`, timeout: timeoutMs, intervals: [200] },
    )
    .toBe(true);
  return text!;
}

/** The six-digit code of the newest message since `since` (see newestSms). */
export async function smsCode(request: APIRequestContext, callingCode: string, mobile: string, since: Since = {}): Promise<string> {
  const text = await newestSms(request, callingCode, mobile, since, { wanted: /\b\d{6}\b/ });
  return text.match(/\b(\d{6})\b/)![1]!;
}
