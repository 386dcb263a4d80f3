import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: '제1조 (목적)',
    paragraphs: [
      '이 약관은 쉼, 한국(이하 "회사")이 제공하는 국내 숙소 검색, 예약 및 결제 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 이용자의 권리와 의무를 정합니다.',
    ],
  },
  {
    heading: '제2조 (회원가입과 계정)',
    paragraphs: [
      '이용자는 이메일 인증을 거쳐 회원으로 가입할 수 있으며, 계정 정보를 정확하게 유지할 책임이 있습니다.',
      '회원은 자신의 계정을 타인에게 양도하거나 대여할 수 없습니다.',
    ],
  },
  {
    heading: '제3조 (예약과 결제)',
    paragraphs: [
      '예약은 결제가 완료된 때에 확정됩니다. 비회원은 휴대폰 번호로 예약하고 주문번호로 예약을 조회할 수 있습니다.',
      '표시된 요금에는 세금과 봉사료가 포함되며, 쿠폰 할인은 결제 시점에 적용됩니다.',
    ],
  },
  {
    heading: '제4조 (취소와 환불)',
    paragraphs: [
      '예약 취소와 환불은 각 숙소의 취소 규정에 따르며, 취소 가능 여부와 환불 금액은 예약 상세에서 확인할 수 있습니다.',
    ],
  },
  {
    heading: '제5조 (숙소 관리자)',
    paragraphs: [
      '숙소 관리자는 사이트 관리자의 승인을 받은 뒤 숙소와 객실을 등록할 수 있으며, 등록한 정보의 정확성에 책임을 집니다.',
    ],
  },
  {
    heading: '부칙',
    paragraphs: ['이 약관은 2025년 9월 11일부터 시행합니다.'],
  },
];

export function TermsOfService() {
  return <LegalDocument title="이용약관" revised="최종 개정일: 2025년 9월 11일" sections={SECTIONS} />;
}
