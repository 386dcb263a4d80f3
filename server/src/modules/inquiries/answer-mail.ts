import { MESSAGES } from '@shim/common/messages';
import type { MailMessage } from '../../platform/mail/mailer';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paragraphs = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The answer e-mail to an inquiry's author: Korean HTML with a plain-text twin, the question quoted. */
export function answerMail(
  to: string,
  inquiry: { authorName: string; title: string; content: string; answer: string },
) {
  const subject = MESSAGES.mailInquiryAnswerSubject;
  const text = [
    `안녕하세요, ${inquiry.authorName}님. 쉼, 한국입니다.`,
    '',
    '남겨주신 문의에 답변이 등록되었습니다.',
    '',
    `문의 제목: ${inquiry.title}`,
    '',
    '[문의 내용]',
    inquiry.content,
    '',
    '[답변]',
    inquiry.answer,
    '',
    '쉼, 한국 드림',
  ].join('\n');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
    <tr><td>
      <h1 style="font-size:20px;margin:0 0 16px">쉼, 한국</h1>
      <p style="margin:0 0 8px">안녕하세요, ${escapeHtml(inquiry.authorName)}님. 쉼, 한국입니다.</p>
      <p style="margin:0 0 24px">남겨주신 문의에 답변이 등록되었습니다.</p>
      <h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(inquiry.title)}</h2>
      <p style="margin:0 0 24px;padding:12px;background:#f5f6f8;border-radius:8px;color:#555">${paragraphs(inquiry.content)}</p>
      <h2 style="font-size:16px;margin:0 0 8px">답변</h2>
      <p style="margin:0 0 24px">${paragraphs(inquiry.answer)}</p>
      <p style="margin:0;color:#777;font-size:13px">쉼, 한국 드림</p>
    </td></tr>
  </table>
</body></html>`;
  return { to, subject, text, html } satisfies MailMessage;
}
