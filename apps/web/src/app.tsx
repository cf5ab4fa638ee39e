// The shell arrives with the shell issue; until then the app renders the ui-kit provider only.
export function App() {
  return <main id="app" />;
}
