import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@shim/common/validation';
import { PhoneField } from './PhoneField';

function Form() {
  const [value, setValue] = useState('');
  return <PhoneField label="휴대폰 번호" countryLabel="국가 번호" value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText('휴대폰 번호') as HTMLInputElement;

describe('the phone input', () => {
  it('groups digits as they are typed', async () => {
    render(<Form />);
    await userEvent.type(input(), '01012345678');
    expect(input().value).toBe('010-1234-5678');
  });

  it('keeps an autofilled number whole, however it is spelled', () => {
    render(<Form />);
    for (const filled of ['010-9876-5432', '010 9876 5432', '01098765432']) {
      fireEvent.change(input(), { target: { value: filled } });
      expect(input().value).toBe('010-9876-5432');
    }
  });

  it('reads +82 once the field is left', async () => {
    render(<Form />);
    fireEvent.change(input(), { target: { value: '+82 10-9876-5432' } });
    expect(input().value).toBe('+82 10-9876-5432');
    fireEvent.blur(input());
    expect(input().value).toBe('010-9876-5432');
    expect(input().type).toBe('tel');
    expect(input().maxLength).toBeGreaterThan(13);
  });
});

function Abroad({ locale }: { locale?: 'ko' | 'ja' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneField label="휴대폰 번호" countryLabel="국가 번호" value={value} onChange={setValue} locale={locale} />
      <output aria-label="보낼 값">{value}</output>
    </>
  );
}

const country = () => screen.getByRole('combobox', { name: '국가 번호' }) as HTMLSelectElement;
const sent = () => screen.getByLabelText('보낼 값').textContent;

describe('a phone abroad', () => {
  it('starts in Korea and names the countries in the page language', () => {
    const { unmount } = render(<Abroad />);
    expect(country().value).toBe('KR');
    expect(screen.getByRole('option', { name: '+82 대한민국' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '+81 일본' })).toBeTruthy();
    unmount();
    render(<Abroad locale="ja" />);
    expect(screen.getByRole('option', { name: '+81 日本' })).toBeTruthy();
  });

  it('takes the number as typed at home and sends it with the calling code, the trunk 0 dropped on blur', async () => {
    render(<Abroad />);
    await userEvent.selectOptions(country(), 'JP');
    expect(input().placeholder).toBe('90-1234-5678');
    await userEvent.type(input(), '09012345678');
    expect(input().value).toBe('090-1234-5678');
    expect(sent()).toBe('+81 090-1234-5678');
    fireEvent.blur(input());
    expect(input().value).toBe('90-1234-5678');
    expect(sent()).toBe('+81 90-1234-5678');
    expect(normalizePhone(sent())).toBe('+819012345678');
  });

  it('selects the country of a pasted international number', () => {
    render(<Abroad />);
    fireEvent.change(input(), { target: { value: '+1 (415) 555-0100' } });
    fireEvent.blur(input());
    expect(country().value).toBe('US');
    expect(input().value).toBe('415-555-0100');
    expect(normalizePhone(sent())).toBe('+14155550100');
  });

  it('offers no country where only a Korean mobile is taken', () => {
    render(<PhoneField label="휴대폰 번호" value="" onChange={() => {}} international={false} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
