import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Pager } from './pager';

export type Column<T> = {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out below this breakpoint (the row's dialog still has it). */
  from?: 'sm' | 'md' | 'lg';
};

type DataTableProps<T> = {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Shown in place of rows when there are none (and nothing is loading). */
  emptyText: string;
  loading?: boolean;
  /** Opens a row (its details); the row is then a button for keyboards too. */
  onOpen?: (row: T) => void;
  openLabel?: (row: T) => string;
  pagination?: { page: number; totalPages: number; onChange(page: number): void };
};

const hiddenBelow = (from: Column<unknown>['from']) =>
  from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined;

/** A back-office table: columns that give way on small screens, an empty line and the pager. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  onOpen,
  openLabel,
  pagination,
}: DataTableProps<T>) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${label}, scrollable`}
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={hiddenBelow(column.from)}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                {...(onOpen
                  ? {
                      tabIndex: 0,
                      role: 'button',
                      'aria-label': openLabel?.(row),
                      onClick: () => onOpen(row),
                      onKeyDown: (event: React.KeyboardEvent) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          onOpen(row);
                        }
                      },
                      sx: { cursor: 'pointer' },
                    }
                  : {})}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={hiddenBelow(column.from)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && !loading && (
        <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      )}
      {pagination && (
        <Pager
          page={pagination.page}
          totalPages={pagination.totalPages}
          onChange={pagination.onChange}
          label={`${label} pages`}
          disabled={loading}
        />
      )}
    </Box>
  );
}
