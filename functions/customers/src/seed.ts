import { commonListSeed, listItemSchema, listNames } from '@ezc/domain';
import type { Actor, Platform, Principal } from '@ezc/platform';
import { commonListEntity } from './common-lists-repository';
import { customersPorts } from './ports';
import { completeOnboarding } from './use-cases/complete-onboarding';
import { openCustomerRecord } from './use-cases/open-customer-record';
import { saveBank } from './use-cases/save-bank';
import { saveCompany } from './use-cases/save-company';
import { saveContactPerson } from './use-cases/save-contact-person';
import { saveEmployment } from './use-cases/save-employment';
import { savePersonalInfo } from './use-cases/save-personal-info';

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
 * individual with personal details, address, bank and employment; the company with its details,
 * a default contact person and its bank. Each is written once, when absent.
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
    await completeOnboarding(deps, { ...as, customerId });
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
    await completeOnboarding(deps, { ...as, customerId });
  }
}

/** The customers context's demo data: the common lists, then the demo borrowers' records. */
export async function seed(p: Platform): Promise<void> {
  await seedLists(p);
  await seedBorrowers(p);
}
