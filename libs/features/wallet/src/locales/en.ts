import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The wallet's texts in English (docs/i18n.md), in the words betting sites use: 场馆 is the game
 * platform, 中心/平台钱包 the main wallet, 支付密码 the withdrawal password, 钱包协议 the network.
 * The service line's pieces carry no edge spaces: ServiceNote (feature-kit) spaces them.
 */
const en: Translation<typeof zh> = {
  messages: {
    recycle: 'Recall all',
    customerService: 'customer service',
    money: {
      title: 'My wallet',
      shortcuts: 'Wallet actions',
      recharge: 'Deposit',
      transfer: 'Transfer',
      withdrawal: 'Withdraw',
      cards: 'My cards',
      venues: 'Game platform balances',
    },
    transfer: {
      title: 'Transfer',
      autoTransfer: 'Auto transfer',
      autoTransferHint: 'When on, your balance moves to the game platforms automatically',
      autoTransferOk: 'Done!',
      autoTransferOnNote: 'Auto transfer is on: entering a game moves your balance to its platform automatically',
      form: 'Manual transfer',
      source: 'From',
      target: 'To',
      pickerTitle: 'Choose a wallet',
      amount: 'Amount',
      amountPlaceholder: 'Enter the amount to transfer',
      submit: 'Transfer now',
      done: 'Transfer successful',
      serviceLead: 'Trouble with a transfer? Contact',
      openVenue: 'Transfer to main wallet',
      swap: 'Swap the From and To wallets',
      available: (money: string) => `Available ${money}`,
    },
    cards: {
      title: 'My cards',
      usdtTab: 'Crypto',
      bankTab: 'Bank cards',
      addUsdt: 'Add USDT address',
      addBank: 'Add bank card',
      unbind: (bank: string, lastFour: string) => `Unlink ${bank} ending in ${lastFour}`,
      unbindOk: 'Unlinked successfully',
      emptyUsdt: 'No USDT address linked yet',
      emptyBank: 'No bank card linked yet',
    },
    bankCard: {
      title: 'Add bank card',
      section: 'Card details',
      owner: 'Account holder',
      ownerPlaceholder: 'Enter the account holder name',
      bank: 'Bank',
      bankPlaceholder: 'Choose your bank',
      bankPicker: 'Choose a bank',
      cardNumber: 'Card number',
      cardNumberPlaceholder: 'Enter the card number',
      branch: 'Branch',
      branchPlaceholder: 'Enter the bank branch address',
      payPassword: 'Withdrawal password',
      payPasswordPlaceholder: 'Enter your withdrawal password',
      nameHint: 'So that your money arrives quickly, make sure this name matches the name on the bank account',
      submit: 'Link card',
      bindOk: 'Linked successfully',
      banksFailed: 'Could not load the list of banks',
    },
    usdtCard: {
      title: 'Add USDT address',
      section: 'Address details',
      protocol: 'Network',
      address: 'Wallet address',
      addressPlaceholder: 'Enter your USDT address',
      payPassword: 'Withdrawal password',
      payPasswordPlaceholder: 'Enter your withdrawal password',
      moreLink: 'What is the difference between TRC20 and ERC20?',
      stepsTitle: 'How withdrawals work',
      steps: ['Link an address', 'Transfer via exchange', 'Withdrawal done'],
      submit: 'Link address',
      bindOk: 'Linked successfully',
    },
    usdtMore: {
      title: 'USDT networks',
      caption: 'TRC20 vs ERC20',
      aspect: 'Feature',
      rows: [
        { aspect: 'Address format', trc20: 'Starts with T', erc20: 'Starts with 0x' },
        { aspect: 'Network', trc20: 'TRON', erc20: 'Ethereum' },
        { aspect: 'Congestion', trc20: 'Rare', erc20: 'Frequent' },
        { aspect: 'Arrival time', trc20: 'Seconds to minutes', erc20: 'Minutes to tens of minutes' },
        { aspect: 'Fees', trc20: 'Low', erc20: 'Medium' },
        { aspect: 'Security', trc20: 'Medium', erc20: 'High' },
        { aspect: 'Best for', trc20: 'Small, frequent transfers', erc20: 'Mid-sized transfers' },
      ],
      warning:
        'Addresses on the two networks do not work with each other: always choose the right network when you transfer, or your funds will not arrive.',
    },
  },
};
export default en;
