export { renderWithTheme } from './render-with-theme';
export type { RenderWithThemeOptions } from './render-with-theme';
export { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
export { fail, fakeApi, ok } from './fake-api';
export type { FakeAnswer, FakeApi, FakeCall } from './fake-api';
