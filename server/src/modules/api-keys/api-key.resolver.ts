import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import { beforeIdOf, connectionOfRows, pageSize } from '../../platform/pagination';
import * as keys from './api-key.service';
import {
  ApiKey,
  ApiKeyConnection,
  ApiKeyIdInput,
  ApiKeyUsageDay,
  IssueApiKeyInput,
  IssueApiKeyPayload,
  RevokeApiKeyPayload,
  SetApiKeyReturnOriginsInput,
  SetApiKeyReturnOriginsPayload,
} from './api-key.types';

/** The consoles' API keys; an administrator's are partner keys, a manager's reach its lodgings. */
@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Authorized('ROLE_ADMIN', 'ROLE_MANAGER')
  @Query(() => ApiKeyConnection, { description: '내 API 키 (관리자: 모든 파트너 키), 최근 순' })
  async apiKeys(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ApiKeyConnection> {
    const size = pageSize(first);
    const rows = await keys.listKeys(ctx, { beforeId: beforeIdOf(after), limit: size + 1 });
    return connectionOfRows(rows, size, (row) => row.id);
  }

  @Authorized('ROLE_ADMIN', 'ROLE_MANAGER')
  @Mutation(() => IssueApiKeyPayload, { description: 'API 키 만들기 (키는 이 응답에서만 보여 줌)' })
  async issueApiKey(
    @Arg('input', () => IssueApiKeyInput) input: IssueApiKeyInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IssueApiKeyPayload> {
    return keys.issueKey(ctx, input);
  }

  @Authorized('ROLE_ADMIN', 'ROLE_MANAGER')
  @Mutation(() => IssueApiKeyPayload, { description: 'API 키 교체: 새 키를 주고 지금 키는 바로 끊음' })
  async rotateApiKey(
    @Arg('input', () => ApiKeyIdInput) input: ApiKeyIdInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IssueApiKeyPayload> {
    return keys.rotateKey(ctx, Number(input.id));
  }

  @Authorized('ROLE_ADMIN', 'ROLE_MANAGER')
  @Mutation(() => SetApiKeyReturnOriginsPayload, {
    description: 'API 키의 돌아올 주소(결제 후 손님을 보낼 파트너 사이트) 바꾸기',
  })
  async setApiKeyReturnOrigins(
    @Arg('input', () => SetApiKeyReturnOriginsInput) input: SetApiKeyReturnOriginsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SetApiKeyReturnOriginsPayload> {
    return { apiKey: await keys.setReturnOrigins(ctx, Number(input.id), input.returnOrigins) };
  }

  @Authorized('ROLE_ADMIN', 'ROLE_MANAGER')
  @Mutation(() => RevokeApiKeyPayload, { description: 'API 키 폐기 (모든 서버에서 바로)' })
  async revokeApiKey(
    @Arg('input', () => ApiKeyIdInput) input: ApiKeyIdInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RevokeApiKeyPayload> {
    return { apiKey: await keys.revokeKey(ctx, Number(input.id)) };
  }

  @FieldResolver(() => [ApiKeyUsageDay], { description: '최근 14일 하루 사용량 (최근 순, 쓴 날만)' })
  async usage(@Root() key: ApiKey, @Ctx() ctx: RequestContext): Promise<keys.UsageDayRecord[]> {
    return loaderOf<number, keys.UsageDayRecord[]>(ctx, 'apiKeyUsage', async (ids) => {
      const rows = await keys.usageOfKeys(ctx, ids);
      return ids.map((id) => rows.filter((row) => row.apiKeyId === id));
    }).load(key.id);
  }
}
