// The regrouping setting: moves (vendor, from category, to category) and in-house RNG vendors,
// edited with react-hook-form against the API's own schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GAME_CATEGORIES, ZRegroupingSchema, type TRegrouping } from '@pavilion/contracts/games';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useGamesWrite, useRegrouping } from './games-api';

const ZFormSchema = z.object({
  moves: ZRegroupingSchema.shape.moves,
  inhouse: z.string().max(3_400),
});
type TForm = z.input<typeof ZFormSchema>;

const toForm = (r: TRegrouping): TForm => ({ moves: r.moves, inhouse: r.inhouse.join(', ') });

export function RegroupingForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const regrouping = useRegrouping();
  const write = useGamesWrite();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<TForm>({
    resolver: zodResolver(ZFormSchema),
    defaultValues: { moves: [], inhouse: '' },
  });
  const moves = useFieldArray({ control: form.control, name: 'moves' });
  useEffect(() => {
    if (regrouping.data) {
      form.reset(toForm(regrouping.data));
    }
  }, [regrouping.data, form]);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const parsed = ZRegroupingSchema.safeParse({
      moves: values.moves,
      inhouse: values.inhouse
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setMessage({ ok: false, text: t('games.regroupingInvalid') });
      return;
    }
    try {
      await write.mutateAsync({ kind: 'regrouping', value: parsed.data });
      setMessage({ ok: true, text: t('games.saved') });
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) });
    }
  });

  return (
    <form
      className="card stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="regrouping-title"
    >
      <h2 id="regrouping-title">{t('games.regroupingTitle')}</h2>
      <p className="muted small">{t('games.regroupingHint')}</p>
      <QueryState isLoading={regrouping.isLoading} error={regrouping.error} />
      <fieldset className="stack" disabled={!canWrite}>
        <legend>{t('games.moves')}</legend>
        {moves.fields.map((f, i) => (
          <div className="row wrap" key={f.id}>
            <label className="field inline">
              <span>{t('games.vendorCode')}</span>
              <input maxLength={32} {...form.register(`moves.${i}.vendor`)} />
            </label>
            <label className="field inline">
              <span>{t('games.from')}</span>
              <select {...form.register(`moves.${i}.from`)}>
                {GAME_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`games.category_${c}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field inline">
              <span>{t('games.to')}</span>
              <select {...form.register(`moves.${i}.to`)}>
                {GAME_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`games.category_${c}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="btn btn-small" onClick={() => moves.remove(i)}>
              {t('games.removeMove')}
            </button>
          </div>
        ))}
        <div className="row">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => moves.append({ vendor: '', from: 'SPORTS', to: 'ESPORTS' })}
          >
            {t('games.addMove')}
          </button>
        </div>
        <label className="field">
          <span>{t('games.inhouse')}</span>
          <input {...form.register('inhouse')} />
        </label>
      </fieldset>
      {message && (
        <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('games.save')}
          </button>
        </div>
      )}
    </form>
  );
}
