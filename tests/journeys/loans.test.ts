import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
let admin: string;
beforeAll(async () => {
  const t = Date.now();
  rt = await startTestServer({ web: false });
  console.log('start', Date.now() - t);
  a = api(rt.url);
  admin = await signIn(rt.url, 'admin@demo.test');
});
afterAll(async () => rt?.stop());

describe('smoke', () => {
  it('lists', async () => {
    const r = await a.post<{ Data: { LoanNo: string; Status: string }[]; Count: number }>('/loans/find-all', { Rows: 50 }, admin);
    console.log(r.status, JSON.stringify(r.body).slice(0, 3000));
    const apps = await a.post('/applications/find-all', { Rows: 50 }, admin);
    console.log(apps.status, JSON.stringify(apps.body).slice(0, 1500));
  });
});
