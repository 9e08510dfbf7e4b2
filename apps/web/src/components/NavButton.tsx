import { useNavigate } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { Button } from '@wf/ui';
import type { ButtonProps } from '@wf/ui';

export type NavButtonProps = Omit<ButtonProps, 'onClick'> & {
  to: LinkProps['to'];
  state?: LinkProps['state'];
};

/**
 * A real <button> that navigates. The spec calls these controls buttons ('Get Started',
 * 'Back to Home', ...), so they are buttons to assistive technology too; links stay links.
 */
export function NavButton({ to, state, ...buttonProps }: NavButtonProps) {
  const navigate = useNavigate();
  return <Button {...buttonProps} onClick={() => void navigate({ to, state })} />;
}
