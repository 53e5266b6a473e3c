import {
  type DocumentRule,
  type DocumentTitle,
  documentRules,
  extensionOf,
  fileKinds,
  isDocumentTitle,
  mediaObjectTypes,
  optionalText,
  sanitiseFileName,
  titleAllowedOn,
} from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import * as z from 'zod';
import type { Customers } from '../customers/customer';
import { type MediaOwner, mayUpload, resolveOwner } from './media-access';
import type { Medias } from './media-repository';
import {
  extensionRequired,
  onlyOwnerUploads,
  titleNotForObject,
  tooManyFiles,
  unknownTitle,
  wrongType,
} from './refusals';

/** The fields of an upload (spec §3 Media), the same for a form and for an upload link. */
export const uploadFieldsSchema = z.object({
  ObjectId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .meta({ description: 'Whose document it is: a CustomerId, ContactPersonId or the account id' }),
  ObjectType: z.enum(mediaObjectTypes),
  Title: z.string().trim().min(1).max(100).meta({
    description: "Which document it is, e.g. 'Pay Slip' or 'NRIC Front': its rule sets the types and limit",
  }),
  Type: optionalText(100).meta({
    description: 'The document’s type as the caller files it; the Title when absent',
  }),
  FileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .meta({ description: 'With or without its extension; cleaned before it is kept (spec §3)' }),
  FileExtension: z
    .string()
    .trim()
    .max(10)
    .optional()
    .meta({ description: "`pdf`, `.PDF` and the like; the file name's own when absent" }),
  Description: optionalText(500),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** An upload checked for everything but its bytes: where it goes, what it must be, its kept name. */
export interface UploadTarget {
  rule: DocumentRule;
  title: DocumentTitle;
  owner: MediaOwner;
  extension: string;
  fileName: string;
  type: string;
  description: string;
}

/** The rule of a Title, or the refusal. */
export function ruleOf(title: string): { title: DocumentTitle; rule: DocumentRule } {
  if (!isDocumentTitle(title)) throw unknownTitle();
  return { title, rule: documentRules[title] };
}

/** The extension to check: the one given, else the file name's; lower case, no dot. */
export function extensionFor(fields: Pick<UploadFields, 'FileName' | 'FileExtension'>): string | undefined {
  const given = fields.FileExtension?.replace(/^\.+/, '').toLowerCase();
  return given || extensionOf(fields.FileName);
}

/** The stored name: cleaned, ending in the checked extension. */
export function keptFileName(fileName: string, extension: string): string {
  const clean = sanitiseFileName(fileName);
  return extensionOf(clean) === extension ? clean : sanitiseFileName(`${clean}.${extension}`);
}

/**
 * Everything about an upload that can be checked before its bytes: a known Title kept on this kind
 * of object, the caller owning the object, an extension the document takes, and room for another
 * file of the Title.
 */
export async function uploadTarget(
  deps: { customers: Pick<Customers, 'load' | 'ownerOfContactPerson'>; medias: Pick<Medias, 'listOf'> },
  principal: Principal,
  fields: UploadFields,
): Promise<UploadTarget> {
  const { title, rule } = ruleOf(fields.Title);
  const owner = await resolveOwner(deps, principal, fields.ObjectType, fields.ObjectId);
  if (!titleAllowedOn(title, owner.objectType)) throw titleNotForObject(rule, owner.objectType);
  if (!mayUpload(principal, owner)) throw onlyOwnerUploads(rule.kind);
  const extension = extensionFor(fields);
  if (!extension) throw extensionRequired(rule.kind);
  if (!fileKinds[rule.kind].extensions.includes(extension)) throw wrongType(rule.kind);
  await assertRoomFor(deps, owner, rule);
  return {
    rule,
    title,
    owner,
    extension,
    fileName: keptFileName(fields.FileName, extension),
    type: fields.Type || title,
    description: fields.Description ?? '',
  };
}

/** spec §5's number of files a document keeps (six pay slips, one photo). */
export async function assertRoomFor(
  deps: { medias: Pick<Medias, 'listOf'> },
  owner: MediaOwner,
  rule: DocumentRule,
): Promise<void> {
  const kept = await deps.medias.listOf(owner.objectType, owner.objectId, rule.title);
  if (kept.length >= rule.maxFiles) throw tooManyFiles(rule);
}
