import { Suspense, lazy } from 'react';

export interface DateFieldProps {
  /** The id of the field's group, which its label names. */
  id: string;
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  /** The first day that can be chosen (YYYY-MM-DD). */
  min?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /**
   * Set when a form's rule judges the day (DateInputField in @portal/shared/forms): every complete day is passed
   * on, an early one too, and the form's message (`invalid`, `aria-describedby`) takes the place of the field's own.
   */
  judgedByForm?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

// The date field and its calendar code (Chakra's DateInput, @internationalized/date) come with the page that
// shows one, not with every page's first load (see lazy.tsx).
const Field = lazy(() => import('./parts/date-field'));

/** A date typed as dd/mm/yyyy in both languages (parts/date-field.tsx); shows nothing until its code is there. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
}
