/**
 * Upload limits and their messages (docs/decisions/data.md "Photos and uploads"), kept apart from MESSAGES and
 * LIMITS so the main page's bundle does not carry them: only the server says these words.
 */
export const UPLOAD_LIMITS = {
  /** All files of one upload request together: 5 lodging photos of 10 MB and room photos fit. */
  requestMaxBytes: 60 * 1024 * 1024,
  /** Largest image decoded: above what phone cameras save by default. */
  imageMaxPixels: 40_000_000,
} as const;

export const UPLOAD_MESSAGES = {
  imageTooManyPixels: '이미지 해상도가 너무 큽니다. 4,000만 화소 이하의 사진을 올려주세요.',
  uploadTooLarge: '한 번에 올릴 수 있는 파일은 모두 60MB까지입니다.',
  uploadTooManyFiles: '한 번에 올릴 수 있는 파일 수를 넘었습니다.',
  uploadMalformed: '업로드가 끝까지 전송되지 않았거나 형식이 올바르지 않습니다. 다시 시도해주세요.',
  uploadFailed: '사진을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  storageFull: '사진 저장 공간이 부족해 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  storageReadOnly: '지금은 사진 저장소에 쓸 수 없어 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  storageUnreachable: '사진 저장소에 연결하지 못해 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
