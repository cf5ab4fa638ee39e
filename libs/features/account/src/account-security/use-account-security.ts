import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  confirmAction,
  createPasskey,
  errorMessage,
  newIdempotencyKey,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  usePasskeyRegisterBeginMutation,
  usePasskeyRegisterFinishMutation,
  usePasskeyRemoveMutation,
  usePasskeyRenameMutation,
  useSecurityOverviewQuery,
  useSessionsQuery,
  useSetIdleMutation,
  useTotpBeginMutation,
  useTotpDisableMutation,
  useTotpEnableMutation,
  type AppDispatch,
  type ConfirmBinding,
} from '@h5/api-client';
import { askConfirmationCode } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { confirm, showError, showToast } from '@h5/ui-kit';
import { askText } from './ask-text';
import { texts } from './messages';

/** The device's name a new passkey gets by default (the player may rename it). */
function deviceName(): string {
  const ua = navigator.userAgent;
  const platform = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows'
            : '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome|CriOS/.test(ua)
      ? 'Chrome'
      : /Firefox/.test(ua)
        ? 'Firefox'
        : /Safari/.test(ua)
          ? 'Safari'
          : '';
  return [platform, browser].filter(Boolean).join(' ') || texts.passkeys.title;
}

type Result = { error?: unknown; data?: unknown };
const refused = (r: Result) => {
  if (!r.error) return false;
  showError(errorMessage(r.error as never));
  return true;
};

/** 账户安全's model: the overview and devices, and every change made from the screen. */
export function useAccountSecurity() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const overview = useSecurityOverviewQuery();
  const sessions = useSessionsQuery();
  const [registerBegin] = usePasskeyRegisterBeginMutation();
  const [registerFinish] = usePasskeyRegisterFinishMutation();
  const [rename] = usePasskeyRenameMutation();
  const [remove] = usePasskeyRemoveMutation();
  const [totpBegin] = useTotpBeginMutation();
  const [totpEnable] = useTotpEnableMutation();
  const [totpDisable] = useTotpDisableMutation();
  const [endSession] = useEndSessionMutation();
  const [endOthers] = useEndOtherSessionsMutation();
  const [setIdle] = useSetIdleMutation();

  const data = overview.data ?? null;
  const hasFactor = Boolean(data && (data.passkeys.length > 0 || data.totp));

  /** A confirmation first when the member already has a second factor; its key goes with the call. */
  const confirmed = useCallback(
    async (binding: ConfirmBinding): Promise<string | null> => {
      const key = newIdempotencyKey();
      if (!hasFactor) return key;
      if (await confirmAction(dispatch, binding, key, askConfirmationCode)) return key;
      showError(texts.confirm.failed);
      return null;
    },
    [dispatch, hasFactor],
  );

  const addPasskey = async () => {
    const key = await confirmed({ action: 'passkey-add' });
    if (!key) return;
    const begin = await registerBegin({ body: {}, idempotencyKey: key });
    if (refused(begin) || !begin.data) return;
    let response: unknown;
    try {
      response = await createPasskey(begin.data.options);
    } catch {
      return showError(texts.confirm.failed);
    }
    const done = await registerFinish({ challenge_id: begin.data.challenge_id, response, name: deviceName() });
    if (!refused(done)) showToast(texts.passkeys.addedToast, { icon: 'success' });
  };

  const renamePasskey = async (id: number, current: string) => {
    const name = await askText(texts.passkeys.rename, texts.passkeys.namePrompt, { initial: current });
    if (!name) return;
    refused(await rename({ id, name }));
  };

  const removePasskey = async (id: number, name: string) => {
    if (!(await confirm({ content: texts.passkeys.removeConfirm(name) }))) return;
    const key = await confirmed({ action: 'passkey-remove', destination: String(id) });
    if (key) refused(await remove({ body: { id }, idempotencyKey: key }));
  };

  const turnOnTotp = async () => {
    const key = await confirmed({ action: 'totp-on' });
    if (!key) return;
    const begin = await totpBegin({ body: {}, idempotencyKey: key });
    if (refused(begin) || !begin.data) return;
    const code = await askText(texts.totp.turnOn, `${texts.totp.secret}: ${begin.data.secret} · ${texts.totp.code}`, { numeric: true });
    if (!code) return;
    if (!refused(await totpEnable({ code }))) showToast(texts.totp.on, { icon: 'success' });
  };

  const turnOffTotp = async () => {
    const key = await confirmed({ action: 'totp-off' });
    if (key) refused(await totpDisable({ body: {}, idempotencyKey: key }));
  };

  return {
    onBack: () => navigate(-1),
    state: overview.isError ? ('error' as const) : overview.data && sessions.data ? ('ready' as const) : ('loading' as const),
    overview: data,
    sessions: sessions.data ?? [],
    onRetry: () => {
      void overview.refetch();
      void sessions.refetch();
    },
    onAddPasskey: () => void addPasskey(),
    onRenamePasskey: (id: number, name: string) => void renamePasskey(id, name),
    onRemovePasskey: (id: number, name: string) => void removePasskey(id, name),
    onTotpOn: () => void turnOnTotp(),
    onTotpOff: () => void turnOffTotp(),
    onEndSession: async (id: number) => void refused(await endSession({ id })),
    onEndOthers: async () => void refused(await endOthers()),
    onIdle: async (minutes: number) => void refused(await setIdle({ minutes })),
    // 不是我？: change the login password (which ends every session) after ending the others.
    onNotMe: async () => {
      refused(await endOthers());
      navigate(links.password(1));
    },
  };
}

export type AccountSecurityModel = ReturnType<typeof useAccountSecurity>;
