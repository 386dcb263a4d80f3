import { describe, expect, it } from 'vitest';
import { bindNamed, executeNamed } from './named';

describe('named parameters', () => {
  it('numbers each occurrence and leaves casts, times and strings without a name alone', () => {
    const bound = bindNamed(
      `select :a::int, to_char(x, 'HH24:MI'), '12:00', :b, :a from t where c = :b`,
      { a: 1, b: 'x' },
      (index) => `$${index}`,
    );
    expect(bound).toEqual({
      text: `select $1::int, to_char(x, 'HH24:MI'), '12:00', $2, $3 from t where c = $4`,
      values: [1, 'x', 1, 'x'],
    });
  });

  it('refuses a name without a value', () => {
    expect(() => bindNamed('select :missing', {}, () => '?')).toThrow(/:missing/);
  });
});

describe('executeNamed on a pg pool or client', () => {
  it('numbers the placeholders $1, $2, ... and sends undefined as null', async () => {
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const client = {
      query: async (text: string, values: unknown[]) => {
        sent.push({ text, values });
        return { rows: [{ ok: true }] };
      },
    };
    const rows = await executeNamed<{ ok: boolean }>(client, 'select :a::int, :b, :a', { a: 1, b: undefined });
    expect(rows).toEqual([{ ok: true }]);
    expect(sent).toEqual([{ text: 'select $1::int, $2, $3', values: [1, null, 1] }]);
  });
});
