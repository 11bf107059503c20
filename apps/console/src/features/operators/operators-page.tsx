// Operator accounts (owner): the list, a new operator with a role, role changes and lock/unlock.
// LAST_OWNER comes back from the server when the change would leave no unlocked owner. An owner
// resets a lost two-factor with a reason: the operator is signed out and enrols again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OPERATOR_ROLES,
  ZOperatorCreateSchema,
  ZOperatorsSchema,
  ZOperatorSchema,
  type TOperator,
  type TOperatorCreate,
  type TOperatorRole,
  type TOperatorUpdate,
} from '@pavilion/contracts/console-access';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';
import { api } from '@/shared/http';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { TotpResetDialog } from './totp-reset-dialog';

const column = createColumnHelper<TOperator>();
const key = ['console', 'operators'];

export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('operators.write');
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState<TOperator | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const operators = useQuery({
    queryKey: key,
    queryFn: async () => ZOperatorsSchema.parse(await api('/api/admin/operators')),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: TOperatorUpdate }) =>
      api(`/api/admin/operators/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const columns = useMemo(
    () => [
      column.accessor('username', { header: t('operators.username') }),
      column.accessor('role', {
        header: t('operators.role'),
        cell: ({ row }) =>
          canWrite ? (
            <select
              aria-label={t('operators.roleOf', { username: row.original.username })}
              value={row.original.role}
              onChange={(e) =>
                update.mutate({ id: row.original.id, body: { role: e.target.value as TOperatorRole } })
              }
            >
              {OPERATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          ) : (
            t(`roles.${row.original.role}`)
          ),
      }),
      column.accessor('totpEnabled', {
        header: t('operators.totp'),
        cell: (c) => (c.getValue() ? t('common.yes') : t('common.no')),
      }),
      column.accessor('locked', {
        header: t('operators.locked'),
        cell: (c) => (c.getValue() ? t('common.yes') : t('common.no')),
      }),
      column.accessor('lastLoginAt', {
        header: t('operators.lastLogin'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('createdAt', {
        header: t('operators.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) => (
                <div className="row">
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() =>
                      update.mutate({ id: row.original.id, body: { locked: !row.original.locked } })
                    }
                  >
                    {row.original.locked ? t('operators.unlock') : t('operators.lock')}
                  </button>
                  {row.original.totpEnabled && (
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={t('operatorTotp.resetOf', { username: row.original.username })}
                      onClick={() => setResetting(row.original)}
                    >
                      {t('operatorTotp.reset')}
                    </button>
                  )}
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite, update],
  );

  return (
    <section aria-labelledby="operators-title" className="stack">
      <h1 id="operators-title">{t('menu.operators')}</h1>
      {canWrite && <CreateOperator onCreated={() => queryClient.invalidateQueries({ queryKey: key })} />}
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={operators.isLoading} error={operators.error ?? update.error} />
      {operators.data && (
        <DataTable
          label={t('menu.operators')}
          data={operators.data.items}
          columns={columns}
          getRowId={(o) => String(o.id)}
          pageNo={1}
          pageCount={1}
          onPage={() => undefined}
        />
      )}
      {canWrite && (
        <TotpResetDialog
          username={resetting?.username ?? null}
          onReset={async (body) => {
            if (!resetting) {
              return;
            }
            await api(`/api/admin/operators/${resetting.id}/reset-totp`, { method: 'POST', body });
            setOutcome(t('operatorTotp.done', { username: resetting.username }));
            await queryClient.invalidateQueries({ queryKey: key });
          }}
          onClose={() => setResetting(null)}
        />
      )}
    </section>
  );
}

function CreateOperator({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<TOperatorCreate>({
    resolver: zodResolver(ZOperatorCreateSchema),
    defaultValues: { username: '', password: '', role: 'support' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const created = ZOperatorSchema.parse(
        await api('/api/admin/operators', { method: 'POST', body: values }),
      );
      form.reset();
      setMessage({ ok: true, text: t('operators.created', { username: created.username }) });
      await onCreated();
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) });
    }
  });
  return (
    <form
      className="card stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="create-op-title"
    >
      <h2 id="create-op-title">{t('operators.createTitle')}</h2>
      <div className="row wrap">
        <label className="field">
          <span>{t('operators.username')}</span>
          <input autoComplete="off" aria-invalid={Boolean(errors.username)} {...form.register('username')} />
          {errors.username && <span className="field-error">{t('operators.usernameRule')}</span>}
        </label>
        <label className="field">
          <span>{t('operators.password')}</span>
          <input
            type="password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
          {errors.password && <span className="field-error">{t('operators.passwordRule')}</span>}
        </label>
        <label className="field">
          <span>{t('operators.role')}</span>
          <select {...form.register('role')}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {message && (
        <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('operators.create')}
        </button>
      </div>
    </form>
  );
}
