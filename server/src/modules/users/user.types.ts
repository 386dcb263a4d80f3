import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
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

  @Field(() => Date)
  createdAt!: Date;
}
