import {
  listItemSchema,
  listNames,
  requiredCompanyDocuments,
  requiredIndividualDocuments,
} from '@ezc/domain';
import { commonListSeed } from '@ezc/domain/reference/common-lists';
import { type Actor, HttpProblem, type Platform, type Principal, upkeepNotNeeded } from '@ezc/platform';
import { samplePdf, samplePng } from '@ezc/platform/uploads/sample-files';
import { commonListEntity } from './common-lists-repository';
import { customerIndexes } from './customers/customer';
import type { UploadFields } from './media/upload-target';
import { type CustomersPorts, customersPorts } from './ports';
import { completeOnboarding } from './use-cases/complete-onboarding';
import { DOCUMENT_READ_COUNTS } from './use-cases/count-document-reads';
import { CUSTOMERS_LISTED_APART } from './use-cases/index-customer-lists';
import { EKYCS_LISTED_APART } from './use-cases/index-ekyc-lists';
import { openCustomerRecord } from './use-cases/open-customer-record';
import { performEkyc } from './use-cases/perform-ekyc';
import { saveBank } from './use-cases/save-bank';
import { saveCompany } from './use-cases/save-company';
import { saveContactPerson } from './use-cases/save-contact-person';
import { saveEmployment } from './use-cases/save-employment';
import { savePersonalInfo } from './use-cases/save-personal-info';
import { sendSmsOtp } from './use-cases/send-sms-otp';
import { uploadEkycDocuments } from './use-cases/upload-ekyc-documents';
import { uploadMedia } from './use-cases/upload-media';

const system: Actor = { id: 'system', kind: 'system', name: 'Demo data' };
const seeder: Principal = { id: 'system', kind: 'service', sessionId: 'seed', roles: [], privileges: [] };

/** The contract's demo borrowers (their accounts are identity's demo accounts, same ids). */
export const DEMO_BORROWER = {
  AccountId: 'ACC-0001',
  CustomerId: 'CUST-000001',
  Email: 'borrower@demo.test',
  FullName: 'Ahmad bin Ismail',
  /** The mobile number eKYC codes go to. */
  ContactNo: '+60123456789',
} as const;
export const DEMO_COMPANY = {
  AccountId: 'ACC-0002',
  CustomerId: 'CUST-000002',
  Email: 'company@demo.test',
  FullName: 'Syarikat Maju Jaya Sdn. Bhd.',
} as const;

const kualaLumpur = {
  AddressLine1: 'No. 12, Jalan Ampang',
  AddressLine2: 'Taman U-Thant',
  Postcode: '50450',
  City: 'Kuala Lumpur',
  State: 'W_P_KUALA_LUMPUR',
  Country: 'MY',
};

/** A demo borrower acting on their own record, as their session would. */
const borrowerPrincipal = (who: { AccountId: string; CustomerId: string; FullName: string }): Principal => ({
  id: who.AccountId,
  kind: 'customer',
  sessionId: 'seed',
  name: who.FullName,
  roles: ['Borrower'],
  privileges: [],
  customerId: who.CustomerId,
});
const actorFor = (p: Principal): Actor => ({ id: p.id, kind: 'customer', name: p.name ?? '' });

/** Uploads small, real files (a PNG for images, a PDF for documents) under `titles`. */
async function uploadDocuments(deps: CustomersPorts, owner: Principal, titles: readonly string[]) {
  const uploaded: Record<string, string> = {};
  for (const title of titles) {
    const image = ['Photo', 'NRIC Front', 'NRIC Back', 'eKYC Front', 'eKYC Back'].includes(title);
    const fields: UploadFields = {
      ObjectId: owner.customerId!,
      ObjectType: 'Customer',
      Title: title,
      FileName: `${title}.${image ? 'png' : 'pdf'}`,
    };
    const file = image ? samplePng(`Demo ${title}`) : samplePdf(`Demo ${title}`);
    const media = await uploadMedia(deps, { principal: owner, fields, file }, actorFor(owner));
    uploaded[title] = media.MediaId;
  }
  return uploaded;
}

/**
 * The demo borrower's eKYC, through its own steps: the identity document's two sides, a code sent
 * to the demo phone (the seed keeps the text instead of sending it), and the local identity
 * provider's verdict.
 */
async function seedEkyc(deps: CustomersPorts, owner: Principal) {
  const images = await uploadDocuments(deps, owner, ['eKYC Front', 'eKYC Back']);
  const actor = actorFor(owner);
  await uploadEkycDocuments(deps, {
    principal: owner,
    actor,
    frontMediaId: images['eKYC Front']!,
    backMediaId: images['eKYC Back']!,
  });
  let text = '';
  await sendSmsOtp(
    {
      ...deps,
      sms: {
        send: async (sms) => {
          text = sms.body;
        },
      },
    },
    { principal: owner, actor, lang: 'en' },
  );
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error('The demo eKYC code was not found in its message');
  try {
    await performEkyc(deps, { principal: owner, actor, code });
  } catch (e) {
    // Where no identity provider is connected (the AWS stage run locally), the demo eKYC stops
    // before the verdict: nobody is shown as verified without one.
    if (!(e instanceof HttpProblem && e.code === 'EKYC.PROVIDER_UNAVAILABLE')) throw e;
  }
}

/** The common lists (nationality, bank, state…), in English and Malay. Writes only the lists that are absent. */
async function seedLists(p: Platform): Promise<void> {
  const now = p.clock.now().toISOString();
  for (const name of listNames) {
    const stored = await p.table.get(commonListEntity.key(name));
    // Lists stored before they carried Malay labels are written again.
    if (stored && listItemSchema.array().safeParse(stored.Items).success) continue;
    await p.table.put(commonListEntity.toItem({ ListName: name, Items: commonListSeed[name] }, 1, now));
  }
}

/**
 * The demo borrowers' records, made by the same use cases a borrower's own onboarding runs: the
 * individual with personal details, address, bank, employment, the required documents and eKYC
 * done; the company with its details, a default contact person, its bank and its documents. Each
 * is written once, when absent.
 */
async function seedBorrowers(p: Platform): Promise<void> {
  const deps = customersPorts(p);
  const as = { principal: seeder, actor: system };
  if (!(await deps.customers.load(DEMO_BORROWER.CustomerId))) {
    const customerId = DEMO_BORROWER.CustomerId;
    await openCustomerRecord(
      deps,
      { ...DEMO_BORROWER, AccountType: 'individual', MemberType: 'Premium Member' },
      system,
    );
    await savePersonalInfo(deps, {
      ...as,
      customerId,
      info: {
        FullName: DEMO_BORROWER.FullName,
        IdType: 'NRIC',
        NRIC: '900101-14-5677',
        Nationality: 'MALAYSIAN',
        MaritalStatus: 'Married',
        Ethnicity: 'Malay',
        BumiputeraYN: 'Y',
        ContactNo: DEMO_BORROWER.ContactNo,
        Address: kualaLumpur,
      },
    });
    await saveBank(deps, {
      ...as,
      customerId,
      bank: {
        BankCode: 'MAYBANK',
        AccountNo: '514012345678',
        AccountType: 'SAVINGS',
        Branch: 'Jalan Tun Perak',
      },
    });
    await saveEmployment(deps, {
      ...as,
      customerId,
      employment: {
        EmploymentType: 'Employed',
        EmploymentTerm: 'Permanent',
        NatureOfBusiness: 'INFORMATION_TECHNOLOGY',
        Designation: 'Senior Engineer',
        CompanyName: 'Teknologi Maju Sdn. Bhd.',
        CompanyAddress: {
          ...kualaLumpur,
          AddressLine1: 'Menara Maju, Jalan Sultan Ismail',
          AddressLine2: undefined,
        },
      },
    });
    const owner = borrowerPrincipal(DEMO_BORROWER);
    await uploadDocuments(deps, owner, requiredIndividualDocuments);
    await completeOnboarding(deps, { ...as, customerId });
    await seedEkyc(deps, owner);
  }
  if (!(await deps.customers.load(DEMO_COMPANY.CustomerId))) {
    const customerId = DEMO_COMPANY.CustomerId;
    await openCustomerRecord(
      deps,
      { ...DEMO_COMPANY, AccountType: 'corporate', MemberType: 'Company' },
      system,
    );
    await saveCompany(deps, {
      ...as,
      customerId,
      company: {
        CompanyName: DEMO_COMPANY.FullName,
        RegistrationNo: '201901012345',
        IncorporationCountry: 'MY',
        NatureOfBusiness: 'RETAIL_AND_WHOLESALE',
        BusinessAddress: {
          ...kualaLumpur,
          AddressLine1: 'Lot 3-1, Jalan Raja Chulan',
          AddressLine2: undefined,
        },
        OfficeNo: '+60321234567',
        FaxNo: undefined,
      },
    });
    await saveContactPerson(deps, {
      ...as,
      customerId,
      person: {
        FullName: 'Tan Mei Ling',
        Designation: 'Finance Director',
        IdType: 'NRIC',
        NRIC: '850315-10-5432',
        ContactNo: '+60129876543',
        Email: 'meiling.tan@majujaya.test',
        IsDefaultYN: 'Y',
      },
    });
    await saveBank(deps, {
      ...as,
      customerId,
      bank: { BankCode: 'PUBLIC_BANK', AccountNo: '3123456789', AccountType: 'CURRENT' },
    });
    const owner = borrowerPrincipal(DEMO_COMPANY);
    await uploadDocuments(deps, owner, requiredCompanyDocuments);
    await completeOnboarding(deps, { ...as, customerId });
  }
}

/**
 * Verifies a demo borrower's identity through the eKYC steps, unless already done. The lending
 * demo asks it for the company, whose representative signs its agreements (signing needs a
 * verified borrower); without the lending demo the company is left to verify itself.
 */
export async function verifyDemoBorrower(p: Platform, customerId: string): Promise<void> {
  const who = [DEMO_BORROWER, DEMO_COMPANY].find((b) => b.CustomerId === customerId);
  if (!who) throw new Error(`${customerId} is not a demo borrower`);
  const deps = customersPorts(p);
  const owner = borrowerPrincipal(who);
  const { value } = await deps.ekyc.ofOwner({ ObjectType: 'Customer', ObjectId: customerId });
  if (value.Status !== 'Completed') await seedEkyc(deps, owner);
}

/** The customers context's demo data: the common lists, then the demo borrowers' records. */
export async function seed(p: Platform): Promise<void> {
  // A new store counts every document read as it is made: nothing kept from before to count.
  await upkeepNotNeeded(p, DOCUMENT_READ_COUNTS);
  // A store with no customer yet lists every one apart from its first save.
  if ((await p.table.queryFirst(customerIndexes.all, 1)).length === 0) {
    await upkeepNotNeeded(p, CUSTOMERS_LISTED_APART);
    await upkeepNotNeeded(p, EKYCS_LISTED_APART);
  }
  await seedLists(p);
  await seedBorrowers(p);
}
