import { readFile } from 'node:fs/promises';
import type { Platform } from '@ezc/platform';
import { seedSlotGroups } from './slots/seed-slots';
import { slotsPorts } from './slots/slots-ports';
import { DEFAULT_VIDEO, signingVideoEntity } from './videos/signing-video';

const system = { id: 'system', kind: 'system', name: 'Demo data' } as const;

/**
 * The signing context's demo data: the attorney's weekday slot group and the default explanation
 * video (a short MP4 the product ships). The demo loans are signed by the lending stories through
 * `signDemoLoan`, at their own moments.
 */
export async function seed(p: Platform): Promise<void> {
  await seedSlotGroups(slotsPorts(p));
  if (await p.store.load(signingVideoEntity, DEFAULT_VIDEO)) return;
  const bytes = await readFile(new URL('../assets/explanation-video.mp4', import.meta.url));
  const key = 'signing/videos/DEFAULT.mp4';
  await p.blobs.put(key, new Uint8Array(bytes), { contentType: 'video/mp4' });
  const at = p.clock.now().toISOString();
  await p.store.commit({
    entity: signingVideoEntity,
    value: {
      SKU: DEFAULT_VIDEO,
      FileName: 'loan-agreement-explained.mp4',
      BlobKey: key,
      Size: bytes.length,
      UploadedBy: system.id,
      UploadedAt: at,
    },
    expectedVersion: 0,
    audit: {
      objectType: 'SigningVideo',
      objectId: DEFAULT_VIDEO,
      action: 'Default explanation video',
      actor: system,
    },
  });
}
