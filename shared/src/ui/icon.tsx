import { useEffect, useState, type CSSProperties, type ReactElement } from 'react';
import { isIconName, type IconName } from './icon-names';

/**
 * A small inline-SVG icon set (24×24, stroke icons) — no icon library in the bundle. Its names (icon-names.ts)
 * are what the remotes' menu entries and tiles use (`MenuEntry.icon`). Directional icons flip in right-to-left.
 *
 * The drawings are in their own chunk (icon-shapes.tsx, 2.2 KB gzip): `@portal/shared/ui` is in the first
 * load of every page and the login page shows no icon. An icon renders its frame (size, name, label) at
 * once and its drawing as soon as the chunk is there; the first icon a page renders fetches it, and
 * `preloadUi()` fetches it ahead.
 */

type Shapes = Record<IconName, ReactElement>;
let shapes: Shapes | null = null;
let loading: Promise<Shapes> | null = null;

/** Fetches the drawings once; after a failed download the next icon that renders asks again. */
export function loadIconShapes(): Promise<Shapes> {
  loading ??= import('./icon-shapes').then(
    (m) => (shapes = m.ICON_SHAPES),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

function useIconShapes(): Shapes | null {
  const [loaded, setLoaded] = useState(shapes);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadIconShapes().then(
      (s) => live && setLoaded(s),
      () => undefined, // the icon keeps its empty frame
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** Icons that point along the reading direction and so mirror in Arabic. */
const DIRECTIONAL = new Set<string>(['chevron-left', 'chevron-right', 'logout']);

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
  const all = useIconShapes();
  const shape = all ? (isIconName(name) ? all[name] : all.help) : null; // an unknown name from a remote still draws something
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
