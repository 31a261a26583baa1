import type { ReactNode } from 'react';
import { Table } from '@portal/shared/ui';
import { TableScroll } from './table-scroll';

export interface DataColumn {
  key: string;
  header: ReactNode;
  /** Text columns read from the start, numbers and actions sit at the end. */
  align?: 'start' | 'end';
}

/** An administrator's table (account §3, §7): its scroll container, the column headers and the rows given. */
export function DataTable({ label, testId, columns, children }: { label: string; testId: string; columns: DataColumn[]; children: ReactNode }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align ?? 'start'}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
