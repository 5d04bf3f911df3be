/** Longest side of a photo after downscaling: plenty for a 35 x 45 mm card photo and a reviewer's eye. */
export const MAX_IMAGE_SIDE = 1600;
/** Images smaller than this and within MAX_IMAGE_SIDE are sent as they are. */
const SMALL_ENOUGH = 600 * 1024;

export interface PreparedFile {
  blob: Blob;
  name: string;
  type: string;
}

/**
 * Phone cameras produce 4-12 MB pictures; sending those over slow mobile data fails often. JPEG and PNG
 * images that are large are redrawn on a canvas at most MAX_IMAGE_SIDE on their longest side and sent as
 * JPEG. Anything else, or any failure (old browsers, jsdom), sends the original.
 */
export async function prepareImage(file: File): Promise<PreparedFile> {
  const original = { blob: file as Blob, name: file.name, type: file.type };
  if (!/^image\/(jpeg|png)$/.test(file.type) || typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file);
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= MAX_IMAGE_SIDE && file.size <= SMALL_ENOUGH) {
      bitmap.close();
      return original;
    }
    const scale = Math.min(1, MAX_IMAGE_SIDE / longest);
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return original;
    // PNGs may be transparent; JPEG has no alpha, so paint white behind.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return original;
    return { blob, name: `${file.name.replace(/\.(png|jpe?g)$/i, '')}.jpg`, type: 'image/jpeg' };
  } catch {
    return original;
  }
}
