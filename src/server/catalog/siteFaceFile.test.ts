import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProblemList, problemText } from './packageProblem';
import { readSiteFile } from './siteFaceFile';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** validate's lines for a package folder holding only this site.json. */
function problemsOf(site: unknown): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-site-'));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
  const problems = new ProblemList();
  readSiteFile(dir, problems);
  return problems.problems.map(problemText);
}

describe("site.json's checks (validate)", () => {
  it('takes a whole face, and a package without site.json', () => {
    expect(
      problemsOf({
        name: 'Agency',
        logo: '/brand/logo.svg',
        colors: { brand: '#0b5cad' },
        phone: '8005550123',
        apps: { google_play: 'https://play.google.com/store/apps/details?id=agency.app' },
        hosts: { 'clinic.agency.example': { name: 'Clinic', phone: null } },
      }),
    ).toEqual([]);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-site-'));
    folders.push(empty);
    const problems = new ProblemList();
    expect(readSiteFile(empty, problems)).toBeNull();
    expect(problems.total).toBe(0);
  });

  it('names a colour that is not #rrggbb', () => {
    expect(problemsOf({ name: 'Agency', colors: { brand: 'blue' } })).toEqual([
      'site.json colors.brand: "blue" is not a colour: write it as #rrggbb, e.g. #0b5cad',
    ]);
  });

  it('refuses colours whose text is too faint to read (WCAG AA), for the store and for a host', () => {
    expect(problemsOf({ name: 'Agency', colors: { brand: '#7fb2e5' } })).toEqual([
      'site.json colors.brand: text #ffffff on #7fb2e5 has a contrast of 2.23:1; WCAG AA needs at least 4.5:1: choose a darker brand colour or another text_on_brand',
      "site.json colors.brand: links in #7fb2e5 on the page's background #f5f8fb have a contrast of 2.10:1; WCAG AA needs at least 4.5:1: choose a darker brand colour",
    ]);
    expect(
      problemsOf({
        name: 'Agency',
        colors: { brand: '#0b5cad' },
        hosts: { 'clinic.example': { colors: { brand: '#0b5cad', text_on_brand: '#333333' } } },
      }),
    ).toEqual([
      'site.json host clinic.example colors.brand: text #333333 on #0b5cad has a contrast of 1.89:1; WCAG AA needs at least 4.5:1: choose a darker brand colour or another text_on_brand',
    ]);
  });

  it('names a picture that is no path under public/, or no file there', () => {
    expect(
      problemsOf({ name: 'Agency', logo: 'https://cdn.example/logo.png', hero_image: '/brand/nowhere.svg' }),
    ).toEqual([
      'site.json logo: "https://cdn.example/logo.png" is not a picture path: write a path under public/ that starts with /, e.g. /brand/logo.svg (the store shows only its own pictures)',
    ]);
    expect(problemsOf({ name: 'Agency', hero_image: '/brand/nowhere.svg' })).toEqual([
      'site.json hero_image: "/brand/nowhere.svg" is not a file under public/: put the picture there (public/brand/nowhere.svg) or fix the path',
    ]);
  });

  it('names a phone, a link, an app address, a host and a field it does not know', () => {
    expect(
      problemsOf({
        name: 'Agency',
        phone: '555-0199',
        support_url: 'http://agency.example/help',
        apps: { app_store: 'https://play.google.com/store/apps/details?id=x' },
        hosts: { 'Clinic Site': { name: 'Clinic' } },
        colours: { brand: '#0b5cad' },
      }),
    ).toEqual([
      'site.json phone: "555-0199" is not a phone number: write its 10 digits, e.g. 8005550123',
      'site.json support_url: "http://agency.example/help" is not a link: write an https:// address or a mailto: address',
      'site.json apps.app_store: "https://play.google.com/store/apps/details?id=x" is not an App Store address: it starts with https://apps.apple.com/',
      'site.json host Clinic Site: "Clinic Site" is not a host name: write it in lower case as the browser does, e.g. store.example.com',
      'site.json: colours is not a field of site.json (name, logo, favicon, hero_image, footer_logo, colors, phone, support_url, feedback_url, apps, footer_text, menus, step_pictures, hosts)',
    ]);
  });
});
