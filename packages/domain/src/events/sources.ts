/** Event sources, one per bounded context. The bus rules match on these. */
export const sources = {
  identity: 'ezc.identity',
  customers: 'ezc.customers',
  loans: 'ezc.loans',
  signing: 'ezc.signing',
  payments: 'ezc.payments',
  reports: 'ezc.reports',
  realtime: 'ezc.realtime',
  jobs: 'ezc.jobs',
} as const;
