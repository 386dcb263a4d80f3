import { Link } from 'react-router';

const SUPPORT_LINKS = [
  { to: '/terms', label: '이용약관' },
  { to: '/privacy', label: '개인정보처리방침' },
  { to: '/inquiry/create', label: '문의하기' },
  { to: '/inquiries/board', label: '문의 게시판' },
] as const;

/** Site footer of spec §2: company information and the legal and support links. */
export function Footer() {
  return (
    <footer className="mt-auto border-t border-stone-200 bg-stone-900 text-stone-400">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm md:grid-cols-[1fr_auto]">
        <div className="space-y-2">
          <p className="text-lg font-bold text-white">쉼, 한국</p>
          <p>지친 일상에 쉼표 하나 — 국내 숙소 검색과 예약</p>
          <address className="not-italic leading-relaxed">
            (주)쉼한국 · 대표 김쉼 · 서울특별시 중구 세종대로 110
            <br />
            사업자등록번호 000-00-00000 · 고객센터 1588-0000 (평일 09:00–18:00)
          </address>
          <p className="pt-2 text-xs">© 2025 쉼, 한국. All rights reserved.</p>
        </div>
        <nav aria-label="고객 지원">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 md:flex-col">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="transition hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
