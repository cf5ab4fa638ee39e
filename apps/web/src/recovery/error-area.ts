/** The parts of the screen that fail on their own: a page, or one of the shell's parts (overlay: the menu and the welcome modal). */
export type ErrorArea = 'page' | 'header' | 'tabBar' | 'overlay';
