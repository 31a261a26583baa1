import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Button, HStack, Input, Stack, Text, chakra } from '@portal/shared/ui';

/** The protected copy's password (docs/product.md#reports-pdf): Open gives it to pdf.js, Cancel closes the viewer; a wrong one says so. */
export function PdfPasswordForm({ wrong, onSubmit, onCancel }: { wrong: boolean; onSubmit: (password: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('records');
  const [password, setPassword] = useState('');
  // The field takes the focus when the form appears (again after a wrong password).
  const focusOnMount = useCallback((el: HTMLInputElement | null) => el?.focus(), []);
  return (
    <chakra.form
      onSubmit={(e) => {
        e.preventDefault();
        if (password) onSubmit(password);
      }}
      maxW="sm"
      mx="auto"
      py="6"
      w="100%"
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{t('viewer.passwordTitle')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('viewer.passwordHint')}
        </Text>
        <chakra.label htmlFor="pdf-password" fontSize="sm" fontWeight="semibold">
          {t('viewer.password')}
        </chakra.label>
        <Input
          id="pdf-password"
          ref={focusOnMount}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? 'pdf-password-error' : undefined}
        />
        {wrong ? (
          <Text id="pdf-password-error" role="alert" color="fg.error" fontSize="sm">
            {translateMessage(MSG.wrongPdfPassword)}
          </Text>
        ) : null}
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!password}>
            {t('viewer.open')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
