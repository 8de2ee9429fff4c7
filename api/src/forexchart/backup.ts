import { tableCollection } from '../backup/collection';
import { checkDay, RowProblem } from '../backup/rowChecks';
import { isUuid } from '../db/uuidv7';
import { forexChart } from '../db/schema';
import { AMOUNT_LIMIT } from './entries';

export const forexChartBackup = tableCollection({
  name: 'forexchart',
  table: forexChart,
  admit: (row) => {
    if (typeof row.id !== 'string' || !isUuid(row.id)) throw new RowProblem('id is not a uuid');
    checkDay(row, 'date');
    if (typeof row.amount !== 'number' || !(Math.abs(row.amount) < AMOUNT_LIMIT)) {
      throw new RowProblem('amount is not a number below 1,000,000,000,000');
    }
    return row;
  },
});
