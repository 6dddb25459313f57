// /v2/applications/:id/icon: an administrator uploads (PUT, multipart with one file) or removes
// (DELETE) the icon home shows on the application's tile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationSchema, CATALOG_LIMITS, catalogIdParamsSchema } from '@portal/shared';
import { changedBy } from '../../../route-kits/catalog-route-kit.js';
import { errorResponses, HttpError } from '../../../lib/http-errors.js';
import { readForm } from '../../../plugins/external/multipart.js';
import { ICON_TOO_LARGE, ICON_TYPE_ERROR } from '../../../services/catalog/icon-file.js';
import {
  removeApplicationIcon,
  setApplicationIcon,
} from '../../../services/catalog/application-icons.js';

const ONE_FILE = { message: 'Send one image file as the form field "file".' };
const errors = errorResponses(400, 401, 403, 404, 413);

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/icon',
    {
      schema: {
        tags: ['applications'],
        summary: `Uploads the application's icon: PNG, SVG or WebP, at most ${CATALOG_LIMITS.iconBytes / 1024} KB (multipart, one file)`,
        consumes: ['multipart/form-data'],
        params: catalogIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (req) => {
      // Read as it streams in: past the limit the upload stops at once (413).
      const form = await readForm(req, {
        fileCount: ONE_FILE,
        tooLarge: ICON_TOO_LARGE,
        fileSize: CATALOG_LIMITS.iconBytes,
      });
      const [file] = form.files;
      if (form.files.length !== 1 || !file || file.data.length === 0)
        throw new HttpError(400, ICON_TYPE_ERROR.message, ICON_TYPE_ERROR.key);
      return setApplicationIcon(app.db, req.params.id, file.data, changedBy(req));
    },
  );

  app.delete(
    '/:id/icon',
    {
      schema: {
        tags: ['applications'],
        summary: "Removes the application's icon (its tile shows initials again)",
        params: catalogIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (req) => removeApplicationIcon(app.db, req.params.id, changedBy(req)),
  );
};
export default plugin;
