import { readNric } from '@ezc/domain/customers/nric';
import { formatMalaysianPhone } from '@ezc/domain/customers/phone';
import {
  ethnicities,
  maritalStatuses,
  type PersonalInfo,
  personalInfoSchema,
} from '@ezc/domain/customers/profile-schemas';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { savePersonal } from '../../../lib/customers/onboarding-api';
import { fill, translatorFrom, zodResolver } from '../../../lib/customers/zod-resolver';
import { fieldId, type Option, RadioField, SelectField, SubmitButton, TextField } from './fields';
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
 * Step 2 for individuals: personal information (`POST /customer/profile/update`). Malaysians give
 * their NRIC, typed with or without hyphens; the date of birth and gender are read from it and
 * shown, not asked. Non-citizens give a passport number, and then the date of birth and gender.
 */

export interface PersonalTexts {
  readonly identityLegend: string;
  readonly idType: string;
  readonly idNric: string;
  readonly idPassport: string;
  readonly nric: string;
  readonly nricHint: string;
  readonly passportNo: string;
  readonly dateOfBirth: string;
  readonly gender: string;
  readonly fromNric: string;
  readonly aboutLegend: string;
  readonly fullName: string;
  readonly nationality: string;
  readonly maritalStatus: string;
  readonly ethnicity: string;
  readonly bumiputera: string;
  readonly contactNo: string;
  readonly contactHint: string;
  readonly addressLegend: string;
  readonly genders: Readonly<Record<'Male' | 'Female', string>>;
  readonly maritalStatuses: Readonly<Record<(typeof maritalStatuses)[number], string>>;
  readonly ethnicities: Readonly<Record<(typeof ethnicities)[number], string>>;
  readonly address: AddressTexts;
  readonly yes: string;
  readonly no: string;
  readonly choose: string;
  readonly optional: string;
  readonly save: string;
  readonly saving: string;
  readonly failedTitle: string;
}

/** The form as its inputs hold it: every field a string, both identity documents' fields kept. */
export interface PersonalValues {
  FullName: string;
  IdType: 'NRIC' | 'Passport';
  NRIC: string;
  PassportNo: string;
  DateOfBirth: string;
  Gender: string;
  Nationality: string;
  MaritalStatus: string;
  Ethnicity: string;
  BumiputeraYN: string;
  ContactNo: string;
  Address: ReturnType<typeof addressValues>;
}

/** What find-one says of the person so far. */
export interface SavedPersonal {
  readonly FullName: string;
  readonly Personal?:
    | {
        IdType: 'NRIC' | 'Passport';
        NRIC?: string | undefined;
        PassportNo?: string | undefined;
        DateOfBirth?: string | undefined;
        Gender?: string | undefined;
        Nationality?: string | undefined;
        MaritalStatus?: string | undefined;
        Ethnicity?: string | undefined;
        BumiputeraYN?: string | undefined;
        ContactNo?: string | undefined;
        FullName: string;
      }
    | undefined;
  readonly Address?: Parameters<typeof addressValues>[0];
}

interface Props {
  readonly texts: PersonalTexts;
  readonly messages: Readonly<Record<string, string>>;
  readonly lists: { nationalities: Option[]; states: Option[]; countries: Option[] };
  readonly saved: SavedPersonal;
  readonly nextPath: string;
}

/** YYYY-MM-DD → DD/MM/YYYY (spec §1). */
const showDate = (iso: string) => iso.split('-').reverse().join('/');

function initialValues(saved: SavedPersonal): PersonalValues {
  const p = saved.Personal;
  return {
    FullName: p?.FullName ?? saved.FullName,
    IdType: p?.IdType ?? 'NRIC',
    NRIC: p?.NRIC ?? '',
    PassportNo: p?.PassportNo ?? '',
    DateOfBirth: p?.IdType === 'Passport' ? (p.DateOfBirth ?? '') : '',
    Gender: p?.IdType === 'Passport' ? (p.Gender ?? '') : '',
    Nationality: p?.Nationality ?? '',
    MaritalStatus: p?.MaritalStatus ?? '',
    Ethnicity: p?.Ethnicity ?? '',
    BumiputeraYN: p?.BumiputeraYN ?? '',
    ContactNo: p?.ContactNo ? formatMalaysianPhone(p.ContactNo) : '',
    Address: addressValues(saved.Address),
  };
}

export default function PersonalInfoForm({ texts, messages, lists, saved, nextPath }: Props) {
  useReady();
  const t = translatorFrom(messages);
  const form = useForm<PersonalValues, unknown, PersonalInfo>({
    resolver: zodResolver(personalInfoSchema, t),
    mode: 'onTouched',
    defaultValues: initialValues(saved),
  });
  const [busy, run] = useBusy();
  const [idType, nric] = useWatch({ control: form.control, name: ['IdType', 'NRIC'] });
  const read = idType === 'NRIC' && nric ? readNric(nric) : undefined;
  const facts = read?.ok ? read.facts : undefined;
  const nricId = fieldId('NRIC');

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const result = await savePersonal(values, texts.failedTitle);
      if (result.ok) goToStep(nextPath);
      else showServerErrors(form, result.message);
    }),
  );

  const choices = <K extends string>(labels: Readonly<Record<K, string>>, values: readonly K[]): Option[] =>
    values.map((value) => ({ value, label: labels[value] }));

  return (
    <FormProvider {...form}>
      <form className="wizard-form" noValidate onSubmit={submit} aria-labelledby="step-title">
        <fieldset className="form-section">
          <legend>{texts.identityLegend}</legend>
          <div className="form-grid">
            <RadioField
              name="IdType"
              legend={texts.idType}
              options={[
                { value: 'NRIC', label: texts.idNric },
                { value: 'Passport', label: texts.idPassport },
              ]}
              wide
            />
            {idType === 'Passport' ? (
              <>
                <TextField name="PassportNo" label={texts.passportNo} maxLength={20} autoComplete="off" />
                <TextField name="DateOfBirth" label={texts.dateOfBirth} type="date" autoComplete="bday" />
                <RadioField
                  name="Gender"
                  legend={texts.gender}
                  options={choices(texts.genders, ['Male', 'Female'])}
                  inline
                />
              </>
            ) : (
              <TextField
                name="NRIC"
                label={texts.nric}
                hint={texts.nricHint}
                inputMode="numeric"
                maxLength={14}
                describedBy={facts ? `${nricId}-facts` : undefined}
              >
                {facts && (
                  <p id={`${nricId}-facts`} className="derived" aria-live="polite">
                    {fill(texts.fromNric, {
                      date: showDate(facts.dateOfBirth),
                      gender: texts.genders[facts.gender],
                    })}
                  </p>
                )}
              </TextField>
            )}
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>{texts.aboutLegend}</legend>
          <div className="form-grid">
            <TextField name="FullName" label={texts.fullName} autoComplete="name" maxLength={150} wide />
            <SelectField
              name="Nationality"
              label={texts.nationality}
              options={lists.nationalities}
              placeholder={texts.choose}
            />
            <SelectField
              name="MaritalStatus"
              label={texts.maritalStatus}
              options={choices(texts.maritalStatuses, maritalStatuses)}
              placeholder={texts.choose}
            />
            <SelectField
              name="Ethnicity"
              label={texts.ethnicity}
              options={choices(texts.ethnicities, ethnicities)}
              placeholder={texts.choose}
            />
            <RadioField
              name="BumiputeraYN"
              legend={texts.bumiputera}
              options={[
                { value: 'Y', label: texts.yes },
                { value: 'N', label: texts.no },
              ]}
              inline
            />
            <TextField
              name="ContactNo"
              label={texts.contactNo}
              hint={texts.contactHint}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
            />
          </div>
        </fieldset>

        <AddressFields
          prefix="Address"
          legend={texts.addressLegend}
          texts={texts.address}
          states={lists.states}
          countries={lists.countries}
          choose={texts.choose}
          optional={texts.optional}
          own
        />

        <div className="wizard-actions">
          <SubmitButton busy={busy} idle={texts.save} busyText={texts.saving} />
        </div>
      </form>
    </FormProvider>
  );
}
