import { dataUrlOf } from './dataUrlOf';
import { keepInScreenshot } from './sensitiveNodes';

const XHTML = 'http://www.w3.org/1999/xhtml';
/** The class of the element around the copy, which carries what the document's root and body give. */
const PICTURE_CLASS = 'page-picture';

/**
 * A copy of `root` for the picture, with what the person sees but the markup does not hold (typed
 * values, ticks, chosen options, drawings) written into it, and every node `keepInScreenshot` refuses
 * left out with all it holds.
 */
export function copyForPicture(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement;
  // A fresh copy lists its elements in the same order as the original.
  const originals = [root, ...root.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const leftOut: Element[] = [];
  originals.forEach((original, index) => {
    const copied = copies[index];
    if (!copied) return;
    if (!keepInScreenshot(original)) {
      leftOut.push(copied);
    } else if (original instanceof HTMLInputElement) {
      if (original.type === 'checkbox' || original.type === 'radio')
        copied.toggleAttribute('checked', original.checked);
      else copied.setAttribute('value', original.value);
    } else if (original instanceof HTMLTextAreaElement) {
      copied.textContent = original.value;
    } else if (original instanceof HTMLOptionElement) {
      copied.toggleAttribute('selected', original.selected);
    } else if (original instanceof HTMLCanvasElement) {
      const drawing = document.createElement('img');
      drawing.src = original.toDataURL();
      drawing.width = original.clientWidth;
      drawing.height = original.clientHeight;
      copied.replaceWith(drawing);
    }
  });
  for (const element of leftOut) element.remove();
  return copy;
}

/** A picture drawn as an SVG image loads nothing itself: each picture in the copy comes along as data. */
async function embedImages(copy: HTMLElement): Promise<void> {
  await Promise.all(
    [...copy.querySelectorAll('img')].map(async (image) => {
      if (image.src.startsWith('data:')) return;
      try {
        image.src = await dataUrlOf(await (await fetch(image.src)).blob());
      } catch {
        image.removeAttribute('src');
      }
    }),
  );
}

/** The site's own style rules (same-origin sheets; another origin's rules cannot be read and are skipped). */
function styleRules(): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) rules.push(rule.cssText);
    } catch {
      // A sheet from another origin: its rules are not readable.
    }
  }
  return rules.join('\n');
}

/**
 * What the page's root and body give the part pictured: the brand colour and other custom
 * properties set on the document, and the body's font and colours (the copy has no body around it).
 */
function inheritedStyle(width: number): string {
  const declarations = [`width:${width}px`];
  const rootStyle = document.documentElement.style;
  for (let index = 0; index < rootStyle.length; index += 1) {
    const name = rootStyle.item(index);
    if (name.startsWith('--')) declarations.push(`${name}:${rootStyle.getPropertyValue(name)}`);
  }
  const body = getComputedStyle(document.body);
  for (const name of ['font-family', 'font-size', 'line-height', 'color', 'background-color'])
    declarations.push(`${name}:${body.getPropertyValue(name)}`);
  return declarations.join(';');
}

/**
 * `root` as an image: a copy of it (see `copyForPicture`) with the site's style rules, in an SVG
 * foreignObject the browser lays out and paints itself. Reading the rules once costs a few
 * milliseconds where copying every element's computed style, as html-to-image did, took about 150 ms
 * of the main thread on Personal Information (docs/performance.md).
 */
export async function imageOfElement(
  root: HTMLElement,
): Promise<{ image: HTMLImageElement; width: number; height: number }> {
  const width = Math.ceil(root.getBoundingClientRect().width);
  const height = Math.ceil(root.scrollHeight);
  const copy = copyForPicture(root);
  await embedImages(copy);
  // A rule, not a style attribute: the page's policy refuses inline styles on the document's elements.
  const wrapper = document.createElementNS(XHTML, 'div');
  wrapper.setAttribute('class', PICTURE_CLASS);
  const style = document.createElementNS(XHTML, 'style');
  style.textContent = `${styleRules()}\n.${PICTURE_CLASS}{${inheritedStyle(width)}}`;
  wrapper.append(style, copy);
  const markup = new XMLSerializer().serializeToString(wrapper);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  return { image, width, height };
}
