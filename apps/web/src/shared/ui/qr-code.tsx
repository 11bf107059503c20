// A QR code generated locally with `qrcode` (no network). Spec §9 defaults are size 800 and
// margin 20 px with medium error correction; we render the same proportions scaled to `size`.
// The qrcode library is a lazy chunk, imported once the code's box comes near the viewport
// (side-menu QR codes sit below the fold and are not needed for the first paint).
import { useEffect, useRef, useState } from 'react';

const SPEC_SIZE = 800;
const SPEC_MARGIN = 20;
const NEAR_VIEWPORT = '200px';

type TQrCodeProps = { value: string; size?: number; label: string; className?: string };

/** Resolves when the element is within NEAR_VIEWPORT of the viewport (at once without IntersectionObserver). */
function whenNearViewport(element: Element, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

export function QrCode({ value, size = 128, label, className }: TQrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  const boxRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    const abort = new AbortController();
    // render at twice the display size so the code stays sharp on dense screens
    const width = size * 2;
    const marginModules = Math.max(1, Math.round((SPEC_MARGIN / SPEC_SIZE) * 40));
    const near = box ? whenNearViewport(box, abort.signal) : Promise.resolve();
    near
      .then(() => import('qrcode'))
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, {
          width,
          margin: marginModules,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then(
        (url) => !abort.signal.aborted && setSrc(url),
        () => !abort.signal.aborted && setSrc(null),
      );
    return () => abort.abort();
  }, [value, size]);

  return src ? (
    <img className={className} src={src} width={size} height={size} alt={label} />
  ) : (
    <span
      ref={boxRef}
      className={className}
      style={{ display: 'inline-block', width: size, height: size }}
      role="img"
      aria-label={label}
    />
  );
}
