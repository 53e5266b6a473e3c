import { notFound, SIGNATURE_TITLE } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';
import type { Person } from '../ekyc/person';

/**
 * A person's saved signature (spec §3 Signature): one image per person, customer or staff user,
 * described like a media row (title 'Signature', object type and id, file name, type and size)
 * and kept in the document store under a key the server makes. Replacing it keeps its
 * SignatureMediaId and writes the image under a new key, so a link handed out earlier never shows
 * the new image.
 */
export const signatureSchema = z.object({
  SignatureMediaId: z.string(),
  Title: z.literal(SIGNATURE_TITLE),
  ObjectType: z.enum(['Customer', 'User']),
  ObjectId: z.string(),
  /** Set for customers, so the ownership helpers treat it like any of their objects. */
  CustomerId: z.string().optional(),
  FileName: z.string(),
  FileExtension: z.enum(['png', 'jpg']),
  ContentType: z.enum(['image/png', 'image/jpeg']),
  Size: z.number().int().positive(),
  IsEncryptedYN: z.enum(['Y', 'N']),
  /** Where the image lies in the document store; never shown. */
  BlobKey: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Signature = z.infer<typeof signatureSchema>;

export const signatureEntity = defineEntity({
  name: 'Signature',
  schema: signatureSchema,
  id: (s): Person => ({ ObjectType: s.ObjectType, ObjectId: s.ObjectId }),
  key: (o: Person) => ({ PK: `SIGNATURE#${o.ObjectType}#${o.ObjectId}`, SK: 'SIGNATURE' }),
});

export const signatureNotFound = () => notFound('SIGNATURE.NOT_FOUND', 'Signature not found');

const safe = (part: string) => part.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+/, '_');

/** The image's key in the document store: the owner's folder, the id and a revision. */
export const signatureBlobKey = (o: Person, id: string, revision: string, extension: string) =>
  `signatures/${o.ObjectType}/${safe(o.ObjectId)}/${safe(id)}-${safe(revision)}.${extension}`;
