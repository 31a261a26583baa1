import type { ComponentProps, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage } from '@portal/shared/i18n';
import type { Country } from '@portal/shared/rules';
import { DateField, DobInput, FormField, Input, MobileInput, NativeSelect, OtpInput, PasswordInput, Stack, Text, Textarea } from '@portal/shared/ui';

/**
 * The form fields of the portal wired to react-hook-form once: each takes the form's `control` and a field
 * `name`, shows the label, the control and the rule's message (translated; the spec's words in English), and
 * marks the control invalid and described by the message (FormField).
 */
interface Base<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** The field's id (the form moves the focus to it when it is the first wrong one). */
  id?: string;
}

const messageOf = (error: { message?: string } | undefined) => (error?.message ? translateMessage(error.message) : null);

type InputProps = Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue'>;

/** A text input (name, e-mail, document number…). `format` shapes what is typed (a mask). */
export function TextField<T extends FieldValues>({ control, name, id, label, required, disabled, helperText, format, multiline, ...input }: Base<T> & InputProps & { format?: (typed: string, previous: string) => string; multiline?: boolean }) {
  // The field's parts taken apart: `ref` is a callback to hand to the control, the rest are plain values.
  const { field: { ref, name: fieldName, value: current, onChange: change, onBlur }, fieldState } = useController({ control, name });
  const value = (current as string | undefined) ?? '';
  const onChange = (typed: string) => change(format ? format(typed, value) : typed);
  return (
    <FormField id={id} label={label} required={required} disabled={disabled} helperText={helperText} error={messageOf(fieldState.error)}>
      {multiline ? (
        // dir="auto": free text takes the direction of what is typed (an English sentence on an Arabic page keeps its
        // full stop at its end); the page's own fields follow the page.
        <Textarea name={fieldName} ref={ref} value={value} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} maxLength={input.maxLength} rows={4} dir="auto" />
      ) : (
        <Input {...input} name={fieldName} ref={ref} value={value} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} />
      )}
    </FormField>
  );
}

/** Password with Show/Hide. */
export function PasswordField<T extends FieldValues>({ control, name, id, label, required, helperText, autoComplete }: Base<T> & { autoComplete: 'current-password' | 'new-password' }) {
  const { field, fieldState } = useController({ control, name });
  const error = messageOf(fieldState.error);
  return (
    <FormField id={id} label={label} required={required} helperText={helperText} error={error}>
      <PasswordInput name={field.name} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} autoComplete={autoComplete} invalid={Boolean(error)} required={required} />
    </FormField>
  );
}

/** Date of birth typed as dd/mm/yyyy. */
export function DobField<T extends FieldValues>({ control, name, id, label, required, disabled }: Base<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField id={id} label={label} required={required} disabled={disabled} error={messageOf(fieldState.error)}>
      <DobInput value={(field.value as string | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />
    </FormField>
  );
}

/**
 * A day typed as dd/mm/yyyy into the portal's own date field (no native picker, whose format follows the
 * browser's locale), kept as YYYY-MM-DD. A day before `min` is flagged at once; the form's rule (the one the API
 * checks too) judges it and its message takes over once the form shows it.
 */
export function DateInputField<T extends FieldValues>({ control, name, id, label, required, disabled, min, listed, translate = translateMessage }: Base<T> & {
  id: string;
  label: string;
  min?: string;
  /** The rule's English message in the page's language, when the rule is a remote's own (default: the spec's messages). */
  translate?: (english: string) => string;
  /** The form lists all its messages together below its fields (the content dialogs): the field is only marked. */
  listed?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField id={id} label={label} required={required} disabled={disabled} error={listed || !fieldState.error?.message ? null : translate(fieldState.error.message)}>
      <DateField
        id={id}
        label={label}
        value={(field.value as string | undefined) ?? ''}
        min={min}
        judgedByForm
        invalid={Boolean(fieldState.error)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
      />
    </FormField>
  );
}

/** Calling code and mobile number: two fields of the form (`callingCodeName`, `name`), one control. */
export function MobileField<T extends FieldValues>({ control, name, id, callingCodeName, countries, label, required, disabled, callingCodeDisabled }: Base<T> & { callingCodeName: FieldPath<T>; countries: Country[]; callingCodeDisabled?: boolean }) {
  const mobile = useController({ control, name });
  const code = useController({ control, name: callingCodeName });
  return (
    <MobileInput
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      callingCodeDisabled={callingCodeDisabled}
      countries={countries}
      callingCode={(code.field.value as string | undefined) || undefined}
      onCallingCodeChange={code.field.onChange}
      value={(mobile.field.value as string | undefined) ?? ''}
      onChange={mobile.field.onChange}
      onBlur={mobile.field.onBlur}
      name={mobile.field.name}
      error={messageOf(mobile.fieldState.error) ?? messageOf(code.fieldState.error)}
    />
  );
}

/**
 * The six-digit code; `onComplete` runs when the sixth digit arrives (the spec sends it then), `onChange` after each
 * digit (a form clears the server's last answer there). `describedBy` names the text that says where the code went;
 * the field's message takes its place while there is one.
 */
export function OtpField<T extends FieldValues>({ control, name, label, disabled, onComplete, onChange, autoFocus, describedBy }: Omit<Base<T>, 'label'> & { label?: string; onComplete?: (otp: string) => void; onChange?: (otp: string) => void; autoFocus?: boolean; describedBy?: string }) {
  const { field, fieldState } = useController({ control, name });
  const error = messageOf(fieldState.error);
  const errorId = `${field.name}-otp-error`;
  const typed = (otp: string) => {
    field.onChange(otp);
    onChange?.(otp);
  };
  return (
    <Stack gap="2">
      <OtpInput value={(field.value as string | undefined) ?? ''} onChange={typed} onComplete={onComplete} disabled={disabled} invalid={Boolean(error)} label={label} autoFocus={autoFocus} describedBy={error ? errorId : describedBy} />
      {error ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A native select of ids (gender, nationality, document type, relation…): '' is the placeholder's value. */
export function SelectField<T extends FieldValues>({ control, name, id, label, required, disabled, options, placeholder, onPicked }: Base<T> & { options: { id: number | string; text: string }[]; placeholder: string; onPicked?: (value: string) => void }) {
  const { field: { ref, name: fieldName, value, onChange, onBlur }, fieldState } = useController({ control, name });
  return (
    <FormField id={id} label={label} required={required} disabled={disabled} error={messageOf(fieldState.error)}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={fieldName}
          ref={ref}
          value={(value as string | undefined) ?? ''}
          onBlur={onBlur}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            onPicked?.(e.currentTarget.value);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
