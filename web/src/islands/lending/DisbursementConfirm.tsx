import { money } from '../../lib/lending/format';
import ConfirmDialog from '../identity/ConfirmDialog';
import { fill, type LendingTexts } from './texts';

/**
 * The question before a loan's money leaves (spec §3 Disbursement): how much, by which method and
 * on which day, into which account (bank, number, name), in MYR. Nothing is sent until it is
 * answered; going back (or Escape) leaves the form as it was.
 */
export interface DisbursementSummary {
  readonly amount: number;
  readonly method: string;
  readonly bank: string;
  readonly accountNo: string;
  readonly accountName: string;
  readonly paymentDate: string;
}

interface Props {
  readonly open: boolean;
  readonly summary: DisbursementSummary;
  readonly texts: LendingTexts['loanView']['disbursement'];
  readonly goBack: string;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

export default function DisbursementConfirm({ open, summary, texts, goBack, onConfirm, onDismiss }: Props) {
  const amount = money(summary.amount);
  const rows: readonly [field: string, label: string, value: string][] = [
    ['Amount', texts.amount.replace(/\s*\(RM\)$/, ''), amount],
    ['Currency', texts.currency, 'MYR'],
    ['Method', texts.method, summary.method],
    ['Bank', texts.bank, summary.bank],
    ['AccountNo', texts.accountNo, summary.accountNo],
    ['AccountName', texts.accountName, summary.accountName],
    ['PaymentDate', texts.paymentDate, summary.paymentDate],
  ];
  return (
    <ConfirmDialog
      open={open}
      title={fill(texts.confirmTitle, { amount, name: summary.accountName })}
      text={texts.confirmText}
      confirmLabel={fill(texts.confirm, { amount })}
      cancelLabel={goBack}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    >
      <dl className="facts confirm-facts" data-confirm="disbursement">
        {rows.map(([field, label, value]) => (
          <div key={field} data-field={field} className={field === 'Amount' ? 'is-strong' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}
