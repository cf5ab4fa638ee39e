import { useEffect, useState } from 'react';
import { DOWNLOAD_FRAME_REMOVE_MS } from '@h5/domain';
import { FRAME_SANDBOX } from '../components/frame-screen/web-frame';

export interface DownloadFrameProps {
  url: string;
  title: string;
}

/**
 * The site's way of starting the iOS download (docs/product.md §9): the download address is loaded in
 * a hidden frame, and the frame is removed after DOWNLOAD_FRAME_REMOVE_MS, by when the
 * browser has taken the download over. Each mount is one attempt (the parent re-keys it to
 * download again).
 */
export function DownloadFrame({ url, title }: DownloadFrameProps) {
  const [live, setLive] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLive(false), DOWNLOAD_FRAME_REMOVE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!live) return null;
  // Never drawn (hidden): loading the address is what starts the download (an iOS install link
  // or a package); the page it may answer with is not for the player to look at.
  return (
    <iframe hidden src={url} title={title} sandbox={FRAME_SANDBOX.download} referrerPolicy="no-referrer" aria-hidden="true" tabIndex={-1} />
  );
}
