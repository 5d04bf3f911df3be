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

// Times are India's (the screens show IST, and so must the files a clerk opens next to them); the
// headers say so. Amounts are rupees as numbers, so a spreadsheet can add them up.
const COLUMNS: { header: string; key: keyof ExportRow | 'amount'; width: number }[] = [
  { header: 'Receipt number', key: 'receiptNumber', width: 18 },
  { header: 'Created (IST)', key: 'createdAt', width: 18 },
  { header: 'Paid at (IST)', key: 'paidAt', width: 18 },
  { header: 'Payer', key: 'payerName', width: 26 },
  { header: 'E-mail', key: 'payerEmail', width: 30 },
  { header: 'Amount (₹)', key: 'amount', width: 14 },
  { header: 'Status', key: 'status', width: 11 },
  { header: 'Gateway', key: 'gateway', width: 12 },
  { header: 'Method', key: 'method', width: 14 },
  { header: 'Order id', key: 'orderId', width: 28 },
  { header: 'Payment reference', key: 'gatewayPaymentId', width: 28 },
];

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** An instant as India's wall-clock time, e.g. 2026-11-21 14:30 (no zone: the header names it). */
export function istText(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The same wall-clock time as a spreadsheet date. Spreadsheet dates have no zone: ExcelJS writes a
 * Date's UTC fields, so the instant is moved by India's offset to make them read as IST.
 */
const istCellDate = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + IST_OFFSET_MS) : null);

const STATUS_WORDS: Record<string, string> = {
  created: 'Created',
  attempted: 'Attempted',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};
const GATEWAY_WORDS: Record<string, string> = {
  razorpay: 'Razorpay',
  test: 'Test gateway',
  offline: 'Offline',
};
const METHOD_WORDS: Record<string, string> = {
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  demand_draft: 'Demand draft',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};

const words = (row: ExportRow) => ({
  ...row,
  status: STATUS_WORDS[row.status] ?? row.status,
  gateway: GATEWAY_WORDS[row.gateway] ?? row.gateway,
  method: METHOD_WORDS[row.method] ?? row.method,
});

/** The filtered payments as an Excel workbook (amounts as numbers, a frozen header row). */
export async function paymentsXlsx(rows: ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Para Sports Association portal';
  const sheet = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      ...words(row),
      createdAt: istCellDate(row.createdAt),
      paidAt: istCellDate(row.paidAt),
      amount: row.amountPaise / 100,
    });
  }
  sheet.getColumn('amount').numFmt = '#,##0.00';
  sheet.getColumn('createdAt').numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn('paidAt').numFmt = 'yyyy-mm-dd hh:mm';
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
    const values: Record<string, unknown> = {
      ...words(row),
      createdAt: istText(row.createdAt),
      paidAt: istText(row.paidAt),
      amount: (row.amountPaise / 100).toFixed(2),
    };
    lines.push(COLUMNS.map((column) => cell(values[column.key])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
