/**
 * `@portal/shared/forms` — forms through react-hook-form on the shared zod rules: `useZodForm(schema)` and the
 * field components wired to it once (text, password, date of birth, mobile, one-time code). Not imported by the
 * shell nor by the login page: react-hook-form comes with the pages that have these forms.
 */
export { useZodForm } from './use-zod-form';
export { typedText } from './text-rule';
export { TextField, PasswordField, DobField, DateInputField, MobileField, OtpField, SelectField } from './fields';
// Parts of the remotes' pages that the shell never shows: here rather than in @portal/shared/ui, whose every export
// is in the shell's first load (the shell provides it eagerly).
export { PhoneNumber } from './phone-number';
export type { PhoneNumberProps } from './phone-number';
export { TableScroll } from './table-scroll';
export { FileInput } from './file-input';
export type { FileInputProps } from './file-input';
