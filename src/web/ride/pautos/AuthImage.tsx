import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { getToken } from '@/web/shared/session';

/** An image behind the API's login (receipts): fetched with the session's token, shown from memory. */
export function AuthImage({ src, alt, maxHeight = 280 }: { src: string; alt: string; maxHeight?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const token = getToken();
    fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  if (failed) return null;
  if (!url) return <Box sx={{ height: 80, bgcolor: 'action.hover', borderRadius: 1 }} aria-busy="true" />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ maxWidth: '100%', maxHeight, objectFit: 'contain', borderRadius: 1, display: 'block' }}
    />
  );
}
