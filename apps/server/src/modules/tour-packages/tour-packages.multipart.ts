import type { FastifyRequest } from 'fastify';
import { AppError } from '@trip/shared/errors/app-error';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@trip/shared/media/uploads';
import { PACKAGE_MAX_IMAGES, packageMessages } from '@trip/shared/tour-packages/constants';
import type { PackageSubmission } from './tour-packages.service';

/** Fields sent as JSON text: the lists and the nested groups of the form. */
const JSON_FIELDS = new Set([
  'pricing',
  'travelDetails',
  'bookingInfo',
  'contactInfo',
  'features',
  'inclusions',
  'exclusions',
  'itinerary',
  'tags',
  'existingImages',
]);
const GROUPS = new Set(['pricing', 'travelDetails', 'bookingInfo', 'contactInfo']);
const CAPTION_FIELD = /^imageCaption(\d{1,2})$/;
const IMAGE_FIELD = 'images';
/** Generous for a description of 50,000 characters in any script. */
const FIELD_MAX_BYTES = 256 * 1024;
const MAX_FIELDS = 200;
const NAME_IN_MESSAGE_MAX = 80;

/** JSON text parsed; text that is not JSON is handed on as it is, for the form rules to name. */
function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

function setField(fields: Record<string, unknown>, name: string, value: unknown): void {
  // "pricing.basePrice" style names fill in the group, for forms that send groups flat.
  const [group, key, ...rest] = name.split('.');
  if (group && key && rest.length === 0 && GROUPS.has(group)) {
    const current = fields[group];
    const target =
      current && typeof current === 'object' && !Array.isArray(current)
        ? (current as Record<string, unknown>)
        : {};
    target[key] = value;
    fields[group] = target;
    return;
  }
  fields[name] = JSON_FIELDS.has(name) ? parseJsonField(value) : value;
}

function displayName(filename: string | undefined, index: number): string {
  const name = (filename ?? '').replace(/[\r\n\t]/g, ' ').trim();
  if (name === '') return `Image ${index + 1}`;
  return name.length > NAME_IN_MESSAGE_MAX ? `${name.slice(0, NAME_IN_MESSAGE_MAX)}…` : name;
}

function refuseTooLarge(name: string): AppError {
  const message = uploadMessages.tooLarge(name);
  return new AppError('PAYLOAD_TOO_LARGE', { message, fieldErrors: { images: message } });
}

/**
 * Reads the package form from multipart: scalar fields as text, lists and groups as JSON text,
 * repeated `images` file parts, `imageCaption{index}` per new image. Files are held in memory
 * (at most 10 of 5 MB) and nothing touches the disk here.
 */
export async function readPackageSubmission(request: FastifyRequest): Promise<PackageSubmission> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: packageMessages.multipartRequired });
  }
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const images: PackageSubmission['images'] = [];
  const captions = new Map<number, string>();
  let currentFile = '';
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: PACKAGE_MAX_IMAGES,
        fields: MAX_FIELDS,
        fieldSize: FIELD_MAX_BYTES,
      },
    })) {
      if (part.type === 'file') {
        currentFile = displayName(part.filename, images.length);
        const bytes = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD) continue;
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length === 0 && !part.filename) continue;
        images.push({ name: currentFile, bytes });
        continue;
      }
      if (part.valueTruncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: `The ${part.fieldname} field is too long.`,
        });
      }
      const caption = CAPTION_FIELD.exec(part.fieldname);
      if (caption) {
        captions.set(Number(caption[1]), String(part.value ?? ''));
        continue;
      }
      setField(fields, part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseTooLarge(currentFile);
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', {
        message: packageMessages.tooManyImages,
        fieldErrors: { images: packageMessages.tooManyImages },
      });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The form has too many fields.' });
    }
    // Malformed multipart, a JSON part that is not JSON, a connection cut short.
    throw new AppError('BAD_REQUEST', {
      message: 'The form could not be read.',
      internal: (error as Error).message,
    });
  }
  return { fields: { ...fields }, images, captions };
}
