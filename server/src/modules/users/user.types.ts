import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import { ROLES, type Role } from '@shim/common/roles';

export const RoleEnum = Object.fromEntries(ROLES.map((role) => [role, role])) as { [R in Role]: R };
registerEnumType(RoleEnum, { name: 'Role', description: '계정 역할' });

@ObjectType({ description: '내 계정 정보 (비밀번호 해시와 토큰은 절대 포함하지 않음)' })
export class UserInfo {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => RoleEnum)
  role!: Role;
}

@ObjectType({ description: '관리자 화면의 회원 (관리자 신청은 회사명, 사업자 등록번호 포함)' })
export class AdminUser extends UserInfo {
  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  businessNumber!: string | null;

  @Field(() => String, { nullable: true, description: '소셜 로그인 제공자 (kakao, google), 없으면 null' })
  social!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class AdminUserEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => AdminUser)
  node!: AdminUser;
}

@ObjectType({ description: '관리자 화면의 회원 목록 (최근 가입 순)', simpleResolvers: true })
export class AdminUserConnection {
  @Field(() => [AdminUserEdge])
  edges!: AdminUserEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

export const ManagerDecisionEnum = { APPROVE: 'approve', REJECT: 'reject' } as const;
registerEnumType(ManagerDecisionEnum, { name: 'ApprovalDecision', description: '승인 또는 거절' });

@InputType({ description: '관리자 신청 일괄 처리: 주어진 신청 전부 또는 아무것도' })
export class DecideManagersInput {
  @Field(() => ManagerDecisionEnum)
  decision!: 'approve' | 'reject';

  @Field(() => [Int], { description: '화면에 보인 신청들' })
  userIds!: number[];
}

@ObjectType({ simpleResolvers: true })
export class DecisionPayload {
  @Field(() => Int, { description: '처리된 건수' })
  count!: number;
}
