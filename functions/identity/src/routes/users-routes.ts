import { pagingSchema, privilegeSchema, staffRoleSchema } from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { identityPorts } from '../ports';
import { assignUserRoles } from '../use-cases/assign-user-roles';
import { getUser } from '../use-cases/get-user';
import { listRoles } from '../use-cases/list-roles';
import { listUsers } from '../use-cases/list-users';
import { getMfaSettings, updateMfaSettings } from '../use-cases/mfa-settings';
import { resetUserMfa } from '../use-cases/reset-user-mfa';
import { setUserStatus } from '../use-cases/set-user-status';
import { updateRolePrivileges } from '../use-cases/update-role-privileges';
import { actorOf } from './request-context';
import { roleSchema, userSchema } from './schemas';

const tags = ['Users and roles'];
/** Spec §7: the users lists are read with the single-sign-on bearer too. */
const staffOrSso = signedIn({ kinds: ['staff'], sso: true });
const adminOnly = signedIn({ kinds: ['staff'], roles: ['Admin'] });
const ports = () => identityPorts(platform());
const userAnswer = z.object({ Data: userSchema });
const mfaSettingsSchema = z
  .object({ Roles: z.array(staffRoleSchema), IsDefault: z.boolean() })
  .meta({ id: 'MfaSettings', description: 'The staff roles that must use two-step sign-in' });

const usersQuery = z
  .object({
    status: z.enum(['active', 'inactive', 'All']).default('active'),
    /** Only users holding this role (e.g. the attorney role id). */
    roleId: z.string().max(50).optional(),
    assigned: z.enum(['true', 'false']).optional(),
    search: z.string().max(100).optional(),
  })
  .extend(pagingSchema().shape);

const listUsersRoute = defineRoute({
  method: 'get',
  path: '/users',
  summary: 'Staff users, active by default; `roleId` lists only the users assigned that role',
  description:
    "Signed-in staff, with their access token (Bearer or the site's cookie) or with the single-sign-on bearer, the `sso_token` of `POST /sso/authorization` (spec §7).",
  tags,
  access: staffOrSso,
  request: { query: usersQuery },
  responses: { 200: jsonResponse(z.object({ Data: z.array(userSchema), Count: z.number() }), 'Users') },
});
const getUserRoute = defineRoute({
  method: 'get',
  path: '/users/{id}',
  summary: 'One staff user',
  description:
    'Signed-in staff, with their access token or with the single-sign-on bearer (`sso_token` of `POST /sso/authorization`).',
  tags,
  access: staffOrSso,
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse(userAnswer, 'The user') },
});
const findRoles = defineRoute({
  method: 'post',
  path: '/roles/find-all',
  summary: 'Roles with their privileges (User Role settings)',
  tags,
  access: adminOnly,
  responses: { 200: jsonResponse(z.object({ Data: z.array(roleSchema), Count: z.number() }), 'Roles') },
});
const updatePrivileges = defineRoute({
  method: 'post',
  path: '/roles/update-privileges',
  summary: "Set a role's privileges",
  tags,
  access: adminOnly,
  request: {
    body: jsonBody(z.object({ RoleId: z.string().min(1).max(50), Privileges: z.array(privilegeSchema) })),
  },
  responses: { 200: jsonResponse(z.object({ Data: roleSchema }), 'The role') },
});
const updateRoles = defineRoute({
  method: 'post',
  path: '/users/update-roles',
  summary: "Assign a staff user's roles (ends the user's sessions so the change applies at once)",
  tags,
  access: adminOnly,
  request: {
    body: jsonBody(z.object({ UserId: z.string().min(1).max(100), Roles: z.array(staffRoleSchema).min(1) })),
  },
  responses: { 200: jsonResponse(userAnswer, 'The user') },
});
const setStatus = defineRoute({
  method: 'post',
  path: '/users/set-status',
  summary: 'Activate or deactivate a staff user (deactivating ends their sessions)',
  tags,
  access: adminOnly,
  request: {
    body: jsonBody(z.object({ UserId: z.string().min(1).max(100), Status: z.enum(['Active', 'Inactive']) })),
  },
  responses: { 200: jsonResponse(userAnswer, 'The user') },
});
const resetMfa = defineRoute({
  method: 'post',
  path: '/users/reset-mfa',
  summary:
    "Clear a staff user's two-step sign-in (ends their sessions; they set it up again at next sign-in)",
  tags,
  access: adminOnly,
  request: { body: jsonBody(z.object({ UserId: z.string().min(1).max(100) })) },
  responses: { 200: jsonResponse(userAnswer, 'The user') },
});
const getMfa = defineRoute({
  method: 'get',
  path: '/settings/mfa',
  summary: 'The staff roles that must use two-step sign-in',
  tags,
  access: adminOnly,
  responses: { 200: jsonResponse(z.object({ Data: mfaSettingsSchema }), 'The setting') },
});
const updateMfa = defineRoute({
  method: 'post',
  path: '/settings/mfa',
  summary: 'Choose the staff roles that must use two-step sign-in (they set it up at their next sign-in)',
  tags,
  access: adminOnly,
  request: { body: jsonBody(z.object({ Roles: z.array(staffRoleSchema) })) },
  responses: { 200: jsonResponse(z.object({ Data: mfaSettingsSchema }), 'The setting') },
});

export const usersRoutes = contextApp()
  .openapi(listUsersRoute, async (c) => c.json(await listUsers(ports(), c.req.valid('query')), 200))
  .openapi(getUserRoute, async (c) =>
    c.json({ Data: await getUser(ports(), { userId: c.req.valid('param').id }) }, 200),
  )
  .openapi(findRoles, async (c) => {
    const roles = await listRoles(ports());
    return c.json({ Data: roles, Count: roles.length }, 200);
  })
  .openapi(updatePrivileges, async (c) => {
    const { RoleId, Privileges } = c.req.valid('json');
    return c.json(
      { Data: await updateRolePrivileges(ports(), { roleId: RoleId, privileges: Privileges }, actorOf(c)) },
      200,
    );
  })
  .openapi(updateRoles, async (c) => {
    const { UserId, Roles } = c.req.valid('json');
    return c.json(
      { Data: await assignUserRoles(ports(), { userId: UserId, roles: Roles }, actorOf(c)) },
      200,
    );
  })
  .openapi(setStatus, async (c) => {
    const { UserId, Status } = c.req.valid('json');
    return c.json(
      { Data: await setUserStatus(ports(), { userId: UserId, status: Status }, actorOf(c)) },
      200,
    );
  })
  .openapi(resetMfa, async (c) =>
    c.json({ Data: await resetUserMfa(ports(), { userId: c.req.valid('json').UserId }, actorOf(c)) }, 200),
  )
  .openapi(getMfa, async (c) => c.json({ Data: await getMfaSettings(ports()) }, 200))
  .openapi(updateMfa, async (c) =>
    c.json({ Data: await updateMfaSettings(ports(), { roles: c.req.valid('json').Roles }, actorOf(c)) }, 200),
  );
