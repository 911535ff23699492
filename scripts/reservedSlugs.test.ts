import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../src/domain/landingSlug';

describe('reserved landing slugs', () => {
  it("name the first part of every page of the web app's routes (a landing page there would never open)", () => {
    const routes = fs.readFileSync(path.join(import.meta.dirname, '../src/web/routes.tsx'), 'utf8');
    const firsts = [...routes.matchAll(/\{ path: '([^':/*][^'/]*)/g)].map((match) =>
      (match[1] ?? '').toLowerCase(),
    );
    expect(firsts).toContain('plans');
    expect(firsts).toContain('member-benefit-store');
    expect(firsts.filter((first) => !RESERVED_SLUGS.includes(first))).toEqual([]);
  });
});
