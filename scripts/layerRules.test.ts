import { describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './layerRules';

describe('layer rule', () => {
  it('finds static, dynamic and side-effect imports', () => {
    expect(
      importsOf(
        "import a from './a';\nexport { b } from \"../b\";\nconst c = import('./c');\nimport './d.css';",
      ),
    ).toEqual(['./a', '../b', './c', './d.css']);
  });

  it('lets each layer import what it may', () => {
    expect(
      findViolations([
        { path: 'src/contract/x.ts', source: "import { z } from 'zod';\nimport { a } from '../domain/a';" },
        {
          path: 'src/web/features/cart/CartPage.tsx',
          source: "import { c } from '../../../contract/cartCalls';",
        },
        {
          path: 'src/server/app.ts',
          source: "import Fastify from 'fastify';\nimport { d } from '../domain/dates';",
        },
      ]),
    ).toEqual([]);
  });

  it('lets tests alone import the test helpers in testing/', () => {
    expect(
      findViolations([
        { path: 'src/server/x.test.ts', source: "import { testApp } from '../../testing/testApp';" },
        { path: 'src/server/x.ts', source: "import { testApp } from '../../testing/testApp';" },
      ]),
    ).toEqual(['src/server/x.ts: only tests import the test helpers (../../testing/testApp)']);
  });

  it('refuses upward and sideways imports, packages out of place, cross-feature reach and barrels', () => {
    expect(
      findViolations([
        { path: 'src/domain/a.ts', source: "import { x } from '../contract/x';\nimport fs from 'node:fs';" },
        { path: 'src/web/x.ts', source: "import { buildApp } from '../server/app';\nimport pg from 'pg';" },
        { path: 'src/server/x.ts', source: "import { useState } from 'react';" },
        { path: 'src/server/features/cart/a.ts', source: "import { b } from '../catalog/b';" },
        { path: 'src/web/ui/index.ts', source: '' },
      ]),
    ).toEqual([
      'src/domain/a.ts: domain must not import contract (../contract/x)',
      'src/domain/a.ts: domain must not use the package node:fs',
      'src/web/x.ts: web must not import server (../server/app)',
      'src/web/x.ts: web must not use the package pg',
      'src/server/x.ts: server must not use the package react',
      'src/server/features/cart/a.ts: feature server/cart reaches into server/catalog (../catalog/b)',
      'src/web/ui/index.ts: no barrel files (index.ts)',
    ]);
  });
});
