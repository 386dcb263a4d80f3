import { LIMITS } from '@shim/common/limits';
import { FormNotice, secondaryButton } from '../../components/FormNotice';
import { TextField } from '../../components/TextField';
import { clock, useCountdown } from './use-countdown';
import type { EmailVerification } from './use-email-verification';
import type { VerificationTexts } from './verification-texts';
import { useT } from '../../i18n/I18nProvider';

/** E-mail with its duplicate check, then the code sent to it and its check (spec §2 Register). */
export function EmailVerificationFields({ flow, texts }: { flow: EmailVerification; texts: VerificationTexts }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('account.register.email')}
            type="email"
            autoComplete="email"
            value={flow.email}
            readOnly={flow.verified}
            onChange={(event) => flow.setEmail(event.target.value)}
          />
        </div>
        <button
          type="button"
          className={secondaryButton}
          disabled={!flow.canCheck}
          onClick={() => void flow.checkDuplicate()}
        >
          {t('account.register.checkDuplicate')}
        </button>
      </div>
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        disabled={!flow.canSend}
        onClick={() => void flow.send()}
      >
        {t('account.register.sendCode')}
      </button>
      {flow.deadline !== null && (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={t('account.register.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.codeLength}
              value={flow.code}
              onChange={(event) => flow.setCode(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={!flow.canVerify}
            onClick={() => void flow.verify()}
          >
            {t('account.register.verifyCode')}
          </button>
        </div>
      )}
      {flow.deadline !== null && <CodeTimer key={flow.deadline} deadline={flow.deadline} texts={texts} />}
      <FormNotice notice={flow.notice} />
    </div>
  );
}

function CodeTimer({ deadline, texts }: { deadline: number; texts: VerificationTexts }) {
  const secondsLeft = useCountdown(deadline);
  return <p className="text-xs text-stone-500">{texts.timeLeft(clock(secondsLeft))}</p>;
}
