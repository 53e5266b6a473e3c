import {
  accountStatusMachine,
  DomainError,
  decide,
  notFound,
  paginate,
  pagingSchema,
  privilegeSchema,
  roleIds,
  staffRoleSchema,
} from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import { z } from '@hono/zod-openapi';
import { accountEntity, listAccounts, publicAccount } from '../accounts/account';
import { listRoles, roleEntity } from '../accounts/role';
import { revokeAllSessions } from '../sessions/session-service';

const tags = ['Users and roles'];
const staffOnly = signedIn({ kinds: ['staff'] });
const adminOnly = signedIn({ kinds: ['staff'], roles: ['Admin'] });
const dataList = z.object({ Data: z.array(z.record(z.string(), z.unknown())), Count: z.number() });

const usersQuery = z
  .object({
    status: z.enum(['active', 'inactive', 'All']).default('active'),
    /** Only users holding this role (e.g. the attorney role id). */
    roleId: z.string().max(50).optional(),
    assigned: z.enum(['true', 'false']).optional(),
    search: z.string().max(100).optional(),
  })
  .extend(pagingSchema().shape);

const listUsers = defineRoute({
  method: 'get',
  path: '/users',
  summary: 'Staff users, active by default; `roleId` lists only the users assigned that role',
  tags,
  access: staffOnly,
  request: { query: usersQuery },
  responses: { 200: jsonResponse(dataList, 'Users') },
});
const getUser = defineRoute({
  method: 'get',
  path: '/users/{id}',
  summary: 'One staff user',
  tags,
  access: staffOnly,
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse(z.object({ Data: z.record(z.string(), z.unknown()) }), 'The user') },
});
const findRoles = defineRoute({
  method: 'post',
  path: '/roles/find-all',
  summary: 'Roles with their privileges (User Role settings)',
  tags,
  access: adminOnly,
  responses: { 200: jsonResponse(dataList, 'Roles') },
});
const updatePrivileges = defineRoute({
  method: 'post',
  path: '/roles/update-privileges',
  summary: "Set a role's privileges",
  tags,
  access: adminOnly,
  request: { body: jsonBody(z.object({ RoleId: z.string().min(1), Privileges: z.array(privilegeSchema) })) },
  responses: { 200: jsonResponse(z.object({ Data: z.record(z.string(), z.unknown()) }), 'The role') },
});
const updateRoles = defineRoute({
  method: 'post',
  path: '/users/update-roles',
  summary: "Assign a staff user's roles (ends the user's sessions so the change applies at once)",
  tags,
  access: adminOnly,
  request: {
    body: jsonBody(z.object({ UserId: z.string().min(1), Roles: z.array(staffRoleSchema).min(1) })),
  },
  responses: { 200: jsonResponse(z.object({ Data: z.record(z.string(), z.unknown()) }), 'The user') },
});
const setStatus = defineRoute({
  method: 'post',
  path: '/users/set-status',
  summary: 'Activate or deactivate a staff user (deactivating ends their sessions)',
  tags,
  access: adminOnly,
  request: {
    body: jsonBody(z.object({ UserId: z.string().min(1), Status: z.enum(['Active', 'Inactive']) })),
  },
  responses: { 200: jsonResponse(z.object({ Data: z.record(z.string(), z.unknown()) }), 'The user') },
});

const roleNameById = (id: string) => Object.entries(roleIds).find(([, v]) => v === id)?.[0];
const userNotFound = () => notFound('USER.NOT_FOUND', 'User not found');

export const usersRoutes = contextApp()
  .openapi(listUsers, async (c) => {
    const q = c.req.valid('query');
    let users = await listAccounts(platform().table, 'staff');
    if (q.status !== 'All')
      users = users.filter((u) => u.Status === (q.status === 'active' ? 'Active' : 'Inactive'));
    if (q.roleId) {
      const role = roleNameById(q.roleId);
      if (!role) throw new DomainError('validation', 'ROLE.UNKNOWN', 'Unknown role id.');
      users = users.filter((u) =>
        q.assigned === 'false' ? !u.Roles.includes(role) : u.Roles.includes(role),
      );
    }
    if (q.search) {
      const s = q.search.toLowerCase();
      users = users.filter((u) => u.FullName.toLowerCase().includes(s) || u.Email.includes(s));
    }
    const { Data, Count } = paginate(users.map(publicAccount), q);
    return c.json({ Data, Count }, 200);
  })
  .openapi(getUser, async (c) => {
    const found = await platform().store.load(accountEntity, c.req.valid('param').id);
    if (found?.value.Kind !== 'staff') throw userNotFound();
    return c.json({ Data: publicAccount(found.value) }, 200);
  })
  .openapi(findRoles, async (c) => {
    const roles = await listRoles(platform().table);
    return c.json({ Data: roles, Count: roles.length }, 200);
  })
  .openapi(updatePrivileges, async (c) => {
    const { RoleId, Privileges } = c.req.valid('json');
    const p = platform();
    const loaded = await p.store.load(roleEntity, RoleId);
    if (!loaded) throw notFound('ROLE.NOT_FOUND', 'Role not found');
    const before = new Set(loaded.value.Privileges);
    const after = new Set(Privileges);
    const value = { ...loaded.value, Privileges: [...after] };
    await p.store.commit({
      entity: roleEntity,
      value,
      expectedVersion: loaded.version,
      audit: {
        objectType: 'Role',
        objectId: RoleId,
        action: 'Privileges changed',
        actor: { id: c.var.principal!.id, kind: 'staff', ip: c.var.clientIp },
        changes: {
          added: [...after].filter((x) => !before.has(x)),
          removed: [...before].filter((x) => !after.has(x)),
        },
      },
    });
    // This process sees the change at once; other processes within their role cache time.
    p.tokens.forgetRoles?.();
    return c.json({ Data: value }, 200);
  })
  .openapi(updateRoles, async (c) => {
    const { UserId, Roles } = c.req.valid('json');
    const p = platform();
    const loaded = await p.store.load(accountEntity, UserId);
    if (loaded?.value.Kind !== 'staff') throw userNotFound();
    const actor = { id: c.var.principal!.id, kind: 'staff' as const, ip: c.var.clientIp };
    const value = { ...loaded.value, Roles: [...new Set(Roles)] };
    await p.store.commit({
      entity: accountEntity,
      value,
      expectedVersion: loaded.version,
      audit: {
        objectType: 'Account',
        objectId: UserId,
        action: 'Roles changed',
        actor,
        changes: { from: loaded.value.Roles, to: value.Roles },
      },
    });
    await revokeAllSessions(p, UserId, 'Signed out by a role change', actor);
    return c.json({ Data: publicAccount(value) }, 200);
  })
  .openapi(setStatus, async (c) => {
    const { UserId, Status } = c.req.valid('json');
    const p = platform();
    const loaded = await p.store.load(accountEntity, UserId);
    if (loaded?.value.Kind !== 'staff') throw userNotFound();
    if (UserId === c.var.principal!.id) {
      throw new DomainError('rule', 'USER.SELF_STATUS', 'You cannot change the status of your own account.');
    }
    const next = decide(
      accountStatusMachine,
      loaded.value.Status,
      { type: Status === 'Active' ? 'ACTIVATE' : 'DEACTIVATE' },
      {
        code: 'USER.STATUS_UNCHANGED',
        message: `The user is already ${Status === 'Active' ? 'active' : 'inactive'}.`,
      },
    ) as 'Active' | 'Inactive';
    const actor = { id: c.var.principal!.id, kind: 'staff' as const, ip: c.var.clientIp };
    const value = { ...loaded.value, Status: next };
    await p.store.commit({
      entity: accountEntity,
      value,
      expectedVersion: loaded.version,
      audit: {
        objectType: 'Account',
        objectId: UserId,
        action: next === 'Active' ? 'Activated' : 'Deactivated',
        actor,
      },
    });
    if (next === 'Inactive') await revokeAllSessions(p, UserId, 'Signed out by deactivation', actor);
    return c.json({ Data: publicAccount(value) }, 200);
  });
