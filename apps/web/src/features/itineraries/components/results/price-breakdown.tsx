import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { PriceBreakdown as Breakdown } from '@trip/shared/itineraries/schemas';
import { breakdownRows } from '../../utils/card-content';
import { formatRupees } from '@trip/shared/common/money';

type PriceBreakdownTableProps = {
  breakdown: Breakdown;
  travellers: number;
  /** Names the table for screen readers. */
  label: string;
};

/** Transport, stay, food and activities, per person and for everyone travelling. */
export function PriceBreakdownTable({ breakdown, travellers, label }: PriceBreakdownTableProps) {
  const rows = breakdownRows(breakdown, travellers);
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1, py: 0.75 } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Part
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Per person
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {travellers === 1 ? 'Total' : `Total (${travellers})`}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          const last = index === rows.length - 1;
          return (
            <TableRow key={row.label} sx={last ? { '& > *': { fontWeight: 700 } } : undefined}>
              <TableCell component="th" scope="row" sx={{ fontWeight: last ? 700 : 400 }}>
                {row.label}
              </TableCell>
              <TableCell align="right">{formatRupees(row.perPerson)}</TableCell>
              <TableCell align="right">{formatRupees(row.total)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
