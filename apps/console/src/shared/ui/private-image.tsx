// An image only an operator may see (a withdrawal's proof, a KYC document): fetched from an admin
// route with the operator's token (never a public URL), shown as a thumbnail that opens the full
// image in a dialog. The object URL is released when the image leaves the screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getToken } from '@/shared/session';

/** GET of an admin image route with the operator's token, as a Blob. */
export async function fetchPrivateImage(path: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    throw new Error(`${path}: ${res.status}`);
  }
  return res.blob();
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

type TProps = {
  path: string;
  alt: string;
  texts: { open: string; failed: string; loading: string; close: string };
  /** the thumbnail's size, and the prefix of its CSS classes (`<prefix>-thumb`, `-dialog`, `-full`) */
  width: number;
  height: number;
  classPrefix: string;
};

export function PrivateImage({ path, alt, texts, width, height, classPrefix }: TProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const image = useQuery({
    queryKey: ['console', 'private-image', path],
    queryFn: () => fetchPrivateImage(path),
    staleTime: Infinity,
  });
  const url = useObjectUrl(image.data);
  if (image.isError) {
    return <span className="error">{texts.failed}</span>;
  }
  if (!url) {
    return <span className="muted">{texts.loading}</span>;
  }
  return (
    <>
      <button
        type="button"
        className={`${classPrefix}-thumb`}
        aria-label={texts.open}
        onClick={() => ref.current?.showModal()}
      >
        <img src={url} alt={alt} width={width} height={height} />
      </button>
      <dialog ref={ref} className={`dialog ${classPrefix}-dialog`} aria-label={alt}>
        <img src={url} alt={alt} className={`${classPrefix}-full`} />
        <div className="row end">
          <button type="button" className="btn" onClick={() => ref.current?.close()}>
            {texts.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
