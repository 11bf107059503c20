// A QR code generated locally with `qrcode` (no network). Spec §9 defaults are size 800 and
// margin 20 px with medium error correction; we render the same proportions scaled to `size`.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SPEC_SIZE = 800;
const SPEC_MARGIN = 20;

type TQrCodeProps = { value: string; size?: number; label: string; className?: string };

export function QrCode({ value, size = 128, label, className }: TQrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // render at twice the display size so the code stays sharp on dense screens
    const width = size * 2;
    const marginModules = Math.max(1, Math.round((SPEC_MARGIN / SPEC_SIZE) * 40));
    QRCode.toDataURL(value, {
      width,
      margin: marginModules,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((url) => {
        if (live) {
          setSrc(url);
        }
      })
      .catch(() => {
        if (live) {
          setSrc(null);
        }
      });
    return () => {
      live = false;
    };
  }, [value, size]);

  return src ? (
    <img className={className} src={src} width={size} height={size} alt={label} />
  ) : (
    <span
      className={className}
      style={{ display: 'inline-block', width: size, height: size }}
      role="img"
      aria-label={label}
    />
  );
}
