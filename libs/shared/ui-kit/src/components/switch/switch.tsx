import { Switch as AdmSwitch } from 'antd-mobile';
import styled from 'styled-components';
import type { KeyboardEvent } from 'react';

export interface SwitchProps {
  checked: boolean;
  /** Called with the value the player asked for; the caller decides whether it takes. */
  onChange: (checked: boolean) => void;
  /** The id of the visible label (the switch has no text of its own). */
  labelledBy: string;
  /** Id of a hint read after the label. */
  describedBy?: string;
  /** The change is being saved: shows antd-mobile's spinner and ignores taps. */
  loading?: boolean;
  disabled?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;

  .adm-switch {
    --checked-color: ${({ theme }) => theme.colors.accent};
    --height: 30px;
    --width: 50px;
  }

  /* The 50×30 switch is tapped over the row's 44 px height (docs/product.md §2, WCAG 2.5.5). */
  .adm-switch::before {
    position: absolute;
    inset: -7px 0;
    content: '';
  }

  .adm-switch:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
  }
`;

/**
 * antd-mobile's Switch, made reachable by keyboard: its role=switch div gets a tab stop, and
 * Space/Enter toggle it as they toggle a native switch (antd only listens to clicks).
 */
export function Switch({ checked, onChange, labelledBy, describedBy, loading = false, disabled = false }: SwitchProps) {
  const inactive = loading || disabled;
  const onKeyDown = (event: KeyboardEvent) => {
    if (inactive || (event.key !== ' ' && event.key !== 'Enter')) return;
    event.preventDefault();
    onChange(!checked);
  };
  return (
    <Root role="presentation" onKeyDown={onKeyDown}>
      <AdmSwitch
        checked={checked}
        onChange={(next) => onChange(next)}
        loading={loading}
        disabled={disabled}
        tabIndex={inactive ? -1 : 0}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={undefined}
      />
    </Root>
  );
}
