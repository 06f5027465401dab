import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Smaller answers go as they are, here and in the compression plugin (plugins/external). */
export const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};

/**
 * A JSON answer many visitors share (the public catalogue), checked and serialised once and
 * compressed once per encoding, instead of on every request. Serialising and compressing a
 * page of packages cost more than everything else in answering it.
 */
export type PreparedJson = {
  readonly body: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
};

/** Checks `value` against the route's response schema, as the serialiser would, then stores it. */
export function prepareJson<S extends z.ZodType>(schema: S, value: z.input<S>): PreparedJson {
  const body = Buffer.from(JSON.stringify(schema.parse(value)));
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    encoded(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes = compressors[encoding](body);
        // A failed compression is tried again next time rather than remembered.
        bytes.catch(() => encoded.delete(encoding));
        encoded.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * Options for a GET route that answers only with `sendPreparedJson`, which compresses the
 * answer itself: the compression plugin's three hooks per request (plugins/external/security)
 * would find nothing to do, so the route goes without them.
 */
export const PREPARED_JSON_ROUTE = { compress: false, decompress: false } as const;

/** Sends a prepared answer in the encoding the client prefers among br and gzip. */
export async function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && prepared.body.length >= COMPRESS_FROM_BYTES
      ? negotiate<Encoding>(accepted, [...ENCODINGS])
      : null;
  if (!encoding) return reply.send(prepared.body);
  const bytes = await prepared.encoded(encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}
