import { SCREENSHOT_MAX_CHARS, type ScreenshotName, saveScreenshot } from '../../contract/screenshotCalls';
import { callApi } from '../api/callApi';
import { keepInScreenshot } from './sensitiveNodes';

/** How long a picture may wait for the browser to be idle before it is taken anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Tried in turn until the picture fits the server's cap; below 1 keeps the PNG small. */
const LARGEST_RATIO = 0.75;
const PIXEL_RATIOS = [LARGEST_RATIO, 0.5, 0.35];

/** Steps whose picture is being taken now, so a step rendering twice is pictured once. */
const pending = new Set<string>();

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

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The picture drawn again at `scale` of its size: the page is not copied again for a smaller one. */
function scaled(canvas: HTMLCanvasElement, scale: number): HTMLCanvasElement {
  if (scale === 1) return canvas;
  const smaller = document.createElement('canvas');
  smaller.width = Math.max(1, Math.round(canvas.width * scale));
  smaller.height = Math.max(1, Math.round(canvas.height * scale));
  smaller.getContext('2d')?.drawImage(canvas, 0, 0, smaller.width, smaller.height);
  return smaller;
}

/** The page's main content as a PNG data URL under the cap, sensitive inputs left out; null if it never fits. */
async function pictureOfPage(): Promise<string | null> {
  const { toCanvas } = await import('html-to-image');
  const root = document.querySelector<HTMLElement>('main') ?? document.body;
  // The page is copied and drawn once, at the largest size tried.
  const canvas = await toCanvas(root, {
    pixelRatio: LARGEST_RATIO,
    filter: keepInScreenshot,
    skipFonts: true,
    backgroundColor: '#ffffff',
  });
  for (const pixelRatio of PIXEL_RATIOS) {
    const png = await pngOf(scaled(canvas, pixelRatio / LARGEST_RATIO));
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
  pending.add(id);
  void whenIdle()
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
}
