// The shipping label of an order (GET /order/labels/{orderId}): an A6 PDF with
// the order number, a scannable Code 128 of it, the pickup and delivery addresses and the package size.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import type { Db } from '../db/client.ts';
import { conflict } from '../errors.ts';
import { getOrderDetails } from './orderDetails.ts';
import type { Principal } from './principal.ts';
import { WARSAW_TIME_ZONE } from '../../domain/constants.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = path.join(fontDir, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

/** Printed headings: the label travels with the package in Poland, so Polish first, English for the rest. */
const HEADINGS = {
  from: 'Nadawca / From',
  to: 'Odbiorca / To',
  size: 'Rozmiar / Size',
  slot: 'Okno / Slot',
  returnOf: 'Zwrot / Return of',
  emergency: 'PILNE / URGENT',
  /** The receiver whose data the label's reader may not see, or that was hashed away. */
  hiddenReceiver: 'Klient (dane ukryte) / Customer (details hidden)',
};

/**
 * Times on the label are Polish local time, whatever the server's time zone: HH:mm and HH:mm dd.MM.yy, a day of another
 * year than the printing's with its year in full (HH:mm dd.MM.yyyy), as the console writes them.
 */
const parts = (d: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: WARSAW_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
const warsawTime = (d: Date) => `${parts(d).hour}:${parts(d).minute}`;
const warsawTimestamp = (d: Date, now = new Date()) => {
  const p = parts(d);
  const year = p.year === parts(now).year ? p.year.slice(-2) : p.year;
  return `${p.hour}:${p.minute} ${p.day}.${p.month}.${year}`;
};

/** A6 portrait in points. */
const PAGE: [number, number] = [297.64, 419.53];
const M = 16;

export function labelFileName(orderId: number): string {
  return `${orderId}_order_label.pdf`;
}

/** The label as PDF bytes; 409 `order_has_no_pickup_point` (the action needs a pickup point). */
export async function renderOrderLabel(db: Db, principal: Principal, orderId: number): Promise<Buffer> {
  const d = await getOrderDetails(db, principal, orderId);
  if (!d.pickupPointDetails)
    throw conflict('order_has_no_pickup_point', 'Only an order with a pickup point has a label');
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: d.orderNo, scale: 3, height: 14, includetext: false });

  const doc = new PDFDocument({
    size: PAGE,
    margin: M,
    info: { Title: `Order ${d.orderNo}`, Subject: `${d.company.name} order ${d.orderNo}` },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const width = PAGE[0] - 2 * M;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(9).text(d.company.name, { width });
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#555')
    .text(`${d.region.name} · ${warsawTimestamp(new Date(d.createdAt))}`, { width });
  doc.moveDown(0.4).fillColor('#000').font('bold').fontSize(30).text(d.orderNo, { width, align: 'center' });
  doc.image(barcode, M + 20, doc.y + 2, { fit: [width - 40, 52], align: 'center' });
  doc.y += 60;
  if (d.returnsOrderNo)
    doc.font('regular').fontSize(8).text(`${HEADINGS.returnOf} ${d.returnsOrderNo}`, { width, align: 'center' });

  const block = (title: string, lines: (string | null | undefined)[]) => {
    doc.moveDown(0.6).font('bold').fontSize(7).fillColor('#555').text(title, { width });
    doc.font('regular').fontSize(10).fillColor('#000');
    for (const line of lines) if (line) doc.text(line, { width });
  };
  const p = d.pickupPointDetails;
  block(HEADINGS.from, [p.name, p.street, [p.zipCode, p.city].filter(Boolean).join(' '), p.phone]);
  const r = d.receiver;
  block(HEADINGS.to, [
    r.hidden ? HEADINGS.hiddenReceiver : r.name,
    r.street,
    [r.zipCode, r.city].filter(Boolean).join(' '),
    r.phone,
  ]);

  doc
    .moveDown(0.8)
    .font('bold')
    .fontSize(12)
    .text(`${HEADINGS.size}: ${d.packageSize ?? '–'}${d.emergencyDelivery ? `   ${HEADINGS.emergency}` : ''}`, {
      width,
    });
  if (d.scheduledSlotRange) {
    const [from, to] = d.scheduledSlotRange.map((t) => new Date(t));
    doc
      .font('regular')
      .fontSize(9)
      .text(`${HEADINGS.slot}: ${warsawTime(from)}–${warsawTimestamp(to)}`, { width });
  }
  doc.end();
  return done;
}
