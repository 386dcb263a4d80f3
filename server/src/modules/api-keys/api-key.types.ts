import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';

@ObjectType({ description: 'API 키 하루 사용량 (서울 날짜)', simpleResolvers: true })
export class ApiKeyUsageDay {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  day!: string;

  @Field(() => Int)
  requests!: number;

  @Field(() => Int, { description: 'GraphQL 비용 합 (필드 × 목록 크기)' })
  cost!: number;

  @Field(() => Int)
  errors!: number;
}

@ObjectType({ description: '연동용 API 키 (키 자체는 만들 때 한 번만 보여 줌)' })
export class ApiKey {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '키의 앞부분 (알아보기용)' })
  prefix!: string;

  @Field(() => String, { description: 'PARTNER (관리자 발급) 또는 MANAGER (숙소 관리자 발급)' })
  kind!: string;

  @Field(() => [String])
  scopes!: string[];

  @Field(() => [String], { nullable: true, description: '허용 작업 목록 (문서의 sha256); 없으면 모든 작업' })
  operationIds!: string[] | null;

  @Field(() => [String], {
    description: '결제창이 손님을 돌려보낼 수 있는 파트너 사이트 (origin, 최대 5개); 비어 있으면 이 사이트로만',
  })
  returnOrigins!: string[];

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: '마지막 사용 (몇 초 늦게 기록됨)' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class ApiKeyEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => ApiKey)
  node!: ApiKey;
}

@ObjectType({ description: 'API 키 목록 (최근 순)', simpleResolvers: true })
export class ApiKeyConnection {
  @Field(() => [ApiKeyEdge])
  edges!: ApiKeyEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@InputType({
  description: 'API 키 만들기: 관리자는 catalog:read(+bookings:write), 관리자(숙소)는 calendar:write·reservations:read',
})
export class IssueApiKeyInput {
  @Field(() => String)
  name!: string;

  @Field(() => [String])
  scopes!: string[];

  @Field(() => Date, { nullable: true, description: '만료 시각 (없으면 만료 없음)' })
  expiresAt?: Date | null;

  @Field(() => [String], { nullable: true, description: '이 키가 실행할 수 있는 문서의 sha256 목록' })
  operationIds?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description:
      '결제 후 손님이 돌아올 파트너 사이트 (https://partner.example, 최대 5개; http는 개발 서버·localhost만)',
  })
  returnOrigins?: string[] | null;
}

@InputType({ description: 'API 키의 돌아올 주소 바꾸기: 목록 전체 (빈 목록이면 이 사이트로만)' })
export class SetApiKeyReturnOriginsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => [String])
  returnOrigins!: string[];
}

@InputType()
export class ApiKeyIdInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType({ simpleResolvers: true })
export class IssueApiKeyPayload {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field(() => String, { description: '키 자체: 이 응답에서만 보여 줌' })
  key!: string;
}

@ObjectType({ simpleResolvers: true })
export class SetApiKeyReturnOriginsPayload {
  @Field(() => ApiKey)
  apiKey!: ApiKey;
}

@ObjectType({ simpleResolvers: true })
export class RevokeApiKeyPayload {
  @Field(() => ApiKey)
  apiKey!: ApiKey;
}
