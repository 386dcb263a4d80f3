import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from './errors';

/** A file part of a multipart form, held in memory (uploads are bounded by `maxFileBytes`). */
export interface UploadedFile {
  field: string;
  fileName: string;
  /** What the browser claimed; never trusted (the bytes are checked). */
  mimeType: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Room for the text fields and part headers beside the largest file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/**
 * Reads a `multipart/form-data` body: its text fields and at most `maxFiles` files of at most
 * `maxFileBytes` each. A larger file is 413 with `tooLargeMessage`; the rest of it is read and dropped
 * (answering before the body is read would reset the browser's connection), except that a body
 * announced far larger than allowed is refused at once.
 */
export async function readMultipart(
  req: Request,
  limits: { maxFileBytes: number; maxFiles: number; tooLargeMessage: string },
): Promise<MultipartForm> {
  const announced = Number(req.headers['content-length']);
  if (announced > limits.maxFileBytes * limits.maxFiles + FORM_OVERHEAD_BYTES) {
    req.resume();
    throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    });
  } catch {
    throw AppError.badInput();
  }
  return new Promise<MultipartForm>((resolve, reject) => {
    const form: MultipartForm = { fields: {}, files: [] };
    let problem: AppError | null = null;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problem ??= AppError.badInput();
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!problem) chunks.push(chunk);
      });
      stream.on('limit', () => {
        problem ??= new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage);
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!problem)
          form.files.push({
            field,
            fileName: info.filename ?? '',
            mimeType: info.mimeType,
            data: Buffer.concat(chunks),
          });
      });
    });
    parser.on('filesLimit', () => {
      problem ??= AppError.badInput();
    });
    parser.on('partsLimit', () => {
      problem ??= AppError.badInput();
    });
    parser.on('fieldsLimit', () => {
      problem ??= AppError.badInput();
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(AppError.badInput());
    });
    parser.on('close', () => {
      if (problem) reject(problem);
      else resolve(form);
    });
    req.pipe(parser);
  });
}
