import type { ReactNode } from 'react';
import { Box, Field } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The message to show under the field (already translated, or a spec English text via `translateMessage`). */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** The control: a Chakra `Input`, `NativeSelect`, `Textarea`… (it receives id, aria-invalid, aria-describedby). */
  children: ReactNode;
  id?: string;
}

/**
 * Label + control + inline error. The error region is always in the page with `aria-live="polite"`,
 * so a screen reader announces a message when it appears; the control is marked invalid and described
 * by it. The required marker is visual ('*'); the control itself carries `required`.
 */
export function FormField({ label, error, required, disabled, readOnly, helperText, children, id }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly} ids={id ? { control: id } : undefined} width="full">
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Box aria-live="polite" width="full">
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Box>
    </Field.Root>
  );
}
