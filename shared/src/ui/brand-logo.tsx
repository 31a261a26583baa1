import { useMemo } from 'react';
import type { LangCode } from '@portal/shared/rules';
import { logoDataUrl, type BrandTheme } from '@portal/shared/brand';
import { useBrandTheme } from './provider';
import { useSession } from '@portal/shared/session';

export interface BrandLogoProps {
  /** Defaults to the session's brand theme (BM10 included). */
  theme?: BrandTheme;
  height?: number;
}

/** The generated wordmark of the current brand, with the brand title as its text alternative. */
export function BrandLogo({ theme, height = 40 }: BrandLogoProps) {
  const current = useBrandTheme().theme;
  const lang = useSession((s) => s.lang) as LangCode;
  const t = theme ?? current;
  const src = useMemo(() => logoDataUrl(t), [t]);
  return <img src={src} alt={t.title[lang] ?? t.title.en} height={height} style={{ height, width: 'auto', display: 'block' }} />;
}
