// The preview pane: the English, Chinese or Khmer text of the form as the player site will show
// it. HTML is sent to the server, which answers it sanitised exactly as a save would store it; that
// answer (and nothing the operator typed) is what is rendered here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { previewHtml } from './content-api';
import type { TContentForm } from './content-form-model';

const LANGUAGES = [
  { code: 'en', title: 'title', subtitle: 'subtitle', content: 'content' },
  { code: 'zh', title: 'cnTitle', subtitle: 'cnSubtitle', content: 'cnContent' },
  { code: 'km', title: 'kmTitle', subtitle: 'kmSubtitle', content: 'kmContent' },
] as const;

type TPreview = { language: string; title: string; subtitle: string; html: string | null; imageUrl: string };

export function ContentPreview({ values, html }: { values: () => TContentForm; html: boolean }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]['code']>('en');
  const [preview, setPreview] = useState<TPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setError(null);
    setBusy(true);
    const f = values();
    const fields = LANGUAGES.find((l) => l.code === language)!;
    // each field falls back to English, as on the player site
    const pick = (key: keyof TContentForm, english: keyof TContentForm) => f[key].trim() || f[english];
    try {
      setPreview({
        language,
        title: pick(fields.title, 'title'),
        subtitle: pick(fields.subtitle, 'subtitle'),
        html: html ? await previewHtml(pick(fields.content, 'content')) : null,
        imageUrl: f.imageUrl.trim(),
      });
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('contentEditor.preview')}</h2>
      <div className="row wrap">
        <label className="field inline">
          <span>{t('contentEditor.previewLanguage')}</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value as typeof language)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {t(`contentEditor.language_${l.code}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => void show()} disabled={busy}>
          {t('contentEditor.showPreview')}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {preview && (
        <article className="content-preview" lang={preview.language} data-testid="content-preview">
          <h3>{preview.title}</h3>
          {preview.subtitle && <p className="muted">{preview.subtitle}</p>}
          {preview.imageUrl && <p className="small muted">{preview.imageUrl}</p>}
          {preview.html !== null && (
            // sanitised by the server's sanitiser (the same call a save makes), never the raw input
            <div className="content-preview-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </article>
      )}
    </section>
  );
}
