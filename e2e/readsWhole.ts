import { expect, type Page } from '@playwright/test';
import { PHONE_WIDTHS } from './pageChecks';

/**
 * What the page shows cut or broken at the width it has now: a select's chosen option wider than
 * the select, a field's value wider than the field, a word split across two lines (a break at a
 * hyphen, or a hyphenated one where the element asks for it, is allowed), a box that scrolls sideways.
 */
async function cutOrBroken(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const found: string[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id} "${text}"`;
    };
    const shown = (element: Element) => element.getClientRects().length > 0;
    const measure = document.createElement('canvas').getContext('2d');
    // A select draws its chosen option in its content box, less its arrow (about 16 px).
    const ARROW = 16;
    for (const select of Array.from(document.querySelectorAll('select')).filter(shown)) {
      const style = getComputedStyle(select);
      const text = select.selectedOptions[0]?.text ?? '';
      if (!measure || !text) continue;
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        ARROW;
      if (measure.measureText(text).width > room)
        found.push(`cut in its select: "${text}" (${describe(select)})`);
    }
    for (const field of Array.from(document.querySelectorAll('input, textarea')).filter(shown)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'file'].includes(field.type))
        continue;
      if (field.value && field.scrollWidth > field.clientWidth + 1)
        found.push(`cut in its field: "${field.value}"`);
    }
    for (const element of Array.from(document.body.querySelectorAll('*')).filter(shown)) {
      const overflow = getComputedStyle(element).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        found.push(`scrolls sideways in its box: ${describe(element)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent) || getComputedStyle(parent).hyphens === 'auto') continue;
      const text = node.textContent ?? '';
      // A word: what lies between spaces and hyphens (where a line may break). An e-mail address or
      // a web address may break where it must.
      for (const word of text.matchAll(/[^\s\-–/]+/g)) {
        if (word[0].length < 2 || word.index === undefined) continue;
        const token = text.slice(text.lastIndexOf(' ', word.index) + 1).split(/\s/)[0] ?? '';
        if (token.includes('@') || token.includes('/')) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) found.push(`broken across lines: "${word[0]}" in ${describe(parent)}`);
      }
    }
    return found;
  });
}

/**
 * On a phone, 320, 360 and 390 px wide, the page shows everything whole (issue 40): no chosen
 * option or field value cut, no word broken mid-word, nothing scrolling sideways in a box of its
 * own. The viewport is put back.
 */
export async function expectReadsWhole(page: Page, where: string): Promise<void> {
  const before = page.viewportSize();
  try {
    for (const width of PHONE_WIDTHS) {
      if (page.viewportSize()?.width !== width)
        await page.setViewportSize({ width, height: before?.height ?? 720 });
      expect(await cutOrBroken(page), `${where} at ${width}px`).toEqual([]);
    }
  } finally {
    if (before && page.viewportSize()?.width !== before.width) await page.setViewportSize(before);
  }
}
