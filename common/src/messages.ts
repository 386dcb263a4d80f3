/**
 * The message catalogue of spec §8 (and the old service's texts of REST-NOTES), shared by server and
 * client so a rule and its words live once. Keys name the situation, values are the spec's words.
 */
export const MESSAGES = {
  // Generic
  badRequest: '잘못된 요청입니다.',
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  notFound: '요청한 리소스를 찾을 수 없습니다.',
  pathNotFound: '존재하지 않는 경로입니다.',
  internal: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해주세요.',

  // Login (member) and manager login (English, spec §8)
  loginFailed: '로그인에 실패하였습니다.',
  recaptchaRequired: 'reCAPTCHA 인증을 완료해주세요.',
  managerLoginFailed: 'Login failed. Please check your email and password.',
  invalidRefreshToken: '세션이 만료되었습니다. 다시 로그인해주세요.',
  logoutDone: '로그아웃되었습니다.',
  loginFieldsRequired: '이메일과 비밀번호를 입력해주세요.',
  managerPending: '관리자 승인 대기 중인 계정입니다.',
  tooManyLoginAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',

  // Manager sign-up, reset and login form checks (English, spec §8)
  managerEmailInvalid: 'Please enter a valid email address.',
  managerPasswordRule: 'Password must be at least 8 characters and include letters, numbers and special characters.',

  // Search bar and search page
  destinationRequired: '목적지를 입력해주세요.',
  datesRequired: '체크인/체크아웃 날짜를 선택해주세요.',
  roomsAtLeastOne: '객실 수는 1개 이상이어야 합니다.',
  personsAtLeastOne: '인원 수는 1명 이상이어야 합니다.',
  regionTooLong: '검색어가 너무 깁니다. (최대 50자)',
  searchFailed: '검색 요청 중 오류가 발생했습니다',

  pageInPreparation: '준비 중입니다.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
