import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { PasswordResetForm } from '../features/password-reset/PasswordResetForm';

export function PasswordReset() {
  return (
    <AuthCard title="비밀번호 재설정" subtitle="가입한 이메일로 받은 인증번호를 입력한 뒤 새 비밀번호를 설정하세요.">
      <PasswordResetForm />
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          로그인으로 돌아가기
        </Link>
      </p>
    </AuthCard>
  );
}
