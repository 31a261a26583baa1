import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { bus } from '@portal/shared/session';
import { Button, Flex, Icon, Text } from '@portal/shared/ui';

/**
 * The API answered 503 (overloaded or restarting: it asks to be called again after Retry-After): the spec's
 * 'Network Error!' over every page, with a Retry that is offered once the wait is over and loads the page again
 * (`onRetry`), and a Close. The API sheds load rather than queueing; nothing is retried behind the user's back.
 */
export function OverloadNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () =>
      bus.on('overloaded', ({ retryAfterSeconds }) => {
        const at = Date.now();
        setNow(at);
        setUntil((u) => Math.max(u ?? 0, at + retryAfterSeconds * 1000));
      }),
    [],
  );
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);

  if (until === null) return null;
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <Flex
      role="alert"
      data-testid="overload-notice"
      position="fixed"
      insetX="0"
      top="0"
      zIndex="toast"
      align="center"
      justify="center"
      wrap="wrap"
      gap="3"
      px="4"
      py="2"
      bg="bg.panel"
      borderBottomWidth="2px"
      borderColor="border.error"
      boxShadow="md"
    >
      <Icon name="help" size={20} />
      <Text fontWeight="semibold" color="fg.error">
        {translateMessage(MSG.networkError)}
      </Text>
      <Text>{left > 0 ? t('overload.wait', { seconds: left }) : t('overload.ready')}</Text>
      <Button
        size="sm"
        disabled={left > 0}
        onClick={() => {
          setUntil(null);
          onRetry();
        }}
      >
        {t('common:button.retry')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setUntil(null)}>
        {t('common:button.close')}
      </Button>
    </Flex>
  );
}
