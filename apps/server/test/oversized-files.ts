import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

// Small files that declare far more than they hold, as made to exhaust a server: a few hundred
// kilobytes that decode to hundreds of megabytes (decision 36).

/** `bytes` zero bytes, deflated as they are written (never held whole). */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate();
  const compressed = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of deflate) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) await once(deflate, 'drain');
  }
  deflate.end();
  return compressed;
}

/**
 * An interlaced PNG of `width` × `height` black pixels, written by hand: a few hundred kilobytes that
 * decode to 3 bytes a pixel, and interlaced, so a decoder holds the whole picture before shrinking it.
 */
export async function interlacedPngBytes(width: number, height: number): Promise<Buffer> {
  // Adam7's seven passes: first column and row, and the steps between the pixels each one carries.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  let scanlineBytes = 0;
  for (const [column, row, columnStep, rowStep] of passes) {
    const passWidth = Math.ceil((width - column) / columnStep);
    const passHeight = Math.ceil((height - row) / rowStep);
    // Each line: its filter byte (0, none), then red, green and blue of each pixel (0, black).
    if (passWidth > 0 && passHeight > 0) scanlineBytes += passHeight * (1 + 3 * passWidth);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // red, green, blue
  header[12] = 1; // Adam7 interlacing
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', await deflatedZeros(scanlineBytes)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/**
 * A one-page PDF whose page shows one black-and-white image of `width` × `height` pixels, written
 * by hand (its pixels deflated: 64 megapixels take about 10 KB); a renderer that decodes it holds 4
 * bytes or more a pixel.
 */
export async function pdfWithImage(width: number, height: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const image = doc.context.stream(await deflatedZeros(Math.ceil(width / 8) * height), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Scan', doc.context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(595, 0, 0, 842, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  return Buffer.from(await doc.save());
}
