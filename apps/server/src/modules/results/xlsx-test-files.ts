import { storedZip } from '../certificates/stored-zip.js';

/** Spreadsheets written by hand for the reader's tests, where no library writes them that way. */

/**
 * A workbook stored with its worksheet before the workbook's own part (`xl/workbook.xml` last), as
 * some writers order them; the cells are the smallest a spreadsheet reader accepts.
 */
export async function workbookPartsLast(): Promise<Buffer> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const officeRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type}.sharedStrings+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${officeRel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${officeRel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${officeRel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/sharedStrings.xml',
      `<sst xmlns="${main}" count="2" uniqueCount="2"><si><t>discipline</t></si><si><t>100m-t44</t></si></sst>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>uid</t></is></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><t>KLPS2600001</t></is></c><c r="C2"><v>12.31</v></c></row></sheetData></worksheet>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${officeRel}"><sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
  ];
  async function* entries() {
    for (const [name, xml] of parts) yield { name, data: Buffer.from(xml) };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of storedZip(entries(), new Date('2026-11-28T00:00:00Z'))) chunks.push(chunk);
  return Buffer.concat(chunks);
}
