import { bankSchema } from '@ezc/domain/customers/profile-schemas';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod';
import { saveBank } from '../../../lib/customers/onboarding-api';
import { translatorFrom, zodResolver } from '../../../lib/customers/zod-resolver';
import { BankFields, type BankTexts, type BankValues, bankValues, type SavedBank } from './BankFields';
import { type Option, SubmitButton } from './fields';
import { goToStep, showServerErrors, useBusy, useReady } from './wizard-form';

/**
 * Step 3 for companies: the company's bank account (`/customer/banks/add` or `/update`), which
 * moves the company to step 4.
 */

export interface CompanyBankTexts {
  readonly legend: string;
  readonly bank: BankTexts;
  readonly choose: string;
  readonly optional: string;
  readonly save: string;
  readonly saving: string;
  readonly failedTitle: string;
}

const stepSchema = z.object({ Bank: bankSchema });

interface Props {
  readonly texts: CompanyBankTexts;
  readonly messages: Readonly<Record<string, string>>;
  readonly lists: { banks: Option[]; accountTypes: Option[] };
  readonly saved?: SavedBank | undefined;
  readonly nextPath: string;
}

export default function CompanyBankForm({ texts, messages, lists, saved, nextPath }: Props) {
  useReady();
  const t = translatorFrom(messages);
  const form = useForm<{ Bank: BankValues }, unknown, z.output<typeof stepSchema>>({
    resolver: zodResolver(stepSchema, t),
    mode: 'onTouched',
    defaultValues: { Bank: bankValues(saved) },
  });
  const [busy, run] = useBusy();
  const bankId = useRef(saved?.BankId);

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const result = await saveBank(values.Bank, bankId.current, texts.failedTitle);
      if (result.ok) goToStep(nextPath);
      else showServerErrors(form, result.message, 'Bank');
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="wizard-form" noValidate onSubmit={submit} aria-labelledby="step-title">
        <BankFields
          prefix="Bank"
          legend={texts.legend}
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
