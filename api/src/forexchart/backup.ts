import { tableCollection } from '../backup/collection';
import { forexChart } from '../db/schema';

export const forexChartBackup = tableCollection({ name: 'forexchart', table: forexChart });
