import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { UPLOAD_MESSAGES } from '@shim/common/uploads';
import { AppError } from './errors';
import { refusalOfFsError, storageRefused } from './storage/object-storage';

/** A file part of a multipart form, streamed to a temporary file (never held in memory). */
export interface UploadedFile {
  field: string;
  fileName: string;
  /** What the browser claimed; never trusted (the bytes are checked). */
  mimeType: string;
  /** The temporary file holding the part's bytes; removed by the form's `discard`. */
  path: string;
  size: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Removes the temporary files: call it once the request is done with them, whatever happened. */
  discard(): Promise<void>;
}

export interface MultipartLimits {
  /** Where the parts go: a folder of temporary files (the uploads' tmp area, on the uploads' disk). */
  tmpDir: string;
  maxFileBytes: number;
  /** 413 with this message when one file is larger than `maxFileBytes`. */
  tooLargeMessage: string;
  maxFiles: number;
  /** The whole request's files together (the body is refused before reading when it announces more). */
  maxTotalBytes: number;
  /** 413 with this message past `maxTotalBytes` (default: the 60 MB of an upload request). */
  totalTooLargeMessage?: string;
  /** Called as each file part starts, with the fields of the file parts before it: a refusal stops the reading. */
  checkFile?: (field: string, earlier: readonly string[]) => AppError | null;
}

/** Room for the text fields and part headers beside the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
/**
 * After a refusal the rest of the body is read and dropped (answering and closing while the browser still
 * sends resets its connection before it reads the answer), but never more than this in all: beyond it the
 * connection is closed.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/**
 * Reads a `multipart/form-data` body: text fields in memory, each file part streamed to a temporary file.
 * A body announced larger than the limits is refused before a byte is read; a file or the total crossing
 * its cap, too many files, a malformed or cut-off body or a failing disk stop the reading at once, remove
 * what was written and reject with a 4xx (`AppError`) — never an unhandled stream error.
 */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const announced = Number(req.headers['content-length']);
  if (announced > limits.maxTotalBytes + FORM_OVERHEAD_BYTES) {
    refuse(req, 0);
    throw new AppError('PAYLOAD_TOO_LARGE', limits.totalTooLargeMessage ?? UPLOAD_MESSAGES.uploadTooLarge);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: limits.maxFiles + 20,
      },
    });
  } catch {
    throw AppError.badInput(UPLOAD_MESSAGES.uploadMalformed);
  }
  await mkdir(limits.tmpDir, { recursive: true }).catch((error: unknown) => {
    const refusal = refusalOfFsError(error);
    throw refusal ? storageRefused(refusal) : error;
  });

  const files: UploadedFile[] = [];
  const started: string[] = [];
  const fields: Record<string, string> = {};
  const writing = new Set<Promise<void>>();
  const temporary: string[] = [];
  const discard = async () => {
    await Promise.allSettled([...writing]);
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
  };

  let bytesRead = 0;
  const count = (chunk: Buffer) => {
    bytesRead += chunk.length;
  };
  req.on('data', count);

  return new Promise<MultipartForm>((resolve, reject) => {
    let settled = false;
    let fileBytes = 0;
    const outputs = new Set<WriteStream>();

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners('file');
      for (const output of outputs) output.destroy();
      refuse(req, bytesRead);
      req.off('data', count);
      void discard().then(
        () => reject(error),
        () => reject(error),
      );
    };
    const badInput = () => fail(AppError.badInput(UPLOAD_MESSAGES.uploadMalformed));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return badInput();
      fields[name] = value;
    });
    parser.on('file', (field, stream: Readable & { truncated?: boolean }, info) => {
      // Errors of the part (a cut-off body ends it with "Unexpected end of form") are this request's 400.
      stream.on('error', badInput);
      if (settled) return void stream.resume();
      const refusal = limits.checkFile?.(field, started);
      if (refusal) return fail(refusal);
      started.push(field);
      const file = path.join(limits.tmpDir, `${randomUUID()}.part`);
      temporary.push(file);
      const output = createWriteStream(file, { flags: 'wx' });
      outputs.add(output);
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        fileBytes += chunk.length;
        if (fileBytes > limits.maxTotalBytes)
          fail(new AppError('PAYLOAD_TOO_LARGE', limits.totalTooLargeMessage ?? UPLOAD_MESSAGES.uploadTooLarge));
      });
      stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage)));
      const written = new Promise<void>((done) => {
        output.on('close', done);
        output.on('error', (error) => {
          // A full or read-only disk is the photo storage's clear 507; anything else, the server's failure.
          const refusal = refusalOfFsError(error);
          fail(refusal ? storageRefused(refusal) : new AppError('INTERNAL_SERVER_ERROR', UPLOAD_MESSAGES.uploadFailed));
          done();
        });
      });
      writing.add(written);
      stream.pipe(output);
      stream.on('end', () => {
        if (!settled && !stream.truncated)
          files.push({ field, fileName: info.filename ?? '', mimeType: info.mimeType, path: file, size });
      });
    });
    parser.on('filesLimit', () => fail(AppError.badInput(UPLOAD_MESSAGES.uploadTooManyFiles)));
    parser.on('partsLimit', () => fail(AppError.badInput(UPLOAD_MESSAGES.uploadTooManyFiles)));
    parser.on('fieldsLimit', badInput);
    parser.on('error', badInput);
    req.on('error', badInput);
    req.on('close', () => {
      if (!req.complete) badInput();
    });
    parser.on('close', () => {
      if (settled) return;
      // Every part's file is flushed before the form is handed over.
      void Promise.allSettled([...writing]).then(() => {
        if (settled) return;
        settled = true;
        req.off('data', count);
        resolve({ fields, files, discard });
      });
    });
    req.pipe(parser);
  });
}

/** A text part sent as a file (browsers send `new Blob([json])` so): its content, read from the temporary file. */
export const textOf = (file: UploadedFile): Promise<string> => readFile(file.path, 'utf8');

/**
 * Stops taking the body: the answer closes the connection, and the rest is read and dropped so the client
 * sees the answer; past `DRAIN_LIMIT_BYTES` in all, reading stops and the connection closes once answered.
 */
function refuse(req: Request, alreadyRead: number): void {
  req.res?.setHeader('Connection', 'close');
  if (req.complete) return;
  const closeOnceAnswered = () => {
    req.pause();
    if (!req.res || req.res.writableFinished) req.destroy();
    else req.res.once('finish', () => req.destroy());
  };
  let read = alreadyRead;
  if (read > DRAIN_LIMIT_BYTES || Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) return closeOnceAnswered();
  const drop = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= DRAIN_LIMIT_BYTES) return;
    req.off('data', drop);
    closeOnceAnswered();
  };
  req.on('data', drop);
  req.resume();
}
