import { useNavigate } from '../../src/i18n/links.tsx';
import { LoginForm } from '../../src/auth/LoginForm.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { LoginPanelProps } from './schema.ts';

export default function LoginPanel({ props }: WidgetComponentProps<LoginPanelProps>) {
  const navigate = useNavigate();
  return (
    <div className={`w-loginpanel w-loginpanel--${props.width} page-form`}>
      <LoginForm onDone={() => navigate('/', { replace: true })} />
    </div>
  );
}
