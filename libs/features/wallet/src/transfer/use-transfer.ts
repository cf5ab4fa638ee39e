import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useSetTransferStatusMutation, useWalletMoney } from '@h5/api-client';
import { AUTO_TRANSFER, GUARD_MESSAGES, guardTransfer, TRANSFER_POLL_MS } from '@h5/domain';
import { refusalMessage, walletMoneyNotices } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { confirm, showError, showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import { useTransferForm } from './use-transfer-form';

/** A visitor is invited to log in (docs/product.md §5); declining leaves for /. */
function useVisitorInvite() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (!guardTransfer(loggedIn)) return;
    void confirm({ content: GUARD_MESSAGES.loginInvite }).then((accepted) =>
      navigate(accepted ? links.login({ redirect: links.transfer() }) : links.home(), { replace: true }),
    );
  }, [loggedIn, navigate]);
  return loggedIn;
}

/** 自动免转: toggling sends the opposite of the stored flag (docs/product.md §4). */
function useAutoTransfer(flag: number | undefined) {
  const [save, state] = useSetTransferStatusMutation();
  const toggle = async () => {
    if (flag === undefined) return;
    const result = await save(flag === AUTO_TRANSFER.on ? AUTO_TRANSFER.off : AUTO_TRANSFER.on);
    if ('data' in result) showToast(messages.transfer.autoTransferOk, { icon: 'success' });
    else {
      const message = refusalMessage(result.error);
      if (message) showError(message);
    }
  };
  return { on: flag === AUTO_TRANSFER.on, toggle: () => void toggle(), saving: state.isLoading };
}

/** /transfer's model: balances, the 1500 ms venue poll, 免转 and the manual form. */
export function useTransfer() {
  const loggedIn = useVisitorInvite();
  const money = useWalletMoney(TRANSFER_POLL_MS, { notices: walletMoneyNotices, skip: !loggedIn });
  const auto = useAutoTransfer(money.user?.transferstatus);
  const { form, onOpenVenue } = useTransferForm(money.central, money.venues);
  return {
    loggedIn,
    money,
    autoTransfer: money.user ? auto.on : undefined,
    savingAutoTransfer: auto.saving,
    onToggleAutoTransfer: auto.toggle,
    form,
    onOpenVenue,
  };
}
