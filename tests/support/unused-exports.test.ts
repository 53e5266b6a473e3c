import { describe, expect, it } from 'vitest';
import { findUnusedExports } from './unused-exports';

describe('exports', () => {
  // Reading the whole repository with the compiler takes about 10 s of CPU.
  it('are each imported by another module, production code by more than its tests', {
    timeout: 180_000,
  }, () => {
    const unused = findUnusedExports()
      // An export its own module also uses is alive; only its `export` is more than needed.
      .filter((u) => u.usedIn !== 'own module')
      .map(
        (u) => `${u.file}: ${u.name} (${u.usedIn === 'tests' ? 'only tests import it' : 'nothing uses it'})`,
      );
    expect(unused).toEqual([]);
  });
});
