import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import {
  checkedKey,
  contentTypeOf,
  DELETED_PREFIX,
  isKey,
  refusalOfFsError,
  storageRefused,
  type ListedObject,
  type ObjectBody,
  type ObjectStorage,
  type StoredObject,
} from './object-storage';

/** Where objects are staged before they take their name: beside them, so the rename or link is atomic. */
const STAGING = '.tmp';

/**
 * Objects as files under one folder (DATA_DIR/uploads by default): a write is a file written under
 * `.tmp/` and then renamed (replacing) or hard-linked (never replacing) to its name, so a reader or a crash never
 * sees half a photo. A disk that is full or read-only answers 507 with nothing left behind.
 */
export class LocalStorage implements ObjectStorage {
  constructor(
    readonly root: string,
    private readonly logger?: Logger,
  ) {}

  async put(key: string, body: ObjectBody, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await this.writing(key, async () => {
      const staged = await this.stage(body);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await rename(staged, file);
      } finally {
        await rm(staged, { force: true });
      }
    });
  }

  async create(key: string, body: ObjectBody, _contentType: string): Promise<boolean> {
    const file = this.fileOf(key);
    return this.writing(key, async () => {
      await mkdir(path.dirname(file), { recursive: true });
      // A file already in the folder's file system (a re-encoded photo in the scratch area) is linked as it is.
      const linked = Buffer.isBuffer(body) ? null : await this.linkNew(body.file, file).catch(crossDevice);
      if (linked !== null) return linked;
      const staged = await this.stage(body);
      try {
        return await this.linkNew(staged, file);
      } finally {
        await rm(staged, { force: true });
      }
    });
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isKey(key)) return null;
    const handle = await open(this.fileOf(key), 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat().catch(() => null);
    if (!info?.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream({ autoClose: true }),
      size: info.size,
      contentType: contentTypeOf(key),
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${info.ino.toString(16)}"`,
    };
  }

  async delete(key: string): Promise<void> {
    if (!(await stat(this.fileOf(key)).catch(() => null))) return;
    const mark = this.fileOf(`${DELETED_PREFIX}${key}`, true);
    await mkdir(path.dirname(mark), { recursive: true });
    await writeFile(mark, new Date().toISOString());
  }

  async discard(key: string): Promise<void> {
    await rm(this.fileOf(key, key.startsWith(DELETED_PREFIX)), { force: true });
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const own = prefix.startsWith('.');
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const entries = await readdir(path.join(this.root, folder), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const listed: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!key.startsWith(prefix) || !isKey(key, own)) continue;
      const info = await stat(file).catch(() => null);
      if (info) listed.push({ key, size: info.size, lastModified: info.mtime });
    }
    return listed.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  /** A hard link to a name no file has: false when it is taken, so no write ever replaces a photo. */
  protected async linkNew(source: string, file: string): Promise<boolean> {
    try {
      await link(source, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private fileOf(key: string, own = false): string {
    return path.join(this.root, ...checkedKey(key, own).split('/'));
  }

  /** The body as a new file in the staging area, whole (its name is used once). */
  private async stage(body: ObjectBody): Promise<string> {
    const folder = path.join(this.root, STAGING);
    await mkdir(folder, { recursive: true });
    const staged = path.join(folder, `${randomUUID()}.obj`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(staged, body, { flag: 'wx' });
      else await copyFile(body.file, staged);
      return staged;
    } catch (error) {
      await rm(staged, { force: true });
      throw error;
    }
  }

  /** A disk that cannot take the write is the person's clear 507, logged once for the operator. */
  private async writing<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const refusal = refusalOfFsError(error);
      if (!refusal) throw error;
      this.logger?.warn({ key, code: (error as NodeJS.ErrnoException).code }, '사진 저장소에 쓰지 못했습니다');
      throw storageRefused(refusal);
    }
  }
}

/** A source on another file system cannot be linked: `null` says "stage a copy first". */
function crossDevice(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'EXDEV') return null;
  throw error;
}
