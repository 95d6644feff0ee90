import { ID_CARD_RENDER_SCALE } from '@config/constants';

/**
 * The heavy libraries of the ID generator load only here, on first use: html2canvas draws the card, qrcode
 * draws the referral and GCash codes, jsqr reads the uploaded GCash QR in the browser.
 */

export async function qrDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { margin: 1, width: 256, errorCorrectionLevel: 'M' });
}

/** The card as a PNG at scale 3 (CR80 at 3× its CSS pixels), as a data URL. */
export async function renderCard(element: HTMLElement): Promise<string> {
  const { default: html2canvas } = await import('html2canvas');
  const canvas = await html2canvas(element, {
    scale: ID_CARD_RENDER_SCALE,
    useCORS: true,
    backgroundColor: '#ffffff',
    logging: false,
  });
  return canvas.toDataURL('image/png');
}

export function download(dataUrl: string, filename: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

async function imageData(file: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  // Large photos are scaled down: a QR code stays readable and decoding stays quick on a phone.
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The text of the one QR code in an image, read on the device; null when none is clear enough. */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, data] = await Promise.all([import('jsqr'), imageData(file)]);
  const found = jsQR(data.data, data.width, data.height, { inversionAttempts: 'attemptBoth' });
  if (!found?.data) return null;
  // Exactly one code: blank the one found and look again; a second code makes the image ambiguous.
  const corners = Object.values(found.location).filter((p): p is { x: number; y: number } => 'x' in p);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const pad = 8;
  const [x0, x1] = [Math.max(0, Math.min(...xs) - pad), Math.min(data.width, Math.max(...xs) + pad)];
  const [y0, y1] = [Math.max(0, Math.min(...ys) - pad), Math.min(data.height, Math.max(...ys) + pad)];
  for (let y = Math.floor(y0); y < y1; y++) {
    data.data.fill(255, (y * data.width + Math.floor(x0)) * 4, (y * data.width + Math.ceil(x1)) * 4);
  }
  const second = jsQR(data.data, data.width, data.height, { inversionAttempts: 'attemptBoth' });
  return second?.data ? null : found.data;
}
