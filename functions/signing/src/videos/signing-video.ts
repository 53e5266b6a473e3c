import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/**
 * The explanation video a borrower watches before signing without a live session (spec §2): one
 * per product, uploaded by staff, else the default one the product ships with.
 */
export const DEFAULT_VIDEO = 'DEFAULT';

export const signingVideoSchema = z.object({
  /** The product's SKU, or DEFAULT. */
  SKU: z.string(),
  FileName: z.string(),
  BlobKey: z.string(),
  Size: z.number().int().nonnegative(),
  UploadedBy: z.string(),
  UploadedAt: z.string(),
});
export type SigningVideo = z.infer<typeof signingVideoSchema>;

export const signingVideoEntity = defineEntity({
  name: 'SigningVideo',
  schema: signingVideoSchema,
  id: (v) => v.SKU,
  key: (sku: string) => ({ PK: `SIGNINGVIDEO#${sku}`, SK: 'VIDEO' }),
});

/** Where explanation videos are kept, once checked. */
export const VIDEOS_PREFIX = 'signing/videos/';
export const videoBlobKey = (sku: string, at: string) =>
  `${VIDEOS_PREFIX}${sku}-${at.replace(/[^0-9]/g, '')}.mp4`;
export const VIDEO_AUDIT = 'SigningVideo';

/** Largest explanation video accepted. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
