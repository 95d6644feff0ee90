/**
 * QR codes as PNG data URLs. The qrcode library is loaded on first use only, so pages that never draw a code
 * (and the home page) do not download it.
 */
export async function qrDataUrl(text: string, size: number): Promise<string> {
  const module = await import('qrcode');
  const qrcode = (
    'toDataURL' in module ? module : (module as { default: typeof module }).default
  ) as typeof module;
  return qrcode.toDataURL(text, {
    width: size,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#163042', light: '#ffffff' },
  });
}
