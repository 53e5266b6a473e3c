import {
  addressSchema,
  bankSchema,
  companyInfoSchema,
  contactPersonSchema,
  employmentSchema,
  MAX_ROWS,
  memberTypes,
  pagingSchema,
  personalInfoSchema,
} from '@ezc/domain';
import type { AppEnv } from '@ezc/platform';
import { actorOf, contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import type { Context } from 'hono';
import * as z from 'zod';
import { CUSTOMER_EDITORS, CUSTOMER_READERS, customerNotFound } from '../customers/customer-access';
import { profileView } from '../customers/profile-view';
import { customersPorts } from '../ports';
import { completeOnboarding } from '../use-cases/complete-onboarding';
import { findProfile } from '../use-cases/find-profile';
import { saveBank } from '../use-cases/save-bank';
import { saveCompany } from '../use-cases/save-company';
import { listContactPersons, saveContactPerson } from '../use-cases/save-contact-person';
import { saveEmployment } from '../use-cases/save-employment';
import { saveAddress, savePersonalInfo } from '../use-cases/save-personal-info';
import { customerActivities, listCustomers, updateMemberType } from '../use-cases/staff-customers';
import {
  activitySchema,
  companyAnswer,
  contactPersonAnswer,
  customerRowSchema,
  profileSchema,
} from './profile-schemas';

const tags = ['Customer (CRM) service'];
const ports = () => customersPorts(platform());

/** A borrower's own record, or staff who read customer records. */
const ownOrReader = signedIn({ kinds: ['customer', 'staff'], roles: ['Borrower', ...CUSTOMER_READERS] });
/** A borrower's own record, or staff who may correct it on their behalf. */
const ownOrEditor = signedIn({ kinds: ['customer', 'staff'], roles: ['Borrower', ...CUSTOMER_EDITORS] });
const readers = signedIn({ kinds: ['staff'], roles: [...CUSTOMER_READERS] });
const editors = signedIn({ kinds: ['staff'], roles: [...CUSTOMER_EDITORS] });

/** Staff name the record; a borrower's own is taken from their session (naming another's is a 404). */
const customerId = z.string().min(1).max(60).optional();
const withCustomer = <S extends z.ZodType>(schema: S) => z.object({ CustomerId: customerId }).and(schema);
const partId = z.string().min(1).max(60);
const profileAnswer = jsonResponse(z.object({ Data: profileSchema }), 'The customer record');
const who = (c: Context<AppEnv>) => ({ principal: c.get('principal')!, actor: actorOf(c) });

const findOne = defineRoute({
  method: 'post',
  path: '/customer/profile/find-one',
  summary: "A customer record: the borrower's own, or the one staff name",
  tags,
  access: ownOrReader,
  request: { body: jsonBody(z.object({ CustomerId: customerId })) },
  responses: { 200: profileAnswer },
});
const updateProfile = defineRoute({
  method: 'post',
  path: '/customer/profile/update',
  summary: 'Personal details and residential address (onboarding step 2 for individuals)',
  description:
    'Date of birth and gender are read from the NRIC; with a passport they are given. At step 2 this moves onboarding to step 3.',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(personalInfoSchema)) },
  responses: { 200: profileAnswer },
});
const addAddress = defineRoute({
  method: 'post',
  path: '/customer/addresses/add',
  summary: 'Add the residential address',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(addressSchema)) },
  responses: { 200: profileAnswer },
});
const updateAddress = defineRoute({
  method: 'post',
  path: '/customer/addresses/update',
  summary: 'Update the residential address',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(addressSchema).and(z.object({ AddressId: partId }))) },
  responses: { 200: profileAnswer },
});
const addEmployment = defineRoute({
  method: 'post',
  path: '/customer/employments/add',
  summary: "Add employment details (onboarding step 3 for individuals; PreviousOccupation '-')",
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(employmentSchema)) },
  responses: { 200: profileAnswer },
});
const updateEmployment = defineRoute({
  method: 'post',
  path: '/customer/employments/update',
  summary: 'Update employment details',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(employmentSchema).and(z.object({ EmploymentId: partId }))) },
  responses: { 200: profileAnswer },
});
const addBank = defineRoute({
  method: 'post',
  path: '/customer/banks/add',
  summary: 'Add the bank account for disbursement (onboarding step 3 for companies)',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(bankSchema)) },
  responses: { 200: profileAnswer },
});
const updateBank = defineRoute({
  method: 'post',
  path: '/customer/banks/update',
  summary: 'Update the bank account',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(bankSchema).and(z.object({ BankId: partId }))) },
  responses: { 200: profileAnswer },
});
const findCompany = defineRoute({
  method: 'post',
  path: '/customer/company/find-one',
  summary: "A company borrower's details",
  tags,
  access: ownOrReader,
  request: { body: jsonBody(z.object({ CustomerId: customerId })) },
  responses: { 200: jsonResponse(z.object({ Data: companyAnswer }), 'The company') },
});
const updateCompany = defineRoute({
  method: 'post',
  path: '/customer/company/update',
  summary: "A company borrower's details (onboarding step 2 for companies, with the contact person)",
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(companyInfoSchema)) },
  responses: { 200: profileAnswer },
});
const addContactPerson = defineRoute({
  method: 'post',
  path: '/customers/company/contact-persons/add',
  summary: "Add a company's contact person; the default one ('Y') completes onboarding step 2",
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(withCustomer(contactPersonSchema)) },
  responses: { 200: contactPersonAnswer },
});
const updateContactPerson = defineRoute({
  method: 'post',
  path: '/customers/company/contact-persons/update',
  summary: "Update a company's contact person",
  tags,
  access: ownOrEditor,
  request: {
    body: jsonBody(withCustomer(contactPersonSchema).and(z.object({ ContactPersonId: partId }))),
  },
  responses: { 200: contactPersonAnswer },
});
const findContactPersons = defineRoute({
  method: 'post',
  path: '/customers/company/contact-persons/find-all',
  summary: "A company's contact persons, the default only with IsDefaultYN 'Y'",
  tags,
  access: ownOrReader,
  request: {
    body: jsonBody(
      z.object({
        Search: z
          .object({ CustomerId: customerId, IsDefaultYN: z.enum(['Y', 'N', 'All']).optional() })
          .default({}),
      }),
    ),
  },
  responses: {
    200: jsonResponse(
      z.object({
        Data: z.array(contactPersonAnswer.content['application/json'].schema.shape.Data),
        Count: z.number(),
      }),
      'Contact persons',
    ),
  },
});
const complete = defineRoute({
  method: 'post',
  path: '/customer/onboarding/complete',
  summary: 'Finish onboarding (step 4 to 5); missing documents stay on the checklist',
  tags,
  access: ownOrEditor,
  request: { body: jsonBody(z.object({ CustomerId: customerId })) },
  responses: { 200: profileAnswer },
});
const staffFindAll = defineRoute({
  method: 'post',
  path: '/customer/customers/find-all',
  summary: 'Customers for staff, searched by name, IC number or e-mail',
  tags,
  access: readers,
  request: {
    query: pagingSchema().extend({
      Search: z.string().max(100).optional(),
      MemberType: z.enum([...memberTypes, 'All']).optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ Data: z.array(customerRowSchema), Count: z.number() }), 'Customers'),
  },
});
const staffFindOne = defineRoute({
  method: 'post',
  path: '/customer/customers/find-one',
  summary: 'One customer record, for staff',
  tags,
  access: readers,
  request: { body: jsonBody(z.object({ CustomerId: z.string().min(1).max(60) })) },
  responses: { 200: profileAnswer },
});
const staffUpdate = defineRoute({
  method: 'post',
  path: '/customer/customers/update',
  summary: "Change an individual customer's member type",
  tags,
  access: editors,
  request: {
    body: jsonBody(
      z.object({
        CustomerId: z.string().min(1).max(60),
        MemberType: z.enum(['Premium Member', 'Online Member', 'Non-Member']),
      }),
    ),
  },
  responses: { 200: profileAnswer },
});
const staffActivities = defineRoute({
  method: 'post',
  path: '/customer/customers/get-activities',
  summary: 'Every change to a customer record: who, when, from which IP, what changed',
  description:
    'Newest first, with `Count` of all of it; with `Rows` (and `Page`, 1 unless given) one page of it, the whole history otherwise.',
  tags,
  access: readers,
  request: {
    body: jsonBody(
      z.object({
        CustomerId: z.string().min(1).max(60),
        Rows: z.coerce.number().int().min(1).max(MAX_ROWS).optional(),
        Page: z.coerce.number().int().min(1).optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(z.object({ Data: z.array(activitySchema), Count: z.number() }), 'Activity history'),
  },
});

export const profileRoutes = contextApp()
  .openapi(findOne, async (c) => {
    const { CustomerId } = c.req.valid('json');
    return c.json(
      { Data: await findProfile(ports(), { principal: c.get('principal')!, customerId: CustomerId }) },
      200,
    );
  })
  .openapi(updateProfile, async (c) => {
    const { CustomerId, ...info } = c.req.valid('json');
    const saved = await savePersonalInfo(ports(), { ...who(c), customerId: CustomerId, info });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(addAddress, async (c) => {
    const { CustomerId, ...address } = c.req.valid('json');
    return c.json(
      { Data: profileView(await saveAddress(ports(), { ...who(c), customerId: CustomerId, address })) },
      200,
    );
  })
  .openapi(updateAddress, async (c) => {
    const { CustomerId, AddressId, ...address } = c.req.valid('json');
    const saved = await saveAddress(ports(), {
      ...who(c),
      customerId: CustomerId,
      addressId: AddressId,
      address,
    });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(addEmployment, async (c) => {
    const { CustomerId, ...employment } = c.req.valid('json');
    const saved = await saveEmployment(ports(), { ...who(c), customerId: CustomerId, employment });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(updateEmployment, async (c) => {
    const { CustomerId, EmploymentId, ...employment } = c.req.valid('json');
    const saved = await saveEmployment(ports(), {
      ...who(c),
      customerId: CustomerId,
      employmentId: EmploymentId,
      employment,
    });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(addBank, async (c) => {
    const { CustomerId, ...bank } = c.req.valid('json');
    return c.json(
      { Data: profileView(await saveBank(ports(), { ...who(c), customerId: CustomerId, bank })) },
      200,
    );
  })
  .openapi(updateBank, async (c) => {
    const { CustomerId, BankId, ...bank } = c.req.valid('json');
    const saved = await saveBank(ports(), { ...who(c), customerId: CustomerId, bankId: BankId, bank });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(findCompany, async (c) => {
    const { CustomerId } = c.req.valid('json');
    const profile = await findProfile(ports(), { principal: c.get('principal')!, customerId: CustomerId });
    if (!profile.Company) throw customerNotFound();
    return c.json({ Data: { CustomerId: profile.CustomerId, ...profile.Company } }, 200);
  })
  .openapi(updateCompany, async (c) => {
    const { CustomerId, ...company } = c.req.valid('json');
    const saved = await saveCompany(ports(), { ...who(c), customerId: CustomerId, company });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(addContactPerson, async (c) => {
    const { CustomerId, ...person } = c.req.valid('json');
    const saved = await saveContactPerson(ports(), { ...who(c), customerId: CustomerId, person });
    return c.json({ Data: saved.person }, 200);
  })
  .openapi(updateContactPerson, async (c) => {
    const { CustomerId, ContactPersonId, ...person } = c.req.valid('json');
    const saved = await saveContactPerson(ports(), {
      ...who(c),
      customerId: CustomerId,
      contactPersonId: ContactPersonId,
      person,
    });
    return c.json({ Data: saved.person }, 200);
  })
  .openapi(findContactPersons, async (c) => {
    const { Search } = c.req.valid('json');
    const people = await listContactPersons(ports(), {
      principal: c.get('principal')!,
      customerId: Search.CustomerId,
      isDefault: Search.IsDefaultYN === 'All' ? undefined : Search.IsDefaultYN,
    });
    return c.json({ Data: people, Count: people.length }, 200);
  })
  .openapi(complete, async (c) => {
    const { CustomerId } = c.req.valid('json');
    return c.json(
      { Data: profileView(await completeOnboarding(ports(), { ...who(c), customerId: CustomerId })) },
      200,
    );
  })
  .openapi(staffFindAll, async (c) => {
    const q = c.req.valid('query');
    const memberType = q.MemberType === 'All' ? undefined : q.MemberType;
    return c.json(
      await listCustomers(ports(), { Rows: q.Rows, Page: q.Page, search: q.Search, memberType }),
      200,
    );
  })
  .openapi(staffFindOne, async (c) => {
    const { CustomerId } = c.req.valid('json');
    return c.json(
      { Data: await findProfile(ports(), { principal: c.get('principal')!, customerId: CustomerId }) },
      200,
    );
  })
  .openapi(staffUpdate, async (c) => {
    const { CustomerId, MemberType } = c.req.valid('json');
    const saved = await updateMemberType(ports(), {
      ...who(c),
      customerId: CustomerId,
      memberType: MemberType,
    });
    return c.json({ Data: profileView(saved) }, 200);
  })
  .openapi(staffActivities, async (c) => {
    const { CustomerId, Rows, Page } = c.req.valid('json');
    await findProfile(ports(), { principal: c.get('principal')!, customerId: CustomerId });
    return c.json(
      await customerActivities(ports(), CustomerId, Rows ? { Rows, Page: Page ?? 1 } : undefined),
      200,
    );
  });
