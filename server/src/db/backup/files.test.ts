import { describe, expect, it } from 'vitest';
import { storageProblem } from './files';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('storageProblem', () => {
  it('names a full disk and a read-only folder in Korean, with the folder, and nothing else', () => {
    expect(storageProblem(failure('ENOSPC'), '/b')).toBe(
      '백업 폴더(/b)에 남은 공간이 없습니다. 공간을 확보하거나 BACKUP_DIR을 바꾼 뒤 다시 실행하세요.',
    );
    expect(storageProblem(failure('EDQUOT'), '/b')).toContain('남은 공간이 없습니다');
    for (const code of ['EROFS', 'EACCES', 'EPERM']) {
      expect(storageProblem(failure(code), '/b')).toBe(
        '백업 폴더(/b)에 쓸 수 없습니다 (읽기 전용이거나 권한이 없습니다). BACKUP_DIR을 확인하세요.',
      );
    }
    expect(storageProblem(failure('ENOTDIR'), '/b')).toBeNull();
    expect(storageProblem(new Error('plain'), '/b')).toBeNull();
  });
});
