import { API_KEY_LIMITS, API_KEY_MESSAGES, returnOriginOf } from '@shim/common/api-keys';
import { useState, type FormEvent } from 'react';
import { button } from './ui';

/**
 * A booking partner key's return origins: its own sites the payment window may send a guest back to, one a line
 * (at most five, bare origins; the server also asks https outside development).
 */
export function ReturnOriginsForm({
  keyName,
  origins,
  busy,
  onSave,
}: {
  keyName: string;
  origins: readonly string[];
  busy: boolean;
  onSave(origins: string[]): void;
}) {
  const [text, setText] = useState(origins.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const checked: string[] = [];
    for (const line of lines) {
      // http is left to the server, which knows whether it is a development server.
      const origin = returnOriginOf(line, true);
      if ('error' in origin) return setProblem(`${origin.error} (${line})`);
      if (!checked.includes(origin.origin)) checked.push(origin.origin);
    }
    if (checked.length > API_KEY_LIMITS.returnOriginsMax) return setProblem(API_KEY_MESSAGES.returnOriginsTooMany);
    setProblem(null);
    onSave(checked);
  }

  return (
    <form onSubmit={submit}>
      <p className="text-sm text-stone-600">
        <strong>{keyName}</strong>로 예약할 때 결제창이 손님을 돌려보낼 수 있는 내 사이트입니다. 한 줄에 하나씩, 경로
        없이 적어 주세요 (예: <code>https://partner.example</code>, 최대 {API_KEY_LIMITS.returnOriginsMax}개). 비워 두면
        손님은 이 사이트의 결제 결과 페이지로 돌아옵니다.
      </p>
      <label className="mt-4 block text-sm text-stone-700">
        돌아올 주소
        <textarea
          value={text}
          rows={5}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'return-origins-problem' : undefined}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 font-mono text-sm"
        />
      </label>
      {problem && (
        <p id="return-origins-problem" role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={busy} className={button.primary}>
          저장
        </button>
      </div>
    </form>
  );
}
