import type { Ref } from 'react';
import { type ButtonVariants, button } from '../styles/button.css';

export interface RowAction {
  label: string;
  tone: NonNullable<ButtonVariants>['tone'];
  onClick: () => void;
  disabled?: boolean;
  /** For the action a dialog focuses first. */
  ref?: Ref<HTMLButtonElement>;
}

/** A dialog's buttons, side by side in the order given. */
export function ActionRow({ className, actions }: { className: string; actions: RowAction[] }) {
  return (
    <div className={className}>
      {actions.map((action) => (
        <button
          key={action.label}
          ref={action.ref}
          type="button"
          className={button({ tone: action.tone })}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
