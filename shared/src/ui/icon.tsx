import type { CSSProperties, ReactElement } from 'react';

/**
 * A small inline-SVG icon set (24×24, stroke icons) — no icon library in the bundle. Names are what the
 * remotes' menu entries and tiles use (`MenuEntry.icon`). Directional icons flip in right-to-left.
 */
const P = (d: string) => <path d={d} />;

const ICONS = {
  dashboard: <>{P('M3 3h7v9H3z')}{P('M14 3h7v5h-7z')}{P('M14 12h7v9h-7z')}{P('M3 16h7v5H3z')}</>,
  doctor: <>{P('M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z')}{P('M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1')}{P('M12 14v4')}{P('M10 16h4')}</>,
  calendar: <>{P('M4 5h16v16H4z')}{P('M16 3v4')}{P('M8 3v4')}{P('M4 10h16')}</>,
  video: <>{P('M3 6h12v12H3z')}{P('M15 10l6-3v10l-6-3z')}</>,
  report: <>{P('M6 2h9l5 5v15H6z')}{P('M14 2v6h6')}{P('M9 13h8')}{P('M9 17h6')}</>,
  pill: <>{P('M10.5 20.5a4.95 4.95 0 0 1-7-7l7-7a4.95 4.95 0 0 1 7 7z')}{P('M8.5 8.5l7 7')}</>,
  family: <>{P('M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6z')}{P('M17 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z')}{P('M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1')}{P('M15 14.5a4 4 0 0 1 6 3.5v1')}</>,
  phone: P('M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z'),
  feedback: <>{P('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z')}{P('M8 9h8')}{P('M8 13h5')}</>,
  analytics: <>{P('M3 3v18h18')}{P('M7 15l4-4 3 3 5-6')}</>,
  broadcast: <>{P('M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1z')}{P('M16 8a5 5 0 0 1 0 8')}{P('M19 5a9 9 0 0 1 0 14')}</>,
  users: <>{P('M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z')}{P('M1 21v-2a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v2')}{P('M16 3.1a4 4 0 0 1 0 7.8')}{P('M23 21v-2a4 4 0 0 0-3-3.9')}</>,
  logout: <>{P('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4')}{P('M16 17l5-5-5-5')}{P('M21 12H9')}</>,
  bell: <>{P('M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9')}{P('M13.7 21a2 2 0 0 1-3.4 0')}</>,
  globe: <>{P('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z')}{P('M2 12h20')}{P('M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z')}</>,
  help: <>{P('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z')}{P('M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3')}{P('M12 17h.01')}</>,
  package: <>{P('M21 16V8l-9-5-9 5v8l9 5z')}{P('M3.3 7L12 12l8.7-5')}{P('M12 22V12')}</>,
  location: <>{P('M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0z')}{P('M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z')}</>,
  insurance: <>{P('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z')}{P('M9 12l2 2 4-4')}</>,
  chat: P('M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 0 1 12.5 3 8.5 8.5 0 0 1 21 11.5z'),
  tools: P('M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z'),
  menu: <>{P('M3 6h18')}{P('M3 12h18')}{P('M3 18h18')}</>,
  close: <>{P('M18 6L6 18')}{P('M6 6l12 12')}</>,
  'chevron-left': P('M15 18l-6-6 6-6'),
  'chevron-right': P('M9 18l6-6-6-6'),
  user: <>{P('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2')}{P('M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z')}</>,
  upload: <>{P('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4')}{P('M17 8l-5-5-5 5')}{P('M12 3v12')}</>,
  download: <>{P('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4')}{P('M7 10l5 5 5-5')}{P('M12 15V3')}</>,
  print: <>{P('M6 9V2h12v7')}{P('M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2')}{P('M6 14h12v8H6z')}</>,
  'zoom-in': <>{P('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z')}{P('M21 21l-4.3-4.3')}{P('M11 8v6')}{P('M8 11h6')}</>,
  'zoom-out': <>{P('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z')}{P('M21 21l-4.3-4.3')}{P('M8 11h6')}</>,
  search: <>{P('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z')}{P('M21 21l-4.3-4.3')}</>,
  // Teleconsultation: the gender of a patient, and the video room's controls.
  male: <>{P('M10 20a6 6 0 1 0 0-12 6 6 0 0 0 0 12z')}{P('M14.5 9.5L21 3')}{P('M15 3h6v6')}</>,
  female: <>{P('M12 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12z')}{P('M12 14v8')}{P('M9 19h6')}</>,
  mic: <>{P('M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z')}{P('M19 10v2a7 7 0 0 1-14 0v-2')}{P('M12 19v3')}</>,
  'mic-off': <>{P('M2 2l20 20')}{P('M9 9v3a3 3 0 0 0 5.1 2.1')}{P('M15 9.3V5a3 3 0 0 0-5.9-.6')}{P('M17 16.9A7 7 0 0 1 5 12v-2')}{P('M19 10v2a7 7 0 0 1-.1 1.3')}{P('M12 19v3')}</>,
  'video-off': <>{P('M2 2l20 20')}{P('M15 10l6-3v10l-2-1')}{P('M10 6h5v5')}{P('M15 15v3H3V6h3')}</>,
  'phone-off': <>{P('M2 2l20 20')}{P('M10.7 13.3a16 16 0 0 0 3 2.7l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-3.3-2.7')}{P('M5.2 12.8A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8')}</>,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Icons that point along the reading direction and so mirror in Arabic. */
const DIRECTIONAL = new Set<string>(['chevron-left', 'chevron-right', 'logout']);

export function isIconName(name: string): name is IconName {
  return name in ICONS;
}

export interface IconProps {
  name: IconName | (string & {});
  /** Pixels (default 20). */
  size?: number;
  /** Accessible name; without it the icon is decorative (hidden from screen readers). */
  label?: string;
  color?: string;
  style?: CSSProperties;
  className?: string;
}

export function Icon({ name, size = 20, label, color = 'currentColor', style, className }: IconProps) {
  const shape = isIconName(name) ? ICONS[name] : ICONS.help; // an unknown name from a remote still draws something
  const classes = [DIRECTIONAL.has(name) ? 'portal-icon portal-icon-directional' : 'portal-icon', className].filter(Boolean).join(' ');
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes}
      style={{ flexShrink: 0, ...style }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      {label ? <title>{label}</title> : null}
      {shape}
    </svg>
  );
}
