import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@portal/shared/contracts';
import { adminUserSearchSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { Box, Button, Card, chakra, FormField, HStack, Input, PageHeader, QueryState, Stack } from '@portal/shared/ui';
import { AdminList } from './admin-list';
import { useUserSearch, type UserSearch } from './manage-user.api';
import { UserCard } from './user-card';

const digits = (max: number) => (v: string) => digitsOnly(v).slice(0, max);

/**
 * /auth/manageUser (role 3, docs/product.md#administration-users): search any user by calling code and mobile (at least 8
 * digits), change the role, reset the login counter and the failed-attempt counter (each after a
 * confirmation), and the administrators list with infinite scroll.
 */
export default function ManageUserPage() {
  const { t } = useTranslation('admin');
  const { searched, found, search, clear } = useUserSearch();

  return (
    <Stack gap="5">
      <PageHeader title={t('manageUser.title')} />
      {/* A search the form refuses clears the last answer: its 'No user found' belongs to another number. */}
      <SearchForm busy={found.isFetching} onSearch={search} onInvalid={clear} />
      {searched && (
        <QueryState query={found} isEmpty={(u) => u === null} empty={t('manageUser.notFound')}>
          {(user) => user && <UserCard key={`${user.id}-${user.roleId}`} user={user} search={searched} />}
        </QueryState>
      )}
      <AdminList />
    </Stack>
  );
}

function SearchForm({ busy, onSearch, onInvalid }: { busy: boolean; onSearch: (s: UserSearch) => void; onInvalid: () => void }) {
  const { t } = useTranslation('admin');
  const form = useZodForm(adminUserSearchSchema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { callingCode: '971', mobile: '' } });
  const { errors } = form.formState;
  return (
    <Card.Root>
      <Card.Body>
        <chakra.form noValidate onSubmit={form.handleSubmit(onSearch, onInvalid)}>
          <HStack align="end" gap="3" flexWrap="wrap">
            <Box w="28">
              <FormField label={t('manageUser.callingCode')} error={errors.callingCode ? t('manageUser.callingCodeError') : null} required>
                <Input inputMode="numeric" {...form.register('callingCode', { onChange: (e: { target: HTMLInputElement }) => form.setValue('callingCode', digits(4)(e.target.value)) })} />
              </FormField>
            </Box>
            <Box flex="1" minW="48">
              <FormField label={t('manageUser.mobile')} error={errors.mobile ? t('manageUser.mobileError') : null} required>
                <Input inputMode="numeric" {...form.register('mobile', { onChange: (e: { target: HTMLInputElement }) => form.setValue('mobile', digits(15)(e.target.value)) })} />
              </FormField>
            </Box>
            <Button type="submit" loading={busy} colorPalette="brand">{t('manageUser.search')}</Button>
          </HStack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
