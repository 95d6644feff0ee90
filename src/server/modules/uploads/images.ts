import { importModule } from '@/server/import-module';

/** Larger pictures than this (in pixels) are refused before decoding: a decompression bomb stops here. */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes the whole image and encodes it anew in the same format, so what is stored is only pixels: no
 * trailing payload (polyglots), no metadata (EXIF, GPS), and nothing a broken decoder could trip on later.
 * Every stored picture passes here: uploads and errand receipts alike. Rejects when the bytes are no image.
 */
export async function reencodeImage(data: Buffer, mime: string): Promise<Buffer> {
  // The image library (about 11 MiB with its native part) loads with the first picture, not at start.
  const { default: sharp } = await importModule<typeof import('sharp')>('sharp');
  const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
  if (mime === 'image/png') return image.png().toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
