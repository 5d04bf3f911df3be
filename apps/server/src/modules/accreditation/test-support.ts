import sharp from 'sharp';
import type { TestContext } from '../../../test/context.js';

/** A small real JPEG (a photo's stand-in). */
export const jpegBytes = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** multipart/form-data with plain fields first, then the photo (as the web sends it). */
export function multipart(fields: Record<string, string>, photo?: { name: string; bytes: Buffer }) {
  const boundary = `----accreditation${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (photo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      photo.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function addStaff(
  t: TestContext,
  token: string,
  formId: string,
  fields: Record<string, string>,
  photo?: { name: string; bytes: Buffer },
) {
  const body = multipart(fields, photo);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/accreditation/forms/${formId}/cards`,
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The token at the end of a card's verify address. */
export const tokenOf = (verifyUrl: string) => verifyUrl.split('/').pop() ?? '';
