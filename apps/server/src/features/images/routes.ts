import type { UploadAnswer } from '@tgde/contracts';
import { messages, uploadAnswerSchema } from '@tgde/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, refused } from '../../http/api-answers';
import { HttpError } from '../../http/errors';
import type { RouteContract } from '../../http/route-contract';
import { ImageRejected, inspectImage } from '../../infra/images/inspect';
import { storeWebpVariants } from '../../infra/images/process';
import type { MediaStore } from '../../infra/images/store';

export interface ImageRoutesOptions {
  store: MediaStore;
  maxBytes: number;
  /** Uploads one client address may make a minute. */
  perMinute: number;
  /** Who may upload: resolves with the signed-in user or throws 401/403. */
  requireUploader: (request: FastifyRequest) => Promise<unknown>;
}

const contract = {
  access: 'verified',
  tag: 'Photos and images',
  summary: 'Upload an image',
  description:
    'Multipart with the field `image`: JPEG, PNG, WebP, AVIF or GIF by its content. Stored as WebP ' +
    'without metadata. Rate-limited per client address.',
  body: z.object({ image: z.string().meta({ format: 'binary', description: 'The image file.' }) }),
  bodyType: 'multipart/form-data',
  answers: { 201: ok('Stored.', uploadAnswerSchema), ...refused(400, 413, 415, 429) },
} satisfies RouteContract;

const required = () =>
  new HttpError(400, messages.imageRequired, [{ path: 'image', message: messages.imageRequired }]);

/**
 * POST /api/images: multipart with the field `image`. The file is accepted only when sharp decodes
 * it as JPEG, PNG, WebP, AVIF or GIF; it is stored as WebP variants without metadata, and the
 * answer has the shape image hosts commonly use: {success: true, data: {url}}.
 */
export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, options) => {
  const megabytes = Math.round((options.maxBytes / 1024 / 1024) * 10) / 10;
  const tooLarge = () =>
    new HttpError(413, `The image is larger than ${megabytes} MB: choose a smaller one.`, [
      { path: 'image', message: `Must be ${megabytes} MB or smaller` },
    ]);

  app.post(
    '/images',
    { config: { contract, rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      await options.requireUploader(request);
      if (!request.isMultipart()) throw required();

      let upload: Buffer | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: options.maxBytes, files: 1, fields: 5 },
        })) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'image') upload = data;
          }
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        if (error instanceof app.multipartErrors.FilesLimitError) {
          throw new HttpError(400, 'Send one image at a time.');
        }
        throw new HttpError(400, 'The upload could not be read: please try again.');
      }
      if (!upload) throw required();

      try {
        await inspectImage(upload);
        const url = await storeWebpVariants(upload, options.store);
        return reply.status(201).send({ success: true, data: { url } } satisfies UploadAnswer);
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        throw new HttpError(415, error.message, [{ path: 'image', message: error.message }]);
      }
    },
  );
};
