import { createHmac } from 'node:crypto';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import type { Config } from '../../config';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { callOutside, type OutsideService } from '../outside-call';
import { normalizeAddress } from './gazetteer';

export const LOCAL_GEOCODING_PATH = '/local/kakao-local';
export const KAKAO_LOCAL_DEFAULT_API_URL = 'https://dapi.kakao.com';

export interface GeocodedAddress {
  /** The address as the service names it. */
  address: string;
  latitude: number;
  longitude: number;
  /** 시·도 and 시·군·구 as the service names them (`서울특별시 강남구`): the admin's regional figures. */
  region: string;
}

interface KakaoRegion {
  region_1depth_name?: string;
  region_2depth_name?: string;
}

interface KakaoAddressAnswer {
  documents?: Array<{
    address_name?: string;
    x?: string;
    y?: string;
    address?: KakaoRegion | null;
    road_address?: KakaoRegion | null;
  }>;
}

/**
 * The region of a Kakao answer: its 시·도 (Kakao says `서울`, the stored regions `서울특별시`) and the first word
 * of its 시·군·구; the answer's own address name when it carries no parts. Never the text a manager typed.
 */
export function regionOfAnswer(parts: KakaoRegion | null | undefined, addressName: string): string {
  const named = [parts?.region_1depth_name, parts?.region_2depth_name?.split(/\s+/)[0]].filter(Boolean).join(' ');
  return normalizeAddress(named || addressName)
    .split(' ')
    .slice(0, 2)
    .join(' ');
}

/**
 * Address → coordinates through the Kakao Local API (ARCHITECTURE §6): `GET
 * /v2/local/search/address.json?query=…` with `Authorization: KakaoAK {REST API key}`. Without a key the
 * same request goes over HTTP to the local stand-in this app serves at LOCAL_GEOCODING_PATH.
 */
export class KakaoGeocoder {
  /** The stand-in's key: derived from the server secret, nothing to configure. */
  readonly localKey: string;
  private readonly outside: OutsideService;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.localKey = `local_${createHmac('sha256', config.jwtSecret).update('local-kakao-local').digest('base64url').slice(0, 24)}`;
    this.outside = {
      name: 'Kakao Local',
      logger,
      timeoutMs: 5000,
      noAnswer: () => new AppError('BAD_GATEWAY', LODGING_MESSAGES.geocodingUnavailable),
    };
  }

  get isLocal(): boolean {
    return !this.config.KAKAO_REST_API_KEY;
  }

  apiUrl(selfUrl: string): string {
    if (this.config.KAKAO_LOCAL_API_URL) return this.config.KAKAO_LOCAL_API_URL.replace(/\/+$/, '');
    return this.isLocal ? `${selfUrl}${LOCAL_GEOCODING_PATH}` : KAKAO_LOCAL_DEFAULT_API_URL;
  }

  /** The first match for `query`; 404 `주소를 찾을 수 없습니다.` when there is none, 502 when the service fails. */
  async geocode(selfUrl: string, query: string): Promise<GeocodedAddress> {
    if (this.isLocal && !this.config.standIns.geocoding)
      throw new AppError('BAD_GATEWAY', LODGING_MESSAGES.geocodingUnavailable);
    const url = `${this.apiUrl(selfUrl)}/v2/local/search/address.json?${new URLSearchParams({ query, size: '1' })}`;
    const { status, ok, body } = await callOutside(this.outside, url, {
      headers: {
        authorization: `KakaoAK ${this.config.KAKAO_REST_API_KEY ?? this.localKey}`,
        accept: 'application/json',
      },
    });
    const answer = body as KakaoAddressAnswer | null;
    if (!ok || !answer) {
      this.logger.error({ status }, 'Kakao Local 오류');
      throw new AppError('BAD_GATEWAY', LODGING_MESSAGES.geocodingUnavailable);
    }
    const first = answer.documents?.[0];
    const latitude = Number(first?.y);
    const longitude = Number(first?.x);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      throw AppError.notFound(LODGING_MESSAGES.addressNotFound);
    const address = first.address_name ?? query;
    return { address, latitude, longitude, region: regionOfAnswer(first.address ?? first.road_address, address) };
  }
}
