import { useEffect, useState } from 'react';
import { useUpdateUserInfoMutation, useUserQuery } from '@h5/api-client';
import type { UserInfo } from '@h5/api-contract';
import { validateProfile, type ProfileField, type ProfileForm } from '@h5/domain';
import { refusalMessage } from '@h5/feature-kit';
import { showToast } from '@h5/ui-kit';
import { useAvatarUpload } from '../components/avatar/use-avatar-upload';
import { messages } from '../messages';
import { birthdayDate, birthdayMin, birthdayText } from './birthday-date';
import type { UserInfoViewProps } from './user-info-view';

const formOf = (user: UserInfo | undefined): ProfileForm => ({
  mobile: user?.mobile ?? '',
  email: user?.email ?? '',
  birthday: user?.birthday ?? '',
});

/**
 * /userInfo: avatar, read-only names, birthday picker and mobile/email, validated in §5 order;
 * the view's props as the view names them (the page adds where back goes).
 */
export function useUserInfo(now: () => Date = () => new Date()): Omit<UserInfoViewProps, 'onBack'> {
  const user = useUserQuery();
  const avatar = useAvatarUpload(user.data?.avatar);
  const [save, { isLoading: saving }] = useUpdateUserInfoMutation();
  const [form, setForm] = useState<ProfileForm>(() => formOf(user.data));
  const [loadedFor, setLoadedFor] = useState<number | null>(user.data ? user.data.id : null);
  const [error, setError] = useState<{ field: ProfileField; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  // The form fills once when the member arrives (a refetch after saving does not wipe typing).
  useEffect(() => {
    if (user.data && loadedFor !== user.data.id) {
      setForm(formOf(user.data));
      setLoadedFor(user.data.id);
    }
  }, [user.data, loadedFor]);

  const change = (field: ProfileField, value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    if (error?.field === field) setError(null);
    setRefusal(null);
  };

  const submit = async () => {
    const failure = validateProfile(form);
    setError(failure ? { field: failure.field, message: failure.message } : null);
    setRefusal(null);
    if (failure || saving) return;
    try {
      await save({ mobile: form.mobile.trim(), email: form.email.trim(), birthday: form.birthday.trim() }).unwrap();
      showToast(messages.userInfo.saved, { icon: 'success' });
    } catch (err) {
      setRefusal(refusalMessage(err, { network: true, empty: messages.failed }));
    }
  };

  return {
    user: user.data,
    failed: user.isError && !user.data,
    onRetry: () => void user.refetch(),
    avatarSrc: avatar.preview,
    avatarUploading: avatar.uploading,
    avatarRefusal: avatar.refusal,
    onPickAvatar: avatar.pick,
    form,
    error,
    refusal,
    saving,
    onChange: change,
    onSubmit: () => void submit(),
    picker: {
      open: pickerOpen,
      show: () => setPickerOpen(true),
      close: () => setPickerOpen(false),
      value: birthdayDate(form.birthday),
      min: birthdayMin(),
      max: now(),
      pick: (date: Date) => change('birthday', birthdayText(date)),
    },
  };
}
