import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/** The account feature's routes for the shell; every page is its own chunk. */
export const accountRoutes = [
  { path: ROUTES.mine, Page: lazy(() => import('./mine/mine-page')) },
  { path: ROUTES.userInfo, Page: lazy(() => import('./user-info/user-info-page')) },
  { path: ROUTES.userCent, Page: lazy(() => import('./user-cent/user-cent-page')) },
  { path: ROUTES.password, Page: lazy(() => import('./password/password-page')) },
  { path: ROUTES.message, Page: lazy(() => import('./message/message-page')) },
  { path: ROUTES.applyagent, Page: lazy(() => import('./apply-agent/apply-agent-page')) },
  { path: ROUTES.boutBallBet, Page: lazy(() => import('./help/help-page')) },
  { path: ROUTES.boutBallBetInfo, Page: lazy(() => import('./help-article/help-article-page')) },
  { path: ROUTES.abouts, Page: lazy(() => import('./abouts/abouts-page')) },
  { path: ROUTES.betRecord, Page: lazy(() => import('./bet-record/bet-record-page')) },
];
