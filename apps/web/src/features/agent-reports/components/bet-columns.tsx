// The figure columns team betting and user profit and loss share: stake, valid bet, payout and
// profit and loss, each with the server's total over the whole filter in the totals row.
import { useTranslation } from 'react-i18next';
import type { TBetTotals } from '@pavilion/contracts/agent-reports';
import { Amount, NetAmount } from '@/features/records/components/amount';
import type { TColumn } from '@/shared/ui/records-table';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';

type TFigures = Omit<TBetTotals, 'bets'>;

export function useBetColumns<Row extends TFigures>(totals: TFigures | undefined): TColumn<Row>[] {
  const { t } = useTranslation('agent-reports');
  const symbol = useWalletCurrencySymbol();
  const column = (id: keyof TFigures, Figure: typeof Amount): TColumn<Row> => ({
    id,
    header: t(`columns.${id}`),
    numeric: true,
    cell: (row) => <Figure minor={row[id]} symbol={symbol} />,
    footer: totals && <Figure minor={totals[id]} symbol={symbol} />,
  });
  return [
    column('stake', Amount),
    column('validBet', Amount),
    column('payout', Amount),
    column('profitLoss', NetAmount),
  ];
}
