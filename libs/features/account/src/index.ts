import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/** The account feature's routes for the shell; every page is its own chunk. */
export const accountRoutes = [
  { path: ROUTES.mine, Page: lazyWithRetry(() => import('./mine/mine-page')) },
  { path: ROUTES.userInfo, Page: lazyWithRetry(() => import('./user-info/user-info-page')) },
  { path: ROUTES.userCent, Page: lazyWithRetry(() => import('./user-cent/user-cent-page')) },
  { path: ROUTES.password, Page: lazyWithRetry(() => import('./password/password-page')) },
  { path: ROUTES.message, Page: lazyWithRetry(() => import('./message/message-page')) },
  { path: ROUTES.applyagent, Page: lazyWithRetry(() => import('./apply-agent/apply-agent-page')) },
  { path: ROUTES.boutBallBet, Page: lazyWithRetry(() => import('./help/help-page')) },
  { path: ROUTES.boutBallBetInfo, Page: lazyWithRetry(() => import('./help-article/help-article-page')) },
  { path: ROUTES.abouts, Page: lazyWithRetry(() => import('./abouts/abouts-page')) },
  { path: ROUTES.betRecord, Page: lazyWithRetry(() => import('./bet-record/bet-record-page')) },
  { path: ROUTES.accountSecurity, Page: lazyWithRetry(() => import('./account-security/account-security-page')) },
  { path: ROUTES.responsibleGaming, Page: lazyWithRetry(() => import('./responsible-gaming/responsible-gaming-page')) },
];
