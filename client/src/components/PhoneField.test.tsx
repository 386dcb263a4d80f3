import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './PhoneField';

function Form() {
  const [value, setValue] = useState('');
  return <PhoneField label="휴대폰 번호" value={value} onChange={setValue} />;
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
