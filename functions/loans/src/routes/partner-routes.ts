import { codeField, optionalText, partnerInputSchema, recordStatuses } from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { addPartner } from '../use-cases/partners/add-partner';
import { deletePartner } from '../use-cases/partners/delete-partner';
import { findPartner } from '../use-cases/partners/find-partner';
import { listPartners } from '../use-cases/partners/list-partners';
import { updatePartner } from '../use-cases/partners/update-partner';
import {
  lazyJsonBody,
  lazyJsonResponse,
  managedBy,
  message,
  once,
  ports,
  setupListing,
  who,
} from './route-parts';

const tags = ['Partners'];

/** spec §6: the privilege 'Partner - List' (and Admins). */
const readers = signedIn({ kinds: ['staff'], roles: ['Admin'], privileges: ['Partner - List'] });
/** Staff, then the action right 'Manage Partners'. */
const managed = managedBy('Manage Partners');

const partnerAnswer = once(() =>
  z
    .object({
      PartnerCode: z.string(),
      Name: z.string(),
      AccountCode: z.string(),
      CompanyCode: z.string().meta({ description: 'Empty when none is set' }),
      Status: z.enum(recordStatuses),
      CreatedAt: z.string(),
      UpdatedAt: z.string(),
    })
    .meta({ id: 'Partner', description: 'A partner company' }),
);
const codeBody = once(() => z.object({ PartnerCode: codeField() }));

const findAll = defineRoute({
  method: 'post',
  path: '/partners/find-all',
  summary: "Partners by code; Search filters ('All' or nothing = no filter; names and codes match in part)",
  tags,
  access: readers,
  ...setupListing(
    'Manage Partners',
    'partners',
    () =>
      z
        .object({
          Name: optionalText(100),
          PartnerCode: optionalText(40),
          AccountCode: optionalText(40),
          Status: z.enum([...recordStatuses, 'All']).optional(),
        })
        .default({}),
    partnerAnswer,
  ),
});
const add = defineRoute({
  method: 'post',
  path: '/partners/add',
  summary: 'Add a partner company',
  ...managed,
  tags,
  request: { body: jsonBody(partnerInputSchema) },
  responses: {
    201: lazyJsonResponse(
      () => z.object({ Data: partnerAnswer(), message }),
      "The partner; message 'Partner created.'",
    ),
  },
});
const findOne = defineRoute({
  method: 'post',
  path: '/partners/find-one',
  summary: 'A partner',
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => codeBody()) },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: partnerAnswer() }), 'The partner') },
});
const update = defineRoute({
  method: 'post',
  path: '/partners/update',
  summary: 'Change the partner the PartnerCode names',
  ...managed,
  tags,
  request: { body: jsonBody(partnerInputSchema) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: partnerAnswer(), message }),
      "The partner; message 'Partner updated.'",
    ),
  },
});
const remove = defineRoute({
  method: 'post',
  path: '/partners/delete',
  summary: 'Delete a partner (409 while a package names it)',
  ...managed,
  tags,
  request: { body: lazyJsonBody(() => codeBody()) },
  responses: { 200: lazyJsonResponse(() => z.object({ message }), "'Partner deleted.'") },
});

export const partnerRoutes = contextApp()
  .openapi(findAll, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    const principal = c.get('principal')!;
    return c.json(await listPartners(ports(), { Rows, Page, principal, search: Search }), 200);
  })
  .openapi(add, async (c) => {
    const saved = await addPartner(ports(), { ...who(c), partner: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Partner created.' }, 201);
  })
  .openapi(findOne, async (c) =>
    c.json({ Data: await findPartner(ports(), { code: c.req.valid('json').PartnerCode }) }, 200),
  )
  .openapi(update, async (c) => {
    const saved = await updatePartner(ports(), { ...who(c), partner: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Partner updated.' }, 200);
  })
  .openapi(remove, async (c) => {
    await deletePartner(ports(), { ...who(c), code: c.req.valid('json').PartnerCode });
    return c.json({ message: 'Partner deleted.' }, 200);
  });
