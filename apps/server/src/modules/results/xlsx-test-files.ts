import { Readable } from 'node:stream';
import yazl from 'yazl';
import { storedZip } from '../certificates/stored-zip.js';

/** Spreadsheets written by hand for the reader's tests, where no library writes them that way. */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES = `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`;
const PACKAGE_RELS = `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${OFFICE_REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const WORKBOOK = `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_REL}"><sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/**
 * A workbook stored with its worksheet before the workbook's own part (`xl/workbook.xml` last), as
 * some writers order them; the cells are the smallest a spreadsheet reader accepts.
 */
export async function workbookPartsLast(): Promise<Buffer> {
  const parts: [string, string][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', PACKAGE_RELS],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    [
      'xl/sharedStrings.xml',
      `<sst xmlns="${MAIN}" count="2" uniqueCount="2"><si><t>discipline</t></si><si><t>100m-t44</t></si></sst>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>uid</t></is></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><t>KLPS2600001</t></is></c><c r="C2"><v>12.31</v></c></row></sheetData></worksheet>`,
    ],
    ['xl/workbook.xml', WORKBOOK],
  ];
  async function* entries() {
    for (const [name, xml] of parts) yield { name, data: Buffer.from(xml) };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of storedZip(entries(), new Date('2026-11-28T00:00:00Z'))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A workbook deflated as spreadsheets are, its parts in this order; a part may come as pieces of text. */
async function deflatedWorkbook(parts: [string, string | (() => Iterable<Buffer>)][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, xml] of parts) {
    if (typeof xml === 'string') zip.addBuffer(Buffer.from(xml), name);
    // The fastest deflating: these parts repeat themselves, and shrink a thousandfold at any level.
    else zip.addReadStream(Readable.from(xml()), name, { compressionLevel: 1 });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const headParts = (): [string, string][] => [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', PACKAGE_RELS],
  ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
  ['xl/workbook.xml', WORKBOOK],
];

/** `count` rows of the text `row(n)` (a worksheet's rows), given in pieces of about 1 MB. */
function* rowsInPieces(count: number, row: (n: number) => string): Iterable<Buffer> {
  let piece = '';
  for (let n = 1; n <= count; n += 1) {
    piece += row(n);
    if (piece.length >= 1024 * 1024) {
      yield Buffer.from(piece);
      piece = '';
    }
  }
  if (piece) yield Buffer.from(piece);
}

/**
 * The review's wide rows: `rows` rows each with a discipline in column A and one letter in the last
 * column a spreadsheet has (XFD, the 16,384th); 20,000 of them deflate to about 60 KB.
 */
export function workbookWithWideRows(rows: number): Promise<Buffer> {
  return deflatedWorkbook([
    ...headParts(),
    ['xl/sharedStrings.xml', `<sst xmlns="${MAIN}"/>`],
    [
      'xl/worksheets/sheet1.xml',
      () => [
        Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData>`),
        ...rowsInPieces(
          rows,
          (n) =>
            `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>100m-t44</t></is></c><c r="XFD${n}" t="inlineStr"><is><t>x</t></is></c></row>`,
        ),
        Buffer.from('</sheetData></worksheet>'),
      ],
    ],
  ]);
}

/**
 * A workbook whose shared strings unpack to `megabytes` MB (a few hundred kilobytes in the file), stored
 * before its worksheet, so a reader that caches them holds them all before reading a row.
 */
export function workbookWithInflatedText(megabytes: number): Promise<Buffer> {
  const item = `<si><t>${'a'.repeat(32)}</t></si>`;
  const megabyte = Buffer.from(item.repeat(Math.ceil((1024 * 1024) / item.length)));
  return deflatedWorkbook([
    ...headParts(),
    [
      'xl/sharedStrings.xml',
      () => [
        Buffer.from(`<sst xmlns="${MAIN}">`),
        ...Array.from({ length: megabytes }, () => megabyte),
        Buffer.from('</sst>'),
      ],
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    ],
  ]);
}

/**
 * The same ZIP with every size in its central directory (the list at its end, which readers that seek
 * trust) made `bytes`: a file that says its parts are small and unpacks to far more.
 */
export function understatingSizes(zip: Buffer, bytes: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf(CENTRAL_HEADER); at !== -1; at = out.indexOf(CENTRAL_HEADER, at + 4)) {
    if (out.readUInt32LE(at + 24) > bytes) out.writeUInt32LE(bytes, at + 24);
  }
  return out;
}
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
