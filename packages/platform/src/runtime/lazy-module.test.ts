import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('imports the TypeScript module beside the caller once, and keeps it', async () => {
    const load = lazyModule<typeof import('./lazy-module')>(import.meta.url, 'lazy-module');
    const first = load();
    expect(load()).toBe(first);
    expect(typeof (await first).lazyModule).toBe('function');
  });

  it('tries a failed import again on the next call', async () => {
    const load = lazyModule<unknown>(import.meta.url, 'no-such-module');
    const first = load();
    await expect(first).rejects.toThrow();
    const second = load();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });

  it('names the bundled sibling when the caller is the bundle', async () => {
    const load = lazyModule<unknown>('file:///var/task/index.mjs', 'pdf-engine');
    await expect(load()).rejects.toThrow('/var/task/pdf-engine.mjs');
  });
});
