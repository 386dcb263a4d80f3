import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: '1. 수집하는 개인정보',
    paragraphs: [
      '회원가입: 이름, 이메일, 비밀번호(암호화하여 저장). 예약: 휴대폰 번호, 투숙 인원과 일정. 문의: 작성자 이름과 답변 받을 이메일.',
    ],
  },
  {
    heading: '2. 이용 목적',
    paragraphs: ['회원 식별, 숙소 예약과 결제 처리, 예약 확인 안내, 문의 답변, 부정 이용 방지에 이용합니다.'],
  },
  {
    heading: '3. 보관 기간',
    paragraphs: [
      '회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약과 결제 기록은 5년, 소비자 불만과 분쟁 처리 기록은 3년간 보관합니다.',
    ],
  },
  {
    heading: '4. 제3자 제공',
    paragraphs: [
      '예약 이행을 위해 해당 숙소에 예약자 이름과 연락처, 투숙 정보를 제공하며, 결제 처리를 위해 결제대행사에 결제 정보를 제공합니다.',
    ],
  },
  {
    heading: '5. 문의',
    paragraphs: ['개인정보와 관련한 문의는 문의하기 페이지 또는 고객센터(1588-0000)로 해주세요.'],
  },
];

export function PrivacyPolicy() {
  return <LegalDocument title="개인정보처리방침" revised="시행일: 2025년 9월 11일" sections={SECTIONS} />;
}
