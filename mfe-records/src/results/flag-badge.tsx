import { useTranslation } from 'react-i18next';
import type { ResultFlag } from '@portal/shared/contracts';
import { Badge } from '@portal/shared/ui';

const PALETTE: Record<ResultFlag, string> = { normal: 'green', high: 'orange', low: 'orange', critical: 'red', abnormal: 'orange', unknown: 'gray' };
/** A sign beside the word, so that the flag never rests on colour alone (and reads in a grey print). */
const SIGN: Record<ResultFlag, string> = { normal: '✓', high: '↑', low: '↓', critical: '‼', abnormal: '!', unknown: '–' };

/** A result's flag in words, with a sign and a colour. */
export function FlagBadge({ flag }: { flag: ResultFlag }) {
  const { t } = useTranslation('records');
  return (
    <Badge colorPalette={PALETTE[flag]} variant={flag === 'critical' ? 'solid' : 'subtle'} data-flag={flag}>
      <span aria-hidden="true">{SIGN[flag]}</span> {t(`results.flag.${flag}`)}
    </Badge>
  );
}
