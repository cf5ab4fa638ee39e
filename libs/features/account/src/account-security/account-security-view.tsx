import type { SecurityOverview, SessionInfo } from '@h5/api-contract';
import { Button, Card, DescriptionList, EmptyState, Grid, Inline, InlineAlert, Screen, Section, Skeleton, Stack, Tabs } from '@h5/ui-kit';
import { texts } from './messages';

const IDLE = [0, 15, 60, 240] as const;

export interface AccountSecurityViewProps {
  onBack: () => void;
  state: 'loading' | 'error' | 'ready';
  overview: SecurityOverview | null;
  sessions: SessionInfo[];
  onRetry: () => void;
  onAddPasskey: () => void;
  onRenamePasskey: (id: number, name: string) => void;
  onRemovePasskey: (id: number, name: string) => void;
  onTotpOn: () => void;
  onTotpOff: () => void;
  onEndSession: (id: number) => void;
  onEndOthers: () => void;
  onIdle: (minutes: number) => void;
  onNotMe: () => void;
}

/** 账户安全 as the player sees it, drawn from props only. */
export function AccountSecurityView(props: AccountSecurityViewProps) {
  const { state, overview } = props;
  return (
    <Screen title={texts.title} onBack={props.onBack}>
      {state === 'loading' && (
        <Grid $columns={1} $gap="md" $padding="md" aria-busy="true">
          <Skeleton lines={4} />
          <Skeleton lines={3} />
        </Grid>
      )}
      {state === 'error' && (
        <Card>
          <EmptyState variant="error" text={texts.loadFailed} onRetry={props.onRetry} />
        </Card>
      )}
      {state === 'ready' && overview && (
        <Grid $columns={1} $gap="md" $padding="md">
          <InlineAlert tone="info" variant="field">
            {texts.intro}
          </InlineAlert>
          <Section title={texts.previous.title} data-testid="previous-login">
            {overview.previous_login ? (
              <Stack $gap="sm">
                <DescriptionList
                  columns={1}
                  rowGap="sm"
                  items={[
                    { key: 'time', term: texts.previous.time, detail: overview.previous_login.time },
                    { key: 'device', term: texts.previous.device, detail: overview.previous_login.device },
                    { key: 'ip', term: texts.devices.address, detail: overview.previous_login.ip || '—' },
                  ]}
                />
                <Button variant="text" onClick={props.onNotMe}>
                  {texts.previous.notMe}
                </Button>
              </Stack>
            ) : (
              <InlineAlert tone="info" variant="field">
                {texts.previous.none}
              </InlineAlert>
            )}
          </Section>
          <Section title={texts.passkeys.title}>
            <Stack $gap="sm">
              {overview.passkeys.length === 0 && (
                <InlineAlert tone="info" variant="field">
                  {texts.passkeys.empty}
                </InlineAlert>
              )}
              {overview.passkeys.map((k) => (
                <Inline key={k.id} $gap="sm" $justify="between" $wrap data-testid="passkey-row">
                  <Stack $gap="xs">
                    <strong>{k.name}</strong>
                    <InlineAlert tone="info" variant="field">
                      {texts.passkeys.added(k.created_at)}
                    </InlineAlert>
                  </Stack>
                  <Inline $gap="xs">
                    <Button
                      variant="text"
                      onClick={() => props.onRenamePasskey(k.id, k.name)}
                      aria-label={`${texts.passkeys.rename} ${k.name}`}
                    >
                      {texts.passkeys.rename}
                    </Button>
                    <Button
                      variant="text"
                      onClick={() => props.onRemovePasskey(k.id, k.name)}
                      aria-label={`${texts.passkeys.remove} ${k.name}`}
                    >
                      {texts.passkeys.remove}
                    </Button>
                  </Inline>
                </Inline>
              ))}
              <Button block variant="ghost" onClick={props.onAddPasskey}>
                {texts.passkeys.add}
              </Button>
            </Stack>
          </Section>
          <Section title={texts.totp.title} extra={overview.totp ? texts.totp.on : texts.totp.off}>
            <Stack $gap="sm">
              <InlineAlert tone="info" variant="field">
                {texts.totp.hint}
              </InlineAlert>
              <Button block variant="ghost" onClick={overview.totp ? props.onTotpOff : props.onTotpOn}>
                {overview.totp ? texts.totp.turnOff : texts.totp.turnOn}
              </Button>
            </Stack>
          </Section>
          <Section title={texts.devices.title}>
            <Stack $gap="md">
              {props.sessions.map((s) => (
                <Stack key={s.id} $gap="xs" data-testid="device-row">
                  <Inline $gap="sm" $justify="between" $wrap>
                    <strong>
                      {s.device}
                      {s.current ? ` · ${texts.devices.current}` : ''}
                    </strong>
                    {!s.current && (
                      <Button variant="text" onClick={() => props.onEndSession(s.id)} aria-label={`${texts.devices.end} ${s.device}`}>
                        {texts.devices.end}
                      </Button>
                    )}
                  </Inline>
                  <DescriptionList
                    columns={2}
                    rowGap="sm"
                    items={[
                      { key: 'first', term: texts.devices.firstSeen, detail: s.first_seen },
                      { key: 'last', term: texts.devices.lastSeen, detail: s.last_seen },
                      { key: 'ip', term: texts.devices.address, detail: s.ip || '—' },
                    ]}
                  />
                </Stack>
              ))}
              {props.sessions.length > 1 && (
                <Button block variant="ghost" onClick={props.onEndOthers}>
                  {texts.devices.endOthers}
                </Button>
              )}
            </Stack>
          </Section>
          <Section title={texts.idle.title}>
            <Stack $gap="sm">
              <InlineAlert tone="info" variant="field">
                {texts.idle.hint}
              </InlineAlert>
              <Tabs
                items={IDLE.map((m) => ({ key: String(m), title: texts.idle.options[m] }))}
                activeKey={String(overview.idle_minutes)}
                onChange={(key) => props.onIdle(Number(key))}
                stretch
              />
            </Stack>
          </Section>
        </Grid>
      )}
    </Screen>
  );
}
