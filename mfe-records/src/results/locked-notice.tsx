import { useTranslation } from 'react-i18next';
import { maskMobile } from '@portal/shared/contracts';
import { Box, Button, Heading, Text } from '@portal/shared/ui';

/** Another member's results before her code: whose, where the code goes, and the button that sends it. */
export function LockedNotice({ name, callingCode, mobile, onAsk }: { name: string; callingCode: string; mobile: string; onAsk: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Box borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" borderRadius="md" p="4" mb="5" role="region" aria-labelledby="results-locked-title">
      <Heading as="h2" size="sm" id="results-locked-title" mb="1">{t('results.locked.title')}</Heading>
      {/* The number isolated left to right (U+2066 … U+2069), so that an Arabic sentence keeps it whole. */}
      <Text mb="3">{t('results.locked.text', { name, number: `\u2066+${callingCode} ${maskMobile(mobile)}\u2069` })}</Text>
      <Button size="sm" onClick={onAsk}>{t('results.locked.enter')}</Button>
    </Box>
  );
}
