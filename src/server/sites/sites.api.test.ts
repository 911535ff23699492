import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../../contract/filterCalls';
import {
  getCoverages,
  getDefaultInfo,
  getDomainSiteInformation,
  getExternalSiteDynamicInformation,
} from '../../contract/siteCalls';
import { REQUIRED } from '../../domain/fieldRules';
import { CHOOSE_CATEGORY } from '../../domain/forms/siteWizardForm';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`sites and branding (${TEST_DIALECT})`, () => {
  it('get-domainSite-infromation resolves the doctor-branded host to its group and rep', async () => {
    const browser = t.browser();
    expect(
      await browser.ok(getDomainSiteInformation, { query: { site_domain: 'Doctor.Localhost' } }),
    ).toEqual({
      kind: 'doctor',
      gid: 3001,
      agent_id: 4,
    });
    expect(
      (await browser.call(getDomainSiteInformation, { query: { site_domain: 'elsewhere.example' } }))
        .statusCode,
    ).toBe(404);
    const hostile = await browser.call(getDomainSiteInformation, { query: { site_domain: '<script>' } });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.errors).toEqual([{ target_element: 'site_domain', error_message: 'Site not found' }]);
  });

  it("get-external-site-dynamic-information gives a site's branding, the default site's for others", async () => {
    const browser = t.browser();
    const doctor = await browser.ok(getExternalSiteDynamicInformation, {
      query: { site_domain: 'doctor.localhost' },
    });
    expect(doctor.result).toMatchObject({
      logo: '/brand/doctor-logo.svg',
      site_name: 'Summit Family Practice Benefits',
    });
    const other = await browser.ok(getExternalSiteDynamicInformation, {
      query: { site_domain: '127.0.0.1' },
    });
    expect(other.result).toMatchObject({ logo: '/brand/logo.svg', site_name: 'Benefit Store' });
  });

  it('get-default-info says whether to ask for the location, and the support phone', async () => {
    expect(await t.browser().ok(getDefaultInfo)).toEqual({
      show_location_banner: true,
      support_phone: '8882434011',
    });
  });

  it('v2/coverages lists the four coverage interests', async () => {
    const coverages = await t.browser().ok(getCoverages);
    expect(coverages.result.map((c) => c.code)).toEqual([
      'LOW_COST',
      'MINIMUM_ESSENTIAL_COVERAGE',
      'PRESCRIPTION',
      'LOW_DEDUCTIBLES',
    ]);
  });

  it("add-filter-for-new-user keeps the wizard's categories and coverage, and checks them", async () => {
    const browser = t.browser();
    const created = await browser.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, categories: ['dental', 'vision'], coverage: 'LOW_COST' },
    });
    const filter = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: created.temp_enrollment_id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ categories: ['dental', 'vision'], coverage: 'LOW_COST' });
    const bad = await browser.call(addFilterForNewUser, {
      body: { ...ADULT_FILTER, categories: [], coverage: 'EVERYTHING' },
    });
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { target_element: 'categories', error_message: CHOOSE_CATEGORY },
        { target_element: 'coverage', error_message: REQUIRED },
      ]),
    );
    const unknown = await browser.call(addFilterForNewUser, {
      body: { ...ADULT_FILTER, categories: ['lottery'] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
