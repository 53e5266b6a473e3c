import * as z from 'zod';
import { text } from '../customers/field-rules';
import { pagingSchema } from '../paging';

/**
 * Staff notes: what a lending team writes down about a customer, an application or a loan (a call
 * taken, a document promised, a reason for a decision). A note is kept as written, with its author
 * and time, and is never shown to the borrower.
 */
export const noteObjectTypes = ['Customer', 'Application', 'Loan'] as const;
export type NoteObjectType = (typeof noteObjectTypes)[number];

/** The longest note: a few paragraphs. */
export const NOTE_MAX_CHARACTERS = 2000;

const noteTarget = {
  ObjectType: z.enum(noteObjectTypes),
  ObjectId: z.string().trim().min(1).max(40),
};

export const noteInputSchema = z.object({ ...noteTarget, Text: text(NOTE_MAX_CHARACTERS) });
export type NoteInput = z.infer<typeof noteInputSchema>;

export const notesQuerySchema = pagingSchema().extend(noteTarget);
export type NotesQuery = z.infer<typeof notesQuerySchema>;

export const noteSchema = z.object({
  NoteId: z.string(),
  ObjectType: z.enum(noteObjectTypes),
  ObjectId: z.string(),
  Text: z.string(),
  AuthorId: z.string(),
  AuthorName: z.string(),
  CreatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * The privileges that open a kind of record's notes (Admins see every one): a loan's for those who
 * view loans, an application's for those who view applications, a customer's for either.
 */
export const notePrivileges: Record<NoteObjectType, readonly string[]> = {
  Loan: ['Loan - View Details'],
  Application: ['Application - View Details'],
  Customer: ['Loan - View Details', 'Application - View Details'],
};
