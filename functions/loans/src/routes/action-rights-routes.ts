import { actionRightsSchema, lendingActions, staffRoles } from '@ezc/domain';
import { actorOf, contextApp, defineRoute, platform, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { loansPorts } from '../ports';
import { findActionRights } from '../use-cases/action-rights/find-action-rights';
import { updateActionRights } from '../use-cases/action-rights/update-action-rights';
import { lazyJsonBody, lazyJsonResponse } from './route-parts';

const tags = ['Users and roles'];
const ports = () => loansPorts(platform());
const admin = signedIn({ kinds: ['staff'], roles: ['Admin'] });

const rights = actionRightsSchema.meta({
  id: 'ActionRights',
  description: 'Every lending action with the staff roles that may do it',
});

const find = defineRoute({
  method: 'post',
  path: '/settings/action-rights/find',
  summary: 'Which staff roles may do each lending action (approve, stamp, manage products...)',
  tags,
  access: admin,
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            Rights: rights,
            IsDefault: z.boolean().meta({ description: 'Whether no Admin has changed the defaults yet' }),
            Actions: z.array(z.enum(lendingActions)),
            Roles: z.array(z.enum(staffRoles)),
          }),
        }),
      'The grant in force, with the actions and roles it may name',
    ),
  },
});
const update = defineRoute({
  method: 'post',
  path: '/settings/action-rights/update',
  summary: 'Set which staff roles may do each lending action (every action, each with its roles); audited',
  tags,
  access: admin,
  request: { body: lazyJsonBody(() => z.object({ Rights: rights })) },
  responses: {
    200: lazyJsonResponse(() => z.object({ Data: z.object({ Rights: rights }) }), 'The grant saved'),
  },
});

export const actionRightsRoutes = contextApp()
  .openapi(find, async (c) => c.json({ Data: await findActionRights(ports()) }, 200))
  .openapi(update, async (c) =>
    c.json(
      { Data: await updateActionRights(ports(), { rights: c.req.valid('json').Rights, actor: actorOf(c) }) },
      200,
    ),
  );
