import { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../lib/errors.js';
import { storedZip } from '../certificates/stored-zip.js';

/**
 * An .xlsx is a ZIP, and a few kilobytes of it can unpack to gigabytes. Of its parts the results reader
 * unpacks only those exceljs's stream reader uses, each up to a limit of its own, and refuses the file
 * past it (decision 36). The worksheet is held as its bytes and read as a stream, so beyond its bytes its
 * size costs time, not memory; the shared strings and the styles are parsed into objects held while the
 * worksheet is read, at several times their size, so their limits are lower. A full 20,000-row file
 * unpacks to about 9 MB of worksheet and 3 MB of shared strings.
 */
const MB = 1024 * 1024;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

interface Part {
  name: string;
  /** How the refusal names the part. */
  label: string;
  maxBytes: number;
  /**
   * What stands in for a missing part. exceljs parks a worksheet in a temporary file (kept until the
   * process exits) when the relationships or the shared strings have not come before it, and needs the
   * workbook's part to read a date: with all three always there, in this order, it never does.
   */
  placeholder?: string;
}

const PARTS: readonly Part[] = [
  {
    name: 'xl/_rels/workbook.xml.rels',
    label: 'list of parts',
    maxBytes: 1 * MB,
    placeholder: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  },
  {
    name: 'xl/workbook.xml',
    label: 'workbook',
    maxBytes: 4 * MB,
    placeholder: `<workbook xmlns="${MAIN}"/>`,
  },
  { name: 'xl/sharedStrings.xml', label: 'text', maxBytes: 8 * MB, placeholder: `<sst xmlns="${MAIN}"/>` },
  { name: 'xl/styles.xml', label: 'styles', maxBytes: 4 * MB },
];
const WORKSHEET: Omit<Part, 'name'> = { label: 'worksheet', maxBytes: 32 * MB };
const WORKSHEET_NAME = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** exceljs parses each chunk it is given at once and keeps all of that chunk's XML events together. */
const PIECE_BYTES = 64 * 1024;

const tooLarge = (part: Omit<Part, 'name'>) => {
  const maxMegabytes = Math.round(part.maxBytes / MB);
  return new AppError(
    413,
    `This Excel file is too large inside: its ${part.label} unpacks to more than ${maxMegabytes} MB ` +
      '(a workbook of 20,000 results needs about 12 MB in all). Copy the results alone into a new ' +
      'workbook, or save them as CSV, and upload that.',
    { part: part.label, maxMegabytes },
    'WORKBOOK_TOO_LARGE',
  );
};

/**
 * The parts of the workbook `bytes` that the results reader needs, unpacked within their limits, as a
 * new ZIP (stored, in the order exceljs's stream reader wants them) to hand to that reader: the first
 * worksheet (the lowest-numbered, as Excel and LibreOffice number them in the order of the tabs), and
 * the parts it refers to. `undefined` when the workbook has no worksheet. Throws WORKBOOK_TOO_LARGE past
 * a limit, and a plain error for a ZIP that cannot be read.
 */
export async function workbookForReading(bytes: Buffer): Promise<Readable | undefined> {
  const zip = await openZip(bytes);
  const { parts, worksheet } = await findParts(zip);
  if (!worksheet) return undefined;
  const entries: { name: string; data: Uint8Array }[] = [];
  for (const part of PARTS) {
    const entry = parts.get(part.name);
    if (entry) entries.push({ name: part.name, data: await unpack(zip, entry, part) });
    else if (part.placeholder) entries.push({ name: part.name, data: Buffer.from(part.placeholder) });
  }
  entries.push({ name: worksheet.fileName, data: await unpack(zip, worksheet, WORKSHEET) });
  return Readable.from(inPieces(storedZip(fromArray(entries), new Date())));
}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    // validateEntrySizes: a part that unpacks to more than its header says is an error, not more bytes.
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });

/** The entries of the parts read (the first of a name twice) and of the lowest-numbered worksheet. */
function findParts(zip: ZipFile): Promise<{ parts: Map<string, Entry>; worksheet: Entry | undefined }> {
  const wanted = new Set(PARTS.map((part) => part.name));
  const parts = new Map<string, Entry>();
  let worksheet: { entry: Entry; number: number } | undefined;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      const sheet = WORKSHEET_NAME.exec(entry.fileName);
      if (wanted.has(entry.fileName) && !parts.has(entry.fileName)) parts.set(entry.fileName, entry);
      else if (sheet && (!worksheet || Number(sheet[1]) < worksheet.number))
        worksheet = { entry, number: Number(sheet[1]) };
      zip.readEntry();
    });
    zip.once('end', () => resolve({ parts, worksheet: worksheet?.entry }));
    zip.once('error', reject);
    zip.readEntry();
  });
}

async function unpack(zip: ZipFile, entry: Entry, part: Omit<Part, 'name'>): Promise<Buffer> {
  // The size the ZIP declares refuses most oversized files before anything is unpacked.
  if (entry.uncompressedSize > part.maxBytes) throw tooLarge(part);
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // yauzl already stops at the declared size checked above; counting here keeps the limit if a
    // future option or version lets a part run past its declaration.
    if (size > part.maxBytes) {
      stream.destroy();
      throw tooLarge(part);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

async function* fromArray<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

async function* inPieces(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += PIECE_BYTES)
      yield chunk.subarray(start, start + PIECE_BYTES);
  }
}
