import { z } from 'zod';
import { SHARE_EXPIRY_HOURS, SHARE_LABEL_MAX, SHARE_PASSCODE, SHARE_RECIPIENT_MAX, SUMMARY_SECTIONS, expiryAllowed, passcodeProblem } from './summary-rules';

const PASSCODE_TEXT = {
  passcodeLength: `passcode must be ${SHARE_PASSCODE.min} to ${SHARE_PASSCODE.max} characters`,
  passcodeSpaces: 'passcode must not contain spaces',
} as const;

/** POST user/summary/shares: what to share, for how long, with which passcode. */
export const createShareSchema = z.object({
  familyMemberId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  sections: z.array(z.enum(SUMMARY_SECTIONS)).min(1, 'sections must name at least one section').max(SUMMARY_SECTIONS.length).transform((s) => [...new Set(s)]),
  expiresInHours: z.coerce.number().int('expiresInHours must be whole hours')
    .min(SHARE_EXPIRY_HOURS.min, `expiresInHours must be ${SHARE_EXPIRY_HOURS.min} to ${SHARE_EXPIRY_HOURS.max}`)
    .max(SHARE_EXPIRY_HOURS.max, `expiresInHours must be ${SHARE_EXPIRY_HOURS.min} to ${SHARE_EXPIRY_HOURS.max}`),
  passcode: z.string().default('').superRefine((v, ctx) => {
    const problem = passcodeProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: PASSCODE_TEXT[problem] });
  }),
  label: z.string().trim().max(SHARE_LABEL_MAX, `label must be at most ${SHARE_LABEL_MAX} characters`).default(''),
  lang: z.enum(['en', 'ar']).default('en'),
});
export type CreateShareBody = z.input<typeof createShareSchema>;

/**
 * The share form's fields, by the rules createShareSchema applies on the server (the same limits and the same
 * passcode rule); its messages name the form's texts (records' `share.<message>`): sectionsRequired,
 * passcodeLength, passcodeSpaces.
 */
export const shareFormSchema = z.object({
  sections: z.array(z.enum(SUMMARY_SECTIONS)).min(1, 'sectionsRequired'),
  expiresInHours: z.coerce.number().refine(expiryAllowed),
  passcode: z.string().superRefine((v, ctx) => {
    const problem = passcodeProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  label: z.string().trim().max(SHARE_LABEL_MAX),
});

/** A passcode as a recipient may send it (the link's own passcode is 6 to 32 characters; this only bounds the request). */
const OPENING_PASSCODE_MAX = 64;

/** POST /shl/:manifest (SMART Health Links): the name the recipient gives, and the passcode when the link has one. */
export const openShareSchema = z.object({
  recipient: z.string().trim().min(1, 'recipient is required').max(SHARE_RECIPIENT_MAX, `recipient must be at most ${SHARE_RECIPIENT_MAX} characters`),
  passcode: z.string().max(OPENING_PASSCODE_MAX).optional(),
});

/**
 * The shared-link viewer's form, by openShareSchema's rules (the passcode asked only when the link has one); its
 * messages name the viewer's texts (records' `shareView.<message>`): recipientRequired, passcodeRequired.
 */
export function openShareFormSchema(needsPasscode: boolean) {
  return z.object({
    recipient: z.string().trim().min(1, 'recipientRequired').max(SHARE_RECIPIENT_MAX),
    passcode: needsPasscode ? z.string().min(1, 'passcodeRequired').max(OPENING_PASSCODE_MAX) : z.string(),
  });
}

const sharedLinkSchema = z.object({
  id: z.number(),
  label: z.string(),
  familyMemberId: z.number(),
  patientName: z.string(),
  mine: z.boolean(),
  sections: z.array(z.enum(SUMMARY_SECTIONS)),
  lang: z.enum(['en', 'ar']),
  createdAt: z.string(),
  expiresAt: z.string(),
  passcode: z.boolean(),
  status: z.enum(['active', 'expired', 'revoked', 'locked']),
  openings: z.number(),
  failedAttempts: z.number(),
  remainingAttempts: z.number(),
  recipients: z.array(z.string()),
});
export const sharedLinksDataSchema = z.object({ links: z.array(sharedLinkSchema) });
export const createdShareSchema = z.object({ link: sharedLinkSchema, shlink: z.string(), viewerUrl: z.string() });
