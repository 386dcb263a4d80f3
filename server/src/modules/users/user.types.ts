import { Authorized, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '@shim/common/roles';
import { connectionType } from '../../platform/pagination';

export const RoleEnum = Object.fromEntries(ROLES.map((role) => [role, role])) as { [R in Role]: R };
registerEnumType(RoleEnum, { name: 'Role', description: '계정 역할' });

@ObjectType('User', { description: '계정 (비밀번호 해시와 토큰은 절대 포함하지 않음)' })
export class UserInfo {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Authorized('ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '사이트 관리자 전용: 관리자 신청의 회사명' })
  companyName?: string | null;

  @Authorized('ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '사이트 관리자 전용: 관리자 신청의 사업자 등록번호' })
  businessNumber?: string | null;

  @Authorized('ROLE_ADMIN')
  @Field(() => String, {
    nullable: true,
    description: '사이트 관리자 전용: 소셜 로그인 제공자 (kakao, google), 없으면 null',
  })
  social?: string | null;

  @Authorized('ROLE_ADMIN')
  @Field(() => Date, { nullable: true, description: '사이트 관리자 전용: 가입 시각' })
  createdAt?: Date | null;
}

export const UserConnection = connectionType('User', UserInfo);

@InputType({ description: '휴대폰 번호 (010 + 8자리)' })
export class UpdateMyPhoneInput {
  @Field(() => String)
  phone!: string;
}

@InputType({ description: '회원 하나' })
export class UserIdInput {
  @Field(() => Int)
  userId!: number;
}

@ObjectType({ description: '바뀐 계정' })
export class UserPayload {
  @Field(() => UserInfo)
  user!: UserInfo;
}

@ObjectType({ description: '삭제한 회원' })
export class DeleteUserPayload {
  @Field(() => Int)
  deletedUserId!: number;
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

@InputType({ description: '회원 탈퇴의 본인 확인: 비밀번호, 비밀번호가 없는 소셜 계정은 확인 문구 "회원 탈퇴"' })
export class WithdrawMyAccountInput {
  @Field(() => String, { nullable: true, description: '비밀번호로 가입한 계정의 비밀번호' })
  password?: string | null;

  @Field(() => String, { nullable: true, description: '소셜 로그인만 쓰는 계정: "회원 탈퇴"' })
  confirmation?: string | null;
}

@ObjectType({ simpleResolvers: true, description: '회원 탈퇴 결과' })
export class WithdrawMyAccountPayload {
  @Field(() => String)
  message!: string;
}
