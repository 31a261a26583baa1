import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@portal/shared/rules';
import { Box, Button, HStack, Table } from '@portal/shared/ui';

/** Name, Relation, Age, Action (Edit, Delete) of each family member (docs/product.md#family-list). */
export function FamilyTable({ members, onEdit, onDelete }: { members: FamilyMember[]; onEdit: (m: FamilyMember) => void; onDelete: (m: FamilyMember) => void }) {
  const { t } = useTranslation('identity');
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="family-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('account.family.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.family.relation')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.family.age')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('account.family.action')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((m) => {
            const name = `${m.firstName} ${m.lastName}`;
            return (
              <Table.Row key={m.familyMemberId} data-testid="family-row">
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>{t(`account.relations.${m.relationId}`, { defaultValue: m.relation })}</Table.Cell>
                <Table.Cell>{m.age}</Table.Cell>
                <Table.Cell>
                  <HStack justify="flex-end" gap="1">
                    <Button size="xs" variant="outline" aria-label={`${t('common:button.edit')} ${name}`} onClick={() => onEdit(m)} data-testid="family-edit">
                      {t('common:button.edit')}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={`${t('common:button.delete')} ${name}`} onClick={() => onDelete(m)} data-testid="family-delete">
                      {t('common:button.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
