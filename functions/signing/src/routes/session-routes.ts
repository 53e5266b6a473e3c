import {
  contextApp,
  defineRoute,
  type FileResponse,
  fileResponse,
  lazyJsonBody,
  lazyJsonResponse,
  platform,
  signedIn,
} from '@ezc/platform';
import * as z from 'zod';
import { endSession, markNoShow, startSession } from '../use-cases/sessions/change-session-status';
import { downloadRecording } from '../use-cases/sessions/download-recording';
import { joinSession } from '../use-cases/sessions/join-session';
import { requestRecordingUpload } from '../use-cases/sessions/request-recording-upload';
import { loanNoField, ports, who } from './route-parts';
import { sessionSchema } from './session-schema';

const tags = ['Signing'];

/** The two people of a session: its borrower (their own session only) and its attestor. */
const participants = signedIn({ kinds: ['customer', 'staff'], roles: ['Borrower', 'Attorney'] });
/** The room's controls are the session's own attestor's; the use case checks it is theirs. */
const attorney = signedIn({ kinds: ['staff'], roles: ['Attorney'] });
const sessionFollowers = signedIn({ kinds: ['staff'], privileges: ['Loan - Retrieve Signing Sessions'] });

const sessionIdField = z.string().trim().min(1).max(40);
const sessionBody = lazyJsonBody(() => z.object({ SigningSessionId: sessionIdField }));

const sessionAnswer = lazyJsonResponse(() => z.object({ Data: sessionSchema() }), 'The signing session');

const joinRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/join',
  summary: 'Open the live room: the session, the caller’s side and the ICE servers to connect with',
  description:
    "The session's borrower (their own; another's answers 404) or its attestor. The first join of each " +
    'is recorded. The browsers then meet over the WebSocket: `{type:"join-session", SigningSessionId}`, ' +
    'and `{type:"signal", SigningSessionId, data}` is passed to the other side as ' +
    '`{type:"signal", SigningSessionId, from, data}`.',
  tags,
  access: participants,
  request: { body: sessionBody },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: sessionSchema().extend({
            Side: z.enum(['borrower', 'attestor']),
            IceServers: z.array(
              z.object({
                urls: z.union([z.string(), z.array(z.string())]),
                username: z.string().optional(),
                credential: z.string().optional(),
              }),
            ),
          }),
        }),
      'The session, the side the caller takes and the ICE servers (RTCIceServer[])',
    ),
  },
});

const startRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/start',
  summary: "The session's attestor starts it ('Pending Start' → 'In Progress')",
  tags,
  access: attorney,
  request: { body: sessionBody },
  responses: { 200: sessionAnswer },
});

const endRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/end',
  summary: "The session's attestor ends it ('In Progress' → 'Completed'), with its recording",
  tags,
  access: attorney,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        SigningSessionId: sessionIdField,
        RecordingMediaId: z.string().trim().min(1).max(60).optional().meta({
          description: 'The id `/signing-sessions/recording-upload` answered, once the file is uploaded',
        }),
      }),
    ),
  },
  responses: { 200: sessionAnswer },
});

const noShowRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/no-show',
  summary: "The session's attestor marks that the borrower did not come ('No Show'), once it has begun",
  tags,
  access: attorney,
  request: { body: sessionBody },
  responses: { 200: sessionAnswer },
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/recording-upload',
  summary: "A form to upload the session's recording straight to the document store (MP4, at most 500 MB)",
  description:
    'POST the form to `Url` as multipart/form-data: every field of `Fields` as given, then the file last, ' +
    'named `file`. Then end the session with the `RecordingMediaId`.',
  tags,
  access: attorney,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        SigningSessionId: sessionIdField,
        ContentType: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .meta({ description: "'video/mp4' (codecs may follow)" }),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            SigningSessionId: z.string(),
            RecordingMediaId: z.string(),
            Url: z.string(),
            Method: z.literal('POST'),
            Fields: z.record(z.string(), z.string()),
            MaxBytes: z.number().int(),
          }),
        }),
      'The upload form',
    ),
  },
});

const seeOther: FileResponse<never> = {
  description:
    'See Other: `Location` is a one-hour link to the recording (video/mp4, named ' +
    '`signing-session-recording-<LoanNo>.mp4`) in the document store, which a browser follows',
  content: {},
};

const downloadRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/download-recording',
  summary: "The recording of the loan's latest recorded session (an MP4 video)",
  description:
    "Staff with 'Loan - Retrieve Signing Sessions'. A recording is far larger than an API answer may be, " +
    "so the answer sends the caller on to the file. 404 'No file found' when the loan has no recording.",
  tags,
  access: sessionFollowers,
  request: { body: lazyJsonBody(() => z.object({ LoanNo: loanNoField })) },
  responses: {
    200: fileResponse('video/mp4', 'The recording, where the 303 leads (a browser follows it by itself)'),
    303: seeOther,
  },
});

export const sessionRoutes = contextApp()
  .openapi(joinRoute, async (c) =>
    c.json(
      {
        Data: await joinSession(ports(), who(c), {
          ...c.req.valid('json'),
          iceServers: platform().config.ICE_SERVERS,
          realNow: new Date(),
        }),
      },
      200,
    ),
  )
  .openapi(startRoute, async (c) =>
    c.json({ Data: await startSession(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(endRoute, async (c) =>
    c.json({ Data: await endSession(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(noShowRoute, async (c) =>
    c.json({ Data: await markNoShow(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(uploadRoute, async (c) =>
    c.json({ Data: await requestRecordingUpload(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(downloadRoute, async (c) => {
    const link = await downloadRecording(ports(), who(c), c.req.valid('json'));
    return new Response(null, {
      status: 303,
      headers: { Location: link.url, 'Cache-Control': 'private, no-store' },
    });
  });
