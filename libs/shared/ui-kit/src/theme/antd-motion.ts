import { reduceMotion, restoreMotion } from 'antd-mobile';

/** antd-mobile's global motion switch (react-spring's skipAnimation), loaded by followReducedMotion. */
export function setAntdMotion(on: boolean): void {
  if (on) restoreMotion();
  else reduceMotion();
}
