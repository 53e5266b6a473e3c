import { bankSchema, employmentSchema } from '@ezc/domain/customers/profile-schemas';
import { useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { idOf, saveBank, saveEmployment } from '../../../lib/customers/onboarding-api';
import { translatorFrom, zodResolver } from '../../../lib/customers/zod-resolver';
import { BankFields, type BankTexts, type BankValues, bankValues, type SavedBank } from './BankFields';
import { type Option, RadioField, SelectField, SubmitButton, TextField } from './fields';
import {
  AddressFields,
  type AddressTexts,
  addressValues,
  goToStep,
  showServerErrors,
  useBusy,
  useReady,
} from './wizard-form';

/**
 * Step 3 for individuals: the bank account for disbursement (`/customer/banks/add` or `/update`),
 * then the employment — self-employed, or employed on contract or permanent terms
 * (`/customer/employments/add` or `/update`), which moves the customer to step 4.
 */

export interface EmploymentTexts {
  readonly legend: string;
  readonly type: string;
  readonly selfEmployed: string;
  readonly employed: string;
  readonly term: string;
  readonly contract: string;
  readonly permanent: string;
  readonly natureOfBusiness: string;
  readonly designation: string;
  readonly employerName: string;
  readonly businessName: string;
  readonly employerAddress: string;
  readonly businessAddress: string;
  readonly bank: BankTexts;
  readonly address: AddressTexts;
  readonly choose: string;
  readonly optional: string;
  readonly save: string;
  readonly saving: string;
  readonly bankFailedTitle: string;
  readonly failedTitle: string;
}

const stepSchema = z.object({ Bank: bankSchema, Employment: employmentSchema });
type StepOutput = z.output<typeof stepSchema>;

interface EmploymentValues {
  Bank: BankValues;
  Employment: {
    EmploymentType: string;
    EmploymentTerm: string;
    NatureOfBusiness: string;
    Designation: string;
    CompanyName: string;
    CompanyAddress: ReturnType<typeof addressValues>;
  };
}

export interface SavedEmployment {
  readonly Bank?: SavedBank | undefined;
  readonly Employment?:
    | {
        EmploymentId: string;
        EmploymentType: string;
        EmploymentTerm?: string | undefined;
        NatureOfBusiness: string;
        Designation: string;
        CompanyName: string;
        CompanyAddress: Parameters<typeof addressValues>[0];
      }
    | undefined;
}

interface Props {
  readonly texts: EmploymentTexts;
  readonly messages: Readonly<Record<string, string>>;
  readonly lists: {
    banks: Option[];
    accountTypes: Option[];
    businessNatures: Option[];
    states: Option[];
    countries: Option[];
  };
  readonly saved: SavedEmployment;
  readonly nextPath: string;
}

function initialValues({ Bank, Employment: e }: SavedEmployment): EmploymentValues {
  return {
    Bank: bankValues(Bank),
    Employment: {
      EmploymentType: e?.EmploymentType ?? '',
      EmploymentTerm: e?.EmploymentTerm ?? '',
      NatureOfBusiness: e?.NatureOfBusiness ?? '',
      Designation: e?.Designation ?? '',
      CompanyName: e?.CompanyName ?? '',
      CompanyAddress: addressValues(e?.CompanyAddress),
    },
  };
}

export default function EmploymentForm({ texts, messages, lists, saved, nextPath }: Props) {
  useReady();
  const t = translatorFrom(messages);
  const form = useForm<EmploymentValues, unknown, StepOutput>({
    resolver: zodResolver(stepSchema, t),
    mode: 'onTouched',
    defaultValues: initialValues(saved),
  });
  const [busy, run] = useBusy();
  const bankId = useRef(saved.Bank?.BankId);
  const employmentId = useRef(saved.Employment?.EmploymentId);
  const type = useWatch({ control: form.control, name: 'Employment.EmploymentType' });
  const self = type === 'Self-Employed';

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const bank = await saveBank(values.Bank, bankId.current, texts.bankFailedTitle);
      if (!bank.ok) {
        showServerErrors(form, bank.message, 'Bank');
        return;
      }
      // Saved once: a second try (after the employment failed) updates that account, not adds another.
      bankId.current ??= idOf(bank, 'BankId');
      const employment = await saveEmployment(values.Employment, employmentId.current, texts.failedTitle);
      if (!employment.ok) {
        showServerErrors(form, employment.message, 'Employment');
        return;
      }
      goToStep(nextPath);
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="wizard-form" noValidate onSubmit={submit} aria-labelledby="step-title">
        <fieldset className="form-section">
          <legend>{texts.legend}</legend>
          <div className="form-grid">
            <RadioField
              name="Employment.EmploymentType"
              legend={texts.type}
              options={[
                { value: 'Self-Employed', label: texts.selfEmployed },
                { value: 'Employed', label: texts.employed },
              ]}
              inline
            />
            {type === 'Employed' && (
              <RadioField
                name="Employment.EmploymentTerm"
                legend={texts.term}
                options={[
                  { value: 'Contract', label: texts.contract },
                  { value: 'Permanent', label: texts.permanent },
                ]}
                inline
              />
            )}
            <SelectField
              name="Employment.NatureOfBusiness"
              label={texts.natureOfBusiness}
              options={lists.businessNatures}
              placeholder={texts.choose}
            />
            <TextField
              name="Employment.Designation"
              label={texts.designation}
              autoComplete="organization-title"
              maxLength={100}
            />
            <TextField
              name="Employment.CompanyName"
              label={self ? texts.businessName : texts.employerName}
              maxLength={150}
              wide
            />
          </div>
        </fieldset>

        <AddressFields
          prefix="Employment.CompanyAddress"
          legend={self ? texts.businessAddress : texts.employerAddress}
          texts={texts.address}
          states={lists.states}
          countries={lists.countries}
          choose={texts.choose}
          optional={texts.optional}
        />

        <BankFields
          prefix="Bank"
          texts={texts.bank}
          banks={lists.banks}
          accountTypes={lists.accountTypes}
          choose={texts.choose}
          optional={texts.optional}
        />

        <div className="wizard-actions">
          <SubmitButton busy={busy} idle={texts.save} busyText={texts.saving} />
        </div>
      </form>
    </FormProvider>
  );
}
