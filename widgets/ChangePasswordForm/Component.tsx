import { ChangePasswordForm as Form } from '../../src/auth/ChangePasswordForm.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { ChangePasswordFormProps } from './schema.ts';

export default function ChangePasswordForm({ props }: WidgetComponentProps<ChangePasswordFormProps>) {
  return (
    <div className={`w-changepasswordform w-changepasswordform--${props.width} page-form`}>
      <Form />
    </div>
  );
}
