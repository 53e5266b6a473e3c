import { noteInputSchema, noteSchema, notesQuerySchema } from '@ezc/domain';
import { contextApp, defineRoute, lazyJsonBody, lazyJsonResponse, once, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { addNote, findNotes } from '../use-cases/notes/notes';
import { ports, who } from './route-parts';

const tags = ['Notes'];

/**
 * Staff who view loans or applications (and Admins); which kind of record's notes each may open is
 * checked against the record (a loan's need 'Loan - View Details'). Borrowers never see notes.
 */
const staffReaders = signedIn({
  kinds: ['staff'],
  roles: ['Admin'],
  privileges: ['Loan - View Details', 'Application - View Details'],
});

export const noteAnswer = once(() =>
  noteSchema.meta({
    id: 'Note',
    description: "A staff member's note on a customer, an application or a loan",
  }),
);

const add = defineRoute({
  method: 'post',
  path: '/notes/add',
  summary: 'Add a note to a customer, an application or a loan (staff; audited; never shown to borrowers)',
  tags,
  access: staffReaders,
  request: { body: lazyJsonBody(() => noteInputSchema) },
  responses: { 201: lazyJsonResponse(() => z.object({ Data: noteAnswer() }), 'The note as kept') },
});

const findAll = defineRoute({
  method: 'post',
  path: '/notes/find-all',
  summary: "A customer's, an application's or a loan's notes, newest first (staff)",
  tags,
  access: staffReaders,
  request: { body: lazyJsonBody(() => notesQuerySchema) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(noteAnswer()), Count: z.number().int() }),
      'One page of the notes and how many there are',
    ),
  },
});

export const noteRoutes = contextApp()
  .openapi(add, async (c) =>
    c.json({ Data: await addNote(ports(), { ...who(c), note: c.req.valid('json') }) }, 201),
  )
  .openapi(findAll, async (c) =>
    c.json(await findNotes(ports(), { principal: c.get('principal')!, query: c.req.valid('json') }), 200),
  );
