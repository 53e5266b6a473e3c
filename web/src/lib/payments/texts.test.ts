import { describe, expect, it } from 'vitest';
import { paymentTexts } from './texts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the payment screens’ texts', () => {
  const en = new Map(leaves(paymentTexts('en') as unknown as Tree));
  const ms = new Map(leaves(paymentTexts('ms') as unknown as Tree));

  it('say every text in Malay too, none left empty', () => {
    expect([...ms.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of ms) expect(text.trim(), key).not.toBe('');
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(ms.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
