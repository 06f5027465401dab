import type { FastifyRequest } from 'fastify';
import { AppError } from '@trip/shared/errors/app-error';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@trip/shared/media/uploads';
import { blogMessages } from '@trip/shared/blog/constants';
import type { BlogSubmission } from './blog.service';

const IMAGE_FIELD = 'featuredImage';
const REMOVE_IMAGE_FIELD = 'removeFeaturedImage';
/** Generous for a post of 100,000 characters in any script. */
const FIELD_MAX_BYTES = 512 * 1024;
const MAX_FIELDS = 30;
const NAME_IN_MESSAGE_MAX = 80;
const TRUE_TEXTS = ['true', '1', 'on', 'yes'];
const FALSE_TEXTS = ['false', '0', 'off', 'no', ''];

function displayName(filename: string | undefined): string {
  const name = (filename ?? '').replace(/[\r\n\t]/g, ' ').trim();
  if (name === '') return 'The featured image';
  return name.length > NAME_IN_MESSAGE_MAX ? `${name.slice(0, NAME_IN_MESSAGE_MAX)}…` : name;
}

function refuse(code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE', field: string, message: string) {
  return new AppError(code, { message, fieldErrors: { [field]: message } });
}

function readRemoveFlag(value: unknown): boolean {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (TRUE_TEXTS.includes(text)) return true;
  if (FALSE_TEXTS.includes(text)) return false;
  throw refuse('VALIDATION_FAILED', REMOVE_IMAGE_FIELD, blogMessages.removeImageInvalid);
}

/**
 * Reads the blog form from multipart: every field as text, one optional `featuredImage` file
 * (held in memory, at most 5 MB; nothing touches the disk here) and `removeFeaturedImage`.
 */
export async function readBlogSubmission(request: FastifyRequest): Promise<BlogSubmission> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: blogMessages.multipartRequired });
  }
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let image: BlogSubmission['image'];
  let removeImage = false;
  let currentFile = '';
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        // One image, and room to notice a second one sent by mistake.
        files: 2,
        fields: MAX_FIELDS,
        fieldSize: FIELD_MAX_BYTES,
      },
    })) {
      if (part.type === 'file') {
        currentFile = displayName(part.filename);
        const bytes = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD) continue;
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length === 0 && !part.filename) continue;
        if (image) throw refuse('VALIDATION_FAILED', IMAGE_FIELD, blogMessages.oneImageOnly);
        image = { name: currentFile, bytes };
        continue;
      }
      if (part.valueTruncated) {
        throw refuse(
          'PAYLOAD_TOO_LARGE',
          part.fieldname,
          `The ${part.fieldname} field is too long.`,
        );
      }
      if (part.fieldname === REMOVE_IMAGE_FIELD) {
        removeImage = readRemoveFlag(part.value);
        continue;
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse('PAYLOAD_TOO_LARGE', IMAGE_FIELD, uploadMessages.tooLarge(currentFile));
    }
    if (code === 'FST_FILES_LIMIT') {
      throw refuse('VALIDATION_FAILED', IMAGE_FIELD, blogMessages.oneImageOnly);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The form has too many fields.' });
    }
    // Malformed multipart, a connection cut short.
    throw new AppError('BAD_REQUEST', {
      message: 'The form could not be read.',
      internal: (error as Error).message,
    });
  }
  return { fields: { ...fields }, image, removeImage };
}
