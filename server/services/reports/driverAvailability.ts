// driverAvailability (GET /report/driver-availability?dateFrom&dateTo, one day): the online and offline intervals
// of every driver who was online during the day.
import { col, selectList } from './csv.ts';
import { dayBounds, driverScope, Params, personName, type ReportModule } from './sql.ts';
import { intervalCtes } from './statusIntervals.ts';
import { orderByNameText } from '../../db/nameSort.ts';

const columns = [
  col('driver_id', 'integer', 'd.id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col('region', 'text', 'r.name', 'Driver’s region'),
  col('status', 'text', 'i.status', 'online or offline', 'driverStatus'),
  col('from', 'datetime', 'i.s', 'Start of the interval within the day (Warsaw time)'),
  col('to', 'datetime', 'i.e', 'End of the interval within the day (now, if it goes on)'),
  col('minutes', 'integer', 'round(extract(epoch FROM i.e - i.s) / 60)', 'Length in minutes'),
  col(
    'status_since',
    'datetime',
    'i.since',
    'When the driver changed to this status (before the day for the first interval, if carried over)',
  ),
  col(
    'changed_by',
    'text',
    'i.source',
    'What changed the status: sign_in, logout, app (the driver’s switch) or system',
    'driverStatusSource',
  ),
  col('ongoing', 'text', `CASE WHEN i.ongoing THEN 'yes' ELSE 'no' END`, 'yes while the interval goes on now', 'yesNo'),
];

export const driverAvailabilityReport: ReportModule = {
  columns,
  rows: 'One row per online or offline interval of the day, for the drivers who were online at some time that day (drivers offline all day are left out); sorted by driver’s last and first name, then time. Drivers of the operator’s regions who may deliver for its companies.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const text = `WITH ${intervalCtes(lo, hi, driverScope(p, tenant))}
SELECT ${selectList(columns)}
FROM intervals i
JOIN drv d ON d.id = i.driver_id
LEFT JOIN regions r ON r.id = d.region_id
WHERE i.e > i.s
  AND i.driver_id IN (SELECT driver_id FROM intervals WHERE status = 'online' AND e > s)
ORDER BY ${orderByNameText('d.last_name')}, ${orderByNameText('d.first_name')}, d.id, i.s`;
    return { text, params: p.values };
  },
};
