import { useNavigate } from '../../src/i18n/links.tsx';
import { RegisterForm as Form } from '../../src/auth/RegisterForm.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { RegisterFormProps } from './schema.ts';

export default function RegisterForm({ props }: WidgetComponentProps<RegisterFormProps>) {
  const navigate = useNavigate();
  return (
    <div className={`w-registerform w-registerform--${props.width} page-form`}>
      <Form onDone={() => navigate('/', { replace: true })} />
    </div>
  );
}
