import { OTHER_BANK } from '@ezc/domain/customers/profile-schemas';
import { useWatch } from 'react-hook-form';
import { type Option, SelectField, TextField } from './fields';

/**
 * The bank account for disbursement: a bank from the Bank list (or "Others", then its name),
 * the account number, its type and the branch.
 */

export interface BankTexts {
  readonly legend: string;
  readonly hint: string;
  readonly bank: string;
  readonly others: string;
  readonly otherBank: string;
  readonly accountNo: string;
  readonly accountType: string;
  readonly branch: string;
}

export interface BankValues {
  BankCode: string;
  OtherBank: string;
  AccountNo: string;
  AccountType: string;
  Branch: string;
}

export interface SavedBank {
  BankId: string;
  BankCode: string;
  OtherBank?: string | undefined;
  AccountNo: string;
  AccountType: string;
  Branch?: string | undefined;
}

export const bankValues = (saved?: SavedBank): BankValues => ({
  BankCode: saved?.BankCode ?? '',
  OtherBank: saved?.OtherBank ?? '',
  AccountNo: saved?.AccountNo ?? '',
  AccountType: saved?.AccountType ?? '',
  Branch: saved?.Branch ?? '',
});

/** The Bank list with "Others" last, whether or not the list has it. */
export const bankOptions = (banks: readonly Option[], others: string): Option[] => [
  ...banks.filter((b) => b.value !== OTHER_BANK),
  { value: OTHER_BANK, label: others },
];

interface Props {
  readonly prefix: string;
  readonly texts: BankTexts;
  readonly banks: readonly Option[];
  readonly accountTypes: readonly Option[];
  readonly choose: string;
  readonly optional: string;
  /** The legend is the page's own heading (the company's step has nothing else). */
  readonly legend?: string;
}

export function BankFields({ prefix, texts, banks, accountTypes, choose, optional, legend }: Props) {
  const bankCode = useWatch({ name: `${prefix}.BankCode` }) as string | undefined;
  return (
    <fieldset className="form-section">
      <legend>{legend ?? texts.legend}</legend>
      <p className="section-intro">{texts.hint}</p>
      <div className="form-grid">
        <SelectField
          name={`${prefix}.BankCode`}
          label={texts.bank}
          options={bankOptions(banks, texts.others)}
          placeholder={choose}
        />
        {bankCode === OTHER_BANK && (
          <TextField name={`${prefix}.OtherBank`} label={texts.otherBank} maxLength={100} />
        )}
        <TextField name={`${prefix}.AccountNo`} label={texts.accountNo} inputMode="numeric" maxLength={30} />
        <SelectField
          name={`${prefix}.AccountType`}
          label={texts.accountType}
          options={accountTypes}
          placeholder={choose}
        />
        <TextField name={`${prefix}.Branch`} label={texts.branch} optional={optional} maxLength={100} />
      </div>
    </fieldset>
  );
}
