/** The server refuses uploads above this size (src/server/modules/uploads). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ONLY_MESSAGE = 'Please upload an image file.';
export const IMAGE_TOO_LARGE_MESSAGE = 'The file is too large. The limit is 5 MB.';

/** Photos from phone galleries are often 4000 px and several megabytes; ID checks need far less. */
const MAX_SIDE_PX = 1600;
const KEEP_AS_IS_BYTES = 1.5 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

export class ImageFileError extends Error {}

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageFileError(IMAGE_ONLY_MESSAGE))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** A chosen file as an image the server accepts: small files as they are, large ones scaled down to JPEG. */
export async function prepareImage(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new ImageFileError(IMAGE_ONLY_MESSAGE);
  if (file.size <= KEEP_AS_IS_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    if (file.size <= UPLOAD_MAX_BYTES) return file;
    throw new ImageFileError(IMAGE_TOO_LARGE_MESSAGE);
  }
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await canvasToJpeg(canvas);
  if (blob.size > UPLOAD_MAX_BYTES) throw new ImageFileError(IMAGE_TOO_LARGE_MESSAGE);
  return blob;
}
