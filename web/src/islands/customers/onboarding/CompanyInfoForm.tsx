import { formatMalaysianPhone } from '@ezc/domain/customers/phone';
import {
  type CompanyInfo,
  type ContactPersonInput,
  companyInfoSchema,
  contactPersonSchema,
  MALAYSIA,
} from '@ezc/domain/customers/profile-schemas';
import { useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { idOf, saveCompany, saveContactPerson } from '../../../lib/customers/onboarding-api';
import { translatorFrom, zodResolver } from '../../../lib/customers/zod-resolver';
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
 * Step 2 for companies: the company's details (`POST /customer/company/update`), then its
 * default contact person (`IsDefaultYN` 'Y'; `/customers/company/contact-persons/add`, or
 * `/update` once there is one). Saving the contact person moves the company to step 3.
 */

export interface CompanyTexts {
  readonly legend: string;
  readonly companyName: string;
  readonly registrationNo: string;
  readonly registrationHint: string;
  readonly incorporationCountry: string;
  readonly natureOfBusiness: string;
  readonly addressLegend: string;
  readonly officeNo: string;
  readonly officeHint: string;
  readonly faxNo: string;
  readonly contactLegend: string;
  readonly contactIntro: string;
  readonly contactName: string;
  readonly designation: string;
  readonly idType: string;
  readonly idNric: string;
  readonly idPassport: string;
  readonly nric: string;
  readonly nricHint: string;
  readonly passportNo: string;
  readonly contactNo: string;
  readonly contactHint: string;
  readonly email: string;
  readonly address: AddressTexts;
  readonly choose: string;
  readonly optional: string;
  readonly save: string;
  readonly saving: string;
  readonly failedTitle: string;
}

const stepSchema = z.object({ Company: companyInfoSchema, Contact: contactPersonSchema });
type StepOutput = z.output<typeof stepSchema>;

interface CompanyValues {
  Company: {
    CompanyName: string;
    RegistrationNo: string;
    IncorporationCountry: string;
    NatureOfBusiness: string;
    BusinessAddress: ReturnType<typeof addressValues>;
    OfficeNo: string;
    FaxNo: string;
  };
  Contact: {
    FullName: string;
    Designation: string;
    IdType: 'NRIC' | 'Passport';
    NRIC: string;
    PassportNo: string;
    ContactNo: string;
    Email: string;
    IsDefaultYN: 'Y';
  };
}

export interface SavedCompany {
  readonly FullName: string;
  readonly Company?:
    | {
        CompanyName: string;
        RegistrationNo: string;
        IncorporationCountry: string;
        NatureOfBusiness: string;
        BusinessAddress: Parameters<typeof addressValues>[0];
        OfficeNo: string;
        FaxNo?: string | undefined;
      }
    | undefined;
  readonly Contact?:
    | {
        ContactPersonId: string;
        FullName: string;
        Designation: string;
        IdType: 'NRIC' | 'Passport';
        NRIC?: string | undefined;
        PassportNo?: string | undefined;
        ContactNo: string;
        Email: string;
      }
    | undefined;
}

interface Props {
  readonly texts: CompanyTexts;
  readonly messages: Readonly<Record<string, string>>;
  readonly lists: { countries: Option[]; states: Option[]; businessNatures: Option[] };
  readonly saved: SavedCompany;
  readonly nextPath: string;
}

const phone = (e164: string | undefined) => (e164 ? formatMalaysianPhone(e164) : '');

function initialValues({ FullName, Company: c, Contact: p }: SavedCompany): CompanyValues {
  return {
    Company: {
      CompanyName: c?.CompanyName ?? FullName,
      RegistrationNo: c?.RegistrationNo ?? '',
      IncorporationCountry: c?.IncorporationCountry ?? MALAYSIA,
      NatureOfBusiness: c?.NatureOfBusiness ?? '',
      BusinessAddress: addressValues(c?.BusinessAddress),
      OfficeNo: phone(c?.OfficeNo),
      FaxNo: phone(c?.FaxNo),
    },
    Contact: {
      FullName: p?.FullName ?? '',
      Designation: p?.Designation ?? '',
      IdType: p?.IdType ?? 'NRIC',
      NRIC: p?.NRIC ?? '',
      PassportNo: p?.PassportNo ?? '',
      ContactNo: phone(p?.ContactNo),
      Email: p?.Email ?? '',
      IsDefaultYN: 'Y',
    },
  };
}

export default function CompanyInfoForm({ texts, messages, lists, saved, nextPath }: Props) {
  useReady();
  const t = translatorFrom(messages);
  const form = useForm<CompanyValues, unknown, StepOutput>({
    resolver: zodResolver(stepSchema, t),
    mode: 'onTouched',
    defaultValues: initialValues(saved),
  });
  const [busy, run] = useBusy();
  const contactId = useRef(saved.Contact?.ContactPersonId);
  const idType = useWatch({ control: form.control, name: 'Contact.IdType' });

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const company = await saveCompany(values.Company as CompanyInfo, texts.failedTitle);
      if (!company.ok) {
        showServerErrors(form, company.message, 'Company');
        return;
      }
      const contact = await saveContactPerson(
        { ...values.Contact, IsDefaultYN: 'Y' } as ContactPersonInput,
        contactId.current,
        texts.failedTitle,
      );
      if (!contact.ok) {
        showServerErrors(form, contact.message, 'Contact');
        return;
      }
      contactId.current ??= idOf(contact, 'ContactPersonId');
      goToStep(nextPath);
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="wizard-form" noValidate onSubmit={submit} aria-labelledby="step-title">
        <fieldset className="form-section">
          <legend>{texts.legend}</legend>
          <div className="form-grid">
            <TextField
              name="Company.CompanyName"
              label={texts.companyName}
              autoComplete="organization"
              maxLength={150}
              wide
            />
            <TextField
              name="Company.RegistrationNo"
              label={texts.registrationNo}
              hint={texts.registrationHint}
              maxLength={20}
            />
            <SelectField
              name="Company.IncorporationCountry"
              label={texts.incorporationCountry}
              options={lists.countries}
              placeholder={texts.choose}
            />
            <SelectField
              name="Company.NatureOfBusiness"
              label={texts.natureOfBusiness}
              options={lists.businessNatures}
              placeholder={texts.choose}
            />
            <TextField
              name="Company.OfficeNo"
              label={texts.officeNo}
              hint={texts.officeHint}
              type="tel"
              inputMode="tel"
              maxLength={20}
            />
            <TextField
              name="Company.FaxNo"
              label={texts.faxNo}
              optional={texts.optional}
              type="tel"
              inputMode="tel"
              maxLength={20}
            />
          </div>
        </fieldset>

        <AddressFields
          prefix="Company.BusinessAddress"
          legend={texts.addressLegend}
          texts={texts.address}
          states={lists.states}
          countries={lists.countries}
          choose={texts.choose}
          optional={texts.optional}
        />

        <fieldset className="form-section">
          <legend>{texts.contactLegend}</legend>
          <p className="section-intro">{texts.contactIntro}</p>
          <div className="form-grid">
            <TextField name="Contact.FullName" label={texts.contactName} maxLength={150} wide />
            <TextField name="Contact.Designation" label={texts.designation} maxLength={100} />
            <RadioField
              name="Contact.IdType"
              legend={texts.idType}
              options={[
                { value: 'NRIC', label: texts.idNric },
                { value: 'Passport', label: texts.idPassport },
              ]}
              wide
            />
            {idType === 'Passport' ? (
              <TextField name="Contact.PassportNo" label={texts.passportNo} maxLength={20} />
            ) : (
              <TextField
                name="Contact.NRIC"
                label={texts.nric}
                hint={texts.nricHint}
                inputMode="numeric"
                maxLength={14}
              />
            )}
            <TextField
              name="Contact.ContactNo"
              label={texts.contactNo}
              hint={texts.contactHint}
              type="tel"
              inputMode="tel"
              maxLength={20}
            />
            <TextField
              name="Contact.Email"
              label={texts.email}
              type="email"
              inputMode="email"
              maxLength={254}
            />
          </div>
        </fieldset>

        <div className="wizard-actions">
          <SubmitButton busy={busy} idle={texts.save} busyText={texts.saving} />
        </div>
      </form>
    </FormProvider>
  );
}
