import { Suspense, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../lib/session-context';

export interface ConsoleSection {
  to: string;
  label: string;
  /** Matches only the exact path (the console's home), not every path below it. */
  end?: boolean;
}

interface ConsoleLayoutProps {
  title: string;
  sections: ConsoleSection[];
  /** Where the logout button leads. */
  loginPath: string;
  children: ReactNode;
}

/** The manager and admin consoles: a sidebar of sections with a logout button, the open section beside it. */
export function ConsoleLayout({ title, sections, loginPath, children }: ConsoleLayoutProps) {
  const { signOut } = useSession();
  const navigate = useNavigate();

  async function logout() {
    await signOut();
    await navigate(loginPath, { replace: true });
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
      <PageTitle title={title} />
      <aside className="md:w-52 md:shrink-0">
        <h2 className="mb-3 px-3 text-lg font-bold text-stone-900">{title}</h2>
        <nav aria-label={title} className="flex gap-1 overflow-x-auto md:flex-col">
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'
                }`
              }
            >
              {section.label}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={() => void logout()}
            className="whitespace-nowrap rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-700 hover:bg-stone-100"
          >
            로그아웃
          </button>
        </nav>
      </aside>
      <section className="min-w-0 flex-1">
        <Suspense
          fallback={
            <p role="status" className="py-24 text-center text-sm text-stone-500">
              불러오는 중…
            </p>
          }
        >
          {children}
        </Suspense>
      </section>
    </div>
  );
}
