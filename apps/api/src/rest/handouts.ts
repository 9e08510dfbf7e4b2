import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '@wf/scoring/language';
import { recordAuditAlone } from '../domain/audit-log.ts';
import type { Deps } from '../domain/deps.ts';
import { certificateFacts, nextCheckInFacts, posterFacts } from '../domain/handouts.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import { contentDisposition } from '../exports/filenames.ts';
import { nextCheckInIcs } from '../exports/ics.ts';
import { certificatePdf, posterLanguages, posterPdf } from '../exports/pdf-handouts.ts';
import { replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

// Things to hand out (issue 30, item 3): the poster, a child's certificate and the next
// check-in's calendar file. The domain (domain/handouts.ts) decides who may have which.

const PDF = 'application/pdf';
const CALENDAR = 'text/calendar; charset=utf-8';

function fileReply(type: string, description: string) {
  return {
    200: { description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } },
  };
}

const posterQuerySchema = z.strictObject({
  lang: z
    .enum(LANGUAGES, { error: `lang must be one of: ${LANGUAGES.join(', ')}` })
    .optional()
    .describe('Only this language on the poster; left out, English and Hindi both.'),
});

/** A file answer. The reply is taken untyped: the schema describes the bytes as a binary string. */
function sendFile(reply: FastifyReply, type: string, name: string, body: Buffer | string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .send(body);
}

export function handoutRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/exports/poster.pdf',
    {
      ...adminOnly,
      exposeHeadRoute: false,
      schema: {
        ...operation({
          id: 'downloadPoster',
          tag: 'Exports',
          summary: 'The notice-board poster (PDF)',
          description:
            'An A4 poster for the notice board: the app’s address and a QR code to the signup page carrying the participant code, in English and Hindi (or one language with lang).',
          returns: 'The poster.',
          headers: ['file-name'],
        }),
        querystring: posterQuerySchema,
        response: { ...fileReply(PDF, 'The poster as a PDF'), ...replies({}, 400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const facts = posterFacts(deps, caller);
      const name = 'poster.pdf';
      recordAuditAlone(deps, caller, 'export', name);
      const pdf = await posterPdf(facts, posterLanguages(request.query.lang));
      return sendFile(reply, PDF, name, pdf);
    },
  );

  app.get(
    '/kids/certificate.pdf',
    {
      ...signedIn,
      exposeHeadRoute: false,
      schema: {
        ...operation({
          id: 'downloadCertificate',
          tag: 'Kids',
          summary: 'A child’s certificate (PDF)',
          description:
            'A certificate in the profile’s language naming the missions completed in the kids’ corner and the home’s litres a day saved since the first questionnaire (the water model’s figures, never points). Another userId only for the administrator.',
          returns: 'The certificate.',
          headers: ['file-name'],
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
        }),
        querystring: userQuerySchema,
        response: {
          ...fileReply(PDF, 'The certificate as a PDF'),
          ...replies({}, 400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const facts = certificateFacts(deps, requireCaller(request), request.query.userId);
      const pdf = await certificatePdf(facts);
      return sendFile(reply, PDF, 'certificate.pdf', pdf);
    },
  );

  app.get(
    '/calendar/next-check-in.ics',
    {
      ...signedIn,
      exposeHeadRoute: false,
      schema: {
        ...operation({
          id: 'downloadNextCheckIn',
          tag: 'Water',
          summary: 'The next check-in as a calendar file',
          description:
            'An all-day iCalendar event on the next check-in day (the organiser’s next campaign check-in while a campaign runs; otherwise 30 days after the latest questionnaire, or today when that has passed or there is none), in the profile’s language. Another userId only for the administrator.',
          returns: 'The calendar file.',
          headers: ['file-name'],
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
        }),
        querystring: userQuerySchema,
        response: {
          ...fileReply('text/calendar', 'One VEVENT, all day'),
          ...replies({}, 400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const facts = nextCheckInFacts(deps, requireCaller(request), request.query.userId);
      return sendFile(reply, CALENDAR, 'next-check-in.ics', nextCheckInIcs(facts, new Date()));
    },
  );
}
