// A QR code drawn locally with `qrcode` (no network), as an image with a label.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size * 2, margin: 2, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={label} className="qr" />
  ) : (
    <span role="img" aria-label={label} style={{ display: 'inline-block', width: size, height: size }} />
  );
}
