import { LocalStorage } from '../../src/platform/storage/local-storage';

/**
 * The local photo storage on a disk that fails as a full (ENOSPC) or read-only (EROFS, EACCES) one does at the
 * moment a photo takes its name: a test cannot fill or freeze a real disk (it runs as root, without mounts).
 */
export class FailingDisk extends LocalStorage {
  constructor(
    root: string,
    private readonly code: string,
  ) {
    super(root);
  }

  protected override async linkNew(): Promise<boolean> {
    throw Object.assign(new Error(`${this.code}: refused by the test's disk`), { code: this.code });
  }
}
