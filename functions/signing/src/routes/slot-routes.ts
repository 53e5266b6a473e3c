import {
  DEFAULT_ROWS,
  MAX_ROWS,
  optionalText,
  pagingSchema,
  slotGroupIdSchema,
  slotGroupInputSchema,
  slotGroupStatuses,
  slotGroupTypes,
  slotGroupUpdateSchema,
  slotSessionIdSchema,
  slotSessionInputSchema,
  slotSessionUpdateSchema,
  weekdayField,
} from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { slotsPorts } from '../slots/slots-ports';
import { addSlotGroup } from '../use-cases/slots/add-slot-group';
import { addSlotSession } from '../use-cases/slots/add-slot-session';
import { deleteSlotGroup } from '../use-cases/slots/delete-slot-group';
import { deleteSlotSession } from '../use-cases/slots/delete-slot-session';
import { findSlotGroup } from '../use-cases/slots/find-slot-group';
import { findSlotSession } from '../use-cases/slots/find-slot-session';
import { listSlotGroups } from '../use-cases/slots/list-slot-groups';
import { listSlotSessions } from '../use-cases/slots/list-slot-sessions';
import { updateSlotGroup } from '../use-cases/slots/update-slot-group';
import { updateSlotSession } from '../use-cases/slots/update-slot-session';
import { who } from './route-parts';

const tags = ['Appointment slots'];
/** spec §2, §6: the appointment setup is for 'Menu - Setup > Signing Session' (Admin by default). */
const access = signedIn({ kinds: ['staff'], privileges: ['Menu - Setup > Signing Session'] });
const ports = () => slotsPorts(platform());
const message = z.string();
/** spec §9: a slot group listing without a filter reads every group (999 rows). */
const ALL_GROUPS_ROWS = 999;

const slotGroupAnswer = z
  .object({
    SlotGroupId: z.string(),
    Name: z.string(),
    RelatedObjectId: z.string().meta({ description: 'Empty when none was given' }),
    AttestatorId: z.string(),
    AttestatorName: z.string(),
    Description: z.string().meta({ description: 'Empty when none was given' }),
    Status: z.enum(slotGroupStatuses),
    Type: z.enum(slotGroupTypes),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'SlotGroup', description: "An attestor's weekly hours for live signing sessions" });
const slotSessionAnswer = z
  .object({
    SlotSessionId: z.string(),
    SlotGroupId: z.string(),
    SlotGroupName: z.string(),
    Weekday: z.number().int().min(1).max(7).meta({ description: 'ISO weekday: 1 = Monday … 7 = Sunday' }),
    StartTime: z.string().meta({ description: "'HH:mm', 24-hour, Malaysia time" }),
    EndTime: z.string().meta({ description: "'HH:mm', 24-hour, Malaysia time" }),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'SlotSession', description: 'A weekday session of a slot group' });

const groupSearch = z
  .object({
    Name: optionalText(100),
    RelatedObjectId: optionalText(100),
    AttestatorId: optionalText(40),
    Status: z.enum([...slotGroupStatuses, 'All']).optional(),
    Type: z.enum([...slotGroupTypes, 'All']).optional(),
  })
  .default({});
const groupsFindAllBody = z.object({
  // No default of its own: it depends on whether the Search filters anything.
  Rows: z.coerce.number().int().min(1).max(MAX_ROWS).optional().meta({
    description: '999 when the Search filters nothing, else 20 (spec §9)',
  }),
  Page: pagingSchema().shape.Page,
  Search: groupSearch,
});
const sessionsFindAllBody = pagingSchema().extend({
  SlotGroupId: optionalText(40).meta({ description: "The group's sessions only" }),
  Search: z
    .object({
      SlotGroupId: optionalText(40),
      Weekday: z.union([z.literal('All'), weekdayField()]).optional(),
    })
    .default({}),
});

const filters = (search: Record<string, unknown>) =>
  Object.values(search).some((v) => v !== undefined && String(v).trim() !== '' && v !== 'All');

const groupsFindAll = defineRoute({
  method: 'post',
  path: '/appointment-slot-groups/find-all',
  summary: "Slot groups by name; Search filters ('All' or nothing = no filter; names and ids match in part)",
  tags,
  access,
  request: { body: jsonBody(groupsFindAllBody) },
  responses: {
    200: jsonResponse(
      z.object({ Data: z.array(slotGroupAnswer), Count: z.number() }),
      'One page of slot groups',
    ),
  },
});
const groupsAdd = defineRoute({
  method: 'post',
  path: '/appointment-slot-groups/add',
  summary: 'Add a slot group for an attestor (an active staff user with the Attorney role)',
  tags,
  access,
  request: { body: jsonBody(slotGroupInputSchema) },
  responses: {
    201: jsonResponse(
      z.object({ Data: slotGroupAnswer, message }),
      "The group (its SlotGroupId handed out); 'Slot group created.'",
    ),
  },
});
const groupsFindOne = defineRoute({
  method: 'post',
  path: '/appointment-slot-groups/find-one',
  summary: 'A slot group with its weekday sessions, Monday first',
  tags,
  access,
  request: { body: jsonBody(slotGroupIdSchema) },
  responses: {
    200: jsonResponse(
      z.object({ Data: slotGroupAnswer.extend({ SlotSessions: z.array(slotSessionAnswer) }) }),
      'The group',
    ),
  },
});
const groupsUpdate = defineRoute({
  method: 'post',
  path: '/appointment-slot-groups/update',
  summary: 'Change the slot group the SlotGroupId names',
  tags,
  access,
  request: { body: jsonBody(slotGroupUpdateSchema) },
  responses: {
    200: jsonResponse(z.object({ Data: slotGroupAnswer, message }), "The group; 'Slot group updated.'"),
  },
});
const groupsDelete = defineRoute({
  method: 'post',
  path: '/appointment-slot-groups/delete',
  summary: 'Delete a slot group with its sessions',
  tags,
  access,
  request: { body: jsonBody(slotGroupIdSchema) },
  responses: { 200: jsonResponse(z.object({ message }), "'Slot group deleted.'") },
});

const sessionsFindAll = defineRoute({
  method: 'post',
  path: '/appointment-slot-sessions/find-all',
  summary: "Weekday sessions of a slot group (Monday first); Search filters ('All' or nothing = no filter)",
  tags,
  access,
  request: { body: jsonBody(sessionsFindAllBody) },
  responses: {
    200: jsonResponse(
      z.object({ Data: z.array(slotSessionAnswer), Count: z.number() }),
      'One page of slot sessions',
    ),
  },
});
const sessionsAdd = defineRoute({
  method: 'post',
  path: '/appointment-slot-sessions/add',
  summary:
    "Add a weekday session to a slot group (409 when it overlaps one of the group's sessions that day)",
  tags,
  access,
  request: { body: jsonBody(slotSessionInputSchema) },
  responses: {
    201: jsonResponse(z.object({ Data: slotSessionAnswer, message }), "The session; 'Slot session created.'"),
  },
});
const sessionsFindOne = defineRoute({
  method: 'post',
  path: '/appointment-slot-sessions/find-one',
  summary: 'A weekday session',
  tags,
  access,
  request: { body: jsonBody(slotSessionIdSchema) },
  responses: { 200: jsonResponse(z.object({ Data: slotSessionAnswer }), 'The session') },
});
const sessionsUpdate = defineRoute({
  method: 'post',
  path: '/appointment-slot-sessions/update',
  summary: 'Change the day or hours of the session the SlotSessionId names (it stays with its group)',
  tags,
  access,
  request: { body: jsonBody(slotSessionUpdateSchema) },
  responses: {
    200: jsonResponse(z.object({ Data: slotSessionAnswer, message }), "The session; 'Slot session updated.'"),
  },
});
const sessionsDelete = defineRoute({
  method: 'post',
  path: '/appointment-slot-sessions/delete',
  summary: 'Delete a weekday session',
  tags,
  access,
  request: { body: jsonBody(slotSessionIdSchema) },
  responses: { 200: jsonResponse(z.object({ message }), "'Slot session deleted.'") },
});

/** spec §7 "Appointment slots": staff with 'Menu - Setup > Signing Session' set up the attestors' hours. */
export const slotRoutes = contextApp()
  .openapi(groupsFindAll, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    const rows = Rows ?? (filters(Search) ? DEFAULT_ROWS : ALL_GROUPS_ROWS);
    return c.json(await listSlotGroups(ports(), { Rows: rows, Page, search: Search }), 200);
  })
  .openapi(groupsAdd, async (c) => {
    const saved = await addSlotGroup(ports(), { ...who(c), group: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Slot group created.' }, 201);
  })
  .openapi(groupsFindOne, async (c) =>
    c.json({ Data: await findSlotGroup(ports(), { slotGroupId: c.req.valid('json').SlotGroupId }) }, 200),
  )
  .openapi(groupsUpdate, async (c) => {
    const saved = await updateSlotGroup(ports(), { ...who(c), group: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Slot group updated.' }, 200);
  })
  .openapi(groupsDelete, async (c) => {
    await deleteSlotGroup(ports(), { ...who(c), slotGroupId: c.req.valid('json').SlotGroupId });
    return c.json({ message: 'Slot group deleted.' }, 200);
  })
  .openapi(sessionsFindAll, async (c) => {
    const { Rows, Page, SlotGroupId, Search } = c.req.valid('json');
    return c.json(
      await listSlotSessions(ports(), { Rows, Page, slotGroupId: SlotGroupId, search: Search }),
      200,
    );
  })
  .openapi(sessionsAdd, async (c) => {
    const saved = await addSlotSession(ports(), { ...who(c), session: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Slot session created.' }, 201);
  })
  .openapi(sessionsFindOne, async (c) =>
    c.json(
      { Data: await findSlotSession(ports(), { slotSessionId: c.req.valid('json').SlotSessionId }) },
      200,
    ),
  )
  .openapi(sessionsUpdate, async (c) => {
    const saved = await updateSlotSession(ports(), { ...who(c), session: c.req.valid('json') });
    return c.json({ Data: saved, message: 'Slot session updated.' }, 200);
  })
  .openapi(sessionsDelete, async (c) => {
    await deleteSlotSession(ports(), { ...who(c), slotSessionId: c.req.valid('json').SlotSessionId });
    return c.json({ message: 'Slot session deleted.' }, 200);
  });
