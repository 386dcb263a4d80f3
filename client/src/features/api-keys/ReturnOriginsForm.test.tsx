import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReturnOriginsForm } from './ReturnOriginsForm';

describe('ReturnOriginsForm', () => {
  it('saves the origins one a line, canonical and distinct', async () => {
    const onSave = vi.fn();
    render(<ReturnOriginsForm keyName="예약 파트너" origins={['https://a.example']} busy={false} onSave={onSave} />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('돌아올 주소');
    expect(field.value).toBe('https://a.example');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://A.example/{enter}{enter}https://a.example{enter}http://127.0.0.1:4491');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave).toHaveBeenCalledWith(['https://a.example', 'http://127.0.0.1:4491']);
  });

  it('says what is wrong at the field, and saves nothing', async () => {
    const onSave = vi.fn();
    render(<ReturnOriginsForm keyName="예약 파트너" origins={[]} busy={false} onSave={onSave} />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('돌아올 주소');
    await userEvent.type(field, 'https://partner.example/pay');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('alert').textContent).toContain(API_KEY_MESSAGES.returnOriginInvalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `https://${name}.example`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('alert').textContent).toBe(API_KEY_MESSAGES.returnOriginsTooMany);
    expect(onSave).not.toHaveBeenCalled();
  });
});
