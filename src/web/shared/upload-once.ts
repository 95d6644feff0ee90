import { uploadFile } from './api';

const uploads = new WeakMap<Blob, Promise<{ id: string; url: string }>>();

/** Uploads a photo the first time a form is sent; a retry after a server error reuses the same upload. */
export function uploadOnce(kind: string, photo: Blob): Promise<{ id: string; url: string }> {
  let pending = uploads.get(photo);
  if (!pending) {
    const filename = photo.type === 'image/png' ? `${kind}.png` : `${kind}.jpg`;
    pending = uploadFile(kind, photo, filename);
    uploads.set(photo, pending);
    pending.catch(() => uploads.delete(photo));
  }
  return pending;
}
