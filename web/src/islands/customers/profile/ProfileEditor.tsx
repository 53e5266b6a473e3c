import type { Language } from '@ezc/domain/constants';
import {
  addressSchema,
  bankSchema,
  companyInfoSchema,
  contactPersonSchema,
  employmentSchema,
  employmentTerms,
  employmentTypes,
  ethnicities,
  MALAYSIA,
  maritalStatuses,
  OTHER_BANK,
  personalInfoSchema,
} from '@ezc/domain/customers/profile-schemas';
import { useEffect, useRef, useState } from 'react';
import type { DocumentUploaderTexts } from '../../../components/customers/documents/uploader-texts';
import type { ProfileEditorTexts } from '../../../components/customers/profile/editor-texts';
import {
  type AddressData,
  type ContactPersonData,
  isCompany,
  type ListOption,
  type ProfileData,
  type ProfileLists,
} from '../../../components/customers/profile/profile-types';
import DocumentUploader from '../documents/DocumentUploader';
import { CheckboxField, FieldGroup, type Option, RadioField, SelectField, TextField } from './fields';
import { type Errors, flatten, type Values } from './form-state';
import { findProfile, save } from './profile-api';
import { SectionForm, useSection } from './section';
import './profile-editor.css';

/**
 * `/profile/manage`: every part of the customer record as its own form, each saved through its
 * own CRM call (spec §7) — personal details, address, employment and bank for an individual;
 * company details, contact persons and bank for a company — and the documents with their checklist.
 * The record arrives with the page; after each save it is read again, so new ids are known.
 */

interface Props {
  readonly texts: ProfileEditorTexts;
  readonly documentTexts: DocumentUploaderTexts;
  readonly lang: Language;
  readonly profile: ProfileData;
  readonly lists: ProfileLists;
}

const ADDRESS_FIELDS = ['AddressLine1', 'AddressLine2', 'Postcode', 'City', 'State', 'Country'] as const;
const addressNames = (prefix: string) => ADDRESS_FIELDS.map((f) => `${prefix}${f}`);
const withoutId = (a: AddressData | undefined) => {
  if (!a) return undefined;
  const { AddressId: _, ...rest } = a;
  return rest;
};
const options = (list: readonly ListOption[]): Option[] =>
  list.map((o) => ({ value: o.Code, label: o.Name }));

export default function ProfileEditor({ texts, documentTexts, lang, profile: initial, lists }: Props) {
  const [profile, setProfile] = useState(initial);
  const reload = async () => {
    const fresh = await findProfile();
    if (fresh.ok) setProfile(fresh.data);
  };
  const p = texts.profile;
  const company = isCompany(profile);
  const sections = company
    ? [
        ['company', p.sections.company],
        ['contact-persons', p.sections.contactPersons],
        ['bank', p.sections.bank],
        ['documents', p.sections.documents],
      ]
    : [
        ['personal', p.sections.personal],
        ['address', p.sections.address],
        ['employment', p.sections.employment],
        ['bank', p.sections.bank],
        ['documents', p.sections.documents],
      ];
  const shared = { texts, lists, profile, reload };

  return (
    <div className="profile-editor">
      <nav className="section-nav" aria-label={p.manageTitle}>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {company ? (
        <>
          <CompanySection {...shared} />
          <ContactPersons {...shared} documentTexts={documentTexts} lang={lang} />
        </>
      ) : (
        <>
          <PersonalSection {...shared} />
          <AddressSection {...shared} />
          <EmploymentSection {...shared} />
        </>
      )}
      <BankSection {...shared} />
      <section className="card edit-section" id="documents" aria-label={p.sections.documents}>
        <DocumentUploader
          texts={documentTexts}
          lang={lang}
          objectType="Customer"
          objectId={profile.CustomerId}
          accountType={company ? 'corporate' : 'individual'}
          checklist
          heading={p.sections.documents}
        />
      </section>
    </div>
  );
}

interface SectionProps {
  readonly texts: ProfileEditorTexts;
  readonly lists: ProfileLists;
  readonly profile: ProfileData;
  readonly reload: () => Promise<void>;
}

/** Street, postcode, city, state and country; the state is chosen from the list in Malaysia. */
function AddressFields({
  form,
  prefix,
  values,
  errors,
  set,
  texts,
  lists,
  residential,
}: {
  form: string;
  prefix: string;
  values: Values;
  errors: Errors;
  set: (name: string, value: string) => void;
  texts: ProfileEditorTexts;
  lists: ProfileLists;
  residential?: boolean;
}) {
  const f = texts.profile.fields;
  const v = (n: string) => values[`${prefix}${n}`] ?? '';
  const e = (n: string) => errors[`${prefix}${n}`];
  const auto = (
    token:
      | 'address-line1'
      | 'address-line2'
      | 'postal-code'
      | 'address-level2'
      | 'address-level1'
      | 'country',
  ) => (residential ? token : 'off');
  const inMalaysia = (v('Country') || MALAYSIA) === MALAYSIA;
  const common = { form, onChange: set };
  return (
    <>
      <TextField
        {...common}
        name={`${prefix}AddressLine1`}
        label={f.AddressLine1}
        value={v('AddressLine1')}
        error={e('AddressLine1')}
        autoComplete={auto('address-line1')}
        maxLength={120}
      />
      <TextField
        {...common}
        name={`${prefix}AddressLine2`}
        label={f.AddressLine2}
        value={v('AddressLine2')}
        error={e('AddressLine2')}
        autoComplete={auto('address-line2')}
        maxLength={120}
        optionalText={texts.profile.hints.optional}
      />
      <TextField
        {...common}
        name={`${prefix}Postcode`}
        label={f.Postcode}
        value={v('Postcode')}
        error={e('Postcode')}
        autoComplete={auto('postal-code')}
        inputMode={inMalaysia ? 'numeric' : 'text'}
        maxLength={10}
      />
      <TextField
        {...common}
        name={`${prefix}City`}
        label={f.City}
        value={v('City')}
        error={e('City')}
        autoComplete={auto('address-level2')}
        maxLength={60}
      />
      {inMalaysia ? (
        <SelectField
          {...common}
          name={`${prefix}State`}
          label={f.State}
          value={v('State')}
          error={e('State')}
          options={options(lists.state)}
          placeholder={texts.profile.choose}
        />
      ) : (
        <TextField
          {...common}
          name={`${prefix}State`}
          label={f.State}
          value={v('State')}
          error={e('State')}
          autoComplete={auto('address-level1')}
          maxLength={60}
        />
      )}
      <SelectField
        {...common}
        name={`${prefix}Country`}
        label={f.Country}
        value={v('Country')}
        error={e('Country')}
        options={options(lists.country)}
        placeholder={texts.profile.choose}
        autoComplete={auto('country')}
      />
    </>
  );
}

const yesNo = (texts: ProfileEditorTexts): Option[] => [
  { value: 'Y', label: texts.profile.values.Y },
  { value: 'N', label: texts.profile.values.N },
];
const idTypeOptions = (texts: ProfileEditorTexts): Option[] => [
  { value: 'NRIC', label: texts.profile.values.NRIC },
  { value: 'Passport', label: texts.profile.values.Passport },
];
const valueOptions = (texts: ProfileEditorTexts, values: readonly string[]): Option[] =>
  values.map((value) => {
    const key = (
      value === 'Self-Employed' ? 'SelfEmployed' : value
    ) as keyof ProfileEditorTexts['profile']['values'];
    return { value, label: texts.profile.values[key] ?? value };
  });

function PersonalSection({ texts, lists, profile, reload }: SectionProps) {
  const p = texts.profile;
  const f = p.fields;
  const personal = profile.Personal;
  const s = useSection({
    texts,
    label: p.sections.personal,
    initial: {
      IdType: 'NRIC',
      BumiputeraYN: 'N',
      ...flatten(personal),
      FullName: personal?.FullName ?? profile.FullName,
    },
    names: (v) => [
      'FullName',
      'IdType',
      ...(v.IdType === 'Passport' ? ['PassportNo', 'DateOfBirth', 'Gender'] : ['NRIC']),
      'Nationality',
      'MaritalStatus',
      'Ethnicity',
      'BumiputeraYN',
      'ContactNo',
    ],
    // The update takes the whole personal record, the address included: the saved one goes along.
    extra: () => (profile.Address ? { Address: withoutId(profile.Address) } : {}),
    schema: personalInfoSchema,
    send: (body) => save('/api/customer/profile/update', body, texts.updateProfileDetailsFailed),
    onSaved: reload,
  });
  const common = { form: 'personal', onChange: s.set };
  const passport = s.values.IdType === 'Passport';
  return (
    <SectionForm id="personal" title={p.sections.personal} texts={texts} section={s}>
      <TextField
        {...common}
        name="FullName"
        label={f.FullName}
        value={s.values.FullName ?? ''}
        error={s.errors.FullName}
        autoComplete="name"
        maxLength={150}
      />
      <RadioField
        {...common}
        name="IdType"
        label={f.IdType}
        value={s.values.IdType ?? ''}
        error={s.errors.IdType}
        options={idTypeOptions(texts)}
      />
      {passport ? (
        <>
          <TextField
            {...common}
            name="PassportNo"
            label={f.PassportNo}
            value={s.values.PassportNo ?? ''}
            error={s.errors.PassportNo}
            maxLength={15}
          />
          <TextField
            {...common}
            name="DateOfBirth"
            type="date"
            label={f.DateOfBirth}
            value={s.values.DateOfBirth ?? ''}
            error={s.errors.DateOfBirth}
            autoComplete="bday"
          />
          <RadioField
            {...common}
            name="Gender"
            label={f.Gender}
            value={s.values.Gender ?? ''}
            error={s.errors.Gender}
            options={valueOptions(texts, ['Male', 'Female'])}
          />
        </>
      ) : (
        <TextField
          {...common}
          name="NRIC"
          label={f.NRIC}
          value={s.values.NRIC ?? ''}
          error={s.errors.NRIC}
          hint={p.hints.nric}
          maxLength={14}
        />
      )}
      <SelectField
        {...common}
        name="Nationality"
        label={f.Nationality}
        value={s.values.Nationality ?? ''}
        error={s.errors.Nationality}
        options={options(lists.nationality)}
        placeholder={p.choose}
      />
      <SelectField
        {...common}
        name="MaritalStatus"
        label={f.MaritalStatus}
        value={s.values.MaritalStatus ?? ''}
        error={s.errors.MaritalStatus}
        options={valueOptions(texts, maritalStatuses)}
        placeholder={p.choose}
      />
      <SelectField
        {...common}
        name="Ethnicity"
        label={f.Ethnicity}
        value={s.values.Ethnicity ?? ''}
        error={s.errors.Ethnicity}
        options={valueOptions(texts, ethnicities)}
        placeholder={p.choose}
      />
      <RadioField
        {...common}
        name="BumiputeraYN"
        label={f.BumiputeraYN}
        value={s.values.BumiputeraYN ?? ''}
        error={s.errors.BumiputeraYN}
        options={yesNo(texts)}
      />
      <TextField
        {...common}
        name="ContactNo"
        type="tel"
        inputMode="tel"
        label={f.ContactNo}
        value={s.values.ContactNo ?? ''}
        error={s.errors.ContactNo}
        hint={p.hints.contactNo}
        autoComplete="tel"
        maxLength={20}
      />
    </SectionForm>
  );
}

function AddressSection({ texts, lists, profile, reload }: SectionProps) {
  const p = texts.profile;
  const s = useSection({
    texts,
    label: p.sections.address,
    initial: { Country: MALAYSIA, ...flatten(withoutId(profile.Address)) },
    names: () => addressNames(''),
    schema: addressSchema,
    send: (body) =>
      profile.Address?.AddressId
        ? save(
            '/api/customer/addresses/update',
            { AddressId: profile.Address.AddressId, ...body },
            texts.updateProfileDetailsFailed,
          )
        : save('/api/customer/addresses/add', body, texts.updateProfileDetailsFailed),
    onSaved: reload,
  });
  return (
    <SectionForm id="address" title={p.sections.address} texts={texts} section={s}>
      <AddressFields
        form="address"
        prefix=""
        values={s.values}
        errors={s.errors}
        set={s.set}
        texts={texts}
        lists={lists}
        residential
      />
    </SectionForm>
  );
}

function EmploymentSection({ texts, lists, profile, reload }: SectionProps) {
  const p = texts.profile;
  const f = p.fields;
  const e = profile.Employment;
  const s = useSection({
    texts,
    label: p.sections.employment,
    initial: { 'CompanyAddress.Country': MALAYSIA, ...flatten(e) },
    names: (v) => [
      'EmploymentType',
      ...(v.EmploymentType === 'Employed' ? ['EmploymentTerm'] : []),
      'CompanyName',
      'Designation',
      'NatureOfBusiness',
      ...addressNames('CompanyAddress.'),
    ],
    schema: employmentSchema,
    send: (body) =>
      profile.Employment?.EmploymentId
        ? save(
            '/api/customer/employments/update',
            { EmploymentId: profile.Employment.EmploymentId, ...body },
            texts.updateProfileDetailsFailed,
          )
        : save('/api/customer/employments/add', body, texts.createEmploymentDetailsFailed),
    onSaved: reload,
  });
  const common = { form: 'employment', onChange: s.set };
  return (
    <SectionForm id="employment" title={p.sections.employment} texts={texts} section={s}>
      <RadioField
        {...common}
        name="EmploymentType"
        label={f.EmploymentType}
        value={s.values.EmploymentType ?? ''}
        error={s.errors.EmploymentType}
        options={valueOptions(texts, employmentTypes)}
      />
      {s.values.EmploymentType === 'Employed' && (
        <RadioField
          {...common}
          name="EmploymentTerm"
          label={f.EmploymentTerm}
          value={s.values.EmploymentTerm ?? ''}
          error={s.errors.EmploymentTerm}
          options={valueOptions(texts, employmentTerms)}
        />
      )}
      <TextField
        {...common}
        name="CompanyName"
        label={f.EmployerName}
        value={s.values.CompanyName ?? ''}
        error={s.errors.CompanyName}
        autoComplete="organization"
        maxLength={150}
      />
      <TextField
        {...common}
        name="Designation"
        label={f.Designation}
        value={s.values.Designation ?? ''}
        error={s.errors.Designation}
        autoComplete="organization-title"
        maxLength={100}
      />
      <SelectField
        {...common}
        name="NatureOfBusiness"
        label={f.NatureOfBusiness}
        value={s.values.NatureOfBusiness ?? ''}
        error={s.errors.NatureOfBusiness}
        options={options(lists.businessNature)}
        placeholder={p.choose}
      />
      <FieldGroup legend={f.CompanyAddress}>
        <AddressFields
          form="employment"
          prefix="CompanyAddress."
          values={s.values}
          errors={s.errors}
          set={s.set}
          texts={texts}
          lists={lists}
        />
      </FieldGroup>
    </SectionForm>
  );
}

function BankSection({ texts, lists, profile, reload }: SectionProps) {
  const p = texts.profile;
  const f = p.fields;
  const b = profile.Bank;
  const s = useSection({
    texts,
    label: p.sections.bank,
    initial: flatten(b),
    names: (v) => [
      'BankCode',
      ...(v.BankCode === OTHER_BANK ? ['OtherBank'] : []),
      'AccountNo',
      'AccountType',
      'Branch',
    ],
    schema: bankSchema,
    send: (body) =>
      profile.Bank?.BankId
        ? save(
            '/api/customer/banks/update',
            { BankId: profile.Bank.BankId, ...body },
            texts.updateProfileDetailsFailed,
          )
        : save('/api/customer/banks/add', body, texts.updateProfileDetailsFailed),
    onSaved: reload,
  });
  const common = { form: 'bank', onChange: s.set };
  return (
    <SectionForm id="bank" title={p.sections.bank} texts={texts} section={s}>
      <SelectField
        {...common}
        name="BankCode"
        label={f.BankCode}
        value={s.values.BankCode ?? ''}
        error={s.errors.BankCode}
        options={options(lists.bank)}
        placeholder={p.choose}
      />
      {s.values.BankCode === OTHER_BANK && (
        <TextField
          {...common}
          name="OtherBank"
          label={f.OtherBank}
          value={s.values.OtherBank ?? ''}
          error={s.errors.OtherBank}
          maxLength={100}
        />
      )}
      <TextField
        {...common}
        name="AccountNo"
        inputMode="numeric"
        label={f.AccountNo}
        value={s.values.AccountNo ?? ''}
        error={s.errors.AccountNo}
        hint={p.hints.accountNo}
        maxLength={30}
      />
      <SelectField
        {...common}
        name="AccountType"
        label={f.AccountType}
        value={s.values.AccountType ?? ''}
        error={s.errors.AccountType}
        options={options(lists.accountType)}
        placeholder={p.choose}
      />
      <TextField
        {...common}
        name="Branch"
        label={f.Branch}
        value={s.values.Branch ?? ''}
        error={s.errors.Branch}
        maxLength={100}
        optionalText={p.hints.optional}
      />
    </SectionForm>
  );
}

function CompanySection({ texts, lists, profile, reload }: SectionProps) {
  const p = texts.profile;
  const f = p.fields;
  const c = profile.Company;
  const s = useSection({
    texts,
    label: p.sections.company,
    initial: {
      IncorporationCountry: MALAYSIA,
      'BusinessAddress.Country': MALAYSIA,
      ...flatten(c),
      CompanyName: c?.CompanyName ?? profile.FullName,
    },
    names: () => [
      'CompanyName',
      'RegistrationNo',
      'IncorporationCountry',
      'NatureOfBusiness',
      'OfficeNo',
      'FaxNo',
      ...addressNames('BusinessAddress.'),
    ],
    schema: companyInfoSchema,
    send: (body) => save('/api/customer/company/update', body, texts.updateProfileDetailsFailed),
    onSaved: reload,
  });
  const common = { form: 'company', onChange: s.set };
  return (
    <SectionForm id="company" title={p.sections.company} texts={texts} section={s}>
      <TextField
        {...common}
        name="CompanyName"
        label={f.CompanyName}
        value={s.values.CompanyName ?? ''}
        error={s.errors.CompanyName}
        autoComplete="organization"
        maxLength={150}
      />
      <TextField
        {...common}
        name="RegistrationNo"
        label={f.RegistrationNo}
        value={s.values.RegistrationNo ?? ''}
        error={s.errors.RegistrationNo}
        maxLength={20}
      />
      <SelectField
        {...common}
        name="IncorporationCountry"
        label={f.IncorporationCountry}
        value={s.values.IncorporationCountry ?? ''}
        error={s.errors.IncorporationCountry}
        options={options(lists.country)}
        placeholder={p.choose}
      />
      <SelectField
        {...common}
        name="NatureOfBusiness"
        label={f.NatureOfBusiness}
        value={s.values.NatureOfBusiness ?? ''}
        error={s.errors.NatureOfBusiness}
        options={options(lists.businessNature)}
        placeholder={p.choose}
      />
      <TextField
        {...common}
        name="OfficeNo"
        type="tel"
        inputMode="tel"
        label={f.OfficeNo}
        value={s.values.OfficeNo ?? ''}
        error={s.errors.OfficeNo}
        autoComplete="tel"
        maxLength={20}
      />
      <TextField
        {...common}
        name="FaxNo"
        type="tel"
        inputMode="tel"
        label={f.FaxNo}
        value={s.values.FaxNo ?? ''}
        error={s.errors.FaxNo}
        maxLength={20}
        optionalText={p.hints.optional}
      />
      <FieldGroup legend={f.BusinessAddress}>
        <AddressFields
          form="company"
          prefix="BusinessAddress."
          values={s.values}
          errors={s.errors}
          set={s.set}
          texts={texts}
          lists={lists}
        />
      </FieldGroup>
    </SectionForm>
  );
}

function ContactPersons({
  texts,
  profile,
  reload,
  documentTexts,
  lang,
}: SectionProps & { documentTexts: DocumentUploaderTexts; lang: Language }) {
  const p = texts.profile;
  const [editing, setEditing] = useState<ContactPersonData | 'new' | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);
  const people = [...(profile.ContactPersons ?? [])].sort((a, b) =>
    a.IsDefaultYN === b.IsDefaultYN ? 0 : a.IsDefaultYN === 'Y' ? -1 : 1,
  );
  const open = (target: ContactPersonData | 'new', button: HTMLElement) => {
    opener.current = button;
    setEditing(target);
  };
  const close = () => {
    setEditing(undefined);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <section
      className="card edit-section"
      id="contact-persons"
      aria-labelledby="contact-persons-title"
      data-section="contact-persons"
    >
      <h2 id="contact-persons-title">{p.sections.contactPersons}</h2>
      {people.length === 0 ? (
        <p className="muted">{p.noContactPersons}</p>
      ) : (
        <ul className="contact-list">
          {people.map((cp) => (
            <li key={cp.ContactPersonId} className="contact-item" data-contact-person={cp.ContactPersonId}>
              <div>
                <p className="contact-name" id={`contact-${cp.ContactPersonId}-name`}>
                  {cp.FullName}
                  {cp.IsDefaultYN === 'Y' && <span className="default-badge">{p.defaultContact}</span>}
                </p>
                <p className="muted">
                  {cp.Designation} · {cp.ContactNo} · {cp.Email}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-small"
                aria-describedby={`contact-${cp.ContactPersonId}-name`}
                onClick={(e) => open(cp, e.currentTarget)}
              >
                {p.editContactPerson}
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <>
          <ContactPersonForm
            key={editing === 'new' ? 'new' : editing.ContactPersonId}
            texts={texts}
            person={editing === 'new' ? undefined : editing}
            onDone={async (saved) => {
              if (saved) await reload();
              close();
            }}
          />
          {editing !== 'new' && (
            // Spec §3: a contact person's identity document, titled ID Front and ID Back.
            <DocumentUploader
              texts={documentTexts}
              lang={lang}
              objectType="ContactPerson"
              objectId={editing.ContactPersonId}
              titles={['ID Front', 'ID Back']}
              mode="slots"
              heading={p.contactIdDocuments}
              headingLevel={3}
            />
          )}
        </>
      ) : (
        <p>
          <button type="button" className="btn" onClick={(e) => open('new', e.currentTarget)}>
            {p.addContactPerson}
          </button>
        </p>
      )}
    </section>
  );
}

function ContactPersonForm({
  texts,
  person,
  onDone,
}: {
  texts: ProfileEditorTexts;
  person: ContactPersonData | undefined;
  onDone: (saved: boolean) => Promise<void>;
}) {
  const p = texts.profile;
  const f = p.fields;
  const s = useSection({
    texts,
    label: p.sections.contactPersons,
    initial: { IdType: 'NRIC', IsDefaultYN: 'N', ...flatten(person) },
    names: (v) => [
      'FullName',
      'Designation',
      'IdType',
      ...(v.IdType === 'Passport' ? ['PassportNo'] : ['NRIC']),
      'ContactNo',
      'Email',
      'IsDefaultYN',
    ],
    schema: contactPersonSchema,
    send: (body) =>
      person
        ? save(
            '/api/customers/company/contact-persons/update',
            { ContactPersonId: person.ContactPersonId, ...body },
            texts.updateProfileDetailsFailed,
          )
        : save('/api/customers/company/contact-persons/add', body, texts.updateProfileDetailsFailed),
    onSaved: () => onDone(true),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const common = { form: 'contact', onChange: s.set };
  const title = person ? p.editContactPerson : p.addContactPerson;
  return (
    <div className="contact-form">
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <form
        ref={s.formRef}
        noValidate
        onSubmit={(e) => void s.onSubmit(e)}
        aria-busy={s.saving}
        aria-label={title}
      >
        {Object.keys(s.errors).length > 0 && (
          <div className="form-summary" role="alert">
            <p>{p.fixErrors}</p>
          </div>
        )}
        <div className="field-grid">
          <TextField
            {...common}
            name="FullName"
            label={f.FullName}
            value={s.values.FullName ?? ''}
            error={s.errors.FullName}
            maxLength={150}
          />
          <TextField
            {...common}
            name="Designation"
            label={f.Designation}
            value={s.values.Designation ?? ''}
            error={s.errors.Designation}
            maxLength={100}
          />
          <RadioField
            {...common}
            name="IdType"
            label={f.IdType}
            value={s.values.IdType ?? ''}
            error={s.errors.IdType}
            options={idTypeOptions(texts)}
          />
          {s.values.IdType === 'Passport' ? (
            <TextField
              {...common}
              name="PassportNo"
              label={f.PassportNo}
              value={s.values.PassportNo ?? ''}
              error={s.errors.PassportNo}
              maxLength={15}
            />
          ) : (
            <TextField
              {...common}
              name="NRIC"
              label={f.NRIC}
              value={s.values.NRIC ?? ''}
              error={s.errors.NRIC}
              maxLength={14}
            />
          )}
          <TextField
            {...common}
            name="ContactNo"
            type="tel"
            inputMode="tel"
            label={f.ContactNo}
            value={s.values.ContactNo ?? ''}
            error={s.errors.ContactNo}
            maxLength={20}
          />
          <TextField
            {...common}
            name="Email"
            type="email"
            inputMode="email"
            label={f.Email}
            value={s.values.Email ?? ''}
            error={s.errors.Email}
            maxLength={254}
          />
          <CheckboxField
            form="contact"
            name="IsDefaultYN"
            label={f.IsDefaultYN}
            checked={s.values.IsDefaultYN === 'Y'}
            onChange={(name, checked) => s.set(name, checked ? 'Y' : 'N')}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={s.saving} aria-busy={s.saving}>
            <span className="spinner" aria-hidden="true" />
            {s.saving ? p.saving : p.save}
          </button>
          <button type="button" className="btn" onClick={() => void onDone(false)}>
            {p.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
