import { SCREENSHOT_MAX_CHARS, type ScreenshotName, saveScreenshot } from '../../contract/screenshotCalls';
import { callApi } from '../api/callApi';
import { keepInScreenshot } from './sensitiveNodes';

/** How long a picture may wait for the browser to be idle before it is taken anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Tried in turn until the picture fits the server's cap; below 1 keeps the PNG small. */
const PIXEL_RATIOS = [0.75, 0.5, 0.35];

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

/** The page's main content as a PNG data URL under the cap, sensitive inputs left out; null if it never fits. */
async function pictureOfPage(): Promise<string | null> {
  const { toPng } = await import('html-to-image');
  const root = document.querySelector<HTMLElement>('main') ?? document.body;
  for (const pixelRatio of PIXEL_RATIOS) {
    const image = await toPng(root, {
      pixelRatio,
      filter: keepInScreenshot,
      skipFonts: true,
      backgroundColor: '#ffffff',
    });
    if (image.length <= SCREENSHOT_MAX_CHARS) return image;
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
