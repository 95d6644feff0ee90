import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import filipinoMessages from '@/web/console/i18n/ra-language-filipino';

/** Every leaf of a nested message object as `path → text`. */
function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("react-admin's Filipino pack", () => {
  const english = leaves(englishMessages);
  const filipino = leaves(filipinoMessages);

  it('has exactly the keys of ra-language-english', () => {
    expect(Object.keys(english).length).toBeGreaterThan(150);
    expect(Object.keys(filipino).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps the variables and plural forms of each text', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(variables(filipino[key]), key).toEqual(variables(text));
      expect(filipino[key].split('||||').length, key).toBe(text.split('||||').length);
    }
  });

  it('is translated, not copied', () => {
    const same = Object.keys(english).filter((key) => english[key] === filipino[key] && english[key].trim());
    expect(same.length / Object.keys(english).length).toBeLessThan(0.15);
  });
});
