import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../features/registration/RegisterForm';

export function Register() {
  return (
    <AuthCard title="회원가입" subtitle="이메일 인증 후 가입하면 10% 할인 쿠폰을 드립니다.">
      <RegisterForm />
      <p className="mt-5 text-center text-sm text-stone-600">
        숙소를 운영하시나요?{' '}
        <Link to="/manager-register" className="font-medium text-brand-700 hover:underline">
          관리자 회원가입
        </Link>
      </p>
    </AuthCard>
  );
}
