import { loadOpenEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import type { HandlersFor } from '../../http/registerEndpoints';
import { pngFromDataUrl } from './pngImage';
import { keepStepScreenshot } from './stepScreenshots';

/** save-screenshot: each wizard step's picture, kept sealed as a record of what the shopper saw. */
export function screenshotHandlers(deps: AppDeps): HandlersFor<'saveScreenshot'> {
  return {
    async saveScreenshot({ body, request }) {
      const { row } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const png = pngFromDataUrl(body.image);
      const replaced = await keepStepScreenshot(deps, row.id, body.name, png, request.ip);
      if (replaced) {
        // The new picture is in place; an old blob left behind is only wasted space.
        await deps.blobs.delete(replaced).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not delete a replaced screenshot');
        });
      }
      return { name: body.name, bytes: png.length };
    },
  };
}
