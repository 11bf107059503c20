// Payment channels and their limits (issue 15): deposit and withdrawal channels with their range,
// per-member daily limit, display order and on/off; cashier.write edits them in a dialog. The
// player site answers an amount outside them with AMOUNT_OUT_OF_RANGE.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { ChannelDialog } from './channel-dialog';
import { FourEyesSettings } from './four-eyes-settings';
import { fetchChannels, updateChannel, type TChannelDirection, type TChannelRow } from './channels-api';
import './cashier.css';

function ChannelTable({
  direction,
  onEdit,
}: {
  direction: TChannelDirection;
  onEdit: (c: TChannelRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('cashier.write');
  const channels = useQuery({
    queryKey: ['console', 'cashier', 'channels', direction],
    queryFn: () => fetchChannels(direction),
  });
  const title = t(
    direction === 'deposit' ? 'cashierAdmin.depositChannels' : 'cashierAdmin.withdrawalChannels',
  );
  const money = (v: number) => formatMoney(v, i18n.language);
  return (
    <section className="stack" aria-label={title}>
      <h2>{title}</h2>
      <QueryState isLoading={channels.isLoading} error={channels.error} />
      {channels.data && (
        <div className="table-scroll">
          <table aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t('cashierAdmin.name')}</th>
                <th scope="col">{t('cashierAdmin.kind')}</th>
                <th scope="col">{t('cashierAdmin.minAmount')}</th>
                <th scope="col">{t('cashierAdmin.maxAmount')}</th>
                <th scope="col">{t('cashierAdmin.dailyLimit')}</th>
                <th scope="col">{t('cashierAdmin.sort')}</th>
                <th scope="col">{t('cashierAdmin.state')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {channels.data.map((c) => (
                <tr key={c.id} data-testid={`${direction}-channel-${c.id}`}>
                  <td>{c.name}</td>
                  <td>{t(`cashierAdmin.kind_${c.kind}`)}</td>
                  <td>{money(c.minAmount)}</td>
                  <td>{money(c.maxAmount)}</td>
                  <td>{c.dailyLimit === null ? t('cashierAdmin.noLimit') : money(c.dailyLimit)}</td>
                  <td>{c.sort}</td>
                  <td>{c.enabled ? t('cashierAdmin.on') : t('cashierAdmin.off')}</td>
                  {canWrite && (
                    <td>
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={t('cashierAdmin.editTitle', { name: c.name })}
                        onClick={() => onEdit(c)}
                      >
                        {t('cashierAdmin.edit')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ChannelsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TChannelRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ channel, body }: { channel: TChannelRow; body: Parameters<typeof updateChannel>[2] }) =>
      updateChannel(channel.direction, channel.id, body),
    onSuccess: (_, { channel }) => {
      setSaved(t('cashierAdmin.saved', { name: channel.name }));
      return queryClient.invalidateQueries({ queryKey: ['console', 'cashier', 'channels'] });
    },
  });
  return (
    <section aria-labelledby="channels-title" className="stack">
      <h1 id="channels-title">{t('cashierAdmin.channelsTitle')}</h1>
      <p className="muted">{t('cashierAdmin.channelsIntro')}</p>
      {saved && (
        <p role="status" className="notice">
          {saved}
        </p>
      )}
      <ChannelTable direction="deposit" onEdit={setEditing} />
      <ChannelTable direction="withdrawal" onEdit={setEditing} />
      <FourEyesSettings />
      <ChannelDialog
        channel={editing}
        onSave={(channel, body) => save.mutateAsync({ channel, body })}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
