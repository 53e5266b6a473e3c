import { codeField, optionalText, pagingSchema, partnerInputSchema, recordStatuses } from '@ezc/domain';
import type { AppEnv } from '@ezc/platform';
import { actorOf, contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import type { Context } from 'hono';
import * as z from 'zod';
import { loansPorts } from '../ports';
import { actionRight } from '../setup/action-right-guard';
import { addPartner } from '../use-cases/partners/add-partner';
import { deletePartner } from '../use-cases/partners/delete-partner';
import { findPartner } from '../use-cases/partners/find-partner';
import { listPartners } from '../use-cases/partners/list-partners';
import { updatePartner } from '../use-cases/partners/update-partner';

const tags = ['Partners'];
const ports = () => loansPorts(platform());
const who = (c: Context<AppEnv>) => ({ principal: c.var.principal!, actor: actorOf(c) });

/** spec §6: the privilege 'Partner - List' (and Admins). */
const readers = signedIn({ kinds: ['staff'], roles: ['Admin'], privileges: ['Partner - List'] });
/** Staff, then the action right 'Manage Partners' (checked before the input). */
const managers = signedIn({ kinds: ['staff'] });
const manage = actionRight('Manage Partners');
const managedBy =
  "Needs the action right 'Manage Partners' (by default: Admin; an Admin grants it to other roles).";

const partnerAnswer = z
  .object({
    PartnerCode: z.string(),
    Name: z.string(),
    AccountCode: z.string(),
    CompanyCode: z.string().meta({ description: 'Empty when none is set' }),
    Status: z.enum(recordStatuses),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Partner', description: 'A partner company' });
const codeBody = z.object({ PartnerCode: codeField() });
const message = z.string();

const findAll = defineRoute({
  method: 'post',
  path: '/partners/find-all',
  summary: "Partners by code; Search filters ('All' or nothing = no filter; names and codes match in part)",
  tags,
  access: readers,
  request: {
    body: jsonBody(
      pagingSchema().extend({
        Search: z
          .object({
            Name: optionalText(100),
            PartnerCode: optionalText(40),
            AccountCode: optionalText(40),
            Status: z.enum([...recordStatuses, 'All']).optional(),
          })
          .default({}),
      }),
    ),
  },
  responses: {
    200: jsonResponse(z.object({ Data: z.array(partnerAnswer), Count: z.number() }), 'One page of partners'),
  },
});
const add = defineRoute({
  method: 'post',
  path: '/partners/add',
  summary: 'Add a partner company',
  description: managedBy,
  tags,
  access: managers,
  middleware: manage,
  request: { body: jsonBody(partnerInputSchema) },
  responses: {
    201: jsonResponse(z.object({ Data: partnerAnswer, message }), "The partner; message 'Partner created.'"),
  },
});
const findOne = defineRoute({
  method: 'post',
  path: '/partners/find-one',
  summary: 'A partner',
  tags,
  access: readers,
  request: { body: jsonBody(codeBody) },
  responses: { 200: jsonResponse(z.object({ Data: partnerAnswer }), 'The partner') },
});
const update = defineRoute({
  method: 'post',
  path: '/partners/update',
  summary: 'Change the partner the PartnerCode names',
  description: managedBy,
  tags,
  access: managers,
  middleware: manage,
  request: { body: jsonBody(partnerInputSchema) },
  responses: {
    200: jsonResponse(z.object({ Data: partnerAnswer, message }), "The partner; message 'Partner updated.'"),
  },
});
const remove = defineRoute({
  method: 'post',
  path: '/partners/delete',
  summary: 'Delete a partner (409 while a package names it)',
  description: managedBy,
  tags,
  access: managers,
  middleware: manage,
  request: { body: jsonBody(codeBody) },
  responses: { 200: jsonResponse(z.object({ message }), "'Partner deleted.'") },
});

export const partnerRoutes = contextApp()
  .openapi(findAll, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    return c.json(await listPartners(ports(), { Rows, Page, search: Search }), 200);
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
