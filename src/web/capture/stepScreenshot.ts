import { SCREENSHOT_MAX_CHARS, type ScreenshotName, saveScreenshot } from '../../contract/screenshotCalls';
import { callApi } from '../api/callApi';
import { dataUrlOf } from './dataUrlOf';
import { imageOfElement } from './pagePicture';

/** How long a picture may wait for the browser to be idle before it is taken anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Tried in turn until the picture fits the server's cap; below 1 keeps the PNG small. */
const PIXEL_RATIOS = [0.75, 0.5, 0.35];

/** A step's picture on its way: `rush` takes it now instead of at the next idle moment; `done` once sent (or failed). */
interface PendingPicture {
  rush: () => void;
  done: Promise<void>;
}

/** Steps whose picture is being taken now, so a step rendering twice is pictured once. */
const pending = new Map<string, PendingPicture>();

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, 200);
    }
  });
}

/** The length of the data URL a PNG of `bytes` bytes makes (base64: 4 characters for every 3 bytes). */
const DATA_URL_PREFIX = 'data:image/png;base64,';
const dataUrlLength = (bytes: number) => DATA_URL_PREFIX.length + Math.ceil(bytes / 3) * 4;

/** PNG-encoded by the browser off the main thread (toDataURL would encode on it). */
function pngOf(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The image drawn at `pixelRatio` of its size on white. */
function drawn(
  image: HTMLImageElement,
  width: number,
  height: number,
  pixelRatio: number,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * pixelRatio));
  canvas.height = Math.max(1, Math.round(height * pixelRatio));
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
  }
  return canvas;
}

/** The page's main content as a PNG data URL under the cap, sensitive inputs left out; null if it never fits. */
async function pictureOfPage(): Promise<string | null> {
  const root = document.querySelector<HTMLElement>('main') ?? document.body;
  // The page is copied and laid out once; each size tried only draws it again.
  const { image, width, height } = await imageOfElement(root);
  for (const pixelRatio of PIXEL_RATIOS) {
    const png = await pngOf(drawn(image, width, height, pixelRatio));
    if (png && dataUrlLength(png.size) <= SCREENSHOT_MAX_CHARS) return dataUrlOf(png);
  }
  return null;
}

/**
 * Fire and forget: once the browser is idle, pictures the step on screen and sends it with
 * save-screenshot. Never blocks or throws; a failure is only logged as a warning.
 */
export function sendStepScreenshot(enrollmentId: string, name: ScreenshotName): void {
  const id = `${enrollmentId}:${name}`;
  if (pending.has(id)) return;
  let rush = () => {};
  const rushed = new Promise<void>((resolve) => {
    rush = resolve;
  });
  const done = Promise.race([whenIdle(), rushed])
    .then(pictureOfPage)
    .then(async (image) => {
      if (!image) {
        console.warn(`Step screenshot ${name} skipped: too large`);
        return;
      }
      await callApi(saveScreenshot, { body: { enrollment_id: enrollmentId, name, image } });
    })
    .catch((error: unknown) => {
      console.warn(
        `Step screenshot ${name} not sent: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    })
    .finally(() => pending.delete(id));
  pending.set(id, { rush, done });
}

/**
 * Before a step is left or submitted: its picture, if still waiting for an idle moment, is taken
 * now, while the step is on screen, and sent. Resolves once it is sent or has failed (never
 * rejects), so a quick Next neither pictures the next page nor submits before the picture is kept.
 */
export function settleStepScreenshot(enrollmentId: string, name: ScreenshotName): Promise<void> {
  const picture = pending.get(`${enrollmentId}:${name}`);
  if (!picture) return Promise.resolve();
  picture.rush();
  return picture.done;
}
