import { rgb } from 'pdf-lib';
import type { PaymentRow } from '../../db/schema/payments.js';
import type { UserRow } from '../../db/schema/users.js';
import { mm, newPdf } from '../../lib/pdf.js';
import { purposeDescription } from './payable.js';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const indianDate = (date: Date) =>
  date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' });

/** A5 receipt: number, date, amount, payer, purpose, payment reference. */
export async function receiptPdf(
  payment: PaymentRow,
  payer: UserRow,
  association: string,
): Promise<Uint8Array> {
  const { pdf, font } = await newPdf(`Receipt ${payment.receiptNumber}`);
  const regular = await font('regular');
  const bold = await font('bold');
  const page = pdf.addPage([mm(148), mm(210)]);
  const { height } = page.getSize();
  const navy = rgb(0.06, 0.22, 0.45);
  page.drawRectangle({ x: 0, y: height - mm(28), width: mm(148), height: mm(28), color: navy });
  page.drawText(association, { x: mm(12), y: height - mm(14), size: 15, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Payment receipt', {
    x: mm(12),
    y: height - mm(22),
    size: 10,
    font: regular,
    color: rgb(0.85, 0.9, 1),
  });

  let y = height - mm(42);
  const row = (label: string, value: string, strong = false) => {
    page.drawText(label, { x: mm(12), y, size: 9, font: regular, color: rgb(0.32, 0.34, 0.38) });
    page.drawText(value, {
      x: mm(55),
      y,
      size: strong ? 12 : 10,
      font: strong ? bold : regular,
      color: rgb(0.1, 0.1, 0.12),
      maxWidth: mm(82),
    });
    y -= mm(9);
  };
  row('Receipt number', payment.receiptNumber, true);
  row('Date', indianDate(payment.paidAt ?? payment.updatedAt));
  row('Amount', rupees(payment.amountPaise), true);
  row('Received from', payer.name);
  row('E-mail', payer.email);
  row('Mobile', payer.phone);
  row('Purpose', purposeDescription(payment));
  row(
    'Paid through',
    payment.gateway === 'test'
      ? 'Test gateway (no real money)'
      : payment.gateway === 'offline'
        ? `Offline${payment.method ? ` (${payment.method})` : ''}`
        : `Razorpay${payment.method ? ` (${payment.method})` : ''}`,
  );
  row('Payment reference', payment.gatewayPaymentId ?? '—');
  page.drawLine({
    start: { x: mm(12), y: y + mm(3) },
    end: { x: mm(136), y: y + mm(3) },
    thickness: 0.5,
    color: rgb(0.8, 0.8, 0.8),
  });
  page.drawText('This is a computer-generated receipt and needs no signature.', {
    x: mm(12),
    y: y - mm(4),
    size: 8,
    font: regular,
    color: rgb(0.32, 0.34, 0.38),
  });
  return pdf.save();
}
