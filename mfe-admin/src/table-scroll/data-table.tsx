import type { ReactNode } from 'react';
import { Table } from '@portal/shared/ui';
import { TableScroll } from '@portal/shared/forms';

export interface DataColumn {
  key: string;
  header: ReactNode;
  /** Text columns read from the start, numbers and actions sit at the end. */
  align?: 'start' | 'end';
  /** The row's actions: kept in view at the end edge while the other columns scroll under it. */
  sticky?: boolean;
}

/** Where a sticky column sits: at the end edge (right in English, left in Arabic), over the scrolled columns. */
const STICKY_END = { position: 'sticky', insetInlineEnd: '0', bg: 'bg', zIndex: 1, borderInlineStartWidth: '1px' } as const;

/** A row's actions cell, for the column marked `sticky`. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" {...STICKY_END} data-testid="row-actions">
      {children}
    </Table.Cell>
  );
}

/** An administrator's table: its scroll container, the column headers and the rows given. */
export function DataTable({ label, testId, columns, children }: { label: string; testId: string; columns: DataColumn[]; children: ReactNode }) {
  return (
    <TableScroll label={label}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align ?? 'start'} {...(c.sticky ? STICKY_END : {})}>
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
