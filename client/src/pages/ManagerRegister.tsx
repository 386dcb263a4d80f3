import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { ManagerRegisterForm } from '../features/registration/ManagerRegisterForm';

export function ManagerRegister() {
  return (
    <AuthCard title="관리자 회원가입" subtitle="사이트 관리자의 승인 후 숙소를 관리할 수 있습니다.">
      <ManagerRegisterForm />
      <p className="mt-5 text-center text-sm text-stone-600">
        이미 계정이 있으신가요?{' '}
        <Link to="/manager-login" className="font-medium text-brand-700 hover:underline">
          관리자 로그인
        </Link>
      </p>
    </AuthCard>
  );
}
