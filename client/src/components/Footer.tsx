import { Link } from 'react-router';
import { useT } from '../i18n/I18nProvider';

const SUPPORT_LINKS = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/inquiry/create', label: 'footer.inquiry' },
  { to: '/inquiries/board', label: 'footer.board' },
] as const;

/** Site footer of spec §2: company information and the legal and support links. */
export function Footer() {
  const t = useT();
  return (
    <footer className="mt-auto border-t border-stone-200 bg-stone-900 text-stone-400">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm md:grid-cols-[1fr_auto]">
        <div className="space-y-2">
          <p className="text-lg font-bold text-white">{t('common.brand')}</p>
          <p>{t('footer.tagline')}</p>
          <address className="not-italic leading-relaxed">
            {t('footer.company')}
            <br />
            {t('footer.registration')}
          </address>
          <p className="pt-2 text-xs">{t('footer.copyright')}</p>
        </div>
        <nav aria-label={t('footer.support')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 md:flex-col">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="transition hover:text-white">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
