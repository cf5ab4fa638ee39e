import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The promotions' texts in English (docs/i18n.md): 返水 is the rebate, 流水 the turnover, 红包 a red
 * packet, 福利中心 the rewards center; the VIP table's game kinds are home's category names.
 */
const en: Translation<typeof zh> = {
  messages: {
    failed: 'Server error, please try again later',
    activity: {
      title: 'Promotions',
      all: 'All',
      end: 'END',
      tabs: 'Promotion types',
    },
    activityInfo: {
      title: 'Promotion details',
      details: 'Details',
      rules: 'Rules',
      apply: 'Apply now',
      goLogin: 'Log in',
    },
    vip: {
      title: 'VIP privileges',
      levels: 'VIP levels',
      cumulativeDeposit: 'Total deposits',
      turnover: 'Turnover required',
      progress: 'Level-up progress',
      requirement: (level: number) => `VIP${level} requirements`,
      myDeposit: 'My total deposits',
      toLevel: (level: number) => `Still needed for VIP${level}`,
      progressTo: (level: number) => `Progress to VIP${level}`,
      topLevel: 'You are at the top level',
      rebateTable: 'Rebate rates',
      level: 'Level',
      kinds: { realperson: 'Live', sport: 'Sports', e_sport: 'Esports', joker: 'Cards', electron: 'Slots', lottery: 'Lottery' },
      rules: 'VIP rules',
    },
    hongbao: {
      title: 'Grab red packets',
      remaining: 'Grabs left',
      acquired: 'Claimed',
      maxTimes: 'Max grabs',
      grab: 'Grab a red packet',
      ruleTable: 'Claim rules',
      ruleText: 'Promotion terms',
      period: 'Period',
      cumulativeRecharge: 'Total deposits',
      packetCount: 'Red packets',
      notStarted: 'The promotion has not started yet, stay tuned!',
      ended: 'The promotion has ended, see you next time!',
      won: 'Congratulations, you got a red packet',
      rechargeNow: 'Deposit now',
      ok: 'OK',
      close: 'Close',
      toWelfare: 'Claim history',
    },
    welfare: {
      title: 'Rewards center',
      claimedCount: 'Times claimed',
      toRedPackets: 'Grab red packets',
      rechargeAmount: 'Deposit amount',
      packetAmount: 'Red packet amount',
      rechargeTime: 'Deposit time',
      claimTime: 'Claim time',
    },
    fanshui: {
      title: 'Rebate center',
      claimedTotal: 'Total claimed',
      pending: 'To claim',
      claim: 'Claim all',
      platform: 'Platform',
      date: 'Date',
      pickPlatform: 'Choose platform',
    },
    activityRecord: {
      title: 'Promotion history',
      applyTime: (time: string) => `Applied on ${time}`,
    },
  },
};
export default en;
