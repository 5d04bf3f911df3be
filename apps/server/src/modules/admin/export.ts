import ExcelJS from 'exceljs';

export interface ExportRow {
  receiptNumber: string;
  createdAt: string;
  paidAt: string | null;
  payerName: string;
  payerEmail: string;
  amountPaise: number;
  status: string;
  gateway: string;
  method: string;
  orderId: string;
  gatewayPaymentId: string;
}

const COLUMNS: { header: string; key: keyof ExportRow | 'amount'; width: number }[] = [
  { header: 'Receipt number', key: 'receiptNumber', width: 18 },
  { header: 'Created', key: 'createdAt', width: 22 },
  { header: 'Paid', key: 'paidAt', width: 22 },
  { header: 'Payer', key: 'payerName', width: 26 },
  { header: 'E-mail', key: 'payerEmail', width: 30 },
  { header: 'Amount (INR)', key: 'amount', width: 14 },
  { header: 'Status', key: 'status', width: 11 },
  { header: 'Gateway', key: 'gateway', width: 10 },
  { header: 'Method', key: 'method', width: 14 },
  { header: 'Order id', key: 'orderId', width: 28 },
  { header: 'Payment reference', key: 'gatewayPaymentId', width: 28 },
];

const cells = (row: ExportRow) => ({ ...row, paidAt: row.paidAt ?? '', amount: row.amountPaise / 100 });

/** The filtered payments as an Excel workbook (amounts as numbers, a frozen header row). */
export async function paymentsXlsx(rows: ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Para Sports Association portal';
  const sheet = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row));
  sheet.getColumn('amount').numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV with a byte-order mark so Excel opens it as UTF-8; cells that start like formulas are defused. */
export function paymentsCsv(rows: ExportRow[]): string {
  const cell = (value: unknown) => {
    let text = String(value ?? '');
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [COLUMNS.map((column) => cell(column.header)).join(',')];
  for (const row of rows) {
    const values = cells(row) as Record<string, unknown>;
    lines.push(COLUMNS.map((column) => cell(values[column.key])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
