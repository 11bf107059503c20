// The goods editor in a dialog: a new item, or an existing one read with every language
// (GET /api/admin/points/goods/:id). Names and descriptions per language, the points and the
// deposits (major units) it needs, stock (empty: unlimited), on or off, and its place in the list.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZGoodsInputSchema, type TGoodsInput } from '@pavilion/contracts/points';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useGoodsDetail, useSaveGoods } from './points-api';

const ZGoodsFormSchema = ZGoodsInputSchema.extend({
  amountRequired: z.number().min(0).max(10_000_000_000),
  stock: z.number().int().min(0).max(1_000_000).or(z.nan()),
});
type TGoodsForm = z.input<typeof ZGoodsFormSchema>;
type TGoodsFormOut = z.output<typeof ZGoodsFormSchema>;

const EMPTY: TGoodsForm = {
  nameEn: '',
  nameZh: '',
  nameKm: '',
  descriptionEn: '',
  descriptionZh: '',
  descriptionKm: '',
  pointsRequired: 100,
  amountRequired: 0,
  stock: Number.NaN,
  enabled: true,
  sort: 0,
};
const LANGS = ['En', 'Zh', 'Km'] as const;

function toInput(v: TGoodsFormOut): TGoodsInput {
  return {
    ...v,
    amountRequired: Math.round(v.amountRequired * 100),
    stock: Number.isNaN(v.stock) ? null : v.stock,
  };
}

/** `editing`: undefined closed, null a new item, else the id of the item edited. */
export function GoodsDialog({
  editing,
  onClose,
}: {
  editing: string | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const detail = useGoodsDetail(editing ?? null);
  const save = useSaveGoods();
  const form = useForm<TGoodsForm, unknown, TGoodsFormOut>({
    resolver: zodResolver(ZGoodsFormSchema),
    defaultValues: EMPTY,
  });
  const open = editing !== undefined;
  const data = detail.data;
  // `save` is a new object on every render and form.reset renders again: the effect runs on the
  // open/closed transitions only (depending on `save` and resetting while closed looped forever,
  // ~67,000 renders in 3 s, and starved the router of every later menu click)
  const resetSave = save.reset;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !ref.current?.open) {
      resetSave();
      ref.current?.showModal();
    } else if (!open && ref.current?.open) {
      ref.current.close();
    }
    if (!open && wasOpen.current) {
      form.reset(EMPTY);
    }
    wasOpen.current = open;
  }, [open, form, resetSave]);
  useEffect(() => {
    if (open && editing && data?.id === editing) {
      form.reset({ ...data, amountRequired: data.amountRequired / 100, stock: data.stock ?? Number.NaN });
    }
  }, [open, editing, data, form]);
  const submit = form.handleSubmit((v) => {
    save.mutate({ id: editing ?? null, body: toInput(v) }, { onSuccess: onClose });
  });
  const errors = form.formState.errors;
  const num = (name: 'pointsRequired' | 'amountRequired' | 'stock' | 'sort', label: string, rule: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        step={name === 'amountRequired' ? '0.01' : '1'}
        aria-invalid={Boolean(errors[name])}
        {...form.register(name, { valueAsNumber: true })}
      />
      {errors[name] && <span className="field-error">{rule}</span>}
    </label>
  );

  return (
    <dialog ref={ref} className="dialog wide" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id={titleId}>
          {editing ? t('pointsAdmin.editGoods', { id: editing }) : t('pointsAdmin.newGoods')}
        </h2>
        {editing && <QueryState isLoading={detail.isLoading} error={detail.error} />}
        <div className="grid-2">
          {LANGS.map((lang) => [
            <label key={`name${lang}`} className="field">
              <span>{t(`pointsAdmin.name${lang}`)}</span>
              <input aria-invalid={Boolean(errors[`name${lang}`])} {...form.register(`name${lang}`)} />
              {errors[`name${lang}`] && <span className="field-error">{t('pointsAdmin.nameRule')}</span>}
            </label>,
            <label key={`description${lang}`} className="field">
              <span>{t(`pointsAdmin.description${lang}`)}</span>
              <textarea
                rows={2}
                aria-invalid={Boolean(errors[`description${lang}`])}
                {...form.register(`description${lang}`)}
              />
            </label>,
          ])}
          {num('pointsRequired', t('pointsAdmin.pointsRequired'), t('pointsAdmin.pointsRule'))}
          {num('amountRequired', t('pointsAdmin.amountRequired'), t('pointsAdmin.amountRule'))}
          {num('stock', t('pointsAdmin.stockHint'), t('pointsAdmin.stockRule'))}
          {num('sort', t('pointsAdmin.sort'), t('pointsAdmin.sortRule'))}
          <label className="check">
            <input type="checkbox" {...form.register('enabled')} />
            {t('pointsAdmin.enabled')}
          </label>
        </div>
        {save.error && (
          <p className="error" role="alert">
            {errorText(t, save.error)}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('pointsAdmin.saveGoods')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
