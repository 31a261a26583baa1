import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Box, Field, Text } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The message to show under the field (already translated, or a spec English text via `translateMessage`). */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** The control: a Chakra `Input`, `NativeSelect.Field`, `Textarea`… (it receives id, required, aria-invalid, aria-describedby). */
  children: ReactNode;
  /** id of the control (default: generated). */
  id?: string;
}

/**
 * Label + control + inline error. The error region is always in the page with `aria-live="polite"`, so
 * a screen reader announces a message when it appears. The control is marked invalid and *described*
 * by the message (aria-describedby is read by every screen reader; Ark's aria-errormessage alone is
 * not). The required marker is visual ('*'); the control itself carries `required`.
 */
export function FormField({ label, error, required, disabled, readOnly, helperText, children, id }: FormFieldProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const errorId = `${controlId}-error`;
  const helperId = `${controlId}-helper`;
  const describedBy = error ? errorId : helperText ? helperId : undefined;
  const only = Children.count(children) === 1 && isValidElement(children) ? (children as ReactElement<Record<string, unknown>>) : null;
  const control = only && describedBy ? cloneElement(only, { 'aria-describedby': describedBy }) : children;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      ids={{ control: controlId, errorText: errorId, helperText: helperId }}
      width="full"
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Box aria-live="polite" width="full">
        {error ? (
          <Text id={errorId} color="fg.error" textStyle="xs">
            {error}
          </Text>
        ) : null}
      </Box>
    </Field.Root>
  );
}
