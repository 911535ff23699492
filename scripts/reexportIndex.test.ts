import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { namesTakenBySource, type Program, reexportIndexOf } from './reexportIndex';

const parse = (code: string) => parseAst(code) as unknown as Program;

describe('reexportIndexOf', () => {
  it('maps each name of a package index to the module it comes from', () => {
    const index = reexportIndexOf(
      parse(`"use client";
import { useQuery } from "./useQuery.js";
import { useMutation as mutate } from "./useMutation.js";
export * from "@tanstack/query-core";
export { Link, Routes as Switch } from "./router.js";
export * as calls from "./calls.js";
export { useQuery, mutate as useMutation };`),
    );
    expect(index?.named.get('useQuery')).toEqual({ source: './useQuery.js', name: 'useQuery' });
    expect(index?.named.get('useMutation')).toEqual({ source: './useMutation.js', name: 'useMutation' });
    expect(index?.named.get('Switch')).toEqual({ source: './router.js', name: 'Routes' });
    expect(index?.named.get('calls')).toEqual({ source: './calls.js', name: '*' });
    expect(index?.star).toEqual(['@tanstack/query-core']);
    expect(index?.sources).toHaveLength(5);
  });

  it('is null for a module with code, side effects or nothing to pass on', () => {
    expect(reexportIndexOf(parse('export { a } from "./a.js";\nexport const b = 1;'))).toBeNull();
    expect(reexportIndexOf(parse('import "./polyfill.js";\nexport { a } from "./a.js";'))).toBeNull();
    expect(reexportIndexOf(parse('export { a } from "./a.js";\nconsole.log(1);'))).toBeNull();
    expect(reexportIndexOf(parse('const a = 1;\nexport { a };'))).toBeNull();
    expect(reexportIndexOf(parse(''))).toBeNull();
  });
});

describe('namesTakenBySource', () => {
  it('lists the names taken from each module, `*` for all of it', () => {
    const taken = namesTakenBySource(
      parse(`import React, { useState as state } from "react";
import * as router from "react-router";
import "./styles.css";
export { Link } from "react-router";
export * from "./more.js";`),
    );
    expect([...(taken.get('react') ?? [])]).toEqual(['default', 'useState']);
    expect([...(taken.get('react-router') ?? [])]).toEqual(['*', 'Link']);
    expect([...(taken.get('./styles.css') ?? [])]).toEqual([]);
    expect([...(taken.get('./more.js') ?? [])]).toEqual(['*']);
  });
});
