/**
 * The names of the portal's icons (their drawings are in icon-shapes.tsx, keyed by these names). Without React,
 * so that the remote contract types a menu entry's and a tile's `icon` with them and the deploy step checks
 * them (contracts/deploy-check.ts): a new icon is added here and drawn in icon-shapes.tsx.
 */
export const ICON_NAMES = [
  'dashboard',
  'doctor',
  'calendar',
  'video',
  'report',
  'pill',
  'family',
  'phone',
  'feedback',
  'analytics',
  'broadcast',
  'users',
  'logout',
  'bell',
  'globe',
  'help',
  'package',
  'location',
  'insurance',
  'chat',
  'tools',
  'menu',
  'close',
  'chevron-left',
  'chevron-right',
  'user',
  'upload',
  'download',
  'print',
  'zoom-in',
  'zoom-out',
  'search',
  'male',
  'female',
  'mic',
  'mic-off',
  'video-off',
  'phone-off',
  'car',
  'clock',
  'share',
  'copy',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const KNOWN = new Set<string>(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return KNOWN.has(name);
}
