/** Integrator API keys: the scopes, who may grant them, and the words both sides show. */
export const PARTNER_SCOPES = ['catalog:read', 'bookings:write'] as const;
export const MANAGER_SCOPES = ['calendar:write', 'reservations:read'] as const;
export const API_KEY_SCOPES = [...PARTNER_SCOPES, ...MANAGER_SCOPES] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** Every key starts so: a bearer token with it is a key, any other a person's JWT. */
export const API_KEY_MARK = 'shim_live_';

export const API_KEY_LIMITS = {
  nameMaxLength: 50,
  /** Keys an owner may hold that are neither revoked nor expired. */
  activePerOwner: 20,
  /** Operation ids a key may be pinned to. */
  safelistMax: 200,
  /** Days of usage the console shows. */
  usageDays: 14,
  /** Sites a booking partner's key may send guests back to from the payment window. */
  returnOriginsMax: 5,
} as const;

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'catalog:read': '숙소·객실·요금·예약 가능 여부 조회',
  'bookings:write': '예약 만들기',
  'calendar:write': '내 객실 요금·판매 달력 변경',
  'reservations:read': '내 숙소 예약 조회',
};

export const API_KEY_MESSAGES = {
  nameRequired: 'API 키 이름을 입력해주세요.',
  nameTooLong: `API 키 이름은 ${API_KEY_LIMITS.nameMaxLength}자 이하로 입력해주세요.`,
  scopesRequired: '권한(scope)을 하나 이상 골라주세요.',
  scopeNotGrantable: '이 계정이 줄 수 없는 권한(scope)입니다.',
  partnerNeedsCatalog: '파트너 키에는 catalog:read 권한이 있어야 합니다.',
  expiryInvalid: '만료 시각은 지금 이후의 ISO 8601 시각이어야 합니다.',
  operationIdsInvalid: '허용 작업 목록은 SHA-256(64자리 16진수) 값이어야 합니다.',
  tooManyKeys: `사용 중인 API 키는 ${API_KEY_LIMITS.activePerOwner}개까지 만들 수 있습니다.`,
  keyNotFound: 'API 키를 찾을 수 없습니다.',
  keyRevoked: '이미 폐기된 API 키입니다.',
  keyRejected: 'API 키가 올바르지 않거나 만료·폐기되었습니다.',
  keyGraphqlOnly: 'API 키는 /graphql 에서만 쓸 수 있습니다.',
  scopeMissing: '이 API 키에는 이 작업의 권한(scope)이 없습니다.',
  persistedQueryNotAllowed: '이 API 키에 허용되지 않은 작업입니다.',
  requestsExceeded: 'API 키의 분당 요청 수를 넘었습니다. 잠시 후 다시 시도해주세요.',
  costExceeded: 'API 키의 분당 GraphQL 비용을 넘었습니다. 잠시 후 다시 시도해주세요.',
  issued: 'API 키를 만들었습니다. 지금만 보여 드리니 안전한 곳에 보관하세요.',
  revoked: 'API 키를 폐기했습니다.',
  confirmRevoke: '이 API 키를 폐기할까요? 이 키를 쓰는 연동은 바로 멈춥니다.',
  confirmRotate: '새 키를 만들고 지금 키는 바로 폐기할까요?',
  loadFailed: 'API 키 목록을 불러오지 못했습니다.',
  copied: '복사했습니다.',
  returnOriginsTooMany: `돌아올 주소(origin)는 ${API_KEY_LIMITS.returnOriginsMax}개까지 등록할 수 있습니다.`,
  returnOriginInvalid: '돌아올 주소는 https://partner.example 처럼 경로 없는 사이트 주소(origin)여야 합니다.',
  returnOriginNotHttps: '돌아올 주소는 https 여야 합니다 (http는 개발 서버나 localhost에서만).',
  returnOriginsSaved: '돌아올 주소를 저장했습니다.',
  returnUrlInvalid: '결제 후 돌아올 주소(successUrl, failUrl)는 http(s)로 시작하는 전체 주소여야 합니다.',
  returnUrlNotAllowed: '결제 후 돌아올 주소가 이 API 키에 등록된 사이트(origin)가 아닙니다.',
  returnUrlNotThisSite: '결제 후 돌아올 주소는 이 사이트의 주소여야 합니다.',
  returnUrlsTogether: 'successUrl과 failUrl은 함께 보내야 합니다.',
} as const;

/** The WHATWG URL both runtimes have (common is typed without DOM or Node): the parts read here. */
declare const URL: new (input: string) => {
  origin: string;
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  username: string;
  password: string;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A loopback host (`localhost`, `127.0.0.1`, `[::1]`, `*.localhost`): a developer's own machine. */
export const isLoopbackHost = (hostname: string): boolean =>
  LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * A key's return origin as typed (`https://partner.example`, a trailing slash allowed) in its canonical form
 * (`URL.origin`), or the message saying why not: scheme, host and port only; https unless `allowHttp` (a
 * development server) or the host is this machine's.
 */
export function returnOriginOf(text: string, allowHttp: boolean): { origin: string } | { error: string } {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(text.trim());
  } catch {
    return { error: API_KEY_MESSAGES.returnOriginInvalid };
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    return { error: API_KEY_MESSAGES.returnOriginInvalid };
  }
  if (url.protocol === 'http:' && !allowHttp && !isLoopbackHost(url.hostname)) {
    return { error: API_KEY_MESSAGES.returnOriginNotHttps };
  }
  return { origin: url.origin };
}
