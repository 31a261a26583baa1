import type { TFunction } from 'i18next';
import { ENGAGEMENT_MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';

const ENGAGEMENT_KEYS = new Map<string, string>(Object.entries(ENGAGEMENT_MSG).map(([k, v]) => [v, k]));

/**
 * A rule's English message in the page language: the spec's messages through the common namespace,
 * the engagement rules' own messages through this remote's `rules.<key>`.
 */
export function messageText(t: TFunction, english: string): string {
  const key = ENGAGEMENT_KEYS.get(english);
  return key ? t(`content:rules.${key}`) : translateMessage(english);
}
