import { useEffect, useState } from 'react';

/**
 * False while the page shows the server's HTML, true once the island runs. Forms stay disabled
 * until then: typed text would be lost to hydration, and a submit would go to the server as a
 * plain form with every value in the address bar.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
