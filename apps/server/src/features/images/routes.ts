import type { UploadAnswer } from '@tgde/contracts';
import { INTL_LOCALES, messages, uploadAnswerSchema } from '@tgde/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../http/answer-language';
import { ok, refused } from '../../http/api-answers';
import { HttpError } from '../../http/errors';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { ImageRejected, inspectImage } from '../../infra/images/inspect';
import { storeWebpVariants } from '../../infra/images/process';
import type { MediaStore } from '../../infra/images/store';
import { translate } from '../../infra/i18n/server-i18n';

export interface ImageRoutesOptions {
  store: MediaStore;
  maxBytes: number;
  /** Uploads one client address may make a minute. */
  perMinute: number;
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
  // In the caller's language here: the size is written as that language writes numbers (2,5 MB).
  const tooLarge = (request: FastifyRequest) => {
    const locale = requestLocale(request);
    const size = {
      megabytes: new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: false }).format(megabytes),
    };
    return new HttpError(
      413,
      translate(locale, 'The image is larger than {megabytes} MB: choose a smaller one.', size),
      [{ path: 'image', message: translate(locale, 'Must be {megabytes} MB or smaller', size) }],
    );
  };

  defineRoute(
    app,
    'post',
    '/images',
    contract,
    async (_input, request, reply) => {
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
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(request);
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
        const sentence = error.sentence(requestLocale(request));
        throw new HttpError(415, sentence, [{ path: 'image', message: sentence }]);
      }
    },
    { config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
  );
};
