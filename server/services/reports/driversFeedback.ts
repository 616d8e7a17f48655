// driversFeedback (GET /report/drivers-feedback?dateFrom&dateTo): the drivers' ratings of their deliveries.
import { col, selectList } from './csv.ts';
import { dayBounds, orderScope, Params, personName, where, type ReportModule } from './sql.ts';

const columns = [
  col('feedback_id', 'integer', 'f.id', 'Feedback id'),
  col('created_at', 'datetime', 'f.created_at', 'Given (Warsaw time)'),
  col('order_id', 'integer', 'o.id', 'Order id'),
  col('order_no', 'text', 'o.order_no', 'Order number'),
  col('company', 'text', 'c.name', 'Company'),
  col('region', 'text', 'r.name', 'Region'),
  col('pickup_name', 'text', 'o.pickup_name', 'Pickup point of the order'),
  col('delivered_at', 'datetime', 'o.delivered_at', 'Order delivered'),
  col('driver_id', 'integer', 'f.driver_id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col('rating', 'integer', 'f.rating', '1 (bad) to 5 (good)'),
  col('category', 'text', 'f.category', 'What it is about: pickup, receiver, address, app, other', 'feedbackCategory'),
  col('comment', 'text', 'f.comment', 'Driver’s comment'),
];

export const driversFeedbackReport: ReportModule = {
  columns,
  rows: 'One row per feedback given in the range (Warsaw days), oldest first. An operator limited to some companies or regions gets those of their orders.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const text = `SELECT ${selectList(columns)}
FROM driver_feedback f
JOIN orders o ON o.id = f.order_id
JOIN companies c ON c.id = o.company_id
JOIN regions r ON r.id = o.region_id
JOIN drivers d ON d.id = f.driver_id
WHERE ${where([`f.created_at >= ${lo}`, `f.created_at < ${hi}`, ...orderScope(p, tenant)])}
ORDER BY f.created_at, f.id`;
    return { text, params: p.values };
  },
};
