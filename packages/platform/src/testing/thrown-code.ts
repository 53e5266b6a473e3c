/** How a call ends: the `code` of the error it threw, or `passed` when it returned. */
export function thrownCode(run: () => unknown, passed = 'accepted'): string {
  try {
    run();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return passed;
}
