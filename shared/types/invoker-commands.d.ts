// Invoker commands (HTML: `commandfor` and `command` on a button), which React passes through as attributes but
// whose types @types/react 19.3 does not declare yet.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the interface's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}
