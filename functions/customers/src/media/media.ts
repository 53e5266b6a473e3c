import { documentTitles, mediaObjectTypes } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/**
 * A stored document (spec §3 Media): the file's cleaned name and extension, which document it is
 * (`Title`), whose it is (`ObjectType` and `ObjectId`, and `CustomerId` whenever a customer owns
 * it, which the ownership check reads), and where the store keeps it under a key the server made.
 */
export const mediaSchema = z.object({
  MediaId: z.string(),
  FileName: z.string(),
  FileExtension: z.string(),
  Type: z.string(),
  Title: z.enum(documentTitles),
  Description: z.string(),
  ObjectId: z.string(),
  ObjectType: z.enum(mediaObjectTypes),
  CustomerId: z.string().optional(),
  IsEncryptedYN: z.enum(['Y', 'N']),
  /** Bytes. */
  Size: z.number().int(),
  ContentType: z.string(),
  CreatedAt: z.string(),
  /** The account that uploaded it. */
  UploadedBy: z.string(),
  /** The store's key: made by the server, never from the file's name. */
  StorageKey: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** What the API answers for a media row: everything but where and by whom it is kept. */
export const mediaView = (m: Media) => {
  const { StorageKey: _key, UploadedBy: _by, ...view } = m;
  return view;
};
export type MediaView = ReturnType<typeof mediaView>;

/** The owning object's partition: its media, by title and then oldest first. */
export const mediaOfPartition = (objectType: string, objectId: string) => `MEDIAOF#${objectType}#${objectId}`;

/** A media row by its id (what delete and download name). */
export const mediaEntity = defineEntity({
  name: 'Media',
  schema: mediaSchema,
  id: (m) => m.MediaId,
  key: (id: string) => ({ PK: `MEDIA#${id}`, SK: 'MEDIA' }),
});

/**
 * The same row again under its owner, written and deleted in the same transaction as the first:
 * listing, counting and the latest of a title read it with strong consistency, so a checklist
 * right after an upload already counts it.
 */
export const mediaOfObjectEntity = defineEntity({
  name: 'MediaOfObject',
  schema: mediaSchema,
  id: (m: Media) => m,
  key: (m: Pick<Media, 'ObjectType' | 'ObjectId' | 'Title' | 'CreatedAt' | 'MediaId'>) => ({
    PK: mediaOfPartition(m.ObjectType, m.ObjectId),
    SK: `${m.Title}#${m.CreatedAt}#${m.MediaId}`,
  }),
});

/**
 * A granted browser upload (`/medias/upload-url`) awaiting its confirmation: who asked, what the
 * file will be and where it goes. It lives until `ExpiresAt`; the table's TTL removes it later.
 */
export const pendingUploadSchema = mediaSchema.omit({ Size: true, CreatedAt: true }).extend({
  /**
   * Where the form puts the file (`uploads/…`); once checked it is kept under the media's own key
   * (`storageKeyOf(MediaId, FileExtension)`), which no form grants.
   */
  StorageKey: z.string(),
  UploadId: z.string(),
  /** The size the browser declared; the stored file's own size is what the media row keeps. */
  DeclaredSize: z.number().int(),
  ExpiresAt: z.string(),
});
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

const DAY_SECONDS = 24 * 3600;

export const pendingUploadEntity = defineEntity({
  name: 'PendingUpload',
  schema: pendingUploadSchema,
  id: (u) => u.UploadId,
  key: (id: string) => ({ PK: `MEDIAUPLOAD#${id}`, SK: 'UPLOAD' }),
  // A day after it lapsed, so a late confirmation still finds it and is told it expired.
  expiresAt: (u) => Math.floor(Date.parse(u.ExpiresAt) / 1000) + DAY_SECONDS,
});

/** Where the store keeps a media's file: its id and its checked extension, nothing the caller chose. */
export const storageKeyOf = (mediaId: string, extension: string) => `media/${mediaId}.${extension}`;
