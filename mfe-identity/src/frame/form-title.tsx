import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@portal/shared/ui';

/** The title of a public account form (login, registration, forgot password…): the page's h1, which the form names with `aria-labelledby={id}`, and its line of help. */
export function FormTitle({ id, title, subtitle }: { id: string; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl" id={id}>
        {title}
      </Heading>
      {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
    </Stack>
  );
}
