import { expect, test } from './fixtures';
import { watchErrors } from './pageChecks';

/** The demo's landing shows its drawn hero picture, and the tab its favicon (catalog/demo/site.json). */

for (const width of [390, 1280]) {
  test(`the landing's hero picture loads in its reserved strip, and the tab has the store's icon (${width} px)`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const hero = page.locator('img.hero__banner');
    await expect(hero).toHaveAttribute('src', '/brand/banner.svg');
    await expect(hero).toHaveAttribute('alt', '');
    // Loaded (not a broken link), in the strip kept for it: 6rem high, the page's width.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await hero.boundingBox();
    expect(box?.height).toBe(96);
    expect(box?.width).toBeGreaterThan(width * 0.8);

    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', '/brand/favicon.svg');
    const served = await page.request.get('/brand/favicon.svg');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    // A small picture, drawn here: a few KB on the wire at most.
    const banner = await page.request.get('/brand/banner.svg');
    expect((await banner.body()).length).toBeLessThan(4096);
    expect(errors).toEqual([]);
  });
}
