import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

/**
 * Lets the routes of `scope` read multipart forms (the admin's post and package forms, with
 * their pictures). Only those routes get it: @fastify/multipart adds two hooks to every request
 * of the scope it is registered in, to delete files saved to disk (this app never saves any:
 * it reads parts as streams), so registered for the whole app it cost every public answer an
 * event listener and two promises.
 */
export async function acceptMultipartForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 100, fieldSize: 200_000, parts: 120 },
  });
}
