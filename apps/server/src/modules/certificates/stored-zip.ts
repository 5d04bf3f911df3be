import { crc32 } from 'node:zlib';

/**
 * A ZIP file written as it goes, its files stored as they are: PDFs are compressed inside already, so
 * deflating them again saves almost nothing and costs time. Each file is held only while it is
 * written; the archive is pulled by the reader, so a slow download slows the drawing of certificates
 * instead of filling memory. Without ZIP64: at most 65,535 files and 4 GB (a competition's results
 * give at most 40,000 certificates of ~30 KB).
 */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const UTF8_NAMES = 0x0800;

function dosDateTime(at: Date) {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

export async function* storedZip(entries: AsyncIterable<ZipEntry>, at: Date): AsyncGenerator<Buffer> {
  const { time, date } = dosDateTime(at);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const size = entry.data.length;
    if (count >= 0xffff || offset + size + 30 + name.length >= 0xffffffff) {
      throw new Error('too many or too large files for a ZIP without ZIP64');
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk, attributes: none (zeros).
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    yield Buffer.concat([local, name, Buffer.from(entry.data.buffer, entry.data.byteOffset, size)]);
    offset += 30 + name.length + size;
    count += 1;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}
