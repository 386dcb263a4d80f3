import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import type { CodePurpose } from './verification-code.entity';

const SUBJECTS: Record<CodePurpose, string> = {
  SIGNUP: MESSAGES.mailSignupSubject,
  PASSWORD_RESET: MESSAGES.mailResetSubject,
  PASSWORD_CHANGE: MESSAGES.mailChangeSubject,
};

const PURPOSE_LINES: Record<CodePurpose, string> = {
  SIGNUP: '쉼, 한국 회원가입을 위한 이메일 인증번호입니다.',
  PASSWORD_RESET: '비밀번호 재설정을 위한 인증번호입니다.',
  PASSWORD_CHANGE: '비밀번호 변경을 위한 인증번호입니다.',
};

/** The code e-mail: Korean HTML with a plain-text twin; the code stands alone on its line. */
export function codeMail(purpose: CodePurpose, to: string, code: string): MailMessage {
  const minutes = LIMITS.codeValidMinutes;
  const intro = PURPOSE_LINES[purpose];
  const ignore = '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 인증번호를 다른 사람에게 알려주지 마세요.';
  const text = [
    '안녕하세요, 쉼, 한국입니다.',
    '',
    intro,
    '',
    `인증번호: ${code}`,
    '',
    `인증번호는 ${minutes}분 동안 유효합니다.`,
    ignore,
    '',
    '쉼, 한국 드림',
  ].join('\n');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${SUBJECTS[purpose]}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222">
  <table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
    <tr><td>
      <h1 style="font-size:20px;margin:0 0 16px">쉼, 한국</h1>
      <p style="margin:0 0 8px">안녕하세요, 쉼, 한국입니다.</p>
      <p style="margin:0 0 24px">${intro}</p>
      <p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 24px;text-align:center">${code}</p>
      <p style="margin:0 0 8px">인증번호는 <strong>${minutes}분</strong> 동안 유효합니다.</p>
      <p style="margin:0;color:#777;font-size:13px">${ignore}</p>
    </td></tr>
  </table>
</body></html>`;
  return { to, subject: SUBJECTS[purpose], text, html };
}
