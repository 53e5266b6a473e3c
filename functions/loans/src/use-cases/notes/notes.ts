import {
  customerNotFound,
  type Note,
  type NoteInput,
  type NoteObjectType,
  type NotesQuery,
  notePrivileges,
  notesNotAllowed,
} from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { applicationFor } from '../../applications/application-access';
import { loanFor } from '../../loans/loan-access';
import type { LoansPorts } from '../../ports';

type Deps = Pick<LoansPorts, 'loans' | 'applications' | 'borrowers' | 'notes'>;

/** Staff who may view that kind of record (Admins, or a privilege of notePrivileges); never a borrower. */
export const mayReadNotes = (principal: Principal, type: NoteObjectType) =>
  principal.kind === 'staff' &&
  (principal.roles.includes('Admin') || notePrivileges[type].some((p) => principal.privileges.includes(p)));

/**
 * The record a note is about, as kept (loan numbers and application ids in capitals), for staff
 * who may see its kind: a missing one is refused as its own reads refuse it, so a note never names
 * a record that is not there.
 */
async function noteTarget(deps: Deps, principal: Principal, type: NoteObjectType, id: string) {
  if (!mayReadNotes(principal, type)) throw notesNotAllowed();
  if (type === 'Loan') return (await loanFor(deps.loans, principal, id)).value.LoanNo;
  if (type === 'Application') {
    return (await applicationFor(deps.applications, principal, id.trim().toUpperCase())).value.ApplicationId;
  }
  const customerId = id.trim();
  if (!(await deps.borrowers.load(customerId))) throw customerNotFound();
  return customerId;
}

/** `/notes/add`: a staff member's note on a customer, an application or a loan, audited. */
export async function addNote(
  deps: Deps & Pick<LoansPorts, 'clock' | 'ids'>,
  input: { principal: Principal; actor: Actor; note: NoteInput },
): Promise<Note> {
  const { principal, note } = input;
  const objectId = await noteTarget(deps, principal, note.ObjectType, note.ObjectId);
  const written: Note = {
    NoteId: deps.ids.next(),
    ObjectType: note.ObjectType,
    ObjectId: objectId,
    Text: note.Text,
    AuthorId: principal.id,
    AuthorName: principal.name ?? principal.id,
    CreatedAt: deps.clock.now().toISOString(),
  };
  await deps.notes.add(written, input.actor, deps.ids.next());
  return written;
}

/** `/notes/find-all`: a record's notes, newest first, a page at a time. */
export async function findNotes(deps: Deps, input: { principal: Principal; query: NotesQuery }) {
  const { query } = input;
  const objectId = await noteTarget(deps, input.principal, query.ObjectType, query.ObjectId);
  return deps.notes.page(query.ObjectType, objectId, { Rows: query.Rows, Page: query.Page });
}
