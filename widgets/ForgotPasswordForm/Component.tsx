import { ForgotPasswordForm as Form } from '../../src/auth/ForgotPasswordForm.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { ForgotPasswordFormProps } from './schema.ts';

export default function ForgotPasswordForm({ props }: WidgetComponentProps<ForgotPasswordFormProps>) {
  return (
    <div className={`w-forgotpasswordform w-forgotpasswordform--${props.width} page-form`}>
      <Form />
    </div>
  );
}
