// The confirmation of a paid-out withdrawal (spec §3 withdrawal confirmation): received; partially
// received with the amount still missing (proof image optional); not received with a proof image
// (png or jpg, at most 5 MB, checked here before anything is uploaded).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWithdrawalConfirm, TWithdrawalRecord } from '@pavilion/contracts/cashier';
import { parseAmount } from '@pavilion/contracts/amount';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FieldFrame } from '@/shared/ui/form/field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { useConfirmWithdrawal } from '../api/use-withdrawals';
import { useErrorText } from '@/shared/errors/error-text';
import { useProblemText } from '../hooks/use-error-text';
import { PROOF_ACCEPT, proofFileError, readProofFile } from '../lib/proof-file';
import { proofNeed, remainingAmountError, type TConfirmAction } from '../lib/status-actions';
import { AmountField } from './money-fields';
import panel from '@/shared/ui/panel.module.css';
import styles from './cashier.module.css';

type TProps = { record: TWithdrawalRecord; action: TConfirmAction; symbol: string; onClose: () => void };

export function ConfirmWithdrawalModal({ record, action, symbol, onClose }: TProps) {
  const { t } = useTranslation('cashier');
  const problem = useProblemText();
  const errorText = useErrorText();
  const confirm = useConfirmWithdrawal();
  const need = proofNeed(action);
  const [remaining, setRemaining] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ remaining?: string; proof?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const range = { min: formatMoney(1, symbol), max: formatMoney(record.amount - 1, symbol) };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // a wrong file is named at once, before the member presses confirm
    const error = chosen ? proofFileError(chosen) : null;
    setErrors((e) => ({ ...e, proof: error ?? undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: { remaining?: string; proof?: string } = {};
    let remainingMinor = 0;
    if (action === 'partially_received') {
      const parsed = parseAmount(remaining);
      if (!parsed.ok) {
        next.remaining = parsed.error;
      } else {
        remainingMinor = parsed.minor;
        next.remaining = remainingAmountError(parsed.minor, record.amount) ?? undefined;
      }
    }
    let proofImage: string | undefined;
    if (need === 'required' || (need === 'optional' && file)) {
      const read = file ? await readProofFile(file) : ({ ok: false, error: 'PROOF_REQUIRED' } as const);
      if (read.ok) {
        proofImage = read.dataUrl;
      } else {
        next.proof = read.error;
      }
    }
    setErrors(next);
    if (next.remaining || next.proof) {
      return;
    }
    const body: TWithdrawalConfirm =
      action === 'received'
        ? { action }
        : action === 'partially_received'
          ? { action, remainingAmount: remainingMinor, ...(proofImage ? { proofImage } : {}) }
          : { action, proofImage: proofImage ?? '' };
    try {
      await confirm.mutateAsync({ id: record.id, body });
      onClose();
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  return (
    <Modal title={t(`confirm.title.${action}`)} onClose={onClose} testId="confirm-withdrawal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <dl className={styles.details}>
          <dt>{t('columns.amount')}</dt>
          <dd>{formatMoney(record.amount, symbol)}</dd>
          <dt>{t('columns.card')}</dt>
          <dd>
            {record.bankName} {record.accountNumberMasked}
          </dd>
        </dl>
        <p className={panel.muted}>{t(`confirm.text.${action}`)}</p>
        <br />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {action === 'partially_received' ? (
          <AmountField
            label={t('fields.remainingAmount')}
            value={remaining}
            onChange={(e) => setRemaining(e.target.value)}
            symbol={symbol}
            limits={{ min: 1, max: record.amount - 1 }}
            error={problem(errors.remaining, range)}
            required
          />
        ) : null}
        {need !== 'none' ? (
          <FieldFrame
            label={t('fields.proofImage')}
            required={need === 'required'}
            hint={t('hints.proof')}
            error={problem(errors.proof)}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="file"
                accept={PROOF_ACCEPT}
                className={styles.fileInput}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required={need === 'required' || undefined}
                onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FieldFrame>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={confirm.isPending}>
            {t(`confirm.submit.${action}`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
