import { codeField, optionalText, packageInputSchema, recordStatuses } from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { addPackage } from '../use-cases/packages/add-package';
import { deletePackage } from '../use-cases/packages/delete-package';
import { findPackage } from '../use-cases/packages/find-package';
import { listPackages } from '../use-cases/packages/list-packages';
import { updatePackage } from '../use-cases/packages/update-package';
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

const tags = ['Packages'];

/** spec §6: Admin and Finance Team see Settings > package. */
const readers = signedIn({ kinds: ['staff'], roles: ['Admin', 'Finance Team'] });
/** Staff, then the action right 'Manage Packages'. */
const managed = managedBy('Manage Packages');

const packageAnswer = once(() =>
  z
    .object({
      PackageCode: z.string(),
      Name: z.string(),
      CompanyCode: z.string(),
      PartnerCode: z.string().meta({ description: 'Empty when the package names no partner' }),
      PartnerName: z.string(),
      Status: z.enum(recordStatuses),
      CreatedAt: z.string(),
      UpdatedAt: z.string(),
    })
    .meta({
      id: 'Package',
      description: "A package of products for a partner company, with the partner's name",
    }),
);
const codeBody = once(() => z.object({ PackageCode: codeField() }));

const findAll = defineRoute({
  method: 'post',
  path: '/packages/find-all',
  summary: "Packages by code; Search filters ('All' or nothing = no filter; names and codes match in part)",
  tags,
  access: readers,
  ...setupListing(
    'Manage Packages',
    'packages',
    () =>
      z
        .object({
          Name: optionalText(100),
          PackageCode: optionalText(40),
          CompanyCode: optionalText(40),
          Status: z.enum([...recordStatuses, 'All']).optional(),
        })
        .default({}),
    packageAnswer,
  ),
});
const add = defineRoute({
  method: 'post',
  path: '/packages/add',
  summary: 'Add a package (the partner it names must exist)',
  ...managed,
  tags,
  request: { body: jsonBody(packageInputSchema) },
  responses: {
    201: lazyJsonResponse(
      () => z.object({ Data: packageAnswer(), message }),
      "The package; message 'Successfully create package.'",
    ),
  },
});
const findOne = defineRoute({
  method: 'post',
  path: '/packages/find-one',
  summary: 'A package',
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => codeBody()) },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: packageAnswer() }), 'The package') },
});
const update = defineRoute({
  method: 'post',
  path: '/packages/update',
  summary: 'Change the package the PackageCode names',
  ...managed,
  tags,
  request: { body: jsonBody(packageInputSchema) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: packageAnswer(), message }),
      "The package; message 'Successfully edit package.'",
    ),
  },
});
const remove = defineRoute({
  method: 'post',
  path: '/packages/delete',
  summary: 'Delete a package (409 while a product belongs to it)',
  ...managed,
  tags,
  request: { body: lazyJsonBody(() => codeBody()) },
  responses: { 200: lazyJsonResponse(() => z.object({ message }), "'Successfully delete package.'") },
});

export const packageRoutes = contextApp()
  .openapi(findAll, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    const principal = c.get('principal')!;
    return c.json(await listPackages(ports(), { Rows, Page, principal, search: Search }), 200);
  })
  .openapi(add, async (c) => {
    const saved = await addPackage(ports(), { ...who(c), package: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Successfully create package.' }, 201);
  })
  .openapi(findOne, async (c) =>
    c.json({ Data: await findPackage(ports(), { code: c.req.valid('json').PackageCode }) }, 200),
  )
  .openapi(update, async (c) => {
    const saved = await updatePackage(ports(), { ...who(c), package: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Successfully edit package.' }, 200);
  })
  .openapi(remove, async (c) => {
    await deletePackage(ports(), { ...who(c), code: c.req.valid('json').PackageCode });
    return c.json({ message: 'Successfully delete package.' }, 200);
  });
