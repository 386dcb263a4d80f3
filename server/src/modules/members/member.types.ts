import { registerEnumType } from 'type-graphql';
import type { MemberStatus } from './member.service';

export const MemberStatusEnum: { [S in MemberStatus]: S } = { ACTIVE: 'ACTIVE', PENDING_APPROVAL: 'PENDING_APPROVAL' };
registerEnumType(MemberStatusEnum, {
  name: 'MemberStatus',
  description: '계정 상태: ACTIVE 이용 중, PENDING_APPROVAL 관리자 신청 승인 대기',
});
