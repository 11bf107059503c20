// Redeeming one kind of goods (spec §3): quantity, the delivery recipient, address and phone, and
// the fund password (sent RSA-OAEP encrypted). One request id per submission: a retry after a lost
// answer returns the first redemption instead of taking the points twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TGoods } from '@pavilion/contracts/points';
import { encryptField } from '@/shared/crypto/encrypt';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { FundPasswordField } from '@/shared/ui/form/fund-password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useRedeem } from '../api/points-api';
import { fieldOf, useProblemText } from '../hooks/use-problem-text';
import { ZRedeemFormSchema, type TRedeemForm } from '../lib/form-schemas';
import { newRequestId } from '../lib/request-id';
import panel from '@/shared/ui/panel.module.css';
import styles from './points.module.css';

const FIELDS = ['quantity', 'recipient', 'address', 'phone', 'fundPassword'] as const;

export function RedeemForm({
  goods,
  onDone,
  onCancel,
}: {
  goods: TGoods;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const problem = useProblemText();
  const redeem = useRedeem();
  const requestId = useRef(newRequestId('rd'));
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, watch } = useForm<TRedeemForm>({
    resolver: zodResolver(ZRedeemFormSchema),
    defaultValues: { quantity: '1', recipient: '', address: '', phone: '', fundPassword: '' },
  });
  const quantity = Number(watch('quantity')) || 0;
  const err = (name: (typeof FIELDS)[number]) => problem(formState.errors[name]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await redeem.mutateAsync({
        goodsId: goods.id,
        quantity: Number(values.quantity),
        recipient: values.recipient.trim(),
        address: values.address.trim(),
        phone: values.phone.trim(),
        fundPassword: await encryptField(values.fundPassword.trim()),
        requestId: requestId.current,
      });
      requestId.current = newRequestId('rd');
      onDone(t('redeem.done', { name: goods.name }));
    } catch (error) {
      const placed = fieldOf(error, FIELDS);
      if (placed) {
        setError(placed.field as (typeof FIELDS)[number], { message: placed.code });
      } else {
        setFormError(errorText(error));
      }
    }
  });

  return (
    <form className={panel.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="redeem-form">
      <h3 className={panel.sectionTitle}>{t('redeem.title', { name: goods.name })}</h3>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        {...register('quantity')}
        label={t('fields.quantity')}
        inputMode="numeric"
        hint={t('redeem.total', { points: formatCount(goods.pointsRequired * quantity) })}
        error={err('quantity')}
        required
      />
      <TextField
        {...register('recipient')}
        label={t('fields.recipient')}
        autoComplete="name"
        error={err('recipient')}
        required
      />
      <TextField
        {...register('address')}
        label={t('fields.address')}
        autoComplete="street-address"
        error={err('address')}
        required
      />
      <TextField
        {...register('phone')}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        error={err('phone')}
        required
      />
      <FundPasswordField {...register('fundPassword')} error={err('fundPassword')} required />
      <div className={styles.cardActions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('redeem.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
