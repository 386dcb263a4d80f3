/** The messages of translated content (names and descriptions per language), Korean as the consoles show them. */
export const CONTENT_MESSAGES = {
  translationInvalid: '번역 내용의 형식이 올바르지 않습니다.',
  translationLocaleUnknown: '지원하지 않는 언어입니다. (en, ja, zh-Hans)',
  translationTooLong: '번역한 이름 또는 설명이 너무 깁니다.',
  translationControlChars: '번역 내용에 쓸 수 없는 문자가 있습니다.',
  translationHint: '비워 둔 언어의 손님에게는 한국어 원문과 이름의 로마자 표기가 보입니다.',
  translationSaved: '번역을 저장했습니다.',
  translationSaveFailed: '번역을 저장하지 못했습니다.',
  localeInvalid: '지원하지 않는 언어입니다. ko, en, ja, zh-Hans 중 하나를 보내 주세요.',
} as const;

/** The consoles' translation tabs (Korean: consoles stay Korean). */
export const CONTENT_EDITOR_LABELS = {
  name: '이름',
  description: '설명',
  overview: '개요',
  korean: '한국어 (필수)',
  languages: (prefix: string) => `${prefix}언어`,
  optional: '선택 입력: 비워 두면 이 언어의 손님에게 한국어(와 이름의 로마자 표기)가 보입니다.',
  counted: (field: string, language: string, length: number, max: number) =>
    `${field} (${language}, ${length.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자)`,
} as const;
