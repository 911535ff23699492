import { z } from 'zod';
import { endpoint } from './endpoint';
import { TAB_NAMES, type TabName } from './enrollmentCalls';
import { STEP_COLUMNS, type StepColumn } from './filterCalls';
import { enrollmentId } from './wireFields';
import { STEP_CATALOG, stepOfTab } from './wizardStepCatalog';

/** Largest picture accepted, as characters of its data URL (about 1.1 MB of PNG). */
export const SCREENSHOT_MAX_CHARS = 1_500_000;

export const SCREENSHOT_NAME_MESSAGE = 'Unknown step name';
export const SCREENSHOT_FORMAT_MESSAGE = 'The picture must be a PNG data URL';
export const SCREENSHOT_TOO_LARGE_MESSAGE = 'The picture is too large';

/** The stored name of a step named either way. */
function storedName(name: StepColumn | TabName): StepColumn {
  if ((STEP_COLUMNS as readonly string[]).includes(name)) return name as StepColumn;
  const step = stepOfTab(name);
  if (!step) throw new Error(`No step has the tab ${name}`);
  return STEP_CATALOG[step].column;
}

/**
 * A step's name: the stored tab name, or the tab name get-dynamic-tabs lists (billing_info,
 * agreement_info, as the spec writes them). Both become the stored name, so a step keeps one picture.
 */
const screenshotName = z
  .union([z.enum(STEP_COLUMNS), z.enum(TAB_NAMES)], { error: () => SCREENSHOT_NAME_MESSAGE })
  .transform(storedName);

/** Sent by the web as {@link ScreenshotName}: either spelling of a step. */
export type ScreenshotName = z.input<typeof screenshotName>;

const pngDataUrl = z
  .string({ error: () => SCREENSHOT_FORMAT_MESSAGE })
  .max(SCREENSHOT_MAX_CHARS, SCREENSHOT_TOO_LARGE_MESSAGE)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, SCREENSHOT_FORMAT_MESSAGE);

export const saveScreenshot = endpoint({
  method: 'POST',
  path: 'save-screenshot',
  summary:
    'Keeps a picture of a wizard step as the shopper saw it (PNG data URL), sealed at rest; the newest per step replaces the one before. Open enrollments only; rate limited.',
  body: z.object({ enrollment_id: enrollmentId, name: screenshotName, image: pngDataUrl }),
  data: z.object({ name: z.enum(STEP_COLUMNS), bytes: z.number().int() }),
  // The picture plus the rest of the JSON body; larger bodies get 413 before any parsing.
  bodyLimit: SCREENSHOT_MAX_CHARS + 16 * 1024,
});
