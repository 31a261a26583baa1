import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MSG } from '@portal/shared/contracts';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { Button, HStack, Input, Stack, Text, chakra } from '@portal/shared/ui';

/** Open is offered once something is typed; whether it is the password, only pdf.js can tell (`wrong`). */
const pdfPasswordSchema = z.object({ password: z.string().min(1) });

/** The protected copy's password (docs/product.md#reports-pdf): Open gives it to pdf.js, Cancel closes the viewer; a wrong one says so. */
export function PdfPasswordForm({ wrong, onSubmit, onCancel }: { wrong: boolean; onSubmit: (password: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('records');
  const form = useZodForm(pdfPasswordSchema, { mode: 'onChange', defaultValues: { password: '' } });
  const { ref: fieldRef, ...field } = form.register('password');
  // The field takes the focus when it appears (again after a wrong password), whenever its control is drawn.
  const focusOnMount = useCallback(
    (el: HTMLInputElement | null) => {
      fieldRef(el);
      el?.focus();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's ref for the field is the same field's at every render
    [],
  );
  return (
    <chakra.form onSubmit={form.handleSubmit((v) => onSubmit(v.password))} maxW="sm" mx="auto" py="6" w="100%">
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
          type="password"
          autoComplete="off"
          ref={focusOnMount}
          {...field}
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
          <Button type="submit" disabled={!form.formState.isValid}>
            {t('viewer.open')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
