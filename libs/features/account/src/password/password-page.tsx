import { useBack } from '../components/use-back';
import { usePassword } from './use-password';
import { PasswordView } from './password-view';

/** /password?type (1 login password, otherwise the withdrawal password). */
export default function PasswordPage() {
  const model = usePassword();
  const onBack = useBack();
  return (
    <PasswordView
      kind={model.kind}
      form={model.form}
      error={model.error}
      refusal={model.refusal}
      saving={model.saving}
      onChange={model.change}
      onSubmit={() => void model.submit()}
      onBack={onBack}
    />
  );
}
