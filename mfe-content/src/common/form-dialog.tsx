import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@portal/shared/ui';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  submitTestId: string;
  testId?: string;
  /** The send's state (a mutation's status): pending shows the submit busy; error says 'Something went wrong!', announced. */
  status: 'idle' | 'pending' | 'success' | 'error';
  /** What the dialog says once sent, instead of the fields; only Close stays. */
  outcome?: ReactNode;
  /** The form's rules that fail, in words (the spec's messages), below the fields, one a line; announced. */
  errors: readonly string[];
  errorTestId: string;
  children: ReactNode;
}

/** The thank-you of the contact forms (docs/product.md#content-requests). */
export function SentThanks() {
  return (
    <Box role="status" p="4" bg="green.subtle" borderRadius="md" data-testid="contact-success">
      <Text fontWeight="semibold">{translateMessage(MSG.contactThanks)}</Text>
    </Box>
  );
}

/**
 * The frame of this remote's form dialogs (Contact Us, Ask a Doctor, General Feedback, Book a Health Package):
 * full screen on a phone, centred on wider screens, the form's fields scrolling inside, Cancel and the submit button
 * in the footer, a Close button, the failing rule or a failed send announced below the fields; focus stays inside
 * while open and returns to the opener on close.
 */
export function FormDialog({ open, onClose, title, onSubmit, submitLabel, submitTestId, testId, status, outcome, errors, errorTestId, children }: Props) {
  const { t } = useTranslation('content');
  const sent = status === 'success';
  const failed = status === 'error';
  const error = errors.length > 0;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {sent ? outcome : children}
                <Box aria-live="assertive" mt={(error || failed) && !sent ? '4' : '0'}>
                  {error && !sent ? (
                    <Box color="fg.error" role="alert" data-testid={errorTestId}>
                      {errors.map((e) => (
                        <Text key={e}>{e}</Text>
                      ))}
                    </Box>
                  ) : null}
                  {failed ? (
                    <Text color="fg.error" role="alert" data-testid="form-failed">
                      {translateMessage(MSG.somethingWentWrong)}
                    </Text>
                  ) : null}
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                {!sent ? (
                  <>
                    <Button variant="outline" onClick={onClose}>
                      {t('cancel')}
                    </Button>
                    <Button type="submit" loading={status === 'pending'} data-testid={submitTestId}>
                      {submitLabel}
                    </Button>
                  </>
                ) : null}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
