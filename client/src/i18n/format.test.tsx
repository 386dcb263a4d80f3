import { render, screen } from '@testing-library/react';
import { LOCALES, type Locale } from '@shim/common/locales';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../lib/korean-date';
import { addMessages, type Messages } from './catalog';
import { useFormat } from './format';
import { I18nProvider } from './I18nProvider';

const common = import.meta.glob<Messages>('./messages/common/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
for (const locale of LOCALES) addMessages(locale, common[`./messages/common/${locale}.json`]!, ['common']);

function Sample() {
  const format = useFormat();
  return (
    <p>
      {[
        format.won(64000),
        format.stayDate('2026-12-04'),
        format.monthDay('2026-12-04'),
        format.nights(1),
        format.nights(2),
        format.persons(1),
      ].join(' | ')}
    </p>
  );
}

const shown = (locale: Locale): string => {
  const { unmount } = render(
    <I18nProvider locale={locale}>
      <Sample />
    </I18nProvider>,
  );
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text ?? '';
};

function Instant({ iso }: { iso: string }) {
  return <p>{useFormat().instant(iso)}</p>;
}

describe('formats per locale (ICU, Seoul time)', () => {
  it('shows an instant in Seoul time in every locale, Korean as the site always has', () => {
    const times = LOCALES.map((locale) => {
      const { unmount } = render(
        <I18nProvider locale={locale}>
          <Instant iso="2026-12-04T06:05:00Z" />
        </I18nProvider>,
      );
      const text = screen.getByRole('paragraph').textContent;
      unmount();
      return text;
    });
    expect(times[0]).toBe(formatInstant('2026-12-04T06:05:00Z'));
    expect(times.slice(1)).toEqual(['Dec 4, 2026, 3:05 PM', '2026年12月4日 15:05', '2026年12月4日 15:05']);
  });
  it('reads Korean as the site always has', () => {
    expect(shown('ko')).toBe('64,000원 | 2026년 12월 4일 (금) | 12월 4일 (금) | 1박 | 2박 | 1명');
  });
  it('reads English with won, English dates and plurals', () => {
    expect(shown('en')).toBe('₩64,000 | Fri, Dec 4, 2026 | Fri, Dec 4 | 1 night | 2 nights | 1 guest');
  });
  it('reads Japanese', () => {
    expect(shown('ja')).toBe('64,000ウォン | 2026年12月4日(金) | 12月4日(金) | 1泊 | 2泊 | 1名');
  });
  it('reads Simplified Chinese', () => {
    expect(shown('zh-Hans')).toBe('64,000韩元 | 2026年12月4日周五 | 12月4日周五 | 1晚 | 2晚 | 1位');
  });
});
