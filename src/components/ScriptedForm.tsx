import type { ReactNode } from 'react';

interface ScriptedFormProps {
  method?: 'post';
  className?: string;
  'aria-labelledby'?: string;
  /** Runs instead of the browser's submission, and of its validation: the form's machine checks. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A form the page's script submits. */
export function ScriptedForm({
  method,
  className,
  'aria-labelledby': labelledBy,
  onSubmit,
  children,
}: ScriptedFormProps) {
  return (
    <form
      method={method}
      className={className}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
