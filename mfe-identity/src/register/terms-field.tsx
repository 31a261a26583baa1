import { useState, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Box, Checkbox, Link, Text } from '@portal/shared/ui';
import { LegalTextDialog, type LegalKind } from './legal-text-dialog';
import type { RegistrationDetails } from './register-rules';

/** 'I agree to the Terms and Conditions and the Privacy Policy', each text readable in its dialog. */
export function TermsField({ control }: { control: Control<RegistrationDetails> }) {
  const { t } = useTranslation('identity');
  const { field, fieldState } = useController({ control, name: 'agreed' });
  const [legal, setLegal] = useState<LegalKind | null>(null);
  const error = fieldState.error?.message;
  return (
    <Box>
      <Checkbox.Root
        checked={field.value}
        onCheckedChange={(e) => field.onChange(e.checked === true)}
        invalid={Boolean(error)}
        alignItems="flex-start"
        ids={{ hiddenInput: 'register-agreed' }}
        data-testid="register-terms"
      >
        <Checkbox.HiddenInput aria-describedby={error ? 'register-agreed-error' : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          {t('register.agreePrefix')} <LegalLink onOpen={() => setLegal('terms')}>{t('common:footer.terms')}</LegalLink> {t('register.and')}{' '}
          <LegalLink onOpen={() => setLegal('privacy')}>{t('common:footer.privacy')}</LegalLink>
        </Checkbox.Label>
      </Checkbox.Root>
      <Box aria-live="polite">
        {error ? (
          <Text id="register-agreed-error" color="fg.error" textStyle="xs" mt="1.5">
            {t(error)}
          </Text>
        ) : null}
      </Box>
      <LegalTextDialog kind={legal} onClose={() => setLegal(null)} />
    </Box>
  );
}

/** A link-looking button inside the checkbox label: opening a text must not tick the box. */
function LegalLink({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <Link
      as="button"
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}
